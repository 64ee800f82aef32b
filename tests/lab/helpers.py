"""Small decks written for the lab's tests (our own cards)."""

from __future__ import annotations

from saga_table.engine.cards import CardDef, CreateTokenEffect

MOUNTAIN = CardDef.simple(
    "Mountain", card_types=("Land",), supertypes=("Basic",), subtypes=("Mountain",)
)
PLAINS = CardDef.simple("Plains", card_types=("Land",), supertypes=("Basic",), subtypes=("Plains",))
RAIDER = CardDef.simple(
    "Ridge Raider", subtypes=("Goblin",), power="2", toughness="1", mana_cost="{R}", mana_value=1
)
OGRE = CardDef.simple(
    "Hill Ogre", subtypes=("Ogre",), power="3", toughness="3", mana_cost="{2}{R}", mana_value=3
)
ANTHEM_TALE = CardDef.saga(
    "Tale of Two Squires",
    chapters={
        1: ("Make a 1/1 Squire.", CreateTokenEffect("Squire", 1, 1, 1)),
        2: ("Make a 1/1 Squire.", CreateTokenEffect("Squire", 1, 1, 1)),
        3: "Squires get +1/+0 this turn.",
    },
    mana_cost="{1}{W}",
    mana_value=2,
)


def deck(*parts: tuple[int, CardDef]) -> tuple[CardDef, ...]:
    return tuple(card for count, card in parts for _ in range(count))
