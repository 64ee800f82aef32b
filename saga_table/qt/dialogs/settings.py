"""The Settings dialog: language and the automation toggles."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from saga_table.qt.i18n import LANGUAGES
from saga_table.qt.settings_bridge import UiSettings

__all__ = ["SettingsDialog"]


class SettingsDialog(QDialog):
    """Controls: :attr:`language`, :attr:`carry_out`, :attr:`open_decisions`,
    :attr:`auto_order`, :attr:`one_land`."""

    def __init__(self, current: UiSettings, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._current = current
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.windowTitle())
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        self.language.addItem(self.tr("The system's language"), None)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current.language)))
        self.carry_out = QCheckBox(self.tr("Carry out chapter effects the app knows"))
        self.carry_out.setToolTip(
            self.tr("Draw cards, make tokens, flip Sagas as a chapter resolves.")
        )
        self.carry_out.setChecked(current.carry_out_effects)
        self.open_decisions = QCheckBox(self.tr("Ask for each decision as soon as it waits"))
        self.open_decisions.setChecked(current.open_decisions)
        self.auto_order = QCheckBox(
            self.tr("New games: put identical triggers on the stack without asking")
        )
        self.auto_order.setChecked(current.auto_order_identical_triggers)
        self.one_land = QCheckBox(self.tr("New games: enforce one land per turn"))
        self.one_land.setChecked(current.one_land_per_turn)
        self.damage_by_hand = QCheckBox(
            self.tr("Combat damage: Next opens the damage dialog (assign it by hand)")
        )
        self.damage_by_hand.setToolTip(
            self.tr("Otherwise Next deals the damage the creatures' power says.")
        )
        self.damage_by_hand.setChecked(current.assign_damage_by_hand)
        note = QLabel(self.tr("A new language applies to the window at once."))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.carry_out)
        layout.addWidget(self.open_decisions)
        layout.addWidget(self.auto_order)
        layout.addWidget(self.one_land)
        layout.addWidget(self.damage_by_hand)
        layout.addWidget(self.buttons)

    def preferences(self) -> UiSettings:
        language = self.language.currentData()
        return UiSettings(
            language=None if language is None else str(language),
            carry_out_effects=self.carry_out.isChecked(),
            open_decisions=self.open_decisions.isChecked(),
            auto_order_identical_triggers=self.auto_order.isChecked(),
            one_land_per_turn=self.one_land.isChecked(),
            assign_damage_by_hand=self.damage_by_hand.isChecked(),
            # what the window remembers by itself stays as it was
            last_table=self._current.last_table,
            starting_life=self._current.starting_life,
            recent_cards=self._current.recent_cards,
        )

    def result_value(self) -> UiSettings | None:
        return self.preferences() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(cls, parent: QWidget | None, current: UiSettings) -> UiSettings | None:
        dialog = cls(current, parent=parent)
        dialog.exec()
        return dialog.result_value()
