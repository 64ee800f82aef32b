"""The engine's quicker value classes behave as ``@dataclass(frozen=True, slots=True)`` does."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.state import Counters, GameObject
from saga_table.engine.values import dataclass


@dataclass(frozen=True, slots=True)
class Fast:
    name: str
    count: int = 1
    tags: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Standard:
    name: str
    count: int = 1
    tags: tuple[str, ...] = ()


def test_a_value_class_acts_as_the_standard_frozen_slotted_dataclass() -> None:
    fast, std = Fast("x", 2), Standard("x", 2)
    assert repr(fast).replace("Fast", "Standard") == repr(std)
    assert fast == Fast("x", 2) and fast != Fast("x", 3) and fast != std
    assert hash(fast) == hash(Fast("x", 2))
    assert Fast.__match_args__ == Standard.__match_args__ == ("name", "count", "tags")
    assert Fast.__slots__ == ("name", "count", "tags") and not hasattr(fast, "__dict__")
    assert [f.name for f in dataclasses.fields(fast)] == [f.name for f in dataclasses.fields(std)]
    assert dataclasses.is_dataclass(fast) and dataclasses.asdict(fast) == dataclasses.asdict(std)
    assert dataclasses.replace(fast, count=5) == Fast("x", 5)
    assert pickle.loads(pickle.dumps(fast)) == fast and copy.deepcopy(fast) == fast
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.count = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        Fast()  # type: ignore[call-arg]
    match fast:
        case Fast(name, count):
            assert (name, count) == ("x", 2)


def test_the_engine_classes_are_made_by_it_and_keep_their_own_methods() -> None:
    a.MoveObject(ObjectId(1), Zone.EXILE)  # the first instance compiles the methods
    assert a.MoveObject.__init__.__code__.co_filename.startswith("<value class")
    assert Counters().plus("lore", 2)["lore"] == 2  # methods of the class body are kept
    # a default that is itself a value, and a class whose defaults follow required fields
    fields = {f.name: f for f in dataclasses.fields(GameObject)}
    assert fields["counters"].default == Counters()


def test_a_default_before_a_required_field_is_refused() -> None:
    with pytest.raises(TypeError, match="non-default argument"):

        @dataclass(frozen=True, slots=True)
        class Bad:
            a: int = 1
            b: int  # type: ignore[misc]
