"""The designations at the table: the Designations menu for the chosen seat, the chips on the
seat, day or night in the top bar; in English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from saga_table.demo import table_midgame
from saga_table.qt.designations_menu import RingBearerDialog
from saga_table.qt.widgets._paint import scaled_font
from saga_table.qt.widgets.seat_widget import mark_chips
from tests.qt.window_support import a, japanese, make_window, pump

#: A menu opened offscreen cannot raise itself or grab the keyboard; Qt says so.
pytestmark = pytest.mark.qt_log_ignore("grabbing the keyboard", "does not support raise")


def _menu_item(qtbot, window, text: str) -> None:
    """Open Designations with Alt+D and trigger the item whose text starts with ``text``."""
    # offscreen, no window manager gives the window back its activation after a popup
    window.activateWindow()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    menu = window.designations.menu
    qtbot.waitUntil(menu.isVisible)
    action = next(x for x in menu.actions() if x.text().replace("&", "").startswith(text))
    rect = menu.actionGeometry(action)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rect.center())
    pump()


def _click_seat(qtbot, window, player: int) -> None:
    seat = window.seats[player]
    QTest.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(seat.width() - 12, 12))
    pump()


def test_cr725_the_chosen_seat_takes_the_initiative_from_the_menu_and_shows_it(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    _click_seat(qtbot, window, 1)
    assert window.chosen_player == 1
    _menu_item(qtbot, window, "Take the initiative")
    state = window.controller.state
    assert state.initiative == 1
    window.controller.perform(a.ResolveTopOfStack())  # ventures into Undercity
    view = window.seats[1].view()
    assert view.marks[:2] == ("Initiative", "Secret Entrance")
    assert "Undercity: Secret Entrance" in window.seats[1].accessibleDescription()
    window.commands.undo.trigger()
    window.commands.undo.trigger()
    assert window.controller.state.initiative is None
    assert window.seats[1].view().marks == ()


def test_cr730_night_from_the_menu_shows_in_the_top_bar(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    _menu_item(qtbot, window, "It becomes night")
    assert window.controller.state.day_night == "night"
    assert window.turn_label.text().endswith("☾ Night")


def test_cr701_54_the_ring_asks_for_a_bearer_among_the_chosen_players_creatures(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    _click_seat(qtbot, window, 0)
    _menu_item(qtbot, window, "The Ring tempts you")
    qtbot.waitUntil(lambda: isinstance(window.designations.dialog, RingBearerDialog))
    dialog = window.designations.dialog
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert names and all(n for n in names)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    pump()
    p = window.controller.state.players[0]
    assert p.ring_tempted == 1 and p.ring_bearer is not None
    assert "Ring 1" in window.seats[0].view().marks


def test_player_counters_from_the_menu_in_japanese(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, table_midgame(), language="ja")
        _click_seat(qtbot, window, 2)
        _menu_item(qtbot, window, "エネルギーカウンターを1個得る")
        _menu_item(qtbot, window, "エネルギーカウンターを1個得る")
        assert window.controller.state.players[2].counters["energy"] == 2
        assert "エネルギー 2" in window.seats[2].view().marks
        _menu_item(qtbot, window, "エンジン始動")
        assert "スピード1" in window.seats[2].view().marks


def test_chips_that_do_not_fit_end_in_a_count_of_the_rest() -> None:
    font = scaled_font(QApplication.font(), 12)
    marks = ("Initiative", "Throne of the Dead Three", "Speed 4", "Ring 4", "Energy 12")
    wide = mark_chips(marks, font, 2000)
    assert wide == list(marks)
    narrow = mark_chips(marks, font, 180)
    assert narrow[-1].startswith("+") and len(narrow) < len(marks)
    assert int(narrow[-1][1:]) == len(marks) - (len(narrow) - 1)
