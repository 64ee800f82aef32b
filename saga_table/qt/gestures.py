"""What a player's gesture on the table means, as an engine action.

A widget says what the player asked for (a Saga's dial turned, a card double-clicked, the crown
dropped on a seat, Next pressed); :class:`Gestures` makes the engine action and hands it to
:meth:`GameController.perform`. Nothing here changes the game any other way.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import QMenu

from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import AbilityKind
from saga_table.qt import turn_commands

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["Gestures"]


class Gestures(QObject):
    """The window's gestures; each performs at most one action."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller

    def perform(self, action: a.Action) -> bool:
        return self.controller.perform(action)

    def next(self) -> None:
        """Next: the waiting choice; else the top of the stack; else the combat damage that is
        due; else go on (:func:`saga_table.qt.turn_commands.next_command`)."""
        turn_commands.next_command(self.window)

    def pass_the_turn(self) -> None:
        turn_commands.pass_the_turn(self.window)

    def go_to_step(self, index: int) -> None:
        """A step of the phase bar was clicked: go there if it is ahead this turn."""
        turn_commands.go_to_step(self.window, index)

    def resolve(self, carry_out: bool) -> bool:
        """Resolve the top of the stack: the app carries out what it can, with the players'
        choices; a chapter it cannot carry out (or By hand) opens the resolution for the players
        to carry out, with Done (608.2)."""
        stack = self.controller.state.stack
        top = stack[-1] if stack else None
        ability = top is not None and top.kind in (AbilityKind.CHAPTER, AbilityKind.TRIGGERED)
        if ability and top is not None and (not carry_out or top.effect is None):
            return self.perform(a.ResolveByHand())
        return self.perform(a.ResolveTopOfStack(carry_out=carry_out))

    def counter_top(self) -> None:
        stack = self.controller.state.stack
        if stack:
            self.perform(a.CounterStackItem(stack[-1].id))

    def change_lore(self, object_id: int, delta: int) -> None:
        oid = ObjectId(object_id)
        if delta > 0:
            self.perform(a.AddCounters(oid, "lore", delta))
        elif delta < 0:
            # A quick turn of the wheel may ask for more than there are: remove what is there
            # (the engine refuses more than there are, to say so to a record's author).
            obj = self.controller.state.objects.get(oid)
            have = obj.counters["lore"] if obj is not None else 0
            self.perform(a.RemoveCounters(oid, "lore", min(-delta, have) if have else -delta))

    def toggle_tapped(self, object_id: int) -> None:
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return
        if obj.tapped:
            self.perform(a.UntapPermanent(obj.id))
        else:
            self.perform(a.TapPermanent(obj.id))

    def change_life(self, player: int, delta: int) -> None:
        if delta:
            self.perform(a.ChangeLife(PlayerId(player), delta))

    def crown(self, player: int) -> None:
        """Make ``player`` the monarch (one undoable action); nothing if they already are."""
        if self.controller.state.monarch == player:
            self.window.statusBar().showMessage(
                self.tr("{player} is already the monarch.").format(
                    player=self.controller.player_name(player)
                ),
                4000,
            )
            return
        self.perform(a.BecomeMonarch(PlayerId(player)))

    def crown_menu(self, where: QPoint) -> QMenu:
        """The crown clicked (or Enter on it): the players to give it to, in a menu at
        ``where``; the current monarch and a player who left are there, greyed."""
        state = self.controller.state
        menu = QMenu(self.window)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for index, player in enumerate(state.players):
            action = menu.addAction(self.tr("Make {player} the monarch").format(player=player.name))
            action.triggered.connect(partial(self.crown, index))
            action.setEnabled(state.monarch != index and not player.left_game)
        menu.popup(where)
        return menu

    def play_card(self, object_id: int) -> None:
        """Play a card from a hand: a land is played, anything else is cast."""
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return
        if "Land" in obj.printed.card_types:
            self.perform(a.PlayLand(obj.id))
        else:
            self.perform(a.CastSpell(obj.id))

    def put_card(self, object_id: int) -> None:
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is not None:
            self.perform(a.PutOntoBattlefield(obj.id))

    def discard_card(self, object_id: int) -> None:
        self.perform(a.MoveObject(ObjectId(object_id), Zone.GRAVEYARD))

    def flip(self, object_id: int) -> None:
        self.perform(a.Transform(ObjectId(object_id)))

    def counter(self, item: int) -> None:
        self.perform(a.CounterStackItem(ObjectId(item)))

    def drop_card(self, object_id: int, player: int) -> None:
        """A card dragged from a hand onto a battlefield: a land is played (by its owner), any
        other card is put onto that battlefield."""
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return
        if obj.zone is Zone.BATTLEFIELD:  # a permanent dragged to another player: control
            self.window.paper.drop_permanent(object_id, player)
            return
        if "Land" in obj.printed.card_types and obj.zone is Zone.HAND and obj.owner == player:
            self.perform(a.PlayLand(obj.id))
        else:
            self.perform(a.PutOntoBattlefield(obj.id, controller=PlayerId(player)))
