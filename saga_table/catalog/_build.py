"""Card values from the fields of a card file: shared by the Scryfall and MTGJSON readers."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from saga_table.catalog._japanese import JapaneseCard
from saga_table.catalog.oracle import TypeLine, keyword_abilities, parse_saga_text
from saga_table.catalog.oracle_effects import read_effects
from saga_table.engine.card_limits import (
    MAX_MANA_VALUE,
    mana_cost_problem,
    mana_value_problem,
    pt_problem,
    shown_number,
)
from saga_table.engine.cards import CardDef, CardFace, Chapter, Keyword, Layout

__all__ = [
    "CardDataError",
    "CardRecord",
    "build_card",
    "build_face",
    "layout_of",
    "number",
    "opt_text",
    "text",
]

IMPORTED = "imported"

_LAYOUTS = {
    "transform": Layout.TRANSFORM,
    "modal_dfc": Layout.MODAL_DFC,
    "split": Layout.SPLIT,
    "adventure": Layout.ADVENTURE,
    "token": Layout.TOKEN,
    "double_faced_token": Layout.TOKEN,
    "flip": Layout.OTHER,
    "meld": Layout.OTHER,
    "reversible_card": Layout.OTHER,
}

#: Layouts that are not cards a player puts in a deck: skipped on import.
SKIPPED_LAYOUTS = frozenset(
    {"art_series", "token", "double_faced_token", "emblem", "front_card", "vanguard"}
)


class CardDataError(ValueError):
    """A record that looks like a card but cannot be read as one (the message names the field)."""


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One card read from a file: the English oracle card and any Japanese it carries.

    ``card`` is ``None`` when only the Japanese was read (the card was already known).
    """

    name: str
    card: CardDef | None
    oracle_id: str | None = None
    japanese: JapaneseCard | None = None


def layout_of(value: object) -> Layout:
    """Our :class:`Layout` for a Scryfall/MTGJSON layout name (single-faced kinds are normal)."""
    return _LAYOUTS.get(value, Layout.NORMAL) if isinstance(value, str) else Layout.NORMAL


def text(data: Mapping[str, Any], key: str, default: str = "") -> str:
    """A text field, ``default`` when absent or null; :class:`CardDataError` when not text."""
    value = data.get(key)
    if value is None:
        return default
    if not isinstance(value, str):
        raise CardDataError(f"{key!r} is {type(value).__name__}, not text")
    return value


def opt_text(data: Mapping[str, Any], key: str) -> str | None:
    """A text field that may be missing (power, toughness, printed names)."""
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise CardDataError(f"{key!r} is {type(value).__name__}, not text")
    return value


def number(data: Mapping[str, Any], *keys: str) -> int | None:
    """The first of ``keys`` that holds a number, as an int (a mana value: ``"cmc": 3.0``);
    :class:`CardDataError` naming the field when it is beyond the card limits
    (:mod:`saga_table.engine.card_limits`: ``"cmc": 1e300`` would make every save unreadable)."""
    for key in keys:
        value = data.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if not 0 <= value <= MAX_MANA_VALUE:
                raise CardDataError(
                    f"{key!r} is {shown_number(value)}, out of range "
                    f"(a mana value is 0 to {MAX_MANA_VALUE:,})"
                )
            return int(value)
    return None


def build_face(
    *,
    name: str,
    types: TypeLine,
    oracle_text: str,
    mana_cost: str,
    mana_value: int,
    power: str | None,
    toughness: str | None,
    known_keywords: Iterable[str] = (),
    face_keywords: Iterable[str] = (),
) -> CardFace:
    """One face; a Saga face (by its subtype) gets its chapters and read ahead from its text.

    ``known_keywords`` are the card's keywords as the file lists them (used to recognise keyword
    lines); ``face_keywords`` are ones known to be this face's (read ahead may come from there).
    """
    for key, value in (("power", power), ("toughness", toughness)):
        problem = pt_problem(value)
        if problem is not None:
            raise CardDataError(f"{key!r} {problem}")
    problem = mana_cost_problem(mana_cost)
    if problem is not None:
        raise CardDataError(f"the mana cost {problem}")
    problem = mana_value_problem(mana_value)
    if problem is not None:
        raise CardDataError(f"the mana value {problem}")
    known = tuple(known_keywords)
    keywords = list(keyword_abilities(oracle_text, known=known))
    chapters: tuple[Chapter, ...] = ()
    if types.is_saga:
        saga = parse_saga_text(oracle_text, keywords=face_keywords)
        chapters = read_effects(saga.chapters, name)  # the common chapter effects, carried out
        if saga.read_ahead and Keyword.READ_AHEAD.value not in keywords:
            keywords.append(Keyword.READ_AHEAD.value)
    return CardFace(
        name=name,
        mana_cost=mana_cost,
        mana_value=mana_value,
        supertypes=types.supertypes,
        card_types=types.card_types,
        subtypes=types.subtypes,
        power=power,
        toughness=toughness,
        chapters=chapters,
        keywords=tuple(keywords),
        text=oracle_text,
    )


def build_card(*, name: str, faces: Iterable[CardFace], layout: Layout) -> CardDef:
    """A card from its faces; a card with one face is laid out as normal."""
    face_tuple = tuple(faces)
    if not name:
        raise CardDataError("the card has no name")
    if not face_tuple:
        raise CardDataError("the card has no faces")
    if len(face_tuple) == 1 and layout in (Layout.TRANSFORM, Layout.MODAL_DFC):
        layout = Layout.NORMAL
    return CardDef(name=name, faces=face_tuple, layout=layout, source=IMPORTED)
