"""Order simultaneous triggered abilities (603.3b): the top of the list resolves first.

The player reorders by dragging, with the Up and Down buttons, or with Alt+Up / Alt+Down on the
selected row. :meth:`TriggerOrderDialog.order` is the answer the engine takes
(:class:`~saga_table.engine.actions.OrderTriggers` lists the abilities in the order they will
resolve).

>>> # TriggerOrderDialog.ask(window, decision, names) -> (12, 11) or None
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.state import OrderTriggersDecision
from saga_table.qt.fitting import keep_title_whole

__all__ = ["TriggerOrderDialog"]

_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class TriggerOrderDialog(QDialog):
    """Controls: :attr:`list` (one row per ability, the first resolves first), :attr:`up_button`,
    :attr:`down_button`, :attr:`first_label` (which one resolves first), :attr:`buttons`."""

    def __init__(
        self,
        decision: OrderTriggersDecision,
        names: Mapping[int, str],
        *,
        player_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self._names = dict(names)
        self.setWindowTitle(self.tr("Order triggered abilities"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(520)

        heading = (
            self.tr("{player}, put your triggered abilities in order.").format(player=player_name)
            if player_name
            else self.tr("Put the triggered abilities in order.")
        )
        self.heading = QLabel(heading)
        self.heading.setWordWrap(True)
        self.hint = QLabel(
            self.tr(
                "The ability at the top resolves first: it goes on the stack last. Drag the rows, "
                "or use Up and Down (Alt+Up, Alt+Down)."
            )
        )
        self.hint.setWordWrap(True)

        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Triggered abilities, first to resolve at the top"))
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        for trigger in decision.triggers:
            item = QListWidgetItem()
            item.setData(_ID_ROLE, int(trigger.id))
            self.list.addItem(item)
        self.list.model().rowsMoved.connect(self._renumber)
        self.list.currentRowChanged.connect(self._update_buttons)

        self.up_button = QPushButton(self.tr("Up"))
        self.up_button.setAccessibleName(self.tr("Move the selected ability up"))
        self.up_button.setToolTip(self.tr("Resolve earlier (Alt+Up)"))
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button = QPushButton(self.tr("Down"))
        self.down_button.setAccessibleName(self.tr("Move the selected ability down"))
        self.down_button.setToolTip(self.tr("Resolve later (Alt+Down)"))
        self.down_button.clicked.connect(lambda: self.move_selected(+1))
        # Alt+Up / Alt+Down move the selected row (from the list, or from either button).
        for widget in (self.list, self.up_button, self.down_button):
            widget.installEventFilter(self)

        self.first_label = QLabel()
        self.first_label.setWordWrap(True)
        self.first_label.setAccessibleName(self.tr("Resolves first"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Put on the stack"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        side = QVBoxLayout()
        side.addWidget(self.up_button)
        side.addWidget(self.down_button)
        side.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.list, 1)
        middle.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.hint)
        layout.addLayout(middle, 1)
        layout.addWidget(self.first_label)
        layout.addWidget(self.buttons)

        self.setTabOrder(self.list, self.up_button)
        self.setTabOrder(self.up_button, self.down_button)
        self.setTabOrder(self.down_button, self.buttons)
        self.list.setCurrentRow(0)
        self._renumber()
        self.list.setFocus()

    # ---------------------------------------------------------------- the answer

    def order(self) -> tuple[int, ...]:
        """The ability ids in the order they will resolve (the first resolves first)."""
        return tuple(int(self.list.item(row).data(_ID_ROLE)) for row in range(self.list.count()))

    def set_order(self, ids: tuple[int, ...]) -> None:
        """Put the rows in this order (every ability once)."""
        if sorted(ids) != sorted(self.order()):
            raise ValueError(f"the order must list each ability once: {sorted(self.order())}")
        for target, item_id in enumerate(ids):
            row = self.order().index(item_id)
            if row != target:
                item = self.list.takeItem(row)
                self.list.insertItem(target, item)
        self.list.setCurrentRow(0)
        self._renumber()

    def move_selected(self, step: int) -> bool:
        """Move the selected row up (-1) or down (+1); False at an end."""
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return False
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
        self._renumber()
        return True

    def result_value(self) -> tuple[int, ...] | None:
        return self.order() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        decision: OrderTriggersDecision,
        names: Mapping[int, str],
        *,
        player_name: str = "",
    ) -> tuple[int, ...] | None:
        """Show the dialog and wait: the chosen order, or None if the player closed it."""
        dialog = cls(decision, names, player_name=player_name, parent=parent)
        dialog.exec()
        return dialog.result_value()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.modifiers() == Qt.KeyboardModifier.AltModifier
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            self.move_selected(-1 if event.key() == Qt.Key.Key_Up else +1)
            return True
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- showing the order

    def _renumber(self, *_args: object) -> None:
        count = self.list.count()
        for row in range(count):
            item = self.list.item(row)
            item_id = int(item.data(_ID_ROLE))
            name = self._names.get(item_id, str(item_id))
            if row == 0:
                prefix = self.tr("1. Resolves first:")
            elif row == count - 1:
                prefix = self.tr("{number}. Resolves last:").format(number=row + 1)
            else:
                prefix = self.tr("{number}.").format(number=row + 1)
            item.setText(f"{prefix} {name}")
        if count:
            first = self._names.get(int(self.list.item(0).data(_ID_ROLE)), "")
            self.first_label.setText(self.tr("Resolves first: {name}").format(name=first))
        self._update_buttons()

    def _update_buttons(self, *_args: object) -> None:
        row = self.list.currentRow()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.list.count() - 1)
