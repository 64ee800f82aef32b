"""The JSON decoder of card files (:mod:`saga_table.catalog.streams`): numbers within bounds,
keys held twice noted; and what a file that is not JSON is, from its first bytes."""

from __future__ import annotations

import json
import math
from typing import Any

__all__ = ["DECODER", "MAX_DIGITS", "NumberError", "decoder", "describe_head", "number_start"]

#: The largest number of digits in a number of a card record (real ones have at most 10).
MAX_DIGITS = 40


class NumberError(ValueError):
    """A number card data does not hold; the message says which, ``text`` is the number as the
    file writes it (for its place)."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        self.text = text


def _bounded_int(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise NumberError(f"a number with {len(text.lstrip('-')):,} digits", text)
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_DIGITS + 8 else math.inf
    if not math.isfinite(value):
        raise NumberError(f"the number {text[:24]} is out of range", text)
    return value


def _no_constant(name: str) -> object:
    raise NumberError(f"{name} is not a number card data holds", name)


def number_start(text: str, start: int, number: str) -> int | None:
    """Where ``number`` begins in ``text`` from ``start`` on (not inside a longer number)."""
    while True:
        pos = text.find(number, start)
        if pos < 0:
            return None
        if pos == 0 or not (text[pos - 1].isdigit() or text[pos - 1] in ".-+eE"):
            return pos
        start = pos + 1


DECODER = json.JSONDecoder(
    parse_int=_bounded_int, parse_float=_finite_float, parse_constant=_no_constant
)


def first_duplicate(pairs: list[tuple[str, Any]]) -> str:
    """The first key that appears twice in an object's pairs (they have a duplicate)."""
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return key
        seen.add(key)
    return ""  # pragma: no cover - only called when there is one


def decoder(duplicates: list[str]) -> json.JSONDecoder:
    """A decoder like :data:`DECODER` that notes in ``duplicates`` each key an object holds
    twice (``{"name": "A", "name": "B"}``, which ``json`` would read as "B" without a word). One
    per reader: the list is that reader's."""

    def make_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            duplicates.append(first_duplicate(pairs))
        return obj

    return json.JSONDecoder(
        parse_int=_bounded_int,
        parse_float=_finite_float,
        parse_constant=_no_constant,
        object_pairs_hook=make_object,
    )


_NOT_JSON_MAGIC = (
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"%PDF", "a PDF document"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive (not supported: extract the JSON file first)"),
    (b"Rar!", "a RAR archive (not supported: extract the JSON file first)"),
    (b"\x28\xb5\x2f\xfd", "zstd-compressed (not supported: decompress it first)"),
)


def describe_head(head: bytes) -> str:
    for magic, what in _NOT_JSON_MAGIC:
        if head.startswith(magic):
            return what
    printable = head[:16].decode("latin-1")
    return f"it starts with {printable!r}"
