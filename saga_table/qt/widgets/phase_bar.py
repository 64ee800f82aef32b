"""The phase bar: every step of the turn as a row of chevrons, the current one lit.

Done steps are muted, upcoming ones plain, skipped ones dimmed and struck through (with a
tooltip saying so), extra steps carry a small '+'. Labels come translated in the
:class:`PhaseBarView` and are always drawn whole, on one line, all in one font size: when the
row is too narrow, whole phases fold into one chip ("Beginning", "Combat"), those already over
first (:func:`fold_plans`), so no word is ever cut or broken across lines.

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
)
from saga_table.qt.widgets.view import PhaseBarView, StepView

__all__ = [
    "PhaseBar",
    "PhaseBarLayout",
    "chevron",
    "fit_widths",
    "fold_plans",
    "layout_phase_bar",
    "phase_label",
    "step_at",
    "step_groups",
    "text_region",
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


#: The phase each step key belongs to; the two main phases are told apart by position.
_PHASE_OF_KEY = {
    "untap": "beginning",
    "upkeep": "beginning",
    "draw": "beginning",
    "beginning of combat": "combat",
    "declare attackers": "combat",
    "declare blockers": "combat",
    "first-strike damage": "combat",
    "combat damage": "combat",
    "end of combat": "combat",
    "end": "ending",
    "cleanup": "ending",
}


def phase_label(phase: str) -> str:
    """The short name a folded phase shows (Beginning, Combat, Ending)."""
    names = {
        "beginning": _tr("Beginning"),
        "combat": _tr("Combat"),
        "ending": _tr("Ending"),
    }
    return names.get(phase, phase)


def step_groups(steps: Sequence[StepView]) -> list[tuple[str, tuple[int, ...]]]:
    """The steps by phase, in order: ``(phase, step indices)``. Each main phase (and any step
    whose phase is unknown) is a group of its own.

    >>> views = [StepView(k, k, "upcoming") for k in ("untap", "upkeep", "main", "end")]
    >>> step_groups(views)
    [('beginning', (0, 1)), ('', (2,)), ('ending', (3,))]
    """
    groups: list[tuple[str, list[int]]] = []
    for i, step in enumerate(steps):
        phase = _PHASE_OF_KEY.get(step.key, "")
        if phase and groups and groups[-1][0] == phase:
            groups[-1][1].append(i)
        else:
            groups.append((phase, [i]))
    return [(phase, tuple(indices)) for phase, indices in groups]


def group_state(steps: Sequence[StepView], indices: Sequence[int]) -> str:
    """How a folded phase is shown: current if it holds the current step, done (or skipped)
    when every step in it is, else upcoming."""
    states = {steps[i].state for i in indices}
    if "current" in states:
        return "current"
    if states <= {"skipped"}:
        return "skipped"
    if states <= {"done", "skipped"}:
        return "done"
    return "upcoming"


def fold_plans(steps: Sequence[StepView]) -> list[tuple[tuple[int, ...], ...]]:
    """The ways to show the steps, most detailed first, as chips of step indices: every step;
    the phases already over folded; every phase but the current one folded; every phase
    folded (the current phase's chip names the current step)."""
    groups = step_groups(steps)
    current = next((i for i, s in enumerate(steps) if s.state == "current"), None)

    def plan(fold: object) -> tuple[tuple[int, ...], ...]:
        chips: list[tuple[int, ...]] = []
        for phase, indices in groups:
            if phase and len(indices) > 1 and fold(indices):  # type: ignore[operator]
                chips.append(indices)
            else:
                chips.extend((i,) for i in indices)
        return tuple(chips)

    def over(indices: tuple[int, ...]) -> bool:
        return current is not None and max(indices) < current

    def not_current(indices: tuple[int, ...]) -> bool:
        return current not in indices

    plans = [plan(lambda _i: False), plan(over), plan(not_current), plan(lambda _i: True)]
    unique: list[tuple[tuple[int, ...], ...]] = []
    for p in plans:
        if p not in unique:
            unique.append(p)
    return unique


def chip_label(steps: Sequence[StepView], indices: Sequence[int]) -> str:
    """A single step's own label; a folded phase's name, or the current step's label when
    the folded phase holds it."""
    if len(indices) == 1:
        return steps[indices[0]].label
    for i in indices:
        if steps[i].state == "current":
            return steps[i].label
    return phase_label(_PHASE_OF_KEY.get(steps[indices[0]].key, ""))


def badge_radius(chip: QRectF) -> float:
    """The radius of the '+' badge on an extra step."""
    return max(3.5, chip.height() * 0.17)


@dataclass(frozen=True)
class PhaseBarLayout:
    header: QRectF
    header_lines: tuple[str, ...]
    header_font: QFont
    #: Per step (a folded step shares its phase's chip).
    steps: tuple[QRectF, ...]
    text_rects: tuple[QRectF, ...]
    labels: tuple[tuple[str, ...], ...]
    fonts: tuple[QFont, ...]
    font: QFont
    bold: QFont
    depth: float
    #: The chips drawn: the step indices each one stands for.
    chips: tuple[tuple[int, ...], ...] = ()
    chip_rects: tuple[QRectF, ...] = ()
    #: The current step's index, if any.
    current: int | None = None


def step_at(layout: PhaseBarLayout, pos: QPointF) -> int | None:
    """The index of the step under ``pos`` (where chevrons overlap, the later one); on a
    folded phase, its current step or else its first."""
    hit = None
    for indices, r in zip(layout.chips, layout.chip_rects, strict=True):
        if r.contains(pos):
            hit = indices
    if hit is None:
        return None
    return layout.current if layout.current in hit else hit[0]


def layout_phase_bar(
    view: PhaseBarView, width: float, height: float, base: QFont
) -> PhaseBarLayout:
    """Place the header ("Turn 3 · Alice") and the steps in ``width`` x ``height``.

    Every label is drawn whole, on one line, in one font size. When the labels do not fit,
    the header folds to two lines, then phases fold into one chip each (those already over
    first, then all but the current one, then all of them); only if even that does not fit
    does the font get smaller (and, past the smallest size, labels elide).
    """
    px = max(9.0, min(13.0, height * 0.42))
    depth = height * 0.28
    m = 2.0
    inner = QRectF(m, m, max(0.0, width - 2 * m), max(0.0, height - 2 * m))
    steps = view.steps
    plans = fold_plans(steps) if steps else [()]
    turn, player = _header_lines(view)

    def attempt(size: float) -> tuple[object, ...] | None:
        font, bold = scaled_font(base, size), scaled_font(base, size, bold=True)
        pad = size * 0.6
        extra = 2 * pad + depth
        two_lines = inner.height() >= 2 * QFontMetricsF(bold).lineSpacing() - 1
        headers: list[tuple[tuple[str, ...], float]] = []
        one_line = f"{turn} · {player}" if player else turn
        headers.append(((one_line,), text_width(one_line, bold) + 2 * pad))
        if player and two_lines:
            w = max(text_width(turn, bold), min(text_width(player, bold), inner.width() * 0.12))
            headers.append(((turn, player), w + 2 * pad))
        headers.append(((turn,), text_width(turn, bold) + 2 * pad))
        for plan in plans:
            natural = [text_width(chip_label(steps, c), bold) + extra for c in plan]
            for lines, header_w in headers:
                if sum(natural) + header_w + pad <= inner.width():
                    return (font, bold, pad, lines, header_w, plan, natural)
        return None

    size = px
    found = attempt(size)
    while found is None and size > 8.0:
        size -= 1.0
        found = attempt(size)
    if found is None:  # nothing fits even small: fold everything and let the labels elide
        font, bold = scaled_font(base, size), scaled_font(base, size, bold=True)
        pad = size * 0.6
        plan = plans[-1]
        natural = [text_width(chip_label(steps, c), bold) + 2 * pad + depth for c in plan]
        lines_h: tuple[str, ...] = (turn,)
        header_w = min(text_width(turn, bold) + 2 * pad, inner.width() * 0.3)
    else:
        font, bold, pad, lines_h, header_w, plan, natural = found  # type: ignore[assignment]
    header_font = bold
    header_lines = tuple(elide(line, header_font, header_w - 2 * pad) for line in lines_h)
    header = QRectF(inner.left(), inner.top(), header_w, inner.height())

    x0 = header.right() + pad * 0.5
    widths = fit_widths(natural, max(0.0, inner.right() - x0), minimum=depth * 2)
    step_rects: list[QRectF] = [QRectF()] * len(steps)
    step_text: list[QRectF] = [QRectF()] * len(steps)
    step_labels: list[tuple[str, ...]] = [()] * len(steps)
    step_fonts: list[QFont] = [font] * len(steps)
    chip_rects: list[QRectF] = []
    x = x0
    for n, (chip, w) in enumerate(zip(plan, widths, strict=True)):
        overlap = depth * 0.8 if n else 0.0
        r = QRectF(x - overlap, inner.top(), w + overlap, inner.height())
        chip_rects.append(r)
        region = text_region(r, depth, first=n == 0, last=n + 1 == len(plan))
        if any(steps[i].extra for i in chip):  # room for the '+' badge in the top right corner
            region.setRight(region.right() - badge_radius(r) * 1.6)
        state = group_state(steps, chip)
        f = bold if state == "current" else font
        label = chip_label(steps, chip)
        lines = (elide(label, f, max(0.0, region.width() - pad * 0.4)),)
        for i in chip:
            step_rects[i], step_text[i], step_labels[i], step_fonts[i] = r, region, lines, f
        x += w
    return PhaseBarLayout(
        header=header,
        header_lines=header_lines,
        header_font=header_font,
        steps=tuple(step_rects),
        text_rects=tuple(step_text),
        labels=tuple(step_labels),
        fonts=tuple(step_fonts),
        font=font,
        bold=bold,
        depth=depth,
        chips=tuple(plan),
        chip_rects=tuple(chip_rects),
        current=next((i for i, s in enumerate(steps) if s.state == "current"), None),
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
        """ "Turn 3 · Alice" (or folded to two lines, or "Turn 3" alone) before the steps."""
        if not layout.header_lines:
            return
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        block = block_for_lines(layout.header_font, layout.header_lines)
        draw_text_block(
            painter, block, layout.header, align=Qt.AlignmentFlag.AlignHCenter, vcenter=True
        )

    def draw_step(self, painter: QPainter, layout: PhaseBarLayout, chip_index: int) -> None:
        """One chip: a step, or a folded phase (drawn as its current, done or upcoming)."""
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        window = pal.color(QPalette.ColorRole.Window)
        accent = self._get_accent()
        chip = layout.chips[chip_index]
        steps = self._view.steps
        state = group_state(steps, chip)
        rect = layout.chip_rects[chip_index]
        n = len(layout.chips)
        poly = QPolygonF(
            chevron(rect, layout.depth, first=chip_index == 0, last=chip_index == n - 1)
        )
        font = QFont(layout.fonts[chip[0]])
        pen = QPen(mix(text, window, 0.6), 1.0)
        if state == "current":
            fill, colour = accent, pal.color(QPalette.ColorRole.HighlightedText)
            pen = QPen(accent.darker(130), 1.0)
        elif state == "done":
            fill, colour = mix(base, text, 0.14), mix(text, base, 0.35)
        elif state == "skipped":
            fill, colour = mix(base, window, 0.5), mix(text, base, 0.55)
            pen = QPen(mix(text, window, 0.65), 1.0, Qt.PenStyle.DashLine)
            font.setStrikeOut(True)
        else:
            fill, colour = base, text
        if self._hover in chip and state != "current":
            fill = mix(fill, accent, 0.15)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPolygon(poly)
        text_rect = layout.text_rects[chip[0]]
        painter.setFont(font)
        painter.setPen(colour)
        block = block_for_lines(font, layout.labels[chip[0]])
        draw_text_block(
            painter, block, text_rect, align=Qt.AlignmentFlag.AlignHCenter, vcenter=True
        )
        if any(steps[i].extra for i in chip):
            self.draw_extra_badge(painter, rect, layout, chip_index, accent, pal)
        if self.hasFocus() and self._cursor in chip:
            focus = QPen(accent if state != "current" else colour, 1.0, Qt.PenStyle.DotLine)
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
        right = rect.right() - (layout.depth if index + 1 < len(layout.chips) else 0.0)
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
        for i in range(len(layout.chips)):
            self.draw_step(painter, layout, i)
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
            if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self._cursor = self._neighbour(self._cursor, event.key() == Qt.Key.Key_Right)
            elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._emit_step(self._cursor)
            else:
                super().keyPressEvent(event)
                return
            self.update()
            event.accept()
            return
        super().keyPressEvent(event)

    def _neighbour(self, index: int, forward: bool) -> int:
        """The step on the chip before or after the one holding ``index`` (a folded phase
        counts as one chip, its current step or else its first)."""
        layout = self.bar_layout()
        chips = layout.chips
        at = next((n for n, chip in enumerate(chips) if index in chip), 0)
        at = min(len(chips) - 1, at + 1) if forward else max(0, at - 1)
        chip = chips[at]
        return layout.current if layout.current in chip else chip[0]

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
