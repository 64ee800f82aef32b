"""A guard against a PySide6 build that crashes painted widgets on Python 3.11.

PySide6-Essentials 6.12.0 returns None from void methods (``QPainter.setPen``, ``QWidget.update``
...) without taking a new reference. On Python 3.11 every such call lowers None's reference count
by one, and after a few thousand calls (a few paints of a card) the interpreter aborts with
"none_dealloc: deallocating None". pyproject.toml pins 6.11.3, which does not have the bug; this
test fails if a future pin brings the bug back.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QImage, QPainter


def test_widgets_void_qt_calls_leave_none_alone(qapp: object) -> None:
    colour = QColor("red")
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        colour.setAlphaF(0.5)
        painter.setPen(colour)
    painter.end()
    assert abs(sys.getrefcount(None) - before) < 50


def test_signal_emissions_leave_true_and_none_alone(qapp: object) -> None:
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        flag = Signal(bool)
        value = Signal(object)

    emitter = Emitter()
    emitter.flag.connect(lambda _v: None)
    emitter.value.connect(lambda _v: None)
    before = (sys.getrefcount(True), sys.getrefcount(None))
    for _ in range(2000):
        emitter.flag.emit(True)
        emitter.value.emit(None)
    after = (sys.getrefcount(True), sys.getrefcount(None))
    assert abs(after[0] - before[0]) < 50 and abs(after[1] - before[1]) < 50
