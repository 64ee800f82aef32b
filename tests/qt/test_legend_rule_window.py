"""The legend rule (704.5j) at the table: the dialog opens by itself and the choice is a click."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.qt.dialogs.legend import LegendDialog
from tests.qt.window_support import (
    PLAINS,
    a,
    card_in_hand,
    japanese,
    make_window,
    permanent,
    pump,
)

SINGER = CardDef.simple(
    "Old Singer", supertypes=("Legendary",), power="4", toughness="4", name_ja="古き歌い手"
)


def _game() -> Game:
    ann = PlayerSetup("Ann", library=(PLAINS,) * 10, hand=(SINGER, SINGER))
    return Game(GameSetup(players=(ann,), shuffle=False))


def test_cr704_5j_the_legend_dialog_opens_and_a_click_keeps_the_untapped_copy(qtbot) -> None:
    window = make_window(qtbot, _game())
    game = window.controller.game
    first = card_in_hand(game, "Old Singer")
    window.controller.perform(a.PutOntoBattlefield(first))
    window.controller.perform(a.TapPermanent(permanent(game, "Old Singer")))
    tapped = permanent(game, "Old Singer")
    second = card_in_hand(game, "Old Singer")
    row = window.hand_model.row_of(second)
    window.hand_panel.view.setCurrentIndex(window.hand_model.index(row))
    qtbot.mouseClick(window.hand_panel.put_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, LegendDialog))
    dialog = window.decision_dialog
    assert [b.text().split(" · ")[0] for b in dialog.choices] == ["Old Singer"] * 2
    assert "tapped" in dialog.choices[0].text() and "tapped" not in dialog.choices[1].text()
    choice = dialog.choices[1]  # click on its round button, where a player aims
    qtbot.mouseClick(choice, Qt.MouseButton.LeftButton, pos=QPoint(8, choice.height() // 2))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    pump()
    kept = [o for o in game.state.permanents() if o.name == "Old Singer"]
    assert len(kept) == 1 and not kept[0].tapped and kept[0].id != tapped
    assert window.decision_dialog is None
    # one undo step takes the choice back and the question returns
    window.commands.undo.trigger()
    pump()
    assert len([o for o in game.state.permanents() if o.name == "Old Singer"]) == 2


def test_cr704_5j_the_legend_dialog_speaks_japanese(qtbot) -> None:
    with japanese():
        _japanese_dialog(qtbot)


def _japanese_dialog(qtbot) -> None:
    window = make_window(qtbot, _game(), language="ja")
    game = window.controller.game
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Old Singer")))
    window.controller.perform(a.TapPermanent(permanent(game, "Old Singer")))
    window.controller.perform(a.PutOntoBattlefield(card_in_hand(game, "Old Singer")))
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, LegendDialog))
    dialog = window.decision_dialog
    assert dialog.windowTitle() == "レジェンド・ルール"
    assert "古き歌い手" in dialog.heading.text() and "残す" in dialog.heading.text()
    assert "タップ状態" in dialog.choices[0].text()
