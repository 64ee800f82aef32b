"""Reading game records defensively: JSON with exact error positions, a sanity check of the
data, and a replay that stops at the first bad action instead of failing as a whole.

Save files and autosave journals both hold a game record (``saga_table.engine.record``): the setup
and the action log. The app adds one key the engine's ``replay`` ignores, ``"redo"``: the actions
that redo would apply, the next one last (``Game.redo_actions``), so that the undo history comes
back exactly as it was.

Everything here raises :class:`UnreadableError` (a message for a person, saying what and where) or
returns a warning; the public modules turn that into their own error types.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

from saga_table.engine.actions import Action
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.record import (
    RecordError,
    action_from_json,
    action_to_json,
    game_to_json,
    replay,
    setup_card_resolver,
)
from saga_table.engine.tx import IllegalActionError
from saga_table.engine.values import dataclass
from saga_table.safeio import InputError, Limits, check_value
from saga_table.words.translation import translate

__all__ = [
    "MAX_COUNT",
    "MAX_DEPTH",
    "MAX_INT",
    "CardResolver",
    "UnreadableError",
    "action_kind",
    "apply_raw_action",
    "build_game",
    "check_shape",
    "parse_json",
    "record_of",
    "sniff",
]

CardResolver = Callable[[str], CardDef | None]

#: Deeper nesting than this is not a game record (the format nests about eight levels).
MAX_DEPTH = 48
#: No number in a record is larger than this (a 64-bit seed is the largest there is).
MAX_INT = 2**64
#: A field named ``count`` (cards drawn, tokens created, copies of a card) above this would keep
#: the engine busy for minutes: such a record is damaged, not a real game.
MAX_COUNT = 1000
#: Longest run of digits read as a number (Python refuses more than 4300 anyway).
_MAX_DIGITS = 40


#: What a save, a journal header or a settings file may hold once parsed (safeio's check).
_LIMITS = Limits(max_bytes=256 * 1024 * 1024, max_depth=48)


class UnreadableError(ValueError):
    """The data cannot be used; the message says what is wrong and where."""


class _TooManyDigitsError(ValueError):
    pass


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise _TooManyDigitsError(text)
    return int(text)


class _BadConstantError(ValueError):
    pass


def _reject_constant(name: str) -> object:
    raise _BadConstantError(name)


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line, col


def _signatures() -> tuple[tuple[bytes, str], ...]:
    """File signatures and what they say a file is, in the player's language."""
    return (
        (b"\x89PNG\r\n\x1a\n", translate("Files", "a PNG image")),
        (b"\xff\xd8\xff", translate("Files", "a JPEG image")),
        (b"GIF87a", translate("Files", "a GIF image")),
        (b"GIF89a", translate("Files", "a GIF image")),
        (b"%PDF", translate("Files", "a PDF document")),
        (b"PK\x03\x04", translate("Files", "a ZIP archive (or an office document)")),
        (b"\x1f\x8b", translate("Files", "a gzip-compressed file")),
        (b"SQLite format 3\x00", translate("Files", "an SQLite database")),
        (b"\x7fELF", translate("Files", "a program")),
        (b"MZ", translate("Files", "a Windows program")),
    )


_DECKLIST_LINE = re.compile(r"^\s*(?:\d+\s*x?\s+\S|//|#|Deck\b|Sideboard\b|Commander\b)", re.I)


def sniff(data: bytes) -> str | None:
    """What a file that is not JSON seems to be, if that can be told: "a PNG image"."""
    for signature, kind in _signatures():
        if data.startswith(signature):
            return kind
    return None


_PARTIAL_NUMBER = re.compile(r"-?[0-9]*\.?[0-9]*(?:[eE][-+]?[0-9]*)?")


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON is only wrong because it stops: the error is at the end, or at a string,
    a word or a number that the end of the text cuts off."""
    rest = text[exc.pos :].rstrip()
    if not rest:
        return True
    if exc.msg.startswith("Unterminated string"):
        return True
    if len(rest) > 24:
        return False
    return any(word.startswith(rest) for word in ("true", "false", "null")) or bool(
        _PARTIAL_NUMBER.fullmatch(rest)
    )


def parse_json(data: bytes, *, what: str = "the file") -> object:
    """Parse JSON text; :class:`UnreadableError` says where it goes wrong (line and column, or byte
    offset for text that is not UTF-8). ``NaN``, ``Infinity`` and absurdly long numbers are
    refused."""
    if what == "the file":
        what = translate("Files", "the file")
    kind = sniff(data)
    if kind is not None:
        raise UnreadableError(
            translate("Files", "{what} is {kind}, not a Saga Table file").format(
                what=what, kind=kind
            )
        )
    if not data.strip():
        raise UnreadableError(translate("Files", "{what} is empty").format(what=what))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":
            raise UnreadableError(
                translate(
                    "Files",
                    "{what} ends in the middle of a character, at byte {at}: it was cut short",
                ).format(what=what, at=exc.start)
            ) from None
        raise UnreadableError(
            translate(
                "Files", "{what} is not UTF-8 text: an invalid byte at offset {at} ({byte})"
            ).format(what=what, at=exc.start, byte=f"0x{data[exc.start]:02x}")
        ) from None
    text = text.removeprefix("\ufeff")
    first = text.lstrip()[:1]
    if first not in ("{", "["):
        first_line = text.lstrip().splitlines()[0] if text.strip() else ""
        if _DECKLIST_LINE.match(first_line):
            raise UnreadableError(
                translate("Files", "{what} looks like a decklist, not a Saga Table file").format(
                    what=what
                )
            )
        raise UnreadableError(
            translate(
                "Files", "{what} is not JSON: it should begin with {{ but begins with {first}"
            ).format(what=what, first=repr(first))
        )
    try:
        value = json.loads(text, parse_int=_parse_int, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        line, col = _line_col(text, exc.pos)
        if _cut_short(text, exc):
            raise UnreadableError(
                translate(
                    "Files",
                    "{what} ends too early, at line {line}, column {column}: it was cut short ({detail})",  # noqa: E501
                ).format(what=what, line=line, column=col, detail=exc.msg)
            ) from None
        raise UnreadableError(
            translate(
                "Files", "{what} is not valid JSON: {detail} at line {line}, column {column}"
            ).format(what=what, detail=exc.msg, line=line, column=col)
        ) from None
    except _TooManyDigitsError as exc:
        raise UnreadableError(
            translate(
                "Files", "{what} holds a number with {count} digits; no Saga Table file has one"
            ).format(what=what, count=len(str(exc).lstrip("-")))
        ) from None
    except _BadConstantError as exc:
        raise UnreadableError(
            translate(
                "Files", "{what} holds {value}, which is not a number a Saga Table file uses"
            ).format(what=what, value=exc)
        ) from None
    except RecursionError:
        raise UnreadableError(
            translate("Files", "{what} is nested too deeply to be a Saga Table file").format(
                what=what
            )
        ) from None
    except ValueError as exc:  # pragma: no cover - other limits of the json module
        raise UnreadableError(f"{what} is not valid JSON: {exc}") from None
    try:  # lone surrogates ("\ud800"), deep nesting: by key path (safeio)
        check_value(value, what=what, limits=_LIMITS)
    except InputError as exc:
        raise UnreadableError(str(exc)) from None
    return value


def _walk(value: object, where: str) -> Iterator[tuple[object, str, int, str | None]]:
    """Every value inside ``value`` (iteratively, so depth cannot overflow the stack), with its
    place, depth and the key it is under."""
    stack: list[tuple[object, str, int, str | None]] = [(value, where, 0, None)]
    while stack:
        item = stack.pop()
        yield item
        v, w, depth, _ = item
        if isinstance(v, dict):
            for k, sub in v.items():
                stack.append((sub, f"{w}.{k}" if w else str(k), depth + 1, str(k)))
        elif isinstance(v, list):
            for i, sub in enumerate(v):
                stack.append((sub, f"{w}[{i}]", depth + 1, None))


def check_shape(value: object, *, where: str = "") -> None:
    """Refuse data no game record holds: nesting deeper than :data:`MAX_DEPTH`, numbers beyond
    :data:`MAX_INT`, a ``count`` beyond :data:`MAX_COUNT`, floating-point numbers."""
    for v, w, depth, key in _walk(value, where):
        place = w or "the top level"
        if depth > MAX_DEPTH:
            raise UnreadableError(f"{place}: nested too deeply to be a Saga Table record")
        if isinstance(v, bool):
            continue
        if isinstance(v, int):
            if abs(v) > MAX_INT:
                raise UnreadableError(f"{place}: the number {v} is out of range")
            if key == "count" and v > MAX_COUNT:
                raise UnreadableError(
                    f"{place}: a count of {v} is more than Saga Table handles ({MAX_COUNT})"
                )
        elif isinstance(v, float):
            raise UnreadableError(f"{place}: {v!r} is not a whole number")


def record_of(game: Game) -> dict[str, Any]:
    """The record of ``game`` with its redo history: what a save file and an autosave hold."""
    data: dict[str, Any] = dict(game_to_json(game))
    data["redo"] = [action_to_json(act) for act in game.redo_actions]
    return data


def action_kind(raw: object) -> str:
    kind = raw.get("type") if isinstance(raw, dict) else None
    return kind if isinstance(kind, str) and len(kind) <= 40 else "?"


def apply_raw_action(
    game: Game, raw: object, where: str, resolve_card: CardResolver | None = None
) -> str | None:
    """Read an action against the game as it is now and apply it. Returns None, or why not (the
    game is then unchanged). A card the action names is found with ``resolve_card``."""
    try:
        action: Action = action_from_json(raw, game.state, where=where, resolve_card=resolve_card)
    except RecordError as exc:
        return translate("Files", "could not be read: {detail}").format(detail=exc)
    except Exception as exc:  # an engine bug must not make a whole save unreadable
        return f"could not be read (internal error {type(exc).__name__}: {exc})"
    try:
        game.apply(action)
    except IllegalActionError as exc:
        return translate("Files", "is not legal: {detail}").format(detail=exc)
    except Exception as exc:  # idem: report it and keep the game up to this action
        return f"could not be applied (internal error {type(exc).__name__}: {exc})"
    return None


@dataclass(slots=True)
class Built:
    """A game rebuilt from a record, and what could not be rebuilt."""

    game: Game
    warning: str | None
    #: How many actions of the log were applied (the whole log when there is no warning).
    applied: int


def build_game(
    record: object, resolve_card: CardResolver | None = None, *, verb: str = "loaded"
) -> Built:
    """Rebuild a game from a record (the engine's format plus ``"redo"``).

    Raises :class:`UnreadableError` when the record as a whole is unusable (not a record, a newer
    version, a broken setup). An action that cannot be read or is not legal stops the replay
    there; the game up to it is returned with a warning such as "action 37 (AddCounters) is not
    legal: ...; the game was loaded up to action 36".
    """
    if not isinstance(record, dict):
        raise UnreadableError(
            translate("Files", "not a Saga Table game record: expected a JSON object")
        )
    check_shape(record)
    raw_actions = record.get("actions", [])
    if not isinstance(raw_actions, list):
        raise UnreadableError("actions: expected a list")
    raw_redo = record.get("redo", [])
    if not isinstance(raw_redo, list):
        raise UnreadableError("redo: expected a list")
    try:
        game = replay({**record, "actions": []}, resolve_card).game
    except RecordError as exc:
        raise UnreadableError(str(exc)) from None
    except Exception as exc:  # an engine bug must not crash the app that opens a file
        raise UnreadableError(
            f"the setup could not be read (internal error {type(exc).__name__}: {exc})"
        ) from None
    find_card = setup_card_resolver(game.setup, resolve_card, record.get("setup"))
    for index, raw in enumerate(raw_actions, start=1):
        problem = apply_raw_action(game, raw, f"actions[{index - 1}]", find_card)
        if problem is not None:
            left_out = len(raw_actions) - index
            template = (
                translate(
                    "Files",
                    "action {number} ({kind}) {problem}; the game was resumed up to action {last}",
                )
                if verb == "resumed"
                else translate(
                    "Files",
                    "action {number} ({kind}) {problem}; the game was loaded up to action {last}",
                )
            )
            warning = template.format(
                number=index, kind=action_kind(raw), problem=problem, last=index - 1
            )
            if left_out == 1:
                warning += translate("Files", " (1 later action left out)")
            elif left_out:
                warning += translate("Files", " ({count} later actions left out)").format(
                    count=left_out
                )
            if raw_redo:
                warning += translate("Files", "; the redo history was left out")
            return Built(game, warning, index - 1)
    return Built(game, restore_redo(game, raw_redo), len(raw_actions))


def restore_redo(game: Game, raw_redo: list[object]) -> str | None:
    """Rebuild the redo history: apply the actions that were undone (the next one first), then
    undo them all. Stops at one that no longer applies, keeping those before it."""
    done = 0
    warning = None
    for index, raw in enumerate(reversed(raw_redo), start=1):
        problem = apply_raw_action(game, raw, f"redo[{len(raw_redo) - index}]")
        if problem is not None:
            warning = translate(
                "Files", "the redo history was cut: undone action {number} ({kind}) {problem}"
            ).format(number=index, kind=action_kind(raw), problem=problem)
            break
        done += 1
    for _ in range(done):
        game.undo()
    return warning
