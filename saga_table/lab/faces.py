"""What the scripted player reads of each card face (by identity: faces are immutable values,
and few): whether it is a land, the mana it makes as one, its mana cost as the lab reads it,
whether it is a permanent card, and that cost's fewest mana; and the small readings of cards it
plays by (the spells in reach, the spells it holds, the name it reports a card by)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from saga_table.engine.attack_options import summoning_sick
from saga_table.engine.cards import CardDef, CardFace
from saga_table.engine.characteristics import printed_characteristics
from saga_table.engine.goldfish import BASIC_MANA
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import OPENING_HAND
from saga_table.engine.stack import PERMANENT_TYPES
from saga_table.engine.state import GameObject, GameState
from saga_table.lab.lands import MANA_SYMBOL as _MANA_SYMBOL
from saga_table.lab.lands import TAP_ADD as _TAP_ADD
from saga_table.lab.lands import land_colours
from saga_table.lab.mana import COLOURS, Cost, parse_cost
from saga_table.lab.policy import ME

__all__ = [
    "FACES",
    "Face",
    "card_name",
    "face_facts",
    "library_order",
    "tap_sick",
    "to_bottom",
    "treasures",
]

#: What the player reads of each face, by identity (faces are immutable values, and few):
#: whether it is a land, the mana it makes as one (lands.land_colours: its basic land types'
#: colours and what its "{T}: Add" abilities add, else C), its
#: mana cost as the lab reads it, whether it is a permanent card, the fewest mana that pays
#: that cost (``Cost.total``: with fewer sources than that, a payment is refused at once), and
#: the mana a nonland permanent's tap ability makes (Sol Ring's C and C, Llanowar Elves' G: one
#: entry a mana; empty for most).
Face = tuple[CardFace, bool, frozenset[str], Cost, bool, int, tuple[frozenset[str], ...]]

#: A nonland permanent's mana abilities are read as a land's are (lands.TAP_ADD: "{T}: Add ..."
#: at the start of the text, a line, a reminder or a sentence, with no cost but {T} and life).

#: One mana of any colour (a Treasure's, Birds of Paradise's).
_ANY_COLOUR = frozenset(COLOURS)
FACES: dict[int, Face] = {}


def face_facts(face: CardFace) -> Face:
    """What the player reads of ``face`` (:data:`Face`), worked out once."""
    hit = FACES.get(id(face))
    if hit is not None and hit[0] is face:
        return hit
    colours = frozenset(BASIC_MANA[s] for s in face.subtypes if s in BASIC_MANA)
    if len(FACES) > 20_000:
        FACES.clear()
    cost = parse_cost(face.mana_cost)
    land = "Land" in face.card_types
    hit = FACES[id(face)] = (
        face,
        land,
        land_colours(face) if land else colours or frozenset("C"),
        cost,
        bool(PERMANENT_TYPES.intersection(face.card_types)),
        cost.total,
        () if land else _tap_mana(face.text),
    )
    return hit


def _tap_mana(text: str) -> tuple[frozenset[str], ...]:
    """The mana a nonland permanent's "{T}: Add ..." makes, one colour set a mana: "{C}{C}" two
    mana, "{R} or {G}" one of either, "one mana of any color" one of all five; several such
    abilities that each make one mana (a talisman's "{T}: Add {C}." and "{T}: Add {W} or
    {U}.") one mana of any of them (a tap uses one ability); else the first ability's."""
    if not text or "{T}: Add" not in text:
        return ()
    made: list[tuple[frozenset[str], ...]] = []
    for found in _TAP_ADD.finditer(text):
        words = found.group(1)
        if "one mana of any colo" in words:
            if "opponent" not in words:
                made.append((_ANY_COLOUR,))
            continue
        symbols = _MANA_SYMBOL.findall(words)
        if not symbols:
            continue
        if " or " in words:  # (one mana, of one of them)
            made.append((frozenset(symbols),))
        else:
            made.append(tuple(frozenset(s) for s in symbols))
    if not made:
        return ()
    if len(made) > 1 and all(len(m) == 1 for m in made):
        return (frozenset().union(*(m[0] for m in made)),)
    return made[0]


def card_name(card: CardDef) -> str:
    """The name the lab reports a card by: its front face's (a chapter's source is named so)."""
    return card.faces[0].name


def _same_colours(lands: list[tuple[GameObject, frozenset[str]]]) -> bool:
    """Whether the hand's lands (with their colours) all make the same colours: then they score
    the same as the land to play, and the first is played (``_Player.best_land``)."""
    first = lands[0][1]
    return all(colours == first for _, colours in lands)


def _in_reach(
    spells: list[tuple[GameObject, CardFace, Face]], mana: int
) -> list[tuple[GameObject, CardFace, Face]]:
    """The spells whose cost needs no more mana than ``mana`` sources make: the others cannot be
    paid, and the Payer refuses them at once (``mana._indices``), so they are not asked."""
    return [spell for spell in spells if spell[2][5] <= mana]


def _is_land(obj: GameObject) -> bool:
    return "Land" in obj.card.faces[obj.face].card_types  # (its printed face)


#: The first words of an instant's or sorcery's text that act on a permanent or a spell,
#: which the goldfish never has (see the module's text: "Casting").
_HELD_OPENINGS = ("exile", "destroy", "counter", "return", "tap")
_HELD: dict[int, tuple[object, bool]] = {}


def _held(face: Any, known: Any) -> bool:
    """Whether the player keeps this spell in hand: a nonpermanent spell whose text begins by
    acting on something the goldfish never has (a creature to exile, a spell to counter)."""
    hit = _HELD.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    held = not known[4] and face.text.strip().lower().startswith(_HELD_OPENINGS)
    if len(_HELD) > 2_048:
        _HELD.clear()
    _HELD[id(face)] = (face, held)
    return held


def treasures(
    state: GameState, player: PlayerId, spent: Collection[ObjectId]
) -> list[tuple[ObjectId, frozenset[str]]]:
    """The player's untapped Treasures not yet spent, each one mana of any colour (by
    sacrificing it): the player spends them only when its lands and pool cannot pay, since
    each is spent for good."""
    objects = state.objects
    out: list[tuple[ObjectId, frozenset[str]]] = []
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.controller == player and not obj.tapped and oid not in spent:
            face = obj.card.faces[obj.face]  # (its printed face)
            if "Treasure" in face.subtypes and "Artifact" in face.card_types:
                out.append((oid, _ANY_COLOUR))
    return out


def to_bottom(hand: list[GameObject], count: int) -> list[ObjectId]:
    """The London mulligan's cards to the bottom (103.5): lands while the hand has more lands
    than spells, otherwise the spell with the greatest mana value."""
    rest = list(hand)
    out: list[ObjectId] = []
    for _ in range(count):
        lands = [o for o in rest if _is_land(o)]
        spells = [o for o in rest if not _is_land(o)]
        if lands and len(lands) > len(spells):
            pick = lands[-1]
        elif spells:
            pick = max(spells, key=lambda o: o.printed.mana_value)
        else:
            pick = rest[-1]
        rest.remove(pick)
        out.append(pick.id)
    return out


def tap_sick(obj: GameObject, face: CardFace, turn: int) -> bool:
    """302.6: a creature that came under the player's control this turn, without haste, cannot
    use its {T} abilities (Llanowar Elves cast this turn makes no mana yet): the engine's rule
    for attacking, read on the printed face."""
    chars = printed_characteristics(face)
    return chars.is_creature and summoning_sick(obj, chars, turn)


def library_order(st: GameState) -> tuple[dict[str, int], int]:
    """Each name's first position in the library of the state a game began with (as it was
    first shuffled), and the lands in the first seven (the opening hand is drawn from the top
    of that order)."""
    hand = list(st.zones.get((ME, Zone.HAND), ()))
    order = hand + list(st.zones.get((ME, Zone.LIBRARY), ()))
    objects = st.objects
    names = [objects[oid].card.faces[0].name for oid in order]  # (card_name)
    # each name once, in order of first position (dict.fromkeys keeps the first), at the
    # place names.index finds it first (both in C: one pass of bytecode over the library)
    first = {name: names.index(name) for name in dict.fromkeys(names)}
    lands = sum(1 for oid in order[:OPENING_HAND] if _is_land(objects[oid]))
    return first, lands
