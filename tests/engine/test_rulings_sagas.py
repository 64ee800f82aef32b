"""The official Saga rulings collected in RULES.md section 1.12, one game each.

General Saga rulings (Dominaria, reprinted on every Saga; FIN re-issue), the FIN rulings on Sagas
that lose their chapters and on Saga creatures, the read ahead rulings (Dominaria United), the
transforming Saga rulings (Kamigawa: Neon Dynasty), the obsolete Urza's Saga + Blood Moon ruling,
and Doubling Season against Sagas. The project follows the seed edition (CR 2026-09-25).
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import ContinuousEffectSpec
from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.engine.state import AbilityKind, Duration, Edition, OrderTriggersDecision
from saga_table.engine.turns import Step
from tests.engine.helpers import (
    ANN,
    AZUSAS_JOURNEYS,
    BARBARA_WRIGHT,
    BLOOD_MOON,
    BOB,
    CRUELTY_OF_GIX,
    DOUBLING_SEASON,
    ELDEST_REBORN,
    ENTS,
    HISTORY_OF_BENALIA,
    LIGHTNING_BOLT,
    SUMMON_IFRIT,
    SUMMONED_KNIGHT,
    URZAS_SAGA,
    VORINCLEX,
    advance_to,
    chars,
    entered,
    in_hand,
    in_zone,
    lore,
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

LOSES_ALL_ABILITIES = ContinuousEffectSpec(lose_all_abilities=True)


def _knights(game: Game) -> int:
    return sum(1 for o in game.state.permanents() if o.name == "Knight")


# ---------------------------------------------------------------------------- general rulings


def test_ruling_lore_counters_on_entry_and_in_the_first_main_cannot_be_responded_to() -> None:
    """Neither counter uses the stack: by the time anyone could respond, it is already there and
    only the chapter it triggered is on the stack."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga) == 1
    assert [(i.kind, i.chapter) for i in game.state.stack] == [(AbilityKind.CHAPTER, 1)]
    resolve(game)
    to_precombat_main(game, turn=3)
    assert lore(game, saga) == 2
    assert [(i.kind, i.chapter) for i in game.state.stack] == [(AbilityKind.CHAPTER, 2)]


def test_ruling_a_chapter_ability_uses_the_stack_and_can_be_responded_to() -> None:
    """Bob answers chapter I with a Lightning Bolt: the Bolt resolves first."""
    game = table(seat("Ann", ELDEST_REBORN), seat("Bob", LIGHTNING_BOLT))
    play(game, ANN, "The Eldest Reborn")
    chapter = top(game)
    game.apply(a.CastSpell(in_hand(game, BOB, "Lightning Bolt")))
    assert game.state.stack[0] == chapter and top(game).source_name == "Lightning Bolt"
    events = resolve(game, 1)
    assert in_zone(game, BOB, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert of_type(events, ev.StackItemResolved)[0].item != chapter.id
    assert top(game) == chapter


def test_ruling_a_chapter_ability_resolves_after_the_saga_has_left() -> None:
    """History of Benalia is destroyed with chapter I on the stack: Ann still gets her Knight."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    game.apply(a.MoveObject(saga, Zone.GRAVEYARD))
    resolve(game)
    assert _knights(game) == 1
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["History of Benalia"]


def test_ruling_a_chapter_ability_is_unaffected_by_counters_gained_or_lost() -> None:
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    resolve(game)
    to_precombat_main(game, turn=3)
    chapter_ii = top(game)
    game.apply(a.RemoveCounters(saga, "lore", 2))  # down to 0 in response
    game.apply(a.AddCounters(saga, "lore", 1))  # and back up to 1: chapter I again
    assert [i.chapter for i in game.state.stack] == [2, 1]
    resolve(game)
    assert _knights(game) == 3  # I, II and the second I all made their Knight
    assert chapter_ii.chapter == 2 and lore(game, saga) == 1


def test_ruling_a_chapter_does_not_trigger_again_on_a_saga_already_past_it() -> None:
    """The third counter triggers III; I and II, long reached, do not trigger again."""
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    to_precombat_main(game, turn=3)
    resolve(game)
    events = to_precombat_main(game, turn=5)
    assert [e.chapter for e in of_type(events, ev.ChapterTriggered)] == [3]
    assert lore(game, saga) == 3


def test_ruling_simultaneous_chapters_go_on_the_stack_in_their_controllers_order() -> None:
    """History of Benalia enters with two counters under Vorinclex: I and II trigger together and
    Ann orders them; both make a Knight."""
    game = table(seat("Ann", VORINCLEX, HISTORY_OF_BENALIA), "Bob")
    play(game, ANN, "Vorinclex, Monstrous Raider")
    play(game, ANN, "History of Benalia")
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision) and decision.player == ANN
    ids = {t.chapter: t.id for t in decision.triggers}
    game.apply(a.OrderTriggers((ids[2], ids[1])))
    assert stack_chapters(game) == [1, 2]
    resolve(game)
    assert _knights(game) == 2


def test_ruling_removing_lore_counters_never_triggers_a_chapter() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    resolve(game)
    events = game.apply(a.RemoveCounters(saga, "lore", 2))
    assert [(r.before, r.after) for r in of_type(events, ev.CountersRemoved)] == [(2, 0)]
    assert of_type(events, ev.ChapterTriggered) == [] and not game.state.stack


def test_ruling_removed_lore_counters_retrigger_chapter() -> None:
    """Chapter II has resolved; a counter is removed (nothing happens); at Ann's next precombat
    main phase the count goes from 1 to 2 again and II triggers a second time."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    resolve(game)
    to_precombat_main(game, turn=3)
    resolve(game)
    game.apply(a.RemoveCounters(saga, "lore", 1))
    to_precombat_main(game, turn=5)
    assert (lore(game, saga), stack_chapters(game)) == (2, [2])
    resolve(game)
    assert _knights(game) == 3 and on_battlefield(game, "History of Benalia")


def test_ruling_the_saga_is_sacrificed_as_soon_as_its_final_chapter_has_left_the_stack() -> None:
    """The sacrifice is a state-based action: it happens within the same action that resolves
    the final chapter, before anyone could do anything else."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 2))
    order_as_is(game)
    resolve(game, 1)
    assert on_battlefield(game, "History of Benalia")  # one chapter is still on the stack
    events = game.apply(a.ResolveTopOfStack())
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("StackItemResolved") < kinds.index("PermanentSacrificed")
    assert not on_battlefield(game, "History of Benalia")


# ---------------------------------------------------------------------------- FIN rulings


def test_ruling_fin_a_counter_on_a_saga_at_its_final_chapter_triggers_nothing() -> None:
    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))  # III triggers
    events = game.apply(a.Proliferate(ANN, objects=(saga,)))
    assert lore(game, saga) == 4
    assert of_type(events, ev.ChapterTriggered) == [] and stack_chapters(game) == [3]
    resolve(game)
    assert not on_battlefield(game, "The Eldest Reborn")


def test_ruling_fin_a_saga_that_lost_its_chapters_gets_no_counters_and_is_not_sacrificed() -> None:
    """The FIN release notes' case: a Summon whose abilities are taken away (there, by an Aura)
    stays on the battlefield as a creature, with no lore counters added, turn after turn."""
    game = table(seat("Ann", SUMMON_IFRIT), "Bob")
    ifrit = play(game, ANN, "Summon: G.F. Ifrit")
    resolve(game)
    game.apply(a.ApplyEffect((ifrit,), LOSES_ALL_ABILITIES, Duration.PERMANENT))
    for turn in (3, 5, 7, 9):
        to_precombat_main(game, turn=turn)
        assert lore(game, ifrit) == 1 and not game.state.stack
    assert chars(game, ifrit).is_creature and on_battlefield(game, "Summon: G.F. Ifrit")


def test_ruling_fin_abilities_in_a_saga_creatures_lower_text_box_are_not_chapters() -> None:
    """Summon: Test Knight attacks (its lower text box triggers) and then reaches its final
    chapter: the attack trigger still on the stack is no chapter ability, so once chapter II has
    resolved the Saga is sacrificed although the attack trigger has not resolved."""
    game = table(seat("Ann", SUMMONED_KNIGHT), "Bob")
    knight = play(game, ANN, "Summon: Test Knight")
    resolve(game)
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((knight, BOB),)))
    attack_trigger = top(game)
    assert attack_trigger.kind is AbilityKind.TRIGGERED
    game.apply(a.AddCounters(knight, "lore", 1))
    assert [i.kind for i in game.state.stack] == [AbilityKind.TRIGGERED, AbilityKind.CHAPTER]
    resolve(game, 1)
    assert not on_battlefield(game, "Summon: Test Knight")
    assert game.state.stack == (attack_trigger,)


# ---------------------------------------------------------------------------- read ahead rulings


def test_ruling_read_ahead_neither_the_choice_nor_the_counters_use_the_stack() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "The Cruelty of Gix")))
    assert not game.state.stack and game.state.decision is not None
    gix = entered(game.apply(a.ChooseReadAhead(3)))
    assert lore(game, gix) == 3
    assert [(i.kind, i.chapter) for i in game.state.stack] == [(AbilityKind.CHAPTER, 3)]


def test_ruling_read_ahead_exactness_holds_when_a_replacement_changes_the_count() -> None:
    """Ents given read ahead by Barbara Wright, under Vorinclex: Ann chooses 2, it enters with 4,
    and only chapter IV triggers (not I, II or III)."""
    game = table(seat("Ann", BARBARA_WRIGHT, VORINCLEX, ENTS), "Bob")
    play(game, ANN, "Barbara Wright")
    play(game, ANN, "Vorinclex, Monstrous Raider")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Long List of the Ents")))
    ents = entered(game.apply(a.ChooseReadAhead(2)))
    assert lore(game, ents) == 4
    assert stack_chapters(game) == [4] and game.state.decision is None


# ---------------------------------------------------------------------------- transforming Sagas


def test_ruling_the_transformed_back_face_is_a_new_object() -> None:
    """An effect on the Saga ("gains flying until end of turn") does not follow it when it is
    exiled and returned transformed: Likeness of the Seeker is a new object."""
    game = table(seat("Ann", AZUSAS_JOURNEYS), "Bob")
    azusa = play(game, ANN, "Azusa's Many Journeys // Likeness of the Seeker")
    resolve(game)
    game.apply(a.ApplyEffect((azusa,), ContinuousEffectSpec(add_keywords=("flying",))))
    assert chars(game, azusa).has_keyword("flying")
    game.apply(a.AddCounters(azusa, "lore", 2))
    order_as_is(game)
    resolve(game)
    seeker = perm(game, "Likeness of the Seeker")
    assert seeker != azusa
    assert not chars(game, seeker).has_keyword("flying")


def test_ruling_a_token_copy_of_a_transforming_saga_is_exiled_and_stays_exiled() -> None:
    game = table("Ann", "Bob")
    game.apply(a.CreateToken(ANN, card=AZUSAS_JOURNEYS))
    resolve(game)
    token = perm(game, "Azusa's Many Journeys")
    game.apply(a.AddCounters(token, "lore", 2))
    order_as_is(game)
    events = resolve(game)
    assert not game.state.battlefield
    assert [t.name for t in of_type(events, ev.TokenCeased)] == ["Azusa's Many Journeys"]
    assert of_type(events, ev.PermanentEntered) == []


# ---------------------------------------------------------------------------- Urza's Saga


@pytest.mark.parametrize("edition", list(Edition))
def test_ruling_urzas_saga_under_blood_moon_is_no_longer_sacrificed(edition: Edition) -> None:
    """The 2021 ruling said Urza's Saga would be sacrificed at once under Blood Moon (final
    chapter 0, lore counters >= 0). Since FIN only a Saga with chapter abilities is sacrificed:
    in both editions it stays, a Mountain with lore counters."""
    game = table(seat("Ann", URZAS_SAGA, BLOOD_MOON), "Bob", edition=edition)
    urza = play(game, ANN, "Urza's Saga")
    resolve(game)
    game.apply(a.AddCounters(urza, "lore", 1))
    resolve(game)
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Blood Moon")))
    assert of_type(events, ev.PermanentSacrificed) == []
    assert lore(game, urza) == 2 and chars(game, urza).final_chapter == 0
    to_precombat_main(game, turn=3)
    assert lore(game, urza) == 2 and on_battlefield(game, "Urza's Saga")


# ---------------------------------------------------------------------------- Doubling Season


def test_ruling_doubling_season_doubles_the_entry_counter_but_never_the_turn_counter() -> None:
    """Seed edition: the entry counter is the Saga's own replacement effect, so Doubling Season
    doubles it (I and II trigger); the turn-based counter is a rule, not an effect (one counter,
    III)."""
    game = table(seat("Ann", DOUBLING_SEASON, ELDEST_REBORN), "Bob")
    play(game, ANN, "Doubling Season")
    saga = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga) == 2
    order_as_is(game)
    resolve(game)
    to_precombat_main(game, turn=3)
    assert (lore(game, saga), stack_chapters(game)) == (3, [3])


def test_ruling_doubling_season_january_2026_doubles_neither() -> None:
    """Matt Tabak's answer for the January 2026 text: neither counter is an effect."""
    game = table(seat("Ann", DOUBLING_SEASON, ELDEST_REBORN), "Bob", edition=Edition.JANUARY_2026)
    play(game, ANN, "Doubling Season")
    saga = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga) == 1
    resolve(game)
    to_precombat_main(game, turn=3)
    assert (lore(game, saga), stack_chapters(game)) == (2, [2])


def test_ruling_doubling_season_doubles_lore_counters_an_effect_puts() -> None:
    """Proliferate is an effect: under Doubling Season it gives two lore counters (II and III)."""
    game = table(seat("Ann", ELDEST_REBORN, DOUBLING_SEASON), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    resolve(game)
    play(game, ANN, "Doubling Season")
    game.apply(a.Proliferate(ANN, objects=(saga,)))
    assert lore(game, saga) == 3
    assert isinstance(game.state.decision, OrderTriggersDecision)
