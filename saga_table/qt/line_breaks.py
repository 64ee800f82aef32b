"""Text broken into lines that fit a width, where a player reads the break: after the colon
of a player's decision ("Ann:" over "keep or mulligan"), after the dash of a card's part
("History of Benalia —" over "chapter II"), else between words (Japanese, which has no spaces,
where its line-breaking rules allow).

Widgets that cannot wrap their own text (a push button) show these lines; a label that wraps
uses them to break at the colon rather than inside a word.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from saga_table.qt.widgets._paint import wrap_text

__all__ = ["break_lines", "without_trailing_ellipsis"]

#: Where a text names its subject, then what about it: (separator, what ends the first line).
_HEADS = ((" — ", " —"), ("：", "："), (": ", ":"))


def _wrap(text: str, font: QFont, width: float) -> list[str]:
    """``text`` wrapped to ``width`` between words (or anywhere a word alone is too long)."""
    lines = [
        text[start : start + length].rstrip() for start, length in wrap_text(text, font, width)
    ]
    return [line for line in lines if line] or [text]


def break_lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` as lines no wider than ``width`` (one line when it fits).

    A player's decision or a card's part breaks after its colon or dash when the part before it
    fits a line; what follows wraps between words.

    >>> from PySide6.QtGui import QFont
    >>> break_lines("Ann: keep", QFont(), 10_000)
    ['Ann: keep']
    """
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return [text]
    for sep, keep in _HEADS:
        if sep not in text:
            continue
        head, tail = text.split(sep, 1)
        head += keep
        if metrics.horizontalAdvance(head) <= width:
            return [head, *_wrap(tail, font, width)]
    return _wrap(text, font, width)


def without_trailing_ellipsis(text: str) -> str:
    """``text`` without the "…" that ends a menu entry or button opening a dialog: in a line of
    words ("Ann: keep or mulligan…") a player reads it as text that was cut.

    >>> without_trailing_ellipsis("Declare attackers…")
    'Declare attackers'
    """
    return text[:-1].rstrip() if text.endswith("…") else text
