"""A player's hand, library, graveyard or exile: the cards in order (a library top first).

The hand can be dragged from: a row carries its object id as
:data:`CARD_MIME_TYPE`, and the battlefield accepts the drop.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QModelIndex, QObject, QPersistentModelIndex, Qt

from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.values import dataclass
from saga_table.qt.changes import StateChange
from saga_table.qt.controller import GameController
from saga_table.qt.i18n import card_type_line
from saga_table.qt.models.base import IdListModel
from saga_table.qt.naming import object_name

__all__ = ["CARD_MIME_TYPE", "ZoneCard", "ZoneModel", "ZoneRole", "decode_card_mime"]

#: Drag payload of a card: its object id, as ASCII digits.
CARD_MIME_TYPE = "application/x-saga-table-card"


class ZoneRole(IntEnum):
    OBJECT_ID = Qt.ItemDataRole.UserRole + 1
    NAME = Qt.ItemDataRole.UserRole + 2
    TYPE_LINE = Qt.ItemDataRole.UserRole + 3
    IS_LAND = Qt.ItemDataRole.UserRole + 4
    IS_SAGA = Qt.ItemDataRole.UserRole + 5
    TEXT = Qt.ItemDataRole.UserRole + 6


@dataclass(frozen=True, slots=True)
class ZoneCard:
    object_id: int
    name: str
    type_line: str
    is_land: bool
    is_saga: bool
    text: str


class ZoneModel(IdListModel):
    """The cards ``player`` owns in ``zone``."""

    ROLES = ZoneRole

    def __init__(
        self,
        controller: GameController,
        player: int,
        zone: Zone,
        parent: QObject | None = None,
    ) -> None:
        self._player = PlayerId(player)
        self._zone = zone
        super().__init__(controller, parent)

    @property
    def player(self) -> int:
        return int(self._player)

    @property
    def zone(self) -> Zone:
        return self._zone

    def current_ids(self) -> Sequence[int]:
        state = self.controller.state
        if self._player >= len(state.players):
            return ()
        return [int(i) for i in state.zone(self._player, self._zone)]

    def value_for(self, item_id: int) -> Hashable:
        state = self.controller.state
        obj = state.objects[ObjectId(item_id)]
        face = obj.printed
        language = self.controller.language
        text = face.text_ja if language == "ja" and face.text_ja else face.text
        if not text and face.chapters:
            text = "\n".join(
                f"{c.symbol} — {c.text_ja if language == 'ja' and c.text_ja else c.text}"
                for c in face.chapters
            )
        return ZoneCard(
            object_id=item_id,
            name=object_name(obj, language),
            type_line=card_type_line(
                face.supertypes, face.card_types, face.subtypes, language=language
            ),
            is_land="Land" in face.card_types,
            is_saga=face.is_saga,
            text=text,
        )

    def affected(self, change: StateChange) -> bool:
        return change.touches_zone(self.player, self._zone) or any(
            i in self._values for i in change.objects
        )

    def dirty_ids(self, change: StateChange) -> Collection[int]:
        return change.objects

    def card(self, row: int) -> ZoneCard:
        return self._row_value(row, ZoneCard)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        card = self.value_at(index)
        if not isinstance(card, ZoneCard):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{card.name}\n{card.type_line}" + (f"\n{card.text}" if card.text else "")
        if role == ZoneRole.OBJECT_ID:
            return card.object_id
        if role == ZoneRole.NAME:
            return card.name
        if role == ZoneRole.TYPE_LINE:
            return card.type_line
        if role == ZoneRole.IS_LAND:
            return card.is_land
        if role == ZoneRole.IS_SAGA:
            return card.is_saga
        if role == ZoneRole.TEXT:
            return card.text
        return None

    # ---------------------------------------------------------------- dragging cards out

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        if flags != Qt.ItemFlag.NoItemFlags:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        rows = [i.row() for i in indexes if i.isValid()]
        if rows:
            data.setData(CARD_MIME_TYPE, QByteArray(str(self._ids[rows[0]]).encode("ascii")))
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction


def decode_card_mime(data: QMimeData) -> int | None:
    """The object id a card drag carries, or None."""
    if not data.hasFormat(CARD_MIME_TYPE):
        return None
    raw = bytes(data.data(CARD_MIME_TYPE).data()).decode("ascii", "replace")
    return int(raw) if raw.isdigit() else None
