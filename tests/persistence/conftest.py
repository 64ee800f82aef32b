"""Persistence test setup: every test gets its own user directories, never the real ones."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the data directory and the platform's directories (XDG on Linux) at ``tmp_path``,
    so that nothing a test does can read or write the developer's own settings and saves."""
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    for var, sub in (
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_STATE_HOME", ".local/state"),
        ("XDG_CACHE_HOME", ".cache"),
    ):
        monkeypatch.setenv(var, str(home / sub))
    monkeypatch.setenv("SAGA_TABLE_DATA_DIR", str(tmp_path / "data"))
