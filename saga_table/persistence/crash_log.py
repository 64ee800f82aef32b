"""A crash of the process itself (Qt or Python dying on a signal: a segmentation fault, an abort)
leaves the Python stack of every thread in ``crash.log`` in the logs folder, so that a player who
lost the window (the game itself is recovered from the autosave) can send what happened.

An exception in Python code never gets here: the window shows it and goes on. This is for the
rare crash below Python, which otherwise leaves nothing at all.
"""

from __future__ import annotations

import faulthandler
import os
import time
from pathlib import Path
from typing import TextIO

__all__ = ["CRASH_LOG_NAME", "MAX_CRASH_LOG_BYTES", "keep_crash_log"]

CRASH_LOG_NAME = "crash.log"
#: A log grown past this is started afresh (each start writes a line; a crash, some KB).
MAX_CRASH_LOG_BYTES = 256 * 1024

#: The open log: faulthandler writes to its file descriptor, so it stays open for the process.
_OPEN: list[TextIO] = []


def keep_crash_log(directory: Path, version: str) -> Path | None:
    """From now on, a fatal signal writes every thread's Python stack to ``directory``'s
    ``crash.log``, after a line naming this start (time, version, process). The log's path, or
    None when it cannot be written (the app runs on without it)."""
    path = directory / CRASH_LOG_NAME
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fresh = not path.exists() or path.stat().st_size > MAX_CRASH_LOG_BYTES
        log = open(path, "w" if fresh else "a", encoding="utf-8")  # noqa: SIM115 - kept open
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        log.write(f"--- Saga Table {version}, started {stamp}, process {os.getpid()}\n")
        log.flush()
    except OSError:
        return None
    for old in _OPEN:
        old.close()
    _OPEN[:] = [log]
    faulthandler.enable(file=log, all_threads=True)
    return path
