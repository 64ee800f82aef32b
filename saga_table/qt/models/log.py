"""The game log: what happened, in sentences, oldest first and newest at the bottom.

Rows come from the engine's history: the events of the setup, then each action's events. Applying
or redoing an action appends its lines; undoing removes them; a new language retells them all.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from saga_table.qt.controller import GameController
from saga_table.words.log import LogLine, entry_sentences

__all__ = ["LogModel", "LogRole"]

Index = QModelIndex | QPersistentModelIndex


class LogRole(IntEnum):
    #: Which history entry the line tells: 0 for the setup, n for the n-th action.
    ENTRY = Qt.ItemDataRole.UserRole + 1
    IS_TURN = Qt.ItemDataRole.UserRole + 2


#: The roles the log answers, and what each gives.
_ROLE_KINDS: dict[int, str] = {
    Qt.ItemDataRole.DisplayRole: "text",
    Qt.ItemDataRole.ToolTipRole: "text",
    Qt.ItemDataRole.AccessibleTextRole: "text",
    Qt.ItemDataRole.FontRole: "font",
    LogRole.ENTRY: "entry",
    LogRole.IS_TURN: "heading",
}


class LogModel(QAbstractListModel):
    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        #: (entry number, line) per row.
        self._lines: list[tuple[int, LogLine]] = []
        #: How many history entries the rows tell (the setup counts as entry 0).
        self._entries = 0
        self._bold: QFont | None = None
        controller.game_changed.connect(self._on_game_changed)
        controller.game_replaced.connect(self.reset)
        controller.language_changed.connect(self._retell)
        self._lines = self._tell_all()
        self._entries = controller.game.history_length

    # ---------------------------------------------------------------- Qt's model interface

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or index.model() is not self:
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Asked for a dozen roles per row painted: the roles the log has none of leave first.
        kind = _ROLE_KINDS.get(role)
        if kind is None or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._lines):
            return None
        entry, line = self._lines[row]
        if kind == "text":
            return line.text
        if kind == "font":
            return self._heading_font() if line.heading else None
        if kind == "entry":
            return entry
        return line.heading

    def _heading_font(self) -> QFont:
        """Bold, and nothing else: the view's own font fills in the rest."""
        if self._bold is None:
            self._bold = QFont()
            self._bold.setBold(True)
        return self._bold

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(r): QByteArray(r.name.lower().encode()) for r in LogRole})
        return names

    # ---------------------------------------------------------------- reading

    def lines(self) -> list[str]:
        return [line.text for _entry, line in self._lines]

    # ---------------------------------------------------------------- refreshing

    def _tell(self, number: int) -> list[tuple[int, LogLine]]:
        game = self._controller.game
        language = self._controller.language
        if number == 0:
            first = game.history_entry(0).before if game.history_length else game.state
            sentences = entry_sentences(None, None, first, game.initial_events, language)
        else:
            entry = game.history_entry(number - 1)
            sentences = entry_sentences(
                entry.action, entry.before, entry.after, entry.events, language
            )
        return [(number, s) for s in sentences]

    def _tell_all(self) -> list[tuple[int, LogLine]]:
        game = self._controller.game
        lines: list[tuple[int, LogLine]] = []
        for number in range(game.history_length + 1):
            lines.extend(self._tell(number))
        return lines

    def reset(self) -> None:
        self.beginResetModel()
        self._lines = self._tell_all()
        self._entries = self._controller.game.history_length
        self.endResetModel()

    def _retell(self, _language: str = "") -> None:
        lines = self._tell_all()
        if len(lines) != len(self._lines):  # pragma: no cover - the same events, the same count
            self.reset()
            return
        self._lines = lines
        if lines:
            self.dataChanged.emit(self.index(0), self.index(len(lines) - 1))

    def _on_game_changed(self, _events: object) -> None:
        now = self._controller.game.history_length
        if now < self._entries:
            # Undone: drop the lines of the entries taken back.
            keep = next(
                (row for row, (entry, _t) in enumerate(self._lines) if entry > now),
                len(self._lines),
            )
            if keep < len(self._lines):
                self.beginRemoveRows(QModelIndex(), keep, len(self._lines) - 1)
                del self._lines[keep:]
                self.endRemoveRows()
        elif now > self._entries:
            new: list[tuple[int, LogLine]] = []
            for number in range(self._entries + 1, now + 1):
                new.extend(self._tell(number))
            if new:
                first = len(self._lines)
                self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
                self._lines.extend(new)
                self.endInsertRows()
        self._entries = now
