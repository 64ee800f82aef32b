"""Set up position: cards seen in the graveyards and exile, and damage on a creature, placed as a
player does (the zone chosen beside Add a card, the card searched, Enter; Damage… typed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from saga_table.engine.ids import Zone
from saga_table.qt.dialogs.paper_dialogs import AmountDialog
from saga_table.qt.dialogs.position_editor import PositionEditor
from saga_table.qt.dialogs.put_card import PutCardDialog
from tests.qt.test_paper_table import click, open_dialog, paper_game, shortcut
from tests.qt.window_support import make_window, pump

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")


def _add(qtbot, window, editor, seat: int, zone: int, name: str) -> None:
    editor.controller_box.setCurrentIndex(seat)
    editor.zone_box.setCurrentIndex(zone)
    click(editor.add_button)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(dialog.search, name)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()


def test_cards_seen_in_a_graveyard_and_in_exile_start_the_game_there(qtbot) -> None:
    window = make_window(qtbot, paper_game())
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    _add(qtbot, window, editor, 1, 1, "History of Benalia")  # into Ben's graveyard
    _add(qtbot, window, editor, 2, 2, "Llanowar Elves")  # into exile, 千夏's
    _add(qtbot, window, editor, 0, 0, "Palace Sentinels")  # onto the battlefield, Ann's
    texts = [editor.permanents.item(i).text() for i in range(editor.permanents.count())]
    assert texts[0].startswith("Palace Sentinels  ·  Ann")
    assert texts[1:] == [
        "History of Benalia  ·  Ben  ·  in the graveyard",
        "Llanowar Elves  ·  千夏  ·  in exile",
    ]
    preview = window.controller.state
    assert [preview.objects[i].name for i in preview.zone(1, Zone.GRAVEYARD)] == [
        "History of Benalia"
    ]
    assert [preview.objects[i].name for i in preview.zone(2, Zone.EXILE)] == ["Llanowar Elves"]
    assert not preview.stack and not preview.pending  # nothing triggered

    editor.permanents.setCurrentRow(2)  # the exiled Elves are taken back out
    assert not editor.damage_button.isEnabled() and editor.remove_button.isEnabled()
    click(editor.remove_button)
    assert editor.permanents.count() == 2
    assert not window.controller.state.zone(2, Zone.EXILE)

    editor.permanents.setCurrentRow(0)  # the Sentinels (2/4) took 1 damage this turn
    click(editor.damage_button)
    dialog = open_dialog(qtbot, window, AmountDialog)
    QTest.keyClicks(dialog.field, "+1")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert "1 damage" in editor.permanents.item(0).text()
    click(editor.start_button)
    state = window.controller.state
    sentinels = next(iter(state.permanents()))
    assert sentinels.name == "Palace Sentinels" and sentinels.damage == 1
    assert state.monarch is None  # it was already there: no "enters" trigger
    assert [state.objects[i].name for i in state.zone(1, Zone.GRAVEYARD)] == ["History of Benalia"]


def test_tokens_with_their_own_characteristics_are_placed_already_there(qtbot) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from saga_table.qt.dialogs.token import TokenDialog

    window = make_window(qtbot, paper_game())
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    editor.controller_box.setCurrentIndex(3)
    click(editor.token_button)
    dialog = open_dialog(qtbot, window, TokenDialog)
    QTest.keyClicks(dialog.name_edit, "Treasure")
    click(dialog.creature)  # not a creature...
    click(dialog.artifact)  # ...an artifact
    dialog.count.lineEdit().selectAll()
    QTest.keyClicks(dialog.count.lineEdit(), "2")
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    texts = [editor.permanents.item(i).text() for i in range(editor.permanents.count())]
    assert texts == ["Treasure  ·  Dev  ·  token"] * 2
    click(editor.start_button)
    tokens = list(window.controller.state.permanents())
    assert [(o.name, o.token, int(o.controller)) for o in tokens] == [("Treasure", True, 3)] * 2
    assert tokens[0].printed.card_types == ("Artifact",)


def test_adding_into_a_graveyard_says_so_and_asks_only_whose_card(qtbot) -> None:
    """With "into the graveyard" chosen beside Add a card, the search was still "Put a card
    onto the battlefield", with a Put onto the battlefield button, a token and a tapped box:
    now it says where the card goes, and asks only for its owner."""
    window = make_window(qtbot, paper_game())
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    QTest.keyClick(editor.zone_box, Qt.Key.Key_Down)  # onto the battlefield → into the graveyard
    assert editor.zone_box.currentData() == Zone.GRAVEYARD.value
    assert editor.whose_label.text() == "Owner"
    click(editor.add_button)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    assert dialog.windowTitle() == "Put a card into a graveyard"
    assert dialog.put_button.text() == "Put into the graveyard"
    assert dialog.cast_button.isHidden() and dialog.token.isHidden() and dialog.tapped.isHidden()
    QTest.keyClicks(dialog.search, "Fable of the Mirror")
    assert dialog.face.isHidden()  # (a card in a graveyard is its front face)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    assert editor.permanents.item(0).text().endswith("in the graveyard")
    editor.zone_box.setCurrentIndex(0)
    click(editor.add_button)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    assert dialog.windowTitle() == "Put a card onto the battlefield"
    assert not dialog.token.isHidden()


def test_a_number_the_dialog_opens_on_is_replaced_by_the_digits_typed(qtbot) -> None:
    """Set up position opens with the keyboard on the turn (4): typing 5 made 54, the cursor
    standing before the 4. The number is selected as a dialog opens on it."""
    window = make_window(qtbot, paper_game())
    window.watch_application()  # (the app does it once its window is painted)
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.turn)
    pump()
    QTest.keyClicks(QApplication.focusWidget(), "5")
    assert editor.turn.value() == 5
