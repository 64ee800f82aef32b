"""Changes to the turn that a card makes at the table: an extra turn (500.7), additional phases
(500.8) and a skipped step or phase (500.11). Turn > Extra turn…, Additional phases…, Skip….

Each dialog returns a value (``result_value()``) and performs nothing; the window turns it into
one engine action, so one undo step and one log line.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.turns import Phase, Step
from saga_table.qt.fitting import keep_title_whole
from saga_table.words.game import phase_name, step_name

__all__ = ["ExtraPhasesDialog", "ExtraTurnDialog", "SkipDialog", "MAX_EXTRA_TURNS"]

#: The most extra turns one action gives (the engine's bound).
MAX_EXTRA_TURNS = 100

#: What a card skips (500.11), as the engine names it: steps, then phases.
SKIPPABLE = (
    Step.UNTAP.value,
    Step.UPKEEP.value,
    Step.DRAW.value,
    Phase.COMBAT.value,
    Step.END.value,
    Phase.BEGINNING.value,
    Phase.MAIN.value,
)


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _players_box(players: Sequence[str], current: int, name: str) -> QComboBox:
    box = QComboBox()
    box.setAccessibleName(name)
    box.addItems(list(players))
    box.setCurrentIndex(current)
    return box


class ExtraTurnDialog(QDialog):
    """Who takes extra turns after this one, and how many (Time Stretch: two). Result:
    ``(player, count)``."""

    def __init__(
        self, players: Sequence[str], *, current: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Extra turn"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.player = _players_box(players, current, self.tr("Who takes it"))
        self.count = QSpinBox()
        self.count.setAccessibleName(self.tr("How many"))
        self.count.setRange(1, MAX_EXTRA_TURNS)
        hint = QLabel(self.tr("Taken right after this turn; the newest extra turn first (500.7)."))
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Who takes it"), self.player)
        form.addRow(self.tr("How many"), self.count)
        form.addRow(hint)
        form.addRow(_buttons(self))
        self.player.setFocus()

    def result_value(self) -> tuple[int, int] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.player.currentIndex(), self.count.value()


class ExtraPhasesDialog(QDialog):
    """Which phases are added right after this one (500.8). Result: the phases, in order."""

    def __init__(self, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Additional phases"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        combat, main = phase_name(Phase.COMBAT), phase_name(Phase.MAIN)
        #: (button, phases) in the order shown; the first is the most common card's.
        self.choices: list[tuple[QRadioButton, tuple[Phase, ...]]] = [
            (
                QRadioButton(
                    self.tr("An additional {combat} followed by an additional {main}").format(
                        combat=combat, main=main
                    )
                ),
                (Phase.COMBAT, Phase.MAIN),
            ),
            (
                QRadioButton(self.tr("An additional {phase}").format(phase=combat)),
                (Phase.COMBAT,),
            ),
            (
                QRadioButton(self.tr("An additional {phase}").format(phase=main)),
                (Phase.MAIN,),
            ),
            (
                QRadioButton(
                    self.tr("An additional {phase}").format(phase=phase_name(Phase.BEGINNING))
                ),
                (Phase.BEGINNING,),
            ),
        ]
        layout = QVBoxLayout(self)
        hint = QLabel(self.tr("Added right after the phase of now (500.8)."))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        for button, _phases in self.choices:
            layout.addWidget(button)
        self.choices[0][0].setChecked(True)
        layout.addWidget(_buttons(self))
        self.choices[0][0].setFocus()

    def result_value(self) -> tuple[Phase, ...] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return next(phases for button, phases in self.choices if button.isChecked())


class SkipDialog(QDialog):
    """Who skips what (500.11): their next one (or next N), or each one this turn
    (Fatespinner). Result: ``(player, what, count, this_turn)``, ``what`` as the engine names
    it."""

    def __init__(
        self, players: Sequence[str], *, current: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Skip"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.player = _players_box(players, current, self.tr("Who skips"))
        self.what = QComboBox()
        self.what.setAccessibleName(self.tr("What"))
        phases = {p.value for p in Phase}
        for value in SKIPPABLE:
            label = phase_name(Phase(value)) if value in phases else step_name(Step(value))
            self.what.addItem(label, value)
        self.count = QSpinBox()
        self.count.setAccessibleName(self.tr("How many"))
        self.count.setRange(1, 99)
        self.this_turn = QCheckBox(self.tr("Each one this turn, not the next"))
        self.this_turn.toggled.connect(lambda on: self.count.setEnabled(not on))
        form = QFormLayout(self)
        form.addRow(self.tr("Who skips"), self.player)
        form.addRow(self.tr("Their next"), self.what)
        form.addRow(self.tr("How many"), self.count)
        form.addRow(self.this_turn)
        form.addRow(_buttons(self))
        self.player.setFocus()

    def result_value(self) -> tuple[int, str, int, bool] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        this_turn = self.this_turn.isChecked()
        return (
            self.player.currentIndex(),
            str(self.what.currentData()),
            1 if this_turn else self.count.value(),
            this_turn,
        )
