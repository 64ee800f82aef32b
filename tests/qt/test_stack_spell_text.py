"""A spell on the stack says what it is in the window's language: a Saga cast from the hand in
Japanese reads 「呪文：エンチャント — 英雄譚」, not the engine's English type line (601.2a: the
card becomes a spell on the stack)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.qt.models.stack import StackRole
from saga_table.words.names import stack_item_text
from tests.qt.window_support import (
    BENALIA,
    PLAINS,
    japanese,
    make_window,
    play_first_card_from_the_hand,
)

BOLT = CardDef.simple("Bolt-ish", card_types=("Instant",), text="Deal 3 damage.", name_ja="稲妻風")


def test_cr601_2a_a_saga_spell_on_the_stack_reads_its_type_line_in_japanese(qtbot) -> None:
    game = Game(GameSetup(players=(PlayerSetup("健二", library=(PLAINS,) * 20, hand=(BENALIA,)),)))
    with japanese():
        window = make_window(qtbot, game, language="ja")
        play_first_card_from_the_hand(qtbot, window)
        text = window.stack_model.index(0, 0).data(StackRole.TEXT)
        assert text == "呪文：エンチャント — 英雄譚"
        shown = window.stack_model.index(0, 0).data(Qt.ItemDataRole.DisplayRole)
        assert "Enchantment" not in shown and "英雄譚" in shown


def test_a_spells_rules_text_with_no_japanese_stays_as_imported(qtbot) -> None:
    game = Game(GameSetup(players=(PlayerSetup("健二", library=(PLAINS,) * 20, hand=(BOLT,)),)))
    with japanese():
        window = make_window(qtbot, game, language="ja")
        play_first_card_from_the_hand(qtbot, window)
        item = window.controller.state.stack[-1]
        item_text = stack_item_text(item, "ja")
    assert item_text == "呪文：Deal 3 damage."  # (rules text is never guessed at)
