"""Shared painting helpers for the table's widgets: palette colours, scaled fonts, text that fits.

Nothing here knows about the game. The text helpers need a ``QGuiApplication`` (for font
metrics) but never a paint device, so layouts can be computed and tested without painting.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPalette,
    QTextLayout,
    QTextOption,
)

from saga_table.engine.values import dataclass

__all__ = [
    "painting",
    "NO_ANIMATIONS_ENV",
    "TextBlock",
    "animations_disabled_by_env",
    "block_for_lines",
    "draw_text_block",
    "elide",
    "fit_bold_font",
    "fit_text",
    "has_cjk",
    "hexagon",
    "is_dark",
    "mix",
    "or_default",
    "pick",
    "pill_path",
    "prepare_text",
    "scaled_font",
    "text_width",
    "wrap_text",
    "narrowest_fitting",
]

#: Set to ``1`` to switch off fades and other animations (tests, reduced motion).
NO_ANIMATIONS_ENV = "SAGA_TABLE_NO_ANIMATIONS"


def animations_disabled_by_env() -> bool:
    """Whether the environment asks for no animations (``SAGA_TABLE_NO_ANIMATIONS=1``)."""
    return os.environ.get(NO_ANIMATIONS_ENV, "").strip() not in ("", "0", "false", "no")


# ---------------------------------------------------------------------------------------------
# Colours


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour ``t`` of the way from ``a`` to ``b`` (0 gives ``a``, 1 gives ``b``)."""
    t = min(1.0, max(0.0, t))
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def is_dark(palette: QPalette) -> bool:
    """Whether the palette is a dark one (light text on a dark window)."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def pick(custom: QColor, palette: QPalette, role: QPalette.ColorRole) -> QColor:
    """A style property's colour if it was set, else the palette's colour for ``role``."""
    return QColor(custom) if custom.isValid() else palette.color(role)


def or_default(custom: QColor, default: QColor | str) -> QColor:
    """A style property's colour if it was set, else ``default``."""
    return QColor(custom) if custom.isValid() else QColor(default)


# ---------------------------------------------------------------------------------------------
# Shapes


def hexagon(rect: QRectF) -> list[QPointF]:
    """A hexagon pointed left and right, filling ``rect`` (the Saga chapter marker).

    >>> [(p.x(), p.y()) for p in hexagon(QRectF(0, 0, 30, 20))][:2]
    [(0.0, 10.0), (6.0, 0.0)]
    """
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    inset = min(h * 0.3, w / 2)
    cy = y + h / 2
    return [
        QPointF(x, cy),
        QPointF(x + inset, y),
        QPointF(x + w - inset, y),
        QPointF(x + w, cy),
        QPointF(x + w - inset, y + h),
        QPointF(x + inset, y + h),
    ]


def pill_path(rect: QRectF) -> QPainterPath:
    """A rounded 'pill' (radius half the height) filling ``rect``."""
    path = QPainterPath()
    r = rect.height() / 2
    path.addRoundedRect(rect, r, r)
    return path


# ---------------------------------------------------------------------------------------------
# Fonts and text


def scaled_font(
    base: QFont,
    pixel_size: float,
    *,
    bold: bool = False,
    italic: bool = False,
    strike: bool = False,
) -> QFont:
    """A copy of ``base`` at ``pixel_size`` logical pixels (at least 1)."""
    font = QFont(base)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    font.setItalic(italic)
    font.setStrikeOut(strike)
    return font


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds Chinese, Japanese or Korean characters (they need bigger type)."""
    return any(
        "\u3000" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"
        for ch in text
    )


def text_width(text: str, font: QFont) -> float:
    """The advance of ``text`` in ``font`` (with font fallback, e.g. for Japanese)."""
    return QFontMetricsF(font).horizontalAdvance(text)


def fit_bold_font(
    text: str, base: QFont, size: float, width: float, *, min_size: float, step: float = 1.0
) -> QFont:
    """``base`` in bold at ``size`` px, shrunk ``step`` px at a time until ``text`` fits
    ``width`` or the size is down to ``min_size``.

    The result is that of trying each size from the top (the text's advance grows with the
    size), but found in a few measures: the first guess is the size at which the advance would
    be ``width`` if it were proportional, then a bisection between the sizes known not to fit
    and to fit. Each size measured makes Qt load the font at that size (~0.15 ms), and trying
    them one by one measured ~40 sizes for a seat's life total at the first paint (6-10 ms)."""
    sizes = [size]  # the sizes the one-by-one search would try, in the same float steps
    while sizes[-1] > min_size:
        sizes.append(sizes[-1] - step)
    fonts: dict[int, QFont] = {}

    def fits(index: int) -> bool:
        font = fonts[index] = scaled_font(base, sizes[index], bold=True)
        return text_width(text, font) <= width

    if len(sizes) == 1:
        return scaled_font(base, size, bold=True)
    first = scaled_font(base, size, bold=True)
    advance = text_width(text, first)
    if advance <= width:
        return first
    # sizes[lo] does not fit; sizes[hi] fits (the last size is taken whether it fits or not).
    lo, hi = 0, len(sizes) - 1
    probe = round((size - size * width / advance) / step) if advance > 0 else hi
    first_round = True
    while hi - lo > 1:
        probe = min(hi - 1, max(lo + 1, probe))
        if fits(probe):
            hi, probe = probe, probe - 1
        else:
            lo, probe = probe, probe + 1
        if not first_round:  # the guess and its neighbour, then halves
            probe = (lo + hi) // 2
        first_round = False
    return fonts[hi] if hi in fonts else scaled_font(base, sizes[hi], bold=True)


def elide(text: str, font: QFont, width: float) -> str:
    """``text`` elided at the right with '…' so that it fits ``width``."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))


_SLASH_IN_NUMBERS = re.compile(r"(?<=[0-9XxＸ*＊])([/／])(?=[+\-−－＋]?[0-9XxＸ*＊])")
#: U+2060 WORD JOINER: no line break here, and nothing drawn.
WORD_JOINER = "\u2060"


def prepare_text(text: str) -> str:
    """``text`` with runs of white space collapsed and no line break inside "+2/+1" or "3/3".

    >>> prepare_text("Knights  get +2/+1.") == "Knights get +2/" + WORD_JOINER + "+1."
    True
    """
    return _SLASH_IN_NUMBERS.sub(r"\1" + WORD_JOINER, " ".join(text.split()))


def wrap_text(
    text: str, font: QFont, width: float, *, anywhere: bool = True
) -> list[tuple[int, int]]:
    """Where ``text`` breaks into lines of at most ``width``: a list of (start, length).

    Words wrap at spaces; Japanese wraps between characters (Qt's Unicode line breaking, which
    keeps '。' and '」' off the start of a line). A word too long for a line breaks anywhere,
    unless ``anywhere`` is False (then it overflows, and the caller elides).
    """
    if not text:
        return []
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(
        QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
        if anywhere
        else QTextOption.WrapMode.WordWrap
    )
    layout.setTextOption(option)
    spans: list[tuple[int, int]] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    return spans


@dataclass(frozen=True, slots=True)
class TextBlock:
    """Lines of text laid out in one font, ready to draw."""

    font: QFont
    lines: tuple[str, ...]
    line_spacing: float
    ascent: float
    descent: float
    #: True when the text did not fit and the last line ends in '…'.
    elided: bool = False

    @property
    def height(self) -> float:
        """The height the lines take: full spacing between lines, no leading after the last."""
        if not self.lines:
            return 0.0
        return (len(self.lines) - 1) * self.line_spacing + self.ascent + self.descent

    def width(self) -> float:
        """The width of the widest line."""
        fm = QFontMetricsF(self.font)
        return max((fm.horizontalAdvance(line) for line in self.lines), default=0.0)


def block_for_lines(
    font: QFont, lines: list[str] | tuple[str, ...], *, elided: bool = False
) -> TextBlock:
    """A :class:`TextBlock` for lines already decided."""
    fm = QFontMetricsF(font)
    return TextBlock(
        font=font,
        lines=tuple(lines),
        line_spacing=fm.lineSpacing(),
        ascent=fm.ascent(),
        descent=fm.descent(),
        elided=elided,
    )


def lines_needed(text: str, font: QFont, width: float) -> int:
    """How many lines ``text`` wraps to at ``width``."""
    return len(wrap_text(text, font, width))


def _lines_fitting(height: float, fm: QFontMetricsF) -> int:
    """How many lines of ``fm`` fit in ``height`` (the last one needs no leading)."""
    full = fm.ascent() + fm.descent()
    if height < full:
        return 0
    return 1 + math.floor((height - full) / fm.lineSpacing() + 1e-6)


def fit_text(
    text: str,
    base: QFont,
    width: float,
    height: float,
    *,
    max_px: float,
    min_px: float,
    bold: bool = False,
    strike: bool = False,
    max_lines: int | None = None,
    single_line_min_px: float | None = None,
    break_words: bool = True,
) -> TextBlock:
    """``text`` wrapped into ``width`` x ``height`` at the largest pixel size that fits.

    Tries sizes from ``max_px`` down to ``min_px``. If even ``min_px`` does not fit, the text is
    cut after the lines that fit and the last one is elided with '…'. At least one line is always
    returned for non-empty text, so a too-small box shows an elided line rather than nothing.
    With ``single_line_min_px``, one line at any size down to that is preferred to wrapping
    (a name reads better a little smaller than broken in two). With ``break_words`` False a
    word is never cut across lines ("Mount" / "ain"): a size where one does not fit its line
    does not fit, and at the smallest the text is elided.
    """
    text = prepare_text(text)
    if not text:
        return block_for_lines(scaled_font(base, max_px, bold=bold, strike=strike), [])
    size = max(float(round(max_px)), 1.0)
    floor_px = max(float(round(min_px)), 1.0)
    if single_line_min_px is not None:
        one_px = size
        while one_px >= max(floor_px, round(single_line_min_px)):
            font = scaled_font(base, one_px, bold=bold, strike=strike)
            fm = QFontMetricsF(font)
            if fm.horizontalAdvance(text) <= width and _lines_fitting(height, fm) >= 1:
                return block_for_lines(font, [text])
            one_px -= 1.0
    while True:
        font = scaled_font(base, size, bold=bold, strike=strike)
        fm = QFontMetricsF(font)
        spans = wrap_text(text, font, width, anywhere=break_words)
        room = _lines_fitting(height, fm)
        if max_lines is not None:
            room = min(room, max_lines)
        lines = [text[s : s + n].rstrip() for s, n in spans]
        if len(spans) <= room and (
            break_words or all(fm.horizontalAdvance(line) <= width for line in lines)
        ):
            return block_for_lines(font, lines)
        if size <= floor_px:
            break
        size -= 1.0
    keep = max(1, min(room, len(spans)))  # (fewer spans than room: a word too wide for a line)
    lines = [text[s : s + n].rstrip() for s, n in spans[: keep - 1]]
    rest_start = spans[keep - 1][0]
    lines.append(fm.elidedText(text[rest_start:], Qt.TextElideMode.ElideRight, max(0.0, width)))
    return block_for_lines(font, lines, elided=True)


def draw_text_block(
    painter: QPainter,
    block: TextBlock,
    rect: QRectF,
    *,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    vcenter: bool = False,
) -> None:
    """Draw ``block`` in ``rect``: lines from the top (or centred vertically), aligned left,
    centred or right. Text is never clipped: the layout functions make it fit beforehand."""
    if not block.lines:
        return
    painter.setFont(block.font)
    fm = QFontMetricsF(block.font)
    top = rect.top()
    if vcenter:
        top = rect.top() + (rect.height() - block.height) / 2
    for i, line in enumerate(block.lines):
        baseline = top + block.ascent + i * block.line_spacing
        w = fm.horizontalAdvance(line)
        if align & Qt.AlignmentFlag.AlignHCenter:
            x = rect.left() + (rect.width() - w) / 2
        elif align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - w
        else:
            x = rect.left()
        painter.drawText(QPointF(x, baseline), line)


def narrowest_fitting(
    fits: Callable[[float], bool], low: float, high: float, *, step: float = 3.0
) -> float:
    """The narrowest width from ``low`` to ``high`` at which ``fits`` (``high`` if none does),
    found by bisection to within ``step`` pixels: ``fits`` must be false below some width and
    true above it.

    >>> narrowest_fitting(lambda w: w >= 57.2, 10.0, 200.0)
    58.0
    """
    if fits(low):
        return low
    if not fits(high):
        return high
    while high - low > step:
        mid = (low + high) / 2
        if fits(mid):
            high = mid
        else:
            low = mid
    return float(math.ceil(high))


@contextmanager
def painting(device: QPaintDevice) -> Iterator[QPainter]:
    """A painter on ``device`` for a paint event, ended however the painting ends. A Python
    error in a paint event while its painter is still active brings the whole process down
    (a segmentation fault in Qt, not an exception); ended first, the error is reported as any
    other and the window lives on."""
    painter = QPainter(device)
    try:
        yield painter
    finally:
        if painter.isActive():
            painter.end()
