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
import json
import os
import sys
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from saga_table import __version__
from saga_table.engine.actions import Action
from saga_table.engine.game import Game
from saga_table.engine.record import action_to_json
from saga_table.engine.state import (
    ChooseReadAheadDecision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
)
from saga_table.engine.turns import Phase, Step
from saga_table.persistence._files import (
    TEMP_SUFFIX,
    atomic_write,
    fsync_dir,
    fsync_file,
    read_bytes_limited,
)
from saga_table.persistence._records import (
    CardResolver,
    UnreadableError,
    action_kind,
    apply_raw_action,
    build_game,
    record_of,
)
from saga_table.persistence.log_text import turn_summary
from saga_table.safeio import Limits, check_value
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

AUTOSAVE_FORMAT = "saga-table-autosave"
AUTOSAVE_VERSION = 1
JOURNAL_NAME = "current.jsonl"
PREVIOUS_NAME = "previous.jsonl"
LOCK_NAME = ".lock"
DEFAULT_COMPACT_AFTER = 1000
#: Far beyond any real journal (a thousand actions take about 100 kB).
MAX_JOURNAL_BYTES = 256 * 1024 * 1024
#: What one journal line may hold (the header holds a whole record).
_LINE_LIMITS = Limits(max_bytes=MAX_JOURNAL_BYTES, max_depth=48)


class AutosaveError(Exception):
    """Autosaving or resuming failed; the message says why, for a person to read."""


class _InUseError(AutosaveError):
    """Another running Saga Table holds the autosave lock."""


# ---------------------------------------------------------------------------- lines


def _encode_line(entry: dict[str, Any]) -> bytes:
    """One journal line: canonical JSON of ``entry`` with its CRC-32 added as ``"crc"``."""
    body = json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    crc = zlib.crc32(body.encode("ascii"))
    return f'{body[:-1]},"crc":"{crc:08x}"}}\n'.encode("ascii")


def _decode_line(raw: bytes) -> dict[str, Any]:
    """The entry of one journal line; ``ValueError`` saying why it is not a good line."""
    try:
        entry = json.loads(raw)
    except RecursionError:
        raise ValueError("it is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, UnicodeDecodeError, too many digits
        raise ValueError(f"it is not valid JSON ({exc})") from None
    if not isinstance(entry, dict):
        raise ValueError("it is not a JSON object")
    check_value(entry, what="it", limits=_LINE_LIMITS)  # InputError is a ValueError
    crc = entry.pop("crc", None)
    if not isinstance(crc, str):
        raise ValueError("it has no checksum")
    body = json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    if f"{zlib.crc32(body.encode('ascii')):08x}" != crc:
        raise ValueError("its checksum does not match its content")
    return entry


# ---------------------------------------------------------------------------- the lock


class _DirLock:
    """An advisory lock on ``.lock`` in the autosave directory (released when the process
    ends, even by SIGKILL)."""

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    @classmethod
    def try_acquire(cls, directory: Path) -> _DirLock | None:
        fd = os.open(directory / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if sys.platform == "win32":  # pragma: no cover - not the platform the tests run on
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return None
        return cls(fd)

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            if sys.platform == "win32":  # pragma: no cover
                import msvcrt

                with contextlib.suppress(OSError):
                    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


@contextlib.contextmanager
def _locked(directory: Path) -> Iterator[None]:
    """Hold the autosave lock; :class:`AutosaveError` if another running app holds it. In a
    folder where no lock file can be made (read-only), go on without it: nobody can write there
    either."""
    try:
        lock = _DirLock.try_acquire(directory)
    except OSError:
        yield
        return
    if lock is None:
        raise _InUseError(
            translate(
                "Files", "another Saga Table is using the autosave in {folder}; close it first"
            ).format(folder=directory)
        )
    try:
        yield
    finally:
        lock.release()


# ---------------------------------------------------------------------------- writing


def _header(game: Game) -> bytes:
    return _encode_line(
        {
            "format": AUTOSAVE_FORMAT,
            "version": AUTOSAVE_VERSION,
            "saved_by": f"Saga Table {__version__}",
            "record": record_of(game),
        }
    )


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
        self._lock: _DirLock | None = None
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
        replaces, if any, is kept as ``previous.jsonl``."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            if self._lock is None:
                self._lock = _DirLock.try_acquire(self.directory)
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
                    folder=self.directory, reason=_why(exc)
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

    def record_action(self, action: Action) -> None:
        """``action`` was just applied to the game (``game.apply(action)``)."""
        game = self._require_game()
        actions, _ = self._counts
        if (
            len(game.actions) == actions + 1
            and not game.redo_actions
            and game.actions[-1] == action
        ):
            self._append({"action": action_to_json(action)}, (actions + 1, 0))
        else:
            self._resync()

    def record_undo(self) -> None:
        """The game's last action was just taken back (``game.undo()``)."""
        game = self._require_game()
        actions, redo = self._counts
        if (len(game.actions), len(game.redo_actions)) == (actions - 1, redo + 1):
            self._append({"undo": True}, (actions - 1, redo + 1))
        else:
            self._resync()

    def record_redo(self) -> None:
        """The last action taken back was just applied again (``game.redo()``)."""
        game = self._require_game()
        actions, redo = self._counts
        if (len(game.actions), len(game.redo_actions)) == (actions + 1, redo - 1):
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
            raise AutosaveError(f"the autosave could not be closed: {_why(exc)}") from exc
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
        line = _encode_line({**entry, "n": self._entries + 1})
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
            raise AutosaveError(f"autosave failed: {_why(exc)}") from exc
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
            data = _header(game)
            if keep_previous and journal.exists():
                atomic_write(self.directory / PREVIOUS_NAME, journal.read_bytes())
            atomic_write(journal, data)
            self._fd = os.open(journal, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        except OSError as exc:
            self._broken = True
            raise AutosaveError(f"autosave failed: {_why(exc)}") from exc
        self._broken = False
        self._deferred = False
        self._entries = 0
        self._counts = (len(game.actions), len(game.redo_actions))
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


def _why(exc: OSError) -> str:
    text = exc.strerror or str(exc)
    return f"{text} ({exc.filename})" if exc.filename else text


# ---------------------------------------------------------------------------- reading


_DECISION_KINDS: dict[type, str] = {
    OrderTriggersDecision: "order triggers",
    ChooseReadAheadDecision: "read ahead",
    DiscardToHandSizeDecision: "discard to hand size",
    MulliganDecision: "mulligan",
}


@dataclass(frozen=True, slots=True)
class ResumeOffer:
    """A game in progress found in the autosave, for the offer at start-up.

    ``crashed``: the app did not close (a crash, a kill, a power cut); otherwise it quit with
    the game in progress. ``warning``: something could not be restored (the last step was cut
    short by the crash, a damaged line): show it with the offer.
    """

    path: Path
    players: tuple[str, ...]
    turn: int
    active_player: str
    step: Step
    phase: Phase
    #: Where the game is: "Turn 5, Ann's precombat main phase"; and in Japanese.
    where: str
    where_ja: str
    actions: int
    redo: int
    #: The decision the game waits for ("order triggers", "read ahead", ...), if any.
    decision: str | None
    game_over: bool
    crashed: bool
    saved_at: datetime
    warning: str | None = None
    #: The game as read for the offer, handed to :func:`resume` if the journal has not changed.
    _cache: _Cache | None = field(default=None, compare=False, repr=False)

    @property
    def summary(self) -> str:
        """One English line for the offer: "Ann vs Bo — Turn 5, Ann's upkeep (37 actions)"."""
        return self.summary_in("en")

    def summary_in(self, lang: str) -> str:
        """:attr:`summary` in English (``"en"``) or Japanese (``"ja"``)."""
        if lang == "ja":
            return f"{' 対 '.join(self.players)} — {self.where_ja}（{self.actions}手）"
        count = f"{self.actions} action{'s' if self.actions != 1 else ''}"
        return f"{' vs '.join(self.players)} — {self.where} ({count})"


@dataclass(slots=True)
class _Cache:
    game: Game | None
    identity: tuple[int, int, int]


def _identity(path: Path) -> tuple[int, int, int]:
    st = path.stat()
    return (st.st_ino, st.st_size, st.st_mtime_ns)


@dataclass(slots=True)
class _Journal:
    game: Game
    warning: str | None
    crashed: bool


def _read_journal(path: Path, resolve_card: CardResolver | None) -> _Journal:
    try:
        data = read_bytes_limited(path, MAX_JOURNAL_BYTES)
    except OSError as exc:
        raise AutosaveError(f"the autosave could not be read: {_why(exc)}") from exc
    except ValueError as exc:
        raise AutosaveError(f"the autosave is not usable: {exc}") from None
    lines = data.split(b"\n")
    torn = lines.pop()  # what follows the last newline: b"" unless a write was cut short
    if not lines:
        raise AutosaveError("the autosave is empty or damaged (it has no complete line)")
    try:
        header = _decode_line(lines[0])
    except ValueError as exc:
        raise AutosaveError(
            f"the autosave is damaged: its first line is not usable: {exc}"
        ) from None
    if header.get("format") != AUTOSAVE_FORMAT:
        raise AutosaveError("the autosave is damaged: it is not a Saga Table autosave")
    version = header.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise AutosaveError("the autosave is damaged: it has no version number")
    if version > AUTOSAVE_VERSION:
        raise AutosaveError(
            f"the autosave was written by a newer Saga Table (autosave version {version}; this "
            f"one reads up to version {AUTOSAVE_VERSION})"
        )
    try:
        built = build_game(header.get("record"), resolve_card, verb="resumed")
    except UnreadableError as exc:
        raise AutosaveError(f"the autosave is damaged: {exc}") from None
    game = built.game
    if built.warning is not None:
        return _Journal(game, built.warning, crashed=True)

    closed = False
    problem: str | None = None
    for lineno, raw in enumerate(lines[1:], start=2):
        where = f"line {lineno} of the autosave"
        try:
            entry = _decode_line(raw)
        except ValueError as exc:
            problem = f"{where} is damaged ({exc})"
            break
        if entry.get("n") != lineno - 1:
            problem = f"{where} is out of order"
            break
        if closed:
            problem = f"{where} follows the mark of a closed game"
            break
        if "action" in entry:
            why = apply_raw_action(game, entry["action"], where)
            if why is not None:
                problem = f"the action on {where} ({action_kind(entry['action'])}) {why}"
                break
        elif entry.get("undo") is True and game.can_undo:
            game.undo()
        elif entry.get("redo") is True and game.can_redo:
            game.redo()
        elif entry.get("closed") is True:
            closed = True
        else:
            problem = f"{where} is not a step the game can take"
            break
    if problem is not None:
        left_out = len(lines) - lineno
        warning = f"{problem}; the game was resumed from the steps before it"
        if left_out:
            warning += f" ({left_out} later step{'s' if left_out != 1 else ''} left out)"
    elif torn:
        warning = (
            "the last step was being saved when the app stopped and was left out "
            "(everything before it was restored)"
        )
    else:
        warning = None
    return _Journal(game, warning, crashed=not closed)


def find_resumable(
    directory: str | os.PathLike[str], resolve_card: CardResolver | None = None
) -> ResumeOffer | None:
    """The game in progress in the autosave ``directory``, if there is one to offer: after a
    crash, or after the app quit with a game in progress (``close(clean=False)``).

    None when there is nothing to offer, or when another running Saga Table owns the autosave.
    Raises :class:`AutosaveError` for a journal that cannot be used at all (damaged header,
    newer version); it stays on disk until the next :meth:`Autosaver.start` keeps it as
    ``previous.jsonl``. Reads only.
    """
    folder = Path(directory)
    journal = folder / JOURNAL_NAME
    if not journal.is_file():
        return None
    try:
        with _locked(folder):
            return _offer(journal, resolve_card)
    except _InUseError:
        return None  # another window is playing this game right now


def _offer(journal: Path, resolve_card: CardResolver | None) -> ResumeOffer:
    try:
        identity = _identity(journal)
    except OSError as exc:
        raise AutosaveError(f"the autosave could not be read: {_why(exc)}") from exc
    found = _read_journal(journal, resolve_card)
    state = found.game.state
    return ResumeOffer(
        path=journal,
        players=tuple(p.name for p in state.players),
        turn=state.turn.number,
        active_player=state.players[state.turn.active].name,
        step=state.turn.step,
        phase=state.turn.phase,
        where=turn_summary(state),
        where_ja=turn_summary(state, "ja"),
        actions=len(found.game.actions),
        redo=len(found.game.redo_actions),
        decision=None if state.decision is None else _DECISION_KINDS[type(state.decision)],
        game_over=state.game_over,
        crashed=found.crashed,
        saved_at=datetime.fromtimestamp(identity[2] / 1e9),
        warning=found.warning,
        _cache=_Cache(found.game, identity),
    )


def resume(offer: ResumeOffer, resolve_card: CardResolver | None = None) -> Game:
    """The game of ``offer``, exactly as it was autosaved: its state, the decision it waits for,
    and its undo and redo history. Then call :meth:`Autosaver.start` with it.

    The game read for the offer is handed over when the journal has not changed since (pass the
    same ``resolve_card``); otherwise the journal is read again. Raises :class:`AutosaveError`
    if the journal is gone, unreadable, or in use by another running Saga Table. Reads only.
    """
    with _locked(offer.path.parent):
        cache = offer._cache
        if cache is not None and cache.game is not None:
            game, cache.game = cache.game, None
            try:
                unchanged = _identity(offer.path) == cache.identity
            except OSError:
                unchanged = False
            if unchanged:
                return game
        return _read_journal(offer.path, resolve_card).game


def discard(offer: ResumeOffer) -> None:
    """The user does not want the game of ``offer``: it will not be offered again. The journal
    is kept as ``previous.jsonl`` until the next one replaces it."""
    folder = offer.path.parent
    with _locked(folder):
        try:
            if offer.path.exists():
                os.replace(offer.path, folder / PREVIOUS_NAME)
                fsync_dir(folder)
        except OSError as exc:
            raise AutosaveError(f"the autosave could not be discarded: {_why(exc)}") from exc
