"""Forge ``.dck`` files: an INI-like ``[metadata]`` block, then one block per section.

::

    [metadata]
    Name=Saga Tempo
    [Main]
    4 Fable of the Mirror-Breaker|NEO
    [Sideboard]
    2 Duress|M19|1

A card line is ``COUNT NAME|SET|ART``; the set and Forge's art index are optional (the art index is
not a collector number, so it is not kept). ``[Avatar]``, ``[Planes]``, ``[Schemes]``,
``[Conspiracy]`` and ``[Dungeon]`` hold cards outside the deck (:attr:`Section.OTHER`). Metadata
other than ``Name`` (``Description``, ``Format``, ...) is not part of the deck and is not kept.

>>> deck = parse_forge("[metadata]\\nName=Saga Tempo\\n[Main]\\n4 Fable of the Mirror-Breaker|NEO")
>>> deck.name, deck.main[0].count, deck.main[0].set_code
('Saga Tempo', 4, 'NEO')
"""

from __future__ import annotations

import re
from typing import Final

from saga_table.decks.lines import (
    UnusableLineError,
    check_line_length,
    looks_like_name,
    normalise_name,
    shown_line,
    split_count,
    split_lines,
)
from saga_table.decks.model import DeckEntry, DeckFormat, DeckList, DeckProblem, Section
from saga_table.words.translation import translate

__all__ = ["FORGE_SECTIONS", "looks_like_forge", "parse_forge"]

#: Forge's section names, case-folded, and where their cards go.
FORGE_SECTIONS: Final[dict[str, Section]] = {
    "main": Section.MAIN,
    "sideboard": Section.SIDEBOARD,
    "commander": Section.COMMANDER,
    "avatar": Section.OTHER,
    "planes": Section.OTHER,
    "schemes": Section.OTHER,
    "conspiracy": Section.OTHER,
    "dungeon": Section.OTHER,
}
_SECTION_LINE = re.compile(r"\[(?P<name>[^\[\]]*)\]")
_METADATA = "metadata"


def looks_like_forge(text: str) -> bool:
    """Whether a text has a Forge section line such as ``[metadata]`` or ``[Main]``."""
    return any(
        (match := _SECTION_LINE.fullmatch(line.strip())) is not None
        and match["name"].strip().casefold() in {_METADATA, *FORGE_SECTIONS}
        for line in split_lines(text)
    )


def parse_forge(text: str) -> DeckList:
    """Read a Forge ``.dck`` file; every line is an entry, a problem, or carries no card."""
    name: str | None = None
    section: Section | None = Section.MAIN  # None inside [metadata]
    entries: list[DeckEntry] = []
    problems: list[DeckProblem] = []

    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if (heading := _SECTION_LINE.fullmatch(line)) is not None:
            key = heading["name"].strip().casefold()
            section = None if key == _METADATA else FORGE_SECTIONS.get(key, Section.OTHER)
            if key != _METADATA and key not in FORGE_SECTIONS:
                reason = translate(
                    "Decklist", "unknown Forge section {section} (its cards are kept under 'other')"
                ).format(section=line)
                problems.append(DeckProblem(number, shown_line(line), reason))
            continue
        if section is None:
            key, equals, value = line.partition("=")
            if not equals:
                reason = translate("Decklist", "not a 'key=value' line, as [metadata] needs")
                problems.append(DeckProblem(number, shown_line(line), reason))
            elif key.strip().casefold() == "name":
                name = value.strip() or name
            continue
        try:
            entries.append(_entry(line, number, section))
        except UnusableLineError as exc:
            problems.append(DeckProblem(number, shown_line(line), exc.reason))

    return DeckList(name, DeckFormat.FORGE, tuple(entries), tuple(problems))


def _entry(line: str, number: int, section: Section) -> DeckEntry:
    check_line_length(line)
    count, rest = split_count(line)
    if count is None:
        raise UnusableLineError(
            translate("Decklist", "no count (Forge lines read 'COUNT NAME|SET', as in '4 Opt|XLN')")
        )
    card_name, _, printing = rest.partition("|")
    set_code = printing.partition("|")[0].strip()
    card_name = normalise_name(card_name)
    if not looks_like_name(card_name):
        raise UnusableLineError(translate("Decklist", "no card name"))
    return DeckEntry(
        count,
        card_name,
        section,
        number,
        set_code=set_code.upper() or None,
        source_text=line,
    )
