"""Reading one card-format JSON object: each field at most once, by kind, every error with its
place (``CardFormatError``). The card codec (:mod:`~saga_table.engine.card_codec`) reads cards
with it; these helpers know nothing of cards."""

from __future__ import annotations

from typing import Any, NoReturn, TypeVar

from saga_table.engine.cards import (
    CounterDoublerScope,
    Layout,
    Selector,
    TriggerCondition,
    TriggerEvent,
)

__all__ = [
    "MISSING",
    "CardFormatError",
    "Fields",
    "enum_value",
    "fail",
    "join",
    "kind",
    "text_list",
]


class CardFormatError(ValueError):
    """A card dict (or card file) that does not follow the format: says what is wrong, and where."""

    def __init__(self, problem: str, *, where: str = "") -> None:
        super().__init__(f"{where}: {problem}" if where else problem)
        self.problem = problem
        self.where = where


def join(where: str, part: str) -> str:
    return f"{where}: {part}" if where else part


def fail(where: str, problem: str) -> NoReturn:
    raise CardFormatError(problem, where=where)


def kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, str):
        return f"text {value!r}"
    if isinstance(value, int | float):
        return f"number {value!r}"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


MISSING: Any = object()
_E = TypeVar("_E", Layout, Selector, TriggerEvent, TriggerCondition, CounterDoublerScope)


class Fields:
    """The fields of one JSON object, each read at most once; unknown fields are an error."""

    def __init__(self, data: object, where: str, what: str) -> None:
        if not isinstance(data, dict):
            fail(where, f"{what} must be an object, not {kind(data)}")
        for key in data:
            if not isinstance(key, str):
                fail(where, f"field names must be text, not {kind(key)}")
        self.data: dict[str, object] = data
        self.where = where
        self.used: set[str] = set()

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str) -> object:
        self.used.add(key)
        return self.data.get(key, MISSING)

    def at(self, key: str) -> str:
        return join(self.where, f'"{key}"')

    def text(self, key: str, default: str | None = None) -> str:
        value = self.raw(key)
        if value is MISSING:
            if default is None:
                fail(self.where, f'missing field "{key}"')
            return default
        if not isinstance(value, str):
            fail(self.at(key), f"must be text, not {kind(value)}")
        return value

    def opt_text(self, key: str) -> str | None:
        value = self.raw(key)
        if value is MISSING or value is None:
            return None
        if not isinstance(value, str):
            fail(self.at(key), f"must be text or null, not {kind(value)}")
        return value

    def integer(self, key: str, default: int | None = None) -> int:
        value = self.raw(key)
        if value is MISSING:
            if default is None:
                fail(self.where, f'missing field "{key}"')
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            fail(self.at(key), f"must be a whole number, not {kind(value)}")
        return value

    def opt_int(self, key: str) -> int | None:
        value = self.raw(key)
        if value is MISSING or value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            fail(self.at(key), f"must be a whole number or null, not {kind(value)}")
        return value

    def boolean(self, key: str, default: bool) -> bool:
        value = self.raw(key)
        if value is MISSING:
            return default
        if not isinstance(value, bool):
            fail(self.at(key), f"must be true or false, not {kind(value)}")
        return value

    def texts(self, key: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
        value = self.raw(key)
        if value is MISSING:
            return default
        return text_list(value, self.at(key))

    def opt_texts(self, key: str) -> tuple[str, ...] | None:
        value = self.raw(key)
        if value is MISSING or value is None:
            return None
        return text_list(value, self.at(key))

    def items(self, key: str) -> list[object]:
        value = self.raw(key)
        if value is MISSING:
            return []
        if not isinstance(value, list):
            fail(self.at(key), f"must be a list, not {kind(value)}")
        return value

    def finish(self) -> None:
        unknown = [k for k in self.data if k not in self.used and not k.startswith("_")]
        if unknown:
            names = ", ".join(f'"{k}"' for k in unknown)
            fail(self.where, f"unknown field {names}")


def text_list(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        fail(where, f"must be a list of texts, not {kind(value)}")
    for i, item in enumerate(value, start=1):
        if not isinstance(item, str):
            fail(where, f"item {i} must be text, not {kind(item)}")
    return tuple(value)


def enum_value(enum: type[_E], value: str, where: str, what: str) -> _E:
    try:
        return enum(value)
    except ValueError:
        known = ", ".join(f'"{m.value}"' for m in enum)
        fail(where, f'unknown {what} "{value}" (known: {known})')
