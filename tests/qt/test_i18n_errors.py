"""The error paths in the Japanese window: a broken decklist, a save file that is a picture, a
decklist opened as a game, and another Saga Table on the same autosave. Every message reads in
Japanese (card and file names excepted), not only the widgets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from saga_table.persistence.autosave import AutosaveError, Autosaver
from saga_table.persistence.paths import app_paths
from saga_table.qt.dialogs.new_game import NewGameDialog
from tests.qt.window_support import goldfish_game, japanese, make_window

#: English words that would betray an untranslated message (file and card names aside).
ENGLISH = re.compile(r"\b(the|is|not|a|an|file|line|count|cannot|could|unknown|game)\b", re.I)


def _japanese_only(text: str, *allowed: str) -> None:
    for name in allowed:
        text = text.replace(name, "")
    assert not ENGLISH.search(text), text
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text


@pytest.fixture
def warnings(monkeypatch) -> list[tuple[str, str]]:
    """The message boxes shown (title, text) instead of waiting for a click."""
    shown: list[tuple[str, str]] = []

    def warning(_parent, title, text, *_args, **_kw):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


def _activate(window) -> None:
    window.activateWindow()
    window.windowHandle().requestActivate()
    for _ in range(50):
        QApplication.processEvents()
        if QApplication.activeWindow() is window:
            return


def test_a_broken_decklist_is_told_in_japanese(qtbot, tmp_path: Path, warnings) -> None:
    deck = tmp_path / "壊れたデッキ.txt"
    deck.write_text("4 Plains\n0 Island\n3 Shokc\n7\nGraveyard:\n", encoding="utf-8")
    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(
            lambda: any(
                isinstance(w, NewGameDialog) and w.isVisible()
                for w in QApplication.topLevelWidgets()
            )
        )
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, NewGameDialog) and w.isVisible()
        )
        dialog.rows[0].set_deck_path(str(deck))
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        # Start asks before the game begins: fix the decklists, or start anyway
        qtbot.waitUntil(lambda: dialog.problems_box is not None)
        box = dialog.problems_box
        title, text = box.windowTitle(), box.text()
        assert dialog.fix_button.text() == "デッキリストを直す"
        box.reject()
    assert title == "デッキリストの問題"
    lines = text.splitlines()
    assert "2行目：枚数が0なので、カードは1枚も加わりません" in text
    assert "3行目：「Shokc」という名前のカードはありません" in text
    assert "4行目：枚数の後にカード名がありません" in text
    assert "知らない見出し「Graveyard」" in text
    for line in lines[1:]:
        _japanese_only(
            line,
            "壊れたデッキ.txt",
            "Shokc",
            "Plains",
            "Island",
            "Graveyard",
            "Deck, Sideboard, Commander, Companion, Maybeboard, Tokens, About",
        )


def _open_through_the_dialog(qtbot, window, name: str) -> None:
    _activate(window)
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.game_files.file_dialog is not None)
    dialog = window.game_files.file_dialog
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    QTest.keyClicks(edit, name)
    QTest.keyClick(edit, Qt.Key.Key_Return)


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grab"
)
def test_opening_a_picture_or_a_decklist_as_a_game_is_told_in_japanese(qtbot, warnings) -> None:
    saves = app_paths().saves_dir
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "photo.json").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    (saves / "deck.json").write_text("4 Plains\n4 Island\n", encoding="utf-8")
    (saves / "empty.json").write_bytes(b"")
    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        for name in ("photo.json", "deck.json", "empty.json"):
            _open_through_the_dialog(qtbot, window, name)
            qtbot.waitUntil(lambda n=name: any(n in text for _t, text in warnings))
    titles = {title for title, _text in warnings}
    assert titles == {"ゲームを開けません"}
    picture, decklist, empty = (text for _t, text in warnings)
    assert picture.endswith(
        "photo.json：このファイルはPNG 画像で、Saga Table のファイルではありません"
    )
    assert decklist.endswith(
        "deck.json：このファイルはデッキリストのようです。Saga Table のファイルではありません"
    )
    assert empty.endswith("empty.json：このファイルは空です")
    for text in (picture, decklist, empty):
        _japanese_only(text.split("：", 1)[1], "Saga Table", "PNG")


def test_another_saga_table_on_the_same_autosave_is_told_in_japanese(qtbot, tmp_path) -> None:
    first = Autosaver(tmp_path)
    first.start(goldfish_game())
    try:
        with japanese(), pytest.raises(AutosaveError) as caught:
            Autosaver(tmp_path).start(goldfish_game())
    finally:
        first.close(clean=True)
    message = str(caught.value)
    assert message == (
        f"別の Saga Table が {tmp_path} に自動保存しています。このゲームは自動保存されません"
    )


def test_the_relabelled_japanese_labels_read_as_a_player_writes_them(qtbot) -> None:
    """The stiff labels rewritten (a merge that keeps the old translation fails here)."""
    from saga_table.demo import table_midgame
    from saga_table.qt.dialogs.new_game import DECK_NONE

    with japanese():
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        deck = dialog.rows[1].deck
        assert deck.itemText(deck.findData(DECK_NONE)) == "デッキなし（実物のカードで遊ぶ）"
        assert dialog.edition.itemText(0) == "2026年9月版"
        window = make_window(qtbot, table_midgame(language="ja"), language="ja")
        assert window.stack_panel.title.text() == "スタック（2）：上から順に"
        assert window.files.rules_edition.text() == "使う総合ルール(&R)"
