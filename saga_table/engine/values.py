"""A quicker way to make the engine's value classes: ``@dataclass(frozen=True, slots=True)``.

The engine defines about 150 frozen, slotted dataclasses (actions, events, cards, state). The
standard decorator compiles each generated method on its own and then builds the class a second
time for its slots; at start-up that is most of what importing the engine costs. This decorator
makes the same class (``dataclasses.fields``, ``replace``, ``asdict``, ``is_dataclass``, pickling,
equality, hashing, ``repr`` and ``__match_args__`` behave as with the standard one) with one
compile per class and no second class. Anything it does not cover (``field(...)`` with a factory,
``init=False``, keyword-only fields, a non-frozen class, inheritance from a dataclass) is handed
to :func:`dataclasses.dataclass` unchanged.

>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> p = Point(1)
>>> p, p == Point(1, 0), hash(p) == hash(Point(1, 0)), Point.__match_args__
(Point(x=1, y=0), True, True, ('x', 'y'))
>>> import dataclasses
>>> dataclasses.replace(p, y=5), [f.name for f in dataclasses.fields(Point)]
(Point(x=1, y=5), ['x', 'y'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import CodeType, FunctionType
from typing import Any, TypeVar, dataclass_transform, overload

__all__ = ["dataclass"]

T = TypeVar("T")

_MISSING = dataclasses.MISSING
_FIELD = dataclasses._FIELD  # type: ignore[attr-defined]
_PARAMS = dataclasses._DataclassParams  # type: ignore[attr-defined]
_CLASSVAR_PREFIXES = ("ClassVar", "typing.ClassVar", "InitVar", "dataclasses.InitVar", "KW_ONLY")


def _fast(cls: type) -> type | None:
    """The value class for ``cls``, or None when the standard decorator must make it."""
    if any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:]):
        return None
    if "__slots__" in cls.__dict__:
        return None
    # the class's own annotations (inspect.get_annotations would import inspect at start-up)
    annotations = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
    names: list[str] = []
    defaults: dict[str, object] = {}
    for name, annotation in annotations.items():
        text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
        if isinstance(text, str) and text.startswith(_CLASSVAR_PREFIXES):
            return None
        value = cls.__dict__.get(name, _MISSING)
        if isinstance(value, dataclasses.Field):
            return None
        if value is _MISSING and defaults:
            raise TypeError(f"non-default argument {name!r} follows default argument")
        if value is not _MISSING:
            defaults[name] = value
        names.append(name)
    post_init = "__post_init__" in cls.__dict__ or any(
        "__post_init__" in b.__dict__ for b in cls.__mro__[1:-1]
    )
    scope: dict[str, Any] = {f"_d_{n}": v for n, v in defaults.items()}
    scope["_set"] = object.__setattr__
    scope["_Frozen"] = dataclasses.FrozenInstanceError
    methods = [
        m for m in _METHODS if not (m == "__repr__" and "__repr__" in cls.__dict__)
    ]  # a class's own repr wins, as with the standard decorator
    made: list[type] = []

    def materialize(method: str) -> None:
        """Compile ``method`` the first time it is called, on its own: a class the start-up
        never makes an instance of costs no compile at all, and one it only makes instances of
        costs the compile of its ``__init__`` (compiling the eight methods together costs
        twice what compiling them one by one does)."""
        if method in scope:
            return
        if method == "__init__":
            # each field is set through its slot's own setter, not object.__setattr__ by name
            # (which looks the name up in the class first): a third quicker per field
            for i, name in enumerate(names):
                scope[f"_s_{i}"] = made[0].__dict__[name].__set__
            function = _init_function(cls.__qualname__, names, defaults, post_init, scope)
            scope[method] = function
        else:
            source = _source(method, names, defaults, post_init)
            exec(compile(source, f"<value class {cls.__qualname__}>", "exec"), scope)
            function = scope[method]
        function.__qualname__ = f"{cls.__qualname__}.{method}"
        setattr(made[0], method, function)

    namespace = {k: v for k, v in cls.__dict__.items() if k not in defaults}
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    namespace["__slots__"] = tuple(names)
    for method in methods:
        namespace[method] = _stub(method, materialize, made)
    namespace["__match_args__"] = tuple(names)
    namespace["__dataclass_fields__"] = _Fields(names, defaults, annotations)
    namespace["__dataclass_params__"] = _PARAMS_OF_ALL
    new = type(cls)(cls.__name__, cls.__bases__, namespace)
    new.__qualname__ = cls.__qualname__
    made.append(new)
    return new


#: ``__init__`` code compiled once per number of fields (and ``__post_init__`` or not), with
#: placeholder names that each class's copy replaces: the start-up makes instances of some 40
#: value classes, and compiling an ``__init__`` for each took ~6 ms of it.
_INIT_CODE: dict[tuple[int, bool], CodeType] = {}


def _placeholder(index: int) -> str:
    return f"_value_field_{index}_"


def _init_function(
    qualname: str,
    names: list[str],
    defaults: dict[str, object],
    post_init: bool,
    scope: dict[str, Any],
) -> FunctionType:
    """The ``__init__`` that :func:`_source` would write, made from the shared code of its
    shape: the parameters renamed, the defaults (always the last fields) as the function's own,
    and the slots' setters (``_s_0``, ``_s_1``...) read from ``scope``."""
    key = (len(names), post_init)
    template = _INIT_CODE.get(key)
    if template is None:
        placeholders = [_placeholder(i) for i in range(len(names))]
        namespace: dict[str, Any] = {}
        source = _source("__init__", placeholders, {}, post_init)
        exec(compile(source, "<value class>", "exec"), namespace)
        template = _INIT_CODE[key] = namespace["__init__"].__code__
    renamed = {_placeholder(i): name for i, name in enumerate(names)}
    code = template.replace(
        co_varnames=("self", *names, *template.co_varnames[len(names) + 1 :]),
        co_consts=tuple(renamed.get(c, c) if isinstance(c, str) else c for c in template.co_consts),
        co_filename=f"<value class {qualname}>",
        co_qualname=f"{qualname}.__init__",
    )
    values = tuple(defaults[name] for name in names if name in defaults)
    return FunctionType(code, scope, "__init__", values or None)


def _source(method: str, names: list[str], defaults: dict[str, object], post_init: bool) -> str:
    """The source of one of a value class's methods (:data:`_METHODS`)."""
    tuple_of = "(" + "".join(f"self.{n}," for n in names) + ")"
    if method == "__init__":
        params = ", ".join(f"{n}=_d_{n}" if n in defaults else n for n in names)
        sets = "".join(f"    _s_{i}(self, {n})\n" for i, n in enumerate(names)) or "    pass\n"
        return f"def __init__(self{', ' if names else ''}{params}):\n{sets}" + (
            "    self.__post_init__()\n" if post_init else ""
        )
    if method == "__repr__":
        reprs = ", ".join(f"{n}={{self.{n}!r}}" for n in names)
        return f"def __repr__(self):\n    return f'{{type(self).__qualname__}}({reprs})'\n"
    if method == "__eq__":
        other_of = "(" + "".join(f"other.{n}," for n in names) + ")"
        return (
            "def __eq__(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            f"        return {tuple_of} == {other_of}\n"
            "    return NotImplemented\n"
        )
    if method == "__hash__":
        return f"def __hash__(self):\n    return hash({tuple_of})\n"
    if method == "__setattr__":
        return (
            "def __setattr__(self, name, value):\n"
            "    raise _Frozen(f'cannot assign to field {name!r}')\n"
        )
    if method == "__delattr__":
        return "def __delattr__(self, name):\n    raise _Frozen(f'cannot delete field {name!r}')\n"
    if method == "__getstate__":
        return f"def __getstate__(self):\n    return {tuple_of}\n"
    assert method == "__setstate__", method
    return (
        "def __setstate__(self, state):\n"
        f"    for name, value in zip({tuple(names)!r}, state):\n"
        "        _set(self, name, value)\n"
    )


class _Fields:
    """A value class's ``__dataclass_fields__``, made the first time something reads it
    (``dataclasses.fields``, ``replace``, ``asdict``, ``is_dataclass``): most classes are never
    asked before the window's first paint, and making the ``Field`` objects of ~250 classes was
    a third of what making the classes cost."""

    def __init__(
        self, names: list[str], defaults: dict[str, object], annotations: dict[str, Any]
    ) -> None:
        self.names = names
        self.defaults = defaults
        self.annotations = annotations

    def __get__(self, instance: object, owner: type) -> dict[str, dataclasses.Field[Any]]:
        fields: dict[str, dataclasses.Field[Any]] = {}
        for name in self.names:
            default: Any = self.defaults.get(name, _MISSING)
            f: dataclasses.Field[Any] = dataclasses.field(default=default)
            f.name = name
            f.type = self.annotations[name]
            f._field_type = _FIELD  # type: ignore[attr-defined]
            fields[name] = f
        for klass in owner.__mro__:  # the value class itself (``owner`` may be a subclass)
            if klass.__dict__.get("__dataclass_fields__") is self:
                type.__setattr__(klass, "__dataclass_fields__", fields)
                break
        return fields


_METHODS = (
    "__init__",
    "__repr__",
    "__eq__",
    "__hash__",
    "__setattr__",
    "__delattr__",
    "__getstate__",
    "__setstate__",
)


def _stub(method: str, materialize: Callable[[str], None], made: list[type]) -> Any:
    def stub(self: Any, *args: Any, **kwargs: Any) -> Any:
        materialize(method)
        return getattr(made[0], method)(self, *args, **kwargs)

    stub.__name__ = method
    return stub


def _params() -> Any:
    try:
        return _PARAMS(
            init=True,
            repr=True,
            eq=True,
            order=False,
            unsafe_hash=False,
            frozen=True,
            match_args=True,
            kw_only=False,
            slots=True,
            weakref_slot=False,
        )
    except TypeError:  # pragma: no cover - another Python's signature
        return _PARAMS(True, True, True, False, False, True)


#: One ``__dataclass_params__`` for every value class (they all have the same).
_PARAMS_OF_ALL = _params()


@overload
def dataclass(cls: type[T], /) -> type[T]: ...


@overload
def dataclass(**options: Any) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: Any = None, /, **options: Any) -> Any:
    """``dataclasses.dataclass``, quicker for ``frozen=True, slots=True`` value classes."""

    def wrap(klass: type[T]) -> type[T]:
        if options == {"frozen": True, "slots": True}:
            made = _fast(klass)
            if made is not None:
                return made
        made_by_std: type[T] = dataclasses.dataclass(klass, **options)
        return made_by_std

    return wrap if cls is None else wrap(cls)
