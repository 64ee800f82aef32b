"""Day and night (730), daybound and nightbound (702.145).

The game starts as neither; once it is day or night it is one of them for the rest of the game
(730.2). It becomes day when a daybound permanent appears while it is neither (night when only
nightbound ones do; day when both appear at once, 702.145d/g). 502.2: as the untap step begins,
before permanents untap, if it is day and the previous turn's active player cast no spells during
that turn, it becomes night; if it is night and they cast two or more, it becomes day. As it becomes
night every daybound permanent transforms, as it becomes day every nightbound one (702.145c/f);
a daybound permanent that appears at night appears with its nightbound face up (702.145e), and
they cannot be transformed otherwise (702.145b).

The engine counts the spells cast through it (``CastSpell``) and those a paper table taps once
per spell (``CountSpell``) in ``TurnState.spells_cast``.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.characteristics import permanents_with_keyword
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import PlayerId
from saga_table.engine.state import GameObject, GameState, TurnState
from saga_table.engine.tx import Tx

__all__ = [
    "DAY",
    "NIGHT",
    "becomes",
    "count_spell",
    "is_day_night_bound",
    "spells_cast_by",
    "day_night_appears",
    "untap_step_check",
]

DAY = "day"
NIGHT = "night"
DAYBOUND = "daybound"
NIGHTBOUND = "nightbound"


def _bound(obj: GameObject, keyword: str) -> bool:
    return keyword in (k.lower() for k in obj.printed.keywords)


def _bound_now(state: GameState) -> list[tuple[GameObject, bool, bool]]:
    """(permanent, has daybound, has nightbound) for each permanent with either now: by the
    abilities it has after continuous effects (613: one that lost all its abilities has
    neither; one an effect gave daybound has it)."""
    day = {o.id for o in permanents_with_keyword(state, DAYBOUND)}
    night = {o.id for o in permanents_with_keyword(state, NIGHTBOUND)}
    return [
        (state.objects[oid], oid in day, oid in night)
        for oid in state.battlefield
        if oid in day or oid in night
    ]


def is_day_night_bound(obj: GameObject) -> bool:
    return _bound(obj, DAYBOUND) or _bound(obj, NIGHTBOUND)


_spells_cast = replacer(TurnState, "spells_cast")  # (fastreplace.replacer: a quicker replace)


def count_spell(tx: Tx, player: PlayerId) -> None:
    """One more spell cast by ``player`` this turn."""
    turn = tx.state.turn
    counts = dict(turn.spells_cast)
    counts[int(player)] = counts.get(int(player), 0) + 1
    tx.state.turn = _spells_cast(turn, tuple(sorted(counts.items())))


def spells_cast_by(state: GameState, player: PlayerId) -> int:
    return dict(state.turn.spells_cast).get(int(player), 0)


def becomes(tx: Tx, value: str, *, reason: str) -> None:
    """It becomes day or night (no change, no event, when it already is); the bound
    permanents turn to match."""
    state = tx.state
    before = state.day_night
    if before == value:
        return
    state.day_night = value
    tx.emit(ev.DayNightChanged(before, value, reason))
    _turn_faces(tx)


def _turn_faces(tx: Tx) -> None:
    """702.145c/f: each permanent bound to the other time of day transforms."""
    state = tx.state
    day = state.day_night == DAY
    for obj, daybound, nightbound in _bound_now(state):
        # (a daybound face at night, a nightbound face by day: the face that does not match)
        if obj.card.is_double_faced and (nightbound if day else daybound):
            new = replace(obj, face=1 - obj.face)
            tx.set_object(new)
            tx.emit(ev.PermanentTransformed(obj.id, new.face, new.name))


def day_night_appears(tx: Tx) -> bool:
    """702.145d/g: while it is neither, a daybound permanent makes it day (a nightbound one
    alone, night); at night a daybound permanent that appeared turns nightbound face up
    (702.145e). True if anything changed."""
    state = tx.state
    bound = _bound_now(state)
    if not bound:
        return False
    if state.day_night is None:
        any_day = any(daybound for _, daybound, _ in bound)
        becomes(tx, DAY if any_day else NIGHT, reason="a bound permanent appeared")
        return True
    day = state.day_night == DAY
    wrong = [
        obj
        for obj, daybound, nightbound in bound
        if obj.card.is_double_faced and (nightbound if day else daybound)
    ]
    for obj in wrong:
        tx.set_object(replace(obj, face=1 - obj.face))  # it appears that way: no transform
    return bool(wrong)


def untap_step_check(tx: Tx, previous_active: PlayerId | None, spells: int) -> None:
    """502.2: the day/night check as the untap step begins."""
    state = tx.state
    if previous_active is None:
        return
    if state.day_night == DAY and spells == 0:
        becomes(tx, NIGHT, reason="no spells last turn")
    elif state.day_night == NIGHT and spells >= 2:
        becomes(tx, DAY, reason="two or more spells last turn")
