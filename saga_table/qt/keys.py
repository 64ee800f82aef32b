"""Keys the whole window shares: Space is Next's, except where a widget needs its own."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

from saga_table.qt.widgets._card_base import CardWidgetBase
from saga_table.qt.widgets.seat_widget import SeatWidget

__all__ = ["SpaceGuard"]


class SpaceGuard(QObject):
    """Space is Next's shortcut, but a focused button, list, field or card keeps its own Space
    (press a button, tick a box, tap a card). Installed on the application; ``next_button``
    itself gives Space to Next."""

    _KEEPS_SPACE = (
        QAbstractButton,
        QAbstractItemView,
        QLineEdit,
        QComboBox,
        QAbstractSpinBox,
        CardWidgetBase,
        SeatWidget,
    )

    def __init__(self, parent: QObject, next_button: QWidget) -> None:
        super().__init__(parent)
        self._next_button = next_button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and isinstance(watched, self._KEEPS_SPACE)
            and watched is not self._next_button
        ):
            event.accept()
        return False
