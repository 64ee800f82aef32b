"""Pieces both card painters draw: the frame, pills, counter chips, the P/T box, the flip button.

Layout helpers here are pure (numbers in, rectangles out); draw helpers take a painter, a
rectangle and colours, and save/restore the painter themselves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from saga_table.qt.widgets._card_base import tr
from saga_table.qt.widgets._paint import (
    TextBlock,
    draw_text_block,
    elide,
    fit_text,
    mix,
    pill_path,
    text_width,
)
from saga_table.qt.widgets.view import CardView

__all__ = [
    "TitleFrame",
    "counter_label",
    "draw_card_frame",
    "draw_counter_chips",
    "draw_flip_button",
    "draw_pill_row",
    "draw_pills",
    "draw_pt_box",
    "draw_title_bar",
    "fit_card_name",
    "fit_font_to_width",
    "in_circle",
    "layout_chips",
    "layout_pills",
    "on_button",
    "pill_labels",
    "pt_text",
]


# ---------------------------------------------------------------------------------------------
# Pure helpers


def counter_label(kind: str, count: int) -> str:
    """How a kind of counter reads on a chip.

    >>> counter_label("+1/+1", 2), counter_label("stun", 1)
    ('+1/+1 ×2', 'stun')
    """
    return f"{kind} ×{count}" if count != 1 else kind


def in_circle(pos: QPointF, rect: QRectF) -> bool:
    """Whether ``pos`` lies in the circle inscribed in the square ``rect``.

    >>> r = QRectF(0, 0, 20, 20)
    >>> in_circle(QPointF(10, 10), r), in_circle(QPointF(1, 1), r)
    (True, False)
    """
    d = pos - rect.center()
    r = rect.width() / 2
    return d.x() * d.x() + d.y() * d.y() <= r * r


def on_button(pos: QPointF, rect: QRectF | None) -> bool:
    """Whether ``pos`` is on the round button in ``rect`` (False when there is none)."""
    return rect is not None and in_circle(pos, rect)


def pt_text(view: CardView) -> str | None:
    """ "3/4" for a creature, None otherwise."""
    if view.power is None or view.toughness is None:
        return None
    return f"{view.power}/{view.toughness}"


def pill_labels(view: CardView) -> list[tuple[str, str]]:
    """(kind, label) of the status pills a card shows: attacking, token, damage, no abilities,
    tapped. Last is least: where the row is short the last are dropped, and a tapped card is
    also greyed (and lies landscape), while whom it attacks is said by its pill alone."""
    pills: list[tuple[str, str]] = []
    if view.attacking:
        if view.attacks:  # (whom, short: a pill on a small card; 506.2, several opponents)
            label = tr("CardWidget", "→ {player}").format(player=view.attacks)
        else:
            label = tr("CardWidget", "Attacking")
        pills.append(("attacking", label))
    if view.token:
        pills.append(("token", tr("CardWidget", "Token")))
    if view.damage:
        pills.append(("damage", tr("CardWidget", "{n} damage").format(n=view.damage)))
    if view.lost_all_abilities:
        pills.append(("lost", tr("CardWidget", "No abilities")))
    if view.tapped:  # (a Saga's tile keeps its shape: the grey and this pill tell it)
        pills.append(("tapped", tr("CardWidget", "Tapped")))
    return pills


def layout_pills(
    widths: Sequence[float], area: QRectF, *, gap: float, shrink: bool = True
) -> list[QRectF]:
    """Pills of the given widths left to right in ``area``; the last one that would overflow
    is shrunk to what is left (its label is elided), and any after it are dropped. With
    ``shrink`` False it is dropped too: no label is cut.

    >>> [r.width() for r in layout_pills([30, 40, 50], QRectF(0, 0, 100, 10), gap=5)]
    [30.0, 40.0, 20.0]
    >>> [r.width() for r in layout_pills([30, 40, 50], QRectF(0, 0, 100, 10), gap=5,
    ...                                  shrink=False)]
    [30.0, 40.0]
    """
    rects: list[QRectF] = []
    x = area.left()
    for w in widths:
        room = area.right() - x
        if room < (w if not shrink else min(w, area.height() * 1.5)):
            break
        width = min(w, room)
        rects.append(QRectF(x, area.top(), width, area.height()))
        x += width + gap
    return rects


def _chip_rects(
    labels: Sequence[str], font: QFont, area: QRectF, *, gap: float, shrink: bool = True
) -> list[QRectF]:
    """Pills or counter chips for ``labels`` in ``font``, laid out left to right in ``area``."""
    widths = [text_width(label, font) + area.height() * 0.9 for label in labels]
    return layout_pills(widths, area, gap=gap, shrink=shrink)


def layout_chips(
    pills: Sequence[tuple[str, str]],
    counters: Sequence[tuple[str, int]],
    font: QFont,
    pill_area: QRectF | None,
    counter_area: QRectF | None,
    *,
    gap: float,
) -> tuple[tuple[tuple[tuple[str, str], QRectF], ...], tuple[tuple[str, QRectF], ...]]:
    """The status pills ``((kind, label), rect)`` and the counter chips ``(label, rect)`` placed
    in their rows (none where the frame has no such row)."""
    pill_pairs: tuple[tuple[tuple[str, str], QRectF], ...] = ()
    if pill_area is not None:
        # a status pill with no room for its whole label is left out, not cut (「トー…」 on a
        # 67 px tile at a table of six): a token keeps its dashed border, hover and Z the rest
        labels = [label for _, label in pills]
        rects = _chip_rects(labels, font, pill_area, gap=gap, shrink=False)
        pill_pairs = tuple(zip(pills, rects, strict=False))
    counter_pairs: tuple[tuple[str, QRectF], ...] = ()
    if counter_area is not None:
        labels = [counter_label(k, n) for k, n in counters]
        rects = _chip_rects(labels, font, counter_area, gap=gap)
        counter_pairs = tuple(zip(labels, rects, strict=False))
    return pill_pairs, counter_pairs


def fit_card_name(name: str, base: QFont, rect: QRectF, *, unit: float, min_px: float) -> TextBlock:
    """The card's name fitted to the title's name area: bold, two lines at most."""
    return fit_text(
        name,
        base,
        rect.width(),
        rect.height(),
        max_px=max(min_px + 1, 14.0 * unit),
        min_px=min_px,
        bold=True,
        max_lines=2,
        single_line_min_px=max(min_px + 1, 11.5 * unit),
        break_words=False,  # "Mount…", never "Mount" / "ain"
    )


# ---------------------------------------------------------------------------------------------
# Draw helpers


def draw_card_frame(
    painter: QPainter,
    rect: QRectF,
    colours: dict[str, QColor],
    *,
    unit: float,
    token: bool,
    attacking: bool,
    tapped: bool = False,
) -> None:
    """The card's face and border: dashed for a token, thick attack-coloured when attacking,
    the face greyed when tapped (seen at a glance across a row of lands)."""
    painter.save()
    radius = 7.0 * unit
    face = rect.adjusted(0.75, 0.75, -0.75, -0.75)
    painter.setBrush(mix(colours["face"], colours["faint"], 0.7) if tapped else colours["face"])
    if attacking:
        pen = QPen(colours["attack"], max(2.0, 2.6 * unit))
    else:
        pen = QPen(colours["border"], max(1.0, 1.2 * unit))
    if token:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    inset = pen.widthF() / 2
    painter.drawRoundedRect(face.adjusted(inset, inset, -inset, -inset), radius, radius)
    painter.restore()


def draw_pills(
    painter: QPainter,
    pills: Sequence[tuple[str, str]],
    rects: Sequence[QRectF],
    font: QFont,
    colours: dict[str, QColor],
) -> None:
    """Status pills: attacking and damage in the attack colour, token outlined, 'no abilities'
    greyed."""
    painter.save()
    painter.setFont(font)
    for (kind, label), r in zip(pills, rects, strict=False):
        path = pill_path(r)
        if kind in ("token", "lost", "tapped"):
            painter.setPen(QPen(colours["dim"], 1.0))
            painter.setBrush(colours["faint"] if kind == "lost" else colours["face"])
            text_colour = colours["text"]
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours["attack"])
            text_colour = QColor("#ffffff")
        painter.drawPath(path)
        painter.setPen(text_colour)
        _draw_chip_label(painter, r, label, font)
    painter.restore()


def _draw_chip_label(painter: QPainter, rect: QRectF, label: str, font: QFont) -> None:
    """A pill's or chip's label, centred and elided inside its rounded ends."""
    pad = rect.height() * 0.45
    painter.drawText(
        rect.adjusted(pad, 0, -pad, 0),
        Qt.AlignmentFlag.AlignCenter,
        elide(label, font, rect.width() - 2 * pad),
    )


def draw_pill_row(
    painter: QPainter,
    pills: Sequence[tuple[tuple[str, str], QRectF]],
    font: QFont,
    colours: dict[str, QColor],
) -> None:
    """:func:`draw_pills` for laid-out ``((kind, label), rect)`` pairs (nothing if none)."""
    if pills:
        draw_pills(painter, [p for p, _ in pills], [r for _, r in pills], font, colours)


def draw_counter_chips(
    painter: QPainter,
    counters: Sequence[tuple[str, QRectF]],
    font: QFont,
    colours: dict[str, QColor],
) -> None:
    """Counter chips (label, rect): rounded, lightly tinted with the accent."""
    if not counters:
        return
    painter.save()
    painter.setFont(font)
    for label, r in counters:
        painter.setPen(QPen(colours["border"], 1.0))
        painter.setBrush(mix(colours["face"], colours["accent"], 0.15))
        painter.drawPath(pill_path(r))
        painter.setPen(colours["text"])
        _draw_chip_label(painter, r, label, font)
    painter.restore()


class TitleFrame(Protocol):
    """The title parts of a card frame (both card layouts have them)."""

    @property
    def unit(self) -> float: ...
    @property
    def title(self) -> QRectF: ...
    @property
    def name(self) -> QRectF: ...
    @property
    def flip(self) -> QRectF | None: ...


def draw_title_bar(
    painter: QPainter,
    frame: TitleFrame,
    name: TextBlock,
    colours: dict[str, QColor],
    *,
    face_up: int,
    flip_hover: bool,
) -> None:
    """The title bar (darker with the back face up) with the name, and the flip toggle on a
    double-faced card."""
    painter.save()
    bar = colours["bar"] if face_up == 0 else mix(colours["face"], colours["text"], 0.22)
    painter.setPen(QPen(colours["faint"], 1.0))
    painter.setBrush(bar)
    painter.drawRoundedRect(frame.title, 5.0 * frame.unit, 5.0 * frame.unit)
    painter.setPen(colours["text"])
    draw_text_block(painter, name, frame.name, vcenter=True)
    if frame.flip is not None:
        draw_flip_button(painter, frame.flip, face_up=face_up, colours=colours, hovered=flip_hover)
    painter.restore()


def draw_pt_box(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colours: dict[str, QColor],
    *,
    damaged: bool = False,
) -> None:
    """The power/toughness box (bottom right). Damage tints its border."""
    painter.save()
    radius = rect.height() * 0.3
    painter.setBrush(mix(colours["face"], colours["text"], 0.1))
    border = colours["attack"] if damaged else colours["border"]
    painter.setPen(QPen(border, max(1.0, rect.height() * 0.07)))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(font)
    painter.setPen(colours["text"])
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, elide(text, font, rect.width() - 4))
    painter.restore()


def fit_font_to_width(text: str, font: QFont, width: float, *, min_px: float = 6.0) -> QFont:
    """``font`` shrunk (in pixel steps) until ``text`` fits ``width``."""
    f = QFont(font)
    px = f.pixelSize()
    while px > min_px and text_width(text, f) > width:
        px -= 1
        f.setPixelSize(px)
    return f


def _sun(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    c = rect.center()
    r = rect.width() * 0.2
    path.addEllipse(c, r, r)
    for i in range(8):
        a = i * math.pi / 4
        inner, outer = r * 1.45, rect.width() * 0.44
        path.moveTo(c.x() + inner * math.cos(a), c.y() + inner * math.sin(a))
        path.lineTo(c.x() + outer * math.cos(a), c.y() + outer * math.sin(a))
    return path


def _moon(rect: QRectF) -> QPainterPath:
    c = rect.center()
    r = rect.width() * 0.36
    disc = QPainterPath()
    disc.addEllipse(c, r, r)
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + r * 0.55, c.y() - r * 0.3), r * 0.85, r * 0.85)
    return disc.subtracted(bite)


def draw_flip_button(
    painter: QPainter,
    rect: QRectF,
    *,
    face_up: int,
    colours: dict[str, QColor],
    hovered: bool,
) -> None:
    """The double-faced card toggle: a sun for the front face, a moon for the back face
    (the transform symbols players know), in a round button."""
    painter.save()
    fill = mix(colours["face"], colours["accent"], 0.35 if hovered else 0.12)
    painter.setBrush(fill)
    painter.setPen(QPen(colours["accent"] if hovered else colours["border"], 1.0))
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    icon = rect.adjusted(
        rect.width() * 0.14, rect.height() * 0.14, -rect.width() * 0.14, -rect.height() * 0.14
    )
    if face_up == 0:
        pen = QPen(colours["text"], max(1.0, rect.width() * 0.07))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        sun = _sun(icon)
        painter.drawPath(sun)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours["text"])
        c = icon.center()
        r = icon.width() * 0.2
        painter.drawEllipse(c, r, r)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours["text"])
        painter.drawPath(_moon(icon))
    painter.restore()
