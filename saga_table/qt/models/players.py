"""The players at the table, in turn order, each row a :class:`SeatView`."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from saga_table.qt.changes import StateChange
from saga_table.qt.models.base import IdListModel
from saga_table.qt.widgets.view import SeatView

__all__ = ["PlayersModel", "PlayersRole"]


class PlayersRole(IntEnum):
    PLAYER_ID = Qt.ItemDataRole.UserRole + 1
    SEAT_VIEW = Qt.ItemDataRole.UserRole + 2
    LIFE = Qt.ItemDataRole.UserRole + 3
    POISON = Qt.ItemDataRole.UserRole + 4
    HAND = Qt.ItemDataRole.UserRole + 5
    LIBRARY = Qt.ItemDataRole.UserRole + 6
    MONARCH = Qt.ItemDataRole.UserRole + 7
    ACTIVE = Qt.ItemDataRole.UserRole + 8


class PlayersModel(IdListModel):
    ROLES = PlayersRole

    def current_ids(self) -> Sequence[int]:
        return list(range(len(self.controller.state.players)))

    def value_for(self, item_id: int) -> Hashable:
        return self.controller.seat_view(item_id)

    def affected(self, change: StateChange) -> bool:
        return bool(
            change.players
            or change.zones
            or change.battlefield
            or change.monarch
            or change.turn
            or change.game_over
        )

    def seat(self, row: int) -> SeatView:
        return self._row_value(row, SeatView)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        seat = self.value_at(index)
        if not isinstance(seat, SeatView):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return seat.name
        if role == PlayersRole.PLAYER_ID:
            return seat.player
        if role == PlayersRole.SEAT_VIEW:
            return seat
        if role == PlayersRole.LIFE:
            return seat.life
        if role == PlayersRole.POISON:
            return seat.poison
        if role == PlayersRole.HAND:
            return seat.hand
        if role == PlayersRole.LIBRARY:
            return seat.library
        if role == PlayersRole.MONARCH:
            return seat.monarch
        if role == PlayersRole.ACTIVE:
            return seat.active
        return None
