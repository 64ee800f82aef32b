"""The context menus of a permanent on the table and of a card in a hand.

Each entry performs one engine action; a menu is built anew each time it opens, from the card as
it is now. An entry that a key on the focused card does too shows that key in the menu's key
column (the text after a tab: a label, not a shortcut, since the card widget takes the key).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, Zone
from saga_table.qt.naming import object_name

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["CardMenus", "keys_text"]


def keys_text(*keys: Qt.Key) -> str:
    """The keys' names as the platform writes them, "Up / +" (QKeySequence translates them).

    >>> keys_text(Qt.Key.Key_T), keys_text(Qt.Key.Key_Up, Qt.Key.Key_Plus)
    ('T', 'Up / +')
    """
    native = QKeySequence.SequenceFormat.NativeText
    return " / ".join(QKeySequence(key).toString(native) for key in keys)


class CardMenus(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller

    def popup_card_menu(self, object_id: int, pos: QPoint) -> None:
        from saga_table.qt.keys import popup_menu  # with the window's keys, after the paint

        menu = self.card_menu(object_id)
        if menu is not None:
            popup_menu(menu, pos, select_first=self.window.keys.keyboard_menu)

    def card_menu(self, object_id: int) -> QMenu | None:
        """The context menu of a permanent (built anew each time)."""
        state = self.controller.state
        obj = state.objects.get(ObjectId(object_id))
        if obj is None:
            return None
        oid = obj.id
        chars = self.controller.characteristics().get(oid)
        menu = QMenu(self.window)
        menu.setAccessibleName(object_name(obj, self.controller.language))
        perform = self.controller.perform

        def add(label: str, action: a.Action, keys: str = "") -> QAction:
            act = menu.addAction(f"{label}\t{keys}" if keys else label)
            act.triggered.connect(lambda: perform(action))
            return act

        # The keys the card widget takes (CardWidgetBase.keyPressEvent, SagaCardWidget's lore
        # dial; Space is Next's, wherever the focus is, so T is the tap key).
        key = Qt.Key
        add(
            self.tr("Untap") if obj.tapped else self.tr("Tap"),
            a.UntapPermanent(oid) if obj.tapped else a.TapPermanent(oid),
            keys_text(key.Key_T),
        )
        if chars is not None and chars.is_saga:
            lore_up = keys_text(key.Key_Up, key.Key_Plus)
            add(self.tr("Add a lore counter"), a.AddCounters(oid, "lore", 1), lore_up)
            if obj.counters["lore"]:
                lore_down = keys_text(key.Key_Down, key.Key_Minus)
                add(self.tr("Remove a lore counter"), a.RemoveCounters(oid, "lore", 1), lore_down)
        add(self.tr("Put a +1/+1 counter"), a.AddCounters(oid, "+1/+1", 1))
        if obj.counters["+1/+1"]:
            add(self.tr("Remove a +1/+1 counter"), a.RemoveCounters(oid, "+1/+1", 1))
        if obj.card.is_double_faced:
            add(self.tr("Transform"), a.Transform(oid), keys_text(key.Key_F))
        menu.addSeparator()
        add(self.tr("Exile and return (flicker)"), a.ExileAndReturn(oid))
        if obj.zone is Zone.BATTLEFIELD:  # (a Treasure for its mana, a cost paid at the table)
            add(self.tr("Sacrifice"), a.SacrificePermanent(oid))
        add(self.tr("Put into the graveyard"), a.MoveObject(oid, Zone.GRAVEYARD))
        add(self.tr("Exile"), a.MoveObject(oid, Zone.EXILE))
        add(self.tr("Return to hand"), a.MoveObject(oid, Zone.HAND))
        add(self.tr("Put on top of the library"), a.MoveObject(oid, Zone.LIBRARY))
        self.window.paper.extend_card_menu(menu, obj)
        if obj.zone is Zone.BATTLEFIELD:
            self.window.attaching.add_entries(menu, obj)
        menu.addSeparator()
        large = menu.addAction(self.tr("Show the card large"))
        large.setShortcut("Z")  # shown beside the entry: Z over a card does the same
        table = self.window.table
        large.setEnabled(table is not None)
        if table is not None:
            large.triggered.connect(lambda: table.show_preview_of(int(oid)))
        return menu

    def popup_hand_card_menu(self, object_id: int, pos: QPoint) -> None:
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return
        menu = QMenu(self.window)
        oid = obj.id
        perform = self.controller.perform
        entries: list[tuple[str, Callable[[], object]]] = [
            (self.tr("Play"), lambda: self.window.gestures.play_card(object_id)),
            (self.tr("Onto the battlefield"), lambda: perform(a.PutOntoBattlefield(oid))),
            (self.tr("Discard"), lambda: perform(a.MoveObject(oid, Zone.GRAVEYARD))),
            (self.tr("Exile"), lambda: perform(a.MoveObject(oid, Zone.EXILE))),
            (
                self.tr("Put on top of the library"),
                lambda: perform(a.MoveObject(oid, Zone.LIBRARY)),
            ),
            (
                self.tr("Put on the bottom of the library"),
                lambda: perform(a.MoveObject(oid, Zone.LIBRARY, bottom=True)),
            ),
        ]
        for label, slot in entries:
            menu.addAction(label).triggered.connect(slot)
        from saga_table.qt.keys import popup_menu

        popup_menu(menu, pos, select_first=self.window.keys.keyboard_menu)
