"""Files that cannot be imported: a clear message, and the user's database left untouched."""

from __future__ import annotations

import gzip
import json
import lzma
import re
import sqlite3
import zipfile
from pathlib import Path

import pytest

from saga_table.catalog import streams
from saga_table.catalog.store import (
    DB_FILE_NAME,
    CardImportError,
    CardStoreError,
    import_card_file,
    open_store_source,
)
from saga_table.catalog.streams import CardFileReader, ItemKind
from tests.catalog.fixtures.cardfiles import (
    CARD_NAMES,
    MTGJSON_ALL_PRINTINGS,
    MTGJSON_ATOMIC,
    PNG_BYTES,
    SCRYFALL_ARRAY,
    SCRYFALL_LINES,
    UNRELATED_JSON,
    compressed,
    digest,
    truncated,
)


def scryfall_cards() -> list[dict[str, object]]:
    cards: list[dict[str, object]] = json.loads(SCRYFALL_ARRAY.read_text(encoding="utf-8"))
    return cards


def many_cards(count: int) -> list[dict[str, object]]:
    """``count`` distinct cards made from the fixture's English ones (renamed)."""
    english = [c for c in scryfall_cards() if c.get("lang") == "en" and "card_faces" not in c]
    out = []
    for i in range(count):
        card = dict(english[i % len(english)])
        card["name"] = f"{card['name']} {i}"
        card["oracle_id"] = f"oracle-{i}"
        out.append(card)
    return out


def array_text(cards: list[dict[str, object]]) -> tuple[bytes, list[int]]:
    """A pretty JSON array, one card per line, and the byte offset where each card starts."""
    data = b"[\n"
    starts = []
    for i, card in enumerate(cards):
        starts.append(len(data))
        data += json.dumps(card, ensure_ascii=False).encode("utf-8")
        data += b",\n" if i + 1 < len(cards) else b"\n"
    return data + b"]\n", starts


@pytest.fixture
def user_db(tmp_path: Path) -> Path:
    """The user's database, with cards already in it."""
    db = tmp_path / "data" / DB_FILE_NAME
    db.parent.mkdir()
    import_card_file(db, MTGJSON_ATOMIC)
    return db


def assert_untouched(db: Path, before: str) -> None:
    assert digest(db) == before
    assert not db.with_name(db.name + "-journal").exists()
    assert sorted(p.name for p in db.parent.iterdir()) == [DB_FILE_NAME]


def failing_import(db: Path, source: Path) -> str:
    before = digest(db)
    with pytest.raises(CardImportError) as caught:
        import_card_file(db, source)
    assert_untouched(db, before)
    return str(caught.value)


# --------------------------------------------------------------------------- files that break off


def test_a_json_array_that_breaks_off_in_card_37(tmp_path: Path, user_db: Path) -> None:
    data, starts = array_text(many_cards(60))
    keep = starts[36] + 120  # in the middle of the 37th card
    source = truncated(data, tmp_path, "sagas.json", keep=keep)
    message = failing_import(user_db, source)
    assert message == (
        f"sagas.json: the JSON breaks off at byte {keep:,}, line 38 (card 37): "
        "unexpected end of data"
    )


def test_a_gzip_file_that_breaks_off(tmp_path: Path, user_db: Path) -> None:
    data, _ = array_text(many_cards(200))
    packed = gzip.compress(data)
    source = truncated(packed, tmp_path, "sagas.json.gz", keep=len(packed) // 2)
    message = failing_import(user_db, source)
    assert message.startswith("sagas.json.gz: the gzip data breaks off or is damaged after ")
    assert re.search(r"bytes of JSON \(card \d+\): ", message)


def test_gzip_that_ends_cleanly_but_whose_json_breaks_off(tmp_path: Path, user_db: Path) -> None:
    data, starts = array_text(many_cards(60))
    source = tmp_path / "sagas.json.gz"
    source.write_bytes(gzip.compress(data[: starts[10] + 5]))
    message = failing_import(user_db, source)
    assert "the JSON breaks off at byte" in message
    assert "(card 11)" in message


def test_json_lines_that_break_off_name_the_line(tmp_path: Path, user_db: Path) -> None:
    data = SCRYFALL_LINES.read_bytes()
    lines = data.splitlines(keepends=True)
    keep = sum(len(line) for line in lines[:5]) + 40
    source = truncated(data, tmp_path, "cards.jsonl", keep=keep)
    message = failing_import(user_db, source)
    assert message == (
        f"cards.jsonl: the JSON breaks off at byte {keep:,}, line 6 (card 6): "
        "unexpected end of data"
    )


@pytest.mark.parametrize("kind", ["xz", "zip", "bz2"])
def test_compressed_files_that_break_off(tmp_path: Path, user_db: Path, kind: str) -> None:
    whole = compressed(MTGJSON_ALL_PRINTINGS, tmp_path, kind).read_bytes()
    source = truncated(whole, tmp_path, f"cut.{kind}", keep=len(whole) * 2 // 3)
    message = failing_import(user_db, source)
    assert message.startswith(f"cut.{kind}")
    assert "breaks off" in message or "damaged or incomplete" in message


def test_mtgjson_that_breaks_off_between_sets(tmp_path: Path, user_db: Path) -> None:
    data = MTGJSON_ALL_PRINTINGS.read_bytes()
    keep = data.index(b'"BBB"')
    source = truncated(data, tmp_path, "AllPrintings.json", keep=keep)
    message = failing_import(user_db, source)
    assert f"breaks off at byte {keep:,}" in message


def test_a_failed_first_import_creates_no_database(tmp_path: Path) -> None:
    data, starts = array_text(many_cards(10))
    source = truncated(data, tmp_path, "cut.json", keep=starts[5] + 3)
    directory = tmp_path / "data"
    directory.mkdir()
    with pytest.raises(CardImportError):
        import_card_file(directory / DB_FILE_NAME, source)
    assert list(directory.iterdir()) == []
    assert open_store_source(directory) is None


# --------------------------------------------------------------------------- malformed files


def test_malformed_json_names_the_byte_line_and_card(tmp_path: Path, user_db: Path) -> None:
    data, starts = array_text(many_cards(12))
    bad_at = data.index(b'", "', starts[4])  # a comma in card 5 ...
    data = data[:bad_at] + b'"; "' + data[bad_at + 4 :]  # ... becomes a semicolon
    source = tmp_path / "bad.json"
    source.write_bytes(data)
    message = failing_import(user_db, source)
    assert message == (
        f"bad.json: the JSON is malformed at byte {bad_at + 1:,}, line 6 (card 5): "
        "Expecting ',' delimiter"
    )


def test_byte_offsets_count_utf8_bytes_not_characters(tmp_path: Path, user_db: Path) -> None:
    cards = many_cards(4)
    cards[0]["printed_name"] = "日本語の名前" * 10  # multi-byte text before the error
    data, starts = array_text(cards)
    data = data[: starts[2]] + b"{nonsense" + data[starts[2] :]
    source = tmp_path / "bad.json"
    source.write_bytes(data)
    message = failing_import(user_db, source)
    assert f"at byte {starts[2] + 1:,}, line 4 (card 3)" in message


def test_data_after_the_end_of_the_array(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "extra.json"
    source.write_bytes(SCRYFALL_ARRAY.read_bytes() + b"\n[]\n")
    assert "unexpected data after the end of the JSON" in failing_import(user_db, source)


def test_a_png_is_not_a_card_file(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "cards.json"  # the name does not matter: the content does
    source.write_bytes(PNG_BYTES)
    assert failing_import(user_db, source) == (
        "cards.json: this is not a card file: it is not JSON (a PNG image)"
    )


def test_plain_text_is_not_a_card_file(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("Sagas I like:\nUrza's Saga\n", encoding="utf-8")
    message = failing_import(user_db, source)
    assert message.startswith("notes.txt: this is not a card file: it is not JSON")


def test_unrelated_json_has_no_cards(user_db: Path) -> None:
    assert failing_import(user_db, UNRELATED_JSON) == (
        "unrelated.json: no cards found: the file is JSON (JSON object), but not Scryfall or "
        "MTGJSON card data"
    )


def test_a_json_array_of_other_things_has_no_cards(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "numbers.json"
    source.write_text(json.dumps([1, 2, {"id": 3}, ["x"]]))
    assert "no cards found" in failing_import(user_db, source)


def test_an_empty_file(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "empty.json"
    source.write_bytes(b"")
    assert failing_import(user_db, source) == "empty.json: the file is empty"


def test_a_file_that_is_not_utf8(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "latin1.json"
    source.write_bytes('[{"name": "Lim-Dûl"}]'.encode("latin-1"))
    message = failing_import(user_db, source)
    assert message.startswith("latin1.json: the file is not UTF-8 text at byte 16 (card 1)")


def test_a_zip_without_json(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "images.zip"
    with zipfile.ZipFile(source, "w") as archive:
        archive.writestr("a.png", PNG_BYTES)
        archive.writestr("b.png", PNG_BYTES)
    assert failing_import(user_db, source) == "images.zip: the zip archive holds no .json file"


def test_a_missing_file(tmp_path: Path, user_db: Path) -> None:
    message = failing_import(user_db, tmp_path / "nowhere.json")
    assert message.startswith("nowhere.json: cannot open the file")


def test_a_card_with_a_field_of_the_wrong_type_is_skipped_and_the_others_import(
    tmp_path: Path, user_db: Path
) -> None:
    cards = scryfall_cards()
    cards[3]["type_line"] = 42
    source = tmp_path / "odd.json"
    source.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    report = import_card_file(user_db, source)
    assert report.cards_skipped == 1
    (message,) = report.skipped
    assert message.startswith(f"odd.json: the card {json.dumps(cards[3]['name'])} at byte ")
    assert message.endswith("(card 4) cannot be read: 'type_line' is int, not text")
    assert report.cards_read > 0


def test_an_mtgjson_entry_with_a_field_of_the_wrong_type_is_skipped(
    tmp_path: Path, user_db: Path
) -> None:
    data = json.loads(MTGJSON_ATOMIC.read_text(encoding="utf-8"))
    data["data"]["Quick Study"][0]["subtypes"] = "Arcane"
    source = tmp_path / "AtomicCards.json"
    source.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    report = import_card_file(user_db, source)
    (message,) = report.skipped
    assert '"Quick Study" at byte ' in message
    assert "(card 8) cannot be read: 'subtypes' is not a list of text" in message


def test_a_value_larger_than_the_limit(
    tmp_path: Path, user_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(streams, "MAX_VALUE_CHARS", 2000)
    monkeypatch.setattr(streams, "CHUNK_BYTES", 512)
    cards = many_cards(3)
    cards[1]["oracle_text"] = "x" * 5000
    source = tmp_path / "huge.json"
    source.write_bytes(array_text(cards)[0])
    message = failing_import(user_db, source)
    assert "a single JSON value is larger than" in message
    assert "(card 2)" in message


def test_a_database_that_is_not_ours_is_refused_and_left_alone(tmp_path: Path) -> None:
    db = tmp_path / DB_FILE_NAME
    db.write_bytes(b"this is not SQLite at all" * 100)
    before = digest(db)
    with pytest.raises(CardImportError, match="not a card database, or it is damaged"):
        import_card_file(db, SCRYFALL_ARRAY)
    assert digest(db) == before
    with pytest.raises(CardStoreError):
        open_store_source(tmp_path)


def test_a_database_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    db = tmp_path / DB_FILE_NAME
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(CardImportError, match="newer version of Saga Table"):
        import_card_file(db, SCRYFALL_ARRAY)


def test_an_error_raised_while_importing_rolls_everything_back(
    tmp_path: Path, user_db: Path
) -> None:
    cards = many_cards(3000)
    source = tmp_path / "big.json"
    source.write_bytes(array_text(cards)[0])
    before = digest(user_db)

    def stop(done: int, total: int | None, count: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        import_card_file(user_db, source, progress=stop)
    assert_untouched(user_db, before)


# --------------------------------------------------------------------------- streaming


def test_values_split_across_tiny_chunks_read_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every record, number and multi-byte character crosses a chunk boundary somewhere."""
    expected = import_card_file(tmp_path / "a.sqlite3", MTGJSON_ALL_PRINTINGS)
    monkeypatch.setattr(streams, "CHUNK_BYTES", 7)
    for source in (MTGJSON_ALL_PRINTINGS, SCRYFALL_ARRAY, SCRYFALL_LINES):
        db = tmp_path / f"{source.name}.sqlite3"
        report = import_card_file(db, source)
        assert report.cards_read == len(CARD_NAMES)
    store_a = sqlite3.connect(tmp_path / "a.sqlite3")
    store_b = sqlite3.connect(tmp_path / f"{MTGJSON_ALL_PRINTINGS.name}.sqlite3")
    query = "SELECT name, json, japanese FROM cards ORDER BY name"
    assert store_a.execute(query).fetchall() == store_b.execute(query).fetchall()
    store_a.close()
    store_b.close()
    assert expected.cards_read == len(CARD_NAMES)


def test_memory_stays_bounded_by_the_largest_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chunk = 4096
    monkeypatch.setattr(streams, "CHUNK_BYTES", chunk)
    cards = many_cards(3000)
    data, _ = array_text(cards)
    source = tmp_path / "many.json.xz"
    source.write_bytes(lzma.compress(data))
    largest = max(len(json.dumps(c, ensure_ascii=False)) for c in cards)
    biggest_buffer = 0
    count = 0
    with CardFileReader(source) as reader:
        for item in reader.items():
            assert item.kind is ItemKind.RECORD
            count += 1
            biggest_buffer = max(biggest_buffer, len(reader._cursor.buf))
    assert count == 3000
    assert len(data) > 100 * chunk
    assert biggest_buffer <= 2 * (chunk + largest)


def test_a_whitespace_only_file(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "blank.json"
    source.write_bytes(b"  \n\n ")
    assert "the file holds no JSON" in failing_import(user_db, source)


# --------------------------------------------------------------------------- numbers past bounds


def test_cr714_2b_a_chapter_with_a_huge_number_is_left_to_the_players_and_reads_back(
    tmp_path: Path,
) -> None:
    """A token of 10^40/1 in a chapter's text: the chapter keeps its text with no structured
    effect (the players carry it out), and the database reads back (it had stored the number
    and then stopped with an internal error on every read)."""
    huge = "1" + "0" * 40
    card = {
        "name": "Legend of the Huge",
        "layout": "saga",
        "manaCost": "{1}{W}",
        "manaValue": 2.0,
        "type": "Enchantment — Saga",
        "types": ["Enchantment"],
        "subtypes": ["Saga"],
        "text": "(As this Saga enters and after your draw step, add a lore counter.)\n"
        f"I — Create a {huge}/1 white Spirit creature token with flying.\n"
        "II — Create a 1/1 white Spirit creature token with flying.",
        "identifiers": {"scryfallOracleId": "00000000-0000-4000-8000-00000000f001"},
    }
    source = tmp_path / "huge.json"
    source.write_text(
        json.dumps({"meta": {"version": "5.2.2"}, "data": {card["name"]: [card]}}),
        encoding="utf-8",
    )
    directory = tmp_path / "data"
    directory.mkdir()
    import_card_file(directory / DB_FILE_NAME, source)
    store = open_store_source(directory)
    assert store is not None
    (found,) = store.search("Legend of the Huge")
    first, second = found.faces[0].chapters
    assert first.effect is None and huge in first.text  # as printed, for the players
    assert second.effect is not None  # the 1/1 is carried out


# --------------------------------------------------------------------------- compression bombs


@pytest.mark.parametrize("kind", ["gz", "xz", "bz2"])
def test_a_compression_bomb_is_refused_after_a_hundred_times_its_size(
    tmp_path: Path, user_db: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    monkeypatch.setattr(streams, "UNPACKED_FREE", 1 << 20)
    spaces = tmp_path / "cards.json"
    spaces.write_bytes(b"[" + b" " * (8 << 20) + b"]")  # 8 MB that pack into a few kB
    source = compressed(spaces, tmp_path, kind)
    message = failing_import(user_db, source)
    compression = {"gz": "gzip", "xz": "xz", "bz2": "bzip2"}[kind]
    assert message.startswith(f"{source.name}: the {compression} data unpacks to more than 1.0 MB")
    assert "over 100 times its packed 0.0 MB" in message
    assert "taken for a compression bomb" in message


def test_a_zip_member_that_says_it_unpacks_to_a_hundred_times_its_size_is_refused(
    tmp_path: Path, user_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(streams, "UNPACKED_FREE", 1 << 20)
    spaces = tmp_path / "cards.json"
    spaces.write_bytes(b"[" + b" " * (8 << 20) + b"]")
    source = compressed(spaces, tmp_path, "zip")
    message = failing_import(user_db, source)
    assert message.startswith(
        "cards.zip/cards.json: the zip data unpacks to more than 1.0 MB (the archive says 8.0 MB)"
    )


def test_a_packed_file_of_real_cards_imports_within_the_ratio(tmp_path: Path) -> None:
    source = compressed(SCRYFALL_ARRAY, tmp_path, "xz")
    report = import_card_file(tmp_path / DB_FILE_NAME, source)
    assert report.cards_read > 0


# --------------------------------------------------------------------------- numbers


def test_a_number_of_100000_digits_is_counted_and_placed_where_it_starts(
    tmp_path: Path, user_db: Path
) -> None:
    source = tmp_path / "nines.json"
    source.write_bytes(b'[{"name":"X","cmc":' + b"9" * 100_000 + b"}]")
    message = failing_import(user_db, source)
    assert message == (
        "nines.json: the JSON is malformed at byte 19 (card 1): a number with 100,000 digits"
    )


def test_a_long_number_across_read_chunks_is_counted_whole(
    tmp_path: Path, user_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(streams, "CHUNK_BYTES", 512)
    cards, _ = array_text(many_cards(2))
    head = cards[: cards.rindex(b"}")]  # the second card, open
    source = tmp_path / "nines.json"
    source.write_bytes(head + b', "cmc": -' + b"9" * 5000 + b"}\n]\n")
    message = failing_import(user_db, source)
    assert message == (
        f"nines.json: the JSON is malformed at byte {len(head) + 9:,}, line 3 (card 2): "
        "a number with 5,000 digits"
    )


# --------------------------------------------------------------------------- duplicate keys


def test_a_card_with_a_duplicate_key_is_skipped_naming_the_key_and_its_place(
    tmp_path: Path, user_db: Path
) -> None:
    cards = many_cards(3)
    text = array_text(cards)[0].decode("utf-8")
    second = json.dumps(cards[1]["name"])
    text = text.replace(f'"name": {second}', '"name": "Dup Card", "name": "Other Name"', 1)
    source = tmp_path / "dup.json"
    source.write_text(text, encoding="utf-8")
    report = import_card_file(user_db, source)
    (message,) = report.skipped
    assert message.startswith("dup.json: the card at byte ")
    assert message.endswith(
        "(card 2) cannot be read: duplicate key 'name': which of its values is meant is not known"
    )
    store = open_store_source(user_db.parent)
    assert store is not None
    assert store.search("Other Name") == [] and store.search("Dup Card") == []
    assert report.cards_read == 2


def test_a_duplicate_key_inside_a_face_or_a_json_lines_record_is_found(
    tmp_path: Path, user_db: Path
) -> None:
    cards = many_cards(2)
    lines = [json.dumps(card) for card in cards]
    lines[0] = lines[0].replace('"type_line": ', '"type_line": "Creature", "type_line": ', 1)
    lines[1] = lines[1][:-1] + ', "card_faces": [{"name": "A", "oracle_text": "", "name": "B"}]}'
    source = tmp_path / "dup.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    message = failing_import(user_db, source)
    assert message == (
        "dup.jsonl: the card at the start of the file (card 1) cannot be read: duplicate key "
        "'type_line': which of its values is meant is not known (and 1 more cards cannot be read)"
    )


def test_a_zip_with_two_json_files_is_refused_naming_both(tmp_path: Path, user_db: Path) -> None:
    source = tmp_path / "two.zip"
    with zipfile.ZipFile(source, "w") as archive:
        archive.writestr("README.txt", "not card data")
        archive.writestr("a.json", SCRYFALL_ARRAY.read_bytes())
        archive.writestr("sets/b.json", SCRYFALL_ARRAY.read_bytes())
    assert failing_import(user_db, source) == (
        "two.zip: the zip archive holds 2 .json files (a.json, sets/b.json); extract them and "
        "import each, or make a zip of one"
    )
