"""The lore dial's geometry and words, pure: the chapter segments' angles, what is filled, the
label, the click targets, the keys and wheel notches that change the count."""

from __future__ import annotations

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)

__all__ = [
    "MIN_TARGET",
    "WHEEL_NOTCH",
    "dial_label",
    "dial_square",
    "dial_targets",
    "filled_segments",
    "hit_delta",
    "key_delta",
    "overflow_count",
    "segment_angles",
    "wheel_steps",
]

#: One wheel notch, in eighths of a degree (QWheelEvent.angleDelta()).
WHEEL_NOTCH = 120


# ---------------------------------------------------------------------------------------------
# Pure geometry


def segment_angles(final_chapter: int, *, gap: float = 8.0) -> list[tuple[float, float]]:
    """Start and span of each chapter's arc, in degrees in Qt's convention.

    0 is three o'clock and positive angles turn counter-clockwise (as ``QPainter.drawArc``
    expects, times 16). Segments run clockwise from twelve o'clock, so spans are negative;
    ``gap`` degrees separate neighbours. A single chapter gets the whole ring.

    >>> segment_angles(4)
    [(86.0, -82.0), (-4.0, -82.0), (-94.0, -82.0), (-184.0, -82.0)]
    >>> segment_angles(0)
    []
    """
    if final_chapter <= 0:
        return []
    if final_chapter == 1:
        return [(90.0, -360.0)]
    step = 360.0 / final_chapter
    return [(90.0 - i * step - gap / 2, -(step - gap)) for i in range(final_chapter)]


def filled_segments(lore: int, final_chapter: int) -> int:
    """How many segments show as filled: the lore count, at most the final chapter."""
    return max(0, min(lore, final_chapter))


def overflow_count(lore: int, final_chapter: int) -> int:
    """Lore counters beyond the final chapter (e.g. a Saga kept around by an effect)."""
    if final_chapter <= 0:
        return 0
    return max(0, lore - final_chapter)


def dial_label(lore: int, final_chapter: int) -> str:
    """The text in the middle: "2/3", or just the count when there are no chapters. A count of
    a thousand or more is shortened so it stays readable in a small dial (the exact count is in
    the dial's accessible description).

    >>> dial_label(2, 3), dial_label(4, 3), dial_label(1, 0)
    ('2/3', '4/3', '1')
    >>> dial_label(1_000_000, 3), dial_label(12_345, 4), dial_label(1_500, 0)
    ('1M/3', '12k/4', '1.5k')
    """
    count = _short_count(lore)
    return f"{count}/{final_chapter}" if final_chapter > 0 else count


def _short_count(n: int) -> str:
    for size, suffix in ((1_000_000_000, "G"), (1_000_000, "M"), (1_000, "k")):
        if n >= size:
            value = n / size
            text = f"{value:.1f}".rstrip("0").rstrip(".") if value < 10 else str(n // size)
            return f"{text}{suffix}"
    return str(n)


def dial_square(rect: QRectF) -> QRectF:
    """The largest square centred in ``rect``: where the ring is drawn and clicks count."""
    side = max(0.0, min(rect.width(), rect.height()))
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


#: The smallest side of each of the dial's two targets (add, remove), in pixels.
MIN_TARGET = 24.0


def dial_targets(
    rect: QRectF, bounds: QRectF | None = None, *, minimum: float = MIN_TARGET
) -> tuple[QRectF, QRectF]:
    """The dial's two click targets: the upper one adds a lore counter, the lower one removes
    one. Each is at least ``minimum`` square whatever size the ring is drawn at: a small dial's
    targets reach past its ring, kept inside ``bounds`` (the card) when given.

    >>> up, down = dial_targets(QRectF(100, 10, 20, 20))
    >>> up.getRect(), down.getRect()
    ((98.0, -4.0, 24.0, 24.0), (98.0, 20.0, 24.0, 24.0))
    >>> up, down = dial_targets(QRectF(100, 10, 20, 20), QRectF(0, 0, 125, 200))
    >>> up.getRect(), down.getRect()
    ((98.0, 0.0, 24.0, 24.0), (98.0, 24.0, 24.0, 24.0))
    """
    square = dial_square(rect)
    side = max(square.width(), minimum)
    half = max(square.height() / 2, minimum)
    left = square.center().x() - side / 2
    top = square.center().y() - half
    if bounds is not None:
        left = min(max(left, bounds.left()), bounds.right() - side)
        top = min(max(top, bounds.top()), bounds.bottom() - 2 * half)
    return QRectF(left, top, side, half), QRectF(left, top + half, side, half)


def hit_delta(pos: QPointF, rect: QRectF, bounds: QRectF | None = None) -> int:
    """+1 for a point on the dial's upper target, -1 on the lower one, 0 elsewhere
    (:func:`dial_targets`: each at least 24 px square).

    >>> r = QRectF(0, 0, 40, 40)
    >>> hit_delta(QPointF(20, 5), r), hit_delta(QPointF(20, 35), r), hit_delta(QPointF(50, 5), r)
    (1, -1, 0)
    """
    square = dial_square(rect)
    if square.isEmpty():
        return 0
    up, down = dial_targets(rect, bounds)
    if down.contains(pos):
        return -1
    if up.contains(pos):
        return 1
    return 0


def key_delta(key: int) -> int:
    """+1 for Up, Right, '+' (and '=', its unshifted key); -1 for Down, Left, '-'; else 0."""
    if key in (Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Plus, Qt.Key.Key_Equal):
        return 1
    if key in (Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
        return -1
    return 0


def wheel_steps(pending: int, angle_delta: int) -> tuple[int, int]:
    """Whole wheel notches in ``pending + angle_delta`` and what is left over.

    Mouse wheels send 120 per notch; touchpads send small deltas that add up.

    >>> wheel_steps(0, 120), wheel_steps(0, -240), wheel_steps(60, 60), wheel_steps(0, 40)
    ((1, 0), (-2, 0), (1, 0), (0, 40))
    """
    total = pending + angle_delta
    steps = int(total / WHEEL_NOTCH)  # truncates toward zero in both directions
    return steps, total - steps * WHEEL_NOTCH
