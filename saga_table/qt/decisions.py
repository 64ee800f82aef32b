"""The dialogs for the decisions the engine waits for.

A decision opens as a window-modal dialog (``open()``, never a nested event loop; the opening
hand's, targets and by hand beside the window, not modal); its answer is
performed as an action, so Undo takes it back like anything else. A dialog closed without an
answer leaves the decision waiting: Next, the banner over the stack or Ctrl+J opens it again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from saga_table.engine import actions as a
from saga_table.engine.counters import LORE
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.state import (
    ChooseDungeonDecision,
    ChooseLegendDecision,
    ChooseReadAheadDecision,
    ChooseRoomDecision,
    Decision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
)
from saga_table.qt.naming import object_name, stack_item_text, stack_item_title

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["DecisionDialogs"]


class DecisionDialogs(QObject):
    """``dialog`` is the dialog open for the waiting decision (None when none is open)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.dialog: QDialog | None = None
        self.controller.decision_requested.connect(self._on_decision_requested)
        for changed in (self.controller.game_changed, self.controller.game_replaced):
            changed.connect(lambda *_: self._drop_stale())

    def _drop_stale(self) -> None:
        """A dialog whose decision is no longer the game's (a new game, an undo, an answer given
        elsewhere) closes: with the mulligan's dialog not modal, New game… can replace the game
        under it."""
        dialog = self.dialog
        if dialog is not None and getattr(dialog, "decision", None) != self.controller.decision:
            dialog.reject()

    def _on_decision_requested(self, _decision: object) -> None:
        if self.window.ui_settings.open_decisions:
            QTimer.singleShot(0, self, self.open)

    def open(self) -> QDialog | None:
        """Open the dialog for the waiting decision (or raise the one already open)."""
        decision = self.controller.decision
        if decision is None:
            return None
        if self.dialog is not None:
            if getattr(self.dialog, "decision", None) == decision:
                if QGuiApplication.platformName() != "offscreen":  # it has no window stack
                    self.dialog.raise_()
                    self.dialog.activateWindow()
                return self.dialog
            self.dialog.reject()
        from saga_table.qt.dialogs.effect_choices import NON_MODAL

        dialog = self._dialog_for(decision)
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._answer(dialog))
        from saga_table.qt.dialogs.mulligan import MulliganDialog

        if isinstance(dialog, (*NON_MODAL, MulliganDialog)):
            # targets and by hand: the table stays in reach; the opening hand's: the menus too
            # (the demo and a new game open on it, and New game…, Open… or Help may come first)
            if isinstance(dialog, MulliganDialog):
                # and their keys, from the dialog too (a window's shortcut works in its own
                # window): those with Ctrl, which no key of the dialog's own is, and F1
                dialog.addActions(_window_keys(self.window))
            dialog.show()
        else:
            # a choice in the middle of play: window-modal, its answer the next thing to do;
            # but Undo and Redo work from it, as from the window: a mistaken gesture that
            # asked it is taken back without answering first
            dialog.addActions(_undo_keys(self.window))
            dialog.open()
        return dialog

    def done_by_hand(self) -> bool:
        """Next (Space) or Answer the waiting choice (Ctrl+J) while a resolution by hand is
        open: Done, as its button (the dialog leaves the keyboard to the table, so Enter never
        reaches it). False when no such dialog is open."""
        from saga_table.qt.dialogs.effect_choices import ByHandDialog

        dialog = self.dialog
        decision = self.controller.decision
        if isinstance(dialog, ByHandDialog) and getattr(dialog, "decision", None) == decision:
            dialog.accept()
            return True
        return False

    def close(self) -> None:
        """Close the open dialog without an answer (the decision keeps waiting)."""
        if self.dialog is not None:
            self.dialog.reject()

    def _dialog_for(self, decision: Decision) -> QDialog:
        from saga_table.qt.dialogs.effect_choices import EFFECT_DECISIONS
        from saga_table.qt.dialogs.mulligan import DiscardDialog, MulliganDialog
        from saga_table.qt.dialogs.read_ahead import ReadAheadDialog
        from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog

        window = self.window
        state = self.controller.state
        language = self.controller.language
        player = state.players[decision.player].name
        if isinstance(decision, EFFECT_DECISIONS):
            from saga_table.qt.effect_dialogs import effect_dialog

            return effect_dialog(window, decision)
        if isinstance(decision, OrderTriggersDecision):
            from saga_table.qt.alike import numbered_alike

            # (two Keldon Warcallers' triggers read alike: numbered by their sources, as the
            # attackers dialog numbers the creatures)
            names = numbered_alike(
                [
                    (int(t.id), f"{stack_item_title(t, language)}: {stack_item_text(t, language)}")
                    for t in decision.triggers
                ],
                order={int(t.id): int(t.source) for t in decision.triggers if t.source is not None},
            )
            return TriggerOrderDialog(decision, names, player_name=player, parent=window)
        if isinstance(decision, ChooseReadAheadDecision):
            obj = state.objects[decision.entry.object]
            face = obj.card.faces[decision.entry.face]
            chapters = [
                (c.number, c.text_ja if language == "ja" and c.text_ja else c.text)
                for c in face.chapters
            ]
            return ReadAheadDialog(
                decision, chapters, card_name=object_name(obj, language), parent=window
            )
        if isinstance(decision, ChooseDungeonDecision):
            from saga_table.qt.dialogs.dungeon import DungeonDialog

            return DungeonDialog(decision, player_name=player, language=language, parent=window)
        if isinstance(decision, ChooseRoomDecision):
            from saga_table.qt.dialogs.dungeon import RoomDialog

            return RoomDialog(
                decision,
                player_name=player,
                current=state.players[decision.player].room,
                language=language,
                parent=window,
            )
        if isinstance(decision, ChooseLegendDecision):
            from saga_table.qt.dialogs.legend import LegendDialog, describe_option

            options = []
            for oid in decision.options:
                obj = state.objects[oid]
                text = describe_option(
                    object_name(obj, language),
                    tapped=obj.tapped,
                    lore=obj.counters[LORE],
                    entered_turn=obj.entered_turn,
                )
                options.append((int(oid), text))
            card = object_name(state.objects[decision.options[0]], language)
            return LegendDialog(
                decision, options, player_name=player, card_name=card, parent=window
            )
        hand = [
            (int(oid), object_name(state.objects[oid], language))
            for oid in state.zone(decision.player, Zone.HAND)
        ]
        if isinstance(decision, MulliganDecision):
            return MulliganDialog(decision, hand, player_name=player, parent=window)
        assert isinstance(decision, DiscardToHandSizeDecision)
        return DiscardDialog(decision, hand, player_name=player, parent=window)

    def _answer(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()
        decision = getattr(dialog, "decision", None)
        if decision is None or decision != self.controller.decision:
            return  # the game moved on (an undo) while the dialog was open
        value = dialog.result_value()  # type: ignore[attr-defined]
        if value is None:
            self.window.statusBar().showMessage(
                self.tr("The choice still waits: press Next or Ctrl+J to make it."), 6000
            )
            return
        from saga_table.qt.dialogs.effect_choices import EFFECT_DECISIONS, answer_action

        perform = self.controller.perform
        if isinstance(decision, EFFECT_DECISIONS):
            action = answer_action(decision, value)
            if action is not None:
                perform(action)
            return
        if isinstance(decision, OrderTriggersDecision):
            perform(a.OrderTriggers(tuple(ObjectId(i) for i in value)))
        elif isinstance(decision, ChooseReadAheadDecision):
            perform(a.ChooseReadAhead(int(value)))
        elif isinstance(decision, MulliganDecision):
            if value.keep:
                perform(a.KeepHand(decision.player, tuple(ObjectId(i) for i in value.bottom)))
            else:
                perform(a.Mulligan(decision.player))
        elif isinstance(decision, DiscardToHandSizeDecision):
            perform(a.DiscardToHandSize(tuple(ObjectId(i) for i in value)))
        elif isinstance(decision, ChooseLegendDecision):
            perform(a.KeepLegend(ObjectId(int(value))))
        elif isinstance(decision, ChooseDungeonDecision):
            perform(a.ChooseDungeon(str(value)))
        elif isinstance(decision, ChooseRoomDecision):
            perform(a.ChooseRoom(str(value)))

    def text(self, decision: Decision) -> str:
        """The waiting decision in words (the banner over the stack, Next's hint)."""
        player = self.controller.player_name(decision.player)
        if isinstance(decision, OrderTriggersDecision):
            return self.tr("{player}: put {count} triggered abilities in order…").format(
                player=player, count=len(decision.triggers)
            )
        if isinstance(decision, ChooseReadAheadDecision):
            return self.tr("{player}: choose the read ahead chapter…").format(player=player)
        if isinstance(decision, MulliganDecision):
            return self.tr("{player}: keep or mulligan…").format(player=player)
        if isinstance(decision, ChooseDungeonDecision):
            return self.tr("{player}: choose the dungeon to venture into…").format(player=player)
        if isinstance(decision, ChooseRoomDecision):
            return self.tr("{player}: choose the next room of the dungeon…").format(player=player)
        if isinstance(decision, ChooseLegendDecision):
            return self.tr("{player}: choose the {card} that stays (the legend rule)…").format(
                player=player, card=decision.name
            )
        from saga_table.qt.dialogs.effect_choices import EFFECT_DECISIONS

        if isinstance(decision, EFFECT_DECISIONS):
            from saga_table.qt.effect_dialogs import effect_decision_text

            return effect_decision_text(self.controller, decision)
        return self.tr("{player}: discard to hand size…").format(player=player)


def _undo_keys(window: QWidget) -> list[QAction]:
    """The window's Undo and Redo: what a window-modal decision's dialog lends the window's
    keys to (the dialogs the others open would be behind it, blocked with the window)."""
    commands = getattr(window, "commands", None)
    wanted = [getattr(commands, name, None) for name in ("undo", "redo")]
    return [action for action in wanted if isinstance(action, QAction)]


def _window_keys(window: QWidget) -> list[QAction]:
    """The window's actions whose every shortcut has Ctrl (New game, Open, Statistics, Undo...),
    and the key list's F1: what the opening hand's dialog lends the window's keys to."""
    from PySide6.QtGui import QKeySequence

    portable = QKeySequence.SequenceFormat.PortableText
    out = []
    for action in window.findChildren(QAction):
        keys = [k.toString(portable) for k in action.shortcuts() if not k.isEmpty()]
        if keys and all(k.startswith("Ctrl+") for k in keys):
            out.append(action)
    shortcuts = getattr(getattr(window, "commands", None), "shortcuts", None)
    if isinstance(shortcuts, QAction) and shortcuts not in out:
        out.append(shortcuts)
    return out
