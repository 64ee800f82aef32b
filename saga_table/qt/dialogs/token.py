"""Create tokens: a name, how many, power and toughness, types, and who controls them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.actions import CreateToken
from saga_table.engine.ids import PlayerId
from saga_table.qt.fitting import keep_title_whole

__all__ = ["TokenDialog"]


class TokenDialog(QDialog):
    """Controls: :attr:`name_edit`, :attr:`count`, :attr:`creature` (with :attr:`power` and
    :attr:`toughness`), :attr:`artifact`, :attr:`enchantment`, :attr:`controller`."""

    def __init__(
        self,
        players: Sequence[str],
        *,
        controller: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Create tokens"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Knight, Treasure, Construct"))
        self.name_edit.setAccessibleName(self.tr("Token name"))
        self.count = QSpinBox()
        self.count.setRange(1, 99)
        self.count.setAccessibleName(self.tr("Number of tokens"))
        self.creature = QCheckBox(self.tr("Creature"))
        self.creature.setChecked(True)
        self.power = QSpinBox()
        self.power.setRange(0, 99)
        self.power.setValue(1)
        self.power.setAccessibleName(self.tr("Power"))
        self.toughness = QSpinBox()
        self.toughness.setRange(0, 99)
        self.toughness.setValue(1)
        self.toughness.setAccessibleName(self.tr("Toughness"))
        self.creature.toggled.connect(self.power.setEnabled)
        self.creature.toggled.connect(self.toughness.setEnabled)
        self.artifact = QCheckBox(self.tr("Artifact"))
        self.enchantment = QCheckBox(self.tr("Enchantment"))
        self.controller = QComboBox()
        self.controller.setAccessibleName(self.tr("Controller"))
        for index, name in enumerate(players):
            self.controller.addItem(name, index)
        self.controller.setCurrentIndex(controller)
        pt = QHBoxLayout()
        pt.addWidget(self.power)
        pt.addWidget(self.toughness)
        types = QHBoxLayout()
        types.addWidget(self.creature)
        types.addWidget(self.artifact)
        types.addWidget(self.enchantment)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("How many"), self.count)
        form.addRow(self.tr("Types"), types)
        form.addRow(self.tr("Power / toughness"), pt)
        form.addRow(self.tr("Controller"), self.controller)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self._update()

    def action(self) -> CreateToken:
        types = [
            t
            for t, box in (
                ("Artifact", self.artifact),
                ("Enchantment", self.enchantment),
                ("Creature", self.creature),
            )
            if box.isChecked()
        ]
        creature = self.creature.isChecked()
        return CreateToken(
            controller=PlayerId(int(self.controller.currentData())),
            name=self.name_edit.text().strip(),
            count=self.count.value(),
            power=self.power.value() if creature else None,
            toughness=self.toughness.value() if creature else None,
            card_types=tuple(types) or ("Artifact",),
        )

    def result_value(self) -> CreateToken | None:
        return self.action() if self.result() == QDialog.DialogCode.Accepted else None

    def _update(self, *_args: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.name_edit.text().strip()))

    @classmethod
    def ask(
        cls, parent: QWidget | None, players: Sequence[str], *, controller: int = 0
    ) -> CreateToken | None:
        dialog = cls(players, controller=controller, parent=parent)
        dialog.exec()
        return dialog.result_value()
