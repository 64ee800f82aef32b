"""TapPermanents: several permanents tapped in one action (the lands paying for a spell), each as
TapPermanent taps it (mana abilities do not use the stack, 605.3a); refused as a whole when
any one could not be tapped alone."""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.tx import IllegalActionError
from saga_table.words.actions import action_name
from tests.engine.helpers import ANN, GRIZZLY_BEARS, ISLAND, in_hand, of_type, seat, table


def _three_lands() -> tuple[Game, list[ObjectId]]:
    game = table(seat("Ann", ISLAND, ISLAND, GRIZZLY_BEARS), "Bob")
    ids = []
    for _ in range(2):
        ids.append(_put(game, in_hand(game, ANN, "Island")))
    ids.append(_put(game, in_hand(game, ANN, "Grizzly Bears")))
    return game, ids


def _put(game: Game, card: ObjectId) -> ObjectId:
    events = game.apply(a.PutOntoBattlefield(card))
    return next(e.object for e in events if isinstance(e, ev.PermanentEntered))


def test_taps_each_in_turn_as_single_taps_would() -> None:
    game, ids = _three_lands()
    alone, _ = _three_lands()
    events = game.apply(a.TapPermanents(tuple(ids)))
    for oid in ids:
        alone.apply(a.TapPermanent(oid))
    assert [e.object for e in of_type(events, ev.PermanentTapped)] == ids
    assert all(game.state.objects[oid].tapped for oid in ids)
    assert game.state.objects == alone.state.objects
    assert game.state.stack == () and game.state.decision is None


@pytest.mark.parametrize(
    ("pick", "why"),
    [
        (lambda ids: (), "nothing to tap"),
        (lambda ids: (ids[0], ids[1], ids[0]), "named twice"),
        (lambda ids: (ids[0], ids[2]), "already tapped"),
        (lambda ids: (ids[0], ObjectId(9999)), "no object 9999"),
    ],
)
def test_refused_as_a_whole(pick: object, why: str) -> None:
    game, ids = _three_lands()
    game.apply(a.TapPermanent(ids[2]))
    before = game.state
    with pytest.raises(IllegalActionError, match=why):
        game.apply(a.TapPermanents(pick(ids)))  # type: ignore[operator]
    assert game.state is before
    assert not game.state.objects[ids[0]].tapped


def test_a_card_in_hand_is_not_tapped() -> None:
    game = table(seat("Ann", ISLAND, ISLAND), "Bob")
    land = _put(game, in_hand(game, ANN, "Island"))
    with pytest.raises(IllegalActionError):
        game.apply(a.TapPermanents((land, in_hand(game, ANN, "Island"))))
    assert not game.state.objects[land].tapped


def test_one_undo_takes_back_every_tap() -> None:
    game, ids = _three_lands()
    game.apply(a.TapPermanents(tuple(ids[:2])))
    assert game.undo() == a.TapPermanents(tuple(ids[:2]))
    assert not any(game.state.objects[oid].tapped for oid in ids)


def test_headless_taps_the_same() -> None:
    game, ids = _three_lands()
    light = Game(game.setup, keep_history=False)
    for entry in game.history:
        light.apply(entry.action)
    game.apply(a.TapPermanents(tuple(ids)))
    light.apply(a.TapPermanents(tuple(ids)))
    assert light.state.objects == game.state.objects


def test_recorded_and_replayed() -> None:
    game, ids = _three_lands()
    game.apply(a.TapPermanents(tuple(ids[:2])))
    data = json.loads(json.dumps(game_to_json(game)))
    assert data["actions"][-1] == {"type": "TapPermanents", "objects": list(ids[:2])}
    again = replay(data).game
    assert again.state.objects == game.state.objects


def test_named_for_undo() -> None:
    game, ids = _three_lands()
    name = action_name(a.TapPermanents(tuple(ids[:2])), game.state)
    assert name == "Tap Island, Island"
