"""The window's commands for files and card data, and its Help menu.

:class:`FileMenu` adds to the main window's menus: Game → Open Recent (the recent games, pruned
of missing files, and Clear) and Game → Export log as text…; Cards → Import card data… and
Custom cards…; Help → About Saga Table and Rules edition. Each is a :class:`QAction` with a
translatable label (and a shortcut where one makes sense), like :class:`~saga_table.qt.actions.
GameActions`.

This module is imported with the window, so it imports nothing heavy: the dialogs, the import
worker, the catalog and the persistence layer are imported when a command runs. The files are
read and written here or in the import worker, never in a dialog.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

if TYPE_CHECKING:
    from saga_table.qt.card_import import CardImportJob
    from saga_table.qt.dialogs.about import AboutDialog, RulesEditionDialog
    from saga_table.qt.dialogs.custom_card import CustomCardsDialog
    from saga_table.qt.dialogs.import_cards import ImportCardsDialog
    from saga_table.qt.main_window import MainWindow

__all__ = ["CARD_FILE_PATTERNS", "FileMenu"]

#: The card files the import accepts (the content decides; the names are only a hint).
CARD_FILE_PATTERNS = "*.json *.jsonl *.ndjson *.gz *.xz *.bz2 *.zip"


class FileMenu(QObject):
    """Commands for files, card data and help, over one :class:`MainWindow`.

    ``card_data_changed()`` after an import or a change to the custom cards: lookups made from
    now on see the new cards (the window's games resolve names through
    :func:`saga_table.demo.default_resolver`, which builds its lookup when asked).
    """

    card_data_changed = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.import_job: CardImportJob | None = None
        self.import_dialog: ImportCardsDialog | None = None
        self.custom_dialog: CustomCardsDialog | None = None

        def make(label: str, shortcut: str = "", tip: str = "") -> QAction:
            action = QAction(label, self)
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.setStatusTip(tip or label.replace("&", ""))
            return action

        # Game
        self.export_log = make(
            self.tr("&Export log as text…"),
            "Ctrl+Shift+L",
            self.tr("Write the game log to a text file, in the window's language"),
        )
        self.recent_menu = QMenu(self.tr("Open &Recent"), window)
        self.recent_menu.setToolTipsVisible(True)
        self.clear_recent = make(
            self.tr("&Clear recent files"), tip=self.tr("Forget the list of recent games")
        )
        self.no_recent = make(self.tr("No recent games"))
        self.no_recent.setEnabled(False)
        self.recent_actions: list[QAction] = []
        # Cards
        self.import_cards = make(
            self.tr("&Import card data…"),
            "Ctrl+I",
            self.tr("Import a Scryfall or MTGJSON card file you downloaded"),
        )
        self.custom_cards = make(
            self.tr("C&ustom cards…"), "Ctrl+Shift+C", self.tr("Add, edit or delete your own cards")
        )
        # Help
        # (F1, the key for help, lists the keys: Help → Keyboard shortcuts)
        self.about = make(self.tr("&About Saga Table"), "")
        self.rules_edition = make(
            self.tr("&Rules edition"),
            "Shift+F1",
            self.tr("Which edition of the Comprehensive Rules the app follows"),
        )

        self.export_log.triggered.connect(self.ask_export_log)
        self.clear_recent.triggered.connect(self.window.recent_files.clear)
        self.import_cards.triggered.connect(self.ask_import_cards)
        self.custom_cards.triggered.connect(self.open_custom_cards)
        self.about.triggered.connect(self.open_about)
        self.rules_edition.triggered.connect(self.open_rules_edition)
        self.recent_menu.aboutToShow.connect(self.window.recent_files.prune)
        self.window.recent_files.changed.connect(self._rebuild_recent)
        self._rebuild_recent()

    def all(self) -> list[QAction]:
        """The commands (not the entries of Open Recent)."""
        return [
            self.export_log,
            self.clear_recent,
            self.import_cards,
            self.custom_cards,
            self.about,
            self.rules_edition,
        ]

    def install(self, bar: QMenuBar, *, game: QMenu, cards: QMenu) -> QMenu:
        """Put the commands in the window's menus: Open Recent after Open, Export after Save, the
        card data at the end of Cards, and a Help menu last. Returns the Help menu."""
        commands = self.window.commands
        game.insertMenu(commands.save_record, self.recent_menu)
        entries = game.actions()
        after_save = entries.index(commands.save_record) + 1
        if after_save < len(entries):
            game.insertAction(entries[after_save], self.export_log)
        else:
            game.addAction(self.export_log)
        cards.addSeparator()
        cards.addActions([self.import_cards, self.custom_cards])
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.about, self.rules_edition])
        for action in self.all():
            self.window.addAction(action)
        return help_menu

    # ---------------------------------------------------------------- Open Recent

    def _rebuild_recent(self, *_args: object) -> None:
        menu = self.recent_menu
        menu.clear()
        for action in self.recent_actions:
            action.deleteLater()
        self.recent_actions = []
        paths = self.window.recent_files.paths()
        for number, path in enumerate(paths, start=1):
            name = Path(path).name.replace("&", "&&")
            label = f"&{number} {name}" if number < 10 else f"1&0 {name}"
            action = QAction(label, self)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.setData(path)
            action.triggered.connect(
                lambda _checked=False, p=path: self.window.game_files.confirm_then(
                    lambda: self.open_recent(p)
                )
            )
            self.recent_actions.append(action)
            menu.addAction(action)
        if not paths:
            menu.addAction(self.no_recent)
        menu.addSeparator()
        menu.addAction(self.clear_recent)
        self.clear_recent.setEnabled(bool(paths))

    def open_recent(self, path: str) -> bool:
        """Open a recent game; a file that is gone is taken off the list."""
        from PySide6.QtWidgets import QMessageBox

        if not os.path.exists(path):
            QMessageBox.warning(
                self.window,
                self.tr("Cannot open the game"),
                self.tr("{path} is no longer there.").format(path=path),
            )
            self.window.recent_files.prune()
            return False
        return self.window.load_record(path)

    # ---------------------------------------------------------------- Export log

    def default_log_path(self) -> Path:
        """Where Export suggests writing: the saved-games folder, named after the date and the
        players (the game's file name when it has one)."""
        from saga_table.persistence.saves import free_path, suggest_file_name

        files = self.window.game_files
        if files.path is not None:
            return files.path.with_suffix(".txt")
        name = suggest_file_name(self.window.controller.game, suffix=".txt")
        return free_path(files.saves_folder(), name)

    def ask_export_log(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export the game log"),
            str(self.default_log_path()),
            self.tr("Text files (*.txt);;All files (*)"),
        )
        if path:
            from saga_table.qt.game_files import with_suffix

            self.write_log(with_suffix(path, ".txt"))

    def write_log(self, path: str | os.PathLike[str]) -> bool:
        """Write the game log to ``path`` in the window's language."""
        from PySide6.QtWidgets import QMessageBox

        from saga_table.persistence.saves import SaveFileError, export_log

        try:
            export_log(self.window.controller.game, path, self.window.controller.language)
        except SaveFileError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot export the log"), str(exc))
            return False
        self.window.statusBar().showMessage(
            self.tr("Log written to {path}").format(path=os.fspath(path)), 6000
        )
        return True

    # ---------------------------------------------------------------- Import card data

    def ask_import_cards(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _filter = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Import card data"),
            "",
            self.tr("Scryfall or MTGJSON card data ({patterns});;All files (*)").format(
                patterns=CARD_FILE_PATTERNS
            ),
        )
        if path:
            self.start_import(path)

    def start_import(self, path: str | os.PathLike[str]) -> ImportCardsDialog:
        """Import ``path`` in a worker thread, with a progress dialog (window-modal, not
        blocking); returns the dialog. One import at a time: a second call shows the first."""
        from saga_table.persistence.paths import app_paths
        from saga_table.qt.card_import import CardImportJob
        from saga_table.qt.dialogs.import_cards import ImportCardsDialog

        if self.import_dialog is not None:
            return self.import_dialog
        file_path = Path(path)
        job = CardImportJob(app_paths().cards_db, file_path, parent=self)
        dialog = ImportCardsDialog(job, file_name=file_path.name, parent=self.window)
        self.import_job, self.import_dialog = job, dialog
        self.import_cards.setEnabled(False)
        job.succeeded.connect(self._imported)
        job.finished.connect(self._import_ended)  # a bound slot: delivered in this thread
        dialog.finished.connect(lambda _result: self._import_dialog_closed(dialog))
        job.start()
        dialog.open()
        return dialog

    def _imported(self, report: Any) -> None:
        self.window.statusBar().showMessage(
            self.tr("Imported {count} cards from {file}.").format(
                count=f"{report.cards_read:,}", file=report.file_name
            ),
            8000,
        )
        self.card_data_changed.emit()

    def _import_ended(self) -> None:
        job = self.import_job
        if job is None:
            return
        job.wait()
        self.import_job = None
        job.deleteLater()
        self.import_cards.setEnabled(self.import_dialog is None)

    def _import_dialog_closed(self, dialog: ImportCardsDialog) -> None:
        if self.import_dialog is dialog:
            self.import_dialog = None
        dialog.deleteLater()
        self.import_cards.setEnabled(self.import_job is None)

    # ---------------------------------------------------------------- Custom cards

    def open_custom_cards(self) -> CustomCardsDialog:
        """The custom cards dialog (window-modal, not blocking); the changes it asks for are made
        at once."""
        from saga_table.qt.dialogs.custom_card import CustomCardsDialog

        if self.custom_dialog is not None:
            return self.custom_dialog
        dialog = CustomCardsDialog(language=self.window.controller.language, parent=self.window)
        self.custom_dialog = dialog
        dialog.add_requested.connect(lambda card: self._change_custom(dialog, "add", card))
        dialog.replace_requested.connect(
            lambda name, card: self._change_custom(dialog, "replace", card, name)
        )
        dialog.delete_requested.connect(lambda name: self._change_custom(dialog, "delete", name))
        dialog.finished.connect(lambda _result: self._custom_closed(dialog))
        self._show_custom_cards(dialog)
        dialog.open()
        return dialog

    def _custom_store(self) -> Any:
        from saga_table.catalog.custom import CustomCards
        from saga_table.persistence.paths import app_paths

        return CustomCards(app_paths().data_dir)

    def _show_custom_cards(self, dialog: CustomCardsDialog, select: str | None = None) -> None:
        from saga_table.catalog.custom import CustomCardsError

        try:
            cards = self._custom_store().all()
        except CustomCardsError as exc:
            dialog.set_cards(())
            dialog.show_problem(str(exc))
            return
        dialog.set_cards(cards, select=select)

    def _change_custom(
        self, dialog: CustomCardsDialog, change: str, value: Any, old_name: str = ""
    ) -> None:
        from saga_table.catalog.custom import CustomCardsError

        store = self._custom_store()
        select: str | None = None
        try:
            if change == "add":
                result = store.add(value)
                select = value.name
                if result.moved_aside is not None:
                    self.window.statusBar().showMessage(
                        self.tr("The damaged custom card file was kept as {path}.").format(
                            path=result.moved_aside
                        ),
                        10000,
                    )
            elif change == "replace":
                store.replace(old_name, value)
                select = value.name
            else:
                store.delete(value)
        except (CustomCardsError, OSError) as exc:
            dialog.show_problem(str(exc))
            return
        self._show_custom_cards(dialog, select)
        self.card_data_changed.emit()

    def _custom_closed(self, dialog: CustomCardsDialog) -> None:
        if self.custom_dialog is dialog:
            self.custom_dialog = None
        dialog.deleteLater()

    # ---------------------------------------------------------------- Help

    def open_about(self) -> AboutDialog:
        from saga_table.qt.dialogs.about import AboutDialog, about_info

        dialog = AboutDialog(about_info(), parent=self.window)
        dialog.finished.connect(lambda _result: dialog.deleteLater())
        dialog.open()
        return dialog

    def open_rules_edition(self) -> RulesEditionDialog:
        from saga_table.qt.dialogs.about import RulesEditionDialog

        edition = self.window.controller.state.rules.edition
        dialog = RulesEditionDialog(str(edition.value), parent=self.window)
        dialog.finished.connect(lambda _result: dialog.deleteLater())
        dialog.open()
        return dialog
