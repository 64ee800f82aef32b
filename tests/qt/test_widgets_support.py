"""Helpers for the widget tests: synthetic events and pixel checks (no tests in here)."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QImage,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QWidget


def send_wheel(widget: QWidget, pos: QPointF, angle: int) -> bool:
    """A synthetic wheel turn of ``angle`` eighths of a degree (120 = one notch up)."""
    event = QWheelEvent(
        pos,
        QPointF(widget.mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, angle),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def send_context_menu(widget: QWidget, pos: QPoint) -> None:
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, widget.mapToGlobal(pos))
    QApplication.sendEvent(widget, event)


def _drag_args(
    widget: QWidget, mime: QMimeData, pos: QPointF | None
) -> tuple[QPointF, Qt.DropAction, QMimeData, Qt.MouseButton, Qt.KeyboardModifier]:
    return (
        pos if pos is not None else QPointF(widget.rect().center()),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )


def send_drag_enter(widget: QWidget, mime: QMimeData, pos: QPointF | None = None) -> bool:
    """A synthetic drag entering ``widget``; True if the widget accepted it."""
    point, action, data, button, modifiers = _drag_args(widget, mime, pos)
    event = QDragEnterEvent(point.toPoint(), action, data, button, modifiers)
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def send_drop(widget: QWidget, mime: QMimeData, pos: QPointF | None = None) -> bool:
    """A synthetic drag and drop on ``widget``: enter, move, drop (Qt delivers a drop only to a
    widget that took the drag). True if the drop was accepted."""
    if not send_drag_enter(widget, mime, pos):
        return False
    point, action, data, button, modifiers = _drag_args(widget, mime, pos)
    move = QDragMoveEvent(point.toPoint(), action, data, button, modifiers)
    QApplication.sendEvent(widget, move)
    if not move.isAccepted():
        return False
    drop = QDropEvent(*_drag_args(widget, mime, pos))
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


def grab_image(widget: QWidget) -> QImage:
    """The widget painted at its size, at 1x, as an image."""
    return widget.grab().toImage()


def colour_distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
