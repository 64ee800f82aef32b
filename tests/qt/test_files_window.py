"""New game, Open and Save through the window, as a player does them: keys, clicks, typing."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QMessageBox

from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId, Zone
from saga_table.persistence.paths import app_paths
from saga_table.qt.dialogs.new_game import DECK_DEMO, DECK_NONE, NewGameDialog
from saga_table.qt.game_files import with_suffix
from tests.qt.window_support import goldfish_game, japanese, make_window, pump


def _press(window, key: Qt.Key, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:
    """A key to the window, once it is the active window again (offscreen, a closed dialog
    gives the activation back to no one; a window manager gives it to the window)."""
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        window.windowHandle().requestActivate()
        for _ in range(50):
            QApplication.processEvents()
            if QApplication.activeWindow() is window:
                break
    assert QApplication.activeWindow() is window
    QTest.keyClick(window, key, modifiers)


def _click_button(box: QMessageBox, which: QMessageBox.StandardButton) -> None:
    button = box.button(which)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())


def _shown_dialog(qtbot, kind: type):
    """The dialog of ``kind`` once it is shown (a window-modal dialog opened by a key)."""
    found: list[object] = []

    def shown() -> bool:
        found[:] = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(shown)
    return found[0]


def _new_game_dialog(qtbot) -> NewGameDialog:
    return _shown_dialog(qtbot, NewGameDialog)


def _played_on(qtbot, window) -> None:
    """One action from the keyboard: Next (the game now has something to lose)."""
    _press(window, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: len(window.controller.game.actions) == 1)


def test_ctrl_n_with_unsaved_changes_asks_and_cancel_keeps_the_game(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=2))
    assert not window.isWindowModified()
    _played_on(qtbot, window)
    assert window.isWindowModified()  # the title's "*"
    _press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    box = window.game_files.ask_box
    assert box.isVisible() and "not saved" in box.text()
    _click_button(box, QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: window.game_files.ask_box is None)
    pump()
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog)]
    assert len(window.controller.game.actions) == 1  # the game is still there

    _press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    _click_button(window.game_files.ask_box, QMessageBox.StandardButton.Discard)
    dialog = _new_game_dialog(qtbot)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.controller.game.actions)
    assert not window.isWindowModified()


def _file_dialog(qtbot, window):
    qtbot.waitUntil(lambda: window.game_files.file_dialog is not None)
    dialog = window.game_files.file_dialog
    qtbot.waitUntil(dialog.isVisible)
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    assert edit is not None
    return dialog, edit


# Typing in the file dialog's name field pops up its completer, which offscreen cannot raise.
@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grab"
)
def test_save_adds_json_in_the_saved_games_folder_and_open_lists_it(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=2))
    _played_on(qtbot, window)
    _press(window, Qt.Key.Key_S)
    dialog, edit = _file_dialog(qtbot, window)
    saves = app_paths().saves_dir
    assert Path(dialog.directory().absolutePath()) == saves
    assert edit.text() == f"{date.today().isoformat()} Ann Bo.json"  # the date and the players
    edit.selectAll()
    QTest.keyClicks(edit, "game4p")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (saves / "game4p.json").exists())
    assert not (saves / "game4p").exists()
    assert json.loads((saves / "game4p.json").read_text(encoding="utf-8"))["actions"]
    assert window.windowTitle().startswith("game4p.json")
    assert not window.isWindowModified()

    _press(window, Qt.Key.Key_O)  # nothing unsaved: no question, the Open dialog
    dialog, edit = _file_dialog(qtbot, window)
    assert window.game_files.ask_box is None
    views = [v for v in dialog.findChildren(QAbstractItemView) if v.isVisible()]

    def listed() -> bool:
        for view in views:
            model, root = view.model(), view.rootIndex()
            names = {model.index(r, 0, root).data() for r in range(model.rowCount(root))}
            if "game4p.json" in names:
                return True
        return False

    qtbot.waitUntil(listed)
    QTest.keyClicks(edit, "game4p.json")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.game_files.file_dialog is None)
    assert len(window.controller.game.actions) == 1
    assert window.windowTitle().startswith("game4p.json")


def test_save_from_the_question_then_goes_on_to_the_new_game(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=2))
    _played_on(qtbot, window)
    _press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    _click_button(window.game_files.ask_box, QMessageBox.StandardButton.Save)
    _dialog, edit = _file_dialog(qtbot, window)
    QTest.keyClick(edit, Qt.Key.Key_Return)  # the suggested name
    saved = app_paths().saves_dir / f"{date.today().isoformat()} Ann Bo.json"
    qtbot.waitUntil(saved.exists)
    _new_game_dialog(qtbot)


def test_a_name_typed_without_json_gets_it() -> None:
    assert with_suffix("/s/game4p", ".json") == "/s/game4p.json"
    assert with_suffix("/s/game4p.json", ".json") == "/s/game4p.json"
    assert with_suffix("/s/log", ".txt") == "/s/log.txt"


def _start_new_game(qtbot, window, *, names: tuple[str, ...] = (), life: int = 0) -> NewGameDialog:
    """Ctrl+N, type the players' names (a paper game: no decks) and the life, press Enter."""
    _press(window, Qt.Key.Key_N)
    dialog = _new_game_dialog(qtbot)
    if names:
        dialog.player_count.setValue(len(names))
        for row, name in zip(dialog.rows, names, strict=False):
            row.name.selectAll()
            QTest.keyClicks(row.name, name)
            row.deck.setCurrentIndex(row.deck.findData(DECK_NONE))
    if life:
        dialog.starting_life.selectAll()
        QTest.keyClicks(dialog.starting_life, str(life))
    seed = dialog.seed.value()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.game.setup.seed == seed)
    pump()
    return dialog


def _hand(window) -> list[str]:
    state = window.controller.state
    return [state.objects[o].card.name for o in state.zone(PlayerId(0), Zone.HAND)]


def test_two_new_games_with_the_default_seed_give_different_opening_hands(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    window.ui_settings = type(window.ui_settings)(
        open_decisions=False, last_table=(("Ann", DECK_DEMO),)
    )
    _start_new_game(qtbot, window)
    first, first_seed = _hand(window), window.controller.game.setup.seed
    _start_new_game(qtbot, window)
    second, second_seed = _hand(window), window.controller.game.setup.seed
    assert len(first) == len(second) == 7
    assert first_seed != second_seed and first_seed > 0
    assert first != second
    # The seed is in the record: a replay shuffles the same.
    path = app_paths().saves_dir / "seed.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert window.write_record(str(path))
    assert str(second_seed) in path.read_text(encoding="utf-8")


def test_103_5_a_game_of_only_kept_opening_hands_is_replaced_without_asking(qtbot) -> None:
    """Keep the opening hand, then New game: nothing to lose yet, so no question; one action
    more (Next) and New game asks again."""
    from saga_table.qt.dialogs.mulligan import MulliganDialog

    window = make_window(qtbot, goldfish_game(opening_hands=True))
    dialog = window.decision_dialog or window.open_decision_dialog()  # (as the app starts)
    assert isinstance(dialog, MulliganDialog)
    qtbot.waitUntil(dialog.isVisible)
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # Keep, the default button
    qtbot.waitUntil(lambda: len(window.controller.game.actions) == 1)
    assert type(window.controller.game.actions[0]).__name__ == "KeepHand"
    assert not window.isWindowModified()
    _press(window, Qt.Key.Key_N)
    new_game = _new_game_dialog(qtbot)
    assert window.game_files.ask_box is None
    new_game.reject()
    pump()
    _press(window, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier)  # Next: the game is played
    qtbot.waitUntil(lambda: len(window.controller.game.actions) == 2)
    assert window.isWindowModified()
    _press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    _click_button(window.game_files.ask_box, QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: window.game_files.ask_box is None)


def test_new_game_remembers_the_last_table(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    remembered: list[object] = []
    window.settings_changed.connect(remembered.append)
    _start_new_game(qtbot, window, names=("Ann", "Ben", "Cleo", "Dan"), life=30)
    assert [p.name for p in window.controller.state.players] == ["Ann", "Ben", "Cleo", "Dan"]
    assert remembered and remembered[-1].starting_life == 30
    _press(window, Qt.Key.Key_N)
    dialog = _new_game_dialog(qtbot)
    assert dialog.player_count.value() == 4
    assert [row.name.text() for row in dialog.rows[:4]] == ["Ann", "Ben", "Cleo", "Dan"]
    assert [row.deck.currentData() for row in dialog.rows[:4]] == [DECK_NONE] * 4
    assert dialog.starting_life.value() == 30
    dialog.reject()


def test_undo_back_to_the_saved_game_clears_the_mark_and_another_action_sets_it(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=2))
    _played_on(qtbot, window)
    path = app_paths().saves_dir / "mark.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert window.write_record(str(path))
    assert not window.isWindowModified()
    _press(window, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier)  # played on: modified
    qtbot.waitUntil(window.isWindowModified)
    _press(window, Qt.Key.Key_Z)  # Undo: back to what the file holds
    qtbot.waitUntil(lambda: not window.isWindowModified())
    _press(window, Qt.Key.Key_Z)  # Undo once more, then something else: a game the file lacks
    qtbot.waitUntil(window.isWindowModified)
    window.controller.perform(a.ChangeLife(PlayerId(1), -3))
    assert len(window.controller.game.actions) == 1  # as many actions as the file, not the same
    assert window.isWindowModified()
    assert window.windowTitle() == "mark.json[*] — Saga Table"


def _position_editor(qtbot):
    from saga_table.qt.dialogs.position_editor import PositionEditor

    return _shown_dialog(qtbot, PositionEditor)


def test_escape_from_set_up_position_keeps_the_games_file_and_its_unsaved_mark(qtbot) -> None:
    """The editor previews its position on the table; Escape puts the game back as it was,
    saved file, unsaved actions and all: New game still asks before replacing it."""
    window = make_window(qtbot, goldfish_game(players=2))
    _played_on(qtbot, window)
    path = app_paths().saves_dir / "kept.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert window.write_record(str(path))
    _press(window, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier)  # one more, not saved
    qtbot.waitUntil(window.isWindowModified)
    _press(
        window,
        Qt.Key.Key_P,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    editor = _position_editor(qtbot)
    editor.turn.setValue(7)  # previewed on the table meanwhile
    assert window.controller.state.turn.number == 7
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not editor.isVisible())
    pump()
    assert len(window.controller.game.actions) == 2
    assert window.isWindowModified()
    assert window.windowTitle() == "kept.json[*] — Saga Table"
    _press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    _click_button(window.game_files.ask_box, QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: window.game_files.ask_box is None)


def test_a_position_set_up_and_started_is_unsaved_work(qtbot) -> None:
    """A position typed into the editor is in no file: New game asks before it is replaced."""
    window = make_window(qtbot, goldfish_game(players=2))
    _press(
        window,
        Qt.Key.Key_P,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    editor = _position_editor(qtbot)
    editor.turn.setValue(5)
    editor.accept()
    qtbot.waitUntil(lambda: not editor.isVisible())
    pump()
    assert window.controller.state.turn.number == 5
    assert window.isWindowModified()
    _press(window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    _click_button(window.game_files.ask_box, QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: window.game_files.ask_box is None)


def test_ctrl_q_with_unsaved_changes_asks_and_cancel_keeps_the_window(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    _played_on(qtbot, window)
    _press(window, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    box = window.game_files.ask_box
    assert box.windowTitle() == "Unsaved changes" and "quitting" in box.informativeText()
    _click_button(box, QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: window.game_files.ask_box is None)
    pump()
    assert window.isVisible() and len(window.controller.game.actions) == 1

    _press(window, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
    _click_button(window.game_files.ask_box, QMessageBox.StandardButton.Discard)
    qtbot.waitUntil(lambda: not window.isVisible())



def test_a_game_never_saved_is_untitled_in_the_title(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    assert window.windowTitle() == "Untitled[*] — Saga Table"
    _played_on(qtbot, window)
    assert window.windowTitle() == "Untitled[*] — Saga Table" and window.isWindowModified()
    with japanese():
        shown = make_window(qtbot, goldfish_game(), language="ja")
        assert shown.windowTitle() == "無題[*] — Saga Table"
