"""The paper table in the window: any card for any player, seat menus, control and counters.

- **Put a card onto the battlefield** (Ctrl+P, the Cards menu, a seat's menu, a right click on
  a battlefield's empty part): :class:`~saga_table.qt.dialogs.put_card.PutCardDialog`, one
  action. The cards used are remembered (settings) and offered first next time.
- **A seat's menu** (right click on a seat): a life total or a difference typed ("17", "-3",
  "+5"), poison the same way, a paper seat's hand size, put a card for this player, proliferate
  for them (Ctrl+U, Cards menu: for the chosen seat), concede.
- **A permanent's menu** gets: gain control (lasting or until end of turn), counters of any
  kind, and "until end of turn: +X/+Y".
- **Dragging a permanent** onto another player's battlefield gives that player control of it.

Each gesture is one engine action, so one undo step and one log line.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from saga_table.engine import actions as a
from saga_table.engine.cards import ContinuousEffectSpec
from saga_table.engine.ids import OPPONENT, ObjectId, PlayerId, Zone
from saga_table.engine.state import Duration, GameObject, ResolveByHandDecision
from saga_table.persistence.settings import MAX_RECENT_CARDS
from saga_table.qt.fitting import say_problem
from saga_table.qt.paper_gestures import BackgroundMenu, PermanentDrag

if TYPE_CHECKING:
    from collections.abc import Callable

    from saga_table.catalog.lookup import CardLookup
    from saga_table.engine.setup import GameSetup
    from saga_table.qt.dialogs.position_editor import PositionEditor
    from saga_table.qt.dialogs.put_card import PutCardDialog
    from saga_table.qt.main_window import MainWindow

__all__ = ["PaperTable"]


class PaperTable(QObject):
    """The paper-table commands of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self._lookup: CardLookup | None = None
        self.put_dialog: PutCardDialog | None = None
        self.small_dialog: Any = None
        self._drag = PermanentDrag(self)
        acts = window.commands
        acts.put_any_card.triggered.connect(lambda: self.open_put_card())
        acts.proliferate.triggered.connect(lambda: self.ask_proliferate())
        acts.set_up_position.triggered.connect(lambda: self.open_position_editor())
        self.position_editor: PositionEditor | None = None
        window.files.card_data_changed.connect(self._card_data_changed)

    # ------------------------------------------------------------------ wiring

    def watch_application(self) -> None:
        """Watch the application's mouse events for drags of permanents (a permanent's widget
        is made anew at each change: watch them all); see :meth:`MainWindow.watch_application`."""
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self._drag)

    def table_built(self) -> None:
        """Connect the new seats and battlefields (after the window built its table)."""
        for seat in self.window.seats:
            seat.context_menu_requested.connect(self.popup_seat_menu)
        for player, battlefield in enumerate(self.window.battlefields):
            battlefield.installEventFilter(BackgroundMenu(self, player, battlefield))
            battlefield.setProperty("paper_player", player)

    def close(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self._drag)

    # ------------------------------------------------------------------ the card search

    @property
    def lookup(self) -> CardLookup:
        if self._lookup is None:
            from saga_table.catalog.lookup import default_lookup
            from saga_table.persistence.paths import app_paths

            self._lookup = default_lookup(app_paths().data_dir)
        return self._lookup

    def _card_data_changed(self) -> None:
        self._lookup = None

    def open_put_card(
        self,
        controller: int | None = None,
        *,
        answer: Any = None,
        parent: QWidget | None = None,
        destination: str = "battlefield",
    ) -> PutCardDialog:
        """The card search (window-modal, not blocking), for ``controller`` (the chosen player
        when None). Its answer is performed as one action (or given to ``answer``)."""
        from saga_table.qt.dialogs.put_card import PutCardDialog

        if self.put_dialog is not None:
            self.put_dialog.reject()
        state = self.controller.state
        who = self.window.chosen_player if controller is None else controller
        dialog = PutCardDialog(
            self.lookup,
            [p.name for p in state.players],
            controller=who,
            language=self.controller.language,
            recent=self.window.ui_settings.recent_cards,
            # unseen cards in each paper seat's hand (a position being placed takes from none)
            hands=None
            if answer is not None
            else [p.hidden_hand if p.paper else None for p in state.players],
            resolving=isinstance(state.decision, ResolveByHandDecision),
            destination=destination,
            parent=parent or self.window,
        )
        self.put_dialog = dialog
        dialog.custom_card_requested.connect(lambda name: self._make_custom_card(dialog, name))
        dialog.finished.connect(lambda _r: self._put_finished(dialog, answer))
        dialog.open()
        return dialog

    def _put_finished(self, dialog: PutCardDialog, answer: Any = None) -> None:
        if self.put_dialog is dialog:
            self.put_dialog = None
        action = dialog.result_value()
        card = dialog.chosen_card()
        dialog.deleteLater()
        if action is None or card is None:
            return
        if answer is not None:
            answer(action)
            self.remember_card(card.name)
        elif self.controller.perform(action):
            self.remember_card(card.name)

    # ------------------------------------------------------------------ set up position

    def open_position_editor(self, setup: GameSetup | None = None) -> PositionEditor:
        """Set up position (window-modal): for ``setup`` (from New game), or else for the game
        in progress, seeded from where it is now."""
        from saga_table.engine.setup import setup_at
        from saga_table.qt.dialogs.position_editor import PositionEditor

        original = self.controller.game
        files = self.window.game_files
        kept = files.kept()  # the previews replace the game on the table; Cancel puts it back
        dropped = False
        if setup is None:
            state = self.controller.state
            dropped = bool(state.stack) or state.decision is not None
            setup = setup_at(state, original.setup)

        def put_card(player: int, place: Callable[[a.Action], None], where: str) -> object:
            return self.open_put_card(player, answer=place, parent=editor, destination=where)

        self.position_editor = editor = PositionEditor(
            setup,
            preview=self.controller.replace_game,
            put_card=put_card,
            language=self.controller.language,
            parent=self.window,
        )

        def done(_result: int) -> None:
            game = editor.result_value()
            if self.position_editor is editor:
                self.position_editor = None
            editor.deleteLater()
            if game is None:
                self.controller.replace_game(original)
                files.restore(kept)
            else:
                self.controller.replace_game(game)
                files.mark_unsaved_work()

        if dropped:  # a position has no stack (and nothing waiting): say what is left out
            say_problem(
                editor.problem,
                self.tr(
                    "The stack and any waiting choice are not part of a position: "
                    "they are left out."
                ),
            )
        editor.finished.connect(done)
        editor.open()
        return editor

    def remember_card(self, name: str) -> None:
        """Put ``name`` first in the recent cards (saved with the settings)."""
        ui = self.window.ui_settings
        recent = (name, *(n for n in ui.recent_cards if n != name))[:MAX_RECENT_CARDS]
        self.window.ui_settings = replace(ui, recent_cards=recent)
        self.window.settings_changed.emit(self.window.ui_settings)

    def _make_custom_card(self, dialog: PutCardDialog, name: str) -> None:
        """ "Make a custom card named …": the custom card editor with the name filled in; the
        card is saved with the custom cards and then offered in the search."""
        from saga_table.qt.dialogs.custom_card import CustomCardDialog

        editor = CustomCardDialog(parent=dialog)
        editor.name.setText(name)
        self.small_dialog = editor

        def done(_result: int) -> None:
            card = editor.result_value()
            editor.deleteLater()
            if card is None:
                return
            from saga_table.catalog.custom import CustomCards, CustomCardsError
            from saga_table.persistence.paths import app_paths

            try:
                CustomCards(app_paths().data_dir).add(card)
            except (CustomCardsError, OSError) as exc:
                dialog.status.setText(str(exc))
                dialog.status.setVisible(True)
                return
            self.window.files.card_data_changed.emit()
            dialog.lookup = self.lookup
            dialog.search.setText(card.name)
            dialog.refresh()  # (the same text again changes nothing: the new card is searched)

        editor.finished.connect(done)
        editor.open()

    # ------------------------------------------------------------------ a seat's menu

    def popup_seat_menu(self, player: int, pos: QPoint) -> None:
        menu = self.seat_menu(player)
        if menu is not None:
            menu.popup(pos)

    def seat_menu(self, player: int) -> QMenu | None:
        state = self.controller.state
        if not 0 <= player < len(state.players):
            return None
        seat = state.players[player]
        menu = QMenu(self.window)
        menu.setAccessibleName(seat.name)
        left = seat.left_game or state.game_over
        put = menu.addAction(self.tr("Put a card onto the battlefield…"))
        put.triggered.connect(lambda: self.open_put_card(player))
        menu.addSeparator()
        life = menu.addAction(self.tr("Life total…"))
        life.triggered.connect(lambda: self.ask_life(player))
        poison = menu.addAction(self.tr("Poison counters…"))
        poison.triggered.connect(lambda: self.ask_poison(player))
        commander = menu.addAction(self.tr("Commander damage…"))
        commander.triggered.connect(lambda: self.ask_commander_damage(player))
        proliferate = menu.addAction(self.tr("Proliferate…"))
        proliferate.triggered.connect(lambda: self.ask_proliferate(player))
        if seat.paper:
            hand = menu.addAction(self.tr("Cards in hand…"))
            hand.triggered.connect(lambda: self.ask_hand_size(player))
            graveyard = menu.addAction(self.tr("Cards in graveyard…"))
            graveyard.triggered.connect(lambda: self.ask_graveyard_size(player))
        crown = menu.addAction(self.tr("Becomes the monarch"))
        crown.setEnabled(state.monarch != player)
        crown.triggered.connect(lambda: self.window.gestures.crown(player))
        menu.addSeparator()
        concede = menu.addAction(self.tr("Concede"))
        concede.triggered.connect(lambda: self.controller.perform(a.Concede(PlayerId(player))))
        for action in menu.actions():
            if action is not concede and action.text() and action is not put:
                action.setEnabled(action.isEnabled() and not left)
        put.setEnabled(not left)
        concede.setEnabled(not left)
        return menu

    def _amount(self, title: str, what: str, current: int, perform: Any, total: Any = None) -> Any:
        from saga_table.qt.dialogs.paper_dialogs import AmountDialog

        dialog = AmountDialog(title, what, current, parent=self.window)
        self.small_dialog = dialog

        def done(_result: int) -> None:
            delta = dialog.result_value()
            dialog.deleteLater()
            if self.small_dialog is dialog:
                self.small_dialog = None
            if delta and total is not None and dialog.typed_total():
                total(current + delta)
            elif delta:
                perform(delta)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def ask_life(self, player: int) -> Any:
        seat = self.controller.state.players[player]
        return self._amount(
            self.tr("{player}'s life").format(player=seat.name),
            self.tr("Life"),
            seat.life,
            lambda d: self.controller.perform(a.ChangeLife(PlayerId(player), d)),
            total=lambda t: self.controller.perform(a.SetLife(PlayerId(player), t)),
        )

    def ask_opponent_life(self) -> Any:
        """The goldfish opponent's life by hand ("-3" for a Lightning Bolt): one ChangeLife."""
        opponent = self.controller.state.opponent
        if opponent is None:
            return None
        return self._amount(
            self.tr("The opponent's life"),
            self.tr("Life"),
            opponent.life,
            lambda d: self.controller.perform(a.ChangeLife(OPPONENT, d)),
        )

    def ask_poison(self, player: int) -> Any:
        seat = self.controller.state.players[player]
        return self._amount(
            self.tr("{player}'s poison counters").format(player=seat.name),
            self.tr("Poison"),
            seat.poison,
            lambda d: self.controller.perform(a.AddPlayerCounters(PlayerId(player), "poison", d)),
        )

    def ask_proliferate(self, player: int | None = None) -> Any:
        """Proliferate for ``player`` (the chosen seat by default): the rows to tick, then one
        engine action (701.34a)."""
        from saga_table.qt.dialogs.proliferate import ProliferateDialog, proliferate_rows

        who = self.window.chosen_player if player is None else player
        rows = proliferate_rows(self.controller, who)
        name = self.controller.state.players[who].name
        dialog = ProliferateDialog(name, rows, parent=self.window)
        self.small_dialog = dialog

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if self.small_dialog is dialog:
                self.small_dialog = None
            if value is not None and (value[0] or value[1]):
                objects, players = value
                self.controller.perform(
                    a.Proliferate(
                        PlayerId(who),
                        objects=tuple(ObjectId(i) for i in objects),
                        players=tuple(PlayerId(i) for i in players),
                    )
                )

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def ask_commander_damage(self, player: int) -> Any:
        from saga_table.qt.dialogs.paper_dialogs import CommanderDamageDialog

        state = self.controller.state
        commanders = [
            state.objects[i].card.name
            for p in state.players
            for i in state.zone(p.id, Zone.COMMAND)
            if state.objects[i].is_commander
        ]
        commanders += [o.card.name for o in state.permanents() if o.is_commander]
        dialog = CommanderDamageDialog(
            state.players[player].commander_damage, commanders, parent=self.window
        )
        self.small_dialog = dialog

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if value is not None:
                name, delta = value
                self.controller.perform(a.ChangeCommanderDamage(PlayerId(player), name, delta))

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def ask_hand_size(self, player: int) -> Any:
        state = self.controller.state
        seat = state.players[player]
        current = state.hand_size(PlayerId(player))
        return self._amount(
            self.tr("{player}'s hand").format(player=seat.name),
            self.tr("Cards in hand"),
            current,
            lambda d: self.controller.perform(a.SetHandSize(PlayerId(player), max(0, current + d))),
        )

    def ask_graveyard_size(self, player: int) -> Any:
        state = self.controller.state
        seat = state.players[player]
        current = len(state.zone(PlayerId(player), Zone.GRAVEYARD)) + seat.hidden_graveyard
        return self._amount(
            self.tr("{player}'s graveyard").format(player=seat.name),
            self.tr("Cards in graveyard"),
            current,
            lambda d: self.controller.perform(
                a.SetGraveyardSize(PlayerId(player), max(0, current + d))
            ),
        )

    # ------------------------------------------------------------------ a permanent's menu

    def extend_card_menu(self, menu: QMenu, obj: GameObject) -> None:
        """Control, counters and a pump, added to a permanent's context menu."""
        if obj.zone is not Zone.BATTLEFIELD:
            return
        oid = obj.id
        perform = self.controller.perform
        menu.addSeparator()
        minus = menu.addAction(self.tr("Put a -1/-1 counter"))
        minus.triggered.connect(lambda: perform(a.AddCounters(oid, "-1/-1", 1)))
        counters = menu.addAction(self.tr("Counters…"))
        counters.triggered.connect(lambda: self.ask_counters(int(oid)))
        pump = menu.addAction(self.tr("Until end of turn: +X/+Y…"))
        pump.triggered.connect(lambda: self.ask_pump(int(oid)))
        control = menu.addAction(self.tr("Gain control…"))
        control.setEnabled(len(self.controller.state.players) > 1)
        control.triggered.connect(lambda: self.ask_control(int(oid)))

    def ask_counters(self, object_id: int) -> Any:
        from saga_table.qt.dialogs.paper_dialogs import CountersDialog

        dialog = CountersDialog(parent=self.window)
        self.small_dialog = dialog

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if value is None:
                return
            kind, amount = value
            oid = ObjectId(object_id)
            if amount > 0:
                self.controller.perform(a.AddCounters(oid, kind, amount))
            else:
                self.controller.perform(a.RemoveCounters(oid, kind, -amount))

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def ask_pump(self, object_id: int) -> Any:
        from saga_table.qt.dialogs.paper_dialogs import PumpDialog

        dialog = PumpDialog(parent=self.window)
        self.small_dialog = dialog

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if value is None:
                return
            power, toughness = value
            self.controller.perform(
                a.ApplyEffect(
                    (ObjectId(object_id),),
                    ContinuousEffectSpec(pt_delta=(power, toughness)),
                    Duration.UNTIL_END_OF_TURN,
                    text=f"{power:+d}/{toughness:+d}",
                )
            )

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def ask_control(self, object_id: int) -> Any:
        from saga_table.qt.dialogs.paper_dialogs import ControlDialog

        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return None
        names = [p.name for p in self.controller.state.players]
        dialog = ControlDialog(names, current=int(obj.controller), parent=self.window)
        self.small_dialog = dialog

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if value is None:
                return
            player, duration = value
            self.gain_control(object_id, player, duration)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def gain_control(
        self, object_id: int, player: int, duration: Duration = Duration.PERMANENT
    ) -> bool:
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return False
        if int(obj.controller) == player:  # the controller now (control effects applied)
            return False
        return self.controller.perform(a.GainControl(obj.id, PlayerId(player), duration))

    def drop_permanent(self, object_id: int, player: int) -> bool:
        """A permanent dropped on a battlefield: that player gains control of it (lasting)."""
        return self.gain_control(object_id, player)

    def battlefield_menu(self, player: int) -> QMenu:
        """A battlefield's own menu (a right click beside the cards)."""
        menu = QMenu(self.window)
        name = self.controller.player_name(player)
        menu.setAccessibleName(self.tr("{player}'s battlefield").format(player=name))
        put = menu.addAction(self.tr("Put a card onto the battlefield…"))
        put.triggered.connect(lambda: self.open_put_card(player))
        token = menu.addAction(self.tr("Create tokens…"))

        def tokens() -> None:
            self.window.choose_player(player)
            self.window.dialogs.create_token()

        token.triggered.connect(tokens)
        return menu
