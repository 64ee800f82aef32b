"""``replace(obj, **changes)``: :func:`dataclasses.replace` for the engine's value classes, quicker.

The engine makes a changed copy of a value (a permanent, a player, the turn) hundreds of times in
a game; the standard function walks the class's fields and builds a keyword dictionary on every
call. This one compiles, once per class, a function that passes each field straight to the
class's ``__init__`` (so ``__post_init__`` and its checks run as before). A class it does not
cover (a field with ``init=False``, an ``InitVar``) goes to :func:`dataclasses.replace`.

>>> from saga_table.engine.values import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> replace(Point(1, 2), y=5)
Point(x=1, y=5)
>>> replace(Point(1), z=3)
Traceback (most recent call last):
TypeError: Point.__replace__() got an unexpected keyword argument 'z'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["replace"]

T = TypeVar("T")

_MISSING = object()
_MAKERS: dict[type, Callable[..., Any]] = {}


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of the dataclass value ``obj`` with ``changes`` (as :func:`dataclasses.replace`)."""
    cls = type(obj)
    maker = _MAKERS.get(cls)
    if maker is None:
        maker = _maker(cls)
    result: T = maker(obj, **changes)
    return result


def _maker(cls: type) -> Callable[..., Any]:
    fields = dataclasses.fields(cls)  # raises TypeError for a value that is not a dataclass
    # InitVar pseudo-fields are not among fields(): look for them in the class's own table
    initvars = any(
        f._field_type is dataclasses._FIELD_INITVAR  # type: ignore[attr-defined]
        for f in getattr(cls, "__dataclass_fields__", {}).values()
    )
    if initvars or any(not f.init for f in fields):
        made: Callable[..., Any] = dataclasses.replace
    else:
        names = [f.name for f in fields]
        positional = [f.name for f in fields if not f.kw_only]
        keywords = [f.name for f in fields if f.kw_only]
        params = "".join(f", {n}=_M" for n in names)
        args = [f"(self.{n} if {n} is _M else {n})" for n in positional]
        args += [f"{n}=(self.{n} if {n} is _M else {n})" for n in keywords]
        source = (
            f"def __replace__(self, *{params}):\n    return _cls({', '.join(args)})\n"
            if names
            else "def __replace__(self):\n    return _cls()\n"
        )
        scope: dict[str, Any] = {"_M": _MISSING, "_cls": cls}
        exec(compile(source, f"<replace {cls.__qualname__}>", "exec"), scope)
        made = scope["__replace__"]
        made.__qualname__ = f"{cls.__qualname__}.__replace__"
    _MAKERS[cls] = made
    return made
