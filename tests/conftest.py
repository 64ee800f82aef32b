"""Every test keeps the user's data in its own empty directory, never the real one.

The app finds card data, custom cards, settings and saves through ``$SAGA_TABLE_DATA_DIR``
(``saga_table.persistence.paths.app_paths``), else the platform's user directories; a test that
reads or writes them (the demo game resolving its cards through the card lookup, say) must not
see what the person running the tests has imported. Tests that check the defaults unset the
variable themselves.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _user_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    data_dir = tmp_path_factory.mktemp("user-data")
    monkeypatch.setenv("SAGA_TABLE_DATA_DIR", str(data_dir))
    return data_dir
