"""Records whose players bring a decklist instead of a library."""

from __future__ import annotations

from pathlib import Path

import pytest

from saga_table.decks.records import DecklistRecordError, expand_decklists


def record(**player: object) -> dict[str, object]:
    return {
        "format": "saga-table-game",
        "version": 1,
        "setup": {"players": [{"name": "Ann", **player}]},
        "actions": [],
    }


def test_an_inline_decklist_becomes_the_library_and_the_commander(tmp_path: Path) -> None:
    data = record(decklist="Commander\n1 Tom Bombadil\n\nDeck\n4 History of Benalia\n20 Plains\n")
    out = expand_decklists(data, base_dir=tmp_path)
    player = out["setup"]["players"][0]  # type: ignore[index]
    assert player["library"] == [
        {"card": "History of Benalia", "count": 4},
        {"card": "Plains", "count": 20},
    ]
    assert player["commander"] == "Tom Bombadil"
    assert "decklist" not in player
    assert "library" not in data["setup"]["players"][0]  # type: ignore[index]  # input untouched


def test_a_deck_file_is_read_relative_to_the_record(tmp_path: Path) -> None:
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "mine.txt").write_text("2 Urza's Saga\n", encoding="utf-8")
    out = expand_decklists(record(deck="decks/mine.txt"), base_dir=tmp_path)
    assert out["setup"]["players"][0]["library"] == [{"card": "Urza's Saga", "count": 2}]  # type: ignore[index]


@pytest.mark.parametrize(
    ("player", "message"),
    [
        ({"decklist": "4 Plains\nbanana\n"}, "line 2"),
        ({"deck": "missing.txt"}, "cannot read"),
        ({"deck": "x.txt", "library": []}, "not both"),
        ({"decklist": 4}, "expected the list as text"),
    ],
)
def test_unusable_decklists_are_refused_with_the_reason(
    tmp_path: Path, player: dict[str, object], message: str
) -> None:
    with pytest.raises(DecklistRecordError, match=message):
        expand_decklists(record(**player), base_dir=tmp_path)


def test_records_without_decklists_pass_through_unchanged(tmp_path: Path) -> None:
    data = record(library=["Plains"])
    assert expand_decklists(data, base_dir=tmp_path) is data
    assert expand_decklists("not a record", base_dir=tmp_path) == "not a record"


def test_a_decklist_of_a_million_cards_is_refused_naming_the_player_before_it_is_built(
    tmp_path: Path,
) -> None:
    with pytest.raises(DecklistRecordError) as caught:
        expand_decklists(record(decklist="250 Island\n" * 4000), base_dir=tmp_path)
    assert str(caught.value) == (
        "setup.players[0].decklist: Ann's deck has 1,000,000 cards (at most 1,000)"
    )


def test_a_decklist_line_of_more_copies_than_a_record_takes_is_named(tmp_path: Path) -> None:
    with pytest.raises(DecklistRecordError) as caught:
        expand_decklists(record(decklist="4 Opt\n999 Island\n"), base_dir=tmp_path)
    assert str(caught.value) == (
        "setup.players[0].decklist: line 2: 999 copies of Island "
        "(a record takes at most 250 of one card): '999 Island'"
    )
