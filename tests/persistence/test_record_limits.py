"""A game record's decks are held to the decklist limit (1,000 cards) before any card is made:
the replay command and the window refuse a million-card library with the player's name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.cli import main
from saga_table.engine.ids import PlayerId, Zone
from saga_table.persistence.saves import SaveFileError, load_game
from tests.persistence.support import resolve_card


def _record(path: Path, **player: object) -> Path:
    players = [{"name": "Ann", **player}, {"name": "Bo"}]
    data = {"format": "saga-table-game", "version": 1, "setup": {"players": players}, "actions": []}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


HUGE_LIBRARY = {"library": [{"card": "Plains", "count": 250}] * 4000}


def test_replay_refuses_a_library_of_a_million_cards_naming_the_player(
    tmp_path: Path, capsys
) -> None:
    path = _record(tmp_path / "game.json", **HUGE_LIBRARY)
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "setup.players[0]: Ann's deck has 1,000,000 cards (at most 1,000)" in err


def test_the_window_refuses_to_open_a_record_whose_library_and_hand_pass_a_thousand_cards(
    tmp_path: Path,
) -> None:
    path = _record(
        tmp_path / "game.json",
        library=[{"card": "Plains", "count": 250}] * 4,
        hand=["Plains"],
    )
    with pytest.raises(SaveFileError, match=r"Ann's deck has 1,001 cards \(at most 1,000\)"):
        load_game(path, resolve_card)


def test_a_record_with_a_deck_of_exactly_a_thousand_cards_opens(tmp_path: Path) -> None:
    path = _record(tmp_path / "game.json", library=[{"card": "Plains", "count": 250}] * 4)
    state = load_game(path, resolve_card).game.state
    ann = PlayerId(0)
    assert len(state.zone(ann, Zone.LIBRARY)) + len(state.zone(ann, Zone.HAND)) == 1000


def test_a_records_deck_limit_is_the_decklist_limit() -> None:
    from saga_table.decks import MAX_DECK_CARDS
    from saga_table.engine.setup_record import MAX_SETUP_CARDS

    assert MAX_SETUP_CARDS == MAX_DECK_CARDS
