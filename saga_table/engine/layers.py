"""The layer system's parts for one permanent (613): what a permanent's characteristics are (the
values and the type sets they are read against), the continuous effects in play, which
permanents each affects, and what each of the modelled layers (4, 6, 7b and 7c) does to them.

:mod:`.characteristics` applies them to every permanent of a state, in layer and timestamp
order, and remembers its answers.
"""

from __future__ import annotations

from collections.abc import Iterable

from saga_table.engine.cards import (
    CardFace,
    Chapter,
    ContinuousEffectSpec,
    Keyword,
    Selector,
    TriggeredAbilitySpec,
)
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.state import GameObject, GameState
from saga_table.engine.values import dataclass

__all__ = [
    "ARTIFACT_TYPES",
    "BASIC_LAND_TYPES",
    "ENCHANTMENT_TYPES",
    "LAND_TYPES",
    "Characteristics",
    "LayerEffect",
    "affects",
    "apply_layer4",
    "apply_layer6",
    "apply_layer7",
    "base_characteristics",
    "gather_effects",
]

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_SELECTOR_ALL_CREATURES = Selector.ALL_CREATURES
_SELECTOR_CREATURES_YOU_CONTROL = Selector.CREATURES_YOU_CONTROL
_SELECTOR_ENCHANTED = Selector.ENCHANTED
_SELECTOR_NONBASIC_LANDS = Selector.NONBASIC_LANDS
_SELECTOR_OTHER_NON_AURA_ENCHANTMENTS = Selector.OTHER_NON_AURA_ENCHANTMENTS
_SELECTOR_SAGAS_YOU_CONTROL = Selector.SAGAS_YOU_CONTROL
_SELECTOR_SELF = Selector.SELF

ENCHANTMENT_TYPES = frozenset(
    [
        "Aura",
        "Background",
        "Cartouche",
        "Case",
        "Class",
        "Curse",
        "Role",
        "Room",
        "Rune",
        "Saga",
        "Shard",
        "Shrine",
    ]
)
LAND_TYPES = frozenset(
    [
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
        "Desert",
        "Gate",
        "Lair",
        "Locus",
        "Urza's",
        "Mine",
        "Power-Plant",
        "Tower",
        "Cave",
        "Sphere",
        "Town",
        "Wastes",
    ]
)
ARTIFACT_TYPES = frozenset(
    [
        "Equipment",
        "Vehicle",
        "Clue",
        "Food",
        "Treasure",
        "Blood",
        "Gold",
        "Powerstone",
        "Map",
        "Incubator",
        "Attraction",
        "Contraption",
        "Fortification",
        "Junk",
        "Bobblehead",
        "Spacecraft",
        "Lander",
        "Infinity",
        "Stone",
    ]
)
BASIC_LAND_TYPES = frozenset(["Plains", "Island", "Swamp", "Mountain", "Forest"])


@dataclass(frozen=True, slots=True)
class Characteristics:
    """What a permanent is right now: its printed face after continuous effects."""

    name: str
    supertypes: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    chapters: tuple[Chapter, ...]
    keywords: tuple[str, ...]
    triggered_abilities: tuple[TriggeredAbilitySpec, ...]
    lost_all_abilities: bool = False

    @property
    def is_saga(self) -> bool:
        return "Saga" in self.subtypes

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.card_types

    @property
    def final_chapter(self) -> int:
        """714.2d: the greatest chapter number among chapter abilities it has now, else 0."""
        return max((c.number for c in self.chapters), default=0)

    @property
    def has_read_ahead(self) -> bool:
        return Keyword.READ_AHEAD in self.keywords

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords

    def chapter(self, number: int) -> Chapter | None:
        for c in self.chapters:
            if c.number == number:
                return c
        return None


def _int_or_none(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # "*" and friends: the table decides; 0 keeps arithmetic sane


def base_characteristics(face: CardFace) -> Characteristics:
    """A face's copiable values, before any continuous effect."""
    return Characteristics(
        name=face.name,
        supertypes=face.supertypes,
        card_types=face.card_types,
        subtypes=face.subtypes,
        power=_int_or_none(face.power),
        toughness=_int_or_none(face.toughness),
        chapters=face.chapters,
        keywords=face.keywords,
        triggered_abilities=face.triggered_abilities,
    )


@dataclass(frozen=True, slots=True)
class LayerEffect:
    timestamp: int
    source: ObjectId | None
    controller: PlayerId | None
    selector: Selector | None  # None: the fixed targets
    targets: tuple[ObjectId, ...]
    spec: ContinuousEffectSpec


def gather_effects(state: GameState) -> list[LayerEffect]:
    effects: list[LayerEffect] = []
    for obj in state.permanents():
        for ability in obj.printed.static_abilities:
            if ability.effect is not None:
                effects.append(
                    LayerEffect(
                        obj.timestamp, obj.id, obj.controller, ability.selector, (), ability.effect
                    )
                )
    for floating in state.effects:
        effects.append(
            LayerEffect(floating.timestamp, None, None, None, floating.targets, floating.spec)
        )
    effects.sort(key=lambda e: e.timestamp)
    return effects


def affects(effect: LayerEffect, obj: GameObject, chars: Characteristics, state: GameState) -> bool:
    if effect.selector is None:
        return obj.id in effect.targets
    sel = effect.selector
    if sel is _SELECTOR_SELF:
        return obj.id == effect.source
    if sel is _SELECTOR_ENCHANTED:
        source = state.objects.get(effect.source) if effect.source is not None else None
        return source is not None and source.attached_to == obj.id
    if sel is _SELECTOR_ALL_CREATURES:
        return chars.is_creature
    if sel is _SELECTOR_CREATURES_YOU_CONTROL:
        return chars.is_creature and obj.controller == effect.controller
    if sel is _SELECTOR_OTHER_NON_AURA_ENCHANTMENTS:
        return (
            obj.id != effect.source
            and "Enchantment" in chars.card_types
            and "Aura" not in chars.subtypes
        )
    if sel is _SELECTOR_NONBASIC_LANDS:
        return "Land" in chars.card_types and "Basic" not in chars.supertypes
    if sel is _SELECTOR_SAGAS_YOU_CONTROL:
        return chars.is_saga and obj.controller == effect.controller
    raise AssertionError(sel)


def _subtypes_for(card_types: Iterable[str], subtypes: Iterable[str]) -> tuple[str, ...]:
    """205.1a: subtypes whose card type is gone are gone too."""
    types = set(card_types)
    kept = []
    for sub in subtypes:
        if sub in ENCHANTMENT_TYPES:
            ok = "Enchantment" in types
        elif sub in LAND_TYPES:
            ok = "Land" in types
        elif sub in ARTIFACT_TYPES:
            ok = "Artifact" in types
        else:
            ok = bool(types & {"Creature", "Kindred", "Tribal", "Planeswalker", "Battle"}) or not (
                types & {"Enchantment", "Land", "Artifact"}
            )
        if ok:
            kept.append(sub)
    return tuple(kept)


def apply_layer4(chars: Characteristics, spec: ContinuousEffectSpec) -> Characteristics:
    card_types = chars.card_types
    subtypes = chars.subtypes
    lost = chars.lost_all_abilities
    if spec.set_card_types is not None:
        card_types = spec.set_card_types
        subtypes = _subtypes_for(card_types, subtypes)
    if spec.add_card_types:
        card_types = card_types + tuple(t for t in spec.add_card_types if t not in card_types)
    if spec.set_land_subtypes is not None and "Land" in card_types:
        # 305.7: the land loses its old land types and the abilities of its rules text.
        subtypes = tuple(s for s in subtypes if s not in LAND_TYPES) + spec.set_land_subtypes
        lost = True
    if spec.remove_subtypes:
        subtypes = tuple(s for s in subtypes if s not in spec.remove_subtypes)
    chars = replace(chars, card_types=card_types, subtypes=subtypes, lost_all_abilities=lost)
    if lost:
        chars = replace(chars, chapters=(), keywords=(), triggered_abilities=())
    return chars


def apply_layer6(chars: Characteristics, spec: ContinuousEffectSpec) -> Characteristics:
    if spec.lose_all_abilities:
        chars = replace(
            chars, chapters=(), keywords=(), triggered_abilities=(), lost_all_abilities=True
        )
    if spec.add_keywords:
        chars = replace(
            chars,
            keywords=chars.keywords
            + tuple(k for k in spec.add_keywords if k not in chars.keywords),
        )
    return chars


def apply_layer7(
    chars: Characteristics, spec: ContinuousEffectSpec, obj: GameObject, sublayer: str
) -> Characteristics:
    if sublayer == "c" and spec.pt_delta is not None:
        if chars.power is None or chars.toughness is None:
            return chars
        dp, dt = spec.pt_delta
        return replace(chars, power=chars.power + dp, toughness=chars.toughness + dt)
    if spec.set_base_pt is None:
        return chars
    if spec.set_base_pt == "mana value":
        value = obj.printed.mana_value
        return replace(chars, power=value, toughness=value)
    if isinstance(spec.set_base_pt, tuple):
        power, toughness = spec.set_base_pt
        return replace(chars, power=power, toughness=toughness)
    return chars
