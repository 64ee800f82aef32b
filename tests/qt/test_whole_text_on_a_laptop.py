"""Four players on a laptop's 1024x600, in English and Japanese: the words the window writes
are read whole, none clipped or ended in "…" (a player's walk-through found the stack's button
for the waiting choice cut on both sides, a seat's "Left the g…", the stack's second line cut,
Next's hint ending in "…", and the active monarch's name in a tiny font)."""

from __future__ import annotations

from contextlib import nullcontext

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QPushButton, QStyle, QStyleOptionButton

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId
from saga_table.engine.setup import GameSetup, PlayerSetup
from tests.qt.window_support import BENALIA, advance_to, japanese, make_window, pump

LANGUAGES = ["en", "ja"]
SIZES = [(1024, 600), (1366, 768)]

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def names(language: str) -> tuple[str, ...]:
    word = "プレイヤー" if language == "ja" else "Player "
    return tuple(f"{word}{n}" for n in range(1, 5))


def table(qtbot, language: str, size=(1024, 600)):
    """The paper table of four as New game makes it ("Player 1" to "Player 4"), in the app's
    own fonts."""
    from saga_table.app import install_fonts

    install_fonts(QApplication.instance())
    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in names(language))
    window = make_window(qtbot, Game(GameSetup(players=seats)), language=language, size=size)
    pump()
    return window


def in_language(language: str):
    return japanese() if language == "ja" else nullcontext()


def button_lines_cut(button: QPushButton) -> list[str]:
    """The lines of ``button``'s text wider than the room its style gives the text."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    metrics = QFontMetricsF(button.font())
    lines = button.text().split("\n")
    too_tall = metrics.lineSpacing() * len(lines) > room.height() + 1
    return [line for line in lines if metrics.horizontalAdvance(line) > room.width()] + (
        ["(taller than the button)"] if too_tall else []
    )


def by_hand(qtbot, window) -> None:
    """Player 3's History of Benalia, its chapter I resolved By hand: the choice waits."""
    window.controller.perform(a.PutCardOntoBattlefield(BENALIA, PlayerId(2)))
    pump()
    qtbot.mouseClick(window.stack_panel.by_hand_button, Qt.MouseButton.LeftButton)
    pump()
    assert window.controller.state.decision is not None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_button_of_the_waiting_choice_shows_its_whole_text(qtbot, language, size) -> None:
    # It had read "yer 3: carry it out by hand, then press Don", cut on both sides.
    with in_language(language):
        window = table(qtbot, language, size)
        by_hand(qtbot, window)
        button = window.stack_panel.decision_button
        pump()
        assert button.isVisible()
        whole = window.decisions.text(window.controller.state.decision)
        assert "".join(button.text().split()) == "".join(whole.split())  # (lines: no word lost)
        assert not button_lines_cut(button), button.text()
        assert button.text().startswith(names(language)[2])


def rows_cut(view) -> list[str]:
    """The rows of ``view`` whose lines, each wrapped to the row's width, are taller than the
    row (the item view then ends the last line it has room for in "…")."""
    metrics = QFontMetricsF(view.font())
    cut = []
    model = view.model()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        rect = view.visualRect(index)
        width = rect.width() - 12  # (the style's margins around an item's text, and then some)
        needed = sum(
            metrics.boundingRect(
                QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), line
            ).height()
            for line in text.split("\n")
        )
        if rect.height() < needed:
            cut.append(text)
    return cut


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_cr724_2_the_monarchs_trigger_on_the_stack_shows_both_its_lines_whole(
    qtbot, language, size
) -> None:
    # "Player 1 draws a card (the monarch's …": the row was measured as one text, its line
    # break not counted, and was a line short.
    with in_language(language):
        window = table(qtbot, language, size)
        window.controller.perform(a.BecomeMonarch(PlayerId(0)))
        advance_to(window, "end")
        pump()
        assert window.stack_model.rowCount() == 1
        assert "\n" in window.stack_model.index(0, 0).data(Qt.ItemDataRole.DisplayRole)
        assert not rows_cut(window.stack_panel.view)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_cr800_4a_a_seat_whose_player_left_says_so_whole(qtbot, language, size) -> None:
    # It had read "Left the g…".
    with in_language(language):
        window = table(qtbot, language, size)
        window.controller.perform(a.Concede(PlayerId(2)))
        pump()
        seat = window.seats[2]
        lines, font, body = seat.left_game_text()
        said = "ゲームから退出" if language == "ja" else "Left the game"
        assert "".join("".join(lines).split()) == "".join(said.split()), lines
        metrics = QFontMetricsF(font)
        assert all(metrics.horizontalAdvance(line) <= body.width() for line in lines), lines
        assert metrics.lineSpacing() * len(lines) <= body.height()
        assert font.pixelSize() >= 11


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_what_next_does_is_written_whole_without_a_trailing_ellipsis(qtbot, language, size) -> None:
    # "Player: keep or mulligan…", "Player 3: carry it out by hand, then press Done…": a line of
    # words ending in "…" reads as one that was cut (the "…" of a menu entry opening a dialog).
    with in_language(language):
        window = table(qtbot, language, size)
        by_hand(qtbot, window)
        label = window.next_hint
        whole = window.decisions.text(window.controller.state.decision)
        shown = "".join(label.text().split())
        assert not shown.endswith("…") and not shown.endswith("..."), label.text()
        assert shown == "".join(whole.split()).removesuffix("…")
        assert label.heightForWidth(label.width()) <= label.height()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_cr724_1_the_active_monarchs_name_beside_the_crown_keeps_its_size(
    qtbot, language, size
) -> None:
    # In Japanese "▶ プレイヤー3" beside the crown had shrunk to the smallest size a name takes.
    with in_language(language):
        window = table(qtbot, language, size)
        window.controller.perform(a.BecomeMonarch(PlayerId(0)))
        pump()
        seat, other = window.seats[0], window.seats[1]
        assert seat.view().monarch and seat.view().active and seat.crown.isVisible()
        text, font = seat.name_text()
        _, other_font = other.name_text()
        assert names(language)[0] in text and "…" not in text, text
        assert font.pixelSize() >= 0.85 * other_font.pixelSize(), (text, font.pixelSize())
        layout = seat.seat_layout()
        assert QFontMetricsF(font).horizontalAdvance(text) <= layout.name.width()
        assert not layout.name.intersects(layout.crown)
