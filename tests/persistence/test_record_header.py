"""A record cut inside a \\u escape is said to be cut short, and a version that is not a whole
number (true is an int in Python) is refused, through the replay command and the window's Open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.cli import main
from saga_table.persistence.saves import SaveFileError, load_game
from tests.persistence.support import resolve_card

ISLAND = {"name": "Island", "name_ja": "島", "type_line": "Basic Land — Island"}
SETUP = {"players": [{"name": "Ann"}], "cards": {"Island": ISLAND}}
RECORD = {"format": "saga-table-game", "version": 1, "setup": SETUP, "actions": []}


def _cut_inside_an_escape(path: Path) -> Path:
    text = json.dumps(RECORD)  # ensure_ascii: 島 is written \u5cf6
    path.write_text(text[: text.index("\\u5cf6") + 4], encoding="utf-8")  # ends "\u5c"
    return path


def _replay(tmp_path: Path, path: Path, capsys) -> str:
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path)]) == 2
    return capsys.readouterr().err


def test_replay_of_a_record_cut_inside_a_unicode_escape_says_it_was_cut_short(
    tmp_path: Path, capsys
) -> None:
    err = _replay(tmp_path, _cut_inside_an_escape(tmp_path / "game.json"), capsys)
    assert "ends too early, at line 1, column" in err and "it was cut short" in err


def test_opening_a_record_cut_inside_a_unicode_escape_says_it_was_cut_short(
    tmp_path: Path,
) -> None:
    path = _cut_inside_an_escape(tmp_path / "game.json")
    with pytest.raises(SaveFileError, match=r"ends too early, at line 1, column \d+: it was cut"):
        load_game(path, resolve_card)


@pytest.mark.parametrize("version", [True, 0, "1", 1.5])
def test_replay_refuses_a_version_that_is_not_a_whole_number_from_one(
    tmp_path: Path, capsys, version: object
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**RECORD, "version": version}), encoding="utf-8")
    err = _replay(tmp_path, path, capsys)
    assert f"version: {json.dumps(version)} is not a version number" in err


def test_opening_a_record_of_version_true_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**RECORD, "version": True}), encoding="utf-8")
    with pytest.raises(SaveFileError, match="version: true is not a version number"):
        load_game(path, resolve_card)
