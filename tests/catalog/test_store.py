"""The imported-card database as a card source: tables, lookups, search, opening."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from saga_table.catalog.normalize import name_key
from saga_table.catalog.sources import CardSource
from saga_table.catalog.store import (
    DB_FILE_NAME,
    CardStoreError,
    ImportedFile,
    StoreSource,
    import_card_file,
    open_store_source,
    store_path,
)
from saga_table.engine.card_codec import card_from_dict
from tests.catalog.fixtures.cardfiles import MTGJSON_ATOMIC, SCRYFALL_ARRAY, SCRYFALL_LINES


def test_no_database_means_no_source(tmp_path: Path) -> None:
    assert open_store_source(tmp_path) is None
    assert open_store_source(tmp_path / "missing") is None
    store_path(tmp_path).write_bytes(b"")
    assert open_store_source(tmp_path) is None


def test_the_store_is_a_card_source(tmp_path: Path) -> None:
    import_card_file(store_path(tmp_path), SCRYFALL_ARRAY)
    store = open_store_source(tmp_path)
    assert store is not None
    source: CardSource = store
    assert source.label == "imported"
    store.close()


def test_rows_hold_the_card_format_and_where_it_came_from(tmp_path: Path) -> None:
    import_card_file(store_path(tmp_path), SCRYFALL_ARRAY)
    conn = sqlite3.connect(store_path(tmp_path))
    rows = conn.execute(
        "SELECT name, json, source_file, source_format, is_saga FROM cards ORDER BY name"
    ).fetchall()
    names = conn.execute(
        "SELECT n.name, n.lang FROM names n JOIN cards c ON c.id = n.card_id"
        " WHERE c.name = 'Legend of the Lantern // Lantern Spirit' ORDER BY n.lang, n.name"
    ).fetchall()
    conn.close()
    assert len(rows) == 12
    for name, data, source_file, source_format, _ in rows:
        card = card_from_dict(json.loads(data))
        assert card.name == name
        assert card.name_ja is None  # Japanese is kept apart and laid over when read
        assert (source_file, source_format) == ("scryfall_cards.json", "Scryfall (JSON array)")
    assert sum(row[4] for row in rows) == 8
    assert names == [
        ("Lantern Spirit", "en"),
        ("Legend of the Lantern", "en"),
        ("Legend of the Lantern // Lantern Spirit", "en"),
        ("灯籠の伝説", "ja"),
        ("灯籠の伝説 // 灯籠の霊", "ja"),
        ("灯籠の霊", "ja"),
    ]


def test_a_source_opened_before_an_import_sees_its_cards(tmp_path: Path) -> None:
    import_card_file(store_path(tmp_path), MTGJSON_ATOMIC)
    store = open_store_source(tmp_path)
    assert store is not None
    assert store.imports() == [
        ImportedFile(
            "mtgjson_atomic.json", "MTGJSON AtomicCards", MTGJSON_ATOMIC.stat().st_size, 12, 8
        )
    ]
    import_card_file(store_path(tmp_path), SCRYFALL_LINES)
    assert [f.file_name for f in store.imports()] == ["mtgjson_atomic.json", "scryfall_cards.jsonl"]
    store.close()


def test_search_ranks_exact_names_then_prefixes_then_names_then_text(tmp_path: Path) -> None:
    import_card_file(store_path(tmp_path), SCRYFALL_ARRAY)
    store = StoreSource(store_path(tmp_path))
    assert [c.name for c in store.search("island")] == ["Island"]
    found = [c.name for c in store.search("the")]
    prefix = found.index("The Braided Chronicle")
    inside = found.index("Tale of the Twin Rivers")
    text = found.index("Quick Study")  # "Draw two cards, then discard a card."
    assert prefix < inside < text
    assert [c.name for c in store.search("  quick   study ")] == ["Quick Study"]
    assert store.search("zzz-nothing") == []
    store.close()


def test_by_key_finds_every_card_sharing_a_key(tmp_path: Path) -> None:
    cards = json.loads(SCRYFALL_ARRAY.read_text(encoding="utf-8"))
    twin = next(dict(c) for c in cards if c["name"] == "Quick Study")
    twin["name"] = "Quick-Study"  # another card whose name key is the same
    twin["oracle_id"] = "another"
    path = tmp_path / "twins.json"
    path.write_text(json.dumps([*cards, twin]), encoding="utf-8")
    import_card_file(store_path(tmp_path), path)
    store = StoreSource(store_path(tmp_path))
    assert [c.name for c in store.by_key(name_key("quick study"))] == ["Quick Study", "Quick-Study"]
    store.close()


def test_a_damaged_database_is_reported(tmp_path: Path) -> None:
    store_path(tmp_path).write_bytes(b"\x00" * 4096)
    with pytest.raises(CardStoreError, match=DB_FILE_NAME):
        open_store_source(tmp_path)


def test_an_sqlite_file_of_something_else_is_reported(tmp_path: Path) -> None:
    conn = sqlite3.connect(store_path(tmp_path))
    conn.execute("CREATE TABLE settings (key TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(CardStoreError, match="not a Saga Table card database"):
        open_store_source(tmp_path)
