"""The XML formats, MTGO ``.dek`` and Cockatrice ``.cod``, and reading XML safely."""

from __future__ import annotations

import pytest

from saga_table.decks import DeckFormat, Section, parse_decklist
from tests.decks.support import line_of, read_fixture, summary


def test_mtgo_dek_reads_main_and_sideboard() -> None:
    deck = read_fixture("saga_tempo.dek")
    assert deck.format is DeckFormat.MTGO_DEK
    assert deck.problems == ()
    assert deck.counts() == {Section.MAIN: 29, Section.SIDEBOARD: 5}
    assert summary(deck)[-1] == ("sideboard", 3, "Kozilek's Return")
    assert "Refuse // Cooperate" in deck.card_names()


def test_mtgo_dek_entries_know_their_element_line() -> None:
    deck = read_fixture("saga_tempo.dek")
    duress = next(entry for entry in deck.entries if entry.name == "Duress")
    assert duress.line == 9
    assert 'Name="Duress"' in duress.source_text


def test_cockatrice_cod_reads_name_zones_and_printings() -> None:
    deck = read_fixture("saga_tempo.cod")
    assert deck.format is DeckFormat.COCKATRICE
    assert deck.name == "Saga Tempo"
    assert deck.problems == ()
    assert deck.counts() == {Section.MAIN: 26, Section.SIDEBOARD: 2, Section.TOKENS: 1}
    fable = deck.main[0]
    assert (fable.set_code, fable.collector_number, fable.line) == ("NEO", "141", 11)
    assert "Ach! Hans, Run!" in deck.card_names()


def test_cockatrice_sideboard_plan_is_not_read_as_cards() -> None:
    deck = read_fixture("saga_tempo.cod")
    assert [entry.name for entry in deck.entries].count("Duress") == 1


def test_broken_dek_gives_a_problem_with_its_position_and_keeps_what_came_before() -> None:
    deck = read_fixture("broken.dek")
    assert deck.format is DeckFormat.MTGO_DEK
    (problem,) = deck.problems
    assert problem.line == line_of("broken.dek", problem.text)
    assert problem.line == 4
    assert problem.reason.startswith("not well-formed XML at line 4, column ")
    assert [entry.name for entry in deck.entries] == ["Fable of the Mirror-Breaker"]


def test_broken_cod_gives_a_problem_with_its_position() -> None:
    deck = read_fixture("broken.cod")
    assert deck.format is DeckFormat.COCKATRICE
    (problem,) = deck.problems
    assert problem.reason == "not well-formed XML at line 10, column 7"
    assert (problem.line, problem.text) == (10, "</cockatrice_deck>")


@pytest.mark.parametrize("name", ["bomb.dek", "external_entity.cod"])
def test_dtds_and_entities_are_refused_not_expanded(name: str) -> None:
    deck = read_fixture(name)
    (problem,) = deck.problems
    assert problem.reason.startswith("refused: the file declares a DTD or entities")
    assert problem.line == 2
    assert deck.entries == ()
    assert deck.name is None  # the external entity was never read


def test_refused_files_still_say_which_format_they_claim() -> None:
    assert read_fixture("bomb.dek").format is DeckFormat.MTGO_DEK
    assert read_fixture("external_entity.cod").format is DeckFormat.COCKATRICE


def test_unknown_xml_is_a_problem() -> None:
    deck = parse_decklist("<html><body>4 Opt</body></html>")
    assert deck.format is DeckFormat.UNKNOWN
    assert "root element is <html>" in deck.problems[0].reason


def test_xml_attribute_problems_are_reported_per_element() -> None:
    text = (
        "<Deck>\n"
        '  <Cards Quantity="4" Sideboard="false" Name="Opt"/>\n'
        '  <Cards Quantity="four" Sideboard="false" Name="Negate"/>\n'
        '  <Cards Quantity="2" Sideboard="false" Name=""/>\n'
        '  <Cards Sideboard="true" Name="Duress"/>\n'
        "</Deck>\n"
    )
    deck = parse_decklist(text)
    assert [entry.name for entry in deck.entries] == ["Opt"]
    assert [problem.line for problem in deck.problems] == [3, 4, 5]
    assert "'four' is not a whole number" in deck.problems[0].reason


def test_cod_unknown_zone_and_stray_card_are_reported() -> None:
    text = (
        '<cockatrice_deck version="1">\n'
        '  <zone name="main"><card number="4" name="Opt"/></zone>\n'
        '  <zone name="graveyard"><card number="1" name="Negate"/></zone>\n'
        '  <card number="1" name="Duress"/>\n'
        "</cockatrice_deck>\n"
    )
    deck = parse_decklist(text)
    assert summary(deck) == [("main", 4, "Opt"), ("other", 1, "Negate")]
    assert [problem.line for problem in deck.problems] == [3, 4]
