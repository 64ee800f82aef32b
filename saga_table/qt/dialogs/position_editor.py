"""Set up position: join a game already under way.

The editor edits a **value**, a :class:`~saga_table.engine.setup.GameSetup` with a
:class:`~saga_table.engine.position.Position`: the turn, the active player and the step, the
monarch, the initiative, day or night, each player's life, poison, (a paper seat's) hand size
and designations (a dungeon room, the city's blessing, the Ring and its bearer, speed, player
counters: :mod:`~saga_table.qt.dialogs.player_marks`), and the permanents, placed with the card
search and given lore and other counters. After each edit the table behind the
dialog shows ``Game(setup)`` anew (``preview(setup)``); no action is applied, so nothing can
trigger. "Start from here" keeps that game: its record is the setup with the position, so it
saves, reopens and replays like any other, and Undo after the first action comes back to it.
Cancel puts back the game that was on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.handlers import created_token_card
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.position import Position, PositionPermanent, PositionStep
from saga_table.engine.setup import GameSetup
from saga_table.engine.state import Counters
from saga_table.qt.dialogs.position_players import PlayerRows
from saga_table.qt.fitting import say_problem
from saga_table.qt.naming import counter_kind_name

if TYPE_CHECKING:
    from saga_table.engine import actions as a

__all__ = ["PositionEditor", "step_label"]

translate = QCoreApplication.translate


def step_label(step: PositionStep) -> str:
    labels = {
        PositionStep.UNTAP: translate("PositionEditor", "Untap step"),
        PositionStep.UPKEEP: translate("PositionEditor", "Upkeep"),
        PositionStep.DRAW: translate("PositionEditor", "Draw step"),
        PositionStep.FIRST_MAIN: translate("PositionEditor", "Precombat main phase"),
        PositionStep.BEGINNING_OF_COMBAT: translate("PositionEditor", "Beginning of combat"),
        PositionStep.DECLARE_ATTACKERS: translate("PositionEditor", "Declare attackers"),
        PositionStep.DECLARE_BLOCKERS: translate("PositionEditor", "Declare blockers"),
        PositionStep.FIRST_STRIKE_DAMAGE: translate("PositionEditor", "First-strike damage"),
        PositionStep.COMBAT_DAMAGE: translate("PositionEditor", "Combat damage"),
        PositionStep.END_OF_COMBAT: translate("PositionEditor", "End of combat"),
        PositionStep.SECOND_MAIN: translate("PositionEditor", "Postcombat main phase"),
        PositionStep.END: translate("PositionEditor", "End step"),
        PositionStep.CLEANUP: translate("PositionEditor", "Cleanup"),
    }
    return labels[step]


class PositionEditor(QDialog):
    """Controls: :attr:`turn`, :attr:`active`, :attr:`step`, :attr:`monarch`, :attr:`life`,
    :attr:`poison`, :attr:`hand` (a spin box per player), :attr:`permanents` (a list) with
    :attr:`add_button`,
    :attr:`lore_up`, :attr:`lore_down`, :attr:`tap_button`, :attr:`remove_button`;
    :attr:`start_button`. ``setup`` is the value being edited."""

    def __init__(
        self,
        setup: GameSetup,
        *,
        preview: Callable[[Game], None],
        put_card: Callable[[int, Callable[[a.Action], None], str], object],
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._preview = preview
        self._put_card = put_card
        self.language = language
        position = setup.position or Position(
            turn=1, active=PlayerId(setup.starting_player), step=PositionStep.FIRST_MAIN
        )
        self.setup = replace(setup, position=position, opening_hands=False, shuffle=False)
        self.game: Game | None = None
        self.setWindowTitle(self.tr("Set up position"))
        self.setAccessibleName(self.windowTitle())
        names = [p.name for p in setup.players]

        self.turn = QSpinBox()
        self.turn.setRange(1, 999)
        self.turn.setAccessibleName(self.tr("Turn number"))
        self.active = QComboBox()
        self.active.addItems(names)
        self.active.setAccessibleName(self.tr("Active player"))
        self.step = QComboBox()
        self.step.setAccessibleName(self.tr("Step"))
        for step in PositionStep:
            self.step.addItem(step_label(step), step)
        self.monarch = QComboBox()
        self.monarch.setAccessibleName(self.tr("The monarch"))
        self.monarch.addItem(self.tr("Nobody"), None)
        for i, name in enumerate(names):
            self.monarch.addItem(name, i)
        self.initiative = QComboBox()
        self.initiative.setAccessibleName(self.tr("The initiative"))
        self.initiative.addItem(self.tr("Nobody"), None)
        for i, name in enumerate(names):
            self.initiative.addItem(name, i)
        self.day_night = QComboBox()
        self.day_night.setAccessibleName(self.tr("Day or night"))
        self.day_night.addItem(self.tr("Neither yet"), None)
        self.day_night.addItem(self.tr("Day"), "day")
        self.day_night.addItem(self.tr("Night"), "night")
        turn_box = QGroupBox(self.tr("The turn"))
        turn_form = QFormLayout(turn_box)
        turn_form.addRow(self.tr("Turn"), self.turn)
        turn_form.addRow(self.tr("Active player"), self.active)
        turn_form.addRow(self.tr("Step"), self.step)
        turn_form.addRow(self.tr("The monarch"), self.monarch)
        turn_form.addRow(self.tr("The initiative"), self.initiative)
        turn_form.addRow(self.tr("Day or night"), self.day_night)

        self.rows = PlayerRows(self, setup)
        self.marks = self.rows.marks
        self.marks_buttons = self.marks.buttons
        self.life, self.poison = self.rows.life, self.rows.poison
        self.hand, self.graveyard = self.rows.hand, self.rows.graveyard

        self.permanents = QListWidget()
        self.permanents.setAccessibleName(
            self.tr("Cards on the battlefield, in graveyards and in exile")
        )
        self.controller_box = QComboBox()
        self.controller_box.addItems(names)
        self.controller_box.setAccessibleName(self.tr("Whose card to add"))
        self.zone_box = QComboBox()
        self.zone_box.setAccessibleName(self.tr("Where the card goes"))
        for where, zone in (
            (self.tr("onto the battlefield"), Zone.BATTLEFIELD),
            (self.tr("into the graveyard"), Zone.GRAVEYARD),
            (self.tr("into exile"), Zone.EXILE),
        ):
            self.zone_box.addItem(where, zone.value)
        self.add_button = QPushButton(self.tr("Add a card…"))
        self.add_button.setToolTip(self.tr("Find a card by name and place it (nothing triggers)"))
        self.token_button = QPushButton(self.tr("Add a token…"))
        self.token_button.setToolTip(self.tr("A token with its own name, types and power"))
        self.lore_up = QPushButton(self.tr("Lore +1"))
        self.lore_down = QPushButton(self.tr("Lore −1"))
        self.plus_one = QPushButton(self.tr("+1/+1 counter"))
        self.counters_button = QPushButton(self.tr("Counters…"))
        self.counters_button.setToolTip(self.tr("Any kind of counter, any number"))
        self.damage_button = QPushButton(self.tr("Damage…"))
        self.damage_button.setToolTip(self.tr("Damage marked on the creature this turn"))
        self.tap_button = QPushButton(self.tr("Tap / untap"))
        self.remove_button = QPushButton(self.tr("Remove"))
        add_row = QHBoxLayout()
        self.whose_label = QLabel(self.tr("Controller"))
        self.zone_box.currentIndexChanged.connect(
            lambda *_: self.whose_label.setText(
                self.tr("Controller") if self.zone_box.currentIndex() == 0 else self.tr("Owner")
            )
        )
        add_row.addWidget(self.whose_label)
        add_row.addWidget(self.controller_box, 1)
        add_row.addWidget(self.zone_box)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.token_button)
        edit_row = QHBoxLayout()
        for button in (
            self.lore_up,
            self.lore_down,
            self.plus_one,
            self.counters_button,
            self.damage_button,
            self.tap_button,
            self.remove_button,
        ):
            edit_row.addWidget(button)
        field_box = QGroupBox(self.tr("Battlefield, graveyards and exile"))
        field_layout = QVBoxLayout(field_box)
        field_layout.addLayout(add_row)
        field_layout.addWidget(self.permanents, 1)
        field_layout.addLayout(edit_row)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setVisible(False)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton(
            self.tr("Start from here"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(turn_box)
        top.addWidget(self.rows.box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(field_box, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        # Default once it is in the dialog: a button made default before it has one
        # is never the dialog's, and Enter stops working when the focus leaves a field.
        self.start_button.setDefault(True)

        self._load_fields()
        for spin in (self.turn, *self.rows.spins()):
            spin.valueChanged.connect(lambda *_: self._fields_changed())
        for box in (self.active, self.step, self.monarch, self.initiative, self.day_night):
            box.currentIndexChanged.connect(lambda *_: self._fields_changed())
        self.add_button.clicked.connect(self.add_card)
        self.token_button.clicked.connect(self.ask_token)
        self.lore_up.clicked.connect(lambda: self._counter("lore", 1))
        self.lore_down.clicked.connect(lambda: self._counter("lore", -1))
        self.plus_one.clicked.connect(lambda: self._counter("+1/+1", 1))
        self.counters_button.clicked.connect(self.ask_counters)
        self.tap_button.clicked.connect(self._toggle_tapped)
        self.damage_button.clicked.connect(self.ask_damage)
        self.remove_button.clicked.connect(self._remove)
        self.permanents.currentRowChanged.connect(lambda *_: self._update_buttons())
        self._show(self.setup)

    # ------------------------------------------------------------------ fields <-> value

    @property
    def position(self) -> Position:
        assert self.setup.position is not None
        return self.setup.position

    def _load_fields(self) -> None:
        position = self.position
        self.turn.setValue(position.turn)
        self.active.setCurrentIndex(int(position.active))
        self.step.setCurrentIndex(self.step.findData(position.step))
        self.monarch.setCurrentIndex(
            0 if position.monarch is None else self.monarch.findData(int(position.monarch))
        )
        self.initiative.setCurrentIndex(
            0 if position.initiative is None else self.initiative.findData(int(position.initiative))
        )
        self.day_night.setCurrentIndex(max(0, self.day_night.findData(position.day_night)))
        self.rows.load(self.setup, position)

    def _fields_changed(self) -> None:
        players = self.rows.players(self.setup, self.position)
        monarch = self.monarch.currentData()
        initiative = self.initiative.currentData()
        position = replace(
            self.position,
            turn=self.turn.value(),
            active=PlayerId(self.active.currentIndex()),
            step=PositionStep(self.step.currentData()),
            monarch=None if monarch is None else PlayerId(int(monarch)),
            initiative=None if initiative is None else PlayerId(int(initiative)),
            day_night=self.day_night.currentData(),
            player_counters=self.rows.player_counters(self.position),
        )
        self._show(replace(self.setup, players=players, position=position))

    def _show(self, setup: GameSetup) -> bool:
        """Make ``setup`` the value and the table's picture; refused (and said) if it is not
        a position the rules allow."""
        try:
            game = Game(setup)
        except ValueError as exc:
            say_problem(self.problem, str(exc))
            return False
        self.problem.setVisible(False)
        self.setup = setup
        self.game = game
        self.rows.sync_graveyards(setup, self.position)
        self._preview(game)
        self._list_permanents()
        self.marks.refresh()
        return True

    def _list_permanents(self) -> None:
        row = self.permanents.currentRow()
        self.permanents.clear()
        #: What each row of the list is: (zone, player, index in that player's zone); the
        #: battlefield's rows come first, in the position's order.
        self._rows: list[tuple[Zone, int, int]] = []
        names = [p.name for p in self.setup.players]
        # What the rules took away at once (a Saga at its last chapter, 714.4; a 0/0): shown so.
        present: dict[tuple[str, int], int] = {}
        if self.game is not None:
            for obj in self.game.state.permanents():
                key = (obj.card.name, int(obj.owner))
                present[key] = present.get(key, 0) + 1
        for perm in self.position.battlefield:
            owner = int(perm.owner if perm.owner is not None else perm.controller)
            key = (perm.card.name, owner)
            gone = present.get(key, 0) <= 0
            present[key] = present.get(key, 0) - 1
            card = perm.card
            face = card.faces[perm.face]
            name = (face.name_ja or card.display_name("ja")) if self.language == "ja" else face.name
            parts = [name, names[int(perm.controller)]]
            for kind, amount in perm.counters.items:
                parts.append(
                    self.tr("lore {n}").format(n=amount)
                    if kind == "lore"
                    else f"{counter_kind_name(kind)} ×{amount}"
                )
            if perm.ring_bearer:
                parts.append(self.tr("Ring-bearer"))
            if perm.tapped:
                parts.append(self.tr("tapped"))
            if perm.token:
                parts.append(self.tr("token"))
            if gone:
                parts.append(self.tr("leaves at once by the rules (704)"))
            if perm.damage:
                parts.append(self.tr("{n} damage").format(n=perm.damage))
            self.permanents.addItem("  ·  ".join(parts))
            self._rows.append((Zone.BATTLEFIELD, -1, len(self._rows)))
        for zone, per_player, where in (
            (Zone.GRAVEYARD, self.position.graveyard, self.tr("in the graveyard")),
            (Zone.EXILE, self.position.exile, self.tr("in exile")),
        ):
            for pid, cards in per_player:
                for index, card in enumerate(cards):
                    label = card.display_name(self.language)
                    self.permanents.addItem("  ·  ".join((label, names[int(pid)], where)))
                    self._rows.append((zone, int(pid), index))
        if self.permanents.count():
            self.permanents.setCurrentRow(max(0, min(row, self.permanents.count() - 1)))
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self._chosen()
        for button in (
            self.lore_up,
            self.plus_one,
            self.counters_button,
            self.tap_button,
        ):
            button.setEnabled(chosen is not None)
        self.remove_button.setEnabled(0 <= self.permanents.currentRow() < len(self._rows))
        creature = chosen is not None and "Creature" in chosen.card.faces[chosen.face].card_types
        self.damage_button.setEnabled(creature)
        saga = chosen is not None and bool(chosen.card.faces[chosen.face].chapters)
        self.lore_up.setEnabled(saga)
        self.lore_down.setEnabled(saga and chosen is not None and chosen.lore > 0)

    # ------------------------------------------------------------------ the battlefield

    def _chosen(self) -> PositionPermanent | None:
        row = self.permanents.currentRow()
        battlefield = self.position.battlefield
        return battlefield[row] if 0 <= row < len(battlefield) else None

    def _replace_chosen(self, new: PositionPermanent | None) -> None:
        row = self.permanents.currentRow()
        battlefield = list(self.position.battlefield)
        if not 0 <= row < len(battlefield):
            return
        if new is None:
            del battlefield[row]
        else:
            battlefield[row] = new
        self._show(
            replace(self.setup, position=replace(self.position, battlefield=tuple(battlefield)))
        )

    def add_card(self) -> object:
        """The card search, for the player chosen beside the button; its card is placed."""
        zone = Zone(self.zone_box.currentData() or Zone.BATTLEFIELD.value)
        return self._put_card(self.controller_box.currentIndex(), self.place, zone.value)

    def place(self, action: a.Action) -> None:
        """Place what a Put card answer describes (a card, its controller, face, token, tapped;
        a Saga with read ahead's chapter as its lore, else one lore counter)."""
        card = getattr(action, "card", None)
        controller = getattr(action, "controller", None)
        if card is None or controller is None:
            return
        face = int(getattr(action, "face", 0))
        zone = Zone(self.zone_box.currentData() or Zone.BATTLEFIELD.value)
        if zone is not Zone.BATTLEFIELD:
            self._put_into(zone, PlayerId(int(controller)), card)
            return
        counters = Counters()
        if card.faces[face].chapters:
            counters = counters.plus("lore", int(getattr(action, "read_ahead", None) or 1))
        permanent = PositionPermanent(
            card=card,
            controller=PlayerId(int(controller)),
            face=face,
            token=bool(getattr(action, "token", False)),
            tapped=bool(getattr(action, "tapped", False)),
            counters=counters,
        )
        battlefield = (*self.position.battlefield, permanent)
        if self._show(
            replace(self.setup, position=replace(self.position, battlefield=battlefield))
        ):
            self.permanents.setCurrentRow(len(battlefield) - 1)

    def ask_token(self) -> QDialog:
        """Tokens with their own characteristics (the Create tokens dialog), already there."""
        from saga_table.qt.dialogs.token import TokenDialog

        names = [p.name for p in self.setup.players]
        dialog = TokenDialog(names, controller=self.controller_box.currentIndex(), parent=self)

        def done(_result: int) -> None:
            made = dialog.result_value()
            dialog.deleteLater()
            if made is None:
                return
            card = created_token_card(made)
            token = PositionPermanent(card=card, controller=made.controller, token=True)
            battlefield = (*self.position.battlefield, *(token,) * made.count)
            if self._show(
                replace(self.setup, position=replace(self.position, battlefield=battlefield))
            ):
                self.permanents.setCurrentRow(len(battlefield) - 1)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def _put_into(self, zone: Zone, owner: PlayerId, card: CardDef) -> None:
        """A card seen going to ``owner``'s graveyard or exile, the newest last."""
        key = "graveyard" if zone is Zone.GRAVEYARD else "exile"
        per_player = dict(getattr(self.position, key))
        per_player[owner] = (*per_player.get(owner, ()), card)
        if self._show(replace(self.setup, position=_with_zone(self.position, zone, per_player))):
            self.permanents.setCurrentRow(self.permanents.count() - 1)

    def _counter(self, kind: str, amount: int) -> None:
        chosen = self._chosen()
        if chosen is None:
            return
        amount = max(amount, -chosen.counters[kind])
        self._replace_chosen(replace(chosen, counters=chosen.counters.plus(kind, amount)))

    def ask_counters(self) -> QDialog:
        """A kind of counter and how many, for the chosen permanent (the card menu's dialog)."""
        from saga_table.qt.dialogs.paper_dialogs import CountersDialog

        dialog = CountersDialog(parent=self)

        def done(_result: int) -> None:
            value = dialog.result_value()
            dialog.deleteLater()
            if value is not None:
                self._counter(*value)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def _toggle_tapped(self) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self._replace_chosen(replace(chosen, tapped=not chosen.tapped))

    def _remove(self) -> None:
        row = self.permanents.currentRow()
        if not 0 <= row < len(self._rows):
            return
        zone, pid, index = self._rows[row]
        if zone is Zone.BATTLEFIELD:
            self._replace_chosen(None)
            return
        key = "graveyard" if zone is Zone.GRAVEYARD else "exile"
        per_player = dict(getattr(self.position, key))
        cards = list(per_player.get(PlayerId(pid), ()))
        del cards[index]
        if cards:
            per_player[PlayerId(pid)] = tuple(cards)
        else:
            per_player.pop(PlayerId(pid), None)
        self._show(replace(self.setup, position=_with_zone(self.position, zone, per_player)))

    def ask_damage(self) -> QDialog | None:
        """The damage marked on the chosen creature (a new total or a change)."""
        from saga_table.qt.dialogs.paper_dialogs import AmountDialog

        chosen = self._chosen()
        if chosen is None:
            return None
        dialog = AmountDialog(self.tr("Damage"), self.tr("Damage"), chosen.damage, parent=self)

        def done(_result: int) -> None:
            change = dialog.result_value()
            dialog.deleteLater()
            now = self._chosen()
            if change is not None and now is not None:
                self._replace_chosen(replace(now, damage=max(0, now.damage + int(change))))

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ the answer

    def result_value(self) -> Game | None:
        """The game to play from here (its setup holds the position), ``None`` if cancelled."""
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.game


def _with_zone(
    position: Position, zone: Zone, per_player: dict[PlayerId, tuple[CardDef, ...]]
) -> Position:
    cards = tuple(sorted(per_player.items()))
    if zone is Zone.GRAVEYARD:
        return replace(position, graveyard=cards)
    return replace(position, exile=cards)
