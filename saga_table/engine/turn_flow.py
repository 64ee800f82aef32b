"""Moving through the turn (500-514): from step to step and turn to turn, skipped steps and
phases, steps a passage of steps passes at once (headless), extra phases and turns, and the two
procedures that cut a turn or a combat short (723). What each step does as it begins and ends
is turn_steps.py's.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.characteristics import (
    compute_characteristics,
    has_continuous_effects,
    printed_characteristics,
)
from saga_table.engine.effects.steps_permanents import LINKED_MARKS
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.sba import check_passed_over, settle
from saga_table.engine.state import (
    DiscardToHandSizeDecision,
    PlayerState,
    Skip,
    TurnState,
)
from saga_table.engine.turn_steps import (
    AT_ONCE,
    begin_step,
    cleanup_does_nothing,
    empty_mana_pools,
    end_step,
    finish_cleanup,
    leave_combat,
)
from saga_table.engine.turns import Phase, Step, StepSlot, phase_slots, standard_turn
from saga_table.engine.tx import IllegalActionError, Tx
from saga_table.engine.watch import watches_beginning

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_PHASE_COMBAT = Phase.COMBAT
_PHASE_ENDING = Phase.ENDING
_PHASE_MAIN = Phase.MAIN
_STEP_CLEANUP = Step.CLEANUP
_STEP_COMBAT_DAMAGE = Step.COMBAT_DAMAGE
_STEP_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
_STEP_DRAW = Step.DRAW
_STEP_END = Step.END
_STEP_END_OF_COMBAT = Step.END_OF_COMBAT
_STEP_FIRST_STRIKE_DAMAGE = Step.FIRST_STRIKE_DAMAGE
_STEP_MAIN = Step.MAIN
_STEP_UNTAP = Step.UNTAP
_STEP_UPKEEP = Step.UPKEEP
_ZONE_EXILE = Zone.EXILE
_ZONE_GRAVEYARD = Zone.GRAVEYARD
_ZONE_HAND = Zone.HAND

__all__ = [
    "add_extra_phases",
    "add_extra_turn",
    "advance_step",
    "begin_first_turn",
    "end_the_combat_phase",
    "end_the_turn",
    "finish_cleanup",
    "new_turn_state",
    "target_slot",
]


def new_turn_state(number: int, active: PlayerId, *, next_instance: int) -> TurnState:
    plan = standard_turn(first_instance=next_instance)
    return TurnState(
        number=number,
        active=active,
        slot=plan[0],
        remaining=plan[1:],
        next_instance=next_instance + 5,
    )


def begin_first_turn(tx: Tx) -> None:
    """The game's first turn begins with its untap step, which gives no priority (502.4)."""
    turn = tx.state.turn
    tx.emit(ev.TurnBegan(turn.number, turn.active))
    begin_step(tx, turn.slot)
    _proceed(tx)


# ---------------------------------------------------------------------------- skipping


def _skip_record(tx: Tx, slot: StepSlot, *, whole_phase: bool) -> Skip | None:
    turn = tx.state.turn
    wanted = slot.phase.value if whole_phase else slot.step.value
    for skip in turn.skips:
        if skip.player != turn.active or skip.what != wanted:
            continue
        if skip.this_turn_only is not None and skip.this_turn_only != turn.number:
            continue
        return skip
    return None


def _consume_skip(tx: Tx, skip: Skip) -> None:
    turn = tx.state.turn
    skips = list(turn.skips)
    if skip.this_turn_only is None:
        skips.remove(skip)
        if skip.count > 1:
            skips.append(replace(skip, count=skip.count - 1))
    tx.state.turn = replace(turn, skips=tuple(skips))


def _is_first_of_phase(slot: StepSlot, previous: StepSlot) -> bool:
    return slot.instance != previous.instance


# ---------------------------------------------------------------------------- advancing


def advance_step(tx: Tx) -> None:
    """All players passed in succession with an empty stack: the step or phase ends (500.2)."""
    state = tx.state
    if state.game_over:
        raise IllegalActionError("the game is over")
    if state.decision is not None:
        raise IllegalActionError("a decision is waiting to be answered first")
    if state.stack:
        raise IllegalActionError("the stack is not empty: resolve or counter what is on it first")
    end_step(tx)
    _next_step(tx)
    _proceed(tx)


#: 508.8: the steps of combat that are passed over when no attackers were declared.
_COMBAT_AFTER_ATTACKERS = (_STEP_DECLARE_BLOCKERS, _STEP_FIRST_STRIKE_DAMAGE, _STEP_COMBAT_DAMAGE)


def _next_step(tx: Tx) -> None:
    """Leave the current step for the next one that is not skipped; past the cleanup step, the
    next turn begins. Steps that give no priority run their turn-based actions and pass on."""
    state = tx.state
    turn = state.turn
    if turn.slot.step is _STEP_CLEANUP and turn.another_cleanup:
        # 514.3a: after priority in a cleanup step, another cleanup step follows.
        state.turn = replace(turn, another_cleanup=False)
        begin_step(tx, turn.slot)
        return
    previous = turn.slot
    remaining = turn.remaining
    i = 0  # (remaining[i:] is what is left after the slot looked at)
    mains = 0  # (main phases passed at once on the way: _passes_at_once)
    while i < len(remaining):
        slot = remaining[i]
        step = slot.step
        i += 1
        skips = state.turn.skips  # (none, nearly always: nothing to look for)
        if skips and _is_first_of_phase(slot, previous):
            skip = _skip_record(tx, slot, whole_phase=True)
            if skip is not None:
                _consume_skip(tx, skip)
                tx.emit(ev.PhaseSkipped(slot.phase, "skipped by an effect"))
                if slot.phase is _PHASE_MAIN:
                    now = state.turn
                    state.turn = replace(now, main_phases_skipped=now.main_phases_skipped + 1)
                remaining = tuple(s for s in remaining[i:] if s.instance != slot.instance)
                i = 0
                previous = slot
                continue
        skip = _skip_record(tx, slot, whole_phase=False) if skips else None
        if skip is not None:
            _consume_skip(tx, skip)
            tx.emit(ev.StepSkipped(step, "skipped by an effect"))
            previous = slot
            continue
        if step in _COMBAT_AFTER_ATTACKERS and not state.turn.attackers_declared:
            if step is not _STEP_FIRST_STRIKE_DAMAGE and not tx.quiet:
                tx.emit(ev.StepSkipped(step, "no attackers (508.8)"))
            previous = slot
            continue
        if step is _STEP_FIRST_STRIKE_DAMAGE and not _first_strike_in_combat(tx):
            previous = slot
            continue
        if step is _STEP_DRAW and _skips_first_draw(tx):
            tx.emit(
                ev.StepSkipped(
                    step, "the player who goes first skips their first draw step (103.8a)"
                )
            )
            previous = slot
            continue
        if (
            tx.passing is not None
            and step in AT_ONCE
            and _passes_at_once(tx, slot, remaining, i, mains)
        ):
            if step is _STEP_MAIN:
                mains += 1
            elif step is _STEP_END_OF_COMBAT:
                leave_combat(tx)  # 506.4: as its end would (end_step; no mana: settled)
            previous = slot
            continue
        begin_step(tx, slot, remaining[i:], mains)
        return
    _next_turn(tx)


def _passes_at_once(
    tx: Tx, slot: StepSlot, remaining: tuple[StepSlot, ...], i: int, mains: int
) -> bool:
    """Whether the step in ``slot`` (``remaining[i:]``: the slots after it) may be passed at
    once while every player passes step by step (``tx.passing``), in headless mode: its
    beginning would do nothing, its end nothing, and the state is as it was when last known
    settled (``tx.settled_at``: no event since, and nothing written, or only what a check is
    passed over for: a permanent untapped, say), so the settle before its priority (117.5)
    would find nothing, and all pass (500.2). What beginning it would leave behind is
    its turn value, which the next step's replaces; a main phase is counted (505.1a).

    Such a step: a declare attackers or blockers step (508, 509: their declarations are the
    players' actions), a postcombat main phase, a beginning of combat, an end of combat, an
    upkeep or an end step whose "at the beginning of" abilities no face has (and no
    initiative's venture, 725.2, nor monarch's draw, 724.2); an end of combat step passed at
    once still ends the combat (506.4: :func:`_next_step` has creatures leave it); a cleanup
    step with no card to discard, no damage to wear off, no "until end of turn" effect to end
    and nothing waiting (514: :func:`cleanup_does_nothing`; then no priority, 514.3a, and the
    next turn begins); not the slot the passage goes to, nor one of another turn (a passage
    into the next turn, AdvanceToNextTurn with a step, takes that turn's number as it
    begins: :func:`_next_turn`)."""
    step = slot.step
    wanted = AT_ONCE.get(step)
    passing = tx.passing
    if wanted is None or passing is None or not tx.quiet:
        return False
    target = passing[1]
    if target is not None and step is target.step and slot.instance == target.instance:
        return False  # (a plan's slots differ in step or phase instance)
    state = tx.state
    turn = state.turn
    if passing[0] != turn.number or (i >= len(remaining) and step is not _STEP_CLEANUP):
        return False
    if step is _STEP_MAIN:
        if turn.main_phases_begun + mains == 0 and turn.main_phases_skipped == 0:
            return False  # the precombat main phase: its lore counters (714.3c)
    elif step is _STEP_CLEANUP:
        if not cleanup_does_nothing(state):
            return False
    elif (
        slot.phase is _PHASE_COMBAT
        and remaining[i].instance != slot.instance
        and step is not _STEP_END_OF_COMBAT
    ):
        return False  # (a combat phase that ends otherwise than with its end of combat step)
    if target is not None and target not in remaining[i:]:
        return False
    active = turn.active
    if state.players[active].left_game:
        return False
    if step is _STEP_UPKEEP and state.initiative == active:
        return False
    if step is _STEP_END and state.monarch == active:
        return False
    at = tx.settled_at
    if at is None or at[2] != len(tx.events):
        return False
    if (at[0] != tx.sba_writes or at[1] != tx.unread_writes) and not (
        state.pending == () and LINKED_MARKS.isdisjoint(state.extra) and check_passed_over(tx)
    ):
        return False  # (what was written would make a settle do something, or might)
    return not wanted or not watches_beginning(state, wanted)


def target_slot(turn: TurnState, step: Step, precombat: bool | None = None) -> StepSlot | None:
    """The slot of this turn's plan where the next ``step`` begins, or None if no such step is
    still ahead. For the main phase, ``precombat`` True asks for the precombat main phase (the
    turn's first, 505.1a), False for a postcombat one, None for the next either way."""
    # 505.1a: the first main phase of the turn is the precombat one, unless it was skipped.
    first_is_precombat = turn.main_phases_begun == 0 and turn.main_phases_skipped == 0
    if step is _STEP_MAIN and precombat is not None:
        if precombat and not first_is_precombat:
            return None
        passed = not precombat and first_is_precombat  # (the precombat one is passed over)
    else:
        passed = False
    for slot in turn.remaining:
        if slot.step is step:
            if not passed:
                return slot
            passed = False
    return None


def _proceed(tx: Tx) -> None:
    """Pass through steps in which no player gets priority (untap; a quiet cleanup)."""
    state = tx.state
    for _ in range(1000):
        if state.decision is not None or state.game_over:
            return
        turn = state.turn
        step = turn.slot.step
        if step is _STEP_UNTAP:
            _next_step(tx)
            continue
        if step is _STEP_CLEANUP and not turn.another_cleanup:
            _next_step(tx)
            continue
        return
    raise AssertionError("the turn did not move on")  # pragma: no cover


def _skips_first_draw(tx: Tx) -> bool:
    state = tx.state
    if state.turn.number != 1:
        return False
    option = state.rules.first_player_skips_draw
    if option is not None:
        return option
    return len(state.players) <= 2  # 103.8a; 103.8c: multiplayer games don't skip it


def _first_strike_in_combat(tx: Tx) -> bool:
    state = tx.state
    # (without a continuous effect, a permanent's keywords are its printed face's: no layers)
    chars = compute_characteristics(state) if has_continuous_effects(state) else None
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.attacking is not None or obj.blocking:
            face = obj.card.faces[obj.face]  # (its printed face)
            c = chars[oid] if chars is not None else printed_characteristics(face)
            if c.has_keyword("first strike") or c.has_keyword("double strike"):
                return True
    return False


def _next_turn(tx: Tx) -> None:
    state = tx.state
    turn = state.turn
    if not tx.quiet:
        tx.emit(ev.TurnEnded(turn.number, turn.active))
    # 500.7: extra turns come first, the most recent first; a player who left takes none.
    extra = tuple(p for p in turn.extra_turns if not state.players[p].left_game)
    # The normal turn order goes on from the last normal turn, not from an extra turn.
    order_from = turn.order_from if turn.order_from is not None else turn.active
    n = len(state.players)
    if extra:
        active, extra = extra[0], extra[1:]
        is_extra = True
    else:
        active = order_from
        for i in range(1, n + 1):
            candidate = PlayerId((order_from + i) % n)
            if not state.players[candidate].left_game:
                active = candidate
                break
        is_extra = False
    # The turn's first step goes through the usual checks (500.11: an untap step can be
    # skipped), so the plan starts before its first slot (new_turn_state's turn, otherwise).
    first = turn.next_instance
    state.turn = TurnState(
        number=turn.number + 1,
        active=active,
        slot=_BEFORE_TURN,
        remaining=standard_turn(first_instance=first),
        next_instance=first + 5,
        extra_turns=extra,
        order_from=order_from if is_extra else None,
        skips=turn.skips,
        previous_active=turn.active,
        previous_spells=dict(turn.spells_cast).get(int(turn.active), 0),
    )
    for p in state.players:
        if p.lands_played:
            tx.set_player(_lands_played(p, 0), unread=True)
    if not tx.quiet:
        tx.emit(ev.TurnBegan(state.turn.number, active, is_extra))
    on = tx.passing_on
    if on is not None and tx.passing is not None:
        # (AdvanceToNextTurn with a step: the passage goes on to that step of this turn)
        tx.passing_on = None
        target = target_slot(state.turn, on[0], on[1])
        if target is not None:
            tx.passing = (state.turn.number, target)
    _next_step(tx)


#: A place-holder slot that ends before a new turn's first step (never begun).
_BEFORE_TURN = StepSlot(_PHASE_ENDING, _STEP_CLEANUP, -1)


# ---------------------------------------------------------------------------- steps


_lands_played = replacer(PlayerState, "lands_played")
_extra_turns = replacer(TurnState, "extra_turns")


def discard_to_hand_size(tx: Tx, cards: tuple[object, ...]) -> None:
    decision = tx.state.decision
    if not isinstance(decision, DiscardToHandSizeDecision):
        raise IllegalActionError("no discard to hand size is waiting")
    hand = tx.state.zones.get((decision.player, _ZONE_HAND), ())
    if (
        len(cards) != decision.count
        or len(set(cards)) != len(cards)
        or any(c not in hand for c in cards)
    ):
        raise IllegalActionError(
            f"choose exactly {decision.count} different card(s) from "
            f"{tx.state.players[decision.player].name}'s hand"
        )
    tx.state.decision = None
    for card in cards:
        tx.move(card, _ZONE_GRAVEYARD)  # type: ignore[arg-type]
    finish_cleanup(tx)
    _proceed(tx)


# ---------------------------------------------------------------------------- extra phases, turns


def add_extra_phases(tx: Tx, phases: tuple[Phase, ...]) -> None:
    """500.8: add phases directly after the current phase; the newest are taken first."""
    turn = tx.state.turn
    if not phases:
        raise IllegalActionError("name at least one phase to add")
    instance = turn.next_instance
    added: list[StepSlot] = []
    for phase in phases:
        added.extend(phase_slots(phase, instance=instance, extra=True))
        instance += 1
    rest = list(turn.remaining)
    cut = 0
    while cut < len(rest) and rest[cut].instance == turn.slot.instance:
        cut += 1
    tx.state.turn = replace(
        turn, remaining=(*rest[:cut], *added, *rest[cut:]), next_instance=instance
    )


def add_extra_turn(tx: Tx, player: PlayerId, count: int = 1) -> None:
    """500.7: ``count`` extra turns directly after this one; the most recently created is taken
    first (so the new ones before any made earlier)."""
    turn = tx.state.turn
    tx.state.turn = _extra_turns(turn, (player,) * count + turn.extra_turns)


def add_skip(tx: Tx, skip: Skip) -> None:
    turn = tx.state.turn
    tx.state.turn = replace(turn, skips=(*turn.skips, skip))


# ---------------------------------------------------------------------------- 723


def _cut_short(tx: Tx) -> None:
    """723.1a-c / 723.2a-c: waiting triggers cease, the stack is exiled, state-based actions are
    checked with no priority and no triggers put on the stack."""
    state = tx.state
    for item in state.pending:
        tx.emit(ev.AbilityCeased(item.id))
    state.pending = ()
    state.decision = None
    for item in reversed(state.stack):
        tx.emit(ev.StackItemExiled(item.id))
        if item.card is not None and item.card in state.objects:
            tx.move(item.card, _ZONE_EXILE)
    state.stack = ()
    settle(tx, priority=False)


def end_the_turn(tx: Tx) -> None:
    """723.1: end the turn (Time Stop, Sundial of the Infinite)."""
    state = tx.state
    _cut_short(tx)
    if state.turn.phase is _PHASE_COMBAT:
        leave_combat(tx)
    empty_mana_pools(tx)
    # 723.1d: skip straight to the cleanup step (a new one if this is already a cleanup step).
    turn = state.turn
    cleanup = StepSlot(_PHASE_ENDING, _STEP_CLEANUP, turn.next_instance)
    state.turn = replace(
        turn, remaining=(), next_instance=turn.next_instance + 1, another_cleanup=False
    )
    begin_step(tx, cleanup)
    _proceed(tx)


def end_the_combat_phase(tx: Tx) -> None:
    """723.2: end the combat phase (Mandate of Peace). 723.2g: at any time that is not a combat
    phase, nothing happens (the action is legal, so a record holding it replays on)."""
    state = tx.state
    if state.turn.phase is not _PHASE_COMBAT:
        tx.emit(ev.NothingHappened("723.2g", "end the combat phase"))
        return
    _cut_short(tx)
    leave_combat(tx)
    empty_mana_pools(tx)  # 723.2d: the combat phase ends (500.4)
    turn = state.turn
    remaining = tuple(s for s in turn.remaining if s.instance != turn.slot.instance)
    state.turn = replace(turn, remaining=remaining)
    _next_step(tx)
    _proceed(tx)
