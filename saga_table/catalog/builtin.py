"""The built-in catalog: the cards that ship with the app, in ``resources/cards/*.json``.

The files use the ``saga-table-cards`` format of :mod:`saga_table.engine.card_codec` (described in
``resources/docs/card-format.md``). Every chapter text in them is a short description in the
project's own words, never the printed card text.

Nothing is read at import time: :func:`load_builtin_cards` reads the files on first use and keeps
the result.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from saga_table.catalog.normalize import name_key
from saga_table.engine.card_codec import CardFormatError, card_from_dict, cards_from_document
from saga_table.engine.cards import CardDef

__all__ = [
    "BuiltinSource",
    "card_name_keys",
    "load_builtin_cards",
    "load_card_files",
    "resources_dir",
]


def resources_dir() -> Path:
    """The app's ``resources/`` directory: next to the package, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def load_card_files(directory: Path) -> tuple[CardDef, ...]:
    """Every card in the ``*.json`` files of ``directory``, files in name order.

    Raises :class:`~saga_table.engine.card_codec.CardFormatError` for a malformed file or a card
    name that two cards share.
    """
    cards: list[CardDef] = []
    seen: dict[str, str] = {}
    for path in sorted(directory.glob("*.json")):
        where = f"{directory.name}/{path.name}"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise CardFormatError(f"not valid JSON: {error}", where=where) from error
        for card in cards_from_document(data, where=where):
            key = name_key(card.name)
            if key in seen:
                raise CardFormatError(f'"{card.name}" is also defined in {seen[key]}', where=where)
            seen[key] = where
            cards.append(card)
    return tuple(cards)


@functools.cache
def load_builtin_cards() -> tuple[CardDef, ...]:
    """All built-in cards (read once, then cached)."""
    return load_card_files(resources_dir() / "cards")


class _UnreadCards:
    """The built-in card files read as JSON, each card's names indexed, each card made only
    when it is looked up: the demo game needs 15 of the ~130 cards before the window's first
    paint, and making a card (its chapters and structured effects) is most of the catalog's
    load. The cards made, the errors and their places are those of :func:`load_card_files`.
    """

    def __init__(self, directory: Path) -> None:
        self.items: list[tuple[dict[str, object], str]] = []
        self.index: dict[str, list[int]] = {}
        self.made: dict[int, CardDef] = {}
        seen: dict[str, str] = {}
        for path in sorted(directory.glob("*.json")):
            where = f"{directory.name}/{path.name}"
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as error:
                raise CardFormatError(f"not valid JSON: {error}", where=where) from error
            if not (isinstance(data, dict) and isinstance(data.get("cards"), list)):
                cards_from_document(data, where=where)  # says what is wrong
                continue  # pragma: no cover - the codec reads no such file
            cards_from_document(dict(data, cards=[]), where=where)  # the file's own fields
            for number, item in enumerate(data["cards"], start=1):
                names = _raw_names(item)
                if names is None:  # not a card the codec can read: make it now, for its error
                    card_from_dict(item, where=f"{where}: card {number}")
                    continue
                key = name_key(names[0])
                if key in seen:
                    raise CardFormatError(
                        f'"{names[0]}" is also defined in {seen[key]}', where=where
                    )
                seen[key] = where
                position = len(self.items)
                self.items.append((item, f"{where}: card {number}"))
                for name_of in dict.fromkeys(name_key(n) for n in names):
                    if name_of:
                        self.index.setdefault(name_of, []).append(position)

    def by_key(self, key: str) -> list[CardDef]:
        out = []
        for position in self.index.get(key, ()):
            card = self.made.get(position)
            if card is None:
                item, where = self.items[position]
                card = self.made[position] = card_from_dict(item, where=where)
            out.append(card)
        return out


def _raw_names(item: object) -> list[str] | None:
    """The names a card's dict gives it, as :func:`card_name_keys` lists them (the full name,
    each face's name, then the Japanese names); None when the dict is not plainly a card."""
    if not isinstance(item, dict) or not isinstance(item.get("name"), str):
        return None
    faces = item.get("faces", [])
    if not isinstance(faces, list) or not all(
        isinstance(f, dict) and isinstance(f.get("name"), str) for f in faces
    ):
        return None
    if not faces:
        faces = [item]
    names = [item["name"], *(f["name"] for f in faces)]
    names += [n for n in (item.get("name_ja"), *(f.get("name_ja") for f in faces)) if n]
    if not all(isinstance(n, str) for n in names):
        return None
    return names


@functools.cache
def _unread_builtin_cards() -> _UnreadCards:
    return _UnreadCards(resources_dir() / "cards")


def card_name_keys(card: CardDef) -> dict[str, str]:
    """Every name a card answers to, as ``{name key: display name}``.

    The full name, each face's name, and the Japanese names of the card and its faces.
    """
    names = [card.name, *(face.name for face in card.faces)]
    names += [n for n in (card.name_ja, *(face.name_ja for face in card.faces)) if n]
    out: dict[str, str] = {}
    for name in dict.fromkeys(names):
        key = name_key(name)
        if key:
            out.setdefault(key, name)
    return out


def _haystack(card: CardDef) -> str:
    parts = [card.name, card.name_ja or ""]
    for face in card.faces:
        parts += [face.name, face.name_ja or "", face.type_line, face.text, face.text_ja or ""]
        parts += face.keywords
        for chapter in face.chapters:
            parts += [chapter.text, chapter.text_ja or ""]
        parts += [a.text for a in face.static_abilities]
        for trigger in face.triggered_abilities:
            parts += [trigger.text, trigger.text_ja or ""]
    return "\n".join(p for p in parts if p).casefold()


class BuiltinSource:
    """The built-in catalog as a :class:`~saga_table.catalog.sources.CardSource`.

    ``cards`` defaults to :func:`load_builtin_cards`, read when first needed.
    """

    def __init__(self, cards: Sequence[CardDef] | None = None, *, label: str = "builtin") -> None:
        self.label = label
        self._given = tuple(cards) if cards is not None else None
        self._index: dict[str, list[CardDef]] | None = None
        self._keys: list[tuple[str, str]] = []
        self._names: list[tuple[CardDef, tuple[str, ...]]] = []
        self._haystacks: list[str] | None = None

    @property
    def cards(self) -> tuple[CardDef, ...]:
        """Every card of this source."""
        return self._given if self._given is not None else load_builtin_cards()

    def _ensure_index(self) -> dict[str, list[CardDef]]:
        if self._index is None:
            index: dict[str, list[CardDef]] = {}
            keys: list[tuple[str, str]] = []
            names = []
            for card in self.cards:
                card_keys = card_name_keys(card)
                for key, display in card_keys.items():
                    index.setdefault(key, []).append(card)
                    keys.append((key, display))
                names.append((card, tuple(card_keys)))
            self._keys = keys
            self._names = names
            self._index = index
        return self._index

    def by_key(self, key: str) -> list[CardDef]:
        """Cards whose full name, a face name or a Japanese name has this name key."""
        if self._index is None and self._given is None:  # until something needs every card
            return _unread_builtin_cards().by_key(key)
        return list(self._ensure_index().get(key, ()))

    def keys(self) -> Iterable[tuple[str, str]]:
        """Every (name key, display name) pair, for "did you mean" suggestions."""
        self._ensure_index()
        return list(self._keys)

    def search(self, text: str, *, limit: int = 50) -> list[CardDef]:
        """Cards whose names or texts contain ``text``; name matches first.

        Ranks: a name equal to the query, a name starting with it, a name containing it, then
        any text (chapters, rules text, type line) containing it; ties in name order.
        """
        self._ensure_index()
        if self._haystacks is None:
            self._haystacks = [_haystack(card) for card, _ in self._names]
        query_key = name_key(text)
        needle = " ".join(text.split()).casefold()
        ranked: list[tuple[int, str, CardDef]] = []
        for (card, keys), haystack in zip(self._names, self._haystacks, strict=True):
            rank = _rank(query_key, needle, keys, haystack)
            if rank is not None:
                ranked.append((rank, card.name, card))
        ranked.sort(key=lambda item: (item[0], item[1]))
        return [card for _, _, card in ranked[: max(limit, 0)]]


def _rank(query_key: str, needle: str, keys: tuple[str, ...], haystack: str) -> int | None:
    if query_key:
        if query_key in keys:
            return 0
        if any(k.startswith(query_key) for k in keys):
            return 1
        if any(query_key in k for k in keys):
            return 2
    if needle in haystack:
        return 3
    return None
