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

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from saga_table.catalog._build import CardDataError, CardRecord
from saga_table.catalog._japanese import JapaneseCard, apply_japanese, english_names
from saga_table.catalog._search import fold
from saga_table.catalog.mtgjson import (
    FaceGrouper,
    is_mtgjson_card,
    mtgjson_name,
    read_mtgjson_card,
)
from saga_table.catalog.normalize import name_key
from saga_table.catalog.scryfall import read_scryfall_card, scryfall_name
from saga_table.catalog.streams import CardFileReader, CardImportError, Item, ItemKind
from saga_table.engine.card_codec import card_from_dict, card_to_dict
from saga_table.engine.cards import CardDef

__all__ = [
    "DB_FILE_NAME",
    "SCHEMA_VERSION",
    "CardImportError",
    "CardStoreError",
    "ImportReport",
    "ImportedFile",
    "ProgressCallback",
    "StoreSource",
    "import_card_file",
    "open_store_source",
    "store_path",
]

_T = TypeVar("_T")

DB_FILE_NAME = "cards.sqlite3"
SCHEMA_VERSION = 1

#: ``progress(bytes_read, total_bytes_or_None, cards_so_far)``, called now and then during import.
ProgressCallback = Callable[[int, int | None, int], None]

_PROGRESS_EVERY = 512
#: How many messages about skipped cards an import keeps (the rest are counted).
MAX_SKIPPED_SHOWN = 20
#: Exceptions of a card whose fields are of a kind the readers do not expect ("layout": [1]).
_WRONG_KIND = (TypeError, ValueError, OverflowError, AttributeError, KeyError)

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


# --------------------------------------------------------------------------- folding and rows


def _search_columns(card: CardDef, ja: JapaneseCard | None) -> tuple[str, str]:
    names = list(english_names(card))
    texts = [f"{face.type_line}\n{face.text}" for face in card.faces]
    if ja is not None:
        names.extend(n for n in ja.names if n not in names)
        texts.extend(f.text for f in ja.faces if f.text)
    return "\n" + "".join(fold(n) + "\n" for n in names), fold("\n".join(texts))


def _dump(card: CardDef) -> str:
    return json.dumps(card_to_dict(card), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _load_japanese(value: str | None) -> JapaneseCard | None:
    if not value:
        return None
    return JapaneseCard.from_dict(json.loads(value))


def _dump_japanese(ja: JapaneseCard) -> str:
    return json.dumps(ja.to_dict(), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


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


class _Importer:
    """Writes the records of one file into an open transaction, and counts what it did."""

    def __init__(self, conn: sqlite3.Connection, reader: CardFileReader) -> None:
        self.conn = conn
        self.reader = reader
        self.source_file = reader.path.name
        self.family = ""
        self.seen: set[str] = set()
        self.pending: dict[str, tuple[str | None, JapaneseCard]] = {}
        self.cards_read = 0
        self.sagas = 0
        self.added = 0
        self.updated = 0
        self.japanese_names = 0
        self.skipped: list[str] = []
        self.cards_skipped = 0

    @property
    def format(self) -> str:
        layout = self.reader.layout
        details = [] if self.reader.compression == "plain" else [self.reader.compression]
        if layout.startswith("MTGJSON"):
            name = layout
        else:
            name = "MTGJSON cards" if self.family == "MTGJSON" else "Scryfall"
            details.insert(0, layout)
        return f"{name} ({', '.join(details)})" if details else name

    # -- reading

    def records(self, item: Item, grouper: FaceGrouper) -> Iterator[CardRecord]:
        """The card records an item gives (a printing waits for its other faces); a card that
        cannot be read is skipped with a message (:attr:`skipped`), the others still come."""
        value = item.value
        if item.kind is ItemKind.SET_END:
            for group in grouper.flush():
                yield from self.from_faces(group, item)
        elif item.kind is ItemKind.ATOMIC:
            if isinstance(value, list) and value and all(isinstance(f, dict) for f in value):
                yield from self.from_faces(value, item)
        elif not isinstance(value, dict):
            return
        elif item.kind is ItemKind.PRINTING:
            printing = self._guard(item, value.get("name"), lambda: grouper.add(value))
            if printing is not None:
                yield from self.from_faces(printing, item)
        elif is_mtgjson_card(value):
            yield from self.from_faces([value], item)
        else:
            name = scryfall_name(value)
            if name is not None:
                self.family = self.family or "Scryfall"
                known = name in self.seen
                record = self._guard(
                    item, name, lambda: read_scryfall_card(value, japanese_only=known)
                )
                if record is not None:
                    yield record

    def from_faces(self, faces: list[Mapping[str, Any]], item: Item) -> Iterator[CardRecord]:
        """The record of one MTGJSON card given as its face records."""
        name = mtgjson_name(faces[0])
        if name is None:
            return
        self.family = self.family or "MTGJSON"
        known = name in self.seen
        record = self._guard(item, name, lambda: read_mtgjson_card(faces, japanese_only=known))
        if record is not None:
            yield record

    def _guard(self, item: Item, name: object, read: Callable[[], _T]) -> _T | None:
        """``read()``, or ``None`` with a message naming the card and the field when the card
        cannot be read: one damaged card does not stop the others."""
        try:
            return read()
        except CardDataError as exc:
            detail = str(exc)
        except _WRONG_KIND as exc:
            detail = f"a field holds a value of the wrong kind ({type(exc).__name__}: {exc})"
        self.cards_skipped += 1
        if len(self.skipped) < MAX_SKIPPED_SHOWN:
            if item.start is not None:
                where = f"at {self.reader.where(item)}"
            else:  # the faces of a set are put together at its end
                where = f"in set {item.key}" if item.key else "in the file"
            label = ""
            if isinstance(name, str):
                label = f" {json.dumps(name[:100], ensure_ascii=False)}"
            self.skipped.append(
                f"{self.reader.name}: the card{label} {where} cannot be read: {detail}"
            )
        return None

    # -- writing

    def take(self, record: CardRecord) -> None:
        card = record.card
        if card is not None and record.name not in self.seen:
            self.seen.add(record.name)
            self.cards_read += 1
            if any(face.is_saga for face in card.faces):
                self.sagas += 1
            self._write(card, record.oracle_id)
        if record.japanese is not None:
            known = self.pending.get(record.name)
            if known is None:
                self.pending[record.name] = (record.oracle_id, record.japanese)
            else:
                self.pending[record.name] = (
                    known[0] or record.oracle_id,
                    known[1].merged(record.japanese),
                )

    def _write(self, card: CardDef, oracle_id: str | None) -> None:
        data = _dump(card)
        row = self.conn.execute(
            "SELECT id, json, oracle_id, japanese FROM cards WHERE name = ?", (card.name,)
        ).fetchone()
        if row is not None and row[1] == data:
            if oracle_id and row[2] is None:
                self.conn.execute(
                    "UPDATE cards SET oracle_id = ? WHERE id = ?", (oracle_id, row[0])
                )
            return
        ja = _load_japanese(row[3]) if row is not None else None
        search_names, search_text = _search_columns(card, ja)
        is_saga = int(any(face.is_saga for face in card.faces))
        if row is None:
            cursor = self.conn.execute(
                "INSERT INTO cards (name, oracle_id, is_saga, json, japanese, source_file,"
                " source_format, search_names, search_text) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)",
                (card.name, oracle_id, is_saga, data, self.source_file, self.format,
                 search_names, search_text),
            )  # fmt: skip
            card_id = cursor.lastrowid
            self.added += 1
        else:
            card_id = row[0]
            self.conn.execute(
                "UPDATE cards SET oracle_id = coalesce(?, oracle_id), is_saga = ?, json = ?,"
                " source_file = ?, source_format = ?, search_names = ?, search_text = ?"
                " WHERE id = ?",
                (oracle_id, is_saga, data, self.source_file, self.format, search_names,
                 search_text, card_id),
            )  # fmt: skip
            self.conn.execute("DELETE FROM names WHERE card_id = ? AND lang = 'en'", (card_id,))
            self.updated += 1
        keyed = ((name_key(n), n) for n in english_names(card))
        self.conn.executemany(
            "INSERT OR IGNORE INTO names (key, card_id, name, lang) VALUES (?, ?, ?, 'en')",
            [(key, card_id, n) for key, n in keyed if key],
        )

    def finish(self) -> None:
        """Lay the Japanese gathered from the file over the cards it belongs to."""
        for name, (oracle_id, ja) in self.pending.items():
            row = None
            if oracle_id:
                row = self.conn.execute(
                    "SELECT id, json, japanese FROM cards WHERE oracle_id = ? ORDER BY id LIMIT 1",
                    (oracle_id,),
                ).fetchone()
            if row is None:
                row = self.conn.execute(
                    "SELECT id, json, japanese FROM cards WHERE name = ?", (name,)
                ).fetchone()
            if row is None:
                continue
            card_id, data, stored = row
            old = _load_japanese(stored)
            merged = old.merged(ja) if old is not None else ja
            if merged != old:
                card = card_from_dict(json.loads(data), where=f"{DB_FILE_NAME}: card {card_id}")
                search_names, search_text = _search_columns(card, merged)
                self.conn.execute(
                    "UPDATE cards SET japanese = ?, search_names = ?, search_text = ? WHERE id = ?",
                    (_dump_japanese(merged), search_names, search_text, card_id),
                )
            for ja_name in merged.names:
                key = name_key(ja_name)
                if key:
                    cursor = self.conn.execute(
                        "INSERT OR IGNORE INTO names (key, card_id, name, lang)"
                        " VALUES (?, ?, ?, 'ja')",
                        (key, card_id, ja_name),
                    )
                    self.japanese_names += cursor.rowcount
        file_size = self.reader.path.stat().st_size
        self.conn.execute(
            "INSERT INTO imports (file_name, format, file_size, cards, sagas)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (file_name) DO UPDATE SET"
            " format = excluded.format, file_size = excluded.file_size,"
            " cards = excluded.cards, sagas = excluded.sagas"
            " WHERE (format, file_size, cards, sagas) IS NOT"
            " (excluded.format, excluded.file_size, excluded.cards, excluded.sagas)",
            (self.source_file, self.format, file_size, self.cards_read, self.sagas),
        )


def _run_import(
    conn: sqlite3.Connection, reader: CardFileReader, progress: ProgressCallback | None
) -> _Importer:
    importer = _Importer(conn, reader)
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
) -> _Importer:
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
        data, japanese, source_file, name = row
        card = card_from_dict(json.loads(data), where=f"{self.path.name}: {name}")
        ja = _load_japanese(japanese)
        if ja is not None:
            card = apply_japanese(card, ja)
        return replace(card, source=f"imported: {source_file}")

    def by_key(self, key: str) -> list[CardDef]:
        """Cards whose full name, a face name or a Japanese name has this name key."""
        rows = self._query(
            "SELECT json, japanese, source_file, name FROM cards WHERE id IN"
            " (SELECT card_id FROM names WHERE key = ?) ORDER BY id",
            (key,),
        )
        return [self._card(row) for row in rows]

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
        return [self._card(row) for row in rows]

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
