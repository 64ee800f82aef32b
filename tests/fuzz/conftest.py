"""The fuzz suite's tally: inputs tried per entry point, and how each ended.

At the end of a run the tally is printed (``-s`` or the terminal summary) and, with
``SAGA_TABLE_FUZZ_REPORT=path``, written there as JSON: the figures of issue 12.
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from typing import Any

import pytest

#: entry point -> outcome -> count; outcomes: "ok", "refused" (a message, the documented code),
#: "crash" (a traceback or an undocumented code), "changed" (a file changed on a refusal).
TALLY: defaultdict[str, Counter[str]] = defaultdict(Counter)
#: entry point -> the longest one input took, in seconds.
SLOWEST: dict[str, float] = {}
#: entry point -> mutation kinds tried.
KINDS: defaultdict[str, Counter[str]] = defaultdict(Counter)


def record(entry: str, outcome: str, seconds: float, kind: str) -> None:
    TALLY[entry][outcome] += 1
    KINDS[entry][kind] += 1
    SLOWEST[entry] = max(SLOWEST.get(entry, 0.0), seconds)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not TALLY:
        return
    report: dict[str, Any] = {}
    terminalreporter.section("fuzz tally (issue 12)")
    for entry in sorted(TALLY):
        counts = TALLY[entry]
        tried = sum(counts.values())
        report[entry] = {
            "inputs": tried,
            **dict(counts),
            "slowest_s": round(SLOWEST[entry], 3),
            "kinds": dict(KINDS[entry]),
        }
        terminalreporter.write_line(
            f"{entry}: {tried} inputs, ok {counts['ok']}, refused {counts['refused']}, "
            f"crashes {counts['crash']}, files changed {counts['changed']}, "
            f"slowest {SLOWEST[entry]:.2f} s"
        )
    path = os.environ.get("SAGA_TABLE_FUZZ_REPORT")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2)


@pytest.fixture
def tally() -> Any:
    return record
