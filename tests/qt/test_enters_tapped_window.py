"""614.1c in the window: a land whose text says it enters tapped, played from the hand with the
keyboard, lies tapped on the table at once (a goldfish player with an imported deck of gates
had to tap each by hand)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.turns import Step
from tests.qt.window_support import PLAINS, make_window, pump

GATE = CardDef.simple(
    "Dune Gate", card_types=("Land",), text="This land enters tapped.\n{T}: Add {R} or {W}."
)


def test_cr614_1c_a_gate_played_with_enter_shows_tapped_on_the_table(qtbot) -> None:
    game = Game(GameSetup(players=(PlayerSetup("Ann", library=(PLAINS,) * 20, hand=(GATE,)),)))
    window = make_window(qtbot, game)
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step is Step.MAIN)
    QTest.keyClick(window, Qt.Key.Key_F8)
    view = window.hand_panel.view
    assert view.hasFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # play the focused land
    pump()
    (card,) = window.battlefields[0].card_widgets()
    assert card.view().name == "Dune Gate" and card.view().tapped
    assert "tapped" in card.describe()
