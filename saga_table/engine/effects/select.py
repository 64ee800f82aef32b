"""Which objects and players an effect may act on: filters, target slots and their legality."""

from __future__ import annotations

from collections.abc import Iterator

from saga_table.engine.cards import (
    CreateTokenEffect,
    DrawEffect,
    Effect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.characteristics import Characteristics, counted, printed_characteristics
from saga_table.engine.characteristics import compute_characteristics as _all_chars
from saga_table.engine.effects.kinds import (
    ChooseModeEffect,
    ConditionalEffect,
    CopyTokenEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    DoubleCountersEffect,
    ExchangeControlEffect,
    ExileEffect,
    FightEffect,
    Filter,
    GainControlEffect,
    How,
    MayEffect,
    MillEffect,
    MoveCardsEffect,
    Objects,
    PumpEffect,
    PutCountersEffect,
    ReturnToHandEffect,
    TapEffect,
    Who,
)
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import GameObject, GameState

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD

__all__ = [
    "Slot",
    "characteristics_of",
    "legal_objects",
    "legal_players",
    "matches",
    "objects_of",
    "players_of",
    "target_slots",
]

#: A target slot: an :class:`Objects` to choose as targets, or a :class:`Who` naming a target
#: player or opponent.
Slot = Objects | Who

_TARGET_WHO = (Who.TARGET_PLAYER, Who.TARGET_OPPONENT)


def objects_of(effect: Effect) -> tuple[Objects, ...]:
    """The :class:`Objects` an effect acts on, in the order it names them."""
    if isinstance(effect, FightEffect):
        return (effect.yours, effect.theirs)
    if isinstance(
        effect,
        PutCountersEffect
        | PumpEffect
        | DestroyEffect
        | ExileEffect
        | ReturnToHandEffect
        | TapEffect
        | GainControlEffect
        | CopyTokenEffect
        | MoveCardsEffect
        | DoubleCountersEffect
        | ExchangeControlEffect,
    ):
        return (effect.objects,)
    if isinstance(effect, DamageEffect) and effect.objects is not None:
        return (effect.objects,)
    return ()


def players_of(effect: Effect) -> Who | None:
    """The players an effect acts on, when it names them."""
    if isinstance(effect, DamageEffect):
        return effect.players
    if isinstance(effect, MoveCardsEffect | TapEffect | ExileEffect):
        return effect.who
    if isinstance(
        effect, DrawEffect | DiscardEffect | MillEffect | GainLifeEffect | CreateTokenEffect
    ):
        return effect.who
    return None


def _slots(effect: Effect) -> Iterator[Slot]:
    if isinstance(effect, SequenceEffect):
        for step in effect.steps:
            yield from _slots(step)
        return
    if isinstance(effect, MayEffect):
        yield from _slots(effect.effect)
        return
    if isinstance(effect, ConditionalEffect):
        yield from _slots(effect.effect)
        if effect.otherwise is not None:
            yield from _slots(effect.otherwise)
        return
    if isinstance(effect, ChooseModeEffect):
        return  # modes are chosen as it resolves here, and their targets with them
    for objects in objects_of(effect):
        if objects.how is How.TARGET:
            yield objects
    who = players_of(effect)
    if who in _TARGET_WHO:
        assert who is not None
        yield who


#: Each effect's target slots, by identity (effects are immutable values, and few; the entry
#: keeps its effect alive, so an id is not reused while its entry stands).
_SLOTS: dict[int, tuple[Effect, tuple[Slot, ...]]] = {}


def target_slots(effect: Effect | None) -> tuple[Slot, ...]:
    """Every target slot of an effect, in the order its text names them (603.3d)."""
    if effect is None:
        return ()
    hit = _SLOTS.get(id(effect))
    if hit is not None and hit[0] is effect:
        return hit[1]
    slots = tuple(_slots(effect))
    if len(_SLOTS) > 10_000:
        _SLOTS.clear()
    _SLOTS[id(effect)] = (effect, slots)
    return slots


def slot_count(effect: Effect) -> int:
    return len(target_slots(effect))


# ------------------------------------------------------------------ matching


def characteristics_of(state: GameState, oid: ObjectId) -> Characteristics:
    obj = state.objects[oid]
    if obj.zone is _ZONE_BATTLEFIELD:
        chars = _all_chars(state).get(oid)
        return chars if chars is not None else counted(obj)
    return printed_characteristics(obj.card.front)


#: What :func:`matches` reads of a filter, as sets, by identity (filters are immutable values,
#: and few): types, subtypes, excluded types, excluded subtypes, supertypes, excluded
#: supertypes, keywords and excluded keywords (lower case).
_FILTERS: dict[int, tuple[Filter, tuple[frozenset[str], ...]]] = {}
#: Each characteristics' keywords in lower case, by identity (characteristics are immutable).
_KEYWORDS: dict[int, tuple[Characteristics, frozenset[str]]] = {}


def _filter_sets(flt: Filter) -> tuple[frozenset[str], ...]:
    hit = _FILTERS.get(id(flt))
    if hit is not None and hit[0] is flt:
        return hit[1]
    sets = (
        frozenset(flt.types),
        frozenset(flt.subtypes),
        frozenset(flt.exclude_types),
        frozenset(flt.exclude_subtypes),
        frozenset(flt.supertypes),
        frozenset(flt.exclude_supertypes),
        frozenset(k.lower() for k in flt.keywords),
        frozenset(k.lower() for k in flt.exclude_keywords),
    )
    if len(_FILTERS) > 10_000:
        _FILTERS.clear()
    _FILTERS[id(flt)] = (flt, sets)
    return sets


def _keywords(c: Characteristics) -> frozenset[str]:
    hit = _KEYWORDS.get(id(c))
    if hit is not None and hit[0] is c:
        return hit[1]
    keywords = frozenset(k.lower() for k in c.keywords)
    if len(_KEYWORDS) > 2_048:
        _KEYWORDS.clear()
    _KEYWORDS[id(c)] = (c, keywords)
    return keywords


def matches(
    state: GameState,
    oid: ObjectId,
    flt: Filter,
    *,
    controller: PlayerId,
    source: ObjectId | None,
) -> bool:
    """Whether the object ``oid`` is what ``flt`` asks for, seen by ``controller``."""
    obj: GameObject = state.objects[oid]
    if obj.zone is _ZONE_BATTLEFIELD:
        chars = _all_chars(state).get(oid)
        return _matches(
            oid, obj, chars if chars is not None else counted(obj), flt, controller, source
        )
    # Off the battlefield the answer reads only the object, the filter, the controller and the
    # source (its printed characteristics, not the state's effects): remembered by the
    # identities of the object and the filter (immutable values; the entry keeps both alive).
    key = (id(obj), id(flt), controller, source)
    hit = _OFF_FIELD.get(key)
    if hit is not None and hit[0] is obj and hit[1] is flt:
        return hit[2]
    found = _matches(oid, obj, printed_characteristics(obj.card.front), flt, controller, source)
    if len(_OFF_FIELD) > 2_048:
        _OFF_FIELD.clear()
    _OFF_FIELD[key] = (obj, flt, found)
    return found


#: :func:`matches` of objects off the battlefield, by (object, filter, controller, source).
_OFF_FIELD: dict[tuple[int, int, PlayerId, ObjectId | None], tuple[GameObject, Filter, bool]] = {}


def _matches(
    oid: ObjectId,
    obj: GameObject,
    c: Characteristics,
    flt: Filter,
    controller: PlayerId,
    source: ObjectId | None,
) -> bool:
    whose = obj.controller if obj.zone is _ZONE_BATTLEFIELD else obj.owner
    if flt.controller == "you" and whose != controller:
        return False
    if flt.controller == "opponent" and whose == controller:
        return False
    types, subtypes, no_types, no_subtypes, supertypes, no_supertypes, wanted, unwanted = (
        _filter_sets(flt)
    )
    if types and types.isdisjoint(c.card_types):
        return False
    keywords = _keywords(c)
    if subtypes and subtypes.isdisjoint(c.subtypes) and "changeling" not in keywords:
        return False
    if not no_types.isdisjoint(c.card_types):
        return False
    if not no_subtypes.isdisjoint(c.subtypes):
        return False
    if supertypes and supertypes.isdisjoint(c.supertypes):
        return False
    if not no_supertypes.isdisjoint(c.supertypes):
        return False
    if (flt.nontoken or flt.token is False) and obj.token:
        return False
    if flt.token and not obj.token:
        return False
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return False
    if flt.other and oid == source:
        return False
    mana_value = obj.printed.mana_value if not obj.token else 0
    if flt.max_mana_value is not None and mana_value > flt.max_mana_value:
        return False
    if flt.min_mana_value is not None and mana_value < flt.min_mana_value:
        return False
    if flt.max_power is not None and (c.power is None or c.power > flt.max_power):
        return False
    if flt.min_power is not None and (c.power is None or c.power < flt.min_power):
        return False
    if wanted and not wanted <= keywords:
        return False
    if not unwanted.isdisjoint(keywords):
        return False
    return flt.name is None or flt.name.casefold() in {
        obj.name.casefold(),
        obj.card.name.casefold(),
    }


def _zone_ids(state: GameState, zone: str, flt: Filter, controller: PlayerId) -> list[ObjectId]:
    if zone == "battlefield":
        return list(state.battlefield)
    z = Zone(zone)
    players = state.players_in_game()
    if flt.controller == "you":
        players = (controller,)
    elif flt.controller == "opponent":
        players = tuple(p for p in players if p != controller)
    return [oid for p in players for oid in state.zones.get((p, z), ())]


def legal_objects(
    state: GameState,
    objects: Objects,
    *,
    controller: PlayerId,
    source: ObjectId | None,
    targeting: bool = False,
) -> tuple[ObjectId, ...]:
    """The objects ``objects`` may be: matching its filter in its zone; as targets, not a
    permanent with hexproof an opponent controls (702.11b) or with shroud (702.18a)."""
    out = []
    flt = objects.filter
    every: dict[ObjectId, Characteristics] | None = None  # (looked up once, not once an object)
    for oid in _zone_ids(state, objects.zone, flt, controller):
        obj = state.objects[oid]
        if obj.zone is not _ZONE_BATTLEFIELD:
            if matches(state, oid, flt, controller=controller, source=source):
                out.append(oid)
            continue
        if every is None:
            every = _all_chars(state)
        c = every.get(oid)
        if c is None:
            c = counted(obj)
        if not _matches(oid, obj, c, flt, controller, source):
            continue
        if targeting:
            keywords = _keywords(c)
            if "shroud" in keywords:
                continue
            if "hexproof" in keywords and obj.controller != controller:
                continue
        out.append(oid)
    if flt.greatest_power and out:
        powers = {o: characteristics_of(state, o).power or 0 for o in out}
        best = max(powers.values())
        out = [o for o in out if powers[o] == best]
    return tuple(out)


def legal_players(state: GameState, who: Who, controller: PlayerId) -> tuple[PlayerId, ...]:
    """The players ``who`` names (for a target player: the legal choices), APNAP order."""
    players = state.apnap()
    if who is Who.YOU:
        return (controller,) if controller in players else ()
    if who in (Who.EACH_OPPONENT, Who.TARGET_OPPONENT):
        return tuple(p for p in players if p != controller)
    return players


def slot_bounds(slot: Slot) -> tuple[int, int]:
    """How many targets a slot takes: (minimum, maximum)."""
    if isinstance(slot, Who):
        return (1, 1)
    if slot.any_number:
        return (0, 10_000)
    return (0 if slot.up_to else slot.count, slot.count)
