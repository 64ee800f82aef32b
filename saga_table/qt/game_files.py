"""New game, Open and Save: the commands that replace the window's game or write it to a file.

The game record is read and written by :mod:`saga_table.persistence.saves`; a file that cannot be
read or written is said in a message box, and the game on the table stays as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from saga_table.engine.game import Game

# The dialogs are imported when first opened: the first paint of the window needs none of them.
if TYPE_CHECKING:
    from saga_table.qt.dialogs.new_game import NewGameDialog
    from saga_table.qt.main_window import MainWindow

__all__ = ["GameFiles"]


class GameFiles(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller

    def new_game(self) -> NewGameDialog:
        from saga_table.qt.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(parent=self.window, seed=len(self.controller.game.actions) + 1)
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
        if problems and not dialog.problems_seen:  # else the player chose to start anyway
            QMessageBox.warning(
                self.window,
                self.tr("Decklist problems"),
                self.tr("Some lines could not be used:\n{problems}").format(
                    problems="\n".join(problems[:20])
                ),
            )
        self.controller.replace_game(Game(setup))

    def open_record(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open a game record"),
            "",
            self.tr(
                "Game records and decklists (*.json *.txt *.dec *.dek *.dck *.cod);;"
                "Game records (*.json);;All files (*)"
            ),
        )
        if path:
            self.load_record(path)

    def load_record(self, path: str) -> bool:
        from saga_table.demo import default_resolver
        from saga_table.persistence.saves import SaveFileError, load_game
        from saga_table.qt.deck_games import looks_like_decklist

        if looks_like_decklist(path):
            self.window.deck_games.offer_goldfish(path)  # a goldfish game, if the player likes
            return False
        try:
            result = load_game(path, default_resolver())
        except SaveFileError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot open the game"), str(exc))
            return False
        self.controller.replace_game(result.game)
        self.window.recent_files.add(path)
        if result.warning:
            QMessageBox.information(self.window, self.tr("Opened in part"), result.warning)
        return True

    def save_record(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Save the game record"), "", self.tr("Game records (*.json)")
        )
        if path:
            self.write_record(path)

    def write_record(self, path: str) -> bool:
        from saga_table.persistence.saves import SaveFileError, save_game

        try:
            save_game(self.controller.game, path)
        except SaveFileError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot save the game"), str(exc))
            return False
        self.window.recent_files.add(path)
        self.window.statusBar().showMessage(self.tr("Saved."), 4000)
        return True
