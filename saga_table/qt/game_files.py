"""New game, Open and Save: the commands that replace the window's game or write it to a file.

The game on the table is *modified* when its actions are not the ones last saved or opened; the
window's title shows the file's name and a ``*`` then (``QWidget.setWindowModified``). New game
and Open ask before they replace a modified game: Save, Discard or Cancel. (Asking, rather than
making the replaced game one Undo away: Undo takes back actions of one game, and a saved record,
the autosave journal and the log are each one game's; a second game behind Undo would be in
none of them.)

Save starts in the saved-games folder (:attr:`AppPaths.saves_dir`) with a name made of the date
and the players, and always writes a ``.json`` file, which Open lists. A new game starts from
the last table (players, decks, starting life: kept in the settings) with a random seed, which
the record keeps, so a replay shuffles the same.

The game record is read and written by :mod:`saga_table.persistence.saves`; a file that cannot be
read or written is said in a message box, and the game on the table stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog

from saga_table.engine import actions as a
from saga_table.engine.game import Game

# The dialogs are imported when first opened: the first paint of the window needs none of them.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from saga_table.qt.dialogs.new_game import NewGameDialog
    from saga_table.qt.main_window import MainWindow

__all__ = ["GameFiles", "random_seed", "with_suffix"]

#: The actions of the opening hands (103.5): a game that has only these is not worth a question.
_OPENING_ACTIONS = (a.KeepHand, a.Mulligan)
#: Eight players, each mulliganing down to nothing and keeping: no more opening actions than this.
_OPENING_ACTIONS_AT_MOST = 8 * 8

#: The largest seed the New game dialog takes.
MAX_SEED = 2**31 - 1


def random_seed() -> int:
    """A new game's seed: from the system's randomness, 1 to :data:`MAX_SEED`."""
    import secrets  # here: it loads OpenSSL's hashes (hmac), which the start-up need not wait for

    return secrets.randbelow(MAX_SEED) + 1


def with_suffix(path: str, suffix: str) -> str:
    """``path`` ending in ``suffix`` (".json"): a name typed without it gets it.

    >>> with_suffix("/saves/game4p", ".json"), with_suffix("/saves/a.JSON", ".json")
    ('/saves/game4p.json', '/saves/a.JSON')
    >>> with_suffix("/saves/round 2.v1", ".json")
    '/saves/round 2.v1.json'
    """
    return path if Path(path).suffix.lower() == suffix else path + suffix


class GameFiles(QObject):
    """``path``: the file of the game on the table (None before it is saved or when it was
    not opened from one); ``file_dialog`` and ``ask_box``: the dialog open now, if any.
    ``saved(path)``: the game was saved to, or opened from, that file."""

    saved = Signal(str)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.path: Path | None = None
        #: How many actions the game has now, and had when it was last saved or opened (None:
        #: never saved, and worth keeping once played; -1: that point was undone and replaced
        #: by other actions). Counted from the controller's history steps: no walk over the
        #: history per action.
        self._depth = self.controller.game.history_length
        self._saved: int | None = self._depth
        self.file_dialog: QFileDialog | None = None
        self.ask_box: QMessageBox | None = None
        self.controller.history_step.connect(self._on_step)
        self.controller.game_replaced.connect(self._on_replaced)
        self.update_title()

    # ---------------------------------------------------------------- saved or not

    @property
    def modified(self) -> bool:
        """True when replacing the game would lose actions not saved in a file. A game whose
        only actions are its opening hands kept or mulliganed (103.5) has nothing to lose yet:
        the next game deals new ones, so New game and Open do not ask about it."""
        if self._saved is None or self._saved == 0:
            return self._depth > 0 and not self._only_opening_hands()
        return self._depth != self._saved

    def _only_opening_hands(self) -> bool:
        game = self.controller.game
        depth = game.history_length
        if depth > _OPENING_ACTIONS_AT_MOST:
            return False  # (a game this long has more in it: no walk over a long history)
        return all(isinstance(game.history_entry(i).action, _OPENING_ACTIONS) for i in range(depth))

    def _on_step(self, kind: str) -> None:
        if kind == "undo":
            self._depth -= 1
        else:
            if kind == "apply" and self._saved is not None and self._depth < self._saved:
                self._saved = -1  # the saved actions were undone, and now replaced
            self._depth += 1
        self.update_title()

    def mark_saved(self, path: str | Path | None = None) -> None:
        """The game is as in ``path`` (or in the file it has) now."""
        if path is not None:
            self.path = Path(path)
        self._depth = self.controller.game.history_length
        self._saved = self._depth
        self.update_title()
        if self.path is not None:
            self.saved.emit(str(self.path))

    def resumed_from(self, path: str) -> None:
        """A game taken up again from the autosave was last saved to ``path``: it is that
        file's game, with changes no file holds (Save writes them there)."""
        self.path = Path(path)
        self.mark_unsaved()

    def mark_unsaved(self) -> None:
        """The game was never saved to a file (a game taken up again from the autosave)."""
        self._saved = None
        self.update_title()

    def kept(self) -> tuple[Path | None, int, int | None]:
        """The file and saved state of the game on the table, for :meth:`restore` (Set up
        position previews other games on the table, and may put this one back)."""
        return self.path, self._depth, self._saved

    def restore(self, kept: tuple[Path | None, int, int | None]) -> None:
        """The game of :meth:`kept` is on the table again: its file and saved state too."""
        self.path, self._depth, self._saved = kept
        self.update_title()

    def mark_unsaved_work(self) -> None:
        """The game on the table is work that no file holds yet, though it has no action (a
        position set up by hand): replacing it asks first, until it is saved."""
        self._saved = -1
        self.update_title()

    def take_over(self, other: GameFiles) -> None:
        """The same game in a new window (another language): its file and saved state."""
        self.path = other.path
        self._depth, self._saved = other._depth, other._saved
        self.update_title()

    def _on_replaced(self) -> None:
        self.path = None
        self._depth = self.controller.game.history_length
        self._saved = self._depth
        self.update_title()

    def update_title(self, *_args: object) -> None:
        window = self.window
        if self.path is not None:
            name = self.path.name.replace("[*]", "[ * ]")
            title = self.tr("{file}[*] — Saga Table").format(file=name)
        else:
            # (Not "Saga Table[*]": the platform adds " — Saga Table" to a title that does not
            # end in the app's name, and it read "Saga Table* — Saga Table".)
            title = self.tr("Untitled[*] — Saga Table")
        if window.windowTitle() != title:
            window.setWindowTitle(title)
        modified = self.modified
        if window.isWindowModified() != modified:
            window.setWindowModified(modified)

    def saves_folder(self) -> Path:
        """Where Save, Open and Export log start: the saved-games folder (made if missing)."""
        from saga_table.persistence.paths import app_paths

        folder = app_paths().saves_dir
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder

    # ---------------------------------------------------------------- asking first

    def confirm_then(
        self, proceed: Callable[[], object], *, quitting: bool = False
    ) -> QMessageBox | None:
        """``proceed()`` now if nothing would be lost; else ask (window-modal, no nested event
        loop) Save, Discard or Cancel, and go on as the player answers. The box is returned.
        ``quitting``: the question is whether to save before quitting."""
        from PySide6.QtWidgets import QMessageBox

        if not self.modified:
            proceed()
            return None
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Unsaved changes"),
            self.tr("This game has changes that are not saved in a file."),
            buttons.Save | buttons.Discard | buttons.Cancel,
            self.window,
        )
        box.setInformativeText(
            self.tr("Save them before quitting?")
            if quitting
            else self.tr("Save them before the game is replaced?")
        )
        box.setDefaultButton(buttons.Save)
        box.setEscapeButton(buttons.Cancel)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(_result: int) -> None:
            clicked = box.clickedButton()
            choice = box.standardButton(clicked) if clicked is not None else buttons.Cancel
            if self.ask_box is box:
                self.ask_box = None
            box.deleteLater()
            if choice == buttons.Discard:
                proceed()
            elif choice == buttons.Save:
                self.save_record(then=proceed)

        box.finished.connect(answered)
        self.ask_box = box
        box.open()
        return box

    # ---------------------------------------------------------------- Quit

    def quit(self) -> QMessageBox | None:
        """Game > Quit (Ctrl+Q) and the window's close button: the window closes (the app
        quits), first asking Save, Discard or Cancel if the game has unsaved changes, as New
        game and Open do. (The autosave would offer the game at the next start, but a player
        who saves to files expects to be asked, not to find it there.)"""
        if self.ask_box is not None:
            self.ask_box.raise_()
            return self.ask_box
        return self.confirm_then(self.window.close, quitting=True)

    # ---------------------------------------------------------------- New game

    def new_game(self) -> QDialog:
        """The New game dialog; first the question, if the game has unsaved changes."""
        if self.modified:
            box = self.confirm_then(self._open_new_game_dialog)
            assert box is not None
            return box
        return self._open_new_game_dialog()

    def _open_new_game_dialog(self) -> NewGameDialog:
        from saga_table.qt.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(parent=self.window, seed=random_seed())
        ui = self.window.ui_settings
        dialog.start_from(ui.last_table, ui.starting_life)
        dialog.finished.connect(lambda _r: self._start_new_game(dialog))
        dialog.open()
        return dialog

    def _start_new_game(self, dialog: NewGameDialog) -> None:
        from PySide6.QtWidgets import QMessageBox

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
        remembered = replace(
            self.window.ui_settings,
            last_table=tuple((p.name, p.deck) for p in choice.players),
            starting_life=choice.rules.starting_life,
        )
        self.window.ui_settings = remembered
        self.window.settings_changed.emit(remembered)
        if dialog.position_requested:
            self.window.paper.open_position_editor(setup)
            return
        self.controller.replace_game(Game(setup))

    # ---------------------------------------------------------------- Open

    def open_record(self) -> QDialog:
        """The Open dialog, in the saved-games folder; first the question, if the game has
        unsaved changes."""
        if self.modified:
            box = self.confirm_then(self._open_file_dialog)
            assert box is not None
            return box
        return self._open_file_dialog()

    def _file_dialog(self, title: str, filters: str, mode: QFileDialog.AcceptMode) -> QFileDialog:
        from PySide6.QtWidgets import QFileDialog

        if self.file_dialog is not None:
            self.file_dialog.reject()
        dialog = QFileDialog(self.window, title, str(self.saves_folder()), filters)
        dialog.setAcceptMode(mode)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.file_dialog = dialog

        def closed(_result: int) -> None:
            if self.file_dialog is dialog:
                self.file_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(closed)
        return dialog

    def _open_file_dialog(self) -> QFileDialog:
        from PySide6.QtWidgets import QFileDialog

        dialog = self._file_dialog(
            self.tr("Open a game record"),
            self.tr(
                "Game records and decklists (*.json *.txt *.dec *.dek *.dck *.cod);;"
                "Game records (*.json);;All files (*)"
            ),
            QFileDialog.AcceptMode.AcceptOpen,
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.load_record)
        dialog.open()
        return dialog

    def load_record(self, path: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

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
        self.mark_saved(path)
        self.window.recent_files.add(path)
        if result.warning:
            from saga_table.qt.partly_used import partly_used_text

            text = partly_used_text(result.warning)
            QMessageBox.information(self.window, self.tr("Opened in part"), text)
        return True

    # ---------------------------------------------------------------- Save

    def suggested_path(self) -> Path:
        """The file Save offers: the game's own, else the date and the players in the
        saved-games folder (never an earlier game's name)."""
        from saga_table.persistence.saves import free_path, suggest_file_name

        if self.path is not None:
            return self.path
        return free_path(self.saves_folder(), suggest_file_name(self.controller.game))

    def save_record(self, then: Callable[[], object] | None = None) -> QFileDialog:
        """The Save dialog; a name typed without ".json" gets it. ``then()`` after saving."""
        from PySide6.QtWidgets import QFileDialog

        dialog = self._file_dialog(
            self.tr("Save the game record"),
            self.tr("Game records (*.json)"),
            QFileDialog.AcceptMode.AcceptSave,
        )
        dialog.setDefaultSuffix("json")
        suggested = self.suggested_path()
        dialog.setDirectory(str(suggested.parent))
        dialog.selectFile(suggested.name)

        def chosen(path: str) -> None:
            if self.write_record(with_suffix(path, ".json")) and then is not None:
                then()

        dialog.fileSelected.connect(chosen)
        dialog.open()
        return dialog

    def write_record(self, path: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from saga_table.persistence.saves import SaveFileError, save_game

        try:
            save_game(self.controller.game, path)
        except SaveFileError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot save the game"), str(exc))
            return False
        self.mark_saved(path)
        self.window.recent_files.add(path)
        self.window.statusBar().showMessage(self.tr("Saved."), 4000)
        return True
