"""A click on a step of the phase bar goes there (500.2: every player passes in each step on the
way; 117.5: it stops where a trigger goes on the stack); one Undo takes it back. Driven with the
mouse at the step's place on the bar, and with Enter on the keyboard-focused step."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.turns import Step
from saga_table.qt.widgets.phase_bar import can_go_to
from tests.engine.helpers import WAR_DRUM
from tests.qt.window_support import PLAINS, make_window, pump


def _game(*battlefield: CardDef) -> Game:
    """Ann's first upkeep, with these permanents already in play."""
    seats = (
        PlayerSetup("Ann", library=(PLAINS,) * 10, hand=battlefield),
        PlayerSetup("Bo", library=(PLAINS,) * 10),
    )
    game = Game(GameSetup(players=seats, shuffle=False))
    for oid in game.state.zone(PlayerId(0), Zone.HAND):
        game.apply(a.PutOntoBattlefield(oid))
    return game


def _index(window, label: str) -> int:
    steps = window.phase_bar.view().steps
    return next(i for i, s in enumerate(steps) if s.label == label)


def _click_step(window, label: str) -> None:
    bar = window.phase_bar
    rect = bar.bar_layout().steps[_index(window, label)]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(int(rect.center().x()),
                                                                 int(rect.center().y())))
    pump()


def test_cr500_2_a_click_on_attackers_goes_there_and_undo_takes_it_back(qtbot) -> None:
    window = make_window(qtbot, _game())
    assert window.controller.state.turn.step is Step.UPKEEP
    steps = window.phase_bar.view().steps
    attackers = steps[_index(window, "Attackers")]
    assert can_go_to(attackers)
    assert "Click to go here." in window.phase_bar.step_tooltip(attackers)
    _click_step(window, "Attackers")
    state = window.controller.state
    assert state.turn.step is Step.DECLARE_ATTACKERS and state.turn.number == 1
    assert window.phase_bar.view().steps[_index(window, "Attackers")].state == "current"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    pump()
    assert window.controller.state.turn.step is Step.UPKEEP  # one Undo, the whole way back


def test_cr117_5_the_click_stops_where_a_trigger_waits_and_says_so(qtbot) -> None:
    window = make_window(qtbot, _game(WAR_DRUM))
    _click_step(window, "End")
    state = window.controller.state
    assert state.turn.step is Step.BEGINNING_OF_COMBAT
    assert [item.text for item in state.stack] == [
        "At the beginning of combat on your turn, gain 1 life."
    ]
    _click_step(window, "End")  # the stack holds the trigger: refused, with the reason
    assert window.controller.state.turn.step is Step.BEGINNING_OF_COMBAT
    assert "the stack is not empty" in window.statusBar().currentMessage()
    QTest.keyClick(window, Qt.Key.Key_Space)  # Next resolves the trigger
    pump()
    _click_step(window, "End")
    assert window.controller.state.turn.step is Step.END


def test_cr514_3_a_click_on_a_step_done_or_on_the_cleanup_changes_nothing(qtbot) -> None:
    window = make_window(qtbot, _game())
    _click_step(window, "Main 1")
    before = window.controller.state
    _click_step(window, "Upkeep")  # done this turn
    _click_step(window, "Main 1")  # the current step
    _click_step(window, "Cleanup")  # no priority there (514.3): Pass the turn does that
    assert window.controller.state is before


def test_cr505_1a_enter_on_the_focused_step_goes_there_in_japanese(qtbot) -> None:
    window = make_window(qtbot, _game(), language="ja")
    bar = window.phase_bar
    bar.setFocus()
    qtbot.waitUntil(bar.hasFocus)
    # the cursor starts on the current step (the upkeep): two steps right is Main 1
    for _ in range(2):
        QTest.keyClick(bar, Qt.Key.Key_Right)
    QTest.keyClick(bar, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    assert state.turn.step is Step.MAIN and state.turn.is_precombat_main
    assert window.controller.state.turn.number == 1
