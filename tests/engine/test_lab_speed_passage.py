"""The sixth round of the lab's speed work (design.md, "Sixth round"): the turn's passage.

In headless mode a passage of steps (Pass the turn, Advance to step, Advance to next turn)
passes a step with nothing to do at once, without beginning it; the lore counters of the
precombat main phase and the first-strike damage step read the printed faces when no
continuous effect is in play. Each gives what the full path gives, as a player would see it:
the same states, action by action, as a normal game with its history.
"""

from __future__ import annotations

from typing import Any

import pytest

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import GameState, RuleOptions
from saga_table.engine.turns import Step
from tests.engine.helpers import (
    ANN,
    BOB,
    END_STEP_WATCHER,
    GRIZZLY_BEARS,
    HISTORY_OF_BENALIA,
    HUMILITY,
    WAR_DRUM,
    YOUTHFUL_KNIGHT,
    Gesture,
    play_both,
    seat,
    steps_passed_at_once,
)


def _games(*hand: Any) -> tuple[Game, Game]:
    """The same two-player game twice, headless and with its history, in Ann's precombat main
    phase of turn 1."""
    players: tuple[PlayerSetup, ...] = (seat("Ann", *hand), seat("Bob"))
    setup = GameSetup(players=players, rules=RuleOptions(), starting_player=0, shuffle=False)
    games = (Game(setup, keep_history=False), Game(setup))
    for game in games:
        game.apply(a.AdvanceToStep(Step.MAIN.value, True))
    return games


def _hand_card(name: str) -> Gesture:
    def put(state: GameState) -> a.Action:
        card = next(i for i in state.zone(ANN, Zone.HAND) if state.objects[i].name == name)
        return a.PutOntoBattlefield(card)

    return put


def _attack_with_everything(state: GameState) -> a.Action:
    attackers = [i for i in state.battlefield if "Creature" in state.objects[i].printed.card_types]
    return a.DeclareAttackers(tuple((i, BOB) for i in attackers))


def _to(step: Step, precombat: bool | None = None) -> Gesture:
    return lambda _state: a.AdvanceToStep(step.value, precombat)


def _next_turn(_state: GameState) -> a.Action:
    return a.AdvanceToNextTurn()


def _whole_turns(first: Gesture, turns: int = 3) -> list[Gesture]:
    """Put a card onto the battlefield, then a few turns of Ann's attacking and Bob's passing."""
    gestures: list[Gesture] = [first, _next_turn, _next_turn]
    for _ in range(turns):
        gestures += [
            _to(Step.MAIN, True),
            _to(Step.DECLARE_ATTACKERS),
            _attack_with_everything,
            _to(Step.COMBAT_DAMAGE),
            lambda _s: a.DealCombatDamage(),
            _next_turn,
            _next_turn,
        ]
    return gestures


def test_cr500_2_a_headless_passage_passes_quiet_steps_at_once_to_the_same_states() -> None:
    games = _games(GRIZZLY_BEARS)
    with steps_passed_at_once() as passed:
        play_both(games, _whole_turns(_hand_card("Grizzly Bears")))
    assert passed[0] > 10, "the headless passages should have passed steps at once"
    # the postcombat main phases passed at once still count: this is Ann's turn 7, precombat
    light, _full = games
    light.apply(a.AdvanceToStep(Step.MAIN.value, True))
    assert light.state.turn.is_precombat_main and light.state.turn.main_phases_begun == 1


def test_cr513_1_an_end_step_with_an_ability_for_it_is_begun_and_the_ability_triggers() -> None:
    light, _full = games = _games(END_STEP_WATCHER)
    play_both(games, [_hand_card("Twilight Watcher"), _next_turn])
    # the passage stopped in Ann's end step, the watcher's draw on the stack
    assert light.state.turn.step is Step.END and light.state.turn.number == 1
    assert [item.source_name for item in light.state.stack] == ["Twilight Watcher"]


def test_cr507_1_a_beginning_of_combat_with_an_ability_for_it_stops_the_way_there() -> None:
    light, _full = games = _games(WAR_DRUM)
    play_both(games, [_hand_card("War Drum"), _to(Step.DECLARE_ATTACKERS)])
    assert light.state.turn.step is Step.BEGINNING_OF_COMBAT
    assert [item.source_name for item in light.state.stack] == ["War Drum"]


def test_cr724_2_the_monarchs_end_step_is_begun_and_the_monarch_draws() -> None:
    light, _full = games = _games()
    play_both(games, [lambda _s: a.BecomeMonarch(ANN), _next_turn])
    assert light.state.turn.step is Step.END
    assert len(light.state.stack) == 1 and light.state.stack[0].controller == ANN


def test_cr714_3c_lore_counters_with_and_without_a_continuous_effect_in_play() -> None:
    # without an effect the printed face says it is a Saga; with Humility (an effect on
    # creatures) the layers are computed, and a Saga still gets its counter
    for extra in ((), (HUMILITY,)):
        light, _full = games = _games(HISTORY_OF_BENALIA, *extra)
        first = [_hand_card(c.name) for c in extra] + [_hand_card("History of Benalia")]
        resolve_all: Gesture = lambda _s: a.ResolveTopOfStack()  # noqa: E731
        play_both(games, [*first, resolve_all, _next_turn, _next_turn, _to(Step.MAIN, True)])
        saga = next(
            light.state.objects[i]
            for i in light.state.battlefield
            if light.state.objects[i].name == "History of Benalia"
        )
        assert saga.counters["lore"] == 2  # chapter I as it entered, chapter II now
        assert [item.chapter for item in light.state.stack] == [2]


@pytest.mark.parametrize(("effect", "steps"), [((), 2), ((HUMILITY,), 1)])
def test_cr510_4_a_first_strike_damage_step_only_while_a_first_striker_keeps_it(
    effect: tuple[Any, ...], steps: int
) -> None:
    """Youthful Knight attacks: a first-strike damage step, then the combat damage step; under
    Humility (613: it loses all abilities) no first-strike step comes."""
    light, _full = games = _games(YOUTHFUL_KNIGHT, *effect)
    first = [_hand_card(c.name) for c in effect] + [_hand_card("Youthful Knight")]
    play_both(games, [*first, _next_turn, _next_turn, _to(Step.DECLARE_ATTACKERS)])
    play_both(games, [_attack_with_everything, _to(Step.COMBAT_DAMAGE)])
    damage_steps = []
    for _ in range(3):
        step = light.state.turn.step
        if step not in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
            break
        damage_steps.append(step)
        play_both(games, [lambda _s: a.DealCombatDamage(), lambda _s: a.AdvanceStep()])
    assert len(damage_steps) == steps and damage_steps[-1] is Step.COMBAT_DAMAGE
    assert light.state.players[PlayerId(1)].life == 20 - (2 if not effect else 1)
