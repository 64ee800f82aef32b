"""LoreDial: clicks, the wheel and keys ask for lore changes; the dial never changes itself."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPalette

from saga_table.qt.widgets.lore_dial import LoreDial, LoreDialPainter
from saga_table.qt.widgets.view import CardView, ChapterView
from tests.qt.test_widgets_gallery import render
from tests.qt.test_widgets_support import send_wheel

SAGA = CardView(
    object_id=42,
    name="The Eldest Reborn",
    type_line="Enchantment — Saga",
    controller=0,
    is_saga=True,
    chapters=(
        ChapterView((1,), "I", "a"),
        ChapterView((2,), "II", "b"),
        ChapterView((3,), "III", "c"),
    ),
    lore=1,
    final_chapter=3,
    reached=(1,),
    next_chapter=2,
)


@pytest.fixture
def dial(qtbot) -> LoreDial:
    widget = LoreDial(SAGA)
    qtbot.addWidget(widget)
    widget.resize(48, 48)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def recorder(dial: LoreDial) -> list[tuple[int, int]]:
    seen: list[tuple[int, int]] = []
    dial.lore_change_requested.connect(lambda oid, delta: seen.append((oid, delta)))
    return seen


def test_click_upper_half_adds_lower_half_removes(qtbot, dial: LoreDial) -> None:
    seen = recorder(dial)
    qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(24, 8))
    qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(24, 40))
    assert seen == [(42, 1), (42, -1)]
    assert dial.lore() == 1  # unchanged until a new view arrives


def test_a_quick_double_click_counts_twice(qtbot, dial: LoreDial) -> None:
    seen = recorder(dial)
    qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(24, 8))
    qtbot.mouseDClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(24, 8))
    assert [d for _, d in seen] == [1, 1]


def test_right_click_does_nothing(qtbot, dial: LoreDial) -> None:
    seen = recorder(dial)
    qtbot.mouseClick(dial, Qt.MouseButton.RightButton, pos=QPoint(24, 8))
    assert seen == []


def test_wheel_up_adds_wheel_down_removes(qtbot, dial: LoreDial) -> None:
    seen = recorder(dial)
    assert send_wheel(dial, QPointF(24, 24), 120)
    send_wheel(dial, QPointF(24, 24), -240)
    send_wheel(dial, QPointF(24, 24), 60)  # half a notch: nothing yet
    send_wheel(dial, QPointF(24, 24), 60)
    assert seen == [(42, 1), (42, -2), (42, 1)]


@pytest.mark.parametrize(
    ("key", "delta"),
    [
        (Qt.Key.Key_Up, 1),
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Plus, 1),
        (Qt.Key.Key_Down, -1),
        (Qt.Key.Key_Left, -1),
        (Qt.Key.Key_Minus, -1),
    ],
)
def test_keys(qtbot, dial: LoreDial, key: Qt.Key, delta: int) -> None:
    seen = recorder(dial)
    qtbot.keyClick(dial, key)
    assert seen == [(42, delta)]


def test_other_keys_are_not_swallowed(qtbot, dial: LoreDial) -> None:
    seen = recorder(dial)
    qtbot.keyClick(dial, Qt.Key.Key_A)
    assert seen == []


@pytest.mark.qt_log_ignore("not accepted by receiving widget")  # QTest on a disabled widget
def test_disabled_dial_asks_for_nothing(qtbot, dial: LoreDial) -> None:
    seen = recorder(dial)
    dial.setEnabled(False)
    qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=QPoint(24, 8))
    qtbot.keyClick(dial, Qt.Key.Key_Up)
    send_wheel(dial, QPointF(24, 24), 120)
    assert seen == []


def test_set_view_and_set_count(dial: LoreDial) -> None:
    dial.set_view(replace(SAGA, lore=2, object_id=9))
    assert (dial.object_id(), dial.lore(), dial.final_chapter()) == (9, 2, 3)
    assert dial.accessibleDescription() == "2 of 3"
    dial.set_count(4, 3, object_id=11)
    assert (dial.object_id(), dial.lore()) == (11, 4)
    assert dial.dial_state().lore == 4


def test_accessible_and_focusable(dial: LoreDial) -> None:
    assert dial.accessibleName() == "Lore counters"
    assert dial.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert dial.toolTip()


def test_colour_properties_round_trip(dial: LoreDial) -> None:
    assert dial.property("accentColor") == dial.palette().color(QPalette.ColorRole.Highlight)
    dial.setProperty("accentColor", QColor("#ff00ff"))
    assert dial.property("accentColor") == QColor("#ff00ff")
    dial.setProperty("trackColor", QColor("#010203"))
    assert dial.property("trackColor") == QColor("#010203")
    dial.setProperty("overflowColor", QColor("#00ff00"))
    assert dial.property("overflowColor") == QColor("#00ff00")


def test_filled_segment_is_painted_in_the_accent_colour(qtbot) -> None:
    dial = LoreDial(SAGA)  # lore 1 of 3: the first segment (right of twelve o'clock) is filled
    qtbot.addWidget(dial)
    dial.setProperty("accentColor", QColor("#ff00ff"))
    image = render(dial, QSize(100, 100), 1.0)
    ring = dial_ring_point(100, angle_from_noon=40)
    assert QColor(image.pixel(ring)) == QColor("#ff00ff")
    empty = dial_ring_point(100, angle_from_noon=200)  # third segment: not filled
    assert QColor(image.pixel(empty)) != QColor("#ff00ff")


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_renders_at_1x_and_2x(qtbot, dpr: float) -> None:
    dial = LoreDial()
    qtbot.addWidget(dial)
    dial.set_count(5, 3)
    image = render(dial, QSize(48, 48), dpr)
    assert image.width() == int(48 * dpr)


def dial_ring_point(side: int, *, angle_from_noon: float) -> QPoint:
    """A pixel in the middle of the ring, ``angle_from_noon`` degrees clockwise from noon."""
    square = QRectF(0, 0, side, side)
    ring = LoreDialPainter.ring_width(square)
    radius = LoreDialPainter.ring_rect(square, ring).width() / 2
    a = math.radians(angle_from_noon)
    return QPoint(round(side / 2 + radius * math.sin(a)), round(side / 2 - radius * math.cos(a)))


def _recorded_paint_bytes(lore: int) -> int:
    """The size of the paint commands of a dial showing ``lore`` of III (a QPicture records each
    arc and text drawn)."""
    from PySide6.QtGui import QFont, QPainter, QPicture

    from saga_table.qt.widgets.lore_dial import DialState

    picture = QPicture()
    painter = QPainter(picture)
    state = DialState(lore=lore, final_chapter=3)
    LoreDialPainter(QFont()).paint(painter, QRectF(0, 0, 48, 48), QPalette(), state)
    painter.end()
    return picture.size()


def test_cr714_2b_lore_beyond_the_final_chapter_is_a_number_not_an_arc_per_counter() -> None:
    # A Saga kept around with a million lore counters (the engine's bound) paints as much as one
    # with four: one overflow ring and the number in the middle.
    four, million = _recorded_paint_bytes(4), _recorded_paint_bytes(1_000_000)
    assert million < four + 200
    assert _recorded_paint_bytes(3) < four  # the overflow ring is drawn only past the final chapter
