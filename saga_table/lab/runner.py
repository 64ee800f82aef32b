"""Playing a lab run's games on every core: worker processes, each playing ranges of game numbers
and sending back a tally (the engine stays pure Python; processes sidestep the interpreter lock).

Each game's seed comes from the run's seed and the game's number, and tallies hold whole
numbers, so the result does not depend on how many processes played or in what order they
finished. Processes are forked on Linux where no Qt and no other thread is in the process (the
command line), and spawned everywhere else: the window's process has Qt's threads, which a
forked child must not inherit (:func:`_start_method`).
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.lab.player import Policy, card_name, deal_only, lab_setup, play_game
from saga_table.lab.questions import Question
from saga_table.lab.report import build_report
from saga_table.lab.tally import Tally

if TYPE_CHECKING:
    from concurrent.futures import Future

__all__ = [
    "MAX_GAMES",
    "LabRun",
    "default_processes",
    "game_ranges",
    "play_on_python",
    "play_one",
    "play_range",
    "run_lab",
]

#: The most games one run may play (a mistyped --games must not run for days).
MAX_GAMES = 1_000_000


@dataclass(frozen=True)
class LabRun:
    """What to play: the deck (its cards in deck order), how, how many games, the seed."""

    deck: tuple[CardDef, ...]
    policy: Policy = field(default_factory=Policy)
    games: int = 1000
    seed: int = 1
    questions: tuple[Question, ...] = ()
    #: Only set each game up (shuffle, draw seven) and count the closed-form figures.
    deal_only: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.games <= MAX_GAMES:
            raise ValueError(f"the number of games must be from 1 to {MAX_GAMES:,}")
        if not 1 <= self.policy.turns <= 50:
            raise ValueError("the number of turns must be from 1 to 50")
        if not self.deck:
            raise ValueError("the deck has no cards")

    def new_tally(self) -> Tally:
        return Tally(self.policy.turns, self.policy.goldfish_life, self.questions)

    def deck_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for card in self.deck:
            counts[card_name(card)] = counts.get(card_name(card), 0) + 1
        return counts

    def land_names(self) -> frozenset[str]:
        return frozenset(card_name(c) for c in self.deck if "Land" in c.faces[0].card_types)

    def report(self, tally: Tally, *, deck: str = "") -> dict[str, Any]:
        keep = self.policy.keep
        return build_report(
            tally,
            deck_counts=self.deck_counts(),
            land_names=self.land_names(),
            on_the_play=self.policy.on_the_play,
            seed=self.seed,
            keep={
                "min_lands": keep.min_lands,
                "max_lands": keep.max_lands,
                "keep_with": list(keep.keep_with),
                "keep_at": keep.keep_at,
            },
            deck=deck,
        )


def play_range(run: LabRun, start: int, stop: int) -> Tally:
    """Play games ``start`` to ``stop - 1`` (numbers from 1) in this process.

    The cyclic garbage collector is paused meanwhile: a game makes some 150,000 short-lived
    values and no reference cycle (the engine's states are trees of values), so the collector's
    passes found nothing to free (about 2 % of a game's instructions, a few % of its time). Once
    the range is played, one collection frees whatever a card's automation may have left in a
    cycle."""
    tally = run.new_tally()
    paused = gc.isenabled()
    gc.disable()
    try:
        for number in range(start, stop):
            if run.deal_only:
                tally.add(deal_only(run.deck, run.policy, run.seed, number))
            else:
                tally.add(play_game(run.deck, run.policy, run.seed, number)[0])
    finally:
        if paused:
            gc.enable()
            gc.collect(1)
    return tally


def play_one(run: LabRun, number: int, *, keep_history: bool = True) -> Game:
    """Game ``number`` of the run again, alone: the same game, as a normal game by default (with
    its history, to be saved as a record and looked at in the window)."""
    if not 1 <= number <= run.games:
        raise ValueError(f"the run has games 1 to {run.games}, not {number}")
    policy = Policy(
        turns=run.policy.turns,
        on_the_play=run.policy.on_the_play,
        keep=run.policy.keep,
        goldfish_life=run.policy.goldfish_life,
        names=run.policy.names,
        keep_history=keep_history,
    )
    return play_game(run.deck, policy, run.seed, number)[1]


def default_processes() -> int:
    return max(1, os.cpu_count() or 1)


def game_ranges(total: int, workers: int, chunk: int | None = None) -> list[tuple[int, int]]:
    """Games 1 to ``total`` cut into ranges ``(start, stop)`` for ``workers`` processes, in order.

    ``chunk`` gives every range that many games. By default ranges shrink as the run goes on
    (a quarter of each process's share of what is left, from 100 games down to 10): large
    ranges first, for little hand-over between processes, and small ones last, so that the
    processes finish at nearly the same moment (with ranges of 100 games, one process could
    still be playing half a range, about a quarter of a second, while the other was idle)."""
    ranges: list[tuple[int, int]] = []
    start = 1
    while start <= total:
        left = total + 1 - start
        size = chunk or max(10, min(100, left // (workers * 4)))
        stop = min(start + size, total + 1)
        ranges.append((start, stop))
        start = stop
    return ranges


def _say_fell_back(first: int, stop: int, error: str) -> None:
    import sys

    print(
        f"saga-table lab: games {first}-{stop - 1} failed on the compiled engine ({error}) and "
        "were played again on the Python modules. Please report it.",
        file=sys.stderr,
    )


def play_on_python(run: LabRun, ranges: list[tuple[int, int]]) -> dict[int, Tally]:
    """``ranges`` of ``run`` played on the Python modules, in a process of their own (spawned:
    this process may hold the compiled engine): by their first game."""
    import multiprocessing
    import pickle
    from concurrent.futures import ProcessPoolExecutor

    from saga_table.lab import worker

    with ProcessPoolExecutor(
        max_workers=1,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=worker.start,
        initargs=(pickle.dumps(run), False),
    ) as pool:
        futures = {start: pool.submit(worker.play, start, stop) for start, stop in ranges}
        return {start: future.result() for start, future in futures.items()}


def run_lab(
    run: LabRun,
    *,
    processes: int | None = None,
    chunk: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    cancelled: Callable[[], bool] | None = None,
    fell_back: Callable[[int, int, str], object] | None = _say_fell_back,
) -> Tally | None:
    """Play every game of ``run`` on ``processes`` processes (all cores by default); the merged
    tally, or None if ``cancelled`` said so. ``progress(done, total)`` is called as ranges end.
    A range that fails on the compiled engine is played again on the Python modules (the same
    games), and ``fell_back(first, stop, error)`` says so."""
    from saga_table.lab import worker

    total = run.games
    workers = max(1, min(processes or default_processes(), total))
    ranges = game_ranges(total, workers, chunk)
    tallies: dict[int, Tally] = {}
    done = 0
    failed: list[tuple[int, int]] = []

    def fall_back(start: int, stop: int, error: worker.CompiledEngineError) -> None:
        failed.append((start, stop))
        if fell_back is not None:
            fell_back(start, stop, str(error))

    if workers == 1:
        for start, stop in ranges:
            if cancelled is not None and cancelled():
                return None
            try:
                tallies[start] = worker.play_guarded(run, start, stop, play_range)
            except worker.CompiledEngineError as error:
                fall_back(start, stop, error)
            done += stop - start
            if progress is not None:
                progress(done, total)
    else:
        import multiprocessing
        import pickle
        from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

        context = multiprocessing.get_context(_start_method())
        with ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=worker.start,
            initargs=(pickle.dumps(run),),  # (unpickled once the worker has chosen its engine)
        ) as pool:
            futures: dict[Future[Tally], tuple[int, int]] = {
                pool.submit(worker.play, start, stop): (start, stop) for start, stop in ranges
            }
            pending = set(futures)
            while pending:
                finished, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
                for future in finished:
                    start, stop = futures[future]
                    try:
                        tallies[start] = future.result()
                    except worker.CompiledEngineError as error:
                        fall_back(start, stop, error)
                    done += stop - start
                    if progress is not None:
                        progress(done, total)
                if cancelled is not None and cancelled():
                    pool.shutdown(wait=False, cancel_futures=True)
                    return None
    if failed:
        tallies.update(play_on_python(run, failed))
    merged = run.new_tally()
    for start in sorted(tallies):
        merged.merge(tallies[start])
    return merged


def _start_method() -> str:
    """How the worker processes start: "fork" on Linux in a process with no Qt and one thread
    (the command line's, the benchmark's): each worker begins with the modules imported and the
    deck's cards already made, 0.2 s sooner; "spawn" everywhere else (the window's process has
    Qt's threads, which a forked child must not inherit; macOS and Windows spawn).
    ``SAGA_TABLE_LAB_START=spawn`` spawns anyway (the packaging test plays both)."""
    import sys
    import threading

    if os.environ.get("SAGA_TABLE_LAB_START") == "spawn":
        return "spawn"
    if (
        sys.platform.startswith("linux")
        and threading.active_count() == 1
        and not any(name.startswith("PySide6") for name in sys.modules)
    ):
        return "fork"
    return "spawn"


def timed_run(run: LabRun, processes: int | None = None) -> tuple[Tally, float]:
    """A run and its wall-clock seconds (for the benchmark and the command's summary)."""
    started = time.perf_counter()
    tally = run_lab(run, processes=processes)
    assert tally is not None
    return tally, time.perf_counter() - started


def setup_of(run: LabRun, number: int) -> Any:
    """The engine setup of game ``number`` (the record's setup)."""
    return lab_setup(run.deck, run.policy, run.seed, number)
