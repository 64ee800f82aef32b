"""The simple answer to a guided effect's choice, for scripted play (the demo game, the smoke
test): as little as the choice allows (the first legal options, as many as it asks at least), but
a search or a look at the top takes what it may; scryed cards stay on top; "you may" is declined;
the first modes; the least X; Done.
"""

from __future__ import annotations

from saga_table.engine import actions as a
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    GameState,
    ResolveByHandDecision,
)

__all__ = ["simple_answer"]


def simple_answer(state: GameState) -> a.Action | None:
    """The simple answer to the waiting effect decision; None if none waits."""
    d = state.decision
    if isinstance(d, ChooseTargetsDecision):
        objects = d.objects[: d.minimum]
        return a.ChooseTargets(objects, d.players[: d.minimum - len(objects)])
    if isinstance(d, ChooseCardsDecision):
        takes = d.purpose in ("search", "take", "ring-bearer")
        n = max(d.minimum, min(1, d.maximum)) if takes else d.minimum
        return a.ChooseCards(d.options[:n])
    if isinstance(d, ArrangeTopDecision):
        return a.ArrangeTop(top=d.cards)
    if isinstance(d, ChooseYesNoDecision):
        return a.ChooseYesOrNo(False)
    if isinstance(d, ChooseModeDecision):
        return a.ChooseModes(tuple(range(d.count)))
    if isinstance(d, ChooseNumberDecision):
        return a.ChooseNumber(d.minimum)
    if isinstance(d, ResolveByHandDecision):
        return a.FinishResolution()
    return None
