"""TapPermanents: several permanents tapped in one action (the lands paying for a spell), each as
TapPermanent taps it (mana abilities do not use the stack, 605.3a); refused as a whole when
any one could not be tapped alone."""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, Zone
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


def test_cr601_2g_a_spell_cast_tapping_its_lands() -> None:
    """CastSpell's ``tapping``: the lands are tapped as the spell is cast, in one action, and the
    state is the one TapPermanents then CastSpell would give."""
    game = table(seat("Ann", ISLAND, ISLAND, GRIZZLY_BEARS, GRIZZLY_BEARS), "Bob")
    lands = (_put(game, in_hand(game, ANN, "Island")), _put(game, in_hand(game, ANN, "Island")))
    alone = Game(game.setup)
    for entry in game.history:
        alone.apply(entry.action)
    bears = in_hand(game, ANN, "Grizzly Bears")
    events = game.apply(a.CastSpell(bears, tapping=lands))
    alone.apply(a.TapPermanents(lands))
    alone.apply(a.CastSpell(bears))
    assert [e.object for e in of_type(events, ev.PermanentTapped)] == list(lands)
    assert game.state.objects == alone.state.objects
    assert game.state.stack == alone.state.stack


def test_cr601_2g_the_cast_is_refused_with_a_land_it_cannot_tap() -> None:
    game = table(seat("Ann", ISLAND, GRIZZLY_BEARS), "Bob")
    land = _put(game, in_hand(game, ANN, "Island"))
    game.apply(a.TapPermanent(land))
    bears = in_hand(game, ANN, "Grizzly Bears")
    before = game.state
    with pytest.raises(IllegalActionError, match="already tapped"):
        game.apply(a.CastSpell(bears, tapping=(land,)))
    assert game.state is before and not game.state.stack


def test_a_cast_with_tapping_is_recorded_and_one_without_is_as_before() -> None:
    game = table(seat("Ann", ISLAND, GRIZZLY_BEARS, GRIZZLY_BEARS), "Bob")
    land = _put(game, in_hand(game, ANN, "Island"))
    first, second = (o for o in game.state.zone(ANN, Zone.HAND))
    game.apply(a.CastSpell(first, tapping=(land,)))
    game.apply(a.ResolveTopOfStack())
    game.apply(a.CastSpell(second))
    data = json.loads(json.dumps(game_to_json(game)))
    assert data["actions"][-3] == {"type": "CastSpell", "card": first, "tapping": [land]}
    assert data["actions"][-1] == {"type": "CastSpell", "card": second}
    assert replay(data).game.state.objects == game.state.objects
