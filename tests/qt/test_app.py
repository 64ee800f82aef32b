"""The application: start-up, the smoke test, records, languages, screenshots."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QImage

from saga_table.app import UI_FONT_FAMILIES, AppSession, create_application, load_game_for
from saga_table.demo import table_midgame
from saga_table.engine.record import game_to_json
from saga_table.qt.main_window import MainWindow
from saga_table.screenshot_command import parse_size, render
from tests.qt.i18n_support import ensure_qm
from tests.qt.window_support import goldfish_game

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SAGA_TABLE_DATA_DIR=str(tmp_path))
    return subprocess.run(
        [sys.executable, "-m", "saga_table", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_smoke_test_plays_a_turn_and_exits_cleanly(tmp_path: Path) -> None:
    result = run_cli("--smoke-test", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "ordered two chapter abilities" in result.stdout
    assert "turned a lore dial" in result.stdout
    assert "Qt" not in result.stderr.replace("propagateSizeHints", "")


def test_screenshot_command_renders_the_window(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    ensure_qm()
    result = run_cli(
        "screenshot",
        "--demo",
        "table",
        "--lang",
        "ja",
        "--size",
        "1366x768",
        "--out",
        str(out),
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)


def test_screenshot_of_a_record(qtbot, tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(game_to_json(table_midgame())), encoding="utf-8")
    out = tmp_path / "shot.png"
    assert render(str(record), str(out), size=(1000, 700)) is None
    assert QImage(str(out)).width() == 1000


def test_sizes_are_read_or_refused() -> None:
    assert parse_size("1366x768") == (1366, 768)
    with pytest.raises(ValueError):
        parse_size("big")


def test_a_record_opens_on_the_state_it_leads_to(qapp, tmp_path: Path) -> None:
    game = table_midgame()
    record = tmp_path / "game.json"
    record.write_text(json.dumps(game_to_json(game)), encoding="utf-8")
    loaded, problem = load_game_for(str(record))
    assert problem is None
    assert loaded.state == game.state
    broken, problem = load_game_for(str(tmp_path / "missing.json"))
    assert problem is not None and "missing.json" in problem.text and not problem.opened
    assert broken.state.decision is not None  # the demo game opens instead


def test_the_app_font_is_the_systems_with_japanese_fallbacks(qapp) -> None:
    app = create_application()
    families = app.font().families()
    system = app.property("sagaTableSystemFontFamilies")
    # The system's UI font first (DejaVu must not replace Segoe UI or San Francisco), then the
    # fallbacks, the bundled fonts among them.
    assert families[: len(system)] == system
    assert families[len(system) :] == [f for f in UI_FONT_FAMILIES if f not in system]
    assert any("IPA" in f or "CJK" in f for f in QFont(app.font()).families())
    assert "DejaVu Sans" in families and "IPAGothic" in families
    create_application()  # again: the same list, the fonts registered once
    assert app.font().families() == families
    assert app.desktopFileName() == "saga-table"


def test_switching_language_builds_the_window_anew_over_the_same_game(qtbot) -> None:
    ensure_qm()
    session = AppSession(create_application(), goldfish_game(), lang="en")
    qtbot.addWidget(session.window)
    session.show((800, 600))
    old = session.window
    session.switch_language("ja")
    try:
        qtbot.addWidget(session.window)
        assert isinstance(session.window, MainWindow) and session.window is not old
        assert session.window.controller is session.controller
        assert session.window.next_button.text() == "次へ"
        assert session.controller.language == "ja"
    finally:
        session.translators.remove()


def _flush_deleted() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _main_window() -> MainWindow:
    from PySide6.QtWidgets import QApplication

    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    return [w for w in windows if w.isVisible()][-1]


def test_the_app_autosaves_and_offers_the_game_again(qapp, monkeypatch) -> None:
    import argparse

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from saga_table.app import run_app
    from saga_table.qt.dialogs.mulligan import MulliganDialog

    args = argparse.Namespace(record=None, lang="en", smoke_test=False)
    seen: dict[str, object] = {}
    # Closing the last window would start Qt's quitting for good and leave later tests' windows
    # unable to take the focus; quit explicitly instead.
    qapp.setQuitOnLastWindowClosed(False)

    # Each start goes on once the app has finished starting (the window painted, the autosave
    # started, the resume question answered), however long that takes on a busy machine.
    then: list[object] = []
    finish_start = AppSession.finish_start

    def finish_then(self, *args, **kwargs):
        finish_start(self, *args, **kwargs)
        QTimer.singleShot(0, then[-1])

    monkeypatch.setattr(AppSession, "finish_start", finish_then)

    def keep_then_quit() -> None:
        window = _main_window()
        dialog = window.decision_dialog or window.open_decision_dialog()
        assert isinstance(dialog, MulliganDialog)
        dialog.keep()
        seen["actions"] = len(window.controller.game.actions)
        window.close()
        qapp.quit()

    then.append(keep_then_quit)
    assert run_app(args) == 0
    _flush_deleted()
    assert seen["actions"] == 1
    # Next start: the game left in progress is offered, and taken up again.
    asked: list[str] = []
    shown: list[bool] = []

    def answer(*parts, **_kw):
        asked.append(str(parts[2]))
        # Asked over the window, which was shown (and painted) first.
        shown.append(isinstance(parts[0], MainWindow) and parts[0].isVisible())
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)

    def look_then_quit() -> None:
        window = _main_window()
        seen["resumed"] = len(window.controller.game.actions)
        window.close()
        qapp.quit()

    then.append(look_then_quit)
    assert run_app(args) == 0
    _flush_deleted()
    qapp.setQuitOnLastWindowClosed(True)
    assert seen["resumed"] == 1
    assert "A game was left in progress" in asked[0] and "Player" in asked[0]
    assert shown == [True]


def test_every_step_undo_and_redo_reaches_the_autosave(qtbot, tmp_path: Path) -> None:
    from saga_table.engine import actions as a
    from saga_table.engine.ids import PlayerId
    from saga_table.persistence.autosave import find_resumable, resume

    directory = tmp_path / "autosave"
    session = AppSession(create_application(), goldfish_game(), lang="en", autosave_dir=directory)
    qtbot.addWidget(session.window)
    controller = session.controller
    controller.perform(a.ChangeLife(PlayerId(0), -3))
    controller.perform(a.DrawCards(PlayerId(0)))
    controller.undo()
    controller.redo()
    controller.undo()
    session.close()
    offer = find_resumable(directory)
    assert offer is not None and offer.actions == 1 and offer.redo == 1
    resumed = resume(offer)
    assert resumed.state == controller.game.state
    assert resumed.redo_actions == controller.game.redo_actions


def test_the_window_is_painted_before_the_user_cards_are_opened(qtbot, monkeypatch) -> None:
    """The demo is built from the built-in cards for the first paint; the user's own cards are
    opened afterwards, and a card of the demo defined anew there builds the demo again."""
    from saga_table import app as app_module
    from saga_table.demo import builtin_resolver, demo_game
    from saga_table.engine.cards import CardDef

    quick = builtin_resolver()
    session = AppSession(create_application(), demo_game(resolver=quick), lang="en")
    qtbot.addWidget(session.window)
    painted: list[bool] = []
    app_module.after_first_paint(session.window, lambda: painted.append(True))
    own = CardDef.saga("History of Benalia", chapters={1: "Mine.", 2: "Mine.", 3: "Mine."})
    monkeypatch.setattr(app_module, "_card_resolver", lambda: lambda name: quick(name))
    session.finish_start(None, offer_resume=False, demo_resolver=quick)
    assert not session.controller.game.history  # the same cards: the same demo game kept
    first = session.controller.game
    session.show((800, 600), open_decision=False)
    qtbot.waitUntil(lambda: painted == [True])
    monkeypatch.setattr(
        app_module,
        "_card_resolver",
        lambda: lambda name: own if name == "History of Benalia" else quick(name),
    )
    session.finish_start(None, offer_resume=False, demo_resolver=quick)
    game = session.controller.game
    assert game is not first
    cards = {o.card.name: o.card for o in game.state.objects.values()}
    assert cards["History of Benalia"] == own
    if session.window.decision_dialog is not None:
        session.window.decision_dialog.reject()


def test_a_decklist_named_on_the_command_line_offers_a_goldfish_game_with_it(
    qapp, monkeypatch, tmp_path: Path
) -> None:
    """``saga-table deck.txt`` does what Game > Open does with a decklist: it names the lines it
    could not use and offers a goldfish game (it used to say "not a Saga Table file")."""
    import argparse

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMessageBox

    deck = tmp_path / "benalia.txt"
    deck.write_text("4 History of Benalia\n56 Plains\nxyz\n", encoding="utf-8")
    args = argparse.Namespace(record=str(deck), lang="en", smoke_test=False)
    qapp.setQuitOnLastWindowClosed(False)
    finish_start = AppSession.finish_start
    seen: dict[str, object] = {}

    def finish_then(self, *a, **kw):
        finish_start(self, *a, **kw)
        QTimer.singleShot(0, answer)

    def answer() -> None:
        window = _main_window()
        box = window.deck_games.question
        assert isinstance(box, QMessageBox)
        seen["text"] = box.text()
        go = next(b for b in box.buttons() if b.text() == "Goldfish")
        QTest.mouseClick(go, Qt.MouseButton.LeftButton)
        state = window.controller.state
        seen["game"] = ([p.name for p in state.players], len(state.zone(0, "library")) + 7)
        window.close()
        qapp.quit()

    monkeypatch.setattr(AppSession, "finish_start", finish_then)
    from saga_table.app import run_app

    assert run_app(args) == 0
    _flush_deleted()
    qapp.setQuitOnLastWindowClosed(True)
    assert "“benalia.txt” is a decklist of 60 cards" in str(seen["text"])
    assert "Line 3" in str(seen["text"])  # the line it could not use is named
    assert seen["game"] == (["You"], 60)


def test_a_game_taken_up_after_a_crash_keeps_the_file_it_was_saved_to(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """Saved to g.json, played on, then the app is killed: taken up again at the next start,
    the game is g.json's game with changes that file lacks (the title says "g.json" and
    "modified"), so Save offers that file again; it was a game in no file."""
    from PySide6.QtWidgets import QMessageBox

    from saga_table.engine import actions as a
    from saga_table.engine.ids import PlayerId

    directory = tmp_path / "autosave"
    saved = tmp_path / "g.json"
    first = AppSession(create_application(), goldfish_game(), lang="en", autosave_dir=directory)
    qtbot.addWidget(first.window)
    first.controller.perform(a.ChangeLife(PlayerId(0), -3))
    assert first.window.game_files.write_record(str(saved))
    first.controller.perform(a.DrawCards(PlayerId(0)))
    assert first.autosave is not None
    first.autosave._saver._abandon()  # killed: no clean close
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    second = AppSession(create_application(), goldfish_game(), lang="en")
    qtbot.addWidget(second.window)
    second.finish_start(directory, offer_resume=True, open_decision=False)
    assert len(second.controller.game.actions) == 2
    assert second.window.game_files.path == saved
    assert "g.json" in second.window.windowTitle() and second.window.isWindowModified()
    second.close()
