"""The game's words (steps, phases, zones, card types) in the UI language.

Each goes through :func:`~saga_table.words.translation.translate`, so the words are the same in
the window and in an exported log; the engine's own values (a
:class:`~saga_table.engine.turns.Step`, a card type) are turned into words here, so the engine
stays free of languages.
"""

from __future__ import annotations

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


def _type_words() -> dict[str, str]:
    """Card types, supertypes and the subtypes the built-in catalog uses, in the UI language.
    A word not listed stays as printed (it is card data, like a card's name)."""
    return {
        "Legendary": translate("CardTypes", "Legendary"),
        "Basic": translate("CardTypes", "Basic"),
        "Snow": translate("CardTypes", "Snow"),
        "Token": translate("CardTypes", "Token"),
        "Artifact": translate("CardTypes", "Artifact"),
        "Battle": translate("CardTypes", "Battle"),
        "Creature": translate("CardTypes", "Creature"),
        "Enchantment": translate("CardTypes", "Enchantment"),
        "Instant": translate("CardTypes", "Instant"),
        "Land": translate("CardTypes", "Land"),
        "Planeswalker": translate("CardTypes", "Planeswalker"),
        "Sorcery": translate("CardTypes", "Sorcery"),
        "Kindred": translate("CardTypes", "Kindred"),
        "Saga": translate("CardTypes", "Saga"),
        "Aura": translate("CardTypes", "Aura"),
        "Class": translate("CardTypes", "Class"),
        "Equipment": translate("CardTypes", "Equipment"),
        "Treasure": translate("CardTypes", "Treasure"),
        "Plains": translate("CardTypes", "Plains"),
        "Island": translate("CardTypes", "Island"),
        "Swamp": translate("CardTypes", "Swamp"),
        "Mountain": translate("CardTypes", "Mountain"),
        "Forest": translate("CardTypes", "Forest"),
        "Urza's": translate("CardTypes", "Urza's"),
        "Urza’s": translate("CardTypes", "Urza's"),
        "Human": translate("CardTypes", "Human"),
        "Knight": translate("CardTypes", "Knight"),
        "Goblin": translate("CardTypes", "Goblin"),
        "Shaman": translate("CardTypes", "Shaman"),
        "Warrior": translate("CardTypes", "Warrior"),
        "Soldier": translate("CardTypes", "Soldier"),
        "Cleric": translate("CardTypes", "Cleric"),
        "Wizard": translate("CardTypes", "Wizard"),
        "Demon": translate("CardTypes", "Demon"),
        "Dragon": translate("CardTypes", "Dragon"),
        "Spirit": translate("CardTypes", "Spirit"),
        "Construct": translate("CardTypes", "Construct"),
        "Elf": translate("CardTypes", "Elf"),
        "Druid": translate("CardTypes", "Druid"),
        "Zombie": translate("CardTypes", "Zombie"),
        "Phyrexian": translate("CardTypes", "Phyrexian"),
        "Noble": translate("CardTypes", "Noble"),
        "Elemental": translate("CardTypes", "Elemental"),
        "Thopter": translate("CardTypes", "Thopter"),
        "God": translate("CardTypes", "God"),
        "Advisor": translate("CardTypes", "Advisor"),
        "Bird": translate("CardTypes", "Bird"),
        "Rat": translate("CardTypes", "Rat"),
        "Rogue": translate("CardTypes", "Rogue"),
        "Monk": translate("CardTypes", "Monk"),
        "Ogre": translate("CardTypes", "Ogre"),
        "Sphinx": translate("CardTypes", "Sphinx"),
        "Assassin": translate("CardTypes", "Assassin"),
        "Bard": translate("CardTypes", "Bard"),
        "Avatar": translate("CardTypes", "Avatar"),
        "Pilot": translate("CardTypes", "Pilot"),
        "Praetor": translate("CardTypes", "Praetor"),
        "Kraken": translate("CardTypes", "Kraken"),
        "Clue": translate("CardTypes", "Clue"),
        "Food": translate("CardTypes", "Food"),
        "Angel": translate("CardTypes", "Angel"),
        "Beast": translate("CardTypes", "Beast"),
        "Horror": translate("CardTypes", "Horror"),
        "Insect": translate("CardTypes", "Insect"),
        "Saproling": translate("CardTypes", "Saproling"),
    }


def type_word(word: str) -> str | None:
    """A card type or subtype in the UI language; None when it has no translation here."""
    return _type_words().get(word)


def card_type_line(
    supertypes: tuple[str, ...],
    card_types: tuple[str, ...],
    subtypes: tuple[str, ...],
    *,
    language: str = "en",
) -> str:
    """A type line ("Enchantment — Saga", 「エンチャント — 英雄譚」) in the UI language."""
    words = _type_words()
    supers = [words.get(w, w) for w in supertypes]
    types = [words.get(w, w) for w in card_types]
    right = [words.get(w, w) for w in subtypes]
    if language == "ja":
        # 「伝説のクリーチャー — 人間・戦士」「アーティファクト・クリーチャー」
        head, tail = "".join(supers) + "・".join(types), "・".join(right)
    else:
        head, tail = " ".join((*supers, *types)), " ".join(right)
    return f"{head} — {tail}" if tail else head
