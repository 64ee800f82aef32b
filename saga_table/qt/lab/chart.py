"""A painted chart for the lab's figures: bars by turn, or a line per card, with the 95 %
interval drawn and the numbers on hover.

The geometry is in pure functions (:func:`plot_area`, :func:`x_at`, :func:`y_at`,
:func:`nearest_point`) so that tests can check hit-testing without painting; the widget paints
in small ``draw_*`` steps. Our own QPainter code, not a charts library: it costs the packaged app
nothing and loads nothing before the lab opens (see resources/docs/design.md, "The goldfish
lab's charts").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from saga_table.qt.widgets._paint import painting

__all__ = [
    "PALETTE",
    "ChartData",
    "ChartWidget",
    "Series",
    "nearest_point",
    "percent_text",
    "plot_area",
    "x_at",
    "y_at",
]

#: Colours a reader tells apart (Okabe-Ito, then a few more), the first for a single series.
PALETTE = (
    "#0072B2",
    "#D55E00",
    "#009E73",
    "#CC79A7",
    "#E69F00",
    "#56B4E9",
    "#7F3C8D",
    "#333333",
    "#B8A000",
    "#E73F74",
    "#8C564B",
    "#11A579",
)


@dataclass(frozen=True)
class Series:
    """One line (or the bars): a value per x position, with its interval."""

    name: str
    values: tuple[float, ...]
    lows: tuple[float, ...] = ()
    highs: tuple[float, ...] = ()


@dataclass(frozen=True)
class ChartData:
    """What a chart shows. ``kind`` is "bars" or "lines"; ``y_max`` the top of the axis;
    ``percent`` formats values as percentages (values are then 0..1)."""

    title: str
    x_labels: tuple[str, ...]
    series: tuple[Series, ...]
    kind: str = "lines"
    y_max: float = 1.0
    percent: bool = True
    x_title: str = ""
    y_title: str = ""
    #: How a hovered value is said: (series name, x label, value, low, high) -> text.
    describe: Callable[[str, str, float, float | None, float | None], str] | None = field(
        default=None, compare=False
    )


MARGIN_LEFT, MARGIN_TOP, MARGIN_BOTTOM = 52, 30, 40


def plot_area(width: float, height: float, legend_width: float) -> QRectF:
    """The rectangle the data is drawn in, inside margins for the axes, title and legend."""
    return QRectF(
        MARGIN_LEFT,
        MARGIN_TOP,
        max(10.0, width - MARGIN_LEFT - 12 - legend_width),
        max(10.0, height - MARGIN_TOP - MARGIN_BOTTOM),
    )


def x_at(index: int, count: int, area: QRectF) -> float:
    """The centre of x position ``index`` of ``count`` (evenly spaced slots)."""
    slot = area.width() / max(1, count)
    return area.left() + slot * (index + 0.5)


def y_at(value: float, y_max: float, area: QRectF) -> float:
    top = y_max if y_max > 0 else 1.0
    return area.bottom() - max(0.0, min(value, top)) / top * area.height()


def nearest_point(data: ChartData, area: QRectF, x: float, y: float) -> tuple[int, int] | None:
    """The (series, x index) under a point: for bars the slot's bar, for lines the nearest
    point of the nearest line in that slot. None outside the plot."""
    if not area.adjusted(-4, -8, 4, 8).contains(QPointF(x, y)) or not data.x_labels:
        return None
    count = len(data.x_labels)
    slot = area.width() / count
    index = min(count - 1, max(0, int((x - area.left()) // slot)))
    if not data.series:
        return None
    if data.kind == "bars":
        n = len(data.series)
        width = slot * 0.8 / n
        left = x_at(index, count, area) - slot * 0.4
        s = min(n - 1, max(0, int((x - left) // width)))
        return s, index
    best = min(
        range(len(data.series)),
        key=lambda s: abs(y_at(_value(data.series[s], index), data.y_max, area) - y),
    )
    return best, index


def _value(series: Series, index: int) -> float:
    return series.values[index] if index < len(series.values) else 0.0


def axis_ticks(y_max: float, *, percent: bool) -> int:
    """How many steps the value axis is cut into, so that each tick is a round number: a
    count's whole numbers up to 10, else the number of steps of 1, 2, 2.5, 3 or 5 times a power
    of ten nearest 5 (25 % in steps of 5 %, not 6.25 %), else 4.

    >>> axis_ticks(0.25, percent=True), axis_ticks(1.0, percent=True), axis_ticks(7, percent=False)
    (5, 5, 7)
    """
    if not percent and y_max == int(y_max) and y_max <= 10:
        return max(1, int(y_max))  # whole numbers on a count's axis
    value = 100 * y_max if percent else y_max
    if value <= 0:
        return 4
    scale = 10 ** math.floor(math.log10(value))
    counts = []
    for step in (m * scale / 10 for m in (1, 2, 2.5, 3, 5, 10, 20, 25, 30, 50)):
        count = value / step
        if 2 <= round(count) <= 8 and abs(count - round(count)) < 1e-9:
            counts.append(round(count))
    return min(counts, key=lambda n: (abs(n - 5), n)) if counts else 4


def percent_text(number: str) -> str:
    """A percentage as the language writes it: "8.8 %" in English, 「8.8%」 in Japanese (no
    space before the sign, JIS Z 8301)."""
    return QCoreApplication.translate("Percent", "%1 %").replace("%1", number)


def _format(value: float, percent: bool) -> str:
    return percent_text(f"{100 * value:.1f}") if percent else f"{value:.2f}"


class ChartWidget(QWidget):
    """Paints a :class:`ChartData`; hovering a bar or a point shows its numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: ChartData | None = None
        self.hovered: tuple[int, int] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, data: ChartData | None) -> None:
        self.data = data
        self.hovered = None
        self.setAccessibleName(data.title if data else "")
        self.update()

    # ---------------------------------------------------------------- geometry

    def legend_width(self) -> float:
        data = self.data
        if data is None or len(data.series) < 2:
            return 0.0
        metrics = QFontMetrics(self.font())
        widest = max(metrics.horizontalAdvance(s.name) for s in data.series)
        return float(min(widest + 30, self.width() * 0.4))

    def area(self) -> QRectF:
        return plot_area(self.width(), self.height(), self.legend_width())

    def hover_text(self, series: int, index: int) -> str:
        assert self.data is not None
        data = self.data
        s = data.series[series]
        value = _value(s, index)
        low = s.lows[index] if index < len(s.lows) else None
        high = s.highs[index] if index < len(s.highs) else None
        label = data.x_labels[index]
        if data.describe is not None:
            return data.describe(s.name, label, value, low, high)
        text = (
            QCoreApplication.translate("Percent", "%1 · %2: %3")
            .replace("%1", s.name)
            .replace("%2", label)
            .replace("%3", _format(value, data.percent))
        )
        if low is not None and high is not None:
            text += (
                QCoreApplication.translate("Percent", " (95 %: %1 – %2)")
                .replace("%1", _format(low, data.percent))
                .replace("%2", _format(high, data.percent))
            )
        return text

    # ---------------------------------------------------------------- events

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.data is None:
            return
        pos = event.position()
        hit = nearest_point(self.data, self.area(), pos.x(), pos.y())
        if hit != self.hovered:
            self.hovered = hit
            self.update()
        if hit is None:
            QToolTip.hideText()
            self.setToolTip("")
        else:
            # Qt shows the tip after the usual pause; one already shown follows the pointer
            text = self.hover_text(*hit)
            self.setToolTip(text)
            if QToolTip.isVisible():
                QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def leaveEvent(self, event: object) -> None:
        self.hovered = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(self.rect(), self.palette().base())
            if self.data is None:
                return
            area = self.area()
            self.draw_title(painter)
            self.draw_axes(painter, area)
            if self.data.kind == "bars":
                self.draw_bars(painter, area)
            else:
                self.draw_lines(painter, area)
            self.draw_legend(painter, area)

    # ---------------------------------------------------------------- painting

    def _ink(self) -> QColor:
        return self.palette().text().color()

    def draw_title(self, painter: QPainter) -> None:
        assert self.data is not None
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self._ink())
        painter.drawText(
            QRectF(8, 4, self.width() - 16, MARGIN_TOP - 6),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.data.title,
        )
        font.setBold(False)
        painter.setFont(font)

    def draw_axes(self, painter: QPainter, area: QRectF) -> None:
        data = self.data
        assert data is not None
        ink = self._ink()
        grid = QColor(ink)
        grid.setAlpha(40)
        metrics = painter.fontMetrics()
        ticks = axis_ticks(data.y_max, percent=data.percent)
        for i in range(ticks + 1):
            value = data.y_max * i / ticks
            y = y_at(value, data.y_max, area)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(ink)
            label = percent_text(str(round(100 * value))) if data.percent else f"{value:g}"
            painter.drawText(
                QRectF(0, y - 8, MARGIN_LEFT - 6, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        count = len(data.x_labels)
        widest = max((metrics.horizontalAdvance(f"{t}  ") for t in data.x_labels), default=1)
        slot = area.width() / max(1, count)
        step = max(1, math.ceil(widest / max(1.0, slot)))  # every step-th label fits
        for i, label in enumerate(data.x_labels):
            if i % step:
                continue
            x = x_at(i, count, area)
            painter.drawText(
                QRectF(x - 40, area.bottom() + 2, 80, 18),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                label,
            )
        if data.x_title:
            painter.drawText(
                QRectF(area.left(), area.bottom() + 19, area.width(), 18),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                data.x_title,
            )
        painter.setPen(QPen(ink, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())

    def _colour(self, index: int) -> QColor:
        return QColor(PALETTE[index % len(PALETTE)])

    def draw_bars(self, painter: QPainter, area: QRectF) -> None:
        data = self.data
        assert data is not None
        count = len(data.x_labels)
        slot = area.width() / max(1, count)
        n = max(1, len(data.series))
        width = slot * 0.8 / n
        ink = self._ink()
        for s, series in enumerate(data.series):
            colour = self._colour(s)
            for i in range(count):
                value = _value(series, i)
                left = x_at(i, count, area) - slot * 0.4 + s * width
                top = y_at(value, data.y_max, area)
                bar = QRectF(left + 1, top, max(1.0, width - 2), area.bottom() - top)
                fill = QColor(colour)
                if self.hovered != (s, i):
                    fill.setAlpha(200)
                painter.fillRect(bar, fill)
                if i < len(series.lows) and i < len(series.highs):
                    self._whisker(painter, ink, bar.center().x(), series, i, area)

    def _whisker(
        self, painter: QPainter, ink: QColor, x: float, series: Series, i: int, area: QRectF
    ) -> None:
        assert self.data is not None
        low = y_at(series.lows[i], self.data.y_max, area)
        high = y_at(series.highs[i], self.data.y_max, area)
        painter.setPen(QPen(ink, 1))
        painter.drawLine(QPointF(x, low), QPointF(x, high))
        painter.drawLine(QPointF(x - 3, low), QPointF(x + 3, low))
        painter.drawLine(QPointF(x - 3, high), QPointF(x + 3, high))

    def draw_lines(self, painter: QPainter, area: QRectF) -> None:
        data = self.data
        assert data is not None
        count = len(data.x_labels)
        for s, series in enumerate(data.series):
            colour = self._colour(s)
            if series.lows and series.highs:
                band = QPainterPath()
                points = [
                    QPointF(x_at(i, count, area), y_at(series.highs[i], data.y_max, area))
                    for i in range(min(count, len(series.highs)))
                ]
                lows = [
                    QPointF(x_at(i, count, area), y_at(series.lows[i], data.y_max, area))
                    for i in range(min(count, len(series.lows)))
                ]
                if points and lows:
                    band.moveTo(points[0])
                    for p in points[1:] + lows[::-1]:
                        band.lineTo(p)
                    band.closeSubpath()
                    shade = QColor(colour)
                    shade.setAlpha(35)
                    painter.fillPath(band, shade)
            hovered = self.hovered is not None and self.hovered[0] == s
            painter.setPen(QPen(colour, 3.0 if hovered else 2.0))
            points = [
                QPointF(x_at(i, count, area), y_at(_value(series, i), data.y_max, area))
                for i in range(count)
            ]
            for a, b in pairwise(points):
                painter.drawLine(a, b)
            painter.setBrush(colour)
            for i, p in enumerate(points):
                r = 4.5 if self.hovered == (s, i) else 2.5
                painter.drawEllipse(p, r, r)
            painter.setBrush(Qt.BrushStyle.NoBrush)

    def draw_legend(self, painter: QPainter, area: QRectF) -> None:
        data = self.data
        assert data is not None
        if len(data.series) < 2:
            return
        metrics = painter.fontMetrics()
        x = area.right() + 12
        width = self.width() - x - 4
        line = metrics.height() + 2
        for s, series in enumerate(data.series):
            y = area.top() + s * line
            if y + line > self.height():
                break
            painter.fillRect(QRectF(x, y + line / 2 - 4, 12, 8), self._colour(s))
            painter.setPen(self._ink())
            text = metrics.elidedText(series.name, Qt.TextElideMode.ElideRight, int(width - 18))
            painter.drawText(
                QRectF(x + 16, y, width - 16, line),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                text,
            )


def series_of(rows: Sequence[dict[str, float]], name: str, key: str = "p") -> Series:
    """A series from report rows (``p``/``mean``, ``low``, ``high``)."""
    return Series(
        name,
        tuple(float(r[key]) for r in rows),
        tuple(float(r["low"]) for r in rows),
        tuple(float(r["high"]) for r in rows),
    )
