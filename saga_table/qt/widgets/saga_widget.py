"""The Saga card: chapters down a strip on the left, the lore dial in the corner.

Which chapter lines are reached, next or waiting on the stack is decided by pure functions
(:func:`chapter_marks`, :func:`chapter_states`) from the :class:`CardView` the controller
built; nothing here knows the rules. The layout (:func:`saga_frame`, :func:`allocate_rows`,
:func:`layout_saga`) is computed without painting; :class:`SagaCardPainter` draws it in
``draw_*`` steps, and :class:`SagaCardWidget` turns input into intents.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._card_base import CardWidgetBase, tr
from saga_table.qt.widgets._card_parts import (
    draw_card_frame,
    draw_counter_chips,
    draw_pill_row,
    draw_pt_box,
    draw_title_bar,
    fit_font_to_width,
    on_button,
    pt_text,
)
from saga_table.qt.widgets._paint import (
    draw_text_block,
    hexagon,
    mix,
    or_default,
)
from saga_table.qt.widgets._saga_layout import (
    ChapterRow,
    SagaFrame,
    SagaLayout,
    allocate_rows,
    layout_inputs,
    layout_saga,
    numeral_rects,
    saga_fits_whole,
    saga_frame,
    saga_width_needed,
)
from saga_table.qt.widgets.lore_dial import (
    DialState,
    LoreDialPainter,
    hit_delta,
    key_delta,
    wheel_steps,
)
from saga_table.qt.widgets.view import CardView

__all__ = [
    "ChapterMark",
    "ChapterState",
    "SagaCardPainter",
    "SagaCardWidget",
    "SagaFrame",
    "SagaLayout",
    "allocate_rows",
    "chapter_marks",
    "chapter_states",
    "layout_saga",
    "next_chapter_line",
    "numeral_rects",
    "roman",
    "saga_fits_whole",
    "saga_frame",
    "saga_width_needed",
]

_CTX = "SagaCardWidget"
DEFAULT_WAITING = QColor("#e8a317")


# ---------------------------------------------------------------------------------------------
# Chapter states (pure)


class ChapterState(StrEnum):
    """How a chapter line is shown."""

    #: Every chapter on the line is reached (or, for a shared line, some are and none is next).
    REACHED = "reached"
    #: The line holds the chapter the next lore counter triggers.
    NEXT = "next"
    #: Not reached yet, and not next.
    UPCOMING = "upcoming"


@dataclass(frozen=True, slots=True)
class ChapterMark:
    """What the strip shows for one chapter line."""

    state: ChapterState
    #: The numbers on this line at or below the lore count.
    reached: tuple[int, ...]
    #: The number on this line that is next, if any.
    next_number: int | None
    #: Numbers on this line whose ability waits on the stack.
    waiting: tuple[int, ...]
    #: The Saga lost all abilities: the line is greyed and struck.
    muted: bool


def roman(n: int) -> str:
    """Chapter numbers as printed.

    >>> [roman(n) for n in (1, 2, 3, 4, 5, 6, 9, 14)]
    ['I', 'II', 'III', 'IV', 'V', 'VI', 'IX', 'XIV']
    """
    if n <= 0:
        return str(n)
    out = []
    for value, numeral in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out.append(numeral)
            n -= value
    return "".join(out)


def chapter_marks(view: CardView) -> list[ChapterMark]:
    """One :class:`ChapterMark` per chapter line of ``view``, from the view's own fields.

    A number is reached if the view lists it in ``reached`` or it is at most ``lore``; the
    line holding ``view.next_chapter`` is NEXT.
    """
    reached_set = set(view.reached)
    waiting_set = set(view.waiting_chapters)
    marks: list[ChapterMark] = []
    for line in view.chapters:
        reached = tuple(n for n in line.numbers if n in reached_set or n <= view.lore)
        waiting = tuple(n for n in line.numbers if n in waiting_set)
        nxt = view.next_chapter if view.next_chapter in line.numbers else None
        if nxt is not None:
            state = ChapterState.NEXT
        elif reached:
            state = ChapterState.REACHED
        else:
            state = ChapterState.UPCOMING
        marks.append(ChapterMark(state, reached, nxt, waiting, view.lost_all_abilities))
    return marks


def chapter_states(view: CardView) -> list[ChapterState]:
    """The state of each chapter line, top to bottom."""
    return [m.state for m in chapter_marks(view)]


def next_chapter_line(view: CardView) -> int | None:
    """The index of the line marked as next, or None."""
    for i, state in enumerate(chapter_states(view)):
        if state is ChapterState.NEXT:
            return i
    return None


# ---------------------------------------------------------------------------------------------
# Painting


@dataclass(frozen=True, slots=True)
class SagaPaintState:
    """Interaction state the painter shows."""

    dial_hover: int = 0
    flip_hover: bool = False
    focused: bool = False


class SagaCardPainter:
    """Paints a Saga card from a :class:`SagaLayout`; shared by the widget and any delegate."""

    def __init__(self, colours: dict[str, QColor], base_font: QFont) -> None:
        self.colours = colours
        self.base_font = base_font

    def paint(
        self,
        painter: QPainter,
        rect: QRectF,
        palette: QPalette,
        view: CardView,
        layout: SagaLayout,
        state: SagaPaintState,
    ) -> None:
        painter.save()
        painter.translate(rect.topLeft())
        u = layout.frame.unit
        draw_card_frame(
            painter,
            QRectF(0, 0, rect.width(), rect.height()),
            self.colours,
            unit=u,
            token=view.token,
            attacking=view.attacking,
            tapped=view.tapped,
        )
        self.draw_title(painter, view, layout, state)
        self.draw_dial(painter, palette, view, layout, state)
        self.draw_pills(painter, layout)
        self.draw_chapters(painter, view, layout)
        self.draw_counters(painter, layout)
        self.draw_type_line(painter, view, layout)
        painter.restore()

    def draw_title(
        self, painter: QPainter, view: CardView, layout: SagaLayout, state: SagaPaintState
    ) -> None:
        """The title bar with the name (two lines at most), and the flip toggle on a DFC."""
        draw_title_bar(
            painter,
            layout.frame,
            layout.name,
            self.colours,
            face_up=view.face_up,
            flip_hover=state.flip_hover,
        )

    def draw_dial(
        self,
        painter: QPainter,
        palette: QPalette,
        view: CardView,
        layout: SagaLayout,
        state: SagaPaintState,
    ) -> None:
        """The lore dial in the title's right corner."""
        LoreDialPainter(self.base_font).paint(
            painter,
            layout.frame.dial,
            palette,
            DialState(
                lore=view.lore,
                final_chapter=view.final_chapter,
                hover=state.dial_hover,
                muted=view.lost_all_abilities,
                accent=self.colours["accent"],
                background=self.colours["face"],
            ),
        )

    def draw_pills(self, painter: QPainter, layout: SagaLayout) -> None:
        draw_pill_row(painter, layout.pills, layout.pill_font, self.colours)

    def draw_chapters(self, painter: QPainter, view: CardView, layout: SagaLayout) -> None:
        """Each chapter line: its tint, its hexagon(s) and its text; separators between."""
        marks = chapter_marks(view)
        c = self.colours
        u = layout.frame.unit
        painter.save()
        for i, (row, mark) in enumerate(zip(layout.rows, marks, strict=True)):
            self.draw_row_background(painter, row, mark, u)
            if i:
                painter.setPen(QPen(c["faint"], 1.0))
                y = row.rect.top()
                painter.drawLine(
                    QPointF(row.rect.left() + 4 * u, y), QPointF(row.rect.right() - 4 * u, y)
                )
            for number, hex_rect in row.numerals:
                self.draw_numeral(painter, number, hex_rect, mark, layout.numeral_font, u)
            self.draw_chapter_text(painter, row, mark)
        painter.restore()

    def draw_row_background(
        self, painter: QPainter, row: ChapterRow, mark: ChapterMark, u: float
    ) -> None:
        """Reached rows get a light accent tint, a waiting row an amber one; the next row an
        accent outline."""
        c = self.colours
        inner = row.rect.adjusted(2 * u, 1.5 * u, -2 * u, -1.5 * u)
        radius = 4 * u
        tint: QColor | None = None
        if mark.muted:
            tint = None
        elif mark.waiting:
            tint = QColor(c["waiting"])
            tint.setAlphaF(0.22)
        elif mark.state is ChapterState.REACHED:
            tint = QColor(c["accent"])
            tint.setAlphaF(0.16)
        if tint is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(inner, radius, radius)
        if mark.state is ChapterState.NEXT and not mark.muted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(c["accent"], max(1.5, 1.8 * u)))
            painter.drawRoundedRect(inner, radius, radius)

    def draw_numeral(
        self,
        painter: QPainter,
        number: int,
        rect: QRectF,
        mark: ChapterMark,
        font: QFont,
        u: float,
    ) -> None:
        """One chapter hexagon: filled when reached, thick accent outline when next,
        amber with a dot when waiting on the stack, grey when the Saga lost its abilities."""
        c = self.colours
        poly = QPolygonF(hexagon(rect))
        reached = number in mark.reached
        is_next = number == mark.next_number
        waiting = number in mark.waiting
        text_colour = c["text"]
        if mark.muted:
            fill = c["faint"] if reached else c["face"]
            pen = QPen(c["dim"], 1.0)
            text_colour = c["dim"]
        elif reached:
            fill = c["accent"]
            pen = QPen(c["accent"], 1.0)
            text_colour = c["on_accent"]
        else:
            fill = c["face"]
            pen = QPen(c["border"], max(1.0, 1.1 * u))
        if waiting and not mark.muted:
            pen = QPen(c["waiting"], max(1.5, 2.0 * u))
        if is_next and not mark.muted:
            pen = QPen(c["accent"], max(2.0, 2.4 * u))
        painter.setBrush(fill)
        painter.setPen(pen)
        painter.drawPolygon(poly)
        f = fit_font_to_width(roman(number), QFont(font), rect.width() - rect.height() * 0.5)
        painter.setFont(f)
        painter.setPen(text_colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, roman(number))
        if waiting and not mark.muted:
            r = max(2.5, 3.6 * u)
            centre = QPointF(rect.right() - r * 0.4, rect.top() + r * 0.4)
            painter.setPen(QPen(c["face"], 1.0))
            painter.setBrush(c["waiting"])
            painter.drawEllipse(centre, r, r)

    def draw_chapter_text(self, painter: QPainter, row: ChapterRow, mark: ChapterMark) -> None:
        c = self.colours
        if mark.muted:
            colour = c["dim"]
        elif mark.state is ChapterState.REACHED and not mark.waiting:
            colour = mix(c["text"], c["face"], 0.25)
        else:
            colour = c["text"]
        painter.setPen(colour)
        draw_text_block(painter, row.text, row.text_rect, vcenter=True)

    def draw_counters(self, painter: QPainter, layout: SagaLayout) -> None:
        """Other counters (e.g. +1/+1 on a Saga creature) as chips above the type line."""
        draw_counter_chips(painter, layout.counters, layout.counter_font, self.colours)

    def draw_type_line(self, painter: QPainter, view: CardView, layout: SagaLayout) -> None:
        """The type line at the bottom and, for a Saga creature, the P/T box."""
        c = self.colours
        fr = layout.frame
        painter.save()
        painter.setPen(QPen(c["faint"], 1.0))
        painter.setBrush(c["bar"])
        painter.drawRoundedRect(fr.type_row, 4 * fr.unit, 4 * fr.unit)
        painter.setFont(layout.type_font)
        painter.setPen(c["text"])
        painter.drawText(
            layout.type_rect,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            layout.type_text,
        )
        pt = pt_text(view)
        if fr.pt is not None and pt is not None:
            draw_pt_box(painter, fr.pt, pt, layout.pt_font, c, damaged=view.damage > 0)
        painter.restore()


# ---------------------------------------------------------------------------------------------
# The widget


class SagaCardWidget(CardWidgetBase):
    """A Saga on the battlefield.

    Signals (besides ``tap_toggle_requested`` and ``context_menu_requested``):
        lore_change_requested(object_id, delta): from the dial (click its upper/lower half,
            wheel over it) or the keyboard (Up/Right/+ and Down/Left/-).
        flip_requested(object_id): click on the sun/moon toggle of a double-faced card (or F).
        show_other_face_requested(object_id): Shift+click on the toggle: only read the other face.
    (The flip signals are declared on :class:`CardWidgetBase`.)
    """

    lore_change_requested = Signal(int, int)

    TR_CONTEXT = _CTX

    def __init__(self, view: CardView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(None, parent)
        self._layout_key: tuple[object, ...] | None = None
        self._layout: SagaLayout | None = None
        self._state = SagaPaintState()
        self._wheel_pending = 0
        self._waiting_colour = QColor()
        #: The chapter text's size (the table's zoom sets it); None: from the card's size.
        self._text_px: float | None = None
        if view is not None:
            self.set_view(view)

    # -- API ------------------------------------------------------------------------------

    def layout_for_card(self) -> SagaLayout | None:
        """The layout for the current view and size (cached)."""
        view = self.view()
        if view is None:
            return None
        geo = self.geometry_for_card()
        font = self.font()
        key = (
            layout_inputs(view),
            round(geo.card_w, 2),
            round(geo.card_h, 2),
            font.key(),
            self._text_px,
        )
        if key != self._layout_key:
            self._layout = layout_saga(view, geo.card_w, geo.card_h, font, text_px=self._text_px)
            self._layout_key = key
        return self._layout

    def text_px(self) -> float | None:
        return self._text_px

    def set_text_px(self, px: float | None) -> None:
        """The chapter text's size, from the table's zoom (None: from the card's size)."""
        if px != self._text_px:
            self._text_px = px
            self.update()

    def _card_bounds(self) -> QRectF:
        return self.geometry_for_card().card_rect

    def request_lore_change(self, delta: int) -> None:
        view = self.view()
        if view is not None and delta:
            self.lore_change_requested.emit(view.object_id, delta)

    def describe(self) -> str:
        view = self.view()
        if view is None:
            return ""
        parts = [super().describe()]
        if view.final_chapter:
            parts.append(
                tr(_CTX, "lore {lore} of {final}").format(lore=view.lore, final=view.final_chapter)
            )
        else:
            parts.append(tr(_CTX, "lore {lore}").format(lore=view.lore))
        if view.next_chapter is not None:
            parts.append(tr(_CTX, "next chapter {n}").format(n=roman(view.next_chapter)))
        if view.waiting_chapters:
            parts.append(
                tr(_CTX, "on the stack: {n}").format(
                    n=", ".join(roman(n) for n in view.waiting_chapters)
                )
            )
        if view.lost_all_abilities:
            parts.append(tr(_CTX, "lost all abilities"))
        if view.double_faced:
            parts.append(tr(_CTX, "back face up") if view.face_up else tr(_CTX, "front face up"))
        return "; ".join(p for p in parts if p)

    def waiting_colour(self) -> QColor:
        return or_default(self._waiting_colour, DEFAULT_WAITING)

    def _get_waiting(self) -> QColor:
        return self.waiting_colour()

    def _set_waiting(self, colour: QColor) -> None:
        self._waiting_colour = QColor(colour)
        self.update()

    waitingColor = Property(QColor, _get_waiting, _set_waiting)  # noqa: N815

    # -- CardWidgetBase hooks -------------------------------------------------------------

    def paint_card(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view()
        layout = self.layout_for_card()
        if view is None or layout is None:
            return
        colours = self.frame_colours()
        colours["waiting"] = self.waiting_colour()
        SagaCardPainter(colours, self.font()).paint(
            painter, rect, self.palette(), view, layout, self._state
        )

    def press_at(self, pos: QPointF, event: QMouseEvent) -> bool:
        layout = self.layout_for_card()
        view = self.view()
        if layout is None or view is None:
            return False
        fr = layout.frame
        if on_button(pos, fr.flip):
            self.request_flip(event.modifiers())
            return True
        delta = hit_delta(pos, fr.dial, self._card_bounds())
        if delta:
            self.request_lore_change(delta)
            return True
        return False

    def hover_at(self, pos: QPointF | None) -> None:
        layout = self.layout_for_card()
        dial_hover, flip_hover = 0, False
        if pos is not None and layout is not None:
            dial_hover = hit_delta(pos, layout.frame.dial, self._card_bounds())
            flip_hover = on_button(pos, layout.frame.flip)
        new = SagaPaintState(dial_hover=dial_hover, flip_hover=flip_hover)
        if new != self._state:
            self._state = new
            self.update()

    def wheel_at(self, pos: QPointF, angle_delta: int) -> bool:
        layout = self.layout_for_card()
        if layout is None or not hit_delta(pos, layout.frame.dial, self._card_bounds()):
            return False
        steps, self._wheel_pending = wheel_steps(self._wheel_pending, angle_delta)
        self.request_lore_change(steps)
        return True

    def key_pressed(self, event: QKeyEvent) -> bool:
        view = self.view()
        if view is None:
            return False
        delta = key_delta(event.key())
        if delta:
            self.request_lore_change(delta)
            return True
        return self.flip_key_pressed(event)

    def tooltip_at(self, pos: QPointF) -> str:
        view = self.view()
        layout = self.layout_for_card()
        if view is None or layout is None:
            return ""
        fr = layout.frame
        if hit_delta(pos, fr.dial, self._card_bounds()):
            return tr(
                _CTX,
                "Lore {lore} of {final}. Click the upper half to add a lore counter, "
                "the lower half to remove one.",
            ).format(lore=view.lore, final=view.final_chapter)
        if on_button(pos, fr.flip):
            return self.flip_tooltip()
        marks = chapter_marks(view)
        for row, mark, chapter in zip(layout.rows, marks, view.chapters, strict=True):
            if row.rect.contains(pos):
                status = {
                    ChapterState.REACHED: tr(_CTX, "Reached."),
                    ChapterState.NEXT: tr(_CTX, "Next chapter."),
                    ChapterState.UPCOMING: tr(_CTX, "Not reached yet."),
                }[mark.state]
                if mark.waiting:
                    status += " " + tr(_CTX, "Waiting on the stack.")
                if mark.muted:
                    status = tr(_CTX, "This Saga has lost all abilities.")
                return f"{chapter.symbol} — {chapter.text}\n{status}"
        if QRectF(0, 0, self.geometry_for_card().card_w, fr.title.bottom()).contains(pos):
            return view.name
        if fr.type_row.contains(pos):
            return view.type_line
        return ""
