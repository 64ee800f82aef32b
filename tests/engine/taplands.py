"""Lands of our own, written as Oracle text (Scryfall, MTGJSON) writes them, for the tests of
614.1c ("enters tapped") in the engine and of the lab's land reading."""

from __future__ import annotations

from saga_table.engine.cards import CardDef


def land(name: str, text: str, *subtypes: str) -> CardDef:
    return CardDef.simple(name, card_types=("Land",), subtypes=subtypes, text=text)


DUNE_GATE = land("Dune Gate", "This land enters tapped.\n{T}: Add {R} or {W}.")
OLD_GATE = land("Old Gate", "Old Gate enters the battlefield tapped.\n{T}: Add {W} or {U}.")
FAST = land(
    "Quick Ford",
    "This land enters tapped unless you control two or fewer other lands.\n{T}: Add {W} or {B}.",
)
SLOW = land(
    "Slow Marsh",
    "This land enters tapped unless you control two or more other lands.\n{T}: Add {W} or {B}.",
)
CHECK = land(
    "Cliff Ward",
    "This land enters tapped unless you control a Plains or a Mountain.\n{T}: Add {R} or {W}.",
)
REVEAL = land(
    "Shown Vale",
    "As this land enters, you may reveal a Plains or Forest card from your hand. If you don't, "
    "this land enters tapped.\n{T}: Add {G} or {W}.",
)
SHOCK = land(
    "Shock Ford",
    "({T}: Add {R} or {W}.)\nAs this land enters, you may pay 2 life. If you don't, it enters "
    "tapped.",
    "Mountain",
    "Plains",
)
ODD = land(
    "Odd Moor", "This land enters tapped unless a player has 13 or less life.\n{T}: Add {B}."
)
