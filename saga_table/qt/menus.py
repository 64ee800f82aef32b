"""The window's menu bar, what each of its actions does, and when each can be used.

The actions themselves (labels, shortcuts, tips) are :class:`~saga_table.qt.actions.GameActions`;
:class:`WindowMenus` puts them in menus, connects each to the part of the window that does it,
and enables or disables them as the game changes (:meth:`WindowMenus.refresh`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.turns import Step
from saga_table.qt.file_menu import FileMenu
from saga_table.qt.zoom import TableZoom
from saga_table.words.refusals import refusal_text

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["WindowMenus"]


class WindowMenus(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        #: The refusal the status bar shows, until the game moves on.
        self._refusal = ""

    def install(self) -> FileMenu:
        """Build the menu bar; the file, card data and help commands come from the returned
        :class:`FileMenu`."""
        window = self.window
        acts = window.commands
        bar = window.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addActions([acts.new_game, acts.restart, acts.open_record, acts.save_record])
        game.addAction(acts.set_up_position)
        game.addSeparator()
        game.addAction(acts.settings)
        game.addSeparator()
        game.addAction(acts.quit)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([acts.undo, acts.redo])
        turn = bar.addMenu(self.tr("&Turn"))
        turn.addActions([acts.next_step, acts.pass_turn, acts.advance_step])
        turn.addSeparator()
        turn.addActions([acts.declare_attackers, acts.declare_blockers, acts.combat_damage])
        turn.addSeparator()
        turn.addActions([acts.end_combat, acts.end_turn])
        turn.addSeparator()
        turn.addActions([acts.extra_turn, acts.extra_phases, acts.skip])
        stack = bar.addMenu(self.tr("&Stack"))
        stack.addActions([acts.resolve, acts.resolve_by_hand, acts.counter, acts.answer_decision])
        cards = bar.addMenu(self.tr("&Cards"))
        cards.addAction(acts.put_any_card)
        cards.addActions([acts.draw, acts.library, acts.graveyard, acts.exile, acts.create_token])
        cards.addAction(acts.proliferate)
        cards.addSeparator()
        cards.addActions([acts.gain_life, acts.lose_life, acts.crown_player, acts.next_player])
        from saga_table.qt.designations_menu import DesignationsMenu

        window.designations = DesignationsMenu(window, bar)
        view = bar.addMenu(self.tr("&View"))
        view.addActions([acts.show_hand, acts.show_side])
        view.addActions([acts.focus_table, acts.focus_stack, acts.focus_hand])
        window.zoom = TableZoom(window, view)
        for action in acts.all():
            window.addAction(action)
        files = FileMenu(window)
        help_menu = files.install(bar, game=game, cards=cards)
        help_menu.insertAction(help_menu.actions()[0], acts.shortcuts)
        return files

    def connect_actions(self) -> None:
        """Connect every action, and the stack and hand panels' buttons, to what they do."""
        w = self.window
        c = self.controller
        gestures = w.gestures
        dialogs = w.dialogs
        game_files = w.game_files
        perform = gestures.perform
        c.undo_state_changed.connect(self.update_undo)
        c.action_failed.connect(self._on_action_failed)
        c.state_changed.connect(self._clear_refusal)
        acts = w.commands
        acts.next_step.triggered.connect(gestures.next)
        acts.advance_step.triggered.connect(lambda: perform(a.AdvanceStep()))
        acts.pass_turn.triggered.connect(gestures.pass_the_turn)
        acts.end_turn.triggered.connect(lambda: perform(a.EndTheTurn()))
        acts.end_combat.triggered.connect(lambda: perform(a.EndTheCombatPhase()))
        acts.resolve.triggered.connect(lambda: gestures.resolve(c.carry_out_effects))
        acts.resolve_by_hand.triggered.connect(lambda: gestures.resolve(False))
        acts.counter.triggered.connect(gestures.counter_top)
        acts.answer_decision.triggered.connect(
            lambda: w.decisions.done_by_hand() or w.decisions.open()
        )
        acts.undo.triggered.connect(c.undo)
        acts.redo.triggered.connect(c.redo)
        acts.new_game.triggered.connect(game_files.new_game)
        acts.restart.triggered.connect(w.deck_games.restart)
        acts.shortcuts.triggered.connect(self.show_shortcuts)
        acts.open_record.triggered.connect(game_files.open_record)
        acts.save_record.triggered.connect(lambda: game_files.save_record())
        acts.settings.triggered.connect(w.open_settings)
        acts.quit.triggered.connect(game_files.quit)
        acts.draw.triggered.connect(lambda: perform(a.DrawCards(PlayerId(w.chosen_player))))
        acts.library.triggered.connect(lambda: dialogs.open_zone(Zone.LIBRARY))
        acts.graveyard.triggered.connect(lambda: dialogs.open_zone(Zone.GRAVEYARD))
        acts.exile.triggered.connect(lambda: dialogs.open_zone(Zone.EXILE))
        acts.create_token.triggered.connect(dialogs.create_token)
        acts.gain_life.triggered.connect(lambda: gestures.change_life(w.chosen_player, 1))
        acts.lose_life.triggered.connect(lambda: gestures.change_life(w.chosen_player, -1))
        acts.crown_player.triggered.connect(lambda: gestures.crown(w.chosen_player))
        acts.next_player.triggered.connect(w.choose_next_player)
        acts.declare_attackers.triggered.connect(dialogs.declare_attackers)
        acts.declare_blockers.triggered.connect(dialogs.declare_blockers)
        acts.combat_damage.triggered.connect(dialogs.combat_damage)
        acts.focus_table.triggered.connect(w.focus_table)
        acts.focus_stack.triggered.connect(lambda: w.show_side_panel(True, focus=True))
        acts.show_side.toggled.connect(w.show_side_panel)
        acts.focus_hand.triggered.connect(w.focus_hand)
        w.next_button.clicked.connect(acts.next_step.trigger)
        w.top_bar.pass_button.clicked.connect(acts.pass_turn.trigger)
        w.phase_bar.step_index_clicked.connect(gestures.go_to_step)
        w.hand_dock.visibilityChanged.connect(acts.show_hand.setChecked)
        acts.show_hand.toggled.connect(w.hand_dock.setVisible)
        stack_panel = w.stack_panel
        stack_panel.resolve_requested.connect(gestures.resolve)
        stack_panel.counter_requested.connect(gestures.counter)
        stack_panel.decision_requested.connect(w.decisions.open)
        hand = w.hand_panel
        hand.play_requested.connect(gestures.play_card)
        hand.put_requested.connect(gestures.put_card)
        hand.discard_requested.connect(gestures.discard_card)
        hand.player_changed.connect(w.choose_player)
        hand.card_menu_requested.connect(w.card_menus.popup_hand_card_menu)

    def show_shortcuts(self) -> QDialog:
        """Help > Keyboard shortcuts, read from the menu bar as it is now."""
        from saga_table.qt.dialogs.shortcuts import ShortcutsDialog

        dialog = ShortcutsDialog(self.window.menuBar(), parent=self.window)
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()
        self.shortcuts_dialog = dialog
        return dialog

    def _on_action_failed(self, message: str) -> None:
        self._refusal = self.tr("Not allowed: {reason}").format(reason=refusal_text(message))
        self.window.statusBar().showMessage(self._refusal, 8000)

    def _clear_refusal(self, *_args: object) -> None:
        """A refusal is old news once the game has moved on (it read as if the next, allowed
        action had been refused too)."""
        bar = self.window.statusBar()
        if self._refusal and bar.currentMessage() == self._refusal:
            bar.clearMessage()
        self._refusal = ""

    def refresh(self) -> None:
        """Enable the actions (and the stack panel's buttons) that can be used now."""
        state = self.controller.state
        turn = state.turn
        decision = state.decision
        acts = self.window.commands
        has_stack = bool(state.stack)
        free = decision is None and not state.game_over
        by_hand = free and has_stack and state.stack[-1].kind.value in ("chapter", "triggered")
        acts.next_step.setEnabled(not state.game_over)
        acts.advance_step.setEnabled(free and not has_stack)
        acts.pass_turn.setEnabled(not state.game_over and state.started)
        self.window.top_bar.pass_button.setEnabled(acts.pass_turn.isEnabled())
        acts.resolve.setEnabled(free and has_stack)
        acts.resolve_by_hand.setEnabled(by_hand)
        acts.counter.setEnabled(free and has_stack)
        acts.answer_decision.setEnabled(decision is not None)
        acts.end_turn.setEnabled(free and state.started)
        acts.end_combat.setEnabled(free and turn.phase.value == "combat")
        for change in (acts.extra_turn, acts.extra_phases, acts.skip):
            change.setEnabled(not state.game_over and state.started)
        # (Before combat too: it goes to the declare attackers step; elsewhere it says why.)
        acts.declare_attackers.setEnabled(not state.game_over and state.started)
        acts.declare_blockers.setEnabled(free and turn.step is Step.DECLARE_BLOCKERS)
        acts.combat_damage.setEnabled(
            free and turn.step in (Step.COMBAT_DAMAGE, Step.FIRST_STRIKE_DAMAGE)
        )
        stack_panel = self.window.stack_panel
        stack_panel.resolve_button.setEnabled(free and has_stack)
        stack_panel.counter_button.setEnabled(free and has_stack)
        stack_panel.by_hand_button.setEnabled(by_hand)
        self.update_undo()

    def update_undo(self) -> None:
        c = self.controller
        acts = self.window.commands
        acts.undo.setEnabled(c.can_undo)
        acts.redo.setEnabled(c.can_redo)
        acts.undo.setText(
            self.tr("&Undo {action}").format(action=c.undo_text) if c.can_undo else self.tr("&Undo")
        )
        acts.redo.setText(
            self.tr("&Redo {action}").format(action=c.redo_text) if c.can_redo else self.tr("&Redo")
        )
        # The keyboard shortcuts list names the commands, not what they would undo now.
        acts.undo.setProperty("command_name", self.tr("&Undo"))
        acts.redo.setProperty("command_name", self.tr("&Redo"))
