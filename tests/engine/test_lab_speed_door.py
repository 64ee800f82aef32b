"""The action door's quicker paths (engine/tx.py, engine/sba.py): each gives what the plain
path gave.

A library is shuffled by random.shuffle from the state's generator (``Tx.shuffle``), and the
generator's state after it is kept, for every size and seed, so records replay as before. The
check after one whose only actions were Sagas sacrificed is passed over (sba._sagas_only), but
not when an Aura is on the battlefield (704.5m may then apply).
"""

from __future__ import annotations

import random

import pytest

from saga_table.engine import actions as a
from saga_table.engine import game as door
from saga_table.engine import sba
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup, initial_state
from saga_table.engine.state import GameState
from saga_table.engine.tx import Tx

ANN = PlayerId(0)


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


def _game(*hand: CardDef) -> Game:
    filler = (CardDef.simple("Island", card_types=("Land",), subtypes=("Island",)),) * 10
    g = Game(GameSetup(players=(PlayerSetup("Ann", hand=hand, library=filler),), shuffle=False))
    g.apply(a.AdvanceStep())  # Ann's precombat main (her first draw is skipped)
    return g


def _put(g: Game, name: str) -> ObjectId:
    card = next(i for i in g.state.zone(ANN, Zone.HAND) if g.state.objects[i].name == name)
    g.apply(a.PutOntoBattlefield(card))
    while g.state.stack:
        g.apply(a.ResolveTopOfStack())
    return next(o.id for o in g.state.permanents() if o.name == name)


TALE = CardDef.saga("Tale", chapters={1: "one", 2: "two"})
AURA = CardDef.simple("Plain Aura", card_types=("Enchantment",), subtypes=("Aura",))


@pytest.mark.parametrize("keep_history", [True, False])
def test_704_5m_an_aura_on_a_saga_sacrificed_goes_with_it_in_the_next_check(
    keep_history: bool,
) -> None:
    """714.4 then 704.5m: the check after one that sacrificed a Saga is passed over only when
    no Aura is on the battlefield; with one attached to the Saga, that check puts it into the
    graveyard."""
    g = _game(TALE, AURA)
    if not keep_history:
        g = Game(g.setup, keep_history=False)
        g.apply(a.AdvanceStep())
    tale = _put(g, "Tale")
    aura = _put(g, "Plain Aura")
    g.apply(a.AttachTo(aura, tale))
    g.apply(a.AddCounters(tale, amount=1))  # chapter II triggers
    while g.state.stack:
        g.apply(a.ResolveTopOfStack())
    assert tale not in g.state.battlefield and aura not in g.state.battlefield
    graveyard = [g.state.objects[i].name for i in g.state.zone(ANN, Zone.GRAVEYARD)]
    assert sorted(graveyard) == ["Plain Aura", "Tale"]


def test_714_4_the_check_after_a_lone_saga_sacrificed_is_passed_over_and_finds_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A check whose only action is a Saga sacrificed leaves a settled state: the next check
    is passed over (one full check fewer), and a full check there finds nothing."""
    g = _game(TALE)
    tale = _put(g, "Tale")
    g.apply(a.AddCounters(tale, amount=1))
    full: list[bool] = []
    check = sba._check

    def counted_check(tx: Tx) -> bool:
        found = check(tx)
        full.append(found)
        return found

    monkeypatch.setattr(sba, "_check", counted_check)
    g.apply(a.ResolveTopOfStack())  # chapter II resolves; the Saga is sacrificed
    assert tale not in g.state.battlefield
    assert full[-1] is True  # the last full check was the sacrifice: the next passed over
    assert not check(Tx(g.state))  # and a full check of the state left finds nothing


@pytest.mark.parametrize("keep_history", [True, False])
def test_the_door_makes_each_actions_transaction_as_the_class_does(
    keep_history: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The door makes each action's Tx without the class call: the same transaction as
    ``Tx(state, quiet=...)`` (every field as it begins, the state a copy of the one given)."""
    g = _game(TALE)
    if not keep_history:
        g = Game(g.setup, keep_history=False)
        g.apply(a.AdvanceStep())
    state = g.state
    plain = Tx(state, quiet=not keep_history)
    expected = {k: v for k, v in vars(plain).items() if k != "state"}
    seen: list[Tx] = []
    carry = door.carry_quiet

    def looked_at(tx: Tx, origin: GameState) -> None:  # (the door's first act with its Tx)
        seen.append(tx)
        assert type(tx) is Tx and vars(tx).keys() == vars(plain).keys()
        assert tx.origin is state is origin and tx.state == state and tx.state is not state
        assert {k: v for k, v in vars(tx).items() if k != "state"} == expected
        carry(tx, origin)

    monkeypatch.setattr(door, "carry_quiet", looked_at)
    g.apply(a.PutOntoBattlefield(state.zone(ANN, Zone.HAND)[0]))
    assert len(seen) == 1


def test_a_games_state_follows_apply_undo_and_redo_and_is_the_headless_ones() -> None:
    """``Game.state`` (a plain attribute) is always the last entry's after, the initial state
    before any; a headless game of the same actions reaches the same states."""
    g = _game(TALE)
    light = Game(g.setup, keep_history=False)
    light.apply(a.AdvanceStep())
    assert light.state == g.state
    card = g.state.zone(ANN, Zone.HAND)[0]
    for game in (g, light):
        game.apply(a.PutOntoBattlefield(card))
        game.apply(a.ResolveTopOfStack())
    assert light.state == g.state == g.history_entry(-1).after
    g.undo()
    assert g.state is g.history_entry(-1).after and g.state.stack
    g.undo()
    g.undo()
    assert g.state is g.initial_state
    g.redo_step()
    g.redo()
    g.redo()
    assert g.state == light.state and not g.can_redo
