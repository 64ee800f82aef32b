"""Turn structure, CR 500-514: phases and steps in order, skipped steps and phases, extra phases
and turns, the two main phases, the first player's skipped draw, and the cleanup step.
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import (
    CardDef,
    ContinuousEffectSpec,
    TriggeredAbilitySpec,
    TriggerEvent,
)
from saga_table.engine.combat import CombatHit
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.state import DiscardToHandSizeDecision, Duration, OrderTriggersDecision
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    CID,
    ELDEST_REBORN,
    END_STEP_WATCHER,
    GRIZZLY_BEARS,
    SUMMON_IFRIT,
    UPKEEP_WATCHER,
    advance,
    advance_to,
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

FULL_TURN = [
    "untap", "upkeep", "draw", "precombat main",
    "beginning of combat", "declare attackers", "declare blockers", "combat damage",
    "end of combat", "postcombat main", "end", "cleanup",
]


def _turns(events: list[ev.Event]) -> list[tuple[int, PlayerId, bool]]:
    return [(t.number, t.player, t.extra) for t in of_type(events, ev.TurnBegan)]


def _hand(game: Game, player: PlayerId) -> int:
    return len(game.state.zone(player, Zone.HAND))


# ---------------------------------------------------------------------------- 500-513 in order


def test_cr500_1_every_phase_and_step_in_order() -> None:
    """Ann's second turn, with an attack: all five phases and every step, in order (no creature
    has first strike, so no first-strike damage step: 510.4)."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.END, turn=2)
    events = advance_to(game, Step.DECLARE_ATTACKERS, turn=3)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    events += advance_to(game, Step.UPKEEP, turn=4)
    began = of_type(events, ev.StepBegan)[1:]  # after Bob's cleanup step
    assert steps_began(began)[: len(FULL_TURN)] == FULL_TURN
    phases = [e.phase for e in began][: len(FULL_TURN)]
    assert list(dict.fromkeys(phases)) == [Phase.BEGINNING, Phase.MAIN, Phase.COMBAT,
                                          Phase.ENDING]


def test_cr500_12_advance_to_the_next_turn_in_one_action() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.AdvanceToNextTurn())
    assert _turns(list(events)) == [(2, BOB, False)]
    assert game.state.turn.step is Step.UPKEEP


def test_cr500_12_advancing_stops_where_something_goes_on_the_stack() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    play(game, ANN, "The Eldest Reborn")
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=2)
    game.apply(a.AdvanceToNextTurn())
    assert (game.state.turn.number, game.state.turn.step) == (3, Step.UPKEEP)
    game.apply(a.AdvanceToNextTurn())
    assert (game.state.turn.number, game.state.turn.step) == (3, Step.MAIN)
    assert top(game).chapter == 2


def test_cr502_the_untap_step_untaps_the_active_players_permanents_only() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    anns = play(game, ANN, "Grizzly Bears")
    bobs = play(game, BOB, "Grizzly Bears")
    game.apply(a.TapPermanent(anns))
    game.apply(a.TapPermanent(bobs))
    events = advance_to(game, Step.UPKEEP, turn=2)
    assert [u.object for u in of_type(events, ev.PermanentUntapped)] == [bobs]
    assert game.state.objects[anns].tapped
    advance_to(game, Step.UPKEEP, turn=3)
    assert not game.state.objects[anns].tapped


def test_cr502_4_no_player_gets_priority_in_the_untap_step() -> None:
    game = table("Ann", "Bob", in_main=False)
    assert game.state.turn.step is Step.UPKEEP
    advance_to(game, Step.END)
    game.apply(a.AdvanceStep())  # the end step ends; cleanup, untap pass on their own
    assert (game.state.turn.number, game.state.turn.step) == (2, Step.UPKEEP)


def test_cr503_upkeep_triggers_at_the_beginning_of_your_upkeep() -> None:
    game = table(seat("Ann", UPKEEP_WATCHER), "Bob")
    watcher = play(game, ANN, "Dawn Watcher")
    events = advance_to(game, Step.UPKEEP, turn=2)
    assert of_type(events, ev.AbilityTriggered) == []
    events = advance_to(game, Step.UPKEEP, turn=3)
    assert [t.source for t in of_type(events, ev.AbilityTriggered)] == [watcher]
    assert top(game).source == watcher


def test_cr504_1_the_active_player_draws_in_the_draw_step() -> None:
    game = table("Ann", "Bob", in_main=False)
    events = advance_to(game, Step.DRAW, turn=2)
    assert [(d.player) for d in of_type(events, ev.CardDrawn)] == [BOB]
    assert (_hand(game, ANN), _hand(game, BOB)) == (0, 1)


def test_cr513_end_step_triggers_at_the_beginning_of_your_end_step() -> None:
    game = table(seat("Ann", END_STEP_WATCHER), "Bob")
    watcher = play(game, ANN, "Twilight Watcher")
    advance_to(game, Step.END)
    assert top(game).source == watcher
    hand = _hand(game, ANN)
    resolve(game)
    assert _hand(game, ANN) == hand + 1
    events = advance_to(game, Step.END, turn=2)
    assert of_type(events, ev.AbilityTriggered) == []


def test_cr500_4_mana_empties_as_steps_and_phases_end() -> None:
    game = table(seat("Ann", SUMMON_IFRIT), "Bob")
    ifrit = play(game, ANN, "Summon: G.F. Ifrit")
    resolve(game)
    game.apply(a.AddCounters(ifrit, "lore", 2))  # II and III ("add {R}")
    order_as_is(game)
    resolve(game)
    assert game.state.players[ANN].mana_pool == "{R}"
    advance(game)
    assert game.state.players[ANN].mana_pool == ""


# ---------------------------------------------------------------------------- 103.8a


def test_cr103_8a_the_first_player_skips_the_first_draw_in_a_two_player_game() -> None:
    game = table("Ann", "Bob", in_main=False)
    events = advance_to(game, Step.MAIN, turn=1)
    assert [(s.step, s.reason) for s in of_type(events, ev.StepSkipped)] == [
        (Step.DRAW, "the player who goes first skips their first draw step (103.8a)")
    ]
    assert _hand(game, ANN) == 0
    advance_to(game, Step.MAIN, turn=2)
    assert _hand(game, BOB) == 1
    advance_to(game, Step.MAIN, turn=3)
    assert _hand(game, ANN) == 1


@pytest.mark.parametrize("count", [3, 4, 8])
def test_cr103_8c_nobody_skips_the_first_draw_in_a_multiplayer_game(count: int) -> None:
    game = table(*[f"P{i}" for i in range(count)], in_main=False)
    events = advance_to(game, Step.MAIN, turn=1)
    assert of_type(events, ev.StepSkipped) == []
    assert _hand(game, ANN) == 1


def test_cr103_8_a_one_player_goldfish_game_skips_it_too() -> None:
    game = table("Ann", in_main=False)
    advance_to(game, Step.MAIN, turn=1)
    assert _hand(game, ANN) == 0
    advance_to(game, Step.MAIN, turn=2)
    assert _hand(game, ANN) == 1


def test_cr103_8_the_table_can_choose_otherwise() -> None:
    game = table("Ann", "Bob", "Cid", in_main=False, first_player_skips_draw=True)
    advance_to(game, Step.MAIN, turn=1)
    assert _hand(game, ANN) == 0
    game = table("Ann", "Bob", in_main=False, first_player_skips_draw=False)
    advance_to(game, Step.MAIN, turn=1)
    assert _hand(game, ANN) == 1


# ---------------------------------------------------------------------------- 505.1a


def test_cr505_1a_only_the_first_main_phase_is_the_precombat_main_phase() -> None:
    game = table("Ann", "Bob", in_main=False)
    events = advance_to(game, Step.END)
    assert [s for s in steps_began(events) if s.endswith("main")] == [
        "precombat main", "postcombat main",
    ]


def test_cr505_1a_with_combat_skipped_the_second_main_phase_is_still_postcombat() -> None:
    game = table("Ann", "Bob", in_main=False)
    game.apply(a.SkipNext(ANN, "combat"))
    events = advance_to(game, Step.END)
    assert [p.phase for p in of_type(events, ev.PhaseSkipped)] == [Phase.COMBAT]
    assert [s for s in steps_began(events) if s.endswith("main")] == [
        "precombat main", "postcombat main",
    ]


# ---------------------------------------------------------------------------- 500.11 skipping


def test_cr500_11_skip_your_next_draw_step() -> None:
    game = table("Ann", "Bob")
    game.apply(a.SkipNext(ANN, "draw"))
    events = advance_to(game, Step.MAIN, turn=2)
    assert _hand(game, BOB) == 1  # Bob's draw step is not Ann's
    events = advance_to(game, Step.MAIN, turn=3)
    draws = [s.reason for s in of_type(events, ev.StepSkipped) if s.step is Step.DRAW]
    assert draws == ["skipped by an effect"]
    assert _hand(game, ANN) == 0
    advance_to(game, Step.MAIN, turn=5)
    assert _hand(game, ANN) == 1


def test_cr500_11_skip_two_draw_steps() -> None:
    game = table("Ann", "Bob")
    game.apply(a.SkipNext(ANN, "draw", count=2))
    advance_to(game, Step.MAIN, turn=5)
    assert _hand(game, ANN) == 0
    advance_to(game, Step.MAIN, turn=7)
    assert _hand(game, ANN) == 1


def test_cr500_11_skip_your_next_untap_step() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    game.apply(a.TapPermanent(bears))
    game.apply(a.SkipNext(ANN, "untap"))
    advance_to(game, Step.UPKEEP, turn=3)
    assert game.state.objects[bears].tapped
    advance_to(game, Step.UPKEEP, turn=5)
    assert not game.state.objects[bears].tapped


def test_cr500_11_skip_a_whole_phase() -> None:
    """Skipping the combat phase skips all of its steps."""
    game = table("Ann", "Bob")
    game.apply(a.SkipNext(ANN, "combat"))
    events = advance_to(game, Step.END)
    assert steps_began(events) == ["postcombat main", "end"]
    assert [p.phase for p in of_type(events, ev.PhaseSkipped)] == [Phase.COMBAT]


def test_cr500_11_fatespinner_skips_each_draw_step_this_turn_only() -> None:
    game = table("Ann", "Bob")
    advance_to(game, Step.UPKEEP, turn=3)
    game.apply(a.SkipThisTurn(ANN, "draw"))
    game.apply(a.AddExtraPhases((Phase.BEGINNING,)))  # a second beginning phase this turn
    events = advance_to(game, Step.MAIN, turn=3)
    assert [s.step for s in of_type(events, ev.StepSkipped)] == [Step.DRAW, Step.DRAW]
    assert _hand(game, ANN) == 0
    advance_to(game, Step.MAIN, turn=5)
    assert _hand(game, ANN) == 1


def test_cr500_11_nothing_to_skip_is_refused() -> None:
    game = table("Ann", "Bob")
    with pytest.raises(IllegalActionError):
        game.apply(a.SkipNext(ANN, "lunch"))


# ---------------------------------------------------------------------------- 500.8 extra phases


def test_cr500_8_extra_phases_come_right_after_this_phase_newest_first() -> None:
    """Relentless Assault (combat then main) and then a second effect adding a combat phase:
    the newest, that single combat, comes first."""
    game = table("Ann", "Bob")
    game.apply(a.AddExtraPhases((Phase.COMBAT, Phase.MAIN)))
    game.apply(a.AddExtraPhases((Phase.COMBAT,)))
    events = advance_to(game, Step.END)
    phases = [(e.phase, e.extra) for e in of_type(events, ev.StepBegan)
              if e.step in (Step.BEGINNING_OF_COMBAT, Step.MAIN)]
    assert phases == [
        (Phase.COMBAT, True),   # the newest extra phase
        (Phase.COMBAT, True),   # Relentless Assault's combat
        (Phase.MAIN, True),     # and its main phase
        (Phase.COMBAT, False),  # then the turn as usual
        (Phase.MAIN, False),
    ]


def test_cr500_8_an_extra_beginning_phase_after_the_postcombat_main_phase() -> None:
    """Sphinx of the Second Sun: after the postcombat main phase, another beginning phase: Ann
    untaps and draws again, then the turn goes on to its ending phase."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.MAIN, turn=3, precombat=False)
    game.apply(a.TapPermanent(bears))
    game.apply(a.AddExtraPhases((Phase.BEGINNING,)))
    hand = _hand(game, ANN)
    events = advance_to(game, Step.END)
    assert steps_began(events) == ["untap", "upkeep", "draw", "end"]
    assert all(e.extra for e in of_type(events, ev.StepBegan)[:3])
    assert not game.state.objects[bears].tapped
    assert _hand(game, ANN) == hand + 1
    assert game.state.turn.number == 3


# ---------------------------------------------------------------------------- 500.7 extra turns


def test_cr500_7_extra_turns_the_most_recent_first() -> None:
    """During Ann's turn she gets an extra turn (Time Walk), then Cid gets one (Time Warp on
    Cid): Cid's, created last, comes first. Then the turn order resumes after Ann: Bob."""
    game = table("Ann", "Bob", "Cid")
    game.apply(a.AddExtraTurn(ANN))
    game.apply(a.AddExtraTurn(CID))
    events = []
    for turn in range(2, 6):
        events += advance_to(game, Step.UPKEEP, turn=turn)
    assert _turns(events) == [
        (2, CID, True), (3, ANN, True), (4, BOB, False), (5, CID, False),
    ]


def test_cr500_7_turn_order_resumes_after_another_players_extra_turn() -> None:
    """Ann gives Cid an extra turn after her own. After it, the turn that follows Ann's in turn
    order comes: Bob's, not Ann's again."""
    game = table("Ann", "Bob", "Cid")
    game.apply(a.AddExtraTurn(CID))
    events = []
    for turn in range(2, 6):
        events += advance_to(game, Step.UPKEEP, turn=turn)
    assert _turns(events) == [
        (2, CID, True), (3, BOB, False), (4, CID, False), (5, ANN, False),
    ]


def test_cr500_7_an_extra_turn_taken_during_an_extra_turn() -> None:
    game = table("Ann", "Bob")
    game.apply(a.AddExtraTurn(ANN))
    advance_to(game, Step.UPKEEP, turn=2)
    game.apply(a.AddExtraTurn(ANN))
    events = []
    for turn in range(3, 5):
        events += advance_to(game, Step.UPKEEP, turn=turn)
    assert _turns(events) == [(3, ANN, True), (4, BOB, False)]


def test_cr500_7_two_extra_turns_in_one_action_come_before_an_earlier_one() -> None:
    """Time Stretch on Ann (two extra turns) after Cid got one: Ann's two come first, then
    Cid's, then the turn order resumes after Ann."""
    game = table("Ann", "Bob", "Cid")
    game.apply(a.AddExtraTurn(CID))
    game.apply(a.AddExtraTurn(ANN, count=2))
    events = []
    for turn in range(2, 6):
        events += advance_to(game, Step.UPKEEP, turn=turn)
    assert _turns(events) == [
        (2, ANN, True), (3, ANN, True), (4, CID, True), (5, BOB, False),
    ]


@pytest.mark.parametrize("count", [0, -1, 101, True, "2"])
def test_cr500_7_extra_turns_are_from_one_to_a_hundred(count: object) -> None:
    game = table("Ann", "Bob")
    with pytest.raises(IllegalActionError):
        game.apply(a.AddExtraTurn(ANN, count=count))  # type: ignore[arg-type]
    assert game.state.turn.extra_turns == ()


def test_cr500_7_an_extra_turn_of_a_player_who_left_is_not_taken() -> None:
    game = table("Ann", "Bob", "Cid")
    game.apply(a.AddExtraTurn(CID))
    game.apply(a.Concede(CID))
    events = advance_to(game, Step.UPKEEP, turn=2)
    assert _turns(events) == [(2, BOB, False)]


# ---------------------------------------------------------------------------- 514 cleanup


def test_cr514_1_the_active_player_discards_down_to_maximum_hand_size() -> None:
    game = table(seat("Ann", *([GRIZZLY_BEARS] * 9)), "Bob")
    advance_to(game, Step.END)
    game.apply(a.AdvanceStep())
    decision = game.state.decision
    assert isinstance(decision, DiscardToHandSizeDecision)
    assert (decision.player, decision.count) == (ANN, 2)
    hand = game.state.zone(ANN, Zone.HAND)
    for wrong in (hand[:1], hand[:3], (hand[0], hand[0])):
        with pytest.raises(IllegalActionError):
            game.apply(a.DiscardToHandSize(wrong))
    with pytest.raises(IllegalActionError):
        game.apply(a.AdvanceStep())
    events = game.apply(a.DiscardToHandSize(hand[:2]))
    assert _hand(game, ANN) == 7
    assert [m.to_zone for m in of_type(events, ev.ObjectMoved)] == [Zone.GRAVEYARD] * 2
    assert game.state.turn.active == BOB


def test_cr514_1_the_table_sets_the_maximum_hand_size() -> None:
    game = table(seat("Ann", *([GRIZZLY_BEARS] * 6)), "Bob", max_hand_size=5)
    advance_to(game, Step.END)
    game.apply(a.AdvanceStep())
    decision = game.state.decision
    assert isinstance(decision, DiscardToHandSizeDecision) and decision.count == 1


def test_cr514_1_only_the_active_player_discards() -> None:
    game = table("Ann", seat("Bob", *([GRIZZLY_BEARS] * 9)))
    advance_to(game, Step.END)
    game.apply(a.AdvanceStep())
    assert game.state.decision is None and game.state.turn.active == BOB


def test_cr514_2_damage_wears_off_and_until_end_of_turn_effects_end() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, ELDEST_REBORN), seat("Bob", GRIZZLY_BEARS))
    anns = play(game, ANN, "Grizzly Bears")
    bobs = play(game, BOB, "Grizzly Bears")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    started = game.apply(a.ApplyEffect((saga,), ContinuousEffectSpec(remove_subtypes=("Saga",))))
    effect = of_type(started, ev.EffectStarted)[0].effect
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((anns, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((bobs, anns),)))
    advance(game)
    game.apply(a.DealCombatDamage((CombatHit(anns, 1, creature=bobs),)))
    assert game.state.objects[bobs].damage == 1
    events = advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.objects[bobs].damage == 0
    assert [e.effect for e in of_type(events, ev.EffectEnded)] == [effect]
    assert game.state.effects == ()


def test_cr514_3a_two_triggers_of_the_cleanup_discard_give_another_cleanup() -> None:
    """Ann discards two cards to her hand size in the cleanup step, and each discard triggers
    her "whenever you discard a card" ability: she orders the two (603.3b), they resolve, and
    when the players pass another cleanup step begins, not the next turn (514.3a)."""
    bell = CardDef.simple(
        "Discard Bell", card_types=("Enchantment",), triggered_abilities=(
            TriggeredAbilitySpec(TriggerEvent.YOU_DISCARD, "Whenever you discard a card, ..."),
        ),
    )
    game = table(seat("Ann", bell, *([GRIZZLY_BEARS] * 9)), "Bob")
    play(game, ANN, "Discard Bell")
    advance_to(game, Step.CLEANUP)
    decision = game.state.decision
    assert isinstance(decision, DiscardToHandSizeDecision) and decision.count == 2
    game.apply(a.DiscardToHandSize(game.state.zone(ANN, Zone.HAND)[:2]))
    assert isinstance(game.state.decision, OrderTriggersDecision)
    order_as_is(game)
    assert len(game.state.stack) == 2
    assert (game.state.turn.number, game.state.turn.step) == (1, Step.CLEANUP)
    resolve(game)
    events = game.apply(a.AdvanceStep())
    assert steps_began(events)[0] == "cleanup"
    assert [t.number for t in of_type(events, ev.TurnEnded)] == [1]


def test_cr514_3a_a_state_based_action_in_cleanup_gives_priority_and_another_cleanup() -> None:
    """Ann's Saga, at lore 3, lost its abilities until end of turn. As the effect ends in the
    cleanup step it has chapters again and is sacrificed: players get priority in the cleanup
    step, and when they pass, another cleanup step begins."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.ApplyEffect((saga,), ContinuousEffectSpec(lose_all_abilities=True),
                             Duration.UNTIL_END_OF_TURN))
    game.apply(a.AddCounters(saga, "lore", 2))
    advance_to(game, Step.END)
    events = game.apply(a.AdvanceStep())
    assert [s.rule for s in of_type(events, ev.PermanentSacrificed)] == ["714.4"]
    assert (game.state.turn.number, game.state.turn.step) == (1, Step.CLEANUP)
    assert not on_battlefield(game, "The Eldest Reborn")
    events = game.apply(a.AdvanceStep())
    assert steps_began(events)[0] == "cleanup"
    assert [t.number for t in of_type(events, ev.TurnEnded)] == [1]
