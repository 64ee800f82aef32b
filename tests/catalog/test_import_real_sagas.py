"""The 227 real Sagas of the shared test data set, imported and checked against their truth file.

The data lives outside the project (``../shared/data/sagas``) and is never copied into it. The
Japanese names (``sagas_ja.json``) are turned, at test time, into Scryfall Japanese prints and
into MTGJSON ``foreignData``, so both Japanese paths are exercised.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from saga_table.catalog.normalize import name_key
from saga_table.catalog.oracle import parse_saga_text
from saga_table.catalog.store import DB_FILE_NAME, StoreSource, import_card_file, open_store_source
from saga_table.engine.cards import CardDef, CardFace

SAGAS_DIR = Path(__file__).resolve().parents[3] / "shared" / "data" / "sagas"
SCRYFALL_FILE = SAGAS_DIR / "sagas_scryfall.json"
TRUTH_FILE = SAGAS_DIR / "sagas_truth.json"
JA_FILE = SAGAS_DIR / "sagas_ja.json"

if not (SCRYFALL_FILE.exists() and TRUTH_FILE.exists() and JA_FILE.exists()):
    pytest.skip(f"the real Saga data set is not at {SAGAS_DIR}", allow_module_level=True)

CARDS: list[dict[str, Any]] = json.loads(SCRYFALL_FILE.read_text(encoding="utf-8"))
TRUTH: dict[str, dict[str, Any]] = json.loads(TRUTH_FILE.read_text(encoding="utf-8"))
JAPANESE: dict[str, dict[str, Any]] = json.loads(JA_FILE.read_text(encoding="utf-8"))
NAMES = [card["name"] for card in CARDS]


def test_the_data_set_is_the_one_described() -> None:
    assert len(CARDS) == 227
    assert set(NAMES) == set(TRUTH)
    assert set(JAPANESE) <= set(TRUTH)
    assert len(JAPANESE) == 45


# --------------------------------------------------------------------------- building the files


def scryfall_japanese_prints() -> list[dict[str, Any]]:
    """A Japanese print (``lang: "ja"``) of each card that has a Japanese name."""
    by_name = {card["name"]: card for card in CARDS}
    prints = []
    for name, ja in JAPANESE.items():
        card = json.loads(json.dumps(by_name[name]))
        card["lang"] = "ja"
        if "card_faces" in ja:
            for face, ja_face in zip(card["card_faces"], ja["card_faces"], strict=True):
                face["printed_name"] = ja_face["ja_name"]
                face["printed_text"] = ja_face.get("ja_text")
        else:
            card["printed_name"] = ja["ja_name"]
            card["printed_type_line"] = ja["ja_type_line"]
            card["printed_text"] = ja["ja_text"]
        prints.append(card)
    return prints


def mtgjson_types(type_line: str) -> dict[str, list[str]]:
    left, _, right = type_line.partition(" — ")
    words = left.split()
    supertypes = [w for w in words if w in ("Legendary", "Basic", "Snow", "World")]
    return {
        "supertypes": supertypes,
        "types": [w for w in words if w not in supertypes],
        "subtypes": right.split(),
    }


def mtgjson_atomic_cards() -> dict[str, Any]:
    """The Sagas as an MTGJSON AtomicCards file, with Japanese ``foreignData``."""
    data: dict[str, list[dict[str, Any]]] = {}
    for card in CARDS:
        ja = JAPANESE.get(card["name"])
        faces = card.get("card_faces") or [card]
        records = []
        for index, face in enumerate(faces):
            record: dict[str, Any] = {
                "name": card["name"],
                "layout": card["layout"],
                "type": face["type_line"],
                **mtgjson_types(face["type_line"]),
                "text": face.get("oracle_text", ""),
                "manaCost": face.get("mana_cost", ""),
                "keywords": card.get("keywords", []),
                "foreignData": [],
            }
            if len(faces) > 1:
                record["faceName"] = face["name"]
                record["side"] = "ab"[index]
            for key in ("power", "toughness"):
                if key in face:
                    record[key] = face[key]
            if ja is not None:
                ja_face = ja["card_faces"][index] if "card_faces" in ja else ja
                foreign = {
                    "language": "Japanese",
                    "name": ja.get("ja_name", ja_face["ja_name"]),
                    "text": ja_face.get("ja_text"),
                    "type": ja_face.get("ja_type_line"),
                }
                if len(faces) > 1:
                    foreign["faceName"] = ja_face["ja_name"]
                record["foreignData"].append(foreign)
            records.append(record)
        data[card["name"]] = records
    return {"meta": {"version": "test"}, "data": data}


@pytest.fixture(scope="module", params=["scryfall", "mtgjson"])
def store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[StoreSource]:
    directory = tmp_path_factory.mktemp(f"sagas-{request.param}")
    db = directory / DB_FILE_NAME
    if request.param == "scryfall":
        report = import_card_file(db, SCRYFALL_FILE)
        assert (report.cards_read, report.sagas) == (227, 227)
        ja_file = directory / "sagas_ja_prints.json"
        ja_file.write_text(json.dumps(scryfall_japanese_prints(), ensure_ascii=False), "utf-8")
        ja_report = import_card_file(db, ja_file)
        assert ja_report.cards_added == 0
    else:
        atomic = directory / "AtomicCards.json"
        atomic.write_text(json.dumps(mtgjson_atomic_cards(), ensure_ascii=False), "utf-8")
        report = import_card_file(db, atomic)
        assert (report.cards_read, report.sagas) == (227, 227)
        ja_report = report
    assert ja_report.japanese_names >= 45
    source = open_store_source(directory)
    assert source is not None
    yield source
    source.close()


def the_card(store: StoreSource, query: str, name: str | None = None) -> CardDef:
    """The one card ``query`` finds; its full name must be ``name`` (default: the query)."""
    found = store.by_key(name_key(query))
    assert [c.name for c in found] == [name or query]
    return found[0]


def saga_face(card: CardDef, truth: dict[str, Any]) -> tuple[int, CardFace]:
    sagas = [(i, f) for i, f in enumerate(card.faces) if f.is_saga]
    assert len(sagas) == 1, f"{card.name}: {len(sagas)} Saga faces"
    index, face = sagas[0]
    expected = {None: 0, "front": 0, "back": 1}[truth["saga_face"]]
    assert index == expected
    assert face.name == truth["saga_face_name"]
    return index, face


# --------------------------------------------------------------------------- every card


@pytest.mark.parametrize("name", NAMES)
def test_every_real_saga_imports_as_its_truth_says(store: StoreSource, name: str) -> None:
    truth = TRUTH[name]
    card = the_card(store, name)
    _, face = saga_face(card, truth)

    groups = sorted(tuple(chapter["numbers"]) for chapter in truth["chapters"])
    by_text: dict[str, list[int]] = {}
    for chapter in face.chapters:
        by_text.setdefault(chapter.text, []).append(chapter.number)
    assert sorted(tuple(numbers) for numbers in by_text.values()) == groups
    for chapter in truth["chapters"]:
        for number in chapter["numbers"]:
            assert face.chapter_map[number].text == chapter["text"]
    assert face.final_chapter == truth["final_chapter"]
    assert face.has_read_ahead is truth["read_ahead"]
    assert ("Creature" in face.card_types) is truth["is_creature"]
    assert (face.power, face.toughness) == (truth["power"], truth["toughness"])

    assert card.is_double_faced is truth["double_faced"]
    if truth["double_faced"]:
        assert card.back is not None
        assert card.back.name == truth["back_face_name"]
        other = card.back if truth["saga_face"] == "front" else card.front
        assert other.name == truth["other_face_name"]
        assert ("Creature" in other.card_types) is truth["other_face_is_creature"]
        assert the_card(store, truth["saga_face_name"], name) == card
        assert the_card(store, truth["other_face_name"], name) == card


@pytest.mark.parametrize("name", NAMES)
def test_every_real_saga_chapter_line_parses_in_printed_order(name: str) -> None:
    truth = TRUTH[name]
    card = next(c for c in CARDS if c["name"] == name)
    faces = card.get("card_faces") or [card]
    face = next(f for f in faces if f["name"] == truth["saga_face_name"])
    saga = parse_saga_text(face.get("oracle_text", ""), keywords=card.get("keywords", ()))
    assert [list(g) for g in saga.groups] == [c["numbers"] for c in truth["chapters"]]
    assert list(saga.other_lines) == truth["non_chapter_lines"]
    assert saga.read_ahead is truth["read_ahead"]


# --------------------------------------------------------------------------- Japanese names


@pytest.mark.parametrize("english", sorted(JAPANESE))
def test_every_japanese_name_resolves_to_its_english_card(store: StoreSource, english: str) -> None:
    ja = JAPANESE[english]
    card = the_card(store, ja["ja_name"], english)
    assert card.name_ja == ja["ja_name"]
    _, face = saga_face(card, TRUTH[english])
    assert face.name_ja == ja["ja_name"]
    assert face.text_ja == ja["ja_text"]
    japanese_chapters = {c.number: c.text for c in parse_saga_text(ja["ja_text"]).chapters}
    assert japanese_chapters, english
    for chapter in face.chapters:
        assert chapter.text_ja == japanese_chapters.get(chapter.number)


def test_japanese_search_finds_the_english_card(store: StoreSource) -> None:
    english, ja = next(iter(sorted(JAPANESE.items())))
    found = store.search(ja["ja_name"][:3])
    assert english in [card.name for card in found]


def test_lookup_by_key_finds_every_imported_saga(store: StoreSource) -> None:
    """Every imported Saga is found by its name key (bench_import.py times the lookups)."""
    for name in NAMES:
        found = store.by_key(name_key(name))
        assert name in [card.name for card in found], name
