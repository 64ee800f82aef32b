"""The action door's quicker paths (engine/tx.py, engine/sba.py): each gives what the plain
path gave.

A library is shuffled with random.shuffle's own steps inline (``Tx.shuffle``): the same order
and the same generator state after, for every size and seed, so records replay as before.
"""

from __future__ import annotations

import random

from saga_table.engine.cards import CardDef
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup, initial_state
from saga_table.engine.state import GameState
from saga_table.engine.tx import Tx


def _library_state(size: int, seed: int) -> GameState:
    cards = tuple(CardDef.simple(f"Land {i}", card_types=("Land",)) for i in range(size))
    setup = GameSetup(players=(PlayerSetup("Ann", library=cards),), shuffle=False, seed=seed)
    state, _ = initial_state(setup)
    return state


def test_a_shuffle_gives_random_shuffles_order_and_state_for_every_size_and_seed() -> None:
    for size in (0, 1, 2, 3, 7, 8, 9, 16, 17, 53, 60, 64, 65, 100):
        for seed in (0, 1, 7, 12345):
            state = _library_state(size, seed)
            key = (PlayerId(0), Zone.LIBRARY)
            expected = list(state.zones.get(key, ()))
            rng = random.Random()
            rng.setstate(state.rng_state)
            rng.shuffle(expected)
            tx = Tx(state)
            tx.shuffle(PlayerId(0))
            assert list(tx.state.zones.get(key, ())) == expected, (size, seed)
            assert tx.state.rng_state == rng.getstate(), (size, seed)
