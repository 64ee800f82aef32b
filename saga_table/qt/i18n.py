"""Languages: which one the window speaks, the Qt translators that make it speak it, and the words
of the game (steps, zones, card types) in that language.

Every string a player reads goes through ``self.tr()`` or ``translate()``;
``pyside6-lupdate`` collects them into ``resources/translations/saga_table_ja.ts``. The engine's
own values (a :class:`~saga_table.engine.turns.Step`, a card type) are turned into words here, so
the engine stays free of Qt and of languages.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from saga_table.engine.ids import Zone
from saga_table.engine.turns import Phase, Step
from saga_table.resources import resources_dir  # re-exported: saga_table.resources defines it

__all__ = [
    "LANGUAGES",
    "Translators",
    "card_type_line",
    "language_name",
    "phase_name",
    "resolve_language",
    "resources_dir",
    "step_name",
    "step_short_name",
    "type_word",
    "zone_name",
]

translate = QCoreApplication.translate

#: The languages the window speaks: code -> name of the language in itself.
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}


def resolve_language(requested: str | None, *, system: str | None = None) -> str:
    """``requested`` if it is one we speak; otherwise the system locale's ("ja_JP" -> "ja");
    otherwise English.

    >>> resolve_language("ja"), resolve_language(None, system="ja_JP"), resolve_language("fr")
    ('ja', 'ja', 'en')
    """
    if requested in LANGUAGES:
        return str(requested)
    locale_name = system if system is not None else QLocale.system().name()
    code = locale_name.split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def language_name(code: str) -> str:
    return LANGUAGES.get(code, code)


@dataclass
class Translators:
    """The translators installed for one language: the app's own and Qt's (OK, Cancel...)."""

    language: str = "en"
    installed: list[QTranslator] = field(default_factory=list)

    def install(self, language: str) -> bool:
        """Speak ``language`` from now on. True if the app's own translation was found (English
        needs none)."""
        self.remove()
        self.language = language
        if language == "en":
            return True
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before installing translators")
        found = False
        own = QTranslator()
        if own.load(f"saga_table_{language}", str(resources_dir() / "translations")):
            app.installTranslator(own)
            self.installed.append(own)
            found = True
        qt = QTranslator()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(QLocale(language), "qtbase", "_", qt_dir):
            app.installTranslator(qt)
            self.installed.append(qt)
        return found

    def remove(self) -> None:
        app = QCoreApplication.instance()
        for translator in self.installed:
            if app is not None:
                app.removeTranslator(translator)
        self.installed.clear()
        self.language = "en"


# ----------------------------------------------------------------------------- the game's words


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
