"""Save and Open: the record round-trips exactly, a file that is not a game says what is wrong
and where, a bad action loads the game up to it, and opening never changes the file."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId
from saga_table.engine.record import game_to_json, replay
from saga_table.persistence import _files
from saga_table.persistence.saves import (
    SaveFileError,
    export_log,
    format_record,
    free_path,
    load_game,
    save_game,
    suggest_file_name,
)
from tests.persistence.support import (
    assert_same_game,
    battlefield_card,
    game_waiting_for_trigger_order,
    game_with_history,
    new_game,
    resolve_card,
    snapshot,
)


def _saved(tmp_path: Path, name: str = "game.json") -> tuple[Path, Game]:
    game = game_with_history()
    path = tmp_path / name
    save_game(game, path)
    return path, game


# ---------------------------------------------------------------------------- round trips


def test_save_and_open_give_back_the_same_game_and_undo_history(tmp_path: Path) -> None:
    game = game_with_history()
    assert game.redo_actions  # two actions were undone before saving
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.warning is None
    assert_same_game(loaded.game, game)


def test_a_pending_decision_is_still_waiting_after_open(tmp_path: Path) -> None:
    game = game_waiting_for_trigger_order()
    save_game(game, tmp_path / "g.json")
    loaded = load_game(tmp_path / "g.json").game
    assert loaded.state.decision == game.state.decision
    order = tuple(t.id for t in game.state.decision.triggers)  # type: ignore[union-attr]
    game.apply(a.OrderTriggers(order))
    loaded.apply(a.OrderTriggers(order))
    assert loaded.state == game.state


def test_a_new_game_with_no_actions_round_trips(tmp_path: Path) -> None:
    game = new_game()
    save_game(game, tmp_path / "g.json")
    assert_same_game(load_game(tmp_path / "g.json").game, game)


def test_the_file_is_the_engines_record_and_replays_to_the_same_state(tmp_path: Path) -> None:
    path, game = _saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert {k: v for k, v in data.items() if k != "redo"} == game_to_json(game)
    assert replay(data).game.state == game.state


def test_the_file_has_one_action_a_line(tmp_path: Path) -> None:
    path, game = _saved(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index('  "actions": [')
    assert lines[start + 1] == '    {"type": "AdvanceStep"},'
    assert lines[start + len(game.actions)].startswith('    {"type": ')
    assert lines[start + len(game.actions) + 1] == "  ],"


def test_format_record_is_json_of_the_same_data() -> None:
    data = {
        "format": "x",
        "version": 1,
        "setup": {"a": [1, {"b": "日本"}]},
        "actions": [],
        "redo": [{"t": 1}],
    }
    assert json.loads(format_record(data)) == data


def test_cards_come_from_the_record_or_the_resolver(tmp_path: Path) -> None:
    path, game = _saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["setup"]["cards"]  # a hand-written record names its cards
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="unknown card 'Plains'"):
        load_game(path)
    assert_same_game(load_game(path, resolve_card).game, game)


# ---------------------------------------------------------------------------- saving safely


def test_saving_over_a_file_replaces_it_whole(tmp_path: Path) -> None:
    path, _ = _saved(tmp_path)
    game = new_game()
    save_game(game, path)
    assert_same_game(load_game(path).game, game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_save_that_fails_leaves_the_old_file_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _ = _saved(tmp_path)
    before = snapshot(path)

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(_files, "fsync_file", disk_full)
    with pytest.raises(SaveFileError, match="could not be written: No space left on device"):
        save_game(new_game(), path)
    assert snapshot(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_saving_through_a_symbolic_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    # A save kept in a synced folder through a link: the link was renamed over, and the real
    # file kept the old game.
    (tmp_path / "synced").mkdir()
    real = tmp_path / "synced" / "game.json"
    link = tmp_path / "game.json"
    link.symlink_to(real)
    save_game(game_with_history(), link)
    game = new_game()
    save_game(game, link)
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert_same_game(load_game(real).game, game)
    assert sorted(p.name for p in (tmp_path / "synced").iterdir()) == ["game.json"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_saving_onto_a_pipe_or_a_folder_is_refused_and_leaves_it(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveFileError, match="not a regular file"):
        save_game(new_game(), pipe)
    assert pipe.exists() and not pipe.is_file()  # (as root, a device was replaced the same way)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveFileError, match="it is a folder"):
        save_game(new_game(), folder)
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    with pytest.raises(SaveFileError, match="loop of symbolic links"):
        save_game(new_game(), loop)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.json", "loop.json", "pipe.json"]


def test_saving_into_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="could not be written"):
        save_game(new_game(), tmp_path / "missing" / "g.json")


# ------------------------------------------------------------------- files that are not games


def _open_untouched(path: Path) -> SaveFileError:
    before = snapshot(path)
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert snapshot(path) == before
    assert str(info.value).startswith(str(path))
    return info.value


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "is a PNG image, not a Saga Table file"),
        (b"PK\x03\x04rest", "ZIP archive"),
        (b"4 Lightning Bolt\n2 Island\n", "looks like a decklist"),
        (b"Deck\n4 Opt\n", "looks like a decklist"),
        (b"\x00\x01\x02\x03\xfe\xff", "not UTF-8 text: an invalid byte at offset 4"),
        (b"", "is empty"),
        (b"   \n", "is empty"),
        (b"hello", "is not JSON"),
        (b"[1, 2]", "not a Saga Table game record"),
        (b'{"format": "saga-table-settings", "version": 1}', "format is 'saga-table-settings'"),
        (b'{"format": "saga-table-game", "version": 9, "setup": {}}', "version 9, made by a newer"),
        (b'{"format": "saga-table-game"}', "no version number"),
        (
            b'{"format": "saga-table-game", "version": 1, "setup": {"players": []}}',
            "1 to 8 players",
        ),
        (b'{"a": NaN}', "NaN"),
        (b'{"a": 1' + b"0" * 100 + b"}", "a number with 101 digits"),
        (b"[" * 100_000, "nested too deeply"),
        (b'{"format": "saga-table-game", "version": 1, "setup": {"shuffle": fal', "cut short"),
        (b"[" * 5000 + b"]" * 5000, "nested too deeply"),
    ],
)
def test_a_file_that_is_not_a_game_says_what_is_wrong(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    path = tmp_path / "thing.json"
    path.write_bytes(content)
    assert expected in _open_untouched(path).problem


def test_a_damaged_byte_is_reported_at_its_line_and_column(tmp_path: Path) -> None:
    path, _ = _saved(tmp_path)
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    number = next(i for i, line in enumerate(lines) if '"actions"' in line) + 3
    lines[number - 1] = lines[number - 1].replace('{"type"', '{"type" "', 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    problem = _open_untouched(path).problem
    assert f"Expecting ':' delimiter at line {number}, column 13" in problem


def test_a_file_cut_short_at_any_point_is_refused_untouched(tmp_path: Path) -> None:
    """Every prefix of a saved game: a clear "cut short" error, never a crash or a half game."""
    game = new_game()
    game.apply(a.AdvanceStep())
    game.apply(a.BecomeMonarch(PlayerId(1)))
    whole = tmp_path / "whole.json"
    save_game(game, whole)
    data = whole.read_bytes()
    cut = tmp_path / "cut.json"
    for end in range(len(data.rstrip())):
        cut.write_bytes(data[:end])
        before = snapshot(cut)
        with pytest.raises(SaveFileError) as info:
            load_game(cut)
        assert snapshot(cut) == before
        assert any(w in info.value.problem for w in ("cut short", "is empty")), (end, info.value)


def test_a_missing_file_and_a_folder_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="could not be read: No such file"):
        load_game(tmp_path / "nope.json")
    with pytest.raises(SaveFileError, match="could not be read"):
        load_game(tmp_path)


def test_a_huge_file_is_refused_without_reading_it_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from saga_table.persistence import saves

    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1024 * 1024)
    path = tmp_path / "film.json"
    path.write_bytes(b" " * (1024 * 1024 + 1))
    assert "larger than 1 MB" in _open_untouched(path).problem


@pytest.mark.parametrize(
    ("where", "value", "expected"),
    [
        (("setup", "seed"), 2**80, "is out of range"),
        (("actions", 1, "player"), -(2**70), "is out of range"),
        (("setup", "players", 0, "library", 0, "count"), 10**6, "a count of 1000000"),
        (("actions", 0, "extra"), 1.5, "is not a whole number"),
    ],
)
def test_numbers_no_game_holds_are_refused(
    tmp_path: Path, where: tuple[object, ...], value: object, expected: str
) -> None:
    game = new_game()
    game.apply(a.AdvanceStep())
    game.apply(a.ChangeLife(PlayerId(0), 2))
    data = game_to_json(game)
    data["setup"]["players"][0]["library"][0] = {"card": "Plains", "count": 1}  # type: ignore[index]
    node: object = data
    for key in where[:-1]:
        node = node[key]  # type: ignore[index]
    node[where[-1]] = value  # type: ignore[index]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert expected in _open_untouched(path).problem


# ---------------------------------------------------------------------------- partly good records


def _with_actions(tmp_path: Path, extra: list[object]) -> tuple[Path, Game]:
    game = new_game()
    for _ in range(3):
        game.apply(a.AdvanceStep())
    data = game_to_json(game)
    data["actions"] = [*data["actions"], *extra]  # type: ignore[misc]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, game


def test_an_illegal_action_loads_the_game_up_to_it_and_says_so(tmp_path: Path) -> None:
    path, game = _with_actions(
        tmp_path,
        [{"type": "AddCounters", "object": 999}, {"type": "AdvanceStep"}, {"type": "AdvanceStep"}],
    )
    before = snapshot(path)
    loaded = load_game(path)
    assert snapshot(path) == before
    assert loaded.game.actions == game.actions
    assert loaded.game.state == game.state
    assert loaded.warning == (
        "action 4 (AddCounters) is not legal: there is no object 999 (it may have changed "
        "zones); the game was loaded up to action 3 (2 later actions left out)"
    )


def test_an_unreadable_action_loads_the_game_up_to_it(tmp_path: Path) -> None:
    path, game = _with_actions(tmp_path, [{"type": "Teleport"}])
    loaded = load_game(path)
    assert loaded.game.actions == game.actions
    assert loaded.warning == (
        "action 4 (Teleport) could not be read: actions[3]: unknown action type 'Teleport'; "
        "the game was loaded up to action 3"
    )


def test_a_redo_history_that_no_longer_applies_is_cut_with_a_warning(tmp_path: Path) -> None:
    game = game_with_history()
    path = tmp_path / "g.json"
    save_game(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["redo"][0] = {"type": "RemoveCounters", "object": 12345}  # the last one redo would do
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path)
    assert loaded.game.actions == game.actions
    assert loaded.game.state == game.state
    assert loaded.game.redo_actions == game.redo_actions[1:]
    assert loaded.warning is not None
    assert loaded.warning.startswith("the redo history was cut: undone action 2 (RemoveCounters)")


# ---------------------------------------------------------------------------- export and names


def test_export_log_writes_the_log_a_line_per_sentence(tmp_path: Path) -> None:
    """The window's log as text (the Japanese export is tested through the window)."""
    game = game_with_history()
    export_log(game, tmp_path / "log.txt", "en")
    text = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert text.startswith("Saga Table — game log\nPlayers: Ann, Bo\n\nTurn 1: Ann's turn.\n")
    assert (
        "Tale of the Crown enters the battlefield under Ann's control.\n"
        "Tale of the Crown: lore counters 0 → 1.\n"
    ) in text
    assert "Bo becomes the monarch.\nBo's life: 20 → 17.\n" in text


def test_a_suggested_file_name_is_safe_and_dated() -> None:
    name = suggest_file_name(new_game(), datetime(2026, 1, 31, 14, 25))
    assert name == "2026-01-31 Ann Bo.json"
    assert suggest_file_name(new_game(), datetime(2026, 1, 31), suffix=".txt").endswith("Bo.txt")


def test_a_free_path_never_offers_an_earlier_game(tmp_path: Path) -> None:
    assert free_path(tmp_path, "2026-01-31 Ann Bo.json") == tmp_path / "2026-01-31 Ann Bo.json"
    (tmp_path / "2026-01-31 Ann Bo.json").write_text("{}")
    (tmp_path / "2026-01-31 Ann Bo (2).json").write_text("{}")
    assert free_path(tmp_path, "2026-01-31 Ann Bo.json").name == "2026-01-31 Ann Bo (3).json"


def test_loading_works_from_a_read_only_file(tmp_path: Path) -> None:
    path, game = _saved(tmp_path)
    os.chmod(path, 0o444)
    assert_same_game(load_game(path).game, game)


def test_loading_a_record_with_a_battlefield_name(tmp_path: Path) -> None:
    """A hand-written record refers to a permanent by name; it loads like an id would."""
    game = game_with_history()
    data = game_to_json(game)
    for raw in data["actions"]:
        if raw.get("type") == "AddCounters":
            raw["object"] = "Tale of Study"
    (tmp_path / "g.json").write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(tmp_path / "g.json").game
    assert loaded.state == game.state
    assert battlefield_card(loaded, "Tale of Study") == battlefield_card(game, "Tale of Study")
