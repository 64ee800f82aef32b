"""The city's blessing (702.131), the Ring tempts you (701.54), speed (702.179) and rad counters
(727.1), each as a short game.

Edition: these rule numbers are those of the Comprehensive Rules as of 2025-2026 as the project
knows them (the stored search material had no copy of these sections); resources/docs/design.md
says so.
"""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef, ContinuousEffectSpec
from saga_table.engine.characteristics import characteristics
from saga_table.engine.ids import Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import AbilityKind, ChooseLegendDecision
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    GRIZZLY_BEARS,
    HILL_GIANT,
    ISLAND,
    advance_to,
    entered,
    in_hand,
    of_type,
    play,
    seat,
    table,
)

ASCENDER = CardDef.simple(
    "City Climber", power="1", toughness="1", keywords=("Ascend",)
)


def _play_many(game, player, name: str, count: int) -> None:
    for _ in range(count):
        play(game, player, name)


def test_cr702_131b_ten_permanents_with_an_ascend_permanent_give_the_blessing() -> None:
    game = table(seat("Ann", ASCENDER, *(ISLAND,) * 9), "Bob")
    play(game, ANN, ASCENDER.name)
    _play_many(game, ANN, ISLAND.name, 8)
    assert not game.state.players[ANN].city_blessing  # nine permanents
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, ISLAND.name)))
    assert game.state.players[ANN].city_blessing
    assert of_type(events, ev.CityBlessingGained) == [ev.CityBlessingGained(ANN)]


def test_cr702_131b_ascend_is_the_permanents_ability_as_it_is_now() -> None:
    """Ascend is an ability like any other (613, layer 6): a City Climber that lost all its
    abilities gives no blessing at ten permanents; Grizzly Bears given ascend by an effect do."""
    for lose in (True, False):
        game = table(seat("Ann", ASCENDER, GRIZZLY_BEARS, *(ISLAND,) * 9), "Bob")
        if lose:
            one = play(game, ANN, ASCENDER.name)
            spec = ContinuousEffectSpec(lose_all_abilities=True)
        else:
            one = play(game, ANN, GRIZZLY_BEARS.name)
            spec = ContinuousEffectSpec(add_keywords=("Ascend",))
        game.apply(a.ApplyEffect((one,), spec))
        _play_many(game, ANN, ISLAND.name, 9)
        assert game.state.players[ANN].city_blessing is not lose


def test_cr702_131b_the_blessing_stays_for_the_rest_of_the_game() -> None:
    game = table(seat("Ann", ASCENDER, *(ISLAND,) * 9), "Bob")
    play(game, ANN, ASCENDER.name)
    _play_many(game, ANN, ISLAND.name, 9)
    for obj in list(game.state.permanents()):
        game.apply(a.MoveObject(obj.id, Zone.GRAVEYARD))
    assert game.state.players[ANN].city_blessing


def test_cr702_131a_an_ascend_spell_needs_ten_as_it_resolves() -> None:
    game = table(seat("Ann", *(ISLAND,) * 10), "Bob")
    events = game.apply(a.Ascend(ANN))
    assert not game.state.players[ANN].city_blessing
    assert of_type(events, ev.NothingHappened)
    _play_many(game, ANN, ISLAND.name, 10)
    game.apply(a.Ascend(ANN))
    assert game.state.players[ANN].city_blessing


def test_cr701_54a_the_ring_tempts_you_choose_a_bearer_and_the_ring_grows() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, GRIZZLY_BEARS), "Bob")
    with pytest.raises(IllegalActionError):
        game.apply(a.TheRingTemptsYou(ANN, bearer=99))  # not a creature Ann controls
    game.apply(a.TheRingTemptsYou(ANN))  # no creature: tempted, no bearer
    assert game.state.players[ANN].ring_tempted == 1
    first = play(game, ANN, GRIZZLY_BEARS.name)
    with pytest.raises(IllegalActionError, match=r"701\.54a"):
        game.apply(a.TheRingTemptsYou(ANN))  # a creature now: one must be chosen
    for _ in range(5):
        events = game.apply(a.TheRingTemptsYou(ANN, bearer=first))
    assert game.state.players[ANN].ring_bearer == first
    assert of_type(events, ev.RingTempted)[-1].level == 4  # four abilities at most


def test_cr701_54a_a_bearer_that_leaves_is_a_bearer_no_more() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    game.apply(a.TheRingTemptsYou(ANN, bearer=bear))
    game.apply(a.MoveObject(bear, Zone.GRAVEYARD))
    assert game.state.players[ANN].ring_bearer is None
    assert game.state.players[ANN].ring_tempted == 1


def test_cr701_54c_the_bearer_attacking_loots_with_two_abilities() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    game.apply(a.TheRingTemptsYou(ANN, bearer=bear))
    advance_to(game, Step.UPKEEP, turn=3)
    game.apply(a.TheRingTemptsYou(ANN, bearer=bear))
    advance_to(game, Step.DECLARE_ATTACKERS, turn=3)
    game.apply(a.DeclareAttackers(((bear, BOB),)))
    texts = [i.text for i in (*game.state.stack, *game.state.pending)]
    assert texts == ["Whenever your Ring-bearer attacks, draw a card, then discard a card."]


def test_cr702_179a_start_your_engines_gives_speed_one_once() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.StartYourEngines(ANN))
    assert game.state.players[ANN].speed == 1
    assert of_type(events, ev.SpeedChanged) == [ev.SpeedChanged(ANN, None, 1)]
    game.apply(a.StartYourEngines(ANN))
    assert game.state.players[ANN].speed == 1


def test_cr702_179a_a_permanent_with_start_your_engines_gives_its_controller_speed_one() -> None:
    """Start your engines! on a permanent is a state-based action: as soon as Ann controls one
    and has no speed, her speed becomes 1 (nobody presses anything); Bob, who controls none,
    has none; and once Ann has a speed, the permanent does nothing more."""
    racer = CardDef.simple("Test Racer", power="2", toughness="2",
                           keywords=("Start your engines!",))
    game = table(seat("Ann", racer, racer), "Bob")
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, racer.name)))
    assert [p.speed for p in game.state.players] == [1, None]
    assert of_type(events, ev.SpeedChanged) == [ev.SpeedChanged(ANN, None, 1)]
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, racer.name)))
    assert not of_type(events, ev.SpeedChanged) and game.state.players[ANN].speed == 1


def test_cr702_179d_speed_rises_once_a_turn_when_an_opponent_loses_life_to_four() -> None:
    game = table("Ann", "Bob")
    game.apply(a.StartYourEngines(ANN))
    for turn in (1, 3, 5, 7, 9):
        advance_to(game, Step.MAIN, turn=turn)
        game.apply(a.ChangeLife(BOB, -1))
        game.apply(a.ChangeLife(BOB, -1))  # a second loss the same turn: no second trigger
        items = [i for i in game.state.stack if i.kind is AbilityKind.SPEED]
        assert len(items) == (1 if turn < 7 else 0)
        while game.state.stack:
            game.apply(a.ResolveTopOfStack())
    assert game.state.players[ANN].speed == 4
    # on Bob's turn, Bob losing life does nothing for Ann
    advance_to(game, Step.MAIN, turn=10)
    game.apply(a.ChangeLife(BOB, -1))
    assert not game.state.stack


def test_cr727_1_rad_counters_mill_and_cost_life_for_nonlands() -> None:
    library = (GRIZZLY_BEARS, ISLAND, GRIZZLY_BEARS, *(ISLAND,) * 10)
    game = table(seat("Ann", library=library), "Bob", in_main=False)
    game.apply(a.AddPlayerCounters(ANN, "rad", 3))
    advance_to(game, Step.MAIN, turn=1)
    assert [i.kind for i in game.state.stack] == [AbilityKind.RAD]
    life = game.state.players[ANN].life
    game.apply(a.ResolveTopOfStack())
    state = game.state
    assert len(state.zone(ANN, Zone.GRAVEYARD)) == 3
    assert state.players[ANN].life == life - 2
    assert state.players[ANN].counters["rad"] == 1


def test_the_designations_replay_from_the_record() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    game.apply(a.TheRingTemptsYou(ANN, bearer=bear))
    game.apply(a.StartYourEngines(BOB))
    result = replay(json.loads(json.dumps(game_to_json(game))))
    assert result.error is None
    state = result.game.state
    assert state.players[ANN].ring_tempted == 1 and state.players[ANN].ring_bearer is not None
    assert state.players[BOB].speed == 1


SAM = CardDef.simple("Sam", supertypes=("Legendary",), power="2", toughness="3")
SAM_DOUBLE = CardDef.simple("Sam", power="2", toughness="2")  # a nonlegendary card of that name


def test_cr701_54c_the_ring_bearer_is_legendary_and_stops_being_so_when_another_is_chosen() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, GRIZZLY_BEARS), "Bob")
    first = play(game, ANN, GRIZZLY_BEARS.name)
    second = play(game, ANN, GRIZZLY_BEARS.name)
    game.apply(a.TheRingTemptsYou(ANN, bearer=first))
    assert "Legendary" in characteristics(game.state, first).supertypes
    assert "Legendary" not in characteristics(game.state, second).supertypes
    # two Grizzly Bears, one of them legendary: the legend rule has nothing to do
    assert game.state.decision is None and second in game.state.battlefield
    game.apply(a.TheRingTemptsYou(ANN, bearer=second))
    assert "Legendary" not in characteristics(game.state, first).supertypes
    assert "Legendary" in characteristics(game.state, second).supertypes


def test_cr701_54c_704_5j_a_ring_bearer_named_like_a_legend_meets_the_legend_rule() -> None:
    game = table(seat("Ann", SAM, SAM_DOUBLE), "Bob")
    legend = play(game, ANN, SAM.name)
    in_hand_id = next(o.id for o in game.state.objects.values() if o.card is SAM_DOUBLE)
    namesake = entered(game.apply(a.PutOntoBattlefield(in_hand_id)))
    assert game.state.decision is None  # only one of them is legendary
    game.apply(a.TheRingTemptsYou(ANN, bearer=namesake))
    decision = game.state.decision
    assert isinstance(decision, ChooseLegendDecision) and decision.name == "Sam"
    game.apply(a.KeepLegend(legend))
    assert namesake not in game.state.battlefield
    assert game.state.players[ANN].ring_bearer is None  # 701.54a: it left


def test_cr701_54c_the_ring_bearer_cannot_be_blocked_by_greater_power() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", HILL_GIANT, GRIZZLY_BEARS))
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    giant = play(game, BOB, HILL_GIANT.name, controller=BOB)
    bobs_bear = play(game, BOB, GRIZZLY_BEARS.name, controller=BOB)
    game.apply(a.TheRingTemptsYou(ANN, bearer=bear))
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bear, BOB),)))
    advance_to(game, Step.DECLARE_BLOCKERS)
    with pytest.raises(IllegalActionError, match="greater power than the Ring-bearer"):
        game.apply(a.DeclareBlockers(((giant, bear),)))
    game.apply(a.DeclareBlockers(((bobs_bear, bear),)))  # equal power may block
    assert game.state.objects[bobs_bear].blocking == (bear,)


def test_cr701_54c_without_the_ring_a_bigger_creature_blocks_as_usual() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", HILL_GIANT))
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    giant = play(game, BOB, HILL_GIANT.name, controller=BOB)
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bear, BOB),)))
    advance_to(game, Step.DECLARE_BLOCKERS)
    game.apply(a.DeclareBlockers(((giant, bear),)))
    assert game.state.objects[giant].blocking == (bear,)
