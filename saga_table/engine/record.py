"""The game record: setup plus action log, as JSON-able data a person can read and write by hand.

The format is documented in ``resources/docs/game-record.md``. A record written by the app refers
to objects by their numeric ids and embeds every card definition it uses, so it replays anywhere.
A hand-written record may refer to cards, permanents and players by name instead: a name is
resolved when its action is applied, against the game as it is at that moment.

This module turns data into values and back; reading and writing files is the persistence layer's
job.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
from collections.abc import Mapping
from enum import Enum
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine.card_codec import CardFormatError, card_from_dict, card_to_dict
from saga_table.engine.cards import CardDef, ContinuousEffectSpec, parse_roman
from saga_table.engine.combat import CombatHit
from saga_table.engine.game import Game
from saga_table.engine.ids import OPPONENT, ObjectId, PlayerId, Zone
from saga_table.engine.setup_record import (
    CardResolver,
    RecordError,
    expect,
    setup_card_resolver,
    setup_from_json,
    setup_to_json,
)
from saga_table.engine.state import GameState, OrderTriggersDecision
from saga_table.engine.tx import IllegalActionError
from saga_table.engine.values import dataclass

__all__ = [
    "FORMAT",
    "CardResolver",
    "VERSION",
    "RecordError",
    "ReplayError",
    "ReplayResult",
    "action_from_json",
    "action_to_json",
    "game_to_json",
    "replay",
    "setup_card_resolver",
    "setup_from_json",
    "setup_to_json",
]

FORMAT = "saga-table-game"
VERSION = 1


@dataclass(frozen=True, slots=True)
class ReplayError:
    """Action number ``position`` (1-based) could not be applied; the game stops before it."""

    position: int
    action: object
    reason: str

    def __str__(self) -> str:
        kind = self.action.get("type", "?") if isinstance(self.action, dict) else "?"
        return f"action {self.position} ({kind}): {self.reason}"


@dataclass(slots=True)
class ReplayResult:
    game: Game
    error: ReplayError | None = None


# ---------------------------------------------------------------------------- values -> JSON


def _encode(value: object) -> object:
    if value is None or (isinstance(value, (bool, int, str)) and not isinstance(value, Enum)):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if isinstance(value, CardDef):
        return card_to_dict(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, object] = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if f.default is not dataclasses.MISSING and v == f.default:
                continue
            out[f.name] = _encode(v)
        return out
    raise TypeError(f"cannot write {value!r} to a record")


def action_to_json(action: a.Action) -> dict[str, object]:
    """An action as JSON data: ``{"type": "AddCounters", "object": 12, "amount": 2}``."""
    body = _encode(action)
    assert isinstance(body, dict)
    return {"type": type(action).__name__, **body}


def game_to_json(game: Game) -> dict[str, object]:
    """The whole record of a game: format, version, setup and action log."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup_to_json(game.setup),
        "actions": [action_to_json(act) for act in game.actions],
    }


# ---------------------------------------------------------------------------- JSON -> actions

_BATTLEFIELD = (Zone.BATTLEFIELD,)
_CARD_ZONES = (Zone.HAND, Zone.COMMAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)
_ANY = (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND, Zone.LIBRARY)

#: Where a name given for an object field is looked for, in order.
_ZONES_FOR: dict[tuple[str, str], tuple[Zone, ...]] = {
    ("PutOntoBattlefield", "card"): _CARD_ZONES,
    ("CastSpell", "card"): _CARD_ZONES,
    ("PlayLand", "card"): (Zone.HAND,),
    ("MoveObject", "object"): _ANY,
    ("DiscardToHandSize", "cards"): (Zone.HAND,),
    ("KeepLegend", "keep"): _BATTLEFIELD,
    ("KeepHand", "bottom"): (Zone.HAND,),
    ("ReorderLibraryTop", "top"): (Zone.LIBRARY,),
    ("ReorderLibraryTop", "bottom"): (Zone.LIBRARY,),
    ("ReorderLibraryTop", "graveyard"): (Zone.LIBRARY,),
    ("SearchLibrary", "card"): (Zone.LIBRARY,),
}


class _Context:
    def __init__(
        self,
        state: GameState,
        action_name: str,
        raw: Mapping[str, object],
        resolve_card: CardResolver | None = None,
    ) -> None:
        self.state = state
        self.action_name = action_name
        self.raw = raw
        self.resolve_card = resolve_card
        self.used: set[ObjectId] = set()

    def card(self, name: str, where: str) -> CardDef:
        """A card given by name in an action (PutCardOntoBattlefield, CastCard, CreateToken)."""
        expect(bool(name.strip()), f"{where}: expected a card name or a card object")
        try:
            found = self.resolve_card(name.strip()) if self.resolve_card is not None else None
        except LookupError as exc:
            raise RecordError(f"{where}: {exc.args[0] if exc.args else exc}") from None
        expect(found is not None, f"{where}: unknown card {name.strip()!r}")
        assert found is not None
        return found

    def player(self, ref: object, where: str) -> PlayerId:
        players = self.state.players
        if isinstance(ref, bool):
            raise RecordError(f"{where}: expected a player's number or name")
        if isinstance(ref, int):
            if ref == OPPONENT and self.state.opponent is not None:
                return OPPONENT  # the goldfish opponent (attacked, or its life changed)
            expect(0 <= ref < len(players), f"{where}: there is no player {ref}")
            return PlayerId(ref)
        if isinstance(ref, str):
            for p in players:
                if p.name.casefold() == ref.strip().casefold():
                    return p.id
            raise RecordError(f"{where}: no player named {ref!r}")
        raise RecordError(f"{where}: expected a player's number or name")

    def _owner_hint(self) -> PlayerId | None:
        for key in ("player", "controller"):
            value = self.raw.get(key)
            if value is not None:
                try:
                    return self.player(value, key)
                except RecordError:
                    return None
        return None

    def obj(self, ref: object, where: str, field_name: str) -> ObjectId:
        if isinstance(ref, bool):
            raise RecordError(f"{where}: expected an object id or a name")
        if isinstance(ref, int):
            return ObjectId(ref)
        if not isinstance(ref, str) or not ref.strip():
            raise RecordError(f"{where}: expected an object id or a name")
        if self.action_name == "OrderTriggers":
            return self._trigger(ref, where)
        if self.action_name == "CounterStackItem":
            return self._stack_item(ref, where)
        zones = _ZONES_FOR.get((self.action_name, field_name), _BATTLEFIELD)
        return self._named(ref.strip(), zones, where)

    def _names_of(self, oid: ObjectId) -> set[str]:
        obj = self.state.objects[oid]
        names = {obj.name, obj.card.name, *(f.name for f in obj.card.faces)}
        names |= {n for n in (obj.printed.name_ja, obj.card.name_ja) if n}
        return {n.casefold() for n in names}

    def _named(self, name: str, zones: tuple[Zone, ...], where: str) -> ObjectId:
        st = self.state
        key = name.casefold()
        hint = self._owner_hint()
        owners = [hint] if hint is not None else []
        owners += [st.turn.active] + [p.id for p in st.players]
        for zone in zones:
            if zone is Zone.BATTLEFIELD:
                found = [
                    i for i in st.battlefield if key in self._names_of(i) and i not in self.used
                ]
                if len(found) > 1:
                    raise RecordError(
                        f"{where}: {len(found)} permanents are named {name!r} "
                        f"(ids {', '.join(str(i) for i in found)}); give the id instead"
                    )
                if found:
                    self.used.add(found[0])
                    return found[0]
                continue
            for owner in dict.fromkeys(owners):
                for i in st.zones.get((owner, zone), ()):
                    if key in self._names_of(i) and i not in self.used:
                        self.used.add(i)
                        return i
        zone_names = ", ".join(z.value for z in zones)
        raise RecordError(f"{where}: no card named {name!r} in the {zone_names}")

    def _stack_item(self, ref: str, where: str) -> ObjectId:
        st = self.state
        if ref.strip().casefold() == "top":
            expect(bool(st.stack), f"{where}: the stack is empty")
            return st.stack[-1].id
        name, chapter = _split_chapter(ref)
        for item in reversed(st.stack):
            if item.source_name.casefold() == name.casefold() and (
                chapter is None or item.chapter == chapter
            ):
                return item.id
        raise RecordError(f"{where}: nothing named {ref!r} is on the stack")

    def _trigger(self, ref: str, where: str) -> ObjectId:
        decision = self.state.decision
        expect(isinstance(decision, OrderTriggersDecision), f"{where}: no triggers to order")
        assert isinstance(decision, OrderTriggersDecision)
        name, chapter = _split_chapter(ref)
        for item in decision.triggers:
            if item.id in self.used:
                continue
            by_name = item.source_name.casefold() == name.casefold()
            if (by_name or name.casefold() == "chapter") and (
                chapter is None or item.chapter == chapter
            ):
                self.used.add(item.id)
                return item.id
        raise RecordError(f"{where}: no waiting ability matches {ref!r}")


def _split_chapter(ref: str) -> tuple[str, int | None]:
    """``"History of Benalia: II"`` -> ("History of Benalia", 2); ``"chapter 3"`` too."""
    text = ref.strip()
    for sep in (":", "#"):
        if sep in text:
            name, _, number = text.rpartition(sep)
            return name.strip(), _chapter_number(number)
    parts = text.split()
    if len(parts) == 2 and parts[0].casefold() == "chapter":
        return "chapter", _chapter_number(parts[1])
    return text, None


def _chapter_number(text: str) -> int | None:
    text = text.strip()
    if text.isdigit():
        return int(text)
    try:
        return parse_roman(text)
    except ValueError:
        raise RecordError(f"{text!r} is not a chapter number") from None


def _decode(hint: Any, raw: object, ctx: _Context, where: str, field_name: str) -> object:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        if raw is None and type(None) in args:
            return None
        inner = [t for t in args if t is not type(None)]
        for option in inner[:-1]:
            try:
                return _decode(option, raw, ctx, where, field_name)
            except RecordError:
                continue
        return _decode(inner[-1], raw, ctx, where, field_name)
    if hint is ObjectId:
        return ctx.obj(raw, where, field_name)
    if hint is PlayerId:
        return ctx.player(raw, where)
    if origin is tuple:
        args = typing.get_args(hint)
        expect(isinstance(raw, list), f"{where}: expected a list")
        assert isinstance(raw, list)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(
                _decode(args[0], r, ctx, f"{where}[{i}]", field_name) for i, r in enumerate(raw)
            )
        expect(len(raw) == len(args), f"{where}: expected {len(args)} items")
        return tuple(
            _decode(t, r, ctx, f"{where}[{i}]", field_name)
            for i, (t, r) in enumerate(zip(args, raw, strict=True))
        )
    if hint is CardDef:
        if isinstance(raw, str):
            return ctx.card(raw, where)
        try:
            return card_from_dict(raw, where=where)
        except CardFormatError as exc:
            raise RecordError(str(exc)) from exc
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(raw)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in hint)
            raise RecordError(f"{where}: {raw!r} is not one of {allowed}") from None
    if hint is bool:
        expect(isinstance(raw, bool), f"{where}: expected true or false")
        return raw
    if hint is int:
        expect(
            isinstance(raw, int) and not isinstance(raw, bool), f"{where}: expected a whole number"
        )
        return raw
    if hint is str:
        expect(isinstance(raw, str), f"{where}: expected text")
        return raw
    if hint in (CombatHit, ContinuousEffectSpec):
        return _decode_dataclass(hint, raw, ctx, where)
    raise RecordError(f"{where}: cannot read a value of type {hint}")  # pragma: no cover


@functools.cache
def _fields_of(cls: type) -> tuple[dict[str, Any], dict[str, dataclasses.Field[Any]]]:
    return typing.get_type_hints(cls), {f.name: f for f in dataclasses.fields(cls)}


def _decode_dataclass(cls: type, raw: object, ctx: _Context, where: str) -> object:
    expect(isinstance(raw, dict), f"{where}: expected an object")
    assert isinstance(raw, dict)
    hints, fields = _fields_of(cls)
    values = {}
    for key, value in raw.items():
        if key == "type":
            continue
        expect(
            key in fields, f"{where}: unknown field {key!r} (known: {', '.join(fields) or 'none'})"
        )
        values[key] = _decode(hints[key], value, ctx, f"{where}.{key}", key)
    missing = [
        n
        for n, f in fields.items()
        if n not in values
        and f.default is dataclasses.MISSING
        and f.default_factory is dataclasses.MISSING
    ]
    expect(not missing, f"{where}: missing {', '.join(missing)}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise RecordError(f"{where}: {exc}") from exc


def action_from_json(
    data: object,
    state: GameState,
    *,
    where: str = "action",
    resolve_card: CardResolver | None = None,
) -> a.Action:
    """Read one action, resolving names against ``state`` (the game just before it); a card
    given by name is found with ``resolve_card``."""
    expect(isinstance(data, dict), f'{where}: expected an object with a "type"')
    assert isinstance(data, dict)
    name = data.get("type")
    expect(isinstance(name, str), f'{where}: missing "type"')
    assert isinstance(name, str)
    cls = a.ACTION_TYPES.get(name)
    if cls is None:
        raise RecordError(f"{where}: unknown action type {name!r}")
    ctx = _Context(state, name, data, resolve_card)
    action = _decode_dataclass(cls, data, ctx, where)
    return action  # type: ignore[return-value]


# ---------------------------------------------------------------------------- replay


def replay(data: object, resolve_card: CardResolver | None = None) -> ReplayResult:
    """Build the game a record describes. Stops at the first action that cannot be read or is not
    legal, and says which one and why; the game returned is the game up to that action.

    Raises :class:`RecordError` when the record as a whole is unreadable (not a record, a newer
    version, a broken setup).
    """
    expect(isinstance(data, dict), "not a Saga Table game record: expected a JSON object")
    assert isinstance(data, dict)
    fmt = data.get("format")
    expect(fmt == FORMAT, f"not a Saga Table game record (format is {fmt!r}, expected {FORMAT!r})")
    version = data.get("version")
    expect("version" in data, "the record has no version number")
    expect(  # true is an int in Python: it had been read as version 1
        isinstance(version, int) and not isinstance(version, bool) and version >= 1,
        f"version: {json.dumps(version)[:40]} is not a version number (expected a whole number, "
        f"such as {VERSION})",
    )
    assert isinstance(version, int)
    if version > VERSION:
        raise RecordError(
            f"the record is version {version}, made by a newer Saga Table; this one reads "
            f"version {VERSION} and older"
        )
    setup = setup_from_json(data.get("setup"), resolve_card)
    game = Game(setup)
    find_card = setup_card_resolver(setup, resolve_card, data.get("setup"))
    raw_actions = data.get("actions", [])
    expect(isinstance(raw_actions, list), "actions: expected a list")
    assert isinstance(raw_actions, list)
    for index, raw in enumerate(raw_actions, start=1):
        try:
            action = action_from_json(
                raw, game.state, where=f"actions[{index - 1}]", resolve_card=find_card
            )
            game.apply(action)
        except (RecordError, IllegalActionError) as exc:
            return ReplayResult(game, ReplayError(index, raw, str(exc)))
    return ReplayResult(game)
