"""The scripted goldfish player plays by its stated rules."""

from __future__ import annotations

from typing import Any

import pytest

from saga_table.lab import player as lab_player
from saga_table.lab.player import KeepRule, LabStopError, Policy, play_game
from tests.lab.helpers import ANTHEM_TALE, MOUNTAIN, OGRE, PLAINS, RAIDER, deck


def test_cr103_5_london_mulligan_bottoms_a_card_per_mulligan_until_the_keep_rule_holds() -> None:
    # Sixty lands: seven lands breaks the 2-5 rule, so it mulligans; six kept lands still do;
    # five cards is kept whatever they are.
    result, game = play_game(deck((60, MOUNTAIN)), Policy(turns=3), seed=4, number=1)
    assert result.stopped is None
    assert result.mulligans == 2
    assert game.actions[:2] == (lab_player.a.Mulligan(0), lab_player.a.Mulligan(0))
    # on the play the first draw is skipped (103.8a), then one land a turn is played (305.2)
    assert result.lands == [1, 2, 3]
    # five kept, two drawn (turns 2 and 3), three played
    assert len(game.state.zones[(0, lab_player.Zone.HAND)]) == 5 + 2 - 3


def test_keep_rule_keeps_a_hand_holding_a_named_card() -> None:
    rule = KeepRule(min_lands=2, max_lands=3, keep_with=("Hill Ogre",))
    assert rule.keeps(lands=0, names={"Hill Ogre"}, size=7)
    assert not rule.keeps(lands=0, names={"Ridge Raider"}, size=7)
    assert rule.keeps(lands=0, names=set(), size=5)  # keep_at 5


def test_cr302_6_a_creature_attacks_from_the_turn_after_it_came_under_control() -> None:
    cards = deck((30, MOUNTAIN), (30, RAIDER))
    for number in range(1, 25):
        result, _ = play_game(cards, Policy(turns=4), seed=7, number=number)
        assert result.stopped is None
        assert result.damage[0] == 0  # a Raider cast on turn 1 cannot attack on turn 1
        if result.cast.get("Ridge Raider") == 1:
            assert result.damage[1] >= 2


def test_the_player_casts_only_what_its_lands_can_pay_for() -> None:
    cards = deck((30, MOUNTAIN), (30, OGRE))
    for number in range(1, 25):
        result, _ = play_game(cards, Policy(turns=5), seed=3, number=number)
        cast = result.cast.get("Hill Ogre")
        if cast is not None:
            assert result.lands[cast - 1] >= 3  # {2}{R}: three lands by then


def test_cr714_3c_chapters_resolve_a_turn_apart_and_one_without_effect_is_counted() -> None:
    cards = deck((30, PLAINS), (30, ANTHEM_TALE))
    seen = 0
    for number in range(1, 30):
        result, _ = play_game(cards, Policy(turns=6), seed=11, number=number)
        first = result.cast.get("Tale of Two Squires")
        if first is None or first > 4:
            continue
        seen += 1
        name = "Tale of Two Squires"
        assert result.chapters[(name, 1)] == first
        assert result.chapters[(name, 2)] == first + 1
        assert result.chapters[(name, 3)] == first + 2
        assert (name, 3) in result.not_carried_out  # no structured effect for chapter III
        assert (name, 1) not in result.not_carried_out
    assert seen > 5


class _OddDecision:
    """A decision kind the player was not written for."""

    player = 0


def _player() -> Any:
    result, game = play_game(deck((60, MOUNTAIN)), Policy(turns=1), seed=1, number=1)
    return lab_player._Player(game, Policy(), result)


def test_an_unknown_decision_with_a_default_answer_is_answered_and_counted() -> None:
    player = _player()

    class WithDefault(_OddDecision):
        def default_answer(self, state: object) -> object:
            return lab_player.a.AdvanceStep()

    action = player.answer(player.state, WithDefault())
    assert action == lab_player.a.AdvanceStep()
    assert player.result.defaulted == 1


def test_an_unknown_decision_without_a_default_stops_the_game_saying_which() -> None:
    player = _player()
    with pytest.raises(LabStopError, match="_OddDecision"):
        player.answer(player.state, _OddDecision())


def test_the_guided_effects_decisions_are_answered_by_the_first_legal_choice() -> None:
    """The demo deck's chapters ask for cards, targets and yes/no (engine/effects): the player
    answers each by its stated rule, so no game stops, and each answer is counted."""
    from saga_table.demo import builtin_resolver, demo_deck

    cards = demo_deck(builtin_resolver())
    defaulted = 0
    for number in range(1, 41):
        result, _ = play_game(cards, Policy(turns=8), seed=2, number=number)
        assert result.stopped is None, result.stopped
        defaulted += result.defaulted
    assert defaulted > 0


def test_burn_spells_deal_their_damage_to_the_goldfish_and_others_are_not_carried_out() -> None:
    # The kill turn counted only creatures: Lightning Bolt was cast and did nothing. A spell
    # that can aim at a player deals its damage to the goldfish, in the catalog's words or in
    # Oracle text; one that can only hit a creature is still "not carried out".
    ours = lab_player.CardDef.simple(
        "Spark Jolt", card_types=("Instant",), mana_cost="{R}", mana_value=1,
        text="3 damage to any target.",
    )
    oracle = lab_player.CardDef.simple(
        "Cinder Spike", card_types=("Sorcery",), mana_cost="{R}", mana_value=1,
        text="Cinder Spike deals 2 damage to target player or planeswalker.",
    )
    creature_only = lab_player.CardDef.simple(
        "Bear Singe", card_types=("Instant",), mana_cost="{R}", mana_value=1,
        text="Bear Singe deals 4 damage to target creature.",
    )
    cards = deck((24, MOUNTAIN), (12, ours), (12, oracle), (12, creature_only))
    dealt = 0
    for number in range(1, 21):
        result, game = play_game(cards, Policy(turns=4), seed=5, number=number)
        assert result.stopped is None
        # every instant and sorcery cast has resolved into the graveyard (none was discarded)
        assert not any(isinstance(act, lab_player.a.DiscardToHandSize) for act in game.actions)
        st = game.state
        names = [st.objects[i].card.name for i in st.zones.get((0, lab_player.Zone.GRAVEYARD), ())]
        expected = 3 * names.count("Spark Jolt") + 2 * names.count("Cinder Spike")
        assert result.damage[-1] == expected
        dealt += expected
        assert ("Spark Jolt", 0) not in result.not_carried_out
        assert ("Cinder Spike", 0) not in result.not_carried_out
        if "Bear Singe" in names:
            assert ("Bear Singe", 0) in result.not_carried_out
    assert dealt > 0


def test_a_treasure_pays_only_for_what_the_lands_cannot_and_is_sacrificed() -> None:
    """Fable of the Mirror-Breaker's Goblin Shaman makes Treasures; the lab's mana counted lands
    only, so a Treasure never paid for anything. Now one is sacrificed for its mana when the
    untapped lands alone cannot pay for the spell cast next."""
    from saga_table.engine import actions as a
    from saga_table.lab import knowledge
    from saga_table.lab.command import load_deck
    from saga_table.lab.faces import face_facts
    from saga_table.lab.mana import Payer
    from saga_table.lab.player import ME, Policy, play_game

    deck = load_deck("resources/docs/examples/demo-deck.txt")
    sacrificed = 0
    for number in range(1, 41):
        _result, game = play_game(deck, Policy(turns=10, keep_history=True), 1, number)
        history = game.history
        for i, entry in enumerate(history):
            if not isinstance(entry.action, a.SacrificePermanent):
                continue
            sacrificed += 1
            gone = entry.before.objects[entry.action.object]
            assert gone.token and "Treasure" in gone.printed.subtypes and gone.controller == ME
            cast = next(e for e in history[i:] if not isinstance(e.action, a.SacrificePermanent))
            assert isinstance(cast.action, a.CastSpell)
            state = entry.before
            lands = [
                (o.id, face_facts(o.printed)[2])
                for o in state.permanents()
                if o.controller == ME and not o.tapped and face_facts(o.printed)[1]
                and not knowledge.reserved(o)  # (Urza's Saga, kept for its Constructs)
            ]
            spell = face_facts(state.objects[cast.action.card].printed)
            assert not Payer(lands).can_pay(spell[3])
    assert sacrificed >= 5


def test_mana_rocks_and_dorks_pay_for_spells_and_a_dork_waits_a_turn() -> None:
    """The lab's mana counted lands only: a Sol Ring ({T}: Add {C}{C}) paid for nothing, so a
    three-mana creature was never cast on turn 2. Now a rock's or a dork's mana counts (a dork's
    from the turn after it came, 302.6), and a trinket with no mana ability still does not."""
    from saga_table.engine.pieces import GameObject
    from saga_table.lab.faces import face_facts, tap_sick

    def card(name: str, types: tuple[str, ...], cost: str, text: str = "", **kw: Any) -> Any:
        value = len(cost.replace("{", "").replace("}", "")) if cost != "{2}{R}" else 3
        return lab_player.CardDef.simple(
            name, card_types=types, mana_cost=cost, mana_value=value, text=text, **kw
        )

    rock = card("Test Rock", ("Artifact",), "{1}", "{T}: Add {C}{C}.")
    dork = card("Test Dork", ("Creature",), "{R}", "{T}: Add {R}.", power="1", toughness="1")
    trinket = card("Test Trinket", ("Artifact",), "{1}")
    ogre = card("Test Ogre", ("Creature",), "{2}{R}", power="3", toughness="3")
    assert face_facts(rock.front)[6] == (frozenset("C"), frozenset("C"))
    assert face_facts(dork.front)[6] == (frozenset("R"),)
    assert face_facts(trinket.front)[6] == ()
    earliest = {}
    for extra in (rock, dork, trinket):
        cards = deck((24, MOUNTAIN), (18, extra), (18, ogre))
        turns = []
        for number in range(1, 41):
            result, _game = play_game(cards, Policy(turns=4), seed=3, number=number)
            assert result.stopped is None
            if "Test Ogre" in result.cast:
                turns.append(result.cast["Test Ogre"])
        earliest[extra.name] = min(turns)
    # turn 2 makes two mana from lands: the Ogre then needs the rock's or the dork's
    assert earliest == {"Test Rock": 2, "Test Dork": 2, "Test Trinket": 3}
    field = lab_player.Zone.BATTLEFIELD
    came = GameObject(id=1, card=dork, owner=0, controller=0, zone=field, entered_turn=4)  # type: ignore[arg-type]
    assert tap_sick(came, dork.front, 4) and not tap_sick(came, dork.front, 5)
    rock_in = GameObject(id=2, card=rock, owner=0, controller=0, zone=field, entered_turn=4)  # type: ignore[arg-type]
    assert not tap_sick(rock_in, rock.front, 4)


def test_a_fault_of_the_app_in_one_game_stops_that_game_not_the_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An error the engine or the player should never raise (a bug: a KeyError here) ended a
    run of thousands of games with a traceback. On the Python modules it now stops the game it
    happened in, which the report counts and names (it opens on the table), and the other
    games count as ever. (On the compiled engine the runner plays such games again on the
    Python modules first: tests/lab/test_compiled.py.)"""
    from saga_table.lab.runner import LabRun, run_lab

    real = lab_player._Player.play_land

    def play_land(self: Any) -> None:
        if self.result.number == 3 and self.my_turn() == 2:
            raise KeyError("a bug")
        real(self)

    monkeypatch.setattr(lab_player._Player, "play_land", play_land)
    cards = deck((20, MOUNTAIN), (20, RAIDER), (20, OGRE))
    run = LabRun(cards, Policy(turns=4), 8, 1)
    tally = run_lab(run, processes=1)
    assert tally is not None and tally.games == 8
    report = run.report(tally)
    assert report["stopped"] == [
        {"reason": "an error in the app (KeyError: 'a bug')", "games": 1, "example_games": [3]}
    ]
    assert report["games_played"] == 8  # (game 3's first turn counts too)
