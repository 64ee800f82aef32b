"""CR 714, Saga cards, as the seed edition (CR 2026-09-25) words it.

The project follows the seed edition: the entry lore counter is an intrinsic ability of the Saga
(714.3a/b), so a Saga that has lost its abilities enters with none and Doubling Season doubles it;
the counter of the precombat main phase (714.3c) is a turn-based action, a rule, that Doubling
Season never doubles (Vorinclex, whose controller puts it, does). Tests marked "January 2026"
check the optional earlier edition, where the entry counter is a rule too.
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef, ContinuousEffectSpec, roman
from saga_table.engine.ids import Zone
from saga_table.engine.state import AbilityKind, Duration, Edition, OrderTriggersDecision
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    AZUSAS_JOURNEYS,
    BLINK,
    BLOOD_MOON,
    BOB,
    CRUELTY_OF_GIX,
    DOUBLING_SEASON,
    ELDEST_REBORN,
    ELESH_NORN,
    ENTS,
    HISTORY_OF_BENALIA,
    HUMILITY,
    NIGHT_OF_THE_DOCTOR,
    OPALESCENCE,
    SUMMON_IFRIT,
    SUMMONED_KNIGHT,
    URZAS_SAGA,
    VORINCLEX,
    advance_to,
    chars,
    in_zone,
    lore,
    obj,
    of_type,
    on_battlefield,
    order_as_is,
    perm,
    play,
    resolve,
    seat,
    stack_chapters,
    table,
    to_precombat_main,
    top,
)

LOSES_SAGA_SUBTYPE = ContinuousEffectSpec(remove_subtypes=("Saga",))
LOSES_ALL_ABILITIES = ContinuousEffectSpec(lose_all_abilities=True)


# ---------------------------------------------------------------------------- 714.1


def test_cr714_1_a_saga_tells_its_story_one_chapter_per_turn() -> None:
    """Ann's Saga gets a chapter on entering and one in each of her precombat main phases, and
    goes to the graveyard after its last chapter."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    c = chars(game, saga_id)
    assert c.is_saga and "Enchantment" in c.card_types
    assert [ch.number for ch in c.chapters] == [1, 2, 3]
    assert stack_chapters(game) == [1]
    resolve(game)

    to_precombat_main(game, turn=2)  # Bob's turn: Ann's Saga does nothing
    assert lore(game, saga_id) == 1 and not game.state.stack

    to_precombat_main(game, turn=3)
    assert (lore(game, saga_id), stack_chapters(game)) == (2, [2])
    resolve(game)
    to_precombat_main(game, turn=5)
    assert (lore(game, saga_id), stack_chapters(game)) == (3, [3])
    resolve(game)
    assert not on_battlefield(game, "The Eldest Reborn")
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["The Eldest Reborn"]


def test_cr714_1a_a_saga_creature_has_power_toughness_and_independent_abilities() -> None:
    """714.1a: the lower text box of a Saga creature holds abilities that are not chapters: the
    attack trigger works, and it does not count for the final chapter number."""
    game = table(seat("Ann", SUMMONED_KNIGHT), "Bob")
    knight = play(game, ANN, "Summon: Test Knight")
    c = chars(game, knight)
    assert (c.is_creature, c.is_saga, c.power, c.toughness) == (True, True, 3, 3)
    assert c.final_chapter == 2
    resolve(game)  # chapter I
    advance_to(game, Step.DECLARE_ATTACKERS)
    events = game.apply(a.DeclareAttackers(((knight, BOB),)))
    assert [t.kind for t in game.state.stack] == [AbilityKind.TRIGGERED]
    assert of_type(events, ev.AbilityTriggered)[0].source == knight
    resolve(game)
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage())
    assert game.state.players[BOB].life == 17
    assert lore(game, knight) == 1 and on_battlefield(game, "Summon: Test Knight")


# ---------------------------------------------------------------------------- 714.2


def test_cr714_2_a_chapter_is_a_triggered_ability_that_uses_the_stack() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    item = top(game)
    assert (item.kind, item.chapter, item.controller, item.source) == (
        AbilityKind.CHAPTER, 1, ANN, saga_id,
    )
    assert item.text == "Each opponent sacrifices a creature or planeswalker."
    # It waits on the stack: the game cannot move on until it resolves or is countered.
    with pytest.raises(IllegalActionError):
        game.apply(a.AdvanceStep())
    events = resolve(game)
    assert of_type(events, ev.StackItemResolved)[0].item == item.id


def test_cr714_2a_the_roman_numeral_is_the_chapter_number_up_to_six() -> None:
    """Long List of the Ents: six chapters on one line "I, II, III, IV, V, VI —", one per turn of
    Ann's, each triggering once, the Saga leaving after VI."""
    game = table(seat("Ann", ENTS), "Bob")
    ents = play(game, ANN, "Long List of the Ents")
    seen = [top(game).chapter]
    resolve(game)
    for turn in (3, 5, 7, 9, 11):
        to_precombat_main(game, turn=turn)
        assert len(game.state.stack) == 1
        seen.append(top(game).chapter)
        if turn < 11:
            resolve(game)
    assert seen == [1, 2, 3, 4, 5, 6]
    assert [roman(n) for n in seen] == ["I", "II", "III", "IV", "V", "VI"]
    assert on_battlefield(game, "Long List of the Ents")  # VI has not left the stack yet
    resolve(game)
    assert ents not in game.state.battlefield
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["Long List of the Ents"]


def test_cr714_2b_adding_counters_triggers_every_chapter_crossed_and_no_other() -> None:
    """From 1 to 3 lore counters at once: II and III trigger (was below N, became N or more), I
    does not (it was already reached)."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    events = game.apply(a.AddCounters(saga_id, "lore", 2))
    added = of_type(events, ev.CountersAdded)[0]
    assert (added.kind, added.before, added.after) == ("lore", 1, 3)
    assert sorted(e.chapter for e in of_type(events, ev.ChapterTriggered)) == [2, 3]


def test_cr714_2b_a_counter_on_a_saga_past_its_chapters_triggers_nothing() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 2))
    order_as_is(game)
    # In response to II and III, one more counter: 3 -> 4 crosses no chapter.
    events = game.apply(a.AddCounters(saga_id, "lore", 1))
    assert lore(game, saga_id) == 4
    assert of_type(events, ev.ChapterTriggered) == []
    assert sorted(stack_chapters(game)) == [2, 3]


def test_cr714_2b_proliferate_puts_a_lore_counter_and_triggers_the_next_chapter() -> None:
    """701.34a: proliferate gives the Saga one more lore counter: chapter II triggers."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    events = game.apply(a.Proliferate(ANN, objects=(saga_id,)))
    assert lore(game, saga_id) == 2
    assert [e.chapter for e in of_type(events, ev.ChapterTriggered)] == [2]
    assert stack_chapters(game) == [2]


def test_cr714_2b_several_chapters_at_once_ask_their_controller_for_an_order() -> None:
    """603.3b: Ann chooses the order of her simultaneous chapters; the first she names is put on
    the stack last and resolves first."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga_id = play(game, ANN, "History of Benalia")
    resolve(game)
    game.apply(a.RemoveCounters(saga_id, "lore", 1))
    game.apply(a.AddCounters(saga_id, "lore", 3))  # 0 -> 3: I, II and III at once
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision) and decision.player == ANN
    by_chapter = {t.chapter: t.id for t in decision.triggers}
    assert sorted(by_chapter) == [1, 2, 3]
    with pytest.raises(IllegalActionError):
        game.apply(a.AdvanceStep())  # the order comes first
    with pytest.raises(IllegalActionError):
        game.apply(a.OrderTriggers((by_chapter[1], by_chapter[2])))  # all of them, each once
    game.apply(a.OrderTriggers((by_chapter[3], by_chapter[1], by_chapter[2])))
    assert stack_chapters(game) == [2, 1, 3]  # bottom first: III resolves first
    resolve(game, 1)
    assert stack_chapters(game) == [2, 1]
    assert on_battlefield(game, "History of Benalia")  # I and II have not left the stack


def test_cr714_2b_apnap_when_both_players_sagas_trigger_at_once() -> None:
    """101.4 / 603.3b: Ann proliferates her Saga and Bob's during her turn. Ann, the active player,
    puts hers on the stack first; Bob's goes on top and resolves first."""
    game = table(seat("Ann", ELDEST_REBORN), seat("Bob", HISTORY_OF_BENALIA))
    anns = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    bobs = play(game, BOB, "History of Benalia")
    resolve(game)
    game.apply(a.Proliferate(ANN, objects=(anns, bobs)))
    assert game.state.decision is None
    assert [(i.controller, i.chapter) for i in game.state.stack] == [(ANN, 2), (BOB, 2)]


def test_cr714_2b_apnap_each_player_orders_their_own_chapters_active_player_first() -> None:
    """Under Ann's Vorinclex her proliferate puts two lore counters on each Saga: II and III of
    both trigger. Ann orders hers first and they go on the stack first; then Bob orders his,
    which end on top."""
    game = table(seat("Ann", ELDEST_REBORN, VORINCLEX), seat("Bob", BLINK))
    eldest = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    blink = play(game, BOB, "Blink")
    resolve(game)
    play(game, ANN, "Vorinclex, Monstrous Raider")
    game.apply(a.Proliferate(ANN, objects=(eldest, blink)))
    assert (lore(game, eldest), lore(game, blink)) == (3, 3)
    first = game.state.decision
    assert isinstance(first, OrderTriggersDecision) and first.player == ANN
    with pytest.raises(IllegalActionError):
        game.apply(a.ResolveTopOfStack())
    order_as_is(game)
    second = game.state.decision
    assert isinstance(second, OrderTriggersDecision) and second.player == BOB
    order_as_is(game)
    assert [(i.controller, i.chapter) for i in game.state.stack] == [
        (ANN, 3), (ANN, 2), (BOB, 3), (BOB, 2),
    ]


# ---------------------------------------------------------------------------- 714.2c


def test_cr714_2c_a_grouped_chapter_line_is_one_ability_per_numeral() -> None:
    """Blink: "I, III — bounce" and "II, IV — Alien Angel": each numeral is its own ability with
    the line's effect, and each triggers once, in its own turn."""
    game = table(seat("Ann", BLINK), "Bob")
    blink = play(game, ANN, "Blink")
    texts = [top(game).text]
    resolve(game)
    for turn in (3, 5, 7):
        to_precombat_main(game, turn=turn)
        texts.append(top(game).text)
        resolve(game)
    bounce = "Return target nonland permanent to its owner's hand."
    angel = "Create a 2/1 Alien Angel token."
    assert texts == [bounce, angel, bounce, angel]
    assert blink not in game.state.battlefield


def test_cr714_2c_two_numerals_of_one_line_trigger_as_two_abilities() -> None:
    """Summon: G.F. Ifrit enters with two lore counters under Vorinclex: "I, II" gives two
    separate abilities, and Ann orders them."""
    game = table(seat("Ann", VORINCLEX, SUMMON_IFRIT), "Bob")
    play(game, ANN, "Vorinclex, Monstrous Raider")
    ifrit = play(game, ANN, "Summon: G.F. Ifrit")
    assert lore(game, ifrit) == 2
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision)
    assert sorted(t.chapter for t in decision.triggers) == [1, 2]
    assert {t.text for t in decision.triggers} == {
        "You may discard a card. If you do, draw a card."
    }


def test_cr714_2c_identical_grouped_chapters_may_be_ordered_automatically() -> None:
    """With auto_order_identical_triggers, abilities with the same source and text go on the
    stack without a question (their order cannot matter)."""
    game = table(seat("Ann", VORINCLEX, ENTS), "Bob", auto_order_identical_triggers=True)
    play(game, ANN, "Vorinclex, Monstrous Raider")
    play(game, ANN, "Long List of the Ents")
    assert game.state.decision is None
    assert sorted(stack_chapters(game)) == [1, 2]


# ---------------------------------------------------------------------------- 714.2d / 714.2e


def test_cr714_2d_the_final_chapter_number_is_the_greatest_chapter() -> None:
    game = table(seat("Ann", BLINK, NIGHT_OF_THE_DOCTOR, ENTS), "Bob")
    blink = play(game, ANN, "Blink")
    night = play(game, ANN, "The Night of the Doctor")
    ents = play(game, ANN, "Long List of the Ents")
    assert [chars(game, i).final_chapter for i in (blink, night, ents)] == [4, 2, 6]


def test_cr714_2d_a_two_chapter_saga_is_sacrificed_after_chapter_ii() -> None:
    game = table(seat("Ann", NIGHT_OF_THE_DOCTOR), "Bob")
    night = play(game, ANN, "The Night of the Doctor")
    resolve(game)
    to_precombat_main(game, turn=3)
    assert stack_chapters(game) == [2]
    events = resolve(game)
    sacrificed = of_type(events, ev.PermanentSacrificed)
    assert [(s.object, s.rule) for s in sacrificed] == [(night, "714.4")]


def test_cr714_2d_a_saga_with_no_chapter_abilities_has_final_chapter_0() -> None:
    """Urza's Saga under Blood Moon is a Mountain: 305.7 takes away its rules-text abilities, and
    with them every chapter. It stays an Enchantment Land — Saga Mountain."""
    game = table(seat("Ann", BLOOD_MOON, URZAS_SAGA), "Bob")
    play(game, ANN, "Blood Moon")
    urza = play(game, ANN, "Urza's Saga")
    c = chars(game, urza)
    assert c.final_chapter == 0 and c.chapters == ()
    assert c.is_saga and "Mountain" in c.subtypes and "Urza's" not in c.subtypes
    assert set(c.card_types) == {"Enchantment", "Land"}


def test_cr714_2e_the_final_chapter_ability_is_the_one_with_the_final_number() -> None:
    """Blink's final chapter ability is the IV half of "II, IV": the Saga stays while it is on the
    stack (714.4), although II has the same text and left long ago."""
    game = table(seat("Ann", BLINK), "Bob")
    blink = play(game, ANN, "Blink")
    resolve(game)
    game.apply(a.AddCounters(blink, "lore", 2))  # II, III
    order_as_is(game)
    resolve(game)
    game.apply(a.AddCounters(blink, "lore", 1))
    final = top(game)
    assert (final.chapter, final.text) == (4, "Create a 2/1 Alien Angel token.")
    assert on_battlefield(game, "Blink")
    resolve(game)
    assert not on_battlefield(game, "Blink")


# ---------------------------------------------------------------------------- 714.3


def test_cr714_3_lore_counters_track_the_story() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    events = game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.HAND)[0]))
    saga_id = of_type(events, ev.PermanentEntered)[0].object
    added = of_type(events, ev.CountersAdded)
    assert [(c.object, c.kind, c.before, c.after) for c in added] == [(saga_id, "lore", 0, 1)]
    resolve(game)
    events = to_precombat_main(game, turn=3)
    added = of_type(events, ev.CountersAdded)
    assert [(c.kind, c.before, c.after, c.by_rule) for c in added] == [("lore", 1, 2, True)]


def test_cr714_3a_a_saga_enters_with_a_lore_counter_and_chapter_i_triggers() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    events = game.apply(a.CastSpell(game.state.zone(ANN, Zone.HAND)[0]))
    assert of_type(events, ev.CountersAdded) == []  # a spell on the stack has no counters
    events = resolve(game, 1)
    saga_id = of_type(events, ev.PermanentEntered)[0].object
    assert lore(game, saga_id) == 1
    assert stack_chapters(game) == [1]


def test_cr714_3a_a_saga_that_would_enter_without_abilities_gets_no_lore_counter() -> None:
    """Seed edition: the entry counter is the Saga's own ability. Under Opalescence and Humility
    the Saga would be a creature with no abilities, so it enters with no lore counter."""
    game = table(seat("Ann", OPALESCENCE, HUMILITY, ELDEST_REBORN), "Bob")
    play(game, ANN, "Opalescence")
    play(game, ANN, "Humility")
    events = game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.HAND)[0]))
    saga_id = of_type(events, ev.PermanentEntered)[0].object
    assert lore(game, saga_id) == 0
    assert of_type(events, ev.CountersAdded) == [] and not game.state.stack


def test_cr714_3a_january_2026_an_abilityless_saga_still_gets_its_lore_counter() -> None:
    """January 2026 edition: the entry counter is a rule, so the Saga gets it; with no chapter
    abilities nothing triggers and it is not sacrificed."""
    game = table(
        seat("Ann", OPALESCENCE, HUMILITY, ELDEST_REBORN), "Bob", edition=Edition.JANUARY_2026
    )
    play(game, ANN, "Opalescence")
    play(game, ANN, "Humility")
    saga_id = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga_id) == 1
    assert not game.state.stack and on_battlefield(game, "The Eldest Reborn")


def test_cr714_3a_doubling_season_doubles_the_entry_counter() -> None:
    """Seed edition: the entry counter comes from a replacement effect of the Saga's ability, an
    effect, so Doubling Season makes it two: I and II trigger."""
    game = table(seat("Ann", DOUBLING_SEASON, ELDEST_REBORN), "Bob")
    play(game, ANN, "Doubling Season")
    saga_id = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga_id) == 2
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision)
    assert sorted(t.chapter for t in decision.triggers) == [1, 2]


def test_cr714_3a_january_2026_doubling_season_does_not_double_the_entry_counter() -> None:
    game = table(seat("Ann", DOUBLING_SEASON, ELDEST_REBORN), "Bob", edition=Edition.JANUARY_2026)
    play(game, ANN, "Doubling Season")
    saga_id = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga_id) == 1
    assert stack_chapters(game) == [1]


def test_cr714_3a_an_opponents_doubling_season_does_not_touch_my_saga() -> None:
    game = table(seat("Ann", ELDEST_REBORN), seat("Bob", DOUBLING_SEASON))
    play(game, BOB, "Doubling Season")
    saga_id = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga_id) == 1


@pytest.mark.parametrize("edition", list(Edition))
def test_cr714_3a_vorinclex_doubles_the_entry_counter_in_both_editions(edition: Edition) -> None:
    """Vorinclex doubles counters its controller puts; the controller puts the entry counter."""
    game = table(seat("Ann", VORINCLEX, ELDEST_REBORN), "Bob", edition=edition)
    play(game, ANN, "Vorinclex, Monstrous Raider")
    saga_id = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga_id) == 2
    assert game.state.decision is not None


def test_cr714_3b_a_read_ahead_saga_enters_with_the_chosen_number() -> None:
    """714.3b (seed edition): read ahead's own abilities: choose 1 to the final chapter number,
    enter with that many lore counters."""
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.HAND)[0]))
    assert game.state.decision is not None
    events = game.apply(a.ChooseReadAhead(2))
    gix = of_type(events, ev.PermanentEntered)[0].object
    assert lore(game, gix) == 2
    assert stack_chapters(game) == [2]


def test_cr714_3c_each_saga_of_the_active_player_gets_a_counter_as_precombat_main_begins() -> None:
    game = table(seat("Ann", ELDEST_REBORN, HISTORY_OF_BENALIA), seat("Bob", BLINK))
    eldest = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    benalia = play(game, ANN, "History of Benalia")
    resolve(game)
    blink = play(game, BOB, "Blink")
    resolve(game)
    to_precombat_main(game, turn=2)
    resolve(game)  # Bob's Blink: chapter II
    events = to_precombat_main(game, turn=3)
    assert (lore(game, eldest), lore(game, benalia), lore(game, blink)) == (2, 2, 2)
    assert all(c.by_rule for c in of_type(events, ev.CountersAdded))
    order_as_is(game)
    assert sorted(stack_chapters(game)) == [2, 2]


def test_cr714_3c_the_turn_based_counter_does_not_use_the_stack() -> None:
    """As the main phase begins the counter is already there: the only thing on the stack is the
    chapter ability it triggered, which players can respond to."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 2
    assert [i.kind for i in game.state.stack] == [AbilityKind.CHAPTER]


def test_cr714_3c_a_saga_without_chapter_abilities_gets_no_turn_based_counter() -> None:
    """The Saga lost all its abilities (an effect the table records by hand)."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.ApplyEffect((saga_id,), LOSES_ALL_ABILITIES, Duration.PERMANENT))
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 1 and not game.state.stack


@pytest.mark.parametrize("edition", list(Edition))
def test_cr714_3c_doubling_season_never_doubles_the_turn_based_counter(edition: Edition) -> None:
    game = table(seat("Ann", ELDEST_REBORN, DOUBLING_SEASON), "Bob", edition=edition)
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    play(game, ANN, "Doubling Season")
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 2
    assert stack_chapters(game) == [2]


@pytest.mark.parametrize("edition", list(Edition))
def test_cr714_3c_vorinclex_doubles_the_turn_based_counter(edition: Edition) -> None:
    """Ann puts the turn-based counter herself, so "if you would put" doubles it: 1 -> 3."""
    game = table(seat("Ann", ELDEST_REBORN, VORINCLEX), "Bob", edition=edition)
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    play(game, ANN, "Vorinclex, Monstrous Raider")
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 3
    order_as_is(game)
    assert sorted(stack_chapters(game)) == [2, 3]


def test_cr714_3c_only_the_first_main_phase_not_an_extra_one() -> None:
    """505.1a: Relentless Assault adds a combat and a main phase after this main phase. That main
    phase is a postcombat main phase: no lore counter."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    to_precombat_main(game, turn=3)
    resolve(game)
    game.apply(a.AddExtraPhases((Phase.COMBAT, Phase.MAIN)))
    events = advance_to(game, Step.END, turn=3)
    mains = [e for e in of_type(events, ev.StepBegan) if e.step is Step.MAIN]
    assert [(m.precombat, m.extra) for m in mains] == [(False, True), (False, False)]
    assert lore(game, saga_id) == 2 and of_type(events, ev.CountersAdded) == []


def test_cr714_3c_no_counter_when_fatespinner_skips_the_main_phases() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=3)
    game.apply(a.SkipThisTurn(ANN, "main"))  # Bob's Fatespinner: Ann chose "main phase"
    events = advance_to(game, Step.END, turn=3)
    assert [p.phase for p in of_type(events, ev.PhaseSkipped)] == [Phase.MAIN, Phase.MAIN]
    assert lore(game, saga_id) == 1 and of_type(events, ev.CountersAdded) == []
    to_precombat_main(game, turn=5)  # only this turn: next time it comes as usual
    assert lore(game, saga_id) == 2


def test_cr714_3c_no_counter_in_the_postcombat_main_when_the_precombat_main_was_skipped() -> None:
    """505.1a: only the turn's first main phase is a precombat main phase. When "skip your next
    main phase" skips it, the main phase after combat is still a postcombat main phase. The rules
    are not explicit here; RULES.md (1.10, section 7) says a skipped precombat main phase means
    no lore counter that turn, and this follows it."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=3)
    game.apply(a.SkipNext(ANN, "main"))
    events = advance_to(game, Step.END, turn=3)
    assert [p.phase for p in of_type(events, ev.PhaseSkipped)] == [Phase.MAIN]
    mains = [e for e in of_type(events, ev.StepBegan) if e.step is Step.MAIN]
    assert [m.precombat for m in mains] == [False]
    assert lore(game, saga_id) == 1 and not game.state.stack


def test_cr714_3c_once_with_sphinx_of_the_second_suns_extra_beginning_phase() -> None:
    """Sphinx of the Second Sun: an extra beginning phase after the postcombat main phase. Ann
    untaps and draws again, but there is still one precombat main phase, one lore counter."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=3)
    hand_before = len(game.state.zone(ANN, Zone.HAND))
    to_precombat_main(game, turn=3)
    resolve(game)
    advance_to(game, Step.MAIN, turn=3, precombat=False)
    game.apply(a.AddExtraPhases((Phase.BEGINNING,)))
    events = advance_to(game, Step.END, turn=3)
    assert [e.step for e in of_type(events, ev.StepBegan)] == [
        Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.END,
    ]
    assert len(game.state.zone(ANN, Zone.HAND)) == hand_before + 2
    assert lore(game, saga_id) == 2 and of_type(events, ev.CountersAdded) == []


def test_cr714_3c_the_counter_comes_even_when_the_draw_step_is_skipped() -> None:
    """The reminder text says "after your draw step", the rule says "as your precombat main phase
    begins": with no draw step the counter still comes."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.SkipNext(ANN, "draw"))
    events = to_precombat_main(game, turn=3)
    assert [(s.step, s.reason) for s in of_type(events, ev.StepSkipped)][-1] == (
        Step.DRAW, "skipped by an effect",
    )
    assert not [d for d in of_type(events, ev.CardDrawn) if d.player == ANN]
    assert lore(game, saga_id) == 2 and stack_chapters(game) == [2]


# ---------------------------------------------------------------------------- 714.4


def test_cr714_4_sacrifice_waits_for_final_chapter_to_leave_the_stack() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    resolve(game)
    to_precombat_main(game, turn=3)
    assert (lore(game, saga_id), stack_chapters(game)) == (3, [3])
    assert on_battlefield(game, "The Eldest Reborn")  # III has not left the stack
    events = resolve(game)
    assert [(s.object, s.rule) for s in of_type(events, ev.PermanentSacrificed)] == [
        (saga_id, "714.4")
    ]
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["The Eldest Reborn"]


def test_cr714_4_any_waiting_chapter_keeps_the_saga_not_only_the_final_one() -> None:
    """Two counters at once: II and III trigger. III resolves first; II is still on the stack, so
    the Saga stays until II has left too."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 2))
    ids = {t.chapter: t.id for t in game.state.decision.triggers}  # type: ignore[union-attr]
    game.apply(a.OrderTriggers((ids[3], ids[2])))
    resolve(game, 1)
    assert stack_chapters(game) == [2] and on_battlefield(game, "The Eldest Reborn")
    resolve(game, 1)
    assert not on_battlefield(game, "The Eldest Reborn")


def test_cr714_4_countering_the_final_chapter_sacrifices_the_saga_at_once() -> None:
    """Stifle counters chapter III: it has left the stack, so the Saga is sacrificed right away
    (a state-based action) without its effect."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga_id = play(game, ANN, "History of Benalia")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    events = game.apply(a.CounterStackItem(top(game).id))
    assert of_type(events, ev.StackItemCountered)
    assert [s.rule for s in of_type(events, ev.PermanentSacrificed)] == ["714.4"]
    assert not game.state.stack


def test_cr714_4_removing_a_counter_in_response_saves_the_saga() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    game.apply(a.RemoveCounters(saga_id, "lore", 1))  # in response to III
    resolve(game)
    assert on_battlefield(game, "The Eldest Reborn") and lore(game, saga_id) == 2


def test_cr714_4_a_saga_bounced_in_response_still_gets_its_final_chapter() -> None:
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga_id = play(game, ANN, "History of Benalia")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    chapter_ii = top(game)
    game.apply(a.MoveObject(saga_id, Zone.HAND))  # bounced in response to II
    assert game.state.stack == (chapter_ii,)
    resolve(game)
    assert in_zone(game, ANN, Zone.HAND) == ["History of Benalia"]
    assert [o.name for o in game.state.permanents()] == ["Knight", "Knight"]


def test_cr714_4_only_a_saga_with_chapter_abilities_is_sacrificed() -> None:
    """The Saga loses all its abilities while chapter III is on the stack (an effect the table
    records by hand). III resolves: with no chapter abilities the Saga stays, lore 3 and all. When
    the effect ends it has chapters again, and is sacrificed at once."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    resolve(game)
    game.apply(a.AddCounters(saga_id, "lore", 1))
    started = game.apply(a.ApplyEffect((saga_id,), LOSES_ALL_ABILITIES, Duration.PERMANENT))
    resolve(game)
    assert lore(game, saga_id) == 3 and on_battlefield(game, "The Eldest Reborn")
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 3 and on_battlefield(game, "The Eldest Reborn")
    events = game.apply(a.EndEffect(of_type(started, ev.EffectStarted)[0].effect))
    assert [s.rule for s in of_type(events, ev.PermanentSacrificed)] == ["714.4"]


def test_cr714_4_a_permanent_that_lost_the_saga_subtype_is_never_sacrificed() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.ApplyEffect((saga_id,), LOSES_SAGA_SUBTYPE, Duration.PERMANENT))
    game.apply(a.AddCounters(saga_id, "lore", 5))
    order_as_is(game)
    resolve(game)
    assert lore(game, saga_id) == 6 and on_battlefield(game, "The Eldest Reborn")


# ---------------------------------------------------------------------------- lost abilities


def test_cr714_2d_under_humility_and_opalescence_a_saga_has_no_chapters_and_stays() -> None:
    """A Saga that is an ability-less creature: it entered with no counter (seed edition), gets no
    turn-based counter, triggers nothing when proliferated and is never sacrificed."""
    game = table(seat("Ann", OPALESCENCE, HUMILITY, ELDEST_REBORN), "Bob")
    play(game, ANN, "Opalescence")
    play(game, ANN, "Humility")
    saga_id = play(game, ANN, "The Eldest Reborn")
    c = chars(game, saga_id)
    assert (c.is_creature, c.chapters, c.final_chapter) == (True, (), 0)
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 0 and not game.state.stack
    game.apply(a.AddCounters(saga_id, "lore", 4))
    assert not game.state.stack and on_battlefield(game, "The Eldest Reborn")


@pytest.mark.parametrize(
    ("first", "second", "power"),
    [("Opalescence", "Humility", 1), ("Humility", "Opalescence", 5)],
)
def test_cr714_1a_saga_creature_power_follows_the_layers(
    first: str, second: str, power: int
) -> None:
    """613, layer 7b: Humility (1/1) and Opalescence (mana value) both set base power and
    toughness; the later timestamp wins. The Eldest Reborn's mana value is 5."""
    game = table(seat("Ann", ELDEST_REBORN, OPALESCENCE, HUMILITY), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    play(game, ANN, first)
    play(game, ANN, second)
    c = chars(game, saga_id)
    assert (c.power, c.toughness) == (power, power)
    assert c.chapters == ()  # Humility's layer 6 applies either way


def test_cr714_1a_a_saga_made_a_creature_by_opalescence_keeps_its_chapters() -> None:
    game = table(seat("Ann", ELDEST_REBORN, OPALESCENCE), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    play(game, ANN, "Opalescence")
    c = chars(game, saga_id)
    assert (c.is_creature, c.power, c.toughness, c.final_chapter) == (True, 5, 5, 3)
    to_precombat_main(game, turn=3)
    assert stack_chapters(game) == [2]


def test_cr714_1a_a_saga_creature_under_humility_is_a_1_1_with_no_chapters() -> None:
    game = table(seat("Ann", SUMMON_IFRIT, HUMILITY), "Bob")
    ifrit = play(game, ANN, "Summon: G.F. Ifrit")
    resolve(game)
    play(game, ANN, "Humility")
    c = chars(game, ifrit)
    assert (c.power, c.toughness, c.final_chapter) == (1, 1, 0)
    to_precombat_main(game, turn=3)
    assert lore(game, ifrit) == 1 and not game.state.stack


def test_cr714_3a_urzas_saga_under_blood_moon_enters_with_no_counter_and_stays() -> None:
    """Seed edition: Urza's Saga entering under Blood Moon has no abilities, so no lore counter;
    it has no chapters, so no turn-based counter and no sacrifice. When Blood Moon leaves it has
    its chapters again and the story starts at the next precombat main phase."""
    game = table(seat("Ann", BLOOD_MOON, URZAS_SAGA), "Bob")
    moon = play(game, ANN, "Blood Moon")
    urza = play(game, ANN, "Urza's Saga")
    assert lore(game, urza) == 0 and not game.state.stack
    to_precombat_main(game, turn=3)
    assert lore(game, urza) == 0 and on_battlefield(game, "Urza's Saga")
    game.apply(a.MoveObject(moon, Zone.GRAVEYARD))
    assert chars(game, urza).final_chapter == 3 and on_battlefield(game, "Urza's Saga")
    to_precombat_main(game, turn=5)
    assert (lore(game, urza), stack_chapters(game)) == (1, [1])


def test_cr714_3a_january_2026_urzas_saga_under_blood_moon_enters_with_a_counter() -> None:
    game = table(seat("Ann", BLOOD_MOON, URZAS_SAGA), "Bob", edition=Edition.JANUARY_2026)
    play(game, ANN, "Blood Moon")
    urza = play(game, ANN, "Urza's Saga")
    assert lore(game, urza) == 1 and not game.state.stack
    assert on_battlefield(game, "Urza's Saga")


# ---------------------------------------------------------------------------- lost Saga subtype


def test_cr714_3c_no_turn_counter_once_not_a_saga_but_its_chapters_still_trigger() -> None:
    """It is no longer a Saga: no turn-based counter (714.3c) and no sacrifice (714.4), but its
    chapter abilities are its own, so a counter put by proliferate still triggers one."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.ApplyEffect((saga_id,), LOSES_SAGA_SUBTYPE, Duration.PERMANENT))
    c = chars(game, saga_id)
    assert not c.is_saga and c.final_chapter == 3
    to_precombat_main(game, turn=3)
    assert lore(game, saga_id) == 1 and not game.state.stack
    game.apply(a.Proliferate(ANN, objects=(saga_id,)))
    assert stack_chapters(game) == [2]
    game.apply(a.Proliferate(ANN, objects=(saga_id,)))
    resolve(game)
    assert lore(game, saga_id) == 3 and on_battlefield(game, "The Eldest Reborn")


# ---------------------------------------------------------------------------- double-faced Sagas


def test_cr714_3a_dfc_saga_returns_transformed_as_a_new_object_without_lore() -> None:
    """Azusa's Many Journeys III: exile it, then return it transformed: Likeness of the Seeker is
    a new object (400.7), the back face, with no lore counters (it is not a Saga)."""
    game = table(seat("Ann", AZUSAS_JOURNEYS), "Bob")
    azusa = play(game, ANN, "Azusa's Many Journeys // Likeness of the Seeker")
    resolve(game)
    game.apply(a.AddCounters(azusa, "lore", 1))
    resolve(game)
    game.apply(a.AddCounters(azusa, "lore", 1))
    events = resolve(game)
    seeker = perm(game, "Likeness of the Seeker")
    assert seeker != azusa and azusa not in game.state.objects
    back = obj(game, seeker)
    assert (back.face, back.counters.as_dict()) == (1, {})
    c = chars(game, seeker)
    assert (c.is_creature, c.is_saga, c.power) == (True, False, 3)
    assert of_type(events, ev.PermanentSacrificed) == []
    assert in_zone(game, ANN, Zone.GRAVEYARD) == []


def test_cr714_3a_dfc_a_single_faced_copy_is_exiled_and_stays_in_exile() -> None:
    """A single-faced card with the same chapters (a Copy Enchantment copying the Saga) is
    exiled by III and stays in exile."""
    single = CardDef(name="Copied Journeys", faces=(AZUSAS_JOURNEYS.front,))
    game = table(seat("Ann", single), "Bob")
    copy_id = play(game, ANN, "Copied Journeys")
    resolve(game)
    game.apply(a.AddCounters(copy_id, "lore", 2))
    order_as_is(game)
    resolve(game)
    assert not game.state.battlefield
    assert in_zone(game, ANN, Zone.EXILE) == ["Azusa's Many Journeys"]


def test_cr714_3a_dfc_returning_with_a_saga_back_face_gets_the_entry_counter() -> None:
    """Elesh Norn is exiled and returned transformed: The Argent Etchings enters as a new Saga,
    with its lore counter, and chapter I triggers."""
    game = table(seat("Ann", ELESH_NORN), "Bob")
    norn = play(game, ANN, "Elesh Norn // The Argent Etchings")
    events = game.apply(a.ExileAndReturn(norn, transformed=True))
    etchings = perm(game, "The Argent Etchings")
    assert etchings != norn and obj(game, etchings).face == 1
    assert lore(game, etchings) == 1 and stack_chapters(game) == [1]
    assert of_type(events, ev.PermanentEntered)[-1].name == "The Argent Etchings"


def test_cr714_3a_dfc_transforming_in_place_gives_no_entry_counter() -> None:
    """A permanent that transforms does not enter the battlefield: the Saga face gets no lore
    counter, so nothing triggers until the turn-based counter of the next precombat main."""
    game = table(seat("Ann", ELESH_NORN), "Bob")
    norn = play(game, ANN, "Elesh Norn // The Argent Etchings")
    game.apply(a.Transform(norn))
    assert obj(game, norn).name == "The Argent Etchings"
    assert lore(game, norn) == 0 and not game.state.stack
    to_precombat_main(game, turn=3)
    assert (lore(game, norn), stack_chapters(game)) == (1, [1])


def test_cr714_3c_only_the_active_players_sagas_get_the_turn_based_counter() -> None:
    """Bob's precombat main phase: only the active player's Sagas get a counter (505.4)."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga_id = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    events = to_precombat_main(game, turn=2)
    assert of_type(events, ev.CountersAdded) == [] and lore(game, saga_id) == 1
