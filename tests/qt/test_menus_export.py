"""Game → Export log as text…: the window's log, line for line, in the window's language."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from saga_table.demo import table_midgame
from saga_table.persistence.log_text import game_log_text
from saga_table.persistence.paths import app_paths
from tests.qt.window_support import japanese, make_window


def test_the_log_is_written_in_english(qtbot, tmp_path: Path, monkeypatch) -> None:
    window = make_window(qtbot, table_midgame())
    offered: list[str] = []

    def choose(_parent, _title, suggested, _filters):
        offered.append(suggested)
        return str(tmp_path / "log.txt"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    window.files.export_log.trigger()
    text = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert text == game_log_text(window.controller.game, "en")
    lines = text.splitlines()
    assert lines[:2] == ["Saga Table — game log", "Players: Alice, Bruno, Chen, Dana"]
    # The same text as the window's log (a blank line before each turn).
    assert [line for line in lines[2:] if line] == window.log_model.lines()
    assert "Alice becomes the monarch." in lines
    # The name offered: the date and the players, in the saved-games folder.
    assert re.fullmatch(r"\d{4}-\d\d-\d\d Alice Bruno Chen Dana\.txt", Path(offered[0]).name)
    assert Path(offered[0]).parent == app_paths().saves_dir
    assert window.statusBar().currentMessage() == f"Log written to {tmp_path / 'log.txt'}"


def test_the_log_is_written_in_japanese(qtbot, tmp_path: Path) -> None:
    with japanese():
        window = make_window(qtbot, table_midgame(language="ja"), language="ja")
        target = tmp_path / "ログ.txt"
        assert window.files.write_log(target)
        assert window.statusBar().currentMessage() == f"ログを{target}に書き出しました"
        shown = window.log_model.lines()
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[:2] == ["Saga Table — ゲームログ", "プレイヤー：アリス、ブルーノ、チェン、ダナ"]
    assert [line for line in lines[2:] if line] == shown
    assert "アリスが統治者になった。" in lines
    assert not [line for line in lines if re.search(r"\b(the|is|are|turn)\b", line)]


def test_a_log_that_cannot_be_written_says_why(qtbot, tmp_path: Path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    window = make_window(qtbot, table_midgame())
    assert not window.files.write_log(tmp_path / "no such folder" / "log.txt")
    assert shown and "log.txt" in shown[0]
