"""Custom cards: cards the user defines because no card data knows them (a new set, a proxy).

They are kept in ``custom_cards.json`` in the data directory, a card file in the
``saga-table-cards`` format (:mod:`saga_table.engine.card_codec`). Every write is atomic (a
temporary file, flushed to disk, then renamed over the old one).

A damaged file is never overwritten silently: reading it raises :class:`CustomCardsDamagedError`;
only adding a new card moves it aside (``custom_cards.json.damaged-<timestamp>``) and starts a new
file, and the :class:`SaveResult` says where the old one went.

>>> import tempfile
>>> from saga_table.engine.cards import CardDef
>>> store = CustomCards(tempfile.mkdtemp())
>>> _ = store.add(CardDef.saga("Tale of Tests", chapters={1: "Draw a card.", 2: "Scry 1."}))
>>> [card.name for card in store.all()], store.all()[0].source
(['Tale of Tests'], 'custom')
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from saga_table.catalog._japanese import english_names
from saga_table.catalog._search import fold
from saga_table.catalog.normalize import name_key
from saga_table.engine.card_codec import (
    CardFormatError,
    card_from_dict,
    card_to_dict,
    cards_from_document,
    cards_to_document,
)
from saga_table.engine.cards import CardDef
from saga_table.safeio import InputError, parse_json, read_limited

__all__ = [
    "CUSTOM_FILE_NAME",
    "CustomCards",
    "CustomCardsDamagedError",
    "CustomCardsError",
    "CustomSource",
    "SaveResult",
    "open_custom_source",
]

CUSTOM_FILE_NAME = "custom_cards.json"
#: Far beyond any user's custom cards (a thousand cards are about 1 MB).
MAX_CUSTOM_BYTES = 64 * 1024 * 1024
CUSTOM = "custom"


class CustomCardsError(Exception):
    """A custom-card change that cannot be made (the message says why)."""


class CustomCardsDamagedError(CustomCardsError):
    """The custom card file cannot be read; it is left as it is."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(
            f"{path}: the custom card file is damaged ({problem}). It was left untouched: fix it, "
            "or add a new custom card to move it aside and start a new file"
        )
        self.path = path
        self.problem = problem


@dataclass(frozen=True, slots=True)
class SaveResult:
    """Where the custom cards were written, and where a damaged file was moved (if one was)."""

    path: Path
    moved_aside: Path | None = None


def _write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if os.name == "posix":
        fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class CustomCards:
    """The custom cards of one data directory: read, add, replace, delete."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.path = Path(data_dir) / CUSTOM_FILE_NAME

    def all(self) -> tuple[CardDef, ...]:
        """Every custom card, in the order they were added."""
        if not self.path.exists():
            return ()
        try:
            data = parse_json(read_limited(self.path, MAX_CUSTOM_BYTES), what="the file")
        except OSError as exc:
            raise CustomCardsDamagedError(self.path, exc.strerror or str(exc)) from exc
        except InputError as exc:
            raise CustomCardsDamagedError(self.path, str(exc)) from exc
        try:
            cards = cards_from_document(data, where=self.path.name)
        except CardFormatError as exc:
            raise CustomCardsDamagedError(self.path, str(exc)) from exc
        return tuple(replace(card, source=CUSTOM) for card in cards)

    def get(self, name: str) -> CardDef | None:
        """The custom card with this full name (compared by name key), if there is one."""
        key = name_key(name)
        return next((c for c in self.all() if name_key(c.name) == key), None)

    def _save(self, cards: list[CardDef], *, moved_aside: Path | None = None) -> SaveResult:
        document = cards_to_document(cards)
        _write_atomic(self.path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
        return SaveResult(self.path, moved_aside)

    @staticmethod
    def _checked(card: CardDef) -> CardDef:
        card = replace(card, source=CUSTOM)
        if not name_key(card.name):
            raise CustomCardsError("a custom card needs a name")
        try:
            card_from_dict(card_to_dict(card))
        except CardFormatError as exc:
            raise CustomCardsError(f"this card cannot be saved: {exc}") from exc
        return card

    def add_many(
        self, cards: list[CardDef], *, replace_existing: bool = False
    ) -> tuple[SaveResult, list[str]]:
        """Add (or with ``replace_existing``, replace) several cards in one write: all of them or,
        on any :class:`CustomCardsError`, none (the file is left as it was). Returns where they
        were written and, per card, "Added" or "Replaced"."""
        checked = [self._checked(card) for card in cards]
        seen: dict[str, str] = {}
        for card in checked:
            key = name_key(card.name)
            if key in seen:
                raise CustomCardsError(
                    f'two of the cards are named "{card.name}"; nothing was added'
                )
            seen[key] = card.name
        moved: Path | None = None
        try:
            current = list(self.all())
        except CustomCardsDamagedError:
            if replace_existing:
                raise
            current = []
            moved = self._move_damaged_aside()
        verbs: list[str] = []
        index = {name_key(c.name): i for i, c in enumerate(current)}
        for card in checked:
            at = index.get(name_key(card.name))
            if at is None:
                index[name_key(card.name)] = len(current)
                current.append(card)
                verbs.append("Added")
            elif replace_existing:
                current[at] = card
                verbs.append("Replaced")
            else:
                raise CustomCardsError(
                    f'a custom card named "{card.name}" already exists; replace or delete it '
                    "(nothing was added)"
                )
        return self._save(current, moved_aside=moved), verbs

    def _move_damaged_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        moved = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        counter = 1
        while moved.exists():
            counter += 1
            moved = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{counter}")
        os.replace(self.path, moved)
        return moved

    def add(self, card: CardDef) -> SaveResult:
        """Add a new card; :class:`CustomCardsError` if one with the same name exists.

        If the file is damaged, it is moved aside first (see :attr:`SaveResult.moved_aside`).
        """
        card = self._checked(card)
        moved: Path | None = None
        try:
            cards = list(self.all())
        except CustomCardsDamagedError:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            moved = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
            counter = 1
            while moved.exists():
                counter += 1
                moved = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{counter}")
            os.replace(self.path, moved)
            cards = []
        key = name_key(card.name)
        if any(name_key(c.name) == key for c in cards):
            raise CustomCardsError(
                f'a custom card named "{card.name}" already exists; replace or delete it'
            )
        cards.append(card)
        return self._save(cards, moved_aside=moved)

    def replace(self, name: str, card: CardDef) -> SaveResult:
        """Put ``card`` in the place of the custom card named ``name`` (it may be renamed)."""
        card = self._checked(card)
        cards = list(self.all())
        key = name_key(name)
        index = next((i for i, c in enumerate(cards) if name_key(c.name) == key), None)
        if index is None:
            raise CustomCardsError(f'there is no custom card named "{name}"')
        new_key = name_key(card.name)
        if any(name_key(c.name) == new_key for i, c in enumerate(cards) if i != index):
            raise CustomCardsError(f'another custom card is already named "{card.name}"')
        cards[index] = card
        return self._save(cards)

    def delete(self, name: str) -> CardDef:
        """Remove the custom card named ``name`` and return it."""
        cards = list(self.all())
        key = name_key(name)
        index = next((i for i, c in enumerate(cards) if name_key(c.name) == key), None)
        if index is None:
            raise CustomCardsError(f'there is no custom card named "{name}"')
        removed = cards.pop(index)
        self._save(cards)
        return removed


def _all_names(card: CardDef) -> list[str]:
    names = list(english_names(card))
    names += [n for n in (card.name_ja, *(f.name_ja for f in card.faces)) if n and n not in names]
    return names


class CustomSource:
    """Custom cards as a :class:`~saga_table.catalog.sources.CardSource` (an in-memory index)."""

    label = CUSTOM

    def __init__(self, cards: tuple[CardDef, ...]) -> None:
        self.cards = cards
        self._by_key: dict[str, list[CardDef]] = {}
        self._keys: list[tuple[str, str]] = []
        for card in cards:
            for name in _all_names(card):
                key = name_key(name)
                if not key:
                    continue
                bucket = self._by_key.setdefault(key, [])
                if card not in bucket:
                    bucket.append(card)
                    self._keys.append((key, name))

    def by_key(self, key: str) -> list[CardDef]:
        return list(self._by_key.get(key, ()))

    def keys(self) -> Iterator[tuple[str, str]]:
        yield from self._keys

    def search(self, text: str, *, limit: int = 50) -> list[CardDef]:
        """Cards whose name (English or Japanese) or text contains ``text``; names first."""
        query = fold(" ".join(text.split()))
        if not query:
            return []
        ranked: list[tuple[int, int, CardDef]] = []
        for order, card in enumerate(self.cards):
            if any(query in fold(n) for n in _all_names(card)):
                ranked.append((0, order, card))
            elif any(
                query in fold(f"{f.type_line}\n{f.text}\n{f.text_ja or ''}") for f in card.faces
            ) or any(query in fold(c.text) for f in card.faces for c in f.chapters):
                ranked.append((1, order, card))
        ranked.sort(key=lambda r: (r[0], r[1]))
        return [card for _, _, card in ranked[: max(limit, 0)]]


def open_custom_source(data_dir: str | os.PathLike[str]) -> CustomSource | None:
    """The custom cards of a data directory; ``None`` when there are none.

    Raises :class:`CustomCardsDamagedError` when the file is there but cannot be read.
    """
    cards = CustomCards(data_dir).all()
    return CustomSource(cards) if cards else None
