"""A generic permanent: name, type line, rules text, counters, P/T, token and attacking marks.

:func:`make_card_widget` picks :class:`~saga_table.qt.widgets.saga_widget.SagaCardWidget` for a
Saga and :class:`CardWidget` for anything else. Both lie landscape and greyed when tapped (their
text upright), toggle tapped on double-click (``tap_toggle_requested``) and ask for a context
menu (``context_menu_requested``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QWidget

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._card_base import CardWidgetBase
from saga_table.qt.widgets._card_parts import (
    draw_card_frame,
    draw_counter_chips,
    draw_pill_row,
    draw_pt_box,
    draw_title_bar,
    fit_card_name,
    fit_font_to_width,
    layout_chips,
    on_button,
    pill_labels,
    pt_text,
)
from saga_table.qt.widgets._paint import (
    TextBlock,
    draw_text_block,
    elide,
    fit_text,
    has_cjk,
    narrowest_fitting,
    scaled_font,
)
from saga_table.qt.widgets.saga_widget import SagaCardWidget
from saga_table.qt.widgets.view import CardView

__all__ = [
    "CardFrame",
    "CardLayout",
    "CardPainter",
    "CardWidget",
    "card_frame",
    "card_width_needed",
    "layout_card",
    "make_card_widget",
]

_CTX = "CardWidget"


# ---------------------------------------------------------------------------------------------
# Layout (pure)


@dataclass(frozen=True, slots=True)
class CardFrame:
    """The fixed parts of a generic card for a card size."""

    unit: float
    title: QRectF
    flip: QRectF | None
    name: QRectF
    type_row: QRectF
    pills: QRectF | None
    body: QRectF
    bottom: QRectF
    pt: QRectF | None
    counters: QRectF | None


def card_frame(
    card_w: float,
    card_h: float,
    *,
    double_faced: bool = False,
    creature: bool = False,
    pills: bool = False,
    counters: bool = False,
) -> CardFrame:
    """Title on top, the type line under it, then status pills, rules text, and a bottom row
    with counter chips on the left and the P/T box on the right. The frame scales with the
    card's smaller side, so a card drawn small and wide (a compact tile) keeps its name whole."""
    u = min(card_w / 180.0, card_h / 252.0)
    m = 5.0 * u
    title = QRectF(m, m, card_w - 2 * m, max(22.0, 34.0 * u))
    flip = None
    name_left = title.left() + 5.0 * u
    if double_faced:
        fd = max(14.0, 19.0 * u)
        flip = QRectF(title.left() + 3.0 * u, title.center().y() - fd / 2, fd, fd)
        name_left = flip.right() + 4.0 * u
    name = QRectF(
        name_left,
        title.top() + 2.0 * u,
        title.right() - 4.0 * u - name_left,
        title.height() - 4.0 * u,
    )
    type_h = max(13.0, 17.0 * u)
    ph = max(11.0, 14.0 * u)
    row_h = max(16.0, 22.0 * u)
    bottom_h = row_h if (creature or counters) else 0.0

    def height_for(type_h: float, pill_row: bool, bottom_h: float) -> float:
        rows = title.bottom() + 2.0 * u + type_h + 4.0 * u + ((ph + 4.0 * u) if pill_row else 0.0)
        return rows + ((bottom_h + 1.0 * u + m) if bottom_h else m)

    # A tile too low for every row (a compact tile at a crowded table, about 45 px) keeps what a
    # player reads at a glance, in this order: the name, the P/T, "Token" and the other pills,
    # then the type line. The pills join the bottom row, left of the P/T box; then the type line
    # gives up its row (hover and Z show it) rather than lie under the P/T box.
    pills_below = pills and not counters and height_for(type_h, True, bottom_h) > card_h
    if pills_below:
        bottom_h = row_h
    if bottom_h and height_for(type_h, pills and not pills_below, bottom_h) > card_h:
        type_h = 0.0
    type_row = QRectF(m, title.bottom() + 2.0 * u, card_w - 2 * m, type_h)
    top = type_row.bottom() + (4.0 * u if type_h else 0.0)
    pill_rect = None
    if pills and not pills_below:
        pill_rect = QRectF(m + 3.0 * u, top, card_w - 2 * m - 6.0 * u, ph)
        top = pill_rect.bottom() + 4.0 * u
    bottom = QRectF(m, card_h - m - bottom_h - 1.0 * u, card_w - 2 * m, bottom_h)
    pt = None
    right = bottom.right() - 2.0 * u
    if creature:
        # (beside the pills, the box is no wider than "2/2" needs: 「トークン」 keeps its room)
        pt_w = max(24.0 if pills_below else 30.0, 40.0 * u)
        pt = QRectF(bottom.right() - pt_w + 1.0 * u, bottom.top(), pt_w, bottom.height())
        right = pt.left() - 4.0 * u
    counter_rect = None
    if counters:
        ch = max(11.0, 14.0 * u)
        counter_rect = QRectF(m + 3.0 * u, bottom.center().y() - ch / 2, right - m - 3.0 * u, ch)
    if pills_below:
        pill_rect = QRectF(m + 3.0 * u, bottom.center().y() - ph / 2, right - m - 3.0 * u, ph)
    body_bottom = (bottom.top() - 3.0 * u) if bottom_h else card_h - m - 4.0 * u
    body = QRectF(m + 5.0 * u, top, card_w - 2 * m - 10.0 * u, max(0.0, body_bottom - top))
    return CardFrame(
        unit=u,
        title=title,
        flip=flip,
        name=name,
        type_row=type_row,
        pills=pill_rect,
        body=body,
        bottom=bottom,
        pt=pt,
        counters=counter_rect,
    )


@dataclass(frozen=True, slots=True)
class CardLayout:
    frame: CardFrame
    name: TextBlock
    type_text: str
    type_font: QFont
    text: TextBlock
    pt_font: QFont
    pills: tuple[tuple[tuple[str, str], QRectF], ...]
    counters: tuple[tuple[str, QRectF], ...]
    small_font: QFont
    #: The row a pile's count badge sits at the right of (card coordinates): the title's, or
    #: the type line's when only there the name shows whole ("Mountain", not "Mount…").
    badge_row: QRectF | None = None


#: card_width_needed's answers: (what the title shows, height, font, bounds) -> width.
_NEEDED: dict[tuple[object, ...], float] = {}


def card_width_needed(
    view: CardView,
    card_h: float,
    base: QFont,
    *,
    narrowest: float,
    widest: float,
    widest_for_type: float | None = None,
) -> float:
    """The narrowest width (between ``narrowest`` and ``widest``) at which a permanent's name
    (two lines at most) fits ``card_h`` unelided, and its type line too as long as that needs
    no more than ``widest_for_type``: a small card on a crowded table grows sideways rather than
    cut "Llanowar Elves" to "Llanowar…". The frame's unit follows the smaller side, so the text
    keeps its size and only the rows get longer."""
    type_cap = widest if widest_for_type is None else min(widest, widest_for_type)
    key = (
        view.name,
        view.type_line,
        view.double_faced,
        pt_text(view) is not None,
        bool(pill_labels(view)),
        any(n for _k, n in view.counters),
        round(card_h),
        base.key(),
        round(narrowest),
        round(widest),
        round(type_cap),
    )
    known = _NEEDED.get(key)
    if known is not None:
        return known
    if len(_NEEDED) > 4096:
        _NEEDED.clear()

    def name_fits(width: float) -> bool:
        return not layout_card(view, width, card_h, base).name.elided

    def type_fits(width: float) -> bool:
        laid = layout_card(view, width, card_h, base)
        # (a tile too low for a type line has none at any width: it needs no more width)
        return laid.type_text == view.type_line or not laid.frame.type_row.height()

    labels = pill_labels(view)

    def pills_fit(width: float) -> bool:
        # every status pill there (a pill is laid out whole or left out: layout_chips)
        return len(layout_card(view, width, card_h, base).pills) == len(labels)

    answer = max(
        narrowest_fitting(name_fits, narrowest, widest),
        narrowest_fitting(type_fits, narrowest, type_cap),
        narrowest_fitting(pills_fit, narrowest, widest) if labels else narrowest,
    )
    _NEEDED[key] = answer
    return answer


def layout_card(
    view: CardView, card_w: float, card_h: float, base: QFont, *, title_inset: float = 0.0
) -> CardLayout:
    """Lay out a generic permanent, fitting every text. ``title_inset``: room kept free at the
    right of the name (a pile's count badge sits there), so the name is elided, not covered."""
    pills = pill_labels(view)
    counter_items = [(k, n) for k, n in view.counters if n]
    fr = card_frame(
        card_w,
        card_h,
        double_faced=view.double_faced,
        creature=pt_text(view) is not None,
        pills=bool(pills),
        counters=bool(counter_items),
    )
    u = fr.unit
    cjk = has_cjk(view.name) or has_cjk(view.text)
    min_px = 9.0 if cjk else 8.0
    name_rect = fr.name
    type_w = fr.type_row.width() - 10.0 * u
    badge_row = fr.title
    if title_inset > 0:
        name_rect = fr.name.adjusted(0, 0, -min(title_inset, fr.name.width() * 0.6), 0)
    name = fit_card_name(view.name, base, name_rect, unit=u, min_px=min_px)
    if name.elided and title_inset > 0:
        whole = fit_card_name(view.name, base, fr.name, unit=u, min_px=min_px)
        if not whole.elided and fr.type_row.height():  # the badge goes down to the type line
            name, badge_row = whole, fr.type_row
            type_w -= min(title_inset, type_w * 0.6)
    type_font = scaled_font(base, max(min_px - 0.5, 10.0 * u))
    type_font = fit_font_to_width(view.type_line, type_font, type_w, min_px=min_px - 1)
    type_text = elide(view.type_line, type_font, type_w) if fr.type_row.height() else ""
    # A body too low for one line at the smallest size shows nothing rather than a line cut
    # through by the card's edge (a short tile at a crowded table; hover and Z show the text).
    too_low = fr.body.height() < QFontMetricsF(scaled_font(base, min_px)).height()
    text = fit_text(
        "" if too_low else view.text,
        base,
        fr.body.width(),
        fr.body.height(),
        max_px=max(min_px, 11.5 * u),
        min_px=min_px,
    )
    pt_font = scaled_font(base, max(9.0, 13.0 * u), bold=True)
    if fr.pt is not None:
        pt_font = fit_font_to_width(pt_text(view) or "", pt_font, fr.pt.width() - 6.0 * u)
    small = scaled_font(base, max(min_px - 0.5, 9.0 * u), bold=True)
    pill_pairs, counter_pairs = layout_chips(
        pills, counter_items, small, fr.pills, fr.counters, gap=3.0 * u
    )
    return CardLayout(
        frame=fr,
        name=name,
        type_text=type_text,
        type_font=type_font,
        text=text,
        pt_font=pt_font,
        pills=pill_pairs,
        counters=counter_pairs,
        small_font=small,
        badge_row=badge_row if title_inset > 0 else None,
    )


# ---------------------------------------------------------------------------------------------
# Painting


class CardPainter:
    """Paints a generic permanent from a :class:`CardLayout` (widget or delegate)."""

    def __init__(self, colours: dict[str, QColor]) -> None:
        self.colours = colours

    def paint(
        self,
        painter: QPainter,
        rect: QRectF,
        palette: QPalette,
        view: CardView,
        layout: CardLayout,
        *,
        flip_hover: bool = False,
    ) -> None:
        c = self.colours
        painter.save()
        painter.translate(rect.topLeft())
        draw_card_frame(
            painter,
            QRectF(0, 0, rect.width(), rect.height()),
            c,
            unit=layout.frame.unit,
            token=view.token,
            attacking=view.attacking,
            tapped=view.tapped,
        )
        self.draw_title(painter, view, layout, flip_hover)
        self.draw_type_line(painter, layout)
        draw_pill_row(painter, layout.pills, layout.small_font, c)
        self.draw_text(painter, layout)
        self.draw_counters(painter, layout)
        self.draw_pt(painter, view, layout)
        painter.restore()

    def draw_title(
        self, painter: QPainter, view: CardView, layout: CardLayout, flip_hover: bool
    ) -> None:
        draw_title_bar(
            painter,
            layout.frame,
            layout.name,
            self.colours,
            face_up=view.face_up,
            flip_hover=flip_hover,
        )

    def draw_type_line(self, painter: QPainter, layout: CardLayout) -> None:
        c = self.colours
        fr = layout.frame
        if not fr.type_row.height():
            return  # (a tile too low for it: hover and Z show the type line)
        painter.setFont(layout.type_font)
        painter.setPen(c["text"])
        painter.drawText(
            fr.type_row.adjusted(5.0 * fr.unit, 0, -5.0 * fr.unit, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            layout.type_text,
        )
        painter.setPen(QPen(c["faint"], 1.0))
        y = fr.type_row.bottom() + 1.5 * fr.unit
        painter.drawLine(
            QPointF(fr.type_row.left() + 3 * fr.unit, y),
            QPointF(fr.type_row.right() - 3 * fr.unit, y),
        )

    def draw_text(self, painter: QPainter, layout: CardLayout) -> None:
        painter.setPen(self.colours["text"])
        draw_text_block(painter, layout.text, layout.frame.body)

    def draw_counters(self, painter: QPainter, layout: CardLayout) -> None:
        draw_counter_chips(painter, layout.counters, layout.small_font, self.colours)

    def draw_pt(self, painter: QPainter, view: CardView, layout: CardLayout) -> None:
        pt = pt_text(view)
        if layout.frame.pt is not None and pt is not None:
            draw_pt_box(
                painter, layout.frame.pt, pt, layout.pt_font, self.colours, damaged=view.damage > 0
            )


# ---------------------------------------------------------------------------------------------
# The widget


class CardWidget(CardWidgetBase):
    """Any permanent that is not a Saga.

    Signals: ``tap_toggle_requested(object_id)``, ``context_menu_requested(object_id, QPoint)``,
    and for a double-faced card ``flip_requested(object_id)`` (click the sun/moon toggle, or F)
    and ``show_other_face_requested(object_id)`` (Shift+click, or Shift+F); all declared on
    :class:`CardWidgetBase`.
    """

    TR_CONTEXT = _CTX

    def __init__(self, view: CardView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(None, parent)
        self._layout_key: tuple[object, ...] | None = None
        self._layout: CardLayout | None = None
        self._flip_hover = False
        self._title_inset = 0.0
        if view is not None:
            self.set_view(view)

    def set_title_inset(self, inset: float) -> None:
        """Keep ``inset`` pixels free at the right of the name (a pile's count badge)."""
        if inset != self._title_inset:
            self._title_inset = inset
            self._layout_key = None
            self.update()

    def badge_top(self) -> float | None:
        """Where a pile's count badge goes (its top, in this widget), when not at the top: the
        type line's row, if the name needs the title's whole width; else None."""
        layout = self.layout_for_card()
        if layout is None or layout.badge_row is None or layout.badge_row == layout.frame.title:
            return None
        return self.geometry_for_card().transform.map(layout.badge_row.topLeft()).y()

    def layout_for_card(self) -> CardLayout | None:
        view = self.view()
        if view is None:
            return None
        geo = self.geometry_for_card()
        font = self.font()
        key = (view, round(geo.card_w, 2), round(geo.card_h, 2), font.key(), self._title_inset)
        if key != self._layout_key:
            self._layout = layout_card(
                view, geo.card_w, geo.card_h, font, title_inset=self._title_inset
            )
            self._layout_key = key
        return self._layout

    # -- CardWidgetBase hooks -------------------------------------------------------------

    def view_changed(self, old: CardView | None, new: CardView) -> None:
        self._layout_key = None

    def paint_card(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view()
        layout = self.layout_for_card()
        if view is None or layout is None:
            return
        CardPainter(self.frame_colours()).paint(
            painter, rect, self.palette(), view, layout, flip_hover=self._flip_hover
        )

    def press_at(self, pos: QPointF, event: QMouseEvent) -> bool:
        layout = self.layout_for_card()
        if layout is None or not on_button(pos, layout.frame.flip):
            return False
        self.request_flip(event.modifiers())
        return True

    def hover_at(self, pos: QPointF | None) -> None:
        layout = self.layout_for_card()
        hover = pos is not None and layout is not None and on_button(pos, layout.frame.flip)
        if hover != self._flip_hover:
            self._flip_hover = hover
            self.update()

    def key_pressed(self, event: QKeyEvent) -> bool:
        return self.flip_key_pressed(event)

    def tooltip_at(self, pos: QPointF) -> str:
        view, layout = self.view(), self.layout_for_card()
        if view is None or layout is None:
            return ""
        fr = layout.frame
        if on_button(pos, fr.flip):
            return self.flip_tooltip()
        if layout.text.elided and fr.body.contains(pos):
            return view.text
        if fr.title.contains(pos) or fr.type_row.contains(pos):
            return f"{view.name}\n{view.type_line}"
        return ""


def make_card_widget(view: CardView, parent: QWidget | None = None) -> CardWidgetBase:
    """A :class:`SagaCardWidget` for a Saga, a :class:`CardWidget` for anything else."""
    if view.is_saga:
        return SagaCardWidget(view, parent)
    return CardWidget(view, parent)
