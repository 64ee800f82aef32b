"""The ``deck`` command: ``saga-table deck check FILE [--json]``.

``check`` reads a decklist, resolves its names against the card catalog when the catalog is
installed, and reports each section's count and every problem. It exits with 0 when there is no
problem, 1 when there are problems, and 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any

from saga_table.decks.model import DeckFormat, DeckList, DeckProblem, Section
from saga_table.decks.parse import parse_decklist_file
from saga_table.decks.resolve import NameLookup, NameMatch, ResolvedDeck, resolve_deck

__all__ = ["add_parser", "catalog_lookup", "check_command"]

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2

_SECTION_LABELS = {
    Section.MAIN: "Main deck",
    Section.SIDEBOARD: "Sideboard",
    Section.COMMANDER: "Commander",
    Section.COMPANION: "Companion",
    Section.MAYBEBOARD: "Maybeboard",
    Section.TOKENS: "Tokens",
    Section.OTHER: "Other",
}
_FORMAT_LABELS = {
    DeckFormat.PLAIN: "plain text",
    DeckFormat.MTGA: "MTG Arena",
    DeckFormat.MOXFIELD: "Moxfield",
    DeckFormat.ARCHIDEKT: "Archidekt",
    DeckFormat.FORGE: "Forge .dck",
    DeckFormat.MTGO_DEK: "MTGO .dek",
    DeckFormat.COCKATRICE: "Cockatrice .cod",
    DeckFormat.UNKNOWN: "unknown format",
}


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``deck`` and its subcommands on the main parser's subparsers."""
    deck = subparsers.add_parser("deck", help="read and check decklists")
    commands = deck.add_subparsers(dest="deck_command", metavar="SUBCOMMAND", required=True)
    check = commands.add_parser(
        "check",
        help="read a decklist and report its sections and every line that could not be used",
        description=(
            "Read a decklist (plain text, MTG Arena, Moxfield, Archidekt, Forge .dck, MTGO .dek "
            "or Cockatrice .cod) and report its sections and problems. Exit status: 0 when there "
            "is no problem, 1 when there are problems, 2 when the file cannot be read."
        ),
    )
    check.add_argument("file", metavar="FILE", help="the decklist file")
    check.add_argument("--json", action="store_true", help="print the result as JSON")
    check.set_defaults(func=check_command)


def check_command(args: argparse.Namespace) -> int:
    """Run ``deck check``: parse, resolve if the catalog is there, report, and return the code."""
    try:
        deck = parse_decklist_file(args.file)
    except OSError as exc:
        _say(f"saga-table deck check: cannot read {args.file}: {exc.strerror or exc}", error=True)
        return EXIT_UNREADABLE
    lookup = catalog_lookup()
    resolved = resolve_deck(deck, lookup) if lookup is not None else None
    problems = resolved.problems if resolved is not None else deck.problems
    if args.json:
        _say(json.dumps(_as_json(args.file, deck, resolved, problems), indent=2))
    else:
        for line in _summary(args.file, deck, resolved, problems):
            _say(line)
    return EXIT_PROBLEMS if problems else EXIT_OK


#: Unknown names that get "did you mean" suggestions (each costs a few milliseconds); a list
#: with more (not a decklist, or a list of junk) names the rest without suggestions, so a check
#: stays linear and quick in the size of the list.
MAX_SUGGESTED_NAMES = 100


def catalog_lookup() -> NameLookup | None:
    """The catalog's name lookup as a :class:`NameLookup`; ``None`` if the catalog is missing."""
    try:
        module = importlib.import_module("saga_table.catalog.lookup")
    except ImportError:
        return None
    catalog = module.default_lookup()
    misses = 0

    def lookup(name: str) -> NameMatch:
        nonlocal misses
        match = NameMatch.from_match(catalog.match(name))
        if match.card_name is None:
            misses += 1
            if misses == MAX_SUGGESTED_NAMES:  # a list of junk: the rest are named, not matched
                catalog.suggestion_limit = 0
        return match

    return lookup


def _as_json(
    file: str, deck: DeckList, resolved: ResolvedDeck | None, problems: tuple[DeckProblem, ...]
) -> dict[str, Any]:
    names = resolved.card_names() if resolved is not None else {}
    sections = {
        section.value: [
            {
                "count": entry.count,
                "name": entry.name,
                "line": entry.line,
                "resolved": names.get(entry),
            }
            for entry in deck.section(section)
        ]
        for section in deck.sections()
    }
    return {
        "file": file,
        "format": deck.format.value,
        "name": deck.name,
        "names_checked": resolved is not None,
        "sections": sections,
        "counts": {section.value: count for section, count in deck.counts().items()},
        "problems": [
            {"line": problem.line, "text": problem.text, "reason": problem.reason}
            for problem in problems
        ],
    }


def _summary(
    file: str, deck: DeckList, resolved: ResolvedDeck | None, problems: tuple[DeckProblem, ...]
) -> list[str]:
    title = f"'{deck.name}'" if deck.name else file
    lines = [f"{title}: {_FORMAT_LABELS[deck.format]} decklist"]
    for section, count in deck.counts().items():
        lines.append(f"  {_SECTION_LABELS[section]:<12}{count:>4} card{'s' if count != 1 else ''}")
    if not deck.entries:
        lines.append("  no cards")
    if resolved is None:
        lines.append("Card names were not checked: the card catalog is not installed.")
    else:
        known = len({card.entry.name for card in resolved.cards})
        lines.append(f"Card names checked: {known} of {len(deck.card_names())} known.")
    if not problems:
        lines.append("No problems.")
        return lines
    lines.append(f"{len(problems)} problem{'s' if len(problems) != 1 else ''}:")
    for problem in problems:
        where = f"line {problem.line}" if problem.line else "file"
        lines.append(f"  {where}: {problem.reason}")
        if problem.text:
            lines.append(f"      {problem.text}")
    return lines


def _say(text: str, *, error: bool = False) -> None:
    """Print a line, replacing what the console's encoding cannot show instead of failing."""
    stream = sys.stderr if error else sys.stdout
    encoding = stream.encoding or "utf-8"
    print(text.encode(encoding, errors="replace").decode(encoding), file=stream)
