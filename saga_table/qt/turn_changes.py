"""Turn > Extra turn…, Additional phases…, Skip…: what a card does to the turn, put by hand.

At a paper table a card such as Time Stretch, Relentless Assault or a "skip your next untap
step" has no automation in the app: the player says what it does, and the window makes it one
engine action (:class:`~saga_table.engine.actions.AddExtraTurn`, ``AddExtraPhases``,
``SkipNext`` / ``SkipThisTurn``), so one undo step and one log line. The phase bar shows the
added phases while they run; the top bar says what is to come (words/turn_notes.py). Made
when first used: the first paint needs none of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["TurnChanges"]


class TurnChanges(QObject):
    """The three commands of one window; :attr:`dialog` is the one open now, if any."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.dialog: Any = None

    def _names(self) -> list[str]:
        return [p.name for p in self.controller.state.players]

    def _open(self, dialog: Any, perform: Any) -> Any:
        """Open ``dialog``; when it is accepted, ``perform(value)``."""
        self.dialog = dialog

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if self.dialog is dialog:
                self.dialog = None
            if value is not None:
                perform(value)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def ask_extra_turn(self) -> Any:
        from saga_table.qt.dialogs.turn_changes import ExtraTurnDialog

        dialog = ExtraTurnDialog(
            self._names(), current=self.window.chosen_player, parent=self.window
        )
        return self._open(
            dialog,
            lambda v: self.controller.perform(a.AddExtraTurn(PlayerId(v[0]), v[1])),
        )

    def ask_extra_phases(self) -> Any:
        from saga_table.qt.dialogs.turn_changes import ExtraPhasesDialog

        dialog = ExtraPhasesDialog(parent=self.window)
        return self._open(dialog, lambda v: self.controller.perform(a.AddExtraPhases(v)))

    def ask_skip(self) -> Any:
        from saga_table.qt.dialogs.turn_changes import SkipDialog

        dialog = SkipDialog(self._names(), current=self.window.chosen_player, parent=self.window)

        def perform(value: tuple[int, str, int, bool]) -> None:
            player, what, count, this_turn = value
            if this_turn:
                self.controller.perform(a.SkipThisTurn(PlayerId(player), what))
            else:
                self.controller.perform(a.SkipNext(PlayerId(player), what, count))

        return self._open(dialog, perform)
