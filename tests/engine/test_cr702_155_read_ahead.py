"""CR 702.155, read ahead, with 714.3b of the seed edition (CR 2026-09-25).

"Read ahead" means: chapter abilities of this Saga can't trigger the turn it entered unless it has
exactly the number of lore counters given in that chapter's symbol (702.155a). As it enters, its
controller chooses a number from one to its final chapter number and it enters with that many
lore counters (702.155b; in the seed edition these are the Saga's own abilities, 714.3b).
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.state import ChooseReadAheadDecision, Edition, OrderTriggersDecision
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BARBARA_WRIGHT,
    BOB,
    CRUELTY_OF_GIX,
    DOUBLING_SEASON,
    ELDEST_REBORN,
    HUMILITY,
    OPALESCENCE,
    VORINCLEX,
    advance_to,
    chars,
    entered,
    in_hand,
    lore,
    of_type,
    on_battlefield,
    order_as_is,
    play,
    resolve,
    seat,
    stack_chapters,
    table,
    to_precombat_main,
)

GIX = "The Cruelty of Gix"


def _enter_gix(game: Game, number: int) -> ObjectId:
    """Ann puts The Cruelty of Gix onto the battlefield and chooses ``number``; the permanent."""
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GIX)))
    return entered(game.apply(a.ChooseReadAhead(number)))


# ---------------------------------------------------------------------------- 702.155a


def test_cr702_155a_on_the_entry_turn_only_the_chapter_equal_to_the_count_triggers() -> None:
    """Ann starts on chapter III: I and II are skipped, III triggers, and the Saga is sacrificed
    once III has left the stack."""
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    gix = _enter_gix(game, 3)
    assert lore(game, gix) == 3
    assert stack_chapters(game) == [3] and game.state.decision is None
    resolve(game)
    assert not on_battlefield(game, GIX)


def test_cr702_155a_counters_added_later_that_turn_also_trigger_only_an_exact_chapter() -> None:
    """Still the turn it entered: from 1 to 3 lore counters at once triggers III alone, not II."""
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    gix = _enter_gix(game, 1)
    resolve(game)
    events = game.apply(a.AddCounters(gix, "lore", 2))
    assert [e.chapter for e in of_type(events, ev.ChapterTriggered)] == [3]
    assert game.state.decision is None


def test_cr702_155a_proliferate_on_the_entry_turn_triggers_the_exact_chapter() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    gix = _enter_gix(game, 1)
    resolve(game)
    game.apply(a.Proliferate(ANN, objects=(gix,)))
    assert stack_chapters(game) == [2]


def test_cr702_155a_on_later_turns_chapters_trigger_as_usual() -> None:
    """Next turn the exception is over: two counters at once trigger both chapters crossed."""
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    gix = _enter_gix(game, 1)
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=3)
    game.apply(a.AddCounters(gix, "lore", 2))
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision)
    assert sorted(t.chapter for t in decision.triggers) == [2, 3]


def test_cr702_155a_the_turn_based_counter_on_a_later_turn_triggers_the_next_chapter() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    gix = _enter_gix(game, 2)
    resolve(game)
    to_precombat_main(game, turn=3)
    assert (lore(game, gix), stack_chapters(game)) == (3, [3])


def test_cr702_155a_doubling_season_chose_two_entered_with_four_nothing_triggers() -> None:
    """Seed edition: Doubling Season doubles the read ahead counters (they come from the Saga's
    own replacement effect). Ann chose 2, the Saga enters with 4: no chapter is exactly 4, so
    nothing triggers, and with 4 >= 3 and no chapter waiting it is sacrificed at once."""
    game = table(seat("Ann", DOUBLING_SEASON, CRUELTY_OF_GIX), "Bob")
    play(game, ANN, "Doubling Season")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GIX)))
    events = game.apply(a.ChooseReadAhead(2))
    added = of_type(events, ev.CountersAdded)
    assert [(c.before, c.after) for c in added] == [(0, 4)]
    assert of_type(events, ev.ChapterTriggered) == []
    assert [s.rule for s in of_type(events, ev.PermanentSacrificed)] == ["714.4"]
    assert not game.state.stack


def test_cr702_155a_january_2026_doubling_season_leaves_the_chosen_number() -> None:
    game = table(seat("Ann", DOUBLING_SEASON, CRUELTY_OF_GIX), "Bob", edition=Edition.JANUARY_2026)
    play(game, ANN, "Doubling Season")
    gix = _enter_gix(game, 2)
    assert lore(game, gix) == 2 and stack_chapters(game) == [2]


@pytest.mark.parametrize("edition", list(Edition))
def test_cr702_155a_vorinclex_chose_one_entered_with_two_only_ii_triggers(
    edition: Edition,
) -> None:
    """The Dominaria United ruling (and magefree/mage#9407): when a replacement effect changes how
    many counters the Saga enters with, only the chapter equal to the new count triggers."""
    game = table(seat("Ann", VORINCLEX, CRUELTY_OF_GIX), "Bob", edition=edition)
    play(game, ANN, "Vorinclex, Monstrous Raider")
    gix = _enter_gix(game, 1)
    assert lore(game, gix) == 2
    assert stack_chapters(game) == [2] and game.state.decision is None


# ---------------------------------------------------------------------------- 702.155b


def test_cr702_155b_the_controller_chooses_from_one_to_the_final_chapter() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    card = in_hand(game, ANN, GIX)
    events = game.apply(a.PutOntoBattlefield(card))
    decision = game.state.decision
    assert isinstance(decision, ChooseReadAheadDecision)
    assert (decision.player, decision.maximum, decision.card_name) == (ANN, 3, GIX)
    assert of_type(events, ev.DecisionRequested)[0].kind == "read ahead"
    # The choice is made before the Saga enters (614.12a) and does not use the stack.
    assert not on_battlefield(game, GIX) and not game.state.stack
    for wrong in (0, 4):
        with pytest.raises(IllegalActionError):
            game.apply(a.ChooseReadAhead(wrong))
    with pytest.raises(IllegalActionError):
        game.apply(a.AdvanceStep())  # nothing else happens until Ann has chosen
    gix = entered(game.apply(a.ChooseReadAhead(2)))
    assert lore(game, gix) == 2 and stack_chapters(game) == [2]


def test_cr702_155b_the_number_given_with_the_action_is_checked_too() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    card = in_hand(game, ANN, GIX)
    for wrong in (0, 4):
        with pytest.raises(IllegalActionError):
            game.apply(a.PutOntoBattlefield(card, read_ahead=wrong))
    gix = entered(game.apply(a.PutOntoBattlefield(card, read_ahead=3)))
    assert lore(game, gix) == 3 and stack_chapters(game) == [3]


def test_cr702_155b_a_read_ahead_spell_asks_as_it_resolves() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    game.apply(a.CastSpell(in_hand(game, ANN, GIX)))
    assert game.state.decision is None  # no choice while it is a spell on the stack
    game.apply(a.ResolveTopOfStack())
    assert isinstance(game.state.decision, ChooseReadAheadDecision)
    gix = entered(game.apply(a.ChooseReadAhead(1)))
    assert lore(game, gix) == 1 and stack_chapters(game) == [1]
    assert game.state.zone(ANN, Zone.STACK) == ()


def test_cr702_155b_the_player_who_will_control_it_chooses() -> None:
    game = table(seat("Ann", CRUELTY_OF_GIX), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GIX), controller=BOB))
    decision = game.state.decision
    assert isinstance(decision, ChooseReadAheadDecision) and decision.player == BOB


def test_cr702_155b_a_token_copy_of_a_read_ahead_saga_asks_too() -> None:
    """A token that is a copy of The Cruelty of Gix has read ahead (707.2): as it enters, Ann
    chooses its number of lore counters, and only that chapter triggers."""
    game = table("Ann", "Bob")
    game.apply(a.CreateToken(ANN, card=CRUELTY_OF_GIX))
    decision = game.state.decision
    assert isinstance(decision, ChooseReadAheadDecision)
    assert (decision.player, decision.maximum) == (ANN, 3)
    gix = entered(game.apply(a.ChooseReadAhead(3)))
    assert game.state.objects[gix].token
    assert lore(game, gix) == 3 and stack_chapters(game) == [3]


def test_cr702_155b_a_read_ahead_saga_without_abilities_has_no_choice_and_no_counter() -> None:
    """Seed edition: the choice and the counters are the Saga's own abilities. Under Opalescence
    and Humility it has none: no question, no counters."""
    game = table(seat("Ann", OPALESCENCE, HUMILITY, CRUELTY_OF_GIX), "Bob")
    play(game, ANN, "Opalescence")
    play(game, ANN, "Humility")
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GIX)))
    assert game.state.decision is None
    assert lore(game, entered(events)) == 0


def test_cr702_155b_january_2026_without_read_ahead_it_gets_one_counter() -> None:
    """January 2026: a Saga that has lost read ahead is "a Saga without read ahead": the rule
    gives it one lore counter, with no choice."""
    game = table(
        seat("Ann", OPALESCENCE, HUMILITY, CRUELTY_OF_GIX), "Bob", edition=Edition.JANUARY_2026
    )
    play(game, ANN, "Opalescence")
    play(game, ANN, "Humility")
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GIX)))
    assert game.state.decision is None
    assert lore(game, entered(events)) == 1


# ---------------------------------------------------------------------------- 702.155c


def test_cr702_155c_barbara_wright_gives_read_ahead_to_a_saga_without_it() -> None:
    """Barbara Wright: "Sagas you control have read ahead." The Eldest Reborn gets the choice."""
    game = table(seat("Ann", BARBARA_WRIGHT, ELDEST_REBORN), "Bob")
    play(game, ANN, "Barbara Wright")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "The Eldest Reborn")))
    decision = game.state.decision
    assert isinstance(decision, ChooseReadAheadDecision) and decision.maximum == 3
    saga = entered(game.apply(a.ChooseReadAhead(3)))
    assert stack_chapters(game) == [3]
    assert chars(game, saga).has_read_ahead


def test_cr702_155c_read_ahead_twice_is_the_same_as_once() -> None:
    """The Cruelty of Gix already has read ahead; Barbara Wright gives it a second instance. One
    choice, and the entry-turn rule applies once: from 1 to 3 only III triggers."""
    game = table(seat("Ann", BARBARA_WRIGHT, CRUELTY_OF_GIX), "Bob")
    play(game, ANN, "Barbara Wright")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GIX)))
    assert isinstance(game.state.decision, ChooseReadAheadDecision)
    gix = entered(game.apply(a.ChooseReadAhead(1)))
    assert game.state.decision is None and stack_chapters(game) == [1]
    resolve(game)
    assert chars(game, gix).keywords.count("read ahead") == 1
    events = game.apply(a.AddCounters(gix, "lore", 2))
    assert [e.chapter for e in of_type(events, ev.ChapterTriggered)] == [3]


def test_cr702_155_a_saga_given_read_ahead_triggers_normally_on_later_turns() -> None:
    game = table(seat("Ann", BARBARA_WRIGHT, ELDEST_REBORN), "Bob")
    play(game, ANN, "Barbara Wright")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "The Eldest Reborn")))
    saga = entered(game.apply(a.ChooseReadAhead(1)))
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=3)
    game.apply(a.AddCounters(saga, "lore", 2))
    order_as_is(game)
    assert sorted(stack_chapters(game)) == [2, 3]
