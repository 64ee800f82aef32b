"""Imported cards keep the built-in catalog's automation.

An imported Scryfall or MTGJSON card has the exact card text but no structured effects: the file
cannot say "this chapter creates a 2/2 Knight" in a way the engine can carry out, nor that Doubling
Season doubles counters. When the built-in catalog knows the same card, :func:`with_automation`
lays its structured chapter effects, static and triggered abilities and Japanese texts over the
imported card, face by face, wherever the imported face has none and the chapters agree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from saga_table.catalog.normalize import name_key
from saga_table.engine.cards import CardDef, CardFace
from saga_table.engine.values import dataclass

__all__ = ["Coverage", "chapter_coverage", "with_automation"]


def _face(face: CardFace, twin: CardFace) -> CardFace:
    chapters = face.chapters
    if [c.number for c in face.chapters] == [c.number for c in twin.chapters]:
        by_number = twin.chapter_map
        chapters = tuple(
            replace(
                c,
                # the built-in effect is written by hand; one read from the text is a guess
                effect=by_number[c.number].effect or c.effect,
                text_ja=c.text_ja or by_number[c.number].text_ja,
            )
            for c in face.chapters
        )
    return replace(
        face,
        chapters=chapters,
        name_ja=face.name_ja or twin.name_ja,
        static_abilities=face.static_abilities or twin.static_abilities,
        triggered_abilities=face.triggered_abilities or twin.triggered_abilities,
    )


def with_automation(card: CardDef, builtin: CardDef) -> CardDef:
    """``card`` (imported) with what the engine can do from ``builtin`` (the same card, built in).

    >>> from saga_table.engine.cards import DrawEffect
    >>> plain = CardDef.saga("Tale", chapters={1: "Draw a card.", 2: "Gain 2 life."})
    >>> known = CardDef.saga("Tale", chapters={1: ("Draw.", DrawEffect(1)), 2: "Gain 2."})
    >>> merged = with_automation(plain, known)
    >>> merged.front.chapters[0].text, merged.front.chapters[0].effect == DrawEffect(1)
    ('Draw a card.', True)
    """
    if name_key(card.name) != name_key(builtin.name):
        return card
    twins = {name_key(f.name): f for f in builtin.faces}
    faces = tuple(
        _face(face, twins[name_key(face.name)]) if name_key(face.name) in twins else face
        for face in card.faces
    )
    merged = replace(card, faces=faces, name_ja=card.name_ja or builtin.name_ja)
    return card if merged == card else merged


@dataclass(frozen=True, slots=True)
class Coverage:
    """How many chapter abilities the engine carries out on its own, with the players' choices
    (each chapter number of each face counted once, as the engine's ``Chapter`` objects), and
    the rest: (card name, chapter number, text) left wholly or partly to the players."""

    total: int
    automated: int
    left: tuple[tuple[str, int, str], ...]


def chapter_coverage(cards: Iterable[CardDef]) -> Coverage:
    """Count the chapters carried out by the engine (an effect with no by-hand part).

    >>> from saga_table.engine.cards import DrawEffect
    >>> tale = CardDef.saga("Tale", chapters={1: ("Draw.", DrawEffect(1)), 2: "Sing."})
    >>> chapter_coverage([tale])
    Coverage(total=2, automated=1, left=(('Tale', 2, 'Sing.'),))
    """
    from saga_table.engine.effects.resolve import needs_hand

    total = 0
    left = []
    for card in cards:
        for face in card.faces:
            for chapter in face.chapters:
                total += 1
                if needs_hand(chapter.effect):
                    left.append((face.name, chapter.number, chapter.text))
    return Coverage(total, total - len(left), tuple(left))
