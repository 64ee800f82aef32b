"""Effects that wait for something later: "your next creature of that type this turn enters with
an additional +1/+1 counter" (614.1c), "until your next turn", and "for as long as you control
this Saga" control. They live in ``GameState.extra`` as tuples of plain values.
"""

from __future__ import annotations

from typing import Any

from saga_table.engine.characteristics import characteristics
from saga_table.engine.counters import put_counters
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.tx import Tx

__all__ = ["add_entry_counter", "entering", "linked_control", "until_next_turn"]

_ENTRY = "next creature enters with a counter"
_CONTROL = CONTROL_MARK = "control while source stays"
_NEXT_TURN = NEXT_TURN_MARK = "until next turn"


def _get(tx: Tx, key: str) -> tuple[Any, ...]:
    value = tx.state.extra.get(key, ())
    return tuple(value) if isinstance(value, tuple) else ()


def add_entry_counter(tx: Tx, player: PlayerId, creature_type: str) -> None:
    """This turn, ``player``'s next creature (of ``creature_type``, or any) that enters gets an
    additional +1/+1 counter as it enters."""
    waiting = _get(tx, _ENTRY)
    tx.state.extra[_ENTRY] = (*waiting, (int(player), creature_type, tx.state.turn.number))


def entering(tx: Tx, object_id: ObjectId) -> None:
    """A permanent entered: the first waiting entry counter that fits it is put on it."""
    waiting = _get(tx, _ENTRY)
    if not waiting:
        return
    obj = tx.state.objects[object_id]
    chars = characteristics(tx.state, object_id)
    if not chars.is_creature:
        return
    kept = []
    used = False
    for player, kind, turn in waiting:
        if turn != tx.state.turn.number:
            continue  # "this turn" is over
        fits = player == obj.controller and (not kind or kind in chars.subtypes)
        if fits and not used:
            used = True
            put_counters(tx, object_id, "+1/+1", 1, putter=obj.controller, by_effect=True)
            continue
        kept.append((player, kind, turn))
    tx.state.extra[_ENTRY] = tuple(kept)


def linked_control(tx: Tx, source: ObjectId, target: ObjectId, previous: PlayerId) -> None:
    """Control of ``target`` goes back to ``previous`` once ``source`` leaves the battlefield."""
    links = _get(tx, _CONTROL)
    tx.state.extra[_CONTROL] = (*links, (int(source), int(target), int(previous)))


def until_next_turn(tx: Tx, effect_id: int, player: PlayerId) -> None:
    """The floating effect ``effect_id`` ends as ``player``'s next turn begins."""
    ending = _get(tx, _NEXT_TURN)
    tx.state.extra[_NEXT_TURN] = (*ending, (effect_id, int(player), tx.state.turn.number))


def expire(tx: Tx) -> bool:
    """End what has run out: control that came with a source that has left, "until your next
    turn" effects whose player's turn has come. True if anything changed."""
    st = tx.state
    if not st.extra.get(_CONTROL) and not st.extra.get(_NEXT_TURN):
        return False  # nothing is waiting to run out
    changed = False
    links = _get(tx, _CONTROL)
    if links:
        keep = []
        for source, target, previous in links:
            if ObjectId(source) in st.battlefield:
                keep.append((source, target, previous))
                continue
            obj = st.objects.get(ObjectId(target))
            if obj is not None and ObjectId(target) in st.battlefield:
                back = replace(obj, controller=PlayerId(previous))
                if obj.controller != previous:  # 302.6: under its old controller again now
                    back = replace(back, controlled_since=st.turn.number)
                tx.set_object(back)
                changed = True
        st.extra[_CONTROL] = tuple(keep)
    ending = _get(tx, _NEXT_TURN)
    if ending:
        keep = []
        over = set()
        for effect_id, player, turn in ending:
            if st.turn.number > turn and st.turn.active == player:
                over.add(effect_id)
            else:
                keep.append((effect_id, player, turn))
        if over:
            st.effects = tuple(e for e in st.effects if e.id not in over)
            changed = True
        st.extra[_NEXT_TURN] = tuple(keep)
    return changed
