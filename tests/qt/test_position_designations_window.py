"""Set up position with the players' own designations, driven as a player does: the
Designations button of a seat's row, its dialog by keys, Start from here.

Rules: 309 / 701.49 (dungeons), 702.131 (the city's blessing), 701.54 (the Ring), 702.179
(speed), 727 (rad counters); the Comprehensive Rules of January 16, 2026.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from saga_table.qt.dialogs.player_marks import PlayerMarksDialog
from saga_table.qt.dialogs.position_editor import PositionEditor
from saga_table.qt.dialogs.put_card import PutCardDialog
from tests.qt.test_paper_table import click, open_dialog, paper_game, shortcut
from tests.qt.window_support import make_window, pump

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")


def _type_into_spin(spin, text: str) -> None:
    spin.setFocus()
    spin.lineEdit().selectAll()
    QTest.keyClicks(spin.lineEdit(), text)
    pump()


def _put_card(qtbot, window, editor, seat: int, name: str) -> None:
    editor.controller_box.setCurrentIndex(seat)
    click(editor.add_button)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(dialog.search, name)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()


def test_cr309_701_54_702_179_designations_set_up_for_a_seat_start_the_game_with_them(
    qtbot,
) -> None:
    window = make_window(qtbot, paper_game())
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    _put_card(qtbot, window, editor, 1, "Llanowar Elves")
    assert editor.permanents.count() == 1
    assert editor.marks_buttons[1].text() == "None…"

    click(editor.marks_buttons[1])
    dialog = open_dialog(qtbot, window, PlayerMarksDialog)
    assert not dialog.room.isEnabled() and not dialog.bearer.isEnabled()
    dialog.dungeon.setFocus()
    QTest.keyClick(dialog.dungeon, Qt.Key.Key_Down)  # Undercity, the first dungeon
    QTest.keyClick(dialog.room, Qt.Key.Key_Down)  # from Secret Entrance to the Forge
    assert dialog.room.currentData() == "Forge"
    _type_into_spin(dialog.ring, "2")
    assert dialog.bearer.isEnabled()  # a bearer once the Ring has tempted them
    QTest.keyClick(dialog.bearer, Qt.Key.Key_Down)
    QTest.keyClick(dialog.speed, Qt.Key.Key_End)  # 4, max speed
    click(dialog.blessing)
    _type_into_spin(dialog.counters["rad"], "3")
    click(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))

    assert "Ring-bearer" in editor.permanents.item(0).text()
    assert editor.marks_buttons[1].toolTip() == "Forge · blessing · Ring 2 · speed 4 · rad 3"
    preview = window.controller.state
    ben = preview.players[1]
    assert (ben.dungeon, ben.room, ben.ring_tempted, ben.speed) == ("Undercity", "Forge", 2, 4)
    assert ben.city_blessing and ben.counters["rad"] == 3
    assert ben.ring_bearer == next(iter(preview.permanents())).id
    assert not preview.stack and not preview.pending  # nothing triggered as it was set up

    click(editor.start_button)
    state = window.controller.state
    assert state.players[1].ring_bearer is not None and state.players[1].speed == 4
    marks = window.seats[1].view().marks
    assert "Ring 2" in marks and "Max speed" in marks


def test_a_designation_the_rules_refuse_is_said_and_the_last_good_position_kept(qtbot) -> None:
    """A Ring-bearer for a player the Ring has not tempted cannot be chosen (the box is off);
    clearing the Ring takes the bearer away with it."""
    window = make_window(qtbot, paper_game(2))
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    _put_card(qtbot, window, editor, 0, "Llanowar Elves")
    click(editor.marks_buttons[0])
    dialog = open_dialog(qtbot, window, PlayerMarksDialog)
    _type_into_spin(dialog.ring, "1")
    QTest.keyClick(dialog.bearer, Qt.Key.Key_Down)
    _type_into_spin(dialog.ring, "0")
    assert dialog.bearer.currentData() is None and not dialog.bearer.isEnabled()
    click(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    assert "Ring-bearer" not in editor.permanents.item(0).text()
    assert window.controller.state.players[0].ring_bearer is None
    assert not editor.problem.isVisible()

