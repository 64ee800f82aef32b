"""614.1c: "This land enters tapped." is a replacement effect of the card's own, which the app
carries out wherever the card comes from (a land played, a card put onto the battlefield at the
table); one with a condition it cannot see is left to the players."""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from tests.engine.helpers import ANN, BLOOD_MOON, in_hand, play, seat, table
from tests.engine.taplands import (
    CHECK,
    DUNE_GATE,
    FAST,
    ODD,
    OLD_GATE,
    REVEAL,
    SHOCK,
    SLOW,
    land,
)

OTHER = land("Plain Ford", "Dune Gate enters the battlefield tapped.\n{T}: Add {C}.")


@pytest.mark.parametrize(
    ("card", "tapped"),
    [(DUNE_GATE, True), (OLD_GATE, True), (FAST, False), (SHOCK, False), (OTHER, False)],
)
def test_cr614_1c_a_land_played_enters_tapped_when_its_text_says_so_without_a_condition(
    card: CardDef, tapped: bool
) -> None:
    game = table(seat("Ann", card))
    game.apply(a.PlayLand(in_hand(game, ANN, card.name)))
    (land_id,) = game.state.battlefield
    assert game.state.objects[land_id].tapped is tapped


def test_cr614_1c_a_card_put_onto_the_battlefield_at_the_table_enters_tapped_too() -> None:
    game = table("Ann", "Bob")
    game.apply(a.PutCardOntoBattlefield(DUNE_GATE, ANN))
    (land_id,) = game.state.battlefield
    assert game.state.objects[land_id].tapped
    assert game.state.objects[land_id].zone is Zone.BATTLEFIELD


def test_cr305_7_a_land_that_loses_its_abilities_to_blood_moon_enters_untapped() -> None:
    """Blood Moon makes a nonbasic land a Mountain with no other ability (305.7): its "enters
    tapped" is gone as it would exist on the battlefield (614.12), so it enters untapped."""
    game = table(seat("Ann", BLOOD_MOON, DUNE_GATE))
    play(game, ANN, "Blood Moon")
    game.apply(a.PlayLand(in_hand(game, ANN, "Dune Gate")))
    gate = next(o for o in game.state.permanents() if o.card is DUNE_GATE)
    assert not gate.tapped


PLAINS = CardDef.simple("Plains", card_types=("Land",), supertypes=("Basic",), subtypes=("Plains",))
FOREST = CardDef.simple("Forest", card_types=("Land",), supertypes=("Basic",), subtypes=("Forest",))


def _played(hand: tuple[CardDef, ...], before: tuple[CardDef, ...], name: str) -> bool:
    """Whether ``name`` enters tapped when Ann plays it, with ``before`` on her battlefield."""
    game = table(seat("Ann", *hand, *before))
    for card in before:
        game.apply(a.PutOntoBattlefield(in_hand(game, ANN, card.name)))
    game.apply(a.PlayLand(in_hand(game, ANN, name)))
    return next(o for o in game.state.permanents() if o.name == name).tapped


def test_cr614_1c_a_condition_the_game_can_read_is_applied_for_a_seat_whose_cards_it_knows() -> (
    None
):
    assert _played((SLOW,), (), "Slow Marsh")
    assert not _played((SLOW,), (PLAINS, FOREST), "Slow Marsh")
    assert _played((CHECK,), (FOREST,), "Cliff Ward")
    assert not _played((CHECK,), (PLAINS,), "Cliff Ward")
    assert _played((REVEAL,), (), "Shown Vale")
    assert not _played((REVEAL, FOREST), (), "Shown Vale")  # the Forest in hand is revealed
    assert not _played((ODD,), (), "Odd Moor")  # a condition it cannot read: the players'


def test_cr614_1c_a_paper_seat_applies_a_condition_itself() -> None:
    """At a paper table the app sees only the lands the players entered: a slow land put onto
    the battlefield there enters untapped (the players tap it if they control fewer than two
    other lands); one with no condition still enters tapped."""
    game = table("Ann", "Bob")
    paper = Game(
        GameSetup(players=(PlayerSetup("Ann", paper=True), PlayerSetup("Bob", paper=True)))
    )
    for g in (game, paper):
        g.apply(a.PutCardOntoBattlefield(SLOW, ANN))
        g.apply(a.PutCardOntoBattlefield(DUNE_GATE, ANN))
    slow, gate = (paper.state.objects[o] for o in paper.state.battlefield)
    assert not slow.tapped and gate.tapped
    known = [game.state.objects[o] for o in game.state.battlefield]
    assert [o.tapped for o in known] == [True, True]  # a seat with its deck in the app
