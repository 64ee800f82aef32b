"""Characteristics of permanents after continuous effects: a small layer system (613).

Only the layers the Saga rules need are modelled: 2 (control, kept in each permanent's
``controller`` by :mod:`.control`), 4 (types and subtypes), 6 (abilities) and 7b (base power and
toughness), then 7c (power/toughness changes and counters). Within a layer, effects apply in
timestamp order.
An effect of a static ability applies only if its source still has its abilities when the effect's
first layer is applied; once it has begun to apply it goes on in later layers (613.6).
The values and what each layer does to one permanent are in :mod:`.layers`; this module applies
them to every permanent of a state and remembers its answers.

>>> from saga_table.engine.cards import CardDef
>>> base_characteristics(CardDef.saga("S", chapters={1: "a", 3: "b"}).front).final_chapter
3
"""

from __future__ import annotations

from operator import is_

from saga_table.engine.cards import (
    CardFace,
    ContinuousEffectSpec,
    CounterDoublerScope,
)
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.layers import (
    Characteristics,
    LayerEffect,
    affects,
    apply_layer4,
    apply_layer6,
    apply_layer7,
    base_characteristics,
    gather_effects,
)
from saga_table.engine.state import FloatingEffect, GameObject, GameState

__all__ = [
    "Characteristics",
    "base_characteristics",
    "characteristics",
    "characteristics_and_quiet",
    "compute_characteristics",
    "permanents_with_keyword",
    "counted",
    "counter_doublers",
    "has_continuous_effects",
    "printed_characteristics",
]

#: Base characteristics by face: faces are shared by every copy of a card, so this is small.
_BASE: dict[int, tuple[CardFace, Characteristics]] = {}

#: Recent results, keyed by the identities of the permanents (immutable values: a permanent whose
#: counters, face, controller or attachment change is a new value) and of the floating effects.
_MEMO: dict[
    tuple[tuple[int, ...], int],
    tuple[tuple[GameObject, ...], object, dict[ObjectId, Characteristics]],
] = {}
#: Recent results before counters (7c), keyed by what continuous effects can depend on: each
#: permanent's id, face, controller and attachment, and the floating effects. Counters, tapping
#: and damage change often and do not change which effects apply, so they miss only _MEMO.
_LAYOUT_MEMO: dict[
    tuple[object, ...], tuple[tuple[CardFace, ...], dict[ObjectId, Characteristics]]
] = {}
_MEMO_SIZE = 512


def printed_characteristics(face: CardFace) -> Characteristics:
    """:func:`base_characteristics`, remembered by face (faces are immutable values, and few)."""
    return _base(face)


def _base(face: CardFace) -> Characteristics:
    hit = _BASE.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    chars = base_characteristics(face)
    if len(_BASE) > 20_000:
        _BASE.clear()
    _BASE[id(face)] = (face, chars)
    return chars


def ring_bearers(state: GameState) -> tuple[ObjectId, ...]:
    """Each player's Ring-bearer: the Ring's first ability makes it legendary (701.54c)."""
    return tuple(p.ring_bearer for p in state.players if p.ring_bearer is not None)


def _legendary(chars: Characteristics) -> Characteristics:
    if "Legendary" in chars.supertypes:
        return chars
    return replace(chars, supertypes=(*chars.supertypes, "Legendary"))


def compute_characteristics(state: GameState) -> dict[ObjectId, Characteristics]:
    """Characteristics of every permanent on the battlefield (read-only: do not change it)."""
    result = _layered(state)
    for p in state.players:  # (no tuple of Ring-bearers made when there is none, as nearly always)
        if p.ring_bearer is not None:
            break
    else:
        return result
    bearers = ring_bearers(state)
    if bearers:  # 701.54c: "your Ring-bearer is legendary" (a layer 4 effect of the emblem)
        result = dict(result)
        for oid in bearers:
            if oid in result:
                result[oid] = _legendary(result[oid])
    return result


#: The last answer of :func:`_layered`: the permanents and effects it was for (kept alive by
#: it), and the characteristics. Most looks follow one at the same permanents (a step, a check
#: and a look of the lab's after one another): the same objects, by identity, need no key.
#: (One tuple, replaced whole: a reader takes it at once, so it never mixes two answers.)
_LAST: tuple[tuple[GameObject, ...], object, dict[ObjectId, Characteristics]] = ((), None, {})


def _layered(state: GameState) -> dict[ObjectId, Characteristics]:
    global _LAST
    perms = tuple(map(state.objects.__getitem__, state.battlefield))
    last = _LAST
    effects = state.effects
    if last[1] is effects and len(last[0]) == len(perms) and all(map(is_, perms, last[0])):
        return last[2]
    key = (tuple(map(id, perms)), id(effects))
    hit = _MEMO.get(key)
    # (the same permanents compare equal at once, by identity; another permanent that reused an
    # id compares equal only if it is the same value, whose characteristics are the same)
    if hit is not None and hit[1] is effects and hit[0] == perms:
        _LAST = hit
        return hit[2]
    result = _printed_with_counters(state, perms)
    if result is not None:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        _MEMO[key] = entry = (perms, effects, result)
        _LAST = entry
        return result
    faces = tuple(o.card.faces[o.face] for o in perms)  # (their printed faces)
    layout_key = (
        tuple(
            (o.id, id(face), o.controller, o.attached_to)
            for o, face in zip(perms, faces, strict=True)
        ),
        state.effects,
    )
    layout = _LAYOUT_MEMO.get(layout_key)
    if layout is not None and all(a is b for a, b in zip(layout[0], faces, strict=True)):
        result = _with_counters(state, dict(layout[1]))
    else:
        before_counters = _compute(state, perms)
        if len(_LAYOUT_MEMO) >= _MEMO_SIZE:
            _LAYOUT_MEMO.clear()
        _LAYOUT_MEMO[layout_key] = (faces, dict(before_counters))
        result = _with_counters(state, before_counters)
    if len(_MEMO) >= _MEMO_SIZE:
        _MEMO.clear()
    _MEMO[key] = entry = (perms, effects, result)
    _LAST = entry
    return result


#: Whether a face has a static ability with a continuous effect, by identity (faces are
#: immutable values, and few).
_STATIC: dict[int, tuple[CardFace, bool]] = {}


def _has_static_effect(face: CardFace) -> bool:
    hit = _STATIC.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    if len(_STATIC) > 20_000:
        _STATIC.clear()
    found = any(ability.effect is not None for ability in face.static_abilities)
    _STATIC[id(face)] = (face, found)
    return found


#: Each face's printed characteristics and whether it has a static ability with a continuous
#: effect, by identity (one look for both, in :func:`_printed_with_counters`).
_PRINTED: dict[int, tuple[CardFace, Characteristics, bool]] = {}


def _printed_entry(face: CardFace) -> tuple[CardFace, Characteristics, bool]:
    if len(_PRINTED) > 20_000:
        _PRINTED.clear()
    entry = _PRINTED[id(face)] = (face, _base(face), _has_static_effect(face))
    return entry


def _printed_with_counters(
    state: GameState, perms: tuple[GameObject, ...]
) -> dict[ObjectId, Characteristics] | None:
    """The characteristics when no continuous effect could change any (what :func:`_compute`
    and :func:`_with_counters` give then: each permanent's printed face, its +1/+1 and -1/-1
    counters counted), without their keys and memos; None when one could (a floating effect
    that works in a layer, a face with a static effect).

    Then a permanent's characteristics are its face's and its counters': the same value (by
    identity) at the same place as in the last answer of this kind keeps its characteristics
    (most answers follow one where a permanent or two changed, or one entered at the end)."""
    global _LAST_PRINTED
    effects = state.effects
    if effects and not _none_change_characteristics(effects):
        return None
    before, values = _LAST_PRINTED
    result: dict[ObjectId, Characteristics] = {}
    for obj, old, chars in zip(perms, before, values, strict=False):
        if obj is not old:
            found = _printed_counted(obj)
            if found is None:
                return None
            chars = found
        result[obj.id] = chars
    for obj in perms[len(before) :]:
        found = _printed_counted(obj)
        if found is None:
            return None
        result[obj.id] = found
    _LAST_PRINTED = (perms, tuple(result.values()))
    return result


#: The permanents of :func:`_printed_with_counters`' last answer and their characteristics, in
#: the same order (the values are immutable; the entry keeps them alive). One tuple, replaced
#: whole.
_LAST_PRINTED: tuple[tuple[GameObject, ...], tuple[Characteristics, ...]] = ((), ())


def _printed_counted(obj: GameObject) -> Characteristics | None:
    """A permanent's printed characteristics and its +1/+1 and -1/-1 counters; None when its
    face has a static ability with a continuous effect."""
    face = obj.card.faces[obj.face]  # (its printed face)
    hit = _PRINTED.get(id(face))
    if hit is None or hit[0] is not face:
        hit = _printed_entry(face)
    if hit[2]:
        return None
    return _pt_counted(hit[1], obj)


def _pt_counted(chars: Characteristics, obj: GameObject) -> Characteristics:
    """``chars`` with the permanent's +1/+1 and -1/-1 counters counted (613.4c)."""
    if chars.power is not None and chars.toughness is not None and obj.counters.items:
        counters = obj.counters
        delta = counters["+1/+1"] - counters["-1/-1"]
        if delta:
            return replace(chars, power=chars.power + delta, toughness=chars.toughness + delta)
    return chars


def _compute(state: GameState, perms: tuple[GameObject, ...]) -> dict[ObjectId, Characteristics]:
    """Layers 4, 6 and 7b, before counters."""
    current = {obj.id: _base(obj.printed) for obj in perms}
    effects = gather_effects(state)
    if not effects:
        return current
    started: set[int] = set()

    def active(index: int, effect: LayerEffect, layer: int) -> bool:
        if index in started:
            return True
        if effect.source is not None:
            source_chars = current.get(effect.source)
            if source_chars is None or source_chars.lost_all_abilities:
                return False
        if layer in effect.spec.layers:
            started.add(index)
            return True
        return False

    for layer, apply in ((4, apply_layer4), (6, apply_layer6)):
        for index, effect in enumerate(effects):
            if layer not in effect.spec.layers or not active(index, effect, layer):
                continue
            affected = [
                oid
                for oid, chars in current.items()
                if affects(effect, state.objects[oid], chars, state)
            ]
            for oid in affected:
                current[oid] = apply(current[oid], effect.spec)
    # 613.4b then 613.4c: effects that set base power and toughness, then those that modify it.
    for sublayer in ("b", "c"):
        for index, effect in enumerate(effects):
            if 7 not in effect.spec.layers or not active(index, effect, 7):
                continue
            spec = effect.spec
            if (spec.set_base_pt if sublayer == "b" else spec.pt_delta) is None:
                continue
            for oid, chars in list(current.items()):
                obj = state.objects[oid]
                if affects(effect, obj, chars, state):
                    current[oid] = apply_layer7(chars, spec, obj, sublayer)
    return current


def _with_counters(
    state: GameState, current: dict[ObjectId, Characteristics]
) -> dict[ObjectId, Characteristics]:
    for oid, chars in current.items():
        counters = state.objects[oid].counters
        if not counters:
            continue
        delta = counters["+1/+1"] - counters["-1/-1"]
        if delta and chars.power is not None and chars.toughness is not None:
            current[oid] = replace(
                chars, power=chars.power + delta, toughness=chars.toughness + delta
            )
    return current


#: Whether a spec changes no characteristic: it works in layer 2 only, or in no layer at all
#: (abilities gained only as text, such as Urza's Saga's), by identity (specs are immutable and
#: few).
_NO_CHARACTERISTICS: dict[int, tuple[ContinuousEffectSpec, bool]] = {}


def _changes_no_characteristic(spec: ContinuousEffectSpec) -> bool:
    hit = _NO_CHARACTERISTICS.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    if len(_NO_CHARACTERISTICS) > 2_048:
        _NO_CHARACTERISTICS.clear()
    none = spec.layers in ((), (2,))
    _NO_CHARACTERISTICS[id(spec)] = (spec, none)
    return none


def _none_change_characteristics(effects: tuple[FloatingEffect, ...]) -> bool:
    """Whether no floating effect of these changes a characteristic (the last answer kept, by
    the tuple's identity: the effects in play change seldom, and the entry keeps them alive)."""
    global _LAST_EFFECTS
    last = _LAST_EFFECTS
    if last[0] is effects:
        return last[1]
    none = all(_changes_no_characteristic(e.spec) for e in effects)
    _LAST_EFFECTS = (effects, none)
    return none


_LAST_EFFECTS: tuple[tuple[FloatingEffect, ...] | None, bool] = (None, True)


def has_continuous_effects(state: GameState) -> bool:
    """Whether any continuous effect could change a permanent's characteristics right now.
    (A control effect does not: layer 2 is kept in each permanent's ``controller``; nor does an
    effect that works in no layer, which :func:`compute_characteristics` would pass over.)"""
    effects = state.effects
    if effects and not _none_change_characteristics(effects):
        return True
    objects = state.objects
    for i in state.battlefield:
        obj = objects[i]
        for ability in obj.card.faces[obj.face].static_abilities:  # (its printed face)
            if ability.effect is not None:
                return True
    return False


def counted(obj: GameObject) -> Characteristics:
    """A permanent's characteristics when no continuous effect is in play: its face and counters."""
    return _pt_counted(_base(obj.card.faces[obj.face]), obj)  # (its printed face)


def characteristics(state: GameState, object_id: ObjectId) -> Characteristics:
    """Characteristics of one object: after effects on the battlefield, as printed elsewhere."""
    return characteristics_and_quiet(state, object_id)[0]


def characteristics_and_quiet(
    state: GameState, object_id: ObjectId
) -> tuple[Characteristics, bool]:
    """:func:`characteristics` of a permanent, and whether no continuous effect could change
    any permanent's (then they are its face's and its counters')."""
    obj = state.objects[object_id]
    if object_id in state.battlefield:
        if not has_continuous_effects(state):
            chars = counted(obj)
            for p in state.players:
                if p.ring_bearer == object_id:
                    return _legendary(chars), True  # 701.54c
            return chars, True
        return compute_characteristics(state)[object_id], False
    return _base(obj.printed), False


def counter_doublers(state: GameState) -> list[tuple[PlayerId, CounterDoublerScope]]:
    """The counter doublers in play: each one's controller and kind (614, replacement effects)."""
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        # (a face's own static abilities, read at once: nearly every face has none, and an
        # empty loop costs less than a look in a memo by face)
        for ability in obj.card.faces[obj.face].static_abilities:  # (its printed face)
            if ability.counter_doubler is not None:
                return _counter_doublers(state)
    return []  # (no face has a counter doubler, as in nearly every game)


def _counter_doublers(state: GameState) -> list[tuple[PlayerId, CounterDoublerScope]]:
    chars = compute_characteristics(state)
    out = []
    for obj in state.permanents():
        if chars[obj.id].lost_all_abilities:
            continue
        for ability in obj.printed.static_abilities:
            if ability.counter_doubler is not None:
                out.append((obj.controller, ability.counter_doubler))
    return out


def permanents_with_keyword(state: GameState, keyword: str) -> list[GameObject]:
    """The permanents that have ``keyword`` (lower case) now: by the abilities each has after
    continuous effects (613, layer 6: one that lost all its abilities has none, one an effect
    gave the keyword has it), read from the printed faces when no effect could change them.
    Case does not matter in the cards' keywords."""
    chars = compute_characteristics(state) if has_continuous_effects(state) else None
    found = []
    for obj in state.permanents():
        keywords = obj.printed.keywords if chars is None else chars[obj.id].keywords
        if keywords and any(k.lower() == keyword for k in keywords):
            found.append(obj)
    return found
