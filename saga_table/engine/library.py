"""Actions on a library (401): draw, shuffle, scry or surveil its top, search it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine.battlefield import put_onto_battlefield
from saga_table.engine.checks import existing_object as _object
from saga_table.engine.checks import player_in_game as _player
from saga_table.engine.ids import Zone
from saga_table.engine.tx import MAX_BATCH, IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_EXILE = Zone.EXILE
_ZONE_GRAVEYARD = Zone.GRAVEYARD
_ZONE_HAND = Zone.HAND
_ZONE_LIBRARY = Zone.LIBRARY

__all__ = ["LIBRARY_HANDLERS"]


def _draw(tx: Tx, action: a.DrawCards) -> None:
    _player(tx, action.player)
    if not 1 <= action.count <= MAX_BATCH:
        raise IllegalActionError(f"draw from 1 to {MAX_BATCH} cards at a time")
    tx.draw(action.player, action.count)


def _shuffle(tx: Tx, action: a.Shuffle) -> None:
    _player(tx, action.player)
    tx.shuffle(action.player)


def _reorder_top(tx: Tx, action: a.ReorderLibraryTop) -> None:
    _player(tx, action.player)
    key = (action.player, _ZONE_LIBRARY)
    library = list(tx.state.zones.get(key, ()))
    chosen = (*action.top, *action.bottom, *action.graveyard)
    n = len(chosen)
    if n == 0:
        raise IllegalActionError("choose at least one card")
    if len(set(chosen)) != n or set(chosen) != set(library[:n]):
        raise IllegalActionError(f"place exactly the top {n} card(s) of the library, each once")
    rest = library[n:]
    tx.state.zones[key] = (*action.top, *rest, *action.bottom)
    for oid in action.graveyard:
        tx.state.zones[key] = (*tx.state.zones[key], oid)
        tx.move(oid, _ZONE_GRAVEYARD)


def _search_library(tx: Tx, action: a.SearchLibrary) -> None:
    _player(tx, action.player)
    obj = _object(tx, action.card, zone=_ZONE_LIBRARY)
    if obj.owner != action.player:
        name = tx.state.players[action.player].name
        raise IllegalActionError(f"{obj.name} is not in {name}'s library")
    if action.to is _ZONE_BATTLEFIELD:
        put_onto_battlefield(tx, obj.id, controller=action.player)
    elif action.to in (_ZONE_HAND, _ZONE_GRAVEYARD, _ZONE_EXILE):
        tx.move(obj.id, action.to)
    else:
        raise IllegalActionError("a found card goes to the hand, battlefield, graveyard or exile")
    tx.shuffle(action.player)


LIBRARY_HANDLERS: dict[type, Callable[[Tx, Any], None]] = {
    a.DrawCards: _draw,
    a.Shuffle: _shuffle,
    a.ReorderLibraryTop: _reorder_top,
    a.SearchLibrary: _search_library,
}
