"""The New Game dialog: who plays, with which deck (or none, for a paper game), starting life,
the seed, and the table's rule options. :func:`build_setup` turns the answer into the engine's
:class:`~saga_table.engine.setup.GameSetup`.

The first choice is the **paper table**: every seat plays with real cards (a paper seat: no
library in the app, a hand of seven it counts, draws counted, never a loss for an empty
library). The names of the last game come back. A seat gets the demo deck or a decklist only
when asked. "Set up position…" starts from a game already under way instead
(:attr:`NewGameDialog.position_requested`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.decks.model import MAX_DECK_CARDS
from saga_table.engine.cards import CardDef
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import Edition, RuleOptions
from saga_table.qt.dialogs.decklist import DeckCheck, DeckRowTools, Lookup
from saga_table.qt.fitting import fitting_size

__all__ = [
    "DECK_DEMO",
    "DECK_NONE",
    "NewGameChoice",
    "NewGameDialog",
    "PlayerChoice",
    "build_setup",
]

#: Deck choices besides a decklist file. DECK_NONE: a paper seat.
DECK_NONE = "none"
DECK_DEMO = "demo"
#: A decklist pasted from the clipboard (its cards travel in :attr:`PlayerChoice.cards`).
DECK_PASTED = "pasted"
#: A paper seat's hand as the game begins: the seven cards drawn at the real table.
PAPER_HAND = 7

MAX_PLAYERS = 8

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class PlayerChoice:
    name: str
    #: DECK_NONE, DECK_DEMO, DECK_PASTED, or the path of a decklist file.
    deck: str = DECK_NONE
    #: The library, already read (a pasted decklist); None: read ``deck``.
    cards: tuple[CardDef, ...] | None = None


@dataclass(frozen=True, slots=True)
class NewGameChoice:
    players: tuple[PlayerChoice, ...]
    seed: int = 0
    starting_player: int = 0
    opening_hands: bool = True
    rules: RuleOptions = field(default_factory=RuleOptions)


def build_setup(
    choice: NewGameChoice,
    *,
    resolve: Callable[[str], CardDef | None] | None = None,
) -> tuple[GameSetup, list[str]]:
    """The game setup a choice describes, and the problems met reading decklists (in English
    from the decklist reader; the window shows them as they are)."""
    from saga_table.demo import default_resolver, demo_deck

    resolver = resolve if resolve is not None else default_resolver()
    problems: list[str] = []
    players: list[PlayerSetup] = []
    for player in choice.players:
        library: tuple[CardDef, ...] = ()
        if player.cards is not None:
            library = player.cards
        elif player.deck == DECK_NONE:  # a paper seat: real cards, a hand of seven counted
            players.append(PlayerSetup(player.name, paper=True, hand_count=PAPER_HAND))
            continue
        elif player.deck == DECK_DEMO:
            library = demo_deck(resolver)
        elif player.deck != DECK_PASTED:
            library, more = _read_decklist(Path(player.deck), resolver)
            problems.extend(f"{player.name}: {p}" for p in more)
        players.append(PlayerSetup(player.name, library=library))
    has_cards = any(p.library for p in players)
    setup = GameSetup(
        players=tuple(players),
        seed=choice.seed,
        rules=choice.rules,
        starting_player=choice.starting_player,
        opening_hands=choice.opening_hands and has_cards,
    )
    return setup, problems


def _read_decklist(
    path: Path, resolve: Callable[[str], CardDef | None]
) -> tuple[tuple[CardDef, ...], list[str]]:
    from saga_table.decks import Section, parse_decklist_file

    try:
        deck = parse_decklist_file(path)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return (), [
            translate("Decklist", "{file}: cannot be read: {reason}").format(
                file=path.name, reason=reason
            )
        ]
    where = translate("Decklist", "{file}:{line}: {reason}")
    problems = [where.format(file=path.name, line=p.line, reason=p.reason) for p in deck.problems]
    cards: list[CardDef] = []
    for entry in deck.entries:
        if entry.section not in (Section.MAIN, Section.COMMANDER):
            continue
        card = resolve(entry.name)
        if card is None:
            reason = translate("Decklist", "unknown card '{name}'").format(name=entry.name)
            problems.append(where.format(file=path.name, line=entry.line, reason=reason))
            continue
        room = MAX_DECK_CARDS - len(cards)
        if entry.count > room:
            reason = translate("Decklist", "more than {limit} cards: the rest is left out").format(
                limit=MAX_DECK_CARDS
            )
            problems.append(where.format(file=path.name, line=entry.line, reason=reason))
        cards.extend([card] * min(entry.count, room))
    return tuple(cards), problems


class _PlayerRow:
    def __init__(self, dialog: NewGameDialog, index: int) -> None:
        self.name = QLineEdit(dialog.remembered_name(index))
        self.name.setAccessibleName(
            translate("NewGameDialog", "Name of player {number}").format(number=index + 1)
        )
        self.deck = QComboBox()
        self.deck.setAccessibleName(
            translate("NewGameDialog", "Deck of player {number}").format(number=index + 1)
        )
        self.deck.addItem(translate("NewGameDialog", "No deck (a paper game)"), DECK_NONE)
        self.deck.addItem(translate("NewGameDialog", "The demo Saga deck"), DECK_DEMO)
        self.browse = QPushButton(translate("NewGameDialog", "Decklist…"))
        self.browse.setAccessibleName(
            translate("NewGameDialog", "Choose a decklist file for player {number}").format(
                number=index + 1
            )
        )
        self.browse.clicked.connect(lambda: dialog.browse_deck(self))
        self.tools = DeckRowTools(index + 1, dialog, dialog.deck_lookup)
        self.tools.paste_button.clicked.connect(lambda: dialog.paste_deck(self))
        self.deck.currentIndexChanged.connect(lambda _i: dialog.check_row_deck(self))

    def set_deck_path(self, path: str) -> None:
        index = self.deck.findData(path)
        if index < 0:
            self.deck.addItem(Path(path).name, path)
            index = self.deck.count() - 1
        self.deck.setCurrentIndex(index)

    def set_pasted(self, check: DeckCheck) -> None:
        label = translate("NewGameDialog", "Pasted decklist")
        index = self.deck.findData(DECK_PASTED)
        if index < 0:
            self.deck.addItem(label, DECK_PASTED)
            index = self.deck.count() - 1
        if self.deck.currentIndex() == index:
            self.tools.show(check)
        else:
            self.deck.setCurrentIndex(index)  # shows it

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.name, self.deck, self.browse, *self.tools.widgets())


class NewGameDialog(QDialog):
    """Controls: :attr:`player_count`, :attr:`rows` (name, deck and a decklist button per player),
    :attr:`starting_life`, :attr:`seed`, :attr:`starting_player`, :attr:`opening_hands`,
    :attr:`edition`, :attr:`first_draw`, :attr:`one_land`, :attr:`auto_order`,
    :attr:`max_hand`."""

    def __init__(
        self,
        *,
        parent: QWidget | None = None,
        seed: int = 0,
        names: Sequence[str] = (),
        players: int | None = None,
        life: int = 20,
    ) -> None:
        super().__init__(parent)
        self.names = tuple(names)
        #: True when the dialog closed with "Set up position…" (accepted, then the editor).
        self.position_requested = False
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.windowTitle())
        self.player_count = QSpinBox()
        self.player_count.setRange(1, MAX_PLAYERS)
        count = players if players is not None else (len(self.names) or 4)
        self.player_count.setValue(max(1, min(MAX_PLAYERS, count)))
        self.player_count.setAccessibleName(self.tr("Number of players"))
        self._lookup: Lookup | None = None
        self.problems_seen = False
        self.problems_box: QMessageBox | None = None
        self.rows = [_PlayerRow(self, i) for i in range(MAX_PLAYERS)]
        self.paper_table = QPushButton(self.tr("Paper table: every seat plays real cards"))
        self.paper_table.setToolTip(
            self.tr("No decks in the app: draws are counted, hands are numbers")
        )
        self.paper_table.clicked.connect(self.make_paper_table)
        self.demo_game = QPushButton(self.tr("Goldfish the demo Saga deck"))
        self.demo_game.clicked.connect(self.make_demo_game)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.paper_table)
        choice_row.addWidget(self.demo_game)
        choice_row.addStretch(1)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Player")), 0, 0)
        grid.addWidget(QLabel(self.tr("Deck")), 0, 1, 1, 2)
        for i, row in enumerate(self.rows):
            grid.addWidget(row.name, i + 1, 0)
            grid.addWidget(row.deck, i + 1, 1)
            grid.addWidget(row.browse, i + 1, 2)
            grid.addWidget(row.tools.paste_button, i + 1, 3)
            grid.addWidget(row.tools.status, i + 1, 4)
        players_box = QGroupBox(self.tr("Players"))
        players_layout = QVBoxLayout(players_box)
        players_layout.addLayout(choice_row)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Players at the table")))
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)
        players_layout.addLayout(grid)
        self.deck_problems = QLabel()
        self.deck_problems.setWordWrap(True)
        self.deck_problems.setAccessibleName(self.tr("Decklist problems"))
        self.deck_problems.hide()
        players_layout.addWidget(self.deck_problems)

        self.starting_life = QSpinBox()
        self.starting_life.setRange(1, 999)
        self.starting_life.setValue(life)
        self.starting_life.setAccessibleName(self.tr("Starting life"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(seed)
        self.seed.setAccessibleName(self.tr("Seed for shuffling"))
        self.starting_player = QComboBox()
        self.starting_player.setAccessibleName(self.tr("Starting player"))
        self.opening_hands = QCheckBox(self.tr("Draw opening hands (keep or mulligan)"))
        self.opening_hands.setChecked(True)
        self.edition = QComboBox()
        self.edition.setAccessibleName(self.tr("Rules edition"))
        self.edition.addItem(self.tr("Comprehensive Rules, September 2026"), Edition.SEPTEMBER_2026)
        self.edition.addItem(self.tr("Comprehensive Rules, January 2026"), Edition.JANUARY_2026)
        self.first_draw = QComboBox()
        self.first_draw.setAccessibleName(self.tr("First player's draw"))
        self.first_draw.addItem(self.tr("As the rules say (103.8)"), None)
        self.first_draw.addItem(self.tr("The first player skips their first draw"), True)
        self.first_draw.addItem(self.tr("The first player draws"), False)
        self.one_land = QCheckBox(self.tr("Enforce one land per turn"))
        self.auto_order = QCheckBox(self.tr("Put identical triggers on the stack without asking"))
        self.max_hand = QSpinBox()
        self.max_hand.setRange(0, 99)
        self.max_hand.setValue(7)
        self.max_hand.setAccessibleName(self.tr("Maximum hand size"))
        rules_box = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules_box)
        form.addRow(self.tr("Starting life"), self.starting_life)
        form.addRow(self.tr("Starting player"), self.starting_player)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.tr("Edition"), self.edition)
        form.addRow(self.tr("First draw"), self.first_draw)
        form.addRow(self.tr("Maximum hand size"), self.max_hand)
        # the two short options share a row: four seats fit a 1024x600 screen unscrolled
        short_options = QHBoxLayout()
        short_options.addWidget(self.opening_hands)
        short_options.addWidget(self.one_land)
        short_options.addStretch(1)
        form.addRow(short_options)
        form.addRow(self.auto_order)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.position_button = self.buttons.addButton(
            self.tr("Set up position…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.position_button.setToolTip(
            self.tr("Join a game under way: place its cards and counters, then start from there")
        )
        self.position_button.clicked.connect(self._set_up_position)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # The players and the rules scroll above the buttons: eight seats (or a long list of
        # decklist problems) make the dialog taller than a 1024x600 screen, and its buttons must
        # stay on it.
        self.body = QWidget()
        body_layout = QVBoxLayout(self.body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(players_box)
        body_layout.addWidget(rules_box)
        body_layout.addStretch(1)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidget(self.body)
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body_scroll, 1)
        layout.addWidget(self.buttons)
        self.player_count.valueChanged.connect(self._update_rows)
        for row in self.rows:
            row.name.textChanged.connect(self._update_starting_players)
        self._update_rows()
        self.player_count.valueChanged.connect(lambda _v: self._show_deck_problems())
        self._show_deck_problems()

    # ---------------------------------------------------------------- decklists

    def deck_lookup(self) -> Lookup:
        """The card lookup decklists are read with (the app's, made when first needed)."""
        if self._lookup is None:
            from saga_table.qt.dialogs.decklist import default_lookup

            self._lookup = default_lookup()
        return self._lookup

    def set_deck_lookup(self, lookup: Lookup) -> None:
        self._lookup = lookup

    def paste_deck(self, row: _PlayerRow) -> None:
        check = row.tools.paste()
        if check is not None:
            row.set_pasted(check)

    def check_row_deck(self, row: _PlayerRow) -> None:
        """Read the row's chosen deck now, so its count and problems show before Start."""
        data = str(row.deck.currentData())
        if data == DECK_NONE:
            row.tools.show(None)
        elif data == DECK_PASTED:
            row.tools.show(row.tools.pasted)
        elif data == DECK_DEMO:
            from saga_table.demo import demo_deck

            row.tools.show(DeckCheck(self.tr("The demo Saga deck"), demo_deck(), ()))
        else:
            row.tools.show(row.tools.read_file(data))
        self._show_deck_problems()

    def deck_problem_lines(self) -> list[str]:
        """Every problem of the decks of the players at the table, each with the player's name."""
        lines: list[str] = []
        for i, row in enumerate(self.rows[: self.player_count.value()]):
            check = row.tools.check
            if check is None:
                continue
            name = row.name.text().strip() or self.default_name(i)
            lines.extend(f"{name}: {problem}" for problem in check.problems)
        return lines

    def _show_deck_problems(self) -> None:
        if not hasattr(self, "deck_problems"):
            return  # still being built
        lines = self.deck_problem_lines()
        self.deck_problems.setVisible(bool(lines))
        shown = lines[:12]
        if len(lines) > len(shown):
            shown.append(self.tr("… and {count} more").format(count=len(lines) - len(shown)))
        self.deck_problems.setText("\n".join(shown))
        self._fit_to_screen()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_to_screen()  # the hidden rows count in the size the dialog asks before it shows

    def _fit_to_screen(self) -> None:
        """As large as the players and rules need, within the screen (they scroll beyond)."""
        if not hasattr(self, "body_scroll"):
            return  # still being built
        body = self.body.sizeHint()
        bar = self.body_scroll.verticalScrollBar().sizeHint().width()
        self.body_scroll.setMinimumWidth(self.body.minimumSizeHint().width() + bar)
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        spacing = max(0, layout.spacing())
        wanted = QSize(
            body.width() + bar + margins.left() + margins.right(),
            body.height()
            + spacing
            + self.buttons.sizeHint().height()
            + margins.top()
            + margins.bottom(),
        )
        self.resize(fitting_size(self, wanted))

    def accept(self) -> None:
        """Start; with decklist problems, first ask whether to fix them or start anyway."""
        lines = self.deck_problem_lines()
        if not lines or self.problems_seen:
            super().accept()
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Decklist problems"),
            self.tr("Some decklist lines could not be used:\n{problems}").format(
                problems="\n".join(lines[:12])
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        self.fix_button = box.addButton(
            self.tr("Fix the decklists"), QMessageBox.ButtonRole.RejectRole
        )
        self.start_anyway_button = box.addButton(
            self.tr("Start anyway"), QMessageBox.ButtonRole.AcceptRole
        )
        box.setDefaultButton(self.fix_button)
        self.problems_box = box

        def answered(_result: int) -> None:
            box.deleteLater()
            self.problems_box = None
            if box.clickedButton() is self.start_anyway_button:
                self.problems_seen = True
                super(NewGameDialog, self).accept()

        box.finished.connect(answered)
        box.open()

    def start_from(self, table: Sequence[tuple[str, str]], life: int) -> None:
        """Fill the dialog in with the last table: its players and their decks (a decklist
        that is no longer there is left out), and the starting life."""
        self.starting_life.setValue(life)
        if not table:
            return
        self.player_count.setValue(len(table))
        for row, (name, deck) in zip(self.rows, table, strict=False):
            row.name.setText(name)
            if deck in (DECK_NONE, DECK_DEMO):
                row.deck.setCurrentIndex(row.deck.findData(deck))
            elif Path(deck).is_file():
                row.set_deck_path(deck)
            else:
                row.deck.setCurrentIndex(row.deck.findData(DECK_NONE))

    def default_name(self, index: int) -> str:
        return self.tr("Player {number}").format(number=index + 1)

    def remembered_name(self, index: int) -> str:
        """The name this seat had in the last new game, or "Player n"."""
        if index < len(self.names) and self.names[index].strip():
            return self.names[index]
        return self.default_name(index)

    def make_paper_table(self) -> None:
        """Every seat a paper seat (no deck in the app)."""
        for row in self.rows:
            row.deck.setCurrentIndex(row.deck.findData(DECK_NONE))

    def make_demo_game(self) -> None:
        """One player goldfishing the demo Saga deck, one land a turn (the app knows every card
        of a goldfish game: the rule can be kept for the player, as the demo at start-up does)."""
        self.player_count.setValue(1)
        self.rows[0].deck.setCurrentIndex(self.rows[0].deck.findData(DECK_DEMO))
        self.one_land.setChecked(True)

    def _set_up_position(self) -> None:
        self.position_requested = True
        self.accept()

    def browse_deck(self, row: _PlayerRow) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a decklist"),
            "",
            self.tr("Decklists (*.txt *.dec *.dek *.dck *.cod);;All files (*)"),
        )
        if path:
            row.set_deck_path(path)
            self.check_row_deck(row)

    def _update_rows(self, *_args: object) -> None:
        count = self.player_count.value()
        for i, row in enumerate(self.rows):
            for widget in row.widgets():
                widget.setVisible(i < count)
        self._update_starting_players()
        self._fit_to_screen()

    def _update_starting_players(self, *_args: object) -> None:
        current = self.starting_player.currentIndex()
        self.starting_player.clear()
        for row in self.rows[: self.player_count.value()]:
            self.starting_player.addItem(row.name.text().strip() or row.name.placeholderText())
        self.starting_player.setCurrentIndex(max(0, min(current, self.starting_player.count() - 1)))

    def choice(self) -> NewGameChoice:
        count = self.player_count.value()
        players = tuple(
            PlayerChoice(
                row.name.text().strip() or self.default_name(i),
                str(row.deck.currentData()),
                row.tools.pasted.cards
                if row.deck.currentData() == DECK_PASTED and row.tools.pasted is not None
                else None,
            )
            for i, row in enumerate(self.rows[:count])
        )
        rules = RuleOptions(
            edition=Edition(self.edition.currentData()),
            starting_life=self.starting_life.value(),
            first_player_skips_draw=self.first_draw.currentData(),
            one_land_per_turn=self.one_land.isChecked(),
            # (the app knows every card only when every seat plays a deck in it: then the
            # switch that keeps one land a turn keeps summoning sickness and sorcery timing too)
            sickness_and_timing=self.one_land.isChecked()
            and all(player.deck != DECK_NONE for player in players),
            max_hand_size=self.max_hand.value(),
            auto_order_identical_triggers=self.auto_order.isChecked(),
        )
        return NewGameChoice(
            players=players,
            seed=self.seed.value(),
            starting_player=max(0, self.starting_player.currentIndex()),
            opening_hands=self.opening_hands.isChecked(),
            rules=rules,
        )

    def result_value(self) -> NewGameChoice | None:
        return self.choice() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(cls, parent: QWidget | None, *, seed: int = 0) -> NewGameChoice | None:
        dialog = cls(parent=parent, seed=seed)
        dialog.exec()
        return dialog.result_value()
