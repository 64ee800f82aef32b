"""Carrying out an ability's effect as it resolves (608.2), with the players' choices.

A resolution is engine state (:class:`~saga_table.engine.state.Resolution`): the effects still to
carry out, the next first. Each step either happens at once or stops with a decision (choose the
cards to discard, order the scryed cards, "you may"...). The answer is an action that carries that
step out and goes on; until the last step is done no state-based action is checked and no
triggered ability is put on the stack (608.2, 704.3), because a decision is waiting. The game's
history counts the whole resolution as one undo step (:meth:`Game.undo_step`).

Targets are chosen earlier, as the ability is put on the stack (:func:`ask_targets`, 603.3d);
as it resolves, targets that are no longer legal are left alone, and an ability whose targets
have all become illegal does nothing (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saga_table.engine import events as ev
from saga_table.engine.cards import (
    AddCountersEffect,
    AddManaEffect,
    BecomeMonarchEffect,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.counters import LORE
from saga_table.engine.designations import ring_tempts
from saga_table.engine.effects import kinds as k
from saga_table.engine.effects import steps_cards as sc
from saga_table.engine.effects import steps_permanents as sp
from saga_table.engine.effects.context import (
    Ctx,
    Outcome,
    recall,
    remember,
    still_legal,
    token_card,
)
from saga_table.engine.effects.select import (
    Slot,
    legal_objects,
    legal_players,
    slot_bounds,
    slot_count,
    target_slots,
)
from saga_table.engine.effects.steps_permanents import return_linked_exiles
from saga_table.engine.effects.text import describe_effect
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.monarch import become_monarch
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    Chosen,
    Decision,
    Resolution,
    ResolutionStep,
    ResolveByHandDecision,
    StackItem,
    next_steps,
)
from saga_table.engine.tx import IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD

__all__ = [
    "answer",
    "ask_targets",
    "begin_by_hand",
    "choose_targets",
    "needs_hand",
    "return_linked_exiles",
    "start",
    "token_card",
]


# ------------------------------------------------------------------ targets (603.3d)


def ask_targets(tx: Tx) -> bool:
    """Ask for the next target slot of an item on the stack that has not had its targets chosen
    (bottom first, as they were put there). An item with a slot that needs a target and has no
    legal one is removed from the stack (603.3d). True if a decision is now waiting."""
    st = tx.state
    if st.decision is not None:
        return False
    for _ in range(len(st.stack) * 8 + 8):
        for item in st.stack:  # (a loop, not next() over a generator: this runs very often)
            slots = target_slots(item.effect)
            if len(item.chosen) < len(slots):
                break
        else:
            return False
        slot = slots[len(item.chosen)]
        objects, players = _legal_for(st, item, slot)
        minimum, maximum = slot_bounds(slot)
        legal = len(objects) + len(players)
        if legal < minimum:  # "two target creatures" with one: no legal choice can be made
            st.stack = tuple(s for s in st.stack if s.id != item.id)
            tx.emit(ev.AbilityRemoved(item.id, "603.3d"))
            continue
        if not legal:  # ("up to": none chosen)
            _replace_item(tx, replace(item, chosen=(*item.chosen, Chosen())))
            continue
        st.decision = ChooseTargetsDecision(
            player=item.controller,
            item=item.id,
            slot=len(item.chosen),
            prompt=_slot_prompt(slot),
            objects=objects,
            players=players,
            minimum=minimum,
            maximum=min(maximum, legal),
        )
        if not tx.quiet:  # (no watcher reads it: tx.py)
            tx.emit(ev.DecisionRequested(item.controller, "choose targets"))
        return True
    return False  # pragma: no cover


def _slot_prompt(slot: Slot) -> str:
    if isinstance(slot, k.Who):
        return f"Choose {slot.value}."
    return "Choose " + describe_effect(k.DestroyEffect(slot)).removeprefix("destroy ") + "."


def _legal_for(
    st: Any, item: StackItem, slot: Slot
) -> tuple[tuple[ObjectId, ...], tuple[PlayerId, ...]]:
    if isinstance(slot, k.Who):
        return (), legal_players(st, slot, item.controller)
    return (
        legal_objects(st, slot, controller=item.controller, source=item.source, targeting=True),
        (),
    )


def _replace_item(tx: Tx, item: StackItem) -> None:
    tx.state.stack = tuple(item if s.id == item.id else s for s in tx.state.stack)


def choose_targets(tx: Tx, objects: tuple[ObjectId, ...], players: tuple[PlayerId, ...]) -> None:
    """Answer a :class:`ChooseTargetsDecision`."""
    d = tx.state.decision
    if not isinstance(d, ChooseTargetsDecision):
        raise IllegalActionError("no targets are waiting to be chosen")
    chosen = (*objects, *players)
    if len(set(objects)) != len(objects) or len(set(players)) != len(players):
        raise IllegalActionError("choose each target once (115.3)")
    if any(o not in d.objects for o in objects) or any(p not in d.players for p in players):
        raise IllegalActionError("that is not a legal target for this ability")
    if not d.minimum <= len(chosen) <= d.maximum:
        raise IllegalActionError(f"choose from {d.minimum} to {d.maximum} target(s)")
    item = tx.state.stack_item(d.item)
    if item is None:  # pragma: no cover - the item waits on the stack
        raise IllegalActionError("the ability is no longer on the stack")
    tx.state.decision = None
    _replace_item(tx, replace(item, chosen=(*item.chosen, Chosen(objects, players))))
    tx.emit(ev.TargetsChosen(item.id, objects, players))
    ask_targets(tx)


# ------------------------------------------------------------------ the resolution


def start(tx: Tx, item: StackItem) -> None:
    """608.2: ``item`` (already off the stack) resolves and its effect is carried out."""
    effect = item.effect
    assert effect is not None
    slots = target_slots(effect)
    if slots and item.chosen:
        had_target = any(c.objects or c.players for c in item.chosen)
        legal = any(
            still_legal(tx, item, slot, chosen)
            for slot, chosen in zip(slots, item.chosen, strict=False)
        )
        if had_target and not legal:
            tx.emit(ev.AbilityRemoved(item.id, "608.2b"))
            return
    if not tx.quiet:  # (its text is for the log; no watcher reads it)
        tx.emit(ev.EffectCarriedOut(item.id, describe_effect(effect)))
    source = tx.state.objects.get(item.source) if item.source is not None else None
    if source is not None and source.zone is _ZONE_BATTLEFIELD:
        # (what remember(res, "lore", n) makes of a resolution that remembers nothing yet)
        res = Resolution(
            item, (ResolutionStep(effect, None, 0),), (("lore", source.counters[LORE]),)
        )
    else:
        res = Resolution(item, (ResolutionStep(effect, None, 0),))
    tx.state.resolution = res
    run(tx)


def begin_by_hand(tx: Tx, item: StackItem, hint: str) -> None:
    """608.2: the players carry ``item`` out themselves; :func:`answer` with Done finishes."""
    res = Resolution(item, (ResolutionStep(k.ByHandEffect(hint), None, 0),))
    tx.state.resolution = res
    run(tx)


def run(tx: Tx) -> None:
    """Carry out steps until one needs a choice or none are left."""
    st = tx.state
    for _ in range(100_000):
        res = st.resolution
        if res is None or st.decision is not None:
            return
        if not res.todo:
            st.resolution = None
            if recall(res, "stopped"):
                tx.emit(ev.ResolutionFinished(res.item.id, bool(recall(res, "by hand"))))
            return
        outcome = _perform(tx, res.todo[0], None)
        _after(tx, outcome)
    raise IllegalActionError("the effect did not finish")  # pragma: no cover


def _after(tx: Tx, outcome: Outcome) -> None:
    st = tx.state
    res = st.resolution
    assert res is not None
    if isinstance(outcome, tuple):
        st.resolution = next_steps(res, (*outcome, *res.todo[1:]))
    elif outcome is None:
        st.resolution = next_steps(res, res.todo[1:])
    else:
        st.decision = outcome
        st.resolution = remember(res, "stopped", 1)
        if not tx.quiet:
            tx.emit(ev.DecisionRequested(outcome.player, _decision_kind(outcome)))


def _decision_kind(decision: Decision) -> str:
    if isinstance(decision, ChooseCardsDecision):
        return decision.purpose
    if isinstance(decision, ArrangeTopDecision):
        return "surveil" if decision.to_graveyard else "scry"
    if isinstance(decision, ChooseYesNoDecision):
        return "you may"
    if isinstance(decision, ChooseModeDecision):
        return "choose modes"
    if isinstance(decision, ChooseNumberDecision):
        return "choose a number"
    if isinstance(decision, ResolveByHandDecision):
        return "resolve by hand"
    return "choice"  # pragma: no cover


def answer(tx: Tx, value: object) -> None:
    """Answer the decision of the resolution in progress with ``value`` (validated against it),
    carry out the step that waited, and go on."""
    st = tx.state
    d = st.decision
    res = st.resolution
    if res is None or not res.todo or d is None:
        raise IllegalActionError("no effect is waiting for this choice")
    _validate(st, d, value)
    st.decision = None
    if isinstance(d, ChooseCardsDecision):
        st.resolution = res.remember("chosen", len(value))  # type: ignore[arg-type]
    outcome = _perform(tx, res.todo[0], value)
    _after(tx, outcome)
    run(tx)


def _validate(st: Any, d: Decision, value: object) -> None:
    if isinstance(d, ChooseCardsDecision):
        if not isinstance(value, tuple):
            raise IllegalActionError("choose cards")
        if len(set(value)) != len(value) or any(v not in d.options for v in value):
            raise IllegalActionError(f"choose among the offered cards ({d.purpose}), each once")
        if not d.minimum <= len(value) <= d.maximum:
            if d.minimum == d.maximum:
                raise IllegalActionError(f"choose exactly {d.minimum} card(s) ({d.purpose})")
            raise IllegalActionError(
                f"choose from {d.minimum} to {d.maximum} card(s) ({d.purpose})"
            )
    elif isinstance(d, ArrangeTopDecision):
        assert isinstance(value, tuple) and len(value) == 3
        top, bottom, graveyard = value
        placed = (*top, *bottom, *graveyard)
        if len(set(placed)) != len(placed) or set(placed) != set(d.cards):
            raise IllegalActionError(f"place each of the {len(d.cards)} card(s) once")
        if graveyard and not d.to_graveyard:
            raise IllegalActionError("scry puts cards on the top or the bottom (701.22a)")
        if bottom and d.to_graveyard:
            raise IllegalActionError(
                "surveil puts cards on the top or into the graveyard (701.25a)"
            )
    elif isinstance(d, ChooseYesNoDecision):
        if not isinstance(value, bool):
            raise IllegalActionError("answer yes or no")
    elif isinstance(d, ChooseModeDecision):
        assert isinstance(value, tuple)
        if len(value) != d.count or len(set(value)) != len(value):
            raise IllegalActionError(f"choose {d.count} different mode(s)")
        if any(not 0 <= m < len(d.labels) for m in value):
            raise IllegalActionError(f"modes are numbered from 0 to {len(d.labels) - 1}")
    elif isinstance(d, ChooseNumberDecision):
        if not isinstance(value, int) or not d.minimum <= value <= d.maximum:
            raise IllegalActionError(f"choose a number from {d.minimum} to {d.maximum}")
    elif isinstance(d, ResolveByHandDecision):
        if value != "done":  # pragma: no cover
            raise IllegalActionError("press Done to finish")
    else:
        raise IllegalActionError("no effect is waiting for this choice")


# ------------------------------------------------------------------ helpers for steps


# ------------------------------------------------------------------ the steps


def _perform(tx: Tx, step: ResolutionStep, chosen: object) -> Outcome:
    handler = _HANDLERS.get(type(step.effect))
    if handler is None:  # pragma: no cover - every kind has a handler
        raise IllegalActionError(f"cannot carry out {type(step.effect).__name__}")
    return handler(Ctx(tx, step), step.effect, chosen)


def _sequence(c: Ctx, e: SequenceEffect, _: object) -> Outcome:
    slot = c.step.slot
    out = []
    for part in e.steps:
        out.append(ResolutionStep(part, c.step.player, slot))
        slot += slot_count(part)
    return tuple(out)


def _monarch(c: Ctx, _e: BecomeMonarchEffect, _: object) -> Outcome:
    become_monarch(c.tx, c.controller, reason=c.item.source_name)
    return None


def _mana(c: Ctx, e: AddManaEffect, _: object) -> Outcome:
    p = c.state.players[c.controller]
    c.tx.set_player(replace(p, mana_pool=p.mana_pool + e.mana), unread=True)
    c.tx.emit(ev.ManaAdded(c.controller, e.mana))
    return None


def _life(c: Ctx, e: GainLifeEffect, _: object) -> Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    amount = c.amount(0, e.named) if e.named else e.amount
    c.tx.change_life(who, -amount if e.lose else amount)
    return None


def _conditional(c: Ctx, e: k.ConditionalEffect, _: object) -> Outcome:
    ok = True
    if e.amount:
        ok = c.amount(0, e.amount) >= e.at_least
    if e.you_control is not None:
        spec = k.Objects(k.How.ALL, replace(e.you_control, controller="you"))
        found = legal_objects(c.state, spec, controller=c.controller, source=c.source)
        ok = ok and len(found) >= e.at_least
    if e.lore:
        ok = ok and c.amount(0, "lore") >= e.lore
    if ok:
        return (ResolutionStep(e.effect, c.step.player, c.step.slot),)
    if e.otherwise is not None:
        return (ResolutionStep(e.otherwise, c.step.player, c.step.slot + slot_count(e.effect)),)
    return None


def _ring(c: Ctx, _e: k.RingTemptsEffect, chosen: object) -> Outcome:
    spec = k.Objects(k.How.CHOOSE, k.Filter(types=("Creature",), controller="you"))
    found = c.objects(spec, c.step.slot, chosen, purpose="ring-bearer")
    if not isinstance(found, tuple):
        return found
    ring_tempts(c.tx, c.controller, found[0] if found else None)  # 701.54a
    return None


#: Creature types offered by Long List of the Ents style choices.


def _may(c: Ctx, e: k.MayEffect, chosen: object) -> Outcome:
    if chosen is None:
        return ChooseYesNoDecision(c.controller, e.prompt or describe_effect(e.effect))
    if chosen:
        return (ResolutionStep(e.effect, c.step.player, c.step.slot),)
    return None


def _modes(c: Ctx, e: k.ChooseModeEffect, chosen: object) -> Outcome:
    if chosen is None:
        labels = e.labels or tuple(describe_effect(m) for m in e.modes)
        return ChooseModeDecision(c.controller, labels, min(e.count, len(e.modes)))
    return tuple(
        ResolutionStep(e.modes[i], c.step.player, c.step.slot)
        for i in sorted(chosen)  # type: ignore[call-overload]
    )


def _number(c: Ctx, e: k.ChooseNumberEffect, chosen: object) -> Outcome:
    if chosen is None:
        maximum = c.amount(e.maximum, e.amount)
        return ChooseNumberDecision(
            c.controller, e.prompt or "Choose X.", min(e.minimum, maximum), maximum
        )
    res = c.state.resolution
    assert res is not None
    c.state.resolution = res.remember("x", int(chosen))  # type: ignore[call-overload]
    return None


def _by_hand(c: Ctx, e: k.ByHandEffect, chosen: object) -> Outcome:
    if chosen is None:
        res = c.state.resolution
        assert res is not None
        c.state.resolution = res.remember("by hand", 1)
        return ResolveByHandDecision(c.controller, c.item, e.text)
    return None


_HANDLERS: dict[type, Callable[[Ctx, Any, object], Outcome]] = {
    SequenceEffect: _sequence,
    DrawEffect: sc.draw,
    CreateTokenEffect: sc.tokens,
    BecomeMonarchEffect: _monarch,
    AddCountersEffect: sp.add_counters,
    ExileAndReturnTransformedEffect: sp.flip,
    AddManaEffect: _mana,
    GainLifeEffect: _life,
    k.DiscardEffect: sc.discard,
    k.MillEffect: sc.mill,
    k.ScryEffect: sc.scry,
    k.SurveilEffect: sc.surveil,
    k.SearchLibraryEffect: sc.search,
    k.LookAtTopEffect: sc.look,
    k.MoveCardsEffect: sc.move_cards,
    k.PutCountersEffect: sp.counters,
    k.PumpEffect: sp.pump,
    k.DamageEffect: sp.damage_step,
    k.DestroyEffect: sp.destroy,
    k.ExileEffect: sp.exile,
    k.ReturnToHandEffect: sp.bounce,
    k.SacrificeEffect: sp.sacrifice,
    k.TapEffect: sp.tap,
    k.GainControlEffect: sp.control,
    k.CopyTokenEffect: sp.copy,
    k.FightEffect: sp.fight,
    k.MayEffect: _may,
    k.ChooseModeEffect: _modes,
    k.ChooseNumberEffect: _number,
    k.ByHandEffect: _by_hand,
    k.DoubleCountersEffect: sp.double,
    k.ConditionalEffect: _conditional,
    k.ExchangeControlEffect: sp.exchange,
    k.RingTemptsEffect: _ring,
    k.EntryCounterEffect: sp.entry_counter,
}


def needs_hand(effect: Effect | None) -> bool:
    """Whether a structured effect leaves a part to the players (a :class:`ByHandEffect`)."""
    if effect is None:
        return True
    if isinstance(effect, k.ByHandEffect):
        return True
    if isinstance(effect, SequenceEffect):
        return any(needs_hand(s) for s in effect.steps)
    if isinstance(effect, k.ConditionalEffect):
        return needs_hand(effect.effect) or (
            effect.otherwise is not None and needs_hand(effect.otherwise)
        )
    if isinstance(effect, k.MayEffect):
        return needs_hand(effect.effect)
    if isinstance(effect, k.ChooseModeEffect):
        return any(needs_hand(m) for m in effect.modes)
    return False
