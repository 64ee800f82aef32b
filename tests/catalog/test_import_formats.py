"""Importing each supported file shape and compression, and what the cards look like afterwards."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from saga_table.catalog.normalize import name_key
from saga_table.catalog.store import (
    DB_FILE_NAME,
    ImportReport,
    StoreSource,
    import_card_file,
    open_store_source,
)
from saga_table.engine.cards import CardDef, Layout
from tests.catalog.fixtures.cardfiles import (
    CARD_NAMES,
    MTGJSON_ALL_PRINTINGS,
    MTGJSON_ATOMIC,
    SAGA_COUNT,
    SCRYFALL_ARRAY,
    SCRYFALL_LINES,
    compressed,
    digest,
)

PLAIN_FILES = {
    "scryfall-array": (SCRYFALL_ARRAY, "Scryfall (JSON array)"),
    "scryfall-lines": (SCRYFALL_LINES, "Scryfall (JSON Lines)"),
    "mtgjson-atomic": (MTGJSON_ATOMIC, "MTGJSON AtomicCards"),
    "mtgjson-allprintings": (MTGJSON_ALL_PRINTINGS, "MTGJSON AllPrintings"),
}

CASES = [
    pytest.param(kind, compression, id=f"{kind}-{compression}")
    for kind in PLAIN_FILES
    for compression in ("plain", "gz", "xz", "bz2", "zip")
]


def imported(tmp_path: Path, source: Path) -> tuple[ImportReport, StoreSource]:
    report = import_card_file(tmp_path / DB_FILE_NAME, source)
    store = open_store_source(tmp_path)
    assert store is not None
    return report, store


def card(store: StoreSource, name: str) -> CardDef:
    cards = store.by_key(name_key(name))
    assert len(cards) == 1, f"{name}: {cards}"
    return cards[0]


@pytest.mark.parametrize(("kind", "compression"), CASES)
def test_every_shape_and_compression_imports_the_same_cards(
    tmp_path: Path, kind: str, compression: str
) -> None:
    plain, format_name = PLAIN_FILES[kind]
    source = plain if compression == "plain" else compressed(plain, tmp_path, compression)
    report, store = imported(tmp_path, source)
    assert report.cards_read == len(CARD_NAMES)
    assert report.cards_added == len(CARD_NAMES)
    assert report.cards_updated == 0
    assert report.sagas == SAGA_COUNT
    assert report.japanese_names == 5
    expected_format = format_name
    if compression != "plain":
        label = {"gz": "gzip", "xz": "xz", "bz2": "bzip2", "zip": "zip"}[compression]
        if format_name.endswith(")"):
            expected_format = format_name[:-1] + f", {label})"
        else:
            expected_format = f"{format_name} ({label})"
    assert report.format == expected_format
    assert sorted(c.name for c in store.search("", limit=100)) == []  # empty query finds nothing
    for name in CARD_NAMES:
        assert card(store, name).name == name
    assert store.card_count() == len(CARD_NAMES)
    assert store.card_count(sagas_only=True) == SAGA_COUNT
    store.close()


# --------------------------------------------------------------------------- the Saga shapes


@pytest.fixture(scope="module", params=sorted(PLAIN_FILES))
def fixture_store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[StoreSource]:
    directory = tmp_path_factory.mktemp(request.param)
    _, store = imported(directory, PLAIN_FILES[request.param][0])
    yield store
    store.close()


def test_grouped_chapters(fixture_store: StoreSource) -> None:
    face = card(fixture_store, "Tale of the Twin Rivers").front
    assert [c.number for c in face.chapters] == [1, 2, 3]
    assert face.chapter_map[1].text == face.chapter_map[2].text == "Draw a card."
    assert face.final_chapter == 3
    assert face.mana_cost == "{1}{U}"
    assert face.mana_value == 2


def test_chapters_that_are_not_in_order(fixture_store: StoreSource) -> None:
    face = card(fixture_store, "The Braided Chronicle").front
    assert face.chapter_map[1].text == face.chapter_map[3].text
    assert face.chapter_map[2].text == face.chapter_map[4].text
    assert face.chapter_map[1].text != face.chapter_map[2].text
    assert face.final_chapter == 4


def test_six_chapters(fixture_store: StoreSource) -> None:
    face = card(fixture_store, "The Long Road Home").front
    assert [c.number for c in face.chapters] == [1, 2, 3, 4, 5, 6]
    assert face.final_chapter == 6


def test_read_ahead(fixture_store: StoreSource) -> None:
    assert card(fixture_store, "Prophecy Foretold").front.has_read_ahead
    assert not card(fixture_store, "Tale of the Twin Rivers").front.has_read_ahead


def test_saga_creature_keeps_its_power_toughness_and_keywords(fixture_store: StoreSource) -> None:
    face = card(fixture_store, "Summon: Stone Colossus").front
    assert face.is_saga
    assert face.card_types == ("Enchantment", "Creature")
    assert face.subtypes == ("Saga", "Giant")
    assert (face.power, face.toughness) == ("5", "5")
    assert face.keywords == ("trample",)
    assert face.final_chapter == 3


def test_saga_on_the_front_of_a_double_faced_card(fixture_store: StoreSource) -> None:
    dfc = card(fixture_store, "Legend of the Lantern")
    assert dfc.name == "Legend of the Lantern // Lantern Spirit"
    assert dfc.layout == Layout.TRANSFORM
    assert dfc.is_double_faced
    assert dfc.front.is_saga and dfc.front.final_chapter == 3
    assert dfc.back is not None and not dfc.back.is_saga
    assert (dfc.back.power, dfc.back.toughness) == ("3", "3")
    assert dfc.back.keywords == ("flying",)
    modes = dfc.front.chapter_map[2].text
    assert modes == "Choose one —\n• Draw a card.\n• You gain 3 life."


def test_saga_on_the_back_of_a_double_faced_card(fixture_store: StoreSource) -> None:
    dfc = card(fixture_store, "The Ember Rite")
    assert dfc.name == "Ember Adept // The Ember Rite"
    assert not dfc.front.is_saga
    assert dfc.front.supertypes == ("Legendary",)
    assert dfc.back is not None and dfc.back.is_saga
    assert dfc.back.final_chapter == 3
    assert card(fixture_store, "Ember Adept") == dfc


def test_saga_land(fixture_store: StoreSource) -> None:
    face = card(fixture_store, "Tinker's Saga").front
    assert face.card_types == ("Enchantment", "Land")
    assert face.subtypes == ("Tinker’s", "Saga")
    assert face.is_saga and face.final_chapter == 3
    assert face.mana_cost == ""


def test_lands_and_spells_are_stored_too(fixture_store: StoreSource) -> None:
    land = card(fixture_store, "Misty Harbor").front
    assert land.card_types == ("Land",) and not land.chapters
    island = card(fixture_store, "Island").front
    assert island.supertypes == ("Basic",) and island.subtypes == ("Island",)
    spell = card(fixture_store, "Quick Study").front
    assert spell.card_types == ("Instant",)
    assert spell.text == "Draw two cards, then discard a card."


def test_names_match_ignoring_accents_quotes_and_case(fixture_store: StoreSource) -> None:
    assert card(fixture_store, "lim dul's herald").name == "Lim-Dûl’s Herald"
    assert card(fixture_store, "TINKERS SAGA").name == "Tinker’s Saga"


def test_japanese_names_resolve_to_the_english_card(fixture_store: StoreSource) -> None:
    tale = card(fixture_store, "双子川の物語")
    assert tale.name == "Tale of the Twin Rivers"
    assert tale.name_ja == "双子川の物語"
    assert tale.front.name_ja == "双子川の物語"
    assert (
        tale.front.chapter_map[3].text_ja
        == "クリーチャー最大１体を対象とする。それをオーナーの手札に戻す。"
    )
    assert card(fixture_store, "速習").name == "Quick Study"
    lantern = card(fixture_store, "灯籠の霊")
    assert lantern.name == "Legend of the Lantern // Lantern Spirit"
    assert lantern.name_ja == "灯籠の伝説 // 灯籠の霊"
    assert [f.name_ja for f in lantern.faces] == ["灯籠の伝説", "灯籠の霊"]
    assert lantern.front.chapter_map[2].text_ja is not None
    assert lantern.front.chapter_map[2].text_ja.startswith("以下から１つを選ぶ。")
    assert card(fixture_store, "灯籠の伝説") == lantern


def test_cards_say_which_file_they_came_from(fixture_store: StoreSource) -> None:
    source = card(fixture_store, "Quick Study").source
    assert source.startswith("imported: ")
    assert source.endswith(".json") or source.endswith(".jsonl")


def test_search_by_name_japanese_name_and_text(fixture_store: StoreSource) -> None:
    names = [c.name for c in fixture_store.search("saga")]
    assert names[0] == "Tinker’s Saga"  # a name match comes before text matches
    assert "Tale of the Twin Rivers" in names  # its reminder text says "Saga"
    assert [c.name for c in fixture_store.search("双子川")] == ["Tale of the Twin Rivers"]
    assert [c.name for c in fixture_store.search("quick study")] == ["Quick Study"]
    assert [c.name for c in fixture_store.search("LIM-DUL")] == ["Lim-Dûl’s Herald"]
    assert len(fixture_store.search("saga", limit=2)) == 2


def test_keys_list_every_name(fixture_store: StoreSource) -> None:
    keys = dict(fixture_store.keys())
    assert keys[name_key("Lantern Spirit")] == "Lantern Spirit"
    assert keys[name_key("速習")] == "速習"
    assert name_key("Spirit") not in keys  # the token was skipped


# --------------------------------------------------------------------------- idempotence


@pytest.mark.parametrize("kind", sorted(PLAIN_FILES))
def test_importing_the_same_file_twice_changes_nothing(tmp_path: Path, kind: str) -> None:
    db = tmp_path / DB_FILE_NAME
    source = PLAIN_FILES[kind][0]
    import_card_file(db, source)
    before = digest(db)
    again = import_card_file(db, source)
    assert (again.cards_added, again.cards_updated, again.japanese_names) == (0, 0, 0)
    assert again.cards_read == len(CARD_NAMES)
    assert digest(db) == before


def test_importing_scryfall_then_mtgjson_keeps_one_card_per_name(tmp_path: Path) -> None:
    db = tmp_path / DB_FILE_NAME
    import_card_file(db, SCRYFALL_ARRAY)
    second = import_card_file(db, MTGJSON_ATOMIC)
    assert second.cards_added == 0
    store = open_store_source(tmp_path)
    assert store is not None
    assert store.card_count() == len(CARD_NAMES)
    assert {f.file_name for f in store.imports()} == {SCRYFALL_ARRAY.name, MTGJSON_ATOMIC.name}


def test_a_changed_card_is_updated_and_its_old_names_forgotten(tmp_path: Path) -> None:
    db = tmp_path / DB_FILE_NAME
    import_card_file(db, SCRYFALL_ARRAY)
    cards = json.loads(SCRYFALL_ARRAY.read_text(encoding="utf-8"))
    for obj in cards:
        if obj["name"] == "Ember Adept // The Ember Rite":
            obj["card_faces"][1]["oracle_text"] += "\nIV — Draw a card."
            obj["card_faces"][1]["name"] = "The Ember Rite Renewed"
    changed = tmp_path / SCRYFALL_ARRAY.name
    changed.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    report = import_card_file(db, changed)
    assert (report.cards_added, report.cards_updated) == (0, 1)
    store = open_store_source(tmp_path)
    assert store is not None
    adept = card(store, "The Ember Rite Renewed")
    assert adept.back is not None and adept.back.final_chapter == 4
    assert store.by_key(name_key("The Ember Rite")) == []


def test_japanese_names_survive_a_later_english_only_import(tmp_path: Path) -> None:
    db = tmp_path / DB_FILE_NAME
    import_card_file(db, SCRYFALL_ARRAY)
    english_only = [
        obj
        for obj in json.loads(SCRYFALL_ARRAY.read_text(encoding="utf-8"))
        if obj.get("lang") != "ja"
    ]
    for obj in english_only:
        if obj["name"] == "Quick Study":
            obj["oracle_text"] = "Draw two cards, then discard two cards."
    path = tmp_path / "english.json"
    path.write_text(json.dumps(english_only), encoding="utf-8")
    report = import_card_file(db, path)
    assert report.cards_updated == 1
    store = open_store_source(tmp_path)
    assert store is not None
    study = card(store, "速習")
    assert study.front.text == "Draw two cards, then discard two cards."
    assert study.name_ja == "速習"


def test_progress_is_reported_up_to_the_whole_file(tmp_path: Path) -> None:
    calls: list[tuple[int, int | None, int]] = []
    import_card_file(tmp_path / DB_FILE_NAME, SCRYFALL_ARRAY, progress=lambda *a: calls.append(a))
    size = SCRYFALL_ARRAY.stat().st_size
    assert calls[-1] == (size, size, len(CARD_NAMES))


def test_progress_of_a_compressed_file_counts_compressed_bytes(tmp_path: Path) -> None:
    source = compressed(SCRYFALL_ARRAY, tmp_path, "gz")
    calls: list[tuple[int, int | None, int]] = []
    import_card_file(tmp_path / DB_FILE_NAME, source, progress=lambda *a: calls.append(a))
    size = source.stat().st_size
    assert calls[-1] == (size, size, len(CARD_NAMES))


def test_a_single_card_object_is_a_file_too(tmp_path: Path) -> None:
    first = json.loads(SCRYFALL_ARRAY.read_text(encoding="utf-8"))[1]
    path = tmp_path / "one.json"
    path.write_text(json.dumps(first), encoding="utf-8")
    report = import_card_file(tmp_path / DB_FILE_NAME, path)
    assert report.cards_read == 1
    assert report.format == "Scryfall (JSON object)"


def test_a_scryfall_list_object(tmp_path: Path) -> None:
    cards = json.loads(SCRYFALL_ARRAY.read_text(encoding="utf-8"))
    path = tmp_path / "search.json"
    path.write_text(json.dumps({"object": "list", "has_more": False, "data": cards}))
    report = import_card_file(tmp_path / DB_FILE_NAME, path)
    assert report.cards_read == len(CARD_NAMES)
    assert report.format == "Scryfall (Scryfall list)"


def test_an_mtgjson_set_file(tmp_path: Path) -> None:
    everything = json.loads(MTGJSON_ALL_PRINTINGS.read_text(encoding="utf-8"))
    path = tmp_path / "AAA.json"
    path.write_text(json.dumps({"meta": everything["meta"], "data": everything["data"]["AAA"]}))
    report = import_card_file(tmp_path / DB_FILE_NAME, path)
    assert report.cards_read == len(CARD_NAMES)
    assert report.format == "MTGJSON set file"


def test_a_byte_order_mark_is_allowed(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + SCRYFALL_ARRAY.read_bytes())
    assert import_card_file(tmp_path / DB_FILE_NAME, path).cards_read == len(CARD_NAMES)
