"""The main window: the phase bar with Next, the table, the stack, the log and a hand.

The window is where intents become actions. A widget says what the player asked for (a Saga's dial
turned, a card double-clicked, the crown dropped on a seat); the window makes the engine action
and hands it to :meth:`GameController.perform`. Models refresh from the events that come back.

Decisions the engine waits for open as window-modal dialogs (``open()``, never a nested event
loop); their answer is performed as an action, so Undo takes it back like anything else. A
dialog closed without an answer leaves the decision waiting: Next, the banner over the stack or
Ctrl+J opens it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import (
    ChooseReadAheadDecision,
    Decision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
)
from saga_table.engine.turns import Step
from saga_table.qt.actions import GameActions
from saga_table.qt.controller import GameController
from saga_table.qt.file_menu import FileMenu
from saga_table.qt.i18n import step_name
from saga_table.qt.models.battlefield import BattlefieldModel
from saga_table.qt.models.log import LogModel
from saga_table.qt.models.players import PlayersModel
from saga_table.qt.models.stack import StackModel
from saga_table.qt.models.zones import ZoneModel
from saga_table.qt.naming import object_name, stack_item_text, stack_item_title
from saga_table.qt.panels import CrownTray, HandCardDelegate, HandPanel, LogView, StackPanel
from saga_table.qt.recent_files import RecentFiles
from saga_table.qt.settings_bridge import UiSettings
from saga_table.qt.table import BattlefieldView, PlayerArea, TableView
from saga_table.qt.widgets._card_base import CardWidgetBase
from saga_table.qt.widgets.phase_bar import PhaseBar
from saga_table.qt.widgets.seat_widget import SeatWidget

# The dialogs are imported when first opened: the first paint of the window needs none of them.
if TYPE_CHECKING:
    from saga_table.qt.dialogs.new_game import NewGameDialog
    from saga_table.qt.dialogs.settings import SettingsDialog
    from saga_table.qt.dialogs.zone_viewer import ZoneViewer

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
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.ui_settings = settings or UiSettings()
        self.recent_files = recent_files if recent_files is not None else RecentFiles(parent=self)
        controller.carry_out_effects = self.ui_settings.carry_out_effects
        self.commands = GameActions(self)
        self.decision_dialog: QDialog | None = None
        self.viewers: list[ZoneViewer] = []
        self.chosen_player = int(controller.state.turn.active)
        self.setWindowTitle(self.tr("Saga Table"))
        self.setAccessibleName(self.windowTitle())

        # Models that live as long as the window.
        self.players_model = PlayersModel(controller, self)
        self.stack_model = StackModel(controller, self)
        self.log_model = LogModel(controller, self)
        self.hand_model: ZoneModel | None = None

        # The top bar: the phase bar, the turn, and Next.
        self.phase_bar = PhaseBar(controller.phase_bar_view())
        self.phase_bar.setAccessibleName(self.tr("Phases and steps of the turn"))
        self.turn_label = QLabel()
        self.turn_label.setAccessibleName(self.tr("Turn"))
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setAccessibleName(self.tr("Next"))
        self.next_button.setMinimumSize(QSize(132, 44))
        font = self.next_button.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.next_button.setFont(font)
        self.next_button.clicked.connect(self.commands.next_step.trigger)
        self.next_hint = QLabel()
        self.next_hint.setWordWrap(True)
        # A fixed width, and room for two lines always: a hint that changes its size would move
        # the phase bar, or make the top bar taller and move (and repaint) the whole table, on
        # every step.
        metrics = self.next_hint.fontMetrics()
        self.next_hint.setFixedWidth(max(170, min(240, metrics.averageCharWidth() * 28)))
        self.next_hint.setMinimumHeight(metrics.lineSpacing() * 2 + 2)
        self.next_hint.setAccessibleName(self.tr("What Next does"))
        top = QWidget()
        top_layout = QHBoxLayout(top)
        top_layout.setContentsMargins(6, 4, 6, 4)
        top_layout.addWidget(self.phase_bar, 1)
        text_column = QVBoxLayout()
        text_column.addWidget(self.turn_label)
        text_column.addWidget(self.next_hint)
        top_layout.addLayout(text_column)
        top_layout.addWidget(self.next_button)

        # The right side: the crown's tray, the stack, the log.
        self.crown_tray = CrownTray()
        self.stack_panel = StackPanel(self.stack_model)
        self.log_view = LogView(self.log_model)
        self.log_title = QLabel(self.tr("Game log"))
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(self.log_title)
        log_layout.addWidget(self.log_view)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.addWidget(self.stack_panel)
        self.side.addWidget(log_box)
        self.side.setStretchFactor(0, 2)
        self.side.setStretchFactor(1, 3)
        side_box = QWidget()
        side_layout = QVBoxLayout(side_box)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.crown_tray)
        side_layout.addWidget(self.side, 1)
        side_box.setMinimumWidth(260)
        side_box.setMaximumWidth(340)

        # The table in the middle.
        self.table_holder = QWidget()
        self.table_layout = QVBoxLayout(self.table_holder)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.table: TableView | None = None
        self.battlefield_models: list[BattlefieldModel] = []
        self.battlefields: list[BattlefieldView] = []
        self.seats: list[SeatWidget] = []

        self.body = QSplitter(Qt.Orientation.Horizontal)
        self.body.addWidget(self.table_holder)
        self.body.addWidget(side_box)
        self.body.setStretchFactor(0, 1)
        self.body.setStretchFactor(1, 0)
        self.body.setChildrenCollapsible(False)
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(top)
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
        self.hand_dock.visibilityChanged.connect(self.commands.show_hand.setChecked)
        self.commands.show_hand.toggled.connect(self.hand_dock.setVisible)

        self._build_menus()
        self._connect()
        self._build_table()
        self._space_guard = _SpaceGuard(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self._space_guard)
        self.statusBar().showMessage(self.tr("Ready"))
        self.refresh()

    # ---------------------------------------------------------------- building

    def _build_menus(self) -> None:
        acts = self.commands
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addActions([acts.new_game, acts.open_record, acts.save_record])
        game.addSeparator()
        game.addAction(acts.settings)
        game.addSeparator()
        game.addAction(acts.quit)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([acts.undo, acts.redo])
        turn = bar.addMenu(self.tr("&Turn"))
        turn.addActions([acts.next_step, acts.advance_step, acts.pass_turn])
        turn.addSeparator()
        turn.addActions([acts.declare_attackers, acts.declare_blockers, acts.combat_damage])
        turn.addSeparator()
        turn.addActions([acts.end_combat, acts.end_turn])
        stack = bar.addMenu(self.tr("&Stack"))
        stack.addActions([acts.resolve, acts.resolve_by_hand, acts.counter, acts.answer_decision])
        cards = bar.addMenu(self.tr("&Cards"))
        cards.addActions([acts.draw, acts.library, acts.graveyard, acts.exile, acts.create_token])
        cards.addSeparator()
        cards.addActions([acts.gain_life, acts.lose_life, acts.crown_player, acts.next_player])
        view = bar.addMenu(self.tr("&View"))
        view.addActions([acts.show_hand, acts.focus_table, acts.focus_stack, acts.focus_hand])
        for action in acts.all():
            self.addAction(action)
        self.files = FileMenu(self)
        self.files.install(bar, game=game, cards=cards)

    def _connect(self) -> None:
        c = self.controller
        c.game_changed.connect(self._on_game_changed)
        c.game_replaced.connect(self._on_game_replaced)
        c.decision_requested.connect(self._on_decision_requested)
        c.undo_state_changed.connect(self._update_undo)
        c.action_failed.connect(self._on_action_failed)
        acts = self.commands
        acts.next_step.triggered.connect(self.next)
        acts.advance_step.triggered.connect(lambda: self.perform(a.AdvanceStep()))
        acts.pass_turn.triggered.connect(lambda: self.perform(a.AdvanceToNextTurn()))
        acts.end_turn.triggered.connect(lambda: self.perform(a.EndTheTurn()))
        acts.end_combat.triggered.connect(lambda: self.perform(a.EndTheCombatPhase()))
        acts.resolve.triggered.connect(lambda: self.resolve(self.controller.carry_out_effects))
        acts.resolve_by_hand.triggered.connect(lambda: self.resolve(False))
        acts.counter.triggered.connect(self._counter_top)
        acts.answer_decision.triggered.connect(self.open_decision_dialog)
        acts.undo.triggered.connect(self.controller.undo)
        acts.redo.triggered.connect(self.controller.redo)
        acts.new_game.triggered.connect(self.new_game)
        acts.open_record.triggered.connect(self.open_record)
        acts.save_record.triggered.connect(self.save_record)
        acts.settings.triggered.connect(self.open_settings)
        acts.quit.triggered.connect(self.close)
        acts.draw.triggered.connect(lambda: self.perform(a.DrawCards(PlayerId(self.chosen_player))))
        acts.library.triggered.connect(lambda: self.open_zone(Zone.LIBRARY))
        acts.graveyard.triggered.connect(lambda: self.open_zone(Zone.GRAVEYARD))
        acts.exile.triggered.connect(lambda: self.open_zone(Zone.EXILE))
        acts.create_token.triggered.connect(self.create_token)
        acts.gain_life.triggered.connect(lambda: self.change_life(self.chosen_player, 1))
        acts.lose_life.triggered.connect(lambda: self.change_life(self.chosen_player, -1))
        acts.crown_player.triggered.connect(lambda: self.crown(self.chosen_player))
        acts.next_player.triggered.connect(self._choose_next_player)
        acts.declare_attackers.triggered.connect(self.declare_attackers)
        acts.declare_blockers.triggered.connect(self.declare_blockers)
        acts.combat_damage.triggered.connect(self.combat_damage)
        acts.focus_table.triggered.connect(self._focus_table)
        acts.focus_stack.triggered.connect(lambda: self.stack_panel.view.setFocus())
        acts.focus_hand.triggered.connect(self._focus_hand)
        self.stack_panel.resolve_requested.connect(self.resolve)
        self.stack_panel.counter_requested.connect(
            lambda item: self.perform(a.CounterStackItem(ObjectId(item)))
        )
        self.stack_panel.decision_requested.connect(self.open_decision_dialog)
        self.hand_panel.play_requested.connect(self.play_card)
        self.hand_panel.put_requested.connect(self.put_card)
        self.hand_panel.discard_requested.connect(
            lambda card: self.perform(a.MoveObject(ObjectId(card), Zone.GRAVEYARD))
        )
        self.hand_panel.player_changed.connect(self.choose_player)
        self.hand_panel.card_menu_requested.connect(self._hand_card_menu)

    def _build_table(self) -> None:
        """(Re)build the seats and battlefields for the players of the current game."""
        if self.table is not None:
            self.table_layout.removeWidget(self.table)
            self.table.hide()
            self.table.deleteLater()
        for model in self.battlefield_models:
            model.deleteLater()
        state = self.controller.state
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
            battlefield.lore_change_requested.connect(self.change_lore)
            battlefield.tap_toggle_requested.connect(self.toggle_tapped)
            battlefield.flip_requested.connect(lambda oid: self.perform(a.Transform(ObjectId(oid))))
            battlefield.context_menu_requested.connect(self._card_menu)
            battlefield.card_dropped.connect(self.drop_card)
            seat = SeatWidget(self.controller.seat_view(player))
            seat.life_change_requested.connect(self.change_life)
            seat.monarch_drop_requested.connect(self.crown)
            seat.setMinimumWidth(180)
            seat.setMaximumWidth(220)
            seat.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
            self.battlefield_models.append(model)
            self.battlefields.append(battlefield)
            self.seats.append(seat)
            areas.append(PlayerArea(seat, battlefield))
        self.table = TableView(areas)
        self.table_layout.addWidget(self.table)
        names = [p.name for p in state.players]
        self.chosen_player = int(state.turn.active)
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

    def _set_hand_model(self, player: int) -> None:
        old = self.hand_model
        self.hand_model = ZoneModel(self.controller, player, Zone.HAND, self)
        self.hand_panel.set_model(self.hand_model)
        self.hand_dock.setWindowTitle(
            self.tr("{player}'s hand").format(player=self.controller.player_name(player))
        )
        if old is not None:
            old.deleteLater()

    # ---------------------------------------------------------------- doing things

    def perform(self, action: a.Action) -> bool:
        return self.controller.perform(action)

    def next(self) -> None:
        """Next: answer the waiting choice; else resolve the top of the stack; else go on."""
        state = self.controller.state
        if state.decision is not None:
            self.open_decision_dialog()
        elif state.stack:
            self.resolve(self.controller.carry_out_effects)
        elif not state.game_over:
            self.perform(a.AdvanceStep())

    def resolve(self, carry_out: bool) -> bool:
        return self.perform(a.ResolveTopOfStack(carry_out=carry_out))

    def _counter_top(self) -> None:
        stack = self.controller.state.stack
        if stack:
            self.perform(a.CounterStackItem(stack[-1].id))

    def change_lore(self, object_id: int, delta: int) -> None:
        oid = ObjectId(object_id)
        if delta > 0:
            self.perform(a.AddCounters(oid, "lore", delta))
        elif delta < 0:
            self.perform(a.RemoveCounters(oid, "lore", -delta))

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
            self.statusBar().showMessage(
                self.tr("{player} is already the monarch.").format(
                    player=self.controller.player_name(player)
                ),
                4000,
            )
            return
        self.perform(a.BecomeMonarch(PlayerId(player)))

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

    def drop_card(self, object_id: int, player: int) -> None:
        """A card dragged from a hand onto a battlefield: a land is played (by its owner), any
        other card is put onto that battlefield."""
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return
        if "Land" in obj.printed.card_types and obj.zone is Zone.HAND and obj.owner == player:
            self.perform(a.PlayLand(obj.id))
        else:
            self.perform(a.PutOntoBattlefield(obj.id, controller=PlayerId(player)))

    def choose_player(self, player: int) -> None:
        """Whose hand the dock shows and whom Draw, Library, life and crown actions are for."""
        if not 0 <= player < len(self.controller.state.players):
            return
        self.chosen_player = player
        if self.hand_panel.player_box.currentIndex() != player:
            self.hand_panel.player_box.setCurrentIndex(player)
        self._set_hand_model(player)
        self.statusBar().showMessage(
            self.tr("Chosen player: {player}").format(player=self.controller.player_name(player)),
            3000,
        )

    def _choose_next_player(self) -> None:
        self.choose_player((self.chosen_player + 1) % len(self.controller.state.players))

    def create_token(self) -> None:
        names = [p.name for p in self.controller.state.players]
        from saga_table.qt.dialogs.token import TokenDialog

        dialog = TokenDialog(names, controller=self.chosen_player, parent=self)
        dialog.finished.connect(lambda _r: self._finish(dialog))
        dialog.open()

    def _finish(self, dialog: Any) -> None:
        action = dialog.result_value()
        if action is not None:
            self.perform(action)
        dialog.deleteLater()

    def declare_attackers(self) -> None:
        from saga_table.qt.dialogs.combat import Attacker, AttackersDialog

        state = self.controller.state
        chars = self.controller.characteristics()
        active = state.turn.active
        if state.turn.step is not Step.DECLARE_ATTACKERS:
            self.statusBar().showMessage(
                self.tr("Attackers are declared in the declare attackers step."), 5000
            )
            return
        creatures = [
            Attacker(
                int(obj.id), object_name(obj, self.controller.language), chars[obj.id].power or 0
            )
            for obj in state.permanents()
            if obj.controller == active and chars[obj.id].is_creature and not obj.tapped
        ]
        opponents = [
            (int(p.id), p.name) for p in state.players if p.id != active and not p.left_game
        ]
        dialog = AttackersDialog(creatures, opponents, parent=self)
        dialog.finished.connect(lambda _r: self._finish(dialog))
        dialog.open()

    def declare_blockers(self) -> QDialog | None:
        """The blockers dialog (window-modal, not blocking); OK performs one DeclareBlockers."""
        from saga_table.qt.dialogs.combat import Attacker, Blocker, DeclareBlockersDialog

        state = self.controller.state
        chars = self.controller.characteristics()
        language = self.controller.language
        if state.turn.step is not Step.DECLARE_BLOCKERS:
            self.statusBar().showMessage(
                self.tr("Blockers are declared in the declare blockers step."), 5000
            )
            return None
        attackers = [
            Attacker(
                int(obj.id),
                object_name(obj, language),
                chars[obj.id].power or 0,
                int(obj.attacking),
            )
            for obj in state.permanents()
            if obj.attacking is not None
        ]
        defenders = {attacker.defender for attacker in attackers}
        creatures = [
            Blocker(
                int(obj.id),
                object_name(obj, language),
                chars[obj.id].power or 0,
                chars[obj.id].toughness or 0,
                int(obj.controller),
            )
            for obj in state.permanents()
            if int(obj.controller) in defenders and chars[obj.id].is_creature and not obj.tapped
        ]
        names = [p.name for p in state.players]
        dialog = DeclareBlockersDialog(creatures, attackers, names, parent=self)
        dialog.finished.connect(lambda _r: self._finish_blockers(dialog))
        dialog.open()
        return dialog

    def _finish_blockers(self, dialog: Any) -> None:
        blocks = dialog.result_value()
        if blocks is not None:
            self.perform(a.DeclareBlockers(tuple((ObjectId(b), ObjectId(at)) for b, at in blocks)))
        dialog.deleteLater()

    def combat_damage(self) -> None:
        from saga_table.qt.dialogs.combat import Attacker, CombatDamageDialog

        state = self.controller.state
        chars = self.controller.characteristics()
        if state.turn.step not in (Step.COMBAT_DAMAGE, Step.FIRST_STRIKE_DAMAGE):
            self.statusBar().showMessage(
                self.tr("Combat damage is dealt in a combat damage step."), 5000
            )
            return
        attackers = [
            Attacker(
                int(obj.id),
                object_name(obj, self.controller.language),
                chars[obj.id].power or 0,
                int(obj.attacking) if obj.attacking is not None else None,
            )
            for obj in state.permanents()
            if obj.attacking is not None
        ]
        names = [p.name for p in state.players]
        dialog = CombatDamageDialog(attackers, names, parent=self)
        dialog.finished.connect(lambda _r: self._finish(dialog))
        dialog.open()

    def open_zone(self, zone: Zone, player: int | None = None) -> ZoneViewer:
        """Open a viewer on a zone of the chosen player (library, graveyard, exile)."""
        from saga_table.qt.dialogs.zone_viewer import ZoneViewer

        who = self.chosen_player if player is None else player
        model = ZoneModel(self.controller, who, zone, self)
        viewer = ZoneViewer(model, player_name=self.controller.player_name(who), parent=self)
        viewer.action_requested.connect(self.perform)
        viewer.finished.connect(lambda _r: self._close_viewer(viewer))
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def _close_viewer(self, viewer: ZoneViewer) -> None:
        if viewer in self.viewers:
            self.viewers.remove(viewer)
        viewer.model.deleteLater()
        viewer.deleteLater()

    # ---------------------------------------------------------------- decisions

    def _on_decision_requested(self, _decision: object) -> None:
        if self.ui_settings.open_decisions:
            QTimer.singleShot(0, self, self.open_decision_dialog)

    def open_decision_dialog(self) -> QDialog | None:
        """Open the dialog for the waiting decision (or raise the one already open)."""
        decision = self.controller.decision
        if decision is None:
            return None
        if self.decision_dialog is not None:
            if getattr(self.decision_dialog, "decision", None) == decision:
                if QGuiApplication.platformName() != "offscreen":  # it has no window stack
                    self.decision_dialog.raise_()
                    self.decision_dialog.activateWindow()
                return self.decision_dialog
            self.decision_dialog.reject()
        dialog = self._dialog_for(decision)
        self.decision_dialog = dialog
        dialog.finished.connect(lambda _result: self._answer(dialog))
        dialog.open()
        return dialog

    def _dialog_for(self, decision: Decision) -> QDialog:
        from saga_table.qt.dialogs.mulligan import DiscardDialog, MulliganDialog
        from saga_table.qt.dialogs.read_ahead import ReadAheadDialog
        from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog

        state = self.controller.state
        language = self.controller.language
        player = state.players[decision.player].name
        if isinstance(decision, OrderTriggersDecision):
            names = {
                int(t.id): f"{stack_item_title(t, language)}: {stack_item_text(t, language)}"
                for t in decision.triggers
            }
            return TriggerOrderDialog(decision, names, player_name=player, parent=self)
        if isinstance(decision, ChooseReadAheadDecision):
            obj = state.objects[decision.entry.object]
            face = obj.card.faces[decision.entry.face]
            chapters = [
                (c.number, c.text_ja if language == "ja" and c.text_ja else c.text)
                for c in face.chapters
            ]
            return ReadAheadDialog(
                decision, chapters, card_name=object_name(obj, language), parent=self
            )
        hand = [
            (int(oid), object_name(state.objects[oid], language))
            for oid in state.zone(decision.player, Zone.HAND)
        ]
        if isinstance(decision, MulliganDecision):
            return MulliganDialog(decision, hand, player_name=player, parent=self)
        assert isinstance(decision, DiscardToHandSizeDecision)
        return DiscardDialog(decision, hand, player_name=player, parent=self)

    def _answer(self, dialog: QDialog) -> None:
        if self.decision_dialog is dialog:
            self.decision_dialog = None
        dialog.deleteLater()
        decision = getattr(dialog, "decision", None)
        if decision is None or decision != self.controller.decision:
            return  # the game moved on (an undo) while the dialog was open
        value = dialog.result_value()  # type: ignore[attr-defined]
        if value is None:
            self.statusBar().showMessage(
                self.tr("The choice still waits: press Next or Ctrl+J to make it."), 6000
            )
            return
        if isinstance(decision, OrderTriggersDecision):
            self.perform(a.OrderTriggers(tuple(ObjectId(i) for i in value)))
        elif isinstance(decision, ChooseReadAheadDecision):
            self.perform(a.ChooseReadAhead(int(value)))
        elif isinstance(decision, MulliganDecision):
            if value.keep:
                self.perform(a.KeepHand(decision.player, tuple(ObjectId(i) for i in value.bottom)))
            else:
                self.perform(a.Mulligan(decision.player))
        elif isinstance(decision, DiscardToHandSizeDecision):
            self.perform(a.DiscardToHandSize(tuple(ObjectId(i) for i in value)))

    def decision_text(self, decision: Decision) -> str:
        player = self.controller.player_name(decision.player)
        if isinstance(decision, OrderTriggersDecision):
            return self.tr("{player}: put {count} triggered abilities in order…").format(
                player=player, count=len(decision.triggers)
            )
        if isinstance(decision, ChooseReadAheadDecision):
            return self.tr("{player}: choose the read ahead chapter…").format(player=player)
        if isinstance(decision, MulliganDecision):
            return self.tr("{player}: keep or mulligan…").format(player=player)
        return self.tr("{player}: discard to hand size…").format(player=player)

    # ---------------------------------------------------------------- menus on cards

    def _card_menu(self, object_id: int, pos: QPoint) -> None:
        menu = self.card_menu(object_id)
        if menu is not None:
            menu.popup(pos)

    def card_menu(self, object_id: int) -> QMenu | None:
        """The context menu of a permanent (built anew each time)."""
        state = self.controller.state
        obj = state.objects.get(ObjectId(object_id))
        if obj is None:
            return None
        oid = obj.id
        chars = self.controller.characteristics().get(oid)
        menu = QMenu(self)
        menu.setAccessibleName(object_name(obj, self.controller.language))

        def add(label: str, action: a.Action) -> QAction:
            act = menu.addAction(label)
            act.triggered.connect(lambda: self.perform(action))
            return act

        add(
            self.tr("Untap") if obj.tapped else self.tr("Tap"),
            a.UntapPermanent(oid) if obj.tapped else a.TapPermanent(oid),
        )
        if chars is not None and chars.is_saga:
            add(self.tr("Add a lore counter"), a.AddCounters(oid, "lore", 1))
            if obj.counters["lore"]:
                add(self.tr("Remove a lore counter"), a.RemoveCounters(oid, "lore", 1))
        add(self.tr("Put a +1/+1 counter"), a.AddCounters(oid, "+1/+1", 1))
        if obj.counters["+1/+1"]:
            add(self.tr("Remove a +1/+1 counter"), a.RemoveCounters(oid, "+1/+1", 1))
        if obj.card.is_double_faced:
            add(self.tr("Transform"), a.Transform(oid))
        menu.addSeparator()
        add(self.tr("Exile and return (flicker)"), a.ExileAndReturn(oid))
        add(self.tr("Put into the graveyard"), a.MoveObject(oid, Zone.GRAVEYARD))
        add(self.tr("Exile"), a.MoveObject(oid, Zone.EXILE))
        add(self.tr("Return to hand"), a.MoveObject(oid, Zone.HAND))
        add(self.tr("Put on top of the library"), a.MoveObject(oid, Zone.LIBRARY))
        return menu

    def _hand_card_menu(self, object_id: int, pos: QPoint) -> None:
        obj = self.controller.state.objects.get(ObjectId(object_id))
        if obj is None:
            return
        menu = QMenu(self)
        oid = obj.id
        entries: list[tuple[str, Callable[[], object]]] = [
            (self.tr("Play"), lambda: self.play_card(object_id)),
            (self.tr("Onto the battlefield"), lambda: self.perform(a.PutOntoBattlefield(oid))),
            (self.tr("Discard"), lambda: self.perform(a.MoveObject(oid, Zone.GRAVEYARD))),
            (self.tr("Exile"), lambda: self.perform(a.MoveObject(oid, Zone.EXILE))),
            (
                self.tr("Put on top of the library"),
                lambda: self.perform(a.MoveObject(oid, Zone.LIBRARY)),
            ),
            (
                self.tr("Put on the bottom of the library"),
                lambda: self.perform(a.MoveObject(oid, Zone.LIBRARY, bottom=True)),
            ),
        ]
        for label, slot in entries:
            menu.addAction(label).triggered.connect(slot)
        menu.popup(pos)

    # ---------------------------------------------------------------- game files and settings

    def new_game(self) -> NewGameDialog:
        from saga_table.qt.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(parent=self, seed=len(self.controller.game.actions) + 1)
        dialog.finished.connect(lambda _r: self._start_new_game(dialog))
        dialog.open()
        return dialog

    def _start_new_game(self, dialog: NewGameDialog) -> None:
        choice = dialog.result_value()
        dialog.deleteLater()
        if choice is None:
            return
        from saga_table.qt.dialogs.new_game import build_setup

        setup, problems = build_setup(choice)
        if problems:
            QMessageBox.warning(
                self,
                self.tr("Decklist problems"),
                self.tr("Some lines could not be used:\n{problems}").format(
                    problems="\n".join(problems[:20])
                ),
            )
        self.controller.replace_game(Game(setup))

    def open_record(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a game record"), "", self.tr("Game records (*.json);;All files (*)")
        )
        if path:
            self.load_record(path)

    def load_record(self, path: str) -> bool:
        from saga_table.demo import default_resolver
        from saga_table.persistence.saves import SaveFileError, load_game

        try:
            result = load_game(path, default_resolver())
        except SaveFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), str(exc))
            return False
        self.controller.replace_game(result.game)
        self.recent_files.add(path)
        if result.warning:
            QMessageBox.information(self, self.tr("Opened in part"), result.warning)
        return True

    def save_record(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the game record"), "", self.tr("Game records (*.json)")
        )
        if path:
            self.write_record(path)

    def write_record(self, path: str) -> bool:
        from saga_table.persistence.saves import SaveFileError, save_game

        try:
            save_game(self.controller.game, path)
        except SaveFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot save the game"), str(exc))
            return False
        self.recent_files.add(path)
        self.statusBar().showMessage(self.tr("Saved."), 4000)
        return True

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

    # ---------------------------------------------------------------- refreshing

    def _on_game_changed(self, _events: object) -> None:
        self.refresh()

    def _on_game_replaced(self) -> None:
        for viewer in list(self.viewers):
            viewer.close()
        self._build_table()
        self.refresh()

    def _on_action_failed(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("Not allowed: {reason}").format(reason=message), 8000)

    def refresh(self) -> None:
        """Bring the seats, the phase bar, Next and the action states up to date."""
        c = self.controller
        state = c.state
        for player, seat in enumerate(self.seats):
            seat.set_view(c.seat_view(player))
        if self.table is not None:
            for area, seat_state in zip(self.table.areas, state.players, strict=False):
                area.set_active(state.turn.active == seat_state.id and state.started)
        self.phase_bar.set_view(c.phase_bar_view())
        turn = state.turn
        self.turn_label.setText(
            self.tr("Turn {number} · {player}").format(
                number=turn.number, player=state.players[turn.active].name
            )
        )
        self.crown_tray.setVisible(state.monarch is None and not state.game_over)
        decision = state.decision
        self.stack_panel.set_decision(self.decision_text(decision) if decision else None)
        self.next_hint.setText(self.next_text())
        self.next_button.setToolTip(self.next_text())
        self.next_button.setAccessibleDescription(self.next_text())
        acts = self.commands
        has_stack = bool(state.stack)
        free = decision is None and not state.game_over
        acts.next_step.setEnabled(not state.game_over)
        self.next_button.setEnabled(not state.game_over)
        acts.advance_step.setEnabled(free and not has_stack)
        acts.pass_turn.setEnabled(free and not has_stack)
        acts.resolve.setEnabled(free and has_stack)
        acts.resolve_by_hand.setEnabled(free and has_stack and state.stack[-1].effect is not None)
        acts.counter.setEnabled(free and has_stack)
        acts.answer_decision.setEnabled(decision is not None)
        acts.end_turn.setEnabled(free and state.started)
        acts.end_combat.setEnabled(free and turn.phase.value == "combat")
        acts.declare_attackers.setEnabled(free and turn.step is Step.DECLARE_ATTACKERS)
        acts.declare_blockers.setEnabled(free and turn.step is Step.DECLARE_BLOCKERS)
        acts.combat_damage.setEnabled(
            free and turn.step in (Step.COMBAT_DAMAGE, Step.FIRST_STRIKE_DAMAGE)
        )
        self.stack_panel.resolve_button.setEnabled(free and has_stack)
        self.stack_panel.counter_button.setEnabled(free and has_stack)
        self.stack_panel.by_hand_button.setEnabled(
            free and has_stack and state.stack[-1].effect is not None
        )
        self._update_undo()

    def next_text(self) -> str:
        """What Next will do now, in words."""
        state = self.controller.state
        language = self.controller.language
        if state.game_over:
            return self.tr("The game is over.")
        if state.decision is not None:
            return self.decision_text(state.decision)
        if state.stack:
            return self.tr("Resolve {item}").format(
                item=stack_item_title(state.stack[-1], language)
            )
        return self.tr("Go to the {step}").format(step=self._next_step_name())

    def _next_step_name(self) -> str:
        turn = self.controller.state.turn
        for slot in turn.remaining:
            if slot.step is Step.FIRST_STRIKE_DAMAGE:
                continue
            if (
                slot.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
                and not turn.attackers_declared
            ):
                continue
            if slot.step is Step.UNTAP:
                continue
            precombat = turn.main_phases_begun == 0
            return step_name(slot.step, precombat=precombat)
        return self.tr("next turn")

    def _update_undo(self) -> None:
        c = self.controller
        acts = self.commands
        acts.undo.setEnabled(c.can_undo)
        acts.redo.setEnabled(c.can_redo)
        acts.undo.setText(
            self.tr("&Undo {action}").format(action=c.undo_text) if c.can_undo else self.tr("&Undo")
        )
        acts.redo.setText(
            self.tr("&Redo {action}").format(action=c.redo_text) if c.can_redo else self.tr("&Redo")
        )

    # ---------------------------------------------------------------- focus

    def _focus_table(self) -> None:
        for battlefield in self.battlefields:
            cards = battlefield.card_widgets()
            if cards:
                cards[0].setFocus()
                return
        self.next_button.setFocus()

    def _focus_hand(self) -> None:
        self.hand_dock.show()
        self.hand_panel.view.setFocus()

    # ---------------------------------------------------------------- Qt overrides

    def closeEvent(self, event: QCloseEvent) -> None:
        # A window-modal dialog left open would keep blocking input after the window is gone.
        if self.decision_dialog is not None:
            self.decision_dialog.reject()
        for viewer in list(self.viewers):
            viewer.close()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self._space_guard)
        super().closeEvent(event)


class _SpaceGuard(QObject):
    """Space is Next's shortcut, but a focused button, list, field or card keeps its own Space
    (press a button, tick a box, tap a card)."""

    _KEEPS_SPACE = (
        QAbstractButton,
        QAbstractItemView,
        QLineEdit,
        QComboBox,
        QAbstractSpinBox,
        CardWidgetBase,
        SeatWidget,
    )

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and isinstance(watched, self._KEEPS_SPACE)
            and watched is not self._window.next_button
        ):
            event.accept()
        return False
