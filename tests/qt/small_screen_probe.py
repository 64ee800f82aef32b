"""Opens every dialog of the window, as a player does (its shortcut typed on the window), on a
screen of the size given, and prints where each one and its buttons are, as JSON.

Run in its own process by tests/qt/test_dialogs_fit_the_screen.py, under Qt's offscreen
platform with a configuration file that gives it a screen of that size (a test process has the
offscreen platform's 800x800 screen, fixed once the application exists)::

    QT_QPA_PLATFORM=offscreen:configfile=screen.json python -m tests.qt.small_screen_probe ja
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QScrollArea,
    QWidget,
)

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier

#: (what a player opens, its key, its modifiers), on the four-player table in its main phase.
DIALOGS = (
    ("New game", Qt.Key.Key_N, CTRL),
    ("New game, eight seats", Qt.Key.Key_N, CTRL),
    ("Put a card onto the battlefield", Qt.Key.Key_P, CTRL),
    ("Set up position", Qt.Key.Key_P, CTRL | SHIFT),
    ("Create tokens", Qt.Key.Key_K, CTRL),
    ("Settings", Qt.Key.Key_Comma, CTRL),
    ("Keyboard shortcuts", Qt.Key.Key_Slash, CTRL),
    ("Goldfish statistics", Qt.Key.Key_O, CTRL | SHIFT),
    ("Import card data", Qt.Key.Key_I, CTRL),
    ("Custom cards", Qt.Key.Key_C, CTRL | SHIFT),
    ("Library", Qt.Key.Key_L, CTRL),
    ("Graveyard", Qt.Key.Key_G, CTRL),
)


def _rect(widget: QWidget) -> list[int]:
    top_left = widget.mapToGlobal(widget.rect().topLeft())
    r = QRect(top_left, widget.size())
    return [r.x(), r.y(), r.width(), r.height()]


def _scrolls(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` is inside a scroll area of ``window`` (it may be scrolled away)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _new_window(main: QWidget) -> QWidget | None:
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not main:
        return modal
    for widget in QApplication.topLevelWidgets():
        if widget is not main and widget.isVisible() and isinstance(widget, QDialog):
            return widget
    return None


def _eight_seats(dialog: QWidget) -> None:
    """Type 8 in New game's "Players at the table", as a player does."""
    count = dialog.player_count  # type: ignore[attr-defined]
    count.setFocus()
    QTest.keyClick(count, Qt.Key.Key_A, CTRL)
    QTest.keyClicks(count, "8")
    QApplication.processEvents()
    assert count.value() == 8


PREPARE = {"New game, eight seats": _eight_seats}


def _open(
    main: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier, name: str = ""
) -> dict[str, object] | None:
    """Type the shortcut, wait for the window it opens (a dialog that runs its own loop, exec,
    is measured from inside that loop), measure it and close it."""
    seen: dict[str, object] = {}

    def look() -> None:
        window = _new_window(main)
        if window is None:
            return
        QApplication.processEvents()
        if name in PREPARE:
            PREPARE[name](window)
        seen["window"] = _rect(window)
        seen["title"] = window.windowTitle()
        seen["buttons"] = [
            [b.text(), *_rect(b)]
            for b in window.findChildren(QAbstractButton)
            if b.isVisibleTo(window) and b.text() and not _scrolls(b, window)
        ]
        # the buttons along the bottom (the dialog's own: Start, Cancel, Close, ...)
        seen["button_box"] = [
            [b.text(), *_rect(b)]
            for box in window.findChildren(QDialogButtonBox)
            for b in box.buttons()
            if b.isVisibleTo(window)
        ]
        timer.stop()
        if isinstance(window, QDialog):
            window.reject()
        else:
            window.close()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(look)
    timer.start()
    main.activateWindow()
    QTest.keyClick(main, key, modifiers)
    for _ in range(2000):  # the dialogs opened with open() are measured here
        if seen:
            break
        QApplication.processEvents()
        QTest.qWait(5)
    timer.stop()
    for _ in range(5):
        QApplication.processEvents()
    return seen or None


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    app = QApplication.instance() or QApplication([])
    from contextlib import ExitStack

    from saga_table.demo import table_midgame
    from saga_table.qt.controller import GameController
    from saga_table.qt.main_window import MainWindow
    from saga_table.qt.settings_bridge import UiSettings
    from tests.qt.window_support import japanese

    installed = ExitStack()  # the translators stay for the whole run
    if language == "ja":
        installed.enter_context(japanese())
    controller = GameController(table_midgame(language=language), language=language)
    window = MainWindow(controller, settings=UiSettings(language=language))
    window.showMaximized()
    for _ in range(10):
        app.processEvents()
    screen = window.screen().availableGeometry()
    report: dict[str, object] = {
        "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
        "main": _rect(window),
        "dialogs": {},
    }
    for name, key, modifiers in DIALOGS:
        report["dialogs"][name] = _open(window, key, modifiers, name)  # type: ignore[index]
    print(json.dumps(report, ensure_ascii=False))
    window.close()
    installed.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
