"""Autosave: a journal appended and fsynced after every change, that resumes to exactly the same
game (state, decision, undo and redo history), and never loses the last good autosave."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId
from saga_table.engine.record import game_to_json, replay
from saga_table.persistence import _files, autosave, journal
from saga_table.persistence._autosave_driver import play
from saga_table.persistence.autosave import (
    AutosaveError,
    Autosaver,
    discard,
    find_resumable,
    resume,
)
from tests.persistence.support import (
    assert_same_game,
    game_waiting_for_trigger_order,
    game_with_history,
    new_game,
    snapshot,
)


def _journal(directory: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in (directory / "current.jsonl").read_bytes().splitlines()]


def _crash(saver: Autosaver) -> None:
    saver._abandon()


def _resumed(directory: Path) -> Game:
    offer = find_resumable(directory)
    assert offer is not None
    return resume(offer)


# ---------------------------------------------------------------------------- the journal


def test_each_change_is_one_line_fsynced_before_the_call_returns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real = autosave.fsync_file
    monkeypatch.setattr(autosave, "fsync_file", lambda fd: (synced.append(fd), real(fd)))
    game = new_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(a.AdvanceStep())
    game.undo()
    saver.record_undo()
    game.redo()
    saver.record_redo()
    assert len(synced) == 3
    header, *entries = _journal(tmp_path)
    assert header["format"] == "saga-table-autosave" and header["version"] == 1
    assert [{k: v for k, v in e.items() if k != "crc"} for e in entries] == [
        {"n": 1, "action": {"type": "AdvanceStep"}},
        {"n": 2, "undo": True},
        {"n": 3, "redo": True},
    ]
    saver.close(clean=False)


def test_a_crash_resumes_the_same_game_history_and_decision(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    game = play(7, 150, saver=saver)
    _crash(saver)
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.crashed and offer.warning is None
    assert offer.actions == len(game.actions) and offer.redo == len(game.redo_actions)
    assert offer.turn == game.state.turn.number
    assert offer.players == ("Ann", "Bo")
    assert_same_game(resume(offer), game)


def test_a_game_waiting_for_a_decision_resumes_waiting(tmp_path: Path) -> None:
    game = game_waiting_for_trigger_order()
    saver = Autosaver(tmp_path)
    saver.start(game)
    _crash(saver)
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.decision == "order triggers"
    assert offer.summary.startswith("Ann vs Bo — Turn 3, Ann's ")
    assert offer.summary.endswith(f"({len(game.actions)} actions)")
    assert offer.summary_in("ja").startswith("Ann 対 Bo — 3ターン目、Annの")
    resumed = resume(offer)
    assert resumed.state.decision == game.state.decision
    assert_same_game(resumed, game)


def test_a_started_game_keeps_its_undo_and_redo_history(tmp_path: Path) -> None:
    game = game_with_history()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.undo()
    saver.record_undo()
    _crash(saver)
    assert_same_game(_resumed(tmp_path), game)


def test_quitting_with_a_game_in_progress_offers_it_as_not_crashed(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    game = play(3, 40, saver=saver)
    saver.close(clean=False)
    offer = find_resumable(tmp_path)
    assert offer is not None and not offer.crashed
    assert_same_game(resume(offer), game)


def test_a_clean_close_offers_nothing_and_keeps_the_journal_as_previous(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    play(3, 40, saver=saver)
    saver.close(clean=True)
    assert find_resumable(tmp_path) is None
    assert (tmp_path / "previous.jsonl").is_file()
    assert not (tmp_path / "current.jsonl").exists()


def test_a_discarded_offer_is_not_offered_again(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    play(3, 20, saver=saver)
    _crash(saver)
    offer = find_resumable(tmp_path)
    assert offer is not None
    journal = (tmp_path / "current.jsonl").read_bytes()
    discard(offer)
    assert find_resumable(tmp_path) is None
    assert (tmp_path / "previous.jsonl").read_bytes() == journal


def test_a_new_game_keeps_the_journal_it_replaces_as_previous(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    play(3, 20, saver=saver)
    old = (tmp_path / "current.jsonl").read_bytes()
    game = new_game()
    saver.start(game)
    assert (tmp_path / "current.jsonl").read_bytes() == old  # until the new game's first step
    game.apply(a.AdvanceStep())
    saver.record_action(game.actions[-1])
    assert (tmp_path / "previous.jsonl").read_bytes() == old
    _crash(saver)
    assert_same_game(_resumed(tmp_path), game)


def test_nothing_to_offer_in_an_empty_or_missing_folder(tmp_path: Path) -> None:
    assert find_resumable(tmp_path) is None
    assert find_resumable(tmp_path / "missing") is None
    assert not (tmp_path / "missing").exists()


# ---------------------------------------------------------------------------- what a crash leaves


def test_a_line_cut_short_by_the_crash_is_left_out_and_reported(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    play(11, 30, saver=saver)
    _crash(saver)
    expected = play(11, 29)  # the same game, one step short
    whole = (tmp_path / "current.jsonl").read_bytes()
    last_line = whole[whole.rstrip(b"\n").rfind(b"\n") + 1 :]
    for cut in (1, len(last_line) // 2, len(last_line) - 1):
        (tmp_path / "current.jsonl").write_bytes(whole[: len(whole) - cut])
        offer = find_resumable(tmp_path)
        assert offer is not None and offer.warning is not None
        assert "was being saved when the app stopped" in offer.warning
        assert_same_game(resume(offer), expected)


def test_a_damaged_line_stops_the_resume_there_and_says_where(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    game = new_game()
    saver.start(game)
    for _ in range(4):
        game.apply(a.AdvanceStep())
        saver.record_action(a.AdvanceStep())
    _crash(saver)
    path = tmp_path / "current.jsonl"
    lines = path.read_bytes().split(b"\n")
    lines[3] = lines[3].replace(b"AdvanceStep", b"AdvanceStop")  # line 4: its checksum fails
    path.write_bytes(b"\n".join(lines))
    offer = find_resumable(tmp_path)
    assert offer is not None
    assert offer.warning == (
        "line 4 of the autosave is damaged (its checksum does not match its content); "
        "the game was resumed from the steps before it (1 later step left out)"
    )
    assert offer.actions == 2


def test_an_illegal_action_in_the_journal_stops_the_resume_there(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    game = new_game()
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(a.AdvanceStep())
    _crash(saver)
    line = journal.encode_line({"n": 2, "action": {"type": "RemoveCounters", "object": 77}})
    with open(tmp_path / "current.jsonl", "ab") as f:
        f.write(line)
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.actions == 1
    assert offer.warning is not None
    assert offer.warning.startswith(
        "the action on line 3 of the autosave (RemoveCounters) is not legal: there is no object 77"
    )


def test_a_journal_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    play(1, 5, saver=saver)
    _crash(saver)
    path = tmp_path / "current.jsonl"
    header, *rest = path.read_bytes().split(b"\n")
    data = json.loads(header)
    data.pop("crc")
    data["version"] = 2
    path.write_bytes(b"\n".join([journal.encode_line(data).rstrip(b"\n"), *rest]))
    before = snapshot(path)
    with pytest.raises(AutosaveError, match="newer Saga Table"):
        find_resumable(tmp_path)
    assert snapshot(path) == before


def test_the_previous_autosave_survives_a_new_journal_that_fails_half_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saver = Autosaver(tmp_path)
    game = play(2, 30, saver=saver)
    _crash(saver)
    before = snapshot(tmp_path / "current.jsonl")

    def power_cut(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(_files, "fsync_file", power_cut)
    failing = Autosaver(tmp_path)
    other = new_game()
    other.apply(a.AdvanceStep())  # a game with a step in it: its journal is written at once
    with pytest.raises(AutosaveError, match="Input/output error"):
        failing.start(other)
    monkeypatch.undo()
    _crash(failing)
    assert snapshot(tmp_path / "current.jsonl") == before
    assert_same_game(_resumed(tmp_path), game)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


# ---------------------------------------------------------------------------- staying in step


def test_compaction_rewrites_the_journal_and_keeps_every_step(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path, compact_after=25)
    game = play(4, 300, saver=saver)
    assert saver.rewrites > 3
    assert len(_journal(tmp_path)) < 300
    _crash(saver)
    assert_same_game(_resumed(tmp_path), game)


def test_a_change_that_was_not_recorded_is_caught_up_at_the_next_call(tmp_path: Path) -> None:
    game = new_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())  # not recorded
    game.apply(a.ChangeLife(PlayerId(1), -2))
    saver.record_action(a.ChangeLife(PlayerId(1), -2))
    game.undo()
    saver.record_redo()  # the wrong call
    _crash(saver)
    assert_same_game(_resumed(tmp_path), game)


def test_a_failed_write_raises_then_the_next_call_writes_a_fresh_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = new_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(a.AdvanceStep())
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data[:10]))  # part of the line reaches the disk...
        raise OSError(28, "No space left on device")  # ...then the disk is full

    monkeypatch.setattr(autosave.os, "write", half_then_full)
    game.apply(a.ChangeLife(PlayerId(0), 3))
    with pytest.raises(AutosaveError, match="No space left on device"):
        saver.record_action(a.ChangeLife(PlayerId(0), 3))
    monkeypatch.undo()
    game.apply(a.AdvanceStep())
    saver.record_action(a.AdvanceStep())  # the disk has room again
    _crash(saver)
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.warning is None
    assert_same_game(resume(offer), game)


def test_a_second_app_cannot_autosave_in_the_same_folder(tmp_path: Path) -> None:
    first = Autosaver(tmp_path)
    first.start(new_game())
    with pytest.raises(AutosaveError, match="another Saga Table is autosaving"):
        Autosaver(tmp_path).start(new_game())
    assert find_resumable(tmp_path) is None  # the running game is not offered to the other app
    first.close(clean=False)
    assert find_resumable(tmp_path) is not None


def test_a_record_call_before_start_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(AutosaveError, match="not been started"):
        Autosaver(tmp_path).record_undo()


def test_resume_reads_again_when_the_journal_changed_after_the_offer(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    game = new_game()
    saver.start(game)
    _crash(saver)
    offer = find_resumable(tmp_path)
    assert offer is not None
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(a.AdvanceStep())
    _crash(saver)
    assert resume(offer).actions == (a.AdvanceStep(),)


def test_the_resumed_game_is_what_a_fresh_replay_of_its_record_gives(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path, compact_after=10)
    play(9, 120, saver=saver)
    _crash(saver)
    resumed = _resumed(tmp_path)
    assert replay(game_to_json(resumed)).game.state == resumed.state


def test_the_journal_keeps_the_file_the_game_was_saved_to(tmp_path: Path) -> None:
    """Saved to a file: the journal's header says which, through compaction too, so a crash
    gives it back with the game; a new game is in no file again; a header whose file is no
    path (a number, too long, with a NUL) is read as none."""
    saver = Autosaver(tmp_path, compact_after=3)
    game = play(7, 5, saver=saver)
    saver.record_saved("/games/g.json")
    for _ in range(4):  # past a compaction
        game.apply(a.ChangeLife(PlayerId(0), -1))
        saver.record_action(game.last_action)  # type: ignore[arg-type]
    _crash(saver)
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.saved_file == "/games/g.json"
    saver = Autosaver(tmp_path)
    saver.start(new_game())
    assert saver.saved_file is None
    saver._abandon()
    path = tmp_path / "current.jsonl"
    for bad in (7, "x" * 5000, "a\x00b"):
        lines = path.read_bytes().split(b"\n")
        header = journal.decode_line(lines[0])
        header["saved_file"] = bad
        lines[0] = journal.encode_line(header).rstrip(b"\n")
        path.write_bytes(b"\n".join(lines))
        offer = find_resumable(tmp_path)
        assert offer is not None and offer.saved_file is None
