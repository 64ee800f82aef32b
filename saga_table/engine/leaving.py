"""Leaving the game (800.4a): a player who concedes or loses, and everything that goes with
them. (The state-based check, engine/sba.py, makes its losers leave together, 704.3.)"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.control import end_control_effects_for
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.initiative import initiative_leaves
from saga_table.engine.monarch import monarch_leaves
from saga_table.engine.tx import Tx

#: Enum members as module names (an enum class's attribute costs more than a global's lookup).
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_EXILE = Zone.EXILE

__all__ = ["leave_game", "leave_together"]


def leave_game(tx: Tx, player: PlayerId) -> None:
    """800.4a: a player leaves the game (a concession, or a loss)."""
    leave_together(tx, (player,))


def leave_together(tx: Tx, players: tuple[PlayerId, ...]) -> None:
    """800.4a: players leave the game, all at the same time (two players at 0 life in one check,
    a simultaneous concession). Everything they own leaves with them; spells and abilities they
    control cease to exist; permanents they control but do not own are exiled. The crown passes
    on only once (724.4), and never to a player who is leaving with the monarch."""
    state = tx.state
    leaving = tuple(dict.fromkeys(p for p in players if not state.players[p].left_game))
    if not leaving:
        return
    for player in leaving:
        # their dungeon leaves with them (800.4a)
        tx.set_player(replace(state.players[player], left_game=True, dungeon=None, room=None))
    if state.monarch in leaving:
        monarch_leaves(tx, state.monarch)
    initiative_leaves(tx, frozenset(leaving))
    for player in leaving:
        end_control_effects_for(tx, player)  # 800.4a: their control effects end
    gone = set(leaving)
    for obj in list(state.objects.values()):
        if obj.owner in gone:
            tx.delete_object(obj)
        elif obj.controller in gone and obj.zone is _ZONE_BATTLEFIELD:
            tx.move(obj.id, _ZONE_EXILE)
    state.stack = tuple(s for s in state.stack if s.controller not in gone)
    state.pending = tuple(s for s in state.pending if s.controller not in gone)
    for player in leaving:
        tx.emit(ev.PlayerLeft(player))
    remaining = state.players_in_game()
    if len(state.players) > 1 and len(remaining) <= 1:
        state.game_over = True
        # 104.4a: if every remaining player loses at once, the game is a draw
        tx.emit(ev.GameEnded(remaining[0] if remaining else None))
    elif not remaining:
        state.game_over = True
        tx.emit(ev.GameEnded(None))
