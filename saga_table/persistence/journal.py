"""The autosave journal on disk: its names and limits, its lines (JSON with a CRC-32 each), and
the lock that keeps two running copies from writing one journal. :mod:`.autosave` writes the
journal, :mod:`.resume` reads it."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from saga_table.safeio import DuplicateKeyError, Limits, check_value, unique_pairs
from saga_table.words.translation import translate

__all__ = [
    "AUTOSAVE_FORMAT",
    "AUTOSAVE_VERSION",
    "AutosaveError",
    "DEFAULT_COMPACT_AFTER",
    "DirLock",
    "InUseError",
    "JOURNAL_NAME",
    "LINE_LIMITS",
    "LOCK_NAME",
    "MAX_JOURNAL_BYTES",
    "MAX_SAVED_FILE_CHARS",
    "PREVIOUS_NAME",
    "SAVED_FILE_KEY",
    "decode_line",
    "encode_line",
    "locked",
    "os_reason",
]

AUTOSAVE_FORMAT = "saga-table-autosave"
AUTOSAVE_VERSION = 1
#: The header's key for the file the game was last saved to or opened from (optional: a
#: journal without it, or a reader that does not know it, works as before), and its bound.
SAVED_FILE_KEY = "saved_file"
MAX_SAVED_FILE_CHARS = 4096
JOURNAL_NAME = "current.jsonl"
PREVIOUS_NAME = "previous.jsonl"
LOCK_NAME = ".lock"
DEFAULT_COMPACT_AFTER = 1000
#: Far beyond any real journal (a thousand actions take about 100 kB).
MAX_JOURNAL_BYTES = 256 * 1024 * 1024
#: What one journal line may hold (the header holds a whole record).
LINE_LIMITS = Limits(max_bytes=MAX_JOURNAL_BYTES, max_depth=48)


class AutosaveError(Exception):
    """Autosaving or resuming failed; the message says why, for a person to read."""


class InUseError(AutosaveError):
    """Another running Saga Table holds the autosave lock."""


# ---------------------------------------------------------------------------- lines


def encode_line(entry: dict[str, Any]) -> bytes:
    """One journal line: canonical JSON of ``entry`` with its CRC-32 added as ``"crc"``."""
    body = json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    crc = zlib.crc32(body.encode("ascii"))
    return f'{body[:-1]},"crc":"{crc:08x}"}}\n'.encode("ascii")


def decode_line(raw: bytes) -> dict[str, Any]:
    """The entry of one journal line; ``ValueError`` saying why it is not a good line."""
    try:
        entry = json.loads(raw, object_pairs_hook=unique_pairs)
    except DuplicateKeyError as exc:  # json would keep the last of the two silently
        raise ValueError(f"it gives the key {exc.key!r} twice") from None
    except RecursionError:
        raise ValueError("it is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, UnicodeDecodeError, too many digits
        raise ValueError(f"it is not valid JSON ({exc})") from None
    if not isinstance(entry, dict):
        raise ValueError("it is not a JSON object")
    check_value(entry, what="it", limits=LINE_LIMITS)  # InputError is a ValueError
    crc = entry.pop("crc", None)
    if not isinstance(crc, str):
        raise ValueError("it has no checksum")
    body = json.dumps(entry, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    if f"{zlib.crc32(body.encode('ascii')):08x}" != crc:
        raise ValueError("its checksum does not match its content")
    return entry


# ---------------------------------------------------------------------------- the lock


class DirLock:
    """An advisory lock on ``.lock`` in the autosave directory (released when the process
    ends, even by SIGKILL)."""

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    @classmethod
    def try_acquire(cls, directory: Path) -> DirLock | None:
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
def locked(directory: Path) -> Iterator[None]:
    """Hold the autosave lock; :class:`AutosaveError` if another running app holds it. In a
    folder where no lock file can be made (read-only), go on without it: nobody can write there
    either."""
    try:
        lock = DirLock.try_acquire(directory)
    except OSError:
        yield
        return
    if lock is None:
        raise InUseError(
            translate(
                "Files", "another Saga Table is using the autosave in {folder}; close it first"
            ).format(folder=directory)
        )
    try:
        yield
    finally:
        lock.release()


def os_reason(exc: OSError) -> str:
    text = exc.strerror or str(exc)
    return f"{text} ({exc.filename})" if exc.filename else text
