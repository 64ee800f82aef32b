"""Dialogs return values: driven through their controls, never through exec()."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from saga_table.engine import actions as a
from saga_table.engine.cards import roman
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import (
    AbilityKind,
    ChooseReadAheadDecision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
    PendingEntry,
    StackItem,
)
from saga_table.qt.controller import GameController
from saga_table.qt.dialogs.combat import Attacker, AttackersDialog, CombatDamageDialog
from saga_table.qt.dialogs.mulligan import DiscardDialog, MulliganChoice, MulliganDialog
from saga_table.qt.dialogs.new_game import DECK_DEMO, NewGameDialog, build_setup
from saga_table.qt.dialogs.read_ahead import ReadAheadDialog
from saga_table.qt.dialogs.settings import SettingsDialog
from saga_table.qt.dialogs.token import TokenDialog
from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog
from saga_table.qt.dialogs.zone_viewer import ZoneViewer
from saga_table.qt.models.zones import ZoneModel
from saga_table.qt.settings_bridge import UiSettings
from tests.qt.window_support import goldfish_game

FIXTURES = Path(__file__).resolve().parents[1] / "decks" / "fixtures"


def chapter(item_id: int, source: str, number: int) -> StackItem:
    return StackItem(
        id=ObjectId(item_id),
        kind=AbilityKind.CHAPTER,
        controller=PlayerId(0),
        source=ObjectId(item_id - 10),
        source_name=source,
        text=f"{source} {roman(number)}",
        chapter=number,
    )


def order_dialog(qtbot) -> TriggerOrderDialog:
    decision = OrderTriggersDecision(
        PlayerId(0), (chapter(21, "History of Benalia", 2), chapter(22, "Urza's Saga", 2))
    )
    names = {21: "History of Benalia — II", 22: "Urza's Saga — II"}
    dialog = TriggerOrderDialog(decision, names, player_name="Ann")
    qtbot.addWidget(dialog)
    return dialog


def test_trigger_order_dialog_shows_which_resolves_first(qtbot) -> None:
    dialog = order_dialog(qtbot)
    assert dialog.order() == (21, 22)
    assert dialog.list.item(0).text().startswith("1. Resolves first:")
    assert dialog.first_label.text() == "Resolves first: History of Benalia — II"
    assert not dialog.up_button.isEnabled() and dialog.down_button.isEnabled()


def test_trigger_order_dialog_reorders_with_buttons_and_alt_arrows(qtbot) -> None:
    dialog = order_dialog(qtbot)
    dialog.show()
    dialog.list.setCurrentRow(0)
    qtbot.mouseClick(dialog.down_button, Qt.MouseButton.LeftButton)
    assert dialog.order() == (22, 21)
    assert dialog.first_label.text() == "Resolves first: Urza's Saga — II"
    dialog.list.setFocus()
    dialog.list.setCurrentRow(1)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.order() == (21, 22)
    assert not dialog.move_selected(-1)  # already at the top


def test_trigger_order_dialog_reorders_by_dragging_rows(qtbot) -> None:
    dialog = order_dialog(qtbot)
    model = dialog.list.model()
    # What an internal-move drop does: the model moves the row.
    assert model.moveRow(model.index(1, 0).parent(), 1, model.index(0, 0).parent(), 0)
    assert dialog.order() == (22, 21)
    assert dialog.list.item(0).text().startswith("1. Resolves first: Urza's Saga")


def test_trigger_order_dialog_answers_or_returns_none(qtbot) -> None:
    dialog = order_dialog(qtbot)
    dialog.set_order((22, 21))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result_value() == (22, 21)
    cancelled = order_dialog(qtbot)
    cancelled.reject()
    assert cancelled.result_value() is None


def test_read_ahead_dialog_lists_every_chapter_with_its_text(qtbot) -> None:
    decision = ChooseReadAheadDecision(
        PlayerId(0), PendingEntry(ObjectId(5), PlayerId(0)), "Tale", 3
    )
    dialog = ReadAheadDialog(decision, [(1, "one"), (2, "two"), (3, "three")])
    qtbot.addWidget(dialog)
    assert [b.text() for b in dialog.choices] == [
        "Chapter I — one",
        "Chapter II — two",
        "Chapter III — three",
    ]
    assert dialog.chapter() == 1
    dialog.set_chapter(3)
    dialog.accept()
    assert dialog.result_value() == 3


def test_mulligan_dialog_keeps_or_mulligans(qtbot) -> None:
    hand = [(i, f"Card {i}") for i in range(1, 8)]
    first = MulliganDialog(MulliganDecision(PlayerId(0), 0), hand, player_name="Ann")
    qtbot.addWidget(first)
    assert first.keep_button.isEnabled()
    first.mulligan_button.click()
    assert first.result_value() == MulliganChoice(keep=False)
    second = MulliganDialog(MulliganDecision(PlayerId(0), 2), hand, player_name="Ann")
    qtbot.addWidget(second)
    assert not second.keep_button.isEnabled()  # choose two for the bottom first
    second.cards.set_checked([3, 5])
    assert second.keep_button.isEnabled()
    second.keep_button.click()
    assert second.result_value() == MulliganChoice(keep=True, bottom=(3, 5))


def test_discard_dialog_wants_exactly_the_excess(qtbot) -> None:
    hand = [(i, f"Card {i}") for i in range(1, 10)]
    dialog = DiscardDialog(DiscardToHandSizeDecision(PlayerId(0), 2), hand)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.cards.set_checked([1])
    assert not ok.isEnabled()
    dialog.cards.set_checked([1, 9])
    assert ok.isEnabled()
    ok.click()
    assert dialog.result_value() == (1, 9)


def test_token_dialog_makes_a_create_token_action(qtbot) -> None:
    dialog = TokenDialog(["Ann", "Bo"], controller=1)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    qtbot.keyClicks(dialog.name_edit, "Knight")
    dialog.count.setValue(2)
    dialog.power.setValue(2)
    dialog.toughness.setValue(2)
    ok.click()
    assert dialog.result_value() == a.CreateToken(
        controller=PlayerId(1),
        name="Knight",
        count=2,
        power=2,
        toughness=2,
        card_types=("Creature",),
    )


def test_attackers_dialog_declares_attacks(qtbot) -> None:
    creatures = [Attacker(7, "Knight", 2), Attacker(8, "Goblin", 2)]
    dialog = AttackersDialog(creatures, [(1, "Bo"), (2, "Cy")])
    qtbot.addWidget(dialog)
    dialog.set_target(7, 2)
    dialog.accept()
    assert dialog.result_value() == a.DeclareAttackers(((ObjectId(7), PlayerId(2)),))


def test_combat_damage_dialog_computes_or_takes_amounts(qtbot) -> None:
    attackers = [Attacker(7, "Knight", 2, defender=1)]
    computed = CombatDamageDialog(attackers, ["Ann", "Bo"])
    qtbot.addWidget(computed)
    computed.compute_button.click()
    assert computed.result_value() == a.DealCombatDamage(None)
    manual = CombatDamageDialog(attackers, ["Ann", "Bo"])
    qtbot.addWidget(manual)
    manual.amounts[7].setValue(5)
    manual.accept()
    action = manual.result_value()
    assert action is not None and action.hits is not None
    assert [(h.source, h.amount, h.player) for h in action.hits] == [(7, 5, 1)]


def test_new_game_dialog_and_setup(qtbot, tmp_path: Path) -> None:
    dialog = NewGameDialog(seed=7)
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(3)
    # no seat gets the demo deck unless asked: every seat starts as a paper seat
    assert {row.deck.currentData() for row in dialog.rows} == {"none"}
    dialog.rows[0].deck.setCurrentIndex(dialog.rows[0].deck.findData(DECK_DEMO))
    dialog.rows[1].name.setText("Bo")
    dialog.rows[2].set_deck_path(str(FIXTURES / "mtga_en.txt"))
    dialog.starting_life.setValue(30)
    dialog.one_land.setChecked(True)
    dialog.accept()  # the decklist has lines the catalog does not know: first it asks
    assert dialog.problems_box is not None and dialog.result() == 0
    qtbot.mouseClick(dialog.start_anyway_button, Qt.MouseButton.LeftButton)
    choice = dialog.result_value()
    assert choice is not None
    assert [p.name for p in choice.players] == ["Player 1", "Bo", "Player 3"]
    assert choice.players[0].deck == DECK_DEMO
    assert choice.rules.starting_life == 30 and choice.rules.one_land_per_turn
    setup, problems = build_setup(choice)
    assert len(setup.players[0].library) == 60
    assert setup.players[1].library == () and setup.players[1].paper
    assert setup.players[1].hand_count == 7  # the seven drawn at the real table
    # The decklist's main deck and commander, less the names the catalog does not know.
    library = [card.name for card in setup.players[2].library]
    assert library.count("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki") == 4
    assert library.count("Mountain") == 20 and "Tom Bombadil" in library
    assert "Player 3: mtga_en.txt:15: unknown card 'Shock'" in problems
    assert setup.seed == 7 and setup.opening_hands


def test_settings_dialog_returns_the_choices(qtbot) -> None:
    dialog = SettingsDialog(UiSettings())
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.carry_out.setChecked(False)
    dialog.accept()
    assert dialog.result_value() == UiSettings(language="ja", carry_out_effects=False)


def test_zone_viewer_looks_at_the_top_and_asks_for_actions(qtbot) -> None:
    controller = GameController(goldfish_game())
    viewer = ZoneViewer(ZoneModel(controller, 0, Zone.LIBRARY), player_name="Ann")
    qtbot.addWidget(viewer)
    assert viewer.windowTitle() == "Ann's library"
    assert viewer.visible_names() == ["Plains"] * 3  # the top three
    viewer.show_all.setChecked(True)
    assert len(viewer.visible_names()) == 20
    with qtbot.waitSignal(viewer.action_requested) as asked:
        viewer.buttons["draw"].click()
    assert asked.args == [a.DrawCards(PlayerId(0), 1)]
    viewer.select_row(0)
    top = controller.state.zone(PlayerId(0), Zone.LIBRARY)[0]
    with qtbot.waitSignal(viewer.action_requested) as asked:
        viewer.buttons["battlefield"].click()
    assert asked.args == [a.PutOntoBattlefield(top)]
    assert viewer.result() != QDialog.DialogCode.Accepted
