"""Which dialog a guided effect's decision opens, with the names it shows, and its words for the
banner over the stack. The dialogs are in :mod:`saga_table.qt.dialogs.effect_choices`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    Decision,
    ResolveByHandDecision,
)
from saga_table.qt.dialogs.effect_choices import (
    ByHandDialog,
    ChooseCardsDialog,
    ModesDialog,
    NumberDialog,
    ScryDialog,
    TargetsDialog,
    YesNoDialog,
)
from saga_table.qt.naming import object_name, stack_item_text, stack_item_title

if TYPE_CHECKING:
    from saga_table.qt.controller import GameController
    from saga_table.qt.main_window import MainWindow

__all__ = ["effect_decision_text", "effect_dialog"]


translate = QCoreApplication.translate


def _names(controller: GameController, ids: tuple[int, ...]) -> dict[int, str]:
    """Each object's name; where two share one ("Knight", "Knight"), what tells them apart:
    whose, power and toughness, tapped."""
    from saga_table.engine.characteristics import characteristics
    from saga_table.engine.ids import Zone

    state = controller.state
    out = {}
    for oid in ids:
        obj = state.objects.get(oid)  # type: ignore[call-overload]
        if obj is not None:
            out[int(oid)] = object_name(obj, controller.language)
    counts: dict[str, int] = {}
    for name in out.values():
        counts[name] = counts.get(name, 0) + 1
    for oid, name in list(out.items()):
        if counts[name] < 2:
            continue
        obj = state.objects[oid]  # type: ignore[index]
        whose = obj.controller if obj.zone is Zone.BATTLEFIELD else obj.owner
        details = [
            translate("EffectDecisions", "{player}'s").format(player=controller.player_name(whose))
        ]
        if obj.zone is Zone.BATTLEFIELD:
            chars = characteristics(state, obj.id)
            if chars.power is not None and chars.toughness is not None:
                details.append(f"{chars.power}/{chars.toughness}")
            if obj.tapped:
                details.append(translate("EffectDecisions", "tapped"))
        out[oid] = f"{name} ({translate('Words', ', ').join(details)})"
    return out


def _resolving_title(controller: GameController) -> str:
    res = controller.state.resolution
    if res is None:
        return ""
    return stack_item_title(res.item, controller.language)


def effect_dialog(window: MainWindow, decision: Decision) -> QDialog:
    """The dialog for an effect decision (targets, cards, scry, may, modes, X, by hand)."""
    c = window.controller
    state = c.state
    language = c.language
    player = c.player_name(decision.player)
    if isinstance(decision, ChooseTargetsDecision):
        from saga_table.qt.target_picking import TargetPicker

        item = state.stack_item(decision.item)
        ability = stack_item_title(item, language) if item is not None else ""
        players = {int(p): c.player_name(p) for p in decision.players}
        dialog = TargetsDialog(
            decision,
            _names(c, decision.objects),
            players,
            ability=ability,
            player_name=player,
            parent=window,
        )
        TargetPicker(dialog, window, lambda text: window.statusBar().showMessage(text, 4000))
        return dialog
    if isinstance(decision, ChooseCardsDecision):
        ids = (*decision.options, *decision.seen)
        return ChooseCardsDialog(decision, _names(c, ids), player_name=player, parent=window)
    if isinstance(decision, ArrangeTopDecision):
        return ScryDialog(decision, _names(c, decision.cards), player_name=player, parent=window)
    if isinstance(decision, ChooseYesNoDecision):
        text = translate(
            "EffectDecisions", "{player}, {ability}: do you want to do it? ({what})"
        ).format(player=player, ability=_resolving_title(c), what=decision.prompt)
        return YesNoDialog(decision, text=text, parent=window)
    if isinstance(decision, ChooseModeDecision):
        heading = translate("EffectDecisions", "{player}, {ability}: choose {count}.").format(
            player=player, ability=_resolving_title(c), count=decision.count
        )
        return ModesDialog(decision, decision.labels, heading=heading, parent=window)
    if isinstance(decision, ChooseNumberDecision):
        if decision.purpose == "discarded":
            text = translate(
                "EffectDecisions",
                "{ability}: how many cards did {player} discard at the table? (from {min} to {max})",  # noqa: E501
            )
            title = translate("EffectDecisions", "Cards discarded")
        else:
            text = translate(
                "EffectDecisions", "{player}, {ability}: choose X (from {min} to {max})."
            )
            title = translate("EffectDecisions", "Choose X")
        text = text.format(
            player=player, ability=_resolving_title(c), min=decision.minimum, max=decision.maximum
        )
        return NumberDialog(decision, text=text, title=title, parent=window)
    assert isinstance(decision, ResolveByHandDecision)
    item = decision.item
    text = stack_item_text(item, language)
    if decision.hint and decision.hint != item.text:
        text = decision.hint
    return ByHandDialog(decision, title=stack_item_title(item, language), text=text, parent=window)


def effect_decision_text(controller: GameController, decision: Decision) -> str:
    """The decision in words, for the banner over the stack and Next's hint."""
    player = controller.player_name(decision.player)
    if isinstance(decision, ChooseTargetsDecision):
        return translate(
            "EffectDecisions", "{player}: choose the target(s)… (or click a card)"
        ).format(player=player)
    if isinstance(decision, ChooseCardsDecision):
        texts = {
            "discard": translate("EffectDecisions", "{player}: choose the card(s) to discard…"),
            "search": translate("EffectDecisions", "{player}: search the library…"),
            "sacrifice": translate("EffectDecisions", "{player}: choose what to sacrifice…"),
        }
        return texts.get(
            decision.purpose, translate("EffectDecisions", "{player}: choose…")
        ).format(player=player)
    if isinstance(decision, ArrangeTopDecision):
        if decision.to_graveyard:
            return translate("EffectDecisions", "{player}: surveil {n}…").format(
                player=player, n=len(decision.cards)
            )
        return translate("EffectDecisions", "{player}: scry {n}…").format(
            player=player, n=len(decision.cards)
        )
    if isinstance(decision, ChooseYesNoDecision):
        return translate("EffectDecisions", "{player}: yes or no?…").format(player=player)
    if isinstance(decision, ChooseModeDecision):
        return translate("EffectDecisions", "{player}: choose…").format(player=player)
    if isinstance(decision, ChooseNumberDecision):
        if decision.purpose == "discarded":
            return translate("EffectDecisions", "{player}: how many cards discarded?…").format(
                player=player
            )
        return translate("EffectDecisions", "{player}: choose X…").format(player=player)
    assert isinstance(decision, ResolveByHandDecision)
    return translate("EffectDecisions", "{player}: carry it out by hand, then press Done…").format(
        player=player
    )
