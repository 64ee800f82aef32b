"""The autosave never lets a game go: a game that ended just before a crash is still offered, and
a journal is not pushed out by a new game that has nothing in it yet."""

from __future__ import annotations

from pathlib import Path

from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId
from saga_table.persistence.autosave import Autosaver, find_resumable, resume
from tests.persistence.support import assert_same_game, new_game, snapshot


def test_cr104_3a_a_game_that_ended_at_a_crash_is_still_offered(tmp_path: Path) -> None:
    game = new_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(game.actions[-1])
    game.apply(a.Concede(PlayerId(1)))  # 104.3a: Bo concedes; Ann wins
    saver.record_action(game.actions[-1])
    assert game.state.game_over
    saver._abandon()  # killed before the window could close the game
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.game_over and offer.crashed
    assert_same_game(resume(offer), game)


def test_a_new_game_does_not_push_out_a_journal_before_its_first_entry(tmp_path: Path) -> None:
    game = new_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(game.actions[-1])
    saver._abandon()
    before = snapshot(tmp_path / "current.jsonl")
    # The app starts again, the old game is not taken up, and a new game starts and ends
    # (or the app quits) before a single step: the old journal is still there to offer.
    for clean in (False, True):
        idle = Autosaver(tmp_path)
        idle.start(new_game())
        idle.close(clean=clean)
        assert snapshot(tmp_path / "current.jsonl") == before
        assert not (tmp_path / "previous.jsonl").exists()
    # Its first step is the moment the old journal becomes previous.jsonl.
    fresh = new_game()
    saver = Autosaver(tmp_path)
    saver.start(fresh)
    fresh.apply(a.ChangeLife(PlayerId(0), -2))
    saver.record_action(fresh.actions[-1])
    assert (tmp_path / "previous.jsonl").read_bytes() == before.data
    saver._abandon()
    offer = find_resumable(tmp_path)
    assert offer is not None
    assert_same_game(resume(offer), fresh)
