"""614.1c: "This land enters tapped." is a replacement effect of the card's own, which the app
carries out wherever the card comes from (a land played, a card put onto the battlefield at the
table); one with a condition it cannot see is left to the players."""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.ids import Zone
from tests.engine.helpers import ANN, BLOOD_MOON, in_hand, play, seat, table


def land(name: str, text: str) -> CardDef:
    return CardDef.simple(name, card_types=("Land",), text=text)


GATE = land("Dune Gate", "This land enters tapped.\n{T}: Add {R} or {W}.")
OLD_GATE = land("Old Gate", "Old Gate enters the battlefield tapped.\n{T}: Add {W} or {U}.")
FAST = land(
    "Quick Ford",
    "This land enters tapped unless you control two or fewer other lands.\n{T}: Add {W} or {B}.",
)
SHOCK = land(
    "Shock Ford",
    "As this land enters, you may pay 2 life. If you don't, it enters tapped.\n"
    "{T}: Add {R} or {W}.",
)
OTHER = land("Plain Ford", "Dune Gate enters the battlefield tapped.\n{T}: Add {C}.")


@pytest.mark.parametrize(
    ("card", "tapped"),
    [(GATE, True), (OLD_GATE, True), (FAST, False), (SHOCK, False), (OTHER, False)],
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
    game.apply(a.PutCardOntoBattlefield(GATE, ANN))
    (land_id,) = game.state.battlefield
    assert game.state.objects[land_id].tapped
    assert game.state.objects[land_id].zone is Zone.BATTLEFIELD


def test_cr305_7_a_land_that_loses_its_abilities_to_blood_moon_enters_untapped() -> None:
    """Blood Moon makes a nonbasic land a Mountain with no other ability (305.7): its "enters
    tapped" is gone as it would exist on the battlefield (614.12), so it enters untapped."""
    game = table(seat("Ann", BLOOD_MOON, GATE))
    play(game, ANN, "Blood Moon")
    game.apply(a.PlayLand(in_hand(game, ANN, "Dune Gate")))
    gate = next(o for o in game.state.permanents() if o.card is GATE)
    assert not gate.tapped
