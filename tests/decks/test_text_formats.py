"""The text formats: plain MTGO lists, MTGA exports (English and Japanese), Moxfield, Archidekt."""

from __future__ import annotations

import pytest

from saga_table.decks import DeckFormat, Section, parse_decklist
from tests.decks.support import fixture_line, line_of, read_fixture, summary

# ----------------------------------------------------------------------------- plain text


def test_plain_mtgo_list_blank_line_starts_the_sideboard() -> None:
    deck = read_fixture("plain_mtgo.txt")
    assert deck.format is DeckFormat.PLAIN
    assert deck.problems == ()
    assert deck.counts() == {Section.MAIN: 43, Section.SIDEBOARD: 5}
    assert summary(deck)[-2:] == [("sideboard", 2, "Duress"), ("sideboard", 3, "Kozilek's Return")]


def test_plain_count_styles_all_read_the_same() -> None:
    deck = read_fixture("plain_mtgo.txt")
    counts = {entry.name: entry.count for entry in deck.main}
    assert counts["Fable of the Mirror-Breaker"] == 4  # 4 Name
    assert counts["The Eldest Reborn"] == 4  # 4x Name
    assert counts["Urza's Saga"] == 2  # x2 Name
    assert counts["Lightning Bolt"] == 3  # [3] Name
    assert counts["Fire // Ice"] == 2  # (2) Name


def test_plain_names_keep_punctuation_and_accents() -> None:
    names = read_fixture("plain_mtgo.txt").card_names()
    assert "Ach! Hans, Run!" in names
    assert "Lim-Dûl's Vault" in names
    assert "Circle of Protection: Red" in names


def test_mtgo_single_slash_split_card_is_written_with_two() -> None:
    deck = read_fixture("plain_mtgo.txt")
    assert "Refuse // Cooperate" in deck.card_names()
    assert "Refuse/Cooperate" not in deck.card_names()


def test_comment_lines_are_not_cards_but_split_names_are() -> None:
    deck = read_fixture("plain_mtgo.txt")
    lines = {entry.line for entry in deck.entries}
    assert line_of("plain_mtgo.txt", "// Saga Tempo, as exported from MTGO") not in lines
    assert line_of("plain_mtgo.txt", "# lands") not in lines
    assert line_of("plain_mtgo.txt", "(2) Fire // Ice") in lines


def test_entries_remember_their_line_and_text() -> None:
    deck = read_fixture("plain_mtgo.txt")
    mountain = next(entry for entry in deck.entries if entry.name == "Mountain")
    assert mountain.line == line_of("plain_mtgo.txt", "20 Mountain")
    assert mountain.source_text == "20 Mountain"


def test_sideboard_heading_and_sb_prefix_turn_off_the_blank_line_rule() -> None:
    deck = read_fixture("plain_headings.txt")
    assert deck.problems == ()
    assert summary(deck) == [
        ("main", 4, "Lightning Bolt"),
        ("main", 4, "Counterspell"),
        ("main", 4, "Island"),  # after a blank line, but the list has headings
        ("sideboard", 2, "Negate"),
        ("sideboard", 3, "Duress"),
    ]


def test_comment_style_headings_start_sections() -> None:
    deck = parse_decklist("//Main\n4 Opt\n// Sideboard\n2 Negate\n// a note\n1 Duress")
    assert summary(deck) == [
        ("main", 4, "Opt"), ("sideboard", 2, "Negate"), ("sideboard", 1, "Duress"),
    ]  # fmt: skip


def test_card_type_groups_are_headings_within_the_main_deck() -> None:
    deck = parse_decklist("Creatures (4)\n4 Snapcaster Mage\n\nLands (20)\n20 Island\n")
    assert deck.problems == ()
    assert deck.counts() == {Section.MAIN: 24}


def test_card_type_groups_separated_by_blank_lines_then_a_sideboard() -> None:
    deck = parse_decklist("Creatures\n4 Snapcaster Mage\n\nLands\n20 Island\n\n2 Negate\n")
    assert summary(deck) == [
        ("main", 4, "Snapcaster Mage"), ("main", 20, "Island"), ("sideboard", 2, "Negate"),
    ]  # fmt: skip


def test_a_list_of_bare_names_is_one_copy_each() -> None:
    deck = parse_decklist("Tom Bombadil\nSol Ring\nThe Eldest Reborn\n")
    assert deck.problems == ()
    assert summary(deck) == [
        ("main", 1, "Tom Bombadil"), ("main", 1, "Sol Ring"), ("main", 1, "The Eldest Reborn"),
    ]  # fmt: skip


def test_full_width_counts_are_read() -> None:
    deck = parse_decklist("４ Lightning Bolt\n１２ Mountain")
    assert [entry.count for entry in deck.entries] == [4, 12]


def test_mws_set_code_before_the_name() -> None:
    (entry,) = parse_decklist("4 [M10] Lightning Bolt").entries
    assert (entry.name, entry.set_code) == ("Lightning Bolt", "M10")


# ----------------------------------------------------------------------------- problems


def test_every_unusable_line_is_reported_on_its_own_line() -> None:
    deck = read_fixture("problems.txt")
    reported = {problem.line: problem.reason for problem in deck.problems}
    expected = {
        "Counterspell": "no count",
        "0 Opt": "a count of 0",
        "-2 Duress": "negative",
        "1000 Island": "too large",
        "4": "no card name",
        "Graveyard:": "unknown heading 'Graveyard'",
        "4 ---": "no card name",
    }
    assert {line_of("problems.txt", text) for text in expected} == set(reported)
    for text, words in expected.items():
        assert words in reported[line_of("problems.txt", text)], text
    assert summary(deck) == [("main", 4, "Lightning Bolt"), ("main", 4, "Snapcaster Mage")]


def test_problems_quote_the_line_as_written() -> None:
    deck = read_fixture("problems.txt")
    for problem in deck.problems:
        assert problem.text == fixture_line("problems.txt", problem.line)


@pytest.mark.parametrize("count", ["0", "-1", "1000", "99999999999999999999999"])
def test_unusable_counts_are_problems_not_cards(count: str) -> None:
    deck = parse_decklist(f"4 Opt\n{count} Island")
    assert [entry.name for entry in deck.entries] == ["Opt"]
    assert [problem.line for problem in deck.problems] == [2]


def test_an_empty_text_says_it_found_no_cards() -> None:
    deck = parse_decklist("\n\n// nothing here\n")
    assert deck.entries == ()
    assert [problem.reason for problem in deck.problems] == ["no card lines found"]


# ----------------------------------------------------------------------------- MTGA


def test_mtga_english_export_reads_every_section() -> None:
    deck = read_fixture("mtga_en.txt")
    assert deck.format is DeckFormat.MTGA
    assert deck.name == "Saga Tempo"
    assert deck.problems == ()
    assert deck.counts() == {
        Section.MAIN: 30, Section.SIDEBOARD: 2, Section.COMMANDER: 1, Section.COMPANION: 1,
    }  # fmt: skip
    assert deck.section(Section.COMMANDER)[0].name == "Tom Bombadil"
    assert deck.section(Section.COMPANION)[0].name == "Lurrus of the Dream-Den"


def test_mtga_set_codes_and_collector_numbers() -> None:
    printings = {
        entry.name: (entry.set_code, entry.collector_number)
        for entry in read_fixture("mtga_en.txt").entries
    }
    assert printings["Fable of the Mirror-Breaker"] == ("NEO", "141")
    assert printings["Fire // Ice"] == ("MH2", "290")
    assert printings["Sol Ring"] == ("SLD", "1011★")
    assert printings["Shock"] == ("PLST", "DOM-144")
    assert printings["A-Alrund's Epiphany"] == ("KHM", "41")  # Alchemy prefix kept as written


def test_mtga_japanese_headings_and_names() -> None:
    deck = read_fixture("mtga_ja.txt")
    assert deck.format is DeckFormat.MTGA
    assert deck.name == "サガ・テンポ"
    assert deck.problems == ()
    assert summary(deck) == [
        ("commander", 1, "トム・ボンバディル"),
        ("companion", 1, "夢の巣のルールス"),
        ("main", 4, "鏡割りの寓話"),
        ("main", 1, "ジェイス・ベレレン"),
        ("main", 2, "ウルザの物語"),
        ("main", 1, "火 // 氷"),
        ("sideboard", 2, "強迫"),
    ]


@pytest.mark.parametrize(
    ("main_heading", "side_heading"),
    [("Deck", "Sideboard"), ("Mazzo", "Sideboard"), ("Mazo", "Reserva"), ("Deck", "Réserve")],
)
def test_mtga_translated_headings(main_heading: str, side_heading: str) -> None:
    deck = parse_decklist(f"{main_heading}\n4 Opt (XLN) 65\n\n{side_heading}\n2 Duress (M19) 94")
    assert deck.counts() == {Section.MAIN: 4, Section.SIDEBOARD: 2}


def test_mtga_about_block_only_understands_the_name() -> None:
    deck = parse_decklist("About\nName Saga Tempo\nAuthor Someone\n\nDeck\n4 Opt")
    assert deck.name == "Saga Tempo"
    assert [(problem.line, problem.text) for problem in deck.problems] == [(3, "Author Someone")]


# ----------------------------------------------------------------------------- websites


def test_moxfield_markers_foil_commander_and_tags() -> None:
    deck = read_fixture("moxfield.txt")
    assert deck.format is DeckFormat.MOXFIELD
    assert deck.problems == ()
    by_name = {entry.name: entry for entry in deck.entries}
    atraxa = by_name["Atraxa, Praetors' Voice"]
    assert (atraxa.section, atraxa.foil, atraxa.set_code) == (Section.COMMANDER, True, "2X2")
    assert by_name["Sol Ring"].foil  # *E*, etched, is a foil finish
    assert by_name["The Eldest Reborn"].tags == ("Sagas", "Recursion")
    assert by_name["Lim-Dûl’s Vault"].section is Section.MAIN  # the blank line is not a sideboard
    assert by_name["Kozilek's Return"].section is Section.SIDEBOARD


def test_archidekt_categories_choose_the_section() -> None:
    deck = read_fixture("archidekt.txt")
    assert deck.format is DeckFormat.ARCHIDEKT
    assert deck.problems == ()
    assert [(entry.section, entry.name) for entry in deck.entries] == [
        (Section.COMMANDER, "Tom Bombadil"),
        (Section.MAIN, "Fable of the Mirror-Breaker"),
        (Section.MAIN, "The Eldest Reborn"),
        (Section.MAIN, "Sol Ring"),
        (Section.MAYBEBOARD, "Duress"),
        (Section.SIDEBOARD, "Lurrus of the Dream-Den"),
        (Section.OTHER, "Opt"),  # {noDeck}: not in the deck
    ]


def test_archidekt_set_codes_labels_and_foil() -> None:
    fable = read_fixture("archidekt.txt").entries[1]
    assert (fable.set_code, fable.collector_number, fable.foil) == ("NEO", "141", True)
    assert fable.tags == ("Sagas", "Have")
