"""Calling back once a widget has been painted the first time (the start-up's later work)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["FirstPaint"]


class FirstPaint(QObject):
    """Calls back once, after the first paint pass of the widget it watches (or after
    ``FALLBACK_MS`` if the widget is never painted, say a window started minimised)."""

    FALLBACK_MS = 1500

    def __init__(self, widget: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._callback: Callable[[], object] | None = callback
        widget.installEventFilter(self)
        QTimer.singleShot(self.FALLBACK_MS, self, self._fire)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self._fire)  # after the whole paint pass
        return False

    def _fire(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            self._widget.removeEventFilter(self)
            self.deleteLater()
            callback()
