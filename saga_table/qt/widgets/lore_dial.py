"""The lore dial: a ring of chapter segments with the lore count filled, "2/3" in the middle.

Geometry is pure (:func:`segment_angles`, :func:`hit_delta`, :func:`key_delta`,
:func:`wheel_steps`), painting lives in :class:`LoreDialPainter` (shared with the Saga card,
which paints the same dial in its corner) and input lives in :class:`LoreDial`.

The dial never changes the count: a click on its upper half, a wheel notch up or Up/Right/+
emits ``lore_change_requested(object_id, +1)``; the lower half, wheel down or Down/Left/-
emit ``-1``. The controller asks the engine, and the new count arrives with the next view.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QWidget

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._dial_geometry import (
    MIN_TARGET,
    dial_label,
    dial_square,
    dial_targets,
    filled_segments,
    hit_delta,
    key_delta,
    overflow_count,
    segment_angles,
    wheel_steps,
)
from saga_table.qt.widgets._paint import elide, fit_bold_font, mix, or_default, painting, pick
from saga_table.qt.widgets.view import CardView

__all__ = [
    "DialState",
    "LoreDial",
    "LoreDialPainter",
    "dial_label",
    "dial_square",
    "dial_targets",
    "filled_segments",
    "hit_delta",
    "key_delta",
    "overflow_count",
    "segment_angles",
    "wheel_steps",
]

#: Lore counters beyond the final chapter, unless the ``overflowColor`` property says otherwise.
DEFAULT_OVERFLOW = "#e0562b"


def _tr(text: str) -> str:
    return QCoreApplication.translate("LoreDial", text)


# ---------------------------------------------------------------------------------------------
# Painting


@dataclass(frozen=True, slots=True)
class DialState:
    """Everything :class:`LoreDialPainter` needs to paint one dial."""

    lore: int
    final_chapter: int
    #: +1 or -1 while the pointer is over that half (shows the +/- hints), else 0.
    hover: int = 0
    focused: bool = False
    enabled: bool = True
    #: The Saga lost all abilities: the ring is greyed.
    muted: bool = False
    accent: QColor | None = None
    track: QColor | None = None
    overflow: QColor | None = None
    #: What the dial sits on (a card's title bar); used for the centre disc.
    background: QColor | None = None


class LoreDialPainter:
    """Paints a lore dial into a rectangle; used by :class:`LoreDial` and the Saga card."""

    def __init__(self, font: QFont) -> None:
        self.font = font

    def paint(self, painter: QPainter, rect: QRectF, palette: QPalette, state: DialState) -> None:
        """Paint the dial centred in ``rect``."""
        square = dial_square(rect)
        if square.width() < 4:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colours = self._colours(palette, state)
        ring = self.ring_width(square)
        self.draw_background(painter, square, colours, ring)
        self.draw_track(painter, square, colours, ring, state)
        self.draw_segments(painter, square, colours, ring, state)
        self.draw_overflow(painter, square, colours, ring, state)
        if state.hover and state.enabled:
            self.draw_hover_hints(painter, square, colours, ring, state)
        self.draw_label(painter, square, colours, ring, state)
        if state.focused:
            self.draw_focus(painter, square, colours)
        painter.restore()

    # -- geometry shared by the draw steps --------------------------------------------------

    @staticmethod
    def ring_width(square: QRectF) -> float:
        """Thickness of the chapter ring for a dial of this size."""
        return max(2.5, square.width() * 0.13)

    @staticmethod
    def ring_rect(square: QRectF, ring: float) -> QRectF:
        """The rectangle whose ellipse runs through the middle of the ring (room for overflow)."""
        inset = ring / 2 + ring * 0.55
        return square.adjusted(inset, inset, -inset, -inset)

    # -- draw steps -----------------------------------------------------------------------

    def _colours(self, palette: QPalette, state: DialState) -> dict[str, QColor]:
        text = palette.color(QPalette.ColorRole.Text)
        base = state.background or palette.color(QPalette.ColorRole.Base)
        accent = state.accent or palette.color(QPalette.ColorRole.Highlight)
        if state.muted or not state.enabled:
            accent = mix(text, base, 0.55)
        track = state.track or mix(text, base, 0.78)
        overflow = state.overflow or QColor(DEFAULT_OVERFLOW)
        return {"text": text, "base": base, "accent": accent, "track": track, "overflow": overflow}

    def draw_background(
        self, painter: QPainter, square: QRectF, colours: dict[str, QColor], ring: float
    ) -> None:
        """A disc behind the ring, so the dial reads on any card colour."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours["base"])
        inset = ring * 0.45
        painter.drawEllipse(square.adjusted(inset, inset, -inset, -inset))

    def draw_track(
        self,
        painter: QPainter,
        square: QRectF,
        colours: dict[str, QColor],
        ring: float,
        state: DialState,
    ) -> None:
        """The empty segments (or a plain ring when the Saga has no chapters)."""
        painter.setPen(_flat_pen(colours["track"], ring))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rr = self.ring_rect(square, ring)
        angles = segment_angles(state.final_chapter)
        if not angles:
            painter.drawEllipse(rr)
            return
        _draw_arcs(painter, rr, angles)

    def draw_segments(
        self,
        painter: QPainter,
        square: QRectF,
        colours: dict[str, QColor],
        ring: float,
        state: DialState,
    ) -> None:
        """The filled segments, one per lore counter up to the final chapter."""
        filled = filled_segments(state.lore, state.final_chapter)
        if not filled:
            return
        painter.setPen(_flat_pen(colours["accent"], ring))
        _draw_arcs(
            painter, self.ring_rect(square, ring), segment_angles(state.final_chapter)[:filled]
        )

    def draw_overflow(
        self,
        painter: QPainter,
        square: QRectF,
        colours: dict[str, QColor],
        ring: float,
        state: DialState,
    ) -> None:
        """Counters beyond the final chapter: one thin outer ring, however many there are (the
        count itself is the number in the middle, drawn in the overflow colour), so a paint
        takes the same time for 4 lore counters on a III-chapter Saga as for a million."""
        if not overflow_count(state.lore, state.final_chapter):
            return
        pen = _flat_pen(colours["overflow"], max(1.2, ring * 0.4))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = pen.widthF() / 2
        painter.drawEllipse(square.adjusted(inset, inset, -inset, -inset))

    def draw_label(
        self,
        painter: QPainter,
        square: QRectF,
        colours: dict[str, QColor],
        ring: float,
        state: DialState,
    ) -> None:
        """The count in the middle, "2/3", shrunk to fit inside the ring."""
        label = dial_label(state.lore, state.final_chapter)
        inner = square.width() - 2 * (ring * 1.6)
        font = fit_bold_font(label, self.font, square.width() * 0.27, inner, min_size=6, step=0.5)
        over = overflow_count(state.lore, state.final_chapter)
        colour = colours["overflow"] if over else colours["text"]
        if state.muted or not state.enabled:
            colour = mix(colours["text"], colours["base"], 0.4)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(square, Qt.AlignmentFlag.AlignCenter, elide(label, font, max(inner, 1)))

    def draw_hover_hints(
        self,
        painter: QPainter,
        square: QRectF,
        colours: dict[str, QColor],
        ring: float,
        state: DialState,
    ) -> None:
        """While hovered: the half under the pointer is tinted, and a small '+' or '−' badge
        sits on the ring's left edge beside it (the count stays readable)."""
        cy = square.center().y()
        inset = ring * 0.45
        disc = square.adjusted(inset, inset, -inset, -inset)
        half = QRectF(
            disc.left(), disc.top() if state.hover > 0 else cy, disc.width(), disc.height() / 2
        )
        tint = QColor(colours["accent"])
        tint.setAlphaF(0.22)
        clip = QPainterPath()
        clip.addEllipse(disc)
        box = QPainterPath()
        box.addRect(half)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawPath(clip.intersected(box))
        # The badge.
        r = max(5.0, square.width() * 0.16)
        centre = QPointF(square.left() + r, cy - state.hover * square.height() * 0.3)
        painter.setPen(QPen(colours["base"], max(1.0, r * 0.18)))
        painter.setBrush(colours["accent"])
        painter.drawEllipse(centre, r, r)
        pen = QPen(QColor("#ffffff"), max(1.2, r * 0.28))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        arm = r * 0.5
        painter.drawLine(
            QPointF(centre.x() - arm, centre.y()), QPointF(centre.x() + arm, centre.y())
        )
        if state.hover > 0:
            painter.drawLine(
                QPointF(centre.x(), centre.y() - arm), QPointF(centre.x(), centre.y() + arm)
            )

    def draw_focus(self, painter: QPainter, square: QRectF, colours: dict[str, QColor]) -> None:
        """A dotted circle round the dial when it has keyboard focus."""
        pen = QPen(colours["accent"], 1.0, Qt.PenStyle.DotLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(square.adjusted(0.5, 0.5, -0.5, -0.5))


def _flat_pen(colour: QColor, width: float) -> QPen:
    """A pen for ring arcs: square ends, so segments keep their gaps."""
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _draw_arcs(painter: QPainter, rect: QRectF, angles: list[tuple[float, float]]) -> None:
    """Arcs of the ellipse in ``rect``, each (start, span) in degrees."""
    for start, span in angles:
        painter.drawArc(rect, round(start * 16), round(span * 16))


# ---------------------------------------------------------------------------------------------
# The widget


class LoreDial(QWidget):
    """A standalone lore dial for one Saga.

    Signals:
        lore_change_requested(object_id, delta): the user asked for ``delta`` lore counters.

    Use :meth:`set_view` (a Saga's :class:`CardView`) or :meth:`set_count`.
    """

    lore_change_requested = Signal(int, int)

    def __init__(self, view: CardView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._object_id = 0
        self._lore = 0
        self._final = 0
        self._muted = False
        self._hover = 0
        self._wheel_pending = 0
        self._accent = QColor()
        self._track = QColor()
        self._overflow = QColor()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setToolTip(
            _tr(
                "Lore counters. Click the upper half to add one, the lower half to remove one; "
                "the mouse wheel and the arrow keys work too."
            )
        )
        if view is not None:
            self.set_view(view)
        else:
            self._update_accessibility()

    # -- API ------------------------------------------------------------------------------

    def set_view(self, view: CardView) -> None:
        """Show the lore count of ``view`` (a Saga)."""
        self._object_id = view.object_id
        self._muted = view.lost_all_abilities
        self.set_count(view.lore, view.final_chapter)

    def set_count(self, lore: int, final_chapter: int, *, object_id: int | None = None) -> None:
        """Show ``lore`` against ``final_chapter`` (0 when the Saga has no chapters)."""
        if object_id is not None:
            self._object_id = object_id
        self._lore = lore
        self._final = final_chapter
        self._update_accessibility()
        self.update()

    def object_id(self) -> int:
        return self._object_id

    def lore(self) -> int:
        return self._lore

    def final_chapter(self) -> int:
        return self._final

    def dial_state(self) -> DialState:
        """The paint parameters for the dial as it is now."""
        return DialState(
            lore=self._lore,
            final_chapter=self._final,
            hover=self._hover,
            focused=self.hasFocus(),
            enabled=self.isEnabled(),
            muted=self._muted,
            accent=self._accent if self._accent.isValid() else None,
            track=self._track if self._track.isValid() else None,
            overflow=self._overflow if self._overflow.isValid() else None,
            background=self.palette().color(QPalette.ColorRole.Base),
        )

    def request_change(self, delta: int) -> None:
        """Emit ``lore_change_requested`` for ``delta`` (nothing for 0 or when disabled)."""
        if delta and self.isEnabled():
            self.lore_change_requested.emit(self._object_id, delta)

    def _update_accessibility(self) -> None:
        self.setAccessibleName(_tr("Lore counters"))
        if self._final:
            desc = _tr("{lore} of {final}").format(lore=self._lore, final=self._final)
        else:
            desc = str(self._lore)
        self.setAccessibleDescription(desc)

    # -- style properties -----------------------------------------------------------------

    def _get_accent(self) -> QColor:
        return pick(self._accent, self.palette(), QPalette.ColorRole.Highlight)

    def _set_accent(self, colour: QColor) -> None:
        self._accent = QColor(colour)
        self.update()

    def _get_track(self) -> QColor:
        return QColor(self._track)

    def _set_track(self, colour: QColor) -> None:
        self._track = QColor(colour)
        self.update()

    def _get_overflow(self) -> QColor:
        return or_default(self._overflow, DEFAULT_OVERFLOW)

    def _set_overflow(self, colour: QColor) -> None:
        self._overflow = QColor(colour)
        self.update()

    accentColor = Property(QColor, _get_accent, _set_accent)  # noqa: N815
    trackColor = Property(QColor, _get_track, _set_track)  # noqa: N815
    overflowColor = Property(QColor, _get_overflow, _set_overflow)  # noqa: N815

    # -- Qt overrides ---------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(48, 48)

    def minimumSizeHint(self) -> QSize:
        return QSize(int(MIN_TARGET), int(2 * MIN_TARGET))

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            LoreDialPainter(self.font()).paint(
                painter, QRectF(self.rect()), self.palette(), self.dial_state()
            )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            delta = hit_delta(event.position(), QRectF(self.rect()), QRectF(self.rect()))
            if delta:
                self.request_change(delta)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # The second click of a quick double click counts as a click too.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hover = hit_delta(event.position(), QRectF(self.rect()), QRectF(self.rect()))
        if hover != self._hover:
            self._hover = hover
            self.update()
        super().mouseMoveEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover = hit_delta(event.position(), QRectF(self.rect()), QRectF(self.rect()))
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = 0
        self.update()
        super().leaveEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps, self._wheel_pending = wheel_steps(self._wheel_pending, event.angleDelta().y())
        if steps:
            self.request_change(steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        delta = key_delta(event.key())
        if delta:
            self.request_change(delta)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)
