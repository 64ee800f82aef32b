"""Writing one card file's records into the card database (:mod:`saga_table.catalog.store`):
the rows, their search columns and names, and the cards that cannot be read, skipped with a
message each."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from saga_table.catalog._build import CardDataError, CardRecord
from saga_table.catalog._japanese import JapaneseCard, english_names
from saga_table.catalog._search import fold
from saga_table.catalog.mtgjson import (
    FaceGrouper,
    is_mtgjson_card,
    mtgjson_name,
    read_mtgjson_card,
)
from saga_table.catalog.normalize import name_key
from saga_table.catalog.scryfall import read_scryfall_card, scryfall_name
from saga_table.catalog.streams import CardFileReader, Item, ItemKind
from saga_table.engine.card_codec import card_from_dict, card_to_dict
from saga_table.engine.cards import CardDef

_T = TypeVar("_T")

DB_FILE_NAME = "cards.sqlite3"
#: How many messages about skipped cards an import keeps (the rest are counted).
MAX_SKIPPED_SHOWN = 20
#: Exceptions of a card whose fields are of a kind the readers do not expect ("layout": [1]).
_WRONG_KIND = (TypeError, ValueError, OverflowError, AttributeError, KeyError)

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


def load_japanese(value: str | None) -> JapaneseCard | None:
    if not value:
        return None
    return JapaneseCard.from_dict(json.loads(value))


def _stored_japanese(value: str | None) -> JapaneseCard | None:
    """The Japanese a row holds; ``None`` when it is damaged (this import writes it anew)."""
    try:
        return load_japanese(value)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None


def _dump_japanese(ja: JapaneseCard) -> str:
    return json.dumps(ja.to_dict(), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _duplicate(key: str) -> None:
    raise CardDataError(f"duplicate key {key!r}: which of its values is meant is not known")


class Importer:
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
        if item.duplicate:  # {"name": "A", "name": "B"}: which is meant is not known
            self._guard(item, None, lambda: _duplicate(item.duplicate))
            return
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
            elif item.kind is ItemKind.RECORD:  # the file's one object, or its first line
                where = f"at the start of the file (card {item.index:,})"
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
        ja = _stored_japanese(row[3]) if row is not None else None
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
            old = _stored_japanese(stored)
            merged = old.merged(ja) if old is not None else ja
            if merged != old:
                try:
                    card = card_from_dict(json.loads(data), where=f"{DB_FILE_NAME}: card {card_id}")
                except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                    continue  # a damaged row that this file does not hold: left as it is
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
