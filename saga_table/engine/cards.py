"""Card definitions: what a card *is*, as values.

A :class:`CardDef` is what the catalog hands to the engine: names in English and Japanese, and one
or more faces, each with its mana cost, types, power and toughness, its chapter abilities (a Saga's
chapters, one :class:`Chapter` per chapter number: "I, II —" gives two), keywords such as read
ahead, and the few static and triggered abilities the engine understands.

Chapter texts are short descriptions in the project's own words, or the user's imported card text.
A chapter may carry a structured :data:`Effect` that the engine can carry out when it resolves.

>>> saga = CardDef.saga("Example", chapters={1: "Draw a card.", 2: "Draw.", 3: "Gain 3."})
>>> saga.front.final_chapter
3
>>> roman(4)
'IV'
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from saga_table.engine.card_limits import face_problem
from saga_table.engine.effects.kinds import (
    ByHandEffect,
    ChooseModeEffect,
    ChooseNumberEffect,
    ConditionalEffect,
    CopyTokenEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    DoubleCountersEffect,
    EntryCounterEffect,
    ExchangeControlEffect,
    ExileEffect,
    FightEffect,
    GainControlEffect,
    LookAtTopEffect,
    MayEffect,
    MillEffect,
    MoveCardsEffect,
    PumpEffect,
    PutCountersEffect,
    ReturnToHandEffect,
    RingTemptsEffect,
    SacrificeEffect,
    ScryEffect,
    SearchLibraryEffect,
    SurveilEffect,
    TapEffect,
    Who,
)
from saga_table.engine.numerals import MAX_CHAPTER, parse_roman, roman
from saga_table.engine.values import dataclass

__all__ = [
    "AddCountersEffect",
    "AddManaEffect",
    "BecomeMonarchEffect",
    "CardDef",
    "CardFace",
    "Chapter",
    "ContinuousEffectSpec",
    "CounterDoublerScope",
    "CreateTokenEffect",
    "DrawEffect",
    "Effect",
    "ExileAndReturnTransformedEffect",
    "GainLifeEffect",
    "Keyword",
    "Layout",
    "Selector",
    "SequenceEffect",
    "StaticAbility",
    "TriggerCondition",
    "TriggerEvent",
    "TriggeredAbilitySpec",
    "MAX_CHAPTER",
    "parse_roman",
    "roman",
]


# --------------------------------------------------------------------------- structured effects


@dataclass(frozen=True, slots=True)
class DrawEffect:
    """``who`` (the controller by default) draws ``count`` cards, or the named ``amount``."""

    count: int = 1
    who: Who = Who.YOU
    amount: str = ""


@dataclass(frozen=True, slots=True)
class CreateTokenEffect:
    """The controller (or each of ``who``) creates ``count`` (or ``amount``) tokens named
    ``name``, with ``keywords`` and rules ``text`` (111.4), ``tapped`` if so."""

    name: str
    count: int = 1
    power: int | None = None
    toughness: int | None = None
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    name_ja: str | None = None
    keywords: tuple[str, ...] = ()
    text: str = ""
    tapped: bool = False
    who: Who = Who.YOU
    amount: str = ""
    supertypes: tuple[str, ...] = ()
    #: Its power and toughness are both this named amount ("an X/X Horror").
    pt_amount: str = ""
    #: Its own triggered abilities (111.4): the Goblin Shaman's Treasure when it attacks.
    triggered_abilities: tuple[TriggeredAbilitySpec, ...] = ()
    text_ja: str | None = None


@dataclass(frozen=True, slots=True)
class BecomeMonarchEffect:
    """The controller becomes the monarch (724)."""


@dataclass(frozen=True, slots=True)
class AddCountersEffect:
    """Put (or, with a negative amount, remove) counters on the source permanent."""

    kind: str = "lore"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ExileAndReturnTransformedEffect:
    """Exile the source, then return it to the battlefield transformed (Kamigawa Sagas), or,
    with ``front_face_up``, front face up (the March of the Machine praetors' Saga back faces)."""

    front_face_up: bool = False


@dataclass(frozen=True, slots=True)
class AddManaEffect:
    """Add mana, written as symbols: ``"{R}{R}"``."""

    mana: str


@dataclass(frozen=True, slots=True)
class GainLifeEffect:
    """``who`` (the controller by default) gains (or, negative, loses) ``amount`` life; with
    ``named`` the amount is worked out (``"lore"``, ``"x"``...), and ``lose`` makes it a loss."""

    amount: int = 0
    who: Who = Who.YOU
    named: str = ""
    lose: bool = False


@dataclass(frozen=True, slots=True)
class SequenceEffect:
    """Several effects, one after another."""

    steps: tuple[Effect, ...]


Effect = (
    DrawEffect
    | CreateTokenEffect
    | BecomeMonarchEffect
    | AddCountersEffect
    | ExileAndReturnTransformedEffect
    | AddManaEffect
    | GainLifeEffect
    | SequenceEffect
    | DiscardEffect
    | MillEffect
    | ScryEffect
    | SurveilEffect
    | SearchLibraryEffect
    | LookAtTopEffect
    | MoveCardsEffect
    | PutCountersEffect
    | PumpEffect
    | DamageEffect
    | DestroyEffect
    | ExileEffect
    | ReturnToHandEffect
    | SacrificeEffect
    | TapEffect
    | GainControlEffect
    | CopyTokenEffect
    | FightEffect
    | MayEffect
    | ChooseModeEffect
    | ChooseNumberEffect
    | ByHandEffect
    | DoubleCountersEffect
    | ConditionalEffect
    | ExchangeControlEffect
    | RingTemptsEffect
    | EntryCounterEffect
)


# --------------------------------------------------------------------------- abilities


class Keyword(StrEnum):
    """Keywords the engine reads."""

    READ_AHEAD = "read ahead"
    FIRST_STRIKE = "first strike"
    DOUBLE_STRIKE = "double strike"
    FLYING = "flying"
    INDESTRUCTIBLE = "indestructible"
    HASTE = "haste"
    DEATHTOUCH = "deathtouch"
    LIFELINK = "lifelink"
    FLASH = "flash"


class Selector(StrEnum):
    """Which permanents a static ability's continuous effect applies to."""

    SELF = "self"
    ENCHANTED = "enchanted"
    ALL_CREATURES = "all creatures"
    OTHER_NON_AURA_ENCHANTMENTS = "other non-Aura enchantments"
    NONBASIC_LANDS = "nonbasic lands"
    SAGAS_YOU_CONTROL = "Sagas you control"
    CREATURES_YOU_CONTROL = "creatures you control"


@dataclass(frozen=True, slots=True)
class ContinuousEffectSpec:
    """What a continuous effect does to the permanents it applies to (a small layer system, 613).

    Layer 2 (control, 613.1b): ``set_controller`` is the player who gains control.
    Layer 4 (types): ``set_card_types`` replaces the card types, ``add_card_types`` adds some,
    ``set_land_subtypes`` makes lands of those basic types (305.7: they lose their rules-text
    abilities), ``remove_subtypes`` takes subtypes away. Layer 6: ``lose_all_abilities``,
    ``add_keywords``. Layer 7b: ``set_base_pt`` (``"mana value"`` for Opalescence).
    """

    set_card_types: tuple[str, ...] | None = None
    add_card_types: tuple[str, ...] = ()
    set_land_subtypes: tuple[str, ...] | None = None
    remove_subtypes: tuple[str, ...] = ()
    lose_all_abilities: bool = False
    add_keywords: tuple[str, ...] = ()
    set_base_pt: tuple[int, int] | str | None = None
    add_abilities_text: str = ""
    set_controller: int | None = None
    pt_delta: tuple[int, int] | None = None

    @property
    def layers(self) -> tuple[int, ...]:
        """The layers (2, 4, 6, 7) this effect works in, in order."""
        out = []
        if self.set_controller is not None:
            out.append(2)
        if (
            self.set_card_types is not None
            or self.add_card_types
            or self.set_land_subtypes is not None
            or self.remove_subtypes
        ):
            out.append(4)
        if self.lose_all_abilities or self.add_keywords:
            out.append(6)
        if self.set_base_pt is not None or self.pt_delta is not None:
            out.append(7)
        return tuple(out)


class CounterDoublerScope(StrEnum):
    """The two kinds of counter doublers.

    ``EFFECT_ON_YOUR_PERMANENTS``: "If an effect would put one or more counters on a permanent you
    control, it puts twice that many" (Doubling Season): rules (the turn-based lore counter) are not
    effects. ``YOU_PUT``: "If you would put one or more counters on a permanent or player, put twice
    that many" (Vorinclex, Monstrous Raider): any counters that player puts, by rule or effect.
    """

    EFFECT_ON_YOUR_PERMANENTS = "effect on your permanents"
    YOU_PUT = "you put"


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability: a continuous effect on some permanents, or a counter doubler."""

    text: str
    selector: Selector = Selector.SELF
    effect: ContinuousEffectSpec | None = None
    counter_doubler: CounterDoublerScope | None = None


class TriggerEvent(StrEnum):
    """Events a card's own triggered ability can watch for (603.2). "You" is the controller of
    the permanent with the ability; "each" means any player's."""

    ENTERS = "enters"
    YOU_BECOME_MONARCH = "you become the monarch"
    ATTACKS = "attacks"
    BEGINNING_OF_YOUR_END_STEP = "beginning of your end step"
    BEGINNING_OF_YOUR_UPKEEP = "beginning of your upkeep"
    # steps and phases (503.1a, 505.4, 507.1, 511.1, 513.1a)
    BEGINNING_OF_EACH_UPKEEP = "beginning of each upkeep"
    BEGINNING_OF_YOUR_PRECOMBAT_MAIN = "beginning of your precombat main phase"
    BEGINNING_OF_EACH_PRECOMBAT_MAIN = "beginning of each precombat main phase"
    BEGINNING_OF_COMBAT_ON_YOUR_TURN = "beginning of combat on your turn"
    END_OF_COMBAT = "end of combat"
    BEGINNING_OF_EACH_END_STEP = "beginning of each end step"
    # what players and objects do (603.2, 603.6, 603.10a)
    YOU_CAST_SPELL = "you cast a spell"
    YOU_DRAW = "you draw a card"
    YOU_DISCARD = "you discard a card"
    YOU_SACRIFICE = "you sacrifice a permanent"
    CREATURE_DIES = "a creature dies"
    PERMANENT_ENTERS_UNDER_YOUR_CONTROL = "a permanent enters under your control"
    SAGA_YOU_CONTROL_PUT_INTO_GRAVEYARD = "a Saga you control is put into a graveyard"
    CHAPTER_ABILITY_YOU_CONTROL_RESOLVES = "a chapter ability you control resolves"
    FINAL_CHAPTER_ABILITY_YOU_CONTROL_RESOLVES = (
        "the final chapter ability of a Saga you control resolves"
    )
    FINAL_CHAPTER_ABILITY_YOU_CONTROL_TRIGGERS = (
        "the final chapter ability of a Saga you control triggers"
    )
    NONTOKEN_ENCHANTMENT_ENTERS_UNDER_YOUR_CONTROL = (
        "this or another nontoken enchantment you control enters"
    )


class TriggerCondition(StrEnum):
    """An intervening "if" clause (603.4): checked as the ability triggers and again as it
    resolves; if it is false then, the ability does nothing."""

    YOU_ARE_THE_MONARCH = "you are the monarch"
    YOU_ARE_NOT_THE_MONARCH = "you are not the monarch"
    YOU_CONTROL_A_SAGA = "you control a Saga"
    YOU_CONTROL_NO_SAGA = "you control no Saga"
    YOU_HAVE_NO_CARDS_IN_HAND = "you have no cards in hand"
    IT_IS_YOUR_TURN = "it is your turn"
    YOU_HAVE_THE_CITYS_BLESSING = "you have the city's blessing"  # 702.131
    YOU_HAVE_THE_INITIATIVE = "you have the initiative"  # 725
    #: 702.178 "Max speed — [a triggered ability]": the ability exists only while its controller's
    #: speed is 4; written as this condition it is also checked again as the ability resolves.
    YOU_HAVE_MAX_SPEED = "you have max speed"


@dataclass(frozen=True, slots=True)
class TriggeredAbilitySpec:
    """A non-chapter triggered ability: when ``event`` happens, ``effect`` (by hand if ``None``);
    with ``condition``, only if it holds (603.4)."""

    event: TriggerEvent
    text: str
    effect: Effect | None = None
    text_ja: str | None = None
    condition: TriggerCondition | None = None


# --------------------------------------------------------------------------- cards


@dataclass(frozen=True, slots=True)
class Chapter:
    """One chapter ability (714.2): its number, a short text and maybe a structured effect."""

    number: int
    text: str
    text_ja: str | None = None
    effect: Effect | None = None

    @property
    def symbol(self) -> str:
        return roman(self.number)


class Layout(StrEnum):
    NORMAL = "normal"
    TRANSFORM = "transform"
    MODAL_DFC = "modal_dfc"
    SPLIT = "split"
    ADVENTURE = "adventure"
    TOKEN = "token"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card, as printed (its copiable values)."""

    name: str
    name_ja: str | None = None
    mana_cost: str = ""
    mana_value: int = 0
    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    chapters: tuple[Chapter, ...] = ()
    keywords: tuple[str, ...] = ()
    static_abilities: tuple[StaticAbility, ...] = ()
    triggered_abilities: tuple[TriggeredAbilitySpec, ...] = ()
    text: str = ""
    text_ja: str | None = None

    def __post_init__(self) -> None:
        problem = face_problem(
            mana_cost=self.mana_cost,
            mana_value=self.mana_value,
            power=self.power,
            toughness=self.toughness,
        )
        if problem is not None:
            raise ValueError(problem)
        numbers = [c.number for c in self.chapters]
        if len(set(numbers)) != len(numbers):
            raise ValueError(f"{self.name}: chapter numbers repeat: {numbers}")
        if numbers != sorted(numbers):
            object.__setattr__(
                self, "chapters", tuple(sorted(self.chapters, key=lambda c: c.number))
            )

    @property
    def chapter_map(self) -> Mapping[int, Chapter]:
        """Chapter number -> chapter ability (714.2c: "I, II —" is two abilities)."""
        return {c.number: c for c in self.chapters}

    @property
    def final_chapter(self) -> int:
        """714.2d: the greatest chapter number, 0 with no chapter abilities."""
        return max((c.number for c in self.chapters), default=0)

    @property
    def is_saga(self) -> bool:
        return "Saga" in self.subtypes

    @property
    def has_read_ahead(self) -> bool:
        return Keyword.READ_AHEAD in self.keywords

    @property
    def type_line(self) -> str:
        left = " ".join((*self.supertypes, *self.card_types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def display_name(self, lang: str = "en") -> str:
        return self.name_ja if lang == "ja" and self.name_ja else self.name


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card: one or more faces, and where the definition came from.

    ``name`` is the full name ("A // B" for cards with two faces); ``faces[0]`` is the front.
    """

    name: str
    faces: tuple[CardFace, ...]
    layout: Layout = Layout.NORMAL
    source: str = "builtin"
    name_ja: str | None = None

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"{self.name}: a card needs at least one face")

    @property
    def front(self) -> CardFace:
        return self.faces[0]

    @property
    def back(self) -> CardFace | None:
        return self.faces[1] if len(self.faces) > 1 and self.is_double_faced else None

    @property
    def is_double_faced(self) -> bool:
        return self.layout in (Layout.TRANSFORM, Layout.MODAL_DFC) and len(self.faces) > 1

    def face(self, index: int) -> CardFace:
        return self.faces[index]

    def display_name(self, lang: str = "en") -> str:
        if lang == "ja":
            if self.name_ja:
                return self.name_ja
            if self.front.name_ja:
                return self.front.name_ja
        return self.name

    @classmethod
    def saga(
        cls,
        name: str,
        *,
        chapters: Mapping[int, str] | Mapping[int, tuple[str, Effect | None]],
        read_ahead: bool = False,
        mana_cost: str = "",
        mana_value: int = 0,
        card_types: tuple[str, ...] = ("Enchantment",),
        subtypes: tuple[str, ...] = ("Saga",),
        supertypes: tuple[str, ...] = (),
        power: str | None = None,
        toughness: str | None = None,
        name_ja: str | None = None,
    ) -> CardDef:
        """A single-faced Saga, for tests and hand-written records."""
        chs = []
        for number, value in chapters.items():
            if isinstance(value, tuple):
                chs.append(Chapter(number, value[0], effect=value[1]))
            else:
                chs.append(Chapter(number, value))
        face = CardFace(
            name=name,
            name_ja=name_ja,
            mana_cost=mana_cost,
            mana_value=mana_value,
            supertypes=supertypes,
            card_types=card_types,
            subtypes=subtypes,
            power=power,
            toughness=toughness,
            chapters=tuple(chs),
            keywords=(Keyword.READ_AHEAD.value,) if read_ahead else (),
        )
        return cls(name=name, faces=(face,), name_ja=name_ja)

    @classmethod
    def simple(
        cls,
        name: str,
        *,
        card_types: tuple[str, ...] = ("Creature",),
        subtypes: tuple[str, ...] = (),
        supertypes: tuple[str, ...] = (),
        power: str | None = None,
        toughness: str | None = None,
        mana_cost: str = "",
        mana_value: int = 0,
        keywords: tuple[str, ...] = (),
        static_abilities: tuple[StaticAbility, ...] = (),
        triggered_abilities: tuple[TriggeredAbilitySpec, ...] = (),
        text: str = "",
        name_ja: str | None = None,
    ) -> CardDef:
        """A single-faced card that is not a Saga."""
        face = CardFace(
            name=name,
            name_ja=name_ja,
            mana_cost=mana_cost,
            mana_value=mana_value,
            supertypes=supertypes,
            card_types=card_types,
            subtypes=subtypes,
            power=power,
            toughness=toughness,
            keywords=keywords,
            static_abilities=static_abilities,
            triggered_abilities=triggered_abilities,
            text=text,
        )
        return cls(name=name, faces=(face,), name_ja=name_ja)
