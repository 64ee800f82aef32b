"""``saga-table cards ...``: import, show, search, status and custom cards, end to end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.catalog import commands
from saga_table.catalog.store import DB_FILE_NAME
from saga_table.cli import DATA_DIR_ENV, main
from tests.catalog.fixtures.cardfiles import PNG_BYTES, SCRYFALL_ARRAY, compressed, digest

CUSTOM_SAGA = {
    "name": "The Unprinted Tale",
    "name_ja": "未刊の物語",
    "mana_cost": "{2}{G}",
    "type_line": "Enchantment Creature — Saga Bear",
    "power": "2",
    "toughness": "3",
    "keywords": ["read ahead"],
    "chapters": [
        {"chapters": "I, II", "text": "Draw a card."},
        {"chapters": "III", "text": "Create a 2/2 Bear token."},
    ],
}


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(directory))  # restored after the test
    return directory


def run(data_dir: Path, *args: str) -> int:
    return main(["--data-dir", str(data_dir), "cards", *args])


def test_import_prints_a_summary(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(data_dir, "import", str(SCRYFALL_ARRAY)) == 0
    out, err = capsys.readouterr()
    assert "Imported scryfall_cards.json (Scryfall (JSON array)): 12 cards, 8 of them Sagas" in out
    assert "12 new, 0 updated, 5 new Japanese names." in out
    assert str(data_dir / DB_FILE_NAME) in out
    assert "Reading scryfall_cards.json" in err


def test_a_failed_import_says_why_and_changes_nothing(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(data_dir, "import", str(SCRYFALL_ARRAY)) == 0
    before = digest(data_dir / DB_FILE_NAME)
    whole = compressed(SCRYFALL_ARRAY, tmp_path, "gz").read_bytes()
    cut = tmp_path / "cut.json.gz"
    cut.write_bytes(whole[: len(whole) // 2])
    capsys.readouterr()
    assert run(data_dir, "import", str(cut)) == 1
    err = capsys.readouterr().err
    assert "error: cut.json.gz: the gzip data breaks off" in err
    assert "the card database is unchanged" in err
    assert digest(data_dir / DB_FILE_NAME) == before
    picture = tmp_path / "cards.png"
    picture.write_bytes(PNG_BYTES)
    assert run(data_dir, "import", str(picture)) == 1
    assert "it is not JSON (a PNG image)" in capsys.readouterr().err


def test_show_prints_the_card_as_the_engine_uses_it(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    capsys.readouterr()
    assert run(data_dir, "show", "legend of the lantern") == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Legend of the Lantern // Lantern Spirit"
    assert "  Japanese: 灯籠の伝説 // 灯籠の霊" in out
    assert "From: imported: scryfall_cards.json; matched by front face" in out
    assert "Layout: transform, double-faced" in out
    assert "Saga: chapters I, II, III; final chapter III; read ahead: no" in out
    assert "      II — Choose one —\n      • Draw a card." in out
    assert "Power/toughness: 3/3" in out


def test_show_by_japanese_name_and_grouped_chapters(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    capsys.readouterr()
    assert run(data_dir, "show", "双子川の物語") == 0
    out = capsys.readouterr().out
    assert out.startswith("Tale of the Twin Rivers\n")
    assert "matched by japanese" in out
    assert "      I, II — Draw a card.\n        ja: カード１枚を引く。" in out


def test_show_json(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    capsys.readouterr()
    assert run(data_dir, "show", "The Braided Chronicle", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["source"] == "imported"
    assert data["matched_by"] == "exact"
    assert data["card"]["name"] == "The Braided Chronicle"
    assert [c["chapters"] for c in data["card"]["chapters"]] == ["I, III", "II, IV"]
    assert data["sagas"] == [
        {
            "face": "The Braided Chronicle",
            "chapters": [1, 2, 3, 4],
            "final_chapter": 4,
            "read_ahead": False,
        }
    ]


def test_show_an_unknown_card_suggests_names(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    capsys.readouterr()
    assert run(data_dir, "show", "Tale of the Twin Rivrs") == 1
    err = capsys.readouterr().err
    assert (
        'error: no card named "Tale of the Twin Rivrs"; did you mean: "Tale of the Twin Rivers"'
        in err
    )


def test_search(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    capsys.readouterr()
    assert run(data_dir, "search", "chronicle") == 0
    out = capsys.readouterr().out
    assert "The Braided Chronicle — Enchantment — Saga — imported: scryfall_cards.json" in out
    assert run(data_dir, "search", "zzz-nothing-zzz") == 1


def test_custom_cards_add_show_list_replace_delete(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card_file = tmp_path / "tale.json"
    card_file.write_text(json.dumps(CUSTOM_SAGA, ensure_ascii=False), encoding="utf-8")
    assert run(data_dir, "custom", "add", str(card_file)) == 0
    assert "Added custom card: The Unprinted Tale" in capsys.readouterr().out

    assert run(data_dir, "show", "未刊の物語") == 0
    out = capsys.readouterr().out
    assert "From: custom; matched by japanese" in out
    assert "Saga: chapters I, II, III; final chapter III; read ahead: yes" in out
    assert "Power/toughness: 2/3" in out

    assert run(data_dir, "custom", "list") == 0
    assert capsys.readouterr().out == (
        "The Unprinted Tale (未刊の物語) — Enchantment Creature — Saga Bear, final chapter III\n"
    )

    assert run(data_dir, "custom", "add", str(card_file)) == 1
    assert "already exists" in capsys.readouterr().err
    changed = dict(CUSTOM_SAGA, chapters=[{"chapters": "I-IV", "text": "Scry 1."}])
    card_file.write_text(json.dumps(changed, ensure_ascii=False), encoding="utf-8")
    assert run(data_dir, "custom", "add", "--replace", str(card_file)) == 0
    assert "Replaced custom card: The Unprinted Tale" in capsys.readouterr().out
    run(data_dir, "show", "The Unprinted Tale", "--json")
    assert json.loads(capsys.readouterr().out)["sagas"][0]["final_chapter"] == 4

    assert run(data_dir, "custom", "delete", "the unprinted tale") == 0
    assert "Deleted custom card: The Unprinted Tale" in capsys.readouterr().out
    assert run(data_dir, "custom", "delete", "the unprinted tale") == 1
    assert run(data_dir, "custom", "list") == 0
    assert "No custom cards yet." in capsys.readouterr().out


def test_custom_add_takes_a_card_file_document(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {"format": "saga-table-cards", "version": 1, "cards": [CUSTOM_SAGA]}
    card_file = tmp_path / "cards.json"
    card_file.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    assert run(data_dir, "custom", "add", str(card_file)) == 0
    assert "Added custom card: The Unprinted Tale" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            "{ nope",
            "bad.json is not valid JSON: Expecting property name enclosed in double quotes "
            "at line 1, column 3",
        ),
        (json.dumps({"name": "X", "chapters": [{"chapters": "I"}]}), 'missing field "text"'),
        ("[]", "holds no cards"),
    ],
)
def test_custom_add_rejects_a_bad_file(
    tmp_path: Path,
    data_dir: Path,
    capsys: pytest.CaptureFixture[str],
    content: str,
    message: str,
) -> None:
    card_file = tmp_path / "bad.json"
    card_file.write_text(content, encoding="utf-8")
    assert run(data_dir, "custom", "add", str(card_file)) == 1
    assert message in capsys.readouterr().err


def test_a_damaged_custom_file_is_reported_but_lookups_still_work(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    (data_dir / "custom_cards.json").write_text("{ damaged", encoding="utf-8")
    capsys.readouterr()
    assert run(data_dir, "show", "Quick Study") == 0
    out, err = capsys.readouterr()
    assert out.startswith("Quick Study\n")
    assert "warning:" in err and "custom card file is damaged" in err
    assert run(data_dir, "custom", "list") == 1


def test_status(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(data_dir, "status") == 0
    assert "Imported cards: none" in capsys.readouterr().out
    run(data_dir, "import", str(SCRYFALL_ARRAY))
    capsys.readouterr()
    assert run(data_dir, "status") == 0
    out = capsys.readouterr().out
    assert f"Data directory: {data_dir}" in out
    assert "Imported cards: 12 (8 Sagas)" in out
    assert "scryfall_cards.json (Scryfall (JSON array)): 12 cards" in out


def test_the_data_directory_defaults_to_the_platform_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs

    calls: list[tuple[str, object]] = []

    def fake(appname: str, appauthor: object = None) -> str:
        calls.append((appname, appauthor))
        return str(tmp_path / "platform")

    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.setattr(platformdirs, "user_data_dir", fake)
    assert commands.data_dir() == tmp_path / "platform"
    assert calls == [("SagaTable", False)]
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "mine"))
    assert commands.data_dir() == tmp_path / "mine"
