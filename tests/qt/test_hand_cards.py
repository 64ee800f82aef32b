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
