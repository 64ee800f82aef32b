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

import math
from collections.abc import Callable, Sequence
from typing import Any

from saga_table.engine import events as ev
from saga_table.engine.battlefield import create_tokens, put_onto_battlefield
from saga_table.engine.cards import (
    AddCountersEffect,
    AddManaEffect,
    BecomeMonarchEffect,
    CardDef,
    CardFace,
    ContinuousEffectSpec,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.counters import LORE, put_counters, remove_counters
from saga_table.engine.designations import ring_tempts
from saga_table.engine.effects import delayed
from saga_table.engine.effects import kinds as k
from saga_table.engine.effects.select import (
    Slot,
    characteristics_of,
    legal_objects,
    legal_players,
    matches,
    slot_bounds,
    slot_count,
    target_slots,
)
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
    Duration,
    FloatingEffect,
    Resolution,
    ResolutionStep,
    ResolveByHandDecision,
    StackItem,
)
from saga_table.engine.tx import MAX_BATCH, IllegalActionError, Tx

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

#: Steps replaced by these steps; None: the step is done.
_Outcome = Decision | tuple[ResolutionStep, ...] | None


# ------------------------------------------------------------------ targets (603.3d)


def ask_targets(tx: Tx) -> bool:
    """Ask for the next target slot of an item on the stack that has not had its targets chosen
    (bottom first, as they were put there). An item with a slot that needs a target and has no
    legal one is removed from the stack (603.3d). True if a decision is now waiting."""
    st = tx.state
    if st.decision is not None:
        return False
    for _ in range(len(st.stack) * 8 + 8):
        item = next((i for i in st.stack if len(i.chosen) < len(target_slots(i.effect))), None)
        if item is None:
            return False
        slots = target_slots(item.effect)
        slot = slots[len(item.chosen)]
        objects, players = _legal_for(st, item, slot)
        minimum, maximum = slot_bounds(slot)
        if not objects and not players:
            if minimum > 0:
                st.stack = tuple(s for s in st.stack if s.id != item.id)
                tx.emit(ev.AbilityRemoved(item.id, "603.3d"))
            else:
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
            maximum=min(maximum, len(objects) + len(players)),
        )
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
            _still_legal(tx, item, slot, chosen)
            for slot, chosen in zip(slots, item.chosen, strict=False)
        )
        if had_target and not legal:
            tx.emit(ev.AbilityRemoved(item.id, "608.2b"))
            return
    tx.emit(ev.EffectCarriedOut(item.id, describe_effect(effect)))
    res = Resolution(item, (ResolutionStep(effect, None, 0),))
    source = tx.state.objects.get(item.source) if item.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        res = res.remember("lore", source.counters[LORE])
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
            if res.recall("stopped"):
                tx.emit(ev.ResolutionFinished(res.item.id, bool(res.recall("by hand"))))
            return
        outcome = _perform(tx, res.todo[0], None)
        _after(tx, outcome)
    raise IllegalActionError("the effect did not finish")  # pragma: no cover


def _after(tx: Tx, outcome: _Outcome) -> None:
    st = tx.state
    res = st.resolution
    assert res is not None
    if isinstance(outcome, tuple):
        st.resolution = replace(res, todo=(*outcome, *res.todo[1:]))
    elif outcome is None:
        st.resolution = replace(res, todo=res.todo[1:])
    else:
        st.decision = outcome
        st.resolution = res.remember("stopped", 1)
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


class _Ctx:
    """What a step needs: the transaction, its item, its controller and its target slots."""

    def __init__(self, tx: Tx, step: ResolutionStep) -> None:
        self.tx = tx
        self.state = tx.state
        res = tx.state.resolution
        assert res is not None
        self.res = res
        self.item = res.item
        self.controller: PlayerId = res.item.controller
        self.step = step
        self.source = res.item.source

    def remember_add(self, key: str, value: int) -> None:
        res = self.state.resolution
        assert res is not None
        self.state.resolution = res.remember(key, res.recall(key) + value)

    def amount(self, count: int, name: str) -> int:
        return max(0, min(MAX_BATCH, count if not name else self._named(name)))

    def _named(self, name: str) -> int:
        st = self.state
        res = st.resolution
        assert res is not None
        remembered = ("discarded", "sacrificed", "milled", "chosen", "x", "moved", "tapped")
        if name == "moved creatures":
            return res.recall(name)
        if name == "opponents at 0 life":
            return sum(
                1 for p in st.players if p.id != self.controller and not p.left_game and p.life <= 0
            )
        if name in ("lore", *remembered):
            if name == "lore" and self.source in st.battlefield:
                return st.objects[self.source].counters[LORE]
            return res.recall(name)
        mine = [o for o in st.permanents() if o.controller == self.controller]
        chars = [characteristics_of(st, o.id) for o in mine]
        if name in ("artifacts", "creatures", "lands"):
            kind = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land"}[name]
            return sum(1 for c in chars if kind in c.card_types)
        if name == "opponents":
            return len([p for p in st.players_in_game() if p != self.controller])
        if name == "hand":
            return len(st.zone(self.controller, Zone.HAND))
        if name == "greatest power":
            return max((c.power or 0 for c in chars if c.is_creature), default=0)
        if name == "half life":
            return math.ceil(max(0, st.players[self.controller].life) / 2)
        if name == "power 4+ total":
            return sum(c.power or 0 for c in chars if c.is_creature and (c.power or 0) >= 4)
        if name == "zombies":
            return sum(1 for c in chars if c.is_creature and "Zombie" in c.subtypes)
        if name == "domain":
            basics = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
            return len({t for c in chars if "Land" in c.card_types for t in c.subtypes} & basics)
        if name == "other mana value":
            return sum(o.printed.mana_value for o in mine if o.id != self.source and not o.token)
        if name == "stolen creatures":
            pairs = zip(mine, chars, strict=True)
            return sum(1 for o, c in pairs if c.is_creature and o.owner != o.controller)
        others = [o for o in st.permanents() if o.controller != self.controller]
        if name == "tapped opposing creatures":
            return sum(1 for o in others if o.tapped and characteristics_of(st, o.id).is_creature)
        if name == "opponents with fewer creatures":
            count = sum(1 for c in chars if c.is_creature)
            theirs = [o.controller for o in others if characteristics_of(st, o.id).is_creature]
            return sum(
                1 for p in st.players_in_game() if p != self.controller and theirs.count(p) < count
            )
        raise IllegalActionError(f"unknown amount {name!r}")  # pragma: no cover

    def players(self, who: k.Who, slot: int) -> PlayerId | tuple[ResolutionStep, ...]:
        """The one player this step acts for, or the steps it becomes, one per player."""
        if self.step.player is not None:
            return self.step.player
        if who is k.Who.YOU:
            return self.controller
        if who is k.Who.ITS_OWNER:
            owner = self.res.recall("owner")
            return (replace(self.step, player=PlayerId(owner - 1)),) if owner else ()
        if who in (k.Who.TARGET_PLAYER, k.Who.TARGET_OPPONENT):
            chosen = self._chosen(slot)
            found = tuple(p for p in chosen.players if p in self.state.players_in_game())
        else:
            found = legal_players(self.state, who, self.controller)
        return tuple(replace(self.step, player=p) for p in found)

    def _chosen(self, slot: int) -> Chosen:
        chosen = self.item.chosen
        return chosen[slot] if 0 <= slot < len(chosen) else Chosen()

    def objects(
        self,
        spec: k.Objects,
        slot: int,
        chosen: object,
        *,
        purpose: str,
        chooser: PlayerId | None = None,
        whose: PlayerId | None = None,
    ) -> Decision | tuple[ObjectId, ...]:
        """The objects ``spec`` names now, or the decision that chooses them. ``whose``: the
        player a filter's ``"that player"`` means."""
        st = self.state
        if spec.filter.controller == "that player":
            spec = replace(spec, filter=replace(spec.filter, controller="you"))
            viewer_override: PlayerId | None = whose if whose is not None else self.controller
        else:
            viewer_override = None
        if spec.how is k.How.SELF:
            return (self.source,) if self.source in st.battlefield else ()
        if spec.how in (k.How.TARGET, k.How.IT):
            ids = self._chosen(slot if spec.how is k.How.TARGET else slot - 1).objects
            return tuple(
                o for o in ids if o in st.objects and self._matches(o, spec)
            )  # 608.2b: a target that changed zones or no longer matches is left alone
        viewer = chooser if chooser is not None else self.controller
        if viewer_override is not None:
            viewer = viewer_override
        options = legal_objects(st, spec, controller=viewer, source=self.source)
        if spec.filter.among:
            options = tuple(o for o in options if self.res.recall(f"{spec.filter.among}#{o}"))
        if spec.how is k.How.ALL:
            return options
        if chosen is not None:
            return chosen  # type: ignore[return-value]
        minimum, maximum = _bounds(spec.count, spec.up_to, spec.any_number, len(options))
        if not options or (minimum == maximum == len(options)):
            return options
        return ChooseCardsDecision(
            player=chooser if chooser is not None else self.controller,
            prompt=f"Choose {describe_effect(k.DestroyEffect(spec)).removeprefix('destroy ')}.",
            options=options,
            minimum=minimum,
            maximum=maximum,
            purpose=purpose,
        )

    def _matches(self, oid: ObjectId, spec: k.Objects) -> bool:
        obj = self.state.objects[oid]
        zone = Zone.BATTLEFIELD if spec.zone == "battlefield" else Zone(spec.zone)
        return obj.zone is zone and matches(
            self.state, oid, spec.filter, controller=self.controller, source=self.source
        )


def _ids(value: object) -> tuple[ObjectId, ...]:
    assert isinstance(value, tuple)
    return tuple(ObjectId(v) for v in value)


def _bounds(count: int, up_to: bool, any_number: bool, available: int) -> tuple[int, int]:
    maximum = available if any_number else min(count, available)
    minimum = 0 if (up_to or any_number) else maximum
    return minimum, maximum


def _still_legal(tx: Tx, item: StackItem, slot: Slot, chosen: Chosen) -> bool:
    st = tx.state
    if isinstance(slot, k.Who):
        return any(p in st.players_in_game() for p in chosen.players)
    zone = Zone.BATTLEFIELD if slot.zone == "battlefield" else Zone(slot.zone)
    return any(
        o in st.objects
        and st.objects[o].zone is zone
        and matches(st, o, slot.filter, controller=item.controller, source=item.source)
        for o in chosen.objects
    )


def token_card(effect: CreateTokenEffect) -> CardDef:
    """The token a :class:`CreateTokenEffect` makes (111.4: its name, types, P/T, abilities)."""
    face = CardFace(
        name=effect.name,
        name_ja=effect.name_ja,
        supertypes=effect.supertypes,
        card_types=effect.types,
        subtypes=effect.subtypes,
        power=None if effect.power is None else str(effect.power),
        toughness=None if effect.toughness is None else str(effect.toughness),
        keywords=effect.keywords,
        text=effect.text,
    )
    return CardDef(name=effect.name, faces=(face,), name_ja=effect.name_ja)


def _zone_of(to: str) -> tuple[Zone, bool]:
    if to == "top":
        return Zone.LIBRARY, False
    if to == "bottom":
        return Zone.LIBRARY, True
    return Zone(to), False


def _to_battlefield(
    tx: Tx, oid: ObjectId, controller: PlayerId, *, tapped: bool = False, counter: str = ""
) -> None:
    new = put_onto_battlefield(tx, oid, controller=controller, read_ahead=1)
    if new is None:
        return
    if tapped:
        tx.set_object(replace(tx.state.objects[new.id], tapped=True))
        tx.emit(ev.PermanentTapped(new.id))
    if counter:
        put_counters(tx, new.id, counter, 1, putter=controller, by_effect=True)


def _float(
    tx: Tx,
    targets: Sequence[ObjectId],
    spec: ContinuousEffectSpec,
    text: str,
    duration: Duration = Duration.UNTIL_END_OF_TURN,
) -> None:
    if not targets:
        return
    eid = tx.new_id()
    effect = FloatingEffect(int(eid), spec, tuple(targets), duration, int(eid), text)
    tx.state.effects = (*tx.state.effects, effect)  # the log tells it as "carried out"


def _damage(tx: Tx, oid: ObjectId, amount: int) -> None:
    obj = tx.state.objects[oid]
    if amount <= 0 or obj.zone is not Zone.BATTLEFIELD:
        return
    chars = characteristics_of(tx.state, oid)
    if "Planeswalker" in chars.card_types and not chars.is_creature:
        remove_counters(tx, oid, "loyalty", amount)  # 120.3c
        return
    tx.set_object(replace(obj, damage=obj.damage + amount))


# ------------------------------------------------------------------ the steps


def _perform(tx: Tx, step: ResolutionStep, chosen: object) -> _Outcome:
    handler = _HANDLERS.get(type(step.effect))
    if handler is None:  # pragma: no cover - every kind has a handler
        raise IllegalActionError(f"cannot carry out {type(step.effect).__name__}")
    return handler(_Ctx(tx, step), step.effect, chosen)


def _sequence(c: _Ctx, e: SequenceEffect, _: object) -> _Outcome:
    slot = c.step.slot
    out = []
    for part in e.steps:
        out.append(ResolutionStep(part, c.step.player, slot))
        slot += slot_count(part)
    return tuple(out)


def _draw(c: _Ctx, e: DrawEffect, _: object) -> _Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    c.tx.draw(who, c.amount(e.count, e.amount))
    return None


def _tokens(c: _Ctx, e: CreateTokenEffect, _: object) -> _Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    card = token_card(e)
    if e.pt_amount:
        x = str(c.amount(0, e.pt_amount))
        card = replace(card, faces=(replace(card.front, power=x, toughness=x),))
    made = create_tokens(c.tx, card, controller=who, count=c.amount(e.count, e.amount))
    if e.tapped:
        for obj in made:
            c.tx.set_object(replace(c.state.objects[obj.id], tapped=True))
    return None


def _monarch(c: _Ctx, _e: BecomeMonarchEffect, _: object) -> _Outcome:
    become_monarch(c.tx, c.controller, reason=c.item.source_name)
    return None


def _add_counters(c: _Ctx, e: AddCountersEffect, _: object) -> _Outcome:
    source = c.source
    if source is not None and source in c.state.battlefield:
        if e.amount >= 0:
            put_counters(c.tx, source, e.kind, e.amount, putter=c.controller, by_effect=True)
        else:
            remove_counters(c.tx, source, e.kind, -e.amount)
    return None


def _flip(c: _Ctx, e: ExileAndReturnTransformedEffect, _: object) -> _Outcome:
    source = c.source
    st = c.state
    if source is None or source not in st.battlefield:
        return None  # it left the battlefield: nothing to exile or return
    obj = st.objects[source]
    exiled = c.tx.move(source, Zone.EXILE)
    if obj.token or not obj.card.is_double_faced:
        return None  # a card with one face (or a token) stays in exile
    face = 0 if e.front_face_up else 1
    put_onto_battlefield(c.tx, exiled.id, controller=c.controller, face=face, read_ahead=1)
    return None


def _mana(c: _Ctx, e: AddManaEffect, _: object) -> _Outcome:
    p = c.state.players[c.controller]
    c.tx.set_player(replace(p, mana_pool=p.mana_pool + e.mana))
    c.tx.emit(ev.ManaAdded(c.controller, e.mana))
    return None


def _life(c: _Ctx, e: GainLifeEffect, _: object) -> _Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    amount = c.amount(0, e.named) if e.named else e.amount
    c.tx.change_life(who, -amount if e.lose else amount)
    return None


def _discard(c: _Ctx, e: k.DiscardEffect, chosen: object) -> _Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    st = c.state
    hand = tuple(
        o for o in st.zone(who, Zone.HAND) if matches(st, o, e.filter, controller=who, source=None)
    )
    if chosen is None:
        n = c.amount(e.count, e.amount)
        if e.whole_hand:
            chosen = hand
        elif e.random:
            rng = c.tx.rng()
            chosen = tuple(rng.sample(list(hand), min(n, len(hand))))
            c.tx.store_rng(rng)
        else:
            minimum, maximum = _bounds(n, e.up_to, e.any_number, len(hand))
            if not hand or maximum == 0:
                chosen = ()
            elif minimum == maximum == len(hand):
                chosen = hand
            else:
                chooser = c.controller if e.chooser_you else who
                return ChooseCardsDecision(
                    chooser, "Choose the card(s) to discard.", hand, minimum, maximum, "discard"
                )
    cards = _ids(chosen)
    for oid in cards:
        c.tx.move(oid, Zone.GRAVEYARD)
    c.remember_add("discarded", len(cards))
    return None


def _mill(c: _Ctx, e: k.MillEffect, _: object) -> _Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    for _round in range(MAX_BATCH if e.repeat_while_shared else 1):
        top = c.state.zone(who, Zone.LIBRARY)[: c.amount(e.count, e.amount)]
        types = [set(c.state.objects[o].printed.card_types) for o in top]
        for oid in top:
            new = c.tx.move(oid, Zone.EXILE if e.to == "exile" else Zone.GRAVEYARD)
            c.remember_add(f"milled#{new.id}", 1)
        c.remember_add("milled", len(top))
        shared = len(types) > 1 and bool(set.intersection(*types))
        if not (e.repeat_while_shared and shared):
            break
        c.tx.draw(who)
    return None


def _arrange(c: _Ctx, count: int, graveyard: bool, chosen: object) -> _Outcome:
    key = (c.controller, Zone.LIBRARY)
    library = c.state.zones.get(key, ())
    if chosen is None:
        cards = library[:count]
        if not cards:
            return None
        return ArrangeTopDecision(c.controller, cards, graveyard)
    assert isinstance(chosen, tuple)
    top, bottom, to_graveyard = (_ids(part) for part in chosen)
    rest = library[len(top) + len(bottom) + len(to_graveyard) :]
    c.state.zones[key] = (*top, *rest, *bottom)
    for oid in to_graveyard:
        c.tx.move(oid, Zone.GRAVEYARD)
    return None


def _scry(c: _Ctx, e: k.ScryEffect, chosen: object) -> _Outcome:
    return _arrange(c, c.amount(e.count, e.amount), False, chosen)


def _surveil(c: _Ctx, e: k.SurveilEffect, chosen: object) -> _Outcome:
    return _arrange(c, c.amount(e.count, e.amount), True, chosen)


def _put_card(c: _Ctx, oid: ObjectId, to: str, *, tapped: bool = False, counter: str = "") -> None:
    if to == "battlefield":
        _to_battlefield(c.tx, oid, c.controller, tapped=tapped, counter=counter)
        return
    zone, bottom = _zone_of(to)
    c.tx.move(oid, zone, bottom=bottom)


def _search(c: _Ctx, e: k.SearchLibraryEffect, chosen: object) -> _Outcome:
    st = c.state
    library = st.zone(c.controller, Zone.LIBRARY)
    if chosen is None:
        options = tuple(
            o for o in library if matches(st, o, e.filter, controller=c.controller, source=None)
        )
        if options:
            return ChooseCardsDecision(
                c.controller,
                "Search your library: choose the card(s) to find.",
                options,
                0,
                min(e.count, len(options)),
                "search",
                seen=library,
            )
        chosen = ()
    for oid in _ids(chosen):
        _put_card(c, oid, e.to, tapped=e.tapped)
    c.tx.shuffle(c.controller)  # 701.23a
    return None


def _look(c: _Ctx, e: k.LookAtTopEffect, chosen: object) -> _Outcome:
    st = c.state
    if e.who is not k.Who.YOU:
        if c.step.player is None:
            players = legal_players(st, e.who, c.controller)
            return tuple(replace(c.step, player=p) for p in players)
        top = st.zone(c.step.player, Zone.LIBRARY)[: e.count]
    else:
        top = st.zone(c.controller, Zone.LIBRARY)[: e.count]
    if chosen is None and e.take == 0:
        if not top:
            return None
        return ChooseCardsDecision(c.controller, "Look at the top card(s).", (), 0, 0, "look", top)
    if e.take == 0:
        return None
    if chosen is None:
        options = tuple(
            o for o in top if matches(st, o, e.filter, controller=c.controller, source=None)
        )
        if options and e.take > 0:
            return ChooseCardsDecision(
                c.controller,
                f"Look at the top {len(top)}: choose up to {e.take} to take.",
                options,
                0,
                min(e.take, len(options)),
                "take",
                seen=top,
            )
        chosen = ()
    taken = _ids(chosen)
    for oid in taken:
        _put_card(c, oid, e.to)
    for oid in top:
        if oid not in taken and oid in c.state.objects:
            _put_card(c, oid, e.rest)
    return None


def _move_cards(c: _Ctx, e: k.MoveCardsEffect, chosen: object) -> _Outcome:
    chooser = None
    if e.who is not None:
        who = c.players(e.who, c.step.slot)
        if isinstance(who, tuple):
            return who
        chooser = who
    found = c.objects(e.objects, c.step.slot, chosen, purpose="return", chooser=chooser)
    if not isinstance(found, tuple):
        return found
    shuffled = set()
    moved_creatures = 0
    first_owner = None
    for oid in found:
        obj = c.state.objects.get(oid)
        if obj is None:
            continue
        moved_creatures += "Creature" in obj.printed.card_types
        first_owner = obj.owner if first_owner is None else first_owner
        if e.to == "battlefield":
            controller = c.controller if e.yours and chooser is None else obj.owner
            counter = e.counter
            if counter == "+1/+1 or loyalty":
                counter = "loyalty" if "Planeswalker" in obj.printed.card_types else "+1/+1"
            _to_battlefield(c.tx, oid, controller, tapped=e.tapped, counter=counter)
        elif e.to == "shuffle":
            c.tx.move(oid, Zone.LIBRARY)
            shuffled.add(obj.owner)
        else:
            zone, bottom = _zone_of(e.to)
            c.tx.move(oid, zone, bottom=bottom)
    for owner in sorted(shuffled):
        c.tx.shuffle(owner)
    res = c.state.resolution
    assert res is not None
    res = res.remember("moved", len(found)).remember("moved creatures", moved_creatures)
    if first_owner is not None:
        res = res.remember("owner", int(first_owner) + 1)
    c.state.resolution = res
    return None


def _counters(c: _Ctx, e: k.PutCountersEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    n = c.amount(e.count, e.amount)
    for oid in found:
        if n > 0 and oid in c.state.battlefield:
            put_counters(c.tx, oid, e.kind, n, putter=c.controller, by_effect=True)
    return None


def _pump(c: _Ctx, e: k.PumpEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    if e.amount:
        x = c.amount(0, e.amount)
        pt = (x, 0 if e.amount_power_only else x)
    else:
        pt = (e.power, e.toughness)
    spec = ContinuousEffectSpec(
        pt_delta=pt if pt != (0, 0) else None,
        add_keywords=e.keywords,
        set_base_pt=e.base_pt,
        add_card_types=e.add_types,
        add_abilities_text=e.abilities,
    )
    lasting = e.duration in ("permanent", "until your next turn")
    duration = Duration.PERMANENT if lasting else Duration.UNTIL_END_OF_TURN
    _float(c.tx, found, spec, c.item.source_name, duration)  # a name: the log translates it
    if e.duration == "until your next turn" and found:
        delayed.until_next_turn(c.tx, c.state.effects[-1].id, c.controller)
    return None


def _damage_step(c: _Ctx, e: k.DamageEffect, chosen: object) -> _Outcome:
    n = c.amount(e.count, e.amount)
    if e.objects is not None and c.step.player is None:
        found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
        if not isinstance(found, tuple):
            return found
        for oid in found:
            power = characteristics_of(c.state, oid).power or 0
            _damage(c.tx, oid, max(0, power) if e.amount == "its power" else n)
    if e.players is None:
        return None
    targeted = e.objects is not None and e.objects.how is k.How.TARGET
    player_slot = c.step.slot + (1 if targeted else 0)
    who = c.players(e.players, player_slot)
    if isinstance(who, tuple):
        return tuple(replace(s, effect=replace(e, objects=None)) for s in who)
    c.tx.change_life(who, -n)
    return None


def _destroy(c: _Ctx, e: k.DestroyEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="destroy")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        if oid in c.state.battlefield and not characteristics_of(c.state, oid).has_keyword(
            "indestructible"
        ):
            c.tx.move(oid, Zone.GRAVEYARD)
    return None


def _exile(c: _Ctx, e: k.ExileEffect, chosen: object) -> _Outcome:
    whose = None
    if e.who is not None:
        who = c.players(e.who, c.step.slot)
        if isinstance(who, tuple):
            return who
        whose = who
    found = c.objects(e.objects, c.step.slot, chosen, purpose="exile", whose=whose)
    if not isinstance(found, tuple):
        return found
    links = list(c.state.extra.get("exiled_until", ()))  # type: ignore[call-overload]
    for oid in found:
        if oid not in c.state.objects:
            continue
        new = c.tx.move(oid, Zone.EXILE)
        if e.until_source_leaves and c.source in c.state.battlefield and not new.token:
            links.append((int(c.source), int(new.id)))
    if links:
        c.state.extra["exiled_until"] = tuple(links)
    return None


def return_linked_exiles(tx: Tx) -> bool:
    """610.3: cards exiled "until this leaves the battlefield" return once their source has
    left; control "for as long as" ends; "until your next turn" ends. True if anything did."""
    expired = delayed.expire(tx)
    links = tx.state.extra.get("exiled_until")
    if not links:
        return expired
    keep, back = [], []
    for source, card in links:  # type: ignore[attr-defined]
        if ObjectId(source) in tx.state.battlefield:
            keep.append((source, card))
        else:
            back.append(ObjectId(card))
    if not back:
        return expired
    tx.state.extra["exiled_until"] = tuple(keep)
    for oid in back:
        obj = tx.state.objects.get(oid)
        if obj is not None and obj.zone is Zone.EXILE:
            put_onto_battlefield(tx, oid, controller=obj.owner, read_ahead=1)
    return True


def _bounce(c: _Ctx, e: k.ReturnToHandEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="return")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        if oid in c.state.objects:
            c.tx.move(oid, Zone.HAND)
    return None


def _sacrifice(c: _Ctx, e: k.SacrificeEffect, chosen: object) -> _Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    st = c.state
    options = tuple(
        o
        for o in st.battlefield
        if st.objects[o].controller == who
        and matches(st, o, e.filter, controller=who, source=c.source)
    )
    if chosen is None:
        minimum, maximum = _bounds(e.count, e.up_to, e.any_number, len(options))
        if maximum == 0:
            chosen = ()
        elif minimum == maximum == len(options):
            chosen = options
        else:
            return ChooseCardsDecision(
                who, "Choose what to sacrifice.", options, minimum, maximum, "sacrifice"
            )
    cards = _ids(chosen)
    for oid in cards:
        c.tx.emit(ev.PermanentSacrificed(oid, st.objects[oid].name, "701.21"))
        c.tx.move(oid, Zone.GRAVEYARD)
    c.remember_add("sacrificed", len(cards))
    return None


def _tap(c: _Ctx, e: k.TapEffect, chosen: object) -> _Outcome:
    whose = None
    if e.who is not None:
        who = c.players(e.who, c.step.slot)
        if isinstance(who, tuple):
            return who
        whose = who
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose", whose=whose)
    if not isinstance(found, tuple):
        return found
    done = 0
    for oid in found:
        obj = c.state.objects[oid]
        if obj.tapped == (not e.untap):
            continue
        c.tx.set_object(replace(obj, tapped=not e.untap))
        c.tx.emit(ev.PermanentUntapped(oid) if e.untap else ev.PermanentTapped(oid))
        done += 1
    res = c.state.resolution
    assert res is not None
    c.state.resolution = res.remember("tapped", done)
    return None


def _double(c: _Ctx, e: k.DoubleCountersEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        for kind in list(c.state.objects[oid].counters):
            n = c.state.objects[oid].counters[kind]
            put_counters(c.tx, oid, kind, n, putter=c.controller, by_effect=True)
    return None


def _conditional(c: _Ctx, e: k.ConditionalEffect, _: object) -> _Outcome:
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


def _exchange(c: _Ctx, e: k.ExchangeControlEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    if len(found) != 2:
        return None  # 701.12b: with one of them gone, nothing is exchanged
    first, second = (c.state.objects[o] for o in found)
    c.tx.set_object(replace(first, controller=second.controller))
    c.tx.set_object(replace(second, controller=first.controller))
    return None


def _ring(c: _Ctx, _e: k.RingTemptsEffect, chosen: object) -> _Outcome:
    spec = k.Objects(k.How.CHOOSE, k.Filter(types=("Creature",), controller="you"))
    found = c.objects(spec, c.step.slot, chosen, purpose="ring-bearer")
    if not isinstance(found, tuple):
        return found
    ring_tempts(c.tx, c.controller, found[0] if found else None)  # 701.54a
    return None


#: Creature types offered by Long List of the Ents style choices.
CREATURE_TYPES = (
    "Angel",
    "Beast",
    "Bird",
    "Cat",
    "Cleric",
    "Demon",
    "Dinosaur",
    "Dragon",
    "Dwarf",
    "Elemental",
    "Elf",
    "Faerie",
    "Giant",
    "Goblin",
    "Horror",
    "Human",
    "Insect",
    "Knight",
    "Merfolk",
    "Ogre",
    "Phyrexian",
    "Rogue",
    "Saproling",
    "Shaman",
    "Soldier",
    "Spider",
    "Spirit",
    "Treefolk",
    "Vampire",
    "Warrior",
    "Wizard",
    "Wolf",
    "Zombie",
)


def _entry_counter(c: _Ctx, e: k.EntryCounterEffect, chosen: object) -> _Outcome:
    if not e.choose_type:
        delayed.add_entry_counter(c.tx, c.controller, "")
        return None
    key = f"types noted by {c.item.source_name}"
    noted = set(c.state.extra.get(key, ()))  # type: ignore[call-overload]
    offered = tuple(t for t in CREATURE_TYPES if t not in noted)
    if chosen is None:
        return ChooseModeDecision(c.controller, offered, 1) if offered else None
    creature_type = offered[sorted(chosen)[0]]  # type: ignore[call-overload]
    c.state.extra[key] = tuple(sorted({*noted, creature_type}))
    delayed.add_entry_counter(c.tx, c.controller, creature_type)
    return None


def _control(c: _Ctx, e: k.GainControlEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        obj = c.state.objects[oid]
        if e.while_source:
            if c.source not in c.state.battlefield:
                continue  # 611.2b: the duration has already ended
            delayed.linked_control(c.tx, c.source, oid, obj.controller)
        c.tx.set_object(
            replace(
                obj,
                controller=c.controller,
                tapped=False if e.untap else obj.tapped,
                entered_turn=c.state.turn.number,
            )
        )
    if e.haste:
        spec = ContinuousEffectSpec(add_keywords=("haste",))
        _float(c.tx, found, spec, c.item.source_name)
    return None


def _copy(c: _Ctx, e: k.CopyTokenEffect, chosen: object) -> _Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        obj = c.state.objects[oid]
        face = obj.printed
        card = CardDef(name=face.name, faces=(face,), name_ja=face.name_ja)
        create_tokens(c.tx, card, controller=c.controller, count=max(1, e.count))
    return None


def _fight(c: _Ctx, e: k.FightEffect, chosen: object) -> _Outcome:
    yours = c.objects(e.yours, c.step.slot, None, purpose="choose")
    theirs_slot = c.step.slot + (1 if e.yours.how is k.How.TARGET else 0)
    theirs = c.objects(e.theirs, theirs_slot, chosen, purpose="choose")
    if not isinstance(yours, tuple) or not isinstance(theirs, tuple):
        return theirs if not isinstance(theirs, tuple) else yours  # type: ignore[return-value]
    if not yours or not theirs:
        return None  # 701.14b: with one of them gone, no damage is dealt
    a, b = yours[0], theirs[0]
    pa = characteristics_of(c.state, a).power or 0
    pb = characteristics_of(c.state, b).power or 0
    _damage(c.tx, b, pa)
    _damage(c.tx, a, pb)
    return None


def _may(c: _Ctx, e: k.MayEffect, chosen: object) -> _Outcome:
    if chosen is None:
        return ChooseYesNoDecision(c.controller, e.prompt or describe_effect(e.effect))
    if chosen:
        return (ResolutionStep(e.effect, c.step.player, c.step.slot),)
    return None


def _modes(c: _Ctx, e: k.ChooseModeEffect, chosen: object) -> _Outcome:
    if chosen is None:
        labels = e.labels or tuple(describe_effect(m) for m in e.modes)
        return ChooseModeDecision(c.controller, labels, min(e.count, len(e.modes)))
    return tuple(
        ResolutionStep(e.modes[i], c.step.player, c.step.slot)
        for i in sorted(chosen)  # type: ignore[call-overload]
    )


def _number(c: _Ctx, e: k.ChooseNumberEffect, chosen: object) -> _Outcome:
    if chosen is None:
        maximum = c.amount(e.maximum, e.amount)
        return ChooseNumberDecision(
            c.controller, e.prompt or "Choose X.", min(e.minimum, maximum), maximum
        )
    res = c.state.resolution
    assert res is not None
    c.state.resolution = res.remember("x", int(chosen))  # type: ignore[call-overload]
    return None


def _by_hand(c: _Ctx, e: k.ByHandEffect, chosen: object) -> _Outcome:
    if chosen is None:
        res = c.state.resolution
        assert res is not None
        c.state.resolution = res.remember("by hand", 1)
        return ResolveByHandDecision(c.controller, c.item, e.text)
    return None


_HANDLERS: dict[type, Callable[[_Ctx, Any, object], _Outcome]] = {
    SequenceEffect: _sequence,
    DrawEffect: _draw,
    CreateTokenEffect: _tokens,
    BecomeMonarchEffect: _monarch,
    AddCountersEffect: _add_counters,
    ExileAndReturnTransformedEffect: _flip,
    AddManaEffect: _mana,
    GainLifeEffect: _life,
    k.DiscardEffect: _discard,
    k.MillEffect: _mill,
    k.ScryEffect: _scry,
    k.SurveilEffect: _surveil,
    k.SearchLibraryEffect: _search,
    k.LookAtTopEffect: _look,
    k.MoveCardsEffect: _move_cards,
    k.PutCountersEffect: _counters,
    k.PumpEffect: _pump,
    k.DamageEffect: _damage_step,
    k.DestroyEffect: _destroy,
    k.ExileEffect: _exile,
    k.ReturnToHandEffect: _bounce,
    k.SacrificeEffect: _sacrifice,
    k.TapEffect: _tap,
    k.GainControlEffect: _control,
    k.CopyTokenEffect: _copy,
    k.FightEffect: _fight,
    k.MayEffect: _may,
    k.ChooseModeEffect: _modes,
    k.ChooseNumberEffect: _number,
    k.ByHandEffect: _by_hand,
    k.DoubleCountersEffect: _double,
    k.ConditionalEffect: _conditional,
    k.ExchangeControlEffect: _exchange,
    k.RingTemptsEffect: _ring,
    k.EntryCounterEffect: _entry_counter,
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
