"""A seat's geometry and words, pure functions the painted :class:`SeatWidget` uses: the info
rows (hand, library, graveyard...), the layout of the name, life total, rows and chips, the
life total's click targets. (The translation context stays ``SeatWidget``.)"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
)
from PySide6.QtGui import (
    QFont,
)

from saga_table.engine.values import dataclass
from saga_table.qt.widgets._paint import (
    text_width,
)
from saga_table.qt.widgets.view import SeatView

__all__ = [
    "InfoRow",
    "MINUS",
    "SeatLayout",
    "format_delta",
    "info_label",
    "info_rows",
    "life_hint_rects",
    "life_hit_delta",
    "mark_chips",
    "seat_layout",
]

_CTX = "SeatWidget"
MINUS = "\u2212"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


# ---------------------------------------------------------------------------------------------
# Pure helpers


def format_delta(delta: int) -> str:
    """A life change as shown: "+3", "−2" (a real minus sign), "" for none.

    >>> format_delta(3), format_delta(-2), format_delta(0)
    ('+3', '−2', '')
    """
    if delta > 0:
        return f"+{delta}"
    if delta < 0:
        return f"{MINUS}{-delta}"
    return ""


@dataclass(frozen=True, slots=True)
class InfoRow:
    """One line of the seat's side panel: a label and a number."""

    kind: str  # "hand", "library", "graveyard", "poison", "commander"
    label: str
    #: None: not known (a paper seat's library), shown as "unknown".
    value: int | None
    #: What a narrow seat shows instead (a short form players use: "Lib", "GY"; 山札).
    short: str = ""


def info_rows(view: SeatView) -> list[InfoRow]:
    """The side panel: hand, library and graveyard counts always; poison and commander damage
    only when there is some."""
    rows = [
        InfoRow("hand", _tr("Hand"), view.hand),
        InfoRow("library", _tr("Library"), view.library, _tr("Lib")),
        InfoRow("graveyard", _tr("Graveyard"), view.graveyard, _tr("GY")),
    ]
    if view.poison:
        rows.insert(0, InfoRow("poison", _tr("Poison"), view.poison))
    for name, amount in view.commander_damage:
        if amount:
            rows.append(InfoRow("commander", _tr("Cmdr {name}").format(name=name), amount))
    return rows


def info_label(row: InfoRow, font: QFont, width: float) -> str:
    """The row's label if it fits ``width``, else its short form (a narrow seat at a crowded
    table): shortened by design, not elided."""
    if row.short and text_width(row.label, font) > width:
        return row.short
    return row.label


@dataclass(frozen=True, slots=True)
class SeatLayout:
    name: QRectF
    crown: QRectF
    #: The life area (clicks on its upper/lower half change life).
    life: QRectF
    #: Where the number is drawn: the life area less a column for the change.
    life_number: QRectF
    #: Where the recent change ("+3") shows, right of the number, never over it.
    delta: QRectF
    info: QRectF
    info_rows: tuple[QRectF, ...]
    #: The strip along the foot for designations (empty when there are none).
    marks: QRectF


def seat_layout(
    width: float, height: float, rows: int, *, marks: bool = False, crown: bool = True
) -> SeatLayout:
    """Name on top (the crown spot at its right), the life total big on the left, the side
    panel's ``rows`` lines on the right.

    ``crown`` says the crown spot is in use (the player is the monarch, or a dragged crown
    hovers over the seat); otherwise the name may run on over it: on a narrow seat the crown's
    column was what "ゴールドフィッシュ" lacked to be read whole. The spot itself, and what lies
    under the name, stay where they are, so nothing else moves when the crown comes."""
    m = 8.0
    strip = QRectF()
    if marks:
        strip_h = max(14.0, min(20.0, height * 0.16))
        strip = QRectF(m, height - m - strip_h, max(0.0, width - 2 * m), strip_h)
        height = strip.top() - 2.0 + m  # the rest lays out above the strip
    crown_w, crown_h = min(40.0, width * 0.2), min(32.0, height * 0.28)
    crown_rect = QRectF(width - m - crown_w, m - 2.0, crown_w, crown_h)
    name_h = max(16.0, min(22.0, height * 0.2))
    # (2 px to the crown: the crown is drawn inset in its spot.)
    name_right = crown_rect.left() - 2.0 if crown else width - m - 2.0
    name = QRectF(m + 2.0, m, name_right - m - 2.0, name_h)
    top = max(name.bottom(), crown_rect.bottom() - 6.0) + 2.0
    life_w = width * 0.46
    life = QRectF(m, top, life_w - m, max(0.0, height - top - m))
    delta_w = life.width() * 0.3
    life_number = QRectF(life.left(), life.top(), life.width() - delta_w, life.height())
    # The column right of the number: the + hint at its top, the recent change in the middle,
    # the - hint at its bottom, so that what a click on the upper or lower half does
    # (life_hit_delta) is written in that half.
    delta = QRectF(
        life_number.right(), life.top() + life.height() * 0.32, delta_w, life.height() * 0.36
    )
    info = QRectF(
        life.right() + 6.0,
        top + 2.0,
        max(0.0, width - life.right() - 6.0 - m),
        max(0.0, height - top - m - 2.0),
    )
    row_h = info.height() / rows if rows else 0.0
    row_rects = tuple(
        QRectF(info.left(), info.top() + i * row_h, info.width(), row_h) for i in range(rows)
    )
    return SeatLayout(name, crown_rect, life, life_number, delta, info, row_rects, strip)


def mark_chips(marks: tuple[str, ...], font: QFont, width: float) -> list[str]:
    """The chips that fit ``width`` whole, in order; when some do not, the last one that fits
    is "+n" for the rest."""
    out: list[str] = []
    x = 0.0
    for i, text in enumerate(marks):
        w = text_width(text, font) + 14.0
        rest = len(marks) - i - 1
        more = text_width(f"+{rest}", font) + 14.0 if rest else 0.0
        if x + w + more > width:
            out.append(f"+{len(marks) - i}")
            break
        out.append(text)
        x += w
    return out


def life_hint_rects(layout: SeatLayout) -> tuple[QRectF, QRectF]:
    """Where the + and - hints are drawn while the life total is hovered: the top and the
    bottom of the column right of the number, inside the halves :func:`life_hit_delta` reads."""
    r, life = layout.life_number, layout.life
    band = r.height() * 0.3
    width = life.right() - r.right()
    return (
        QRectF(r.right(), life.top(), width, band),
        QRectF(r.right(), life.bottom() - band, width, band),
    )


def life_hit_delta(pos: QPointF, life: QRectF) -> int:
    """+1 on the upper half of the life total, -1 on the lower half, 0 elsewhere.

    >>> r = QRectF(0, 0, 100, 60)
    >>> life_hit_delta(QPointF(50, 10), r), life_hit_delta(QPointF(50, 50), r)
    (1, -1)
    >>> life_hit_delta(QPointF(150, 10), r)
    0
    """
    if not life.contains(pos):
        return 0
    return 1 if pos.y() < life.center().y() else -1
