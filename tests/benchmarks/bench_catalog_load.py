"""How long reading the built-in card catalog takes (the first load of a process): a figure, not a
test. Run: .venv/bin/python tests/benchmarks/bench_catalog_load.py [repeats]."""

from __future__ import annotations

import statistics
import sys
import time

from saga_table.catalog.builtin import load_card_files
from saga_table.resources import resources_dir


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    wall, cpu = [], []
    for _ in range(repeats):
        w, c = time.perf_counter(), time.process_time()
        cards = load_card_files(resources_dir() / "cards")
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    print(f"{len(cards)} cards; load median {statistics.median(wall) * 1000:.1f} ms wall, "
          f"{statistics.median(cpu) * 1000:.1f} ms CPU (target < 50 ms)")


if __name__ == "__main__":
    main()
