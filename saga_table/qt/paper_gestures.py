"""The paper table's pointer gestures on the battlefields: a right click on a battlefield's empty
part (its menu), and a permanent dragged to another battlefield (a card drag, as the hand's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from saga_table.qt.widgets._card_base import CardWidgetBase

if TYPE_CHECKING:
    from saga_table.qt.paper_table import PaperTable

__all__ = ["BackgroundMenu", "PermanentDrag", "card_mime", "start_drag"]


class BackgroundMenu(QObject):
    """A right click on a battlefield's empty part: put a card for that player, make tokens."""

    def __init__(self, table: PaperTable, player: int, battlefield: QWidget) -> None:
        super().__init__(battlefield)
        self._table = table
        self._player = player

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            menu = self._table.battlefield_menu(self._player)
            menu.popup(event.globalPos())
            return True
        return False


class PermanentDrag(QObject):
    """Dragging a permanent: a card drag (the hand's mime type) that a battlefield accepts."""

    def __init__(self, table: PaperTable) -> None:
        super().__init__(table)
        self._table = table
        self._press: QPoint | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, CardWidgetBase) or not isinstance(event, QMouseEvent):
            return False
        if watched.window() is not self._table.window:
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        elif kind == QEvent.Type.MouseButtonRelease:
            self._press = None
        elif (
            kind == QEvent.Type.MouseMove
            and self._press is not None
            and event.buttons() & Qt.MouseButton.LeftButton
            and (event.position().toPoint() - self._press).manhattanLength()
            >= QApplication.startDragDistance() * 3
        ):
            self._press = None
            object_id = getattr(watched, "object_id", None)
            if callable(object_id):
                object_id = object_id()
            if isinstance(object_id, int):
                start_drag(watched, object_id)
                return True
        return False


def start_drag(widget: QWidget, object_id: int) -> None:
    from PySide6.QtGui import QDrag

    from saga_table.qt.models.zones import CARD_MIME_TYPE

    drag = QDrag(widget)
    mime = card_mime(object_id, CARD_MIME_TYPE)
    drag.setMimeData(mime)
    drag.setPixmap(widget.grab().scaledToHeight(80, Qt.TransformationMode.SmoothTransformation))
    drag.exec(Qt.DropAction.MoveAction)


def card_mime(object_id: int, mime_type: str) -> Any:
    from PySide6.QtCore import QByteArray, QMimeData

    mime = QMimeData()
    mime.setData(mime_type, QByteArray(str(object_id).encode("ascii")))
    return mime
