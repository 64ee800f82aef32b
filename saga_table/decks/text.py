"""The text formats: plain (MTGO, Apprentice), MTGA exports, Moxfield and Archidekt lists.

These formats share one line grammar (:mod:`saga_table.decks.lines`), so one parser reads them in
two passes. The first classifies each line on its own: blank, comment, heading, card or problem.
The second walks the lines in order, keeping track of the current section:

- A heading (``Sideboard``, ``SIDEBOARD:``, ``Deck``, ``Commander``, ``// Sideboard``, the
  translated MTGA headings, ...) starts a section. ``About`` starts the MTGA About block, whose
  ``Name …`` line names the deck.
- ``SB:`` puts one line in the sideboard; ``*CMDR*`` or an Archidekt category puts one line where
  it says.
- With no heading, no ``SB:`` and no category anywhere, the classic MTGO convention holds: the
  first blank line after main-deck cards starts the sideboard.
- A line with no count is a problem, unless no card line in the text has a count: then the text is
  a list of names, one copy each.
- ``//`` and ``#`` start comment lines; a name such as ``Fire // Ice`` is not a comment.

>>> deck = parse_text("4 Lightning Bolt\\n\\n2 Duress")
>>> [(entry.section.value, entry.count, entry.name) for entry in deck.entries]
[('main', 4, 'Lightning Bolt'), ('sideboard', 2, 'Duress')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final, Literal

from saga_table.decks.lines import (
    CardLine,
    UnusableLineError,
    check_line_length,
    parse_card_line,
    shown_line,
    split_lines,
)
from saga_table.decks.model import DeckEntry, DeckFormat, DeckList, DeckProblem, Section
from saga_table.words.translation import translate

__all__ = ["HEADINGS", "heading_of", "parse_text"]

About = Literal["about"]
ABOUT: Final[About] = "about"

#: Card-type groups some sites write inside the main deck: headings for the main deck that do not
#: turn off the blank-line sideboard.
_GROUPS = frozenset(
    {"creature", "creatures", "planeswalker", "planeswalkers", "instant", "instants", "sorcery",
     "sorceries", "artifact", "artifacts", "enchantment", "enchantments", "land", "lands",
     "battle", "battles", "spells", "other spells"}
)  # fmt: skip

#: Every heading the text formats understand, by its case-folded words.
HEADINGS: Final[dict[str, Section | About]] = {
    # MTGA, in English and the translations seen in its exports.
    "about": ABOUT, "概要": ABOUT,
    "commander": Section.COMMANDER, "commanders": Section.COMMANDER, "統率者": Section.COMMANDER,
    "companion": Section.COMPANION, "相棒": Section.COMPANION,
    "deck": Section.MAIN, "デッキ": Section.MAIN, "mazzo": Section.MAIN, "mazo": Section.MAIN,
    "sideboard": Section.SIDEBOARD, "サイドボード": Section.SIDEBOARD,
    "reserva": Section.SIDEBOARD, "réserve": Section.SIDEBOARD,
    # Other sites and players.
    "main": Section.MAIN, "main deck": Section.MAIN, "maindeck": Section.MAIN,
    "mainboard": Section.MAIN, "side": Section.SIDEBOARD, "sb": Section.SIDEBOARD,
    "maybeboard": Section.MAYBEBOARD, "maybe": Section.MAYBEBOARD,
    "considering": Section.MAYBEBOARD, "tokens": Section.TOKENS, "token": Section.TOKENS,
    **dict.fromkeys(_GROUPS, Section.MAIN),
}  # fmt: skip
_MTGA_HEADINGS = frozenset(
    {"about", "概要", "commander", "統率者", "companion", "相棒", "deck", "デッキ", "サイドボード",
     "reserva", "réserve", "mazzo", "mazo"}
)  # fmt: skip
_DECK_NAME = re.compile(r"(?:Name|名前)\s+(?P<name>\S.*)", re.IGNORECASE)


class _Kind(Enum):
    BLANK = "blank"
    COMMENT = "comment"
    HEADING = "heading"
    CARD = "card"
    PROBLEM = "problem"


@dataclass(frozen=True, slots=True)
class _Line:
    number: int
    text: str
    kind: _Kind
    heading: Section | About | None = None
    key: str = ""
    card: CardLine | None = None
    reason: str = ""


def heading_of(text: str) -> Section | About | None:
    """The section a heading line starts (or ``"about"``); ``None`` if it is not a heading.

    Case, a trailing colon and a trailing card count are ignored:

    >>> heading_of("SIDEBOARD:"), heading_of("Deck (60)"), heading_of("サイドボード")
    (Section.SIDEBOARD, Section.MAIN, Section.SIDEBOARD)
    """
    return HEADINGS.get(_heading_key(text))


def parse_text(text: str) -> DeckList:
    """Read a text decklist; every line is an entry, a problem, or carries no card."""
    lines = [_classify(number, raw) for number, raw in enumerate(split_lines(text), start=1)]
    return _assemble(lines)


def _classify(number: int, raw: str) -> _Line:
    text = raw.strip()
    if not text:
        return _Line(number, text, _Kind.BLANK)
    commented = text.startswith(("//", "#"))  # a comment, or a heading written as one
    key = _heading_key(text.lstrip("/#") if commented else text)
    if (heading := HEADINGS.get(key)) is not None:
        return _Line(number, text, _Kind.HEADING, heading=heading, key=key)
    if commented:
        return _Line(number, text, _Kind.COMMENT)
    try:
        check_line_length(text)
        card = parse_card_line(text)
    except UnusableLineError as exc:
        return _Line(number, shown_line(text), _Kind.PROBLEM, reason=exc.reason)
    if card.count is None and not card.sideboard_prefix and text.endswith((":", "：")):
        known = "Deck, Sideboard, Commander, Companion, Maybeboard, Tokens, About"
        reason = translate(
            "Decklist", "unknown heading '{heading}' (known headings: {known})"
        ).format(heading=text.rstrip(":："), known=known)
        return _Line(number, text, _Kind.PROBLEM, reason=reason)
    return _Line(number, text, _Kind.CARD, card=card)


def _assemble(lines: list[_Line]) -> DeckList:
    cards = [line.card for line in lines if line.card is not None]
    names_only = bool(cards) and all(card.count is None for card in cards)
    blank_line_sideboard = not any(
        (line.kind is _Kind.HEADING and line.key not in _GROUPS)
        or (line.card is not None and (line.card.sideboard_prefix or line.card.section))
        for line in lines
    )
    entries: list[DeckEntry] = []
    problems: list[DeckProblem] = []
    name: str | None = None
    current = Section.MAIN
    in_about = main_seen = False

    for line in lines:
        if line.kind is _Kind.BLANK:
            in_about = False
            if blank_line_sideboard and main_seen and current is Section.MAIN:
                current = Section.SIDEBOARD
        elif line.kind is _Kind.HEADING:
            in_about = line.heading == ABOUT
            if isinstance(line.heading, Section):
                current = line.heading
        elif line.kind is _Kind.PROBLEM:
            problems.append(DeckProblem(line.number, line.text, line.reason))
        elif line.card is not None and in_about and line.card.count is None:
            match = _DECK_NAME.fullmatch(line.text)
            if match is None:
                reason = translate(
                    "Decklist", "only 'Name <deck name>' is understood in the About section"
                )
                problems.append(DeckProblem(line.number, line.text, reason))
            elif name is not None:
                reason = translate("Decklist", "the deck already has a name ('{name}')").format(
                    name=name
                )
                problems.append(DeckProblem(line.number, line.text, reason))
            else:
                name = match.group("name").strip()
        elif line.card is not None:
            card = line.card
            if in_about:  # a card line ends the About block
                in_about, current = False, Section.MAIN
            if card.count is None and not names_only:
                reason = translate(
                    "Decklist", "no count (write the number of copies first, as in '1 {name}')"
                ).format(name=card.name)
                problems.append(DeckProblem(line.number, line.text, reason))
                continue
            section = card.section or (Section.SIDEBOARD if card.sideboard_prefix else current)
            main_seen = main_seen or section is Section.MAIN
            entries.append(_entry(card, section, line))

    return DeckList(name, _dialect(lines), tuple(entries), tuple(problems))


def _entry(card: CardLine, section: Section, line: _Line) -> DeckEntry:
    return DeckEntry(
        card.count or 1,
        card.name,
        section,
        line.number,
        set_code=card.set_code,
        collector_number=card.collector_number,
        foil=card.foil,
        tags=card.tags,
        source_text=line.text,
    )


def _dialect(lines: list[_Line]) -> DeckFormat:
    """The most specific text format whose marks the lines carry."""
    found = {line.card.dialect for line in lines if line.card is not None}
    for dialect in (DeckFormat.ARCHIDEKT, DeckFormat.MOXFIELD, DeckFormat.MTGA):
        if dialect in found:
            return dialect
    mtga_heading = any(line.key in _MTGA_HEADINGS for line in lines)
    return DeckFormat.MTGA if mtga_heading else DeckFormat.PLAIN


def _heading_key(text: str) -> str:
    """A heading's words, case-folded, without a trailing colon or card count."""
    key = _without_count(text.strip().rstrip(":：").strip())
    return key.rstrip(":：").strip().casefold()


def _without_count(key: str) -> str:
    """``key`` without a trailing count (``60`` or ``(60)``) and the spaces before it.

    Read from the end, character by character: a pattern searched for at every position cost the
    square of a long run of digits (8,000 digits: 0.8 s; 300,000: minutes).

    >>> _without_count("Deck (60)"), _without_count("Sideboard 15"), _without_count("60")
    ('Deck', 'Sideboard', '')
    """
    end = len(key)
    if key.endswith(")"):
        start = key.rfind("(", 0, end - 1)
        inside = key[start + 1 : end - 1]
        if start >= 0 and inside.isdecimal():
            return key[:start].rstrip()
    start = end
    while start > 0 and key[start - 1].isdecimal():
        start -= 1
    return key[:start].rstrip() if start < end else key
