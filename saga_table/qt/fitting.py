"""Sizes that fit the screen: a dialog asks for the size it would like, and gets no more than the
screen's free area (less room for the window's frame and title bar), so that at 1024x600 a dialog
is whole on the screen, its buttons included."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["fitting_size"]

#: Room left for the frame (each side) and the title bar, in pixels.
FRAME_W, FRAME_H = 24, 48


def fitting_size(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made smaller where the free area of ``widget``'s screen is smaller."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return wanted
    free = screen.availableGeometry()
    return QSize(
        min(wanted.width(), free.width() - FRAME_W), min(wanted.height(), free.height() - FRAME_H)
    )
