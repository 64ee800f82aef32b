"""The legend rule (704.5j): the player chooses which of their legendary permanents stays."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.state import ChooseLegendDecision

__all__ = ["LegendDialog", "describe_option"]


class LegendDialog(QDialog):
    """One choice per permanent, each described so two copies can be told apart (tapped, lore
    counters, when it entered). Controls: :attr:`choices` (radio buttons), :attr:`buttons`."""

    def __init__(
        self,
        decision: ChooseLegendDecision,
        options: Sequence[tuple[int, str]],
        *,
        player_name: str,
        card_name: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("The legend rule"))
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(420)
        self.heading = QLabel(
            self.tr(
                "{player} controls more than one legendary permanent named {card}: choose the one "
                "that stays. The others are put into their owners' graveyards (704.5j)."
            ).format(player=player_name, card=card_name)
        )
        self.heading.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        self.group = QButtonGroup(self)
        self.choices: list[QRadioButton] = []
        for oid, text in options:
            button = QRadioButton(text)
            self.group.addButton(button, oid)
            self.choices.append(button)
            layout.addWidget(button)
        if self.choices:
            self.choices[0].setChecked(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def result_value(self) -> int | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.group.checkedId()


def describe_option(name: str, *, tapped: bool, lore: int, entered_turn: int | None) -> str:
    """A line telling one copy from another: "Tom · tapped · 2 lore · entered turn 3"."""
    translate = QCoreApplication.translate
    parts = [name]
    if tapped:
        parts.append(translate("LegendDialog", "tapped"))
    if lore:
        parts.append(translate("LegendDialog", "{n} lore").format(n=lore))
    if entered_turn is not None:
        parts.append(translate("LegendDialog", "entered turn {turn}").format(turn=entered_turn))
    return " · ".join(parts)
