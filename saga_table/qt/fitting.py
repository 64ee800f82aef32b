"""Sizes that fit the screen: a dialog asks for the size it would like, and gets no more than the
screen's free area (less room for the window's frame and title bar), so that at 1024x600 a dialog
is whole on the screen, its buttons included."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["fitting_size", "keep_title_whole", "say_problem"]

#: Room left for the frame (each side) and the title bar, in pixels.
FRAME_W, FRAME_H = 24, 48

#: Room in a title bar besides the title: the window's icon and its minimise, maximise and close
#: buttons, and the window manager's margins.
TITLE_BAR_ROOM = 130


def fitting_size(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made smaller where the free area of ``widget``'s screen is smaller."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return wanted
    free = screen.availableGeometry()
    return QSize(
        min(wanted.width(), free.width() - FRAME_W), min(wanted.height(), free.height() - FRAME_H)
    )


def keep_title_whole(window: QWidget) -> None:
    """Make ``window`` wide enough for the window manager to write its whole title ("Declare
    attackers — Saga Table") in the title bar: a small dialog had its title cut to "Declare a…
    ga Table". Never wider than the screen's free area. Call it once the title is set."""
    font = QFont(window.font())
    font.setBold(True)  # (title bars are mostly bold)
    name = QGuiApplication.applicationDisplayName()
    title = window.windowTitle().replace("[*]", "")
    text = f"{title} — {name}" if name and name != title else title
    needed = QFontMetrics(font).horizontalAdvance(text) + TITLE_BAR_ROOM
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        needed = min(needed, screen.availableGeometry().width() - FRAME_W)
    if needed > window.minimumWidth():
        window.setMinimumWidth(needed)


def say_problem(label: QLabel, text: str) -> None:
    """Show ``text`` in a dialog's problem ``label`` (hidden until something is wrong), and make
    the open dialog as tall as its lines now need: a window the layout had sized without the
    line kept its height, and Qt squeezed the wrapped hint above it, cutting its first line."""
    label.setWordWrap(True)
    label.setText(text)
    label.setVisible(True)
    window = label.window()
    layout = window.layout()
    if layout is None or not window.isVisible():
        return  # (a dialog not yet shown is sized as it opens)
    layout.activate()
    width = window.width()
    if layout.hasHeightForWidth():
        needed = layout.totalHeightForWidth(width)
    else:
        needed = layout.totalSizeHint().height()
    if needed > window.height():
        window.resize(fitting_size(window, QSize(width, needed)))
