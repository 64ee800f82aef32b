"""What a lab worker process runs: its start (the run, unpickled) and its ranges of games.

Kept apart from :mod:`.runner` so that a spawned worker imports nothing of the engine before
:func:`start` has had the chance to put the compiled engine in place
(:func:`saga_table.compiled.enable`): the run arrives pickled, and is unpickled (which imports
the engine's card classes) only after that. A forked worker already has the modules of the
process it was forked from, compiled or not, and :func:`enable` changes nothing there.
"""

from __future__ import annotations

import pickle
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from saga_table.lab.runner import LabRun
    from saga_table.lab.tally import Tally

__all__ = ["play", "start"]

_RUN: LabRun | None = None


def start(run: bytes) -> None:
    """The worker's initializer: the compiled engine where it can be had, then the run."""
    global _RUN
    from saga_table.compiled import enable

    enable()
    _RUN = pickle.loads(run)


def play(first: int, stop: int) -> Tally:
    """Games ``first`` to ``stop - 1`` of the run, in this worker."""
    from saga_table.lab.runner import play_range

    assert _RUN is not None
    return play_range(_RUN, first, stop)
