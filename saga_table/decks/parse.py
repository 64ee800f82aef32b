"""Reading a decklist in any supported format: sniffing the format, decoding a file's bytes.

The content decides the format; a file name's extension is only a hint:

- text whose first character is ``<`` is XML: an MTGO ``.dek`` or a Cockatrice ``.cod``, told
  apart by the root element;
- a ``.dck`` file, or text with a Forge section line (``[metadata]``, ``[Main]``), is Forge;
- anything else is one of the text formats (plain, MTGA, Moxfield, Archidekt).

>>> deck = parse_decklist("Deck\\n4 Fable of the Mirror-Breaker (NEO) 141\\nSideboard\\n2 Duress")
>>> deck.format, deck.counts()
(DeckFormat.MTGA, {Section.MAIN: 4, Section.SIDEBOARD: 2})
"""

from __future__ import annotations

import codecs
import os
import re
from dataclasses import replace
from pathlib import Path, PurePath

from saga_table.decks.forge import looks_like_forge, parse_forge
from saga_table.decks.model import DeckFormat, DeckList, DeckProblem
from saga_table.decks.text import parse_text
from saga_table.decks.xmldecks import parse_xml_deck
from saga_table.safeio import special_file
from saga_table.words.translation import translate

__all__ = [
    "MAX_DECKLIST_BYTES",
    "decode_decklist",
    "parse_decklist",
    "parse_decklist_file",
    "read_decklist_bytes",
]

_XML_HINTS = {".dek": DeckFormat.MTGO_DEK, ".cod": DeckFormat.COCKATRICE}
_KANA = re.compile(r"[\u3041-\u30ff]")


def parse_decklist(text: str, *, filename: str | None = None) -> DeckList:
    """Read a decklist from text, in whichever supported format it is written.

    Never raises on bad content: every line that cannot be used becomes a
    :class:`~saga_table.decks.model.DeckProblem` with its line number. ``filename`` (a name or a
    path) only breaks ties: a ``.dck`` file is read as Forge even without section lines.
    """
    text = text.removeprefix("\ufeff")
    extension = PurePath(filename).suffix.casefold() if filename else ""
    if text.lstrip().startswith("<"):
        deck = parse_xml_deck(text, hint=_XML_HINTS.get(extension))
    elif extension == ".dck" or looks_like_forge(text):
        deck = parse_forge(text)
    else:
        deck = parse_text(text)
    if not deck.entries and not deck.problems:
        return replace(
            deck, problems=(DeckProblem(0, "", translate("Decklist", "no card lines found")),)
        )
    return deck


def parse_decklist_file(path: str | os.PathLike[str]) -> DeckList:
    """Read a decklist file; raises :exc:`OSError` only when the file cannot be read.

    The bytes are decoded by :func:`decode_decklist`; a file that is not UTF-8 is still read,
    with a problem saying which encoding was assumed.
    """
    whole = read_decklist_bytes(Path(path))
    if isinstance(whole, DeckProblem):
        return DeckList(None, DeckFormat.UNKNOWN, problems=(whole,))
    text, note = decode_decklist(whole)
    if text is None:
        assert note is not None
        return DeckList(None, DeckFormat.UNKNOWN, problems=(note,))
    deck = parse_decklist(text, filename=os.fspath(path))
    if note is None:
        return deck
    problems = sorted((note, *deck.problems), key=lambda problem: problem.line)
    return replace(deck, problems=tuple(problems))


#: The largest decklist file read. A 250-card cube list is about 10 KB, an XML deck with its
#: comments some hundred KB; a larger file is not a decklist, and reading it whole would cost
#: its size in memory (a device such as /dev/zero never ends).
MAX_DECKLIST_BYTES = 1024 * 1024


def read_decklist_bytes(path: Path) -> bytes | DeckProblem:
    """The file's bytes, or the problem that it is not a regular file (a device or a pipe,
    whose reading may never end) or is larger than :data:`MAX_DECKLIST_BYTES` (then at most
    that much plus one byte is read). ``OSError`` when it cannot be read at all."""
    if special_file(path):
        return DeckProblem(
            0, "", translate("Decklist", "this is a device or a pipe, not a decklist file")
        )
    with open(path, "rb") as f:
        data = f.read(MAX_DECKLIST_BYTES + 1)
    if len(data) > MAX_DECKLIST_BYTES:
        return DeckProblem(
            0,
            "",
            translate("Decklist", "the file is larger than {size} MB: not a decklist").format(
                size=MAX_DECKLIST_BYTES // (1024 * 1024)
            ),
        )
    return data


def decode_decklist(data: bytes) -> tuple[str | None, DeckProblem | None]:
    """The text of a decklist file's bytes, and a problem when the encoding had to be guessed.

    UTF-8 (with or without a byte-order mark) and UTF-16 with a byte-order mark are read as they
    are, and so is UTF-16 without one, told by its NUL bytes (:func:`_utf16_without_mark`).
    Anything else is a guess, noted as a problem on the first line that is not UTF-8: Shift_JIS
    (Japanese Windows) when that reading gives kana, else Windows-1252. A binary file (a NUL
    byte, not in a UTF-16 pattern) gives no text at all.

    >>> decode_decklist("4 Lim-Dûl's Vault".encode("cp1252"))[1].reason
    'the file is not UTF-8; it was read as Windows-1252 (Western European)'
    """
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16", errors="replace")
        return text, None
    if b"\x00" in data:  # no text decklist holds a NUL byte; UTF-16 text is full of them
        return _utf16_without_mark(data) or (
            None,
            DeckProblem(0, "", translate("Decklist", "this is a binary file, not a decklist")),
        )
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as exc:
        start = exc.start
    line = data.count(b"\n", 0, start) + 1
    try:
        text = data.decode("cp932")
    except UnicodeDecodeError:
        text = ""
    if _KANA.search(text):
        encoding = "Shift_JIS (Japanese)"
    else:
        text, encoding = data.decode("cp1252", errors="replace"), "Windows-1252 (Western European)"
    lines = text.split("\n")
    line_text = lines[line - 1].strip() if line <= len(lines) else ""
    reason = translate("Decklist", "the file is not UTF-8; it was read as {encoding}").format(
        encoding=encoding
    )
    return text, DeckProblem(line, line_text, reason)


#: Control characters no decklist holds (tab, line breaks and form feed aside).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def _utf16_without_mark(data: bytes) -> tuple[str | None, DeckProblem | None] | None:
    """UTF-16 text with no byte-order mark (Windows "Unicode" saved by some tools), told by its
    NUL bytes: the digits, spaces and line breaks of a decklist are code units with a NUL high
    byte, in the odd bytes (little-endian) or the even ones (big-endian). ``None`` when the NULs
    do not fall that way (a binary file: the caller says so).

    >>> _utf16_without_mark("4 Island\\n20 Mountain\\n".encode("utf-16-le"))
    ('4 Island\\n20 Mountain\\n', None)
    """
    units = len(data) // 2
    odd, even = data[1::2].count(0), data[0::2].count(0)
    if units == 0 or max(odd, even) < units / 4 or max(odd, even) < 4 * min(odd, even):
        return None
    codec = "utf-16-le" if odd > even else "utf-16-be"
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        text = ""
    if not text or _CONTROL.search(text):
        reason = translate(
            "Decklist",
            "this file is not UTF-8 text (it looks like UTF-16 without a byte-order mark, but "
            "is not valid UTF-16 either)",
        )
        return None, DeckProblem(0, "", reason)
    return text, None
