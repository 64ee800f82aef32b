"""Goldfishing: one player alone with a deck (103.5 London mulligan, 103.8a, 305.2)."""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.goldfish import mana_summary
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import MulliganDecision, RuleOptions
from saga_table.engine.tx import IllegalActionError

ME = PlayerId(0)
PLAINS = CardDef.simple("Plains", card_types=("Land",), supertypes=("Basic",), subtypes=("Plains",))
MOUNTAIN = CardDef.simple(
    "Mountain", card_types=("Land",), supertypes=("Basic",), subtypes=("Mountain",)
)
TALE = CardDef.saga("Tale", chapters={1: "a", 2: "b", 3: "c"}, mana_cost="{1}{W}", mana_value=2)
DECK = tuple([TALE] * 20 + [PLAINS] * 20 + [MOUNTAIN] * 20)


def goldfish(*, seed: int = 3, **rules: object) -> Game:
    return Game(
        GameSetup(
            players=(PlayerSetup("Me", library=DECK),),
            seed=seed,
            opening_hands=True,
            rules=RuleOptions(**rules),  # type: ignore[arg-type]
        )
    )


def hand(game: Game) -> tuple[int, ...]:
    return game.state.zone(ME, Zone.HAND)


def test_cr103_5_opening_hand_of_seven_then_keep_or_mulligan() -> None:
    game = goldfish()
    assert len(hand(game)) == 7
    assert len(game.state.zone(ME, Zone.LIBRARY)) == 53
    assert game.state.decision == MulliganDecision(ME, 0)
    assert not game.state.started
    with pytest.raises(IllegalActionError):
        game.apply(a.AdvanceStep())  # the game has not begun


def test_cr103_5_london_mulligan_draws_seven_and_bottoms_one_per_mulligan() -> None:
    game = goldfish()
    first_hand = hand(game)
    game.apply(a.Mulligan(ME))
    game.apply(a.Mulligan(ME))
    assert len(hand(game)) == 7 and set(hand(game)) != set(first_hand)
    assert game.state.decision == MulliganDecision(ME, 2)
    with pytest.raises(IllegalActionError, match="exactly 2"):
        game.apply(a.KeepHand(ME, bottom=hand(game)[:1]))
    bottom = hand(game)[:2]
    names = [game.state.objects[i].name for i in bottom]
    game.apply(a.KeepHand(ME, bottom=bottom))
    assert len(hand(game)) == 5
    library = game.state.zone(ME, Zone.LIBRARY)
    assert [game.state.objects[i].name for i in library[-2:]] == names
    assert game.state.started and game.state.turn.number == 1


def test_cr103_8a_no_draw_on_the_first_turn_of_the_player_who_goes_first() -> None:
    game = goldfish()
    game.apply(a.KeepHand(ME, ()))
    assert game.state.turn.step.value == "upkeep"
    game.apply(a.AdvanceStep())
    assert game.state.turn.step.value == "main"  # the draw step was skipped
    assert len(hand(game)) == 7
    game.apply(a.AdvanceToNextTurn())
    game.apply(a.AdvanceStep())
    assert game.state.turn.number == 2 and game.state.turn.step.value == "draw"
    assert len(hand(game)) == 8


def test_rule_option_first_player_draws_when_the_table_says_so() -> None:
    game = goldfish(first_player_skips_draw=False)
    game.apply(a.KeepHand(ME, ()))
    game.apply(a.AdvanceStep())
    assert game.state.turn.step.value == "draw"
    assert len(hand(game)) == 8


def _land_in_hand(game: Game) -> int:
    return next(i for i in hand(game) if "Land" in game.state.objects[i].printed.card_types)


def test_cr305_2_one_land_per_turn_when_the_table_enforces_it() -> None:
    game = goldfish(seed=1, one_land_per_turn=True)
    game.apply(a.KeepHand(ME, ()))
    game.apply(a.AdvanceStep())  # precombat main
    game.apply(a.PlayLand(_land_in_hand(game)))
    assert game.state.players[ME].lands_played == 1
    with pytest.raises(IllegalActionError, match="already played a land"):
        game.apply(a.PlayLand(_land_in_hand(game)))
    game.apply(a.AdvanceToNextTurn())
    game.apply(a.AdvanceStep())
    game.apply(a.AdvanceStep())  # main phase of turn 2
    game.apply(a.PlayLand(_land_in_hand(game)))  # a new turn, a new land
    assert game.state.players[ME].lands_played == 1


def test_lands_played_are_counted_but_not_limited_by_default() -> None:
    game = goldfish(seed=1)
    game.apply(a.KeepHand(ME, ()))
    game.apply(a.AdvanceStep())
    game.apply(a.PlayLand(_land_in_hand(game)))
    game.apply(a.PlayLand(_land_in_hand(game)))
    assert game.state.players[ME].lands_played == 2


def test_mana_summary_counts_untapped_lands_by_colour() -> None:
    game = goldfish(seed=1)
    game.apply(a.KeepHand(ME, ()))
    game.apply(a.AdvanceStep())
    while any("Land" in game.state.objects[i].printed.card_types for i in hand(game)):
        game.apply(a.PlayLand(_land_in_hand(game)))
    lands = [o for o in game.state.permanents() if "Land" in o.printed.card_types]
    expected: dict[str, int] = {}
    for o in lands:
        symbol = "W" if o.name == "Plains" else "R"
        expected[symbol] = expected.get(symbol, 0) + 1
    assert mana_summary(game.state, ME) == expected
    game.apply(a.TapPermanent(lands[0].id))
    symbol = "W" if lands[0].name == "Plains" else "R"
    assert mana_summary(game.state, ME)[symbol] == expected[symbol] - 1 or (
        expected[symbol] == 1 and symbol not in mana_summary(game.state, ME)
    )


def test_search_library_puts_the_card_in_hand_and_shuffles_in_one_action() -> None:
    game = goldfish()
    game.apply(a.KeepHand(ME, ()))
    library = game.state.zone(ME, Zone.LIBRARY)
    target = library[-1]
    name = game.state.objects[target].name
    game.apply(a.SearchLibrary(ME, target))
    assert len(game.state.zone(ME, Zone.LIBRARY)) == len(library) - 1
    assert name in [game.state.objects[i].name for i in hand(game)]
    game.undo()
    assert game.state.zone(ME, Zone.LIBRARY) == library  # one gesture, one undo


def test_scry_puts_cards_back_on_top_and_bottom_in_the_chosen_order() -> None:
    game = goldfish()
    game.apply(a.KeepHand(ME, ()))
    top3 = game.state.zone(ME, Zone.LIBRARY)[:3]
    game.apply(a.ReorderLibraryTop(ME, top=(top3[2], top3[0]), bottom=(top3[1],)))
    library = game.state.zone(ME, Zone.LIBRARY)
    assert library[:2] == (top3[2], top3[0]) and library[-1] == top3[1]
    with pytest.raises(IllegalActionError, match="top 2"):
        game.apply(a.ReorderLibraryTop(ME, top=(library[5], library[0])))


def test_cr603_2_fables_goblin_shaman_token_makes_a_treasure_when_it_attacks() -> None:
    # The token Fable of the Mirror-Breaker's chapter I makes had no ability: attacking with it
    # made no Treasure, in the window or in the lab.
    from saga_table.demo import builtin_resolver
    from saga_table.engine import actions as a
    from saga_table.engine.effects.context import token_card
    from saga_table.engine.ids import PlayerId
    from saga_table.engine.turns import Step
    from tests.engine.helpers import advance_to, table

    fable = builtin_resolver()("Fable of the Mirror-Breaker")
    shaman = token_card(fable.front.chapters[0].effect)  # type: ignore[arg-type]
    game = table("Ann", "Bo")
    game.apply(a.CreateToken(PlayerId(0), card=shaman))
    token = next(o.id for o in game.state.permanents() if o.name == "Goblin Shaman")
    game.apply(a.AdvanceToNextTurn())
    game.apply(a.AdvanceToNextTurn())  # Ann's next turn: the token can attack
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((token, PlayerId(1)),)))
    assert [i.source_name for i in game.state.stack] == ["Goblin Shaman"]
    game.apply(a.ResolveTopOfStack())
    treasures = [o for o in game.state.permanents() if o.name == "Treasure"]
    assert len(treasures) == 1 and treasures[0].token and treasures[0].controller == 0
    assert "Artifact" in treasures[0].printed.card_types


def test_cr603_3d_keldon_warcallers_attack_puts_a_lore_counter_on_its_target_saga() -> None:
    # Its trigger was text only: at the table it waited for the players by hand even with no
    # Saga, and the lab carried it out with knowledge of its own.
    from saga_table.demo import builtin_resolver
    from saga_table.engine import actions as a
    from saga_table.engine.ids import PlayerId
    from saga_table.engine.state import ChooseTargetsDecision
    from saga_table.engine.turns import Step
    from tests.engine.helpers import advance_to, table

    resolve_card = builtin_resolver()
    warcaller, benalia = resolve_card("Keldon Warcaller"), resolve_card("History of Benalia")
    game = table("Ann", "Bo")
    game.apply(a.PutCardOntoBattlefield(warcaller, PlayerId(0)))
    game.apply(a.AdvanceToNextTurn())
    game.apply(a.AdvanceToNextTurn())
    advance_to(game, Step.DECLARE_ATTACKERS)
    caller = next(o.id for o in game.state.permanents() if o.name == "Keldon Warcaller")
    game.apply(a.DeclareAttackers(((caller, PlayerId(1)),)))
    assert not game.state.stack  # no Saga to target: the trigger is removed (603.3d)
    game.undo()
    game.apply(a.PutCardOntoBattlefield(benalia, PlayerId(0)))
    game.apply(a.ResolveTopOfStack())  # chapter I: a Knight
    saga = next(o.id for o in game.state.permanents() if o.name == "History of Benalia")
    game.apply(a.DeclareAttackers(((caller, PlayerId(1)),)))
    assert [i.source_name for i in game.state.stack] == ["Keldon Warcaller"]
    decision = game.state.decision  # its target, chosen as it goes on the stack (601.2c)
    assert isinstance(decision, ChooseTargetsDecision) and decision.objects == (saga,)
    game.apply(a.ChooseTargets(objects=(saga,)))
    game.apply(a.ResolveTopOfStack())
    assert game.state.objects[saga].counters["lore"] == 2
    assert [i.chapter for i in game.state.stack] == [2]  # chapter II triggered (714.2b)
