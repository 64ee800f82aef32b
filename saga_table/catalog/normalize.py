"""Name keys: how card names are compared when the user's spelling is not exact.

>>> name_key("Lim-Dûl's Vault") == name_key("lim dul’s vault")
True
>>> name_key("Urza’s Saga") == name_key("URZA'S SAGA")
True
>>> name_key("ジェイス・ベレレン") == name_key("ジェイス ベレレン")
True
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["front_face", "name_key"]

_PUNCT = re.compile(r"[\s\-‐‑‒–—―_.,:;!?'’‘`\"“”()\[\]/・･·]+")


def name_key(name: str) -> str:
    """A key that ignores case, accents, width, spacing and punctuation.

    Used only for matching, never for display: Japanese text keeps its kana and kanji, full-width
    Latin letters and digits become ASCII.
    """
    if name.isascii():  # most names: no width, no accents, nothing to normalise (3x quicker)
        text = name.casefold()
    else:
        text = unicodedata.normalize("NFKC", name)
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
        text = text.casefold()
    text = _PUNCT.sub(" ", text)
    return " ".join(text.split()).replace(" ", "")


def front_face(name: str) -> str:
    """The front face's name of ``"A // B"`` (the whole name when it has one face)."""
    return name.split("//", 1)[0].strip()
