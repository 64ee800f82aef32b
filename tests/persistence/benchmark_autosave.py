"""Figures for autosave and saved games (a script, not a test):

    .venv/bin/python -m tests.persistence.benchmark_autosave [FOLDER]

FOLDER (default: a temporary folder) should be on the disk the app will use: fsync costs what
the disk makes it cost.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from saga_table.engine.game import Game
from saga_table.persistence._autosave_driver import choose_step, perform, play, scripted_setup
from saga_table.persistence.autosave import Autosaver, find_resumable, resume
from saga_table.persistence.saves import load_game, save_game

STEPS = 1500


def _game_of(actions: int, seed: int = 1) -> Game:
    game = Game(scripted_setup(seed))
    rng = random.Random(seed)
    while len(game.actions) < actions:
        perform(game, choose_step(game, rng))
    while game.can_redo:
        game.redo()
    return game


def main(folder: Path) -> None:
    # one append, as the app does it: after each step of a scripted game
    saver = Autosaver(folder / "a", compact_after=10**9)
    times: list[float] = []
    game = play(1, 0, saver=saver)
    rng = random.Random(1)
    for _ in range(STEPS):
        step = choose_step(game, rng)
        if step.kind == "undo":
            game.undo()
            t = time.perf_counter()
            saver.record_undo()
        elif step.kind == "redo":
            game.redo()
            t = time.perf_counter()
            saver.record_redo()
        else:
            assert step.action is not None
            game.apply(step.action)
            t = time.perf_counter()
            saver.record_action(step.action)
        times.append(time.perf_counter() - t)
    saver._abandon()
    ms = sorted(x * 1000 for x in times)
    print(
        f"append (record_*, incl. fsync): median {statistics.median(ms):.3f} ms, "
        f"p95 {ms[int(len(ms) * 0.95)]:.3f} ms, max {ms[-1]:.3f} ms over {len(ms)} steps"
    )
    journal = folder / "a" / "current.jsonl"
    print(f"journal of {len(game.actions)} actions + undo/redo: {journal.stat().st_size} bytes")

    t = time.perf_counter()
    offer = find_resumable(folder / "a")
    t_find = time.perf_counter() - t
    assert offer is not None
    t = time.perf_counter()
    resumed = resume(offer)
    t_resume = time.perf_counter() - t
    assert resumed.state == game.state
    print(
        f"resume a {len(game.actions)}-action journal of {STEPS} lines: find_resumable "
        f"{t_find * 1000:.0f} ms (replays it), resume {t_resume * 1000:.1f} ms (hands it over)"
    )

    big = _game_of(1000)
    saver = Autosaver(folder / "b")
    t = time.perf_counter()
    saver.start(big)
    print(
        f"start (a fresh journal) of a 1000-action game: {(time.perf_counter() - t) * 1000:.1f} ms"
    )
    saver._abandon()
    t = time.perf_counter()
    offer = find_resumable(folder / "b")
    assert offer is not None
    resume(offer)
    print(f"resume a compacted 1000-action journal: {(time.perf_counter() - t) * 1000:.0f} ms")

    path = folder / "big.json"
    t = time.perf_counter()
    save_game(big, path)
    t_save = time.perf_counter() - t
    t = time.perf_counter()
    load_game(path)
    t_load = time.perf_counter() - t
    print(
        f"save_game of 1000 actions: {t_save * 1000:.1f} ms ({path.stat().st_size} bytes); "
        f"load_game: {t_load * 1000:.0f} ms"
    )


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as name:
            main(Path(name))
