"""A crash below Python (a fatal signal) leaves every thread's Python stack in crash.log."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from saga_table.persistence.crash_log import CRASH_LOG_NAME, MAX_CRASH_LOG_BYTES, keep_crash_log

ROOT = Path(__file__).resolve().parents[2]

CRASH = """
import faulthandler, sys
from pathlib import Path
from saga_table.persistence.crash_log import keep_crash_log

def deep_in_the_table():
    faulthandler._sigsegv()

keep_crash_log(Path(sys.argv[1]), "9.9")
deep_in_the_table()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX signal")
def test_a_segmentation_fault_writes_the_stack_to_crash_log(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    run = subprocess.run(
        [sys.executable, "-c", CRASH, str(logs)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=60,
        check=False,
    )
    assert run.returncode == -signal.SIGSEGV
    text = (logs / CRASH_LOG_NAME).read_text(encoding="utf-8")
    assert text.startswith("--- Saga Table 9.9, started ")
    assert "Segmentation fault" in text and "deep_in_the_table" in text


@pytest.fixture(autouse=True)
def _faulthandler_back_to_the_terminal():
    """keep_crash_log points this process's faulthandler at a file of tmp_path: point it back
    at the terminal afterwards, where pytest's own faulthandler writes."""
    import faulthandler

    yield
    faulthandler.enable(file=sys.__stderr__, all_threads=True)


def test_each_start_adds_a_line_and_a_long_log_starts_afresh(tmp_path: Path) -> None:
    assert keep_crash_log(tmp_path, "1.0") == tmp_path / CRASH_LOG_NAME
    keep_crash_log(tmp_path, "1.1")
    lines = (tmp_path / CRASH_LOG_NAME).read_text(encoding="utf-8").splitlines()
    assert [line.split(",")[0] for line in lines] == ["--- Saga Table 1.0", "--- Saga Table 1.1"]
    (tmp_path / CRASH_LOG_NAME).write_text("x" * (MAX_CRASH_LOG_BYTES + 1), encoding="utf-8")
    keep_crash_log(tmp_path, "1.2")
    assert (tmp_path / CRASH_LOG_NAME).read_text(encoding="utf-8").startswith("--- Saga Table 1.2")


def test_a_logs_folder_that_cannot_be_made_leaves_the_app_running(tmp_path: Path) -> None:
    blocker = tmp_path / "logs"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    assert keep_crash_log(blocker, "1.0") is None
