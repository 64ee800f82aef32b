"""Keeping the persistence layer's autosave journal in step with the game in the window.

Every action, undo and redo is on disk before the next one (the journal is
:mod:`saga_table.persistence.autosave`'s); a new or opened game starts a new journal. A game left
in progress is offered again at the next start (:func:`resume_offer_text` words the offer).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from saga_table.qt.controller import GameController
from saga_table.qt.i18n import step_name

__all__ = ["AutosaveLink", "resume_offer_text"]

translate = QCoreApplication.translate


class AutosaveLink(QObject):
    """Records each step of the controller's game in the autosave directory. ``problem(text)``
    says when the disk refused (the game goes on; the next step tries again)."""

    problem = Signal(str)

    def __init__(self, controller: GameController, directory: Path) -> None:
        super().__init__(controller)
        from saga_table.persistence.autosave import Autosaver

        self._controller = controller
        self._saver = Autosaver(directory)
        controller.history_step.connect(self._record)
        controller.game_replaced.connect(self.start)

    @property
    def active(self) -> bool:
        return bool(self._saver.active)

    def start(self) -> None:
        from saga_table.persistence.autosave import AutosaveError

        try:
            self._saver.start(self._controller.game)
        except AutosaveError as exc:
            self.problem.emit(str(exc))

    def record_saved(self, path: str) -> None:
        """The game was saved to (or opened from) ``path``: a game taken up again after a
        crash keeps its file."""
        from saga_table.persistence.autosave import AutosaveError

        try:
            self._saver.record_saved(path)
        except AutosaveError as exc:
            self.problem.emit(str(exc))

    def _record(self, kind: str) -> None:
        from saga_table.persistence.autosave import AutosaveError

        if not self._saver.active:
            return
        try:
            if kind == "apply":
                last = self._controller.game.last_action
                if last is not None:  # (an action was just applied: there is one)
                    self._saver.record_action(last)
            elif kind == "undo":
                self._saver.record_undo()
            else:
                self._saver.record_redo()
        except AutosaveError as exc:
            self.problem.emit(str(exc))

    def close(self) -> None:
        """Quitting: a game still in progress is kept to be offered at the next start."""
        from saga_table.persistence.autosave import AutosaveError

        try:
            self._saver.close(clean=bool(self._controller.state.game_over))
        except AutosaveError as exc:
            self.problem.emit(str(exc))


def resume_offer_text(offer: Any) -> str:
    """The question that offers an autosaved game again, in the UI language."""
    players = translate("Autosave", " vs ").join(offer.players)
    where = translate("Autosave", "turn {turn}, {player}'s {step}").format(
        turn=offer.turn, player=offer.active_player, step=step_name(offer.step)
    )
    if offer.crashed:
        head = translate("Autosave", "Saga Table closed unexpectedly during this game:")
    else:
        head = translate("Autosave", "A game was left in progress:")
    lines = [head, "", players, where]
    if getattr(offer, "game_over", False):
        lines.append(translate("Autosave", "The game had just ended."))
    warning = getattr(offer, "warning", None)
    if warning:
        from saga_table.qt.partly_used import partly_used_text

        lines += ["", partly_used_text(warning)]
    question = translate("Autosave", "Go on with it? (No starts the demo game.)")
    return "\n".join([*lines, "", question])
