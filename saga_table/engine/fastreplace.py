"""``replace(obj, **changes)``: :func:`dataclasses.replace` for the engine's value classes, quicker.

The engine makes a changed copy of a value (a permanent, a player, the turn) hundreds of times in
a game; the standard function walks the class's fields and builds a keyword dictionary on every
call. This one compiles, once per class, a function that passes each field straight to the
class's ``__init__`` (so ``__post_init__`` and its checks run as before). A class with slots and
no ``__post_init__`` (most of the engine's values) gets a quicker one still: the copy is made
without ``__init__``, each field set through its slot's setter (what ``__init__`` would do, less
the call and its arguments). A class it does not cover (a field with ``init=False``, an
``InitVar``) goes to :func:`dataclasses.replace`.

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
from types import CodeType, FunctionType, MemberDescriptorType
from typing import Any, TypeVar, cast

__all__ = ["replace", "replacer"]

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


def replacer(cls: type[T], *names: str) -> Callable[..., T]:
    """``f(value, new_1, new_2, ...)``: ``replace(value, name_1=new_1, name_2=new_2, ...)`` for
    a value of exactly ``cls``, compiled once for these names (the hot paths' own: no keyword
    dictionary, no test of each field for a change). A class :func:`replace` would copy through
    ``__init__`` or the standard function gets a plain call of :func:`replace`.

    >>> from saga_table.engine.values import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Point:
    ...     x: int
    ...     y: int = 0
    >>> replacer(Point, "y")(Point(1, 2), 5)
    Point(x=1, y=5)
    """
    fields = dataclasses.fields(cast(Any, cls))  # raises TypeError for what is not a dataclass
    all_names = [f.name for f in fields]
    unknown = [n for n in names if n not in all_names]
    if unknown or len(set(names)) != len(names):
        raise TypeError(f"{cls.__qualname__} has no fields {unknown}, or a name is repeated")
    setters = _slot_setters(cls, all_names) if _covered(cls) else None
    if setters is None:

        def plain(obj: T, *values: Any) -> T:
            return replace(obj, **dict(zip(names, values, strict=True)))

        return plain
    # Compiled at the first call, not here: the engine makes some twenty replacers as its
    # modules are imported, and compiling them all had cost the window's start-up ~60 M
    # instructions (~3 % of it) for copies the first paint mostly does not make.
    lazy = FunctionType(_FIRST_CALL.__code__, _FIRST_CALL.__globals__, f"replace_{'_'.join(names)}")
    lazy.__kwdefaults__ = {"_spec": (cls, names, all_names, setters, lazy)}
    made: Callable[..., T] = lazy
    return made


def _first_call(self: Any, *values: Any, _spec: Any = None) -> Any:
    """A replacer's body until its first call: it compiles the real body and becomes it (the
    function object keeps its identity, so every reference to it gets the compiled code)."""
    cls, names, all_names, setters, function = _spec
    real = _compile_replacer(cls, names, all_names, setters)
    function.__code__ = real.__code__
    function.__defaults__ = real.__defaults__
    function.__kwdefaults__ = None
    return real(self, *values)


_FIRST_CALL = _first_call


def _compile_replacer(
    cls: type, names: tuple[str, ...], all_names: list[str], setters: list[Any]
) -> Callable[..., Any]:
    """The replacer's real body: every value it needs is a default argument (a local, quicker
    to read than a global, and no global scope of its own: :func:`_first_call` gives this code
    to a function whose globals are this module's)."""
    params = "".join(f", _v{i}" for i in range(len(names)))
    defaults = "".join(f", _s_{i}=_s_{i}" for i in range(len(all_names)))
    sets = "".join(
        f"    _s_{i}(new, _v{names.index(n)})\n" if n in names else f"    _s_{i}(new, self.{n})\n"
        for i, n in enumerate(all_names)
    )
    source = (
        f"def __replace_some__(self{params}{defaults}, _new=_new, _cls=_cls):\n"
        f"    new = _new(_cls)\n{sets}    return new\n"
    )
    scope: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    scope.update((f"_s_{i}", setter) for i, setter in enumerate(setters))
    exec(compile(source, f"<replace {cls.__qualname__} {' '.join(names)}>", "exec"), scope)
    made: Callable[..., Any] = scope["__replace_some__"]
    return made


def _covered(cls: type) -> bool:
    """Whether a copy of ``cls`` can be compiled (else :func:`dataclasses.replace` makes it):
    no ``InitVar`` and no field with ``init=False``."""
    fields = dataclasses.fields(cls)  # raises TypeError for a value that is not a dataclass
    # InitVar pseudo-fields are not among fields(): look for them in the class's own table
    initvars = any(
        f._field_type is dataclasses._FIELD_INITVAR  # type: ignore[attr-defined]
        for f in getattr(cls, "__dataclass_fields__", {}).values()
    )
    return not initvars and all(f.init for f in fields)


def _maker(cls: type) -> Callable[..., Any]:
    fields = dataclasses.fields(cls)
    if not _covered(cls):
        made: Callable[..., Any] = dataclasses.replace
    else:
        names = [f.name for f in fields]
        setters = _slot_setters(cls, names)
        if setters is not None:
            made = _setting_maker(cls, names, setters)
            _MAKERS[cls] = made
            return made
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


def _slot_setters(cls: type, names: list[str]) -> list[Callable[[Any, Any], None]] | None:
    """Each field's slot setter, or None when a copy must go through ``__init__`` (a
    ``__post_init__`` to run, a field that is not a slot)."""
    if not names or hasattr(cls, "__post_init__") or not _generated_init(cls):
        return None
    setters = []
    for name in names:
        slot = next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), None)
        if type(slot) is not MemberDescriptorType:
            return None
        setters.append(slot.__set__)
    return setters


def _setting_maker(
    cls: type, names: list[str], setters: list[Callable[[Any, Any], None]]
) -> Callable[..., Any]:
    # (parameters that may be given by position too: CPython fills the missing ones from a
    # tuple of defaults, where keyword-only ones are each looked up in a dictionary; replace
    # gives them by name all the same)
    params = "".join(f", {n}=_M" for n in names)
    sets = "".join(
        f"    _s_{i}(new, _value_.{n} if {n} is _M else {n})\n" for i, n in enumerate(names)
    )
    source = f"def __replace__(_value_{params}):\n    new = _new(_cls)\n{sets}    return new\n"
    scope: dict[str, Any] = {"_M": _MISSING, "_cls": cls, "_new": object.__new__}
    scope.update((f"_s_{i}", setter) for i, setter in enumerate(setters))
    exec(compile(source, f"<replace {cls.__qualname__}>", "exec"), scope)
    made: Callable[..., Any] = scope["__replace__"]
    made.__qualname__ = f"{cls.__qualname__}.__replace__"
    return made


def _generated_init(cls: type) -> bool:
    """Whether the class's ``__init__`` is one a dataclass decorator wrote, which only sets the
    fields: the standard decorator's is compiled from text (``<string>``), values.py's too
    (``<value class ...>``), and values.py's stand-in, until the first call compiles it, is its
    ``stub``."""
    code: CodeType | None = getattr(getattr(cls, "__init__", None), "__code__", None)
    if code is None:
        return False
    name = code.co_filename
    return (
        name == "<string>"
        or name.startswith("<value class ")
        or code.co_qualname == "_stub.<locals>.stub"
    )
