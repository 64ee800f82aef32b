"""Durable file operations: atomic replacement, fsync of files and directories, moving aside.

Every file this package writes goes through :func:`atomic_write`: the new content is written to a
temporary file in the same directory, flushed and fsynced, then renamed over the old file with
``os.replace`` (atomic on POSIX and on Windows NTFS), and finally the directory itself is fsynced
so that the rename survives a power cut. A reader therefore sees either the old file or the new
one, never a mixture, and the old file is not touched until the new one is complete.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from saga_table.words.translation import translate

if TYPE_CHECKING:
    from datetime import datetime

__all__ = [
    "TEMP_SUFFIX",
    "aside_name",
    "atomic_write",
    "fsync_dir",
    "fsync_file",
    "move_aside",
    "read_bytes_limited",
]

#: Suffix of the temporary files of :func:`atomic_write` (left behind only by a crash).
TEMP_SUFFIX = ".tmp"


def fsync_file(fd: int) -> None:
    """Flush a file's data to the disk. On macOS plain ``fsync`` only reaches the drive's cache,
    so ``F_FULLFSYNC`` is used there."""
    if sys.platform == "darwin":  # pragma: no cover - not the platform the tests run on
        import fcntl

        try:
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
        except OSError:
            pass
    os.fsync(fd)


def fsync_dir(directory: Path) -> None:
    """Make a rename or a new file in ``directory`` durable. A no-op where directories cannot be
    opened (Windows, where NTFS journals the rename itself)."""
    if os.name == "nt":  # pragma: no cover - not the platform the tests run on
        return
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse fsync on a directory
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data``, atomically and durably (see the module docstring).

    A symbolic link is written through (the file it points to is replaced, the link stays: a
    save kept in a synced folder through a link went on being saved there). Anything at
    ``path`` that is not a regular file (a device, a pipe, a directory) is refused with an
    :class:`OSError` rather than renamed over. On any error the temporary file is removed and
    ``path`` is left as it was.
    """
    path = _write_target(path)
    directory = path.parent
    fd, tmp = _create_temp(path)
    try:
        try:
            _copy_mode(path, fd)
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            fsync_file(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(directory)


def _write_target(path: Path) -> Path:
    """The file a write to ``path`` replaces: the end of its symbolic links, which must be a
    regular file or not exist yet."""
    import errno
    import stat

    if path.is_symlink():
        try:
            path = path.resolve(strict=False)
        except (OSError, RuntimeError):  # a loop of links (RuntimeError before Python 3.13)
            raise OSError(
                errno.ELOOP, translate("Files", "the path is a loop of symbolic links")
            ) from None
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return path
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise OSError(
                errno.ELOOP, translate("Files", "the path is a loop of symbolic links")
            ) from None
        return path  # (the write itself says what is wrong)
    if not stat.S_ISREG(mode):
        what = (
            translate("Files", "it is a folder")
            if stat.S_ISDIR(mode)
            else translate("Files", "it is not a regular file (a device or a pipe)")
        )
        raise OSError(errno.EINVAL, what)
    return path


def _create_temp(path: Path) -> tuple[int, Path]:
    """A new temporary file next to ``path``, created with the usual permissions (``0o666``
    less the umask, as any new file), not ``mkstemp``'s owner-only ``0o600``."""
    import secrets  # here: it loads OpenSSL's hashes (hmac), which the start-up need not wait for

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:  # pragma: no cover - 1 in 4 billion
            continue


def _copy_mode(path: Path, fd: int) -> None:
    """A file that is replaced keeps its permissions."""
    if os.name == "nt":  # pragma: no cover - not the platform the tests run on
        return
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.fchmod(fd, mode)


def aside_name(path: Path, label: str, when: datetime | None = None) -> Path:
    """A free name next to ``path`` for keeping it aside: ``settings.json.damaged-20260131-142501``
    (with ``-2``, ``-3``... if that name is taken)."""
    if when is None:
        from datetime import datetime  # here: the start-up does not wait for it

        when = datetime.now()
    stamp = when.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
        n += 1
    return candidate


def move_aside(path: Path, label: str) -> Path:
    """Rename ``path`` to a free :func:`aside_name` (its content untouched) and return the new
    path. The rename is made durable."""
    target = aside_name(path, label)
    # os.rename, not os.replace: if another process took the name meanwhile, fail rather than
    # overwrite it (POSIX rename would still overwrite; the window is a few microseconds).
    os.rename(path, target)
    fsync_dir(path.parent)
    return target


def read_bytes_limited(path: Path, limit: int) -> bytes:
    """The content of ``path``; ``ValueError`` if it is larger than ``limit`` bytes (a save file
    the size of a film is not one of ours, and reading it whole would only stall the app), or
    if it is a device or a pipe (whose reading may never end)."""
    from saga_table.safeio import special_file  # here: a first start reads no file with it

    if special_file(path):
        raise ValueError(translate("Files", "this is a device or a pipe, not a file"))
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(
            translate("Files", "the file is larger than {size} MB").format(
                size=limit // (1024 * 1024)
            )
        )
    return data
