"""The user's imported card data: an SQLite database, ``cards.sqlite3`` in the data directory.

:func:`import_card_file` streams a Scryfall or MTGJSON file (:mod:`saga_table.catalog.streams`)
into the database in one transaction: a file that breaks off, is malformed or is no card file at
all leaves the database byte for byte as it was, and raises :class:`CardImportError`. Importing
the same file again changes nothing.

:func:`open_store_source` gives the database as a
:class:`~saga_table.catalog.sources.CardSource` for the one lookup.

Tables: ``cards`` (one row per card: its English name, the card as
:func:`~saga_table.engine.card_codec.card_to_dict` JSON, its Japanese names and texts, the file
it came from, and folded text for searching), ``names`` (every name key a card answers to:
full name, face names, Japanese names) and ``imports`` (the files imported).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from saga_table.catalog._importer import DB_FILE_NAME, Importer, load_japanese
from saga_table.catalog._japanese import apply_japanese
from saga_table.catalog._search import fold
from saga_table.catalog.mtgjson import FaceGrouper
from saga_table.catalog.streams import CardFileReader, CardImportError, Item, ItemKind
from saga_table.engine.card_codec import CardFormatError, card_from_dict
from saga_table.engine.cards import CardDef
from saga_table.safeio import InputError, Limits
from saga_table.safeio.jsontext import parse_text

__all__ = [
    "DB_FILE_NAME",
    "SCHEMA_VERSION",
    "CardImportError",
    "CardStoreError",
    "DamagedCardError",
    "ImportReport",
    "ImportedFile",
    "ProgressCallback",
    "StoreSource",
    "import_card_file",
    "open_store_source",
    "store_path",
]

SCHEMA_VERSION = 1

#: ``progress(bytes_read, total_bytes_or_None, cards_so_far)``, called now and then during import.
ProgressCallback = Callable[[int, int | None, int], None]

_PROGRESS_EVERY = 512
#: A row's JSON is a card (the longest real one is about 10 kB), read within these bounds.
_ROW_LIMITS = Limits(max_bytes=16 << 20, max_depth=32)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS cards (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    oracle_id     TEXT,
    is_saga       INTEGER NOT NULL,
    json          TEXT NOT NULL,
    japanese      TEXT,
    source_file   TEXT NOT NULL,
    source_format TEXT NOT NULL,
    search_names  TEXT NOT NULL,
    search_text   TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cards_oracle_id ON cards (oracle_id);
CREATE TABLE IF NOT EXISTS names (
    key     TEXT NOT NULL,
    card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    name    TEXT NOT NULL,
    lang    TEXT NOT NULL,
    PRIMARY KEY (key, card_id, name)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS names_card ON names (card_id);
CREATE TABLE IF NOT EXISTS imports (
    file_name TEXT PRIMARY KEY,
    format    TEXT NOT NULL,
    file_size INTEGER,
    cards     INTEGER NOT NULL,
    sagas     INTEGER NOT NULL
);
"""


class CardStoreError(Exception):
    """The card database cannot be read (damaged, or made by a newer version of the app)."""


class DamagedCardError(CardStoreError, LookupError):
    """One card's row in the database cannot be read; the other cards still can. A
    :class:`LookupError`, so a card resolver's callers show its message."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportReport:
    """What an import did. Cards are counted once each, however many prints the file has."""

    cards_added: int
    cards_updated: int
    sagas: int
    japanese_names: int
    seconds: float
    format: str
    cards_read: int = 0
    file_name: str = ""
    #: Cards that could not be read and were left out (the others were imported).
    cards_skipped: int = 0
    #: Why, for the first :data:`MAX_SKIPPED_SHOWN` of them: each names the card and the field.
    skipped: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ImportedFile:
    """A file that was imported, as the database remembers it."""

    file_name: str
    format: str
    file_size: int | None
    cards: int
    sagas: int


def store_path(data_dir: str | Path) -> Path:
    """Where the card database of a data directory lives."""
    return Path(data_dir) / DB_FILE_NAME


# --------------------------------------------------------------------------- the database


def _check_schema(conn: sqlite3.Connection, db_path: Path) -> int:
    """The database's schema version (0 for an empty file); :class:`CardStoreError` if not ours."""
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.DatabaseError as exc:
        raise CardStoreError(
            f"{db_path}: this is not a card database, or it is damaged ({exc}); move it away "
            "or delete it, then import your card files again"
        ) from exc
    if version > SCHEMA_VERSION:
        raise CardStoreError(
            f"{db_path}: the card database was made by a newer version of Saga Table "
            f"(schema {version}; this version reads {SCHEMA_VERSION})"
        )
    if version == 0 and tables:
        raise CardStoreError(f"{db_path}: this SQLite file is not a Saga Table card database")
    if version and "cards" not in tables:
        raise CardStoreError(f"{db_path}: the card database has no cards table; it is damaged")
    return version


def _run_import(
    conn: sqlite3.Connection, reader: CardFileReader, progress: ProgressCallback | None
) -> Importer:
    importer = Importer(conn, reader)
    grouper = FaceGrouper()
    last_bytes = -1
    end = Item(ItemKind.SET_END, None, None, 0, None)
    for item in reader.items():
        for record in importer.records(item, grouper):
            importer.take(record)
        if progress is not None and item.index % _PROGRESS_EVERY == 0:
            done = reader.bytes_read
            if done != last_bytes:
                last_bytes = done
                progress(done, reader.total_bytes, importer.cards_read)
    for group in grouper.flush():
        for record in importer.from_faces(group, end):
            importer.take(record)
    if importer.cards_read == 0 and importer.skipped:
        more = importer.cards_skipped - 1
        raise CardImportError(
            importer.skipped[0] + (f" (and {more:,} more cards cannot be read)" if more else "")
        )
    if importer.cards_read == 0:
        raise CardImportError(
            f"{reader.name}: no cards found: the file is JSON ({reader.layout}), but not "
            "Scryfall or MTGJSON card data"
        )
    importer.finish()
    if progress is not None:
        progress(reader.bytes_read, reader.total_bytes, importer.cards_read)
    return importer


def _import_in_transaction(
    conn: sqlite3.Connection,
    db_path: Path,
    reader: CardFileReader,
    progress: ProgressCallback | None,
) -> Importer:
    try:
        version = _check_schema(conn, db_path)
    except CardStoreError as exc:
        raise CardImportError(str(exc)) from exc
    try:
        conn.execute("PRAGMA cache_size = -65536")
        conn.execute("BEGIN IMMEDIATE")
        if version == 0:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        importer = _run_import(conn, reader, progress)
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        raise CardImportError(f"{db_path}: could not write the card database: {exc}") from exc
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    return importer


def import_card_file(
    db_path: str | Path, file_path: str | Path, *, progress: ProgressCallback | None = None
) -> ImportReport:
    """Import every card of a Scryfall or MTGJSON file into the database at ``db_path``.

    One transaction: on any problem the database is left as it was (a new one is not created)
    and :class:`CardImportError` says what went wrong and where in the file.
    """
    started = time.perf_counter()
    db_path = Path(db_path)
    with CardFileReader(file_path) as reader:
        existed = db_path.exists()
        if not existed and not db_path.parent.is_dir():
            raise CardImportError(f"{db_path.parent}: the data directory does not exist")
        ok = False
        try:
            conn = sqlite3.connect(db_path, isolation_level=None)
        except sqlite3.Error as exc:
            raise CardImportError(f"{db_path}: cannot open the card database: {exc}") from exc
        try:
            importer = _import_in_transaction(conn, db_path, reader, progress)
            ok = True
        finally:
            conn.close()
            if not ok and not existed:
                for leftover in (db_path, db_path.with_name(db_path.name + "-journal")):
                    leftover.unlink(missing_ok=True)
    return ImportReport(
        cards_added=importer.added,
        cards_updated=importer.updated,
        sagas=importer.sagas,
        japanese_names=importer.japanese_names,
        seconds=time.perf_counter() - started,
        format=importer.format,
        cards_read=importer.cards_read,
        file_name=reader.name,
        cards_skipped=importer.cards_skipped,
        skipped=tuple(importer.skipped),
    )


# --------------------------------------------------------------------------- reading


class StoreSource:
    """The card database as a :class:`~saga_table.catalog.sources.CardSource` (read only).

    One connection, shared between threads under a lock. An import that finishes while the
    source is open is seen by the next lookup (no need to reopen).
    """

    label = "imported"

    def __init__(self, db_path: str | Path) -> None:
        self.path = Path(db_path)
        try:
            self._conn = sqlite3.connect(self.path, check_same_thread=False)
        except sqlite3.Error as exc:
            raise CardStoreError(f"{self.path}: cannot open the card database: {exc}") from exc
        self._lock = threading.Lock()
        #: The damaged cards the last :meth:`search` left out, a message each.
        self.skipped: tuple[str, ...] = ()
        try:
            if _check_schema(self._conn, self.path) == 0:
                raise CardStoreError(f"{self.path}: the card database is empty")
        except BaseException:
            self._conn.close()
            raise

    def close(self) -> None:
        self._conn.close()

    def _query(self, sql: str, params: tuple[object, ...] = ()) -> list[Any]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.DatabaseError as exc:
                raise CardStoreError(f"{self.path}: cannot read the card database: {exc}") from exc

    def _card(self, row: tuple[Any, ...]) -> CardDef:
        """The card of a row; :class:`DamagedCardError` naming it when the row cannot be read
        (its JSON changed by hand or by a fault of the disk: ``[[[[``, a 5,000-digit number)."""
        data, japanese, source_file, name = row
        try:
            if not isinstance(data, str):
                raise InputError("it holds no card JSON")
            card = card_from_dict(parse_text(data, what="its JSON", limits=_ROW_LIMITS))
            ja = load_japanese(japanese)
            if ja is not None:
                card = apply_japanese(card, ja)
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            reason = str(exc)[:200] if isinstance(exc, InputError | CardFormatError) else ""
            reason = reason or f"its Japanese cannot be read: {type(exc).__name__}"
            raise DamagedCardError(
                f"card {str(name)[:100]!r} in {self.path.name} is damaged; import the card data "
                f"again ({reason})"
            ) from None
        return replace(card, source=f"imported: {source_file}")

    def by_key(self, key: str) -> list[CardDef]:
        """Cards whose full name, a face name or a Japanese name has this name key; a damaged
        row is left out, and :class:`DamagedCardError` says so when only damaged rows match."""
        rows = self._query(
            "SELECT json, japanese, source_file, name FROM cards WHERE id IN"
            " (SELECT card_id FROM names WHERE key = ?) ORDER BY id",
            (key,),
        )
        cards, damaged = self._cards(rows)
        if damaged and not cards:
            raise damaged[0]
        return cards

    def _cards(self, rows: list[Any]) -> tuple[list[CardDef], list[DamagedCardError]]:
        cards: list[CardDef] = []
        damaged: list[DamagedCardError] = []
        for row in rows:
            try:
                cards.append(self._card(row))
            except DamagedCardError as exc:
                damaged.append(exc)
        return cards, damaged

    def keys(self) -> Iterator[tuple[str, str]]:
        """Every (name key, name) the database knows, English and Japanese."""
        yield from ((key, name) for key, name in self._query("SELECT key, name FROM names"))

    def search(self, text: str, *, limit: int = 50) -> list[CardDef]:
        """Cards whose name (English or Japanese) or text contains ``text``: exact names first,
        then names starting with it, names containing it, and texts containing it."""
        query = fold(" ".join(text.split()))
        if not query or limit <= 0:
            return []
        rows = self._query(
            "SELECT json, japanese, source_file, name FROM cards"
            " WHERE instr(search_names, ?3) OR instr(search_text, ?3)"
            " ORDER BY CASE WHEN instr(search_names, ?1) THEN 0"
            " WHEN instr(search_names, ?2) THEN 1 WHEN instr(search_names, ?3) THEN 2 ELSE 3 END,"
            " length(name), name LIMIT ?4",
            (f"\n{query}\n", f"\n{query}", query, limit),
        )
        cards, damaged = self._cards(rows)
        self.skipped = tuple(str(exc) for exc in damaged)
        return cards

    def card_count(self, *, sagas_only: bool = False) -> int:
        sql = "SELECT count(*) FROM cards" + (" WHERE is_saga" if sagas_only else "")
        return int(self._query(sql)[0][0])

    def imports(self) -> list[ImportedFile]:
        """The files imported so far, by name."""
        rows = self._query(
            "SELECT file_name, format, file_size, cards, sagas FROM imports ORDER BY file_name"
        )
        return [ImportedFile(*row) for row in rows]


def open_store_source(data_dir: str | Path) -> StoreSource | None:
    """The imported cards of a data directory; ``None`` when nothing was imported there yet.

    Raises :class:`CardStoreError` when the database is there but cannot be read.
    """
    path = store_path(data_dir)
    if not path.is_file() or path.stat().st_size == 0:
        return None
    return StoreSource(path)
