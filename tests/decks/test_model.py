"""The decklist values: reprs that rebuild them, and the section helpers."""

from __future__ import annotations

from saga_table.decks import DeckEntry, DeckFormat, DeckList, DeckProblem, Section


def _deck() -> DeckList:
    return DeckList(
        "Saga Tempo",
        DeckFormat.MTGA,
        entries=(
            DeckEntry(1, "Tom Bombadil", Section.COMMANDER, 2, set_code="LTR"),
            DeckEntry(4, "Fable of the Mirror-Breaker", Section.MAIN, 5, foil=True, tags=("Saga",)),
            DeckEntry(2, "Duress", Section.SIDEBOARD, 8),
            DeckEntry(1, "Duress", Section.MAIN, 6),
        ),
        problems=(DeckProblem(7, "0 Opt", "a count of 0 adds no cards"),),
    )


def test_reprs_rebuild_every_value() -> None:
    deck = _deck()
    assert eval(repr(deck)) == deck
    assert repr(Section.MAIN) == "Section.MAIN"
    assert repr(DeckFormat.MTGO_DEK) == "DeckFormat.MTGO_DEK"


def test_sections_have_readable_values() -> None:
    assert [section.value for section in Section] == [
        "main", "sideboard", "commander", "companion", "maybeboard", "tokens", "other",
    ]  # fmt: skip


def test_counts_are_copies_per_section_not_lines() -> None:
    deck = _deck()
    assert deck.count(Section.MAIN) == 5
    assert deck.count(Section.SIDEBOARD) == 2
    assert deck.count() == 8
    assert deck.counts() == {Section.MAIN: 5, Section.SIDEBOARD: 2, Section.COMMANDER: 1}


def test_main_and_sideboard_keep_file_order() -> None:
    deck = _deck()
    assert [entry.name for entry in deck.main] == ["Fable of the Mirror-Breaker", "Duress"]
    assert [entry.line for entry in deck.sideboard] == [8]
    assert deck.section(Section.TOKENS) == ()
    assert deck.sections() == (Section.MAIN, Section.SIDEBOARD, Section.COMMANDER)


def test_card_names_lists_each_card_once_in_order() -> None:
    assert _deck().card_names() == ("Tom Bombadil", "Fable of the Mirror-Breaker", "Duress")
