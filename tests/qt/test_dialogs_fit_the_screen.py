"""Dialogs that would like more room than a small screen has fit it whole, their buttons
included: Goldfish > Statistics wishes for 860x600, wider than the offscreen screen's 800 px (and
taller than a 1024x600 laptop's free area, where Help > Keyboard shortcuts, 620 px tall, was cut
too: both ask saga_table.qt.fitting now, seen under Xvfb). Every dialog, opened by its shortcut
on a 1024x600 screen in both languages, fits with its buttons; New game with eight seats scrolls
its seats and rules above Start (its Start and Cancel had been below the screen's edge)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt

from saga_table.demo import demo_game
from saga_table.qt.fitting import FRAME_H
from tests.qt.window_support import make_window

ROOT = Path(__file__).resolve().parents[2]


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


def _on_a_screen(tmp_path, width: int, height: int, *args: str) -> str:
    """The standard output of ``python ARGS`` on an offscreen screen of ``width`` x ``height``
    (a process of its own: a test process's offscreen screen is 800x800, fixed once the
    application exists)."""
    config = tmp_path / "screen.json"
    screen = {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "SAGA_TABLE_DATA_DIR": str(tmp_path / "data"),
        "PYTHONPATH": str(ROOT),
    }
    run = subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout


def _probe(tmp_path, language: str, width: int, height: int) -> dict:
    """Every dialog opened by its shortcut on a screen of ``width`` x ``height``."""
    out = _on_a_screen(tmp_path, width, height, "-m", "tests.qt.small_screen_probe", language)
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_dialog_and_its_buttons_fit_a_1024x600_screen(tmp_path, language) -> None:
    report = _probe(tmp_path, language, 1024, 600)
    sx, sy, sw, sh = report["screen"]
    assert (sw, sh) == (1024, 600)
    free = QRect(sx, sy, sw, sh)
    assert len(report["dialogs"]) >= 12
    for name, seen in report["dialogs"].items():
        assert seen is not None, f"{name} did not open from its shortcut"
        x, y, w, h = seen["window"]
        assert free.contains(QRect(x, y, w, h)), (name, seen["window"])
        # room for the window's title bar above it, as fitting_size leaves
        assert h <= sh - FRAME_H, (name, h)
        for text, bx, by, bw, bh in seen["buttons"] + seen["button_box"]:
            assert free.contains(QRect(bx, by, bw, bh)), (name, text)
    # eight seats: New game's Start stays on the screen, the seats and rules scroll above it
    eight = report["dialogs"]["New game, eight seats"]
    assert len(eight["button_box"]) == 3


FIRST_SHOW = """
from PySide6.QtWidgets import QApplication
from saga_table.app import AppSession, create_application
from saga_table.demo import demo_game
session = AppSession(create_application(), demo_game(), lang="en")
session.show(open_decision=False)
for _ in range(5):
    QApplication.processEvents()
window = session.window
print(window.isMaximized(), window.width(), window.height())
"""


@pytest.mark.parametrize(
    ("width", "height", "maximised"), [(1366, 768, True), (1024, 600, True), (1920, 1080, False)]
)
def test_the_window_opens_maximised_on_a_laptop_screen_and_whole(
    tmp_path, width: int, height: int, maximised: bool
) -> None:
    """On a 1366x768 screen the window had opened 1366x768 and not maximised: with its title
    bar, its status bar and the foot of the hand were below the screen's edge."""
    shown, w, h = _on_a_screen(tmp_path, width, height, "-c", FIRST_SHOW).split()[-3:]
    assert shown == str(maximised)
    if not maximised:  # a large screen: 1366x768, with room for its frame
        assert (int(w), int(h)) == (1366, 768)
