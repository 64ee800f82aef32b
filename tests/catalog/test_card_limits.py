"""The card value limits (``saga_table.engine.card_limits``): one set for every way a card enters
the app, so that every save, autosave and record the app writes can be read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.cli import DATA_DIR_ENV, main
from saga_table.persistence.saves import SaveFileError, load_game


def scryfall_saga(name: str, **fields: object) -> dict[str, object]:
    """A made-up Saga in Scryfall's card object format."""
    card: dict[str, object] = {
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
    card.update(fields)
    return card


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(directory))
    return directory


def cards(data_dir: Path, *args: str) -> int:
    return main(["--data-dir", str(data_dir), "cards", *args])


def test_an_imported_card_with_an_absurd_mana_value_or_power_is_skipped_and_named(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "sagas.json"
    source.write_text(
        json.dumps(
            [
                scryfall_saga("Vast Tale", cmc=1e300),
                scryfall_saga("Sunk Tale", cmc=-1e300),
                scryfall_saga("Plain Tale"),
                scryfall_saga("Tall Tale", power="99999999999999999999999", toughness="1"),
            ],
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    assert cards(data_dir, "import", str(source)) == 0
    err = capsys.readouterr().err
    assert (
        'sagas.json: the card "Vast Tale" at byte 1 (card 1) cannot be read: '
        "'cmc' is 1e+300, out of range (a mana value is 0 to 1,000,000); the card was skipped"
    ) in err
    assert "\"Sunk Tale\" at byte " in err and "'cmc' is -1e+300, out of range" in err
    assert "\"Tall Tale\" at byte " in err
    assert "'power' \"99999999999999999999999\" is out of range" in err
    assert cards(data_dir, "show", "Plain Tale") == 0
    assert "Mana value: 2" in capsys.readouterr().out
    assert cards(data_dir, "show", "Vast Tale") != 0


def test_a_file_whose_every_card_is_out_of_range_is_refused_naming_the_first(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "vast.json"
    source.write_text(json.dumps([scryfall_saga("Vast Tale", cmc=1e300)]), encoding="utf-8")
    assert cards(data_dir, "import", str(source)) == 1
    err = capsys.readouterr().err
    assert 'the card "Vast Tale" at byte 1 (card 1) cannot be read: \'cmc\' is 1e+300' in err
    assert "Nothing was imported" in err


def test_a_custom_card_with_a_31_digit_mana_value_is_refused_naming_the_card_and_field(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "giant.json"
    card = {"name": "Huge Value", "type_line": "Creature — Giant", "mana_value": 10**30}
    document = {"format": "saga-table-cards", "version": 1, "cards": [card]}
    source.write_text(json.dumps(document), encoding="utf-8")
    assert cards(data_dir, "custom", "add", str(source)) != 0
    err = capsys.readouterr().err
    assert 'card 1 "Huge Value": "mana_value": 1' + "0" * 30 + " is out of range" in err
    assert not (data_dir / "custom_cards.json").exists()


def record_with(card: dict[str, object]) -> dict[str, object]:
    """A hand-written game record whose library is four of ``card``, defined in the record."""
    name = card["name"]
    return {
        "format": "saga-table-game",
        "version": 1,
        "setup": {
            "players": [{"name": "Ann", "library": [{"card": name, "count": 4}]}, {"name": "Ben"}],
            "seed": 7,
            "cards": {name: card},
        },
        "actions": [],
    }


def test_a_record_card_beyond_the_limits_gets_the_same_message_from_replay_and_the_window(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 10**10 is under both readers' number limits (40 digits, 2**64), so only the card limit
    # says no, and it says it the same way in both.
    card = {"name": "Huge Value", "type_line": "Creature — Giant", "mana_value": 10**10}
    record = tmp_path / "huge.json"
    record.write_text(json.dumps(record_with(card)), encoding="utf-8")
    expected = (
        "setup.cards['Huge Value'] \"Huge Value\": \"mana_value\": 10000000000 is out of range "
        "(a mana value is 0 to 1,000,000)"
    )
    with pytest.raises(SaveFileError) as caught:
        load_game(record)
    assert expected in str(caught.value)
    assert main(["--data-dir", str(data_dir), "replay", str(record)]) == 2
    assert expected in capsys.readouterr().err


def test_cards_at_the_limits_save_and_load_again(tmp_path: Path) -> None:
    from saga_table.engine.card_codec import card_from_dict
    from saga_table.engine.game import Game
    from saga_table.engine.setup import GameSetup, PlayerSetup
    from saga_table.persistence.saves import save_game

    card = card_from_dict(
        {
            "name": "Gleeful Giant",
            "type_line": "Creature — Giant",
            "mana_cost": "{1000000}",
            "mana_value": 1_000_000,
            "power": "-1000000",
            "toughness": "1000000",
        }
    )
    game = Game(GameSetup(players=(PlayerSetup("Ann", library=(card,) * 4), PlayerSetup("Ben"))))
    path = tmp_path / "giant.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.warning is None
    assert loaded.game.setup.players[0].library[0] == card
