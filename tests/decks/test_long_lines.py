"""Lines and counts far longer than any real decklist's: refused at once, naming the line, and
shown shortened (a problem never repeats a pasted blob or a 100,000-digit number)."""

from __future__ import annotations

from pathlib import Path

from saga_table.cli import main
from saga_table.decks import parse_decklist


def test_a_line_with_thousands_of_digits_mid_line_is_refused_naming_its_line_and_length() -> None:
    deck = parse_decklist("Deck\n4 Island " + "1" * 5000 + " x\n2 Opt")
    (problem,) = deck.problems
    assert problem.line == 2
    assert problem.reason == "the line is 5,011 characters long (a card line is at most 1,000)"
    assert problem.text.startswith("4 Island 111") and problem.text.endswith("…")
    assert len(problem.text) <= 121
    assert [(entry.count, entry.name) for entry in deck.entries] == [(2, "Opt")]


def test_a_count_of_thousands_of_digits_is_refused_as_a_long_line() -> None:
    (problem,) = parse_decklist("1" + "0" * 5000 + " Island").problems
    assert problem.line == 1 and "5,008 characters long" in problem.reason


def test_a_huge_count_is_named_by_its_number_of_digits_not_written_out() -> None:
    (problem,) = parse_decklist("4 Opt\n1" + "0" * 500 + " Island").problems
    assert problem.line == 2
    assert problem.reason == "a count of 501 digits (100000000000…) is too large (at most 999)"
    assert len(problem.text) <= 121


def test_a_heading_with_a_count_of_thousands_of_digits_is_still_read_as_the_heading() -> None:
    deck = parse_decklist("4 Island\nSideboard " + "1" * 20_000 + "\n4 Opt")
    assert deck.problems == ()
    assert [(entry.section.value, entry.name) for entry in deck.entries] == [
        ("main", "Island"), ("sideboard", "Opt"),
    ]  # fmt: skip


def test_a_long_comment_line_is_not_a_problem() -> None:
    deck = parse_decklist("// " + "1" * 50_000 + "\n4 Opt")
    assert deck.problems == () and deck.entries[0].name == "Opt"


def test_a_forge_card_line_too_long_or_with_a_huge_count_is_refused_naming_its_line() -> None:
    deck = parse_decklist("[Main]\n" + "1" * 2000 + " Island\n1" + "0" * 100 + " Opt|XLN")
    assert [problem.line for problem in deck.problems] == [2, 3]
    assert "2,007 characters long" in deck.problems[0].reason
    assert deck.problems[1].reason.startswith("a count of 101 digits (100000000000…)")
    assert all(len(problem.text) <= 121 for problem in deck.problems)


def test_a_dek_quantity_of_a_hundred_thousand_digits_is_named_by_its_length() -> None:
    text = '<Deck>\n<Cards Quantity="' + "7" * 100_000 + '" Sideboard="false" Name="Opt"/>\n</Deck>'
    (problem,) = parse_decklist(text).problems
    assert problem.line == 2
    assert problem.reason == "a count of 100,000 digits (777777777777…) is too large (at most 999)"


def test_deck_check_of_a_line_of_8000_digits_names_the_line_and_does_not_repeat_the_number(
    tmp_path: Path, capsys
) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("1" + "0" * 8000 + " Island\n", encoding="utf-8")
    code = main(["--data-dir", str(tmp_path / "data"), "deck", "check", str(path)])
    out = capsys.readouterr().out
    assert code == 1
    assert "line 1: the line is 8,008 characters long (a card line is at most 1,000)" in out
    assert "0" * 200 not in out
