"""The setup part of the game record: players, their cards, rules and a position, as JSON data.

:mod:`.record` re-exports everything here; it is split out so that each module stays readable.
See ``resources/docs/game-record.md`` for the format.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum
from typing import Any

from saga_table.engine.card_codec import CardFormatError, card_from_dict, card_to_dict
from saga_table.engine.cards import CardDef
from saga_table.engine.position_record import (
    PositionFormatError,
    position_from_json,
    position_to_json,
)
from saga_table.engine.setup import MAX_UNSEEN_GRAVEYARD, GameSetup, PlayerSetup
from saga_table.engine.state import Edition, RuleOptions
from saga_table.engine.tx import MAX_LIFE

__all__ = [
    "MAX_COPIES",
    "MAX_SETUP_CARDS",
    "CardResolver",
    "RecordError",
    "expect",
    "setup_card_resolver",
    "setup_from_json",
    "setup_to_json",
]

#: The most cards one player's library and hand in a record may hold together: the decklist
#: limit (``saga_table.decks.MAX_DECK_CARDS``; a large cube is 720). A record of 49 kB with
#: ``{"card": "Island", "count": 250}`` 4,000 times had built a million-card library (8 s, 360 MB)
#: before the game could say anything. The total is counted before any card is made.
MAX_SETUP_CARDS = 1_000
#: The most copies one ``{"card": ..., "count": N}`` entry stands for.
MAX_COPIES = 250

#: Finds a card by name: None (or LookupError with a message) when there is no such card.
CardResolver = Callable[[str], CardDef | None]


class RecordError(ValueError):
    """The record is not one this version can read; the message says what and where."""


def _rules_to_json(rules: RuleOptions) -> dict[str, object]:
    out: dict[str, object] = {}
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        if value != f.default:
            out[f.name] = value.value if isinstance(value, Enum) else value
    return out


def setup_to_json(setup: GameSetup) -> dict[str, object]:
    """The setup, with every card definition it uses embedded under ``cards``."""
    cards: dict[str, object] = {}
    keys: dict[CardDef, str] = {}

    def ref(card: CardDef) -> str:
        # One entry per distinct definition: two cards that share a name (a catalog Plains and a
        # custom "Plains") are two entries, the second under "Plains#2", so the game replays whole.
        key = keys.get(card)
        if key is None:
            body = card_to_dict(card)
            key, n = card.name, 1
            while key in cards and cards[key] != body:
                n += 1
                key = f"{card.name}#{n}"
            cards[key] = body
            keys[card] = key
        return key

    def card_list(cs: tuple[CardDef, ...]) -> list[object]:
        out: list[object] = []
        for card in cs:
            name = ref(card)
            last = out[-1] if out else None
            if isinstance(last, dict) and last.get("card") == name:
                last["count"] = int(last["count"]) + 1
            elif last == name:
                out[-1] = {"card": name, "count": 2}
            else:
                out.append(name)
        return out

    players = []
    for p in setup.players:
        entry: dict[str, object] = {"name": p.name}
        if p.paper:
            entry["paper"] = True
        if p.life is not None:
            entry["life"] = p.life
        if p.library:
            entry["library"] = card_list(p.library)
        if p.hand:
            entry["hand"] = card_list(p.hand)
            if p.hand_count:
                entry["hand_count"] = p.hand_count
        elif p.hand_count or p.paper:
            entry["hand"] = p.hand_count  # a paper seat's hand is a number
        if p.graveyard_count:
            entry["graveyard_count"] = p.graveyard_count
        if p.commander is not None:
            entry["commander"] = ref(p.commander)
        players.append(entry)
    out: dict[str, object] = {
        "players": players,
        "seed": setup.seed,
        "starting_player": setup.starting_player,
        "shuffle": setup.shuffle,
        "opening_hands": setup.opening_hands,
        "rules": _rules_to_json(setup.rules),
    }
    if setup.position is not None:
        names = [p.name for p in setup.players]
        out["position"] = position_to_json(setup.position, names, ref)
    out["cards"] = cards
    return out


def expect(cond: bool, message: str) -> None:
    if not cond:
        raise RecordError(message)


def setup_from_json(data: object, resolve_card: CardResolver | None = None) -> GameSetup:
    """Read a setup; card names are found in its ``cards`` section, then with ``resolve_card``."""
    expect(isinstance(data, dict), "setup: expected an object")
    assert isinstance(data, dict)
    embedded: dict[str, CardDef] = {}
    raw_cards = data.get("cards", {})
    expect(isinstance(raw_cards, dict), "setup.cards: expected an object of card definitions")
    for name, body in raw_cards.items():
        try:
            embedded[name] = card_from_dict(body, where=f"setup.cards[{name!r}]")
        except CardFormatError as exc:
            raise RecordError(str(exc)) from exc

    def card(entry: object, where: str) -> CardDef:
        if isinstance(entry, dict):
            try:
                return card_from_dict(entry, where=where)
            except CardFormatError as exc:
                raise RecordError(str(exc)) from exc
        expect(isinstance(entry, str) and bool(entry.strip()), f"{where}: expected a card name")
        assert isinstance(entry, str)
        name = entry.strip()
        if name in embedded:
            return embedded[name]
        try:
            found = resolve_card(name) if resolve_card is not None else None
        except LookupError as exc:  # the resolver's own message, e.g. with suggestions
            raise RecordError(f"{where}: {exc.args[0] if exc.args else exc}") from None
        expect(found is not None, f"{where}: unknown card {name!r}")
        assert found is not None
        return found

    def card_list(raw: object, where: str) -> tuple[CardDef, ...]:
        out: list[CardDef] = []
        for i, entry in enumerate(raw if isinstance(raw, list) else ()):
            w = f"{where}[{i}]"
            if isinstance(entry, dict) and "card" in entry:
                out.extend([card(entry["card"], w)] * entry.get("count", 1))
            else:
                out.append(card(entry, w))
        return tuple(out)

    raw_players = data.get("players")
    expect(
        isinstance(raw_players, list) and 1 <= len(raw_players) <= 8,
        "setup.players: expected a list of 1 to 8 players",
    )
    assert isinstance(raw_players, list)
    players = []
    for i, p in enumerate(raw_players):
        w = f"setup.players[{i}]"
        expect(isinstance(p, dict), f"{w}: expected an object")
        name = p.get("name", f"Player {i + 1}")
        expect(isinstance(name, str) and bool(name.strip()), f"{w}.name: expected a name")
        life = p.get("life")
        expect(life is None or isinstance(life, int), f"{w}.life: expected a number")
        expect(
            life is None or abs(life) <= MAX_LIFE,
            f"{w}.life: {life} is beyond the life totals Saga Table keeps (±{MAX_LIFE:,})",
        )
        commander = p.get("commander")
        paper = p.get("paper", False)
        expect(isinstance(paper, bool), f"{w}.paper: expected true or false")
        hand_raw = p.get("hand")
        hand_count = p.get("hand_count", 0)
        if isinstance(hand_raw, int) and not isinstance(hand_raw, bool):
            expect(paper, f"{w}.hand: a deck seat's hand is a list of cards (or make it paper)")
            hand_count, hand_raw = hand_raw, None
        expect(
            isinstance(hand_count, int)
            and not isinstance(hand_count, bool)
            and 0 <= hand_count <= 500,
            f"{w}.hand: a paper seat's hand is a number of cards from 0 to 500",
        )
        graveyard_count = p.get("graveyard_count", 0)
        expect(
            isinstance(graveyard_count, int)
            and not isinstance(graveyard_count, bool)
            and 0 <= graveyard_count <= MAX_UNSEEN_GRAVEYARD
            and (paper or not graveyard_count),
            f"{w}.graveyard_count: a paper seat's unseen graveyard cards, "
            f"a number from 0 to {MAX_UNSEEN_GRAVEYARD}",
        )
        expect(
            not (paper and p.get("library")),
            f"{w}.library: a paper seat has no library in the app (its cards are on the table)",
        )
        total = _card_count(p.get("library"), f"{w}.library") + _card_count(hand_raw, f"{w}.hand")
        expect(
            total <= MAX_SETUP_CARDS,
            f"{w}: {name.strip()}'s deck has {total:,} cards (at most {MAX_SETUP_CARDS:,})",
        )
        players.append(
            PlayerSetup(
                name=name.strip(),
                library=card_list(p.get("library"), f"{w}.library"),
                hand=card_list(hand_raw, f"{w}.hand"),
                commander=None if commander is None else card(commander, f"{w}.commander"),
                life=life,
                paper=paper,
                hand_count=hand_count,
                graveyard_count=graveyard_count,
            )
        )
    rules = _rules_from_json(data.get("rules", {}))
    seed = data.get("seed", 0)
    expect(isinstance(seed, int), "setup.seed: expected a whole number")
    start = data.get("starting_player", 0)
    if isinstance(start, str):
        names = [p.name for p in players]
        expect(start in names, f"setup.starting_player: no player named {start!r}")
        start = names.index(start)
    expect(
        isinstance(start, int) and 0 <= start < len(players),
        "setup.starting_player: expected a player's number or name",
    )
    position = None
    if data.get("position") is not None:
        try:
            position = position_from_json(
                data["position"], [p.name for p in players], lambda e, w: card(e, w)
            )
        except PositionFormatError as exc:
            raise RecordError(str(exc)) from None
        expect(
            not data.get("opening_hands", False),
            "setup.opening_hands: a position is a game under way, with no opening hands",
        )
    try:
        return GameSetup(
            players=tuple(players),
            seed=seed,
            rules=rules,
            starting_player=start,
            shuffle=bool(data.get("shuffle", True)),
            opening_hands=bool(data.get("opening_hands", False)),
            position=position,
        )
    except ValueError as exc:
        raise RecordError(f"setup: {exc}") from exc


def _card_count(raw: object, where: str) -> int:
    """The number of cards a library or hand list stands for, each entry's count checked; read
    before any card is made, so a huge total costs nothing."""
    if raw is None:
        return 0
    expect(isinstance(raw, list), f"{where}: expected a list of cards")
    assert isinstance(raw, list)
    total = 0
    for i, entry in enumerate(raw):
        count = entry.get("count", 1) if isinstance(entry, dict) and "card" in entry else 1
        expect(
            isinstance(count, int) and not isinstance(count, bool) and 0 < count <= MAX_COPIES,
            f"{where}[{i}].count: 1 to {MAX_COPIES}",
        )
        total += count
    return total


def _rules_from_json(raw: object) -> RuleOptions:
    expect(isinstance(raw, dict), "setup.rules: expected an object")
    assert isinstance(raw, dict)
    known = {f.name: f for f in dataclasses.fields(RuleOptions)}
    values: dict[str, Any] = {}
    for key, value in raw.items():
        expect(key in known, f"setup.rules: unknown option {key!r} (known: {', '.join(known)})")
        if key == "edition":
            try:
                values[key] = Edition(value)
            except ValueError:
                raise RecordError(
                    f"setup.rules.edition: {value!r} is not one of "
                    + ", ".join(e.value for e in Edition)
                ) from None
        elif key == "first_player_skips_draw":
            expect(
                value is None or isinstance(value, bool), f"setup.rules.{key}: true, false or null"
            )
            values[key] = value
        elif isinstance(known[key].default, bool):
            expect(isinstance(value, bool), f"setup.rules.{key}: expected true or false")
            values[key] = value
        else:
            low, high = _RULE_BOUNDS.get(key, (0, _MAX_RULE_NUMBER))
            expect(
                isinstance(value, int) and not isinstance(value, bool) and low <= value <= high,
                f"setup.rules.{key}: expected a whole number from {low:,} to {high:,}",
            )
            values[key] = value
    return RuleOptions(**values)


#: The numbers a table may set, within what the engine keeps (a life total stays within
#: ±MAX_LIFE; a hand size beyond a million cards means nothing at a table).
_MAX_RULE_NUMBER = 1_000_000
_RULE_BOUNDS = {"starting_life": (1, MAX_LIFE), "max_hand_size": (0, _MAX_RULE_NUMBER)}


def setup_card_resolver(
    setup: GameSetup, resolve_card: CardResolver | None = None, raw_setup: object = None
) -> CardResolver:
    """Finds a card an action names: among the cards of the setup (and the cards embedded in
    the record's ``setup.cards``), then with ``resolve_card``."""
    known: dict[str, CardDef] = {}
    cards: list[CardDef] = []
    for p in setup.players:
        cards += [*p.library, *p.hand, *([p.commander] if p.commander else [])]
    if setup.position is not None:
        cards += [perm.card for perm in setup.position.battlefield]
        for _pid, zone_cards in (*setup.position.graveyard, *setup.position.exile):
            cards += zone_cards
    raw_cards = raw_setup.get("cards") if isinstance(raw_setup, dict) else None
    for body in raw_cards.values() if isinstance(raw_cards, dict) else ():
        try:
            cards.append(card_from_dict(body))
        except CardFormatError:  # pragma: no cover - setup_from_json has read them already
            continue
    for card in cards:
        known.setdefault(card.name, card)
        known.setdefault(card.name.casefold(), card)

    def find(name: str) -> CardDef | None:
        found = known.get(name) or known.get(name.casefold())
        if found is not None:
            return found
        return resolve_card(name) if resolve_card is not None else None

    return find
