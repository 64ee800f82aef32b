"""Choosing cards from a hand: the mulligan (keep or mulligan, then the cards to put on the
bottom, 103.5) and the cleanup step's discard to hand size (514.1)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.state import DiscardToHandSizeDecision, MulliganDecision
from saga_table.qt.fitting import keep_title_whole

__all__ = ["DiscardDialog", "MulliganChoice", "MulliganDialog"]

_ID_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True, slots=True)
class MulliganChoice:
    """Keep (putting ``bottom`` on the bottom of the library) or take a mulligan."""

    keep: bool
    bottom: tuple[int, ...] = ()


class _CardChecklist(QListWidget):
    """Cards with a check box each; exactly ``need`` must be checked."""

    def __init__(self, cards: Sequence[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for object_id, name in cards:
            item = QListWidgetItem(name)
            item.setData(_ID_ROLE, object_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.addItem(item)

    def checked(self) -> tuple[int, ...]:
        return tuple(
            int(self.item(row).data(_ID_ROLE))
            for row in range(self.count())
            if self.item(row).checkState() == Qt.CheckState.Checked
        )

    def set_checked(self, ids: Sequence[int]) -> None:
        wanted = set(ids)
        for row in range(self.count()):
            item = self.item(row)
            state = (
                Qt.CheckState.Checked if item.data(_ID_ROLE) in wanted else Qt.CheckState.Unchecked
            )
            item.setCheckState(state)


class MulliganDialog(QDialog):
    """Keep or mulligan. Controls: :attr:`cards` (the hand, check the ones to put on the bottom
    when keeping after a mulligan), :attr:`keep_button`, :attr:`mulligan_button`."""

    def __init__(
        self,
        decision: MulliganDecision,
        hand: Sequence[tuple[int, str]],
        *,
        player_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.need = min(decision.mulligans, len(hand))
        self._choice: MulliganChoice | None = None
        self.setWindowTitle(self.tr("Mulligan"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(420)
        if decision.mulligans:
            text = self.tr(
                "{player}: keep these seven cards and put {count} of them on the bottom of your "
                "library, or take another mulligan."
            ).format(player=player_name, count=self.need)
        else:
            text = self.tr("{player}: keep this opening hand, or take a mulligan?").format(
                player=player_name
            )
        self.heading = QLabel(text)
        self.heading.setWordWrap(True)
        self.cards = _CardChecklist(hand)
        self.cards.setAccessibleName(self.tr("Opening hand"))
        self.cards.setEnabled(self.need > 0)
        self.cards.itemChanged.connect(self._update)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.keep_button = QPushButton(self.tr("Keep"))
        self.keep_button.setAccessibleName(self.tr("Keep this hand"))
        self.mulligan_button = QPushButton(self.tr("Mulligan"))
        self.mulligan_button.setAccessibleName(self.tr("Shuffle and draw a new hand"))
        self.buttons = QDialogButtonBox()
        self.buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.mulligan_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.keep_button.clicked.connect(self.keep)
        self.mulligan_button.clicked.connect(self.mulligan)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.cards, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.keep_button.setDefault(True)
        self._update()

    def keep(self) -> None:
        if len(self.cards.checked()) != self.need:
            return
        self._choice = MulliganChoice(True, self.cards.checked())
        self.accept()

    def mulligan(self) -> None:
        self._choice = MulliganChoice(False)
        self.accept()

    def result_value(self) -> MulliganChoice | None:
        return self._choice if self.result() == QDialog.DialogCode.Accepted else None

    def _update(self, *_args: object) -> None:
        chosen = len(self.cards.checked())
        if self.need:
            self.status.setText(
                self.tr("Chosen for the bottom: {chosen} of {need}.").format(
                    chosen=chosen, need=self.need
                )
            )
        else:
            self.status.setText(self.tr("Seven cards."))
        self.keep_button.setEnabled(chosen == self.need)

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        decision: MulliganDecision,
        hand: Sequence[tuple[int, str]],
        *,
        player_name: str = "",
    ) -> MulliganChoice | None:
        dialog = cls(decision, hand, player_name=player_name, parent=parent)
        dialog.exec()
        return dialog.result_value()


class DiscardDialog(QDialog):
    """Discard down to maximum hand size in the cleanup step. Controls: :attr:`cards`."""

    def __init__(
        self,
        decision: DiscardToHandSizeDecision,
        hand: Sequence[tuple[int, str]],
        *,
        player_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("Discard to hand size"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.heading = QLabel(
            self.tr("{player}: discard {count} card(s) down to your maximum hand size.").format(
                player=player_name, count=decision.count
            )
        )
        self.heading.setWordWrap(True)
        self.cards = _CardChecklist(hand)
        self.cards.setAccessibleName(self.tr("Hand"))
        self.cards.itemChanged.connect(self._update)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Discard"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.cards, 1)
        layout.addWidget(self.buttons)
        self._update()

    def chosen(self) -> tuple[int, ...]:
        return self.cards.checked()

    def result_value(self) -> tuple[int, ...] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.chosen()

    def _update(self, *_args: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(len(self.chosen()) == self.decision.count)

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        decision: DiscardToHandSizeDecision,
        hand: Sequence[tuple[int, str]],
        *,
        player_name: str = "",
    ) -> tuple[int, ...] | None:
        dialog = cls(decision, hand, player_name=player_name, parent=parent)
        dialog.exec()
        return dialog.result_value()
