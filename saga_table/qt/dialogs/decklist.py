"""Decklists for a new game: read one (from a file or the clipboard), count it, and say every
line that could not be used, with the catalog's "did you mean" hints, before the game starts.

:func:`check_decklist` is the reading (the :mod:`saga_table.decks` parser, then each name looked
up in the card catalog); :class:`DeckRowTools` are the widgets a New game row gets for it (Paste,
and a line saying the count and the problems); :func:`goldfish_setup` and
:func:`restart_setup` make the games Ctrl+O on a decklist and Game > Restart start.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from saga_table.decks.model import MAX_DECK_CARDS
from saga_table.decks.parse import MAX_DECKLIST_BYTES
from saga_table.engine.cards import CardDef
from saga_table.engine.setup import GameSetup, PlayerSetup

__all__ = [
    "MAX_DECK_CARDS",
    "MAX_DECKLIST_BYTES",
    "DeckCheck",
    "DeckRowTools",
    "check_decklist",
    "check_decklist_file",
    "goldfish_setup",
    "new_seed",
    "restart_setup",
]


#: ``lookup(name)`` gives an object with ``card`` (a CardDef or None) and ``suggestions``.
Lookup = Callable[[str], Any]


translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class DeckCheck:
    """A decklist as read: its main deck's (and commander's) cards, and every problem, worded
    for the player (a line number and what is wrong, with suggestions for an unknown name)."""

    label: str
    cards: tuple[CardDef, ...]
    problems: tuple[str, ...] = ()

    @property
    def count(self) -> int:
        return len(self.cards)

    def summary(self) -> str:
        """ "60 cards", "58 cards · 2 problems"."""
        text = translate("Decklist", "{count} cards").format(count=self.count)
        if self.problems:
            text += " · " + translate("Decklist", "{count} problem(s)").format(
                count=len(self.problems)
            )
        return text


def default_lookup() -> Lookup:
    """The app's card lookup (custom, imported, built-in cards)."""
    from saga_table.catalog.lookup import default_lookup as catalog_lookup
    from saga_table.persistence.paths import app_paths

    return catalog_lookup(app_paths().data_dir).find


def check_decklist(
    text: str, *, label: str, filename: str | None = None, lookup: Lookup | None = None
) -> DeckCheck:
    """Read ``text`` as a decklist and look up each name."""
    from saga_table.decks import Section, parse_decklist

    find = lookup if lookup is not None else default_lookup()
    deck = parse_decklist(text, filename=filename)
    problems: list[tuple[int, str]] = [(p.line, _line(p.line, p.reason)) for p in deck.problems]
    cards: list[CardDef] = []
    found: dict[str, Any] = {}
    for entry in deck.entries:
        if entry.section not in (Section.MAIN, Section.COMMANDER):
            continue
        if entry.name not in found:
            found[entry.name] = find(entry.name)
        result = found[entry.name]
        card = getattr(result, "card", None)
        if card is None:
            problems.append((entry.line, _unknown(entry.line, entry.name, result)))
            continue
        room = MAX_DECK_CARDS - len(cards)
        if entry.count > room:
            problems.append(
                (
                    entry.line,
                    _line(
                        entry.line,
                        translate(
                            "Decklist", "more than {limit} cards: the rest is left out"
                        ).format(limit=MAX_DECK_CARDS),
                    ),
                )
            )
        cards.extend([card] * min(entry.count, room))
    if not deck.entries and not problems:
        problems.append((0, translate("Decklist", "No cards: this does not read as a decklist.")))
    problems.sort(key=lambda p: p[0])
    return DeckCheck(label, tuple(cards), tuple(text for _line_no, text in problems))


def check_decklist_file(path: str | Path, *, lookup: Lookup | None = None) -> DeckCheck:
    """Read a decklist file as the decklist readers do (at most :data:`MAX_DECKLIST_BYTES`, no
    device or pipe); a file that cannot be read is one problem, never an exception."""
    from saga_table.decks import decode_decklist
    from saga_table.decks.parse import read_decklist_bytes

    source = Path(path)
    try:
        data = read_decklist_bytes(source)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return DeckCheck(
            source.name,
            (),
            (translate("Decklist", "Cannot read the file: {reason}").format(reason=reason),),
        )
    if not isinstance(data, bytes):  # a device, a pipe, or a file too large to be a decklist
        return DeckCheck(source.name, (), (data.reason,))
    text, note = decode_decklist(data)
    if text is None:
        return DeckCheck(
            source.name, (), (translate("Decklist", "The file is not text: it is not a decklist."),)
        )
    check = check_decklist(text, label=source.name, filename=source.name, lookup=lookup)
    if note is not None:
        check = replace(check, problems=(_line(note.line, note.reason), *check.problems))
    return check


def _line(line: int, reason: str) -> str:
    if line:
        return translate("Decklist", "Line {line}: {reason}").format(line=line, reason=reason)
    return reason


def _unknown(line: int, name: str, result: object) -> str:
    suggestions = tuple(getattr(result, "suggestions", ()) or ())
    if suggestions:
        return translate(
            "Decklist", "Line {line}: no card is called “{name}”. Did you mean {names}?"
        ).format(
            line=line,
            name=name,
            names=translate("Decklist", ", ").join(f"“{s}”" for s in suggestions[:3]),
        )
    return translate("Decklist", "Line {line}: no card is called “{name}”.").format(
        line=line, name=name
    )


# ---------------------------------------------------------------------------- games


def new_seed() -> int:
    """A fresh shuffle seed (the game record keeps it, so a replay stays exact)."""
    return secrets.randbelow(2**31 - 1)


def restart_setup(setup: GameSetup, *, seed: int | None = None) -> GameSetup:
    """The same players, decks and rules, shuffled anew (with opening hands when the game had
    libraries to draw from)."""
    return replace(setup, seed=new_seed() if seed is None else seed)


def goldfish_setup(check: DeckCheck, *, name: str, seed: int | None = None) -> GameSetup:
    """One player alone with this deck: shuffled, an opening hand to keep or mulligan."""
    return GameSetup(
        players=(PlayerSetup(name, library=check.cards),),
        seed=new_seed() if seed is None else seed,
        opening_hands=bool(check.cards),
    )


# ---------------------------------------------------------------------------- the row's tools


class DeckRowTools(QObject):
    """For one player's row of New game: a Paste button (a decklist from the clipboard, such as
    MTG Arena's Export) and a line with the chosen deck's count and problems.

    ``check`` is the deck read for the row (None for no deck); ``pasted`` the pasted one, if
    any. ``changed`` is emitted whenever ``check`` changes.
    """

    changed = Signal()

    def __init__(self, number: int, parent: QWidget, lookup: Callable[[], Lookup]) -> None:
        super().__init__(parent)
        self._lookup = lookup
        self.check: DeckCheck | None = None
        self.pasted: DeckCheck | None = None
        self.paste_button = QPushButton(translate("Decklist", "Paste"))
        self.paste_button.setAccessibleName(
            translate("Decklist", "Paste a decklist from the clipboard for player {number}").format(
                number=number
            )
        )
        self.paste_button.setToolTip(
            translate("Decklist", "Use the decklist on the clipboard (MTG Arena: Export)")
        )
        self.status = QLabel()
        self.status.setAccessibleName(
            translate("Decklist", "Deck of player {number}: count").format(number=number)
        )

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.paste_button, self.status)

    def paste(self) -> DeckCheck | None:
        """Read the clipboard's text as a decklist (None, said on the row, if it holds none)."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.status.setText(translate("Decklist", "The clipboard holds no text."))
            return None
        self.pasted = check_decklist(
            text[:MAX_DECKLIST_BYTES],
            label=translate("Decklist", "Pasted decklist"),
            lookup=self._lookup(),
        )
        return self.pasted

    def read_file(self, path: str) -> DeckCheck:
        return check_decklist_file(path, lookup=self._lookup())

    def show(self, check: DeckCheck | None) -> None:
        self.check = check
        if check is None:
            self.status.setText("")
            self.status.setToolTip("")
        else:
            self.status.setText(check.summary())
            self.status.setToolTip("\n".join(check.problems))
        self.changed.emit()
