"""The legend rule (704.5j): the player chooses which of their legendary permanents stays."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.state import ChooseLegendDecision
from saga_table.qt.dialogs.choice import ChoiceDialog
from saga_table.qt.fitting import keep_title_whole

__all__ = ["LegendDialog", "describe_option"]


class LegendDialog(ChoiceDialog):
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
        keep_title_whole(self)
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
        self._finish(layout, options)


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
