"""A damaged row in a valid cards.sqlite3: that card is named as damaged, the others still work."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from saga_table.catalog.store import DB_FILE_NAME
from saga_table.cli import DATA_DIR_ENV, main
from saga_table.persistence.saves import SaveFileError, load_game

DAMAGES = {
    "brackets": "[[[[",
    "a 5,000-digit number": "9" * 5000,
    "deep nesting": "[" * 100_000,
    "a field of the wrong kind": '{"name": "Test Saga", "mana_value": "two"}',
}
MESSAGE = "card 'Test Saga' in cards.sqlite3 is damaged; import the card data again"


def scryfall_saga(name: str) -> dict[str, object]:
    """A made-up Saga in Scryfall's card object format."""
    return {
        "object": "card",
        "name": name,
        "lang": "en",
        "layout": "saga",
        "oracle_id": f"oracle-{name}",
        "type_line": "Enchantment — Saga",
        "mana_cost": "{1}{U}",
        "cmc": 2.0,
        "oracle_text": "(Lore counter reminder.)\nI — Draw a card.\nII — Draw a card.",
    }


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(directory))
    source = tmp_path / "sagas.json"
    source.write_text(
        json.dumps([scryfall_saga("Test Saga"), scryfall_saga("Second Saga")]), encoding="utf-8"
    )
    assert main(["--data-dir", str(directory), "cards", "import", str(source)]) == 0
    return directory


def damage(data_dir: Path, text: str) -> None:
    with sqlite3.connect(data_dir / DB_FILE_NAME) as conn:
        conn.execute("UPDATE cards SET json = ? WHERE name = 'Test Saga'", (text,))
    conn.close()


def cards(data_dir: Path, *args: str) -> int:
    return main(["--data-dir", str(data_dir), "cards", *args])


@pytest.mark.parametrize("text", DAMAGES.values(), ids=DAMAGES.keys())
def test_show_names_the_damaged_card_and_the_others_still_show(
    data_dir: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    damage(data_dir, text)
    capsys.readouterr()
    assert cards(data_dir, "show", "Test Saga") == 1
    assert f"error: {MESSAGE} (" in capsys.readouterr().err
    assert cards(data_dir, "show", "Second Saga") == 0
    assert "Second Saga" in capsys.readouterr().out


def test_search_leaves_the_damaged_card_out_with_a_note(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damage(data_dir, "[[[[")
    capsys.readouterr()
    assert cards(data_dir, "search", "Saga") == 0
    out, err = capsys.readouterr()
    assert "Second Saga — Enchantment — Saga — imported: sagas.json" in out
    assert "Test Saga —" not in out
    assert f"note: {MESSAGE} (its JSON ends too early" in err
    assert "; it was left out" in err


def test_a_record_naming_the_damaged_card_says_so_in_replay_and_the_window(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from saga_table.demo import default_resolver

    damage(data_dir, "9" * 5000)
    record = tmp_path / "game.json"
    setup = {"players": [{"name": "Ann", "library": [{"card": "Test Saga", "count": 4}]}]}
    record.write_text(
        json.dumps({"format": "saga-table-game", "version": 1, "setup": setup, "actions": []}),
        encoding="utf-8",
    )
    capsys.readouterr()
    assert main(["--data-dir", str(data_dir), "replay", str(record)]) == 2
    assert f"setup.players[0].library[0]: {MESSAGE}" in capsys.readouterr().err
    with pytest.raises(SaveFileError) as caught:
        load_game(record, default_resolver())
    assert f"setup.players[0].library[0]: {MESSAGE}" in str(caught.value)


def test_importing_the_card_data_again_mends_the_damaged_card(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damage(data_dir, "[[[[")
    assert cards(data_dir, "import", str(tmp_path / "sagas.json")) == 0
    capsys.readouterr()
    assert cards(data_dir, "show", "Test Saga") == 0
    assert "Test Saga" in capsys.readouterr().out
