"""Japanese names and text gathered from card files, kept apart from the English oracle card.

A Japanese print (Scryfall ``lang == "ja"``) or an MTGJSON ``foreignData`` entry gives a card its
Japanese name and printed text. They are merged per field (what was known first is kept) and laid
over the English card when it is read: :func:`apply_japanese`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from saga_table.catalog.oracle import parse_saga_text
from saga_table.engine.cards import CardDef, CardFace

__all__ = ["JapaneseCard", "JapaneseFace", "apply_japanese", "english_names"]


@dataclass(frozen=True, slots=True)
class JapaneseFace:
    """One face's Japanese name and printed text."""

    name: str | None = None
    text: str | None = None

    def merged(self, other: JapaneseFace) -> JapaneseFace:
        """This face, with gaps filled from ``other``."""
        return JapaneseFace(self.name or other.name, self.text or other.text)


@dataclass(frozen=True, slots=True)
class JapaneseCard:
    """A card's Japanese name and its faces' (in the English card's face order)."""

    name: str | None = None
    faces: tuple[JapaneseFace, ...] = ()

    def merged(self, other: JapaneseCard) -> JapaneseCard:
        """This card's Japanese, with gaps filled from ``other`` (the first known wins)."""
        count = max(len(self.faces), len(other.faces))
        empty = JapaneseFace()
        faces = tuple(
            (self.faces[i] if i < len(self.faces) else empty).merged(
                other.faces[i] if i < len(other.faces) else empty
            )
            for i in range(count)
        )
        return JapaneseCard(self.name or other.name, faces)

    @property
    def full_name(self) -> str | None:
        """The card's Japanese name; for several faces without one, "A // B" from the faces."""
        if self.name or len(self.faces) < 2 or not all(f.name for f in self.faces):
            return self.name
        return " // ".join(f.name or "" for f in self.faces)

    @property
    def names(self) -> tuple[str, ...]:
        """Every Japanese name: the card's and each face's, without repeats."""
        out: list[str] = []
        for name in (self.full_name, *(f.name for f in self.faces)):
            if name and name not in out:
                out.append(name)
        return tuple(out)

    @property
    def is_empty(self) -> bool:
        return not self.name and not any(f.name or f.text for f in self.faces)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "faces": [{"name": f.name, "text": f.text} for f in self.faces],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> JapaneseCard:
        faces = tuple(
            JapaneseFace(name=f.get("name"), text=f.get("text")) for f in data.get("faces", ())
        )
        return cls(name=data.get("name"), faces=faces)


def _apply_face(face: CardFace, ja: JapaneseFace) -> CardFace:
    chapters = face.chapters
    if ja.text and chapters:
        texts = {c.number: c.text for c in parse_saga_text(ja.text).chapters}
        chapters = tuple(
            replace(c, text_ja=texts[c.number]) if c.number in texts and not c.text_ja else c
            for c in chapters
        )
    return replace(
        face,
        name_ja=face.name_ja or ja.name,
        text_ja=face.text_ja or ja.text,
        chapters=chapters,
    )


def apply_japanese(card: CardDef, ja: JapaneseCard) -> CardDef:
    """The card with its Japanese names and texts filled in (what it already has is kept).

    Chapter texts get their Japanese from the Japanese text's chapter line of the same number.
    """
    if ja.is_empty:
        return card
    faces = tuple(
        _apply_face(face, ja.faces[i]) if i < len(ja.faces) else face
        for i, face in enumerate(card.faces)
    )
    name_ja = card.name_ja or ja.full_name
    if not name_ja and len(faces) == 1:
        name_ja = faces[0].name_ja
    return replace(card, faces=faces, name_ja=name_ja)


def english_names(card: CardDef) -> tuple[str, ...]:
    """The card's full name and each face's name, without repeats."""
    out = [card.name]
    out.extend(f.name for f in card.faces if f.name not in out)
    return tuple(out)
