"""What Next does, in two lines that break where a player reads them (a Saga's name, then its
chapter), at 1024x600 in Japanese: Japanese text may otherwise break between any two characters.

714.2b / 714.3b: a Saga put onto the battlefield gets its first lore counter and its chapter I
triggers; Next then resolves that chapter, and says so.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from saga_table.qt.dialogs.put_card import PutCardDialog
from tests.qt.test_paper_table import open_dialog, paper_game, shortcut, type_text
from tests.qt.window_support import japanese, make_window, pump


def _lines_fit(window) -> list[str]:
    label = window.next_hint
    lines = label.text().split("\n")
    if len(lines) > 1:  # (lines of our own: each fits; else the label wraps between words)
        metrics = label.fontMetrics()
        assert all(metrics.horizontalAdvance(line) <= label.width() for line in lines), lines
    return lines


def test_cr714_3b_next_names_the_saga_then_its_chapter_on_two_whole_lines_in_japanese(
    qtbot,
) -> None:
    with japanese():
        window = make_window(qtbot, paper_game(4), language="ja", size=(1024, 600))
        shortcut(qtbot, window, Qt.Key.Key_P)
        dialog = open_dialog(qtbot, window, PutCardDialog)
        type_text(dialog.search, "べなりあ")
        QTest.keyClick(dialog.search, Qt.Key.Key_Return)
        pump()
        assert window.controller.state.stack, "chapter I is on the stack"
        for _ in range(6):  # Next: chapter I resolves, then on to the main phase (714.3b)
            if window.controller.state.stack and window.controller.state.stack[-1].chapter == 2:
                break
            QTest.keyClick(window, Qt.Key.Key_Space)
            pump()
        assert window.controller.state.stack[-1].chapter == 2
        label = window.next_hint
        whole = "ベナリア史 — 第II章を解決する"
        assert label.fontMetrics().horizontalAdvance(whole) > label.width()  # (two lines)
        assert _lines_fit(window) == ["ベナリア史 —", "第II章を解決する"]
        QTest.keyClick(window, Qt.Key.Key_Space)  # Next: chapter II resolves
        pump()
        assert not window.controller.state.stack
        assert "\n" not in label.text()  # (what Next does now is not a card's part)


def test_an_english_hint_too_long_to_break_at_the_dash_wraps_between_words(qtbot) -> None:
    window = make_window(qtbot, paper_game(2), size=(1024, 600))
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    type_text(dialog.search, "History of Benalia")
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.stack
    # Too long for a line of its own before the dash: left to the label's wrapping between words.
    assert window.next_hint.text() == "Resolve History of Benalia — chapter I"


def test_cr103_5_a_players_decision_breaks_after_the_colon_in_japanese(qtbot) -> None:
    # The goldfish demo opens on its mulligan decision (103.5): the hint had read
    # 「プレイヤー：キープかマリガン」 over 「か…」.
    from saga_table.demo import demo_game

    with japanese():
        window = make_window(qtbot, demo_game(language="ja"), language="ja", size=(1024, 600))
        pump()
        label = window.next_hint
        whole = "プレイヤー：キープかマリガンか"  # (no "…": at the end of the hint it read as cut)
        assert label.fontMetrics().horizontalAdvance(whole) > label.width()  # (two lines)
        assert _lines_fit(window) == ["プレイヤー：", "キープかマリガンか"]
        window.decision_dialog or window.open_decision_dialog()
        QTest.keyClick(window.decision_dialog, Qt.Key.Key_Return)  # Keep, the default button
        pump()
        assert window.controller.state.decision is None
        assert "\n" not in label.text()
