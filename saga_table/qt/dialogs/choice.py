"""A choice of one of several values, as radio buttons: the base of the decision dialogs that
ask for one thing (which legend stays, which dungeon, which room)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QRadioButton,
    QVBoxLayout,
)

__all__ = ["ChoiceDialog"]


class ChoiceDialog(QDialog):
    """A one-of-several choice: a radio button per value, OK and Cancel. Subclasses build their
    heading, then call :meth:`_finish`; :attr:`choices` and :attr:`buttons` are the controls."""

    def _finish(self, layout: QVBoxLayout, values: Sequence[tuple[Any, str]]) -> None:
        self.group = QButtonGroup(self)
        self.choices: list[QRadioButton] = []
        self.values: list[Any] = []
        for i, (value, label) in enumerate(values):
            button = QRadioButton(label)
            self.group.addButton(button, i)
            self.choices.append(button)
            self.values.append(value)
            layout.addWidget(button)
        if self.choices:
            self.choices[0].setChecked(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def result_value(self) -> Any:
        if self.result() != QDialog.DialogCode.Accepted or self.group.checkedId() < 0:
            return None
        return self.values[self.group.checkedId()]
