"""Guided effects: chapters carried out with the choices their controller (or an opponent) makes.

Each test is a short game. The Sagas are written here in our own words, with the structured
effects a card file would give them.
"""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import (
    CardDef,
    CardFace,
    Chapter,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    Layout,
    SequenceEffect,
)
from saga_table.engine.effects import kinds as k
from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    ResolveByHandDecision,
)
from saga_table.engine.turns import Phase
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    ISLAND,
    chars,
    in_hand,
    in_zone,
    of_type,
    on_battlefield,
    perm,
    play,
    seat,
    table,
)

BEAR = CardDef.simple("Bear", power="2", toughness="2", mana_value=2)
OGRE = CardDef.simple("Ogre", power="4", toughness="3", mana_value=3)
WALL = CardDef.simple("Stone Wall", power="0", toughness="6", keywords=("indestructible",))
TRINKET = CardDef.simple("Trinket", card_types=("Artifact",), mana_value=1)
ENGINE = CardDef.simple("Big Engine", card_types=("Artifact",), mana_value=5)
KNIGHT = CardDef.simple("Knight Errant", subtypes=("Knight",), power="2", toughness="2")

OPP_CREATURE = k.Objects(filter=k.Filter(types=("Creature",), controller="opponent"))


def one_chapter(effect: Effect, *, name: str = "Tale") -> CardDef:
    """A Saga whose chapter I does ``effect`` (chapter II keeps it on the battlefield)."""
    return CardDef.saga(name, chapters={1: ("Chapter one.", effect), 2: "Chapter two."})


def cast(game: Game, player: int, saga: CardDef) -> None:
    play(game, player, saga.name)  # type: ignore[arg-type]


def answer_targets(game: Game, *names: str) -> None:
    d = game.state.decision
    assert isinstance(d, ChooseTargetsDecision), d
    ids = tuple(o for o in d.objects for n in names if game.state.objects[o].name == n)
    game.apply(a.ChooseTargets(ids))


# ------------------------------------------------------------------ targets (115, 603.3d, 608.2b)


def test_cr603_3d_a_chapter_with_no_legal_target_is_removed_from_the_stack() -> None:
    saga = one_chapter(k.DestroyEffect(OPP_CREATURE))
    game = table(seat("Ann", saga), "Bob")
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    removed = of_type(events, ev.AbilityRemoved)
    assert [r.rule for r in removed] == ["603.3d"] and not game.state.stack
    assert game.state.decision is None


def _against_bear_and_ogre(effect: Effect) -> Game:
    """Bob's Bear and Ogre on the battlefield, then Ann's Saga whose chapter I does ``effect``."""
    game = table(seat("Ann", one_chapter(effect)), seat("Bob", BEAR, OGRE))
    play(game, BOB, "Bear")
    play(game, BOB, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    return game


def test_cr603_3d_the_target_is_chosen_as_the_chapter_goes_on_the_stack() -> None:
    game = _against_bear_and_ogre(k.DestroyEffect(OPP_CREATURE))
    d = game.state.decision
    assert isinstance(d, ChooseTargetsDecision) and d.player == ANN and len(d.objects) == 2
    with pytest.raises(IllegalActionError, match="legal target"):
        game.apply(a.ChooseTargets((perm(game, "Tale"),)))
    answer_targets(game, "Ogre")
    assert game.state.stack[-1].chosen[0].objects == (perm(game, "Ogre"),)
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, "Ogre") and on_battlefield(game, "Bear")


TWO_CREATURES = k.Objects(filter=k.Filter(types=("Creature",)), count=2)


def test_cr603_3d_a_chapter_needing_two_targets_with_one_legal_is_removed_from_the_stack() -> None:
    """"Destroy two target creatures" with one creature on the battlefield: no legal choice of
    two can be made (115.3: each target once), so the chapter is removed from the stack. The
    lab's goldfish game with The Trickster-God's Heist asked for "from 2 to 1" targets, which
    no answer could satisfy."""
    saga = one_chapter(k.DestroyEffect(TWO_CREATURES))
    game = table(seat("Ann", saga), seat("Bob", BEAR))
    play(game, BOB, "Bear")
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    assert [r.rule for r in of_type(events, ev.AbilityRemoved)] == ["603.3d"]
    assert game.state.decision is None and not game.state.stack
    assert on_battlefield(game, "Bear")


def test_cr603_3d_a_chapter_needing_two_targets_asks_for_exactly_two() -> None:
    game = _against_bear_and_ogre(k.DestroyEffect(TWO_CREATURES))
    d = game.state.decision
    assert isinstance(d, ChooseTargetsDecision) and (d.minimum, d.maximum) == (2, 2)
    answer_targets(game, "Bear", "Ogre")
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, "Bear") and not on_battlefield(game, "Ogre")


def test_cr608_2b_a_chapter_whose_target_left_does_nothing() -> None:
    saga = one_chapter(SequenceEffect((k.DestroyEffect(OPP_CREATURE), DrawEffect(2))))
    game = table(seat("Ann", saga), seat("Bob", BEAR))
    play(game, BOB, "Bear")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    answer_targets(game, "Bear")
    game.apply(a.MoveObject(perm(game, "Bear"), Zone.HAND))  # bounced in response
    hand = len(game.state.zone(ANN, Zone.HAND))
    events = game.apply(a.ResolveTopOfStack())
    assert [r.rule for r in of_type(events, ev.AbilityRemoved)] == ["608.2b"]
    assert len(game.state.zone(ANN, Zone.HAND)) == hand  # no card drawn either


def test_cr115_a_target_player_is_chosen_and_loses_life() -> None:
    saga = one_chapter(GainLifeEffect(3, who=k.Who.TARGET_OPPONENT, lose=True))
    game = table(seat("Ann", saga), "Bob", "Cid")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    d = game.state.decision
    assert isinstance(d, ChooseTargetsDecision) and d.players == (1, 2)
    game.apply(a.ChooseTargets(players=(d.players[1],)))
    game.apply(a.ResolveTopOfStack())
    assert [p.life for p in game.state.players] == [20, 20, 17]


# ------------------------------------------------------------------ cards in zones (701.9...)


def test_cr701_9_fable_style_discard_up_to_two_then_draw_as_many() -> None:
    loot = SequenceEffect(
        (k.DiscardEffect(2, up_to=True), DrawEffect(amount="discarded"))
    )
    saga = one_chapter(loot)
    game = table(seat("Ann", saga, ISLAND, ISLAND, BEAR), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.purpose == "discard"
    assert (d.minimum, d.maximum) == (0, 2)
    islands = tuple(o for o in d.options if game.state.objects[o].name == "Island")
    library = len(game.state.zone(ANN, Zone.LIBRARY))
    game.apply(a.ChooseCards(islands))
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["Island", "Island"]
    assert len(game.state.zone(ANN, Zone.LIBRARY)) == library - 2  # drew as many
    assert game.state.decision is None and game.state.resolution is None


def test_cr701_9b_an_opponent_discards_a_card_of_their_choice() -> None:
    saga = one_chapter(k.DiscardEffect(who=k.Who.EACH_OPPONENT))
    game = table(seat("Ann", saga), seat("Bob", BEAR, OGRE))
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.player == BOB  # Bob chooses his own card
    game.apply(a.ChooseCards((in_hand(game, BOB, "Ogre"),)))
    assert in_zone(game, BOB, Zone.GRAVEYARD) == ["Ogre"]


def test_cr701_9_random_discard_replays_the_same_card() -> None:
    saga = one_chapter(k.DiscardEffect(random=True, who=k.Who.EACH_OPPONENT))
    game = table(seat("Ann", saga), seat("Bob", BEAR, OGRE, ISLAND))
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert len(in_zone(game, BOB, Zone.GRAVEYARD)) == 1
    again = replay(json.loads(json.dumps(game_to_json(game))))
    assert again.error is None and again.game.state == game.state


def test_cr701_17_each_opponent_mills_three() -> None:
    saga = one_chapter(k.MillEffect(3, who=k.Who.EACH_OPPONENT))
    game = table(seat("Ann", saga), "Bob", "Cid")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert [len(in_zone(game, p, Zone.GRAVEYARD)) for p in (0, 1, 2)] == [0, 3, 3]


def test_cr701_22_scry_two_keeps_one_on_top_and_puts_one_on_the_bottom() -> None:
    saga = one_chapter(k.ScryEffect(2))
    game = table(seat("Ann", saga, library=(BEAR, OGRE, ISLAND, ISLAND)), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ArrangeTopDecision) and not d.to_graveyard
    bear, ogre = d.cards
    with pytest.raises(IllegalActionError, match=r"701\.22a"):
        game.apply(a.ArrangeTop(top=(ogre,), graveyard=(bear,)))
    game.apply(a.ArrangeTop(top=(ogre,), bottom=(bear,)))
    assert in_zone(game, ANN, Zone.LIBRARY) == ["Ogre", "Island", "Island", "Bear"]


def test_cr701_25_surveil_puts_a_card_into_the_graveyard() -> None:
    saga = one_chapter(k.SurveilEffect(2))
    game = table(seat("Ann", saga, library=(BEAR, OGRE, ISLAND)), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ArrangeTopDecision) and d.to_graveyard
    bear, ogre = d.cards
    game.apply(a.ArrangeTop(top=(ogre, bear), graveyard=()))
    assert in_zone(game, ANN, Zone.LIBRARY) == ["Ogre", "Bear", "Island"]


def test_cr701_23_urza_style_search_finds_a_cheap_artifact_and_shuffles() -> None:
    search = k.SearchLibraryEffect(
        k.Filter(types=("Artifact",), max_mana_value=1), to="battlefield"
    )
    saga = one_chapter(search)
    library = (ISLAND,) * 10 + (ENGINE, TRINKET)
    game = table(seat("Ann", saga, library=library), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.purpose == "search"
    assert [game.state.objects[o].name for o in d.options] == ["Trinket"]  # not the Big Engine
    assert len(d.seen) == 12  # the whole library is looked at
    events = game.apply(a.ChooseCards(d.options))
    assert on_battlefield(game, "Trinket")
    assert of_type(events, ev.LibraryShuffled)  # 701.23a


def test_cr701_23b_a_search_may_find_nothing_and_still_shuffles() -> None:
    saga = one_chapter(k.SearchLibraryEffect(k.Filter(types=("Artifact",))))
    game = table(seat("Ann", saga), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    events = game.apply(a.ResolveTopOfStack())
    assert game.state.decision is None and of_type(events, ev.LibraryShuffled)


# ------------------------------------------------------------------ permanents


def test_cr111_4_a_token_has_its_keywords_and_text() -> None:
    demon = CreateTokenEffect(
        "Demon", power=6, toughness=6, subtypes=("Demon",), keywords=("flying", "trample"),
        text="Each upkeep, sacrifice another creature or it deals 6 damage to you.",
    )
    game = table(seat("Ann", one_chapter(demon)), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    token = perm(game, "Demon")
    assert chars(game, token).keywords == ("flying", "trample")
    assert "upkeep" in game.state.objects[token].printed.text


def test_cr611_2c_benalia_style_knights_get_plus_two_plus_one_until_end_of_turn() -> None:
    knights = k.Objects(k.How.ALL, k.Filter(subtypes=("Knight",), controller="you"))
    pump = k.PumpEffect(2, 1, objects=knights)
    game = table(seat("Ann", one_chapter(pump), KNIGHT, KNIGHT), "Bob")
    first = play(game, ANN, "Knight Errant")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    later = play(game, ANN, "Knight Errant")  # 611.2c: the affected set was locked in
    assert (chars(game, first).power, chars(game, first).toughness) == (4, 3)
    assert (chars(game, later).power, chars(game, later).toughness) == (2, 2)
    game.apply(a.AdvanceToNextTurn())  # 514.2: "until end of turn" ends in the cleanup step
    assert (chars(game, first).power, chars(game, first).toughness) == (2, 2)


def test_cr122_1_up_to_one_creature_gets_a_counter() -> None:
    counters = k.PutCountersEffect(
        objects=k.Objects(filter=k.Filter(types=("Creature",)), up_to=True)
    )
    game = table(seat("Ann", one_chapter(counters), BEAR), "Bob")
    bear = play(game, ANN, "Bear")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    d = game.state.decision
    assert isinstance(d, ChooseTargetsDecision) and d.minimum == 0
    game.apply(a.ChooseTargets((bear,)))
    game.apply(a.ResolveTopOfStack())
    assert game.state.objects[bear].counters["+1/+1"] == 1 and chars(game, bear).power == 3


def test_cr120_damage_to_each_creature_and_each_opponent() -> None:
    sweep = k.DamageEffect(
        2, objects=k.Objects(k.How.ALL, k.Filter(types=("Creature",))), players=k.Who.EACH_OPPONENT
    )
    game = table(seat("Ann", one_chapter(sweep), BEAR), seat("Bob", OGRE))
    play(game, ANN, "Bear")
    play(game, BOB, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, "Bear")  # 704.5g
    assert game.state.objects[perm(game, "Ogre")].damage == 2
    assert [p.life for p in game.state.players] == [20, 18]


def test_cr120_3_each_tapped_creature_deals_damage_to_itself_equal_to_its_power() -> None:
    """The Akroan War's III: "Each tapped creature deals damage to itself equal to its power."
    The engine refused to resolve it ("unknown amount 'its power'") before any creature was
    looked at."""
    turtle = CardDef.simple("Turtle", power="1", toughness="4")
    akroan = k.DamageEffect(
        objects=k.Objects(k.How.ALL, k.Filter(types=("Creature",), tapped=True)),
        amount="its power",
    )
    game = table(seat("Ann", one_chapter(akroan), OGRE, turtle), seat("Bob", BEAR))
    for who, name in ((ANN, "Ogre"), (ANN, "Turtle"), (BOB, "Bear")):
        play(game, who, name)
    for name in ("Ogre", "Turtle"):
        game.apply(a.TapPermanent(perm(game, name)))
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, "Ogre")  # 4 damage to a 4/3 (704.5g)
    assert game.state.objects[perm(game, "Turtle")].damage == 1
    assert game.state.objects[perm(game, "Bear")].damage == 0  # untapped
    assert [p.life for p in game.state.players] == [20, 20]


def test_cr701_8_destroy_every_creature_but_the_indestructible_one() -> None:
    wrath = k.DestroyEffect(k.Objects(k.How.ALL, k.Filter(types=("Creature",))))
    game = table(seat("Ann", one_chapter(wrath), BEAR, WALL), "Bob")
    play(game, ANN, "Bear")
    play(game, ANN, "Stone Wall")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, "Bear") and on_battlefield(game, "Stone Wall")


def test_cr610_3_exiled_until_the_saga_leaves_comes_back_when_it_is_sacrificed() -> None:
    exile = k.ExileEffect(OPP_CREATURE, until_source_leaves=True)
    saga = CardDef.saga("Trial", chapters={1: ("Exile it.", exile), 2: "Nothing."})
    game = table(seat("Ann", saga), seat("Bob", OGRE))
    play(game, BOB, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Trial")))
    answer_targets(game, "Ogre")
    game.apply(a.ResolveTopOfStack())
    assert in_zone(game, BOB, Zone.EXILE) == ["Ogre"]
    game.apply(a.AddCounters(perm(game, "Trial")))  # chapter II, then 714.4 sacrifices it
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, "Trial") and on_battlefield(game, "Ogre")


def test_cr701_21_each_opponent_sacrifices_a_creature_of_their_choice() -> None:
    edict = k.SacrificeEffect(k.Filter(types=("Creature",)))
    game = table(seat("Ann", one_chapter(edict)), seat("Bob", BEAR, OGRE))
    play(game, BOB, "Bear")
    play(game, BOB, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.player == BOB and d.purpose == "sacrifice"
    events = game.apply(a.ChooseCards((perm(game, "Bear"),)))
    assert [e.rule for e in of_type(events, ev.PermanentSacrificed)] == ["701.21"]
    assert on_battlefield(game, "Ogre")


def test_return_a_creature_card_from_a_graveyard_to_the_battlefield_under_your_control() -> None:
    reanimate = k.MoveCardsEffect(
        k.Objects(k.How.CHOOSE, k.Filter(types=("Creature",)), zone="graveyard"), to="battlefield"
    )
    game = table(seat("Ann", one_chapter(reanimate)), seat("Bob", OGRE))
    game.apply(a.MoveObject(in_hand(game, BOB, "Ogre"), Zone.GRAVEYARD))
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())  # the only choice is made for Ann
    ogre = perm(game, "Ogre")
    assert game.state.objects[ogre].controller == ANN and game.state.objects[ogre].owner == BOB


def test_cr714_exile_this_saga_then_return_it_transformed() -> None:
    front = CardFace(
        "Tale of Flip", card_types=("Enchantment",), subtypes=("Saga",),
        chapters=(Chapter(1, "Flip it.", effect=ExileAndReturnTransformedEffect()),),
    )
    back = CardFace("Flipped One", card_types=("Creature",), power="3", toughness="3")
    flip = CardDef("Tale of Flip // Flipped One", (front, back), layout=Layout.TRANSFORM)
    game = table(seat("Ann", flip), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale of Flip // Flipped One")))
    game.apply(a.ResolveTopOfStack())
    assert on_battlefield(game, "Flipped One") and not in_zone(game, ANN, Zone.GRAVEYARD)


# ------------------------------------------------------------------ choices


def test_you_may_discard_to_draw_and_may_decline() -> None:
    rummage = k.MayEffect(SequenceEffect((k.DiscardEffect(), DrawEffect(amount="discarded"))))
    game = table(seat("Ann", one_chapter(rummage), BEAR), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ChooseYesNoDecision)
    game.apply(a.ChooseYesOrNo(False))
    assert in_zone(game, ANN, Zone.HAND) == ["Bear"] and game.state.resolution is None


def test_cr700_2_choose_one_mode() -> None:
    modes = k.ChooseModeEffect((DrawEffect(2), GainLifeEffect(5)), labels=("Draw", "Life"))
    game = table(seat("Ann", one_chapter(modes)), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ChooseModeDecision)
    game.apply(a.ChooseModes((1,)))
    assert game.state.players[ANN].life == 25 and not in_zone(game, ANN, Zone.HAND)


def test_cr107_3_choose_x_then_deal_x_to_each_opponent() -> None:
    x = SequenceEffect(
        (k.ChooseNumberEffect(0, 5), k.DamageEffect(amount="x", players=k.Who.EACH_OPPONENT))
    )
    game = table(seat("Ann", one_chapter(x)), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ChooseNumberDecision)
    with pytest.raises(IllegalActionError, match="from 0 to 5"):
        game.apply(a.ChooseNumber(9))
    game.apply(a.ChooseNumber(4))
    assert game.state.players[BOB].life == 16


# ------------------------------------------------------------------ one resolution, one undo step


def test_cr608_2_a_guided_resolution_is_one_undo_step_and_replays() -> None:
    loot = SequenceEffect((k.DiscardEffect(2, up_to=True), DrawEffect(amount="discarded")))
    game = table(seat("Ann", one_chapter(loot), BEAR, OGRE), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    before = game.state
    game.apply(a.ResolveTopOfStack())
    game.apply(a.ChooseCards((in_hand(game, ANN, "Bear"),)))
    record = json.loads(json.dumps(game_to_json(game)))
    again = replay(record)
    assert again.error is None and again.game.state == game.state
    after = game.state
    taken = game.undo_step()
    assert [type(t).__name__ for t in taken] == ["ResolveTopOfStack", "ChooseCards"]
    assert game.state is before
    game.redo_step()
    assert game.state is after


def test_cr704_3_by_hand_nothing_is_checked_until_done_and_it_is_one_undo_step() -> None:
    saga = CardDef.saga("Old Tale", chapters={1: "Do something odd."})  # final chapter I
    game = table(seat("Ann", saga, BEAR), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Old Tale")))
    before = game.state
    game.apply(a.ResolveByHand())
    d = game.state.decision
    assert isinstance(d, ResolveByHandDecision) and d.hint == "Do something odd."
    game.apply(a.DrawCards(ANN))
    game.apply(a.ChangeLife(ANN, -20))  # 0 life: a state-based action waits for Done
    game.apply(a.MoveObject(in_hand(game, ANN, "Bear"), Zone.GRAVEYARD))
    assert on_battlefield(game, "Old Tale") and not game.state.game_over  # 704.3: not yet
    with pytest.raises(IllegalActionError, match="must first answer"):
        game.apply(a.AdvanceStep())
    events = game.apply(a.FinishResolution())
    assert of_type(events, ev.PermanentSacrificed) and of_type(events, ev.PlayerLost)
    taken = game.undo_step()
    assert len(taken) == 5 and game.state is before


def test_cr608_2_cr500_8_by_hand_an_ability_adds_phases_an_extra_turn_and_a_skip() -> None:
    """An ability carried out by hand that reads "after this phase, there is an additional
    combat phase followed by an additional main phase; take an extra turn; Bob skips his next
    draw step": the players make those changes before Done, as they make the others."""
    saga = CardDef.saga("Odd Tale", chapters={1: "Change the turn.", 2: "Later."})
    game = table(seat("Ann", saga), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Odd Tale")))
    game.apply(a.ResolveByHand())
    assert isinstance(game.state.decision, ResolveByHandDecision)
    game.apply(a.AddExtraPhases((Phase.COMBAT, Phase.MAIN)))
    game.apply(a.AddExtraTurn(ANN))
    game.apply(a.SkipNext(BOB, "draw"))
    game.apply(a.FinishResolution())
    turn = game.state.turn
    assert turn.extra_turns == (ANN,) and [s.what for s in turn.skips] == ["draw"]
    assert [s.phase for s in turn.remaining if s.extra][:1] == [Phase.COMBAT]


# ------------------------------------------------------------------ the rarer kinds


def test_tale_of_tamiyo_mills_again_while_the_two_share_a_card_type() -> None:
    saga = one_chapter(k.MillEffect(2, repeat_while_shared=True))
    library = (ISLAND, ISLAND, BEAR, ISLAND) + (OGRE,) * 4
    game = table(seat("Ann", saga, library=library), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    # Island+Island share "Land": draw (Bear), mill Island+Ogre: no shared type, stop
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["Island", "Island", "Island", "Ogre"]
    assert in_zone(game, ANN, Zone.HAND) == ["Bear"]


def test_cr701_12_exchange_control_of_two_target_creatures() -> None:
    swap = k.ExchangeControlEffect(k.Objects(count=2, filter=k.Filter(types=("Creature",))))
    game = table(seat("Ann", one_chapter(swap), BEAR), seat("Bob", OGRE))
    bear, ogre = play(game, ANN, "Bear"), play(game, BOB, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ChooseTargets((bear, ogre)))
    game.apply(a.ResolveTopOfStack())
    assert game.state.objects[bear].controller == BOB and game.state.objects[ogre].controller == ANN


def test_control_for_as_long_as_you_control_the_saga_ends_when_it_leaves() -> None:
    steal = k.GainControlEffect(OPP_CREATURE, while_source=True)
    game = table(seat("Ann", one_chapter(steal)), seat("Bob", OGRE))
    ogre = play(game, BOB, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ChooseTargets((ogre,)))
    game.apply(a.ResolveTopOfStack())
    assert game.state.objects[ogre].controller == ANN
    game.apply(a.MoveObject(perm(game, "Tale"), Zone.GRAVEYARD))
    assert game.state.objects[ogre].controller == BOB


def test_cr614_1c_long_list_style_next_creature_of_the_chosen_type_enters_with_a_counter() -> None:
    saga = one_chapter(k.EntryCounterEffect(choose_type=True))
    game = table(seat("Ann", saga, BEAR, KNIGHT), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseModeDecision)
    game.apply(a.ChooseModes((d.labels.index("Knight"),)))
    bear = play(game, ANN, "Bear")
    knight = play(game, ANN, "Knight Errant")
    assert game.state.objects[bear].counters["+1/+1"] == 0
    assert game.state.objects[knight].counters["+1/+1"] == 1


def test_cr701_54_the_ring_tempts_you_and_you_choose_a_ring_bearer() -> None:
    game = table(seat("Ann", one_chapter(k.RingTemptsEffect()), BEAR, OGRE), "Bob")
    play(game, ANN, "Bear")
    ogre = play(game, ANN, "Ogre")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.purpose == "ring-bearer"
    game.apply(a.ChooseCards((ogre,)))
    assert game.state.players[ANN].ring_tempted == 1
    assert game.state.players[ANN].ring_bearer == ogre


def test_cr704_5h_701_14a_a_deathtouch_creature_that_fights_destroys_the_other() -> None:
    """A chapter makes Ann's 1/1 with deathtouch fight Bob's Ogre: the 1 damage it deals is
    from a source with deathtouch, so the Ogre is destroyed at the next check (704.5h); the
    Ogre's damage kills the 1/1 as usual."""
    viper = CardDef.simple("Pit Viper", power="1", toughness="1", keywords=("deathtouch",))
    saga = one_chapter(k.FightEffect())
    game = table(seat("Ann", saga, viper), seat("Bob", OGRE))
    play(game, ANN, "Pit Viper")
    play(game, BOB, OGRE.name)
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    answer_targets(game, "Pit Viper")
    answer_targets(game, OGRE.name)
    game.apply(a.ResolveTopOfStack())
    assert not on_battlefield(game, OGRE.name)
    assert not on_battlefield(game, "Pit Viper")
