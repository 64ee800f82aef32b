"""The hand's cards show their name and type line whole: a card whose type line is long
("Enchantment Creature — Saga Demon", in Japanese too) is drawn wider than the others."""

from __future__ import annotations

from contextlib import nullcontext

import pytest
from PySide6.QtGui import QFontMetricsF

from saga_table.demo import goldfish_midgame
from saga_table.qt.models.zones import ZoneRole
from saga_table.qt.panels import HandCardDelegate
from tests.qt.window_support import japanese, make_window, pump


@pytest.mark.parametrize("language", ["en", "ja"])
def test_cr205_every_hand_card_shows_its_type_line_whole(qtbot, language) -> None:
    with japanese() if language == "ja" else nullcontext():
        window = make_window(qtbot, goldfish_midgame(language=language), language=language)
        pump()
        view = window.hand_panel.view
        model = view.model()
        small = HandCardDelegate._fonts(view.font())[1]
        widths = set()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            rect = view.visualRect(index)
            type_line = str(index.data(ZoneRole.TYPE_LINE))
            # the text column: the card less its margins (2 px) and padding (7 px) each side
            room = rect.width() - 2 * (2 + 7)
            assert QFontMetricsF(small).horizontalAdvance(type_line) <= room, type_line
            widths.add(rect.width())
        assert len(widths) > 1  # the Saga creature's card is wider than a Swamp's


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_hand_of_eight_at_1024x600_is_all_in_sight(qtbot, language) -> None:
    """A laptop's small screen shows one row of the hand: the cards grow narrower (their text
    elides a little) rather than leave the last ones out of sight below it, down to a width a
    name can still be read at. Ctrl+D draws."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from saga_table.demo import demo_game

    with japanese() if language == "ja" else nullcontext():
        window = make_window(
            qtbot, demo_game(language=language), language=language, size=(1024, 600)
        )
        window.decision_dialog or window.open_decision_dialog()
        dialog = window.decision_dialog
        dialog.keep()
        pump()
        view = window.hand_panel.view
        QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        pump()
        model = view.model()
        assert model.rowCount() == 8
        inside = view.viewport().rect()
        for row in range(8):
            rect = view.visualRect(model.index(row, 0))
            assert inside.contains(rect), (row, rect, inside)
        assert not view.verticalScrollBar().isVisible()
        # a ninth card would be narrower than a name can be read at: the hand scrolls instead
        QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        pump()
        widths = {view.visualRect(model.index(r, 0)).width() for r in range(9)}
        assert min(widths) >= HandCardDelegate.MIN_WIDTH
        assert view.verticalScrollBar().isVisible()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_cr201_a_narrow_hand_card_shows_its_name_whole_on_two_lines(qtbot, language) -> None:
    """At 1024x600 a hand of eight or nine cards is narrower than "Triumph of Gerrard" or
    "Fable of the Mirror-Breaker" in one line: the name breaks onto a second line (at a space;
    in Japanese between two characters) or takes a slightly smaller font, rather than lose its
    end to an ellipsis. Cards are drawn by Ctrl+D, and what was painted is read back."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from saga_table.demo import demo_game

    with japanese() if language == "ja" else nullcontext():
        window = make_window(
            qtbot, demo_game(language=language), language=language, size=(1024, 600)
        )
        window.decision_dialog or window.open_decision_dialog()
        window.decision_dialog.keep()
        pump()
        view = window.hand_panel.view
        delegate = window.hand_panel.delegate
        model = view.model()
        two_lines = 0
        for _ in range(2):  # eight cards, then nine
            QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
            pump()
            delegate.drawn.clear()
            view.viewport().grab()  # a real paint of every card in sight
            rows = model.rowCount()
            assert set(delegate.drawn) >= set(range(min(rows, 8))), delegate.drawn
            for row, (lines, type_text) in delegate.drawn.items():
                name = str(model.index(row, 0).data(ZoneRole.NAME))
                joiner = " " if " " in name else ""
                assert joiner.join(lines) == name, (name, lines)
                assert len(lines) <= 2
                assert "…" not in type_text, (type_text, view.visualRect(model.index(row, 0)))
                two_lines += len(lines) == 2
        if language == "en":
            assert two_lines  # (the demo deck's long names did need a second line)
