"""What each permanent on the battlefield can make a state-based check do (engine/sba.py): the
rule that applies to it alone, the bits of its face that ask for the rarer checks, and the
memory of both by the permanent's identity, so that a check looks at only the permanents that
are not quiet."""

from __future__ import annotations

from saga_table.engine.cards import CardFace
from saga_table.engine.characteristics import Characteristics, counted
from saga_table.engine.counters import LORE
from saga_table.engine.ids import ObjectId
from saga_table.engine.state import GameObject, GameState

__all__ = ["chapter_sources_waiting"]


def chapter_sources_waiting(state: GameState) -> set[ObjectId]:
    """Sources of chapter abilities that have triggered but not yet left the stack."""
    return {
        item.source
        for item in (*state.pending, *state.stack)
        if item.is_chapter and item.source is not None
    }


def _kept_by_its_chapter(obj: GameObject, state: GameState) -> bool:
    """Whether no state-based action applies to ``obj`` while a chapter ability of it waits
    (an Aura and a permanent with +1/+1 and -1/-1 counters are never quiet: see
    :func:`_seen_permanent`)."""
    c = counted(obj)
    counters = obj.counters
    return (
        "Aura" not in c.subtypes
        and not (counters and counters["+1/+1"] and counters["-1/-1"])
        and _permanent_rule(obj, c, True, state) is None
    )


def _permanent_rule(
    obj: GameObject, c: Characteristics, waiting: bool, state: GameState
) -> str | None:
    """The state-based action that applies to one permanent, if any. 714.4 / 704.5s: a Saga
    with chapter abilities, at or past its final chapter, that is not the source of a chapter
    ability waiting to be put on the stack or on it."""
    if c.is_saga and c.chapters and obj.counters[LORE] >= c.final_chapter and not waiting:
        return "714.4"
    if c.is_creature and c.toughness is not None:
        if c.toughness <= 0:
            return "704.5f"
        if obj.damage >= c.toughness and not c.has_keyword("indestructible"):
            return "704.5g"
    attached = obj.attached_to
    if "Aura" in c.subtypes and attached is not None and attached not in state.battlefield:
        return "704.5m"
    return None


#: What a permanent's face may ask of the checks below, as bits (see :func:`_face_flags`).
_DAY_NIGHT, _ASCEND, _LEGENDARY, _STATIC_EFFECT, _ENGINES = 1, 2, 4, 8, 16
#: The bits of the checks about players that any permanent's ability may ask for (day and night,
#: the city's blessing, start your engines!): while one is there, no check is passed over.
_PLAYER_CHECKS = _DAY_NIGHT | _ASCEND | _ENGINES
#: Each face's bits, by identity (faces are immutable values, and few).
_FACE_FLAGS: dict[int, tuple[CardFace, int]] = {}


def _keyword_flags(keywords: tuple[str, ...]) -> int:
    """The bits of the keywords that make day and night (702.145), the city's blessing
    (702.131b) or speed (702.179a) apply."""
    flags = 0
    for k in keywords:
        lowered = k.lower()
        if lowered in ("daybound", "nightbound"):
            flags |= _DAY_NIGHT
        elif lowered == "ascend":
            flags |= _ASCEND
        elif lowered == "start your engines!":
            flags |= _ENGINES
    return flags


def _face_flags(face: CardFace) -> int:
    """Which of the rarer checks a permanent with this face up could make apply: day and night
    (a daybound or nightbound face, 702.145), the city's blessing (ascend, 702.131b), the legend
    rule (704.5j) and continuous effects of static abilities (613)."""
    hit = _FACE_FLAGS.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    flags = _keyword_flags(face.keywords)
    if "Legendary" in face.supertypes:
        flags |= _LEGENDARY
    for ability in face.static_abilities:
        if ability.effect is not None:
            # (and the keywords it gives: a permanent it gives daybound or ascend asks too)
            flags |= _STATIC_EFFECT | _keyword_flags(ability.effect.add_keywords)
    if len(_FACE_FLAGS) > 20_000:
        _FACE_FLAGS.clear()
    _FACE_FLAGS[id(face)] = (face, flags)
    return flags


#: Each permanent seen by a check, by identity: (the permanent, its face's bits, whether it is
#: quiet). A permanent is an immutable value (a changed permanent is a new one). Quiet: while no
#: continuous effect is in play, no state-based action applies to it on its own: its
#: characteristics then come from its face and counters only, and a chapter ability waiting
#: only ever keeps a Saga (714.4), so a quiet permanent stays quiet whatever waits. Auras are
#: never quiet (704.5m looks at what they are attached to).
_SEEN: dict[int, tuple[GameObject, int, bool]] = {}
_SEEN_SIZE = 2_048


#: The same, by what the bits and quietness are made of: the card, the face, the counters (by
#: identity: immutable values), the damage and the attachment. A permanent tapped, untapped or
#: put in or out of combat is a new value with all of these the same (and no check reads those
#: parts of it), so it is known at once. (The entry's permanent keeps the card and the counters
#: alive: their ids cannot be reused while it is there.)
_ALIKE: dict[tuple[int, int, int, int, ObjectId | None], tuple[GameObject, int, bool]] = {}


def _seen_permanent(obj: GameObject, state: GameState) -> tuple[GameObject, int, bool]:
    card = obj.card
    counters = obj.counters
    key = (id(card), obj.face, id(counters), obj.damage, obj.attached_to)
    like = _ALIKE.get(key)
    if like is not None and like[0].card is card and like[0].counters is counters:
        flags, quiet = like[1], like[2]
    else:
        c = counted(obj)
        quiet = (
            "Aura" not in c.subtypes
            and not (counters and counters["+1/+1"] and counters["-1/-1"])  # 704.5q
            and _permanent_rule(obj, c, False, state) is None
        )
        flags = _face_flags(obj.printed)
        if len(_ALIKE) > _SEEN_SIZE:
            _ALIKE.clear()
        _ALIKE[key] = (obj, flags, quiet)
    if len(_SEEN) > _SEEN_SIZE:
        _SEEN.clear()
    entry = _SEEN[id(obj)] = (obj, flags, quiet)
    return entry


def _scan(state: GameState) -> tuple[int, int, list[ObjectId]]:
    """One look at the battlefield: the bits of its faces, how many are legendary, and the
    permanents that are not quiet."""
    objects = state.objects
    seen = _SEEN.get
    flags = legendary = 0
    suspects: list[ObjectId] = []
    for oid in state.battlefield:
        obj = objects[oid]
        entry = seen(id(obj))
        if entry is None or entry[0] is not obj:
            entry = _seen_permanent(obj, state)
        face_flags = entry[1]
        flags |= face_flags
        if face_flags & _LEGENDARY:
            legendary += 1
        if not entry[2]:
            suspects.append(oid)
    for effect in state.effects:  # (an effect that gives a permanent daybound or ascend)
        if effect.spec.add_keywords:
            flags |= _keyword_flags(effect.spec.add_keywords)
    return flags, legendary, suspects
