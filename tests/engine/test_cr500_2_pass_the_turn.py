"""Passing the turn the ordinary way (500.2: each step ends when all players pass in succession
with an empty stack), as one action that stops where something needs doing; and combat damage
that is due (510) is never passed over without being dealt."""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.combat import combat_damage_due
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import AbilityKind, DiscardToHandSizeDecision, OrderTriggersDecision
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    END_STEP_WATCHER,
    GRIZZLY_BEARS,
    advance_to,
    of_type,
    play,
    resolve,
    seat,
    steps_began,
    table,
)


def _hand(game: Game, player: PlayerId) -> int:
    return len(game.state.zone(player, Zone.HAND))


def test_cr500_2_pass_the_turn_goes_through_end_and_cleanup_to_the_next_players_upkeep() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.PassTheTurn())
    assert steps_began(events) == [
        "beginning of combat", "declare attackers", "end of combat", "postcombat main", "end",
        "cleanup",
        "untap", "upkeep",
    ]
    turn = game.state.turn
    assert (turn.number, turn.active, turn.step) == (2, BOB, Step.UPKEEP)


def test_cr724_2_pass_the_turn_stops_at_the_monarchs_end_step_draw() -> None:
    game = table("Ann", "Bob")
    game.apply(a.BecomeMonarch(ANN))
    before = _hand(game, ANN)
    game.apply(a.PassTheTurn())
    assert game.state.turn.step is Step.END and game.state.turn.number == 1
    assert [i.kind for i in game.state.stack] == [AbilityKind.MONARCH_DRAW]
    resolve(game)
    game.apply(a.PassTheTurn())  # the rest of the turn: nothing more to do
    assert _hand(game, ANN) == before + 1
    assert (game.state.turn.number, game.state.turn.active) == (2, BOB)


def test_cr603_3b_pass_the_turn_stops_for_the_order_of_end_step_triggers() -> None:
    game = table(seat("Ann", END_STEP_WATCHER), "Bob")
    play(game, ANN, "Twilight Watcher")
    game.apply(a.BecomeMonarch(ANN))
    game.apply(a.PassTheTurn())
    assert isinstance(game.state.decision, OrderTriggersDecision)
    assert game.state.turn.step is Step.END


def test_cr514_1_pass_the_turn_stops_for_the_discard_to_hand_size() -> None:
    game = table(seat("Ann", *([GRIZZLY_BEARS] * 9)), "Bob")
    game.apply(a.PassTheTurn())
    assert isinstance(game.state.decision, DiscardToHandSizeDecision)
    assert game.state.turn.step is Step.CLEANUP


def test_pass_the_turn_is_one_undo_step() -> None:
    game = table("Ann", "Bob")
    before = game.state.turn
    game.apply(a.PassTheTurn())
    game.undo()
    assert game.state.turn == before


def test_pass_the_turn_replays_from_the_record() -> None:
    game = table("Ann", "Bob")
    game.apply(a.BecomeMonarch(BOB))
    game.apply(a.PassTheTurn())
    game.apply(a.PassTheTurn())
    again = replay(json.loads(json.dumps(game_to_json(game)))).game
    assert again.state.turn == game.state.turn
    assert [i.kind for i in again.state.stack] == [AbilityKind.MONARCH_DRAW]


def _to_damage(game: Game) -> None:
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))


def test_cr510_pass_the_turn_stops_in_the_combat_damage_step_with_damage_due() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    _to_damage(game)
    game.apply(a.PassTheTurn())
    assert game.state.turn.step is Step.COMBAT_DAMAGE and combat_damage_due(game.state)
    with pytest.raises(IllegalActionError, match="combat damage has not been dealt"):
        game.apply(a.PassTheTurn())
    events = game.apply(a.DealCombatDamage())
    assert of_type(events, ev.CombatDamageDealt) and not combat_damage_due(game.state)
    assert game.state.players[BOB].life == 18
    game.apply(a.PassTheTurn())
    assert game.state.turn.active == BOB


def test_cr510_combat_damage_is_not_due_without_attackers_or_once_dealt() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    assert not combat_damage_due(game.state)
    _to_damage(game)
    assert not combat_damage_due(game.state)  # declare attackers step: not yet
    advance_to(game, Step.COMBAT_DAMAGE)
    assert combat_damage_due(game.state)
    game.apply(a.DealCombatDamage(()))  # the table says nothing was dealt: passed over on purpose
    assert not combat_damage_due(game.state)
