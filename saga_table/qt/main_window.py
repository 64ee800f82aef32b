"""The main window: the phase bar with Next, the table, the stack, the log and a hand.

The window is the composition of parts, each in its own module:

- :class:`~saga_table.qt.top_bar.TopBar`: the phase bar, the turn, what Next does, and Next;
- :class:`~saga_table.qt.side_panel.SidePanel`: the crown's tray, the stack, the log;
- the table (:mod:`saga_table.qt.table`): a seat and a battlefield per player, built here;
- :class:`~saga_table.qt.panels.HandPanel` in a dock: the chosen player's hand;
- :class:`~saga_table.qt.menus.WindowMenus`: the menu bar over
  :class:`~saga_table.qt.actions.GameActions`, and when each action can be used;
- :class:`~saga_table.qt.gestures.Gestures`: what a gesture on the table means, as an action;
- :class:`~saga_table.qt.decisions.DecisionDialogs`: the dialogs for the engine's decisions;
- :class:`~saga_table.qt.play_dialogs.PlayDialogs`: tokens, combat and the zone viewers;
- :class:`~saga_table.qt.card_menus.CardMenus`: the context menus of cards;
- :class:`~saga_table.qt.game_files.GameFiles` (New, Open, Save) and
  :class:`~saga_table.qt.file_menu.FileMenu` (recent games, log export, card data, Help).

Every change to the game goes through :meth:`GameController.perform`; models and the parts
refresh from the events that come back. The methods below the parts are the window's public
face (tests, the app and the smoke check use them); each hands over to the part that does it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine import actions as a
from saga_table.engine.ids import Zone
from saga_table.engine.state import Decision
from saga_table.qt.actions import GameActions
from saga_table.qt.card_menus import CardMenus
from saga_table.qt.controller import GameController
from saga_table.qt.decisions import DecisionDialogs
from saga_table.qt.deck_games import DeckGames
from saga_table.qt.game_files import GameFiles
from saga_table.qt.gestures import Gestures
from saga_table.qt.menus import WindowMenus
from saga_table.qt.models.battlefield import BattlefieldModel
from saga_table.qt.models.log import LogModel
from saga_table.qt.models.players import PlayersModel
from saga_table.qt.models.stack import StackModel
from saga_table.qt.models.zones import ZoneModel
from saga_table.qt.panels import HandCardDelegate, HandPanel
from saga_table.qt.play_dialogs import PlayDialogs
from saga_table.qt.recent_files import RecentFiles
from saga_table.qt.settings_bridge import UiSettings
from saga_table.qt.side_panel import SidePanel
from saga_table.qt.table import BattlefieldView, PlayerArea, TableView
from saga_table.qt.top_bar import TopBar
from saga_table.qt.widgets.seat_widget import SeatWidget

# The dialogs are imported when first opened: the first paint of the window needs none of them.
if TYPE_CHECKING:
    from saga_table.qt.attaching import Attaching
    from saga_table.qt.designations_menu import DesignationsMenu
    from saga_table.qt.dialogs.settings import SettingsDialog
    from saga_table.qt.dialogs.zone_viewer import ZoneViewer
    from saga_table.qt.keys import WindowKeys
    from saga_table.qt.turn_changes import TurnChanges
    from saga_table.qt.zoom import TableZoom

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The window over one :class:`GameController`.

    ``decision_dialog`` is the dialog open for the waiting decision (None when none is open).
    ``language_change_requested(code)`` asks the application to speak another language (it
    builds the window anew).
    """

    language_change_requested = Signal(str)
    settings_changed = Signal(object)

    def __init__(
        self,
        controller: GameController,
        *,
        settings: UiSettings | None = None,
        recent_files: RecentFiles | None = None,
        parent: QWidget | None = None,
        watch_application: bool = True,
    ) -> None:
        super().__init__(parent)
        #: Whether the window's filters of the application's events are installed (the app
        #: installs them once the window has been painted: :meth:`watch_application`).
        self.watching_application = False
        self.controller = controller
        self.ui_settings = settings or UiSettings()
        self.recent_files = recent_files if recent_files is not None else RecentFiles(parent=self)
        controller.carry_out_effects = self.ui_settings.carry_out_effects
        self.commands = GameActions(self)
        self.chosen_player = int(controller.state.turn.active)
        #: The active player the window last showed: the chosen player follows the turn from
        #: them to the next (see :meth:`_follow_the_turn`).
        self._active_shown = self.chosen_player
        self.setWindowTitle(self.tr("Saga Table"))
        self.setAccessibleName(self.windowTitle())

        # Models that live as long as the window.
        self.players_model = PlayersModel(controller, self)
        self.stack_model = StackModel(controller, self)
        self.log_model = LogModel(controller, self)
        self.hand_model: ZoneModel | None = None

        # The top bar, the side panel, and the table between them.
        self.top_bar = TopBar(controller)
        self.phase_bar = self.top_bar.phase_bar
        self.turn_label = self.top_bar.turn_label
        self.next_hint = self.top_bar.next_hint
        self.next_button = self.top_bar.next_button
        self.side_panel = SidePanel(self.stack_model, self.log_model)
        self.crown_tray = self.side_panel.crown_tray
        self.stack_panel = self.side_panel.stack_panel
        self.log_view = self.side_panel.log_view
        self.log_title = self.side_panel.log_title
        self.side = self.side_panel.side
        self.table_holder = QWidget()
        self.table_layout = QVBoxLayout(self.table_holder)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.table: TableView | None = None
        #: View > Zoom in / Zoom out (the menus make it).
        self.zoom: TableZoom
        #: The Designations menu (the menus make it).
        self.designations: DesignationsMenu
        self.battlefield_models: list[BattlefieldModel] = []
        self.battlefields: list[BattlefieldView] = []
        self.seats: list[SeatWidget] = []
        self.body = QSplitter(Qt.Orientation.Horizontal)
        self.body.addWidget(self.table_holder)
        self.body.addWidget(self.side_panel)
        self.body.setStretchFactor(0, 1)
        self.body.setStretchFactor(1, 0)
        self.body.setChildrenCollapsible(False)
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(self.top_bar)
        central_layout.addWidget(self.body, 1)
        self.setCentralWidget(central)

        # The hand, in a dock at the bottom.
        self.hand_panel = HandPanel()
        self.hand_dock = QDockWidget(self.tr("Hand"), self)
        self.hand_dock.setObjectName("HandDock")
        self.hand_dock.setWidget(self.hand_panel)
        self.hand_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.hand_dock)

        # The parts that do things.
        self.gestures = Gestures(self)
        self.crown_tray.crown.menu_requested.connect(self.gestures.crown_menu)
        self.decisions = DecisionDialogs(self)
        self.dialogs = PlayDialogs(self)
        self.card_menus = CardMenus(self)
        self.game_files = GameFiles(self)
        self.deck_games = DeckGames(self)
        self.menus = WindowMenus(self)
        self.files = self.menus.install()
        self.menus.connect_actions()
        if not self.ui_settings.side_panel:  # (hidden at the last start: F9)
            self.show_side_panel(False)
        from saga_table.qt.paper_table import PaperTable

        self.paper = PaperTable(self)
        self.top_bar.opponent_life_requested.connect(self.paper.ask_opponent_life)
        self._turn_changes: TurnChanges | None = None
        self._attaching: Attaching | None = None
        acts = self.commands
        acts.extra_turn.triggered.connect(lambda: self.turn_changes.ask_extra_turn())
        acts.extra_phases.triggered.connect(lambda: self.turn_changes.ask_extra_phases())
        acts.skip.triggered.connect(lambda: self.turn_changes.ask_skip())
        from saga_table.qt.lab.menu import LabMenu  # the lab itself loads when it opens

        self.lab_menu = LabMenu(self)
        self.lab_menu.install(self.menuBar())
        controller.game_changed.connect(self._on_game_changed)
        controller.game_replaced.connect(self._on_game_replaced)

        self._build_table()
        #: The window's keys (:attr:`keys`): made with the application's filters, or when asked.
        self._keys: WindowKeys | None = None
        if watch_application:
            self.watch_application()
        self.statusBar().showMessage(self.tr("Ready"))
        self.refresh()

    # ---------------------------------------------------------------- the table

    def _build_table(self) -> None:
        """(Re)build the seats and battlefields for the players of the current game."""
        if self.table is not None:
            self.table_layout.removeWidget(self.table)
            self.table.hide()
            self.table.deleteLater()
        for model in self.battlefield_models:
            model.deleteLater()
        state = self.controller.state
        gestures = self.gestures
        self.battlefield_models = []
        self.battlefields = []
        self.seats = []
        areas = []
        for player in range(len(state.players)):
            model = BattlefieldModel(self.controller, player, self)
            battlefield = BattlefieldView(model)
            battlefield.setAccessibleName(
                self.tr("{player}'s battlefield").format(player=state.players[player].name)
            )
            battlefield.lore_change_requested.connect(gestures.change_lore)
            battlefield.tap_toggle_requested.connect(gestures.toggle_tapped)
            battlefield.flip_requested.connect(gestures.flip)
            battlefield.context_menu_requested.connect(self.card_menus.popup_card_menu)
            battlefield.card_dropped.connect(gestures.drop_card)
            seat = SeatWidget(self.controller.seat_view(player))
            seat.life_change_requested.connect(gestures.change_life)
            seat.monarch_drop_requested.connect(gestures.crown)
            seat.crown.menu_requested.connect(gestures.crown_menu)
            seat.chosen_requested.connect(self.choose_player)
            seat.setMinimumWidth(180)
            seat.setMaximumWidth(220)
            seat.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
            self.battlefield_models.append(model)
            self.battlefields.append(battlefield)
            self.seats.append(seat)
            areas.append(PlayerArea(seat, battlefield))
        self.table = TableView(areas, zoom=self.zoom.zoom())
        self.table.zoom_requested.connect(self.zoom.step)
        if self.watching_application:
            self.table.watch_application()
        self.table_layout.addWidget(self.table)
        names = [p.name for p in state.players]
        self.chosen_player = self._active_shown = int(state.turn.active)
        self.hand_panel.set_players(names, self.chosen_player)
        self._set_hand_model(self.chosen_player)
        solo = len(state.players) == 1
        has_cards = any(
            state.zone(p.id, Zone.LIBRARY) or state.zone(p.id, Zone.HAND) for p in state.players
        )
        self.hand_dock.setVisible(solo or (has_cards and len(state.players) <= 2))
        self.resizeDocks(
            [self.hand_dock], [HandCardDelegate.SIZE.height() + 44], Qt.Orientation.Vertical
        )
        self.paper.table_built()

    @property
    def turn_changes(self) -> TurnChanges:
        """Extra turns, added phases and skips (Turn menu), made when first used."""
        if self._turn_changes is None:
            from saga_table.qt.turn_changes import TurnChanges

            self._turn_changes = TurnChanges(self)
        return self._turn_changes

    @property
    def attaching(self) -> Attaching:
        """Auras and Equipment: the menu entries and the offer when an Aura enters unattached.
        Made with the application's filters, once the window is painted (or when asked)."""
        if self._attaching is None:
            from saga_table.qt.attaching import Attaching

            self._attaching = Attaching(self)
        return self._attaching

    @property
    def keys(self) -> WindowKeys:
        """The window's keyboard and focus (its filter and the buttons' key tips), made when
        first needed: the app's first paint waits for neither (they are made, with the
        application's filters, once the window is painted)."""
        if self._keys is None:
            from saga_table.qt.keys import WindowKeys

            self._keys = WindowKeys(self)
            self._keys.name_keys()
        return self._keys

    def watch_application(self) -> None:
        """Install the window's filters of every event of the application: its keys, the
        table's preview and zoom, dragging permanents. Until then the window shows the game and
        its menus and buttons work, but those keys and drags do not.

        The app calls this once the window has been painted (``watch_application=False``): with
        a Python filter on the application, PySide6 wraps each object an event goes to, and the
        first of Qt's private objects (the animation timer, the gesture manager) makes it create
        the Python types and enums of nearly all of Qt at once, some 20 ms that the first paint
        need not wait for."""
        if self.watching_application:
            return
        self.watching_application = True
        self.keys.install()
        _ = self.attaching  # (it watches for an Aura entering from now on)
        self.paper.watch_application()
        if self.table is not None:
            self.table.watch_application()

    def _set_hand_model(self, player: int) -> None:
        old = self.hand_model
        self.hand_model = ZoneModel(self.controller, player, Zone.HAND, self)
        self.hand_panel.set_model(self.hand_model)
        self.hand_dock.setWindowTitle(
            self.tr("{player}'s hand").format(player=self.controller.player_name(player))
        )
        if old is not None:
            old.deleteLater()

    def choose_player(self, player: int, *, announce: bool = True) -> None:
        """Whose hand the dock shows and whom Draw, Library, life and crown actions are for."""
        if not 0 <= player < len(self.controller.state.players):
            return
        self.chosen_player = player
        box = self.hand_panel.player_box
        if box.currentIndex() != player:
            box.blockSignals(True)  # (its signal would choose the same player once more)
            box.setCurrentIndex(player)
            box.blockSignals(False)
        self._set_hand_model(player)
        self._show_seats()
        if announce:
            self.statusBar().showMessage(
                self.tr("Chosen player: {player}").format(
                    player=self.controller.player_name(player)
                ),
                3000,
            )

    def _show_seats(self) -> None:
        """Each seat's view, the chosen player's marked as chosen."""
        c = self.controller
        for player, seat in enumerate(self.seats):
            seat.set_view(replace(c.seat_view(player), chosen=player == self.chosen_player))

    def choose_next_player(self) -> None:
        self.choose_player((self.chosen_player + 1) % len(self.controller.state.players))

    def focus_table(self) -> None:
        for battlefield in self.battlefields:
            cards = battlefield.card_widgets()
            if cards:
                cards[0].setFocus()
                return
        self.next_button.setFocus()

    def show_side_panel(self, shown: bool, *, focus: bool = False) -> None:
        """View > Stack and log (F9): the side panel shown, or hidden so that the table has the
        window's width; F7 shows it again and goes to the stack. (What Next does stays in the
        top bar either way.)"""
        self.side_panel.setVisible(shown)
        action = self.commands.show_side
        if action.isChecked() != shown:
            action.setChecked(shown)
        if focus and shown:
            self.stack_panel.view.setFocus()
        if getattr(self.ui_settings, "side_panel", True) != shown:  # remembered (settings)
            self.ui_settings = replace(self.ui_settings, side_panel=shown)
            self.settings_changed.emit(self.ui_settings)

    def focus_hand(self) -> None:
        """F8: the hand, with a card chosen so the keyboard has something to show (arrows move,
        Play and Discard act on it)."""
        self.hand_dock.show()
        view = self.hand_panel.view
        view.setFocus()
        model = view.model()
        if model is not None and model.rowCount() and not view.selectionModel().hasSelection():
            current = view.currentIndex()
            view.setCurrentIndex(current if current.isValid() else model.index(0, 0))

    # ---------------------------------------------------------------- refreshing

    def _on_game_changed(self, _events: object) -> None:
        self.refresh()

    def _on_game_replaced(self) -> None:
        self.dialogs.close_viewers()
        self.paper.close()
        self._build_table()
        self.refresh()

    def _follow_the_turn(self) -> None:
        """The turn passed to another player (or an undo took it back): if the chosen player
        was the one whose turn it was, the new active player is chosen, since at a table the
        cards put and drawn are mostly theirs; a player chosen by hand for someone else stays."""
        active = int(self.controller.state.turn.active)
        if active == self._active_shown:
            return
        follow = self.chosen_player == self._active_shown
        self._active_shown = active
        if follow:
            self.choose_player(active, announce=False)

    def refresh(self) -> None:
        """Bring the seats, the phase bar, Next and the action states up to date."""
        c = self.controller
        state = c.state
        self._follow_the_turn()
        self._show_seats()
        if self.table is not None:
            for area, seat_state in zip(self.table.areas, state.players, strict=False):
                area.set_active(state.turn.active == seat_state.id and state.started)
        self.top_bar.refresh(self.decisions.text)
        self.crown_tray.setVisible(state.monarch is None and not state.game_over)
        decision = state.decision
        self.stack_panel.set_decision(self.decisions.text(decision) if decision else None)
        self.menus.refresh()

    # ---------------------------------------------------------------- settings

    def open_settings(self) -> SettingsDialog:
        from saga_table.qt.dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self.ui_settings, parent=self)
        dialog.finished.connect(lambda _r: self._apply_settings(dialog))
        dialog.open()
        return dialog

    def _apply_settings(self, dialog: SettingsDialog) -> None:
        chosen = dialog.result_value()
        dialog.deleteLater()
        if chosen is None:
            return
        old = self.ui_settings
        self.ui_settings = chosen
        self.controller.carry_out_effects = chosen.carry_out_effects
        self.settings_changed.emit(chosen)
        if chosen.language != old.language:
            self.language_change_requested.emit(chosen.language or "")

    # ---------------------------------------------------------------- the public face

    @property
    def decision_dialog(self) -> QDialog | None:
        return self.decisions.dialog

    @property
    def viewers(self) -> list[ZoneViewer]:
        return self.dialogs.viewers

    def perform(self, action: a.Action) -> bool:
        return self.controller.perform(action)

    def next(self) -> None:
        self.gestures.next()

    def resolve(self, carry_out: bool) -> bool:
        return self.gestures.resolve(carry_out)

    def change_lore(self, object_id: int, delta: int) -> None:
        self.gestures.change_lore(object_id, delta)

    def toggle_tapped(self, object_id: int) -> None:
        self.gestures.toggle_tapped(object_id)

    def change_life(self, player: int, delta: int) -> None:
        self.gestures.change_life(player, delta)

    def crown(self, player: int) -> None:
        self.gestures.crown(player)

    def play_card(self, object_id: int) -> None:
        self.gestures.play_card(object_id)

    def put_card(self, object_id: int) -> None:
        self.gestures.put_card(object_id)

    def drop_card(self, object_id: int, player: int) -> None:
        self.gestures.drop_card(object_id, player)

    def open_decision_dialog(self) -> QDialog | None:
        return self.decisions.open()

    def decision_text(self, decision: Decision) -> str:
        return self.decisions.text(decision)

    def next_text(self) -> str:
        return self.top_bar.next_text(self.decisions.text)

    def create_token(self) -> None:
        self.dialogs.create_token()

    def declare_attackers(self) -> None:
        self.dialogs.declare_attackers()

    def declare_blockers(self) -> QDialog | None:
        return self.dialogs.declare_blockers()

    def combat_damage(self) -> None:
        self.dialogs.combat_damage()

    def open_zone(self, zone: Zone, player: int | None = None) -> ZoneViewer:
        return self.dialogs.open_zone(zone, player)

    def card_menu(self, object_id: int) -> QMenu | None:
        return self.card_menus.card_menu(object_id)

    def popup_card_menu(self, object_id: int, pos: QPoint) -> None:
        self.card_menus.popup_card_menu(object_id, pos)

    def new_game(self) -> QDialog:
        return self.game_files.new_game()

    def open_record(self) -> QDialog:
        return self.game_files.open_record()

    def load_record(self, path: str) -> bool:
        return self.game_files.load_record(path)

    def save_record(self) -> QDialog:
        return self.game_files.save_record()

    def write_record(self, path: str) -> bool:
        return self.game_files.write_record(path)

    # ---------------------------------------------------------------- Qt overrides

    def closeEvent(self, event: QCloseEvent) -> None:
        # The close button asks first, as Quit does; the window closed by the app itself (a
        # new window in another language, or Discard answered) does not.
        if event.spontaneous() and (
            self.game_files.ask_box is not None or self.game_files.modified
        ):
            event.ignore()
            self.game_files.quit()
            return
        # A window-modal dialog left open would keep blocking input after the window is gone.
        self.decisions.close()
        self.dialogs.close_viewers()
        if self._keys is not None:
            self._keys.remove()
        super().closeEvent(event)
