"""Reading files that come from outside, within bounds: every malformed input becomes a
:class:`InputError` whose message says what is wrong and where (key path, line and column, or
byte offset), in bounded time and memory; never a traceback.

This is the lowest layer beside the engine (standard library only, no other layer): the card
catalog, the decklist readers and the persistence layer all read through it. The limits are in
:mod:`saga_table.safeio.limits` and in ``resources/docs/design.md`` ("Hostile input").
"""

from saga_table.safeio.jsontext import (
    DuplicateKeyError,
    InputError,
    check_value,
    duplicate_key_place,
    has_escaped_surrogate,
    parse_json,
    read_limited,
    special_file,
    unique_pairs,
)
from saga_table.safeio.limits import Limits

__all__ = [
    "DuplicateKeyError",
    "InputError",
    "Limits",
    "check_value",
    "duplicate_key_place",
    "has_escaped_surrogate",
    "parse_json",
    "read_limited",
    "special_file",
    "unique_pairs",
]
