"""The game's words (steps, phases, zones, card types) in the UI language.

Each goes through :func:`~saga_table.words.translation.translate`, so the words are the same in
the window and in an exported log; the engine's own values (a
:class:`~saga_table.engine.turns.Step`, a card type) are turned into words here, so the engine
stays free of languages.
"""

from __future__ import annotations

from collections.abc import Callable

from saga_table.engine.ids import Zone
from saga_table.engine.turns import Phase, Step
from saga_table.words.translation import translate

__all__ = [
    "card_type_line",
    "phase_name",
    "step_name",
    "step_short_name",
    "type_word",
    "zone_name",
]


def step_name(step: Step, *, precombat: bool = True) -> str:
    """The full name of a step (a main phase is named as a phase)."""
    if step is Step.MAIN:
        if precombat:
            return translate("Steps", "precombat main phase")
        return translate("Steps", "postcombat main phase")
    names = {
        Step.UNTAP: translate("Steps", "untap step"),
        Step.UPKEEP: translate("Steps", "upkeep step"),
        Step.DRAW: translate("Steps", "draw step"),
        Step.BEGINNING_OF_COMBAT: translate("Steps", "beginning of combat step"),
        Step.DECLARE_ATTACKERS: translate("Steps", "declare attackers step"),
        Step.DECLARE_BLOCKERS: translate("Steps", "declare blockers step"),
        Step.FIRST_STRIKE_DAMAGE: translate("Steps", "first-strike combat damage step"),
        Step.COMBAT_DAMAGE: translate("Steps", "combat damage step"),
        Step.END_OF_COMBAT: translate("Steps", "end of combat step"),
        Step.END: translate("Steps", "end step"),
        Step.CLEANUP: translate("Steps", "cleanup step"),
    }
    return names[step]


def step_short_name(step: Step, *, precombat: bool = True) -> str:
    """A short label for the phase bar."""
    if step is Step.MAIN:
        if precombat:
            return translate("Steps", "Main 1")
        return translate("Steps", "Main 2")
    names = {
        Step.UNTAP: translate("Steps", "Untap"),
        Step.UPKEEP: translate("Steps", "Upkeep"),
        Step.DRAW: translate("Steps", "Draw"),
        Step.BEGINNING_OF_COMBAT: translate("Steps", "Combat"),
        Step.DECLARE_ATTACKERS: translate("Steps", "Attackers"),
        Step.DECLARE_BLOCKERS: translate("Steps", "Blockers"),
        Step.FIRST_STRIKE_DAMAGE: translate("Steps", "First strike"),
        Step.COMBAT_DAMAGE: translate("Steps", "Damage"),
        Step.END_OF_COMBAT: translate("Steps", "End combat"),
        Step.END: translate("Steps", "End"),
        Step.CLEANUP: translate("Steps", "Cleanup"),
    }
    return names[step]


def phase_name(phase: Phase) -> str:
    names = {
        Phase.BEGINNING: translate("Steps", "beginning phase"),
        Phase.MAIN: translate("Steps", "main phase"),
        Phase.COMBAT: translate("Steps", "combat phase"),
        Phase.ENDING: translate("Steps", "ending phase"),
    }
    return names[phase]


def zone_name(zone: Zone) -> str:
    names = {
        Zone.LIBRARY: translate("Zones", "library"),
        Zone.HAND: translate("Zones", "hand"),
        Zone.BATTLEFIELD: translate("Zones", "battlefield"),
        Zone.GRAVEYARD: translate("Zones", "graveyard"),
        Zone.STACK: translate("Zones", "stack"),
        Zone.EXILE: translate("Zones", "exile"),
        Zone.COMMAND: translate("Zones", "command zone"),
    }
    return names[zone]


#: Card types, supertypes and the subtypes the built-in catalog uses, each worded in the UI language
#: when asked for (a type line needs three or four of the ~65 words; translating them all for each
#: line was ~800 translator calls before the first paint). A word not listed stays as printed (it
#: is card data, like a card's name).
_TYPE_WORDS: dict[str, Callable[[], str]] = {
    "Legendary": lambda: translate("CardTypes", "Legendary"),
    "Basic": lambda: translate("CardTypes", "Basic"),
    "Snow": lambda: translate("CardTypes", "Snow"),
    "Token": lambda: translate("CardTypes", "Token"),
    "Artifact": lambda: translate("CardTypes", "Artifact"),
    "Battle": lambda: translate("CardTypes", "Battle"),
    "Creature": lambda: translate("CardTypes", "Creature"),
    "Enchantment": lambda: translate("CardTypes", "Enchantment"),
    "Instant": lambda: translate("CardTypes", "Instant"),
    "Land": lambda: translate("CardTypes", "Land"),
    "Planeswalker": lambda: translate("CardTypes", "Planeswalker"),
    "Sorcery": lambda: translate("CardTypes", "Sorcery"),
    "Kindred": lambda: translate("CardTypes", "Kindred"),
    "Saga": lambda: translate("CardTypes", "Saga"),
    "Aura": lambda: translate("CardTypes", "Aura"),
    "Class": lambda: translate("CardTypes", "Class"),
    "Equipment": lambda: translate("CardTypes", "Equipment"),
    "Treasure": lambda: translate("CardTypes", "Treasure"),
    "Plains": lambda: translate("CardTypes", "Plains"),
    "Island": lambda: translate("CardTypes", "Island"),
    "Swamp": lambda: translate("CardTypes", "Swamp"),
    "Mountain": lambda: translate("CardTypes", "Mountain"),
    "Forest": lambda: translate("CardTypes", "Forest"),
    "Urza's": lambda: translate("CardTypes", "Urza's"),
    "Urza’s": lambda: translate("CardTypes", "Urza's"),
    "Human": lambda: translate("CardTypes", "Human"),
    "Knight": lambda: translate("CardTypes", "Knight"),
    "Goblin": lambda: translate("CardTypes", "Goblin"),
    "Shaman": lambda: translate("CardTypes", "Shaman"),
    "Warrior": lambda: translate("CardTypes", "Warrior"),
    "Soldier": lambda: translate("CardTypes", "Soldier"),
    "Cleric": lambda: translate("CardTypes", "Cleric"),
    "Wizard": lambda: translate("CardTypes", "Wizard"),
    "Demon": lambda: translate("CardTypes", "Demon"),
    "Dragon": lambda: translate("CardTypes", "Dragon"),
    "Spirit": lambda: translate("CardTypes", "Spirit"),
    "Construct": lambda: translate("CardTypes", "Construct"),
    "Elf": lambda: translate("CardTypes", "Elf"),
    "Druid": lambda: translate("CardTypes", "Druid"),
    "Zombie": lambda: translate("CardTypes", "Zombie"),
    "Phyrexian": lambda: translate("CardTypes", "Phyrexian"),
    "Noble": lambda: translate("CardTypes", "Noble"),
    "Elemental": lambda: translate("CardTypes", "Elemental"),
    "Thopter": lambda: translate("CardTypes", "Thopter"),
    "God": lambda: translate("CardTypes", "God"),
    "Advisor": lambda: translate("CardTypes", "Advisor"),
    "Bird": lambda: translate("CardTypes", "Bird"),
    "Rat": lambda: translate("CardTypes", "Rat"),
    "Rogue": lambda: translate("CardTypes", "Rogue"),
    "Monk": lambda: translate("CardTypes", "Monk"),
    "Ogre": lambda: translate("CardTypes", "Ogre"),
    "Sphinx": lambda: translate("CardTypes", "Sphinx"),
    "Assassin": lambda: translate("CardTypes", "Assassin"),
    "Bard": lambda: translate("CardTypes", "Bard"),
    "Avatar": lambda: translate("CardTypes", "Avatar"),
    "Pilot": lambda: translate("CardTypes", "Pilot"),
    "Praetor": lambda: translate("CardTypes", "Praetor"),
    "Kraken": lambda: translate("CardTypes", "Kraken"),
    "Clue": lambda: translate("CardTypes", "Clue"),
    "Food": lambda: translate("CardTypes", "Food"),
    "Angel": lambda: translate("CardTypes", "Angel"),
    "Beast": lambda: translate("CardTypes", "Beast"),
    "Horror": lambda: translate("CardTypes", "Horror"),
    "Insect": lambda: translate("CardTypes", "Insect"),
    "Saproling": lambda: translate("CardTypes", "Saproling"),
}


def type_word(word: str) -> str | None:
    """A card type or subtype in the UI language; None when it has no translation here."""
    worded = _TYPE_WORDS.get(word)
    return None if worded is None else worded()


def _worded(word: str) -> str:
    worded = _TYPE_WORDS.get(word)
    return word if worded is None else worded()


def card_type_line(
    supertypes: tuple[str, ...],
    card_types: tuple[str, ...],
    subtypes: tuple[str, ...],
    *,
    language: str = "en",
) -> str:
    """A type line ("Enchantment — Saga", 「エンチャント — 英雄譚」) in the UI language."""
    supers = [_worded(w) for w in supertypes]
    types = [_worded(w) for w in card_types]
    right = [_worded(w) for w in subtypes]
    if language == "ja":
        # 「伝説のクリーチャー — 人間・戦士」「アーティファクト・クリーチャー」
        head, tail = "".join(supers) + "・".join(types), "・".join(right)
    else:
        head, tail = " ".join((*supers, *types)), " ".join(right)
    return f"{head} — {tail}" if tail else head
