"""What every painted permanent shares: the card frame, tapping (drawn landscape), focus, intents.

A card is laid out in its own coordinates (``0, 0, card_w, card_h``): portrait, or landscape
when tapped (its text upright); :func:`card_geometry` gives the transform from card to widget
coordinates, and input maps back through its inverse.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._paint import mix, or_default, painting, pick
from saga_table.qt.widgets.view import CardView

__all__ = [
    "CARD_MARGIN",
    "CARD_SIZE",
    "CARD_MIN_SIZE",
    "CardGeometry",
    "CardWidgetBase",
    "card_geometry",
    "fit_card_size",
]

#: The comfortable size of an untapped card, and the smallest that stays readable.
CARD_SIZE = QSize(180, 250)
CARD_MIN_SIZE = QSize(150, 210)
#: Height / width of a card is kept within these bounds whatever room the layout gives.
MIN_RATIO = 1.22
MAX_RATIO = 1.55
#: The widest a card may be drawn when it fills a table tile (a Saga widened for its text).
WIDE_RATIO = 0.3
#: Room round the card for the focus ring.
CARD_MARGIN = 2.0


def tr(context: str, text: str) -> str:
    """Translate ``text`` in ``context`` (found by pyside6-lupdate)."""
    return QCoreApplication.translate(context, text)


# ---------------------------------------------------------------------------------------------
# Pure geometry


def fit_card_size(
    avail_w: float, avail_h: float, *, min_ratio: float = MIN_RATIO, max_ratio: float = MAX_RATIO
) -> tuple[float, float]:
    """The largest portrait card (width, height) inside ``avail_w`` x ``avail_h`` whose
    height/width ratio stays within ``[min_ratio, max_ratio]``.

    >>> fit_card_size(180, 250)
    (180, 250)
    >>> fit_card_size(180, 180)  # too squat: narrower
    (147.54098360655738, 180)
    >>> fit_card_size(100, 400)  # too tall: shorter
    (100, 155.0)
    """
    if avail_w <= 0 or avail_h <= 0:
        return (0.0, 0.0)
    ratio = avail_h / avail_w
    if ratio < min_ratio:
        return (avail_h / min_ratio, avail_h)
    if ratio > max_ratio:
        return (avail_w, avail_w * max_ratio)
    return (avail_w, avail_h)


@dataclass(frozen=True, slots=True)
class CardGeometry:
    """Where a card sits in its widget."""

    card_w: float
    card_h: float
    #: Maps card coordinates to widget coordinates.
    transform: QTransform

    @property
    def card_rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self.card_w, self.card_h)

    def to_card(self, pos: QPointF) -> QPointF:
        """A widget position in card coordinates."""
        inverse, ok = self.transform.inverted()
        return inverse.map(pos) if ok else QPointF(-1.0, -1.0)

    def to_widget(self, pos: QPointF) -> QPointF:
        return self.transform.map(pos)


def card_geometry(
    widget_w: float,
    widget_h: float,
    *,
    tapped: bool,
    margin: float = CARD_MARGIN,
    min_ratio: float = MIN_RATIO,
) -> CardGeometry:
    """The card's size and its placement in a widget of ``widget_w`` x ``widget_h``.

    The card is centred and drawn upright. Tapped, it lies landscape (wider than tall, as a
    turned card does on a real table) with its text still reading left to right: a card turned
    90° had its name and rules text sideways, unreadable across a table of them.
    """
    aw, ah = max(0.0, widget_w - 2 * margin), max(0.0, widget_h - 2 * margin)
    if not tapped:
        cw, ch = fit_card_size(aw, ah, min_ratio=min_ratio)
    else:
        # The largest turned card: a portrait card fitted into the slot's transpose, then
        # laid on its side (a slot given for the text, a Saga's, may keep it upright).
        # (a tile as wide as the text asks, min_ratio below 1, is filled sideways as well)
        ch, cw = fit_card_size(ah, aw, min_ratio=min_ratio, max_ratio=max(MAX_RATIO, 1 / min_ratio))
    t = QTransform.fromTranslate((widget_w - cw) / 2, (widget_h - ch) / 2)
    return CardGeometry(cw, ch, t)


# ---------------------------------------------------------------------------------------------
# The base widget


class CardWidgetBase(QWidget):
    """A permanent painted as a card. Subclasses paint it and answer clicks on their parts.

    Signals:
        tap_toggle_requested(object_id): double-click (or Space) on the card.
        context_menu_requested(object_id, global_pos): right click or the menu key.
        flip_requested(object_id): a double-faced card's sun/moon toggle clicked (or F).
        show_other_face_requested(object_id): Shift+click on the toggle (or Shift+F): only
            read the other face.
    """

    tap_toggle_requested = Signal(int)
    context_menu_requested = Signal(int, QPoint)
    flip_requested = Signal(int)
    show_other_face_requested = Signal(int)

    #: Translation context for the subclass's strings.
    TR_CONTEXT = "CardWidget"

    def __init__(self, view: CardView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: CardView | None = None
        self._accent = QColor()
        self._attack = QColor()
        #: Fill the widget whatever its shape (the table sizes the tile for the card's text).
        self.fill_tile = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        if view is not None:
            self.set_view(view)

    # -- API ------------------------------------------------------------------------------

    def view(self) -> CardView | None:
        """The view being shown (None before the first :meth:`set_view`)."""
        return self._view

    def object_id(self) -> int | None:
        return self._view.object_id if self._view is not None else None

    def set_view(self, view: CardView) -> None:
        """Show ``view``. The widget never changes it: new state comes as a new view. The same
        view again changes nothing (no repaint)."""
        old = self._view
        if view == old:
            return
        self._view = view
        if old is None or old.tapped != view.tapped:
            self.updateGeometry()
        self.view_changed(old, view)
        self.setAccessibleName(view.name)
        self.setAccessibleDescription(self.describe())
        self.update()

    def geometry_for_card(self) -> CardGeometry:
        """The card's size and placement in this widget now."""
        tapped = self._view.tapped if self._view is not None else False
        min_ratio = WIDE_RATIO if self.fill_tile else MIN_RATIO
        return card_geometry(self.width(), self.height(), tapped=tapped, min_ratio=min_ratio)

    def describe(self) -> str:
        """A one-line summary for screen readers (subclasses add to it)."""
        view = self._view
        if view is None:
            return ""
        parts = [view.type_line]
        if view.power is not None and view.toughness is not None:
            parts.append(f"{view.power}/{view.toughness}")
        if view.tapped:
            parts.append(tr(self.TR_CONTEXT, "tapped"))
        if view.attacking:
            parts.append(tr(self.TR_CONTEXT, "attacking"))
        if view.token:
            parts.append(tr(self.TR_CONTEXT, "token"))
        parts.extend(f"{kind} ×{n}" for kind, n in view.counters)
        return "; ".join(p for p in parts if p)

    def accent_colour(self) -> QColor:
        return pick(self._accent, self.palette(), QPalette.ColorRole.Highlight)

    def attack_colour(self) -> QColor:
        return or_default(self._attack, "#d23c2f")

    # -- for subclasses -------------------------------------------------------------------

    def view_changed(self, old: CardView | None, new: CardView) -> None:
        """Called by :meth:`set_view` before repainting (drop caches here)."""

    def paint_card(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the card in card coordinates (``rect`` is ``0, 0, card_w, card_h``)."""

    def press_at(self, pos: QPointF, event: QMouseEvent) -> bool:
        """A left press at ``pos`` (card coordinates). Return True if a part of the card used it."""
        return False

    def hover_at(self, pos: QPointF | None) -> None:
        """The pointer is at ``pos`` in card coordinates (None: it left)."""

    def wheel_at(self, pos: QPointF, angle_delta: int) -> bool:
        """A wheel turn over ``pos``. Return True if a part of the card used it."""
        return False

    def key_pressed(self, event: QKeyEvent) -> bool:
        """A key press while focused. Return True if the card used it."""
        return False

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip for the card part at ``pos`` (card coordinates)."""
        return ""

    def request_flip(self, modifiers: Qt.KeyboardModifier) -> None:
        """Transform a double-faced card, or with Shift only read its other face."""
        if self._view is None:
            return
        if modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.show_other_face_requested.emit(self._view.object_id)
        else:
            self.flip_requested.emit(self._view.object_id)

    def flip_key_pressed(self, event: QKeyEvent) -> bool:
        """F (Shift+F) on a double-faced card: :meth:`request_flip`. Return True if used."""
        if self._view is None or event.key() != Qt.Key.Key_F or not self._view.double_faced:
            return False
        self.request_flip(event.modifiers())
        return True

    def flip_tooltip(self) -> str:
        """The tooltip of the flip toggle: the face up, the other face's name, what to do."""
        view = self._view
        if view is None:
            return ""
        ctx = self.TR_CONTEXT
        face = tr(ctx, "Back face up.") if view.face_up else tr(ctx, "Front face up.")
        if view.other_face_name:
            face += " " + tr(ctx, "Other face: {name}.").format(name=view.other_face_name)
        return face + "\n" + tr(ctx, "Click to transform; Shift+click to read the other face.")

    def draw_focus(self, painter: QPainter, rect: QRectF) -> None:
        """A ring round the card while it has keyboard focus."""
        pen = QPen(self.accent_colour(), 1.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = rect.adjusted(-1.5, -1.5, 1.5, 1.5)
        painter.drawRoundedRect(r, 8, 8)

    def frame_colours(self) -> dict[str, QColor]:
        """Palette-derived colours for the card face (readable on light and dark palettes)."""
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        window = pal.color(QPalette.ColorRole.Window)
        return {
            "face": base,
            "text": text,
            "dim": mix(text, base, 0.45),
            "faint": mix(text, base, 0.8),
            "border": mix(text, window, 0.55),
            "bar": mix(base, text, 0.08),
            "accent": self.accent_colour(),
            "on_accent": pal.color(QPalette.ColorRole.HighlightedText),
            "attack": self.attack_colour(),
        }

    # -- style properties -----------------------------------------------------------------

    def _get_accent(self) -> QColor:
        return self.accent_colour()

    def _set_accent(self, colour: QColor) -> None:
        self._accent = QColor(colour)
        self.update()

    def _get_attack(self) -> QColor:
        return self.attack_colour()

    def _set_attack(self, colour: QColor) -> None:
        self._attack = QColor(colour)
        self.update()

    accentColor = Property(QColor, _get_accent, _set_accent)  # noqa: N815
    attackColor = Property(QColor, _get_attack, _set_attack)  # noqa: N815

    # -- Qt overrides ---------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        tapped = self._view is not None and self._view.tapped
        return CARD_SIZE.transposed() if tapped else QSize(CARD_SIZE)

    def minimumSizeHint(self) -> QSize:
        tapped = self._view is not None and self._view.tapped
        return CARD_MIN_SIZE.transposed() if tapped else QSize(CARD_MIN_SIZE)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._view is None:
            return
        geo = self.geometry_for_card()
        if geo.card_w < 8 or geo.card_h < 8:
            return
        with painting(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            painter.setTransform(geo.transform)
            self.paint_card(painter, geo.card_rect)
            if self.hasFocus():
                self.draw_focus(painter, geo.card_rect)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._view is not None:
            pos = self.geometry_for_card().to_card(event.position())
            if self.press_at(pos, event):
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._view is None:
            super().mouseDoubleClickEvent(event)
            return
        pos = self.geometry_for_card().to_card(event.position())
        # A quick second click on a control (the dial) is another click, not a tap.
        if not self.press_at(pos, event):
            self.tap_toggle_requested.emit(self._view.object_id)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._view is not None:
            self.hover_at(self.geometry_for_card().to_card(event.position()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_at(None)
        super().leaveEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        # Ctrl+wheel is the table's zoom: it goes to the battlefield holding the card.
        if self._view is not None and not (event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            pos = self.geometry_for_card().to_card(event.position())
            if self.wheel_at(pos, event.angleDelta().y()):
                event.accept()
                return
        event.ignore()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if self._view is None:
            event.ignore()
            return
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            global_pos = self.mapToGlobal(self.rect().center())
        else:
            global_pos = event.globalPos()
        self.context_menu_requested.emit(self._view.object_id, global_pos)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._view is not None:
            if self.key_pressed(event):
                event.accept()
                return
            if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_T) and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            ):
                self.tap_toggle_requested.emit(self._view.object_id)
                event.accept()
                return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = ""
            if self._view is not None:
                text = self.tooltip_at(self.geometry_for_card().to_card(QPointF(event.pos())))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)
