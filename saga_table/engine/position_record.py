"""A position in the game record: ``setup.position`` as JSON data and back.

The shape is documented in ``resources/docs/game-record.md``::

    "position": {
      "turn": 5, "active": "Ann", "step": "first_main", "monarch": "Ben",
      "battlefield": [
        {"card": "History of Benalia", "controller": "Ann", "lore": 2, "entered_turn": 3},
        {"token": {"name": "Knight", "power": 2, "toughness": 2, "subtypes": ["Knight"]},
         "controller": "Ann", "tapped": true}
      ],
      "graveyard": {"Ann": ["Lightning Bolt"]}, "exile": {},
      "designations": {"Ann": {"dungeon": "Undercity", "room": "Forge", "city_blessing": true,
                               "ring": 2, "speed": 3, "completed_dungeons": ["Undercity"]}}
    }

A permanent with ``"ring_bearer": true`` is its controller's Ring-bearer.

Players are named (or numbered); cards are names found like every card of the setup, or card
objects. Every error names its key: ``setup.position.battlefield[2].lore: Lightning Bolt is not
a Saga``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from saga_table.engine.cards import CardDef
from saga_table.engine.dungeons import DUNGEONS
from saga_table.engine.ids import PlayerId
from saga_table.engine.position import (
    PlayerMarks,
    Position,
    PositionPermanent,
    PositionStep,
    check_position,
)
from saga_table.engine.state import Counters

__all__ = ["position_from_json", "position_to_json"]

#: Turns a card entry (a name or a card object) into a card, or raises with ``where`` in it.
CardReader = Callable[[object, str], CardDef]

_ROOT = "setup.position"
_KEYS = {
    "turn",
    "active",
    "step",
    "monarch",
    "battlefield",
    "graveyard",
    "exile",
    "player_counters",
    "left",
    "initiative",
    "day_night",
    "designations",
}
_MARK_KEYS = {"dungeon", "room", "completed_dungeons", "city_blessing", "ring", "speed"}
_PERMANENT_KEYS = {
    "card",
    "token",
    "controller",
    "owner",
    "face",
    "tapped",
    "lore",
    "counters",
    "entered_turn",
    "damage",
    "ring_bearer",
}
_TOKEN_KEYS = {"name", "power", "toughness", "card_types", "subtypes", "name_ja"}
_MAX_PERMANENTS = 2000
_MAX_COUNT = 100_000


class PositionFormatError(ValueError):
    """Something in a position is wrong; the message names the key."""


def _fail(message: str) -> PositionFormatError:
    return PositionFormatError(message)


def _int(raw: object, where: str, *, low: int = 0, high: int = _MAX_COUNT) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or not low <= raw <= high:
        raise _fail(f"{where}: expected a whole number from {low} to {high}, not {raw!r}")
    return raw


def _player(raw: object, names: Sequence[str], where: str) -> PlayerId:
    if isinstance(raw, bool):
        raise _fail(f"{where}: expected a player's name or number")
    if isinstance(raw, int):
        if not 0 <= raw < len(names):
            raise _fail(f"{where}: there is no player {raw}")
        return PlayerId(raw)
    if isinstance(raw, str):
        key = raw.strip().casefold()
        for i, name in enumerate(names):
            if name.casefold() == key:
                return PlayerId(i)
        if key.isdigit() and int(key) < len(names):
            return PlayerId(int(key))  # a seat number written as an object key
        raise _fail(f"{where}: no player named {raw!r} (players: {', '.join(names)})")
    raise _fail(f"{where}: expected a player's name or number")


def _counters(raw: object, where: str) -> Counters:
    if not isinstance(raw, dict):
        raise _fail(f"{where}: expected an object of counter kinds and numbers")
    out = Counters()
    for kind, n in raw.items():
        if not isinstance(kind, str) or not kind.strip():
            raise _fail(f"{where}: a counter kind needs a name")
        out = out.plus(kind.strip(), _int(n, f"{where}.{kind}"))
    return out


def _token_card(raw: dict[str, Any], where: str) -> CardDef:
    unknown = set(raw) - _TOKEN_KEYS
    if unknown:
        raise _fail(
            f"{where}: unknown field {sorted(unknown)[0]!r} (known: name, power, "
            "toughness, card_types, subtypes, name_ja)"
        )
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise _fail(f"{where}.name: a token needs a name")
    pt: list[str | None] = []
    for key in ("power", "toughness"):
        value = raw.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise _fail(f"{where}.{key}: expected a whole number")
        pt.append(None if value is None else str(value))
    lists: list[tuple[str, ...]] = []
    for key, default in (("card_types", ["Creature"]), ("subtypes", [])):
        value = raw.get(key, default)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise _fail(f"{where}.{key}: expected a list of words")
        lists.append(tuple(value))
    name_ja = raw.get("name_ja")
    if name_ja is not None and not isinstance(name_ja, str):
        raise _fail(f"{where}.name_ja: expected text")
    return CardDef.simple(
        name.strip(),
        card_types=lists[0],
        subtypes=lists[1],
        power=pt[0],
        toughness=pt[1],
        name_ja=name_ja,
    )


def _permanent(
    raw: object, names: Sequence[str], card: CardReader, where: str, turn: int
) -> PositionPermanent:
    if not isinstance(raw, dict):
        raise _fail(f"{where}: expected an object with a card or a token")
    unknown = set(raw) - _PERMANENT_KEYS
    if unknown:
        raise _fail(
            f"{where}: unknown field {sorted(unknown)[0]!r} "
            f"(known: {', '.join(sorted(_PERMANENT_KEYS))})"
        )
    token_raw = raw.get("token", False)
    if "card" in raw:
        made = card(raw["card"], f"{where}.card")
        if not isinstance(token_raw, bool):
            raise _fail(f"{where}.token: with a card, true (a token copy) or false")
        token = token_raw
    elif isinstance(token_raw, dict):
        made = _token_card(token_raw, f"{where}.token")
        token = True
    else:
        raise _fail(f"{where}: give a card, or a token with its characteristics")
    if "controller" not in raw:
        raise _fail(f"{where}.controller: missing (who controls it)")
    controller = _player(raw["controller"], names, f"{where}.controller")
    owner = _player(raw["owner"], names, f"{where}.owner") if "owner" in raw else None
    face_raw = raw.get("face", 0)
    faces = {"front": 0, "back": 1, 0: 0, 1: 1}
    if isinstance(face_raw, bool) or face_raw not in faces:
        raise _fail(f'{where}.face: "front" or "back", not {face_raw!r}')
    face = faces[face_raw]
    tapped = raw.get("tapped", False)
    if not isinstance(tapped, bool):
        raise _fail(f"{where}.tapped: expected true or false")
    counters = _counters(raw["counters"], f"{where}.counters") if "counters" in raw else Counters()
    if "lore" in raw:
        if counters["lore"]:
            raise _fail(f"{where}.lore: lore is given twice (also in counters)")
        counters = counters.plus("lore", _int(raw["lore"], f"{where}.lore"))
    entered = raw.get("entered_turn")
    if entered is not None:
        entered = _int(entered, f"{where}.entered_turn", high=turn)
    damage = _int(raw.get("damage", 0), f"{where}.damage")
    bearer = raw.get("ring_bearer", False)
    if not isinstance(bearer, bool):
        raise _fail(f"{where}.ring_bearer: expected true or false")
    perm = PositionPermanent(
        ring_bearer=bearer,
        card=made,
        controller=controller,
        owner=owner,
        face=face,
        token=token,
        tapped=tapped,
        counters=counters,
        entered_turn=entered,
        damage=damage,
    )
    return perm


def _dungeon_name(raw: object, where: str) -> str:
    if isinstance(raw, str):
        for name in DUNGEONS:
            if name.casefold() == raw.strip().casefold():
                return name
    raise _fail(f"{where}: no dungeon {raw!r} (dungeons: {', '.join(DUNGEONS)})")


def _marks(raw: object, where: str) -> PlayerMarks:
    if not isinstance(raw, dict):
        raise _fail(f"{where}: expected an object (dungeon, room, city_blessing, ring, speed)")
    unknown = set(raw) - _MARK_KEYS
    if unknown:
        raise _fail(
            f"{where}: unknown field {sorted(unknown)[0]!r} "
            f"(known: {', '.join(sorted(_MARK_KEYS))})"
        )
    dungeon = room = None
    if raw.get("dungeon") is not None:
        dungeon = _dungeon_name(raw["dungeon"], f"{where}.dungeon")
        rooms = DUNGEONS[dungeon].rooms
        room_raw = raw.get("room", rooms[0].name)
        found = next(
            (
                r.name
                for r in rooms
                if isinstance(room_raw, str) and r.name.casefold() == room_raw.strip().casefold()
            ),
            None,
        )
        if found is None:
            raise _fail(
                f"{where}.room: {dungeon} has no room {room_raw!r} "
                f"(rooms: {', '.join(r.name for r in rooms)})"
            )
        room = found
    elif raw.get("room") is not None:
        raise _fail(f"{where}.room: a room needs a dungeon")
    done_raw = raw.get("completed_dungeons", [])
    if not isinstance(done_raw, list) or len(done_raw) > _MAX_COUNT:
        raise _fail(f"{where}.completed_dungeons: expected a list of dungeon names")
    completed = tuple(
        _dungeon_name(d, f"{where}.completed_dungeons[{i}]") for i, d in enumerate(done_raw)
    )
    blessing = raw.get("city_blessing", False)
    if not isinstance(blessing, bool):
        raise _fail(f"{where}.city_blessing: expected true or false")
    ring = _int(raw.get("ring", 0), f"{where}.ring", high=1_000_000)
    speed_raw = raw.get("speed")
    speed = None if speed_raw is None else _int(speed_raw, f"{where}.speed", low=1, high=4)
    return PlayerMarks(
        dungeon=dungeon,
        room=room,
        completed_dungeons=completed,
        city_blessing=blessing,
        ring_tempted=ring,
        speed=speed,
    )


def _cards_by_player(
    raw: object, names: Sequence[str], card: CardReader, where: str
) -> tuple[tuple[PlayerId, tuple[CardDef, ...]], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, dict):
        raise _fail(f"{where}: expected an object of player names and card lists")
    out: dict[PlayerId, tuple[CardDef, ...]] = {}
    for key, cards in raw.items():
        pid = _player(key, names, f"{where}.{key}")
        if not isinstance(cards, list) or len(cards) > _MAX_PERMANENTS:
            raise _fail(f"{where}.{key}: expected a list of cards")
        out[pid] = out.get(pid, ()) + tuple(
            card(c, f"{where}.{key}[{i}]") for i, c in enumerate(cards)
        )
    return tuple(sorted(out.items(), key=lambda item: item[0]))


def position_from_json(raw: object, names: Sequence[str], card: CardReader) -> Position:
    """Read ``setup.position``; ``names`` are the players' names in seat order."""
    if not isinstance(raw, dict):
        raise _fail(f"{_ROOT}: expected an object")
    unknown = set(raw) - _KEYS
    if unknown:
        raise _fail(
            f"{_ROOT}: unknown field {sorted(unknown)[0]!r} (known: {', '.join(sorted(_KEYS))})"
        )
    turn = _int(raw.get("turn", 1), f"{_ROOT}.turn", low=1)
    active = _player(raw.get("active", 0), names, f"{_ROOT}.active")
    step_raw = raw.get("step", PositionStep.FIRST_MAIN.value)
    try:
        step = PositionStep(step_raw)
    except ValueError:
        allowed = ", ".join(s.value for s in PositionStep)
        raise _fail(f"{_ROOT}.step: {step_raw!r} is not a step (one of {allowed})") from None
    monarch_raw = raw.get("monarch")
    monarch = None if monarch_raw is None else _player(monarch_raw, names, f"{_ROOT}.monarch")
    perms_raw = raw.get("battlefield", [])
    if not isinstance(perms_raw, list) or len(perms_raw) > _MAX_PERMANENTS:
        raise _fail(f"{_ROOT}.battlefield: expected a list of up to {_MAX_PERMANENTS} permanents")
    battlefield = tuple(
        _permanent(p, names, card, f"{_ROOT}.battlefield[{i}]", turn)
        for i, p in enumerate(perms_raw)
    )
    counters_raw = raw.get("player_counters", {})
    if not isinstance(counters_raw, dict):
        raise _fail(f"{_ROOT}.player_counters: expected an object of player names")
    pairs = [
        (
            _player(k, names, f"{_ROOT}.player_counters.{k}"),
            _counters(v, f"{_ROOT}.player_counters.{k}"),
        )
        for k, v in counters_raw.items()
    ]
    player_counters = tuple(sorted(pairs, key=lambda item: item[0]))
    left_raw = raw.get("left", [])
    if not isinstance(left_raw, list):
        raise _fail(f"{_ROOT}.left: expected a list of the players who have left the game")
    left = tuple(_player(p, names, f"{_ROOT}.left[{i}]") for i, p in enumerate(left_raw))
    initiative_raw = raw.get("initiative")
    initiative = (
        None if initiative_raw is None else _player(initiative_raw, names, f"{_ROOT}.initiative")
    )
    day_night = raw.get("day_night")
    if day_night not in (None, "day", "night"):
        raise _fail(f'{_ROOT}.day_night: "day" or "night", not {day_night!r}')
    marks_raw = raw.get("designations", {})
    if not isinstance(marks_raw, dict):
        raise _fail(f"{_ROOT}.designations: expected an object of player names")
    marks: dict[PlayerId, PlayerMarks] = {}
    for key, value in marks_raw.items():
        where = f"{_ROOT}.designations.{key}"
        pid = _player(key, names, where)
        if pid in marks:
            raise _fail(f"{where}: that player is given twice")
        if found := _marks(value, where):
            marks[pid] = found
    position = Position(
        marks=tuple(sorted(marks.items())),
        initiative=initiative,
        day_night=day_night,
        left=left,
        turn=turn,
        active=active,
        step=step,
        monarch=monarch,
        battlefield=battlefield,
        graveyard=_cards_by_player(raw.get("graveyard"), names, card, f"{_ROOT}.graveyard"),
        exile=_cards_by_player(raw.get("exile"), names, card, f"{_ROOT}.exile"),
        player_counters=player_counters,
    )
    try:
        check_position(position, len(names))
    except ValueError as exc:
        raise _fail(f"setup.{exc}") from None
    return position


def position_to_json(
    position: Position, names: Sequence[str], ref: Callable[[CardDef], str]
) -> dict[str, object]:
    """A position as record data; ``ref`` embeds a card in the setup and gives its name."""
    unique = len({n.casefold() for n in names}) == len(names)

    def who(pid: PlayerId) -> object:
        return names[pid] if unique else int(pid)

    battlefield: list[dict[str, object]] = []
    for perm in position.battlefield:
        entry: dict[str, object] = {"card": ref(perm.card), "controller": who(perm.controller)}
        if perm.token:
            entry["token"] = True
        if perm.owner is not None and perm.owner != perm.controller:
            entry["owner"] = who(perm.owner)
        if perm.face:
            entry["face"] = "back"
        if perm.tapped:
            entry["tapped"] = True
        if perm.lore:
            entry["lore"] = perm.lore
        others = {k: n for k, n in perm.counters.items if k != "lore"}
        if others:
            entry["counters"] = others
        if perm.entered_turn is not None:
            entry["entered_turn"] = perm.entered_turn
        if perm.damage:
            entry["damage"] = perm.damage
        if perm.ring_bearer:
            entry["ring_bearer"] = True
        battlefield.append(entry)
    out: dict[str, object] = {
        "turn": position.turn,
        "active": who(position.active),
        "step": position.step.value,
    }
    if position.monarch is not None:
        out["monarch"] = who(position.monarch)
    out["battlefield"] = battlefield
    out["graveyard"] = {
        str(who(p)): [ref(c) for c in cards] for p, cards in position.graveyard if cards
    }
    out["exile"] = {str(who(p)): [ref(c) for c in cards] for p, cards in position.exile if cards}
    if position.initiative is not None:
        out["initiative"] = who(position.initiative)
    if position.day_night is not None:
        out["day_night"] = position.day_night
    if position.left:
        out["left"] = [who(p) for p in position.left]
    if position.marks:
        out["designations"] = {str(who(p)): _marks_json(m) for p, m in position.marks if m}
    if position.player_counters:
        out["player_counters"] = {
            str(who(p)): c.as_dict() for p, c in position.player_counters if c
        }
    return out


def _marks_json(marks: PlayerMarks) -> dict[str, object]:
    out: dict[str, object] = {}
    if marks.dungeon is not None:
        out["dungeon"] = marks.dungeon
        out["room"] = marks.room
    if marks.completed_dungeons:
        out["completed_dungeons"] = list(marks.completed_dungeons)
    if marks.city_blessing:
        out["city_blessing"] = True
    if marks.ring_tempted:
        out["ring"] = marks.ring_tempted
    if marks.speed is not None:
        out["speed"] = marks.speed
    return out
