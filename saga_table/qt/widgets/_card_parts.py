"""Pieces both card painters draw: the frame, pills, counter chips, the P/T box, the flip button.

Layout helpers here are pure (numbers in, rectangles out); draw helpers take a painter, a
rectangle and colours, and save/restore the painter themselves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from saga_table.qt.widgets._card_base import tr
from saga_table.qt.widgets._paint import elide, mix, pill_path, text_width
from saga_table.qt.widgets.view import CardView

__all__ = [
    "counter_label",
    "draw_card_frame",
    "draw_flip_button",
    "draw_pills",
    "draw_pt_box",
    "fit_font_to_width",
    "in_circle",
    "layout_pills",
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


def pt_text(view: CardView) -> str | None:
    """ "3/4" for a creature, None otherwise."""
    if view.power is None or view.toughness is None:
        return None
    return f"{view.power}/{view.toughness}"


def pill_labels(view: CardView) -> list[tuple[str, str]]:
    """(kind, label) of the status pills a card shows: attacking, token, damage, no abilities."""
    pills: list[tuple[str, str]] = []
    if view.attacking:
        pills.append(("attacking", tr("CardWidget", "Attacking")))
    if view.token:
        pills.append(("token", tr("CardWidget", "Token")))
    if view.damage:
        pills.append(("damage", tr("CardWidget", "{n} damage").format(n=view.damage)))
    if view.lost_all_abilities:
        pills.append(("lost", tr("CardWidget", "No abilities")))
    return pills


def layout_pills(widths: Sequence[float], area: QRectF, *, gap: float) -> list[QRectF]:
    """Pills of the given widths left to right in ``area``; the last one that would overflow
    is shrunk to what is left (its label is elided), and any after it are dropped.

    >>> [r.width() for r in layout_pills([30, 40, 50], QRectF(0, 0, 100, 10), gap=5)]
    [30.0, 40.0, 20.0]
    """
    rects: list[QRectF] = []
    x = area.left()
    for w in widths:
        room = area.right() - x
        if room < min(w, area.height() * 1.5):
            break
        width = min(w, room)
        rects.append(QRectF(x, area.top(), width, area.height()))
        x += width + gap
    return rects


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
) -> None:
    """The card's face and border: dashed for a token, thick attack-coloured when attacking."""
    painter.save()
    radius = 7.0 * unit
    face = rect.adjusted(0.75, 0.75, -0.75, -0.75)
    painter.setBrush(colours["face"])
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
        if kind in ("token", "lost"):
            painter.setPen(QPen(colours["dim"], 1.0))
            painter.setBrush(colours["face"] if kind == "token" else colours["faint"])
            text_colour = colours["text"]
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours["attack"])
            text_colour = QColor("#ffffff")
        painter.drawPath(path)
        painter.setPen(text_colour)
        pad = r.height() * 0.45
        painter.drawText(
            r.adjusted(pad, 0, -pad, 0),
            Qt.AlignmentFlag.AlignCenter,
            elide(label, font, r.width() - 2 * pad),
        )
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
