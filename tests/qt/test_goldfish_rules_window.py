"""A goldfish game keeps summoning sickness (302.6) and sorcery timing (307.1) at the window; the
new-game dialog keeps them where it keeps one land a turn and the app knows every card."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import OPPONENT, PlayerId
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import RuleOptions
from saga_table.engine.turns import Step
from saga_table.qt.dialogs.combat import AttackersDialog
from saga_table.qt.dialogs.new_game import NewGameDialog
from tests.qt.window_support import BEAR, BENALIA, PLAINS, japanese, make_window, pump

ANN = PlayerId(0)


def _goldfish(**rules: object) -> Game:
    seat = PlayerSetup("Ann", library=(PLAINS,) * 10, hand=(BEAR, BEAR, BENALIA))
    options = RuleOptions(one_land_per_turn=True, sickness_and_timing=True, **rules)  # type: ignore[arg-type]
    return Game(GameSetup(players=(seat,), shuffle=False, rules=options))


def _space_to(window, step: Step) -> None:
    for _ in range(20):
        if window.controller.state.turn.step is step:
            return
        QTest.keyClick(window, Qt.Key.Key_Space)
        pump()
    raise AssertionError(f"never reached {step}")


def test_cr302_6_the_attackers_dialog_disables_a_summoning_sick_creature_in_a_goldfish_game(
    qtbot,
) -> None:
    game = _goldfish()
    window = make_window(qtbot, game)
    c = window.controller
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))  # on turn 1
    c.perform(a.PassTheTurn())
    _space_to(window, Step.MAIN)
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))  # on turn 2
    old, new = (oid for oid in c.state.battlefield)
    _space_to(window, Step.DECLARE_ATTACKERS)
    QTest.keyClick(
        window,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(AttackersDialog)))
    dialog = next(d for d in window.findChildren(AttackersDialog) if d.isVisible())
    sick = dialog.targets[new]
    assert dialog.targets[old].isEnabled()
    assert dialog.targets[old].currentData() == OPPONENT  # attacks by default
    assert not sick.isEnabled() and sick.currentText() == "Does not attack"
    label = dialog.layout().itemAt(1).layout().labelForField(sick)
    assert label.text() == "Grizzly Bears 2/2 · summoning sick: cannot attack (302.6)"
    assert "no haste" in sick.toolTip() and "302.6" in sick.toolTip()
    QTest.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    pump()
    attacking = [o for o in c.state.battlefield if c.state.objects[o].attacking is not None]
    assert attacking == [old]


def test_cr302_6_the_new_game_dialog_keeps_the_goldfish_rules_only_where_it_knows_every_card(
    qtbot,
) -> None:
    dialog = NewGameDialog(seed=1)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.demo_game, Qt.MouseButton.LeftButton)
    rules = dialog.choice().rules
    assert rules.one_land_per_turn and rules.sickness_and_timing
    qtbot.mouseClick(dialog.paper_table, Qt.MouseButton.LeftButton)
    rules = dialog.choice().rules
    assert rules.one_land_per_turn and not rules.sickness_and_timing  # a paper seat: no


def _enter_on_the_saga_in_the_combat_damage_step(qtbot, window) -> None:
    """A bear from turn 1 attacks on turn 2; in the combat damage step, Enter on the Saga."""
    c = window.controller
    c.perform(a.PutOntoBattlefield(c.state.zone(ANN, "hand")[0]))
    c.perform(a.PassTheTurn())
    _space_to(window, Step.DECLARE_ATTACKERS)
    (bear,) = c.state.battlefield
    c.perform(a.DeclareAttackers(((bear, OPPONENT),)))
    _space_to(window, Step.COMBAT_DAMAGE)
    window.commands.focus_hand.trigger()
    view = window.hand_panel.view
    row = window.hand_model.row_of(
        next(o for o in c.state.zone(ANN, "hand") if c.state.objects[o].name == BENALIA.name)
    )
    view.setCurrentIndex(window.hand_model.index(row, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    pump()


def test_cr307_1_enter_on_a_saga_in_the_combat_damage_step_is_refused_and_says_why(
    qtbot,
) -> None:
    window = make_window(qtbot, _goldfish())
    _enter_on_the_saga_in_the_combat_damage_step(qtbot, window)
    state = window.controller.state
    assert not state.stack
    assert BENALIA.name in [state.objects[o].name for o in state.zone(ANN, "hand")]
    assert window.statusBar().currentMessage() == (
        "Not allowed: History of Benalia can be cast only in your main phase while the stack "
        "is empty (307.1)"
    )


def test_cr307_1_the_refusal_speaks_japanese(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, _goldfish(), language="ja")
        _enter_on_the_saga_in_the_combat_damage_step(qtbot, window)
        message = window.statusBar().currentMessage()
    assert message == (
        "できません：History of Benaliaはスタックが空のあなたのメイン・フェイズにしか唱えられない"
        "（307.1）"
    )
