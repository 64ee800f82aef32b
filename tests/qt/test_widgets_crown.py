"""The crown and seat drops, tested with synthetic drag and drop events (never mouse moves)."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QDropEvent
from PySide6.QtWidgets import QWidget

from saga_table.qt.widgets.crown import (
    CROWN_MIME,
    CrownPainter,
    CrownPayload,
    CrownToken,
    SeatDropTarget,
    crown_mime_data,
    parse_crown_mime,
)
from saga_table.qt.widgets.seat_widget import SeatWidget
from saga_table.qt.widgets.view import SeatView
from tests.qt.test_widgets_gallery import render
from tests.qt.test_widgets_support import colour_distance, send_drag_enter, send_drop


def test_crown_token_carries_its_seat_in_the_mime_data(qtbot) -> None:
    token = CrownToken(3)
    qtbot.addWidget(token)
    mime = token.mime_data()
    assert mime.hasFormat(CROWN_MIME)
    assert parse_crown_mime(mime) == CrownPayload(3)
    token.set_player(1)
    assert parse_crown_mime(token.mime_data()) == CrownPayload(1)


def test_crown_token_drag_pixmap_is_sharp_and_painted(qtbot) -> None:
    token = CrownToken(0)
    qtbot.addWidget(token)
    token.resize(36, 30)
    pixmap = token.drag_pixmap()
    assert pixmap.size() == QSize(36, 30) * pixmap.devicePixelRatio()
    image = pixmap.toImage()
    assert any(image.pixelColor(x, 20).alpha() > 0 for x in range(36))


def test_crown_is_painted_gold(qtbot) -> None:
    token = CrownToken(0)
    qtbot.addWidget(token)
    token.setProperty("crownColor", QColor("#ffd700"))
    image = render(token, QSize(60, 48), 1.0)
    box = CrownPainter.crown_rect(QRectF(0, 0, 60, 48))
    # The band, left of its jewel.
    probe = box.topLeft().toPoint()
    probe.setX(round(box.left() + box.width() * 0.3))
    probe.setY(round(box.top() + box.height() * 0.8))
    assert colour_distance(QColor(image.pixel(probe)), QColor("#ffd700")) < 40


def test_crown_token_is_accessible(qtbot) -> None:
    token = CrownToken(0)
    qtbot.addWidget(token)
    assert token.accessibleName()
    assert token.toolTip()


def test_drop_on_a_seat_asks_for_the_monarch(qtbot) -> None:
    seat = QWidget()
    qtbot.addWidget(seat)
    target = SeatDropTarget(seat, player=2)
    assert seat.acceptDrops()
    with qtbot.waitSignal(target.monarch_drop_requested) as blocker:
        assert send_drop(seat, CrownToken(0).mime_data())
    assert blocker.args == [2]


def test_drag_enter_lights_the_seat_and_leave_or_drop_turns_it_off(qtbot) -> None:
    seat = QWidget()
    qtbot.addWidget(seat)
    target = SeatDropTarget(seat, player=1)
    hovers: list[bool] = []
    target.hover_changed.connect(hovers.append)
    assert send_drag_enter(seat, CrownToken(0).mime_data())
    assert target.is_hovered()
    send_drop(seat, CrownToken(0).mime_data())
    assert hovers == [True, False]


def test_other_drops_are_refused(qtbot) -> None:
    seat = QWidget()
    qtbot.addWidget(seat)
    target = SeatDropTarget(seat, player=1)
    text = QMimeData()
    text.setText("a crown, honest")
    with qtbot.assertNotEmitted(target.monarch_drop_requested):
        assert not send_drag_enter(seat, text)
        assert not send_drop(seat, text)


def test_dropping_the_crown_back_on_its_own_seat_changes_nothing(qtbot) -> None:
    seat = QWidget()
    qtbot.addWidget(seat)
    target = SeatDropTarget(seat, player=1)
    with qtbot.assertNotEmitted(target.monarch_drop_requested):
        assert not send_drop(seat, CrownToken(1).mime_data())


def test_seat_widget_takes_the_crown_for_its_player(qtbot) -> None:
    seat = SeatWidget(SeatView(player=3, name="Dana", life=20))
    qtbot.addWidget(seat)
    with qtbot.waitSignal(seat.monarch_drop_requested) as blocker:
        assert send_drop(seat, CrownToken(0).mime_data())
    assert blocker.args == [3]


def test_a_seat_that_left_the_game_takes_no_crown(qtbot) -> None:
    seat = SeatWidget(SeatView(player=3, name="Dana", life=0, left_game=True))
    qtbot.addWidget(seat)
    with qtbot.assertNotEmitted(seat.monarch_drop_requested):
        assert not send_drop(seat, CrownToken(0).mime_data())


def test_the_monarchs_seat_shows_a_draggable_crown(qtbot) -> None:
    seat = SeatWidget(SeatView(player=1, name="Bo", life=20, monarch=True))
    qtbot.addWidget(seat)
    seat.resize(260, 120)
    seat.show()
    qtbot.waitExposed(seat)
    assert seat.crown.isVisible()
    assert seat.crown.player() == 1
    assert seat.rect().contains(seat.crown.geometry())
    seat.set_view(SeatView(player=1, name="Bo", life=20, monarch=False))
    assert not seat.crown.isVisible()


def test_drop_on_the_crown_child_reaches_the_seat(qtbot) -> None:
    """Qt delivers drops to the nearest ancestor that accepts them: dropping a crown over
    another seat's crown spot still lands on that seat."""
    seat = SeatWidget(SeatView(player=1, name="Bo", life=20, monarch=True))
    qtbot.addWidget(seat)
    assert not seat.crown.acceptDrops()
    assert seat.acceptDrops()


def test_the_filter_handles_a_bare_drop_event(qtbot) -> None:
    """The drop handling itself, without Qt's drag bookkeeping in between."""
    seat = QWidget()
    qtbot.addWidget(seat)
    target = SeatDropTarget(seat, player=4)
    mime = crown_mime_data(1)  # keep it alive: the event does not own it
    drop = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(target.monarch_drop_requested) as blocker:
        assert target.eventFilter(seat, drop)
    assert blocker.args == [4]
    assert drop.isAccepted()
    assert drop.dropAction() == Qt.DropAction.MoveAction
