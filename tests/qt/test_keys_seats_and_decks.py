"""Choosing a seat by clicking it; decklists in New game (pasted from the clipboard, counted and
checked before Start, with the catalog's "did you mean" hints); Open on a decklist offers a
goldfish game; Game > Restart starts the same decks again, shuffled anew."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.qt.dialogs.decklist import check_decklist
from saga_table.qt.dialogs.mulligan import MulliganDialog
from saga_table.qt.dialogs.new_game import DECK_PASTED, NewGameDialog, build_setup
from saga_table.qt.dialogs.zone_viewer import ZoneViewer
from tests.qt.window_support import PLAINS, goldfish_game, make_window, pump

#: What MTG Arena's Export puts on the clipboard (with one misspelt name).
ARENA_EXPORT = """Deck
4 History of Benalia (DOM) 8
4 Histroy of Benalia (DOM) 8
20 Plains (DOM) 250
36 Mountain (DOM) 262

Sideboard
2 Lightning Bolt (M10) 146
"""


def test_clicking_a_seat_chooses_it_and_ctrl_l_opens_that_players_library(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=4))
    seat = window.seats[2]
    assert not seat.view().chosen and window.seats[0].view().chosen
    QTest.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(seat.width() - 12, 12))
    assert window.chosen_player == 2
    assert seat.view().chosen and not window.seats[0].view().chosen  # shown on the seat
    assert "chosen" in seat.accessibleDescription()
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.viewers))
    viewer = window.viewers[-1]
    assert isinstance(viewer, ZoneViewer)
    assert (viewer.player, viewer.zone) == (PlayerId(2), Zone.LIBRARY)
    assert viewer.windowTitle() == "Cy's library"
    viewer.close()


def test_the_chosen_seat_is_drawn_differently(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=2))
    before = window.seats[1].grab().toImage()
    window.choose_player(1)
    pump()
    assert window.seats[1].grab().toImage() != before


def test_a_pasted_arena_export_is_counted_and_checked_before_start(qtbot) -> None:
    dialog = NewGameDialog(seed=5)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.player_count.setValue(1)
    QGuiApplication.clipboard().setText(ARENA_EXPORT)
    row = dialog.rows[0]
    QTest.mouseClick(row.tools.paste_button, Qt.MouseButton.LeftButton)
    assert row.deck.currentData() == DECK_PASTED
    assert row.tools.status.text() == "60 cards · 1 problem(s)"
    problems = dialog.deck_problem_lines()
    assert problems == [
        "Player 1: Line 3: no card is called “Histroy of Benalia”. "
        "Did you mean “History of Benalia”?"
    ]
    assert dialog.deck_problems.isVisible() and "Did you mean" in dialog.deck_problems.text()
    # Start: it asks first. Fix the decklists keeps the dialog open.
    start = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    QTest.mouseClick(start, Qt.MouseButton.LeftButton)
    assert dialog.problems_box is not None
    QTest.mouseClick(dialog.fix_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result_value() is None
    # Start anyway: the game starts with the 60 cards that could be read.
    QTest.mouseClick(start, Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.start_anyway_button, Qt.MouseButton.LeftButton)
    choice = dialog.result_value()
    assert choice is not None
    setup, _problems = build_setup(choice)
    names = [card.name for card in setup.players[0].library]
    assert len(names) == 60 and names.count("History of Benalia") == 4
    assert "Lightning Bolt" not in names  # the sideboard stays out


def test_an_empty_clipboard_is_said_on_the_row(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    QGuiApplication.clipboard().setText("")
    QTest.mouseClick(dialog.rows[0].tools.paste_button, Qt.MouseButton.LeftButton)
    assert dialog.rows[0].tools.status.text() == "The clipboard holds no text."


def test_the_demo_deck_shows_its_count(qtbot) -> None:
    from saga_table.qt.dialogs.new_game import DECK_DEMO

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    # every seat starts as a paper seat (issue 11); the demo deck only when asked for
    assert dialog.rows[0].tools.status.text() == ""
    dialog.rows[0].deck.setCurrentIndex(dialog.rows[0].deck.findData(DECK_DEMO))
    assert dialog.rows[0].tools.status.text() == "60 cards"


def test_a_huge_count_is_cut_with_a_problem() -> None:
    check = check_decklist("999 Plains\n999 Mountain", label="big")
    assert check.count == 1000
    assert any("more than 1000 cards" in p for p in check.problems)


def test_open_on_a_decklist_offers_a_goldfish_game(qtbot, tmp_path: Path) -> None:
    deck = tmp_path / "benalia.txt"
    deck.write_text("4 History of Benalia\n20 Plains\n", encoding="utf-8")
    window = make_window(qtbot, goldfish_game(players=2))
    assert window.load_record(str(deck)) is False  # not a record: it asks
    box = window.deck_games.question
    assert box is not None and "24 cards" in box.text()
    goldfish = next(b for b in box.buttons() if b.text() == "Goldfish")
    QTest.mouseClick(goldfish, Qt.MouseButton.LeftButton)
    pump()
    state = window.controller.state
    assert [p.name for p in state.players] == ["You"]
    assert len(state.zone(0, Zone.HAND)) + len(state.zone(0, Zone.LIBRARY)) == 24
    assert state.opponent is not None  # there is someone to attack
    assert len(window.seats) == 1


def test_open_on_a_file_with_no_cards_says_so(qtbot, tmp_path: Path) -> None:
    junk = tmp_path / "notes.txt"
    junk.write_text("hello there\n", encoding="utf-8")
    window = make_window(qtbot, goldfish_game())
    before = window.controller.game
    window.load_record(str(junk))
    box = window.deck_games.question
    assert box is not None and "neither a game record nor a decklist" in box.text()
    box.close()
    assert window.controller.game is before


def _restart(qtbot, window) -> None:
    """Game > Restart from its key (Ctrl+Shift+N), and its question answered Restart."""
    QTest.keyClick(
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: window.deck_games.question is not None)
    box = window.deck_games.question
    restart = next(b for b in box.buttons() if b.text() == "Restart")
    QTest.mouseClick(restart, Qt.MouseButton.LeftButton)


def test_restart_starts_the_same_decks_shuffled_anew(qtbot) -> None:
    setup = GameSetup(
        players=(PlayerSetup("Ann", library=(PLAINS,) * 30),), seed=1, opening_hands=True
    )
    window = make_window(qtbot, Game(setup))
    _restart(qtbot, window)
    pump()
    new = window.controller.game.setup
    assert new.players == setup.players and new.opening_hands
    assert new.seed != setup.seed  # a fresh random seed (1 chance in 2**31 of the same)
    # The new opening hand waits for keep or mulligan.
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(MulliganDialog)))


def test_restart_over_unsaved_actions_asks_to_save_them_first(qtbot) -> None:
    from PySide6.QtWidgets import QMessageBox

    setup = GameSetup(players=(PlayerSetup("Ann", library=(PLAINS,) * 30),), seed=1)
    window = make_window(qtbot, Game(setup))
    QTest.keyClick(window, Qt.Key.Key_Space)  # an action that no file holds
    qtbot.waitUntil(lambda: window.controller.game.action_count == 1)
    before = window.controller.game
    _restart(qtbot, window)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    cancel = window.game_files.ask_box.button(QMessageBox.StandardButton.Cancel)
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_files.ask_box is None)
    assert window.controller.game is before  # nothing replaced


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")  # (a menu)
def test_the_opening_hands_dialog_leaves_the_menus_in_reach(qtbot) -> None:
    """The demo and every new goldfish game open on keep or mulligan: its window-modal dialog
    kept the menu bar from a click, so New game…, Open… and Help waited for an answer. The
    dialog stays up beside the window, and closes when a new game replaces the one it asks
    about."""
    from PySide6.QtWidgets import QMenu

    setup = GameSetup(players=(PlayerSetup("Ann", library=(PLAINS,) * 30),), opening_hands=True)
    window = make_window(qtbot, Game(setup))
    QTest.keyClick(window, Qt.Key.Key_Space)  # Next: the waiting choice's dialog
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(MulliganDialog)))
    bar = window.menuBar()
    help_menu = next(x for x in bar.actions() if x.text() == "&Help")
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(help_menu).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    assert QApplication.activePopupWidget() is help_menu.menu()
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    dialog = next(d for d in window.findChildren(MulliganDialog) if d.isVisible())
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    QTest.keyClick(dialog, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Open…, from it
    qtbot.waitUntil(lambda: window.game_files.file_dialog is not None)
    window.game_files.file_dialog.reject()
    pump()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    calls = []
    window.lab_menu.statistics.triggered.connect(lambda *_: calls.append("statistics"))
    QTest.keyClick(dialog, Qt.Key.Key_O, ctrl_shift)  # Goldfish > Statistics, from it too
    assert calls == ["statistics"]
    pump()
    plain = GameSetup(players=(PlayerSetup("Ann", library=(PLAINS,) * 30),), opening_hands=False)
    window.controller.replace_game(Game(plain))  # (what New game… does once answered)
    pump()
    assert not any(d.isVisible() for d in window.findChildren(MulliganDialog))
