"""Cards → Import card data…: a file read in a worker thread, its progress, its summary or the
reason it failed; the card database is untouched by a failed or cancelled import."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog

from saga_table.catalog.store import DB_FILE_NAME
from saga_table.demo import default_resolver
from saga_table.qt.card_import import CardImportJob, ImportProgress
from saga_table.qt.dialogs.import_cards import ImportCardsDialog, ImportState
from saga_table.qt.dialogs.new_game import NewGameChoice, PlayerChoice, build_setup
from tests.catalog.fixtures.cardfiles import CARD_NAMES, SAGA_COUNT, SCRYFALL_ARRAY, digest
from tests.qt.window_support import goldfish_game, make_window


@pytest.fixture
def window(qtbot):
    return make_window(qtbot, goldfish_game())


def import_through_the_menu(qtbot, window, monkeypatch, path: Path) -> ImportCardsDialog:
    """Cards → Import card data…, choosing ``path``; returns the dialog once the job ended."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    window.files.import_cards.trigger()
    dialog = window.files.import_dialog
    assert dialog is not None and dialog.isVisible()
    assert not window.files.import_cards.isEnabled()  # one import at a time
    qtbot.waitUntil(lambda: window.files.import_job is None, timeout=30_000)
    return dialog


def test_an_imported_card_is_found_by_the_lookup(qtbot, window, monkeypatch, tmp_path) -> None:
    assert default_resolver()("Quick Study") is None  # not a built-in card
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(SCRYFALL_ARRAY), ""))
    with qtbot.waitSignal(window.files.card_data_changed, timeout=30_000):
        window.files.import_cards.trigger()
    dialog = window.files.import_dialog
    qtbot.waitUntil(lambda: window.files.import_job is None, timeout=30_000)
    assert dialog.state is ImportState.DONE
    report = dialog.result_value()
    assert report.cards_read == len(CARD_NAMES) and report.sagas == SAGA_COUNT
    assert dialog.headline.text() == "Imported scryfall_cards.json"
    assert f"Sagas: {SAGA_COUNT}" in dialog.message.text()
    assert f"New cards: {len(CARD_NAMES)}" in dialog.message.text()
    assert "Imported 12 cards" in window.statusBar().currentMessage()
    # The lookup the window's games use sees the new cards: a decklist of them resolves.
    card = default_resolver()("Quick Study")
    assert card is not None and card.source.startswith("imported")
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Quick Study\n2 Misty Harbor\n14 Island\n", encoding="utf-8")
    setup, problems = build_setup(NewGameChoice(players=(PlayerChoice("Ann", str(deck)),)))
    assert problems == []
    assert {c.name for c in setup.players[0].library} == {"Quick Study", "Misty Harbor", "Island"}
    dialog.close_button.click()
    assert window.files.import_dialog is None and window.files.import_cards.isEnabled()


def test_a_broken_file_shows_why_and_leaves_the_database_as_it_was(
    qtbot, window, monkeypatch, tmp_path, _isolated_data_dir
) -> None:
    db = _isolated_data_dir / DB_FILE_NAME
    first = import_through_the_menu(qtbot, window, monkeypatch, SCRYFALL_ARRAY)
    first.close_button.click()
    before = digest(db)
    broken = tmp_path / "default-cards.json"
    data = SCRYFALL_ARRAY.read_bytes()
    broken.write_bytes(data[: len(data) // 2])  # a download that broke off
    dialog = import_through_the_menu(qtbot, window, monkeypatch, broken)
    assert dialog.state is ImportState.FAILED and dialog.result_value() is None
    assert dialog.headline.text() == "default-cards.json could not be imported"
    assert dialog.error.startswith("default-cards.json:") and dialog.message.text() == dialog.error
    assert "unchanged" in dialog.note.text()
    assert digest(db) == before
    assert sorted(p.name for p in db.parent.iterdir()) == [DB_FILE_NAME]


def test_a_failed_first_import_leaves_no_database(
    qtbot, window, monkeypatch, tmp_path, _isolated_data_dir
) -> None:
    not_cards = tmp_path / "notes.json"
    not_cards.write_text('{"hello": "world"}', encoding="utf-8")
    dialog = import_through_the_menu(qtbot, window, monkeypatch, not_cards)
    assert dialog.state is ImportState.FAILED
    assert "notes.json" in dialog.error
    assert list(_isolated_data_dir.iterdir()) == []
    assert default_resolver()("Quick Study") is None


def test_cancelling_rolls_the_import_back(qtbot, tmp_path, _isolated_data_dir) -> None:
    db = _isolated_data_dir / DB_FILE_NAME
    job = CardImportJob(db, SCRYFALL_ARRAY)
    dialog = ImportCardsDialog(job, file_name=SCRYFALL_ARRAY.name)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.reject()  # Escape while the file is read: cancel, and stay to say so
    assert dialog.state is ImportState.CANCELLING and dialog.isVisible()
    assert not dialog.cancel_button.isEnabled()
    with qtbot.waitSignal(job.cancelled, timeout=30_000):
        job.start()
    job.wait()
    qtbot.waitUntil(lambda: dialog.state is ImportState.CANCELLED)
    assert dialog.headline.text() == "Import cancelled" and dialog.result_value() is None
    assert not db.exists()
    dialog.close_button.click()
    assert not dialog.isVisible()


class FakeJob(QObject):
    progressed = Signal(object)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.cancels = 0

    def cancel(self) -> None:
        self.cancels += 1


def test_the_progress_shows_bytes_of_the_total_and_cards(qtbot) -> None:
    job = FakeJob()
    dialog = ImportCardsDialog(job, file_name="all-cards.json.gz")
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Reading all-cards.json.gz…"
    assert dialog.progress_bar.maximum() == 0  # busy until the first report
    assert dialog.close_button.isHidden() and not dialog.cancel_button.isHidden()
    job.progressed.emit(ImportProgress(45_000_000, 180_000_000, 12_345))
    assert dialog.progress_bar.value() == 250 and dialog.progress_bar.maximum() == 1000
    assert dialog.detail.text() == "45.0 MB of 180.0 MB · 12,345 cards so far"
    job.progressed.emit(ImportProgress(2_500_000, None, 40))  # a size it cannot know
    assert dialog.progress_bar.maximum() == 0
    assert dialog.detail.text() == "2.5 MB read · 40 cards so far"
    dialog.cancel_button.click()
    assert job.cancels == 1 and dialog.state is ImportState.CANCELLING
    job.cancelled.emit()
    assert dialog.state is ImportState.CANCELLED and not dialog.close_button.isHidden()
    assert dialog.cancel_button.isHidden()
