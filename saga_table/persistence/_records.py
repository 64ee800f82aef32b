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
from saga_table.persistence._json import UnreadableError, parse_json, sniff
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
