"""A Python error while a widget paints is an error, not the end of the process.

With a QPainter still active when a paint event raises, Qt brings the process down with a
segmentation fault (the window, and anything unsaved since the last autosave, gone without a
word). Every paint event of ours paints through ``_paint.painting``, which ends the painter
first; the error is then reported like any other.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from saga_table.qt.widgets.card_widget import CardWidget
from saga_table.qt.widgets.view import CardView


def test_a_card_whose_painting_fails_reports_the_error_and_the_window_lives_on(
    qtbot, monkeypatch
) -> None:
    widget = CardWidget(CardView(1, "Grizzly Bears", "Creature — Bear", controller=0))
    qtbot.addWidget(widget)
    widget.resize(120, 160)

    def broken(*_args: object) -> None:
        raise IndexError("a painting bug")

    monkeypatch.setattr(widget, "paint_card", broken)
    with qtbot.captureExceptions() as caught:
        widget.show()
        qtbot.waitExposed(widget)
        widget.repaint()
        QApplication.processEvents()
    assert caught and caught[0][0] is IndexError
    monkeypatch.undo()
    widget.repaint()  # and it paints again once the bug is gone
    assert widget.isVisible()
