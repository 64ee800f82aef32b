"""Small dialogs of the paper table: a life total or a difference, counters, a pump, control.

Each returns a value (:meth:`result_value`), never performs anything; the window turns the value
into one engine action. All open window-modal (``open()``), so tests drive them with keys.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.state import Duration
from saga_table.qt.fitting import keep_title_whole, say_problem
from saga_table.qt.naming import counter_kind_name

__all__ = [
    "COUNTER_KINDS",
    "AmountDialog",
    "CommanderDamageDialog",
    "ControlDialog",
    "CountersDialog",
    "PumpDialog",
    "parse_amount",
]

#: Counter kinds offered first (any other name can be typed).
COUNTER_KINDS = ("+1/+1", "-1/-1", "lore", "loyalty", "charge", "shield", "stun", "oil", "time")

_AMOUNT = re.compile(r"^([+-]?)(\d{1,6})$")
#: The largest amount that can be typed (six digits, as _AMOUNT takes: a million is a typo).
MAX_AMOUNT = 999_999


def _cleaned(text: str) -> str:
    """A typed amount with full-width digits and signs made plain, spaces left out."""
    return unicodedata.normalize("NFKC", text).strip().replace("−", "-").replace(" ", "")


def too_big(text: str) -> bool:
    """Whether a typed amount is a number of more digits than :func:`parse_amount` takes.

    >>> too_big("99999999999"), too_big("-1234567"), too_big("three"), too_big("17")
    (True, True, False, False)
    """
    cleaned = _cleaned(text)
    return re.fullmatch(r"[+-]?\d+", cleaned) is not None and not _AMOUNT.match(cleaned)


def parse_amount(text: str, current: int) -> int | None:
    """The change a typed amount means: ``"17"`` sets the total (17 - current), ``"-3"`` and
    ``"+5"`` are differences. Full-width digits and signs count; anything else is ``None``.

    >>> parse_amount("17", 20), parse_amount("-3", 20), parse_amount("＋５", 20)
    (-3, -3, 5)
    >>> parse_amount("three", 20) is None, parse_amount("−2", 20)
    (True, -2)
    """
    match = _AMOUNT.match(_cleaned(text))
    if match is None:
        return None
    sign, digits = match.groups()
    value = int(digits)
    if sign == "+":
        return value
    if sign == "-":
        return -value
    return value - current


def _shortened(text: str, most: int = 12) -> str:
    """A typed text to quote in a message, cut to ``most`` characters."""
    text = text.strip()
    return text if len(text) <= most else text[: most - 1] + "…"


class AmountDialog(QDialog):
    """One field: a new total or a difference (:func:`parse_amount`). ``result_value()`` is the
    difference, ``None`` when cancelled or when it changes nothing."""

    def __init__(
        self, title: str, what: str, current: int, *, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.current = current
        self.setWindowTitle(title)
        keep_title_whole(self)
        self.setAccessibleName(title)
        self.field = QLineEdit()
        self.field.setAccessibleName(what)
        self.field.setPlaceholderText(self.tr("17, -3 or +5"))
        hint = QLabel(
            self.tr("Now {current}. Type the new number, or a change such as -3 or +5.").format(
                current=current
            )
        )
        hint.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(what, self.field)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.field.setFocus()

    def accept(self) -> None:
        text = self.field.text()
        if parse_amount(text, self.current) is None:
            if too_big(text):
                message = self.tr("{typed} is too big: at most {most}.").format(
                    typed=_shortened(text), most=f"{MAX_AMOUNT:,}"
                )
            else:
                message = self.tr("Type a number such as 17, -3 or +5.")
            say_problem(self.problem, message)
            return
        super().accept()

    def result_value(self) -> int | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        delta = parse_amount(self.field.text(), self.current)
        return delta or None

    def typed_total(self) -> bool:
        """Whether a new total was typed ("17"), not a difference ("-3", "+5")."""
        text = unicodedata.normalize("NFKC", self.field.text()).strip()
        return bool(text) and text[0] not in "+-−"


class CommanderDamageDialog(QDialog):
    """Combat damage from one commander (903.10a): which commander (one of the game's, or a name
    typed, for a paper table) and a new total or a difference. ``result_value()``:
    ``(commander, difference)``."""

    def __init__(
        self,
        taken: Sequence[tuple[str, int]],
        commanders: Sequence[str],
        *,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.taken = dict(taken)
        self.setWindowTitle(self.tr("Commander damage"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.commander = QComboBox()
        self.commander.setEditable(True)
        self.commander.setAccessibleName(self.tr("Commander"))
        for name in dict.fromkeys([*self.taken, *commanders]):
            self.commander.addItem(name)
        self.field = QLineEdit()
        self.field.setAccessibleName(self.tr("Damage"))
        self.field.setPlaceholderText(self.tr("17, -3 or +5"))
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Commander"), self.commander)
        form.addRow(self.tr("Damage"), self.field)
        form.addRow(QLabel(self.tr("A new total, or a change such as -3 or +5.")))
        form.addRow(self.problem)
        form.addRow(buttons)
        self.field.setFocus()

    def _value(self) -> tuple[str, int] | None:
        name = self.commander.currentText().strip()
        delta = parse_amount(self.field.text(), self.taken.get(name, 0))
        return None if not name or delta is None else (name, delta)

    def accept(self) -> None:
        if self._value() is None:
            named = bool(self.commander.currentText().strip())
            if named and too_big(self.field.text()):
                message = self.tr("{typed} is too big: at most {most}.").format(
                    typed=_shortened(self.field.text()), most=f"{MAX_AMOUNT:,}"
                )
            else:
                message = self.tr("Name the commander and type a number.")
            say_problem(self.problem, message)
            return
        super().accept()

    def result_value(self) -> tuple[str, int] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        value = self._value()
        return value if value is not None and value[1] else None


class CountersDialog(QDialog):
    """A kind of counter (+1/+1, -1/-1, lore, or any name typed) and how many (negative takes
    them away). ``result_value()``: ``(kind, amount)``."""

    def __init__(self, *, kind: str = "+1/+1", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Counters"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.kind = QComboBox()
        self.kind.setEditable(True)
        for name in COUNTER_KINDS:
            self.kind.addItem(counter_kind_name(name), name)
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        self.kind.setAccessibleName(self.tr("Kind of counter"))
        self.amount = QSpinBox()
        self.amount.setRange(-99, 99)
        self.amount.setValue(1)
        self.amount.setAccessibleName(self.tr("How many (below zero takes them off)"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("How many"), self.amount)
        form.addRow(QLabel(self.tr("Below zero takes counters off.")))
        form.addRow(buttons)

    def chosen_kind(self) -> str:
        """The kind chosen from the list (its engine name) or typed."""
        text = self.kind.currentText().strip()
        index = self.kind.findText(text)
        return str(self.kind.itemData(index)) if index >= 0 else text

    def result_value(self) -> tuple[str, int] | None:
        kind = self.chosen_kind()
        if self.result() != QDialog.DialogCode.Accepted or not kind or not self.amount.value():
            return None
        return kind, self.amount.value()


class PumpDialog(QDialog):
    """ "Until end of turn: +X/+Y". ``result_value()``: ``(power, toughness)``."""

    def __init__(self, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Until end of turn"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.power = QSpinBox()
        self.power.setRange(-99, 99)
        self.power.setPrefix("")
        self.power.setValue(2)
        self.power.setAccessibleName(self.tr("Power change"))
        self.toughness = QSpinBox()
        self.toughness.setRange(-99, 99)
        self.toughness.setValue(1)
        self.toughness.setAccessibleName(self.tr("Toughness change"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Power"), self.power)
        form.addRow(self.tr("Toughness"), self.toughness)
        form.addRow(buttons)

    def result_value(self) -> tuple[int, int] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        if not self.power.value() and not self.toughness.value():
            return None
        return self.power.value(), self.toughness.value()


class ControlDialog(QDialog):
    """Who gains control, and for how long. ``result_value()``: ``(player, duration)``."""

    def __init__(
        self, players: Sequence[str], *, current: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Gain control"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.player = QComboBox()
        self.player.setAccessibleName(self.tr("New controller"))
        self.player.addItems(list(players))
        others = [i for i in range(len(players)) if i != current]
        self.player.setCurrentIndex(others[0] if others else 0)
        self.lasting = QRadioButton(self.tr("For as long as the game lasts"))
        self.lasting.setChecked(True)
        self.this_turn = QRadioButton(self.tr("Until end of turn"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Gains control"), self.player)
        form.addRow(self.lasting)
        form.addRow(self.this_turn)
        form.addRow(buttons)

    def result_value(self) -> tuple[int, Duration] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        duration = Duration.UNTIL_END_OF_TURN if self.this_turn.isChecked() else Duration.PERMANENT
        return self.player.currentIndex(), duration
