"""One paths module: the platform's directories by default, one data directory when asked."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from saga_table.persistence.paths import (
    APP_DIR_NAME,
    CARDS_DB_NAME,
    CUSTOM_CARDS_NAME,
    DATA_DIR_ENV,
    app_paths,
)


def test_a_data_directory_holds_everything(tmp_path: Path) -> None:
    paths = app_paths(tmp_path / "portable")
    root = tmp_path / "portable"
    assert paths.overridden
    assert paths.data_dir == root
    assert paths.cards_db == root / "cards.sqlite3"
    assert paths.custom_cards == root / "custom_cards.json"
    assert paths.settings_file == root / "settings.json"
    assert paths.autosave_dir == root / "autosave"
    assert paths.saves_dir == root / "Saved games"
    assert paths.logs_dir == root / "logs"


def test_the_environment_variable_moves_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    assert app_paths().data_dir == tmp_path / "from-env"
    assert app_paths().settings_file == tmp_path / "from-env" / "settings.json"


def test_the_argument_wins_over_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    assert app_paths(tmp_path / "from-flag").data_dir == tmp_path / "from-flag"


def test_a_relative_data_directory_is_made_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert app_paths("rel").data_dir == tmp_path / "rel"


def test_nothing_is_created_until_ensure(tmp_path: Path) -> None:
    paths = app_paths(tmp_path / "d")
    assert not (tmp_path / "d").exists()
    assert paths.ensure() is paths
    for directory in (paths.data_dir, paths.autosave_dir, paths.saves_dir, paths.logs_dir):
        assert directory.is_dir()
    assert not paths.settings_file.exists()


@pytest.mark.skipif(sys.platform != "linux", reason="XDG directories are Linux's")
def test_platform_defaults_follow_xdg_with_the_app_name_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, "")  # empty: as if unset
    home = tmp_path / "home"
    paths = app_paths()
    assert not paths.overridden
    assert paths.data_dir == home / ".local/share" / APP_DIR_NAME
    assert paths.cards_db == home / ".local/share/SagaTable/cards.sqlite3"
    assert paths.settings_file == home / ".config/SagaTable/settings.json"
    assert paths.autosave_dir == home / ".local/state/SagaTable/autosave"
    assert paths.logs_dir.is_relative_to(home / ".local/state/SagaTable")
    assert paths.saves_dir.name == "Saga Table"
    assert paths.data_dir.parent.name != APP_DIR_NAME  # not SagaTable/SagaTable


def test_the_file_names_are_the_ones_the_catalog_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = pytest.importorskip("saga_table.catalog.store")
    custom = pytest.importorskip("saga_table.catalog.custom")
    commands = pytest.importorskip("saga_table.catalog.commands")
    assert store.DB_FILE_NAME == CARDS_DB_NAME
    assert custom.CUSTOM_FILE_NAME == CUSTOM_CARDS_NAME
    assert commands.DATA_DIR_ENV == DATA_DIR_ENV
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "shared"))
    assert commands.data_dir() == app_paths().data_dir
    monkeypatch.setenv(DATA_DIR_ENV, "")
    assert commands.data_dir() == app_paths().data_dir


def test_persistence_imports_without_qt() -> None:
    code = (
        "import sys\n"
        "import saga_table.persistence.paths, saga_table.persistence.settings\n"
        "import saga_table.persistence.saves, saga_table.persistence.autosave\n"
        "import saga_table.persistence.log_text\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
