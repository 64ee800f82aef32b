"""The keyboard and the focus, driven the way a player does: keys pressed on the window and on
the focused widget, clicks at a widget's position.

Space is Next wherever the focus is (but in a text field); Enter plays the focused hand card;
the arrows move between cards; the Menu key's menu opens with its first item selected; Help >
Keyboard shortcuts lists every menu command with its key; each button's tooltip names its key.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu

from saga_table.engine import actions as a
from saga_table.engine.ids import Zone
from saga_table.engine.turns import Step
from tests.qt.window_support import (
    card_in_hand,
    goldfish_game,
    japanese,
    make_window,
    permanent,
    pump,
)


def _to_main(qtbot, window) -> None:
    """From the first upkeep to the precombat main phase, by Space on the window."""
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step is Step.MAIN)


def _focus_hand_card(window, name: str) -> None:
    """Focus the hand and move to ``name`` with the arrow keys, as a player would."""
    view = window.hand_panel.view
    window.commands.focus_hand.trigger()  # F8's action
    assert view.hasFocus()
    target = window.hand_model.row_of(card_in_hand(window.controller.game, name))
    QTest.keyClick(view, Qt.Key.Key_Home)
    for _ in range(target):
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.currentIndex().row() == target


def test_space_advances_after_enter_plays_the_focused_hand_card(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _to_main(qtbot, window)
    _focus_hand_card(window, "Plains")
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_Return)
    state = window.controller.state
    assert [o.name for o in state.permanents()] == ["Plains"]  # played, as a land is
    assert window.hand_panel.view.hasFocus()  # the hand still has the focus...
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_Space)
    assert window.controller.state.turn.step is Step.BEGINNING_OF_COMBAT  # ...and Space is Next


def test_space_advances_after_a_double_click_plays_a_hand_card(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _to_main(qtbot, window)
    view = window.hand_panel.view
    row = window.hand_model.row_of(card_in_hand(window.controller.game, "Grizzly Bears"))
    centre = view.visualRect(window.hand_model.index(row)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert [i.source_name for i in window.controller.state.stack] == ["Grizzly Bears"]  # cast
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert not window.controller.state.stack  # Next resolved it
    assert [o.name for o in window.controller.state.permanents()] == ["Grizzly Bears"]


def test_space_advances_after_clicking_the_phase_bar(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    bar = window.phase_bar
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() // 2, 8))
    assert bar.hasFocus()
    step = window.controller.state.turn.step
    QTest.keyClick(bar, Qt.Key.Key_Space)
    assert window.controller.state.turn.step is not step


def test_a_text_field_keeps_its_space(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    field = QLineEdit(window.side_panel)
    field.show()
    field.setFocus()
    step = window.controller.state.turn.step
    QTest.keyClick(field, Qt.Key.Key_Space)
    assert field.text() == " " and window.controller.state.turn.step is step


def test_clicking_the_table_takes_the_focus_from_the_hand(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _to_main(qtbot, window)
    _focus_hand_card(window, "Plains")
    battlefield = window.battlefields[0]
    QTest.mouseClick(battlefield, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not window.hand_panel.view.hasFocus()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    assert not list(window.controller.state.permanents())  # Enter played nothing


def test_shift_enter_and_delete_on_the_focused_hand_card(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _focus_hand_card(window, "Tale of Two")
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert [o.name for o in window.controller.state.permanents()] == ["Tale of Two"]
    _focus_hand_card(window, "Grizzly Bears")
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_Delete)
    state = window.controller.state
    assert [state.objects[i].name for i in state.zone(0, Zone.GRAVEYARD)] == ["Grizzly Bears"]


def test_arrows_move_between_cards_on_the_table(qtbot) -> None:
    game = goldfish_game(players=2)
    window = make_window(qtbot, game)
    for name in ("Plains", "Grizzly Bears"):
        window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, name)))
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Grizzly Bears", 1)))
    pump()
    first = window.battlefields[0].card_widget(permanent(game, "Plains"))
    bears = window.battlefields[0].card_widgets()[1]
    theirs = window.battlefields[1].card_widgets()[0]
    first.setFocus()
    QTest.keyClick(first, Qt.Key.Key_Right)
    assert bears.hasFocus()
    QTest.keyClick(bears, Qt.Key.Key_Down)
    assert theirs.hasFocus()  # the next player's battlefield
    QTest.keyClick(theirs, Qt.Key.Key_Up)
    assert first.hasFocus() or bears.hasFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert first.hasFocus()


#: Offscreen, a popup menu cannot grab the keyboard or be raised (Qt says so, harmlessly).
_OFFSCREEN_POPUP = pytest.mark.qt_log_ignore("grabbing the keyboard", "does not support raise")


def _open_popup(qtbot) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


@_OFFSCREEN_POPUP
def test_the_menu_key_opens_the_card_menu_with_its_first_item_selected(qtbot) -> None:
    game = goldfish_game()
    window = make_window(qtbot, game)
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Grizzly Bears")))
    pump()
    card = window.battlefields[0].card_widgets()[0]
    card.setFocus()
    QTest.keyClick(card, Qt.Key.Key_Menu)
    menu = _open_popup(qtbot)
    assert menu.activeAction() is menu.actions()[0]
    assert menu.activeAction().text().partition("\t")[0] == "Tap"
    QTest.keyClick(menu, Qt.Key.Key_Return)  # Enter takes the selected item
    qtbot.waitUntil(
        lambda: window.controller.state.objects[permanent(game, "Grizzly Bears")].tapped
    )


@_OFFSCREEN_POPUP
def test_the_menu_key_on_the_hand_opens_the_current_cards_menu(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _focus_hand_card(window, "Tale of Two")
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    menu = _open_popup(qtbot)
    assert menu.activeAction() is menu.actions()[0] and menu.activeAction().text() == "Play"
    menu.close()


def _menu_commands(window) -> list:
    out = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif not action.isSeparator():
                out.append(action)

    for top in window.menuBar().actions():
        walk(top.menu())
    return out


def test_help_keyboard_shortcuts_lists_every_menu_key(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    QTest.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(window.menus, "shortcuts_dialog", None) is not None)
    dialog = window.menus.shortcuts_dialog
    rows = dict(dialog.rows())
    native = QKeySequence.SequenceFormat.NativeText
    keyed = [act for act in _menu_commands(window) if not act.shortcut().isEmpty()]
    assert len(keyed) > 30
    for action in keyed:
        label = action.text().replace("&", "").rstrip("…").strip()
        assert label in rows, label
        assert action.shortcut().toString(native) in rows[label]
    assert rows["Pass the turn"].startswith("Ctrl+E")
    assert rows["Play the focused hand card"] == "Enter"
    dialog.reject()


def test_f1_opens_the_key_list_and_it_names_undo_not_what_it_would_undo(qtbot) -> None:
    # F1 opened About, and the list showed "Undo Next step" for Ctrl+Z after a step.
    window = make_window(qtbot, goldfish_game())
    QTest.keyClick(window, Qt.Key.Key_Space)
    pump()
    assert window.commands.undo.text() != "&Undo"  # it names the step now
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window.menus, "shortcuts_dialog", None) is not None)
    rows = dict(window.menus.shortcuts_dialog.rows())
    assert rows["Undo"].startswith("Ctrl+Z") and rows["Redo"]
    assert not any(name.startswith("Undo ") for name in rows)
    assert "About Saga Table" not in rows
    window.menus.shortcuts_dialog.reject()


def test_every_menu_key_is_used_once(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    keys = [s.toString() for act in _menu_commands(window) for s in act.shortcuts()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_every_tooltip_names_its_key(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    native = QKeySequence.SequenceFormat.NativeText
    for action in _menu_commands(window):
        if not action.shortcut().isEmpty() and action in window.commands.all():
            assert action.shortcut().toString(native) in action.toolTip(), action.text()
    stack, hand = window.stack_panel, window.hand_panel
    expected = {
        window.next_button: "Space",
        window.top_bar.pass_button: "Ctrl+E",
        stack.resolve_button: "Ctrl+R",
        stack.by_hand_button: "Ctrl+Shift+R",
        stack.counter_button: "Ctrl+Shift+X",
        stack.decision_button: "Ctrl+J",
        hand.play_button: "Enter",
        hand.put_button: "Shift+Enter",
        hand.discard_button: "Delete",
    }
    for button, key in expected.items():
        assert f"({key})" in button.toolTip(), (button.text(), button.toolTip())


def test_the_shortcuts_dialog_speaks_japanese(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        dialog = window.menus.show_shortcuts()
        rows = dialog.rows()
        texts = [text for row in rows for text in row]
        assert "ターンを渡す" in texts
        assert any("手札" in command for command, _keys in rows)
        ascii_only = [command for command, _keys in rows if command.isascii() and command.strip()]
        assert not ascii_only, ascii_only
        dialog.reject()


def test_clicking_a_card_focuses_it_so_its_keys_work(qtbot) -> None:
    game = goldfish_game()
    window = make_window(qtbot, game)
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Grizzly Bears")))
    pump()
    window.commands.focus_hand.trigger()
    card = window.battlefields[0].card_widgets()[0]
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(30, 60))
    assert card.hasFocus()
    QTest.keyClick(card, Qt.Key.Key_T)
    assert window.controller.state.objects[permanent(game, "Grizzly Bears")].tapped


def test_menu_keys_work_wherever_the_focus_is(qtbot) -> None:
    game = goldfish_game()
    window = make_window(qtbot, game)
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Grizzly Bears")))
    pump()
    places = [
        window.hand_panel.view,
        window.log_view,
        window.stack_panel.view,
        window.phase_bar,
        window.seats[0],
        window.battlefields[0].card_widgets()[0],
        window.next_button,
        window.hand_panel.player_box,
    ]
    for place in places:
        place.setFocus()
        assert place.hasFocus(), place
        before = len(window.controller.state.zone(0, Zone.HAND))
        QTest.keyClick(place, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        assert len(window.controller.state.zone(0, Zone.HAND)) == before + 1, place
        QTest.keyClick(place, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo
        assert len(window.controller.state.zone(0, Zone.HAND)) == before, place
        step = window.controller.state.turn.step
        QTest.keyClick(place, Qt.Key.Key_Space)
        assert window.controller.state.turn.step is not step, place
        QTest.keyClick(place, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert window.controller.state.turn.step is step, place


def test_f8_goes_to_the_hand_with_a_card_shown_chosen_and_enter_plays_it(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _to_main(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    view = window.hand_panel.view
    view.clearSelection()
    QTest.keyClick(window, Qt.Key.Key_F8)
    assert view.hasFocus()
    chosen = view.selectionModel().selectedIndexes()
    assert [i.row() for i in chosen] == [view.currentIndex().row()]  # drawn as chosen
    oid = window.hand_model.id_at(chosen[0].row())
    QTest.keyClick(view, Qt.Key.Key_Return)
    state = window.controller.state
    assert oid not in state.zone(0, Zone.HAND)  # the card shown chosen is the one played
