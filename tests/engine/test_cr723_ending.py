"""CR 723, ending turns and phases: "end the turn" (Time Stop, Sundial of the Infinite, Day's
Undoing) and "end the combat phase" (Mandate of Peace).

The table records such an effect with ``EndTheTurn`` / ``EndTheCombatPhase`` as it resolves. Two
subrules (723.1f, 723.2f) are about abilities that trigger *during* the procedure, which happens
when the same resolving spell did something first (Day's Undoing makes players draw, then ends the
turn). Those tests run the spell's steps in one transaction, the way the engine applies one action,
and then carry on with the state it leads to.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import ContinuousEffectSpec
from saga_table.engine.game import Game, apply_action
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.sba import settle
from saga_table.engine.state import (
    AbilityKind,
    DiscardToHandSizeDecision,
    Duration,
    GameState,
    OrderTriggersDecision,
)
from saga_table.engine.turn_flow import end_the_combat_phase, end_the_turn
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import IllegalActionError, Tx
from tests.engine.helpers import (
    ANN,
    BOB,
    CID,
    CUSTODI_LICH,
    DIVINATION,
    ELDEST_REBORN,
    END_STEP_WATCHER,
    GRIZZLY_BEARS,
    HISTORY_OF_BENALIA,
    MANDATE_OF_PEACE,
    SUMMON_IFRIT,
    TIME_STOP,
    advance,
    advance_to,
    in_hand,
    in_zone,
    lore,
    of_type,
    on_battlefield,
    order_as_is,
    play,
    resolve,
    seat,
    steps_began,
    table,
    top,
)

LOSES_ALL_ABILITIES = ContinuousEffectSpec(lose_all_abilities=True)


def _one_resolution(
    state: GameState, *steps: Callable[[Tx], None]
) -> tuple[GameState, list[ev.Event]]:
    """Carry out a resolving spell's steps in one go, then let the game settle (as an action
    does): the new state and the events."""
    tx = Tx(state)
    for step in steps:
        step(tx)
    settle(tx)
    return tx.state, tx.events


def _sagas_with_two_waiting_chapters(game: Game) -> None:
    """Ann's two Sagas, each at chapter I, are proliferated: two chapters wait to be ordered."""
    eldest = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    benalia = play(game, ANN, "History of Benalia")
    resolve(game)
    game.apply(a.Proliferate(ANN, objects=(eldest, benalia)))
    assert isinstance(game.state.decision, OrderTriggersDecision)


# ---------------------------------------------------------------------------- 723.1


def test_cr723_1a_triggered_abilities_waiting_for_the_stack_cease_to_exist() -> None:
    """Ann's spell proliferates her two Sagas and then ends the turn: the two chapters that
    triggered have not been put on the stack yet, so they cease to exist."""
    game = table(seat("Ann", ELDEST_REBORN, HISTORY_OF_BENALIA), "Bob")
    _sagas_with_two_waiting_chapters(game)
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision)
    waiting = {t.id for t in decision.triggers}
    events = game.apply(a.EndTheTurn())
    assert {c.ability for c in of_type(events, ev.AbilityCeased)} == waiting
    assert game.state.decision is None and not game.state.stack
    assert of_type(events, ev.TriggerPutOnStack) == []
    assert game.state.turn.number == 2


def test_cr723_1a_other_decisions_still_come_first() -> None:
    game = table(seat("Ann", ELDEST_REBORN, HISTORY_OF_BENALIA), "Bob")
    _sagas_with_two_waiting_chapters(game)
    with pytest.raises(IllegalActionError):
        game.apply(a.AdvanceStep())


def test_cr723_1b_everything_on_the_stack_is_exiled_including_the_resolving_spell() -> None:
    """Ann casts Divination in response to her chapter I; Bob answers with Time Stop. As Time
    Stop resolves it ends the turn: Time Stop, Divination and the chapter are all exiled."""
    game = table(seat("Ann", ELDEST_REBORN, DIVINATION), seat("Bob", TIME_STOP))
    play(game, ANN, "The Eldest Reborn")
    chapter = top(game)
    game.apply(a.CastSpell(in_hand(game, ANN, "Divination")))
    game.apply(a.CastSpell(in_hand(game, BOB, "Time Stop")))
    on_stack = [i.id for i in game.state.stack]
    assert on_stack[0] == chapter.id and len(on_stack) == 3
    events = game.apply(a.EndTheTurn())
    assert sorted(e.item for e in of_type(events, ev.StackItemExiled)) == sorted(on_stack)
    assert in_zone(game, BOB, Zone.EXILE) == ["Time Stop"]
    assert in_zone(game, ANN, Zone.EXILE) == ["Divination"]
    assert in_zone(game, BOB, Zone.GRAVEYARD) == [] == in_zone(game, ANN, Zone.GRAVEYARD)
    assert of_type(events, ev.StackItemResolved) == []


def test_cr723_1b_the_monarchs_end_step_draw_on_the_stack_is_exiled_too() -> None:
    """Ann, the monarch, has her end-step draw on the stack; Bob's Time Stop ends the turn. The
    draw is exiled with everything else: Ann draws nothing."""
    game = table("Ann", seat("Bob", TIME_STOP))
    game.apply(a.BecomeMonarch(ANN))
    advance_to(game, Step.END)
    assert top(game).kind is AbilityKind.MONARCH_DRAW
    hand = len(game.state.zone(ANN, Zone.HAND))
    game.apply(a.CastSpell(in_hand(game, BOB, "Time Stop")))
    events = game.apply(a.EndTheTurn())
    assert len(of_type(events, ev.StackItemExiled)) == 2
    assert len(game.state.zone(ANN, Zone.HAND)) == hand
    assert game.state.monarch == ANN


def test_cr723_1c_state_based_actions_are_checked_with_no_priority() -> None:
    """The final chapter is exiled with the stack: the Saga is no longer the source of a chapter
    on the stack, so the check of 723.1c sacrifices it, before the cleanup step."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 2))
    order_as_is(game)
    events = game.apply(a.EndTheTurn())
    names = [type(e).__name__ for e in events]
    assert names.index("StackItemExiled") < names.index("PermanentSacrificed")
    assert names.index("PermanentSacrificed") < names.index("StepBegan")
    assert not on_battlefield(game, "The Eldest Reborn")


def test_cr723_1d_the_game_skips_straight_to_the_cleanup_step() -> None:
    """From the precombat main phase: no combat, no second main phase, no end step."""
    game = table("Ann", "Bob")
    events = game.apply(a.EndTheTurn())
    assert steps_began(events)[:3] == ["cleanup", "untap", "upkeep"]
    assert [t.number for t in of_type(events, ev.TurnEnded)] == [1]
    assert game.state.turn.active == BOB


def test_cr723_1d_the_cleanup_step_still_discards_to_hand_size() -> None:
    game = table(seat("Ann", *([GRIZZLY_BEARS] * 9)), "Bob")
    game.apply(a.EndTheTurn())
    decision = game.state.decision
    assert isinstance(decision, DiscardToHandSizeDecision)
    assert (decision.player, decision.count) == (ANN, 2)
    hand = game.state.zone(ANN, Zone.HAND)
    game.apply(a.DiscardToHandSize(hand[:2]))
    assert len(game.state.zone(ANN, Zone.HAND)) == 7 and game.state.turn.active == BOB


def test_cr723_1d_during_combat_creatures_are_removed_from_combat() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    anns = play(game, ANN, "Grizzly Bears")
    bobs = play(game, BOB, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((anns, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((bobs, anns),)))
    game.apply(a.EndTheTurn())
    assert game.state.objects[anns].attacking is None
    assert game.state.objects[bobs].blocking == ()
    assert game.state.players[BOB].life == 20


def test_cr723_1d_ending_the_turn_during_the_cleanup_step_starts_a_new_cleanup_step() -> None:
    """Ann's Saga, at lore 3, lost its abilities until end of turn. In the cleanup step the
    effect ends and the Saga is sacrificed: players get priority (514.3a). Time Stop then ends
    the turn, and a new cleanup step begins (and, quiet, ends the turn)."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.ApplyEffect((saga,), LOSES_ALL_ABILITIES, Duration.UNTIL_END_OF_TURN))
    game.apply(a.AddCounters(saga, "lore", 2))
    assert not game.state.stack
    events = advance_to(game, Step.CLEANUP)
    assert [s.rule for s in of_type(events, ev.PermanentSacrificed)] == ["714.4"]
    assert game.state.turn.step is Step.CLEANUP and game.state.turn.number == 1
    events = game.apply(a.EndTheTurn())
    assert steps_began(events)[0] == "cleanup"
    assert [t.number for t in of_type(events, ev.TurnEnded)] == [1]
    assert game.state.turn.number == 2


def test_cr723_1e_at_the_beginning_of_the_end_step_abilities_do_not_trigger() -> None:
    """The end step is skipped: neither Twilight Watcher's ability nor the monarch's draw."""
    game = table(seat("Ann", END_STEP_WATCHER), "Bob")
    play(game, ANN, "Twilight Watcher")
    game.apply(a.BecomeMonarch(ANN))
    hand = len(game.state.zone(ANN, Zone.HAND))
    events = game.apply(a.EndTheTurn())
    assert of_type(events, ev.AbilityTriggered) == []
    assert "end" not in steps_began(events)
    assert len(game.state.zone(ANN, Zone.HAND)) == hand


def test_cr723_1f_an_ability_that_triggers_during_the_process_gets_a_cleanup_with_priority() -> (
    None
):
    """Day's Undoing on Ann's turn: Cid, the monarch, draws seven from a library of three, then
    the turn ends. In 723.1c Cid loses; Ann, the active player, becomes the monarch (724.4) and
    her Custodi Lich triggers. In the cleanup step the trigger goes on the stack and Ann gets
    priority; after it resolves there is another cleanup step, and then the turn ends."""
    game = table(seat("Ann", CUSTODI_LICH), "Bob", seat("Cid", library=3))
    play(game, ANN, "Custodi Lich")
    resolve(game)  # Ann becomes the monarch, and the Lich's second ability resolves
    game.apply(a.BecomeMonarch(CID))
    state, _ = _one_resolution(game.state, lambda tx: tx.draw(CID, 7), end_the_turn)
    assert state.players[CID].left_game and state.monarch == ANN
    assert state.turn.step is Step.CLEANUP and state.turn.another_cleanup
    assert [i.kind for i in state.stack] == [AbilityKind.TRIGGERED]
    assert state.stack[0].text.startswith("Whenever you become the monarch")
    assert state.turn.number == 1
    state, _ = apply_action(state, a.ResolveTopOfStack())
    assert state.turn.step is Step.CLEANUP and state.monarch == ANN
    state, events = apply_action(state, a.AdvanceStep())
    began = of_type(events, ev.StepBegan)
    assert (began[0].phase, began[0].step) == (Phase.ENDING, Step.CLEANUP)
    assert [t.number for t in of_type(events, ev.TurnEnded)] == [1]
    assert state.turn.active == BOB


def test_cr723_1f_with_nothing_triggered_no_player_gets_priority_in_the_cleanup_step() -> None:
    game = table("Ann", "Bob")
    game.apply(a.EndTheTurn())
    assert game.state.turn.number == 2


# ---------------------------------------------------------------------------- 723.2


def _in_combat_with_attackers(game: Game) -> tuple[ObjectId, ObjectId]:
    """Ann's Grizzly Bears attack Bob, and Bob's Grizzly Bears block them."""
    anns = play(game, ANN, "Grizzly Bears")
    bobs = play(game, BOB, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((anns, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((bobs, anns),)))
    return anns, bobs


def test_cr723_2a_triggered_abilities_waiting_for_the_stack_cease_to_exist() -> None:
    game = table(seat("Ann", ELDEST_REBORN, HISTORY_OF_BENALIA), "Bob")
    eldest = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    benalia = play(game, ANN, "History of Benalia")
    resolve(game)
    advance_to(game, Step.BEGINNING_OF_COMBAT)
    game.apply(a.Proliferate(ANN, objects=(eldest, benalia)))
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision)
    waiting = {t.id for t in decision.triggers}
    events = game.apply(a.EndTheCombatPhase())
    assert {c.ability for c in of_type(events, ev.AbilityCeased)} == waiting
    assert not game.state.stack and game.state.decision is None
    assert (lore(game, eldest), lore(game, benalia)) == (2, 2)


def test_cr723_2b_everything_on_the_stack_is_exiled_including_mandate_of_peace() -> None:
    game = table(
        seat("Ann", GRIZZLY_BEARS, DIVINATION), seat("Bob", GRIZZLY_BEARS, MANDATE_OF_PEACE)
    )
    _in_combat_with_attackers(game)
    game.apply(a.CastSpell(in_hand(game, ANN, "Divination")))
    game.apply(a.CastSpell(in_hand(game, BOB, "Mandate of Peace")))
    events = game.apply(a.EndTheCombatPhase())
    assert len(of_type(events, ev.StackItemExiled)) == 2 and not game.state.stack
    assert in_zone(game, BOB, Zone.EXILE) == ["Mandate of Peace"]
    assert in_zone(game, ANN, Zone.EXILE) == ["Divination"]


def test_cr723_2b_a_monarch_steal_on_the_stack_is_exiled_and_the_crown_stays() -> None:
    """Ann's Grizzly Bears hit Bob, the monarch; with the steal trigger on the stack Bob casts
    Mandate of Peace. The trigger is exiled with the stack: Bob keeps the crown."""
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", MANDATE_OF_PEACE))
    game.apply(a.BecomeMonarch(BOB))
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage())
    assert top(game).kind is AbilityKind.MONARCH_STEAL
    game.apply(a.CastSpell(in_hand(game, BOB, "Mandate of Peace")))
    events = game.apply(a.EndTheCombatPhase())
    assert of_type(events, ev.MonarchChanged) == [] and game.state.monarch == BOB
    assert game.state.turn.step is Step.MAIN and not game.state.stack


def test_cr723_2c_state_based_actions_are_checked() -> None:
    """History of Benalia's chapter III is exiled with the stack; the check sacrifices it."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    resolve(game)
    advance_to(game, Step.BEGINNING_OF_COMBAT)
    game.apply(a.AddCounters(saga, "lore", 1))
    events = game.apply(a.EndTheCombatPhase())
    assert [s.rule for s in of_type(events, ev.PermanentSacrificed)] == ["714.4"]


def test_cr723_2d_combat_ends_and_the_game_goes_to_the_postcombat_main_phase() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    anns, bobs = _in_combat_with_attackers(game)
    started = game.apply(
        a.ApplyEffect((anns,), ContinuousEffectSpec(set_base_pt=(5, 5)),
                      Duration.UNTIL_END_OF_COMBAT, "gets 5/5 until end of combat")
    )
    effect = of_type(started, ev.EffectStarted)[0].effect
    events = game.apply(a.EndTheCombatPhase())
    assert game.state.objects[anns].attacking is None
    assert game.state.objects[bobs].blocking == ()
    assert [e.effect for e in of_type(events, ev.EffectEnded)] == [effect]
    assert steps_began(events) == ["postcombat main"]
    assert game.state.turn.step is Step.MAIN and game.state.turn.number == 1
    assert game.state.players[BOB].life == 20
    assert on_battlefield(game, "Grizzly Bears")


def test_cr723_2d_mana_empties_as_the_combat_phase_ends() -> None:
    """500.4: Summon: G.F. Ifrit's chapter III adds {R} during combat; Mandate of Peace ends the
    combat phase, and the unspent mana is gone."""
    game = table(seat("Ann", SUMMON_IFRIT), "Bob")
    ifrit = play(game, ANN, "Summon: G.F. Ifrit")
    resolve(game)
    advance_to(game, Step.BEGINNING_OF_COMBAT)
    game.apply(a.AddCounters(ifrit, "lore", 2))
    order_as_is(game)
    resolve(game)
    assert game.state.players[ANN].mana_pool == "{R}"
    game.apply(a.EndTheCombatPhase())
    assert game.state.players[ANN].mana_pool == ""


def test_cr723_2e_the_end_of_combat_step_is_skipped() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    _in_combat_with_attackers(game)
    events = game.apply(a.EndTheCombatPhase())
    assert Step.END_OF_COMBAT not in [s.step for s in of_type(events, ev.StepBegan)]
    assert Step.COMBAT_DAMAGE not in [s.step for s in of_type(events, ev.StepBegan)]


def test_cr723_2f_abilities_triggered_during_the_process_go_on_the_stack_in_the_next_phase() -> (
    None
):
    """A spell deals 3 damage to Cid, the monarch at 3 life, then ends combat. Cid loses in the
    check of 723.2c; Ann (active) becomes the monarch and her Custodi Lich triggers. It goes on
    the stack in the postcombat main phase, and Ann gets priority there."""
    game = table(seat("Ann", CUSTODI_LICH, GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS),
                 seat("Cid", life=3))
    play(game, ANN, "Custodi Lich")
    resolve(game)
    game.apply(a.BecomeMonarch(CID))
    _in_combat_with_attackers(game)
    state, events = _one_resolution(
        game.state, lambda tx: tx.change_life(CID, -3), end_the_combat_phase
    )
    assert state.players[CID].left_game and state.monarch == ANN
    assert state.turn.step is Step.MAIN and state.turn.phase is Phase.MAIN
    assert [i.text for i in state.stack] == [
        "Whenever you become the monarch, target player sacrifices a creature."
    ]
    names = [type(e).__name__ for e in events]
    assert names.index("StepBegan") < names.index("TriggerPutOnStack")


def test_cr723_2g_ending_the_combat_phase_outside_combat_does_nothing() -> None:
    """Mandate of Peace resolving in a main phase: the effect is legal and does nothing."""
    game = table("Ann", "Bob")
    before = game.state
    events = game.apply(a.EndTheCombatPhase())
    assert of_type(events, ev.NothingHappened) == [
        ev.NothingHappened("723.2g", "end the combat phase")
    ]
    after = game.state
    assert after.turn == before.turn
    assert after.players == before.players and after.battlefield == before.battlefield
    advance_to(game, Step.MAIN, precombat=False)
    events = game.apply(a.EndTheCombatPhase())
    assert game.state.turn.step is Step.MAIN and of_type(events, ev.NothingHappened)


def test_cr723_2g_a_record_holding_it_outside_combat_replays_on() -> None:
    game = table("Ann", "Bob")
    game.apply(a.EndTheCombatPhase())
    advance_to(game, Step.END)
    data = json.loads(json.dumps(game_to_json(game)))
    result = replay(data)
    assert result.error is None
    assert result.game.state.turn == game.state.turn
    assert len(result.game.history) == len(game.history)


def test_cr723_2_an_extra_combat_phase_can_be_ended_too() -> None:
    """Relentless Assault's extra combat ends early: the game goes to its extra main phase."""
    game = table("Ann", "Bob")
    game.apply(a.AddExtraPhases((Phase.COMBAT, Phase.MAIN)))
    advance_to(game, Step.BEGINNING_OF_COMBAT)
    assert game.state.turn.slot.extra
    events = game.apply(a.EndTheCombatPhase())
    began = of_type(events, ev.StepBegan)
    assert [(b.step, b.extra) for b in began] == [(Step.MAIN, True)]
    events = advance(game)
    assert [b.step for b in of_type(events, ev.StepBegan)] == [Step.BEGINNING_OF_COMBAT]
