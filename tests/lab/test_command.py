"""``saga-table lab``: the report, a lab game saved as a record, and clear messages."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from saga_table.cli import main
from saga_table.demo import builtin_resolver
from saga_table.persistence.saves import load_game

DEMO = Path(__file__).resolve().parents[2] / "resources" / "docs" / "examples" / "demo-deck.txt"


def test_lab_prints_a_json_report_with_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "lab",
            str(DEMO),
            "--games",
            "30",
            "--turns",
            "5",
            "--seed",
            "3",
            "--json",
            "--processes",
            "1",
            "--question",
            "Urza's Saga chapter II resolved by turn 4",
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 30 and report["turns"] == 5
    assert report["mulligans"]["by_hand_size"][0]["hand_size"] == 7
    assert len(report["lands_on_battlefield"]) == 5
    assert "History of Benalia" in report["cast_by_turn"]
    assert "Plains" not in report["cast_by_turn"]
    assert set(report["chapters"]["History of Benalia"]) <= {"I", "II", "III"}
    assert len(report["damage"]["kill_by_turn"]) == 5
    q = report["questions"][0]
    assert q["low"] <= q["p"] <= q["high"]


def test_lab_saves_a_game_that_the_app_opens_as_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "game-7.json"
    code = main(
        [
            "lab",
            str(DEMO),
            "--games",
            "10",
            "--turns",
            "4",
            "--seed",
            "3",
            "--save-game",
            "7",
            str(target),
        ]
    )
    assert code == 0
    loaded = load_game(target, builtin_resolver())
    assert loaded.warning is None
    state = loaded.game.state
    assert state.turn.number == 4  # played to its fourth turn
    assert [p.name for p in state.players] == ["Player", "Goldfish"]


def test_a_deck_with_an_unknown_card_says_which_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Plains\n4 Not A Real Card\n", encoding="utf-8")
    assert main(["lab", str(deck), "--games", "5"]) == 2
    err = capsys.readouterr().err
    assert "line 2: unknown card 'Not A Real Card'" in err


def test_a_deck_with_lines_that_cannot_be_read_is_refused_unless_told_to_play_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(
        "4 History of Benalia\n52 Plains\nLightning Bolt\n99999 Swamp\n", encoding="utf-8"
    )
    assert main(["lab", str(deck), "--games", "5", "--processes", "1"]) == 2
    err = capsys.readouterr().err
    assert "2 line(s) could not be read" in err
    assert "line 3: no count" in err and "line 4: the count 99999 is too large" in err
    assert "--skip-bad-lines" in err
    code = main(
        ["lab", str(deck), "--games", "5", "--processes", "1", "--skip-bad-lines", "--json"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    first = report["closed_form"]["at_least_one_copy_seen"]["History of Benalia"][0]
    # the readable lines only: a 56-card deck (4 Benalia in the top 7 of 56, not of 60)
    assert first["exact"] == pytest.approx(1 - math.comb(52, 7) / math.comb(56, 7), abs=1e-4)


def test_a_question_that_cannot_be_read_stops_before_playing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["lab", str(DEMO), "--games", "5", "--question", "Urza's Saga cast by"]) == 2
    assert "expected 'turn'" in capsys.readouterr().err


def test_a_missing_deck_file_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lab", "/nonexistent/deck.txt"]) == 2
    assert "cannot read /nonexistent/deck.txt" in capsys.readouterr().err
