"""Importing a card file in a worker thread, so the window keeps painting.

:class:`CardImportJob` runs :func:`saga_table.catalog.store.import_card_file` in its own
:class:`QThread` and reports through signals, which Qt delivers in the window's thread:
``progressed(ImportProgress)`` now and then, then exactly one of ``succeeded(ImportReport)``,
``failed(message)`` or ``cancelled()``.

Cancelling is safe: the store imports in one SQLite transaction, and an exception raised from its
progress callback rolls the transaction back (a new database file is removed), so the user's card
data is left as it was, as after any failed import (``tests/catalog/test_import_errors.py``
checks that the database is byte for byte unchanged). :meth:`CardImportJob.cancel` asks; the
import stops at its next progress report (every few hundred cards).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

__all__ = ["CardImportJob", "ImportProgress"]

#: How often the worker reports progress to the window, at most (seconds).
PROGRESS_INTERVAL = 0.1


@dataclass(frozen=True, slots=True)
class ImportProgress:
    """How far an import is: bytes of the file read (of ``total_bytes``, when known), cards."""

    bytes_read: int
    total_bytes: int | None
    cards: int

    @property
    def fraction(self) -> float | None:
        """0..1 of the file read; None when the size is not known."""
        if not self.total_bytes:
            return None
        return max(0.0, min(1.0, self.bytes_read / self.total_bytes))


class _CancelledError(Exception):
    """Raised from the progress callback to stop the import (the store rolls back)."""


class CardImportJob(QThread):
    """Imports ``file_path`` into the card database at ``db_path`` (its folder is created)."""

    progressed = Signal(object)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, db_path: Path, file_path: Path, *, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path = Path(db_path)
        self.file_path = Path(file_path)
        self._cancel = threading.Event()
        self._last_report = 0.0
        app = QCoreApplication.instance()
        if app is not None:
            # Quitting while a file is being read: stop it (rolled back) before the thread dies.
            app.aboutToQuit.connect(self.cancel_and_wait)

    # ---------------------------------------------------------------- the window's side

    def cancel(self) -> None:
        """Ask the import to stop; ``cancelled`` follows (or ``succeeded``, when it had
        already committed)."""
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        return self._cancel.is_set()

    def cancel_and_wait(self) -> None:
        self.cancel()
        self.wait()

    # ---------------------------------------------------------------- the worker's side

    def _progress(self, bytes_read: int, total: int | None, cards: int) -> None:
        if self._cancel.is_set():
            raise _CancelledError
        now = time.monotonic()
        if now - self._last_report >= PROGRESS_INTERVAL:
            self._last_report = now
            self.progressed.emit(ImportProgress(bytes_read, total, cards))

    def run(self) -> None:
        from saga_table.catalog.store import CardImportError, import_card_file

        try:
            self.db_path.parent.mkdir(parents=True, exist_ok=True)
            report = import_card_file(self.db_path, self.file_path, progress=self._progress)
        except _CancelledError:
            self.cancelled.emit()
        except CardImportError as exc:
            self.failed.emit(str(exc))
        except OSError as exc:
            self.failed.emit(f"{exc.filename or self.file_path}: {exc.strerror or exc}")
        except Exception as exc:  # a bug must not kill the thread silently
            self.failed.emit(f"{self.file_path.name}: {type(exc).__name__}: {exc}")
        else:
            self.succeeded.emit(report)
