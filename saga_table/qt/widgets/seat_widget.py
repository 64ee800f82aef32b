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
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from saga_table.qt.line_breaks import break_lines
from saga_table.qt.widgets._card_parts import fit_font_to_width
from saga_table.qt.widgets._dial_geometry import key_delta, wheel_steps
from saga_table.qt.widgets._paint import (
    animations_disabled_by_env,
    elide,
    fit_bold_font,
    mix,
    or_default,
    painting,
    pick,
    scaled_font,
    text_width,
)
from saga_table.qt.widgets._seat_layout import (
    MINUS,
    InfoRow,
    SeatLayout,
    format_delta,
    info_label,
    info_rows,
    life_hint_rects,
    life_hit_delta,
    mark_chips,
    seat_layout,
)
from saga_table.qt.widgets.crown import CrownPainter, CrownToken, SeatDropTarget
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


class SeatWidget(QWidget):
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

    # -- draw steps -----------------------------------------------------------------------

    def colours(self) -> dict[str, QColor]:
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        window = pal.color(QPalette.ColorRole.Window)
        return {
            "face": base,
            "text": text,
            "dim": mix(text, base, 0.45),
            "border": mix(text, window, 0.6),
            "accent": self._get_accent(),
            "gain": self._get_gain(),
            "loss": self._get_loss(),
            "chip": mix(window, base, 0.5),
        }

    def draw_frame(self, painter: QPainter, c: dict[str, QColor]) -> None:
        """The seat's panel; the active player's seat gets a thick accent border."""
        v = self._view
        rect = QRectF(self.rect())
        face = c["face"]
        if v.active:
            face = mix(face, c["accent"], 0.1)
        if v.active:
            pen = QPen(c["accent"], 3.0)
        else:
            pen = QPen(c["border"], 1.0)
        if self.drop_target.is_hovered():
            pen = QPen(c["accent"], 2.0, Qt.PenStyle.DashLine)
        inset = pen.widthF() / 2 + 0.5
        painter.setPen(pen)
        painter.setBrush(face)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 8, 8)
        if v.chosen:
            self.draw_chosen(painter, rect)
        if self.hasFocus():
            focus = QPen(c["accent"], 1.0, Qt.PenStyle.DotLine)
            painter.setPen(focus)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(4.5, 4.5, -4.5, -4.5), 5, 5)

    def draw_chosen(self, painter: QPainter, rect: QRectF) -> None:
        """The chosen player's seat: a band in the selection colour down its left edge and a
        ring inside the frame, so the choice shows on the seat itself."""
        colour = self.palette().color(QPalette.ColorRole.Highlight)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        band = QRectF(rect.left() + 3, rect.top() + 8, 5, rect.height() - 16)
        painter.drawRoundedRect(band, 2, 2)
        painter.setPen(QPen(colour, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 7, 7)
        painter.restore()

    def name_text(self, layout: SeatLayout | None = None) -> tuple[str, QFont]:
        """The name as the seat writes it (with ▶ on the active player's), and its font: a
        narrow seat (six or eight players) takes a smaller name before an elided one.

        Beside the crown, on a narrow seat, the ▶ goes when it would cost the name its size
        (「▶ プレイヤー3」 had shrunk to the smallest a name takes): the seat's thick accent
        frame still marks the active player."""
        layout = layout or self.seat_layout()
        px = layout.name.height() * 0.72
        base = scaled_font(self.font(), px, bold=True)
        width = layout.name.width()
        min_px = max(10.0, px * 0.66)
        name = self._view.name
        if self._view.active:
            marked = "\u25b6 " + name
            font = fit_font_to_width(marked, base, width, min_px=min_px)
            crowned = self._view.monarch or self.drop_target.is_hovered()
            if not crowned or font.pixelSize() >= base.pixelSize():
                return elide(marked, font, width), font
            plain = fit_font_to_width(name, base, width, min_px=min_px)
            if plain.pixelSize() <= font.pixelSize():
                return elide(marked, font, width), font
            return elide(name, plain, width), plain
        font = fit_font_to_width(name, base, width, min_px=min_px)
        return elide(name, font, width), font

    def draw_name(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        text, font = self.name_text(layout)
        painter.setFont(font)
        painter.setPen(c["text"])
        if self._view.chosen:
            # The chosen player's name sits on a selection-coloured band, as a chosen item does.
            palette = self.palette()
            width = min(layout.name.width() + 8.0, text_width(text, font) + 12.0)
            band = QRectF(layout.name.left() - 5.0, layout.name.top(), width, layout.name.height())
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.color(QPalette.ColorRole.Highlight))
            painter.drawRoundedRect(band, 4, 4)
            painter.restore()
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
        painter.drawText(
            layout.name, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text
        )

    def draw_crown_spot(self, painter: QPainter, layout: SeatLayout) -> None:
        """A ghost crown where a dragged crown can land (the real one is a child widget)."""
        if self.drop_target.is_hovered() and not self._view.monarch:
            CrownPainter().paint(painter, layout.crown, ghost=True)

    def draw_life(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """The life total, as big as fits, with +/− hints while hovered."""
        text = str(self._view.life)
        r = layout.life_number
        font = fit_bold_font(text, self.font(), r.height() * 0.78, r.width() * 0.92, min_size=10)
        painter.setFont(font)
        colour = c["text"]
        if self._view.life <= 0:
            colour = c["loss"]
        painter.setPen(colour)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        if self._hover:
            hint = scaled_font(self.font(), max(9.0, r.height() * 0.2), bold=True)
            painter.setFont(hint)
            up, down = life_hint_rects(layout)  # (in the halves a click reads: life_hit_delta)
            painter.setPen(c["accent"] if self._hover > 0 else c["dim"])
            painter.drawText(up, Qt.AlignmentFlag.AlignCenter, "+")
            painter.setPen(c["accent"] if self._hover < 0 else c["dim"])
            painter.drawText(down, Qt.AlignmentFlag.AlignCenter, MINUS)

    def draw_delta(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """The recent change ("+3"), fading."""
        if not self._delta or self._delta_opacity <= 0.0:
            return
        text = format_delta(self._delta)
        r = layout.delta
        font = fit_bold_font(text, self.font(), max(9.0, r.height() * 0.75), r.width(), min_size=8)
        colour = QColor(c["gain"] if self._delta > 0 else c["loss"])
        colour.setAlphaF(self._delta_opacity)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)

    def draw_info(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """Hand, library, graveyard; poison and commander damage when there is some."""
        rows = info_rows(self._view)
        if not rows or not layout.info_rows:
            return
        row_h = layout.info_rows[0].height()
        font = scaled_font(self.font(), max(8.0, min(13.0, row_h * 0.72)))
        bold = scaled_font(self.font(), font.pixelSize(), bold=True)
        for row, rect in zip(rows, layout.info_rows, strict=True):
            if row.value is None:  # "Library unknown": one dim line, smaller rather than cut
                unknown = _tr("unknown")
                room = rect.width() - text_width(f" {unknown}", font)
                text = f"{info_label(row, font, room)} {unknown}"  # "Lib unknown" if narrow
                small, size = font, float(font.pixelSize())
                while text_width(text, small) > rect.width() and size > 8:
                    size -= 1
                    small = scaled_font(self.font(), size)
                painter.setFont(small)
                painter.setPen(c["dim"])
                painter.drawText(
                    rect,
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    elide(text, small, rect.width()),
                )
                continue
            value = str(row.value)
            vw = text_width(value, bold)
            colour = c["text"]
            if row.kind in ("poison", "commander"):
                colour = c["loss"]
            painter.setFont(font)
            painter.setPen(c["dim"] if row.kind not in ("poison", "commander") else colour)
            label_rect = QRectF(rect.left(), rect.top(), rect.width() - vw - 4, rect.height())
            painter.drawText(
                label_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                elide(info_label(row, font, label_rect.width()), font, label_rect.width()),
            )
            painter.setFont(bold)
            painter.setPen(colour)
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, value
            )

    def draw_marks(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """The designations as chips along the foot: whole chips, as many as fit (every one is
        in the seat's tooltip and accessible description)."""
        rect = layout.marks
        if rect.isEmpty() or not self._view.marks:
            return
        font = scaled_font(self.font(), max(8.0, rect.height() * 0.68), bold=True)
        painter.setFont(font)
        x = rect.left()
        for text in mark_chips(self._view.marks, font, rect.width()):
            w = text_width(text, font) + 10.0
            chip = QRectF(x, rect.top(), w, rect.height())
            painter.setPen(QPen(c["dim"], 1.0))
            painter.setBrush(c["chip"])
            painter.drawRoundedRect(chip.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            painter.setPen(c["text"])
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 4.0

    def left_game_text(self, layout: SeatLayout | None = None) -> tuple[list[str], QFont, QRectF]:
        """What the body of a seat whose player left says: its lines, their font, and the
        room they are centred in."""
        layout = layout or self.seat_layout()
        body = QRectF(
            layout.life.left(),
            layout.name.bottom(),
            layout.info.right() - layout.life.left(),
            max(layout.life.bottom(), layout.info.bottom()) - layout.name.bottom(),
        )
        px = max(11.0, body.height() * 0.22)
        label = _tr("Left the game")
        room = body.adjusted(4, 0, -4, 0)
        # On one line in a font a little smaller; else on two lines ("Left the" over "game"),
        # in a font smaller still if need be; never cut ("Left the g…" on a narrow seat).
        font = fit_font_to_width(
            label, scaled_font(self.font(), px, bold=True), room.width(), min_px=px * 0.8
        )
        if text_width(label, font) <= room.width():
            return [label], font, room
        font = scaled_font(self.font(), px, bold=True)
        while True:
            lines = break_lines(label, font, room.width())
            metrics = QFontMetricsF(font)
            fits = metrics.lineSpacing() * len(lines) <= room.height() and all(
                metrics.horizontalAdvance(line) <= room.width() for line in lines
            )
            if fits or font.pixelSize() <= 8:
                return lines, font, room
            font.setPixelSize(font.pixelSize() - 1)

    def draw_left_game(self, painter: QPainter, layout: SeatLayout, c: dict[str, QColor]) -> None:
        """A player who left the game: the name stays, the body says so (nothing underneath)."""
        lines, font, room = self.left_game_text(layout)
        painter.setFont(font)
        painter.setPen(c["dim"])
        painter.drawText(room, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))

    # -- Qt overrides ---------------------------------------------------------------------

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
