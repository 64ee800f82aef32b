"""``saga-table lab DECK [--games N] [--turns T] [--on-the-play|--on-the-draw] [--seed S]
[--json]``: play N games of a decklist with the scripted goldfish player and report them.

Also ``--question "..."`` (repeatable; see :mod:`saga_table.lab.questions`), the keep rule
(``--keep-lands 2-5``, ``--keep-with CARD``, ``--keep-at 5``), ``--processes P``, and
``--save-game NUMBER FILE`` to write one game of the run as a game record the window opens.
A decklist with lines that cannot be read is refused (each line named), since a dropped line
changes every figure; ``--skip-bad-lines`` plays the rest.

Exit status: 0 with a report, 2 when the deck or an option cannot be used (the message says
what and where).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from saga_table.engine.cards import CardDef
from saga_table.lab.player import KeepRule, Policy, card_name
from saga_table.lab.questions import QuestionError, parse_question

__all__ = ["DeckLinesError", "LabInputError", "add_parser", "lab_command", "load_deck"]

EXIT_OK, EXIT_BAD_INPUT = 0, 2


class LabInputError(ValueError):
    """The deck or an option cannot be used; the message says what and where."""


class DeckLinesError(LabInputError):
    """Lines of the decklist that could not be read (``problems``: "line N: why"): the lab
    plays what the list says or nothing, since a dropped line changes every figure."""

    def __init__(self, path: object, problems: list[str]) -> None:
        more = f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
        super().__init__(
            f"{path}: {len(problems)} line(s) could not be read: "
            + "; ".join(problems[:5])
            + more
            + ". Fix them, or play the rest with --skip-bad-lines"
        )
        self.problems = problems


def load_deck(path: str | os.PathLike[str], *, skip_bad_lines: bool = False) -> tuple[CardDef, ...]:
    """The main deck of a decklist file, each copy a card, resolved by the app's card lookup
    (the user's custom and imported cards, then the built-in ones). Lines that cannot be read
    raise :class:`DeckLinesError` unless ``skip_bad_lines``."""
    from saga_table.catalog.lookup import default_lookup
    from saga_table.decks.model import MAX_DECK_CARDS, Section
    from saga_table.decks.parse import parse_decklist_file
    from saga_table.persistence.paths import app_paths

    try:
        deck = parse_decklist_file(path)
    except OSError as exc:
        raise LabInputError(f"cannot read {path}: {exc.strerror or exc}") from None
    entries = deck.section(Section.MAIN)
    total = sum(entry.count for entry in entries)
    if total > MAX_DECK_CARDS:
        raise LabInputError(
            f"{path}: the main deck has {total:,} cards; the lab plays decks of at most "
            f"{MAX_DECK_CARDS:,}"
        )
    if not entries:
        problems = "; ".join(
            p.reason if p.line == 0 else f"line {p.line}: {p.reason}" for p in deck.problems[:3]
        )
        raise LabInputError(f"{path}: no main deck cards" + (f" ({problems})" if problems else ""))
    if deck.problems and not skip_bad_lines:
        raise DeckLinesError(
            path,
            [p.reason if p.line == 0 else f"line {p.line}: {p.reason}" for p in deck.problems],
        )
    data_dir = os.environ.get("SAGA_TABLE_DATA_DIR") or app_paths().data_dir
    lookup = default_lookup(data_dir)
    cards: list[CardDef] = []
    unknown: list[str] = []
    for entry in entries:
        card = lookup.find(entry.name).card
        if card is None:
            unknown.append(f"line {entry.line}: unknown card '{entry.name}'")
            continue
        cards.extend([card] * entry.count)
    if unknown:
        more = f" (and {len(unknown) - 5} more)" if len(unknown) > 5 else ""
        raise LabInputError(f"{path}: " + "; ".join(unknown[:5]) + more)
    if len(cards) < 8:
        raise LabInputError(
            f"{path}: the main deck has {len(cards)} cards; the lab needs 8 or more"
        )
    return tuple(cards)


def _keep_lands(text: str) -> tuple[int, int]:
    try:
        low, _, high = text.partition("-")
        lo, hi = int(low), int(high or low)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: write MIN-MAX, e.g. 2-5") from None
    if not 0 <= lo <= hi <= 7:
        raise argparse.ArgumentTypeError(f"{text!r}: lands from 0 to 7, the smaller first")
    return lo, hi


def _positive(limit: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not 1 <= value <= limit:
            raise argparse.ArgumentTypeError(f"{value} is not from 1 to {limit:,}")
        return value

    return parse


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from saga_table.lab.runner import MAX_GAMES

    lab = subparsers.add_parser(
        "lab",
        help="play a deck many times with a scripted goldfish player and report the figures",
        description=(
            "Play GAMES games of a decklist against an empty board with a scripted player (the "
            "London mulligan by a keep rule, a land a turn, casting what the lands pay for, "
            "Sagas' chapters as the built-in automation carries them out, attacking with "
            "everything) and report what happened turn by turn, each figure with its 95 % "
            "interval. Exit status: 0 with a report, 2 when the deck or an option is unusable."
        ),
    )
    lab.add_argument("deck", metavar="DECK", help="the decklist file")
    lab.add_argument("--games", type=_positive(MAX_GAMES), default=1000, help="default 1000")
    lab.add_argument("--turns", type=_positive(50), default=10, help="turns per game (default 10)")
    side = lab.add_mutually_exclusive_group()
    side.add_argument("--on-the-play", dest="on_the_play", action="store_true", default=True)
    side.add_argument("--on-the-draw", dest="on_the_play", action="store_false")
    lab.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    lab.add_argument("--json", action="store_true", help="print the report as JSON")
    lab.add_argument(
        "--skip-bad-lines",
        action="store_true",
        help="play the decklist's readable lines when some cannot be read (refused otherwise)",
    )
    lab.add_argument(
        "--question",
        action="append",
        default=[],
        metavar="TEXT",
        help="a question to count, e.g. \"Urza's Saga chapter III resolved by turn 3 and found "
        'an artifact" or, in Japanese, "ウルザの物語の第III章が3ターン目までに解決" (repeatable)',
    )
    lab.add_argument(
        "--keep-lands",
        type=_keep_lands,
        default=(2, 5),
        metavar="MIN-MAX",
        help="keep a hand with this many lands (default 2-5)",
    )
    lab.add_argument(
        "--keep-with",
        action="append",
        default=[],
        metavar="CARD",
        help="keep any hand holding this card (repeatable)",
    )
    lab.add_argument(
        "--keep-at",
        type=int,
        default=5,
        metavar="N",
        help="keep any hand of N cards or fewer (default 5)",
    )
    lab.add_argument(
        "--processes",
        type=_positive(256),
        default=None,
        help="worker processes (default: one per core)",
    )
    lab.add_argument(
        "--save-game",
        nargs=2,
        metavar=("NUMBER", "FILE"),
        help="write game NUMBER of the run as a game record to FILE (and no report)",
    )
    lab.set_defaults(func=lab_command)


def _say(text: str, *, error: bool = False) -> None:
    print(text, file=sys.stderr if error else sys.stdout)


def lab_command(args: argparse.Namespace) -> int:
    from saga_table.lab.report import format_report
    from saga_table.lab.runner import LabRun, run_lab

    try:
        deck = load_deck(args.deck, skip_bad_lines=args.skip_bad_lines)
        names = sorted({card_name(c) for c in deck})
        aliases = {c.name_ja: card_name(c) for c in deck if c.name_ja}  # Japanese names too
        questions = tuple(parse_question(q, names, aliases=aliases) for q in args.question)
        keep_with = tuple(_deck_name(n, names) for n in args.keep_with)
        lo, hi = args.keep_lands
        policy = Policy(
            turns=args.turns,
            on_the_play=args.on_the_play,
            keep=KeepRule(lo, hi, keep_with, args.keep_at),
        )
        run = LabRun(deck, policy, args.games, args.seed, questions)
    except (LabInputError, QuestionError, ValueError) as exc:
        _say(f"saga-table lab: {exc}", error=True)
        return EXIT_BAD_INPUT
    if args.save_game:
        return _save_game(run, *args.save_game)
    started = time.perf_counter()
    tally = run_lab(run, processes=args.processes)
    seconds = time.perf_counter() - started
    assert tally is not None
    report = run.report(tally, deck=Path(args.deck).name)
    if args.json:
        _say(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        for line in format_report(report):
            _say(line)
    from saga_table.compiled import status

    engine = "compiled engine" if status() == "compiled" else f"Python engine: {status()}"
    _say(f"saga-table lab: {run.games} games in {seconds:.1f} s ({engine})", error=True)
    return EXIT_OK


def _deck_name(name: str, names: list[str]) -> str:
    for n in names:
        if n.lower() == name.strip().lower():
            return n
    raise LabInputError(f"--keep-with {name!r}: no card of that name in the deck")


def _save_game(run: object, number_text: str, file: str) -> int:
    from saga_table.lab.runner import LabRun, play_one
    from saga_table.persistence.saves import SaveFileError, save_game

    assert isinstance(run, LabRun)
    try:
        number = int(number_text)
        game = play_one(run, number)
    except ValueError as exc:
        _say(f"saga-table lab: --save-game {number_text}: {exc}", error=True)
        return EXIT_BAD_INPUT
    try:
        save_game(game, file)
    except SaveFileError as exc:
        _say(f"saga-table lab: {exc}", error=True)
        return EXIT_BAD_INPUT
    _say(f"game {number} of the run written to {file}")
    return EXIT_OK
