"""The new menus and dialogs in Japanese: no English left but names, paths and card data."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog

from saga_table.catalog.store import ImportReport
from saga_table.qt.card_import import ImportProgress
from saga_table.qt.dialogs.about import FAN_CONTENT_NOTICE
from saga_table.qt.dialogs.import_cards import ImportCardsDialog
from tests.qt.test_i18n import english_sources, texts_of, untranslated
from tests.qt.test_menus_import import FakeJob
from tests.qt.window_support import goldfish_game, japanese, make_window

#: Names that stay as they are in Japanese: products, licences, font families, options.
PROPER_NAMES = {
    "Wizards of the Coast LLC",
    "DejaVu Sans",
    "IPAGothic",
    "Bitstream Vera",
    "DejaVu",
    "IPA",
    "MIT",
    "USB",
    "MB",
    "--data-dir",
    "SAGA_TABLE_DATA_DIR",
    "Scryfall (array)",
}


def tab_texts(dialog: QDialog) -> list[tuple[str, str]]:
    """Every page of the dialog's tabs, each shown in turn, and the tabs' titles."""
    tabs = dialog.tabs
    out = []
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        out.append(("tab", tabs.tabText(index)))
        out += texts_of(dialog)
    return out


def test_the_new_menus_and_dialogs_show_no_english(qtbot, tmp_path: Path) -> None:
    names = set(PROPER_NAMES)
    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        files = window.files
        record = tmp_path / "ゲーム.json"
        window.write_record(str(record))
        texts: list[tuple[str, str]] = []
        for top in window.menuBar().actions():
            texts.append(("menu", top.text()))
            for action in top.menu().actions():
                if not action.isSeparator():
                    texts.append(("menu item", action.text()))
                    texts.append(("status tip", action.statusTip()))
        files.recent_menu.aboutToShow.emit()
        texts += [("recent", a.text()) for a in files.recent_menu.actions() if a.text()]
        names |= {str(record), "ゲーム.json"}

        about = files.open_about()
        texts += tab_texts(about)
        names |= {str(p) for _w, p in about.info.places}
        names |= {str(about.info.fonts_dir), about.info.runtime, FAN_CONTENT_NOTICE}
        names |= {font.family for font in about.info.fonts}
        texts += texts_of(files.open_rules_edition())

        job = FakeJob()
        running = ImportCardsDialog(job, file_name="cards.json", parent=window)
        running.show()
        job.progressed.emit(ImportProgress(1_000_000, 4_000_000, 1234))
        texts += texts_of(running)
        done = ImportCardsDialog(FakeJob(), file_name="cards.json", parent=window)
        done.show()
        report = ImportReport(
            cards_added=10, cards_updated=2, sagas=3, japanese_names=4, seconds=1.5,
            format="Scryfall (array)", cards_read=12, file_name="cards.json",
        )  # fmt: skip
        done.job.succeeded.emit(report)
        texts += texts_of(done)
        failed = ImportCardsDialog(FakeJob(), file_name="cards.json", parent=window)
        failed.show()
        problem = "cards.json: the file ends in the middle of card 12"  # the catalog's words
        failed.job.failed.emit(problem)
        texts += texts_of(failed)
        cancelled = ImportCardsDialog(FakeJob(), file_name="cards.json", parent=window)
        cancelled.show()
        cancelled.cancel()
        texts += texts_of(cancelled)
        cancelled.job.cancelled.emit()
        texts += texts_of(cancelled)
        names |= {"cards.json", problem}

        custom = files.open_custom_cards()
        texts += texts_of(custom)
        editor = custom.add_card()
        texts += texts_of(editor)
        texts.append(("placeholder", editor.text.placeholderText()))
        editor.accept()  # no name: it says why
        texts += texts_of(editor)

        files.write_log(tmp_path / "log.txt")
        texts.append(("status", window.statusBar().currentMessage()))
        names.add(str(tmp_path / "log.txt"))
        bad = untranslated(texts, names=names, sources=english_sources())
        for dialog in (about, running, done, failed, cancelled, editor, custom):
            dialog.done(0)
    assert not bad, "untranslated: " + "; ".join(f"{w}: {t!r}" for w, t in bad[:12])
    assert ("menu", "ヘルプ(&H)") in texts
    assert ("menu item", "カードデータを取り込む(&I)…") in texts


def test_the_japanese_open_dialog_says_look_in_and_file_type_in_japanese(qtbot) -> None:
    """Qt's own Japanese translation has "Look in:" but not Qt 6's "&Look in:" and "Files of
    &type:": the Open dialog showed them in English beside ファイル名(N). The app's translation
    gives them."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: window.game_files.file_dialog is not None)
        dialog = window.game_files.file_dialog
        assert isinstance(dialog, QFileDialog)
        labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        assert "場所(&L):" in labels and "ファイルの種類(&T):" in labels, labels
        dialog.reject()
