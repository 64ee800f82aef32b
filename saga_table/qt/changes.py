"""What differs between two game states, as the window sees it: the views refresh only that.

The engine's states are values: an action copies the containers it changes and replaces the
objects it touches, and every object it does not touch is the very same
:class:`~saga_table.engine.state.GameObject` in the next state. So comparing two states object by
object *by identity* says exactly which objects may look different, whatever brought one state to
the other: an action, an undo, a redo, or several of them at once. The engine's events name the
objects an action touched, but an undo has no events, and a permanent can change without being
named (another permanent's effect changes its characteristics); :func:`state_change` covers both.

Pure Python (no Qt): the controller computes one :class:`StateChange` per step and hands it to the
models, which turn it into ``dataChanged`` for the rows it names.
"""

from __future__ import annotations

from collections.abc import Mapping

from saga_table.engine.characteristics import Characteristics
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.state import GameState
from saga_table.engine.values import dataclass

__all__ = ["StateChange", "state_change"]


@dataclass(frozen=True, slots=True)
class StateChange:
    """What may look different after a step.

    ``objects``: ids of objects that were replaced, arrived or left, whose characteristics
    changed, or whose chapters waiting on the stack changed. ``zones``: (player, zone) pairs whose
    order changed (the battlefield is ``battlefield``). ``everything``: a new game, a load or
    another language: every view anew.
    """

    objects: frozenset[int] = frozenset()
    battlefield: bool = False
    zones: frozenset[tuple[int, Zone]] = frozenset()
    players: frozenset[int] = frozenset()
    stack: bool = False
    turn: bool = False
    monarch: bool = False
    decision: bool = False
    game_over: bool = False
    everything: bool = False

    @classmethod
    def all(cls) -> StateChange:
        """Everything may have changed."""
        return cls(everything=True)

    @property
    def empty(self) -> bool:
        return not (
            self.everything
            or self.objects
            or self.battlefield
            or self.zones
            or self.players
            or self.stack
            or self.turn
            or self.monarch
            or self.decision
            or self.game_over
        )

    def touches_zone(self, player: int, zone: Zone) -> bool:
        if self.everything:
            return True
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        return (player, zone) in self.zones


def _waiting_chapters(state: GameState) -> dict[ObjectId, tuple[int, ...]]:
    """Each Saga's chapters on the stack or waiting to be put there."""
    out: dict[ObjectId, list[int]] = {}
    for item in (*state.stack, *state.pending):
        if item.is_chapter and item.source is not None and item.chapter is not None:
            out.setdefault(item.source, []).append(item.chapter)
    return {oid: tuple(sorted(chapters)) for oid, chapters in out.items()}


def state_change(
    before: GameState,
    after: GameState,
    *,
    chars_before: Mapping[ObjectId, Characteristics] | None = None,
    chars_after: Mapping[ObjectId, Characteristics] | None = None,
) -> StateChange:
    """What differs between ``before`` and ``after`` (see the module's docstring).

    ``chars_before``/``chars_after`` are the permanents' characteristics in each state; objects
    whose characteristics differ are named too (an effect from elsewhere changed them).
    """
    if before is after:
        return StateChange()
    if len(before.players) != len(after.players):
        return StateChange.all()
    old_objects, new_objects = before.objects, after.objects
    changed: set[int] = set()
    if old_objects is not new_objects:
        for oid, obj in new_objects.items():
            if old_objects.get(oid) is not obj:
                changed.add(int(oid))
        if len(old_objects) != len(new_objects) or changed:
            changed.update(int(oid) for oid in old_objects if oid not in new_objects)
        # an Aura or Equipment attached, moved or gone: the permanents it was and is on say so
        for number in list(changed):
            for was in (old_objects.get(ObjectId(number)), new_objects.get(ObjectId(number))):
                if was is not None and was.attached_to is not None:
                    changed.add(int(was.attached_to))
    if chars_before is not None and chars_after is not None and chars_before is not chars_after:
        for oid, chars in chars_after.items():
            old = chars_before.get(oid)
            if old is not chars and old != chars:
                changed.add(int(oid))
        changed.update(int(oid) for oid in chars_before if oid not in chars_after)
    stack = before.stack is not after.stack or before.pending is not after.pending
    if stack:
        old_waiting, new_waiting = _waiting_chapters(before), _waiting_chapters(after)
        for oid in old_waiting.keys() | new_waiting.keys():
            if old_waiting.get(oid) != new_waiting.get(oid):
                changed.add(int(oid))
    zones: set[tuple[int, Zone]] = set()
    if before.zones is not after.zones:
        for key in before.zones.keys() | after.zones.keys():
            if before.zones.get(key, ()) != after.zones.get(key, ()):
                zones.add((int(key[0]), key[1]))
    players: set[int] = set()
    if before.players is not after.players:
        players = {
            int(p.id)
            for p, q in zip(before.players, after.players, strict=True)
            if p is not q and p != q
        }
    return StateChange(
        objects=frozenset(changed),
        battlefield=before.battlefield != after.battlefield,
        zones=frozenset(zones),
        players=frozenset(players),
        stack=stack,
        turn=before.turn is not after.turn and before.turn != after.turn,
        monarch=before.monarch != after.monarch,
        decision=before.decision != after.decision,
        game_over=before.game_over != after.game_over or before.started != after.started,
    )
