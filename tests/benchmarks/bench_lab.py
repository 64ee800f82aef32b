"""Benchmark: the goldfish lab's speed, games per second on 1 and 2 processes.

Run with ``.venv/bin/python tests/benchmarks/bench_lab.py [--games 10000] [--turns 10]``
(a script, not a test). It plays the demo deck (resources/docs/examples/demo-deck.txt) with the
scripted player in the headless engine mode (on the compiled engine where
``packaging/compile_engine.py`` has built it, as the lab command plays; ``--pure`` for the Python
modules), first on one process, then on two, and prints a Markdown table: wall seconds, games
per second, games per second per process, and the CPU seconds the worker processes used (user +
system), which a machine loaded by other work disturbs less than the wall clock. Also the cost
of one game with the engine's history kept (the normal mode), for comparison. Target: 10,000
ten-turn games in at most 20 s on two cores.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TARGET_S = 20.0
DEMO_DECK = ROOT / "resources" / "docs" / "examples" / "demo-deck.txt"


def _cpu_children() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _cpu_self() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--one-process-games",
        type=int,
        default=None,
        help="games for the one-process row (default: --games)",
    )
    parser.add_argument(
        "--pure",
        action="store_true",
        help="play on the pure Python engine even where the compiled one is built",
    )
    args = parser.parse_args(argv)

    from saga_table import compiled

    if args.pure:
        engine = "Python (--pure)"
    elif compiled.enable():  # (as `saga-table lab` does, before the engine is imported)
        engine = "compiled"
    else:
        engine = f"Python ({compiled.status()})"

    from saga_table.lab.command import load_deck
    from saga_table.lab.player import Policy, play_game
    from saga_table.lab.runner import LabRun, run_lab

    os.environ.setdefault("SAGA_TABLE_DATA_DIR", str(Path("/tmp/saga-bench-lab-data")))
    deck = load_deck(DEMO_DECK)
    load_before = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    rows = []
    for processes, games in ((1, args.one_process_games or args.games), (2, args.games)):
        run = LabRun(deck, Policy(turns=args.turns), games, args.seed)
        cpu0, self0 = _cpu_children(), _cpu_self()
        started = time.perf_counter()
        tally = run_lab(run, processes=processes)
        wall = time.perf_counter() - started
        cpu = (_cpu_children() - cpu0) + (_cpu_self() - self0)
        assert tally is not None and tally.games == games
        rows.append((processes, games, wall, cpu, sum(tally.stopped.values())))
        print(f"{processes} process(es): {games} games in {wall:.1f} s", file=sys.stderr)

    # one game with history (the normal mode) and without, in this process
    samples = {}
    for keep in (False, True):
        policy = Policy(turns=args.turns, keep_history=keep)
        started = _cpu_self()
        for number in range(1, 101):
            play_game(deck, policy, args.seed, number)
        samples[keep] = (_cpu_self() - started) / 100
    load_after = ", ".join(f"{x:.1f}" for x in os.getloadavg())

    print(
        f"\nThe goldfish lab: the demo deck, {args.turns}-turn games, seed {args.seed}, "
        f"the {engine} engine; "
        f"{os.cpu_count()} CPUs; load average {load_before} before, {load_after} after\n"
    )
    print(
        "| processes | games | wall | games/s | games/s per process | CPU s | CPU ms/game "
        "| stopped games |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for processes, games, wall, cpu, stopped in rows:
        rate = games / wall
        print(
            f"| {processes} | {games:,} | {wall:.1f} s | {rate:.0f} | {rate / processes:.0f} | "
            f"{cpu:.1f} | {1000 * cpu / games:.2f} | {stopped} |"
        )
    two = next(r for r in rows if r[0] == 2)
    scaled = two[2] * 10_000 / two[1]
    verdict = "ok" if scaled <= TARGET_S else "**missed**"
    print(f"\n10,000 games on 2 processes: {scaled:.1f} s (target <= {TARGET_S:g} s): {verdict}")
    print(
        f"one game, CPU: headless {1000 * samples[False]:.2f} ms, with history "
        f"{1000 * samples[True]:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
