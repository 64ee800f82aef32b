"""Decklists as values: what a decklist says, line by line, and what could not be used.

A :class:`DeckList` is what every parser returns: the deck's name (when the file gives one), the
format it was read as, one :class:`DeckEntry` per card line, and one :class:`DeckProblem` per line
that could not be used. Nothing is dropped silently: a line is either an entry, a problem, or
something that carries no card (a blank line, a comment, a heading).

Every value's ``repr`` rebuilds it:

>>> entry = DeckEntry(4, "Fable of the Mirror-Breaker", Section.MAIN, 3, set_code="NEO")
>>> eval(repr(entry)) == entry
True
>>> deck = DeckList("Saga Tempo", DeckFormat.MTGA, entries=(entry,))
>>> deck.count(Section.MAIN), deck.card_names()
(4, ('Fable of the Mirror-Breaker',))
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from enum import StrEnum

__all__ = ["MAX_DECK_CARDS", "DeckEntry", "DeckFormat", "DeckList", "DeckProblem", "Section"]

#: The most cards taken from one decklist into a game (a large cube is 720); a decklist of more
#: (a typo such as "9999 Plains") would make a game too slow to play, and the rest is left out
#: with a problem, or the lab refuses it.
MAX_DECK_CARDS = 1_000


class Section(StrEnum):
    """The part of a deck a card line belongs to."""

    MAIN = "main"
    SIDEBOARD = "sideboard"
    COMMANDER = "commander"
    COMPANION = "companion"
    MAYBEBOARD = "maybeboard"
    TOKENS = "tokens"
    OTHER = "other"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class DeckFormat(StrEnum):
    """The format a decklist was read as.

    The text formats share one line grammar, so a text list is labelled with the most specific
    format whose marks it carries: Archidekt categories, then Moxfield markers, then MTGA set codes
    or headings, else plain text.
    """

    PLAIN = "plain"
    MTGA = "mtga"
    MOXFIELD = "moxfield"
    ARCHIDEKT = "archidekt"
    FORGE = "forge"
    MTGO_DEK = "mtgo-dek"
    COCKATRICE = "cockatrice"
    UNKNOWN = "unknown"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One card line: so many copies of a card, in a section, from a line of the file.

    ``line`` is 1-based; 0 when the format cannot tell (an XML element whose line is unknown).
    ``name`` is the name as written, trimmed, with split-card slashes written ``A // B``.
    ``source_text`` is the line as written, trimmed, so a user can find it.
    """

    count: int
    name: str
    section: Section
    line: int
    _: KW_ONLY
    set_code: str | None = None
    collector_number: str | None = None
    foil: bool = False
    tags: tuple[str, ...] = ()
    source_text: str = ""


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """A line that could not be used, and why, in plain English.

    ``line`` is 1-based; 0 for a problem with the whole file (its encoding, say).
    """

    line: int
    text: str
    reason: str


@dataclass(frozen=True, slots=True)
class DeckList:
    """A parsed decklist: its entries in file order and the problems met on the way."""

    name: str | None
    format: DeckFormat
    entries: tuple[DeckEntry, ...] = ()
    problems: tuple[DeckProblem, ...] = ()

    def section(self, section: Section) -> tuple[DeckEntry, ...]:
        """The entries of one section, in file order."""
        return tuple(entry for entry in self.entries if entry.section == section)

    def sections(self) -> tuple[Section, ...]:
        """The sections that have at least one entry, in :class:`Section` order."""
        present = {entry.section for entry in self.entries}
        return tuple(section for section in Section if section in present)

    def count(self, section: Section | None = None) -> int:
        """The number of cards in a section (copies, not lines); every section when ``None``."""
        return sum(
            entry.count for entry in self.entries if section is None or entry.section == section
        )

    def counts(self) -> dict[Section, int]:
        """The number of cards in each section that has any, in :class:`Section` order."""
        return {section: self.count(section) for section in self.sections()}

    @property
    def main(self) -> tuple[DeckEntry, ...]:
        """The main deck's entries."""
        return self.section(Section.MAIN)

    @property
    def sideboard(self) -> tuple[DeckEntry, ...]:
        """The sideboard's entries."""
        return self.section(Section.SIDEBOARD)

    def card_names(self) -> tuple[str, ...]:
        """Each card name once, in order of first appearance, across every section."""
        return tuple(dict.fromkeys(entry.name for entry in self.entries))
