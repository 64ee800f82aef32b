"""State-based actions (704) and the loop that runs before anyone would get priority (704.3).

The Saga action (704.5s / 714.4): a Saga permanent with one or more chapter abilities whose lore
count is at least its final chapter number is sacrificed, unless it is the source of a chapter
ability that has triggered but not yet left the stack (waiting to be put there, or on it).

What each permanent can make a check do, and its memory, is in engine/sba_permanents.py;
leaving the game (800.4a), which the check's losers do, in engine/leaving.py.
"""

from __future__ import annotations

from collections.abc import Callable

from saga_table.engine import events as ev
from saga_table.engine.characteristics import (
    _changes_no_characteristic,  # (cached by spec: what has_continuous_effects asks)
    compute_characteristics,
    counted,
    has_continuous_effects,
    ring_bearers,
)
from saga_table.engine.counters import remove_counters
from saga_table.engine.day_night import day_night_appears
from saga_table.engine.designations import blessing_check, engines_check, ring_bearer_check
from saga_table.engine.effects.resolve import return_linked_exiles
from saga_table.engine.effects.steps_permanents import LINKED_MARKS
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.initiative import completed_dungeon_checks
from saga_table.engine.leaving import leave_game, leave_together
from saga_table.engine.legend import legend_rule
from saga_table.engine.sba_permanents import (
    _ASCEND,
    _DAY_NIGHT,
    _ENGINES,
    _PLAYER_CHECKS,
    _SEEN,
    _STATIC_EFFECT,
    _kept_by_its_chapter,
    _permanent_rule,
    _scan,
    _seen_permanent,
    chapter_sources_waiting,
)
from saga_table.engine.stack import put_triggers_on_stack
from saga_table.engine.state import FloatingEffect, GameObject, GameState
from saga_table.engine.tx import Tx
from saga_table.engine.watch import watch_events

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_GRAVEYARD = Zone.GRAVEYARD

__all__ = [
    "carry_quiet",
    "check_passed_over",
    "leave_game",
    "leave_together",
    "remember_quiet",
    "settle",
    "state_based_actions",
]


# The marks in ``GameState.extra`` that ask for the next check whatever else changed, what
# happened since the last one: "drew_from_empty" (704.5b), "token_left_battlefield" (704.5d)
# and "deathtouch_damaged" (704.5h: a creature dealt damage by a source with deathtouch). Each
# test of them is written out where it is made (a call costs more than the three looks).


def state_based_actions(tx: Tx) -> bool:
    """One check (704.3): perform every applicable action at once. True if any was performed.

    A check finds what the state holds, so a check of a state that did not change since the last
    one found nothing finds nothing again: it is passed over. What a check reads is the
    permanents on the battlefield, the players, the stack and the waiting triggers (a chapter
    ability that keeps its Saga), the floating effects, day or night, and three marks in
    ``extra`` (704.5b, 704.5d, 704.5h); :func:`_seen` says whether any of them changed, and
    :func:`_unread` whether only what the last check could not have been changed by did."""
    state = tx.state
    extra = state.extra
    marked = (
        "token_left_battlefield" in extra
        or "drew_from_empty" in extra
        or "deathtouch_damaged" in extra
    )
    last = tx.sba_quiet
    if last is not None and not marked:
        now = (
            tx.sba_writes,
            state.battlefield,
            state.stack,
            state.pending,
            state.effects,
            state.day_night,
            tx.unread_writes,
            len(tx.bf_written),
        )  # (_seen, inline: this is asked more than once an action)
        if last == now or _unread(tx, last, now) or _quiet_written(tx, last, now):
            tx.sba_quiet = now
            return False
    performed = _check(tx)
    # (a check with a mark that found nothing has taken the mark away: it saw what a check
    # without it would, so the next check is one of the same state, passed over as any)
    if (performed and not tx.sba_settled) or state.decision is not None:
        tx.sba_quiet = None
    else:
        tx.sba_quiet = _seen(tx)
    return performed


def check_passed_over(tx: Tx) -> bool:
    """Whether a check now would be passed over (:func:`state_based_actions`'s own test): its
    answer is known, nothing. Taken as that check would take it."""
    extra = tx.state.extra
    last = tx.sba_quiet
    if (
        last is None
        or "token_left_battlefield" in extra
        or "drew_from_empty" in extra
        or "deathtouch_damaged" in extra
    ):
        return False
    now = _seen(tx)
    if last == now or _unread(tx, last, now) or _quiet_written(tx, last, now):
        tx.sba_quiet = now
        return True
    return False


def _unread(tx: Tx, last: tuple[object, ...], now: tuple[object, ...]) -> bool:
    """Whether, between two :func:`_seen`, only what the last check could not be changed by
    differs: the writes no state-based action reads (a permanent tapped, untapped, attacking or
    blocking; a mana pool, the lands played, a life total above 0), even while a continuous
    effect is in play: no effect of this engine's model reads them (which permanents one
    applies to is a matter of their characteristics, controller, attachment or its targets,
    layers.affects; what it does, of its spec; test_sba_shortcuts keeps the two
    lists as they are); and the stack and the waiting triggers. Of the checks, two read
    those: 714.4 (a chapter ability that waits keeps its Saga), only for a Saga at or past its
    final chapter, which is never quiet, and 704.5t (a room ability that waits keeps the
    dungeon), only for a player in a dungeon. After a check that saw neither, and no
    continuous effect, legend pair or Ring-bearer, a change to the stack alone cannot make
    any action apply."""
    if last[0] != now[0] or last[1] != now[1] or last[5] != now[5]:
        return False
    if last[4] is not now[4] and not _same_in_layers(last[4], now[4]):  # type: ignore[arg-type]
        return False
    if not tx.sba_suspects or (last[2] == now[2] and last[3] == now[3]):
        return True
    # The stack or the waiting triggers changed. A chapter ability waiting only ever keeps its
    # Saga (714.4): with the same sources waiting, or more, no Saga goes that the last check
    # kept; a room ability waiting keeps a dungeon (704.5t): none after a check that saw no
    # player in one. Nothing else a check reads is on the stack.
    waiting = tx.sba_waiting
    return (
        waiting is not None
        and not tx.sba_rooms
        and (not waiting or waiting <= chapter_sources_waiting(tx.state))
    )


def _same_in_layers(before: tuple[FloatingEffect, ...], after: tuple[FloatingEffect, ...]) -> bool:
    """Whether two sets of floating effects differ only in effects that change no
    characteristic (abilities gained as text only, such as Urza's Saga's; control, which
    each permanent's controller holds, a write counted apart): no check reads those (it sees
    a continuous effect only in a layer, as the characteristics do)."""
    return tuple(e for e in before if not _changes_no_characteristic(e.spec)) == tuple(
        e for e in after if not _changes_no_characteristic(e.spec)
    )


def _quiet_written(tx: Tx, last: tuple[object, ...], now: tuple[object, ...]) -> bool:
    """Whether, between two :func:`_seen`, only permanents that are quiet and ordinary were
    written or entered (and what :func:`_unread` allows changed), after a check that saw
    nothing that could make a new or changed permanent matter to another: no continuous effect
    (it could read anything), no suspect, legend pair, Ring-bearer or dungeon room (see
    :func:`_check`), no daybound, nightbound or ascend face (day and night, the city's
    blessing: 702.131b counts permanents). A quiet permanent is one no state-based action
    applies to on its own; an ordinary one has no face bits (not legendary, daybound,
    nightbound, ascend or with a static effect), so it makes no pair and no effect: a check
    would find nothing again. A permanent that left, or a player written with what a check
    reads, and this says no.

    One more kind passes: a Saga at or past its final chapter that is the source of a chapter
    ability waiting now (714.4 keeps it, the lore counters of its last chapter just put) and
    to which no other action applies, ordinary too. It makes the transaction's check look
    again when the stack changes (``sba_suspects``, with the chapters waiting now)."""
    if tx.sba_suspects or tx.sba_effects or tx.sba_flags & _PLAYER_CHECKS:
        return False
    if last[5] != now[5]:  # day or night
        return False
    if last[4] is not now[4] and not _same_in_layers(last[4], now[4]):  # type: ignore[arg-type]
        return False  # (an effect that changes characteristics began or ended)
    written_from: int = last[7]  # type: ignore[assignment]
    writes_then: int = last[0]  # type: ignore[assignment]
    written = tx.bf_written[written_from:]
    if tx.sba_writes - writes_then != len(written):
        return False  # (a player written with what a check reads)
    before: tuple[ObjectId, ...] = last[1]  # type: ignore[assignment]
    after: tuple[ObjectId, ...] = now[1]  # type: ignore[assignment]
    if after is not before and after[: len(before)] != before:
        return False  # a permanent left the battlefield
    for oid in after[len(before) :]:
        if oid not in written:
            return False
    state = tx.state
    objects = state.objects
    seen = _SEEN.get
    waiting: set[ObjectId] | None = None  # (the chapter sources waiting, looked at once)
    for oid in written:
        obj = objects.get(oid)
        if obj is None or obj.zone is not _ZONE_BATTLEFIELD:
            return False
        entry = seen(id(obj))
        if entry is None or entry[0] is not obj:
            entry = _seen_permanent(obj, state)
        if entry[1]:
            return False
        if not entry[2]:
            if waiting is None:
                waiting = chapter_sources_waiting(state)
            if oid not in waiting or not _kept_by_its_chapter(obj, state):
                return False
    if waiting is not None:  # (a Saga kept by a waiting chapter: a suspect from now on)
        tx.sba_suspects = True
        tx.sba_waiting = frozenset(waiting)
    return True


def _seen(tx: Tx) -> tuple[object, ...]:
    """What a check reads, as far as telling a change goes: how many times the action wrote a
    permanent or a player with something a check reads (every new value on the battlefield
    goes through :meth:`Tx.set_object`, every player through :meth:`Tx.set_player`; a
    permanent that leaves changes the battlefield's ids), the battlefield's ids, the stack,
    waiting triggers, effects and day or night (values: an unchanged one is the same object),
    and how many writes changed only what no check reads. The counts compare equal only within
    one action, or against :func:`carry_quiet`'s."""
    state = tx.state
    return (
        tx.sba_writes,
        state.battlefield,
        state.stack,
        state.pending,
        state.effects,
        state.day_night,
        tx.unread_writes,
        len(tx.bf_written),
    )


#: The last state that a check found nothing in, when its action ended (a state is never
#: changed once its action is done), with what that check saw besides (whether it saw a
#: permanent that is not quiet, a continuous effect, its face bits, the chapters waiting and a
#: player in a dungeon): the next action, which begins from it, may pass over its first checks
#: too until something they read changes (:func:`carry_quiet`). One state only: a game goes on
#: from its last state, and keeping more would keep them all alive. (One tuple, replaced
#: whole.)
_QUIET: list[tuple[GameState, bool, bool, int, frozenset[ObjectId] | None, bool] | None] = [None]


def remember_quiet(tx: Tx) -> None:
    """The action is done: if its last check found nothing and nothing it reads changed since,
    or only what would let a check now be passed over (an action that stops for a decision
    has no check at its end), remember its final state as quiet."""
    last = tx.sba_quiet
    state = tx.state
    _QUIET[0] = None
    extra = state.extra
    if (
        last is None
        or "token_left_battlefield" in extra
        or "drew_from_empty" in extra
        or "deathtouch_damaged" in extra
    ):
        return
    now = (
        tx.sba_writes,
        state.battlefield,
        state.stack,
        state.pending,
        state.effects,
        state.day_night,
        tx.unread_writes,
        len(tx.bf_written),
    )  # (_seen, inline: once an action)
    if last == now or _unread(tx, last, now) or _quiet_written(tx, last, now):
        _QUIET[0] = (
            state,
            tx.sba_suspects,
            tx.sba_effects,
            tx.sba_flags,
            tx.sba_waiting,
            tx.sba_rooms,
        )


def carry_quiet(tx: Tx, origin: GameState) -> None:
    """A new action begins from ``origin`` (``tx`` has written nothing yet): if it was quiet,
    its first check may be passed over until something it reads changes, and it is then an
    action's final state, settled (:func:`remember_quiet` follows the settle), which
    ``tx.settled_at`` says."""
    quiet = _QUIET[0]
    if quiet is not None and quiet[0] is origin:
        state = tx.state  # (a copy of origin: the same values, nothing written)
        tx.sba_quiet = (
            0,
            state.battlefield,
            state.stack,
            state.pending,
            state.effects,
            state.day_night,
            0,
            0,
        )  # (_seen, inline)
        _, tx.sba_suspects, tx.sba_effects, tx.sba_flags, tx.sba_waiting, tx.sba_rooms = quiet
        tx.settled_at = (0, 0, 0)


def _sagas_only(
    to_graveyard: list[tuple[ObjectId, str]],
    suspects: list[ObjectId],
    objects: dict[ObjectId, GameObject],
) -> bool:
    """Whether the check's only actions are Sagas sacrificed (714.4), none of them a token, and
    no Aura is on the battlefield (it is a suspect: never quiet). Asked only after a check that
    saw no continuous effect, legend pair, Ring-bearer, dungeon room, daybound, nightbound or
    ascend face, and that did nothing else (no counters removed, no token ceased, no loser).

    Then the check right after, on the state the sacrifices leave, finds nothing (704.3 asks
    for it): a permanent leaving changes no other's characteristics without a continuous
    effect (each is its face and its counters); no other permanent, player, counter, the stack
    or what waits changed, so every rule the check looked at and found not to apply still does
    not (714.4 and 704.5f/g/q/m read one permanent, 704.5a/b/c and 704.6c a player); what a
    permanent leaving could make apply is an Aura attached to it (704.5m: none there), a pair
    of legends (fewer permanents make none), 704.5d (a token: none) and the rarer checks (none
    could apply: see above). A Saga sacrificed is not the source of a chapter ability waiting
    (else 714.4 keeps it), so what the check saw wait is what waits."""
    for oid, rule in to_graveyard:
        if rule != "714.4" or objects[oid].token:
            return False
    return all("Aura" not in counted(objects[oid]).subtypes for oid in suspects)


def _check(tx: Tx) -> bool:
    state = tx.state
    rules = state.rules
    performed = False
    tx.sba_settled = False

    # One look at the battlefield says which of the rarer checks could find anything: each of
    # them finds nothing unless a permanent with such a face is there (or a floating effect).
    flags, legendary, suspects = _scan(state)

    # 702.145d/e: day or night comes with a bound permanent (not a state-based action, but it
    # happens before anyone would get priority, as these do).
    if flags & _DAY_NIGHT and day_night_appears(tx):
        performed = True
    if flags & _ASCEND and blessing_check(tx):  # 702.131b
        performed = True
    if flags & _ENGINES and engines_check(tx):  # 702.179a
        performed = True
    if ring_bearer_check(tx):  # 701.54a
        performed = True
    if performed:  # a face may have turned: look again
        flags, legendary, suspects = _scan(state)
    # has_continuous_effects, without its walk over the battlefield when no face has one
    effects = bool(flags & _STATIC_EFFECT or state.effects) and has_continuous_effects(state)
    # 704.5j asks its players first: the check waits until each has chosen. (Two permanents
    # printed legendary, or any continuous effect, which could make one legendary or rename it,
    # or a Ring-bearer, legendary by the Ring, 701.54c.)
    pairs = legendary > 1 or effects or bool(ring_bearers(state))
    # What a change to the stack alone could matter to (see _unread): a Saga
    # at its final chapter (714.4), a player in a dungeon (704.5t waits for its room ability).
    rooms = any(p.room is not None for p in state.players)
    tx.sba_suspects = bool(suspects) or pairs or rooms
    tx.sba_effects = effects
    tx.sba_flags = flags
    tx.sba_rooms = rooms
    tx.sba_waiting = None  # (until the check has looked at what waits, below)
    all_chars = compute_characteristics(state) if pairs else None
    legend_losers = legend_rule(tx, all_chars) if all_chars is not None else []
    if legend_losers is None:
        return False

    # 704.5d: a token that left the battlefield ceases to exist.
    tokens_left = state.extra.pop("token_left_battlefield", False)
    for obj in list(state.objects.values()) if tokens_left else ():
        if obj.token and obj.zone is not _ZONE_BATTLEFIELD:
            tx.delete_object(obj)
            tx.emit(ev.TokenCeased(obj.id, obj.name))
            performed = True

    objects = state.objects
    waiting = chapter_sources_waiting(state) if state.pending or state.stack else set()
    tx.sba_waiting = frozenset(waiting)
    chars = (all_chars or compute_characteristics(state)) if effects else None
    to_graveyard: list[tuple[ObjectId, str]] = []
    # With continuous effects every permanent is looked at; without, only those not quiet.
    for oid in state.battlefield if chars is not None else suspects:
        obj = objects[oid]
        if obj.counters:
            plus, minus = obj.counters["+1/+1"], obj.counters["-1/-1"]
            if plus and minus:
                # 704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller number.
                remove_counters(tx, oid, "+1/+1", min(plus, minus))
                remove_counters(tx, oid, "-1/-1", min(plus, minus))
                performed = True
                obj = objects[oid]
        c = counted(obj) if chars is None else chars[oid]
        rule = _permanent_rule(obj, c, oid in waiting, state)
        if rule is not None:
            to_graveyard.append((oid, rule))

    losers: list[tuple[PlayerId, str]] = []
    drew_from_empty = set(state.extra.get("drew_from_empty", ()))  # type: ignore[call-overload]
    for p in state.players:
        if p.left_game:
            continue
        if rules.lose_at_zero_life and p.life <= 0:
            losers.append((p.id, "0 or less life (704.5a)"))
        elif rules.lose_drawing_from_empty_library and int(p.id) in drew_from_empty:
            losers.append((p.id, "drew from an empty library (704.5b)"))
        elif rules.lose_at_ten_poison and p.poison >= 10:
            losers.append((p.id, "ten or more poison counters (704.5c)"))
        elif rules.lose_at_commander_damage and any(n >= 21 for _, n in p.commander_damage):
            losers.append((p.id, "21 or more combat damage from one commander (704.6c)"))
    if drew_from_empty:
        state.extra.pop("drew_from_empty", None)

    # 704.5h: a creature with toughness greater than 0 dealt damage by a source with deathtouch
    # since the last check is destroyed (indestructible: it is not, 702.12b; the mark goes).
    for oid in state.extra.pop("deathtouch_damaged", ()):  # type: ignore[attr-defined]
        damaged = objects.get(oid)
        if damaged is None or damaged.zone is not _ZONE_BATTLEFIELD:
            continue
        if any(oid == o for o, _ in to_graveyard):
            continue
        c = counted(damaged) if chars is None else chars[oid]
        if (
            c.is_creature
            and c.toughness is not None
            and c.toughness > 0
            and not c.has_keyword("indestructible")
        ):
            to_graveyard.append((oid, "704.5h"))

    for oid in legend_losers:
        if oid not in state.objects or any(oid == o for o, _ in to_graveyard):
            continue
        obj = state.objects[oid]
        tx.emit(ev.LegendRuleApplied(obj.controller, oid, obj.name))
        tx.move(oid, _ZONE_GRAVEYARD)
        performed = True
    # 704.5t (only a player in a dungeon can complete one)
    for p in state.players:
        if p.room is not None:
            if completed_dungeon_checks(tx, state):
                performed = True
            break
    # A check that does nothing but sacrifice Sagas leaves a state the next check would find
    # nothing in (see _sagas_only): that check, which 704.3 asks for, is passed over.
    tx.sba_settled = (
        not performed
        and not losers
        and bool(to_graveyard)
        and not effects
        and not pairs
        and not rooms
        and not flags & _PLAYER_CHECKS
        and _sagas_only(to_graveyard, suspects, objects)
    )
    if tx.sba_settled:  # (what that next check would see: the suspects that stay)
        gone = {oid for oid, _ in to_graveyard}
        tx.sba_suspects = any(oid not in gone for oid in suspects)
    for oid, rule in to_graveyard:
        obj = state.objects[oid]
        if rule == "714.4":
            tx.emit(ev.PermanentSacrificed(oid, obj.name, rule))
        tx.move(oid, _ZONE_GRAVEYARD)
        performed = True
    for player, reason in losers:
        tx.emit(ev.PlayerLost(player, reason))
    if losers:
        leave_together(tx, tuple(p for p, _ in losers))  # 704.3: all at once
        performed = True
    return performed


#: The proof harness's probe of the checks settle passes over by :func:`_unread`'s answer
#: inline (tests/benchmarks/verify_sba_skips.py sets it; None otherwise).
UNREAD_PROBE: Callable[[Tx, tuple[object, ...]], None] | None = None


def _waiting(state: GameState) -> bool:
    """Whether a decision waits, asked inside :func:`settle`'s loop. (A call, not the test
    written there: mypy narrows ``state.decision`` to None by the loop's own test and keeps that
    through the calls that set it, and the compiled engine trusts the narrowing: it stopped at
    the legend rule's choice with "None object expected".)"""
    return state.decision is not None


def settle(tx: Tx, *, priority: bool = True) -> bool:
    """704.3 and 603.3b: state-based actions to a fixed point, then waiting triggers onto the
    stack, repeated until neither happens. With ``priority`` False (723.1c, 723.2c) triggers
    stay where they are. Returns True if anything happened. Stops at a pending decision."""
    anything = False
    state = tx.state  # (a transaction keeps one state object: its containers change)
    extra = state.extra
    while state.decision is None:
        # (the check's own first test, inline: nothing it reads changed since the last check
        # that found nothing, as after most actions, and no mark asks for 704.5b or 704.5d)
        last = tx.sba_quiet
        if (
            last is None
            or last[0] != tx.sba_writes
            or last[1] is not state.battlefield
            or last[4] is not state.effects
            or last[5] != state.day_night
            or "token_left_battlefield" in extra
            or "drew_from_empty" in extra
            or "deathtouch_damaged" in extra
        ):
            if state_based_actions(tx):
                anything = True
                continue
        elif (
            last[6] != tx.unread_writes
            or last[2] is not state.stack
            or last[3] is not state.pending
        ):
            # Only unread writes, the stack or the waiting triggers changed: _unread's own
            # answer, inline (it passes the check over unless the last one saw a suspect and the
            # stack or the waiting triggers changed), and the check's memory as it would write it.
            if tx.sba_suspects and (last[2] is not state.stack or last[3] is not state.pending):
                if state_based_actions(tx):
                    anything = True
                    continue
            else:
                if UNREAD_PROBE is not None:
                    UNREAD_PROBE(tx, last)
                tx.sba_quiet = (
                    tx.sba_writes,
                    state.battlefield,
                    state.stack,
                    state.pending,
                    state.effects,
                    state.day_night,
                    tx.unread_writes,
                    len(tx.bf_written),
                )  # (_seen, inline)
        if _waiting(state):  # 704.5j asks before the check is performed
            break
        if tx.watched != len(tx.events):  # (nothing happened since the watcher last looked)
            watch_events(tx)  # 603.2: abilities that watch for what just happened trigger
        # 610.3: "until ... leaves the battlefield" has ended (only if something waits for it)
        if not LINKED_MARKS.isdisjoint(extra) and return_linked_exiles(tx):
            anything = True
            continue
        if not priority:
            break
        if state.pending and put_triggers_on_stack(tx):
            anything = True
            continue
        break
    if state.decision is not None and tx.watched != len(tx.events):
        # 603.2: what happened before the action stopped for a choice (a chapter that draws,
        # then asks what to discard; one resolved by hand) triggers now; the abilities wait
        # (603.3) until the choice is made and a player would receive priority
        watch_events(tx)
    return anything
