"""Scryfall card objects (bulk data files, API lists) into card values.

Rules logic runs on the English ``oracle_text``, which Scryfall gives on every print; a Japanese
print (``lang == "ja"``) adds its ``printed_name`` and ``printed_text`` for display.
"""

from __future__ import annotations

from collections.abc import Mapping
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
from saga_table.catalog.oracle import mana_value_of, parse_type_line
from saga_table.engine.cards import CardFace

__all__ = ["is_scryfall_card", "read_scryfall_card", "scryfall_name"]


def is_scryfall_card(obj: Mapping[str, Any]) -> bool:
    """Whether an object has the shape of a Scryfall card (not an MTGJSON one)."""
    return obj.get("object") == "card" or "type_line" in obj or "card_faces" in obj


def scryfall_name(obj: Mapping[str, Any]) -> str | None:
    """The card's English name; ``None`` for objects that are not playable cards (tokens, art)."""
    layout = obj.get("layout")
    if obj.get("object", "card") != "card" or (
        isinstance(layout, str) and layout in SKIPPED_LAYOUTS
    ):
        return None
    name = obj.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    if "type_line" not in obj and "card_faces" not in obj:
        return None
    return name


def _faces(obj: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    faces = obj.get("card_faces")
    if faces is None:
        return [obj]
    if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
        raise CardDataError("'card_faces' is not a list of faces")
    return faces


def _keywords(obj: Mapping[str, Any]) -> tuple[str, ...]:
    value = obj.get("keywords") or []
    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
        raise CardDataError("'keywords' is not a list of text")
    return tuple(value)


def _face(obj: Mapping[str, Any], face: Mapping[str, Any], *, index: int, count: int) -> CardFace:
    keywords = _keywords(obj)
    type_line = text(face, "type_line")
    if not type_line and count > 1:
        parts = text(obj, "type_line").split(" // ")
        type_line = parts[index] if index < len(parts) else ""
    mana_cost = text(face, "mana_cost")
    if count == 1:
        mana_value = number(obj, "cmc")
    else:
        mana_value = number(face, "cmc")
    return build_face(
        name=text(face, "name") or text(obj, "name"),
        types=parse_type_line(type_line),
        oracle_text=text(face, "oracle_text"),
        mana_cost=mana_cost,
        mana_value=mana_value if mana_value is not None else mana_value_of(mana_cost),
        power=opt_text(face, "power"),
        toughness=opt_text(face, "toughness"),
        known_keywords=keywords,
        face_keywords=keywords if count == 1 else (),
    )


def _japanese(obj: Mapping[str, Any], faces: list[Mapping[str, Any]]) -> JapaneseCard | None:
    if obj.get("lang") != "ja":
        return None
    if obj.get("card_faces") is None:
        ja_faces: tuple[JapaneseFace, ...] = (
            JapaneseFace(opt_text(obj, "printed_name"), opt_text(obj, "printed_text")),
        )
    else:
        ja_faces = tuple(
            JapaneseFace(opt_text(f, "printed_name"), opt_text(f, "printed_text")) for f in faces
        )
    card = JapaneseCard(name=opt_text(obj, "printed_name"), faces=ja_faces)
    return None if card.is_empty else card


def read_scryfall_card(obj: Mapping[str, Any], *, japanese_only: bool = False) -> CardRecord | None:
    """The card a Scryfall card object describes, or ``None`` when it is not a playable card.

    With ``japanese_only`` (the card is already known), only the Japanese is read and the
    record's ``card`` is ``None``.
    """
    name = scryfall_name(obj)
    if name is None:
        return None
    faces = _faces(obj)
    oracle_id = opt_text(obj, "oracle_id")
    if oracle_id is None and obj.get("card_faces") is not None:
        oracle_id = opt_text(faces[0], "oracle_id")  # reversible cards keep it on the faces
    japanese = _japanese(obj, faces)
    if japanese_only:
        return CardRecord(name, None, oracle_id, japanese)
    card = build_card(
        name=name,
        faces=(_face(obj, f, index=i, count=len(faces)) for i, f in enumerate(faces)),
        layout=layout_of(obj.get("layout")),
    )
    return CardRecord(name, card, oracle_id, japanese)
