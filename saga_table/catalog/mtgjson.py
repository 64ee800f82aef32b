"""MTGJSON card records (AtomicCards entries, AllPrintings set cards) into card values.

MTGJSON gives one record per face: a card with two faces has two records with the same ``name``
("A // B"), each with its ``faceName`` and ``side``. In AllPrintings the faces of one printing are
found by their ``uuid`` and ``otherFaceIds`` (:class:`FaceGrouper`). Japanese names and text come
from ``foreignData`` entries whose ``language`` is "Japanese".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from saga_table.catalog._build import (
    SKIPPED_LAYOUTS,
    CardDataError,
    CardRecord,
    build_card,
    build_face,
    layout_of,
    number,
    opt_text,
    text,
)
from saga_table.catalog._japanese import JapaneseCard, JapaneseFace
from saga_table.catalog.oracle import TypeLine, mana_value_of, parse_type_line
from saga_table.engine.cards import CardFace

__all__ = ["FaceGrouper", "is_mtgjson_card", "mtgjson_name", "read_mtgjson_card"]

Face = Mapping[str, Any]


def is_mtgjson_card(obj: Mapping[str, Any]) -> bool:
    """Whether an object has the shape of an MTGJSON card record."""
    return isinstance(obj.get("types"), list) and "type_line" not in obj


def mtgjson_name(face: Face) -> str | None:
    """The card's full English name; ``None`` for records that are not playable cards."""
    if face.get("layout") in SKIPPED_LAYOUTS:
        return None
    name = face.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    return name


def _string_list(face: Face, key: str) -> tuple[str, ...] | None:
    value = face.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardDataError(f"{key!r} is not a list of text")
    return tuple(value)


def _types(face: Face) -> TypeLine:
    types = _string_list(face, "types")
    if types is None:
        return parse_type_line(text(face, "type"))
    return TypeLine(
        supertypes=_string_list(face, "supertypes") or (),
        card_types=types,
        subtypes=_string_list(face, "subtypes") or (),
    )


def _face(face: Face, *, count: int) -> CardFace:
    mana_cost = text(face, "manaCost")
    if count == 1:
        mana_value = number(face, "manaValue", "convertedManaCost")
    else:
        mana_value = number(face, "faceManaValue", "faceConvertedManaCost")
    keywords = _string_list(face, "keywords") or ()
    return build_face(
        name=text(face, "faceName") or text(face, "name"),
        types=_types(face),
        oracle_text=text(face, "text"),
        mana_cost=mana_cost,
        mana_value=mana_value if mana_value is not None else mana_value_of(mana_cost),
        power=opt_text(face, "power"),
        toughness=opt_text(face, "toughness"),
        known_keywords=keywords,
        face_keywords=keywords,
    )


def _japanese_entry(face: Face) -> Mapping[str, Any] | None:
    entries = face.get("foreignData") or []
    if not isinstance(entries, list):
        raise CardDataError("'foreignData' is not a list")
    for entry in entries:
        if isinstance(entry, dict) and entry.get("language") == "Japanese":
            return entry
    return None


def _japanese(faces: Sequence[Face]) -> JapaneseCard | None:
    entries = [_japanese_entry(f) for f in faces]
    if not any(entries):
        return None
    ja_faces = []
    for entry in entries:
        if entry is None:
            ja_faces.append(JapaneseFace())
            continue
        name = opt_text(entry, "faceName") or (opt_text(entry, "name") if len(faces) == 1 else None)
        ja_faces.append(JapaneseFace(name, opt_text(entry, "text")))
    first = entries[0]
    card_name = opt_text(first, "name") if first is not None else None
    if len(faces) > 1 and card_name == ja_faces[0].name:
        card_name = None  # the front face's name, not the whole card's
    card = JapaneseCard(name=card_name, faces=tuple(ja_faces))
    return None if card.is_empty else card


def _oracle_id(face: Face) -> str | None:
    identifiers = face.get("identifiers")
    if isinstance(identifiers, dict):
        value = identifiers.get("scryfallOracleId")
        if isinstance(value, str):
            return value
    return None


def _side(face: Face) -> str:
    side = face.get("side")
    return side if isinstance(side, str) else ""


def read_mtgjson_card(faces: Sequence[Face], *, japanese_only: bool = False) -> CardRecord | None:
    """The card made of these face records (one per face), or ``None`` if it is not playable.

    Records without a ``side`` are variants of one card (AtomicCards lists Un-card variants so):
    the first is used. With ``japanese_only`` only the Japanese is read (``card`` is ``None``).
    """
    if not faces:
        return None
    name = mtgjson_name(faces[0])
    if name is None:
        return None
    if len(faces) > 1:
        if all(_side(f) for f in faces):
            faces = sorted(faces, key=_side)
        else:
            faces = faces[:1]
    japanese = _japanese(faces)
    oracle_id = _oracle_id(faces[0])
    if japanese_only:
        return CardRecord(name, None, oracle_id, japanese)
    card = build_card(
        name=name,
        faces=(_face(f, count=len(faces)) for f in faces),
        layout=layout_of(faces[0].get("layout")),
    )
    return CardRecord(name, card, oracle_id, japanese)


class FaceGrouper:
    """Gathers the face records of one AllPrintings printing (by ``uuid`` and ``otherFaceIds``)."""

    def __init__(self) -> None:
        self._pending: dict[frozenset[str], list[Face]] = {}

    def add(self, record: Face) -> list[Face] | None:
        """The printing's faces once all have been seen; ``None`` while some are missing."""
        uuid = record.get("uuid")
        others = record.get("otherFaceIds")
        if not isinstance(uuid, str) or not isinstance(others, list) or not others:
            return [record]
        key = frozenset([uuid, *(o for o in others if isinstance(o, str))])
        group = self._pending.setdefault(key, [])
        group.append(record)
        if len(group) < len(key):
            return None
        del self._pending[key]
        return group

    def flush(self) -> list[list[Face]]:
        """Printings whose other faces never came (end of a set): what was seen of them."""
        groups = list(self._pending.values())
        self._pending.clear()
        return groups
