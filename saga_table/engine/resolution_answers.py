"""The handlers of the actions that answer a resolution's decisions (targets, cards, scry, "you
may", modes, a number) and of resolving an ability by hand (608.2): the players make its changes,
then Done. Part of :data:`saga_table.engine.handlers.HANDLERS`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.effects import resolve as resolution
from saga_table.engine.state import (
    AbilityKind,
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseYesNoDecision,
    ResolveByHandDecision,
)
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = ["RESOLUTION_HANDLERS"]

_KIND_SPELL = AbilityKind.SPELL  # (an enum member as a module name: a quicker read)


def _choose_targets(tx: Tx, action: a.ChooseTargets) -> None:
    resolution.choose_targets(tx, action.objects, action.players)


def _expect_decision(tx: Tx, kind: type, what: str) -> None:
    if not isinstance(tx.state.decision, kind):
        raise IllegalActionError(f"no {what} is waiting")


def _choose_cards(tx: Tx, action: a.ChooseCards) -> None:
    _expect_decision(tx, ChooseCardsDecision, "choice of cards")
    resolution.answer(tx, action.cards)


def _arrange_top(tx: Tx, action: a.ArrangeTop) -> None:
    _expect_decision(tx, ArrangeTopDecision, "scry or surveil")
    resolution.answer(tx, (action.top, action.bottom, action.graveyard))


def _choose_yes_or_no(tx: Tx, action: a.ChooseYesOrNo) -> None:
    _expect_decision(tx, ChooseYesNoDecision, '"you may" choice')
    resolution.answer(tx, action.yes)


def _choose_modes(tx: Tx, action: a.ChooseModes) -> None:
    _expect_decision(tx, ChooseModeDecision, "choice of modes")
    resolution.answer(tx, action.modes)


def _choose_number(tx: Tx, action: a.ChooseNumber) -> None:
    _expect_decision(tx, ChooseNumberDecision, "choice of a number")
    resolution.answer(tx, action.number)


def _resolve_by_hand(tx: Tx, _: a.ResolveByHand) -> None:
    st = tx.state
    if not st.stack:
        raise IllegalActionError("the stack is empty")
    item = st.stack[-1]
    if item.kind is _KIND_SPELL:
        raise IllegalActionError(f"{item.source_name} is a spell: resolve it instead")
    st.stack = st.stack[:-1]
    tx.emit(ev.StackItemResolved(item.id, False))
    resolution.begin_by_hand(tx, item, item.text)


def _finish_resolution(tx: Tx, _: a.FinishResolution) -> None:
    _expect_decision(tx, ResolveByHandDecision, "resolution by hand")
    resolution.answer(tx, "done")


RESOLUTION_HANDLERS: dict[type, Callable[[Tx, Any], None]] = {
    a.ChooseTargets: _choose_targets,
    a.ChooseCards: _choose_cards,
    a.ArrangeTop: _arrange_top,
    a.ChooseYesOrNo: _choose_yes_or_no,
    a.ChooseModes: _choose_modes,
    a.ChooseNumber: _choose_number,
    a.ResolveByHand: _resolve_by_hand,
    a.FinishResolution: _finish_resolution,
}
