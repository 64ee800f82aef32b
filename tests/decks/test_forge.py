"""Forge ``.dck`` files: metadata, sections, ``NAME|SET|ART`` lines."""

from __future__ import annotations

from saga_table.decks import DeckFormat, Section, parse_decklist
from tests.decks.support import line_of, read_fixture, summary


def test_forge_deck_reads_name_sections_and_set_codes() -> None:
    deck = read_fixture("saga_tempo.dck")
    assert deck.format is DeckFormat.FORGE
    assert deck.name == "Saga Tempo"
    assert deck.problems == ()
    assert summary(deck) == [
        ("commander", 1, "Tom Bombadil"),
        ("main", 4, "Fable of the Mirror-Breaker"),
        ("main", 4, "The Eldest Reborn"),
        ("main", 1, "Fire // Ice"),
        ("main", 20, "Mountain"),
        ("sideboard", 2, "Duress"),
        ("other", 1, "Tazeem"),  # [Planes] is not part of the deck
    ]
    assert [entry.set_code for entry in deck.main] == ["NEO", "DOM", "MH2", "DOM"]


def test_forge_art_index_is_not_a_collector_number() -> None:
    reborn = read_fixture("saga_tempo.dck").main[1]
    assert (reborn.set_code, reborn.collector_number) == ("DOM", None)
    assert reborn.line == line_of("saga_tempo.dck", "4 The Eldest Reborn|DOM|1")


def test_forge_is_recognised_by_content_without_the_extension() -> None:
    deck = parse_decklist("[Main]\n4 Opt|XLN\n[Sideboard]\n2 Negate")
    assert deck.format is DeckFormat.FORGE
    assert deck.counts() == {Section.MAIN: 4, Section.SIDEBOARD: 2}


def test_forge_extension_alone_is_enough() -> None:
    deck = parse_decklist("4 Opt|XLN\n2 Negate|M19", filename="Izzet.dck")
    assert deck.format is DeckFormat.FORGE
    assert [entry.set_code for entry in deck.entries] == ["XLN", "M19"]


def test_forge_unknown_section_and_bad_lines_are_reported() -> None:
    text = "[metadata]\nName=Test\nno equals sign\n[Main]\n4 Opt\nOpt|XLN\n[Vanguard]\n1 Sol Ring"
    deck = parse_decklist(text)
    assert [(problem.line, problem.text) for problem in deck.problems] == [
        (3, "no equals sign"), (6, "Opt|XLN"), (7, "[Vanguard]"),
    ]  # fmt: skip
    assert summary(deck) == [("main", 4, "Opt"), ("other", 1, "Sol Ring")]
