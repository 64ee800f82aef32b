"""The XML formats: MTGO ``.dek`` and Cockatrice ``.cod``.

An MTGO ``.dek`` is a ``<Deck>`` of ``<Cards Quantity="4" Sideboard="false" Name="…"/>``
elements; ``Sideboard="true"`` puts a card in the sideboard (where MTGO also keeps a commander).
A Cockatrice ``.cod`` is a ``<cockatrice_deck>`` with a ``<deckname>`` and ``<zone name="main">``,
``"side"`` and ``"tokens"`` zones of ``<card number="4" name="…" setShortName="NEO"
collectorNumber="141"/>`` elements. Elements these formats do not use for cards (``<NetDeckID>``,
``<comments>``, ``<sideboard_plan>``, ...) are not part of the deck.

The document is read with :func:`saga_table.decks.safexml.load_xml`: no DTDs, no entities.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

from saga_table.decks.lines import (
    UnusableLineError,
    check_count,
    looks_like_name,
    normalise_name,
)
from saga_table.decks.model import DeckEntry, DeckFormat, DeckList, DeckProblem, Section
from saga_table.decks.safexml import XmlDocument, load_xml, local_name
from saga_table.words.translation import translate

__all__ = ["parse_xml_deck"]

_ROOTS = {"Deck": DeckFormat.MTGO_DEK, "cockatrice_deck": DeckFormat.COCKATRICE}
_ROOT_IN_TEXT = re.compile(r"<\s*(?P<root>Deck|cockatrice_deck)\b")
_ZONES = {"main": Section.MAIN, "side": Section.SIDEBOARD, "tokens": Section.TOKENS}


def parse_xml_deck(text: str, *, hint: DeckFormat | None = None) -> DeckList:
    """Read an XML decklist, telling the format by its root element (else by ``hint``)."""
    document = load_xml(text)
    problems = [] if document.problem is None else [document.problem]
    if document.root is None:
        found = _ROOT_IN_TEXT.search(text)
        deck_format = _ROOTS[found["root"]] if found else hint or DeckFormat.UNKNOWN
        return DeckList(None, deck_format, problems=tuple(problems))

    root_name = local_name(document.root.tag)
    if root_name == "Deck":
        deck = _read_dek(document, document.root)
    elif root_name == "cockatrice_deck":
        deck = _read_cod(document, document.root)
    else:
        reason = translate(
            "Decklist",
            "not a decklist this app knows: the root element is <{root}>, not an MTGO <Deck> or a Cockatrice <cockatrice_deck>",  # noqa: E501
        ).format(root=root_name)
        problems.append(_problem(document, document.root, reason))
        return DeckList(None, hint or DeckFormat.UNKNOWN, problems=tuple(problems))
    problems.extend(deck.problems)
    problems.sort(key=lambda problem: problem.line)
    return DeckList(deck.name, deck.format, deck.entries, tuple(problems))


def _read_dek(document: XmlDocument, root: ET.Element) -> DeckList:
    entries: list[DeckEntry] = []
    problems: list[DeckProblem] = []
    for element in root.iter():
        if local_name(element.tag) != "Cards":
            continue
        sideboard = element.get("Sideboard", "false").strip().casefold() == "true"
        section = Section.SIDEBOARD if sideboard else Section.MAIN
        try:
            entries.append(_entry(document, element, "Quantity", "Name", section))
        except UnusableLineError as exc:
            problems.append(_problem(document, element, exc.reason))
    return DeckList(None, DeckFormat.MTGO_DEK, tuple(entries), tuple(problems))


def _read_cod(document: XmlDocument, root: ET.Element) -> DeckList:
    entries: list[DeckEntry] = []
    problems: list[DeckProblem] = []
    name_element = root.find("deckname")
    name = (name_element.text or "").strip() or None if name_element is not None else None
    in_zones: set[ET.Element] = set()
    for zone in root.iter("zone"):
        zone_name = zone.get("name", "")
        section = _ZONES.get(zone_name.strip().casefold())
        if section is None:
            reason = f"unknown zone '{zone_name}' (its cards are kept under 'other')"
            problems.append(_problem(document, zone, reason))
        for card in zone.iter("card"):
            in_zones.add(card)
            try:
                entry = _entry(document, card, "number", "name", section or Section.OTHER)
            except UnusableLineError as exc:
                problems.append(_problem(document, card, exc.reason))
                continue
            set_code = card.get("setShortName", "").strip().upper() or None
            number = card.get("collectorNumber", "").strip() or None
            entries.append(replace(entry, set_code=set_code, collector_number=number))
    for card in root.iter("card"):
        if card not in in_zones:
            problems.append(_problem(document, card, "a card outside any <zone>"))
    return DeckList(name, DeckFormat.COCKATRICE, tuple(entries), tuple(problems))


def _entry(
    document: XmlDocument, element: ET.Element, count_key: str, name_key: str, section: Section
) -> DeckEntry:
    count_text = element.get(count_key)
    if count_text is None:
        raise UnusableLineError(
            translate("Decklist", "no {attribute} attribute").format(attribute=count_key)
        )
    name = normalise_name(element.get(name_key, ""))
    if not looks_like_name(name):
        raise UnusableLineError(
            translate(
                "Decklist", "no card name (the {attribute} attribute is missing or empty)"
            ).format(attribute=name_key)
        )
    line = document.line_of(element)
    return DeckEntry(
        check_count(count_text),
        name,
        section,
        line,
        source_text=_source_text(document, element, line),
    )


def _problem(document: XmlDocument, element: ET.Element, reason: str) -> DeckProblem:
    line = document.line_of(element)
    return DeckProblem(line, _source_text(document, element, line), reason)


#: A line longer than this (a whole decklist written on one line) is not what the user wants to
#: see for one card: the card's element is shown instead. Without it each card kept its own copy
#: of the whole line, and memory grew with the square of the cards (10,000 cards: 3 GB).
_MAX_SOURCE_LINE = 200


def _source_text(document: XmlDocument, element: ET.Element, line: int) -> str:
    if len(document.line_at(line)) > _MAX_SOURCE_LINE:
        return _describe(element)[: _MAX_SOURCE_LINE * 2]
    return document.text_of_line(line) or _describe(element)


def _describe(element: ET.Element) -> str:
    attributes = "".join(f' {key}="{value}"' for key, value in element.attrib.items())
    return f"<{local_name(element.tag)}{attributes}/>"
