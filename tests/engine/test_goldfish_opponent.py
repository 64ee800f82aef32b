"""The goldfish opponent: with one player (goldfishing), creatures attack an imaginary opponent
(506.1 needs a defending player; 508.1b: each attacker attacks a player) whose life goes down by
the combat damage (510.2, 120.3a), so a goldfish kill turn is counted (119.3: 0 or less life)."""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.combat import CombatHit
from saga_table.engine.describe import describe_state
from saga_table.engine.game import Game
from saga_table.engine.ids import OPPONENT
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import GoldfishOpponent
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    GRIZZLY_BEARS,
    HILL_GIANT,
    advance_to,
    of_type,
    play,
    seat,
    table,
)


def _attack_opponent(game: Game, *names: str) -> list[ev.Event]:
    creatures = [play(game, ANN, name) for name in names]
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(tuple((c, OPPONENT) for c in creatures)))
    advance_to(game, Step.COMBAT_DAMAGE)
    return game.apply(a.DealCombatDamage())


def test_cr508_1b_a_goldfish_game_has_an_opponent_to_attack_with_the_starting_life() -> None:
    assert table("Ann").state.opponent == GoldfishOpponent(20)
    assert table("Ann", starting_life=30).state.opponent == GoldfishOpponent(30)
    assert table("Ann", "Bob").state.opponent is None
    assert table("Ann", goldfish_opponent=False).state.opponent is None


def test_cr510_2_combat_damage_to_the_goldfish_opponent_lowers_its_life() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT))
    events = _attack_opponent(game, "Grizzly Bears", "Hill Giant")
    assert game.state.opponent == GoldfishOpponent(15)
    assert [(e.player, e.amount) for e in of_type(events, ev.CombatDamageDealt)] == [
        (OPPONENT, 2), (OPPONENT, 3),
    ]
    assert game.state.players[ANN].life == 20 and not game.state.stack  # no monarch steal


def test_cr119_3_the_turn_the_opponents_life_reaches_0_is_the_kill_turn() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), starting_life=2)
    events = _attack_opponent(game, "Grizzly Bears")
    assert game.state.opponent == GoldfishOpponent(0, defeated_on_turn=1)
    assert of_type(events, ev.OpponentDefeated) == [ev.OpponentDefeated(1)]
    assert not game.state.game_over  # the player goes on goldfishing if they like
    later = game.apply(a.ChangeLife(OPPONENT, -3))
    assert game.state.opponent == GoldfishOpponent(-3, defeated_on_turn=1)
    assert not of_type(later, ev.OpponentDefeated)


def test_cr119_3_burn_to_the_goldfish_opponent_is_a_life_change() -> None:
    game = table("Ann")
    events = game.apply(a.ChangeLife(OPPONENT, -4))
    assert of_type(events, ev.LifeChanged) == [ev.LifeChanged(OPPONENT, 20, 16)]
    game.undo()
    assert game.state.opponent == GoldfishOpponent(20)


def test_cr508_1b_no_goldfish_opponent_to_attack_with_two_players() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match="no goldfish opponent"):
        game.apply(a.DeclareAttackers(((bears, OPPONENT),)))
    with pytest.raises(IllegalActionError, match="no goldfish opponent"):
        game.apply(a.ChangeLife(OPPONENT, -1))
    game.apply(a.DeclareAttackers(((bears, BOB),)))


def test_cr510_1_damage_the_table_records_by_hand_to_the_goldfish_opponent() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS))
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, OPPONENT),)))
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage((CombatHit(bears, 5, player=OPPONENT),)))
    assert game.state.opponent == GoldfishOpponent(15)


def test_goldfish_attacks_replay_and_are_described() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS))
    _attack_opponent(game, "Grizzly Bears")
    again = replay(json.loads(json.dumps(game_to_json(game))))
    assert again.error is None and again.game.state == game.state
    assert describe_state(game.state)["goldfish_opponent"] == {
        "life": 18, "defeated_on_turn": None,
    }
