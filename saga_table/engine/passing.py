"""Passing several steps at once: to the next turn (Pass the turn, Advance to next turn), to a
step of this turn (Advance to step), or to a step of the next turn (Advance to next turn with a
step).

Both pass each step as the players would (500.2: everyone passes with an empty stack), with
state-based actions checked and triggered abilities put on the stack before anyone would get
priority (117.5), so they stop where something needs doing: an item on the stack (the
monarch's draw in the end step, 724.2), a decision (trigger order, discard to hand size, 514.1),
combat damage still to be dealt (510), or the end of the game. Each is one action: one Undo
takes all of it back.
"""

from __future__ import annotations

from collections.abc import Callable

from saga_table.engine.combat import combat_damage_due
from saga_table.engine.sba import settle
from saga_table.engine.state import GameState, TurnState
from saga_table.engine.turn_flow import advance_step, target_slot
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_STEP_CLEANUP = Step.CLEANUP
_STEP_MAIN = Step.MAIN
_STEP_UNTAP = Step.UNTAP

__all__ = [
    "advance_to_next_turn",
    "advance_to_step",
    "pass_the_turn",
    "reachable",
    "target_slot",
]

#: Each step by its value (what an action names).
_STEP_BY_VALUE: dict[str, Step] = {step.value: step for step in Step}
#: Steps in which no player gets priority (502.4, 514.3): nobody goes to them.
_NO_PRIORITY = (_STEP_UNTAP, _STEP_CLEANUP)


def _needs_doing(state: GameState) -> bool:
    return (
        state.decision is not None
        or bool(state.stack)
        or state.game_over
        or combat_damage_due(state)
    )


def _refuse_in_damage_step(state: GameState) -> None:
    if state.started and combat_damage_due(state):
        raise IllegalActionError(
            "combat damage has not been dealt in this step: deal it first (510.1), "
            "or go to the next step to pass over it"
        )


def _pass_until(tx: Tx, arrived: Callable[[TurnState], bool], why: str) -> None:
    """Pass step by step (each step settled as it would be before priority) until ``arrived``
    says so of the turn, or something needs doing. ``why``: the error if it never comes."""
    for _i in range(200):
        advance_step(tx)  # refuses while the stack holds something or a decision waits
        if not tx.step_settled:  # (a step that settled last is settled: nothing came after)
            settle(tx)
            if tx.state.decision is None:
                tx.settled_at = (tx.sba_writes, tx.unread_writes, len(tx.events))
        st = tx.state
        if arrived(st.turn) or _needs_doing(st):
            return
    raise IllegalActionError(why)  # pragma: no cover


def pass_the_turn(tx: Tx) -> None:
    """Pass the turn the ordinary way: every player passes in each step, through the end step
    and the cleanup step, to the next turn's first step with priority; it stops earlier where
    something needs doing (see the module's text).

    It refuses to start in a combat damage step whose damage has not been dealt: leaving it
    would lose the damage (deal it, or go to the next step to pass it over on purpose)."""
    _refuse_in_damage_step(tx.state)
    start = tx.state.turn.number
    tx.passing = (start, None)
    _pass_until(tx, lambda turn: turn.number != start, "the turn did not end")


def reachable(turn: TurnState, step: Step, precombat: bool | None = None) -> bool:
    """Whether :func:`advance_to_step` can go to ``step`` from ``turn``: a step with priority
    still ahead in this turn (the stack and decisions aside)."""
    return step not in _NO_PRIORITY and target_slot(turn, step, precombat) is not None


def advance_to_step(tx: Tx, step_value: str, precombat: bool | None = None) -> None:
    """Every player passes, step by step, until the next ``step_value`` step of this turn begins
    (the phase bar's click on a step ahead). It stops earlier where something needs doing (see
    the module's text). A step passed over on the way (508.8: no blockers step without
    attackers) stops it at the first step after it."""
    step = _step(step_value)
    state = tx.state
    _refuse_in_damage_step(state)
    start = state.turn.number
    target = target_slot(state.turn, step, precombat)
    if target is None:
        raise IllegalActionError(f"there is no {_step_words(step, precombat)} ahead in this turn")

    def arrived(turn: TurnState) -> bool:
        # there, or past it: a new turn, or the step passed over (no longer ahead)
        return turn.slot == target or turn.number != start or target not in turn.remaining

    tx.passing = (start, target)
    _pass_until(tx, arrived, "the step did not come")


def advance_to_next_turn(tx: Tx, step_value: str | None, precombat: bool | None = None) -> None:
    """Every player passes, step by step, through the rest of this turn to the next turn's
    first step with priority (AdvanceToNextTurn); with ``step_value``, on through the next
    turn until its ``step_value`` step begins (as :func:`advance_to_step` would go there from
    that turn's beginning). It stops earlier where something needs doing."""
    state = tx.state
    start = state.turn.number
    tx.passing = (start, None)  # (every player passes each step: turn_flow._passes_at_once)
    if step_value is None:
        for _i in range(200):
            advance_step(tx)
            st = tx.state
            if st.turn.number != start or st.decision is not None or st.stack or st.game_over:
                return
        raise IllegalActionError("the turn did not end")  # pragma: no cover
    step = _step(step_value)
    tx.passing_on = (step, precombat)  # (turn_flow._next_turn: the next turn's slot)

    def arrived(turn: TurnState) -> bool:
        if turn.number == start:
            return False
        passing = tx.passing
        target = passing[1] if passing is not None and passing[0] == turn.number else None
        # there, past it, or no such step in the next turn (its first step with priority)
        return target is None or turn.slot == target or target not in turn.remaining

    _pass_until(tx, arrived, "the step did not come")


def _step(step_value: str) -> Step:
    # (Step(step_value), without the enum's call; a record's value may be of any type)
    step = _STEP_BY_VALUE.get(step_value) if isinstance(step_value, str) else None
    if step is None:
        raise IllegalActionError(f"there is no step called {step_value!r}")
    if step in _NO_PRIORITY:
        raise IllegalActionError(
            f"no player gets priority in the {step.value} step (502.4, 514.3): "
            "pass the turn instead"
        )
    return step


def _step_words(step: Step, precombat: bool | None) -> str:
    if step is _STEP_MAIN and precombat is not None:
        return "precombat main phase" if precombat else "postcombat main phase"
    if step is _STEP_MAIN:
        return "main phase"
    return f"{step.value} step"
