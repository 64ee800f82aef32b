"""The stack, top first: the item that resolves next is row 0."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from saga_table.engine.cards import roman
from saga_table.engine.stack import PERMANENT_TYPES
from saga_table.engine.state import AbilityKind, StackItem
from saga_table.engine.values import dataclass
from saga_table.qt.changes import StateChange
from saga_table.qt.models.base import IdListModel
from saga_table.qt.naming import (
    describe_effect,
    object_name,
    stack_item_source_name,
    stack_item_text,
    stack_item_title,
)

__all__ = ["StackEntry", "StackModel", "StackRole"]


class StackRole(IntEnum):
    ITEM_ID = Qt.ItemDataRole.UserRole + 1
    SOURCE = Qt.ItemDataRole.UserRole + 2
    CONTROLLER = Qt.ItemDataRole.UserRole + 3
    CHAPTER = Qt.ItemDataRole.UserRole + 4
    TEXT = Qt.ItemDataRole.UserRole + 5
    KIND = Qt.ItemDataRole.UserRole + 6
    #: The structured effect the app can carry out, in words ("" when the players do it all).
    EFFECT = Qt.ItemDataRole.UserRole + 7
    SOURCE_ID = Qt.ItemDataRole.UserRole + 8
    IS_TOP = Qt.ItemDataRole.UserRole + 9


@dataclass(frozen=True, slots=True)
class StackEntry:
    """One item on the stack, in words."""

    item_id: int
    kind: str
    title: str
    source: str
    source_id: int | None
    controller: str
    chapter: str
    text: str
    effect: str
    #: The targets chosen for it (603.3d), in words; "" before they are chosen or with none.
    targets: str = ""
    #: An instant or sorcery with rules text: the app does not carry spells' text out (the
    #: players do, as it resolves).
    text_by_hand: bool = False


class StackModel(IdListModel):
    ROLES = StackRole

    def current_ids(self) -> Sequence[int]:
        return [int(item.id) for item in reversed(self.controller.state.stack)]

    def value_for(self, item_id: int) -> Hashable:
        state = self.controller.state
        item = state.stack_item(item_id)  # type: ignore[arg-type]
        assert item is not None
        entry = entry_for(item, state.players[item.controller].name, self.controller.language)
        card = state.objects.get(item.card) if item.card is not None else None
        if (
            card is not None
            and item.kind is AbilityKind.SPELL
            and card.printed.text
            and not PERMANENT_TYPES & set(card.printed.card_types)
        ):
            entry = replace(entry, text_by_hand=True)
        names = []
        for chosen in item.chosen:
            for oid in chosen.objects:
                obj = state.objects.get(oid)
                if obj is not None:
                    names.append(object_name(obj, self.controller.language))
            names.extend(state.players[p].name for p in chosen.players)
        return replace(entry, targets=", ".join(names)) if names else entry

    def affected(self, change: StateChange) -> bool:
        return change.stack or bool(change.players)

    def entry(self, row: int) -> StackEntry:
        return self._row_value(row, StackEntry)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        entry = self.value_at(index)
        if not isinstance(entry, StackEntry):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            head = f"{entry.title} ({entry.controller})"
            body = f"{head}\n{entry.text}" if entry.text else head
            if entry.targets:
                body += "\n" + self.tr("Targets: {targets}").format(targets=entry.targets)
            return body
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry.text
        if role == StackRole.ITEM_ID:
            return entry.item_id
        if role == StackRole.SOURCE:
            return entry.source
        if role == StackRole.CONTROLLER:
            return entry.controller
        if role == StackRole.CHAPTER:
            return entry.chapter
        if role == StackRole.TEXT:
            return entry.text
        if role == StackRole.KIND:
            return entry.kind
        if role == StackRole.EFFECT:
            return entry.effect
        if role == StackRole.SOURCE_ID:
            return entry.source_id
        if role == StackRole.IS_TOP:
            return index.row() == 0
        return None


def entry_for(item: StackItem, controller: str, language: str) -> StackEntry:
    return StackEntry(
        item_id=int(item.id),
        kind=item.kind.value,
        title=stack_item_title(item, language),
        source=stack_item_source_name(item, language),
        source_id=None
        if item.source is None or item.kind is AbilityKind.SPELL
        else int(item.source),
        controller=controller,
        chapter=roman(item.chapter) if item.chapter else "",
        text=stack_item_text(item, language),
        effect=describe_effect(item.effect, language) if item.effect is not None else "",
    )
