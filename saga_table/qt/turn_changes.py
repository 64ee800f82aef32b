"""Turn > Extra turn…, Additional phases…, Skip…: what a card does to the turn, put by hand.

At a paper table a card such as Time Stretch, Relentless Assault or a "skip your next untap
step" has no automation in the app: the player says what it does, and the window makes it one
engine action (:class:`~saga_table.engine.actions.AddExtraTurn`, ``AddExtraPhases``,
``SkipNext`` / ``SkipThisTurn``), so one undo step and one log line. The phase bar shows the
added phases; the top bar says whose extra turn comes next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId
from saga_table.engine.turns import Phase, Step
from saga_table.words.translation import listed

if TYPE_CHECKING:
    from saga_table.engine.state import GameState
    from saga_table.qt.main_window import MainWindow

__all__ = ["TurnChanges", "turn_notes"]

translate = QCoreApplication.translate


def _what(value: str) -> str:
    from saga_table.words.game import phase_name, step_name

    if value in {p.value for p in Phase}:
        return phase_name(Phase(value))
    return step_name(Step(value))


def turn_notes(state: GameState) -> list[str]:
    """What the turn has been told to do besides its usual course, a line each, for the top
    bar: the phases added to this turn still to come (500.8), whose extra turns come next
    (500.7), and who skips what (500.11)."""
    short = {
        Phase.BEGINNING: translate("TurnNotes", "beginning"),
        Phase.MAIN: translate("TurnNotes", "main"),
        Phase.COMBAT: translate("TurnNotes", "combat"),
        Phase.ENDING: translate("TurnNotes", "ending"),
    }
    turn = state.turn
    lines = []
    added: dict[int, Phase] = {}  # (the phases added and still to come, by instance: 500.8)
    for slot in turn.remaining:
        if slot.extra and slot.instance != turn.slot.instance:
            added.setdefault(slot.instance, slot.phase)
    if added:
        lines.append(
            translate("TurnNotes", "Added to come: {phases}").format(
                phases=listed(short[p] for p in added.values())
            )
        )
    if turn.extra_turns:
        names = [state.players[p].name for p in turn.extra_turns]
        if len(names) == 1:
            lines.append(
                translate("TurnNotes", "Next: {player}'s extra turn").format(player=names[0])
            )
        else:
            lines.append(
                translate("TurnNotes", "Next: extra turns for {players}").format(
                    players=listed(names)
                )
            )
    for skip in turn.skips:
        name = state.players[skip.player].name
        if skip.this_turn_only is not None:
            if skip.this_turn_only != turn.number:
                continue  # (a skip of a turn gone by: it no longer applies)
            line = translate("TurnNotes", "{player} skips each {what} this turn")
        elif skip.count > 1:
            line = translate("TurnNotes", "{player} skips the next {count} × {what}")
        else:
            line = translate("TurnNotes", "{player} skips the next {what}")
        lines.append(line.format(player=name, what=_what(skip.what), count=skip.count))
    return lines


class TurnChanges(QObject):
    """The three commands of one window; :attr:`dialog` is the one open now, if any."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.dialog: Any = None
        acts = window.commands
        acts.extra_turn.triggered.connect(self.ask_extra_turn)
        acts.extra_phases.triggered.connect(self.ask_extra_phases)
        acts.skip.triggered.connect(self.ask_skip)

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
