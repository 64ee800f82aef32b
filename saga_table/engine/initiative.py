"""The initiative (725, January 2026 numbering) and venturing into the dungeon (701.49, 309).

725.1: there is no initiative until an effect makes a player take it. 725.2: two inherent
triggered abilities with no source, controlled by the player who had the initiative when they
triggered: "Whenever one or more creatures a player controls deal combat damage to you, that
player takes the initiative" and "Whenever you take the initiative and at the beginning of your
upkeep, venture into Undercity". 725.3: one player at a time. 725.4: if the player with the
initiative leaves, the active player takes it as they leave (or the next player in turn order).
725.5: a player who has the initiative can take it again, and ventures again.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.battlefield import add_sourceless_trigger
from saga_table.engine.cards import Effect
from saga_table.engine.dungeons import DUNGEONS, UNDERCITY, dungeon
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import PlayerId
from saga_table.engine.state import (
    AbilityKind,
    ChooseDungeonDecision,
    ChooseRoomDecision,
    GameState,
    StackItem,
)
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = [
    "INITIATIVE_NAME",
    "choose_dungeon",
    "choose_room",
    "completed_dungeon_checks",
    "initiative_leaves",
    "take_initiative",
    "trigger_initiative_takes",
    "trigger_upkeep_venture",
    "venture",
]

INITIATIVE_NAME = "The Initiative"
INITIATIVE_NAME_JA = "イニシアチブ"


def _item(
    tx: Tx,
    *,
    kind: AbilityKind,
    controller: PlayerId,
    player: PlayerId,
    text: str,
    text_ja: str,
    source_name: str = INITIATIVE_NAME,
    source_name_ja: str = INITIATIVE_NAME_JA,
    effect: Effect | None = None,
) -> StackItem:
    return add_sourceless_trigger(
        tx,
        kind=kind,
        controller=controller,
        player=player,
        name=source_name,
        name_ja=source_name_ja,
        text=text,
        text_ja=text_ja,
        effect=effect,
    )


def _venture_trigger(tx: Tx, player: PlayerId, why: str, why_ja: str) -> None:
    name = tx.state.players[player].name
    _item(
        tx,
        kind=AbilityKind.INITIATIVE_VENTURE,
        controller=player,
        player=player,
        text=f"{name} ventures into Undercity ({why}).",
        text_ja=f"{name}は地下街に進む（{why_ja}）。",
    )


def take_initiative(tx: Tx, player: PlayerId, *, reason: str) -> None:
    """725.3 / 725.5: ``player`` takes the initiative (even if they have it), and their
    "whenever you take the initiative" venture triggers."""
    state = tx.state
    if state.players[player].left_game:
        return
    before = state.initiative
    state.initiative = player
    tx.emit(ev.InitiativeChanged(before, player, reason))
    _venture_trigger(tx, player, "took the initiative", "イニシアチブを得た")


def trigger_upkeep_venture(tx: Tx) -> None:
    """725.2: at the beginning of the upkeep of the player who has the initiative."""
    holder = tx.state.initiative
    if holder is not None and holder == tx.state.turn.active:
        _venture_trigger(tx, holder, "upkeep with the initiative", "イニシアチブのアップキープ")


def trigger_initiative_takes(tx: Tx, damaged: PlayerId, attackers: tuple[PlayerId, ...]) -> None:
    """725.2: creatures of each player in ``attackers`` dealt combat damage to ``damaged``; if
    ``damaged`` has the initiative, one ability per such player triggers ("one or more")."""
    if tx.state.initiative != damaged:
        return
    for player in dict.fromkeys(attackers):
        if player == damaged:
            continue
        name = tx.state.players[player].name
        _item(
            tx,
            kind=AbilityKind.INITIATIVE_TAKE,
            controller=damaged,
            player=player,
            text=f"{name} takes the initiative (combat damage to the player who had it).",
            text_ja=f"{name}がイニシアチブを得る（イニシアチブを持つプレイヤーに戦闘ダメージ）。",
        )


def initiative_leaves(tx: Tx, leaving: frozenset[PlayerId]) -> None:
    """725.4: as the player with the initiative leaves, the active player takes it, or the next
    player in turn order not leaving. Taking it this way makes them venture too (725.2)."""
    state = tx.state
    holder = state.initiative
    if holder is None or holder not in leaving:
        return
    n = len(state.players)
    active = state.turn.active
    successor: PlayerId | None = None
    for i in range(n):
        candidate = PlayerId((active + i) % n)
        if candidate not in leaving and not state.players[candidate].left_game:
            successor = candidate
            break
    if successor is None:
        state.initiative = None
        tx.emit(ev.InitiativeChanged(holder, None, "the player with the initiative left"))
        return
    take_initiative(tx, successor, reason="the player with the initiative left")


# ---------------------------------------------------------------------------- venturing


def venture(tx: Tx, player: PlayerId, *, undercity: bool) -> None:
    """701.49a: move ``player``'s venture marker down, entering a dungeon if they are in none
    ("venture into Undercity" enters only Undercity; "venture into the dungeon" any other)."""
    state = tx.state
    p = state.players[player]
    if p.left_game:
        return
    if (
        p.dungeon is not None
        and not dungeon(p.dungeon).room(p.room or dungeon(p.dungeon).first.name).leads_to
    ):
        # 701.49c: on the bottommost room (its ability still waiting, so 704.5t has not yet
        # removed it), venturing completes the dungeon (309.7); a new one is entered below
        _complete(tx, player)
        p = state.players[player]
    if p.dungeon is None:
        if undercity:
            _enter(tx, player, UNDERCITY.name)
            return
        options = tuple(d.name for d in DUNGEONS.values() if not d.venture_into_undercity_only)
        state.decision = ChooseDungeonDecision(player, options)
        tx.emit(ev.DecisionRequested(player, "dungeon"))
        return
    current = dungeon(p.dungeon).room(p.room or dungeon(p.dungeon).first.name)
    if len(current.leads_to) == 1:
        _move(tx, player, current.leads_to[0])
        return
    state.decision = ChooseRoomDecision(player, p.dungeon, current.leads_to)
    tx.emit(ev.DecisionRequested(player, "room"))


def choose_dungeon(tx: Tx, name: str) -> None:
    decision = tx.state.decision
    if not isinstance(decision, ChooseDungeonDecision):
        raise IllegalActionError("no choice of dungeon is waiting")
    if name not in decision.options:
        raise IllegalActionError(f"choose one of: {', '.join(decision.options)}")
    tx.state.decision = None
    _enter(tx, decision.player, name)


def choose_room(tx: Tx, room: str) -> None:
    decision = tx.state.decision
    if not isinstance(decision, ChooseRoomDecision):
        raise IllegalActionError("no choice of room is waiting")
    if room not in decision.options:
        raise IllegalActionError(f"the venture marker can move to: {', '.join(decision.options)}")
    tx.state.decision = None
    _move(tx, decision.player, room)


def _enter(tx: Tx, player: PlayerId, name: str) -> None:
    """701.49a: the dungeon goes to the command zone with the marker on its topmost room."""
    p = tx.state.players[player]
    tx.set_player(replace(p, dungeon=name, room=None))
    _move(tx, player, dungeon(name).first.name)


def _move(tx: Tx, player: PlayerId, room_name: str) -> None:
    """The venture marker moves into a room: its room ability triggers (309.4c)."""
    p = tx.state.players[player]
    assert p.dungeon is not None
    d = dungeon(p.dungeon)
    room = d.room(room_name)
    tx.set_player(replace(p, room=room_name))
    tx.emit(ev.VenturedInto(player, d.name, room_name))
    _item(
        tx,
        kind=AbilityKind.ROOM,
        controller=player,
        player=player,
        text=f"{room.name}: {room.text}",
        text_ja=f"{room.name_ja}：{room.text_ja}",
        source_name=d.name,
        source_name_ja=d.name_ja,
        effect=room.effect,
    )


def completed_dungeon_checks(tx: Tx, state: GameState) -> list[PlayerId]:
    """704.5t: players whose venture marker is on the bottommost room of their dungeon, with no
    room ability of it waiting or on the stack. Completing it removes it from the game."""
    waiting = {i.controller for i in (*state.pending, *state.stack) if i.kind is AbilityKind.ROOM}
    done = []
    for p in state.players:
        if p.dungeon is None or p.room is None or p.left_game or p.id in waiting:
            continue
        if not dungeon(p.dungeon).room(p.room).leads_to:
            done.append(p.id)
    for pid in done:
        _complete(tx, pid)
    return done


def _complete(tx: Tx, player: PlayerId) -> None:
    """309.7: ``player`` completes their dungeon: it is removed from the game."""
    p = tx.state.players[player]
    assert p.dungeon is not None
    tx.set_player(
        replace(p, dungeon=None, room=None, completed_dungeons=(*p.completed_dungeons, p.dungeon))
    )
    tx.emit(ev.DungeonCompleted(player, p.dungeon))
