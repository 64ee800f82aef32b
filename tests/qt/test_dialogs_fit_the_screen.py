"""Dialogs that would like more room than a small screen has fit it whole, their buttons
included: Goldfish > Statistics wishes for 860x600, wider than the offscreen screen's 800 px (and
taller than a 1024x600 laptop's free area, where Help > Keyboard shortcuts, 620 px tall, was cut
too: both ask saga_table.qt.fitting now, seen under Xvfb)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from saga_table.demo import demo_game
from tests.qt.window_support import make_window


def _on_screen(qtbot, dialog, button) -> None:
    qtbot.waitExposed(dialog)
    free = dialog.screen().availableGeometry()
    corner = button.mapToGlobal(button.rect().bottomRight())
    assert free.contains(corner), (corner, free)
    assert dialog.height() <= free.height() and dialog.width() <= free.width()


def test_goldfish_statistics_fits_with_open_on_the_table(qtbot) -> None:
    window = make_window(qtbot, demo_game())
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_O, ctrl_shift)
    dialog = window.lab_menu.dialog
    assert dialog is not None
    _on_screen(qtbot, dialog, dialog.open_button)
    dialog.reject()

