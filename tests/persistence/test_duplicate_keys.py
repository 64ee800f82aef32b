"""A key given twice in one JSON object is refused, naming the key and its line: ``json`` kept the
last silently, so a record with "seed" twice replayed another game than its writer read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.cli import main
from saga_table.engine import actions as a
from saga_table.persistence import journal
from saga_table.persistence.autosave import Autosaver, find_resumable
from saga_table.persistence.saves import SaveFileError, load_game
from saga_table.persistence.settings import Settings, load_settings
from saga_table.safeio import InputError, parse_json
from tests.persistence.support import new_game, resolve_card, snapshot

RECORD = ('{"format": "saga-table-game", "version": 1,\n'
          ' "setup": {"players": [{"name": "Ann"}], "seed": 1000004,\n'
          '           "seed": 5}, "actions": []}')  # fmt: skip


def test_replay_refuses_a_record_with_the_seed_twice_naming_the_line(
    tmp_path: Path, capsys
) -> None:
    path = tmp_path / "game.json"
    path.write_text(RECORD, encoding="utf-8")
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path)]) == 2
    assert "duplicate key 'seed' at line 3, column 12" in capsys.readouterr().err


def test_opening_a_record_with_the_seed_twice_is_refused_and_the_file_kept(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(RECORD, encoding="utf-8")
    before = snapshot(path)
    with pytest.raises(SaveFileError, match="duplicate key 'seed' at line 3, column 12"):
        load_game(path, resolve_card)
    assert snapshot(path) == before


def test_the_same_key_in_two_different_objects_is_no_duplicate() -> None:
    assert parse_json(b'{"a": {"name": 1}, "b": {"name": 2}, "name": [{"name": 3}]}') == {
        "a": {"name": 1}, "b": {"name": 2}, "name": [{"name": 3}],
    }  # fmt: skip


def test_a_duplicate_key_deep_inside_is_found_after_the_same_key_outside() -> None:
    text = '{"name": 1,\n "cards": [{"name": 2, "x": {"name": 3}, "name": 4}]}'
    with pytest.raises(InputError, match=r"duplicate key 'name' at line 2, column 42"):
        parse_json(text.encode())


def test_settings_with_a_key_twice_are_moved_aside_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        '{"format": "saga-table-settings", "version": 1,\n "language": "ja", "language": "en"}',
        encoding="utf-8",
    )
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.warning is not None
    assert "duplicate key 'language' at line 2" in loaded.warning
    assert loaded.kept_aside is not None and loaded.kept_aside.name in loaded.warning
    assert not path.exists()


def test_an_autosave_line_with_a_key_twice_is_not_resumed(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    game = new_game()
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(a.AdvanceStep())
    saver._abandon()  # as if the app had crashed
    line = journal.encode_line({"n": 2, "action": {"type": "AdvanceStep"}})
    with open(tmp_path / "current.jsonl", "ab") as f:
        f.write(b'{"n":9,' + line[1:])  # the checksum is of the last "n": it matches
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.actions == 1
    assert offer.warning is not None and "gives the key 'n' twice" in offer.warning


def test_journal_lines_refuse_a_key_given_twice() -> None:
    line = journal.encode_line({"n": 2})
    with pytest.raises(ValueError, match="it gives the key 'n' twice"):
        journal.decode_line(b'{"n":1,' + line[1:])
    assert json.loads(line)["n"] == 2
