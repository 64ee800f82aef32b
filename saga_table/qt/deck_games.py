"""Games started from decks: Game > Restart with the same decks, and Open on a decklist, which
offers a goldfish game with it (rather than refusing it as "not a game record").

Both ask first (a window-modal message box, never a nested event loop) and start the game with
a fresh random seed, which the game record keeps.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from saga_table.engine.game import Game

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from saga_table.qt.main_window import MainWindow

__all__ = ["DECKLIST_SUFFIXES", "DeckGames", "looks_like_decklist"]

#: File name endings of the decklist formats the reader knows.
DECKLIST_SUFFIXES = frozenset({".txt", ".dec", ".dek", ".dck", ".cod", ".mwdeck"})


def looks_like_decklist(path: str | Path) -> bool:
    """A decklist by its name, or a file that does not begin like JSON (a game record)."""
    source = Path(path)
    if source.suffix.casefold() in DECKLIST_SUFFIXES:
        return True
    from saga_table.safeio import special_file  # here: the first paint does not need it

    if source.suffix.casefold() == ".json" or special_file(source):
        return False  # a pipe is not opened here: the record reader refuses it with a message
    try:
        with source.open("rb") as f:
            start = f.read(64).lstrip(b"\xef\xbb\xbf \t\r\n")
    except OSError:
        return False
    return bool(start) and not start.startswith((b"{", b"["))


class DeckGames(QObject):
    """``question`` is the message box open now (None when none is)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.question: QMessageBox | None = None

    def _ask(
        self, title: str, text: str, yes: str, start: Game | None, *, confirm: bool = False
    ) -> QMessageBox:
        """Ask ``text``; on ``yes``, ``start`` replaces the game on the table (``confirm``: after
        the unsaved-changes question, when the game there has actions no file holds; Open and
        Recent have asked it already)."""
        from PySide6.QtWidgets import QMessageBox  # when asked: the first paint needs none

        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.window)
        go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(go)
        self.question = box

        def answered(_result: int) -> None:
            self.question = None
            box.deleteLater()
            if box.clickedButton() is go and start is not None:
                if confirm:
                    self.window.game_files.confirm_then(lambda: self.controller.replace_game(start))
                else:
                    self.controller.replace_game(start)

        box.finished.connect(answered)
        box.open()
        return box

    def restart(self) -> QMessageBox:
        """Game > Restart: the same players and decks, shuffled anew."""
        from saga_table.qt.dialogs.decklist import restart_setup

        setup = restart_setup(self.controller.game.setup)
        return self._ask(
            self.tr("Restart"),
            self.tr("Start this game again with the same players and decks, shuffled anew?"),
            self.tr("Restart"),
            Game(setup),
            confirm=True,
        )

    def offer_goldfish(self, path: str) -> QMessageBox:
        """Open on a decklist: say what it holds and offer a goldfish game with it."""
        from PySide6.QtWidgets import QMessageBox

        from saga_table.qt.dialogs.decklist import check_decklist_file, goldfish_setup

        check = check_decklist_file(path)
        name = Path(path).name
        if not check.cards:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Cannot open the file"),
                self.tr("“{file}” is neither a game record nor a decklist with cards.").format(
                    file=name
                ),
                QMessageBox.StandardButton.Ok,
                self.window,
            )
            box.setInformativeText("\n".join(check.problems[:12]))
            box.finished.connect(lambda _r: box.deleteLater())
            box.open()
            self.question = box
            return box
        text = self.tr("“{file}” is a decklist of {count} cards. Goldfish with it?").format(
            file=name, count=check.count
        )
        if check.problems:
            text += "\n\n" + self.tr("Some lines could not be used:") + "\n"
            text += "\n".join(check.problems[:12])
        game = Game(goldfish_setup(check, name=self.tr("You")))
        return self._ask(self.tr("Open a decklist"), text, self.tr("Goldfish"), game)
