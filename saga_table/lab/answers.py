"""The scripted player's answers to the guided effects' decisions (engine/effects): the first
legal choice, by a stated rule (see :func:`guided_answer`)."""

from __future__ import annotations

from typing import Any

from saga_table.engine import actions as a
from saga_table.lab.policy import GOLDFISH

__all__ = ["guided_answer"]


def guided_answer(decision: Any) -> a.Action | None:
    """The first legal answer to the decisions of guided effects (engine/effects), by a stated
    rule: targets the goldfish when a player may be targeted, else the first objects; the
    first cards offered (at least one when one may be chosen); the top cards kept in their order;
    yes; the first modes; the greatest number; the first legend, dungeon or room; an ability
    carried out by hand is finished at once (and counted as not carried out)."""
    kind = type(decision).__name__
    if kind == "ChooseTargetsDecision":
        want = max(decision.minimum, min(1, decision.maximum))
        players = [p for p in decision.players if p == GOLDFISH][:want]
        objects = list(decision.objects)[: want - len(players)]
        players += [p for p in decision.players if p not in players][
            : max(0, want - len(players) - len(objects))
        ]
        return a.ChooseTargets(objects=tuple(objects), players=tuple(players))
    if kind == "ChooseCardsDecision":
        want = max(decision.minimum, min(1, decision.maximum, len(decision.options)))
        return a.ChooseCards(cards=tuple(decision.options[:want]))
    if kind == "ArrangeTopDecision":
        return a.ArrangeTop(top=tuple(decision.cards))
    if kind == "ChooseYesNoDecision":
        return a.ChooseYesOrNo(yes=True)
    if kind == "ChooseModeDecision":
        return a.ChooseModes(modes=tuple(range(decision.count)))
    if kind == "ChooseNumberDecision":
        return a.ChooseNumber(number=decision.maximum)
    if kind == "ChooseLegendDecision":
        return a.KeepLegend(keep=decision.options[0])
    if kind == "ChooseDungeonDecision":
        return a.ChooseDungeon(dungeon=decision.options[0])
    if kind == "ChooseRoomDecision":
        return a.ChooseRoom(room=decision.options[0])
    if kind == "ResolveByHandDecision":
        return a.FinishResolution()
    return None
