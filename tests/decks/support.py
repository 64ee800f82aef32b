"""Helpers shared by the decklist tests: fixture files and finding a line by its text."""

from __future__ import annotations

import re
from pathlib import Path

from saga_table.decks import DeckList, parse_decklist_file

FIXTURES = Path(__file__).parent / "fixtures"


def fixture_path(name: str) -> Path:
    """The path of a fixture file."""
    return FIXTURES / name


def read_fixture(name: str) -> DeckList:
    """A fixture file, parsed the way ``deck check`` reads it."""
    return parse_decklist_file(fixture_path(name))


def line_of(name: str, text: str) -> int:
    """The 1-based number of the one line of a fixture whose trimmed text is ``text``."""
    lines = re.split(r"\r\n|\r|\n", fixture_path(name).read_text(encoding="utf-8"))
    numbers = [number for number, line in enumerate(lines, start=1) if line.strip() == text]
    assert len(numbers) == 1, f"{text!r} is on lines {numbers} of {name}"
    return numbers[0]


def fixture_line(name: str, number: int) -> str:
    """The trimmed text of a fixture's 1-based line ``number``."""
    lines = re.split(r"\r\n|\r|\n", fixture_path(name).read_text(encoding="utf-8"))
    return lines[number - 1].strip()


def summary(deck: DeckList) -> list[tuple[str, int, str]]:
    """Each entry as ``(section, count, name)``, the way a player reads a list."""
    return [(entry.section.value, entry.count, entry.name) for entry in deck.entries]
