"""Auras and Equipment on the table: what each is attached to (303.4, 301.5).

A permanent's menu gets *Attach to* (a submenu of the other permanents, by seat) and *Unattach*
while it is attached. An Aura that enters the battlefield attached to nothing, as one put onto the
battlefield (or cast) at a paper table does, is offered the same list at once, over its tile:
303.4f has the player putting it there choose what it enchants. Escape leaves it unattached, to
be attached from its menu later. Each choice is one engine action
(:class:`~saga_table.engine.actions.AttachTo`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMenu

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.ids import ObjectId

if TYPE_CHECKING:
    from saga_table.engine.state import GameObject
    from saga_table.qt.main_window import MainWindow

__all__ = ["Attaching"]

#: The subtypes of what is attached to something.
_ATTACHED_KINDS = frozenset({"Aura", "Equipment", "Fortification"})


class Attaching(QObject):
    """``offer``: the menu opened by itself over an Aura that entered unattached, while open."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.offer: QMenu | None = None
        self._last_step = ""
        self.controller.history_step.connect(self._note_step)
        self.controller.game_changed.connect(self._on_game_changed)

    def _subtypes(self, obj: GameObject) -> frozenset[str]:
        chars = self.controller.characteristics().get(obj.id)
        return frozenset(chars.subtypes) if chars is not None else frozenset()

    def _fill(self, menu: QMenu, obj: GameObject) -> int:
        """One entry per other permanent, the one ``obj`` is on checked; how many."""
        state = self.controller.state
        perform = self.controller.perform
        count = 0
        for other in state.permanents():
            if other.id == obj.id:
                continue
            label = self.tr("{card} ({player})").format(
                card=self.controller.card_name(int(other.id)),
                player=state.players[other.controller].name,
            )
            entry = menu.addAction(label)
            entry.setCheckable(True)
            entry.setChecked(obj.attached_to == other.id)
            entry.triggered.connect(
                lambda _=False, source=obj.id, target=other.id: perform(a.AttachTo(source, target))
            )
            count += 1
        return count

    def add_entries(self, menu: QMenu, obj: GameObject) -> None:
        """*Attach to* and *Unattach* in a permanent's menu, for an Aura, Equipment or
        Fortification."""
        if not _ATTACHED_KINDS & self._subtypes(obj):
            return
        attach = menu.addMenu(self.tr("Attach to"))
        attach.setEnabled(self._fill(attach, obj) > 0)
        if obj.attached_to is not None:
            unattach = menu.addAction(self.tr("Unattach"))
            unattach.triggered.connect(lambda: self.controller.perform(a.AttachTo(obj.id, None)))

    # ---------------------------------------------------------------- an Aura that entered

    def _note_step(self, kind: str) -> None:
        self._last_step = kind

    def _on_game_changed(self, events: object) -> None:
        """An action (not an undo or a redo) made an Aura enter unattached: offer the list."""
        if not events or self._last_step != "apply":
            return
        state = self.controller.state
        if state.decision is not None:
            return
        for event in events:  # type: ignore[attr-defined]
            if not isinstance(event, ev.PermanentEntered):
                continue
            obj = state.objects.get(event.object)
            if (
                obj is not None
                and obj.attached_to is None
                and obj.id in state.battlefield
                and "Aura" in self._subtypes(obj)
            ):
                QTimer.singleShot(0, lambda oid=int(obj.id): self.offer_attach(oid))
                return

    def offer_attach(self, object_id: int) -> QMenu | None:
        """The list of what the Aura ``object_id`` can enchant, opened over its tile with the
        first entry selected (arrows and Enter choose, Escape leaves it unattached)."""
        state = self.controller.state
        obj = state.objects.get(ObjectId(object_id))
        if obj is None or obj.attached_to is not None or obj.id not in state.battlefield:
            return None
        menu = QMenu(self.window)
        title = self.tr("Attach {card} to (303.4f)").format(
            card=self.controller.card_name(object_id)
        )
        menu.setTitle(title)
        menu.setAccessibleName(title)
        header = menu.addAction(title)
        header.setEnabled(False)
        menu.addSeparator()
        if self._fill(menu, obj) == 0:
            menu.deleteLater()
            return None
        widget = next(
            (
                w
                for field in self.window.battlefields
                for w in field.card_widgets()
                if getattr(w.view(), "object_id", None) == object_id
            ),
            None,
        )
        where = widget if widget is not None else self.window
        menu.aboutToHide.connect(menu.deleteLater)
        menu.destroyed.connect(lambda: setattr(self, "offer", None))
        self.offer = menu
        menu.popup(where.mapToGlobal(where.rect().center()))
        first = next((x for x in menu.actions() if x.isEnabled() and not x.isSeparator()), None)
        if first is not None:
            menu.setActiveAction(first)
        return menu
