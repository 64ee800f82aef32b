"""Qt test setup, shared by every Qt test: run offscreen unless told otherwise.

The platform must be chosen before pytest-qt's ``qapp`` fixture creates the QApplication.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test keeps settings, saves and card data in its own empty directory."""
    data_dir = tmp_path / "saga-table-data"
    data_dir.mkdir()
    monkeypatch.setenv("SAGA_TABLE_DATA_DIR", str(data_dir))
    return data_dir
