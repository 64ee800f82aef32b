"""Combat damage on Next, the goldfish opponent, and passing the turn, from the keyboard.

510.1-2: Next in a combat damage step with attackers deals the damage (from power, or through
the damage dialog when the settings ask for it by hand). 724.2: damage to the monarch moves the
crown. 500.2: Pass the turn (Ctrl+E) goes through the end step, and stops at the monarch's draw.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import OPPONENT, ObjectId, PlayerId
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import AbilityKind, Duration
from saga_table.engine.turns import Step
from saga_table.qt.controller import GameController
from saga_table.qt.dialogs.combat import AttackersDialog, CombatDamageDialog
from saga_table.qt.main_window import MainWindow
from saga_table.qt.settings_bridge import UiSettings
from tests.qt.window_support import BEAR, PLAINS, make_window, permanent, pump

ANN, BO = PlayerId(0), PlayerId(1)


def _bears_game(players: int) -> Game:
    seats = tuple(
        PlayerSetup(name, library=(PLAINS,) * 10, hand=(BEAR, BEAR))
        for name in ("Ann", "Bo")[:players]
    )
    return Game(GameSetup(players=seats, shuffle=False))


def _space(window) -> None:
    QTest.keyClick(window, Qt.Key.Key_Space)
    pump()


def _space_to(window, step: Step) -> None:
    for _ in range(20):
        if window.controller.state.turn.step is step:
            return
        _space(window)
    raise AssertionError(f"never reached {step}")


def _attackers_dialog(qtbot, window) -> AttackersDialog:
    """On to the declare attackers step, then Turn > Declare attackers (Ctrl+Shift+A)."""
    _space_to(window, Step.DECLARE_ATTACKERS)
    QTest.keyClick(
        window,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: isinstance(window.findChild(AttackersDialog), AttackersDialog))
    return window.findChild(AttackersDialog)


def _shown_attackers_dialog(qtbot, window) -> AttackersDialog:
    """The attackers dialog on the screen (one closed earlier may wait to be deleted)."""
    shown = lambda: [d for d in window.findChildren(AttackersDialog) if d.isVisible()]  # noqa: E731
    qtbot.waitUntil(lambda: bool(shown()))
    return shown()[0]


def _attack_through_the_dialog(qtbot, window, target_text: str) -> None:
    """Turn > Declare attackers (Ctrl+Shift+A), every bear attacks ``target_text``, OK."""
    dialog = _attackers_dialog(qtbot, window)
    for box in dialog.targets.values():
        box.setCurrentIndex(box.findText(target_text))
        assert box.currentIndex() > 0, [box.itemText(i) for i in range(box.count())]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    pump()


def test_cr510_2_next_in_the_damage_step_deals_the_damage_and_the_crown_moves(qtbot) -> None:
    game = _bears_game(2)
    window = make_window(qtbot, game)
    c = window.controller
    c.perform(a.BecomeMonarch(BO))
    _space_to(window, Step.MAIN)
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))
    _attack_through_the_dialog(qtbot, window, "Attacks Bo")
    _space_to(window, Step.COMBAT_DAMAGE)
    assert window.next_hint.text() == "Deal the combat damage"
    _space(window)  # Next deals the damage: it does not leave the step without it
    state = c.state
    assert state.turn.step is Step.COMBAT_DAMAGE and state.players[BO].life == 18
    assert [i.kind for i in state.stack] == [AbilityKind.MONARCH_STEAL]
    _space(window)  # and resolves the steal
    assert c.state.monarch == ANN
    assert window.seats[ANN].crown.isVisible() and not window.seats[BO].crown.isVisible()
    _space(window)
    assert c.state.turn.step is Step.END_OF_COMBAT


def test_cr508_1b_goldfish_attacks_lower_the_opponents_life(qtbot) -> None:
    game = _bears_game(1)
    window = make_window(qtbot, game)
    assert window.top_bar.opponent_label.text() == "Opponent: 20 life"
    _space_to(window, Step.MAIN)
    for card in game.state.zone(ANN, "hand"):
        window.controller.perform(a.PutOntoBattlefield(card))
    _attack_through_the_dialog(qtbot, window, "Attacks the opponent (goldfish)")
    assert all(o.attacking == OPPONENT for o in window.controller.state.permanents())
    _space_to(window, Step.COMBAT_DAMAGE)
    _space(window)
    assert window.controller.state.opponent.life == 16
    assert window.top_bar.opponent_label.text() == "Opponent: 16 life"
    window.controller.perform(a.ChangeLife(OPPONENT, -16))
    pump()
    assert window.top_bar.opponent_label.text() == "Opponent: 0 life · killed on turn 1"


def test_cr510_1_by_hand_next_opens_the_damage_dialog(qtbot) -> None:
    game = _bears_game(2)
    controller = GameController(game)
    window = MainWindow(controller, settings=UiSettings(assign_damage_by_hand=True))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    _space_to(window, Step.MAIN)
    controller.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))
    _attack_through_the_dialog(qtbot, window, "Attacks Bo")
    _space_to(window, Step.COMBAT_DAMAGE)
    _space(window)
    qtbot.waitUntil(lambda: window.findChild(CombatDamageDialog) is not None)
    dialog = window.findChild(CombatDamageDialog)
    assert controller.state.turn.step is Step.COMBAT_DAMAGE  # still there, waiting
    next(iter(dialog.amounts.values())).setValue(1)
    QTest.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    pump()
    assert controller.state.players[BO].life == 19


def test_cr724_2_pass_the_turn_stops_at_the_monarchs_end_step_draw(qtbot) -> None:
    game = _bears_game(2)
    window = make_window(qtbot, game)
    c = window.controller
    c.perform(a.BecomeMonarch(ANN))
    hand = len(c.state.zone(ANN, "hand"))
    QTest.mouseClick(window.top_bar.pass_button, Qt.MouseButton.LeftButton)
    assert c.state.turn.step is Step.END and c.state.turn.number == 1
    assert [i.kind for i in c.state.stack] == [AbilityKind.MONARCH_DRAW]
    assert c.undo_text == "Pass the turn"
    _space(window)  # Next resolves the draw
    assert len(c.state.zone(ANN, "hand")) == hand + 1
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert (c.state.turn.number, c.state.turn.active) == (2, BO)
    assert c.state.turn.step is Step.UPKEEP


def test_cr510_pass_the_turn_deals_due_damage_first(qtbot) -> None:
    game = _bears_game(2)
    window = make_window(qtbot, game)
    c = window.controller
    _space_to(window, Step.MAIN)
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))
    bear = ObjectId(permanent(game, "Grizzly Bears"))
    _space_to(window, Step.DECLARE_ATTACKERS)
    c.perform(a.DeclareAttackers(((bear, BO),)))
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert c.state.turn.step is Step.COMBAT_DAMAGE  # it stops where damage is due
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert c.state.players[BO].life == 18  # dealt, not lost
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert c.state.turn.active == BO


def test_the_time_stop_is_named_for_what_it_is(qtbot) -> None:
    window = make_window(qtbot, _bears_game(2))
    assert window.commands.end_turn.text() == "End the turn (&Time Stop)"
    assert "723.1" in window.commands.end_turn.toolTip()
    assert window.commands.pass_turn.shortcut().toString() == "Ctrl+E"


def test_cr302_6_the_attackers_dialog_marks_a_creature_that_came_in_this_turn(qtbot) -> None:
    """A bear from an earlier turn attacks the one opponent by default; one put onto the
    battlefield this turn is marked summoning sick and does not (it may still be chosen: a card
    the table has not entered could give it haste)."""
    game = _bears_game(2)
    window = make_window(qtbot, game)
    c = window.controller
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))  # on turn 1
    for _ in range(2):  # Ann's next turn (turn 3)
        c.perform(a.PassTheTurn())
    _space_to(window, Step.MAIN)
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))  # on turn 3
    old, new = (oid for oid in c.state.battlefield)
    dialog = _attackers_dialog(qtbot, window)
    assert dialog.targets[old].currentText() == "Attacks Bo"
    assert dialog.targets[new].currentText() == "Does not attack"
    labels = {
        box: dialog.layout().itemAt(1).layout().labelForField(box).text()
        for box in dialog.targets.values()
    }
    assert labels[dialog.targets[old]] == "Grizzly Bears 2/2"
    assert labels[dialog.targets[new]] == "Grizzly Bears 2/2 · summoning sick"
    assert "302.6" in dialog.targets[new].toolTip()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    pump()
    assert [o for o in c.state.battlefield if c.state.objects[o].attacking is not None] == [old]



def test_cr302_6_the_attackers_dialog_marks_a_creature_gained_this_turn(qtbot) -> None:
    """Bo's bear, on the battlefield since turn 2, comes under Ann's control on her turn 3
    (a Threaten at the table): it is marked summoning sick for Ann and does not attack by
    default, though it entered turns ago."""
    game = _bears_game(2)
    window = make_window(qtbot, game)
    c = window.controller
    c.perform(a.PassTheTurn())  # Bo's turn 2
    _space_to(window, Step.MAIN)
    c.perform(a.PutOntoBattlefield(game.state.zone(BO, "hand")[0]))
    c.perform(a.PassTheTurn())  # Ann's turn 3
    _space_to(window, Step.MAIN)
    (stolen,) = c.state.battlefield
    c.perform(a.GainControl(stolen, ANN, Duration.UNTIL_END_OF_TURN))
    dialog = _attackers_dialog(qtbot, window)
    assert dialog.targets[stolen].currentText() == "Does not attack"
    label = dialog.layout().itemAt(1).layout().labelForField(dialog.targets[stolen]).text()
    assert label == "Grizzly Bears 2/2 · summoning sick"


def test_cr508_1_next_asks_who_attacks_while_a_creature_could_and_no_attack_goes_on(
    qtbot,
) -> None:
    """Next does not pass over combat while the active player has a creature that could
    attack: it asks (508.1a); "No attack" goes on to the end of combat (508.8). A creature that
    came this turn without haste is not asked about (302.6)."""
    from saga_table.engine.state import RuleOptions

    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in ("Ann", "Bo", "Cy", "Di"))
    game = Game(GameSetup(players=seats, rules=RuleOptions()))
    window = make_window(qtbot, game)
    c = window.controller
    _space_to(window, Step.MAIN)
    c.perform(a.PutCardOntoBattlefield(BEAR, ANN))  # summoning sick this turn
    _space_to(window, Step.DECLARE_ATTACKERS)
    assert window.next_hint.text() == "Go to the end of combat step"
    _space(window)
    assert c.state.turn.step is Step.END_OF_COMBAT and window.findChild(AttackersDialog) is None
    for _ in range(4):  # round the table to Ann's next turn
        QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        pump()
    assert c.state.turn.active == ANN and c.state.turn.number == 5
    _space_to(window, Step.DECLARE_ATTACKERS)
    assert window.next_hint.text() == "Declare attackers"
    _space(window)
    dialog = _shown_attackers_dialog(qtbot, window)
    assert dialog.ok_button.text() == "No attack"  # four players: nobody is chosen for them
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    pump()
    assert c.state.turn.step is Step.END_OF_COMBAT  # no attack: the rest of combat is skipped
    assert not any(o.attacking is not None for o in c.state.permanents())
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: ask again
    pump()
    assert c.state.turn.step is Step.DECLARE_ATTACKERS
    _space(window)
    dialog = _shown_attackers_dialog(qtbot, window)
    (box,) = dialog.targets.values()
    box.setCurrentIndex(box.findText("Attacks Bo"))
    assert dialog.ok_button.text() == "Attack"
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    pump()
    (bear,) = c.state.permanents()
    assert bear.attacking == BO and c.state.turn.attackers_declared


def test_cr509_1_next_asks_who_blocks_while_an_attacked_player_has_a_creature(qtbot) -> None:
    """Next in the declare blockers step asks the attacked players who blocks (509.1a); "No
    blocks" goes on to the damage, and a declared block is not asked about again."""
    from saga_table.qt.dialogs.combat import DeclareBlockersDialog

    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in ("Ann", "Bo", "Cy"))
    window = make_window(qtbot, Game(GameSetup(players=seats)))
    c = window.controller
    c.perform(a.PutCardOntoBattlefield(BEAR, BO))
    c.perform(a.PutCardOntoBattlefield(BEAR, ANN))
    for _ in range(3):  # round the table: Ann's bear is no longer summoning sick
        QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        pump()
    _space_to(window, Step.DECLARE_ATTACKERS)
    _space(window)
    attackers = _shown_attackers_dialog(qtbot, window)
    (box,) = attackers.targets.values()
    box.setCurrentIndex(box.findText("Attacks Bo"))
    QTest.keyClick(attackers, Qt.Key.Key_Return)
    pump()
    _space(window)  # into the declare blockers step
    assert c.state.turn.step is Step.DECLARE_BLOCKERS
    assert window.next_hint.text() == "Declare blockers"

    def shown() -> DeclareBlockersDialog:
        dialogs = lambda: [d for d in window.findChildren(DeclareBlockersDialog) if d.isVisible()]  # noqa: E731
        qtbot.waitUntil(lambda: bool(dialogs()))
        return dialogs()[0]

    _space(window)
    dialog = shown()
    assert dialog.ok_button.text() == "No blocks"
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    pump()
    assert c.state.turn.step is Step.COMBAT_DAMAGE  # no blocks: on to the damage
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    pump()
    assert c.state.turn.step is Step.DECLARE_BLOCKERS
    _space(window)
    dialog = shown()
    (choice,) = dialog.choices.values()
    choice.setCurrentIndex(1)  # Bo's bear blocks Ann's
    assert dialog.ok_button.text() == "Block"
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    pump()
    assert [o.controller for o in c.state.permanents() if o.blocking] == [BO]
    assert window.next_hint.text() == "Go to the combat damage step"  # not asked twice


def test_a_click_on_the_goldfish_opponents_life_changes_it_as_a_burn_spell_does(qtbot) -> None:
    """Lightning Bolt to the goldfish's face: a click on "Opponent: 20 life" asks for the change,
    "-3" and Enter make it 17 (one undoable action)."""
    window = make_window(qtbot, _bears_game(1))
    label = window.top_bar.opponent_label
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=label.rect().center())
    dialog = window.paper.small_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.field, "-3")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.opponent.life == 17
    assert label.text() == "Opponent: 17 life"
    window.commands.undo.trigger()
    assert window.controller.state.opponent.life == 20


_CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_ctrl_shift_a_in_the_main_phase_goes_to_declare_attackers_and_asks_who_attacks(
    qtbot,
) -> None:
    game = _bears_game(2)
    window = make_window(qtbot, game)
    c = window.controller
    _space_to(window, Step.MAIN)
    c.perform(a.PutOntoBattlefield(game.state.zone(ANN, "hand")[0]))
    pump()
    assert window.commands.declare_attackers.isEnabled()  # not greyed before combat
    QTest.keyClick(window, Qt.Key.Key_A, _CTRL_SHIFT)
    dialog = _shown_attackers_dialog(qtbot, window)
    assert c.state.turn.step is Step.DECLARE_ATTACKERS
    QTest.keyClick(dialog, Qt.Key.Key_Escape)  # Cancel: no attack declared yet
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.state.turn.step is Step.MAIN  # one gesture, one Undo


def test_ctrl_shift_a_after_combat_says_why_in_the_status_bar(qtbot) -> None:
    window = make_window(qtbot, _bears_game(1))
    c = window.controller
    _space_to(window, Step.MAIN)
    c.perform(a.AdvanceToStep("main", False))  # the postcombat main phase
    pump()
    actions = len(c.game.actions)
    QTest.keyClick(window, Qt.Key.Key_A, _CTRL_SHIFT)
    pump()
    assert "declare attackers step" in window.statusBar().currentMessage()
    assert len(c.game.actions) == actions and window.findChild(AttackersDialog) is None
