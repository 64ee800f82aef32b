"""JSON text from outside, parsed with bounds (see :class:`~saga_table.safeio.limits.Limits`).

>>> parse_json(b'\\xef\\xbb\\xbf{"a": [1, 2.5]}')
{'a': [1, 2.5]}
>>> try:
...     parse_json(b'{"a": [1, ' + b'9' * 50 + b']}')
... except InputError as exc:
...     print(exc)
the file holds a number with 50 digits at line 1, column 11; no Saga Table file has one
"""

from __future__ import annotations

import json
import json.decoder
import math
import re
import stat
from collections.abc import Iterator
from pathlib import Path

from saga_table.safeio.limits import Limits

__all__ = [
    "DuplicateKeyError",
    "InputError",
    "check_value",
    "decode_text",
    "duplicate_key_at",
    "duplicate_key_place",
    "has_escaped_surrogate",
    "parse_json",
    "parse_text",
    "read_limited",
    "special_file",
    "unique_pairs",
]

_DEFAULT = Limits()
_scanstring = json.decoder.scanstring  # type: ignore[attr-defined]  # json's string reader
_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
_PARTIAL_NUMBER = re.compile(r"-?[0-9]*\.?[0-9]*(?:[eE][-+]?[0-9]*)?")
_PARTIAL_ESCAPE = re.compile(r"\\?u[0-9a-fA-F]{0,3}")
_NUMBER_AT = re.compile(r"-?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?")


class InputError(ValueError):
    """The input cannot be used; the message says what is wrong and where, for a person."""


class _NumberError(ValueError):
    def __init__(self, text: str, why: str) -> None:
        super().__init__(text)
        self.text = text
        self.why = why


class DuplicateKeyError(ValueError):
    """An object gives ``key`` twice (raised by :func:`unique_pairs` while parsing)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def unique_pairs(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """An ``object_pairs_hook`` for :mod:`json`: the object, or :class:`DuplicateKeyError`."""
    value = dict(pairs)
    if len(value) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKeyError(key)
            seen.add(key)
    return value


def duplicate_key_at(text: str) -> tuple[str, int] | None:
    """The first key given twice in one object of the JSON ``text``, and its offset (where the
    second one starts); ``None`` if there is none. One pass, no recursion: it is called only
    after :func:`unique_pairs` refused, to say where.

    >>> duplicate_key_at('{"a": {"b": 1}, "b": [{"a": 2}], "a": 3}')
    ('a', 33)
    """
    stack: list[set[str] | None] = []  # the keys of each open object; None for an array
    expect_key = False
    pos, end = 0, len(text)
    while pos < end:
        char = text[pos]
        if char == '"':
            try:
                string, after = _scanstring(text, pos + 1)
            except ValueError:
                return None
            if expect_key and stack and (keys := stack[-1]) is not None:
                if string in keys:
                    return string, pos
                keys.add(string)
            expect_key = False
            pos = after
            continue
        if char == "{":
            stack.append(set())
            expect_key = True
        elif char == "[":
            stack.append(None)
        elif char in "]}":
            if stack:
                stack.pop()
        elif char == ",":
            expect_key = bool(stack) and stack[-1] is not None
        pos += 1
    return None


def duplicate_key_place(text: str) -> tuple[str, int, int] | None:
    """:func:`duplicate_key_at` as the key, its line and its column."""
    found = duplicate_key_at(text)
    if found is None:
        return None
    line, col = line_col(text, found[1])
    return found[0], line, col


def special_file(path: Path) -> bool:
    """Whether ``path`` is there but is neither a file nor a folder: a device (/dev/zero never
    ends), a named pipe (opening it waits for a writer, for ever) or a socket. Such a path is
    refused before it is opened."""
    try:
        mode = path.stat().st_mode
    except (OSError, ValueError):
        return False  # missing or unreadable: ``open`` says why
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def read_limited(path: Path, limit: int) -> bytes:
    """The content of ``path``; :class:`InputError` when it is larger than ``limit`` bytes (it is
    not read whole then: at most ``limit + 1`` bytes are) or is a device or a pipe
    (:func:`special_file`). ``OSError`` as ``open`` raises it."""
    if special_file(path):
        raise InputError("this is a device or a pipe, not a file")
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"the file is larger than {_size(limit)}")
    return data


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit:,} bytes"


def has_escaped_surrogate(text: str) -> bool:
    """Whether JSON text holds a ``\\uD800``-style escape (a quick test before a full check)."""
    return _ESCAPED_SURROGATE.search(text) is not None


def line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line, col


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON is only wrong because it stops."""
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


def decode_text(data: bytes, what: str) -> str:
    """UTF-8 text without its byte order mark; :class:`InputError` with the byte offset."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":
            raise InputError(
                f"{what} ends in the middle of a character, at byte {exc.start}: it was cut short"
            ) from None
        raise InputError(
            f"{what} is not UTF-8 text: an invalid byte at offset {exc.start} "
            f"(0x{data[exc.start]:02x})"
        ) from None
    return text.removeprefix("\ufeff")


def _decoder(limits: Limits) -> json.JSONDecoder:
    def parse_int(text: str) -> int:
        if len(text) - text.startswith("-") > limits.max_digits:
            raise _NumberError(text, "digits")
        return int(text)

    def parse_float(text: str) -> float:
        if not limits.floats:
            raise _NumberError(text, "fraction")
        if len(text) > limits.max_digits + 8:
            raise _NumberError(text, "digits")
        value = float(text)
        if not math.isfinite(value):
            raise _NumberError(text, "range")
        return value

    def parse_constant(name: str) -> object:
        raise _NumberError(name, "constant")

    return json.JSONDecoder(
        parse_int=parse_int,
        parse_float=parse_float,
        parse_constant=parse_constant,
        object_pairs_hook=None if limits.duplicate_keys else unique_pairs,
    )


def _number_message(text: str, exc: _NumberError, what: str) -> str:
    where = ""
    if exc.why != "constant":
        pos = _find_number(text, exc.text)
        if pos is not None:
            line, col = line_col(text, pos)
            where = f" at line {line}, column {col}"
    if exc.why == "digits":
        digits = len(exc.text.lstrip("-"))
        return f"{what} holds a number with {digits} digits{where}; no Saga Table file has one"
    if exc.why == "range":
        return f"{what} holds the number {exc.text[:40]}{where}, which is out of range"
    if exc.why == "fraction":
        return f"{what} holds {exc.text[:40]}{where}; only whole numbers are used here"
    return f"{what} holds {exc.text}, which is not a number a Saga Table file uses"


def _find_number(text: str, number: str) -> int | None:
    start = 0
    while True:
        pos = text.find(number, start)
        if pos < 0:
            return None
        before = text[pos - 1] if pos else " "
        if not (before.isdigit() or before in ".-eE"):
            return pos
        start = pos + 1


def parse_json(data: bytes, *, what: str = "the file", limits: Limits = _DEFAULT) -> object:
    """Parse JSON text within ``limits``: :class:`InputError` says where it goes wrong (line and
    column; byte offset for text that is not UTF-8; key path for what is inside)."""
    if len(data) > limits.max_bytes:
        raise InputError(f"{what} is larger than {_size(limits.max_bytes)}")
    if not data.strip():
        raise InputError(f"{what} is empty")
    return parse_text(decode_text(data, what), what=what, limits=limits)


def parse_text(text: str, *, what: str = "the file", limits: Limits = _DEFAULT) -> object:
    """:func:`parse_json` of text already decoded."""
    try:
        value = _decoder(limits).decode(text)
    except json.JSONDecodeError as exc:
        line, col = line_col(text, exc.pos)
        if _cut_short(text, exc):
            raise InputError(
                f"{what} ends too early, at line {line}, column {col}: it was cut short ({exc.msg})"
            ) from None
        raise InputError(
            f"{what} is not valid JSON: {exc.msg} at line {line}, column {col}"
        ) from None
    except _NumberError as exc:
        raise InputError(_number_message(text, exc, what)) from None
    except DuplicateKeyError as exc:
        found = duplicate_key_place(text)
        key, where = exc.key, ""
        if found is not None:
            key, where = found[0], f" at line {found[1]}, column {found[2]}"
        raise InputError(
            f"{what}: duplicate key {key!r}{where} (a key may be given once in an object)"
        ) from None
    except RecursionError:
        raise InputError(f"{what} is nested too deeply to be a Saga Table file") from None
    except ValueError as exc:  # pragma: no cover - other limits of the json module
        raise InputError(f"{what} is not valid JSON: {exc}") from None
    check_value(value, what=what, limits=limits)
    return value


def _walk(value: object) -> Iterator[tuple[object, tuple[object, ...]]]:
    """Every value inside ``value`` with its key path, iteratively (no stack to overflow)."""
    stack: list[tuple[object, tuple[object, ...]]] = [(value, ())]
    while stack:
        item = stack.pop()
        yield item
        v, path = item
        if isinstance(v, dict):
            stack.extend((sub, (*path, k)) for k, sub in v.items())
        elif isinstance(v, list):
            stack.extend((sub, (*path, i)) for i, sub in enumerate(v))


def key_path(path: tuple[object, ...]) -> str:
    """``("cards", 3, "name")`` -> ``cards[3].name``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            text = str(part)
            text = text if text.isidentifier() else json.dumps(text)
            out += f".{text}" if out else text
    return out or "the top level"


def check_value(value: object, *, what: str = "the file", limits: Limits = _DEFAULT) -> None:
    """Refuse parsed JSON that passes a limit: nesting, string length, lone surrogates (text that
    no file can hold as UTF-8: ``"\\ud800"``); the message names the key path."""
    for v, path in _walk(value):
        if len(path) > limits.max_depth:
            raise InputError(
                f"{what}: {key_path(path)} is nested too deeply ({limits.max_depth} levels at most)"
            )
        if isinstance(v, dict):
            for k in v:
                _check_text(k, path, what, limits, key=True)
        elif isinstance(v, str):
            _check_text(v, path, what, limits, key=False)


def _check_text(
    text: str, path: tuple[object, ...], what: str, limits: Limits, *, key: bool
) -> None:
    if len(text) > limits.max_string:
        raise InputError(
            f"{what}: {key_path(path)}: a text of {len(text):,} characters is too long"
        )
    if not text.isascii() and _SURROGATE.search(text):
        kind = "a key" if key else "a text"
        raise InputError(
            f"{what}: {key_path(path)}: {kind} holds a lone surrogate (\\ud800-\\udfff), which is "
            "not a character"
        )
