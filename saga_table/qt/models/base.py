"""What the list models share: rows are ids; a refresh after an action inserts, removes and
changes only the rows that differ.

After every apply, undo and redo the controller says what differs from the state the views
showed (a :class:`~saga_table.qt.changes.StateChange`). A model first asks whether the change
concerns it at all (:meth:`IdListModel.affected`); if it does, it reads its ids from the state
(:meth:`IdListModel.current_ids`) and brings its rows there with ``beginRemoveRows`` /
``beginInsertRows`` for the rows that left or arrived, then rebuilds the values of just the rows
the change names (:meth:`IdListModel.dirty_ids`) and announces ``dataChanged`` for those whose
value differs. Only a new or loaded game resets the model; another language rebuilds every value.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from enum import IntEnum
from typing import Any, TypeVar

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from saga_table.qt.changes import StateChange
from saga_table.qt.controller import GameController

__all__ = ["IdListModel"]

Index = QModelIndex | QPersistentModelIndex
_V = TypeVar("_V")


class IdListModel(QAbstractListModel):
    """A list of ids with a value per id; subclasses say which ids and which value."""

    #: The subclass's own data roles; :meth:`roleNames` names each after its member, lower case.
    ROLES: type[IntEnum] | None = None

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._ids: list[int] = []
        self._values: dict[int, Hashable] = {}
        controller.state_changed.connect(self._on_state_changed)
        controller.game_replaced.connect(self.reset)
        controller.language_changed.connect(self._on_language_changed)
        self._load()

    # ---------------------------------------------------------------- for subclasses

    def current_ids(self) -> Sequence[int]:
        """The ids the rows should show now, in order."""
        raise NotImplementedError

    def value_for(self, item_id: int) -> Hashable:
        """What a row shows (compared to decide whether the row changed)."""
        raise NotImplementedError

    def affected(self, change: StateChange) -> bool:
        """Whether ``change`` may change this model's rows (default: any change may)."""
        return not change.empty

    def dirty_ids(self, change: StateChange) -> Collection[int] | None:
        """The rows whose value may differ after ``change`` (None: any row may)."""
        return None

    # ---------------------------------------------------------------- Qt's model interface

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or index.model() is not self:
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        if self.ROLES is not None:
            names.update({int(r): QByteArray(r.name.lower().encode()) for r in self.ROLES})
        return names

    # ---------------------------------------------------------------- reading rows

    @property
    def controller(self) -> GameController:
        return self._controller

    def ids(self) -> tuple[int, ...]:
        return tuple(self._ids)

    def id_at(self, row: int) -> int:
        return self._ids[row]

    def row_of(self, item_id: int) -> int:
        """The row showing ``item_id``, -1 if none does."""
        if item_id not in self._values:
            return -1
        return self._ids.index(item_id)

    def _row_value(self, row: int, kind: type[_V]) -> _V:
        """The value of ``row``, which must be a ``kind``."""
        value = self._values[self._ids[row]]
        assert isinstance(value, kind)
        return value

    def value_at(self, index: Index) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        return self._values.get(self._ids[index.row()])

    # ---------------------------------------------------------------- refreshing

    def reset(self) -> None:
        """A new game: every row anew."""
        self.beginResetModel()
        self._load()
        self.endResetModel()

    def _load(self) -> None:
        self._ids = list(self.current_ids())
        self._values = {i: self.value_for(i) for i in self._ids}

    def _on_language_changed(self, _language: str) -> None:
        self.refresh(changed_all=True)

    def _on_state_changed(self, change: StateChange) -> None:
        if change.everything:
            self.refresh(changed_all=True)
        elif self.affected(change):
            self.refresh(dirty=self.dirty_ids(change))

    def refresh(self, *, changed_all: bool = False, dirty: Collection[int] | None = None) -> None:
        """Bring the rows to the state: remove and insert the rows that differ, then announce
        the rows whose value changed. ``dirty`` names the ids whose value may have changed
        (None: any); ``changed_all`` announces every row (another language)."""
        new_ids = list(self.current_ids())
        if new_ids != self._ids:
            self._move_rows(new_ids)
        if changed_all or dirty is None:
            rows: Sequence[int] = range(len(self._ids))
        else:
            rows = sorted(self.row_of(i) for i in dirty if i in self._values)
        changed: list[int] = []
        for row in rows:
            item_id = self._ids[row]
            value = self.value_for(item_id)
            if changed_all or value != self._values.get(item_id):
                self._values[item_id] = value
                changed.append(row)
        for first, last in _runs(changed):
            self.dataChanged.emit(self.index(first), self.index(last))

    def _move_rows(self, new_ids: list[int]) -> None:
        """Remove the rows that left and insert the rows that arrived (with their values)."""
        import difflib  # here: the start-up does not wait for it (2 ms)

        staying = set(new_ids)
        matcher = difflib.SequenceMatcher(a=self._ids, b=new_ids, autojunk=False)
        # Apply from the end so earlier row numbers stay valid.
        for tag, i1, i2, j1, j2 in reversed(matcher.get_opcodes()):
            if tag == "equal":
                continue
            if tag in ("delete", "replace"):
                self.beginRemoveRows(QModelIndex(), i1, i2 - 1)
                for gone in self._ids[i1:i2]:
                    if gone not in staying:  # a card that moved later is inserted there anew
                        self._values.pop(gone, None)
                del self._ids[i1:i2]
                self.endRemoveRows()
            if tag in ("insert", "replace"):
                arriving = new_ids[j1:j2]
                self.beginInsertRows(QModelIndex(), i1, i1 + len(arriving) - 1)
                self._ids[i1:i1] = arriving
                for item_id in arriving:
                    self._values[item_id] = self.value_for(item_id)
                self.endInsertRows()
        assert self._ids == new_ids
        assert self._values.keys() == staying


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Consecutive rows as (first, last) pairs: [1, 2, 3, 7] -> [(1, 3), (7, 7)]."""
    out: list[tuple[int, int]] = []
    for row in rows:
        if out and out[-1][1] == row - 1:
            out[-1] = (out[-1][0], row)
        else:
            out.append((row, row))
    return out
