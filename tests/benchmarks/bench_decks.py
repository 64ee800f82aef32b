"""Benchmark: checking big decklists (issue 12).

Run with ``.venv/bin/python tests/benchmarks/bench_decks.py [--lines N] [--runs R]``.

- ``deck check --json`` of a 10,000-line text decklist (built-in card names, one line in 500 an
  unknown name that gets suggestions): the time of the command in a fresh process, less the
  time of the same process doing ``--help`` (start-up and imports), CPU and wall clock.
- A 10,000-card XML decklist (.dek) written on one line: peak memory (``ru_maxrss``) of
  ``deck check --json`` on it in a fresh process.

Targets: the 10,000-line check under 1 s; the one-line XML list under 200 MB peak.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parents[2])
TARGET_SECONDS = 1.0
TARGET_PEAK_MB = 200.0
NAMES = (
    "Plains", "Island", "Swamp", "Mountain", "Forest", "History of Benalia", "The Eldest Reborn",
    "Grizzly Bears", "Fall of the Thran", "Llanowar Elves",
)  # fmt: skip

_PROBE = """
import resource, sys, time
t0, c0 = time.perf_counter(), time.process_time()
from saga_table.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
t1, c1 = time.perf_counter(), time.process_time()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"BENCH {t1 - t0:.4f} {c1 - c0:.4f} {peak:.1f} {code}", file=sys.stderr)
"""


def _run(*args: str, data_dir: Path) -> tuple[float, float, float, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, "--data-dir", str(data_dir), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )
    line = next(ln for ln in out.stderr.splitlines() if ln.startswith("BENCH "))
    wall, cpu, peak, code = line.split()[1:]
    return float(wall), float(cpu), float(peak), int(code)


def _text_list(path: Path, lines: int) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for i in range(lines):
            name = NAMES[i % len(NAMES)] if i % 500 else f"Unheard Of Card {i}"
            f.write(f"{1 + i % 4} {name}\n")


def _xml_list(path: Path, cards: int) -> None:
    body = "".join(
        f'<Cards CatID="{i}" Quantity="{1 + i % 4}" Sideboard="false" '
        f'Name="{NAMES[i % len(NAMES)]}" />'
        for i in range(cards)
    )
    head = '<?xml version="1.0" encoding="utf-8"?><Deck><NetDeckID>0</NetDeckID>'
    path.write_text(f"{head}{body}</Deck>", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = folder / "data"
        text, xml = folder / "big.txt", folder / "big.dek"
        _text_list(text, args.lines)
        _xml_list(xml, args.lines)
        print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        base = [_run("--help", data_dir=data) for _ in range(args.runs)]
        runs = [_run("deck", "check", str(text), "--json", data_dir=data) for _ in range(args.runs)]
        wall = statistics.median(r[0] for r in runs) - statistics.median(b[0] for b in base)
        cpu = statistics.median(r[1] for r in runs) - statistics.median(b[1] for b in base)
        code = runs[0][3]
        verdict = "ok" if cpu < TARGET_SECONDS else "OVER"
        print(f"deck check --json, {args.lines:,} lines: {cpu:.3f} s CPU, {wall:.3f} s wall "
              f"(less start-up), exit {code}: {verdict} (target < {TARGET_SECONDS} s)")  # fmt: skip
        peaks = [_run("deck", "check", str(xml), "--json", data_dir=data) for _ in range(args.runs)]
        peak = max(p[2] for p in peaks)
        verdict = "ok" if peak < TARGET_PEAK_MB else "OVER"
        size = xml.stat().st_size / 1e6
        print(f"deck check --json, {args.lines:,}-card XML on one line ({size:.1f} MB): "
              f"peak {peak:.0f} MB, {statistics.median(p[1] for p in peaks):.3f} s CPU: {verdict} "
              f"(target < {TARGET_PEAK_MB:.0f} MB)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
