"""A lab game's setup (lab/policy.py lab_setup): the seats and rules are made once for a deck
and a policy and shared by its games, which differ only in the seed; another deck or policy
gets its own."""

from __future__ import annotations

from saga_table.engine.cards import CardDef
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import RuleOptions
from saga_table.lab.policy import Policy, game_seed, lab_setup

DECK = tuple(CardDef.simple(f"Land {i}", card_types=("Land",)) for i in range(20))


def _plain(deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int) -> GameSetup:
    return GameSetup(
        players=(
            PlayerSetup(policy.names[0], library=deck),
            PlayerSetup(policy.names[1], life=policy.goldfish_life),
        ),
        seed=game_seed(seed, number),
        rules=RuleOptions(
            lose_at_zero_life=False,
            lose_drawing_from_empty_library=False,
            one_land_per_turn=True,
            sickness_and_timing=True,
            auto_order_identical_triggers=True,
        ),
        starting_player=0 if policy.on_the_play else 1,
        opening_hands=True,
    )


def test_the_games_of_a_run_share_their_seats_and_differ_in_the_seed() -> None:
    policy = Policy()
    one, two = lab_setup(DECK, policy, 3, 1), lab_setup(DECK, policy, 3, 2)
    assert one == _plain(DECK, policy, 3, 1)
    assert two == _plain(DECK, policy, 3, 2)
    assert one.players is two.players and one.rules is two.rules
    assert one.seed != two.seed


def test_another_policy_or_deck_gets_its_own_seats() -> None:
    first = lab_setup(DECK, Policy(), 1, 1)
    drawn = Policy(on_the_play=False, goldfish_life=30, names=("Ann", "Fish"))
    other = lab_setup(DECK, drawn, 1, 1)
    assert other == _plain(DECK, drawn, 1, 1)
    assert other.players[1].life == 30 and other.players[0].name == "Ann"
    smaller = DECK[:10]
    assert lab_setup(smaller, drawn, 1, 1) == _plain(smaller, drawn, 1, 1)
    assert lab_setup(DECK, Policy(), 1, 1) == first
