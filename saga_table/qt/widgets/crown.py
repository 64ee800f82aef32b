"""The Monarch's crown: a painted token you drag onto a seat, and the drop target seats use.

The crown travels as a :class:`QDrag` carrying :data:`CROWN_MIME` (a small JSON payload naming
the seat it came from). A seat accepts it through :class:`SeatDropTarget`, which emits
``monarch_drop_requested(player)``; the controller asks the engine to make that player the
monarch. Mime encoding, parsing and seat hit-testing are pure functions.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from PySide6.QtCore import (
    Property,
    QByteArray,
    QCoreApplication,
    QEvent,
    QMimeData,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QWidget

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._paint import painting

__all__ = [
    "CROWN_MIME",
    "CrownPainter",
    "CrownPayload",
    "CrownToken",
    "SeatDropTarget",
    "accepts_crown",
    "crown_mime_data",
    "crown_path",
    "decode_crown_payload",
    "encode_crown_payload",
    "parse_crown_mime",
    "seat_at",
]

CROWN_MIME = "application/x-saga-table-crown"
DEFAULT_GOLD = QColor("#e3b02b")
DEFAULT_OUTLINE = QColor("#7a5200")


def _tr(text: str) -> str:
    return QCoreApplication.translate("CrownToken", text)


# ---------------------------------------------------------------------------------------------
# Pure: payload, mime, hit-testing


@dataclass(frozen=True, slots=True)
class CrownPayload:
    """What a dragged crown says about itself: the seat it was taken from, if any."""

    from_player: int | None = None


def encode_crown_payload(payload: CrownPayload) -> bytes:
    """The bytes stored under :data:`CROWN_MIME`.

    >>> encode_crown_payload(CrownPayload(2))
    b'{"from_player": 2}'
    """
    return json.dumps({"from_player": payload.from_player}).encode("utf-8")


def decode_crown_payload(data: bytes) -> CrownPayload | None:
    """Read a payload; None if the bytes are not one. An empty payload is a crown from nowhere.

    >>> decode_crown_payload(b'{"from_player": 1}'), decode_crown_payload(b'')
    (CrownPayload(from_player=1), CrownPayload(from_player=None))
    >>> decode_crown_payload(b'not json') is None, decode_crown_payload(b'{"from_player": "x"}')
    (True, None)
    """
    if not data.strip():
        return CrownPayload(None)
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(obj, dict):
        return None
    player = obj.get("from_player")
    if player is None:
        return CrownPayload(None)
    if isinstance(player, bool) or not isinstance(player, int):
        return None
    return CrownPayload(player)


def crown_mime_data(from_player: int | None = None) -> QMimeData:
    """Mime data for a dragged crown (also carries a plain-text label for other apps)."""
    mime = QMimeData()
    mime.setData(CROWN_MIME, QByteArray(encode_crown_payload(CrownPayload(from_player))))
    mime.setText(_tr("The Monarch's crown"))
    return mime


def parse_crown_mime(mime: QMimeData | None) -> CrownPayload | None:
    """The crown payload in ``mime``, or None if it holds no crown."""
    if mime is None or not mime.hasFormat(CROWN_MIME):
        return None
    return decode_crown_payload(bytes(mime.data(CROWN_MIME).data()))


def accepts_crown(payload: CrownPayload | None, player: int, *, enabled: bool = True) -> bool:
    """Whether a seat for ``player`` takes this crown: any crown, except one dropped back on the
    seat it came from (that gesture would change nothing).

    >>> accepts_crown(CrownPayload(1), 2), accepts_crown(CrownPayload(2), 2), accepts_crown(None, 2)
    (True, False, False)
    """
    return enabled and payload is not None and payload.from_player != player


def seat_at(point: QPointF, seats: Mapping[int, QRectF]) -> int | None:
    """The player whose seat rectangle holds ``point`` (for a table that paints its seats)."""
    for player, rect in seats.items():
        if rect.contains(point):
            return player
    return None


def crown_path(rect: QRectF) -> QPainterPath:
    """A crown with three points and a band, filling ``rect`` (about 5:4)."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    band_top = y + h * 0.68
    path = QPainterPath()
    path.moveTo(x + w * 0.06, band_top)
    path.lineTo(x + w * 0.02, y + h * 0.22)
    path.lineTo(x + w * 0.30, y + h * 0.48)
    path.lineTo(x + w * 0.50, y + h * 0.06)
    path.lineTo(x + w * 0.70, y + h * 0.48)
    path.lineTo(x + w * 0.98, y + h * 0.22)
    path.lineTo(x + w * 0.94, band_top)
    path.closeSubpath()
    path.addRoundedRect(QRectF(x + w * 0.06, band_top, w * 0.88, h * 0.26), h * 0.06, h * 0.06)
    return path.simplified()


# ---------------------------------------------------------------------------------------------
# Painting


class CrownPainter:
    """Paints the crown into a rectangle (the token, a seat's crown spot, the drag pixmap)."""

    def __init__(self, gold: QColor = DEFAULT_GOLD, outline: QColor = DEFAULT_OUTLINE) -> None:
        self.gold = QColor(gold)
        self.outline = QColor(outline)

    @staticmethod
    def crown_rect(rect: QRectF) -> QRectF:
        """The crown's own 5:4 box, centred in ``rect``."""
        w = min(rect.width(), rect.height() * 1.25)
        h = w / 1.25
        return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)

    def paint(self, painter: QPainter, rect: QRectF, *, ghost: bool = False) -> None:
        """The crown; ``ghost`` draws only a dashed outline (a drop spot)."""
        box = self.crown_rect(rect)
        if box.width() < 4:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        inset = max(0.75, box.width() * 0.04)
        box = box.adjusted(inset, inset, -inset, -inset)
        if ghost:
            self.draw_ghost(painter, box)
        else:
            self.draw_body(painter, box)
            self.draw_jewels(painter, box)
        painter.restore()

    def draw_body(self, painter: QPainter, box: QRectF) -> None:
        painter.setPen(
            QPen(
                self.outline,
                max(1.0, box.width() * 0.05),
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(self.gold)
        painter.drawPath(crown_path(box))

    def draw_jewels(self, painter: QPainter, box: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        r = box.width() * 0.055
        painter.setBrush(self.outline)
        for fx, fy in ((0.02, 0.22), (0.50, 0.06), (0.98, 0.22)):
            painter.drawEllipse(
                QPointF(box.x() + box.width() * fx, box.y() + box.height() * fy), r, r
            )
        painter.setBrush(QColor("#c0392b"))
        band_y = box.y() + box.height() * 0.81
        painter.drawEllipse(QPointF(box.center().x(), band_y), r * 1.2, r * 1.2)

    def draw_ghost(self, painter: QPainter, box: QRectF) -> None:
        pen = QPen(self.gold, max(1.0, box.width() * 0.05), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(crown_path(box))


# ---------------------------------------------------------------------------------------------
# The draggable token


class CrownToken(QWidget):
    """The crown, drawn; drag it onto a seat to make that player the monarch.

    Set :meth:`set_player` to the current monarch's seat so that the drop can be told apart
    from a drop back on the same seat.
    """

    #: Emitted just before the drag starts (for status text).
    drag_started = Signal()
    #: A click on the crown, or Enter while it has the focus (Space stays Next): the window
    #: offers the players in a menu at this global position (for a touchpad, a keyboard, or
    #: whoever does not think of dragging it).
    menu_requested = Signal(QPoint)

    def __init__(self, player: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._player = player
        self._press: QPoint | None = None
        self._gold = QColor(DEFAULT_GOLD)
        self._outline = QColor(DEFAULT_OUTLINE)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAccessibleName(_tr("The Monarch's crown"))
        self.setToolTip(
            _tr("The Monarch. Drag the crown to another player, or click it, to pass it.")
        )

    # -- API ------------------------------------------------------------------------------

    def player(self) -> int | None:
        return self._player

    def set_player(self, player: int | None) -> None:
        self._player = player

    def mime_data(self) -> QMimeData:
        return crown_mime_data(self._player)

    def painter(self) -> CrownPainter:
        return CrownPainter(self._gold, self._outline)

    def drag_pixmap(self) -> QPixmap:
        """The crown as the drag image, sharp on high-density screens."""
        size = self.size() if not self.size().isEmpty() else self.sizeHint()
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(size * dpr)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.painter().paint(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        return pixmap

    def start_drag(self) -> Qt.DropAction:
        """Start dragging the crown (blocks until dropped: never call this in tests)."""
        self.drag_started.emit()
        drag = QDrag(self)
        drag.setMimeData(self.mime_data())
        drag.setPixmap(self.drag_pixmap())
        drag.setHotSpot(QPoint(self.width() // 2, self.height() // 2))
        return drag.exec(Qt.DropAction.MoveAction)

    # -- style properties -----------------------------------------------------------------

    def _get_gold(self) -> QColor:
        return QColor(self._gold)

    def _set_gold(self, colour: QColor) -> None:
        self._gold = QColor(colour)
        self.update()

    def _get_outline(self) -> QColor:
        return QColor(self._outline)

    def _set_outline(self, colour: QColor) -> None:
        self._outline = QColor(colour)
        self.update()

    crownColor = Property(QColor, _get_gold, _set_gold)  # noqa: N815
    outlineColor = Property(QColor, _get_outline, _set_outline)  # noqa: N815

    # -- Qt overrides ---------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(36, 30)

    def minimumSizeHint(self) -> QSize:
        return QSize(20, 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            self.painter().paint(painter, QRectF(self.rect()))
            if self.hasFocus():
                pen = QPen(self.palette().highlight().color(), 1.0, Qt.PenStyle.DotLine)
                painter.setPen(pen)
                painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            moved = (event.position().toPoint() - self._press).manhattanLength()
            if moved >= QApplication.startDragDistance():
                self._press = None
                self.start_drag()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        clicked = self._press is not None and event.button() == Qt.MouseButton.LeftButton
        self._press = None
        if clicked:
            event.accept()
            self.menu_requested.emit(self.mapToGlobal(QPoint(0, self.height())))
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.menu_requested.emit(self.mapToGlobal(QPoint(0, self.height())))
            return
        super().keyPressEvent(event)


# ---------------------------------------------------------------------------------------------
# The drop target


class SeatDropTarget(QObject):
    """Makes any widget a seat that takes the crown: ``SeatDropTarget(widget, player)``.

    It turns on drops for the widget and filters its drag events. While a crown hovers over the
    seat ``hover_changed(True)`` lets the seat light up; a drop emits
    ``monarch_drop_requested(player)``.
    """

    monarch_drop_requested = Signal(int)
    hover_changed = Signal(bool)

    def __init__(self, widget: QWidget, player: int) -> None:
        super().__init__(widget)
        self._widget = widget
        self._player = player
        self._enabled = True
        self._hover = False
        #: Other widgets that take the crown for this seat (the player's battlefield beside it):
        #: drags of anything else pass through them to their own handlers.
        self._also: list[QWidget] = []
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def also_on(self, widget: QWidget) -> None:
        """``widget`` takes the crown for this seat too (a crown dropped on a player's battlefield
        is meant for that player); other drags still reach it as before."""
        self._also.append(widget)
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def player(self) -> int:
        return self._player

    def set_player(self, player: int) -> None:
        self._player = player

    def set_enabled(self, enabled: bool) -> None:
        """A seat that left the game takes no crown."""
        self._enabled = enabled

    def is_hovered(self) -> bool:
        return self._hover

    def accepts(self, mime: QMimeData | None) -> bool:
        return accepts_crown(parse_crown_mime(mime), self._player, enabled=self._enabled)

    def _set_hover(self, hover: bool) -> None:
        if hover != self._hover:
            self._hover = hover
            self.hover_changed.emit(hover)

    # -- Qt overrides ---------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        own = watched is self._widget
        if not own and watched not in self._also:
            return False
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
            event, (QDragEnterEvent, QDragMoveEvent)
        ):
            if self.accepts(event.mimeData()):
                event.setDropAction(Qt.DropAction.MoveAction)
                event.accept()
                self._set_hover(True)
                return True
            if not own:
                return False  # (a card dragged onto the battlefield: its own business)
            event.ignore()
            return True
        if kind == QEvent.Type.DragLeave:
            self._set_hover(False)
            return own
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            self._set_hover(False)
            accepted = self.accepts(event.mimeData())
            if not accepted and not own:
                return False  # (a card dropped on the battlefield: its own business)
            if accepted:
                event.setDropAction(Qt.DropAction.MoveAction)
                event.accept()
                self.monarch_drop_requested.emit(self._player)
            else:
                event.ignore()
            return True
        return False
