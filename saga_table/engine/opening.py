"""Opening hands (103.5, the London mulligan): keep or mulligan, deck seats only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import Zone
from saga_table.engine.setup import OPENING_HAND
from saga_table.engine.state import MulliganDecision
from saga_table.engine.turn_flow import begin_first_turn
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = ["OPENING_HANDLERS"]


def _mulligan(tx: Tx, action: a.Mulligan) -> None:
    decision = tx.state.decision
    if not isinstance(decision, MulliganDecision) or decision.player != action.player:
        raise IllegalActionError("no mulligan decision is waiting for that player")
    pid = action.player
    hand = tx.state.zones.get((pid, Zone.HAND), ())
    for oid in hand:
        tx.move(oid, Zone.LIBRARY, emit=False)
    tx.shuffle(pid)
    tx.draw(pid, OPENING_HAND)
    p = tx.state.players[pid]
    tx.set_player(replace(p, has_mulliganed=p.has_mulliganed + 1))
    tx.state.decision = MulliganDecision(pid, decision.mulligans + 1)


def _keep(tx: Tx, action: a.KeepHand) -> None:
    decision = tx.state.decision
    if not isinstance(decision, MulliganDecision) or decision.player != action.player:
        raise IllegalActionError("no mulligan decision is waiting for that player")
    pid = action.player
    hand = tx.state.zones.get((pid, Zone.HAND), ())
    need = min(decision.mulligans, len(hand))
    if (
        len(action.bottom) != need
        or len(set(action.bottom)) != need
        or any(c not in hand for c in action.bottom)
    ):
        raise IllegalActionError(f"put exactly {need} card(s) from the hand on the bottom (103.5)")
    for oid in action.bottom:
        tx.move(oid, Zone.LIBRARY, bottom=True, emit=False)
    order = tx.state.apnap()
    later = [p for p in order[order.index(pid) + 1 :] if not tx.state.players[p].paper]
    if later:
        tx.state.decision = MulliganDecision(later[0], 0)
        tx.emit(ev.DecisionRequested(later[0], "mulligan"))
        return
    tx.state.decision = None
    tx.state.started = True
    begin_first_turn(tx)


OPENING_HANDLERS: dict[type, Callable[[Tx, Any], None]] = {
    a.Mulligan: _mulligan,
    a.KeepHand: _keep,
}
