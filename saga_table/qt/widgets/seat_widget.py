"""A player's seat: name, big life total, poison, commander damage, zone counts and the crown spot.

Life changes are asked for, never made: a click on the upper half of the life total (or wheel up,
Up, '+') emits ``life_change_requested(player, +1)``, the lower half ``-1``; Shift+click makes it 5.
When a new :class:`SeatView` arrives with a different life total the change is shown beside it
("+3", "−2") and fades; set ``SeatWidget.animations_enabled = False`` or
``SAGA_TABLE_NO_ANIMATIONS=1`` to keep it still (tests, reduced motion).

The seat takes the Monarch's crown (:class:`~saga_table.qt.widgets.crown.SeatDropTarget`) and
shows a draggable :class:`~saga_table.qt.widgets.crown.CrownToken` while its player is the monarch.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from saga_table.qt.widgets._dial_geometry import key_delta, wheel_steps
from saga_table.qt.widgets._paint import (
    animations_disabled_by_env,
    or_default,
    painting,
    pick,
)
from saga_table.qt.widgets._seat_layout import (
    InfoRow,
    SeatLayout,
    format_delta,
    info_label,
    info_rows,
    life_hit_delta,
    mark_chips,
    seat_layout,
)
from saga_table.qt.widgets._seat_paint import SeatPainting
from saga_table.qt.widgets.crown import CrownToken, SeatDropTarget
from saga_table.qt.widgets.view import SeatView

__all__ = [
    "InfoRow",
    "SeatLayout",
    "SeatWidget",
    "format_delta",
    "info_label",
    "info_rows",
    "life_hit_delta",
    "mark_chips",
    "seat_layout",
]

_CTX = "SeatWidget"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


# ---------------------------------------------------------------------------------------------
# The widget


class SeatWidget(SeatPainting, QWidget):
    """One player's seat at the table.

    Signals:
        life_change_requested(player, delta): click the upper/lower half of the life total or
            wheel over it (Shift: 5 at a time), or Up/Down/+/- (PageUp/PageDown: 5) while
            focused.
        monarch_drop_requested(player): the crown was dropped on this seat.
        chosen_requested(player): the seat was clicked: make this the chosen player.
        context_menu_requested(player, global_pos): right click (or the menu key) on the seat.
    """

    life_change_requested = Signal(int, int)
    monarch_drop_requested = Signal(int)
    chosen_requested = Signal(int)
    context_menu_requested = Signal(int, QPoint)

    #: Fade the "+3" after a life change. Tests switch it off (or SAGA_TABLE_NO_ANIMATIONS=1).
    animations_enabled: ClassVar[bool] = True
    #: How long the "+3" stays, in milliseconds (it fades over the last part).
    DELTA_MS: ClassVar[int] = 1800

    def __init__(self, view: SeatView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view = SeatView(player=0, name="", life=0)
        self._has_view = False
        self._delta = 0
        self._delta_opacity = 0.0
        self._hover = 0
        self._wheel_pending = 0
        self._accent = QColor()
        self._gain = QColor()
        self._loss = QColor()
        self._animation: QVariantAnimation | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.crown = CrownToken(None, self)
        self.crown.hide()
        self.drop_target = SeatDropTarget(self, 0)
        self.drop_target.monarch_drop_requested.connect(self.monarch_drop_requested)
        self.drop_target.hover_changed.connect(self._on_drop_hover)
        if view is not None:
            self.set_view(view)

    # -- API ------------------------------------------------------------------------------

    def view(self) -> SeatView:
        return self._view

    def player(self) -> int:
        return self._view.player

    def set_view(self, view: SeatView) -> None:
        """Show ``view``; a changed life total for the same player shows "+n"/"−n" for a moment.
        The same view again changes nothing (no repaint)."""
        old = self._view
        if self._has_view and view == old:
            return
        same_seat = self._has_view and old.player == view.player
        self._view = view
        self._has_view = True
        if same_seat and view.life != old.life:
            self._show_delta(view.life - old.life)
        elif not same_seat:
            self.clear_life_delta()
        self.drop_target.set_player(view.player)
        self.drop_target.set_enabled(not view.left_game)
        self.crown.set_player(view.player)
        self.crown.setVisible(view.monarch)
        self._place_crown()
        self.setAccessibleName(view.name)
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        v = self._view
        parts = [_tr("life {n}").format(n=v.life)]
        parts.extend(
            f"{row.label} {row.value if row.value is not None else _tr('unknown')}"
            for row in info_rows(v)
        )
        if v.monarch:
            parts.append(_tr("the monarch"))
        if v.active:
            parts.append(_tr("active player"))
        if v.chosen:
            parts.append(_tr("chosen"))
        if v.left_game:
            parts.append(_tr("left the game"))
        parts.extend(v.marks_long or v.marks)
        return "; ".join(parts)

    def life_delta(self) -> int:
        """The change being shown beside the life total (0 when none)."""
        return self._delta

    def life_delta_text(self) -> str:
        return format_delta(self._delta)

    def hover_at(self, pos: QPointF | None) -> None:
        """The pointer is at ``pos`` (None: it left); lights the +/- hint it would use."""
        hover = life_hit_delta(pos, self.seat_layout().life) if pos is not None else 0
        if hover != self._hover:
            self._hover = hover
            self.update()

    def is_fading(self) -> bool:
        """Whether the "+3" is fading out right now."""
        return self._animation is not None and (
            self._animation.state() == QVariantAnimation.State.Running
        )

    def clear_life_delta(self) -> None:
        if self._animation is not None:
            self._animation.stop()
        self._delta = 0
        self._delta_opacity = 0.0
        self.update()

    def request_life_change(self, delta: int) -> None:
        if delta and not self._view.left_game and self._has_view:
            self.life_change_requested.emit(self._view.player, delta)

    def seat_layout(self) -> SeatLayout:
        return seat_layout(
            self.width(),
            self.height(),
            len(info_rows(self._view)),
            marks=bool(self._view.marks),
            crown=self._view.monarch or self.drop_target.is_hovered(),
        )

    def _animations_on(self) -> bool:
        return type(self).animations_enabled and not animations_disabled_by_env()

    def _show_delta(self, change: int) -> None:
        keep = self.is_fading() or (not self._animations_on() and self._delta != 0)
        self._delta = (self._delta if keep else 0) + change
        self._delta_opacity = 1.0
        if self._animations_on():
            if self._animation is None:
                self._animation = QVariantAnimation(self)
                self._animation.setStartValue(1.0)
                self._animation.setKeyValueAt(0.55, 1.0)
                self._animation.setEndValue(0.0)
                self._animation.valueChanged.connect(self._on_fade)
                self._animation.finished.connect(self.clear_life_delta)
            self._animation.stop()
            self._animation.setDuration(self.DELTA_MS)
            self._animation.start()
        self.update()

    def _on_fade(self, value: object) -> None:
        self._delta_opacity = float(value) if isinstance(value, (int, float)) else 0.0
        self.update()

    def _on_drop_hover(self, hovered: bool) -> None:
        self.update()

    def _place_crown(self) -> None:
        r = self.seat_layout().crown.toAlignedRect()
        self.crown.setGeometry(r)

    # -- style properties -----------------------------------------------------------------

    def _get_accent(self) -> QColor:
        return pick(self._accent, self.palette(), QPalette.ColorRole.Highlight)

    def _set_accent(self, colour: QColor) -> None:
        self._accent = QColor(colour)
        self.update()

    def _get_gain(self) -> QColor:
        return or_default(self._gain, "#2e9d4a")

    def _set_gain(self, colour: QColor) -> None:
        self._gain = QColor(colour)
        self.update()

    def _get_loss(self) -> QColor:
        return or_default(self._loss, "#d64135")

    def _set_loss(self, colour: QColor) -> None:
        self._loss = QColor(colour)
        self.update()

    accentColor = Property(QColor, _get_accent, _set_accent)  # noqa: N815
    gainColor = Property(QColor, _get_gain, _set_gain)  # noqa: N815
    lossColor = Property(QColor, _get_loss, _set_loss)  # noqa: N815

    def sizeHint(self) -> QSize:
        return QSize(260, 120)

    def minimumSizeHint(self) -> QSize:
        return QSize(180, 90)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._has_view:
            return
        layout = self.seat_layout()
        c = self.colours()
        with painting(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self.draw_frame(painter, c)
            self.draw_name(painter, layout, c)
            if self._view.left_game:
                self.draw_left_game(painter, layout, c)
            else:
                self.draw_crown_spot(painter, layout)
                self.draw_life(painter, layout, c)
                self.draw_delta(painter, layout, c)
                self.draw_info(painter, layout, c)
                self.draw_marks(painter, layout, c)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_crown()
        super().resizeEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._has_view:
            self.chosen_requested.emit(self._view.player)
        if event.button() == Qt.MouseButton.LeftButton:
            delta = life_hit_delta(event.position(), self.seat_layout().life)
            if delta:
                self.request_life_change(delta * _step(event.modifiers()))
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.hover_at(event.position())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_at(None)
        super().leaveEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not life_hit_delta(event.position(), self.seat_layout().life):
            event.ignore()  # elsewhere on the seat the wheel scrolls whatever holds it
            return
        steps, self._wheel_pending = wheel_steps(self._wheel_pending, event.angleDelta().y())
        self.request_life_change(steps * _step(event.modifiers()))
        event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self.context_menu_requested.emit(self._view.player, event.globalPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        delta = key_delta(event.key())
        if event.key() in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            delta = 5 if event.key() == Qt.Key.Key_PageUp else -5
        if delta:
            self.request_life_change(delta)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


def _step(modifiers: Qt.KeyboardModifier) -> int:
    return 5 if modifiers & Qt.KeyboardModifier.ShiftModifier else 1
