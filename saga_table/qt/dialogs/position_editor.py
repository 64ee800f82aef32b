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
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.dungeons import DUNGEONS
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId
from saga_table.engine.position import Position, PositionPermanent, PositionStep
from saga_table.engine.setup import GameSetup
from saga_table.engine.state import Counters
from saga_table.qt.dialogs.player_marks import TRACKED_COUNTERS, MarksValue, PlayerMarksDialog
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
        put_card: Callable[[int, Callable[[a.Action], None]], object],
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

        # One row per player: name, life, poison, hand (a grid, so nothing is squeezed).
        players_box = QGroupBox(self.tr("Players"))
        self.players = QGridLayout(players_box)
        headers = [self.tr("Life"), self.tr("Poison"), self.tr("Hand")]
        for column, header in enumerate((*headers, self.tr("Designations")), start=1):
            self.players.addWidget(QLabel(header), 0, column)
        self.marks_buttons: list[QPushButton] = []
        self.life: list[QSpinBox] = []
        self.poison: list[QSpinBox] = []
        self.hand: list[QSpinBox] = []
        for row, player in enumerate(setup.players):
            label = QLabel(names[row])
            label.setMaximumWidth(140)
            self.players.addWidget(label, row + 1, 0)
            for column, (store, low, high) in enumerate(
                ((self.life, -999, 9999), (self.poison, 0, 99), (self.hand, 0, 500))
            ):
                spin = QSpinBox()
                spin.setRange(low, high)
                spin.setAccessibleName(f"{names[row]}: {headers[column]}")
                store.append(spin)
                self.players.addWidget(spin, row + 1, column + 1)
            marks = QPushButton()
            marks.setAccessibleName(f"{names[row]}: {self.tr('Designations')}")
            marks.clicked.connect(lambda _checked=False, r=row: self.ask_marks(r))
            self.marks_buttons.append(marks)
            self.players.addWidget(marks, row + 1, len(headers) + 1)
            self.hand[row].setEnabled(player.paper)
            if not player.paper:
                self.hand[row].setToolTip(self.tr("A deck seat's hand holds its real cards"))
        self.players.setColumnStretch(0, 1)

        self.permanents = QListWidget()
        self.permanents.setAccessibleName(self.tr("Permanents on the battlefield"))
        self.controller_box = QComboBox()
        self.controller_box.addItems(names)
        self.controller_box.setAccessibleName(self.tr("Whose card to add"))
        self.add_button = QPushButton(self.tr("Add a card…"))
        self.add_button.setToolTip(self.tr("Find a card by name and place it (nothing triggers)"))
        self.lore_up = QPushButton(self.tr("Lore +1"))
        self.lore_down = QPushButton(self.tr("Lore −1"))
        self.plus_one = QPushButton(self.tr("+1/+1 counter"))
        self.counters_button = QPushButton(self.tr("Counters…"))
        self.counters_button.setToolTip(self.tr("Any kind of counter, any number"))
        self.tap_button = QPushButton(self.tr("Tap / untap"))
        self.remove_button = QPushButton(self.tr("Remove"))
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel(self.tr("Controller")))
        add_row.addWidget(self.controller_box, 1)
        add_row.addWidget(self.add_button)
        edit_row = QHBoxLayout()
        for button in (
            self.lore_up,
            self.lore_down,
            self.plus_one,
            self.counters_button,
            self.tap_button,
            self.remove_button,
        ):
            edit_row.addWidget(button)
        field_box = QGroupBox(self.tr("Battlefield"))
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
        self.start_button.setDefault(True)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(turn_box)
        top.addWidget(players_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(field_box, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self._load_fields()
        for spin in (self.turn, *self.life, *self.poison, *self.hand):
            spin.valueChanged.connect(lambda *_: self._fields_changed())
        for box in (self.active, self.step, self.monarch, self.initiative, self.day_night):
            box.currentIndexChanged.connect(lambda *_: self._fields_changed())
        self.add_button.clicked.connect(self.add_card)
        self.lore_up.clicked.connect(lambda: self._counter("lore", 1))
        self.lore_down.clicked.connect(lambda: self._counter("lore", -1))
        self.plus_one.clicked.connect(lambda: self._counter("+1/+1", 1))
        self.counters_button.clicked.connect(self.ask_counters)
        self.tap_button.clicked.connect(self._toggle_tapped)
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
            0
            if position.initiative is None
            else self.initiative.findData(int(position.initiative))
        )
        self.day_night.setCurrentIndex(max(0, self.day_night.findData(position.day_night)))
        counters = dict(position.player_counters)
        for i, player in enumerate(self.setup.players):
            life = player.life if player.life is not None else self.setup.rules.starting_life
            self.life[i].setValue(life)
            self.poison[i].setValue(counters.get(PlayerId(i), Counters())["poison"])
            self.hand[i].setValue(player.hand_count if player.paper else len(player.hand))

    def _fields_changed(self) -> None:
        players = tuple(
            replace(
                p,
                life=self.life[i].value(),
                hand_count=self.hand[i].value() if p.paper else p.hand_count,
            )
            for i, p in enumerate(self.setup.players)
        )
        counters = dict(self.position.player_counters)
        for i in range(len(players)):
            pid = PlayerId(i)
            now = counters.get(pid, Counters())
            poison = self.poison[i].value()
            now = now.plus("poison", poison - now["poison"])
            if now:
                counters[pid] = now
            else:
                counters.pop(pid, None)
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
            player_counters=tuple(sorted(counters.items())),
        )
        self._show(replace(self.setup, players=players, position=position))

    def _show(self, setup: GameSetup) -> bool:
        """Make ``setup`` the value and the table's picture; refused (and said) if it is not
        a position the rules allow."""
        try:
            game = Game(setup)
        except ValueError as exc:
            self.problem.setText(str(exc))
            self.problem.setVisible(True)
            return False
        self.problem.setVisible(False)
        self.setup = setup
        self.game = game
        self._preview(game)
        self._list_permanents()
        self._show_marks()
        return True

    def _list_permanents(self) -> None:
        row = self.permanents.currentRow()
        self.permanents.clear()
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
            self.permanents.addItem("  ·  ".join(parts))
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
            self.remove_button,
        ):
            button.setEnabled(chosen is not None)
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
        return self._put_card(self.controller_box.currentIndex(), self.place)

    def place(self, action: a.Action) -> None:
        """Place what a Put card answer describes (a card, its controller, face, token, tapped;
        a Saga with read ahead's chapter as its lore, else one lore counter)."""
        card = getattr(action, "card", None)
        controller = getattr(action, "controller", None)
        if card is None or controller is None:
            return
        face = int(getattr(action, "face", 0))
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
        if self._chosen() is not None:
            self._replace_chosen(None)

    # ------------------------------------------------------------------ designations

    def _creatures_of(self, player: int) -> list[tuple[int, str]]:
        """(battlefield index, label) of the player's creatures in the position."""
        out = []
        for i, perm in enumerate(self.position.battlefield):
            face = perm.card.faces[perm.face]
            if int(perm.controller) == player and "Creature" in face.card_types:
                name = (face.name_ja or face.name) if self.language == "ja" else face.name
                out.append((i, name))
        return out

    def _marks_summary(self, player: int) -> str:
        marks = self.position.marks_of(PlayerId(player))
        counters = dict(self.position.player_counters).get(PlayerId(player), Counters())
        parts = []
        if marks.dungeon is not None:
            dungeon = DUNGEONS[marks.dungeon]
            room = dungeon.room(marks.room) if marks.room else dungeon.first
            parts.append(room.name_ja if self.language == "ja" else room.name)
        if marks.city_blessing:
            parts.append(self.tr("blessing"))
        if marks.ring_tempted:
            parts.append(self.tr("Ring {n}").format(n=min(marks.ring_tempted, 4)))
        if marks.speed is not None:
            parts.append(self.tr("speed {n}").format(n=marks.speed))
        for kind in TRACKED_COUNTERS:
            if counters[kind]:
                parts.append(f"{counter_kind_name(kind)} {counters[kind]}")
        return " · ".join(parts)

    def _show_marks(self) -> None:
        for row, button in enumerate(self.marks_buttons):
            summary = self._marks_summary(row)
            short = summary if len(summary) <= 22 else self.tr("{n} set…").format(
                n=summary.count(" · ") + 1
            )
            button.setText(short or self.tr("None…"))
            button.setToolTip(
                summary
                or self.tr("Dungeon, the city's blessing, the Ring, speed, energy and others")
            )

    def ask_marks(self, player: int) -> QDialog:
        """The designations dialog for one player (a button in the players' grid)."""
        pid = PlayerId(player)
        creatures = self._creatures_of(player)
        indices = [i for i, _ in creatures]
        bearer = next(
            (k for k, i in enumerate(indices) if self.position.battlefield[i].ring_bearer), None
        )
        counters = dict(self.position.player_counters).get(pid, Counters())
        value = MarksValue(self.position.marks_of(pid), counters, bearer)
        names = [p.name for p in self.setup.players]
        dialog = PlayerMarksDialog(
            names[player],
            value,
            [label for _, label in creatures],
            language=self.language,
            parent=self,
        )

        def done(_result: int) -> None:
            answer = dialog.result_value()
            dialog.deleteLater()
            if answer is not None:
                self._set_marks(pid, answer, indices)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def _set_marks(self, pid: PlayerId, answer: MarksValue, indices: list[int]) -> None:
        marks = dict(self.position.marks)
        if answer.marks:
            marks[pid] = answer.marks
        else:
            marks.pop(pid, None)
        counters = dict(self.position.player_counters)
        if answer.counters:
            counters[pid] = answer.counters
        else:
            counters.pop(pid, None)
        chosen = None if answer.bearer is None else indices[answer.bearer]
        battlefield = tuple(
            replace(perm, ring_bearer=i == chosen)
            if perm.controller == pid and (perm.ring_bearer or i == chosen)
            else perm
            for i, perm in enumerate(self.position.battlefield)
        )
        position = replace(
            self.position,
            marks=tuple(sorted(marks.items())),
            player_counters=tuple(sorted(counters.items())),
            battlefield=battlefield,
        )
        self._show(replace(self.setup, position=position))

    # ------------------------------------------------------------------ the answer

    def result_value(self) -> Game | None:
        """The game to play from here (its setup holds the position), ``None`` if cancelled."""
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.game
