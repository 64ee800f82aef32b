"""Decklists: parsers for the formats players paste or save, and resolution against the catalog.

:func:`parse_decklist` (or :func:`parse_decklist_file`) reads plain text, MTGA, Moxfield,
Archidekt, Forge ``.dck``, MTGO ``.dek`` and Cockatrice ``.cod`` lists into a :class:`DeckList`:
entries with their section and line, and a problem for every line that could not be used.
:func:`resolve_deck` then checks the names against an injected lookup. The ``deck check`` command
lives in :mod:`saga_table.decks.commands`, which this package does not import.
"""

from __future__ import annotations

from saga_table.decks.model import (
    MAX_DECK_CARDS,
    DeckEntry,
    DeckFormat,
    DeckList,
    DeckProblem,
    Section,
)
from saga_table.decks.parse import decode_decklist, parse_decklist, parse_decklist_file
from saga_table.decks.resolve import (
    NameLookup,
    NameMatch,
    ResolvedDeck,
    ResolvedEntry,
    resolve_deck,
)

__all__ = [
    "MAX_DECK_CARDS",
    "DeckEntry",
    "DeckFormat",
    "DeckList",
    "DeckProblem",
    "NameLookup",
    "NameMatch",
    "ResolvedDeck",
    "ResolvedEntry",
    "Section",
    "decode_decklist",
    "parse_decklist",
    "parse_decklist_file",
    "resolve_deck",
]
