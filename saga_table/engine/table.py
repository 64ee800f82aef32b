"""The paper table's actions: any card from nowhere, control changes, life and hand counts.

A table tracking a real game needs to say what happened over there in one gesture: a card an
opponent put onto the battlefield or cast (the app never saw it in a zone), a permanent that
changed controller, a life total typed in, a paper seat's hand counted again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.battlefield import make_from_nowhere, put_onto_battlefield
from saga_table.engine.cards import CardDef, CardFace
from saga_table.engine.checks import cast_timing_allowed, land_play_allowed
from saga_table.engine.checks import player_in_game as _player
from saga_table.engine.control import gain_control
from saga_table.engine.day_night import count_spell
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.position import PERMANENT_TYPES
from saga_table.engine.setup import MAX_UNSEEN_GRAVEYARD
from saga_table.engine.state import AbilityKind, StackItem
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = ["TABLE_HANDLERS"]

#: The largest hand a paper seat can be said to hold: a damaged record must not mean anything.
MAX_HAND = 500


def _face(card: CardDef, face: int) -> CardFace:
    if face == 0:
        return card.front
    if face == 1 and card.is_double_faced:
        return card.faces[1]
    raise IllegalActionError(f"{card.name} has no back face")


def _take_from_hand(tx: Tx, player: PlayerId) -> None:
    """A card the table says came from ``player``'s hand: a paper seat's unseen hand holds one
    card fewer. (A seat whose cards the app holds casts and plays from its hand panel.)"""
    p = tx.state.players[player]
    if not p.paper:
        raise IllegalActionError(
            f"{p.name}'s hand is the cards the app holds: play the card from the hand"
        )
    if p.hidden_hand < 1:
        raise IllegalActionError(
            f"{p.name} has no unseen card in hand: count the hand again, "
            "or say the card came from elsewhere"
        )
    tx.set_player(replace(p, hidden_hand=p.hidden_hand - 1))


def _put_card(tx: Tx, action: a.PutCardOntoBattlefield) -> None:
    controller = _player(tx, action.controller)
    owner = _player(tx, action.owner) if action.owner is not None else controller
    face = _face(action.card, action.face)
    if not PERMANENT_TYPES & set(face.card_types):
        raise IllegalActionError(f"{face.name} is not a permanent card: cast it instead")
    if action.read_ahead is not None and action.read_ahead < 1:
        raise IllegalActionError("read ahead chooses a number from 1")
    if action.token and (action.from_hand or action.play):
        raise IllegalActionError("a token copy comes from no hand and is not played")
    if action.play:
        if "Land" not in face.card_types:
            raise IllegalActionError(f"{face.name} is not a land: cast it instead")
        land_play_allowed(tx, controller)  # 305.2
    if action.from_hand:
        _take_from_hand(tx, controller)
    if action.play:
        p = tx.state.players[controller]
        tx.set_player(replace(p, lands_played=p.lands_played + 1), unread=True)
    obj = make_from_nowhere(tx, action.card, owner=owner, token=action.token, face=action.face)
    new = put_onto_battlefield(
        tx,
        obj.id,
        controller=controller,
        face=action.face,
        read_ahead=action.read_ahead,
        tapped=action.tapped,
    )
    if action.play and new is not None:
        tx.emit(ev.LandPlayed(controller, new.id))


def _cast_card(tx: Tx, action: a.CastCard) -> None:
    controller = _player(tx, action.controller)
    face = _face(action.card, action.face)
    if "Land" in face.card_types:
        raise IllegalActionError(f"{face.name} is a land: play it or put it onto the battlefield")
    if action.from_hand:
        cast_timing_allowed(tx, controller, face)  # (307.1: from a hand, as CastSpell)
        _take_from_hand(tx, controller)
    obj = make_from_nowhere(tx, action.card, owner=controller, face=action.face)
    tx.state.extra.pop("from_nowhere", None)  # it is on the stack now, a zone like any other
    count_spell(tx, controller)  # 502.2: a spell cast this turn, for day and night
    item = StackItem(
        id=obj.id,
        kind=AbilityKind.SPELL,
        controller=controller,
        source=obj.id,
        source_name=face.name,
        source_name_ja=obj.name_ja,
        text=face.text or face.type_line,
        text_ja=face.text_ja if face.text else None,
        card=obj.id,
    )
    tx.state.stack = (*tx.state.stack, item)
    # The same id before and after: it was cast from nowhere (no zone the app knows).
    tx.emit(ev.ObjectMoved(obj.id, obj.id, face.name, Zone.HAND, Zone.STACK, controller))


def _gain_control(tx: Tx, action: a.GainControl) -> None:
    obj = tx.state.objects.get(action.object)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        raise IllegalActionError(f"there is no permanent {action.object} on the battlefield")
    player = _player(tx, action.player)
    if obj.controller == player:
        name = tx.state.players[player].name
        raise IllegalActionError(f"{name} already controls {obj.name}")
    gain_control(tx, obj.id, player, action.duration)


def _set_life(tx: Tx, action: a.SetLife) -> None:
    _player(tx, action.player)
    p = tx.state.players[action.player]
    if not -1_000_000 <= action.total <= 1_000_000:
        raise IllegalActionError("a life total from -1000000 to 1000000")
    if action.total == p.life:
        raise IllegalActionError(f"{p.name}'s life is already {p.life}")
    tx.change_life(action.player, action.total - p.life)


def _set_hand_size(tx: Tx, action: a.SetHandSize) -> None:
    _player(tx, action.player)
    p = tx.state.players[action.player]
    if not p.paper:
        raise IllegalActionError(f"{p.name}'s hand is the cards the app holds: move cards instead")
    known = len(tx.state.zones.get((p.id, Zone.HAND), ()))
    if not known <= action.count <= MAX_HAND:
        raise IllegalActionError(
            f"{p.name}'s hand holds {known} known card(s): a hand size from {known} to {MAX_HAND}"
        )
    before = known + p.hidden_hand
    if action.count == before:
        raise IllegalActionError(f"{p.name} already has {before} card(s) in hand")
    tx.set_player(replace(p, hidden_hand=action.count - known))
    tx.emit(ev.HandSizeSet(p.id, before, action.count))


def _set_graveyard_size(tx: Tx, action: a.SetGraveyardSize) -> None:
    _player(tx, action.player)
    p = tx.state.players[action.player]
    if not p.paper:
        raise IllegalActionError(
            f"{p.name}'s graveyard is the cards the app holds: move cards instead"
        )
    known = len(tx.state.zones.get((p.id, Zone.GRAVEYARD), ()))
    most = known + MAX_UNSEEN_GRAVEYARD
    if not known <= action.count <= most:
        raise IllegalActionError(
            f"{p.name}'s graveyard holds {known} card(s) the app has seen: a count from "
            f"{known} to {most}"
        )
    before = known + p.hidden_graveyard
    if action.count == before:
        raise IllegalActionError(f"{p.name} already has {before} card(s) in the graveyard")
    tx.set_player(replace(p, hidden_graveyard=action.count - known))
    tx.emit(ev.GraveyardSizeSet(p.id, before, action.count))


def _change_commander_damage(tx: Tx, action: a.ChangeCommanderDamage) -> None:
    _player(tx, action.player)
    name = action.commander.strip()
    if not name or action.amount == 0:
        raise IllegalActionError("name the commander and a change other than 0")
    p = tx.state.players[action.player]
    damage = dict(p.commander_damage)
    before = damage.get(name, 0)
    after = max(0, min(before + action.amount, 1_000_000))
    if after == before:
        raise IllegalActionError(f"{p.name} has taken {before} damage from {name}")
    if after:
        damage[name] = after
    else:
        damage.pop(name, None)
    tx.set_player(replace(p, commander_damage=tuple(sorted(damage.items()))))
    tx.emit(ev.CommanderDamageChanged(p.id, name, before, after))


TABLE_HANDLERS: dict[type, Callable[[Tx, Any], None]] = {
    a.PutCardOntoBattlefield: _put_card,
    a.CastCard: _cast_card,
    a.GainControl: _gain_control,
    a.SetLife: _set_life,
    a.SetHandSize: _set_hand_size,
    a.SetGraveyardSize: _set_graveyard_size,
    a.ChangeCommanderDamage: _change_commander_damage,
}
