"""Properties over any text: the parser never raises, and it drops no line silently."""

from __future__ import annotations

import re

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from saga_table.decks import DeckFormat, parse_decklist
from saga_table.decks.text import heading_of

TEXT_FORMATS = {DeckFormat.PLAIN, DeckFormat.MTGA, DeckFormat.MOXFIELD, DeckFormat.ARCHIDEKT}

_LINES = st.one_of(
    st.sampled_from(
        [
            "4 Lightning Bolt", "4x Fire // Ice", "x2 Refuse/Cooperate", "[3] Opt", "(1) Opt",
            "1 Ach! Hans, Run!", "1 ジェイス・ベレレン", "1 Sol Ring (SLD) 1011★",
            "1 Shock (PLST) DOM-144", "1 Sol Ring (C21) 263 *F* #Ramp", "1 Atraxa *CMDR*",
            "1x Duress (m19) 94 [Maybeboard{noDeck}{noPrice}] ^Have,#37d67a^",
            "SB: 2 Duress", "Sideboard", "SIDEBOARD:", "Deck", "デッキ", "サイドボード",
            "Commander", "// comment", "# comment", "// Sideboard", "", "  ", "0 Opt", "-1 Opt",
            "1000 Island", "４ Island", "4", "Counterspell", "Graveyard:", "4 ---", "Lands (20)",
        ]
    ),
    st.text(max_size=30),
)  # fmt: skip


def _lines(text: str) -> list[str]:
    return re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff"))


def _carries_no_card(line: str) -> bool:
    stripped = line.strip()
    return not stripped or stripped.startswith(("//", "#")) or heading_of(stripped) is not None


@settings(deadline=None)
@given(st.text())
def test_parse_decklist_never_raises(text: str) -> None:
    deck = parse_decklist(text)
    assert deck.entries or deck.problems


@settings(deadline=None)
@given(st.lists(st.sampled_from(['<Deck>', '</Deck>', '<Cards Quantity="4" Name="Opt"/>',
    '<Cards Quantity="x" Sideboard="true"/>', '<!DOCTYPE d>', '<cockatrice_deck>',
    '</cockatrice_deck>', '<zone name="side">', '</zone>', '<card number="2" name="Duress"/>',
    '<deckname>', '&amp;', '&lol;', '<', '"', '\n', '[Main]', '4 Opt|XLN', '[metadata]',
    'Name=X'])).map("".join))  # fmt: skip
def test_xml_and_forge_fragments_never_raise(text: str) -> None:
    deck = parse_decklist(text)
    assert deck.entries or deck.problems


@settings(deadline=None)
@given(st.lists(_LINES, max_size=25).map("\n".join))
def test_every_line_is_an_entry_a_problem_or_carries_no_card(text: str) -> None:
    deck = parse_decklist(text)
    assume(deck.format in TEXT_FORMATS)
    lines = _lines(text)
    used = {entry.line for entry in deck.entries} | {problem.line for problem in deck.problems}
    for number, line in enumerate(lines, start=1):
        if not _carries_no_card(line):
            assert number in used, f"line {number} {line!r} was dropped"
    for entry in deck.entries:
        assert entry.source_text == lines[entry.line - 1].strip()
        assert 1 <= entry.count <= 999
    for problem in deck.problems:
        if problem.line:
            assert problem.text == lines[problem.line - 1].strip()
