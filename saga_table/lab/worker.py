"""What a lab worker process runs: its start (the run, unpickled) and its ranges of games.

Kept apart from :mod:`.runner` so that a spawned worker imports nothing of the engine before
:func:`start` has had the chance to put the compiled engine in place
(:func:`saga_table.compiled.enable`): the run arrives pickled, and is unpickled (which imports
the engine's card classes) only after that. A forked worker already has the modules of the
process it was forked from, compiled or not, and :func:`enable` changes nothing there.

A range that fails on the compiled engine is reported as a :class:`CompiledEngineError`: the
runner plays it again on the Python modules (:func:`saga_table.lab.runner.run_lab`), which play
the same games, so that a fault of the compilation costs time, never a run.
"""

from __future__ import annotations

import pickle
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from saga_table.lab.runner import LabRun
    from saga_table.lab.tally import Tally

__all__ = ["CompiledEngineError", "play", "start"]

_RUN: LabRun | None = None


class CompiledEngineError(Exception):
    """A range of games raised an error on the compiled engine (its text says which)."""


def start(run: bytes, compiled: bool = True) -> None:
    """The worker's initializer: the compiled engine where it can be had (unless ``compiled``
    is False: the Python modules), then the run."""
    global _RUN
    if compiled:
        from saga_table.compiled import enable

        enable()
    _RUN = pickle.loads(run)


def play(first: int, stop: int) -> Tally:
    """Games ``first`` to ``stop - 1`` of the run, in this worker."""
    from saga_table.lab.runner import play_range

    assert _RUN is not None
    return play_guarded(_RUN, first, stop, play_range)


def play_guarded(
    run: LabRun, first: int, stop: int, play_range: Callable[[LabRun, int, int], Tally]
) -> Tally:
    """``play_range(run, first, stop)``; an error raised on the compiled engine comes out as a
    :class:`CompiledEngineError` (one raised on the Python modules as itself)."""
    from saga_table.compiled import status

    try:
        return play_range(run, first, stop)
    except Exception as exc:
        if status() != "compiled":
            raise
        raise CompiledEngineError(f"{type(exc).__name__}: {exc}") from exc
