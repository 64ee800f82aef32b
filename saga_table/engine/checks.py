"""The checks action handlers share: the player is in the game, the object exists (and where)."""

from __future__ import annotations

from typing import Any

from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = ["existing_object", "player_in_game"]


def existing_object(tx: Tx, oid: ObjectId, *, zone: Zone | None = None) -> Any:
    obj = tx.state.objects.get(oid)
    if obj is None:
        raise IllegalActionError(f"there is no object {oid} (it may have changed zones)")
    if zone is not None and obj.zone is not zone:
        raise IllegalActionError(f"{obj.name} is in the {obj.zone.value}, not the {zone.value}")
    return obj


def player_in_game(tx: Tx, player: PlayerId) -> PlayerId:
    if not 0 <= player < len(tx.state.players):
        raise IllegalActionError(f"there is no player {player}")
    if tx.state.players[player].left_game:
        raise IllegalActionError(f"{tx.state.players[player].name} has left the game")
    return player
