"""The Goldfish menu of the main window, and opening the lab from it.

Importing this module loads nothing of the lab: the dialog, the charts and the engine's lab
package are imported when Statistics is chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

if TYPE_CHECKING:
    from saga_table.qt.lab.dialog import LabDialog

__all__ = ["LabMenu"]


class LabMenu(QObject):
    """Goldfish > Statistics… (Ctrl+Shift+O) on a main window with a ``controller``."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: LabDialog | None = None
        self.statistics = QAction(self.tr("&Statistics…"), window)
        self.statistics.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.statistics.setStatusTip(
            self.tr("Play the deck many times with a scripted player and chart what happens")
        )
        self.statistics.triggered.connect(self.open_lab)
        window.addAction(self.statistics)

    def install(self, bar: QMenuBar) -> None:
        """Add the menu before the last one of the bar (Help stays last)."""
        menu = QMenu(self.tr("G&oldfish"), bar)
        menu.addAction(self.statistics)
        existing = bar.actions()
        if existing:
            bar.insertMenu(existing[-1], menu)
        else:
            bar.addMenu(menu)

    def _deck(self) -> tuple[tuple[Any, ...], str]:
        """The chosen player's cards in this game; when that player has no deck (a goldfish
        opponent), the player with the most cards."""
        window: Any = self.window
        setup = window.controller.game.setup
        seats = range(len(setup.players))

        def cards_of(seat: int) -> tuple[Any, ...]:
            player = setup.players[seat]
            return tuple(player.library) + tuple(player.hand)

        seat = min(max(0, int(getattr(window, "chosen_player", 0))), len(setup.players) - 1)
        if len(cards_of(seat)) < 8:
            seat = max(seats, key=lambda s: len(cards_of(s)))
        cards = cards_of(seat)
        if not cards:  # a paper table: the cards are on the table, not in the app
            return cards, self.tr(
                "No seat of this game has its deck in the app (a paper table): choose a"
                " decklist to play."
            )
        label = (
            self.tr("%1's deck in this game (%2 cards)")
            .replace("%1", setup.players[seat].name)
            .replace("%2", str(len(cards)))
        )
        return cards, label

    def _open_game(self, game: object) -> None:
        """A game of the run onto the table: first the question, if the game there has actions
        that no file holds (Save, Discard or Cancel), as New game and Open ask."""
        window: Any = self.window

        def replace() -> None:
            window.controller.replace_game(game)
            # the game is what the player asked to see: the dialog steps aside (its run stays;
            # Goldfish > Statistics brings it back as it was), the table comes forward
            if self.dialog is not None:
                self.dialog.step_aside()
            window.activateWindow()

        window.game_files.confirm_then(replace)

    def open_lab(self) -> LabDialog:
        from saga_table.qt.lab.dialog import LabDialog

        if self.dialog is None:
            window: Any = self.window
            cards, label = self._deck()
            language = getattr(window.controller, "language", "en")
            self.dialog = LabDialog(cards, label, language=language, parent=self.window)
            self.dialog.open_game_requested.connect(self._open_game)
        else:  # (opened before, maybe on another game: this game's deck now)
            self.dialog.follow_game(*self._deck())
        self.dialog.show()
        self.dialog.activateWindow()
        return self.dialog
