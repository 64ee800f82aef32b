"""The card import dialog: the progress of an import running in a worker thread, then what it did.

The dialog shows a job (:class:`~saga_table.qt.card_import.CardImportJob`, or anything with the
same signals and ``cancel()``); it reads no file itself. While the file is read it shows the
bytes read of the file's size and the cards so far, and Cancel; then the summary (cards added and
updated, Sagas, Japanese names, seconds) or the reason the file could not be imported. Either way
the user's card database is whole: an import that fails or is cancelled changes nothing.

:meth:`ImportCardsDialog.result_value` is the
:class:`~saga_table.catalog.store.ImportReport` of a finished import, else None.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

__all__ = ["ImportCardsDialog", "ImportState", "megabytes"]


class ImportState(StrEnum):
    """Where an import shown by the dialog is."""

    RUNNING = "running"
    CANCELLING = "cancelling"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"


def megabytes(count: int) -> str:
    """A byte count in megabytes, one decimal: ``"12.3"``."""
    return f"{count / 1_000_000:,.1f}"


class ImportCardsDialog(QDialog):
    """Controls: :attr:`headline`, :attr:`progress_bar`, :attr:`detail`, :attr:`message`,
    :attr:`note`, :attr:`cancel_button`, :attr:`close_button`. :attr:`state` is one of
    :class:`ImportState`."""

    def __init__(self, job: Any, *, file_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self.file_name = file_name
        self.state = ImportState.RUNNING
        self.report: Any = None
        self.error = ""
        self.setWindowTitle(self.tr("Import card data"))
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(480)

        self.headline = QLabel(self.tr("Reading {file}…").format(file=file_name))
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 0)  # busy until the first report says how far
        self.progress_bar.setTextVisible(True)
        self.progress_bar.setAccessibleName(self.tr("Import progress"))
        self.detail = QLabel(self.tr("Starting…"))
        self.detail.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setVisible(False)
        self.note = QLabel(
            self.tr(
                "Cancelling stops the import and leaves your card database as it was: nothing "
                "is written until the whole file has been read."
            )
        )
        self.note.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)  # Enter must not stop a long import by mistake
        self.cancel_button.setToolTip(
            self.tr("Stop the import; your card database stays as it was")
        )
        self.close_button = QPushButton(self.tr("Close"))
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button.setVisible(False)  # after addButton, which shows it
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self._close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.detail)
        layout.addWidget(self.message)
        layout.addWidget(self.note)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        job.progressed.connect(self.show_progress)
        job.succeeded.connect(self.show_report)
        job.failed.connect(self.show_error)
        job.cancelled.connect(self.show_cancelled)

    # ---------------------------------------------------------------- what the job says

    @property
    def running(self) -> bool:
        return self.state in (ImportState.RUNNING, ImportState.CANCELLING)

    def show_progress(self, progress: Any) -> None:
        if not self.running:
            return
        fraction = progress.fraction
        if fraction is None:
            self.progress_bar.setRange(0, 0)
            read = self.tr("{read} MB read").format(read=megabytes(progress.bytes_read))
        else:
            self.progress_bar.setRange(0, 1000)
            self.progress_bar.setValue(round(fraction * 1000))
            self.progress_bar.setFormat(f"{fraction:.0%}")
            read = self.tr("{read} MB of {total} MB").format(
                read=megabytes(progress.bytes_read), total=megabytes(progress.total_bytes)
            )
        cards = self.tr("{count} cards so far").format(count=f"{progress.cards:,}")
        self.detail.setText(f"{read} · {cards}")

    def show_report(self, report: Any) -> None:
        self.report = report
        self._finish(ImportState.DONE)
        self.headline.setText(self.tr("Imported {file}").format(file=report.file_name))
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(1)
        self.progress_bar.setFormat("100%")
        self.detail.setText(
            self.tr("{format}: {count} cards read in {seconds} seconds.").format(
                format=report.format,
                count=f"{report.cards_read:,}",
                seconds=f"{report.seconds:.1f}",
            )
        )
        lines = [
            self.tr("New cards: {count}").format(count=f"{report.cards_added:,}"),
            self.tr("Updated cards: {count}").format(count=f"{report.cards_updated:,}"),
            self.tr("Sagas: {count}").format(count=f"{report.sagas:,}"),
            self.tr("New Japanese names: {count}").format(count=f"{report.japanese_names:,}"),
        ]
        skipped = getattr(report, "cards_skipped", 0)
        if skipped:
            lines.append(
                self.tr("Skipped, as they cannot be read: {count} cards").format(
                    count=f"{skipped:,}"
                )
            )
            lines.extend(report.skipped[:5])
        self.message.setText("\n".join(lines))
        self.message.setVisible(True)
        self.note.setText(self.tr("The new cards can be used in decklists and new games now."))

    def show_error(self, message: str) -> None:
        self.error = message
        self._finish(ImportState.FAILED)
        self.headline.setText(self.tr("{file} could not be imported").format(file=self.file_name))
        self.progress_bar.setVisible(False)
        self.detail.setVisible(False)
        self.message.setText(message)
        self.message.setVisible(True)
        self.note.setText(self.tr("Nothing was imported; your card database is unchanged."))

    def show_cancelled(self) -> None:
        self._finish(ImportState.CANCELLED)
        self.headline.setText(self.tr("Import cancelled"))
        self.progress_bar.setVisible(False)
        self.detail.setVisible(False)
        self.note.setText(self.tr("Nothing was imported; your card database is unchanged."))

    def _finish(self, state: ImportState) -> None:
        self.state = state
        self.cancel_button.setVisible(False)
        self.close_button.setVisible(True)
        self.close_button.setDefault(True)
        self.close_button.setFocus()

    # ---------------------------------------------------------------- the user's side

    def cancel(self) -> None:
        """Ask the job to stop; the dialog stays until it has (then shows that it did)."""
        if self.state == ImportState.RUNNING:
            self.state = ImportState.CANCELLING
            self.job.cancel()
            self.cancel_button.setEnabled(False)
            self.headline.setText(self.tr("Cancelling…"))
        elif not self.running:
            self._close()

    def _close(self) -> None:
        if self.state == ImportState.DONE:
            self.accept()
        else:
            super().reject()

    def reject(self) -> None:
        # Escape or the window's close button while the file is read: cancel, do not vanish
        # (the job would report to nobody).
        if self.running:
            self.cancel()
        else:
            self._close()

    def result_value(self) -> Any:
        """The :class:`~saga_table.catalog.store.ImportReport`, or None (failed, cancelled)."""
        return self.report if self.state == ImportState.DONE else None

    @classmethod
    def ask(cls, parent: QWidget | None, job: Any, *, file_name: str) -> Any:
        """Start ``job``, show its progress until it ends and the user closes the dialog; the
        report of a finished import, or None."""
        dialog = cls(job, file_name=file_name, parent=parent)
        job.start()
        dialog.exec()
        return dialog.result_value()
