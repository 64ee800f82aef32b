"""Autosave: every action is on disk before the app goes on, so a crash loses at most the action
that was being saved; and the game in progress is offered again at the next start.

The autosave directory holds a **journal**, ``current.jsonl``: JSON lines, each ending with a
CRC-32 of its content.

- Line 1, the header: the format, its version, and the game record at the time the journal was
  started (setup, action log and redo history, as in a saved game).
- Then one line per change, appended with ``write`` + ``fsync``: ``{"n": 1, "action": {...}}``,
  ``{"n": 2, "undo": true}``, ``{"n": 3, "redo": true}``; and ``{"n": 4, "closed": true}`` when the
  app quit with the game still in progress.

An append never touches what is already written, so the last good state is never destroyed
before the new one is complete: if the process dies in the middle of a line, that line is cut
short, and reading ignores it (and says so). A new journal (a new game, a resumed game, or a
compaction) is written whole to a temporary file, fsynced, and renamed over the old one; the
journal it replaces is kept as ``previous.jsonl`` (only when it was another game's). A new game
with no action yet leaves the journal there as it is until its first change is recorded, so a
journal that could not be resumed (or was not) is not pushed out by a game that holds nothing.

Compaction keeps resuming fast: once the lines appended outnumber both
``compact_after`` and the actions in the header, the journal is rewritten as a fresh header.

A lock file (``.lock``, an OS advisory lock) keeps two running copies of the app from writing the
same journal; it is released when the process ends, however it ends.

Usage, from the window::

    saver = Autosaver(paths.autosave_dir)
    offer = find_resumable(paths.autosave_dir)        # at start-up
    if offer is not None:                              # ask the user: offer.summary
        game = resume(offer, resolve_card)             # or discard(offer)
    saver.start(game)
    game.apply(action); saver.record_action(action)    # after each change
    game.undo(); saver.record_undo()
    game.redo(); saver.record_redo()
    saver.close(clean=False)                           # quitting with the game in progress
    saver.close(clean=True)                            # the game needs no resume (saved, ended)
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from saga_table import __version__
from saga_table.engine.actions import Action
from saga_table.engine.game import Game
from saga_table.engine.record import action_to_json
from saga_table.persistence._files import (
    TEMP_SUFFIX,
    atomic_write,
    fsync_dir,
    fsync_file,
)
from saga_table.persistence._records import (
    record_of,
)
from saga_table.persistence.journal import (
    AUTOSAVE_FORMAT,
    AUTOSAVE_VERSION,
    DEFAULT_COMPACT_AFTER,
    JOURNAL_NAME,
    MAX_SAVED_FILE_CHARS,
    PREVIOUS_NAME,
    SAVED_FILE_KEY,
    AutosaveError,
    DirLock,
    encode_line,
    os_reason,
)
from saga_table.persistence.resume import ResumeOffer, discard, find_resumable, resume
from saga_table.words.translation import translate

__all__ = [
    "AUTOSAVE_FORMAT",
    "AUTOSAVE_VERSION",
    "DEFAULT_COMPACT_AFTER",
    "JOURNAL_NAME",
    "PREVIOUS_NAME",
    "AutosaveError",
    "Autosaver",
    "ResumeOffer",
    "discard",
    "find_resumable",
    "resume",
]


# ---------------------------------------------------------------------------- writing


def _header(game: Game, saved_file: str | None = None) -> bytes:
    header: dict[str, Any] = {
        "format": AUTOSAVE_FORMAT,
        "version": AUTOSAVE_VERSION,
        "saved_by": f"Saga Table {__version__}",
        "record": record_of(game),
    }
    if saved_file is not None:  # (a reader that does not know the key passes it over)
        header[SAVED_FILE_KEY] = saved_file
    return encode_line(header)


class Autosaver:
    """Writes the journal of the game in progress (see the module docstring).

    Call :meth:`start` with the game, then after each change the matching ``record_*`` method;
    each returns once the change is on disk. They raise :class:`AutosaveError` when the disk
    refuses (full, removed, read-only): the game goes on, and the next call tries again with a
    fresh journal. If the calls ever stop matching the game (a change not recorded), the next
    call notices and rewrites the journal from the game.
    """

    def __init__(
        self, directory: str | os.PathLike[str], *, compact_after: int = DEFAULT_COMPACT_AFTER
    ) -> None:
        self.directory = Path(directory)
        self.compact_after = max(1, compact_after)
        #: The file the game was last saved to or opened from (None: none), kept in the
        #: journal's header so that a game taken up again after a crash keeps its file.
        self.saved_file: str | None = None
        self._lock: DirLock | None = None
        self._fd: int | None = None
        self._game: Game | None = None
        self._entries = 0
        self._header_history = 0
        self._counts = (0, 0)
        self._broken = False
        #: Started on a game with no entry yet, the journal already there left as it is.
        self._deferred = False
        #: How many times the journal was rewritten whole (start, compaction, recovery).
        self.rewrites = 0

    @property
    def active(self) -> bool:
        """Whether a game is being autosaved."""
        return self._game is not None

    @property
    def journal_path(self) -> Path:
        return self.directory / JOURNAL_NAME

    # ------------------------------------------------------------------ public

    def start(self, game: Game) -> None:
        """Autosave ``game`` from now on (a new game, an opened one, or a resumed one): a fresh
        journal holding the game as it is, its undo and redo history included. The journal it
        replaces, if any, is kept as ``previous.jsonl``. It is in no file until
        :meth:`record_saved` says so."""
        self.saved_file = None
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                self._lock = DirLock.try_acquire(self.directory)
                if self._lock is None:
                    raise AutosaveError(
                        translate(
                            "Files",
                            "another Saga Table is autosaving in {folder}; this game is not autosaved",  # noqa: E501
                        ).format(folder=self.directory)
                    )
            self._remove_stale_temp_files()
        except OSError as exc:
            raise AutosaveError(
                translate("Files", "cannot autosave in {folder}: {reason}").format(
                    folder=self.directory, reason=os_reason(exc)
                )
            ) from exc
        self._game = game
        self._deferred = False
        if not game.actions and not game.redo_actions and self.journal_path.exists():
            # A game with nothing in it yet does not push out the journal there (a game that
            # could not be resumed, say): that waits for this game's first complete entry.
            self._deferred = True
            self._broken = False
            self._entries = 0
            self._counts = (0, 0)
            return
        self._write_fresh(keep_previous=True)

    def record_saved(self, path: str) -> None:
        """The game was just saved to (or opened from) the file ``path``: the journal says so
        from now on (its header is written again; saving is rare beside the actions)."""
        if len(path) > MAX_SAVED_FILE_CHARS or "\x00" in path:
            return  # (no file name the journal could give back whole)
        self.saved_file = path
        if self._game is not None and not self._deferred:
            self._write_fresh(keep_previous=False)

    def record_action(self, action: Action) -> None:
        """``action`` was just applied to the game (``game.apply(action)``)."""
        game = self._require_game()
        actions, _ = self._counts
        if game.action_count == actions + 1 and not game.redo_count and game.last_action == action:
            self._append({"action": action_to_json(action)}, (actions + 1, 0))
        else:
            self._resync()

    def record_undo(self) -> None:
        """The game's last action was just taken back (``game.undo()``)."""
        game = self._require_game()
        actions, redo = self._counts
        if (game.action_count, game.redo_count) == (actions - 1, redo + 1):
            self._append({"undo": True}, (actions - 1, redo + 1))
        else:
            self._resync()

    def record_redo(self) -> None:
        """The last action taken back was just applied again (``game.redo()``)."""
        game = self._require_game()
        actions, redo = self._counts
        if (game.action_count, game.redo_count) == (actions + 1, redo - 1):
            self._append({"redo": True}, (actions + 1, redo - 1))
        else:
            self._resync()

    def close(self, clean: bool) -> None:
        """Stop autosaving.

        ``clean=False``: the app is quitting with the game in progress; the journal is marked
        closed and the game will be offered at the next start. ``clean=True``: the game needs
        no resume (it was saved and closed, it ended, the user started another); the journal is
        kept as ``previous.jsonl`` and nothing will be offered.
        """
        if self._game is None:
            return
        if self._deferred:  # this game never had an entry: the journal there is not ours
            self._deferred = False
            self._release()
            return
        try:
            if not clean:
                if self._broken or self._fd is None:
                    self._write_fresh(keep_previous=False)
                self._append({"closed": True}, self._counts, compact=False)
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            if clean and self.journal_path.exists():
                os.replace(self.journal_path, self.directory / PREVIOUS_NAME)
                fsync_dir(self.directory)
        except OSError as exc:
            raise AutosaveError(f"the autosave could not be closed: {os_reason(exc)}") from exc
        finally:
            self._release()

    def _release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        self._game = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # ------------------------------------------------------------------ internals

    def _require_game(self) -> Game:
        if self._game is None:
            raise AutosaveError("autosave has not been started")
        return self._game

    def _resync(self) -> None:
        """The calls no longer match the game: write the game as it is now."""
        self._write_fresh(keep_previous=False)

    def _append(
        self, entry: dict[str, Any], counts: tuple[int, int], *, compact: bool = True
    ) -> None:
        if self._broken or self._fd is None:
            self._write_fresh(keep_previous=False)  # the fresh journal already holds the change
            return
        line = encode_line({**entry, "n": self._entries + 1})
        try:
            view = memoryview(line)
            while view:
                view = view[os.write(self._fd, view) :]
            fsync_file(self._fd)
        except OSError as exc:
            # Part of the line may be on disk: never append after it; start afresh next time.
            self._broken = True
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
            raise AutosaveError(f"autosave failed: {os_reason(exc)}") from exc
        self._entries += 1
        self._counts = counts
        if compact and self._entries >= max(self.compact_after, self._header_history):
            try:
                self._write_fresh(keep_previous=False)
            except AutosaveError:
                # The journal as it was is still whole: keep appending to it, retry later.
                self._header_history = self._entries + self.compact_after
                self._reopen_quietly()

    def _write_fresh(self, *, keep_previous: bool) -> None:
        game = self._require_game()
        if self._fd is not None:  # closed first: Windows cannot rename over an open file
            os.close(self._fd)
            self._fd = None
        journal = self.journal_path
        if self._deferred:  # the first entry of a game started over another game's journal
            keep_previous = True
        try:
            data = _header(game, self.saved_file)
            if keep_previous and journal.exists():
                atomic_write(self.directory / PREVIOUS_NAME, journal.read_bytes())
            atomic_write(journal, data)
            self._fd = os.open(journal, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        except OSError as exc:
            self._broken = True
            raise AutosaveError(f"autosave failed: {os_reason(exc)}") from exc
        self._broken = False
        self._deferred = False
        self._entries = 0
        self._counts = (game.action_count, game.redo_count)
        self._header_history = sum(self._counts)
        self.rewrites += 1

    def _reopen_quietly(self) -> None:
        try:
            self._fd = os.open(
                self.journal_path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)
            )
            self._broken = False
        except OSError:
            self._fd = None
            self._broken = True

    def _remove_stale_temp_files(self) -> None:
        for stale in self.directory.glob(f".*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                stale.unlink()

    def _abandon(self) -> None:
        """Stop without marking the journal closed: what a crash leaves behind (for tests)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None
        self._game = None
