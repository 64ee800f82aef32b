"""The painted widgets' strings, where ``pyside6-lupdate`` can find them.

The widgets translate through small helpers (``_tr(text)``, ``tr(context, text)``) that lupdate
cannot follow, so their strings are listed here, each in its context, with
``QT_TRANSLATE_NOOP``. Nothing imports this module; ``tests/qt/test_i18n.py`` checks that every
string the widgets translate is in the Japanese translation, so a new one is not forgotten.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["WIDGET_STRINGS"]

WIDGET_STRINGS = (
    QT_TRANSLATE_NOOP("SagaCardWidget", "tapped"),
    QT_TRANSLATE_NOOP("CardWidget", "tapped"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "attacking"),
    QT_TRANSLATE_NOOP("CardWidget", "attacking"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "token"),
    QT_TRANSLATE_NOOP("CardWidget", "token"),
    QT_TRANSLATE_NOOP("CardWidget", "Attacking"),
    QT_TRANSLATE_NOOP("CardWidget", "→ {player}"),
    QT_TRANSLATE_NOOP("CardWidget", "Token"),
    QT_TRANSLATE_NOOP("CardWidget", "Tapped"),
    QT_TRANSLATE_NOOP("CardWidget", "No abilities"),
    QT_TRANSLATE_NOOP("CardWidget", "{n} damage"),
    QT_TRANSLATE_NOOP("CardWidget", "Back face up."),
    QT_TRANSLATE_NOOP("CardWidget", "Front face up."),
    QT_TRANSLATE_NOOP("CardWidget", "Click to transform; Shift+click to read the other face."),
    QT_TRANSLATE_NOOP("CardWidget", "Other face: {name}."),
    QT_TRANSLATE_NOOP("CrownToken", "The Monarch's crown"),
    QT_TRANSLATE_NOOP(
        "CrownToken", "The Monarch. Drag the crown to another player, or click it, to pass it."
    ),
    QT_TRANSLATE_NOOP(
        "LoreDial",
        "Lore counters. Click the upper half to add one, the lower half to remove one; "
        "the mouse wheel and the arrow keys work too.",
    ),
    QT_TRANSLATE_NOOP("LoreDial", "Lore counters"),
    QT_TRANSLATE_NOOP("LoreDial", "{lore} of {final}"),
    QT_TRANSLATE_NOOP("PhaseBar", "Turn structure"),
    QT_TRANSLATE_NOOP("PhaseBar", "Turn {n}"),
    QT_TRANSLATE_NOOP("PhaseBar", "Turn {n}, {player}"),
    QT_TRANSLATE_NOOP("PhaseBar", "An extra step this turn."),
    QT_TRANSLATE_NOOP("PhaseBar", "Done"),
    QT_TRANSLATE_NOOP("PhaseBar", "Current step"),
    QT_TRANSLATE_NOOP("PhaseBar", "Upcoming"),
    QT_TRANSLATE_NOOP("PhaseBar", "Skipped this turn"),
    QT_TRANSLATE_NOOP("PhaseBar", "current step: {step}"),
    QT_TRANSLATE_NOOP("SeatWidget", "Lib"),
    QT_TRANSLATE_NOOP("SeatWidget", "GY"),
    QT_TRANSLATE_NOOP("PhaseBar", "Beginning"),
    QT_TRANSLATE_NOOP("PhaseBar", "Combat"),
    QT_TRANSLATE_NOOP("PhaseBar", "Ending"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "lost all abilities"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Back face up."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Front face up."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Click to transform; Shift+click to read the other face."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "back face up"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "front face up"),
    QT_TRANSLATE_NOOP(
        "SagaCardWidget",
        "Lore {lore} of {final}. Click the upper half to add a lore counter, "
        "the lower half to remove one.",
    ),
    QT_TRANSLATE_NOOP("SagaCardWidget", "This Saga has lost all abilities."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "lore {lore} of {final}"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "lore {lore}"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "next chapter {n}"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "on the stack: {n}"),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Reached."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Next chapter."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Not reached yet."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Waiting on the stack."),
    QT_TRANSLATE_NOOP("SagaCardWidget", "Other face: {name}."),
    QT_TRANSLATE_NOOP("SeatWidget", "Left the game"),
    QT_TRANSLATE_NOOP("SeatWidget", "chosen"),
    QT_TRANSLATE_NOOP("SeatWidget", "Hand"),
    QT_TRANSLATE_NOOP("SeatWidget", "Library"),
    QT_TRANSLATE_NOOP("SeatWidget", "unknown"),
    QT_TRANSLATE_NOOP("SeatWidget", "Graveyard"),
    QT_TRANSLATE_NOOP("SeatWidget", "Poison"),
    QT_TRANSLATE_NOOP("SeatWidget", "the monarch"),
    QT_TRANSLATE_NOOP("SeatWidget", "active player"),
    QT_TRANSLATE_NOOP("SeatWidget", "left the game"),
    QT_TRANSLATE_NOOP("SeatWidget", "life {n}"),
    QT_TRANSLATE_NOOP("SeatWidget", "Cmdr {name}"),
)
