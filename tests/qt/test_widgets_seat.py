"""SeatWidget: life changes are asked for, shown as "+3" when the new view arrives, and fade."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QColor

from saga_table.qt.widgets._paint import NO_ANIMATIONS_ENV
from saga_table.qt.widgets.seat_widget import SeatWidget
from saga_table.qt.widgets.view import SeatView
from tests.qt.test_widgets_gallery import SEAT_EN, SEAT_JA, SEAT_LEFT, render
from tests.qt.test_widgets_support import colour_distance, send_wheel

ALICE = SeatView(player=2, name="Alice", life=20, hand=7, library=50)


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SeatWidget, "animations_enabled", False)


def shown(qtbot, view: SeatView = ALICE) -> SeatWidget:
    seat = SeatWidget(view)
    qtbot.addWidget(seat)
    seat.resize(260, 120)
    seat.show()
    qtbot.waitExposed(seat)
    return seat


def life_point(seat: SeatWidget, *, upper: bool) -> QPoint:
    life = seat.seat_layout().life
    y = life.top() + life.height() * (0.25 if upper else 0.75)
    return QPointF(life.center().x(), y).toPoint()


def test_click_upper_half_of_life_adds_lower_half_removes(qtbot) -> None:
    seat = shown(qtbot)
    seen: list[tuple[int, int]] = []
    seat.life_change_requested.connect(lambda *a: seen.append(a))
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=life_point(seat, upper=True))
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=life_point(seat, upper=False))
    qtbot.mouseClick(
        seat,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        pos=life_point(seat, upper=False),
    )
    assert seen == [(2, 1), (2, -1), (2, -5)]
    assert seat.view().life == 20  # unchanged: the engine decides


def test_clicks_outside_the_life_total_do_nothing(qtbot) -> None:
    seat = shown(qtbot)
    with qtbot.assertNotEmitted(seat.life_change_requested):
        qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(250, 100))


def test_wheel_over_life(qtbot) -> None:
    seat = shown(qtbot)
    seen: list[tuple[int, int]] = []
    seat.life_change_requested.connect(lambda *a: seen.append(a))
    send_wheel(seat, QPointF(life_point(seat, upper=True)), 120)
    send_wheel(seat, QPointF(life_point(seat, upper=True)), -360)
    assert seen == [(2, 1), (2, -3)]


@pytest.mark.parametrize(
    ("key", "delta"),
    [
        (Qt.Key.Key_Up, 1),
        (Qt.Key.Key_Plus, 1),
        (Qt.Key.Key_Down, -1),
        (Qt.Key.Key_Minus, -1),
        (Qt.Key.Key_PageUp, 5),
        (Qt.Key.Key_PageDown, -5),
    ],
)
def test_keys(qtbot, key: Qt.Key, delta: int) -> None:
    seat = shown(qtbot)
    with qtbot.waitSignal(seat.life_change_requested) as blocker:
        qtbot.keyClick(seat, key)
    assert blocker.args == [2, delta]


def test_a_seat_that_left_asks_for_nothing(qtbot) -> None:
    seat = shown(qtbot, SEAT_LEFT)
    with qtbot.assertNotEmitted(seat.life_change_requested):
        qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=life_point(seat, upper=True))
        qtbot.keyClick(seat, Qt.Key.Key_Up)


def test_new_life_shows_the_change_and_adds_up(qtbot) -> None:
    seat = shown(qtbot)
    assert seat.life_delta_text() == ""
    seat.set_view(replace(ALICE, life=23))
    assert seat.life_delta_text() == "+3"
    seat.set_view(replace(ALICE, life=21))
    assert seat.life_delta() == 1
    seat.set_view(replace(ALICE, life=18))
    assert seat.life_delta_text() == "\u22122"
    seat.clear_life_delta()
    assert seat.life_delta() == 0


def test_another_player_in_the_seat_shows_no_change(qtbot) -> None:
    seat = shown(qtbot)
    seat.set_view(replace(ALICE, player=3, life=5))
    assert seat.life_delta() == 0


def test_env_switch_also_turns_animations_off(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SeatWidget, "animations_enabled", True)
    monkeypatch.setenv(NO_ANIMATIONS_ENV, "1")
    seat = shown(qtbot)
    seat.set_view(replace(ALICE, life=25))
    assert not seat.is_fading()
    assert seat.life_delta_text() == "+5"


def test_the_change_fades_when_animations_are_on(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SeatWidget, "animations_enabled", True)
    monkeypatch.delenv(NO_ANIMATIONS_ENV, raising=False)
    monkeypatch.setattr(SeatWidget, "DELTA_MS", 60)
    seat = shown(qtbot)
    seat.set_view(replace(ALICE, life=17))
    assert seat.life_delta_text() == "\u22123"
    assert seat.is_fading()
    qtbot.waitUntil(lambda: seat.life_delta() == 0, timeout=2000)


def test_active_seat_has_an_accent_border(qtbot) -> None:
    seat = shown(qtbot, SEAT_EN)
    seat.setProperty("accentColor", QColor("#ff00ff"))
    image = seat.grab().toImage()
    assert colour_distance(QColor(image.pixel(1, 60)), QColor("#ff00ff")) < 60
    quiet = shown(qtbot, replace(SEAT_EN, active=False))
    quiet.setProperty("accentColor", QColor("#ff00ff"))
    assert colour_distance(QColor(quiet.grab().toImage().pixel(1, 60)), QColor("#ff00ff")) > 100


def test_accessible_description(qtbot) -> None:
    seat = shown(qtbot, SEAT_JA)
    assert seat.accessibleName() == SEAT_JA.name
    desc = seat.accessibleDescription()
    assert "life 13" in desc and "Poison 4" in desc


def test_properties_round_trip(qtbot) -> None:
    seat = shown(qtbot)
    for name in ("accentColor", "gainColor", "lossColor"):
        seat.setProperty(name, QColor("#123456"))
        assert seat.property(name) == QColor("#123456")


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("view", [SEAT_EN, SEAT_JA, SEAT_LEFT], ids=["en", "ja", "left"])
def test_renders_at_1x_and_2x(qtbot, view: SeatView, dpr: float) -> None:
    seat = SeatWidget(view)
    qtbot.addWidget(seat)
    seat.set_view(replace(view, life=view.life + 2))
    image = render(seat, QSize(260, 120), dpr)
    assert image.width() == int(260 * dpr)


def test_size_hints(qtbot) -> None:
    seat = SeatWidget(ALICE)
    qtbot.addWidget(seat)
    assert seat.minimumSizeHint().width() <= seat.sizeHint().width()
    assert seat.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_wheel_elsewhere_on_the_seat_is_left_to_the_parent(qtbot) -> None:
    seat = shown(qtbot)
    with qtbot.assertNotEmitted(seat.life_change_requested):
        assert not send_wheel(seat, QPointF(240, 100), 120)


@pytest.mark.parametrize("size", [QSize(125, 112), QSize(260, 120), QSize(210, 230)])
def test_a_click_on_the_plus_or_minus_hint_does_what_it_says(qtbot, size: QSize) -> None:
    """The + and − drawn beside a hovered life total are where a click adds or takes away one
    (they were both drawn in the lower half, so a click on "+" took a life away)."""
    from saga_table.qt.widgets._seat_layout import life_hint_rects

    seat = shown(qtbot)
    seat.resize(size)
    seen: list[tuple[int, int]] = []
    seat.life_change_requested.connect(lambda *a: seen.append(a))
    up, down = life_hint_rects(seat.seat_layout())
    for hint in (up, down):
        qtbot.mouseMove(seat, hint.center().toPoint())
        qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=hint.center().toPoint())
    assert seen == [(2, 1), (2, -1)]
    life = seat.seat_layout().life
    assert up.bottom() <= life.center().y() <= down.top()
