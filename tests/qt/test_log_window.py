"""The window's log panel: what the player did first, no line for a draw that did not happen, and
every line wrapped in full, in English and Japanese."""

from __future__ import annotations

from contextlib import nullcontext

import pytest
from PySide6.QtCore import Qt

from saga_table.demo import table_midgame
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.qt.panels import wrapped_height
from tests.qt.window_support import japanese, make_window, play_first_card_from_the_hand, pump

URZA = CardDef.saga(
    "Urza's Saga",
    chapters={1: "Mana.", 2: "Constructs.", 3: "Search."},
    card_types=("Enchantment", "Land"),
    subtypes=("Urza's", "Saga"),
    name_ja="ウルザの物語",
)
PLAINS = CardDef.simple("Plains", card_types=("Land",), name_ja="平地")


def _paper_table() -> Game:
    """Kenji has a deck with Urza's Saga in hand; Player 2 plays from paper (no library)."""
    return Game(
        GameSetup(
            players=(
                PlayerSetup("Kenji", library=(PLAINS,) * 20, hand=(URZA,)),
                PlayerSetup("Player 2"),
            ),
        )
    )


def test_cr714_3a_playing_a_saga_land_logs_the_play_before_its_chapter(qtbot) -> None:
    window = make_window(qtbot, _paper_table())
    play_first_card_from_the_hand(qtbot, window)
    lines = window.log_model.lines()
    played = lines.index("Kenji plays Urza's Saga.")
    assert lines[played + 1 : played + 3] == [
        "Urza's Saga: lore counters 0 → 1.",
        "Chapter I of Urza's Saga triggers.",
    ]
    assert not [line for line in lines if "Player 2" in line]  # no library: no shuffle, no draw
    assert "" not in lines


def test_cr714_3a_the_japanese_log_says_the_play_first(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, _paper_table(), language="ja")
        play_first_card_from_the_hand(qtbot, window)
        lines = window.log_model.lines()
    played = lines.index("Kenjiはウルザの物語をプレイした。")
    assert lines[played + 2] == "ウルザの物語の第I章が誘発した。"
    assert not [line for line in lines if "Player 2" in line]


def _assert_every_row_has_room(window) -> None:
    view = window.log_view
    width = view.columnWidth(0)
    model = view.model()
    assert model.rowCount() > 100
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        font = index.data(Qt.ItemDataRole.FontRole) or view.font()
        need = wrapped_height(index.data(), font.resolve(view.font()), width - 12)
        assert view.rowHeight(row) >= need, (row, index.data())


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_log_line_wraps_in_full_at_1024x600(qtbot, language: str) -> None:
    with japanese() if language == "ja" else nullcontext():
        window = make_window(
            qtbot, table_midgame(language=language), language=language, size=(1024, 600)
        )
        pump()
        _assert_every_row_has_room(window)
        # Another width (the side panel dragged wider): measured again, still in full.
        before = window.log_view.columnWidth(0)
        window.body.setSizes([window.width() - 340, 340])
        qtbot.waitUntil(lambda: window.log_view.columnWidth(0) > before)
        pump()
        _assert_every_row_has_room(window)


def test_a_japanese_log_of_demo_deck_games_names_no_card_or_token_in_english(qtbot) -> None:
    """The goldfish lab's first games of the demo deck told in Japanese: "効果が終わった：History
    of Benalia", "Fable of the Mirror-Breakerは追放された" (exiled and returned at once, so
    neither state around the action holds the exiled card) and "Clericトークンを2体生成する"
    named cards and tokens in English."""
    import os
    import re
    from pathlib import Path

    from saga_table.lab.command import load_deck
    from saga_table.lab.player import Policy
    from saga_table.lab.runner import LabRun, play_one
    from saga_table.persistence.log_text import game_log_lines

    root = Path(__file__).resolve().parents[2]
    os.environ.setdefault("SAGA_TABLE_DATA_DIR", "/nonexistent-saga-table-data")
    deck = load_deck(root / "resources" / "docs" / "examples" / "demo-deck.txt")
    english = {c.name for c in deck} | {f.name for c in deck for f in c.faces}
    english |= {"Knight", "Goblin Shaman", "Cleric", "Demon", "Treasure", "Construct"}
    run = LabRun(deck, Policy(turns=6), 12, 1)
    with japanese():
        text = "\n".join(
            line for number in range(1, 13) for line in game_log_lines(play_one(run, number), "ja")
        )
    found = sorted(n for n in english if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![a-z])", text))
    assert not found, found
    assert "効果が終わった：ベナリア史。" in text  # History of Benalia's pump, by its name
    assert "鏡割りの寓話は追放された。" in text
