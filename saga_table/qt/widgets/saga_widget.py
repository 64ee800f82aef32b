"""The Saga card: chapters down a strip on the left, the lore dial in the corner.

Which chapter lines are reached, next or waiting on the stack is decided by pure functions
(:func:`chapter_marks`, :func:`chapter_states`) from the :class:`CardView` the controller
built; nothing here knows the rules. The layout (:func:`saga_frame`, :func:`allocate_rows`,
:func:`layout_saga`) is computed without painting; :class:`SagaCardPainter` draws it in
``draw_*`` steps, and :class:`SagaCardWidget` turns input into intents.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

from saga_table.qt.widgets._card_base import CardWidgetBase, tr
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
    block_for_lines,
    draw_text_block,
    elide,
    fit_text,
    has_cjk,
    hexagon,
    mix,
    or_default,
    prepare_text,
    scaled_font,
    wrap_text,
)
from saga_table.qt.widgets.lore_dial import (
    DialState,
    LoreDialPainter,
    hit_delta,
    key_delta,
    wheel_steps,
)
from saga_table.qt.widgets.view import CardView, ChapterView

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


@dataclass(frozen=True)
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
# Layout (pure)


def allocate_rows(available: float, minimums: list[float], needs: list[float]) -> list[float]:
    """Heights for chapter rows sharing ``available`` height.

    Each row wants ``max(minimum, need)``. If that fits, the spare height is shared equally.
    If not, each row keeps its minimum and the rest is shared in proportion to what rows lack;
    if even the minimums do not fit, they are scaled down together.

    >>> allocate_rows(100, [10, 10], [20, 40])
    [40.0, 60.0]
    >>> allocate_rows(50, [10, 10], [20, 40])
    [17.5, 32.5]
    >>> allocate_rows(10, [10, 10], [20, 40])
    [5.0, 5.0]
    """
    if not minimums:
        return []
    wants = [max(m, n) for m, n in zip(minimums, needs, strict=True)]
    if sum(wants) <= available:
        spare = (available - sum(wants)) / len(wants)
        return [float(w + spare) for w in wants]
    total_min = sum(minimums)
    if total_min >= available:
        scale = available / total_min if total_min else 0.0
        return [float(m * scale) for m in minimums]
    rest = available - total_min
    lacks = [w - m for w, m in zip(wants, minimums, strict=True)]
    total_lack = sum(lacks)
    return [float(m + rest * lack / total_lack) for m, lack in zip(minimums, lacks, strict=True)]


@dataclass(frozen=True)
class SagaFrame:
    """The fixed parts of a Saga card for a card size (no fonts involved)."""

    unit: float
    title: QRectF
    dial: QRectF
    flip: QRectF | None
    name: QRectF
    pills: QRectF | None
    body: QRectF
    counters: QRectF | None
    type_row: QRectF
    pt: QRectF | None
    strip_x: float
    strip_w: float
    text_x: float
    text_right: float
    hex_w: float
    hex_h: float


def saga_frame(
    card_w: float,
    card_h: float,
    *,
    double_faced: bool = False,
    creature: bool = False,
    pills: bool = False,
    counters: bool = False,
) -> SagaFrame:
    """Where the title, dial, chapter area, type line and P/T box go on a card this size.

    The frame scales with the card's smaller side (a Saga widened for its chapter text keeps a
    title bar and dial of its height's size); the chapter text gets the rest of the width."""
    u = min(card_w / 180.0, card_h / 252.0)
    m = 5.0 * u
    dial_d = max(28.0, 38.0 * u)
    title = QRectF(m, m, card_w - 2 * m, dial_d + 4.0 * u)
    dial = QRectF(title.right() - dial_d - 1.0 * u, title.top() + 2.0 * u, dial_d, dial_d)
    flip = None
    name_left = title.left() + 5.0 * u
    if double_faced:
        fd = max(14.0, 19.0 * u)
        flip = QRectF(title.left() + 3.0 * u, title.center().y() - fd / 2, fd, fd)
        name_left = flip.right() + 4.0 * u
    name = QRectF(
        name_left,
        title.top() + 2.0 * u,
        dial.left() - 3.0 * u - name_left,
        title.height() - 4.0 * u,
    )
    type_h = max(13.0, 18.0 * u)
    type_row = QRectF(m, card_h - m - type_h, card_w - 2 * m, type_h)
    pt = None
    if creature:
        pt_w, pt_h = max(30.0, 40.0 * u), max(16.0, 21.0 * u)
        pt = QRectF(card_w - m - pt_w + 1.0 * u, card_h - m - pt_h + 1.0 * u, pt_w, pt_h)
    top = title.bottom() + 3.0 * u
    pill_rect = None
    if pills:
        ph = max(11.0, 14.0 * u)
        pill_rect = QRectF(m + 3.0 * u, top, card_w - 2 * m - 6.0 * u, ph)
        top = pill_rect.bottom() + 3.0 * u
    bottom = type_row.top() - 3.0 * u
    counter_rect = None
    if counters:
        ch = max(11.0, 14.0 * u)
        counter_rect = QRectF(m + 3.0 * u, bottom - ch, card_w - 2 * m - 6.0 * u, ch)
        bottom = counter_rect.top() - 3.0 * u
    body = QRectF(m, top, card_w - 2 * m, max(0.0, bottom - top))
    strip_x = m + 3.0 * u
    hex_w, hex_h = 29.0 * u, 18.0 * u
    text_x = strip_x + hex_w + 6.0 * u
    return SagaFrame(
        unit=u,
        title=title,
        dial=dial,
        flip=flip,
        name=name,
        pills=pill_rect,
        body=body,
        counters=counter_rect,
        type_row=type_row,
        pt=pt,
        strip_x=strip_x,
        strip_w=hex_w,
        text_x=text_x,
        text_right=card_w - m - 4.0 * u,
        hex_w=hex_w,
        hex_h=hex_h,
    )


def numeral_rects(
    row: QRectF, x: float, count: int, *, hex_w: float, hex_h: float, gap: float, pad: float
) -> list[QRectF]:
    """``count`` chapter hexagons stacked and centred vertically in ``row`` at ``x``; they
    shrink if the row is too short for them.

    >>> rects = numeral_rects(QRectF(0, 0, 50, 60), 2, 2, hex_w=20, hex_h=18, gap=4, pad=2)
    >>> [r.top() for r in rects]
    [10.0, 32.0]
    """
    if count <= 0:
        return []
    room = row.height() - 2 * pad - (count - 1) * gap
    h = max(1.0, min(hex_h, room / count))
    w = hex_w * (h / hex_h) if h < hex_h else hex_w
    total = count * h + (count - 1) * gap
    top = row.top() + (row.height() - total) / 2
    x_off = x + (hex_w - w) / 2
    return [QRectF(x_off, top + i * (h + gap), w, h) for i in range(count)]


def row_minimum(count: int, *, hex_h: float, gap: float, pad: float) -> float:
    """The height a chapter row needs for ``count`` hexagons."""
    return count * hex_h + max(0, count - 1) * gap + 2 * pad


@dataclass(frozen=True)
class ChapterRow:
    """One laid-out chapter line."""

    rect: QRectF
    numerals: tuple[tuple[int, QRectF], ...]
    text_rect: QRectF
    text: TextBlock


@dataclass(frozen=True)
class SagaLayout:
    """Everything placed and every text fitted for one card size and view."""

    frame: SagaFrame
    name: TextBlock
    rows: tuple[ChapterRow, ...]
    numeral_font: QFont
    type_text: str
    type_font: QFont
    type_rect: QRectF
    pt_font: QFont
    pills: tuple[tuple[tuple[str, str], QRectF], ...]
    pill_font: QFont
    counters: tuple[tuple[str, QRectF], ...]
    counter_font: QFont
    #: Every chapter's text fits whole (nothing elided).
    fits: bool = True
    #: The chapter text's font size.
    text_px: float = 0.0


def other_counters(view: CardView) -> list[tuple[str, int]]:
    """Counters shown as chips on a Saga: all but lore, which the dial shows."""
    return [(k, n) for k, n in view.counters if k.strip().lower() != "lore" and n]


def _layout_inputs(view: CardView) -> tuple[object, ...]:
    """What :func:`layout_saga` reads from a view: a lore counter added (the dial, the chapters
    reached, those waiting on the stack) is painted without laying the card out again."""
    return (
        view.name,
        view.chapters,
        view.lost_all_abilities,
        view.double_faced,
        view.power,
        view.toughness,
        view.attacking,
        view.token,
        view.damage,
        view.counters,
        view.type_line,
    )


def layout_saga(
    view: CardView, card_w: float, card_h: float, base: QFont, *, text_px: float | None = None
) -> SagaLayout:
    """Lay out ``view`` on a card of ``card_w`` x ``card_h``, fitting every text.

    Chapter texts share one font size, the largest at which every row fits (rows get heights
    in proportion to their text), starting from ``text_px`` (the table's zoom) or a size from
    the card's; below the smallest readable size rows elide their last line (``fits`` is then
    False).
    """
    pills = pill_labels(view)
    counters = other_counters(view)
    fr = saga_frame(
        card_w,
        card_h,
        double_faced=view.double_faced,
        creature=pt_text(view) is not None,
        pills=bool(pills),
        counters=bool(counters),
    )
    u = fr.unit
    cjk = has_cjk(view.name) or any(has_cjk(c.text) for c in view.chapters)
    min_px = 9.0 if cjk else 8.0

    name = fit_card_name(view.name, base, fr.name, unit=u, min_px=min_px)

    # Chapter rows.
    pad, gap = 3.0 * u, 2.5 * u
    text_w = fr.text_right - fr.text_x
    mins = [row_minimum(len(c.numbers), hex_h=fr.hex_h, gap=gap, pad=pad) for c in view.chapters]
    texts = [_chapter_text(c) for c in view.chapters]
    strike = view.lost_all_abilities
    size = max(min_px, round(text_px if text_px is not None else 11.5 * u))
    while True:
        font = scaled_font(base, size, strike=strike)
        fm = QFontMetricsF(font)
        needs = [_block_height(len(wrap_text(t, font, text_w)), fm) + 2 * pad for t in texts]
        fits = sum(max(m, n) for m, n in zip(mins, needs, strict=True)) <= fr.body.height()
        if fits or size <= min_px:
            break
        size -= 1
    heights = allocate_rows(fr.body.height(), mins, needs)
    rows: list[ChapterRow] = []
    y = fr.body.top()
    for chapter, text, h in zip(view.chapters, texts, heights, strict=True):
        rect = QRectF(fr.body.left(), y, fr.body.width(), h)
        nums = numeral_rects(
            rect,
            fr.strip_x,
            len(chapter.numbers),
            hex_w=fr.hex_w,
            hex_h=fr.hex_h,
            gap=gap,
            pad=pad,
        )
        text_rect = QRectF(fr.text_x, y + pad, text_w, max(1.0, h - 2 * pad))
        if fits:
            spans = wrap_text(text, font, text_w)
            block = block_for_lines(font, [text[s : s + n].rstrip() for s, n in spans])
        else:
            block = fit_text(
                text, base, text_w, text_rect.height(), max_px=size, min_px=size, strike=strike
            )
        rows.append(
            ChapterRow(rect, tuple(zip(chapter.numbers, nums, strict=True)), text_rect, block)
        )
        y += h
    numeral_font = scaled_font(base, max(6.0, fr.hex_h * 0.6), bold=True)

    # Bottom: type line (left of the P/T box), counters, pills.
    type_font = scaled_font(base, max(min_px - 0.5, 10.0 * u))
    right = (fr.pt.left() - 3.0 * u) if fr.pt is not None else fr.type_row.right() - 4.0 * u
    type_rect = QRectF(
        fr.type_row.left() + 5.0 * u,
        fr.type_row.top(),
        right - fr.type_row.left() - 5.0 * u,
        fr.type_row.height(),
    )
    type_font = fit_font_to_width(view.type_line, type_font, type_rect.width(), min_px=min_px - 1)
    type_text = elide(view.type_line, type_font, type_rect.width())
    pt_font = scaled_font(base, max(9.0, 12.5 * u), bold=True)
    if fr.pt is not None:
        pt_font = fit_font_to_width(pt_text(view) or "", pt_font, fr.pt.width() - 6.0 * u)

    small = scaled_font(base, max(min_px - 0.5, 9.0 * u), bold=True)
    pill_pairs, counter_pairs = layout_chips(
        pills, counters, small, fr.pills, fr.counters, gap=3.0 * u
    )

    return SagaLayout(
        frame=fr,
        name=name,
        rows=tuple(rows),
        numeral_font=numeral_font,
        type_text=type_text,
        type_font=type_font,
        type_rect=type_rect,
        pt_font=pt_font,
        pills=pill_pairs,
        pill_font=small,
        counters=counter_pairs,
        counter_font=small,
        fits=fits,
        text_px=float(size),
    )


#: saga_width_needed's answers: (layout inputs, height, size, font) -> width.
_NEEDED: dict[tuple[object, ...], float] = {}


def saga_width_needed(
    view: CardView,
    card_h: float,
    base: QFont,
    text_px: float,
    *,
    narrowest: float,
    widest: float,
) -> float:
    """The narrowest width (between ``narrowest`` and ``widest``) at which the chapter text of
    ``view`` fits a card ``card_h`` tall in ``text_px`` (at most 1 px smaller), unelided, and
    its name fits the title (two lines at most).

    The frame scales with the height, so only the text column changes with the width; the
    answer is found by bisection on the text's wrapping (no painting) and kept.
    """
    key = (_layout_inputs(view), round(card_h), round(text_px, 1), base.key(), narrowest, widest)
    known = _NEEDED.get(key)
    if known is not None:
        return known
    if len(_NEEDED) > 4096:
        _NEEDED.clear()
    texts = [_chapter_text(c) for c in view.chapters]
    cjk = has_cjk(view.name) or any(has_cjk(t) for t in texts)
    min_px = 9.0 if cjk else 8.0
    px = max(min_px, text_px - 1.0)
    font = scaled_font(base, px, strike=view.lost_all_abilities)
    fm = QFontMetricsF(font)

    def fits(width: float) -> bool:
        fr = saga_frame(
            width,
            card_h,
            double_faced=view.double_faced,
            creature=pt_text(view) is not None,
            pills=bool(pill_labels(view)),
            counters=bool(other_counters(view)),
        )
        u = fr.unit
        if fit_card_name(view.name, base, fr.name, unit=u, min_px=min_px).elided:
            return False
        pad, gap = 3.0 * u, 2.5 * u
        text_w = fr.text_right - fr.text_x
        total = 0.0
        for chapter, text in zip(view.chapters, texts, strict=True):
            lines = len(wrap_text(text, font, text_w))
            need = _block_height(lines, fm) + 2 * pad
            total += max(need, row_minimum(len(chapter.numbers), hex_h=fr.hex_h, gap=gap, pad=pad))
        return total <= fr.body.height()

    if not texts or fits(narrowest):
        answer = narrowest
    elif not fits(widest):
        answer = widest
    else:
        low, high = narrowest, widest
        while high - low > 4.0:
            mid = (low + high) / 2
            if fits(mid):
                high = mid
            else:
                low = mid
        answer = float(math.ceil(high))
    _NEEDED[key] = answer
    return answer


def _chapter_text(chapter: ChapterView) -> str:
    return prepare_text(chapter.text)


def _block_height(lines: int, fm: QFontMetricsF) -> float:
    if lines <= 0:
        return 0.0
    return (lines - 1) * fm.lineSpacing() + fm.ascent() + fm.descent()


# ---------------------------------------------------------------------------------------------
# Painting


@dataclass(frozen=True)
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
            _layout_inputs(view),
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

    def view_changed(self, old: CardView | None, new: CardView) -> None:
        self._layout_key = None

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
