"""Next and Pass the turn: what the two keys a player presses most do at each moment.

Next answers the waiting choice, else resolves the top of the stack, else deals the combat
damage that is due (by the creatures' power, or through the damage dialog when the settings ask
for it by hand), else, in the declare attackers step while the active player has a creature that
could attack, asks who attacks (the dialog's "No attack" goes on), and in the declare blockers
step while an attacked player has an untapped creature, asks who blocks ("No blocks" goes on),
else goes to the next step.
So the damage step is never left with its damage forgotten, nor combat with its attack: Next
deals or asks, and only *Next step* (Ctrl+Right) passes over them, on purpose.

Pass the turn is one engine action (:class:`~saga_table.engine.actions.PassTheTurn`): the engine
passes step by step and stops where something needs doing, and one Undo takes it all back. In a
damage step with damage due it deals the damage first (as Next would) instead of refusing.

Goldfishing, the attackers dialog offers "the opponent" (:data:`~saga_table.engine.ids.OPPONENT`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from saga_table.engine import actions as a
from saga_table.engine.attack_options import possible_attackers, possible_blockers
from saga_table.engine.combat import combat_damage_due
from saga_table.engine.ids import OPPONENT
from saga_table.engine.state import GameState

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = [
    "attack_targets",
    "deal_due_damage",
    "go_to_step",
    "next_command",
    "opponent_text",
    "pass_the_turn",
]


translate = QCoreApplication.translate


def next_command(window: MainWindow) -> None:
    """Next: the waiting choice; else the top of the stack; else due damage; else who attacks
    or blocks, when a creature could; else on."""
    state = window.controller.state
    if state.decision is not None:
        if not window.decisions.done_by_hand():
            window.open_decision_dialog()
    elif state.stack:
        window.resolve(window.controller.carry_out_effects)
    elif combat_damage_due(state):
        deal_due_damage(window)
    elif possible_attackers(state, window.controller.characteristics()):
        window.declare_attackers()
    elif possible_blockers(state, window.controller.characteristics()):
        window.declare_blockers()
    elif not state.game_over:
        window.perform(a.AdvanceStep())


def deal_due_damage(window: MainWindow) -> None:
    """Deal this step's combat damage: by power, or in the dialog if the settings say so."""
    if window.ui_settings.assign_damage_by_hand:
        window.combat_damage()
    else:
        window.perform(a.DealCombatDamage())


def pass_the_turn(window: MainWindow) -> None:
    state = window.controller.state
    if state.decision is not None or state.stack:
        next_command(window)  # what waits comes first, as with Next
    elif combat_damage_due(state):
        deal_due_damage(window)
    else:
        window.perform(a.PassTheTurn())


def go_to_step(window: MainWindow, index: int) -> None:
    """A click on the phase bar's step ``index``: go there if it is still ahead this turn (one
    action, :class:`~saga_table.engine.actions.AdvanceToStep`; the engine stops earlier where
    something triggers, and refuses, in the status bar, while the stack holds something)."""
    from saga_table.qt.widgets.phase_bar import can_go_to

    steps = window.phase_bar.view().steps
    if not 0 <= index < len(steps) or not can_go_to(steps[index]):
        return
    key = steps[index].key
    precombat = None
    if key == "main":  # the bar's first main phase is the precombat one (505.1a)
        precombat = next(i for i, s in enumerate(steps) if s.key == "main") == index
    window.perform(a.AdvanceToStep(key, precombat))


def next_text(state: GameState) -> str | None:
    """Next's words when it deals combat damage or asks who attacks (None otherwise)."""
    if state.decision is None and not state.stack and combat_damage_due(state):
        return translate("TurnCommands", "Deal the combat damage")
    if possible_attackers(state):
        return translate("TurnCommands", "Declare attackers…")
    if possible_blockers(state):
        return translate("TurnCommands", "Declare blockers…")
    return None


def attack_targets(state: GameState) -> list[tuple[int, str]]:
    """Whom the active player's creatures may attack: the other players still in the game, or
    in a goldfish game the imaginary opponent."""
    active = state.turn.active
    targets = [(int(p.id), p.name) for p in state.players if p.id != active and not p.left_game]
    if state.opponent is not None:
        targets.append((int(OPPONENT), translate("TurnCommands", "the opponent (goldfish)")))
    return targets


def opponent_text(state: GameState) -> str:
    """The goldfish opponent's life (and the kill turn), for the top bar; "" without one."""
    opponent = state.opponent
    if opponent is None:
        return ""
    if opponent.defeated_on_turn is not None:
        return translate("TurnCommands", "Opponent: {life} life · killed on turn {turn}").format(
            life=opponent.life, turn=opponent.defeated_on_turn
        )
    return translate("TurnCommands", "Opponent: {life} life").format(life=opponent.life)
