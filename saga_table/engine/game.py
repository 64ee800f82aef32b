"""The game: one door for every change, and the history that makes undo, redo and replay exact.

>>> from saga_table.engine.cards import CardDef
>>> from saga_table.engine.setup import GameSetup, PlayerSetup
>>> from saga_table.engine import actions as a
>>> saga = CardDef.saga("Tale", chapters={1: "one", 2: "two", 3: "three"})
>>> game = Game(GameSetup(players=(PlayerSetup("Ann", hand=(saga,)),), shuffle=False))
>>> card = game.state.zone(0, "hand")[0]
>>> _ = game.apply(a.PutOntoBattlefield(card))
>>> game.state.stack[-1].chapter          # chapter I triggered as the Saga entered with a counter
1
>>> type(game.undo()).__name__, game.state.stack
('PutOntoBattlefield', ())
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.battlefield import create_tokens, put_onto_battlefield
from saga_table.engine.cards import CardDef
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
from saga_table.engine.effects import resolve as resolution
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import OPPONENT, ObjectId, Zone
from saga_table.engine.initiative import choose_dungeon, choose_room, take_initiative, venture
from saga_table.engine.legend import choose_legend
from saga_table.engine.library import LIBRARY_HANDLERS
from saga_table.engine.monarch import become_monarch
from saga_table.engine.opening import OPENING_HANDLERS
from saga_table.engine.sba import carry_quiet, leave_game, leave_together, remember_quiet, settle
from saga_table.engine.setup import GameSetup, initial_state
from saga_table.engine.stack import counter_item, order_triggers, resolve_top
from saga_table.engine.state import (
    AbilityKind,
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseDungeonDecision,
    ChooseLegendDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseReadAheadDecision,
    ChooseRoomDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    DiscardToHandSizeDecision,
    FloatingEffect,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
    ResolveByHandDecision,
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
    pass_the_turn,
)
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import MAX_BATCH, IllegalActionError, Tx
from saga_table.engine.values import dataclass

__all__ = ["Game", "HistoryEntry", "apply_action"]

#: The actions that answer each kind of decision (besides undo, which is not an action).
_ANSWERS: dict[type, tuple[type, ...]] = {
    OrderTriggersDecision: (a.OrderTriggers,),
    ChooseReadAheadDecision: (a.ChooseReadAhead,),
    DiscardToHandSizeDecision: (a.DiscardToHandSize,),
    MulliganDecision: (a.Mulligan, a.KeepHand),
    ChooseLegendDecision: (a.KeepLegend,),
    ChooseDungeonDecision: (a.ChooseDungeon,),
    ChooseRoomDecision: (a.ChooseRoom,),
    ChooseTargetsDecision: (a.ChooseTargets,),
    ChooseCardsDecision: (a.ChooseCards,),
    ArrangeTopDecision: (a.ArrangeTop,),
    ChooseYesNoDecision: (a.ChooseYesOrNo,),
    ChooseModeDecision: (a.ChooseModes,),
    ChooseNumberDecision: (a.ChooseNumber,),
    #: 608.2: while an ability is carried out by hand, the players make its changes; nothing
    #: else (state-based actions, triggers, the turn) moves until Done.
    ResolveByHandDecision: (
        a.FinishResolution,
        a.DrawCards,
        a.MoveObject,
        a.AddCounters,
        a.RemoveCounters,
        a.AddPlayerCounters,
        a.Proliferate,
        a.CreateToken,
        a.Transform,
        a.ExileAndReturn,
        a.PutOntoBattlefield,
        a.SearchLibrary,
        a.ReorderLibraryTop,
        a.Shuffle,
        a.TapPermanent,
        a.UntapPermanent,
        a.ApplyEffect,
        a.EndEffect,
        a.AttachTo,
        a.BecomeMonarch,
    ),
}

#: Actions a table may still take while a decision waits (they do not change what is decided).
_ALWAYS = (
    a.ChangeLife,
    a.SetLife,
    a.SetHandSize,
    a.ChangeCommanderDamage,
    a.Concede,
    a.ConcedeTogether,
)

#: 723.1a / 723.2a: an effect may end the turn or the combat phase while triggered abilities wait
#: to be put on the stack (a resolving spell made them trigger); they cease to exist.
_CUT_SHORT = (a.EndTheTurn, a.EndTheCombatPhase)

_STEP_AND_PHASE_NAMES = {s.value for s in Step} | {p.value for p in Phase}


# ---------------------------------------------------------------------------- helpers


def _permanent(tx: Tx, oid: ObjectId) -> Any:
    return _object(tx, oid, zone=Zone.BATTLEFIELD)


# ---------------------------------------------------------------------------- handlers


def _advance_to_next_turn(tx: Tx, _: a.AdvanceToNextTurn) -> None:
    start = tx.state.turn.number
    for _i in range(200):
        advance_step(tx)
        st = tx.state
        if st.turn.number != start or st.decision is not None or st.stack or st.game_over:
            return
    raise IllegalActionError("the turn did not end")  # pragma: no cover


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
    if obj.zone is Zone.BATTLEFIELD:
        raise IllegalActionError(f"{obj.name} is already on the battlefield")
    if obj.zone is Zone.STACK:
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
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        raise IllegalActionError(f"{obj.name} is on the {obj.zone.value}; it cannot be cast")
    if "Land" in obj.printed.card_types:
        raise IllegalActionError(f"{obj.name} is a land: play it instead of casting it")
    moved = tx.move(obj.id, Zone.STACK, controller=obj.owner)
    count_spell(tx, obj.owner)  # 502.2 counts it
    item = StackItem(
        id=moved.id,
        kind=AbilityKind.SPELL,
        controller=obj.owner,
        source=moved.id,
        source_name=obj.name,
        source_name_ja=obj.printed.name_ja,
        text=obj.printed.text or obj.printed.type_line,
        card=moved.id,
    )
    tx.state.stack = (*tx.state.stack, item)


def _play_land(tx: Tx, action: a.PlayLand) -> None:
    obj = _object(tx, action.card, zone=Zone.HAND)
    if "Land" not in obj.printed.card_types:
        raise IllegalActionError(f"{obj.name} is not a land")
    st = tx.state
    player = st.players[obj.owner]
    if st.rules.one_land_per_turn:
        if obj.owner != st.turn.active:
            raise IllegalActionError("lands are played on your own turn (305.2)")
        if st.turn.step is not Step.MAIN or st.stack:
            raise IllegalActionError("a land is played in a main phase with an empty stack (305.2)")
        if player.lands_played >= 1:
            raise IllegalActionError(f"{player.name} has already played a land this turn")
    tx.set_player(replace(player, lands_played=player.lands_played + 1))
    new = put_onto_battlefield(tx, obj.id, controller=obj.owner)
    if new is not None:
        tx.emit(ev.LandPlayed(obj.owner, new.id))


def _move(tx: Tx, action: a.MoveObject) -> None:
    obj = _object(tx, action.object)
    if action.to is Zone.BATTLEFIELD:
        raise IllegalActionError("use PutOntoBattlefield to put a card onto the battlefield")
    if action.to is Zone.STACK:
        raise IllegalActionError("use CastSpell to put a card on the stack")
    if obj.zone is action.to and action.to is not Zone.LIBRARY:
        raise IllegalActionError(f"{obj.name} is already in the {obj.zone.value}")
    if obj.zone is Zone.STACK:
        tx.state.stack = tuple(s for s in tx.state.stack if s.card != obj.id)
    tx.move(obj.id, action.to, bottom=action.bottom)


def _exile_and_return(tx: Tx, action: a.ExileAndReturn) -> None:
    obj = _permanent(tx, action.object)
    controller = obj.controller
    exiled = tx.move(obj.id, Zone.EXILE)
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
    card = action.card
    if card is None:
        if not action.name.strip():
            raise IllegalActionError("a token needs a name")
        card = CardDef.simple(
            action.name.strip(),
            card_types=action.card_types,
            subtypes=action.subtypes,
            power=None if action.power is None else str(action.power),
            toughness=None if action.toughness is None else str(action.toughness),
        )
    create_tokens(tx, card, controller=action.controller, count=action.count)


def _attach(tx: Tx, action: a.AttachTo) -> None:
    obj = _permanent(tx, action.object)
    if action.target is not None:
        target = _permanent(tx, action.target)
        if target.id == obj.id:
            raise IllegalActionError(f"{obj.name} cannot be attached to itself")
    elif obj.attached_to is None:
        raise IllegalActionError(f"{obj.name} is not attached to anything")
    tx.set_object(replace(obj, attached_to=action.target))


def _tap(tx: Tx, action: a.TapPermanent) -> None:
    obj = _permanent(tx, action.object)
    if obj.tapped:
        raise IllegalActionError(f"{obj.name} is already tapped")
    tx.set_object(replace(obj, tapped=True))
    tx.emit(ev.PermanentTapped(obj.id))


def _untap(tx: Tx, action: a.UntapPermanent) -> None:
    obj = _permanent(tx, action.object)
    if not obj.tapped:
        raise IllegalActionError(f"{obj.name} is already untapped")
    tx.set_object(replace(obj, tapped=False))
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


def _choose_targets(tx: Tx, action: a.ChooseTargets) -> None:
    resolution.choose_targets(tx, action.objects, action.players)


def _expect_decision(tx: Tx, kind: type, what: str) -> None:
    if not isinstance(tx.state.decision, kind):
        raise IllegalActionError(f"no {what} is waiting")


def _choose_cards(tx: Tx, action: a.ChooseCards) -> None:
    _expect_decision(tx, ChooseCardsDecision, "choice of cards")
    resolution.answer(tx, action.cards)


def _arrange_top(tx: Tx, action: a.ArrangeTop) -> None:
    _expect_decision(tx, ArrangeTopDecision, "scry or surveil")
    resolution.answer(tx, (action.top, action.bottom, action.graveyard))


def _choose_yes_or_no(tx: Tx, action: a.ChooseYesOrNo) -> None:
    _expect_decision(tx, ChooseYesNoDecision, '"you may" choice')
    resolution.answer(tx, action.yes)


def _choose_modes(tx: Tx, action: a.ChooseModes) -> None:
    _expect_decision(tx, ChooseModeDecision, "choice of modes")
    resolution.answer(tx, action.modes)


def _choose_number(tx: Tx, action: a.ChooseNumber) -> None:
    _expect_decision(tx, ChooseNumberDecision, "choice of a number")
    resolution.answer(tx, action.number)


def _resolve_by_hand(tx: Tx, _: a.ResolveByHand) -> None:
    st = tx.state
    if not st.stack:
        raise IllegalActionError("the stack is empty")
    item = st.stack[-1]
    if item.kind is AbilityKind.SPELL:
        raise IllegalActionError(f"{item.source_name} is a spell: resolve it instead")
    st.stack = st.stack[:-1]
    tx.emit(ev.StackItemResolved(item.id, False))
    resolution.begin_by_hand(tx, item, item.text)


def _finish_resolution(tx: Tx, _: a.FinishResolution) -> None:
    _expect_decision(tx, ResolveByHandDecision, "resolution by hand")
    resolution.answer(tx, "done")


_HANDLERS: dict[type, Callable[[Tx, Any], None]] = {
    a.AdvanceStep: lambda tx, _: advance_step(tx),
    a.AdvanceToNextTurn: _advance_to_next_turn,
    a.PassTheTurn: lambda tx, _: pass_the_turn(tx),
    a.SkipNext: _skip_next,
    a.SkipThisTurn: _skip_this_turn,
    a.AddExtraPhases: lambda tx, act: add_extra_phases(tx, act.phases),
    a.AddExtraTurn: lambda tx, act: add_extra_turn(tx, _player(tx, act.player)),
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
    a.ExileAndReturn: _exile_and_return,
    a.Transform: _transform,
    a.CreateToken: _create_token,
    a.AttachTo: _attach,
    a.TapPermanent: _tap,
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
    a.ChooseTargets: _choose_targets,
    a.ChooseCards: _choose_cards,
    a.ArrangeTop: _arrange_top,
    a.ChooseYesOrNo: _choose_yes_or_no,
    a.ChooseModes: _choose_modes,
    a.ChooseNumber: _choose_number,
    a.ResolveByHand: _resolve_by_hand,
    a.FinishResolution: _finish_resolution,
}


def apply_action(
    state: GameState, action: a.Action, *, quiet: bool = False
) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Verify and apply one action to a state: the new state and the events. The given state is
    left as it was. Raises :class:`IllegalActionError` when the action is not allowed now.
    ``quiet`` (the headless mode) returns no events: the same new state, less work."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalActionError(f"unknown action {type(action).__name__}")
    decision = state.decision
    if decision is not None and not isinstance(action, _ALWAYS):
        allowed = _ANSWERS[type(decision)]
        cut_short = isinstance(decision, OrderTriggersDecision) and isinstance(action, _CUT_SHORT)
        if not isinstance(action, allowed) and not cut_short:
            who = state.players[decision.player].name
            raise IllegalActionError(
                f"{who} must first answer: {_decision_name(decision)} "
                f"(with {' or '.join(t.__name__ for t in allowed)})"
            )
    if state.game_over and not isinstance(action, _ALWAYS):
        raise IllegalActionError("the game is over")
    if not state.started and decision is None:
        raise IllegalActionError("the game has not started")
    tx = Tx(state, quiet=quiet)
    carry_quiet(tx, state)
    handler(tx, action)
    if tx.state.effects is not state.effects:
        refresh_control(tx)  # an effect began or ended: who controls what may change (613.1b)
    if tx.state.started and not tx.state.game_over:
        settle(tx)
        remember_quiet(tx)
    return tx.state, () if quiet else tuple(tx.events)


def _decision_name(decision: object) -> str:
    return {
        OrderTriggersDecision: "the order of triggered abilities",
        ChooseReadAheadDecision: "the read ahead chapter",
        DiscardToHandSizeDecision: "the cards to discard to hand size",
        MulliganDecision: "keep or mulligan",
        ChooseLegendDecision: "which legendary permanent to keep (704.5j)",
        ChooseDungeonDecision: "the dungeon to enter (701.49a)",
        ChooseRoomDecision: "the room the venture marker moves to (701.49a)",
        ChooseTargetsDecision: "the targets of an ability",
        ChooseCardsDecision: "the cards to choose",
        ArrangeTopDecision: "the order of the top cards",
        ChooseYesNoDecision: "whether to do it",
        ChooseModeDecision: "the modes",
        ChooseNumberDecision: "the number",
        ResolveByHandDecision: "the changes of the resolution, then Done",
    }[type(decision)]


# ---------------------------------------------------------------------------- history


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    action: a.Action
    before: GameState
    after: GameState
    events: tuple[ev.Event, ...]


class Game:
    """A game in progress: its setup, its current state and its history.

    ``apply`` is the one door. ``undo`` and ``redo`` step through the history exactly (each
    action is one step, its whole cascade included). ``actions`` is the action log that, with the
    setup, is the game record.

    ``keep_history=False`` is the headless mode of the goldfish lab: the same rules and the same
    action log (so the same record), but no snapshot for undo and no events (``apply`` returns
    none). Such a game cannot undo.
    """

    def __init__(self, setup: GameSetup, *, keep_history: bool = True) -> None:
        self.setup = setup
        self.keep_history = keep_history
        self._initial, self._initial_events = initial_state(setup)
        self._history: list[HistoryEntry] = []
        self._redo: list[HistoryEntry] = []
        self._light_state = self._initial
        self._light_actions: list[a.Action] = []

    @property
    def state(self) -> GameState:
        if not self.keep_history:
            return self._light_state
        return self._history[-1].after if self._history else self._initial

    @property
    def initial_state(self) -> GameState:
        """The state before the first action."""
        return self._initial

    @property
    def initial_events(self) -> tuple[ev.Event, ...]:
        return self._initial_events

    @property
    def history(self) -> tuple[HistoryEntry, ...]:
        return tuple(self._history)

    @property
    def actions(self) -> tuple[a.Action, ...]:
        if not self.keep_history:
            return tuple(self._light_actions)
        return tuple(entry.action for entry in self._history)

    def can_apply(self, action: a.Action) -> bool:
        try:
            apply_action(self.state, action)
        except IllegalActionError:
            return False
        return True

    def verify(self, action: a.Action) -> None:
        """Raise :class:`IllegalActionError` if ``action`` is not allowed now."""
        apply_action(self.state, action)

    def apply(self, action: a.Action) -> tuple[ev.Event, ...]:
        if not self.keep_history:
            self._light_state, _ = apply_action(self._light_state, action, quiet=True)
            self._light_actions.append(action)
            return ()
        before = self.state
        after, events = apply_action(before, action)
        self._history.append(HistoryEntry(action, before, after, events))
        self._redo.clear()
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> a.Action:
        """Take back the last action; returns it. ``IndexError`` when there is nothing to undo."""
        if not self._history:
            raise IndexError("nothing to undo")
        entry = self._history.pop()
        self._redo.append(entry)
        return entry.action

    def redo(self) -> tuple[ev.Event, ...]:
        """Apply again the last action taken back; returns its events."""
        if not self._redo:
            raise IndexError("nothing to redo")
        entry = self._redo.pop()
        self._history.append(entry)
        return entry.events

    # One undo step per user gesture: a resolution that stopped for choices or for the players'
    # own changes (608.2) is taken back, and done again, as a whole.

    def _undo_group(self) -> int:
        """How many history entries the next undo step takes back."""
        history = self._history
        if not history:
            return 0
        last = history[-1]
        if last.before.resolution is None or last.after.resolution is not None:
            return 1
        n = 1  # the entry that completed the resolution, then those that left it in progress
        while n < len(history) and history[-1 - n].after.resolution is not None:
            n += 1
        return n

    @property
    def undo_step_entry(self) -> HistoryEntry | None:
        """The first entry the next undo step takes back (what Undo names)."""
        n = self._undo_group()
        return self._history[-n] if n else None

    def undo_step(self) -> tuple[a.Action, ...]:
        """Take back the last step: one action, or, when it completed a resolution, the whole
        resolution back to before it began. Returns the actions taken back, the first first."""
        n = self._undo_group()
        if not n:
            raise IndexError("nothing to undo")
        taken = [self.undo() for _ in range(n)]
        return tuple(reversed(taken))

    def redo_step(self) -> tuple[ev.Event, ...]:
        """Apply again the last step taken back (a whole resolution when undo took one back)."""
        if not self._redo:
            raise IndexError("nothing to redo")
        first = self._redo[-1]
        events = list(self.redo())
        if first.before.resolution is None and first.after.resolution is not None:
            while self._redo and self._history[-1].after.resolution is not None:
                events.extend(self.redo())
        return tuple(events)

    @property
    def redo_actions(self) -> tuple[a.Action, ...]:
        """Actions that redo would apply, the next one last."""
        return tuple(e.action for e in self._redo)
