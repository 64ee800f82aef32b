"""The paper table: paper seats, any card from nowhere, control changes, life and hand counts."""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import (
    CardDef,
    ContinuousEffectSpec,
    DrawEffect,
    GainLifeEffect,
    SequenceEffect,
    TriggeredAbilitySpec,
    TriggerEvent,
)
from saga_table.engine.day_night import spells_cast_by
from saga_table.engine.effects.kinds import (
    DiscardEffect,
    Filter,
    ScryEffect,
    SearchLibraryEffect,
    Who,
)
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import (
    ChooseNumberDecision,
    ChooseReadAheadDecision,
    Duration,
    MulliganDecision,
    ResolveByHandDecision,
    RuleOptions,
)
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    AZUSAS_JOURNEYS,
    BOB,
    CID,
    DEE,
    DIVINATION,
    GRIZZLY_BEARS,
    HISTORY_OF_BENALIA,
    ISLAND,
    URZAS_SAGA,
    advance_to,
    chars,
    entered,
    lore,
    of_type,
    order_as_is,
    resolve,
    seat,
    stack_chapters,
    to_precombat_main,
)

READ_AHEAD_SAGA = CardDef.saga(
    "Read Ahead Tale", chapters={1: "one", 2: "two", 3: "three"}, read_ahead=True
)


def paper_table(*names: str, hand: int = 7, first: int = 0, **rules: object) -> Game:
    players = tuple(PlayerSetup(n, paper=True, hand_count=hand) for n in names)
    return Game(
        GameSetup(players=players, starting_player=first, rules=RuleOptions(**rules))  # type: ignore[arg-type]
    )


def put(game: Game, card: CardDef, controller: PlayerId, **kw: object) -> list[ev.Event]:
    return list(game.apply(a.PutCardOntoBattlefield(card, controller, **kw)))  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- paper seats


def test_cr704_5b_paper_seat_passes_ten_turns_and_never_loses_for_its_library() -> None:
    game = paper_table("Ann", "Ben", "Cid", "Dee")
    game.apply(a.BecomeMonarch(BOB))
    drawn: list[ev.CardDrawn] = []
    discarded: list[ev.HiddenCardsDiscarded] = []
    while game.state.turn.number < 11:
        events = list(game.apply(a.AdvanceToNextTurn()))
        events += resolve(game)  # the monarch's end-step draw stops the turn on the stack
        drawn += of_type(events, ev.CardDrawn)
        discarded += of_type(events, ev.HiddenCardsDiscarded)
    state = game.state
    assert all(not p.left_game for p in state.players) and not state.game_over
    assert all(d.hidden and d.object is None for d in drawn)
    # Ten draw steps (103.8c: nobody skips the first draw with four players) and Ben's three
    # end-step draws as the monarch (turns 2, 6 and 10); Ben discards 2 in each of his cleanups.
    assert len(drawn) == 13
    assert [d.player for d in drawn].count(BOB) == 6
    assert [(d.player, d.count) for d in discarded].count((BOB, 2)) == 3
    assert [state.hand_size(p.id) for p in state.players] == [7, 7, 7, 7]
    assert [state.library_known(p.id) for p in state.players] == [False] * 4


def test_cr724_2_paper_monarch_draws_at_their_end_step() -> None:
    game = paper_table("Ann", "Ben", hand=3)
    game.apply(a.BecomeMonarch(ANN))
    advance_to(game, Step.END, turn=1)
    assert [i.kind.value for i in game.state.stack] == ["monarch draw"]
    events = game.apply(a.ResolveTopOfStack())
    assert of_type(events, ev.CardDrawn) == [ev.CardDrawn(ANN, None, hidden=True)]
    assert game.state.hand_size(ANN) == 4


def test_cr514_1_paper_seat_discards_unseen_cards_without_a_decision() -> None:
    game = paper_table("Ann", "Ben", hand=9)
    events = game.apply(a.AdvanceToNextTurn())
    assert game.state.decision is None and game.state.turn.number == 2
    assert of_type(events, ev.HiddenCardsDiscarded) == [ev.HiddenCardsDiscarded(ANN, 2)]
    assert game.state.hand_size(ANN) == 7 and game.state.zone(ANN, Zone.GRAVEYARD) == ()
    assert game.state.players[ANN].hidden_graveyard == 2  # (what the table's graveyard holds)


def test_cr701_9_paper_opponents_discard_unseen_cards_to_a_chapter() -> None:
    """A chapter like The Eldest Reborn's II on a paper table: each opponent discards a card.
    Their hands are unseen, so each holds one card fewer and their graveyards one unseen card
    more; nothing is asked."""
    tale = CardDef.saga("Tale of Loss", chapters={
        1: ("Each opponent discards a card.", DiscardEffect(who=Who.EACH_OPPONENT)),
        2: "-", 3: "-",
    })
    game = paper_table("Ann", "Ben", "Cid", hand=7)
    put(game, tale, ANN)
    events = resolve(game)
    assert game.state.decision is None
    assert [(d.player, d.count) for d in of_type(events, ev.HiddenCardsDiscarded)] == [
        (BOB, 1), (CID, 1)
    ]
    assert [game.state.hand_size(p) for p in (ANN, BOB, CID)] == [7, 6, 6]
    assert [game.state.players[p].hidden_graveyard for p in (ANN, BOB, CID)] == [0, 1, 1]


#: Fable of the Mirror-Breaker's II alone: "discard up to two, then draw as many".
RUMMAGING = CardDef.saga("Tale of Rummaging", chapters={
    1: ("Discard up to two, then draw as many.", SequenceEffect((
        DiscardEffect(count=2, up_to=True), DrawEffect(amount="discarded"),
    ))),
    2: "-", 3: "-",
})


def test_cr701_9_a_paper_seat_says_how_many_it_discarded_up_to_two() -> None:
    """Fable of the Mirror-Breaker's II on a paper table: "discard up to two cards, then draw
    that many". The hand is unseen and the number is the player's choice at the table, so the
    app asks how many (0 to 2) instead of discarding none; the draw follows that number."""
    game = paper_table("Ann", "Ben", hand=5)
    put(game, RUMMAGING, ANN)
    resolve(game)
    decision = game.state.decision
    assert isinstance(decision, ChooseNumberDecision)
    assert (decision.player, decision.minimum, decision.maximum, decision.purpose) == (
        ANN, 0, 2, "discarded"
    )
    with pytest.raises(IllegalActionError):
        game.apply(a.ChooseNumber(3))
    events = game.apply(a.ChooseNumber(2))
    assert of_type(events, ev.HiddenCardsDiscarded) == [
        ev.HiddenCardsDiscarded(ANN, 2, to_hand_size=False)
    ]
    assert [d.hidden for d in of_type(events, ev.CardDrawn)] == [True, True]
    assert game.state.hand_size(ANN) == 5 and game.state.players[ANN].hidden_graveyard == 2


def test_cr701_9_a_paper_seat_that_discarded_none_draws_none() -> None:
    game = paper_table("Ann", "Ben", hand=1)
    put(game, RUMMAGING, ANN)
    resolve(game)
    assert game.state.decision.maximum == 1  # type: ignore[union-attr]  # one card in hand
    events = game.apply(a.ChooseNumber(0))
    assert of_type(events, ev.HiddenCardsDiscarded) == [] and of_type(events, ev.CardDrawn) == []
    assert game.state.decision is None and game.state.hand_size(ANN) == 1


def test_cr404_a_paper_seats_graveyard_count_is_set_by_hand() -> None:
    """A creature brought back from a paper seat's graveyard by hand (put onto the battlefield
    by name) leaves its unseen graveyard one card fewer: the seat's graveyard count is set as
    its hand count is, known cards included, and is one undo step."""
    game = paper_table("Ann", "Ben", hand=9)
    game.apply(a.AdvanceToNextTurn())  # Ann discards 2 to her hand size, unseen
    assert game.state.players[ANN].hidden_graveyard == 2
    events = game.apply(a.SetGraveyardSize(ANN, 1))
    assert of_type(events, ev.GraveyardSizeSet) == [ev.GraveyardSizeSet(ANN, 2, 1)]
    assert game.state.players[ANN].hidden_graveyard == 1
    with pytest.raises(IllegalActionError, match="already has 1"):
        game.apply(a.SetGraveyardSize(ANN, 1))
    with pytest.raises(IllegalActionError, match="from 0 to 500"):
        game.apply(a.SetGraveyardSize(ANN, 501))
    game.undo()
    assert game.state.players[ANN].hidden_graveyard == 2
    goldfish = Game(GameSetup(players=(PlayerSetup("Kai", library=(ISLAND,) * 20),)))
    with pytest.raises(IllegalActionError, match="cards the app holds"):
        goldfish.apply(a.SetGraveyardSize(ANN, 3))


def test_cr701_23_a_paper_seat_searches_its_library_at_the_table() -> None:
    """Chapters that search or scry a paper seat's library (it is on the real table, not in the
    app) wait for the player's own changes, as a resolution by hand does: Ann finds an
    artifact, puts it onto the battlefield by name, and presses Done. Scrying asks nothing of
    the app either: Done."""
    tale = CardDef.saga("Tale of Finding", chapters={
        1: ("Scry 2.", ScryEffect(2)),
        2: ("Search for an artifact, put it onto the battlefield.",
            SearchLibraryEffect(Filter(types=("Artifact",)), to="battlefield")),
        3: "-",
    })
    ring = CardDef.simple("Brass Ring", card_types=("Artifact",))
    game = paper_table("Ann", "Ben", hand=7)
    put(game, tale, ANN)
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ResolveByHandDecision)
    game.apply(a.FinishResolution())
    saga = next(o for o in game.state.battlefield if game.state.objects[o].name == tale.name)
    game.apply(a.AddCounters(saga, "lore", 1))
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ResolveByHandDecision)
    put(game, ring, ANN)
    game.apply(a.FinishResolution())
    assert game.state.decision is None and game.state.resolution is None
    assert ring.name in [game.state.objects[o].name for o in game.state.battlefield]


def test_set_hand_size_counts_the_paper_hand_with_its_known_cards() -> None:
    players = (PlayerSetup("Ann", paper=True, hand_count=5, hand=(GRIZZLY_BEARS,)), seat("Ben"))
    game = Game(GameSetup(players=players, shuffle=False))
    assert game.state.hand_size(ANN) == 6
    events = game.apply(a.SetHandSize(ANN, 3))
    assert events == (ev.HandSizeSet(ANN, 6, 3),)
    assert game.state.players[ANN].hidden_hand == 2
    with pytest.raises(IllegalActionError, match="known"):
        game.apply(a.SetHandSize(ANN, 0))
    with pytest.raises(IllegalActionError, match="move cards"):
        game.apply(a.SetHandSize(BOB, 3))


def test_cr103_5_only_deck_seats_keep_or_mulligan() -> None:
    players = (
        PlayerSetup("Ann", paper=True, hand_count=7),
        seat("Ben", library=30),
        PlayerSetup("Cid", paper=True, hand_count=7),
    )
    game = Game(GameSetup(players=players, opening_hands=True, shuffle=False))
    assert game.state.decision == MulliganDecision(BOB, 0)
    assert len(game.state.zone(BOB, Zone.HAND)) == 7
    game.apply(a.KeepHand(BOB))
    assert game.state.started and game.state.decision is None
    assert game.state.hand_size(ANN) == 7 and game.state.hand_size(CID) == 7


def test_cr103_5_a_paper_table_starts_at_turn_one_without_opening_hands() -> None:
    players = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in ("Ann", "Ben"))
    game = Game(GameSetup(players=players, opening_hands=True))
    assert game.state.started and game.state.decision is None
    assert game.state.turn.number == 1 and game.state.turn.step is Step.UPKEEP


# ---------------------------------------------------------------------------- any card


def test_cr714_3a_a_saga_from_nowhere_gets_its_entry_counter_and_chapter_one() -> None:
    game = paper_table("Ann", "Ben")
    events = put(game, HISTORY_OF_BENALIA, BOB)
    saga = entered(events)
    assert lore(game, saga) == 1 and stack_chapters(game) == [1]
    assert game.state.stack[-1].controller == BOB
    assert game.state.objects[saga].owner == BOB
    assert not of_type(events, ev.ObjectMoved)  # it came from nowhere, not from a zone
    game.undo()
    assert game.state.battlefield == () and game.state.stack == ()


def test_cr702_155b_read_ahead_from_nowhere_chooses_the_chapter() -> None:
    game = paper_table("Ann", "Ben")
    put(game, READ_AHEAD_SAGA, ANN, tapped=True)
    decision = game.state.decision
    assert isinstance(decision, ChooseReadAheadDecision) and decision.maximum == 3
    events = game.apply(a.ChooseReadAhead(3))
    saga = entered(events)
    assert lore(game, saga) == 3 and stack_chapters(game) == [3]  # 702.155c: only III
    assert game.state.objects[saga].tapped
    game2 = paper_table("Ann", "Ben")
    saga2 = entered(put(game2, READ_AHEAD_SAGA, ANN, read_ahead=2))
    assert lore(game2, saga2) == 2 and stack_chapters(game2) == [2]


def test_token_copy_tapped_and_back_face_from_nowhere() -> None:
    game = paper_table("Ann", "Ben")
    events = put(game, HISTORY_OF_BENALIA, ANN, token=True, tapped=True)
    token = entered(events)
    obj = game.state.objects[token]
    assert obj.token and obj.tapped and lore(game, token) == 1
    assert of_type(events, ev.TokenCreated)
    back = entered(put(game, AZUSAS_JOURNEYS, BOB, face=1))
    assert game.state.objects[back].name == "Likeness of the Seeker"
    assert lore(game, back) == 0  # the back face is no Saga
    with pytest.raises(IllegalActionError, match="back face"):
        put(game, HISTORY_OF_BENALIA, ANN, face=1)
    with pytest.raises(IllegalActionError, match="cast it instead"):
        put(game, DIVINATION, ANN)


def test_cast_card_puts_a_spell_on_the_stack_that_resolves() -> None:
    game = paper_table("Ann", "Ben")
    game.apply(a.CastCard(HISTORY_OF_BENALIA, BOB))
    assert [i.kind.value for i in game.state.stack] == ["spell"]
    game.apply(a.ResolveTopOfStack())  # the Saga spell resolves: it enters with a counter
    saga = next(o for o in game.state.permanents())
    assert saga.controller == BOB and lore(game, saga.id) == 1 and stack_chapters(game) == [1]
    resolve(game)
    game.apply(a.CastCard(DIVINATION, ANN))
    game.apply(a.ResolveTopOfStack())
    assert [game.state.objects[i].name for i in game.state.zone(ANN, Zone.GRAVEYARD)] == [
        "Divination"
    ]


def test_cr601_2a_a_spell_cast_from_a_paper_hand_leaves_one_unseen_card_fewer() -> None:
    game = paper_table("Ann", "Ben", "Cid", "Dee")
    game.apply(a.AdvanceToStep(Step.MAIN, precombat=True))  # Ann draws: 8 unseen cards
    assert game.state.hand_size(ANN) == 8
    game.apply(a.CastCard(HISTORY_OF_BENALIA, ANN, from_hand=True))
    assert game.state.hand_size(ANN) == 7 and [i.kind.value for i in game.state.stack] == [
        "spell"
    ]
    game.undo()
    assert game.state.hand_size(ANN) == 8 and not game.state.stack  # undo gives the card back
    game.redo()
    game.apply(a.CastCard(DIVINATION, ANN))  # from elsewhere (a flashback, say): no change
    assert game.state.hand_size(ANN) == 7
    # 514.1 then finds nothing to discard: the hand holds what the table holds
    resolve(game)
    events = game.apply(a.AdvanceToNextTurn())
    assert of_type(events, ev.HiddenCardsDiscarded) == [] and game.state.hand_size(ANN) == 7


def test_cr305_1_a_land_played_from_a_paper_hand_counts_as_the_turns_land() -> None:
    game = paper_table("Ann", "Ben", hand=2, one_land_per_turn=True)
    game.apply(a.AdvanceToStep(Step.MAIN, precombat=True))  # no draw on the first turn (103.8a)
    events = put(game, ISLAND, ANN, from_hand=True, play=True)
    island = game.state.battlefield[0]
    assert of_type(events, ev.LandPlayed) == [ev.LandPlayed(ANN, island)]
    assert game.state.players[ANN].lands_played == 1 and game.state.hand_size(ANN) == 1
    with pytest.raises(IllegalActionError, match="already played a land"):  # 305.2
        put(game, ISLAND, ANN, from_hand=True, play=True)
    with pytest.raises(IllegalActionError, match="own turn"):
        put(game, ISLAND, BOB, from_hand=True, play=True)
    put(game, ISLAND, ANN)  # an effect puts one: not played, from no hand
    assert game.state.players[ANN].lands_played == 1 and game.state.hand_size(ANN) == 1
    with pytest.raises(IllegalActionError, match="not a land"):
        put(game, GRIZZLY_BEARS, ANN, play=True)


def test_a_card_from_a_hand_needs_an_unseen_card_in_a_paper_hand() -> None:
    game = paper_table("Ann", "Ben", hand=1)
    put(game, GRIZZLY_BEARS, ANN, from_hand=True)
    assert game.state.hand_size(ANN) == 0
    with pytest.raises(IllegalActionError, match="no unseen card in hand"):
        game.apply(a.CastCard(DIVINATION, ANN, from_hand=True))
    with pytest.raises(IllegalActionError, match="token"):
        put(game, GRIZZLY_BEARS, BOB, token=True, from_hand=True)
    deck_seat = Game(GameSetup(players=(seat("Ann"), seat("Ben")), shuffle=False))
    with pytest.raises(IllegalActionError, match="the cards the app holds"):
        deck_seat.apply(a.CastCard(DIVINATION, ANN, from_hand=True))


# ---------------------------------------------------------------------------- control


def test_cr714_3c_the_controller_gets_the_turn_based_lore_counter() -> None:
    game = paper_table("Ann", "Ben")
    saga = entered(put(game, HISTORY_OF_BENALIA, ANN))
    resolve(game)
    game.apply(a.GainControl(saga, BOB))
    assert game.state.objects[saga].controller == BOB
    to_precombat_main(game, turn=1)
    assert lore(game, saga) == 1  # Ann's main phase: it is Ben's Saga now
    to_precombat_main(game, turn=2)
    assert lore(game, saga) == 2
    # 603.3a: chapter II is controlled by the Saga's controller as it triggers.
    assert game.state.stack[-1].chapter == 2 and game.state.stack[-1].controller == BOB


def test_cr514_2_control_until_end_of_turn_ends_in_cleanup() -> None:
    game = paper_table("Ann", "Ben", "Cid")
    bears = entered(put(game, GRIZZLY_BEARS, BOB))
    events = game.apply(a.GainControl(bears, ANN, Duration.UNTIL_END_OF_TURN))
    changed = of_type(events, ev.ControlChanged)
    assert changed == [ev.ControlChanged(bears, BOB, ANN, "Grizzly Bears")]
    game.apply(a.GainControl(bears, CID, Duration.UNTIL_END_OF_TURN))  # 613.7: latest wins
    assert game.state.objects[bears].controller == CID
    game.apply(a.AdvanceToNextTurn())
    assert game.state.objects[bears].controller == BOB and game.state.effects == ()


# ---------------------------------------------------------------------------- concede


def test_cr724_4_the_crown_goes_to_the_active_player_when_the_monarch_concedes() -> None:
    game = paper_table("Ann", "Ben", "Cid", "Dee")
    game.apply(a.BecomeMonarch(CID))
    bears = entered(put(game, GRIZZLY_BEARS, CID))
    game.apply(a.Concede(CID))
    assert game.state.monarch == ANN
    assert bears not in game.state.objects  # 800.4a: what Cid owns leaves with Cid


def test_cr724_4_the_crown_goes_to_the_next_player_when_the_active_monarch_concedes() -> None:
    game = paper_table("Ann", "Ben", "Cid", "Dee", first=3)
    game.apply(a.BecomeMonarch(DEE))
    game.apply(a.Concede(DEE))
    assert game.state.monarch == ANN and not game.state.game_over


def test_cr800_4a_control_effects_of_a_player_who_concedes_end() -> None:
    game = paper_table("Ann", "Ben", "Cid")
    bears = entered(put(game, GRIZZLY_BEARS, ANN))
    game.apply(a.GainControl(bears, BOB))
    game.apply(a.Concede(BOB))
    assert game.state.objects[bears].controller == ANN


# ---------------------------------------------------------------------------- life, counters, P/T


def test_set_life_and_correcting_poison() -> None:
    game = paper_table("Ann", "Ben")
    assert game.apply(a.SetLife(ANN, 17)) == (ev.LifeChanged(ANN, 20, 17),)
    game.apply(a.AddPlayerCounters(BOB, "poison", 3))
    game.apply(a.AddPlayerCounters(BOB, "poison", -2))
    assert game.state.players[BOB].poison == 1
    with pytest.raises(IllegalActionError):
        game.apply(a.SetLife(ANN, 17))


def test_cr704_5q_plus_and_minus_counters_annihilate_and_count_in_pt() -> None:
    game = paper_table("Ann", "Ben")
    bears = entered(put(game, GRIZZLY_BEARS, ANN))
    game.apply(a.AddCounters(bears, "+1/+1", 3))
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)
    game.apply(a.AddCounters(bears, "-1/-1", 1))
    counters = game.state.objects[bears].counters
    assert (counters["+1/+1"], counters["-1/-1"]) == (2, 0)
    assert chars(game, bears).power == 4


def test_cr613_4c_a_pump_until_end_of_turn() -> None:
    game = paper_table("Ann", "Ben")
    bears = entered(put(game, GRIZZLY_BEARS, ANN))
    game.apply(a.AddCounters(bears, "+1/+1", 1))
    spec = ContinuousEffectSpec(pt_delta=(2, 1))
    game.apply(a.ApplyEffect((bears,), spec, text="Knights get +2/+1"))
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 4)
    game.apply(a.ApplyEffect((bears,), ContinuousEffectSpec(set_base_pt=(0, 1))))  # 7b first
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)
    game.apply(a.AdvanceToNextTurn())
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)


def test_urzas_saga_from_nowhere_for_an_opponent() -> None:
    game = paper_table("Ann", "Ben")
    saga = entered(put(game, URZAS_SAGA, BOB, owner=ANN))
    assert game.state.objects[saga].owner == ANN and game.state.objects[saga].controller == BOB
    if game.state.decision is not None:
        order_as_is(game)
    assert lore(game, saga) == 1


def test_cr704_6c_commander_damage_corrected_by_hand_counts() -> None:
    game = paper_table("Ann", "Ben", "Cid")
    events = game.apply(a.ChangeCommanderDamage(BOB, "Ann's Commander", 15))
    assert events == (ev.CommanderDamageChanged(BOB, "Ann's Commander", 0, 15),)
    game.apply(a.ChangeCommanderDamage(BOB, "Ann's Commander", -5))
    assert dict(game.state.players[BOB].commander_damage) == {"Ann's Commander": 10}
    game.apply(a.ChangeCommanderDamage(BOB, "Ann's Commander", 11))
    assert game.state.players[BOB].left_game  # 21 from one commander


def test_cr714_3c_a_saga_borrowed_until_end_of_turn_skips_its_owners_lore_counter() -> None:
    game = paper_table("Ann", "Ben")
    saga = entered(put(game, HISTORY_OF_BENALIA, ANN))
    resolve(game)  # chapter I
    game.apply(a.GainControl(saga, BOB, Duration.UNTIL_END_OF_TURN))  # in Ann's upkeep
    to_precombat_main(game, turn=1)
    assert lore(game, saga) == 1  # Ben controls it as Ann's precombat main phase begins
    to_precombat_main(game, turn=2)  # 514.2: it came back to Ann in her cleanup step
    assert game.state.objects[saga].controller == ANN and lore(game, saga) == 1
    to_precombat_main(game, turn=3)
    assert lore(game, saga) == 2 and game.state.stack[-1].controller == ANN


def test_cr702_155b_a_token_copy_from_nowhere_chooses_its_chapter_too() -> None:
    game = paper_table("Ann", "Ben")
    put(game, READ_AHEAD_SAGA, BOB, token=True)
    assert isinstance(game.state.decision, ChooseReadAheadDecision)
    events = game.apply(a.ChooseReadAhead(2))
    token = entered(events)
    assert game.state.objects[token].token and lore(game, token) == 2
    assert [e.controller for e in of_type(events, ev.TokenCreated)] == [BOB]
    assert stack_chapters(game) == [2] and "from_nowhere" not in game.state.extra


def test_cards_from_nowhere_and_control_round_trip_through_the_record() -> None:
    from saga_table.engine.record import game_to_json, replay

    game = paper_table("Ann", "Ben", "Cid")
    put(game, AZUSAS_JOURNEYS, BOB, face=1, tapped=True)
    put(game, READ_AHEAD_SAGA, CID, token=True, read_ahead=3)
    game.apply(a.GainControl(game.state.battlefield[0], ANN, Duration.UNTIL_END_OF_TURN))
    game.apply(a.CastCard(DIVINATION, ANN))
    game.apply(a.CastCard(DIVINATION, BOB, from_hand=True))
    put(game, ISLAND, ANN, from_hand=True, play=True)  # (Ann's turn: 305.2)
    game.apply(a.SetHandSize(CID, 2))
    game.apply(a.ChangeCommanderDamage(ANN, "Someone", 4))
    data = json.loads(json.dumps(game_to_json(game)))
    result = replay(data)  # no card lookup: the record embeds every card it uses
    assert result.error is None, result.error
    assert result.game.state == game.state and result.game.actions == game.actions


def test_cr305_2_a_land_is_played_on_its_players_own_turn_only() -> None:
    """On Ann's turn, Cid cannot *play* a land (305.2), even at a table that does not count
    lands: the refusal says to put it onto the battlefield instead, which Cid can."""
    game = paper_table("Ann", "Ben", "Cid")
    with pytest.raises(IllegalActionError, match=r"own turn \(305\.2\).*onto the battlefield"):
        put(game, ISLAND, CID, from_hand=True, play=True)
    put(game, ISLAND, CID, from_hand=True)
    assert [game.state.objects[o].name for o in game.state.battlefield] == ["Island"]
    assert game.state.players[CID].lands_played == 0


def _watcher(name: str, event: TriggerEvent, text: str) -> CardDef:
    spec = TriggeredAbilitySpec(event, text, GainLifeEffect(1))
    return CardDef.simple(name, card_types=("Enchantment",), triggered_abilities=(spec,))


def test_cr603_2_a_paper_seats_unseen_draw_and_a_card_cast_from_nowhere_trigger() -> None:
    game = paper_table("Ann", "Ben", first_player_skips_draw=False)
    put(game, _watcher("Page Turner", TriggerEvent.YOU_DRAW, "Whenever you draw, gain 1."), ANN)
    put(game, _watcher("Spell Watcher", TriggerEvent.YOU_CAST_SPELL, "Cast: gain 1."), BOB)
    game.apply(a.AdvanceStep())  # Ann's draw step: a hidden draw
    assert [i.text for i in game.state.stack] == ["Whenever you draw, gain 1."]
    resolve(game)
    game.apply(a.CastCard(DIVINATION, BOB))
    assert game.state.stack[-1].text == "Cast: gain 1."  # above the spell it saw cast
    assert spells_cast_by(game.state, BOB) == 1  # 502.2 counts it for day and night


def test_cr404_a_paper_seats_unseen_graveyard_is_set_up_kept_and_written_in_the_record() -> None:
    from saga_table.engine.record import game_to_json, replay
    from saga_table.engine.setup import setup_at
    from saga_table.engine.setup_record import setup_from_json, setup_to_json

    ann = PlayerSetup("Ann", paper=True, graveyard_count=4)
    setup = GameSetup(players=(ann, PlayerSetup("Bo")))
    game = Game(setup)
    assert game.state.players[0].hidden_graveyard == 4
    again = replay(json.loads(json.dumps(game_to_json(game))))
    assert again.game.state.players[0].hidden_graveyard == 4
    assert setup_at(game.state, game.setup).players[0].graveyard_count == 4
    data = setup_to_json(setup)
    data["players"][1]["graveyard_count"] = 2  # type: ignore[index]
    with pytest.raises(Exception, match=r"players\[1\]\.graveyard_count"):
        setup_from_json(data)
    with pytest.raises(ValueError, match="deck seat's graveyard"):
        PlayerSetup("Bo", graveyard_count=1)
    with pytest.raises(ValueError, match="0 to 500 unseen"):
        PlayerSetup("Ann", paper=True, graveyard_count=501)


def test_cr608_2_a_card_chosen_from_a_graveyard_with_unseen_cards_is_the_tables_choice() -> None:
    """The Eldest Reborn's III at a table where Ben discarded unseen cards to its II: the app
    cannot list his graveyard, so the chapter waits to be carried out by hand (it resolved
    silently, "moved" nothing, before). With every graveyard the app's, the app asks as ever."""
    from saga_table.engine.effects.kinds import Filter, How, MoveCardsEffect, Objects

    back = MoveCardsEffect(
        Objects(how=How.CHOOSE, filter=Filter(types=("Creature",)), zone="graveyard"),
        to="battlefield",
    )
    tale = CardDef.saga("Tale of Return", chapters={
        1: ("Each opponent discards a card.", DiscardEffect(who=Who.EACH_OPPONENT)),
        2: ("Return a creature card from a graveyard.", back),
        3: "-",
    })
    game = paper_table("Ann", "Ben", hand=7)
    put(game, tale, ANN)
    resolve(game)
    assert game.state.players[BOB].hidden_graveyard == 1
    saga = next(o for o in game.state.battlefield if game.state.objects[o].name == tale.name)
    game.apply(a.AddCounters(saga, "lore", 1))
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ResolveByHandDecision)
    put(game, GRIZZLY_BEARS, ANN)  # the card the table chose, put by name
    game.apply(a.FinishResolution())
    assert game.state.decision is None and game.state.resolution is None
    assert "Grizzly Bears" in [game.state.objects[o].name for o in game.state.battlefield]


def test_cr701_17_paper_seats_mill_at_the_table_into_their_unseen_graveyards() -> None:
    """Each player mills three to a chapter at a paper table: the log said "carried out" and no
    graveyard changed. A paper seat's library is on the table: its graveyard counts three more
    unseen cards; a deck seat mills its real cards."""
    from saga_table.engine.effects.kinds import MillEffect

    tale = CardDef.saga("Tale of Dust", chapters={
        1: ("Each player mills three cards.", MillEffect(3, who=Who.EACH_PLAYER)), 2: "-",
    })
    game = paper_table("Ann", "Ben", hand=7)
    put(game, tale, ANN)
    events = resolve(game)
    assert game.state.decision is None
    assert [(m.player, m.count) for m in of_type(events, ev.HiddenCardsMilled)] == [
        (ANN, 3), (BOB, 3)
    ]
    assert [game.state.players[p].hidden_graveyard for p in (ANN, BOB)] == [3, 3]
