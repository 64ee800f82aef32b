"""The sixth round of the lab's speed work (design.md, "Sixth round ... the stack and the
player"): each remembered answer is the answer worked out afresh, and the memo's key holds all
the answer reads, so no other question can be given it.

- an effect's target slots (603.3d) remembered by the effect's identity;
- whether a card off the battlefield matches a filter, remembered by the card's and the
  filter's identities, the player who looks and the source;
- the characteristics of every permanent: the last answer given again for the same permanents
  (by identity) and effects.
"""

from __future__ import annotations

import dataclasses

from saga_table.engine import actions as a
from saga_table.engine import characteristics
from saga_table.engine.cards import ContinuousEffectSpec, DrawEffect, SequenceEffect
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.effects import select
from saga_table.engine.effects.kinds import (
    DamageEffect,
    DestroyEffect,
    Filter,
    How,
    Objects,
    Who,
)
from saga_table.engine.effects.select import matches, target_slots
from saga_table.engine.ids import Zone
from saga_table.engine.state import AbilityKind
from tests.engine.helpers import (
    ANN,
    BOB,
    GRIZZLY_BEARS,
    HILL_GIANT,
    ISLAND,
    in_hand,
    play,
    seat,
    table,
)

_CREATURE = Objects(How.TARGET, Filter(types=("Creature",)))


def test_cr603_3d_each_effect_has_its_own_target_slots_whatever_was_asked_before() -> None:
    one = DestroyEffect(_CREATURE)
    two = SequenceEffect((DestroyEffect(_CREATURE), DamageEffect(2, players=Who.TARGET_PLAYER)))
    none = DestroyEffect(Objects(How.ALL, Filter(types=("Creature",))))
    for _ in range(2):  # the second time from the memo
        assert target_slots(one) == (_CREATURE,)
        assert target_slots(two) == (_CREATURE, Who.TARGET_PLAYER)
        assert target_slots(none) == ()
        assert target_slots(DrawEffect(1)) == ()
        assert target_slots(None) == ()


def test_cr603_3d_an_equal_effect_made_anew_gets_the_same_slots_and_its_own_entry() -> None:
    first = DestroyEffect(Objects(How.TARGET, Filter(types=("Artifact",))))
    again = dataclasses.replace(first)
    assert first == again and first is not again
    assert target_slots(first) == target_slots(again) == (first.objects,)
    hit = select._SLOTS[id(again)]
    assert hit[0] is again  # the entry keeps the effect it was worked out for alive


def _hand_game():  # Ann: Grizzly Bears and Hill Giant in hand; Bob: an Island
    return table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), seat("Bob", ISLAND))


def test_a_card_in_hand_matches_by_its_own_card_not_by_its_id_or_what_was_asked_before() -> None:
    game = _hand_game()
    st = game.state
    bears = in_hand(game, ANN, "Grizzly Bears")
    giant = in_hand(game, ANN, "Hill Giant")
    island = in_hand(game, BOB, "Island")
    creature = Filter(types=("Creature",))
    land = Filter(types=("Land",))
    for _ in range(2):  # the second time from the memo
        assert matches(st, bears, creature, controller=ANN, source=None)
        assert not matches(st, bears, land, controller=ANN, source=None)
        assert matches(st, island, land, controller=ANN, source=None)
        assert not matches(st, island, creature, controller=ANN, source=None)
    # the same id holding another card (a state written by hand): its own answer, not the memo's
    other = st.copy()
    other.objects[bears] = dataclasses.replace(st.objects[giant], id=bears)
    bear = Filter(subtypes=("Bear",))
    assert matches(st, bears, bear, controller=ANN, source=None)
    assert not matches(other, bears, bear, controller=ANN, source=None)


def test_a_card_off_the_battlefield_matches_for_the_player_who_looks_and_the_source() -> None:
    game = _hand_game()
    st = game.state
    bears = in_hand(game, ANN, "Grizzly Bears")
    yours = Filter(types=("Creature",), controller="you")
    theirs = Filter(types=("Creature",), controller="opponent")
    other = Filter(types=("Creature",), other=True)
    for _ in range(2):
        assert matches(st, bears, yours, controller=ANN, source=None)
        assert not matches(st, bears, yours, controller=BOB, source=None)
        assert matches(st, bears, theirs, controller=BOB, source=None)
        assert not matches(st, bears, other, controller=ANN, source=bears)
        assert matches(st, bears, other, controller=ANN, source=None)


def test_cr613_a_card_that_enters_the_battlefield_matches_by_its_characteristics_there() -> None:
    game = _hand_game()
    bears = in_hand(game, ANN, "Grizzly Bears")
    bear_only = Filter(types=("Creature",), subtypes=("Bear",))
    assert matches(game.state, bears, bear_only, controller=ANN, source=None)
    game.apply(a.CastSpell(bears))
    game.apply(a.ResolveTopOfStack())
    oid = next(i for i in game.state.battlefield if game.state.objects[i].name == "Grizzly Bears")
    assert game.state.objects[oid].zone is Zone.BATTLEFIELD
    assert matches(game.state, oid, bear_only, controller=ANN, source=None)
    tapped_only = Filter(types=("Creature",), tapped=True)
    assert not matches(game.state, oid, tapped_only, controller=ANN, source=None)
    game.apply(a.TapPermanent(oid))
    assert matches(game.state, oid, tapped_only, controller=ANN, source=None)


# ---------------------------------------------------------------------------- 613 the last answer


def _bears_in_play():
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = in_hand(game, ANN, "Grizzly Bears")
    game.apply(a.CastSpell(bears))
    game.apply(a.ResolveTopOfStack())
    oid = next(i for i in game.state.battlefield if game.state.objects[i].name == "Grizzly Bears")
    return game, oid


def _pt(state, oid):  # (power, toughness) by the characteristics of every permanent
    c = compute_characteristics(state)[oid]
    return c.power, c.toughness


def test_cr613_4c_states_asked_in_turn_each_get_their_own_counters_not_the_last_answer() -> None:
    game, bears = _bears_in_play()
    before = game.state
    game.apply(a.AddCounters(bears, "+1/+1", 1, player=ANN))
    after = game.state
    assert before.battlefield == after.battlefield  # the same ids, one of them a new value
    for _ in range(2):
        assert _pt(before, bears) == (2, 2)
        assert _pt(after, bears) == (3, 3)


def test_cr613_the_same_permanents_under_another_effect_get_that_effects_characteristics() -> None:
    game, bears = _bears_in_play()
    before = game.state
    game.apply(a.ApplyEffect((bears,), ContinuousEffectSpec(pt_delta=(2, 0)), text="+2/+0"))
    after = game.state
    assert all(before.objects[i] is after.objects[i] for i in before.battlefield)
    for _ in range(2):
        assert _pt(before, bears) == (2, 2)
        assert _pt(after, bears) == (4, 2)


def test_cr613_4c_one_permanent_changed_among_others_gets_its_counters_others_keep_theirs() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, ANN, "Hill Giant")
    game.apply(a.AddCounters(giant, "+1/+1", 1, player=ANN))
    before = game.state
    game.apply(a.AddCounters(bears, "-1/-1", 1, player=ANN))
    after = game.state
    for state, expected in ((before, (2, 2)), (after, (1, 1)), (before, (2, 2))):
        characteristics._MEMO.clear()  # (each answer from the last one's, not the memo)
        characteristics._LAST = ((), None, {})
        assert _pt(state, bears) == expected
        assert _pt(state, giant) == (4, 4)
        assert compute_characteristics(state) == _by_layers(state)


def _by_layers(state):  # the layers themselves (613), with no shortcut
    perms = tuple(state.objects[i] for i in state.battlefield)
    return dict(characteristics._with_counters(state, characteristics._compute(state, perms)))


# ---------------------------------------------------------------------------- 608.2 remembering


def test_cr608_2_what_a_resolution_remembers_is_what_its_own_methods_would_remember() -> None:
    import random

    from saga_table.engine.effects.context import recall, remember
    from saga_table.engine.state import Resolution, ResolutionStep, StackItem

    item = StackItem(id=1, kind=AbilityKind.CHAPTER, controller=ANN, source=None,
                     source_name="Saga", text="")
    rng = random.Random(3)
    ours = theirs = Resolution(item, (ResolutionStep(DrawEffect(1), None, 0),))
    for _ in range(200):
        key = rng.choice(("lore", "discarded", "stopped", "x", "moved", "by hand"))
        value = rng.randint(0, 5)
        ours, theirs = remember(ours, key, value), theirs.remember(key, value)
        assert ours == theirs
        for name in ("lore", "discarded", "chosen", "x"):
            assert recall(ours, name) == theirs.recall(name)


def test_cr613_an_effect_that_changes_nothing_then_one_that_does_are_told_apart() -> None:
    game, bears = _bears_in_play()
    text_only = ContinuousEffectSpec(add_abilities_text="Has a story to tell.")  # (no layer)
    game.apply(a.ApplyEffect((bears,), text_only, text="a story"))
    quiet = game.state
    game.apply(a.ApplyEffect((bears,), ContinuousEffectSpec(pt_delta=(0, 3)), text="+0/+3"))
    loud = game.state
    assert quiet.effects and loud.effects and quiet.effects is not loud.effects
    for _ in range(2):
        assert not characteristics.has_continuous_effects(quiet)
        assert characteristics.has_continuous_effects(loud)
        assert _pt(quiet, bears) == (2, 2)
        assert _pt(loud, bears) == (2, 5)


# ---------------------------------------------------------------------------- 614.12 entering


def test_cr614_12_what_a_permanent_entering_reads_of_itself_is_its_characteristics_there() -> None:
    """Every permanent of every state of four lab games (history kept): the characteristics
    and the "no continuous effect" answer given together are those asked one by one."""
    from pathlib import Path

    from saga_table.lab.command import load_deck
    from saga_table.lab.player import Policy, play_game

    demo = Path(__file__).resolve().parents[2] / "resources/docs/examples/demo-deck.txt"
    deck = load_deck(demo)
    seen_quiet = seen_loud = 0
    for number in range(1, 5):
        _result, game = play_game(deck, Policy(turns=10, keep_history=True), 1, number)
        for entry in game.history:
            state = entry.after
            quiet_now = not characteristics.has_continuous_effects(state)
            for oid in state.battlefield:
                chars, quiet = characteristics.characteristics_and_quiet(state, oid)
                assert chars == characteristics.characteristics(state, oid)
                assert quiet == quiet_now
                seen_quiet += quiet
                seen_loud += not quiet
    assert seen_quiet > 1000 and seen_loud > 10


# ---------------------------------------------------------------------------- 111.4 token cards


def test_cr111_4_each_token_effect_makes_its_own_token_and_its_tokens_share_the_card() -> None:
    from saga_table.engine.cards import CreateTokenEffect
    from saga_table.engine.effects.context import token_card

    knight = CreateTokenEffect("Knight", power=2, toughness=2, subtypes=("Knight",))
    goblin = CreateTokenEffect("Goblin", power=1, toughness=1, subtypes=("Goblin",))
    for _ in range(2):  # the second time from the memo
        assert (token_card(knight).name, token_card(knight).front.power) == ("Knight", "2")
        assert (token_card(goblin).name, token_card(goblin).front.power) == ("Goblin", "1")
    assert token_card(knight) is token_card(knight)
    again = dataclasses.replace(knight, power=3)  # another effect: its own card
    assert token_card(again).front.power == "3" and token_card(knight).front.power == "2"


def test_cr111_4_tokens_made_from_one_card_are_each_their_own_permanent() -> None:
    from saga_table.engine.cards import CreateTokenEffect
    from saga_table.engine.effects.context import token_card

    game = table(seat("Ann"), "Bob")
    card = token_card(CreateTokenEffect("Soldier", power=1, toughness=1))
    game.apply(a.CreateToken(ANN, card=card, count=2))
    first, second = (i for i in game.state.battlefield if game.state.objects[i].name == "Soldier")
    game.apply(a.AddCounters(first, "+1/+1", 2, player=ANN))
    assert _pt(game.state, first) == (3, 3)
    assert _pt(game.state, second) == (1, 1)
