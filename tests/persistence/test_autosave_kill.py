"""The crash test: a scripted game autosaving in another process is killed with SIGKILL at random
moments; resuming finds every step up to the last one that was reported done, and at most the one
step in flight beyond it, in exactly the state a fresh replay gives."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from saga_table.engine.actions import Action
from saga_table.engine.game import Game
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import GameState
from saga_table.persistence._autosave_driver import ScriptStep, play
from saga_table.persistence.autosave import find_resumable, resume

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

DRIVER = "saga_table.persistence._autosave_driver"
STEPS = 300
COMPACT_AFTER = 40  # small, so that kills also land during compactions
SEEDS = (101, 102, 103, 104)
KILLS = 20


@dataclass(frozen=True)
class Point:
    actions: tuple[Action, ...]
    redo: tuple[Action, ...]
    state: GameState


def _reference(seed: int) -> list[Point]:
    """The scripted game played here: ``points[k]`` is the game after ``k`` steps."""
    points: list[Point] = []

    def keep(number: int, game: Game, step: ScriptStep) -> None:
        assert number == len(points)
        points.append(Point(game.actions, game.redo_actions, game.state))

    play(seed, STEPS, on_step=keep)
    return points


def _numbers(lines: bytes) -> list[int]:
    return [int(x) for x in lines.split() if x.isdigit()]


def _run_and_kill(directory: Path, seed: int, *, after: int | None, delay: float) -> int | None:
    """Start the driver; kill it ``delay`` seconds after it reports step ``after`` (or after
    ``delay`` seconds from its start when ``after`` is None). The last step it reported."""
    command = [sys.executable, "-m", DRIVER, str(directory), str(seed), str(STEPS)]
    proc = subprocess.Popen(
        [*command, "--compact-after", str(COMPACT_AFTER)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    seen: list[int] = []
    try:
        if after is not None:
            while True:
                line = proc.stdout.readline()
                if not line:
                    break
                seen.extend(_numbers(line))
                if seen and seen[-1] >= after:
                    break
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        seen.extend(_numbers(proc.stdout.read()))
        errors = proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode in (0, -signal.SIGKILL), errors.decode()
    assert not errors, errors.decode()
    return seen[-1] if seen else None


def test_sigkill_at_random_moments_loses_at_most_the_step_in_flight(tmp_path: Path) -> None:
    rng = random.Random(20260131)
    references = {seed: _reference(seed) for seed in SEEDS}
    outcomes = []
    for trial in range(KILLS):
        seed = SEEDS[trial % len(SEEDS)]
        directory = tmp_path / f"kill-{trial}"
        if trial % 5 == 4:  # now and then by the clock alone, from the process's start
            after, delay = None, rng.uniform(0.15, 0.9)
        else:
            after = rng.randrange(0, STEPS)
            delay = rng.choice((0.0, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01))
        last = _run_and_kill(directory, seed, after=after, delay=delay)

        offer = find_resumable(directory)
        if offer is None:
            assert last is None, f"trial {trial}: step {last} was reported but nothing is offered"
            outcomes.append((trial, last, None))
            continue
        assert offer.warning is None or "was being saved" in offer.warning, offer.warning
        game = resume(offer)
        low = 0 if last is None else last
        candidates = [k for k in (low, low + 1) if k <= STEPS]
        points = references[seed]
        matches = [
            k
            for k in candidates
            if (points[k].actions, points[k].redo) == (game.actions, game.redo_actions)
        ]
        assert matches, (
            f"trial {trial} (seed {seed}): the last step reported was {last}, but the resumed "
            f"game has {len(game.actions)} actions and {len(game.redo_actions)} to redo"
        )
        k = matches[0]
        assert game.state == points[k].state
        assert replay(game_to_json(game)).game.state == game.state
        if k < STEPS:
            assert offer.crashed
        outcomes.append((trial, last, k))
    # the kills landed at many different moments
    assert len({k for _, _, k in outcomes}) >= KILLS // 2, outcomes
