"""Intervening "if" clauses of triggered abilities (603.4)."""

from __future__ import annotations

from saga_table.engine.cards import TriggerCondition
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.state import GameState

__all__ = ["condition_holds"]


def condition_holds(state: GameState, player: PlayerId, condition: str | None) -> bool:
    """603.4: whether an intervening "if" holds for ``player`` now."""
    if condition is None:
        return True
    match TriggerCondition(condition):
        case TriggerCondition.YOU_ARE_THE_MONARCH:
            return state.monarch == player
        case TriggerCondition.YOU_ARE_NOT_THE_MONARCH:
            return state.monarch != player
        case TriggerCondition.YOU_CONTROL_A_SAGA | TriggerCondition.YOU_CONTROL_NO_SAGA:
            chars = compute_characteristics(state)
            has = any(o.controller == player and chars[o.id].is_saga for o in state.permanents())
            return has is (condition == TriggerCondition.YOU_CONTROL_A_SAGA)
        case TriggerCondition.YOU_HAVE_NO_CARDS_IN_HAND:
            p = state.players[player]
            return not state.zone(player, Zone.HAND) and not getattr(p, "hidden_hand", 0)
        case TriggerCondition.IT_IS_YOUR_TURN:
            return state.turn.active == player
        case TriggerCondition.YOU_HAVE_THE_CITYS_BLESSING:
            return state.players[player].city_blessing
        case TriggerCondition.YOU_HAVE_THE_INITIATIVE:
            return state.initiative == player
        case TriggerCondition.YOU_HAVE_MAX_SPEED:
            return state.players[player].speed == 4
    return True  # pragma: no cover - every condition is handled above
