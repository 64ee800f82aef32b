"""Lifelink (702.15): damage dealt by a source with lifelink also causes that source's controller
to gain that much life (702.15b, 120.3f), whatever the damage (combat or an effect's) and whoever
or whatever is dealt it, in every game: it is a rule, and the gain is in the log to undo."""

from __future__ import annotations

from collections.abc import Iterable

from saga_table.engine.cards import Keyword
from saga_table.engine.ids import PlayerId
from saga_table.engine.tx import Tx

__all__ = ["has_lifelink", "gain_from_lifelink"]

_LIFELINK = Keyword.LIFELINK.value


def has_lifelink(keywords: Iterable[str]) -> bool:
    """The source's current keywords (its characteristics) include lifelink."""
    return any(k.lower() == _LIFELINK for k in keywords)


def gain_from_lifelink(tx: Tx, controller: PlayerId, amount: int) -> None:
    """702.15b: ``controller`` (the source's) gains ``amount``, the damage its source with
    lifelink dealt at once (one life gain, not one per creature or player dealt damage)."""
    players = tx.state.players
    if amount <= 0 or not 0 <= controller < len(players) or players[controller].left_game:
        return
    tx.change_life(controller, amount)
