"""Folding text for substring search, shared by the imported store and custom cards."""

from __future__ import annotations

import functools
import re
import unicodedata

__all__ = ["fold"]

_LATIN_ACCENTED = re.compile(r"[\u00c0-\u024f]")


@functools.lru_cache(maxsize=512)
def _plain_latin(char: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Text for substring search: width, case, Latin accents and quote styles ignored.

    Japanese keeps its kana and kanji (a voiced mark is not dropped).

    >>> fold("Lim-Dûl’s ＶＡＵＬＴ"), fold("ガラクの")
    ("lim-dul's vault", 'ガラクの')
    """
    if text.isascii():
        return text.lower()
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _LATIN_ACCENTED.sub(lambda m: _plain_latin(m.group()), folded)
    return folded.replace("’", "'").replace("‘", "'")
