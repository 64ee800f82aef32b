"""Venturing into the dungeon (701.49a): which dungeon to enter, which room comes next.

The room choice shows the dungeon as a small map, rows of rooms from the top as the card prints
them, with the room the venture marker is in and the rooms it can move to marked.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.dungeons import DUNGEONS, Dungeon
from saga_table.engine.state import ChooseDungeonDecision, ChooseRoomDecision
from saga_table.qt.dialogs.choice import ChoiceDialog
from saga_table.qt.widgets._paint import painting

__all__ = ["DungeonDialog", "DungeonMap", "RoomDialog", "map_rects"]


def map_rects(d: Dungeon, width: float, row_height: float, gap: float = 6.0) -> dict[str, QRectF]:
    """Where each room of ``d`` is drawn: rows from the top, each row's rooms side by side."""
    out: dict[str, QRectF] = {}
    for r, row in enumerate(d.rows()):
        w = (width - gap * (len(row) - 1)) / len(row)
        for i, room in enumerate(row):
            out[room.name] = QRectF(i * (w + gap), r * (row_height + gap), w, row_height)
    return out


class DungeonMap(QWidget):
    """A dungeon's rooms, the current one filled, the reachable ones outlined in bold."""

    ROW = 30.0

    def __init__(
        self,
        dungeon_name: str,
        *,
        current: str | None = None,
        options: Sequence[str] = (),
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.dungeon = DUNGEONS[dungeon_name]
        self.current = current
        self.options = tuple(options)
        self.language = language
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(360)

    def sizeHint(self) -> QSize:
        rows = len(self.dungeon.rows())
        return QSize(420, int(rows * (self.ROW + 6)))

    def minimumSizeHint(self) -> QSize:
        return QSize(360, self.sizeHint().height())

    def room_label(self, name: str) -> str:
        room = self.dungeon.room(name)
        return room.name_ja if self.language == "ja" else room.name

    def paintEvent(self, _event: QPaintEvent) -> None:
        with painting(self) as painter:
            self._paint_map(painter)

    def _paint_map(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        font = QFont(self.font())
        painter.setFont(font)
        for name, rect in map_rects(self.dungeon, self.width() - 1, self.ROW).items():
            fill = palette.highlight().color() if name == self.current else palette.base().color()
            pen = QPen(palette.text().color(), 3 if name in self.options else 1)
            painter.setPen(pen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
            text = QColor(
                palette.highlightedText().color()
                if name == self.current
                else palette.text().color()
            )
            painter.setPen(text)
            painter.drawText(
                rect.adjusted(4, 0, -4, 0),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.room_label(name),
            )


class DungeonDialog(ChoiceDialog):
    """Which dungeon to enter (never Undercity: 725.2's own venture enters it)."""

    def __init__(
        self,
        decision: ChooseDungeonDecision,
        *,
        player_name: str,
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("Venture into the dungeon"))
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        self.heading = QLabel(
            self.tr("{player} ventures into the dungeon: choose the dungeon to enter.").format(
                player=player_name
            )
        )
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        values = []
        for name in decision.options:
            d = DUNGEONS[name]
            values.append((name, d.name_ja if language == "ja" else d.name))
        self._finish(layout, values)


class RoomDialog(ChoiceDialog):
    """Which room the venture marker moves to, over a map of the dungeon."""

    def __init__(
        self,
        decision: ChooseRoomDecision,
        *,
        player_name: str,
        current: str | None,
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        d = DUNGEONS[decision.dungeon]
        self.setWindowTitle(d.name_ja if language == "ja" else d.name)
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        self.heading = QLabel(
            self.tr("{player}'s venture marker moves on: choose the next room.").format(
                player=player_name
            )
        )
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.map = DungeonMap(
            decision.dungeon, current=current, options=decision.options, language=language
        )
        layout.addWidget(self.map)
        values = []
        for name in decision.options:
            room = d.room(name)
            label = room.name_ja if language == "ja" else room.name
            text = room.text_ja if language == "ja" else room.text
            values.append((name, f"{label} — {text}"))
        self._finish(layout, values)
