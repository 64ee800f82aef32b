"""Structured effects to and from JSON dicts, generically from their dataclass fields.

An effect is ``{"type": "<kind>", ...fields}`` with fields at their default left out; nested
:class:`~.kinds.Filter` and :class:`~.kinds.Objects` values are objects, enums their text, nested
effects effects. Reading checks every field (an unknown field, a wrong kind of value, a negative
count or a count over :data:`MAX_COUNT` is an error that says where).

>>> from saga_table.engine.cards import DrawEffect
>>> effect_to_dict(DrawEffect(2))
{'type': 'draw', 'count': 2}
>>> effect_from_dict({"type": "destroy", "objects": {"filter": {"types": ["Creature"]}}})
DestroyEffect(objects=Objects(how=<How.TARGET: 'target'>, filter=Filter(types=('Creature',), ...
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import re
import types
import typing
from enum import Enum
from typing import Any

from saga_table.engine.effects import kinds as k

__all__ = [
    "EFFECT_KINDS",
    "MAX_COUNT",
    "EffectFormatError",
    "effect_from_dict",
    "effect_to_dict",
    "within_bounds",
]

#: The largest count or amount a card file may give (a damaged file must not hang the game).
MAX_COUNT = 500


class EffectFormatError(ValueError):
    """An effect dict that is not a structured effect: ``where`` and what is wrong."""

    def __init__(self, problem: str, where: str = "") -> None:
        super().__init__(f"{where}: {problem}" if where else problem)
        self.problem = problem
        self.where = where


def _kind_name(cls: type) -> str:
    base = cls.__name__.removesuffix("Effect")
    return re.sub(r"(?<!^)(?=[A-Z])", "_", base).lower()


@functools.cache
def _kinds() -> dict[str, type]:
    from saga_table.engine import cards as c

    classes = typing.get_args(c.Effect)
    return {_kind_name(cls): cls for cls in classes}


def __getattr__(name: str) -> object:
    if name == "EFFECT_KINDS":
        return tuple(_kinds())
    raise AttributeError(name)


EFFECT_KINDS: tuple[str, ...]


@functools.cache
def _namespace() -> dict[str, Any]:
    from saga_table.engine import cards as c

    return {**vars(c), **vars(k)}


@functools.cache
def _evaluate(annotation: str) -> Any:
    """One annotation's type (the modules' annotations are strings: postponed evaluation)."""
    return eval(annotation, _namespace())  # the engine's own annotations, nothing read


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    """The field types of ``cls``, as :func:`typing.get_type_hints` gives them for these
    classes, each distinct annotation evaluated once (the demo's 15 cards asked for 37
    classes' hints before the window's first paint: 144 evaluations, ~2 ms)."""
    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        for name, annotation in inspect.get_annotations(klass).items():
            hints[name] = _evaluate(annotation) if isinstance(annotation, str) else annotation
    return hints


@functools.cache
def _field_info(cls: type) -> tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]]:
    """A dataclass's field types, field names and required field names."""
    fields = dataclasses.fields(cls)
    required = tuple(
        f.name
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    )
    return _hints(cls), tuple(f.name for f in fields), required


def _encode(value: object) -> object:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if type(value).__name__.endswith("Effect"):
            return effect_to_dict(value)
        return _fields(value)
    return value


def _fields(value: Any) -> dict[str, object]:
    out: dict[str, object] = {}
    for f in dataclasses.fields(value):
        v = getattr(value, f.name)
        if f.default is not dataclasses.MISSING and v == f.default:
            continue
        out[f.name] = _encode(v)
    return out


def effect_to_dict(effect: Any) -> dict[str, Any]:
    """The dict of a structured effect, defaults left out."""
    name = _kind_name(type(effect))
    if name not in _kinds():
        raise TypeError(f"not a structured effect: {effect!r}")
    return {"type": name, **_fields(effect)}


def within_bounds(value: object) -> bool:
    """Whether every number of a structured effect (its nested effects, filters and lists too)
    is one :func:`effect_from_dict` reads back: at most :data:`MAX_COUNT` either way, and no list
    longer. An effect read from a card's text with a number past that ("create a 10^40/1
    token") is left to the players instead of being stored where it could not be read again.

    >>> from saga_table.engine.cards import DrawEffect
    >>> within_bounds(DrawEffect(2)), within_bounds(DrawEffect(10**40))
    (True, False)
    """
    if isinstance(value, bool) or value is None or isinstance(value, str | Enum):
        return True
    if isinstance(value, int):
        return abs(value) <= MAX_COUNT
    if isinstance(value, tuple | list):
        return len(value) <= MAX_COUNT and all(within_bounds(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return all(within_bounds(getattr(value, f.name)) for f in dataclasses.fields(value))
    return True


def _what(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, str):
        return f"text {value!r}"
    if isinstance(value, int | float):
        return f"number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _at(where: str, part: str) -> str:
    return f"{where}: {part}" if where else part


def _decode(hint: Any, raw: object, where: str) -> object:
    return _decoder(hint)(raw, where)


_Decoder = Any  # Callable[[object, str], object]


@functools.cache
def _decoder(hint: Any) -> _Decoder:
    """A function that reads a value of type ``hint`` (made once per type)."""
    from saga_table.engine import cards as c

    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        inner = [t for t in args if t is not type(None)]
        optional = type(None) in args
        if len(inner) > 1:  # the Effect union

            def effect_or_none(raw: object, where: str) -> object:
                if raw is None and optional:
                    return None
                return effect_from_dict(raw, where=where)

            return effect_or_none
        one = _decoder(inner[0])

        def maybe(raw: object, where: str) -> object:
            return None if raw is None and optional else one(raw, where)

        return maybe
    if hint == c.Effect or hint == "Effect":
        return lambda raw, where: effect_from_dict(raw, where=where)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])

            def many(raw: object, where: str) -> object:
                if not isinstance(raw, list):
                    raise EffectFormatError(f"must be a list, not {_what(raw)}", where)
                if len(raw) > MAX_COUNT:
                    raise EffectFormatError(f"at most {MAX_COUNT} items", where)
                return tuple(item(r, f"{where}[{i}]") for i, r in enumerate(raw))

            return many
        items = [_decoder(t) for t in args]

        def fixed(raw: object, where: str) -> object:
            if not isinstance(raw, list):
                raise EffectFormatError(f"must be a list, not {_what(raw)}", where)
            if len(raw) != len(items):
                raise EffectFormatError(f"must have {len(items)} items", where)
            return tuple(
                d(r, f"{where}[{i}]") for i, (d, r) in enumerate(zip(items, raw, strict=True))
            )

        return fixed
    if isinstance(hint, type) and issubclass(hint, Enum):
        enum = hint

        def member(raw: object, where: str) -> object:
            try:
                return enum(raw)
            except ValueError:
                allowed = ", ".join(f'"{m.value}"' for m in enum)
                raise EffectFormatError(f"{_what(raw)} is not one of {allowed}", where) from None

        return member
    if hint is bool:

        def boolean(raw: object, where: str) -> object:
            if not isinstance(raw, bool):
                raise EffectFormatError(f"must be true or false, not {_what(raw)}", where)
            return raw

        return boolean
    if hint is int:

        def integer(raw: object, where: str) -> object:
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise EffectFormatError(f"must be a whole number, not {_what(raw)}", where)
            if abs(raw) > MAX_COUNT:
                raise EffectFormatError(f"{raw} is out of range (at most {MAX_COUNT})", where)
            return raw

        return integer
    if hint is str:

        def text(raw: object, where: str) -> object:
            if not isinstance(raw, str):
                raise EffectFormatError(f"must be text, not {_what(raw)}", where)
            return raw

        return text
    if dataclasses.is_dataclass(hint):
        return lambda raw, where: _decode_fields(hint, raw, where)  # type: ignore[arg-type]
    raise TypeError(f"cannot read a value of type {hint}")  # pragma: no cover


def _decode_fields(cls: type, raw: object, where: str) -> object:
    if not isinstance(raw, dict):
        raise EffectFormatError(f"must be an object, not {_what(raw)}", where)
    hints, fields, required = _field_info(cls)
    values: dict[str, object] = {}
    for key, value in raw.items():
        if key == "type" or (isinstance(key, str) and key.startswith("_")):
            continue
        if key not in fields:
            known = ", ".join(f'"{n}"' for n in fields) or "none"
            raise EffectFormatError(f'unknown field "{key}" (known: {known})', where)
        if key == "steps" and isinstance(value, list):
            if len(value) > MAX_COUNT:
                raise EffectFormatError(f"at most {MAX_COUNT} steps", where)
            values[key] = tuple(
                effect_from_dict(step, where=_at(where, f"step {i}"))
                for i, step in enumerate(value, start=1)
            )
            continue
        values[key] = _decoder(hints[key])(value, _at(where, f'"{key}"'))
    missing = [n for n in required if n not in values]
    if missing:
        raise EffectFormatError(f'missing field "{missing[0]}"', where)
    amount = values.get("amount")
    if isinstance(amount, str) and amount and amount not in k.AMOUNTS:
        allowed = ", ".join(f'"{a}"' for a in k.AMOUNTS)
        raise EffectFormatError(f'"amount" {amount!r} is not one of {allowed}', where)
    return cls(**values)


#: Effects already read, by their JSON text: effects are immutable values, and card files repeat
#: them (one per chapter number of a line, the same tokens on many cards).
_READ: dict[str, Any] = {}


def effect_from_dict(data: object, *, where: str = "") -> Any:
    """The structured effect a dict describes; :class:`EffectFormatError` if it is not one."""
    try:
        key = json.dumps(data, sort_keys=True)
    except (TypeError, ValueError):
        key = ""
    if key and key in _READ:
        return _READ[key]
    effect = _read_effect(data, where)
    if key:
        if len(_READ) > 4096:
            _READ.clear()
        _READ[key] = effect
    return effect


def _read_effect(data: object, where: str) -> Any:
    if not isinstance(data, dict):
        raise EffectFormatError(f"an effect must be an object, not {_what(data)}", where)
    kind = data.get("type")
    if not isinstance(kind, str):
        raise EffectFormatError('missing field "type"', where)
    cls = _kinds().get(kind)
    if cls is None:
        known = ", ".join(_kinds())
        raise EffectFormatError(f'unknown effect type "{kind}" (known: {known})', where)
    return _decode_fields(cls, data, where)


def warm() -> None:
    """Work out every effect kind's fields and readers now (once), so that the first card file
    read does not pay for it (the engine's cards module calls this when it is imported)."""
    for cls in _kinds().values():
        hints, names, _required = _field_info(cls)
        for name in names:
            _decoder(hints[name])
