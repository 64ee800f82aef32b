"""Where the phase bar's header and chips go: pure geometry, no painting.

:func:`layout_phase_bar` places "Turn 3 · Alice" and one chevron per chip. A chip is a step,
or a whole phase folded into one (:func:`fold_plans`): labels are always whole, on one line,
in one size, so folding phases is how a narrow bar makes room.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._paint import elide, scaled_font, text_width
from saga_table.qt.widgets.view import PhaseBarView, StepView

__all__ = [
    "PhaseBarLayout",
    "badge_radius",
    "chevron",
    "chip_label",
    "fit_widths",
    "fold_plans",
    "group_state",
    "header_parts",
    "layout_phase_bar",
    "phase_label",
    "step_at",
    "step_groups",
    "text_region",
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("PhaseBar", text)


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


def header_parts(view: PhaseBarView) -> tuple[str, str]:
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


@dataclass(frozen=True, slots=True)
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


#: Pixels more than a header's measured width, so that a header that fits is never elided.
_SLACK = 2.0


def layout_phase_bar(
    view: PhaseBarView, width: float, height: float, base: QFont, *, header: bool = True
) -> PhaseBarLayout:
    """Place the header ("Turn 3 · Alice", unless ``header`` is False: a window that shows
    the turn beside the bar) and the steps in ``width`` x ``height``.

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
    turn, player = header_parts(view)

    def attempt(size: float) -> tuple[object, ...] | None:
        font, bold = scaled_font(base, size), scaled_font(base, size, bold=True)
        pad = size * 0.6
        extra = 2 * pad + depth
        two_lines = inner.height() >= 2 * QFontMetricsF(bold).lineSpacing() - 1
        headers: list[tuple[tuple[str, ...], float]] = [((), 0.0)]
        if header:
            one_line = f"{turn} · {player}" if player else turn
            # _SLACK: elidedText may round a glyph's advance up where horizontalAdvance did not
            # (hinted fonts on X11 cut "第1ターン" to "第1タ…" at exactly its own width).
            headers = [((one_line,), text_width(one_line, bold) + 2 * pad + _SLACK)]
            if player and two_lines:
                w = max(text_width(turn, bold), min(text_width(player, bold), inner.width() * 0.12))
                headers.append(((turn, player), w + 2 * pad + _SLACK))
            headers.append(((turn,), text_width(turn, bold) + 2 * pad + _SLACK))
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
        lines_h: tuple[str, ...] = (turn,) if header else ()
        header_w = min(text_width(turn, bold) + 2 * pad, inner.width() * 0.3) if header else 0.0
    else:
        font, bold, pad, lines_h, header_w, plan, natural = found  # type: ignore[assignment]
    header_font = bold
    header_lines = tuple(elide(line, header_font, header_w - 2 * pad) for line in lines_h)
    header_rect = QRectF(inner.left(), inner.top(), header_w, inner.height())

    x0 = header_rect.right() + (pad * 0.5 if header_w else 0.0)
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
        header=header_rect,
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
