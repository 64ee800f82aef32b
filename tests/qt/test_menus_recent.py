"""Game → Open Recent: the games saved or opened lately, most recent first, missing ones pruned,
kept in the settings file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from saga_table.app import AppSession, create_application
from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId
from saga_table.persistence.paths import app_paths
from saga_table.persistence.settings import MAX_RECENT_FILES, Settings, load_settings
from saga_table.qt.recent_files import RecentFiles
from tests.qt.window_support import goldfish_game, make_window


def entries(window) -> list[str]:
    """The Open Recent menu as a player sees it when it opens."""
    menu = window.files.recent_menu
    menu.aboutToShow.emit()
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_saved_and_opened_games_are_listed_most_recent_first(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, goldfish_game())
    assert entries(window) == ["No recent games", "&Clear recent files"]
    assert not window.files.no_recent.isEnabled() and not window.files.clear_recent.isEnabled()
    first, second = tmp_path / "Ann first.json", tmp_path / "Ann & Bo.json"
    assert window.write_record(str(first))
    window.controller.perform(a.ChangeLife(PlayerId(0), -2))
    assert window.write_record(str(second))
    assert window.recent_files.paths() == (str(second), str(first))
    assert entries(window) == ["&1 Ann && Bo.json", "&2 Ann first.json", "&Clear recent files"]
    assert window.files.recent_actions[0].statusTip() == str(second)
    # Opening one puts it first again, and opens it.
    window.files.recent_actions[1].trigger()
    assert window.recent_files.paths() == (str(first), str(second))
    assert window.controller.state.players[0].life == 20


def test_missing_files_are_pruned_when_the_menu_opens(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, goldfish_game())
    kept, gone = tmp_path / "kept.json", tmp_path / "gone.json"
    window.write_record(str(kept))
    window.write_record(str(gone))
    gone.unlink()
    assert entries(window) == ["&1 kept.json", "&Clear recent files"]
    assert window.recent_files.paths() == (str(kept),)


def test_a_recent_game_that_vanished_says_so(qtbot, tmp_path: Path, monkeypatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    window = make_window(qtbot, goldfish_game())
    path = tmp_path / "moved.json"
    window.write_record(str(path))
    action = window.files.recent_actions[0]
    path.unlink()
    action.trigger()
    assert warnings == [f"{path} is no longer there."]
    assert window.recent_files.paths() == ()


def test_clear_forgets_the_list(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, goldfish_game())
    window.write_record(str(tmp_path / "one.json"))
    window.files.clear_recent.trigger()
    assert window.recent_files.paths() == ()
    assert entries(window) == ["No recent games", "&Clear recent files"]


def test_ten_at_most_each_once() -> None:
    recent = RecentFiles(exists=lambda _p: True)
    for i in range(12):
        recent.add(f"/games/{i}.json")
    recent.add("/games/5.json")
    paths = recent.paths()
    assert len(paths) == MAX_RECENT_FILES
    assert paths[:3] == ("/games/5.json", "/games/11.json", "/games/10.json")
    assert paths.count("/games/5.json") == 1


def test_the_list_is_kept_in_the_settings_file(qtbot, tmp_path: Path) -> None:
    session = AppSession(create_application(), goldfish_game(), settings=Settings(), lang="en")
    qtbot.addWidget(session.window)
    saved = tmp_path / "kept game.json"
    assert session.window.write_record(str(saved))
    settings_file = app_paths().settings_file
    assert load_settings(settings_file).settings.recent_files == (str(saved),)
    # The next start lists it; a window in another language shares the same list.
    later = AppSession(
        create_application(), goldfish_game(), settings=load_settings(settings_file).settings
    )
    qtbot.addWidget(later.window)
    assert entries(later.window)[0] == "&1 kept game.json"
    later.window.files.clear_recent.trigger()
    assert load_settings(settings_file).settings.recent_files == ()
