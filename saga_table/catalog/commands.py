"""``saga-table cards ...``: import card data, look cards up, manage custom cards.

::

    saga-table cards import FILE          Scryfall or MTGJSON file (plain, gz, xz, bz2, zip)
    saga-table cards show NAME [--json]   one card as the engine will use it
    saga-table cards search TEXT          cards whose name or text contains TEXT
    saga-table cards status               what the data directory holds
    saga-table cards custom add FILE [--replace] | list | delete NAME

The data directory is ``$SAGA_TABLE_DATA_DIR`` (``--data-dir`` sets it), else the platform's user
data directory. Every command returns 0 on success and 1 with a message on stderr otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from saga_table.catalog.lookup import CardLookup
    from saga_table.engine.cards import CardDef, CardFace

__all__ = ["add_parser", "data_dir", "describe_card"]

DATA_DIR_ENV = "SAGA_TABLE_DATA_DIR"


def data_dir() -> Path:
    """The user data directory: ``$SAGA_TABLE_DATA_DIR``, else the platform's (platformdirs)."""
    configured = os.environ.get(DATA_DIR_ENV)
    if configured:
        return Path(configured)
    import platformdirs  # imported here: only the commands that need it pay for it

    return Path(platformdirs.user_data_dir("SagaTable", appauthor=False))


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 1


# --------------------------------------------------------------------------- import


class _Progress:
    """Progress on stderr: one line rewritten on a terminal, a line every few seconds otherwise."""

    def __init__(self, name: str, stream: TextIO) -> None:
        self.name = name
        self.stream = stream
        self.tty = stream.isatty()
        self.last = 0.0
        self.shown = False

    def __call__(self, bytes_read: int, total: int | None, cards: int) -> None:
        now = time.monotonic()
        if now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        if total:
            done = f"{min(bytes_read / total, 1.0):.0%} of {total / 1e6:,.1f} MB"
        else:
            done = f"{bytes_read / 1e6:,.1f} MB"
        line = f"Reading {self.name}: {done}, {cards:,} cards"
        self.stream.write(f"\r{line}\x1b[K" if self.tty else f"{line}\n")
        self.stream.flush()
        self.shown = True

    def done(self) -> None:
        if self.shown and self.tty:
            self.stream.write("\n")
            self.stream.flush()


def _run_import(args: argparse.Namespace) -> int:
    from saga_table.catalog.store import CardImportError, import_card_file, store_path

    file = Path(args.file)
    directory = data_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _fail(f"cannot create the data directory {directory}: {exc.strerror}")
    progress = _Progress(file.name, sys.stderr)
    db = store_path(directory)
    try:
        report = import_card_file(db, file, progress=progress)
    except CardImportError as exc:
        progress.done()
        return _fail(f"{exc}\nNothing was imported; the card database is unchanged.")
    except KeyboardInterrupt:
        progress.done()
        return _fail("import cancelled; the card database is unchanged")
    progress.done()
    print(
        f"Imported {report.file_name} ({report.format}): {report.cards_read:,} cards, "
        f"{report.sagas:,} of them Sagas, in {report.seconds:.1f} s."
    )
    print(
        f"  {report.cards_added:,} new, {report.cards_updated:,} updated, "
        f"{report.japanese_names:,} new Japanese names."
    )
    print(f"  Card database: {db}")
    for problem in report.skipped:
        print(f"warning: {problem}; the card was skipped", file=sys.stderr)
    if report.cards_skipped:
        unlisted = report.cards_skipped - len(report.skipped)
        more = f" ({unlisted:,} more not listed)" if unlisted else ""
        print(
            f"  {report.cards_skipped:,} cards could not be read and were skipped{more}; "
            "the others were imported.",
        )
    return 0


# --------------------------------------------------------------------------- lookup


def _lookup(directory: Path) -> CardLookup:
    """The app's lookup (custom, imported, built-in cards); a source that cannot be read (a
    damaged custom file or database) is left out, with a warning, and the others still answer."""
    from saga_table.catalog.lookup import default_lookup

    lookup = default_lookup(directory)
    for problem in lookup.problems:
        print(f"warning: {problem}; the card was skipped", file=sys.stderr)
    return lookup


def _chapter_lines(face: CardFace) -> list[tuple[str, str, str | None]]:
    """(numerals, text, Japanese text) per chapter line, chapters with one text grouped."""
    from saga_table.engine.cards import roman

    groups: list[tuple[list[int], str, str | None]] = []
    for chapter in face.chapters:
        for numbers, text, text_ja in groups:
            if (text, text_ja) == (chapter.text, chapter.text_ja):
                numbers.append(chapter.number)
                break
        else:
            groups.append(([chapter.number], chapter.text, chapter.text_ja))
    return [(", ".join(roman(n) for n in nums), text, ja) for nums, text, ja in groups]


def _indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def describe_card(card: CardDef, *, source: str = "", matched_by: str = "") -> str:
    """A card as the engine will use it, in plain text (what ``cards show`` prints)."""
    from saga_table.engine.cards import roman

    out = [card.name]
    if card.name_ja:
        out.append(f"  Japanese: {card.name_ja}")
    origin = card.source
    if source and not card.source.startswith(source):
        origin = f"{source} ({card.source})"
    out.append(f"  From: {origin}" + (f"; matched by {matched_by}" if matched_by else ""))
    layout = str(card.layout) + (", double-faced" if card.is_double_faced else "")
    out.append(f"  Layout: {layout}")
    for index, face in enumerate(card.faces):
        side = ("front" if index == 0 else "back") if card.is_double_faced else f"face {index + 1}"
        title = face.name + (f"  {face.mana_cost}" if face.mana_cost else "")
        out.append(f"  {side.capitalize()}: {title}" if len(card.faces) > 1 else f"  Face: {title}")
        if face.name_ja and (len(card.faces) > 1 or face.name_ja != card.name_ja):
            out.append(f"    Japanese: {face.name_ja}")
        out.append(f"    Type: {face.type_line or '(none)'}")
        out.append(f"    Mana value: {face.mana_value}")
        if face.power is not None or face.toughness is not None:
            out.append(f"    Power/toughness: {face.power}/{face.toughness}")
        if face.keywords:
            out.append(f"    Keywords: {', '.join(face.keywords)}")
        if face.is_saga or face.chapters:
            numbers = ", ".join(roman(c.number) for c in face.chapters) or "none"
            final = roman(face.final_chapter) if face.final_chapter else "none"
            read_ahead = "yes" if face.has_read_ahead else "no"
            out.append(
                f"    Saga: chapters {numbers}; final chapter {final}; read ahead: {read_ahead}"
            )
            for numerals, text, text_ja in _chapter_lines(face):
                out.append(_indent(f"{numerals} — {text}", "      "))
                if text_ja:
                    out.append(_indent(text_ja, "        ja: "))
        elif face.text:
            out.append(_indent(face.text, "    | "))
    return "\n".join(out)


def _card_json(card: CardDef, *, query: str, source: str, matched_by: str) -> dict[str, Any]:
    from saga_table.engine.card_codec import card_to_dict

    sagas = [
        {
            "face": face.name,
            "chapters": [c.number for c in face.chapters],
            "final_chapter": face.final_chapter,
            "read_ahead": face.has_read_ahead,
        }
        for face in card.faces
        if face.is_saga or face.chapters
    ]
    return {
        "query": query,
        "source": source,
        "matched_by": matched_by,
        "card": card_to_dict(card),
        "sagas": sagas,
    }


def _run_show(args: argparse.Namespace) -> int:
    lookup = _lookup(data_dir())
    result = lookup.find(args.name)
    if result.problem is not None:
        return _fail(result.problem)
    if result.card is None:
        hint = ""
        if result.suggestions:
            hint = "; did you mean: " + ", ".join(f'"{s}"' for s in result.suggestions) + "?"
        return _fail(f'no card named "{args.name}"{hint}')
    source = result.source or ""
    if args.json:
        data = _card_json(result.card, query=args.name, source=source, matched_by=result.matched_by)
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(describe_card(result.card, source=source, matched_by=result.matched_by))
    return 0


def _run_search(args: argparse.Namespace) -> int:
    lookup = _lookup(data_dir())
    cards = lookup.search(args.text, limit=args.limit)
    for note in lookup.search_notes:
        print(f"note: {note}; it was left out", file=sys.stderr)
    if not cards:
        print(f'No card has "{args.text}" in its name or text.', file=sys.stderr)
        return 1
    for card in cards:
        types = " // ".join(face.type_line for face in card.faces)
        japanese = f" ({card.name_ja})" if card.name_ja else ""
        print(f"{card.name}{japanese} — {types} — {card.source}")
    return 0


def _run_status(args: argparse.Namespace) -> int:
    from saga_table.catalog.custom import CustomCards, CustomCardsDamagedError
    from saga_table.catalog.store import CardStoreError, open_store_source, store_path

    directory = data_dir()
    print(f"Data directory: {directory}")
    try:
        store = open_store_source(directory)
    except CardStoreError as exc:
        return _fail(str(exc))
    if store is None:
        print(f"Imported cards: none ({store_path(directory)} does not exist yet)")
    else:
        with_sagas = store.card_count(sagas_only=True)
        print(f"Imported cards: {store.card_count():,} ({with_sagas:,} Sagas) in {store.path}")
        for imported in store.imports():
            print(f"  {imported.file_name} ({imported.format}): {imported.cards:,} cards")
        store.close()
    try:
        custom = CustomCards(directory).all()
    except CustomCardsDamagedError as exc:
        return _fail(str(exc))
    print(f"Custom cards: {len(custom)}")
    return 0


# --------------------------------------------------------------------------- custom cards


#: A file of custom cards to add: a thousand cards are about 1 MB.
MAX_CARD_FILE_BYTES = 16 * 1024 * 1024


def _read_card_file(path: Path) -> Sequence[CardDef]:
    """Cards from a JSON file: a ``saga-table-cards`` document, one card, or a list of cards."""
    from saga_table.engine.card_codec import card_from_dict, cards_from_document
    from saga_table.safeio import parse_json, read_limited

    data = parse_json(read_limited(path, MAX_CARD_FILE_BYTES), what=path.name)
    if isinstance(data, dict) and "format" in data:
        return cards_from_document(data, where=path.name)
    items = data if isinstance(data, list) else [data]
    return [card_from_dict(item, where=f"{path.name}: card {i}") for i, item in enumerate(items, 1)]


def _run_custom_add(args: argparse.Namespace) -> int:
    from saga_table.catalog.custom import CustomCards, CustomCardsError
    from saga_table.engine.card_codec import CardFormatError
    from saga_table.safeio import InputError

    path = Path(args.file)
    try:
        cards = _read_card_file(path)
    except OSError as exc:
        return _fail(f"{path}: cannot read the file: {exc.strerror}")
    except InputError as exc:
        return _fail(str(exc))
    except CardFormatError as exc:
        return _fail(str(exc))
    if not cards:
        return _fail(f"{path}: the file holds no cards")
    custom = CustomCards(data_dir())
    try:
        result, verbs = custom.add_many(list(cards), replace_existing=bool(args.replace))
    except CustomCardsError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"{custom.path}: the custom cards could not be written: {exc.strerror}")
    if result.moved_aside is not None:
        print(
            f"warning: the custom card file was damaged; it was moved to {result.moved_aside}",
            file=sys.stderr,
        )
    for card, verb in zip(cards, verbs, strict=True):
        print(f"{verb} custom card: {card.name}")
    print(f"Custom cards: {custom.path}")
    return 0


def _run_custom_list(args: argparse.Namespace) -> int:
    from saga_table.catalog.custom import CustomCards, CustomCardsError
    from saga_table.engine.cards import roman

    try:
        cards = CustomCards(data_dir()).all()
    except CustomCardsError as exc:
        return _fail(str(exc))
    if not cards:
        print("No custom cards yet.")
    for card in cards:
        japanese = f" ({card.name_ja})" if card.name_ja else ""
        types = " // ".join(face.type_line for face in card.faces)
        sagas = [f for f in card.faces if f.chapters]
        final = f", final chapter {roman(sagas[0].final_chapter)}" if sagas else ""
        print(f"{card.name}{japanese} — {types}{final}")
    return 0


def _run_custom_delete(args: argparse.Namespace) -> int:
    from saga_table.catalog.custom import CustomCards, CustomCardsError

    try:
        removed = CustomCards(data_dir()).delete(args.name)
    except CustomCardsError as exc:
        return _fail(str(exc))
    print(f"Deleted custom card: {removed.name}")
    return 0


# --------------------------------------------------------------------------- parser


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``cards`` and its actions."""
    cards = subparsers.add_parser(
        "cards",
        help="import card data, look cards up, manage custom cards",
        description="Card data: Scryfall or MTGJSON files you downloaded, and your custom cards.",
    )
    actions = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    imp = actions.add_parser(
        "import",
        help="import a Scryfall or MTGJSON card file",
        description="Import every card of a Scryfall bulk data file (JSON or JSON Lines) or an "
        "MTGJSON AtomicCards/AllPrintings file; plain or compressed (gz, xz, bz2, zip).",
    )
    imp.add_argument("file", metavar="FILE", help="the downloaded card file")
    imp.set_defaults(func=_run_import)

    show = actions.add_parser("show", help="show one card as the game will use it")
    show.add_argument("name", metavar="NAME", help="English or Japanese name, or a face's name")
    show.add_argument("--json", action="store_true", help="print JSON instead of text")
    show.set_defaults(func=_run_show)

    search = actions.add_parser("search", help="find cards by name or text")
    search.add_argument("text", metavar="TEXT")
    search.add_argument("--limit", type=int, default=30, help="at most this many (default 30)")
    search.set_defaults(func=_run_search)

    status = actions.add_parser("status", help="what the data directory holds")
    status.set_defaults(func=_run_status)

    custom = actions.add_parser("custom", help="cards you define yourself")
    custom_actions = custom.add_subparsers(dest="custom_command", metavar="ACTION", required=True)
    add = custom_actions.add_parser(
        "add", help="add custom cards from a JSON file in the saga-table-cards format"
    )
    add.add_argument("file", metavar="FILE")
    add.add_argument("--replace", action="store_true", help="replace custom cards of the same name")
    add.set_defaults(func=_run_custom_add)
    listing = custom_actions.add_parser("list", help="list the custom cards")
    listing.set_defaults(func=_run_custom_list)
    delete = custom_actions.add_parser("delete", help="delete a custom card")
    delete.add_argument("name", metavar="NAME")
    delete.set_defaults(func=_run_custom_delete)
