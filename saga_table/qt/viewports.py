"""Scroll areas whose viewport Python made.

A scroll area (a list, a table, a scrolled battlefield) makes its viewport in C++, as an object
of one of Qt's private classes. The first time Python is handed such a widget (``viewport()``),
PySide6 looks for its class among every QWidget subclass it knows, creating the Python types of
some 35 of them and their enums (~5 ms, before the first paint). A viewport made in Python is
a plain ``QWidget`` that PySide6 already knows, set up as Qt sets up its own (filling its
background; an item view's with the palette's base colour); Qt uses it the same way.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QWidget

__all__ = ["own_viewport"]


def own_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give ``area`` a viewport made in Python (before anything is put into it); return it."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    if isinstance(area, QAbstractItemView):  # what QAbstractItemView does to its own
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
    return viewport
