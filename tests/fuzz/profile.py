"""How hard the fuzz and random-input tests push: quick in CI, longer for a nightly run.

``SAGA_TABLE_FUZZ=long`` multiplies every example count by 20 (``=N`` by N).
"""

from __future__ import annotations

import os


def _factor() -> int:
    raw = os.environ.get("SAGA_TABLE_FUZZ", "").strip().lower()
    if raw == "long":
        return 20
    return int(raw) if raw.isdigit() and int(raw) > 0 else 1


FACTOR = _factor()


def examples(base: int) -> int:
    """The number of Hypothesis examples for a test whose CI count is ``base``."""
    return base * FACTOR


def scale(base: int) -> int:
    """The number of random steps (events, moves) for a loop whose CI count is ``base``."""
    return base * FACTOR
