"""The seventh round of the lab's speed work (design.md, "Seventh round", labspeed6a): the turn's
passage.

Advance to next turn may go on into the next turn, to a named step of it, in one action; and in
headless mode a cleanup step with nothing to do is passed at once, like the quiet steps before
it. Each gives what the full path gives, as a player would see it: the same states, action by
action, as a normal game with its history (and as the two actions it stands for).
"""

from __future__ import annotations

from typing import Any

import pytest

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.engine.record import action_from_json, action_to_json
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import DiscardToHandSizeDecision, GameState, RuleOptions
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from saga_table.words.actions import action_name
from tests.engine.helpers import (
    ANN,
    BOB,
    GRIZZLY_BEARS,
    HILL_GIANT,
    ISLAND,
    UPKEEP_WATCHER,
    Gesture,
    play_both,
    seat,
    steps_passed_at_once,
)

_MAIN = Step.MAIN.value


def _games(*hand: Any, bob: tuple[Any, ...] = ()) -> tuple[Game, Game]:
    """The same two-player game twice, headless and with its history, in Ann's precombat main
    phase of turn 1."""
    players: tuple[PlayerSetup, ...] = (seat("Ann", *hand), seat("Bob", *bob))
    setup = GameSetup(players=players, rules=RuleOptions(), starting_player=0, shuffle=False)
    games = (Game(setup, keep_history=False), Game(setup))
    for game in games:
        game.apply(a.AdvanceToStep(_MAIN, True))
    return games


def _put(name: str, player: Any = ANN) -> Gesture:
    def put(state: GameState) -> a.Action:
        card = next(i for i in state.zone(player, Zone.HAND) if state.objects[i].name == name)
        return a.PutOntoBattlefield(card)

    return put


def _first(state: GameState, player: Any) -> Any:
    return next(i for i in state.battlefield if state.objects[i].controller == player)


def _on_to_main(_state: GameState) -> a.Action:
    return a.AdvanceToNextTurn(_MAIN, True)


def _extra_turn(_state: GameState) -> a.Action:
    return a.AddExtraTurn(ANN)


def test_cr500_7_advance_to_next_turn_goes_on_to_the_named_step_of_the_next_turn() -> None:
    light, full = games = _games(GRIZZLY_BEARS)
    hand = len(light.state.zone(ANN, Zone.HAND))
    play_both(games, [_put("Grizzly Bears"), _extra_turn])
    with steps_passed_at_once(Step.CLEANUP) as passed:
        light.apply(_on_to_main(light.state))
    events = full.apply(_on_to_main(full.state))
    assert light.state == full.state
    turn = light.state.turn
    assert (turn.number, turn.active) == (2, ANN) and turn.is_precombat_main
    assert len(light.state.zone(ANN, Zone.HAND)) == hand - 1 + 1  # the Bears out, a card drawn
    assert passed[0] == 1, "the quiet cleanup step should have been passed at once"
    # the normal mode began every step on the way, the next turn's upkeep and draw included
    began = [e.step for e in events if type(e).__name__ == "StepBegan"]
    assert began[-4:] == [Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN]
    assert Step.CLEANUP in began


def test_cr500_7_the_one_action_plays_as_the_two_it_stands_for() -> None:
    one, _ = _games(GRIZZLY_BEARS)
    two, _ = _games(GRIZZLY_BEARS)
    for game in (one, two):
        game.apply(_put("Grizzly Bears")(game.state))
        game.apply(a.AddExtraTurn(ANN))
    one.apply(a.AdvanceToNextTurn(_MAIN, True))
    two.apply(a.AdvanceToNextTurn())
    two.apply(a.AdvanceToStep(_MAIN, True))
    assert one.state == two.state


def test_cr503_1_an_upkeep_trigger_in_the_next_turn_stops_the_passage_there() -> None:
    light, _full = games = _games(UPKEEP_WATCHER)
    play_both(games, [_put("Dawn Watcher"), _extra_turn, _on_to_main])
    turn = light.state.turn
    assert (turn.number, turn.step) == (2, Step.UPKEEP)
    assert [item.source_name for item in light.state.stack] == ["Dawn Watcher"]


def test_cr514_2_damage_to_wear_off_keeps_the_cleanup_step_begun() -> None:
    light, _full = games = _games(HILL_GIANT, bob=(GRIZZLY_BEARS,))

    def attack(state: GameState) -> a.Action:
        return a.DeclareAttackers(((_first(state, ANN), BOB),))

    def block(state: GameState) -> a.Action:
        giant = _first(state, ANN)
        return a.DeclareBlockers(((_first(state, BOB), giant),))

    gestures: list[Gesture] = [
        _put("Grizzly Bears", BOB),
        _put("Hill Giant"),
        _extra_turn,
        lambda _s: a.AdvanceToStep(Step.DECLARE_ATTACKERS.value),
        attack,
        lambda _s: a.AdvanceToStep(Step.DECLARE_BLOCKERS.value),
        block,
        lambda _s: a.AdvanceToStep(Step.COMBAT_DAMAGE.value),
        lambda _s: a.DealCombatDamage(),
    ]
    play_both(games, gestures)
    giant = _first(light.state, ANN)
    assert light.state.objects[giant].damage == 2
    with steps_passed_at_once(Step.CLEANUP) as passed:
        play_both(games, [_on_to_main])
    assert passed[0] == 0
    assert light.state.objects[giant].damage == 0 and light.state.turn.is_precombat_main


def test_cr514_1_a_hand_over_its_size_keeps_the_cleanup_step_begun() -> None:
    light, _full = games = _games(*(ISLAND,) * 8)
    with steps_passed_at_once(Step.CLEANUP) as passed:
        play_both(games, [_on_to_main])
    assert passed[0] == 0
    decision = light.state.decision
    assert isinstance(decision, DiscardToHandSizeDecision) and decision.count == 1
    assert light.state.turn.step is Step.CLEANUP and light.state.turn.number == 1


@pytest.mark.parametrize("step", ["untap", "cleanup", "nowhere"])
def test_advance_to_next_turn_refuses_a_step_nobody_goes_to(step: str) -> None:
    light, _full = _games()
    with pytest.raises(IllegalActionError):
        light.apply(a.AdvanceToNextTurn(step))


def test_the_new_fields_survive_a_record_and_older_records_read_as_before() -> None:
    light, _full = _games()
    for action, body in (
        (a.AdvanceToNextTurn(_MAIN, True), {"step": "main", "precombat": True}),
        (a.AdvanceToNextTurn(), {}),
        (a.AddExtraTurn(ANN, 3), {"player": 0, "count": 3}),
        (a.AddExtraTurn(ANN), {"player": 0}),
    ):
        data = action_to_json(action)
        assert data == {"type": type(action).__name__, **body}
        assert action_from_json(data, light.state) == action


def test_the_log_names_how_many_extra_turns() -> None:
    light, _full = _games()
    one = action_name(a.AddExtraTurn(ANN), light.state)
    assert one == "Extra turn for Ann"
    assert action_name(a.AddExtraTurn(ANN, 3), light.state) == f"{one} \u00d73"
