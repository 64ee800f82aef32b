"""Which creatures could attack or block now: what the window asks about when the declare
attackers step (508.1a) or the declare blockers step (509.1a) comes, with the summoning sickness
of 302.6 as far as the app can tell.

The engine refuses a summoning-sick attacker only when the game's rules say the app knows every
card (``RuleOptions.sickness_and_timing``, a goldfish game): at a paper table a card the app never
saw may give it haste. These say what the app knows, for the window to ask and to mark.
"""

from __future__ import annotations

from collections.abc import Mapping

from saga_table.engine.cards import Keyword
from saga_table.engine.characteristics import Characteristics, compute_characteristics
from saga_table.engine.ids import ObjectId
from saga_table.engine.state import GameObject, GameState
from saga_table.engine.turns import Step

__all__ = ["possible_attackers", "possible_blockers", "summoning_sick"]

_HASTE = Keyword.HASTE.value


def summoning_sick(obj: GameObject, c: Characteristics, turn_number: int) -> bool:
    """302.6: it came under its controller's control this turn (it entered the battlefield, or
    its controller changed) and has no haste (702.10), so it cannot attack."""
    return (
        obj.entered_turn == turn_number or obj.controlled_since == turn_number
    ) and not c.has_keyword(_HASTE)


def possible_attackers(
    state: GameState, chars: Mapping[ObjectId, Characteristics] | None = None
) -> tuple[ObjectId, ...]:
    """The active player's untapped creatures that are not summoning sick, while attackers can
    be declared: the declare attackers step, none declared yet, nothing on the stack and no
    decision waiting. Empty otherwise."""
    turn = state.turn
    if (
        turn.step is not Step.DECLARE_ATTACKERS
        or turn.attackers_declared
        or state.stack
        or state.decision is not None
        or state.game_over
    ):
        return ()
    chars = compute_characteristics(state) if chars is None else chars
    return tuple(
        obj.id
        for obj in state.permanents()
        if obj.controller == turn.active
        and not obj.tapped
        and chars[obj.id].is_creature
        and not summoning_sick(obj, chars[obj.id], turn.number)
    )


def possible_blockers(
    state: GameState, chars: Mapping[ObjectId, Characteristics] | None = None
) -> tuple[ObjectId, ...]:
    """The untapped creatures of the players being attacked, while blockers can be declared:
    the declare blockers step, no creature blocking yet, nothing on the stack and no decision
    waiting. Empty otherwise (and once blocks are declared)."""
    if state.turn.step is not Step.DECLARE_BLOCKERS or state.stack or state.decision is not None:
        return ()
    if state.game_over:
        return ()
    permanents = list(state.permanents())
    if any(obj.blocking for obj in permanents):
        return ()
    attacked = {obj.attacking for obj in permanents if obj.attacking is not None}
    if not attacked:
        return ()
    chars = compute_characteristics(state) if chars is None else chars
    return tuple(
        obj.id
        for obj in permanents
        if obj.controller in attacked and not obj.tapped and chars[obj.id].is_creature
    )
