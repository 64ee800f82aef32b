"""The games opened or saved lately, for Game → Open Recent.

:class:`RecentFiles` holds the list the menu shows (most recent first, at most ten, each path
once); the rules of the list are the persistence layer's
(:meth:`~saga_table.persistence.settings.Settings.with_recent_file`,
:meth:`~saga_table.persistence.settings.Settings.without_missing_recent_files`). It writes
nothing itself: whoever owns the settings file (the app session) listens to :attr:`changed` and
saves. A window made without one (tests, the smoke test) keeps its list in memory.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Signal

__all__ = ["RecentFiles"]


class RecentFiles(QObject):
    """The recent game files, most recent first. ``changed(paths)`` after every change."""

    changed = Signal(tuple)

    def __init__(
        self,
        paths: Iterable[str] = (),
        *,
        exists: Callable[[str], bool] = os.path.exists,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._paths: tuple[str, ...] = tuple(paths)
        self._exists = exists

    def paths(self) -> tuple[str, ...]:
        return self._paths

    def _set(self, paths: tuple[str, ...]) -> None:
        if paths != self._paths:
            self._paths = paths
            self.changed.emit(paths)

    def add(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first (an absolute path; once; the oldest falls off past ten)."""
        from saga_table.persistence.settings import Settings

        entry = os.path.abspath(os.fspath(path))
        self._set(Settings(recent_files=self._paths).with_recent_file(entry).recent_files)

    def prune(self) -> None:
        """Forget the files that are no longer there."""
        from saga_table.persistence.settings import Settings

        kept = Settings(recent_files=self._paths).without_missing_recent_files(self._exists)
        self._set(kept.recent_files)

    def clear(self) -> None:
        self._set(())
