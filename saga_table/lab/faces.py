"""What the scripted player reads of each card face (by identity: faces are immutable values,
and few): whether it is a land, the mana it makes as one, its mana cost as the lab reads it,
whether it is a permanent card, and that cost's fewest mana."""

from __future__ import annotations

from saga_table.engine.cards import CardFace
from saga_table.engine.goldfish import BASIC_MANA
from saga_table.engine.stack import PERMANENT_TYPES
from saga_table.lab.mana import Cost, parse_cost

__all__ = ["FACES", "Face", "face_facts"]

#: What the player reads of each face, by identity (faces are immutable values, and few):
#: whether it is a land, the mana it makes as one (each basic land type's colour, else C), its
#: mana cost as the lab reads it, whether it is a permanent card, and the fewest mana that
#: pays that cost (``Cost.total``: with fewer sources than that, a payment is refused at once).
Face = tuple[CardFace, bool, frozenset[str], Cost, bool, int]
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
    hit = FACES[id(face)] = (
        face,
        "Land" in face.card_types,
        colours or frozenset("C"),
        cost,
        bool(PERMANENT_TYPES.intersection(face.card_types)),
        cost.total,
    )
    return hit
