"""Going to a step of this turn in one action (the phase bar's click): every player passes in each
step on the way (500.2), and it stops earlier where something needs doing (117.5: triggers are
put on the stack before anyone gets priority; 510: combat damage to deal)."""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine.record import action_from_json, action_to_json, game_to_json, replay
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    GRIZZLY_BEARS,
    WAR_DRUM,
    advance_to,
    perm,
    play,
    seat,
    steps_began,
    table,
)


def test_cr500_2_to_declare_attackers_passes_the_beginning_of_combat() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.AdvanceToStep("declare attackers"))
    assert steps_began(events) == ["beginning of combat", "declare attackers"]
    assert game.state.turn.step is Step.DECLARE_ATTACKERS
    assert game.state.turn.number == 1
    game.undo()  # one action: one Undo takes all of it back
    assert game.state.turn.step is Step.MAIN and game.state.turn.is_precombat_main


def test_cr117_5_stops_where_a_trigger_goes_on_the_stack() -> None:
    game = table(seat("Ann", WAR_DRUM), "Bob")
    play(game, ANN, WAR_DRUM.name)
    game.apply(a.AdvanceToStep("declare attackers"))
    state = game.state
    assert state.turn.step is Step.BEGINNING_OF_COMBAT
    assert [item.text for item in state.stack] == [
        "At the beginning of combat on your turn, gain 1 life."
    ]
    game.apply(a.ResolveTopOfStack())
    game.apply(a.AdvanceToStep("declare attackers"))  # and on from there
    assert game.state.turn.step is Step.DECLARE_ATTACKERS


def test_cr505_1a_precombat_and_postcombat_main_phases() -> None:
    game = table("Ann", "Bob", in_main=False)  # Ann's first upkeep
    game.apply(a.AdvanceToStep("main", precombat=True))
    assert game.state.turn.is_precombat_main
    with pytest.raises(IllegalActionError, match="no precombat main phase ahead"):
        game.apply(a.AdvanceToStep("main", precombat=True))
    events = game.apply(a.AdvanceToStep("main", precombat=False))
    # 508.8: no attackers, so no declare blockers and no combat damage step
    assert steps_began(events) == [
        "beginning of combat", "declare attackers", "end of combat", "postcombat main",
    ]
    assert game.state.turn.step is Step.MAIN and not game.state.turn.is_precombat_main


def test_cr508_8_a_step_passed_over_stops_at_the_step_after_it() -> None:
    game = table("Ann", "Bob")
    advance_to(game, Step.DECLARE_ATTACKERS, turn=1)
    game.apply(a.AdvanceToStep("declare blockers"))  # no attackers: there is no such step
    assert game.state.turn.step is Step.END_OF_COMBAT


def test_cr510_1_stops_in_the_damage_step_and_will_not_leave_its_damage() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    play(game, ANN, GRIZZLY_BEARS.name)
    game.apply(a.AddExtraTurn(ANN))
    game.apply(a.AdvanceToNextTurn())  # Ann's extra turn: the bears can attack
    game.apply(a.AdvanceToStep("declare attackers"))
    game.apply(a.DeclareAttackers(((perm(game, "Grizzly Bears"), game.state.players[1].id),)))
    game.apply(a.AdvanceToStep("end"))
    assert game.state.turn.step is Step.COMBAT_DAMAGE  # the damage is due: it stops there
    with pytest.raises(IllegalActionError, match="combat damage has not been dealt"):
        game.apply(a.AdvanceToStep("end"))
    game.apply(a.DealCombatDamage())
    game.apply(a.AdvanceToStep("end"))
    assert game.state.turn.step is Step.END
    assert game.state.players[1].life == 18


@pytest.mark.parametrize(
    ("step", "message"),
    [
        ("upkeep", "no upkeep step ahead in this turn"),
        ("untap", "no player gets priority in the untap step"),
        ("cleanup", "no player gets priority in the cleanup step"),
        ("second breakfast", "there is no step called 'second breakfast'"),
    ],
)
def test_cr500_2_refused_where_no_such_step_is_ahead(step: str, message: str) -> None:
    game = table("Ann", "Bob")
    before = game.state
    with pytest.raises(IllegalActionError, match=message):
        game.apply(a.AdvanceToStep(step))
    assert game.state is before


def test_cr405_5_refused_while_the_stack_holds_something() -> None:
    game = table(seat("Ann", WAR_DRUM), "Bob")
    play(game, ANN, WAR_DRUM.name)
    game.apply(a.AdvanceToStep("beginning of combat"))
    assert game.state.stack
    with pytest.raises(IllegalActionError, match="the stack is not empty"):
        game.apply(a.AdvanceToStep("declare attackers"))


def test_the_action_survives_a_record_and_its_replay() -> None:
    game = table("Ann", "Bob", in_main=False)
    game.apply(a.AdvanceToStep("main", precombat=False))
    action = a.AdvanceToStep("main", precombat=False)
    assert action_to_json(action) == {"type": "AdvanceToStep", "step": "main", "precombat": False}
    assert action_from_json(action_to_json(action), game.initial_state) == action
    result = replay(game_to_json(game))
    assert result.game.state.turn == game.state.turn


def test_cr505_1a_reachable_says_what_advance_to_step_would_refuse() -> None:
    """The phase bar asks the engine which steps a click can reach: the same answer the action
    gives, without trying it."""
    from saga_table.engine.passing import reachable

    game = table("Ann", "Bob")  # Ann's precombat main phase
    turn = game.state.turn
    assert reachable(turn, Step.DECLARE_ATTACKERS) and reachable(turn, Step.END)
    assert reachable(turn, Step.MAIN, precombat=False)
    assert not reachable(turn, Step.MAIN, precombat=True)  # it is this one
    assert not reachable(turn, Step.UPKEEP)  # done this turn
    assert not reachable(turn, Step.CLEANUP) and not reachable(turn, Step.UNTAP)  # no priority
    for step, precombat in ((Step.UPKEEP, None), (Step.CLEANUP, None), (Step.MAIN, True)):
        with pytest.raises(IllegalActionError):
            game.apply(a.AdvanceToStep(step.value, precombat))
