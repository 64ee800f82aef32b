"""The table's zoom: View > Zoom in (Ctrl+plus), Zoom out (Ctrl+minus), Actual size (Ctrl+0),
and Ctrl+wheel over a battlefield. The level is a setting, remembered between sessions.
View > Show the card large (Z) previews the card under the pointer, or the focused one.

The zoom scales the cards' smallest and largest size and the Sagas' chapter text
(:func:`~saga_table.qt.table_layout.text_px_for_zoom`); the levels are
:data:`~saga_table.qt.table_layout.ZOOM_STEPS`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from saga_table.qt.table_layout import ZOOM_STEPS, next_zoom

__all__ = ["TableZoom", "clamp_zoom"]


def clamp_zoom(zoom: float) -> float:
    """``zoom`` within the levels the table offers.

    >>> clamp_zoom(9.0), clamp_zoom(0.1), clamp_zoom(1.25)
    (2.0, 0.7, 1.25)
    """
    return min(ZOOM_STEPS[-1], max(ZOOM_STEPS[0], zoom))


class TableZoom(QObject):
    """The zoom actions of a main window (anything with ``ui_settings``, ``table`` and a
    ``settings_changed`` signal)."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.zoom_in = QAction(self.tr("Zoom in"), window)
        self.zoom_in.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")]
        )
        self.zoom_out = QAction(self.tr("Zoom out"), window)
        self.zoom_out.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.ZoomOut), QKeySequence("Ctrl+_")]
        )
        self.actual_size = QAction(self.tr("Actual size"), window)
        self.actual_size.setShortcut("Ctrl+0")
        self.preview = QAction(self.tr("Show the card large"), window)
        self.preview.setShortcut("Z")
        for action, tip in (
            (self.zoom_in, self.tr("Larger cards and chapter text (Ctrl+plus, Ctrl+wheel up)")),
            (self.zoom_out, self.tr("Smaller cards, more on the table (Ctrl+minus)")),
            (self.actual_size, self.tr("The cards' default size (Ctrl+0)")),
            (
                self.preview,
                self.tr(
                    "The card under the pointer (or the focused card) large, with all its "
                    "text (Z; Z again or Escape closes it)"
                ),
            ),
        ):
            action.setToolTip(tip)
            action.setStatusTip(tip)
            window.addAction(action)
        self.zoom_in.triggered.connect(lambda: self.step(1))
        self.zoom_out.triggered.connect(lambda: self.step(-1))
        self.actual_size.triggered.connect(lambda: self.set_zoom(1.0))
        self.preview.triggered.connect(self.toggle_preview)
        menu.addSeparator()
        menu.addActions([self.zoom_in, self.zoom_out, self.actual_size, self.preview])

    def actions(self) -> list[QAction]:
        return [self.zoom_in, self.zoom_out, self.actual_size, self.preview]

    def toggle_preview(self) -> None:
        """Show the large preview of the card under the pointer (or focused), or close it."""
        table = getattr(self.window, "table", None)
        if table is None or not table.toggle_preview():
            self.window.statusBar().showMessage(
                self.tr("Point at a card (or focus one), then press Z to see it large."), 5000
            )

    def zoom(self) -> float:
        return clamp_zoom(float(getattr(self.window.ui_settings, "table_zoom", 1.0)))

    def step(self, direction: int) -> None:
        self.set_zoom(next_zoom(self.zoom(), direction))

    def set_zoom(self, zoom: float) -> None:
        """Zoom the table to ``zoom`` and remember it in the settings."""
        zoom = clamp_zoom(zoom)
        table = getattr(self.window, "table", None)
        if table is not None:
            table.set_zoom(zoom)
        self.zoom_in.setEnabled(zoom < ZOOM_STEPS[-1])
        self.zoom_out.setEnabled(zoom > ZOOM_STEPS[0])
        if zoom == self.zoom():
            return
        self.window.ui_settings = replace(self.window.ui_settings, table_zoom=zoom)
        self.window.settings_changed.emit(self.window.ui_settings)
        self.window.statusBar().showMessage(
            self.tr("Zoom {percent}%").format(percent=round(zoom * 100)), 3000
        )
