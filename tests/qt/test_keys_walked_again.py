"""Keys and window behaviour a keyboard walk-through found wanting (2026-12-04), driven the way
a player does: keys pressed on the window and on the focused widget."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from saga_table.engine import actions as a
from saga_table.engine.turns import Step
from tests.qt.window_support import card_in_hand, goldfish_game, make_window, permanent, pump

#: Offscreen, a popup menu cannot grab the keyboard or be raised (Qt says so, harmlessly).
_OFFSCREEN_POPUP = pytest.mark.qt_log_ignore("grabbing the keyboard", "does not support raise")


def _open_popup(qtbot) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def _focused():
    return QApplication.focusWidget()


def _menu_closed(qtbot, window) -> None:
    """Wait for the popup to be gone; offscreen, closing a popup may leave no window active
    (a window manager gives the activation back), so the window is made active again."""
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    pump()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


@_OFFSCREEN_POPUP
def test_escape_from_a_menu_gives_the_keyboard_back_to_the_hand(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step is Step.MAIN)
    QTest.keyClick(window, Qt.Key.Key_F8)
    view = window.hand_panel.view
    assert view.hasFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    row = view.currentIndex().row()
    QTest.keyClick(view, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    menu = _open_popup(qtbot)
    assert menu.title() == "&Edit"
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    _menu_closed(qtbot, window)
    assert view.hasFocus(), _focused()
    QTest.keyClick(_focused(), Qt.Key.Key_Left)  # the hand's arrow, not the menu bar's
    assert view.currentIndex().row() == row - 1
    QTest.keyClick(_focused(), Qt.Key.Key_Return)
    pump()
    assert QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None
    assert window.game_files.ask_box is None


@_OFFSCREEN_POPUP
def test_left_and_right_still_walk_between_open_menus(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    QTest.keyClick(window, Qt.Key.Key_F8)
    view = window.hand_panel.view
    QTest.keyClick(view, Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    edit = _open_popup(qtbot)
    QTest.keyClick(edit, Qt.Key.Key_Left)
    pump()
    game = _open_popup(qtbot)
    assert game.title() == "&Game"
    QTest.keyClick(game, Qt.Key.Key_Right)
    pump()
    assert _open_popup(qtbot).title() == "&Edit"
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    _menu_closed(qtbot, window)
    assert view.hasFocus(), _focused()


def _menu_keys(menu: QMenu) -> dict[str, str]:
    """Each entry's label and the key shown beside it (after the tab, or its shortcut)."""
    out = {}
    for action in menu.actions():
        label, _tab, keys = action.text().partition("\t")
        out[label] = keys or action.shortcut().toString()
    return out


@_OFFSCREEN_POPUP
def test_a_sagas_menu_shows_the_keys_that_tap_it_and_turn_its_lore(qtbot) -> None:
    game = goldfish_game()
    window = make_window(qtbot, game)
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "History of Benalia")))
    window.controller.perform(a.ResolveTopOfStack())  # chapter I: a Knight
    pump()
    saga_id = permanent(game, "History of Benalia")
    saga = window.battlefields[0].card_widget(saga_id)
    saga.setFocus()
    QTest.keyClick(saga, Qt.Key.Key_Menu)
    menu = _open_popup(qtbot)
    keys = _menu_keys(menu)
    menu.close()
    assert keys["Tap"] == "T"
    assert keys["Add a lore counter"] == "Up / +"
    assert keys["Remove a lore counter"] == "Down / -"
    assert keys["Show the card large"] == "Z"
    # The keys shown are the ones the focused card takes.
    state = lambda: window.controller.state.objects[saga_id]  # noqa: E731
    lore = state().counters["lore"]
    QTest.keyClick(saga, Qt.Key.Key_Plus)
    assert state().counters["lore"] == lore + 1
    QTest.keyClick(saga, Qt.Key.Key_Down)
    assert state().counters["lore"] == lore
    QTest.keyClick(saga, Qt.Key.Key_T)
    assert state().tapped


def _changed_pixels(before, after, rect) -> int:
    """How many pixels of ``rect`` differ between two grabs of one widget."""
    a_img, b_img = before.toImage(), after.toImage()
    r = rect.toRect().intersected(a_img.rect())
    return sum(
        a_img.pixel(x, y) != b_img.pixel(x, y)
        for x in range(r.left(), r.right() + 1)
        for y in range(r.top(), r.bottom() + 1)
    )


def test_tab_into_the_phase_bar_rings_the_current_step(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step is Step.MAIN)
    bar = window.phase_bar
    layout = bar.bar_layout()
    untap = layout.chip_rects[0]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=untap.center().toPoint())  # (done)
    QTest.keyClick(window, Qt.Key.Key_F8)  # the hand
    unfocused = bar.grab()
    view = window.hand_panel.view
    QTest.keyClick(view, Qt.Key.Key_Tab)  # the seat
    QTest.keyClick(_focused(), Qt.Key.Key_Tab)  # the phase bar
    assert bar.hasFocus(), _focused()
    focused = bar.grab()
    current = next(n for n, chip in enumerate(layout.chips) if layout.current in chip)
    ring = layout.chip_rects[current]
    assert _changed_pixels(unfocused, focused, untap) == 0  # not the step clicked earlier
    # A ring all round the current step: at least twice its outline in pixels, not a dotted
    # rectangle inside its label.
    outline = 2 * (ring.width() + ring.height())
    assert _changed_pixels(unfocused, focused, ring.adjusted(-3, -3, 3, 3)) >= 2 * outline
    QTest.keyClick(bar, Qt.Key.Key_Right)
    QTest.keyClick(bar, Qt.Key.Key_Return)  # the step after the current one
    assert window.controller.state.turn.step is Step.BEGINNING_OF_COMBAT


def _edge_colour(view, row: int):
    """The colour of a hand card's frame, at the middle of its top edge, as painted."""
    rect = view.visualRect(view.model().index(row, 0))
    return view.viewport().grab().toImage().pixelColor(rect.center().x(), rect.top() + 2)


def _distance(one, other) -> int:
    return sum(abs(x - y) for x, y in zip(one.getRgb()[:3], other.getRgb()[:3], strict=True))


def test_the_hands_current_card_looks_inactive_when_the_table_has_the_focus(qtbot) -> None:
    game = goldfish_game()
    window = make_window(qtbot, game)
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Grizzly Bears")))
    pump()
    view = window.hand_panel.view
    QTest.keyClick(window, Qt.Key.Key_F8)
    assert view.hasFocus() and view.currentIndex().row() == 0
    highlight = view.palette().color(view.palette().ColorRole.Highlight)
    other = _edge_colour(view, 1)  # a card not chosen
    assert _distance(_edge_colour(view, 0), highlight) < 40  # the focused hand's card
    QTest.keyClick(view, Qt.Key.Key_F6)
    assert window.battlefields[0].card_widgets()[0].hasFocus()
    inactive = _edge_colour(view, 0)
    assert _distance(inactive, highlight) > 120  # no longer the focus's blue...
    assert _distance(inactive, other) > 30  # ...but still marked as the hand's chosen card


def test_the_keyboard_follows_a_card_that_changes_piles(qtbot) -> None:
    """Two Plains lie as one pile; T on it taps one (it goes to a tapped pile beside), T again
    taps the other, and the untapped pile is gone: the keyboard went to the next card, the
    Mountain, which a third T would have tapped. It follows the Plains to their pile."""
    from saga_table.demo import builtin_resolver
    from saga_table.engine.game import Game
    from saga_table.engine.ids import PlayerId
    from saga_table.engine.setup import GameSetup, PlayerSetup

    resolve_card = builtin_resolver()
    game = Game(GameSetup(players=(PlayerSetup("Ann", paper=True), PlayerSetup("Ben", paper=True))))
    for name in ("Plains", "Plains", "Mountain"):
        game.apply(a.PutCardOntoBattlefield(resolve_card(name), PlayerId(0)))
    window = make_window(qtbot, game)
    QTest.keyClick(window, Qt.Key.Key_F6)  # the table: its first card
    first = QApplication.focusWidget()
    assert first.view().name == "Plains"
    QTest.keyClick(first, Qt.Key.Key_T)
    pump()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_T)
    pump()
    focused = QApplication.focusWidget()
    assert focused.view().name == "Plains" and focused.view().tapped
    lands = [o for o in window.controller.state.permanents()]
    assert [(o.name, o.tapped) for o in lands] == [
        ("Plains", True),
        ("Plains", True),
        ("Mountain", False),
    ]
