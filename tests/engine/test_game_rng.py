"""The game's random number generator (engine/setup.py, Tx.rng and Tx.store_rng): a new game's
libraries are shuffled from the seed one after the other with one generator, and the generator
last stored is used again while the state holds the tuple it was stored as; the orders and the
states kept are the plain path's (a new generator set to the state for each shuffle)."""

from __future__ import annotations

import random

from saga_table.engine.cards import CardDef
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup, initial_state
from saga_table.engine.tx import Tx


def _cards(size: int, tag: str) -> tuple[CardDef, ...]:
    return tuple(CardDef.simple(f"{tag} {i}", card_types=("Land",)) for i in range(size))


def _plain(state_before: tuple[object, ...], ids: list[int]) -> tuple[list[int], tuple]:
    rng = random.Random()
    rng.setstate(state_before)
    rng.shuffle(ids)
    return ids, rng.getstate()


def test_103_1_a_new_games_libraries_are_shuffled_as_one_shuffle_after_another() -> None:
    for sizes in ((60, 0), (0, 60), (40, 41), (1, 2), (0, 0), (53, 7, 9)):
        for seed in (0, 1, 99, 2**47 + 5):
            players = tuple(
                PlayerSetup(f"P{i}", library=_cards(n, f"P{i}")) for i, n in enumerate(sizes)
            )
            state, events = initial_state(GameSetup(players=players, seed=seed))
            plain, _ = initial_state(GameSetup(players=players, seed=seed, shuffle=False))
            rng_state = random.Random(seed).getstate()
            for i in range(len(sizes)):
                key = (PlayerId(i), Zone.LIBRARY)
                order, rng_state = _plain(rng_state, list(plain.zones.get(key, ())))
                assert list(state.zones[key]) == order, (sizes, seed, i)
            assert state.rng_state == rng_state, (sizes, seed)
            assert sum(type(e).__name__ == "LibraryShuffled" for e in events) == len(sizes)


def test_a_paper_seat_and_an_unshuffled_game_keep_the_seeds_state() -> None:
    paper = PlayerSetup("Paper", paper=True, hand_count=7)
    state, _ = initial_state(GameSetup(players=(paper,), seed=7))
    assert state.rng_state == random.Random(7).getstate()
    deck = PlayerSetup("Deck", library=_cards(10, "D"))
    state, _ = initial_state(GameSetup(players=(deck,), seed=7, shuffle=False))
    assert state.rng_state == random.Random(7).getstate()


def test_the_generator_stored_is_used_again_only_for_the_tuple_it_was_stored_as() -> None:
    state, _ = initial_state(GameSetup(players=(PlayerSetup("A", library=_cards(30, "A")),)))
    tx = Tx(state)
    first = tx.rng()
    first.random()
    tx.store_rng(first)
    again = tx.rng()
    assert again is first  # the state holds the tuple stored
    assert tx.rng() is not first  # taken: never handed out twice
    tx.store_rng(again)
    # an equal tuple that is another object, as a state read back would hold: a new generator
    tx.state.rng_state = tuple(list(tx.state.rng_state))
    other = tx.rng()
    assert other is not first
    assert other.getstate() == first.getstate()


def test_a_generator_taken_and_not_stored_leaves_the_state_as_it_was() -> None:
    state, _ = initial_state(GameSetup(players=(PlayerSetup("A", library=_cards(30, "A")),)))
    tx = Tx(state)
    kept = tx.state.rng_state
    rng = tx.rng()
    rng.random()  # drawn from, then the action is refused: nothing is stored
    fresh = Tx(state).rng()
    assert fresh is not rng
    assert fresh.getstate() == kept
    # each shuffle goes on from the last state stored, as with a new generator each time
    tx = Tx(state)
    key = (PlayerId(0), Zone.LIBRARY)
    order, expected = _plain(kept, list(state.zones[key]))
    tx.shuffle(PlayerId(0))
    assert list(tx.state.zones[key]) == order
    order, expected = _plain(expected, order)
    tx.shuffle(PlayerId(0))
    assert list(tx.state.zones[key]) == order
    assert tx.state.rng_state == expected
