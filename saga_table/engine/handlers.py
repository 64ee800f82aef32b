"""What each action does: one handler per action type (:data:`HANDLERS`), each carrying the action
out in a transaction. :func:`~saga_table.engine.game.apply_action` verifies an action, runs its
handler and lets the game settle."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.battlefield import create_tokens, make_from_nowhere, put_onto_battlefield
from saga_table.engine.cards import CardDef
from saga_table.engine.checks import cast_timing_allowed, land_play_allowed
from saga_table.engine.checks import existing_object as _object
from saga_table.engine.checks import player_in_game as _player
from saga_table.engine.combat import (
    change_opponent_life,
    deal_combat_damage,
    declare_attackers,
    declare_blockers,
)
from saga_table.engine.control import refresh_control
from saga_table.engine.counters import (
    check_counter_bound,
    put_counters,
    put_player_counters,
    remove_counters,
)
from saga_table.engine.day_night import (
    DAY,
    NIGHT,
    becomes,
    count_spell,
    is_day_night_bound,
    spells_cast_by,
)
from saga_table.engine.designations import ascend, ring_tempts, start_engines
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import OPPONENT, ObjectId, Zone
from saga_table.engine.initiative import choose_dungeon, choose_room, take_initiative, venture
from saga_table.engine.legend import choose_legend
from saga_table.engine.library import LIBRARY_HANDLERS
from saga_table.engine.monarch import become_monarch
from saga_table.engine.opening import OPENING_HANDLERS
from saga_table.engine.passing import advance_to_next_turn, advance_to_step, pass_the_turn
from saga_table.engine.resolution_answers import RESOLUTION_HANDLERS
from saga_table.engine.sba import leave_game, leave_together
from saga_table.engine.stack import counter_item, order_triggers, resolve_top
from saga_table.engine.state import (
    AbilityKind,
    ChooseReadAheadDecision,
    FloatingEffect,
    GameObject,
    PlayerState,
    Skip,
    StackItem,
)
from saga_table.engine.table import TABLE_HANDLERS
from saga_table.engine.turn_flow import (
    add_extra_phases,
    add_extra_turn,
    add_skip,
    advance_step,
    discard_to_hand_size,
    end_the_combat_phase,
    end_the_turn,
)
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import MAX_BATCH, IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_SPELL = AbilityKind.SPELL
_STEP_MAIN = Step.MAIN
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_EXILE = Zone.EXILE
_ZONE_GRAVEYARD = Zone.GRAVEYARD
_ZONE_HAND = Zone.HAND
_ZONE_LIBRARY = Zone.LIBRARY
_ZONE_STACK = Zone.STACK

__all__ = ["HANDLERS", "created_token_card"]

_STEP_AND_PHASE_NAMES = {s.value for s in Step} | {p.value for p in Phase}


# ---------------------------------------------------------------------------- helpers


def _permanent(tx: Tx, oid: ObjectId) -> Any:
    return _object(tx, oid, zone=_ZONE_BATTLEFIELD)


# ---------------------------------------------------------------------------- handlers


def _advance_to_next_turn(tx: Tx, act: a.AdvanceToNextTurn) -> None:
    advance_to_next_turn(tx, act.step, act.precombat)


#: The most extra turns one action gives (a bound for hostile records: a tuple of them is made).
_MAX_EXTRA_TURNS = 100


def _add_extra_turn(tx: Tx, action: a.AddExtraTurn) -> None:
    player = _player(tx, action.player)
    count = action.count
    if type(count) is not int or not 1 <= count <= _MAX_EXTRA_TURNS:
        raise IllegalActionError(f"take from 1 to {_MAX_EXTRA_TURNS} extra turns, not {count!r}")
    add_extra_turn(tx, player, count)


def _skip_next(tx: Tx, action: a.SkipNext) -> None:
    _player(tx, action.player)
    if action.what not in _STEP_AND_PHASE_NAMES or action.count < 1:
        raise IllegalActionError(f"cannot skip {action.what!r}: name a step or a phase")
    add_skip(tx, Skip(action.player, action.what, action.count))


def _skip_this_turn(tx: Tx, action: a.SkipThisTurn) -> None:
    _player(tx, action.player)
    if action.what not in _STEP_AND_PHASE_NAMES:
        raise IllegalActionError(f"cannot skip {action.what!r}: name a step or a phase")
    add_skip(tx, Skip(action.player, action.what, this_turn_only=tx.state.turn.number))


def _resolve(tx: Tx, action: a.ResolveTopOfStack) -> None:
    resolve_top(tx, carry_out=action.carry_out)


def _counter(tx: Tx, action: a.CounterStackItem) -> None:
    counter_item(tx, action.item)


def _order(tx: Tx, action: a.OrderTriggers) -> None:
    order_triggers(tx, action.order)


def _read_ahead(tx: Tx, action: a.ChooseReadAhead) -> None:
    decision = tx.state.decision
    if not isinstance(decision, ChooseReadAheadDecision):
        raise IllegalActionError("no read ahead choice is waiting")
    if not 1 <= action.number <= decision.maximum:
        raise IllegalActionError(f"choose a number from 1 to {decision.maximum}")
    tx.state.decision = None
    entry = decision.entry
    put_onto_battlefield(
        tx,
        entry.object,
        controller=entry.controller,
        face=entry.face,
        read_ahead=action.number,
        tapped=entry.tapped,
    )


def _take_initiative(tx: Tx, action: a.TakeTheInitiative) -> None:
    _player(tx, action.player)
    take_initiative(tx, action.player, reason="an effect")


def _venture(tx: Tx, action: a.VentureIntoTheDungeon) -> None:
    _player(tx, action.player)
    venture(tx, action.player, undercity=action.undercity)


def _count_spell(tx: Tx, action: a.CountSpell) -> None:
    _player(tx, action.player)
    count_spell(tx, action.player)
    tx.emit(ev.SpellCounted(action.player, spells_cast_by(tx.state, action.player)))


def _set_day_night(tx: Tx, action: a.SetDayNight) -> None:
    if action.value not in (DAY, NIGHT):
        raise IllegalActionError('it becomes "day" or "night"')
    becomes(tx, action.value, reason="an effect")


def _ascend(tx: Tx, action: a.Ascend) -> None:
    _player(tx, action.player)
    ascend(tx, action.player)


def _ring(tx: Tx, action: a.TheRingTemptsYou) -> None:
    _player(tx, action.player)
    ring_tempts(tx, action.player, action.bearer)


def _engines(tx: Tx, action: a.StartYourEngines) -> None:
    _player(tx, action.player)
    start_engines(tx, action.player)


def _keep_legend(tx: Tx, action: a.KeepLegend) -> None:
    choose_legend(tx, action.keep)


def _discard(tx: Tx, action: a.DiscardToHandSize) -> None:
    discard_to_hand_size(tx, action.cards)


def _add_counters(tx: Tx, action: a.AddCounters) -> None:
    obj = _permanent(tx, action.object)
    if action.amount < 1:
        raise IllegalActionError("put at least one counter")
    putter = action.player if action.player is not None else obj.controller
    put_counters(
        tx, obj.id, action.kind, action.amount, putter=putter, by_effect=not action.by_rule
    )


def _add_player_counters(tx: Tx, action: a.AddPlayerCounters) -> None:
    _player(tx, action.player)
    if action.amount == 0 or not action.kind.strip():
        raise IllegalActionError("give a player at least one counter of a named kind")
    if action.amount < 0:
        p = tx.state.players[action.player]
        before = p.counters[action.kind]
        if before == 0:
            raise IllegalActionError(f"{p.name} has no {action.kind} counter to remove")
        after = max(0, before + action.amount)
        tx.set_player(replace(p, counters=p.counters.plus(action.kind, after - before)))
        tx.emit(ev.PlayerCountersAdded(action.player, action.kind, before, after))
        return
    if action.by is not None:
        _player(tx, action.by)
        put_player_counters(
            tx, action.player, action.kind, action.amount, putter=action.by, by_effect=True
        )
        return
    p = tx.state.players[action.player]
    before = p.counters[action.kind]
    check_counter_bound(p.name, action.kind, before + action.amount)
    tx.set_player(replace(p, counters=p.counters.plus(action.kind, action.amount)))
    tx.emit(ev.PlayerCountersAdded(action.player, action.kind, before, before + action.amount))


def _remove_counters(tx: Tx, action: a.RemoveCounters) -> None:
    obj = _permanent(tx, action.object)
    if action.amount < 1:
        raise IllegalActionError("remove at least one counter")
    have = obj.counters[action.kind]
    if have < 1:
        raise IllegalActionError(f"{obj.name} has no {action.kind} counter to remove")
    if action.amount > have:
        raise IllegalActionError(
            f"{obj.name} has only {have} {action.kind} counter{'s' if have != 1 else ''}, "
            f"not {action.amount} to remove"
        )
    remove_counters(tx, obj.id, action.kind, action.amount)


def _proliferate(tx: Tx, action: a.Proliferate) -> None:
    _player(tx, action.player)
    for oid in action.objects:
        obj = _permanent(tx, oid)
        if not obj.counters:
            raise IllegalActionError(f"{obj.name} has no counters to proliferate")
    for pid in action.players:
        _player(tx, pid)
    for oid in action.objects:
        for kind in list(tx.state.objects[oid].counters):
            if oid in tx.state.battlefield:
                put_counters(tx, oid, kind, 1, putter=action.player, by_effect=True)
    for pid in action.players:
        for kind in list(tx.state.players[pid].counters):
            put_player_counters(tx, pid, kind, 1, putter=action.player, by_effect=True)


def _put_onto_battlefield(tx: Tx, action: a.PutOntoBattlefield) -> None:
    obj = _object(tx, action.card)
    if obj.zone is _ZONE_BATTLEFIELD:
        raise IllegalActionError(f"{obj.name} is already on the battlefield")
    if obj.zone is _ZONE_STACK:
        raise IllegalActionError(f"{obj.name} is on the stack: resolve it instead")
    controller = action.controller if action.controller is not None else obj.owner
    _player(tx, controller)
    face = 1 if action.transformed else 0
    if action.transformed and not obj.card.is_double_faced:
        raise IllegalActionError(f"{obj.name} has no back face")
    if action.read_ahead is not None and action.read_ahead < 1:
        raise IllegalActionError("read ahead chooses a number from 1")
    put_onto_battlefield(tx, obj.id, controller=controller, face=face, read_ahead=action.read_ahead)


def _cast(tx: Tx, action: a.CastSpell) -> None:
    obj = _object(tx, action.card)
    if obj.zone in (_ZONE_BATTLEFIELD, _ZONE_STACK):
        raise IllegalActionError(f"{obj.name} is on the {obj.zone.value}; it cannot be cast")
    if "Land" in obj.printed.card_types:
        raise IllegalActionError(f"{obj.name} is a land: play it instead of casting it")
    cast_timing_allowed(tx, obj.owner, obj.printed)
    if action.tapping:
        _tap_each(tx, action.tapping)  # (601.2g; tapped first, as TapPermanents then CastSpell)
    moved = tx.move(obj.id, _ZONE_STACK, controller=obj.owner)
    count_spell(tx, obj.owner)  # 502.2 counts it
    item = StackItem(
        id=moved.id,
        kind=_KIND_SPELL,
        controller=obj.owner,
        source=moved.id,
        source_name=obj.name,
        source_name_ja=obj.name_ja,
        text=obj.printed.text or obj.printed.type_line,
        text_ja=obj.printed.text_ja if obj.printed.text else None,
        card=moved.id,
    )
    tx.state.stack = (*tx.state.stack, item)


def _play_land(tx: Tx, action: a.PlayLand) -> None:
    obj = _object(tx, action.card, zone=_ZONE_HAND)
    if "Land" not in obj.printed.card_types:
        raise IllegalActionError(f"{obj.name} is not a land")
    land_play_allowed(tx, obj.owner)
    player = tx.state.players[obj.owner]
    tx.set_player(_lands_played(player, player.lands_played + 1), unread=True)
    new = put_onto_battlefield(tx, obj.id, controller=obj.owner)
    if new is not None and not tx.quiet:  # (no watcher reads it: tx.py)
        tx.emit(ev.LandPlayed(obj.owner, new.id))


def _move(tx: Tx, action: a.MoveObject) -> None:
    obj = _object(tx, action.object)
    if action.to is _ZONE_BATTLEFIELD:
        raise IllegalActionError("use PutOntoBattlefield to put a card onto the battlefield")
    if action.to is _ZONE_STACK:
        raise IllegalActionError("use CastSpell to put a card on the stack")
    if obj.zone is action.to and action.to is not _ZONE_LIBRARY:
        raise IllegalActionError(f"{obj.name} is already in the {obj.zone.value}")
    if obj.zone is _ZONE_STACK:
        tx.state.stack = tuple(s for s in tx.state.stack if s.card != obj.id)
    tx.move(obj.id, action.to, bottom=action.bottom)


def _sacrifice(tx: Tx, action: a.SacrificePermanent) -> None:
    obj = _permanent(tx, action.object)
    tx.emit(ev.PermanentSacrificed(obj.id, obj.name, "701.21a"))
    tx.move(obj.id, _ZONE_GRAVEYARD)


def _exile_and_return(tx: Tx, action: a.ExileAndReturn) -> None:
    obj = _permanent(tx, action.object)
    controller = obj.controller
    exiled = tx.move(obj.id, _ZONE_EXILE)
    if obj.token:
        return  # a token that left the battlefield ceases to exist (704.5d)
    if action.transformed and not obj.card.is_double_faced:
        return  # a card with one face stays in exile
    face = 1 if action.transformed else 0  # returned "transformed": its back face up
    put_onto_battlefield(tx, exiled.id, controller=controller, face=face)


def _transform(tx: Tx, action: a.Transform) -> None:
    obj = _permanent(tx, action.object)
    if not obj.card.is_double_faced:
        raise IllegalActionError(f"{obj.name} has no back face")
    if is_day_night_bound(obj):
        raise IllegalActionError(
            f"{obj.name} transforms only as it becomes day or night (702.145b)"
        )
    new = replace(obj, face=1 - obj.face)
    tx.set_object(new)
    tx.emit(ev.PermanentTransformed(obj.id, new.face, new.name))


def _create_token(tx: Tx, action: a.CreateToken) -> None:
    _player(tx, action.controller)
    if not 1 <= action.count <= MAX_BATCH:
        raise IllegalActionError(f"create from 1 to {MAX_BATCH} tokens at a time")
    if action.card is None and not action.name.strip():
        raise IllegalActionError("a token needs a name")
    card = created_token_card(action)
    if action.count == 1 and card.front.is_saga:
        # a Saga enters as any card put onto the battlefield does (714.3a): with read ahead,
        # its own or given, its controller chooses the number of lore counters (702.155b)
        obj = make_from_nowhere(tx, card, owner=action.controller, token=True)
        put_onto_battlefield(tx, obj.id, controller=action.controller)
        return
    create_tokens(tx, card, controller=action.controller, count=action.count)


def created_token_card(action: a.CreateToken) -> CardDef:
    """The card a :class:`CreateToken` makes tokens of: its card, or one made of its name,
    types and power and toughness (111.4)."""
    if action.card is not None:
        return action.card
    try:
        return CardDef.simple(
            action.name.strip(),
            card_types=action.card_types,
            subtypes=action.subtypes,
            power=None if action.power is None else str(action.power),
            toughness=None if action.toughness is None else str(action.toughness),
        )
    except ValueError as exc:  # beyond the card limits (engine.card_limits)
        raise IllegalActionError(f"the token cannot be made: {exc}") from None


def _attach(tx: Tx, action: a.AttachTo) -> None:
    obj = _permanent(tx, action.object)
    if action.target is not None:
        target = _permanent(tx, action.target)
        if target.id == obj.id:
            raise IllegalActionError(f"{obj.name} cannot be attached to itself")
    elif obj.attached_to is None:
        raise IllegalActionError(f"{obj.name} is not attached to anything")
    tx.set_object(replace(obj, attached_to=action.target))


_tapped = replacer(GameObject, "tapped")  # (fastreplace.replacer: a quicker replace)
_lands_played = replacer(PlayerState, "lands_played")


def _tap(tx: Tx, action: a.TapPermanent) -> None:
    obj = _permanent(tx, action.object)
    if obj.tapped:
        raise IllegalActionError(f"{obj.name} is already tapped")
    tx.set_status(_tapped(obj, True))
    if not tx.quiet:
        tx.emit(ev.PermanentTapped(obj.id))


def _tap_several(tx: Tx, action: a.TapPermanents) -> None:
    if not action.objects:
        raise IllegalActionError("there is nothing to tap")
    _tap_each(tx, action.objects)


def _tap_each(tx: Tx, oids: tuple[ObjectId, ...]) -> None:
    """Tap each of ``oids`` in turn, as _tap taps one (TapPermanents, CastSpell's tapping)."""
    if len(set(oids)) != len(oids):
        raise IllegalActionError("a permanent is named twice")
    for oid in oids:  # each as _tap taps it; a refusal drops the whole transaction
        obj = _permanent(tx, oid)
        if obj.tapped:
            raise IllegalActionError(f"{obj.name} is already tapped")
        tx.set_status(_tapped(obj, True))
        if not tx.quiet:
            tx.emit(ev.PermanentTapped(oid))


def _untap(tx: Tx, action: a.UntapPermanent) -> None:
    obj = _permanent(tx, action.object)
    if not obj.tapped:
        raise IllegalActionError(f"{obj.name} is already untapped")
    tx.set_status(replace(obj, tapped=False))
    if not tx.quiet:
        tx.emit(ev.PermanentUntapped(obj.id))


def _apply_effect(tx: Tx, action: a.ApplyEffect) -> None:
    if not action.targets:
        raise IllegalActionError("an effect needs at least one permanent to apply to")
    for oid in action.targets:
        _permanent(tx, oid)
    eid = tx.new_id()
    effect = FloatingEffect(
        int(eid), action.spec, action.targets, action.duration, int(eid), action.text
    )
    tx.state.effects = (*tx.state.effects, effect)
    tx.emit(ev.EffectStarted(effect.id, action.text))


def _end_effect(tx: Tx, action: a.EndEffect) -> None:
    effect = next((e for e in tx.state.effects if e.id == action.effect), None)
    if effect is None:
        raise IllegalActionError(f"there is no effect {action.effect}")
    tx.state.effects = tuple(e for e in tx.state.effects if e.id != action.effect)
    tx.emit(ev.EffectEnded(effect.id, effect.text))
    refresh_control(tx)


def _change_life(tx: Tx, action: a.ChangeLife) -> None:
    if action.amount == 0:
        raise IllegalActionError("a life change of 0 changes nothing")
    if action.player == OPPONENT:
        change_opponent_life(tx, action.amount)
        return
    _player(tx, action.player)
    tx.change_life(action.player, action.amount)


def _concede(tx: Tx, action: a.Concede) -> None:
    _player(tx, action.player)
    tx.emit(ev.PlayerLost(action.player, "conceded (104.3a)"))
    decision = tx.state.decision
    if decision is not None and decision.player == action.player:
        tx.state.decision = None
    leave_game(tx, action.player)


def _concede_together(tx: Tx, action: a.ConcedeTogether) -> None:
    if not action.players:
        raise IllegalActionError("name the players who concede")
    for player in action.players:
        _player(tx, player)
    for player in action.players:
        tx.emit(ev.PlayerLost(player, "conceded (104.3a)"))
    decision = tx.state.decision
    if decision is not None and decision.player in action.players:
        tx.state.decision = None
    leave_together(tx, action.players)


def _become_monarch(tx: Tx, action: a.BecomeMonarch) -> None:
    _player(tx, action.player)
    become_monarch(tx, action.player, reason="an effect")


def _declare_attackers(tx: Tx, action: a.DeclareAttackers) -> None:
    declare_attackers(tx, action.attacks)


def _declare_blockers(tx: Tx, action: a.DeclareBlockers) -> None:
    declare_blockers(tx, action.blocks)


def _deal_damage(tx: Tx, action: a.DealCombatDamage) -> None:
    deal_combat_damage(tx, action.hits)


#: What each action does, by its type.
HANDLERS: dict[type, Callable[[Tx, Any], None]] = {
    a.AdvanceStep: lambda tx, _: advance_step(tx),
    a.AdvanceToNextTurn: _advance_to_next_turn,
    a.PassTheTurn: lambda tx, _: pass_the_turn(tx),
    a.AdvanceToStep: lambda tx, act: advance_to_step(tx, act.step, act.precombat),
    a.SkipNext: _skip_next,
    a.SkipThisTurn: _skip_this_turn,
    a.AddExtraPhases: lambda tx, act: add_extra_phases(tx, act.phases),
    a.AddExtraTurn: _add_extra_turn,
    a.EndTheTurn: lambda tx, _: end_the_turn(tx),
    a.EndTheCombatPhase: lambda tx, _: end_the_combat_phase(tx),
    a.ResolveTopOfStack: _resolve,
    a.CounterStackItem: _counter,
    a.OrderTriggers: _order,
    a.ChooseReadAhead: _read_ahead,
    a.DiscardToHandSize: _discard,
    a.KeepLegend: _keep_legend,
    a.TakeTheInitiative: _take_initiative,
    a.CountSpell: _count_spell,
    a.Ascend: _ascend,
    a.TheRingTemptsYou: _ring,
    a.StartYourEngines: _engines,
    a.SetDayNight: _set_day_night,
    a.VentureIntoTheDungeon: _venture,
    a.ChooseDungeon: lambda tx, act: choose_dungeon(tx, act.dungeon),
    a.ChooseRoom: lambda tx, act: choose_room(tx, act.room),
    a.AddCounters: _add_counters,
    a.AddPlayerCounters: _add_player_counters,
    a.RemoveCounters: _remove_counters,
    a.Proliferate: _proliferate,
    a.PutOntoBattlefield: _put_onto_battlefield,
    a.CastSpell: _cast,
    a.PlayLand: _play_land,
    a.MoveObject: _move,
    a.SacrificePermanent: _sacrifice,
    a.ExileAndReturn: _exile_and_return,
    a.Transform: _transform,
    a.CreateToken: _create_token,
    a.AttachTo: _attach,
    a.TapPermanent: _tap,
    a.TapPermanents: _tap_several,
    a.UntapPermanent: _untap,
    a.ApplyEffect: _apply_effect,
    a.EndEffect: _end_effect,
    a.ChangeLife: _change_life,
    a.Concede: _concede,
    a.ConcedeTogether: _concede_together,
    a.BecomeMonarch: _become_monarch,
    a.DeclareAttackers: _declare_attackers,
    a.DeclareBlockers: _declare_blockers,
    a.DealCombatDamage: _deal_damage,
    **LIBRARY_HANDLERS,
    **OPENING_HANDLERS,
    **TABLE_HANDLERS,
    **RESOLUTION_HANDLERS,
}
