"""The dialogs a player opens to do something: tokens, attackers, blockers, combat damage, and
the viewers on a library, graveyard or exile.

Each is window-modal and opened with ``open()`` (never a nested event loop); OK performs one
action, Cancel performs none. Zone viewers are modeless and stay open while the game goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from saga_table.engine import actions as a
from saga_table.engine.attack_options import summoning_sick
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.turns import Step
from saga_table.qt import turn_commands
from saga_table.qt.models.zones import ZoneModel
from saga_table.qt.naming import object_name

# The dialogs are imported when first opened: the first paint of the window needs none of them.
if TYPE_CHECKING:
    from saga_table.qt.dialogs.zone_viewer import ZoneViewer
    from saga_table.qt.main_window import MainWindow

__all__ = ["PlayDialogs"]


class PlayDialogs(QObject):
    """``viewers`` are the zone viewers open now."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.viewers: list[ZoneViewer] = []

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 5000)

    def _finish(self, dialog: Any) -> None:
        action = dialog.result_value()
        if action is not None:
            self.controller.perform(action)
        dialog.deleteLater()

    def create_token(self) -> None:
        names = [p.name for p in self.controller.state.players]
        from saga_table.qt.dialogs.token import TokenDialog

        dialog = TokenDialog(names, controller=self.window.chosen_player, parent=self.window)
        dialog.finished.connect(lambda _r: self._finish(dialog))
        dialog.open()

    def declare_attackers(self) -> None:
        from saga_table.qt.dialogs.combat import Attacker, AttackersDialog

        state = self.controller.state
        chars = self.controller.characteristics()
        active = state.turn.active
        if state.turn.step is not Step.DECLARE_ATTACKERS:
            # Before combat, Ctrl+Shift+A goes to the declare attackers step first, as Next
            # would: one action, so one Undo takes it back. Where no such step is ahead this
            # turn, the engine refuses and the status bar says why.
            if not self.controller.perform(a.AdvanceToStep(Step.DECLARE_ATTACKERS.value)):
                return
            state = self.controller.state
            if state.turn.step is not Step.DECLARE_ATTACKERS:  # a trigger or a choice came first
                self._status(
                    self.tr(
                        "Stopped before the declare attackers step: what is on the stack or "
                        "waiting comes first."
                    )
                )
                return
        number = state.turn.number
        creatures = [
            Attacker(
                int(obj.id),
                object_name(obj, self.controller.language),
                chars[obj.id].power or 0,
                toughness=chars[obj.id].toughness,
                sick=summoning_sick(obj, chars[obj.id], number),
            )
            for obj in state.permanents()
            if obj.controller == active and chars[obj.id].is_creature and not obj.tapped
        ]
        opponents = turn_commands.attack_targets(state)
        dialog = AttackersDialog(
            creatures,
            opponents,
            parent=self.window,
            sickness_refused=state.rules.sickness_and_timing,
        )
        dialog.finished.connect(lambda _r: self._finish_attackers(dialog))
        dialog.open()

    def _finish_attackers(self, dialog: Any) -> None:
        """Attack performs the declaration; No attack (nobody chosen) goes on to the end of
        combat (508.8: with no attackers the rest of combat is skipped)."""
        action = dialog.result_value()
        dialog.deleteLater()
        if action is None:
            return
        self.controller.perform(action if action.attacks else a.AdvanceStep())

    def declare_blockers(self) -> QDialog | None:
        """The blockers dialog (window-modal, not blocking); OK performs one DeclareBlockers."""
        from saga_table.qt.dialogs.combat import Attacker, Blocker, DeclareBlockersDialog

        state = self.controller.state
        chars = self.controller.characteristics()
        language = self.controller.language
        if state.turn.step is not Step.DECLARE_BLOCKERS:
            self._status(self.tr("Blockers are declared in the declare blockers step."))
            return None
        attackers = [
            Attacker(
                int(obj.id),
                object_name(obj, language),
                chars[obj.id].power or 0,
                int(obj.attacking),
                toughness=chars[obj.id].toughness,
            )
            for obj in state.permanents()
            if obj.attacking is not None
        ]
        defenders = {attacker.defender for attacker in attackers}
        from saga_table.engine.combat import block_refusal

        creatures = [
            Blocker(
                int(obj.id),
                object_name(obj, language),
                chars[obj.id].power or 0,
                chars[obj.id].toughness or 0,
                int(obj.controller),
                may_block=tuple(
                    a.object_id
                    for a in attackers
                    if block_refusal(chars, obj.id, ObjectId(a.object_id)) is None
                ),
            )
            for obj in state.permanents()
            if int(obj.controller) in defenders and chars[obj.id].is_creature and not obj.tapped
        ]
        names = [p.name for p in state.players]
        dialog = DeclareBlockersDialog(creatures, attackers, names, parent=self.window)
        dialog.finished.connect(lambda _r: self._finish_blockers(dialog))
        dialog.open()
        return dialog

    def _finish_blockers(self, dialog: Any) -> None:
        """Block performs the declaration; No blocks (nobody chosen) goes on to the damage."""
        blocks = dialog.result_value()
        dialog.deleteLater()
        if blocks is None:
            return
        if not blocks:
            self.controller.perform(a.AdvanceStep())
            return
        self.controller.perform(
            a.DeclareBlockers(tuple((ObjectId(b), ObjectId(at)) for b, at in blocks))
        )

    def combat_damage(self) -> None:
        from saga_table.qt.dialogs.combat import Attacker, CombatDamageDialog

        state = self.controller.state
        chars = self.controller.characteristics()
        if state.turn.step not in (Step.COMBAT_DAMAGE, Step.FIRST_STRIKE_DAMAGE):
            self._status(self.tr("Combat damage is dealt in a combat damage step."))
            return
        attackers = [
            Attacker(
                int(obj.id),
                object_name(obj, self.controller.language),
                chars[obj.id].power or 0,
                int(obj.attacking) if obj.attacking is not None else None,
            )
            for obj in state.permanents()
            if obj.attacking is not None
        ]
        names = [p.name for p in state.players]
        dialog = CombatDamageDialog(attackers, names, parent=self.window)
        dialog.finished.connect(lambda _r: self._finish(dialog))
        dialog.open()

    def open_zone(self, zone: Zone, player: int | None = None) -> ZoneViewer:
        """Open a viewer on a zone of the chosen player (library, graveyard, exile)."""
        from saga_table.qt.dialogs.zone_viewer import ZoneViewer

        who = self.window.chosen_player if player is None else player
        model = ZoneModel(self.controller, who, zone, self.window)
        viewer = ZoneViewer(model, player_name=self.controller.player_name(who), parent=self.window)
        viewer.action_requested.connect(self.controller.perform)
        viewer.finished.connect(lambda _r: self._close_viewer(viewer))
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def close_viewers(self) -> None:
        for viewer in list(self.viewers):
            viewer.close()

    def _close_viewer(self, viewer: ZoneViewer) -> None:
        if viewer in self.viewers:
            self.viewers.remove(viewer)
        viewer.model.deleteLater()
        viewer.deleteLater()
