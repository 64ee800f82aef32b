"""Game records that start from a decklist.

A player in a record's setup may give ``"deck": "my-deck.txt"`` (a decklist file, relative to the
record) or ``"decklist": "4 History of Benalia\\n20 Plains"`` (the list itself) instead of a
``library``. :func:`expand_decklists` turns either into an ordinary ``library`` of card names (the
main deck; the commander into ``commander``), so the engine's record reader never sees a
decklist. Any line the parser could not use is a problem: the record is not read half-right.
"""

from __future__ import annotations

import copy
from pathlib import Path

from saga_table.decks.model import MAX_DECK_CARDS, DeckList, Section
from saga_table.decks.parse import parse_decklist, parse_decklist_file
from saga_table.engine.setup_record import MAX_COPIES

__all__ = ["DecklistRecordError", "expand_decklists"]


class DecklistRecordError(ValueError):
    """A decklist in a record could not be used; the message says which player, line and why."""


def _library(deck: DeckList) -> list[dict[str, object]]:
    library: list[dict[str, object]] = []
    for entry in deck.section(Section.MAIN):
        library.append({"card": entry.name, "count": entry.count})
    return library


def _check_size(deck: DeckList, label: str, name: object) -> None:
    """Refuse a main deck the record could not hold, naming the line, before any card is made."""
    main = deck.section(Section.MAIN)
    for entry in main:
        if entry.count > MAX_COPIES:
            raise DecklistRecordError(
                f"{label}: line {entry.line}: {entry.count} copies of {entry.name} "
                f"(a record takes at most {MAX_COPIES} of one card): {entry.source_text!r}"
            )
    total = sum(entry.count for entry in main)
    if total > MAX_DECK_CARDS:
        who = name.strip() if isinstance(name, str) and name.strip() else "the player"
        raise DecklistRecordError(
            f"{label}: {who}'s deck has {total:,} cards (at most {MAX_DECK_CARDS:,})"
        )


def expand_decklists(data: object, *, base_dir: Path) -> object:
    """A copy of the record ``data`` with every player's ``deck``/``decklist`` made a library.

    Raises :class:`DecklistRecordError` when a decklist cannot be read or has unusable lines.
    Data that is not a record with players is returned as it is, for the record reader to judge.
    """
    if not isinstance(data, dict):
        return data
    setup = data.get("setup")
    players = setup.get("players") if isinstance(setup, dict) else None
    if not isinstance(players, list) or not any(
        isinstance(p, dict) and ("deck" in p or "decklist" in p) for p in players
    ):
        return data
    out = copy.deepcopy(data)
    for index, player in enumerate(out["setup"]["players"]):
        if not isinstance(player, dict) or not ("deck" in player or "decklist" in player):
            continue
        where = f"setup.players[{index}]"
        if "library" in player:
            raise DecklistRecordError(f"{where}: give a library or a deck, not both")
        if "deck" in player:
            raw = player.pop("deck")
            if not isinstance(raw, str):
                raise DecklistRecordError(f"{where}.deck: expected a file name")
            path = (base_dir / raw).resolve()
            try:
                deck = parse_decklist_file(path)
            except OSError as exc:
                raise DecklistRecordError(
                    f"{where}.deck: cannot read {path}: {exc.strerror or exc}"
                ) from None
            label = f"{where}.deck ({raw})"
        else:
            raw = player.pop("decklist")
            if not isinstance(raw, str):
                raise DecklistRecordError(f"{where}.decklist: expected the list as text")
            deck = parse_decklist(raw)
            label = f"{where}.decklist"
        if deck.problems:
            first = deck.problems[0]
            more = f" (and {len(deck.problems) - 1} more)" if len(deck.problems) > 1 else ""
            raise DecklistRecordError(
                f"{label}: line {first.line}: {first.reason}: {first.text!r}{more}"
            )
        _check_size(deck, label, player.get("name", f"Player {index + 1}"))
        player["library"] = _library(deck)
        commanders = deck.section(Section.COMMANDER)
        if commanders and "commander" not in player:
            player["commander"] = commanders[0].name
    return out
