"""Control-changing effects (layer 2, 613.1b): "gain control of", lasting or until end of turn.

A control effect is a floating effect whose spec names ``set_controller``. Each permanent's
``controller`` field always holds its controller *now*, so every rule that asks "who controls
it" (the untap step, 714.3c's turn-based lore counter, 603.3a's controller of a chapter ability
as it triggers, combat) reads one field. :func:`refresh_control` recomputes that field from the
control effects in timestamp order (613.7: the latest wins) whenever effects begin or end; the
controller the permanent would have without them is kept in ``base_controller`` meanwhile.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.cards import ContinuousEffectSpec
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import Duration, FloatingEffect
from saga_table.engine.tx import Tx

__all__ = ["CONTROLLED", "end_control_effects_for", "gain_control", "refresh_control"]


def gain_control(tx: Tx, object_id: ObjectId, player: PlayerId, duration: Duration) -> None:
    """``player`` gains control of a permanent: a new control effect with a new timestamp."""
    eid = tx.new_id()
    name = tx.state.players[player].name
    obj = tx.state.objects[object_id]
    text = f"{name} controls {obj.name}"
    if duration is Duration.UNTIL_END_OF_TURN:
        text += " until end of turn"
    elif duration is Duration.UNTIL_END_OF_COMBAT:
        text += " until end of combat"
    effect = FloatingEffect(
        int(eid),
        ContinuousEffectSpec(set_controller=int(player)),
        (object_id,),
        duration,
        int(eid),
        text,
    )
    tx.state.effects = (*tx.state.effects, effect)
    tx.emit(ev.EffectStarted(effect.id, text))
    refresh_control(tx)


def end_control_effects_for(tx: Tx, player: PlayerId) -> None:
    """800.4a: effects that give a player who leaves the game control of objects end."""
    state = tx.state
    ending = [e for e in state.effects if e.spec.set_controller == player]
    if not ending:
        return
    state.effects = tuple(e for e in state.effects if e.spec.set_controller != player)
    for e in ending:
        tx.emit(ev.EffectEnded(e.id, e.text))
    refresh_control(tx)


#: ``GameState.extra`` key: the permanents a control effect applies to (their ``base_controller``
#: is set), so that a refresh looks only at them and not at the whole battlefield.
CONTROLLED = "controlled"


def refresh_control(tx: Tx) -> None:
    """Set each permanent's controller from the control effects now in play (613.1b, 613.7).

    A control effect whose permanents have all left the battlefield ends (there is nothing left
    for it to apply to: the card that left is a new object, 400.7)."""
    state = tx.state
    control = [e for e in state.effects if e.spec.set_controller is not None]
    tracked: tuple[ObjectId, ...] = state.extra.get(CONTROLLED, ())  # type: ignore[assignment]
    if not control and not tracked:
        return
    objects = state.objects

    def on_battlefield(oid: ObjectId) -> bool:
        obj = objects.get(oid)
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    live = [e for e in control if any(on_battlefield(t) for t in e.targets)]
    if len(live) != len(control):
        dead = {e.id for e in control} - {e.id for e in live}
        state.effects = tuple(e for e in state.effects if e.id not in dead)
    latest: dict[ObjectId, PlayerId] = {}
    for effect in sorted(live, key=lambda e: e.timestamp):
        for target in effect.targets:
            latest[target] = PlayerId(effect.spec.set_controller)  # type: ignore[arg-type]
    still: list[ObjectId] = []
    for oid in dict.fromkeys((*tracked, *latest)):
        if not on_battlefield(oid):
            continue
        obj = objects[oid]
        base = obj.base_controller if obj.base_controller is not None else obj.controller
        new_controller = latest.get(oid, base)
        new_base = base if oid in latest else None
        if new_base is not None:
            still.append(oid)
        if new_controller == obj.controller and new_base == obj.base_controller:
            continue
        new = replace(obj, controller=new_controller, base_controller=new_base)
        if new_controller != obj.controller:
            new = replace(new, controlled_since=state.turn.number)  # 302.6
        if new_controller != obj.controller and (obj.attacking is not None or obj.blocking):
            # 506.4: a permanent whose controller changes is removed from combat
            new = replace(new, attacking=None, blocking=(), blocked=False)
        tx.set_object(new)
        if new_controller != obj.controller:
            tx.emit(ev.ControlChanged(oid, obj.controller, new_controller, obj.name))
    if still:
        state.extra[CONTROLLED] = tuple(still)
    else:
        state.extra.pop(CONTROLLED, None)
