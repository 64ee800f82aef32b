"""Where everything on a Saga card goes, for a card size and a view: pure, no painting.

:func:`saga_frame` places the fixed parts (title, dial, chapter area, type line) from the
card's smaller side; :func:`layout_saga` fits every text (chapter rows share one font size);
:func:`saga_width_needed` is the narrowest width at which the chapters and the name fit whole,
which the table uses to size a Saga's tile.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._card_parts import (
    fit_card_name,
    fit_font_to_width,
    layout_chips,
    pill_labels,
    pt_text,
)
from saga_table.qt.widgets._paint import (
    TextBlock,
    block_for_lines,
    elide,
    fit_text,
    has_cjk,
    narrowest_fitting,
    prepare_text,
    scaled_font,
    text_width,
    wrap_text,
)
from saga_table.qt.widgets.view import CardView, ChapterView

__all__ = [
    "ChapterRow",
    "SagaFrame",
    "SagaLayout",
    "allocate_rows",
    "layout_inputs",
    "layout_saga",
    "numeral_rects",
    "other_counters",
    "past_lines",
    "row_minimum",
    "saga_frame",
    "saga_fits_whole",
    "saga_width_needed",
]


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


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class ChapterRow:
    """One laid-out chapter line."""

    rect: QRectF
    numerals: tuple[tuple[int, QRectF], ...]
    text_rect: QRectF
    text: TextBlock


@dataclass(frozen=True, slots=True)
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
    #: Not every chapter fits, but those still to come do: the chapters over (``past_lines``)
    #: are one line each.
    to_come_whole: bool = False
    #: The chapter text's font size.
    text_px: float = 0.0


def other_counters(view: CardView) -> list[tuple[str, int]]:
    """Counters shown as chips on a Saga: all but lore, which the dial shows."""
    return [(k, n) for k, n in view.counters if k.strip().lower() != "lore" and n]


def layout_inputs(view: CardView) -> tuple[object, ...]:
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
        tuple(other_counters(view)),  # not lore, which the dial shows: a lore counter is no layout
        view.type_line,
        past_lines(view),
    )


def past_lines(view: CardView) -> tuple[bool, ...]:
    """For each chapter line, whether it is over: every number on it reached, none of its
    abilities waiting on the stack, and not the next. A card too small for all its chapters
    gives such lines one line each, so that the chapters still to come stay whole."""
    reached = set(view.reached)
    waiting = set(view.waiting_chapters)
    return tuple(
        bool(line.numbers)
        and all(n in reached or n <= view.lore for n in line.numbers)
        and not any(n in waiting for n in line.numbers)
        and view.next_chapter not in line.numbers
        for line in view.chapters
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
    start = max(min_px, round(text_px if text_px is not None else 11.5 * u))
    past = past_lines(view)
    # Every chapter whole if it can be; else the chapters over take one line each (elided)
    # and those still to come stay whole; else every row is cut short.
    for short in (False, True) if any(past) else (False,):
        size = start
        while True:
            font = scaled_font(base, size, strike=strike)
            fm = QFontMetricsF(font)
            needs = [_block_height(len(wrap_text(t, font, text_w)), fm) + 2 * pad for t in texts]
            if short:
                one = _block_height(1, fm) + 2 * pad
                needs = [min(n, one) if p else n for n, p in zip(needs, past, strict=True)]
            whole = sum(max(m, n) for m, n in zip(mins, needs, strict=True)) <= fr.body.height()
            if whole or size <= min_px:
                break
            size -= 1
        if whole:
            break
    fits = whole and not short
    cut = [short and p for p in past] if whole else [True] * len(texts)
    heights = allocate_rows(fr.body.height(), mins, needs)
    rows: list[ChapterRow] = []
    y = fr.body.top()
    for chapter, text, h, shortened in zip(view.chapters, texts, heights, cut, strict=True):
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
        if not shortened:
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
        to_come_whole=whole and short,
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
    to_come: bool = False,
) -> float:
    """The narrowest width (between ``narrowest`` and ``widest``) at which the chapter text of
    ``view`` fits a card ``card_h`` tall in ``text_px`` (at most 1 px smaller), unelided, its
    name fits the title (two lines at most) and its type line its row (beside the P/T box of a
    Saga creature); ``widest`` when nothing between does (:func:`saga_fits_whole` tells).
    ``to_come``: with the chapters over (:func:`past_lines`) on one line each, so that only
    the chapters still to come are whole (the most a crowded battlefield squeezes a Saga).

    The frame scales with the height, so only the text column changes with the width; the
    answer is found by bisection on the text's wrapping (no painting) and kept.
    """
    to_come = to_come and any(past_lines(view))
    key = (
        layout_inputs(view),
        round(card_h),
        round(text_px, 1),
        base.key(),
        narrowest,
        widest,
        to_come,
    )
    known = _NEEDED.get(key)
    if known is not None:
        return known
    if len(_NEEDED) > 4096:
        _NEEDED.clear()
    fits = _whole_at(view, card_h, base, text_px, past_one_line=to_come)
    answer = (
        narrowest if not view.chapters else narrowest_fitting(fits, narrowest, widest, step=4.0)
    )
    _NEEDED[key] = answer
    return answer


def saga_fits_whole(
    view: CardView, card_h: float, width: float, base: QFont, text_px: float
) -> bool:
    """Whether everything :func:`saga_width_needed` asks for fits a card ``width`` x ``card_h``."""
    return _whole_at(view, card_h, base, text_px)(width)


def _whole_at(
    view: CardView, card_h: float, base: QFont, text_px: float, *, past_one_line: bool = False
) -> Callable[[float], bool]:
    """The test of :func:`saga_width_needed`: whether the text is whole at a width
    (``past_one_line``: the chapters over need one line each)."""
    texts = [_chapter_text(c) for c in view.chapters]
    past = past_lines(view) if past_one_line else [False] * len(texts)
    cjk = has_cjk(view.name) or any(has_cjk(t) for t in texts)
    min_px = 9.0 if cjk else 8.0
    px = max(min_px, text_px - 1.0)
    font = scaled_font(base, px, strike=view.lost_all_abilities)
    fm = QFontMetricsF(font)
    # the type line at the smallest size layout_saga gives it (beside the P/T box, if any)
    type_w = text_width(view.type_line, scaled_font(base, min_px - 1.0)) + 1.0

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
        right = (fr.pt.left() - 3.0 * u) if fr.pt is not None else fr.type_row.right() - 4.0 * u
        if type_w > right - fr.type_row.left() - 5.0 * u:
            return False
        pad, gap = 3.0 * u, 2.5 * u
        text_w = fr.text_right - fr.text_x
        total = 0.0
        for chapter, text, over in zip(view.chapters, texts, past, strict=True):
            lines = 1 if over else len(wrap_text(text, font, text_w))
            need = _block_height(lines, fm) + 2 * pad
            total += max(need, row_minimum(len(chapter.numbers), hex_h=fr.hex_h, gap=gap, pad=pad))
        return total <= fr.body.height()

    return fits


def _chapter_text(chapter: ChapterView) -> str:
    return prepare_text(chapter.text)


def _block_height(lines: int, fm: QFontMetricsF) -> float:
    if lines <= 0:
        return 0.0
    return (lines - 1) * fm.lineSpacing() + fm.ascent() + fm.descent()
