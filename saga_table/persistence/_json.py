"""Reading JSON defensively: exact error positions, files that are not JSON named for what they
are, absurd numbers and constants refused, then safeio's checks (depth, lone surrogates).

Apart from :mod:`._records` (game records) so that reading the settings at start-up does not
import the engine's record codec: the window's first paint does not wait for it.
"""

from __future__ import annotations

import json
import re

from saga_table.safeio import (
    DuplicateKeyError,
    InputError,
    Limits,
    check_value,
    duplicate_key_place,
    unique_pairs,
)
from saga_table.words.translation import translate

__all__ = ["UnreadableError", "parse_json", "sniff"]

#: Longest run of digits read as a number (Python refuses more than 4300 anyway).
_MAX_DIGITS = 40


#: What a save, a journal header or a settings file may hold once parsed (safeio's check).
_LIMITS = Limits(max_bytes=256 * 1024 * 1024, max_depth=48)


class UnreadableError(ValueError):
    """The data cannot be used; the message says what is wrong and where."""


class _TooManyDigitsError(ValueError):
    pass


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise _TooManyDigitsError(text)
    return int(text)


class _BadConstantError(ValueError):
    pass


def _reject_constant(name: str) -> object:
    raise _BadConstantError(name)


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line, col


def _signatures() -> tuple[tuple[bytes, str], ...]:
    """File signatures and what they say a file is, in the player's language."""
    return (
        (b"\x89PNG\r\n\x1a\n", translate("Files", "a PNG image")),
        (b"\xff\xd8\xff", translate("Files", "a JPEG image")),
        (b"GIF87a", translate("Files", "a GIF image")),
        (b"GIF89a", translate("Files", "a GIF image")),
        (b"%PDF", translate("Files", "a PDF document")),
        (b"PK\x03\x04", translate("Files", "a ZIP archive (or an office document)")),
        (b"\x1f\x8b", translate("Files", "a gzip-compressed file")),
        (b"SQLite format 3\x00", translate("Files", "an SQLite database")),
        (b"\x7fELF", translate("Files", "a program")),
        (b"MZ", translate("Files", "a Windows program")),
    )


_DECKLIST_LINE = re.compile(r"^\s*(?:\d+\s*x?\s+\S|//|#|Deck\b|Sideboard\b|Commander\b)", re.I)


def sniff(data: bytes) -> str | None:
    """What a file that is not JSON seems to be, if that can be told: "a PNG image"."""
    for signature, kind in _signatures():
        if data.startswith(signature):
            return kind
    return None


_PARTIAL_NUMBER = re.compile(r"-?[0-9]*\.?[0-9]*(?:[eE][-+]?[0-9]*)?")
_PARTIAL_ESCAPE = re.compile(r"\\?u[0-9a-fA-F]{0,3}")


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON is only wrong because it stops: the error is at the end, or at a string,
    a word or a number that the end of the text cuts off."""
    rest = text[exc.pos :].rstrip()
    if not rest:
        return True
    if exc.msg.startswith("Unterminated string"):
        return True
    if exc.msg.startswith("Invalid \\uXXXX escape") and _PARTIAL_ESCAPE.fullmatch(rest):
        return True  # cut inside an escape such as \u5cf6
    if len(rest) > 24:
        return False
    return any(word.startswith(rest) for word in ("true", "false", "null")) or bool(
        _PARTIAL_NUMBER.fullmatch(rest)
    )


def parse_json(data: bytes, *, what: str = "the file") -> object:
    """Parse JSON text; :class:`UnreadableError` says where it goes wrong (line and column, or byte
    offset for text that is not UTF-8). ``NaN``, ``Infinity`` and absurdly long numbers are
    refused."""
    if what == "the file":
        what = translate("Files", "the file")
    kind = sniff(data)
    if kind is not None:
        raise UnreadableError(
            translate("Files", "{what} is {kind}, not a Saga Table file").format(
                what=what, kind=kind
            )
        )
    if not data.strip():
        raise UnreadableError(translate("Files", "{what} is empty").format(what=what))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":
            raise UnreadableError(
                translate(
                    "Files",
                    "{what} ends in the middle of a character, at byte {at}: it was cut short",
                ).format(what=what, at=exc.start)
            ) from None
        raise UnreadableError(
            translate(
                "Files", "{what} is not UTF-8 text: an invalid byte at offset {at} ({byte})"
            ).format(what=what, at=exc.start, byte=f"0x{data[exc.start]:02x}")
        ) from None
    text = text.removeprefix("\ufeff")
    first = text.lstrip()[:1]
    if first not in ("{", "["):
        first_line = text.lstrip().splitlines()[0] if text.strip() else ""
        if _DECKLIST_LINE.match(first_line):
            raise UnreadableError(
                translate("Files", "{what} looks like a decklist, not a Saga Table file").format(
                    what=what
                )
            )
        raise UnreadableError(
            translate(
                "Files", "{what} is not JSON: it should begin with {{ but begins with {first}"
            ).format(what=what, first=repr(first))
        )
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_constant=_reject_constant,
            object_pairs_hook=unique_pairs,  # json would keep the last of two keys silently
        )
    except json.JSONDecodeError as exc:
        line, col = _line_col(text, exc.pos)
        if _cut_short(text, exc):
            raise UnreadableError(
                translate(
                    "Files",
                    "{what} ends too early, at line {line}, column {column}: it was cut short ({detail})",  # noqa: E501
                ).format(what=what, line=line, column=col, detail=exc.msg)
            ) from None
        raise UnreadableError(
            translate(
                "Files", "{what} is not valid JSON: {detail} at line {line}, column {column}"
            ).format(what=what, detail=exc.msg, line=line, column=col)
        ) from None
    except _TooManyDigitsError as exc:
        raise UnreadableError(
            translate(
                "Files", "{what} holds a number with {count} digits; no Saga Table file has one"
            ).format(what=what, count=len(str(exc).lstrip("-")))
        ) from None
    except _BadConstantError as exc:
        raise UnreadableError(
            translate(
                "Files", "{what} holds {value}, which is not a number a Saga Table file uses"
            ).format(what=what, value=exc)
        ) from None
    except DuplicateKeyError as exc:
        raise UnreadableError(_duplicate_message(text, exc.key, what)) from None
    except RecursionError:
        raise UnreadableError(
            translate("Files", "{what} is nested too deeply to be a Saga Table file").format(
                what=what
            )
        ) from None
    except ValueError as exc:  # pragma: no cover - other limits of the json module
        raise UnreadableError(f"{what} is not valid JSON: {exc}") from None
    try:  # lone surrogates ("\ud800"), deep nesting: by key path (safeio)
        check_value(value, what=what, limits=_LIMITS)
    except InputError as exc:
        raise UnreadableError(str(exc)) from None
    return value


def _duplicate_message(text: str, key: str, what: str) -> str:
    found = duplicate_key_place(text)
    if found is None:  # pragma: no cover - the scan finds what the parser refused
        return translate(
            "Files", "{what}: duplicate key '{key}' (a key may be given once in an object)"
        ).format(what=what, key=key)
    key, line, column = found
    return translate(
        "Files",
        "{what}: duplicate key '{key}' at line {line}, column {column} (a key may be given once in an object)",  # noqa: E501
    ).format(what=what, key=key, line=line, column=column)
