"""Saved games: Save, Open, and exporting the game log as text.

A saved game is the game record (``saga_table.engine.record``: the setup with its card
definitions, and the action log) plus the redo history, as UTF-8 JSON with one action per line.
Opening replays it. Writing is atomic (:func:`~saga_table.persistence._files.atomic_write`);
opening never writes.

>>> import tempfile, pathlib
>>> from saga_table.engine import CardDef, Game, GameSetup, PlayerSetup, actions as a
>>> saga = CardDef.saga("Tale", chapters={1: "one", 2: "two", 3: "three"})
>>> game = Game(GameSetup(players=(PlayerSetup("Ann", hand=(saga,)),), shuffle=False))
>>> _ = game.apply(a.PutOntoBattlefield(game.state.zone(0, "hand")[0]))
>>> folder = tempfile.TemporaryDirectory()
>>> path = pathlib.Path(folder.name) / "tale.json"
>>> save_game(game, path)
>>> loaded = load_game(path)
>>> loaded.game.state == game.state, loaded.game.actions == game.actions, loaded.warning
(True, True, None)
>>> folder.cleanup()
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from saga_table.engine.game import Game
from saga_table.persistence._files import atomic_write, read_bytes_limited
from saga_table.persistence._records import (
    CardResolver,
    UnreadableError,
    build_game,
    parse_json,
    record_of,
)
from saga_table.persistence.log_text import game_log_text
from saga_table.words.translation import translate

__all__ = [
    "MAX_SAVE_BYTES",
    "SAVE_SUFFIX",
    "LoadResult",
    "SaveFileError",
    "export_log",
    "format_record",
    "load_game",
    "save_game",
    "free_path",
    "suggest_file_name",
]

#: The extension of saved games (they are JSON; ``saga-table replay`` reads them too).
SAVE_SUFFIX = ".json"
#: A saved game of ten thousand actions is under a megabyte; a much larger file is not one.
MAX_SAVE_BYTES = 64 * 1024 * 1024


class SaveFileError(Exception):
    """A game could not be saved or opened. ``problem`` says what is wrong and where (line and
    column, byte offset, or the record's own message); ``str()`` adds the file's path."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(translate("Files", "{path}: {problem}").format(path=path, problem=problem))
        self.path = path
        self.problem = problem


@dataclass(frozen=True, slots=True)
class LoadResult:
    """An opened game. ``warning``: the file could only be partly used (for instance "action 37
    (AddCounters) is not legal: ...; the game was loaded up to action 36"); show it."""

    game: Game
    warning: str | None = None


def format_record(data: dict[str, Any]) -> str:
    """A record as JSON text a person can read and diff: the setup indented, one action a line."""
    parts = []
    for key, value in data.items():
        if key in ("actions", "redo") and isinstance(value, list) and value:
            lines = ",\n".join(
                "    " + json.dumps(item, ensure_ascii=False, separators=(", ", ": "))
                for item in value
            )
            body = f"[\n{lines}\n  ]"
        else:
            body = json.dumps(value, ensure_ascii=False, indent=2).replace("\n", "\n  ")
        parts.append(f"  {json.dumps(key)}: {body}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def save_game(game: Game, path: str | os.PathLike[str]) -> None:
    """Write ``game`` (its record and its redo history) to ``path``, atomically: until the new
    file is complete and on disk, the old file at ``path`` is untouched.

    Raises :class:`SaveFileError` if the file cannot be written.
    """
    target = Path(path)
    try:
        data = format_record(record_of(game)).encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate ("\ud800") cannot be written as UTF-8
        raise SaveFileError(
            target, f"was not written: the game holds text that is not valid Unicode ({exc.reason})"
        ) from None
    try:
        atomic_write(target, data)
    except OSError as exc:
        raise SaveFileError(target, _could_not("written", exc)) from exc


def _could_not(what: str, exc: OSError) -> str:
    reason = exc.strerror or str(exc)
    if what == "read":
        return translate("Files", "could not be read: {reason}").format(reason=reason)
    return translate("Files", "could not be written: {reason}").format(reason=reason)


def load_game(path: str | os.PathLike[str], resolve_card: CardResolver | None = None) -> LoadResult:
    """Open a saved game (or any game record, such as a hand-written one).

    Card names the record does not define are looked up with ``resolve_card``. Raises
    :class:`SaveFileError` for a file that cannot be used at all: missing, unreadable, not a
    game (an image, a decklist, other JSON), from a newer version, cut short or damaged. A record
    whose action log goes wrong part-way is loaded up to the bad action, with a warning. The file
    is only read.
    """
    source = Path(path)
    try:
        data = read_bytes_limited(source, MAX_SAVE_BYTES)
    except OSError as exc:
        raise SaveFileError(source, _could_not("read", exc)) from exc
    except ValueError as exc:
        raise SaveFileError(
            source, translate("Files", "is not a saved game: {reason}").format(reason=exc)
        ) from None
    from saga_table.decks.records import DecklistRecordError, expand_decklists

    try:
        record = parse_json(data, what="the file")
        record = expand_decklists(record, base_dir=source.parent)
        built = build_game(record, resolve_card, verb="loaded")
    except UnreadableError as exc:
        raise SaveFileError(source, str(exc)) from None
    except DecklistRecordError as exc:
        raise SaveFileError(source, str(exc)) from None
    return LoadResult(built.game, built.warning)


def export_log(game: Game, path: str | os.PathLike[str], lang: str = "en") -> None:
    """Write the game log as plain UTF-8 text, a sentence per event, in English (``"en"``) or
    Japanese (``"ja"``). Raises :class:`SaveFileError` if it cannot be written."""
    target = Path(path)
    text = game_log_text(game, lang)
    try:
        atomic_write(target, text.encode("utf-8"))
    except OSError as exc:
        raise SaveFileError(target, _could_not("written", exc)) from exc


_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def suggest_file_name(
    game: Game, when: datetime | None = None, *, suffix: str = SAVE_SUFFIX
) -> str:
    """A file name for Save As (or, with ``suffix=".txt"``, Export log): the date, then the
    players, which is how a shelf of saved games sorts and reads.

    >>> from saga_table.engine import Game, GameSetup, PlayerSetup
    >>> game = Game(GameSetup(players=tuple(PlayerSetup(n) for n in ("Ann", "Ben", "Cleo/2"))))
    >>> suggest_file_name(game, datetime(2026, 12, 1, 14, 25))
    '2026-12-01 Ann Ben Cleo_2.json'
    """
    names = " ".join(p.name for p in game.setup.players)
    stamp = (when or datetime.now()).strftime("%Y-%m-%d")
    stem = _UNSAFE.sub("_", f"{stamp} {names}").strip(" .")[:120] or "game"
    return stem + suffix


def free_path(folder: Path, name: str) -> Path:
    """``folder / name``, or the first of ``name (2)``, ``name (3)``... that is not taken: a
    suggested name never offers to overwrite an earlier game of the same day."""
    target = folder / name
    stem, suffix = target.stem, target.suffix
    number = 2
    while target.exists() and number < 1000:
        target = folder / f"{stem} ({number}){suffix}"
        number += 1
    return target
