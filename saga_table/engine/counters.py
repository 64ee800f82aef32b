"""Counters (122) and the chapter abilities that lore counters trigger (714.2b).

Putting counters goes through the counter doublers in play (replacement effects, 614): one that
modifies only counters an *effect* would put on its controller's permanents (Doubling Season), and
one that modifies any counters its controller would put (Vorinclex, Monstrous Raider). Each doubler
applies once, so two of them quadruple.

Chapter N triggers when lore counters are put on the object and the count goes from below N to N or
more (714.2b): several chapters can trigger at once. Read ahead (702.155a): on the turn the Saga
entered, only the chapter equal to the count triggers. Removing counters triggers nothing.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.cards import CounterDoublerScope
from saga_table.engine.characteristics import Characteristics, characteristics, counter_doublers
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.state import AbilityKind, GameState, StackItem
from saga_table.engine.tx import MAX_COUNTERS, IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_CHAPTER = AbilityKind.CHAPTER

__all__ = [
    "LORE",
    "can_proliferate",
    "check_counter_bound",
    "modified_amount",
    "put_counters",
    "put_player_counters",
    "remove_counters",
]

LORE = "lore"


def can_proliferate(state: GameState) -> tuple[tuple[ObjectId, ...], tuple[PlayerId, ...]]:
    """What a proliferate may choose (701.34a): the permanents and the players (still in the
    game) that have a counter, in the battlefield's and the seats' order."""
    objects = tuple(oid for oid in state.battlefield if state.objects[oid].counters)
    players = tuple(p.id for p in state.players if p.counters and not p.left_game)
    return objects, players


def modified_amount(
    tx: Tx,
    amount: int,
    *,
    putter: PlayerId,
    by_effect: bool,
    on_permanent_of: PlayerId | None,
) -> int:
    """How many counters are put after the counter doublers in play (614)."""
    for controller, scope in counter_doublers(tx.state):
        if (scope is CounterDoublerScope.YOU_PUT and controller == putter) or (
            scope is CounterDoublerScope.EFFECT_ON_YOUR_PERMANENTS
            and by_effect
            and on_permanent_of is not None
            and controller == on_permanent_of
        ):
            amount *= 2
    return amount


def put_counters(
    tx: Tx,
    object_id: ObjectId,
    kind: str,
    amount: int,
    *,
    putter: PlayerId,
    by_effect: bool,
    chars: Characteristics | None = None,
) -> int:
    """Put ``amount`` counters of ``kind`` on a permanent; returns how many were put.

    ``chars``: the permanent's characteristics, when the caller knows them and no continuous
    effect is in play (then lore counters change none of them; its chapters are read)."""
    if amount <= 0:
        return 0
    obj = tx.state.objects[object_id]
    amount = modified_amount(
        tx, amount, putter=putter, by_effect=by_effect, on_permanent_of=obj.controller
    )
    before = obj.counters[kind]
    after = before + amount
    check_counter_bound(obj.name, kind, after)
    tx.set_object(obj.with_counters(obj.counters.plus(kind, amount)))
    if not tx.quiet:  # (no watcher reads it: tx.py)
        tx.emit(ev.CountersAdded(object_id, kind, before, after, by_rule=not by_effect))
    if kind == LORE:
        trigger_chapters(tx, object_id, before, after, chars)
    return amount


def check_counter_bound(holder: str, kind: str, after: int) -> None:
    """Refuse a count of counters beyond :data:`MAX_COUNTERS` (IllegalActionError)."""
    if after > MAX_COUNTERS:
        raise IllegalActionError(
            f"{holder} would have {after} {kind} counters; Saga Table keeps at most "
            f"{MAX_COUNTERS:,} counters of a kind"
        )


def remove_counters(tx: Tx, object_id: ObjectId, kind: str, amount: int) -> int:
    """Remove up to ``amount`` counters; nothing triggers (1.12: removing never triggers)."""
    obj = tx.state.objects[object_id]
    before = obj.counters[kind]
    removed = min(before, max(0, amount))
    if removed:
        tx.set_object(obj.with_counters(obj.counters.plus(kind, -removed)))
        tx.emit(ev.CountersRemoved(object_id, kind, before, before - removed))
    return removed


def put_player_counters(
    tx: Tx, player: PlayerId, kind: str, amount: int, *, putter: PlayerId, by_effect: bool
) -> int:
    if amount <= 0:
        return 0
    amount = modified_amount(tx, amount, putter=putter, by_effect=by_effect, on_permanent_of=None)
    p = tx.state.players[player]
    check_counter_bound(p.name, kind, p.counters[kind] + amount)
    tx.set_player(replace(p, counters=p.counters.plus(kind, amount)))
    tx.emit(ev.PlayerCountersAdded(player, kind, p.counters[kind], p.counters[kind] + amount))
    return amount


def trigger_chapters(
    tx: Tx, object_id: ObjectId, before: int, after: int, chars: Characteristics | None = None
) -> None:
    """714.2b and 702.155a: the chapter abilities that this many lore counters trigger
    (``chars``: as :func:`put_counters`)."""
    state = tx.state
    obj = state.objects[object_id]
    if chars is None:
        chars = characteristics(state, object_id)
    read_ahead_turn = chars.has_read_ahead and obj.entered_turn == state.turn.number
    final = max((c.number for c in chars.chapters), default=0)  # 714.2d
    for chapter in chars.chapters:
        n = chapter.number
        triggered = (n == after) if read_ahead_turn else (before < n <= after)
        if not triggered:
            continue
        item = StackItem(
            id=tx.new_id(),
            kind=_KIND_CHAPTER,
            controller=obj.controller,
            source=object_id,
            source_name=chars.name,
            source_name_ja=obj.name_ja,
            text=chapter.text,
            text_ja=chapter.text_ja,
            chapter=n,
            effect=chapter.effect,
            final=n == final,
        )
        state.pending = (*state.pending, item)
        tx.emit(ev.ChapterTriggered(object_id, n, item.id))  # (watchers read it: 603.2)
