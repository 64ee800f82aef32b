"""Goldfish > Statistics: the goldfish lab in the window.

It plays the deck of the game on the table (or a decklist file) many times with the scripted
player, in worker processes driven from a thread (a progress bar, and Cancel), and shows the
figures as charts a player reads at a glance: a line per card (cast by turn N), a line per
chapter of a chosen Saga, bars by turn (lands, the goldfish killed), bars by hand size
(mulligans), and the answer to the player's own question. Hovering shows the numbers with their
95 % interval. Any game of the run opens on the table by its number.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QThread, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.lab.player import KeepRule, Policy, card_name
from saga_table.lab.questions import Question, QuestionError, parse_question
from saga_table.lab.runner import LabRun, play_one, run_lab
from saga_table.lab.tally import Tally
from saga_table.qt.fitting import fitting_size
from saga_table.qt.lab.chart import ChartData, ChartWidget, Series, percent_text, series_of
from saga_table.qt.lab.limits import limits_text, sentences

__all__ = ["LabDialog", "LabWorker"]


def _round_top(value: float) -> float:
    """The top of a percent axis above ``value``: 25 % at least, up to a whole 5 % (10 % above
    30 %), so the ticks read 0, 5, 10… rather than 6, 12, 19."""
    step = 0.05 if value <= 0.3 else 0.1
    return max(0.25, min(1.0, round(math.ceil(round(value / step, 9)) * step, 6)))


class LabWorker(QThread):
    """Plays a run off the GUI thread; ``progressed(done, total)``, then ``finished_run(tally)``
    (None when cancelled)."""

    progressed = Signal(int, int)
    finished_run = Signal(object)
    #: The run stopped on an error (a worker process that died, memory): what it said.
    failed = Signal(str)

    def __init__(self, run: LabRun, processes: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run_spec = run
        self.processes = processes
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        try:
            tally = run_lab(
                self.run_spec,
                processes=self.processes,
                progress=lambda done, total: self.progressed.emit(done, total),
                cancelled=lambda: self._cancel,
            )
        except Exception as exc:  # the dialog says so, and can run again
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.finished_run.emit(tally)


class LabDialog(QDialog):
    """The lab. ``open_game_requested(game)`` asks the window to put a game of the run on the
    table. ``processes`` (None: one per core) is what the runs use."""

    open_game_requested = Signal(object)
    run_finished = Signal()

    def __init__(
        self,
        deck: tuple[CardDef, ...],
        deck_label: str,
        *,
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Goldfish statistics"))
        self.setAccessibleName(self.windowTitle())
        self.language = language
        self.deck = deck
        #: The question about a decklist's unreadable lines, while it is asked.
        self.line_problems_box: QMessageBox | None = None
        self.processes: int | None = None
        self.worker: LabWorker | None = None
        self.run_spec: LabRun | None = None
        self.report: dict[str, Any] | None = None
        self._names_ja = {card_name(c): c.name_ja for c in deck if c.name_ja}
        #: The deck is a decklist the player chose (kept when the table's game changes).
        self.deck_from_file = False

        self.deck_label = QLabel(deck_label)
        self.deck_label.setWordWrap(True)
        self.deck_button = QPushButton(self.tr("Decklist…"))
        self.games = QSpinBox()
        # from 1: a number typed below the least was an unfinished entry, and the old one played
        self.games.setRange(1, 200_000)
        self.games.setSingleStep(1000)
        self.games.setValue(2000)
        self.turns = QSpinBox()
        self.turns.setRange(1, 20)
        self.turns.setValue(8)
        self.side = QComboBox()
        self.side.addItem(self.tr("On the play"), True)
        self.side.addItem(self.tr("On the draw"), False)
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(1)
        self.min_lands = QSpinBox()
        self.min_lands.setRange(0, 7)
        self.min_lands.setValue(2)
        self.max_lands = QSpinBox()
        self.max_lands.setRange(0, 7)
        self.max_lands.setValue(5)
        self.question = QLineEdit()
        self.question.setPlaceholderText(
            self.tr("e.g. Urza's Saga chapter III resolved by turn 4 and found an artifact")
        )
        self.question.setAccessibleName(self.tr("Your question"))
        self.run_button = QPushButton(self.tr("Run"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v %"))  # (the same before a run as during it)
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.setAccessibleName(self.tr("Games played"))
        self.status = QLabel(self._ready_text())
        self.status.setWordWrap(True)

        deck_row = QHBoxLayout()
        deck_row.addWidget(self.deck_label, 1)
        deck_row.addWidget(self.deck_button)
        row = QHBoxLayout()
        for label, widget in (
            (self.tr("Games"), self.games),
            (self.tr("Turns"), self.turns),
            ("", self.side),
            (self.tr("Seed"), self.seed),
            (self.tr("Keep hands with lands"), self.min_lands),
            (self.tr("to"), self.max_lands),
        ):
            if label:
                row.addWidget(QLabel(label))
            row.addWidget(widget)
            row.addSpacing(6)
        row.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Deck"), deck_row)
        form.addRow(row)
        form.addRow(self.tr("Question"), self.question)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)

        self.tabs = QTabWidget()
        self.cast_chart = ChartWidget()
        self.chapter_chart = ChartWidget()
        self.saga_choice = QComboBox()
        self.saga_choice.setAccessibleName(self.tr("Saga"))
        self.lands_chart = ChartWidget()
        self.kill_chart = ChartWidget()
        self.mulligan_chart = ChartWidget()
        chapters = QWidget()
        chapter_layout = QVBoxLayout(chapters)
        chapter_layout.setContentsMargins(0, 4, 0, 0)
        chapter_layout.addWidget(self.saga_choice)
        chapter_layout.addWidget(self.chapter_chart, 1)
        self.tabs.addTab(self.cast_chart, self.tr("Cast by turn"))
        self.tabs.addTab(chapters, self.tr("Chapters"))
        self.tabs.addTab(self.lands_chart, self.tr("Lands"))
        self.tabs.addTab(self.kill_chart, self.tr("Damage"))
        self.tabs.addTab(self.mulligan_chart, self.tr("Mulligans"))
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.game_number = QSpinBox()
        self.game_number.setRange(1, 1)
        self.game_number.setAccessibleName(self.tr("Game number"))
        self.open_button = QPushButton(self.tr("Open on the table"))
        self.open_button.setEnabled(False)
        open_row = QHBoxLayout()
        open_row.addWidget(self.answer, 1)
        open_row.addWidget(QLabel(self.tr("Game")))
        open_row.addWidget(self.game_number)
        open_row.addWidget(self.open_button)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(open_row)
        self.run_button.setEnabled(bool(deck))  # (a paper table's game: a decklist first)
        # Default once it is in the dialog: a button made default before it has one
        # is never the dialog's, and Enter stops working when the focus leaves a field.
        self.run_button.setDefault(True)

        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.deck_button.clicked.connect(self.choose_deck)
        self.open_button.clicked.connect(self.open_game)
        # Enter in the game's number opens that game (elsewhere it runs the lab): the number
        # sits beside "Open on the table", and it is where the dialog comes back to.
        self.game_number.installEventFilter(self)
        self.saga_choice.currentIndexChanged.connect(self._show_chapters)
        self.resize(fitting_size(self, QSize(860, 600)))

    # ---------------------------------------------------------------- names

    def shown_name(self, name: str) -> str:
        """A card's name in the window's language."""
        if self.language == "ja":
            return self._names_ja.get(name) or name
        return name

    # ---------------------------------------------------------------- running

    def build_run(self) -> LabRun | None:
        if not self.deck:
            self.status.setText(self._ready_text())
            return None
        names = sorted({card_name(c) for c in self.deck})
        questions: tuple[Question, ...] = ()
        text = self.question.text().strip()
        if text:
            try:
                aliases = {ja: en for en, ja in self._names_ja.items()}  # 日本語の名前でも
                questions = (parse_question(text, names, aliases=aliases),)
            except QuestionError as exc:
                message = self.tr("The question cannot be read: %1").replace("%1", str(exc))
                self.status.setText(message)
                return None
        low, high = sorted((self.min_lands.value(), self.max_lands.value()))
        policy = Policy(
            turns=self.turns.value(),
            on_the_play=bool(self.side.currentData()),
            keep=KeepRule(low, high),
            names=(self.tr("Player"), self.tr("Goldfish")),
        )
        try:
            return LabRun(self.deck, policy, self.games.value(), self.seed.value(), questions)
        except ValueError as exc:  # no deck to play (a game with no cards in it)
            self.status.setText(self.tr("The lab cannot run: %1").replace("%1", str(exc)))
            return None

    def start(self) -> None:
        if self.worker is not None:
            return
        run = self.build_run()
        if run is None:
            return
        self.run_spec = run
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("%v %"))
        self.status.setText(self.tr("Playing %1 games…").replace("%1", f"{run.games:,}"))
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.worker = LabWorker(run, self.processes, self)
        self.worker.progressed.connect(self._on_progress)
        self.worker.finished_run.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.worker.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.status.setText(self.tr("Cancelling…"))
            self.cancel_button.setEnabled(False)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(round(100 * done / max(1, total)))

    def _on_finished(self, tally: Tally | None) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.wait()
            worker.deleteLater()
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if tally is None or self.run_spec is None:
            if self.report is None:
                self.status.setText(self.tr("Cancelled: nothing was counted."))
            else:  # (the charts stay: say whose they are)
                self.status.setText(
                    self.tr(
                        "Cancelled: nothing of this run was counted; the charts are the last run's."
                    )
                )
            self.progress.setValue(0)
        else:
            self.progress.setValue(100)
            self.show_report(self.run_spec.report(tally))
        self.run_finished.emit()

    def _on_failed(self, error: str) -> None:
        """The run stopped on an error: nothing of it was counted; say what stopped it."""
        self._on_finished(None)
        self.status.setText(
            self.tr("The run stopped on an error, and nothing of it was counted: %1").replace(
                "%1", error
            )
        )

    def reject(self) -> None:
        """Escape while a run plays cancels the run (the window stays, saying so); Escape again
        closes it. (Closed with a run going on, the run went on unseen.)"""
        if self.worker is not None:
            self.cancel()
            return
        super().reject()

    def closeEvent(self, event: Any) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()
        super().closeEvent(event)

    # ---------------------------------------------------------------- showing

    def show_report(self, report: dict[str, Any]) -> None:
        self.report = report
        turns = report["turns"]
        labels = tuple(self.tr("T%1").replace("%1", str(t)) for t in range(1, turns + 1))
        games = report["games_played"]
        limits, every_limit = limits_text(report, self.shown_name)
        self.status.setText(
            sentences(
                self.tr("%1 games of %2 turns; each figure with its 95 % interval.")
                .replace("%1", f"{report['games']:,}")
                .replace("%2", str(turns)),
                limits,
            )
        )
        self.status.setToolTip(every_limit)
        cast = tuple(
            series_of(rows, self.shown_name(name)) for name, rows in report["cast_by_turn"].items()
        )
        self.cast_chart.set_data(
            ChartData(self.tr("Cast by turn N"), labels, cast, x_title=self.tr("Turn"))
        )
        self.saga_choice.blockSignals(True)
        self.saga_choice.clear()
        for name in report["chapters"]:
            self.saga_choice.addItem(self.shown_name(name), name)
        self.saga_choice.blockSignals(False)
        self._show_chapters()
        lands = report["lands_on_battlefield"]
        top = max((r["mean"] + r["sd"] for r in lands), default=1.0)
        lands_series = Series(
            self.tr("Lands"),
            tuple(r["mean"] for r in lands),
            tuple(max(0.0, r["mean"] - r["sd"]) for r in lands),
            tuple(r["mean"] + r["sd"] for r in lands),
        )

        def describe_lands(name: str, label: str, value: float, *_: Any) -> str:
            row = lands[labels.index(label)]
            return (
                self.tr("%1: %2 lands on average, spread ± %3 (95 % of the mean: %4 – %5)")
                .replace("%1", label)
                .replace("%2", f"{row['mean']:.2f}")
                .replace("%3", f"{row['sd']:.2f}")
                .replace("%4", f"{row['low']:.2f}")
                .replace("%5", f"{row['high']:.2f}")
            )

        self.lands_chart.set_data(
            ChartData(
                self.tr("Lands on the battlefield (mean, bars ± one spread)"),
                labels,
                (lands_series,),
                kind="bars",
                # (over ten, an even top: its ticks are whole numbers, 0, 3, 6, 9, 12)
                y_max=max(1.0, float(int(top) + 1 + (int(top) + 1 > 10 and int(top) % 2 == 0))),
                percent=False,
                x_title=self.tr("Turn"),
                describe=describe_lands,
            )
        )
        kill = report["damage"]["kill_by_turn"]
        self.kill_chart.set_data(
            ChartData(
                self.tr("Goldfish killed by turn N (%1 life)").replace(
                    "%1", str(report["damage"]["goldfish_life"])
                ),
                labels,
                (series_of(kill, self.tr("Killed")),),
                kind="bars",
                x_title=self.tr("Turn"),
            )
        )
        mull = report["mulligans"]["by_hand_size"]
        self.mulligan_chart.set_data(
            ChartData(
                self.tr("Mulligan rate by hand size"),
                tuple(self.tr("%1 cards").replace("%1", str(r["hand_size"])) for r in mull),
                (series_of(mull, self.tr("Mulligan")),),
                kind="bars",
                y_max=_round_top(max((r["high"] for r in mull), default=0.25) * 1.2),
            )
        )
        self.game_number.setRange(1, report["games"])
        self.open_button.setEnabled(True)
        self.answer.setText(self._answer_text(report))
        if games and report["questions"] and report["questions"][0]["example_games"]:
            self.game_number.setValue(report["questions"][0]["example_games"][0])

    def _answer_text(self, report: dict[str, Any]) -> str:
        if not report["questions"]:
            fastest = report["damage"]["fastest_kill"]
            if fastest:
                return (
                    self.tr("Fastest kill: turn %1 (game %2).")
                    .replace("%1", str(fastest["turn"]))
                    .replace("%2", str(fastest["example_games"][0]))
                )
            return ""
        q = report["questions"][0]
        examples = ", ".join(map(str, q["example_games"])) or self.tr("none")
        return (
            self.tr("%1: %2 (95 %: %3 – %4); games: %5")
            .replace("%1", q["question"])
            .replace("%2", percent_text(f"{100 * q['p']:.1f}"))
            .replace("%3", percent_text(f"{100 * q['low']:.1f}"))
            .replace("%4", percent_text(f"{100 * q['high']:.1f}"))
            .replace("%5", examples)
        )

    def _show_chapters(self) -> None:
        report = self.report
        name = self.saga_choice.currentData()
        if report is None or name is None:
            self.chapter_chart.set_data(None)
            return
        turns = report["turns"]
        labels = tuple(self.tr("T%1").replace("%1", str(t)) for t in range(1, turns + 1))
        chapters = report["chapters"][name]
        series = tuple(
            series_of(info["by_turn"], self.tr("Chapter %1").replace("%1", ch))
            for ch, info in chapters.items()
        )
        self.chapter_chart.set_data(
            ChartData(
                self.tr("%1: chapter resolved by turn N").replace("%1", self.shown_name(name)),
                labels,
                series,
                x_title=self.tr("Turn"),
            )
        )

    # ---------------------------------------------------------------- other decks, games

    def choose_deck(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a decklist"),
            "",
            self.tr("Decklists (*.txt *.dck *.dek *.cod);;All files (*)"),
        )
        if path:
            self.load_deck_file(path)

    def load_deck_file(self, path: str) -> bool:
        """Load a decklist for the runs; lines that cannot be read are named, and the player
        chooses to play the rest or not (a dropped line changes every figure)."""
        from saga_table.lab.command import DeckLinesError, LabInputError, load_deck

        try:
            deck = load_deck(path)
        except DeckLinesError as exc:
            if not self._play_the_rest(path, exc.problems):
                return False
            try:
                deck = load_deck(path, skip_bad_lines=True)
            except LabInputError as again:
                QMessageBox.warning(self, self.windowTitle(), str(again))
                return False
        except LabInputError as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return False
        self._set_deck(deck, path)
        self.deck_from_file = True
        return True

    def follow_game(self, deck: tuple[CardDef, ...], deck_label: str) -> None:
        """The table's game changed (New game, Open...): its deck becomes the one to play,
        unless the player chose a decklist or a run is going."""
        if self.deck_from_file or self.worker is not None or deck == self.deck:
            return
        self._set_deck(deck, deck_label)

    def _set_deck(self, deck: tuple[CardDef, ...], deck_label: str) -> None:
        self.deck = deck
        self._names_ja = {card_name(c): c.name_ja for c in deck if c.name_ja}
        self.deck_label.setText(deck_label)
        if self.worker is None:
            self.run_button.setEnabled(bool(deck))
            self.status.setText(self._ready_text())

    def _ready_text(self) -> str:
        if self.deck:
            return self.tr("Set the run up, then Run.")
        return self.tr("Choose a decklist first (Decklist…).")

    def _play_the_rest(self, path: str, problems: list[str]) -> bool:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.windowTitle())
        box.setText(
            self.tr("%1 line(s) of %2 could not be read:")
            .replace("%1", str(len(problems)))
            .replace("%2", Path(path).name)
        )
        shown = problems[:8] + (
            [self.tr("… and %1 more").replace("%1", str(len(problems) - 8))]
            if len(problems) > 8
            else []
        )
        box.setInformativeText("\n".join(shown) + "\n\n" + self.tr("Play the deck without them?"))
        rest = box.addButton(self.tr("Play the rest"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.line_problems_box = box
        box.exec()
        self.line_problems_box = None
        return box.clickedButton() is rest

    def step_aside(self) -> None:
        """A game of the run is on the table: hide, to come back (Goldfish > Statistics) as it
        was, with the focus in the game's number, so that typing another and Enter opens it."""
        self.game_number.setFocus()
        self.game_number.selectAll()
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.game_number
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.open_button.isEnabled()
        ):
            self.game_number.interpretText()  # (the digits typed, not yet the value)
            self.open_game()
            return True
        return super().eventFilter(watched, event)

    def open_game(self) -> Game | None:
        if self.run_spec is None:
            return None
        game = play_one(self.run_spec, self.game_number.value())
        self.open_game_requested.emit(game)
        return game
