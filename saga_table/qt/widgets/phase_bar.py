"""The phase bar: every step of the turn as a row of chevrons, the current one lit.

Done steps are muted, upcoming ones plain, skipped ones dimmed and struck through (with a
tooltip saying so), extra steps carry a small '+'. Labels come translated in the
:class:`PhaseBarView`. When the row is too narrow, the longest labels give way first
(:func:`fit_widths`) and are elided; the current step keeps its full label while it can.

The bar only shows: advancing the turn is the main window's QAction. Clicking a step (or
Enter on the keyboard-focused step) emits ``step_clicked(key)`` for inspection.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Property, QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from saga_table.qt.widgets._paint import (
    block_for_lines,
    draw_text_block,
    elide,
    mix,
    pick,
    scaled_font,
    text_width,
    wrap_text,
)
from saga_table.qt.widgets.view import PhaseBarView, StepView

__all__ = [
    "PhaseBar",
    "PhaseBarLayout",
    "chevron",
    "chip_lines",
    "fit_widths",
    "layout_phase_bar",
    "step_at",
    "text_region",
    "two_line_width",
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("PhaseBar", text)


# ---------------------------------------------------------------------------------------------
# Pure geometry


def fit_widths(
    natural: Sequence[float],
    available: float,
    *,
    minimum: float | Sequence[float],
    keep: int | None = None,
    keep_floor: float | None = None,
) -> list[float]:
    """Widths for chips wanting ``natural`` widths in ``available`` room.

    With room to spare, every chip grows by the same amount. Without, the widest chips shrink
    first, to a common cap, but none below its ``minimum`` (one number for all, or one each);
    chip ``keep`` (the current step) keeps its natural width while the others can still get
    their minimums (or ``keep_floor`` each, if given). If even the minimums do not fit they
    are scaled down together, so the row never overflows.

    >>> fit_widths([10, 20], 40, minimum=5)
    [15.0, 25.0]
    >>> fit_widths([10, 50, 40], 60, minimum=5)
    [10.0, 25.0, 25.0]
    >>> fit_widths([10, 50, 40], 60, minimum=[5, 5, 30])
    [10.0, 20.0, 30.0]
    >>> fit_widths([10, 50, 40], 60, minimum=5, keep=1)
    [5.0, 50.0, 5.0]
    >>> fit_widths([10, 50, 40], 60, minimum=10, keep=1, keep_floor=4)
    [5.0, 50.0, 5.0]
    >>> fit_widths([30, 30], 20, minimum=15)
    [10.0, 10.0]
    """
    n = len(natural)
    if n == 0:
        return []
    if isinstance(minimum, (int, float)):
        mins = [float(minimum)] * n
    else:
        mins = [float(m) for m in minimum]
    nat = [max(float(w), lo) for w, lo in zip(natural, mins, strict=True)]
    total = sum(nat)
    if total <= available:
        spare = (available - total) / n
        return [w + spare for w in nat]
    if keep is not None and 0 <= keep < n:
        rest = [i for i in range(n) if i != keep]
        room = available - nat[keep]
        need = sum(mins[i] for i in rest) if keep_floor is None else keep_floor * len(rest)
        if room >= need:
            fitted = fit_widths([nat[i] for i in rest], room, minimum=[mins[i] for i in rest])
            fitted.insert(keep, nat[keep])
            return fitted
    if sum(mins) >= available:
        scale = available / sum(mins) if sum(mins) else 0.0
        return [lo * scale for lo in mins]

    # Water-filling with floors: width_i = max(min_i, min(natural_i, cap)); find the cap.
    def filled(cap: float) -> float:
        return sum(max(lo, min(w, cap)) for w, lo in zip(nat, mins, strict=True))

    low = 0.0
    for point in sorted(set(nat) | set(mins)):
        if filled(point) >= available:
            mid = (low + point) / 2
            active = sum(1 for w, lo in zip(nat, mins, strict=True) if lo <= mid < w)
            cap = low + (available - filled(low)) / active if active else point
            break
        low = point
    else:  # pragma: no cover - total > available guarantees a break
        cap = max(nat)
    return [max(lo, min(w, cap)) for w, lo in zip(nat, mins, strict=True)]


def chevron(rect: QRectF, depth: float, *, first: bool, last: bool) -> list[QPointF]:
    """A chevron filling ``rect``: notched on the left (flat for the first), pointed on the
    right (flat for the last). Neighbours overlap by ``depth`` so they nest."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    cy = y + h / 2
    pts = [QPointF(x, y)]
    if last:
        pts += [QPointF(x + w, y), QPointF(x + w, y + h)]
    else:
        pts += [QPointF(x + w - depth, y), QPointF(x + w, cy), QPointF(x + w - depth, y + h)]
    pts.append(QPointF(x, y + h))
    if not first:
        pts.append(QPointF(x + depth, cy))
    return pts


def text_region(rect: QRectF, depth: float, *, first: bool, last: bool) -> QRectF:
    """The part of a chevron between its notch and its point, where the label goes."""
    left = rect.left() + (0.0 if first else depth)
    right = rect.right() - (0.0 if last else depth)
    return QRectF(left, rect.top(), max(0.0, right - left), rect.height())


def _header_lines(view: PhaseBarView) -> tuple[str, str]:
    """The header's two parts: "Turn 3" and the active player's name."""
    return _tr("Turn {n}").format(n=view.turn), view.active_player_name


#: two_line_width's answers by (text, font key): the labels are few and never change.
_TWO_LINE_WIDTHS: dict[tuple[str, str], float] = {}


def two_line_width(text: str, font: QFont) -> float:
    """The narrowest width at which ``text`` wraps (at word or CJK boundaries) into two lines;
    its one-line width if it cannot break."""
    key = (text, font.key())
    known = _TWO_LINE_WIDTHS.get(key)
    if known is None:
        if len(_TWO_LINE_WIDTHS) > 1024:
            _TWO_LINE_WIDTHS.clear()
        known = _TWO_LINE_WIDTHS[key] = _two_line_width(text, font)
    return known


def _two_line_width(text: str, font: QFont) -> float:
    full = text_width(text, font)
    low, high = full / 2, full
    for _ in range(12):
        mid = (low + high) / 2
        spans = wrap_text(text, font, mid, anywhere=False)
        fits = len(spans) <= 2 and all(
            text_width(text[s : s + n].rstrip(), font) <= mid + 0.01 for s, n in spans
        )
        if fits:
            high = mid
        else:
            low = mid
    return high


def chip_lines(
    text: str, width: float, font: QFont, small: QFont, *, two_lines: bool
) -> tuple[tuple[str, ...], QFont]:
    """How a step label fills a chip ``width`` wide: one line in ``font``, else one line in
    ``small``, else (if ``two_lines``) two lines in ``small``, the second elided if need be."""
    if text_width(text, font) <= width:
        return (text,), font
    if text_width(text, small) <= width or not two_lines:
        return (elide(text, small, width),), small
    spans = wrap_text(text, small, width, anywhere=False)
    first = text[spans[0][0] : spans[0][0] + spans[0][1]].rstrip()
    if len(spans) == 1 or text_width(first, small) > width:
        return (elide(text, small, width),), small
    rest = text[spans[1][0] :].strip()
    return (first, elide(rest, small, width)), small


def badge_radius(chip: QRectF) -> float:
    """The radius of the '+' badge on an extra step."""
    return max(3.5, chip.height() * 0.17)


@dataclass(frozen=True)
class PhaseBarLayout:
    header: QRectF
    header_lines: tuple[str, ...]
    header_font: QFont
    steps: tuple[QRectF, ...]
    text_rects: tuple[QRectF, ...]
    labels: tuple[tuple[str, ...], ...]
    fonts: tuple[QFont, ...]
    font: QFont
    bold: QFont
    depth: float


def step_at(layout: PhaseBarLayout, pos: QPointF) -> int | None:
    """The index of the step chip under ``pos`` (where chevrons overlap, the later one)."""
    hit = None
    for i, r in enumerate(layout.steps):
        if r.contains(pos):
            hit = i
    return hit


def layout_phase_bar(
    view: PhaseBarView, width: float, height: float, base: QFont
) -> PhaseBarLayout:
    """Place the header ("Turn 3 · Alice") and one chevron per step in ``width`` x ``height``.

    When the labels do not fit on one line they first get a smaller font, then two lines, and
    only then are elided; the header folds to two lines, then to the turn number.
    """
    px = max(9.0, min(13.0, height * 0.42))
    font, bold = scaled_font(base, px), scaled_font(base, px, bold=True)
    small_px = max(8.0, px - 2.0)
    small, small_bold = scaled_font(base, small_px), scaled_font(base, small_px, bold=True)
    depth = height * 0.28
    pad = px * 0.6
    m = 2.0
    inner = QRectF(m, m, max(0.0, width - 2 * m), max(0.0, height - 2 * m))
    two_lines = inner.height() >= 2 * QFontMetricsF(small).lineSpacing()
    steps = view.steps
    current = next((i for i, s in enumerate(steps) if s.state == "current"), None)
    fonts = [bold if s.state == "current" else font for s in steps]
    smalls = [small_bold if s.state == "current" else small for s in steps]
    extra = 2 * pad + depth
    natural = [text_width(s.label, f) + extra for s, f in zip(steps, fonts, strict=True)]
    compact = [
        min(nat, (two_line_width(s.label, sf) if two_lines else text_width(s.label, sf)) + extra)
        for s, sf, nat in zip(steps, smalls, natural, strict=True)
    ]
    floor = depth * 2 + px * 1.5
    compact = [max(c, min(floor, nat)) for c, nat in zip(compact, natural, strict=True)]

    # The header gives way first: one line, two lines, then just the number.
    turn, player = _header_lines(view)
    one_line = f"{turn} · {player}" if player else turn
    choices: list[tuple[tuple[str, ...], QFont, float]] = [
        ((one_line,), bold, text_width(one_line, bold) + 2 * pad),
    ]
    if player and two_lines:
        choices.append(
            (
                (turn, player),
                small_bold,
                max(text_width(turn, small_bold), text_width(player, small_bold)) + 2 * pad,
            )
        )
    choices.append(((str(view.turn),), bold, text_width(str(view.turn), bold) + 2 * pad))
    header_lines, header_font, header_w = choices[-1]
    for lines, f, w in choices:
        if sum(compact) + w + pad <= inner.width():
            header_lines, header_font, header_w = lines, f, w
            break
    # Keep a long player name from eating the row.
    header_w = min(header_w, inner.width() * 0.22)
    header_lines = tuple(elide(line, header_font, header_w - 2 * pad) for line in header_lines)
    header = QRectF(inner.left(), inner.top(), header_w, inner.height())

    x0 = header.right() + pad * 0.5
    widths = fit_widths(
        natural, max(0.0, inner.right() - x0), minimum=compact, keep=current, keep_floor=floor
    )
    rects: list[QRectF] = []
    text_rects: list[QRectF] = []
    labels: list[tuple[str, ...]] = []
    chosen: list[QFont] = []
    x = x0
    for i, (step, w) in enumerate(zip(steps, widths, strict=True)):
        # Chevrons nest: each overlaps the previous one's point.
        overlap = depth * 0.8 if i else 0.0
        r = QRectF(x - overlap, inner.top(), w + overlap, inner.height())
        rects.append(r)
        region = text_region(r, depth, first=i == 0, last=i + 1 == len(steps))
        if step.extra:  # room for the '+' badge in the top right corner
            region.setRight(region.right() - badge_radius(r) * 1.6)
        text_rects.append(region)
        lines, f = chip_lines(
            step.label,
            max(0.0, region.width() - pad * 0.8),
            fonts[i],
            smalls[i],
            two_lines=two_lines,
        )
        labels.append(lines)
        chosen.append(f)
        x += w
    return PhaseBarLayout(
        header=header,
        header_lines=header_lines,
        header_font=header_font,
        steps=tuple(rects),
        text_rects=tuple(text_rects),
        labels=tuple(labels),
        fonts=tuple(chosen),
        font=font,
        bold=bold,
        depth=depth,
    )


# ---------------------------------------------------------------------------------------------
# The widget


class PhaseBar(QWidget):
    """Every step of the turn, painted from a :class:`PhaseBarView`.

    Signals:
        step_clicked(key): a step was clicked (or chosen with Left/Right and Enter).
        step_index_clicked(index): the same, by position (the two main phases share a key).
    """

    step_clicked = Signal(str)
    step_index_clicked = Signal(int)

    def __init__(self, view: PhaseBarView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view = PhaseBarView(steps=(), turn=0, active_player_name="")
        self._cursor: int | None = None
        self._hover: int | None = None
        self._layout_key: tuple[object, ...] | None = None
        self._layout: PhaseBarLayout | None = None
        self._accent = QColor()
        self._skipped = QColor()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(_tr("Turn structure"))
        if view is not None:
            self.set_view(view)

    # -- API ------------------------------------------------------------------------------

    def view(self) -> PhaseBarView:
        return self._view

    def set_view(self, view: PhaseBarView) -> None:
        """Show ``view``; the same view again changes nothing (no repaint)."""
        if view == self._view:
            return
        self._view = view
        self._layout_key = None
        if self._cursor is not None and self._cursor >= len(view.steps):
            self._cursor = None
        current = next((s for s in view.steps if s.state == "current"), None)
        desc = _tr("Turn {n}, {player}").format(n=view.turn, player=view.active_player_name)
        if current is not None:
            desc += "; " + _tr("current step: {step}").format(step=current.label)
        self.setAccessibleDescription(desc)
        self.updateGeometry()
        self.update()

    def bar_layout(self) -> PhaseBarLayout:
        key = (self._view, self.width(), self.height(), self.font().key())
        if key != self._layout_key or self._layout is None:
            self._layout = layout_phase_bar(self._view, self.width(), self.height(), self.font())
            self._layout_key = key
        return self._layout

    def _emit_step(self, index: int) -> None:
        self.step_index_clicked.emit(index)
        self.step_clicked.emit(self._view.steps[index].key)

    def step_tooltip(self, step: StepView) -> str:
        state = {
            "done": _tr("Done"),
            "current": _tr("Current step"),
            "upcoming": _tr("Upcoming"),
            "skipped": _tr("Skipped this turn"),
        }.get(step.state, step.state)
        text = f"{step.label} — {state}"
        if step.extra:
            text += "\n" + _tr("An extra step this turn.")
        return text

    # -- style properties -----------------------------------------------------------------

    def _get_accent(self) -> QColor:
        return pick(self._accent, self.palette(), QPalette.ColorRole.Highlight)

    def _set_accent(self, colour: QColor) -> None:
        self._accent = QColor(colour)
        self.update()

    accentColor = Property(QColor, _get_accent, _set_accent)  # noqa: N815

    # -- draw steps -----------------------------------------------------------------------

    def draw_header(self, painter: QPainter, layout: PhaseBarLayout) -> None:
        """ "Turn 3 · Alice" (or folded to two lines, or just "3") before the steps."""
        if not layout.header_lines:
            return
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        block = block_for_lines(layout.header_font, layout.header_lines)
        draw_text_block(
            painter, block, layout.header, align=Qt.AlignmentFlag.AlignHCenter, vcenter=True
        )

    def draw_step(
        self, painter: QPainter, layout: PhaseBarLayout, index: int, step: StepView
    ) -> None:
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        window = pal.color(QPalette.ColorRole.Window)
        accent = self._get_accent()
        rect = layout.steps[index]
        n = len(layout.steps)
        poly = QPolygonF(chevron(rect, layout.depth, first=index == 0, last=index == n - 1))
        font = QFont(layout.fonts[index])
        pen = QPen(mix(text, window, 0.6), 1.0)
        if step.state == "current":
            fill, colour = accent, pal.color(QPalette.ColorRole.HighlightedText)
            pen = QPen(accent.darker(130), 1.0)
        elif step.state == "done":
            fill, colour = mix(base, text, 0.14), mix(text, base, 0.35)
        elif step.state == "skipped":
            fill, colour = mix(base, window, 0.5), mix(text, base, 0.55)
            pen = QPen(mix(text, window, 0.65), 1.0, Qt.PenStyle.DashLine)
            font.setStrikeOut(True)
        else:
            fill, colour = base, text
        if index == self._hover and step.state != "current":
            fill = mix(fill, accent, 0.15)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPolygon(poly)
        text_rect = layout.text_rects[index]
        painter.setFont(font)
        painter.setPen(colour)
        block = block_for_lines(font, layout.labels[index])
        draw_text_block(
            painter, block, text_rect, align=Qt.AlignmentFlag.AlignHCenter, vcenter=True
        )
        if step.extra:
            self.draw_extra_badge(painter, rect, layout, index, accent, pal)
        if self.hasFocus() and index == self._cursor:
            focus = QPen(accent if step.state != "current" else colour, 1.0, Qt.PenStyle.DotLine)
            painter.setPen(focus)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(text_rect.adjusted(1, 3, -1, -3))

    def draw_extra_badge(
        self,
        painter: QPainter,
        rect: QRectF,
        layout: PhaseBarLayout,
        index: int,
        accent: QColor,
        pal: QPalette,
    ) -> None:
        """A small '+' disc in the top corner of an extra step."""
        r = badge_radius(rect)
        right = rect.right() - (layout.depth if index + 1 < len(layout.steps) else 0.0)
        centre = QPointF(right - r * 0.7, rect.top() + r * 1.05)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Base), 1.0))
        painter.setBrush(accent.darker(115))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.HighlightedText), max(1.0, r * 0.3)))
        painter.drawLine(
            QPointF(centre.x() - r * 0.5, centre.y()), QPointF(centre.x() + r * 0.5, centre.y())
        )
        painter.drawLine(
            QPointF(centre.x(), centre.y() - r * 0.5), QPointF(centre.x(), centre.y() + r * 0.5)
        )

    # -- Qt overrides ---------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        h = 34
        px = max(9.0, min(13.0, h * 0.42))
        font = scaled_font(self.font(), px)
        bold = scaled_font(self.font(), px, bold=True)
        extra = 2 * px * 0.6 + h * 0.28
        natural = sum(
            text_width(s.label, bold if s.state == "current" else font) + extra
            for s in self._view.steps
        )
        turn, player = _header_lines(self._view)
        header = text_width(f"{turn} · {player}", bold) + 2 * px * 0.6
        return QSize(int(natural + header + 8), h)

    def minimumSizeHint(self) -> QSize:
        n = max(1, len(self._view.steps))
        return QSize(n * 30, 30)

    def paintEvent(self, event: QPaintEvent) -> None:
        layout = self.bar_layout()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.draw_header(painter, layout)
        for i, step in enumerate(self._view.steps):
            self.draw_step(painter, layout, i, step)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = step_at(self.bar_layout(), event.position())
        if event.button() == Qt.MouseButton.LeftButton and index is not None:
            self._cursor = index
            self._emit_step(index)
            self.update()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = step_at(self.bar_layout(), event.position())
        if index != self._hover:
            self._hover = index
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        n = len(self._view.steps)
        if n:
            if self._cursor is None:
                self._cursor = next(
                    (i for i, s in enumerate(self._view.steps) if s.state == "current"), 0
                )
            if event.key() == Qt.Key.Key_Left:
                self._cursor = max(0, self._cursor - 1)
            elif event.key() == Qt.Key.Key_Right:
                self._cursor = min(n - 1, self._cursor + 1)
            elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._emit_step(self._cursor)
            else:
                super().keyPressEvent(event)
                return
            self.update()
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
            index = step_at(self.bar_layout(), QPointF(event.pos()))
            if index is not None:
                QToolTip.showText(
                    event.globalPos(), self.step_tooltip(self._view.steps[index]), self
                )
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)
