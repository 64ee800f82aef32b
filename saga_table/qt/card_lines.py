"""A small card's name and type line laid out in its few lines: whole, not elided.

A hand card at a crowded table is about a hundred pixels wide: "Triumph of Gerrard" or
"Creature — Human Soldier" do not fit one line of it. :func:`small_card_lines` finds the
layout a player reads best: each on one line; else the name on two lines ("Triumph of" over
"Gerrard"), or the type line on two ("Creature —" over "Human Soldier") under a one-line name;
a slightly smaller font for either; and only when nothing fits, an ellipsis at the end of the
type line and then of the name (the card's tooltip has both whole)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

__all__ = ["SmallCardLines", "small_card_lines"]

#: What a Japanese line does not begin with (kinsoku: a long vowel mark, a small kana, a
#: middle dot, a closing bracket or a comma).
_NO_LINE_START = frozenset("ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ・、。）」』")

#: The smallest a font becomes to fit (of its own size): the name's, the type line's.
_NAME_SHRINK = 0.85
_TYPE_SHRINK = 0.88


@dataclass(frozen=True)
class SmallCardLines:
    name: tuple[str, ...]
    name_font: QFont
    type_line: tuple[str, ...]
    type_font: QFont


def _name_breaks(name: str) -> list[tuple[str, str]]:
    """Where a name may go on to a second line, the latest first: at a space; in a name
    written without spaces (Japanese), between two characters where a line may begin."""
    if " " in name.strip():
        words = name.split(" ")
        return [(" ".join(words[:i]), " ".join(words[i:])) for i in range(len(words) - 1, 0, -1)]
    return [
        (name[:i], name[i:]) for i in range(len(name) - 1, 0, -1) if name[i] not in _NO_LINE_START
    ]


def _type_breaks(type_line: str) -> list[tuple[str, str]]:
    """Where a type line may break: after its dash first (types over subtypes), then at the
    spaces before it, the latest first; in Japanese, where a name may."""
    types, dash, subtypes = type_line.partition(" — ")
    out = [(f"{types} —", subtypes)] if dash else []
    words = types.split(" ")
    rest = f"{dash}{subtypes}"
    out += [(" ".join(words[:i]), " ".join(words[i:]) + rest) for i in range(len(words) - 1, 0, -1)]
    return out or _name_breaks(type_line)


def _sizes(font: QFont, shrink: float) -> list[QFont]:
    size = font.pointSizeF()
    out = [font]
    step = size
    while step - 0.5 >= size * shrink - 1e-6:
        step -= 0.5
        smaller = QFont(font)
        smaller.setPointSizeF(step)
        out.append(smaller)
    return out


def _wrapped(
    metrics: QFontMetricsF, width: float, breaks: list[tuple[str, str]]
) -> tuple[str, str] | None:
    """Two lines that each fit ``width`` (the longest first line), or None."""
    for first, rest in breaks:
        if metrics.horizontalAdvance(first) <= width:
            return (first, rest) if metrics.horizontalAdvance(rest) <= width else None
    return None


def small_card_lines(
    name: str, type_line: str, name_font: QFont, type_font: QFont, width: float, height: float
) -> SmallCardLines:
    """The name's and the type line's lines in a card's text box of ``width`` x ``height``."""
    names = [(f, QFontMetricsF(f)) for f in _sizes(name_font, _NAME_SHRINK)]
    types = [(f, QFontMetricsF(f)) for f in _sizes(type_font, _TYPE_SHRINK)]
    type_one = next(((f, m) for f, m in types if m.horizontalAdvance(type_line) <= width), None)
    for font, metrics in names:
        one_name = metrics.horizontalAdvance(name) <= width
        if type_one is not None:
            tf, tm = type_one
            if one_name:
                return SmallCardLines((name,), font, (type_line,), tf)
            if metrics.lineSpacing() + metrics.height() + tm.height() <= height + 0.5:
                two = _wrapped(metrics, width, _name_breaks(name))
                if two is not None:
                    return SmallCardLines(two, font, (type_line,), tf)
        elif one_name:
            for tf, tm in types:
                if metrics.height() + tm.lineSpacing() + tm.height() <= height + 0.5:
                    two = _wrapped(tm, width, _type_breaks(type_line))
                    if two is not None:
                        return SmallCardLines((name,), font, two, tf)
    # nothing fits whole: the smallest fonts, the name on as many lines as fit, then ellipses
    font, metrics = names[-1]
    tf, tm = types[-1]
    lines: tuple[str, ...] = (metrics.elidedText(name, Qt.TextElideMode.ElideRight, width),)
    if metrics.horizontalAdvance(name) > width and (
        metrics.lineSpacing() + metrics.height() + tm.height() <= height + 0.5
    ):
        for first, rest in _name_breaks(name):
            if metrics.horizontalAdvance(first) <= width:
                lines = (first, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
                break
    return SmallCardLines(
        lines, font, (tm.elidedText(type_line, Qt.TextElideMode.ElideRight, width),), tf
    )
