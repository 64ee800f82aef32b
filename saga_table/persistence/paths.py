"""Where things live on disk: the one module that knows the app's directories.

By default the directories are the platform's (``platformdirs``, the app name ``SagaTable`` bound
here once). ``--data-dir DIR`` (which the command line puts in ``$SAGA_TABLE_DATA_DIR``) or that
environment variable moves *everything* under that one directory, which is what tests and
portable installs use.

Defaults on Linux (``resources/docs/saving.md`` lists Windows and macOS), and with a data
directory DIR:

- card database: ``~/.local/share/SagaTable/cards.sqlite3``; ``DIR/cards.sqlite3``
- custom cards: ``~/.local/share/SagaTable/custom_cards.json``; ``DIR/custom_cards.json``
- settings: ``~/.config/SagaTable/settings.json``; ``DIR/settings.json``
- autosave: ``~/.local/state/SagaTable/autosave/``; ``DIR/autosave/``
- saved games (where Save, Open and Export log start): ``~/Documents/Saga Table/``;
  ``DIR/Saved games/``
- logs: ``~/.local/state/SagaTable/log/``; ``DIR/logs/``

>>> paths = app_paths("/tmp/saga-data")
>>> paths.settings_file.as_posix(), paths.autosave_dir.as_posix()
('/tmp/saga-data/settings.json', '/tmp/saga-data/autosave')

Nothing is created until :meth:`AppPaths.ensure` is called.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from saga_table.engine.values import dataclass

__all__ = [
    "APP_DIR_NAME",
    "CARDS_DB_NAME",
    "CUSTOM_CARDS_NAME",
    "DATA_DIR_ENV",
    "SAVED_GAMES_DIR_NAME",
    "SAVES_DIR_NAME",
    "SETTINGS_NAME",
    "AppPaths",
    "app_paths",
]

#: The app's directory name in the platform's locations (no author level: ``appauthor=False``).
APP_DIR_NAME = "SagaTable"
#: The environment variable that moves all the app's files under one directory.
DATA_DIR_ENV = "SAGA_TABLE_DATA_DIR"
#: File names the other layers share (the catalog opens these two).
CARDS_DB_NAME = "cards.sqlite3"
CUSTOM_CARDS_NAME = "custom_cards.json"
SETTINGS_NAME = "settings.json"
#: The folder of saved games under the user's documents folder (where a player looks for them).
SAVES_DIR_NAME = "Saga Table"
#: The folder of saved games under a data directory (``--data-dir``).
SAVED_GAMES_DIR_NAME = "Saved games"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """Every place the app reads or writes. ``overridden``: all of it is under one data directory
    chosen by ``--data-dir`` or ``$SAGA_TABLE_DATA_DIR``."""

    data_dir: Path
    cards_db: Path
    custom_cards: Path
    settings_file: Path
    autosave_dir: Path
    saves_dir: Path
    logs_dir: Path
    overridden: bool = False

    def ensure(self) -> AppPaths:
        """Create the directories (not the files) if they are missing; returns ``self``."""
        for directory in (
            self.data_dir,
            self.settings_file.parent,
            self.autosave_dir,
            self.saves_dir,
            self.logs_dir,
        ):
            directory.mkdir(parents=True, exist_ok=True)
        return self


def _under(root: Path) -> AppPaths:
    return AppPaths(
        data_dir=root,
        cards_db=root / CARDS_DB_NAME,
        custom_cards=root / CUSTOM_CARDS_NAME,
        settings_file=root / SETTINGS_NAME,
        autosave_dir=root / "autosave",
        saves_dir=root / SAVED_GAMES_DIR_NAME,
        logs_dir=root / "logs",
        overridden=True,
    )


def app_paths(
    data_dir: str | os.PathLike[str] | None = None, *, environ: Mapping[str, str] | None = None
) -> AppPaths:
    """The app's paths: under ``data_dir`` if given, else under ``$SAGA_TABLE_DATA_DIR`` if set
    (``environ`` defaults to ``os.environ``), else the platform's directories."""
    env = os.environ if environ is None else environ
    chosen = os.fspath(data_dir) if data_dir is not None else env.get(DATA_DIR_ENV, "")
    if chosen:
        return _under(Path(chosen).expanduser().absolute())

    from platformdirs import PlatformDirs  # only the default locations need it

    dirs = PlatformDirs(APP_DIR_NAME, appauthor=False)
    data = dirs.user_data_path
    return AppPaths(
        data_dir=data,
        cards_db=data / CARDS_DB_NAME,
        custom_cards=data / CUSTOM_CARDS_NAME,
        settings_file=dirs.user_config_path / SETTINGS_NAME,
        autosave_dir=dirs.user_state_path / "autosave",
        saves_dir=dirs.user_documents_path / SAVES_DIR_NAME,
        logs_dir=dirs.user_log_path,
        overridden=False,
    )
