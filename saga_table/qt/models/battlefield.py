"""The permanents one player controls, in the order they entered."""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt

from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.values import dataclass
from saga_table.qt.changes import StateChange
from saga_table.qt.controller import GameController
from saga_table.qt.models.base import IdListModel
from saga_table.qt.widgets.view import CardView

__all__ = ["BattlefieldModel", "BattlefieldRole", "PermanentRow", "pile_key"]


class BattlefieldRole(IntEnum):
    OBJECT_ID = Qt.ItemDataRole.UserRole + 1
    CARD_VIEW = Qt.ItemDataRole.UserRole + 2
    IS_SAGA = Qt.ItemDataRole.UserRole + 3
    IS_LAND = Qt.ItemDataRole.UserRole + 4
    TAPPED = Qt.ItemDataRole.UserRole + 5
    LORE = Qt.ItemDataRole.UserRole + 6
    #: Permanents that look alike (plain lands, plain tokens) share a pile key: one card.
    GROUP = Qt.ItemDataRole.UserRole + 7


@dataclass(frozen=True, slots=True)
class PermanentRow:
    """What a row holds: the card as the widgets show it, and whether it is a plain land."""

    view: CardView
    plain_land: bool


class BattlefieldModel(IdListModel):
    """Rows are the permanents ``player`` controls; each row's value is its :class:`CardView`."""

    ROLES = BattlefieldRole

    def __init__(
        self, controller: GameController, player: int, parent: QObject | None = None
    ) -> None:
        self._player = PlayerId(player)
        super().__init__(controller, parent)

    @property
    def player(self) -> int:
        return int(self._player)

    def current_ids(self) -> Sequence[int]:
        state = self.controller.state
        if self._player >= len(state.players):
            return ()
        return [int(i) for i in state.zone(self._player, Zone.BATTLEFIELD)]

    def value_for(self, item_id: int) -> Hashable:
        return PermanentRow(
            self.controller.card_view(item_id), self.controller.is_plain_land(item_id)
        )

    def affected(self, change: StateChange) -> bool:
        return change.battlefield or bool(change.objects)

    def dirty_ids(self, change: StateChange) -> Collection[int]:
        return change.objects

    def row_value(self, row: int) -> PermanentRow:
        return self._row_value(row, PermanentRow)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        value = self.value_at(index)
        if not isinstance(value, PermanentRow):
            return None
        view = value.view
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return view.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{view.name}\n{view.type_line}" + (f"\n{view.text}" if view.text else "")
        if role == BattlefieldRole.OBJECT_ID:
            return view.object_id
        if role == BattlefieldRole.CARD_VIEW:
            return view
        if role == BattlefieldRole.IS_SAGA:
            return view.is_saga
        if role == BattlefieldRole.IS_LAND:
            return value.plain_land
        if role == BattlefieldRole.TAPPED:
            return view.tapped
        if role == BattlefieldRole.LORE:
            return view.lore
        if role == BattlefieldRole.GROUP:
            return pile_key(value)
        return None


def pile_key(row: PermanentRow) -> str:
    """Plain lands, and plain tokens, with the same name, types, text, size and tapped state
    pile up (a pile shows one of them for all: a "Knight" made by name, a plain Creature, does
    not pile with History of Benalia's vigilant Knight Knight); anything with counters, damage,
    or in combat stands alone."""
    view = row.view
    plain = row.plain_land or (view.token and not view.is_saga)
    if not plain or view.counters or view.attacking or view.damage:
        return f"#{view.object_id}"
    tapped = "tapped" if view.tapped else "untapped"
    return "|".join(
        (
            view.name,
            view.type_line,
            view.text,
            str(view.power),
            str(view.toughness),
            str(view.token),
            tapped,
        )
    )
