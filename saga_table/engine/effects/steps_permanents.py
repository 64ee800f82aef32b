"""The steps that work on permanents (608.2): counters, pumps, damage, destroying, exiling,
returning, sacrificing, tapping, control, copies, fights, entry counters.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.battlefield import create_tokens, put_onto_battlefield
from saga_table.engine.cards import (
    AddCountersEffect,
    CardDef,
    ContinuousEffectSpec,
    ExileAndReturnTransformedEffect,
)
from saga_table.engine.counters import put_counters, remove_counters
from saga_table.engine.effects import delayed
from saga_table.engine.effects import kinds as k
from saga_table.engine.effects.context import (
    Ctx,
    Outcome,
    bounds,
    deal_damage,
    float_effect,
    ids_of,
    lifelink,
)
from saga_table.engine.effects.select import (
    characteristics_of,
    matches,
)
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.state import (
    ChooseCardsDecision,
    ChooseModeDecision,
    Duration,
)
from saga_table.engine.tx import Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_EXILE = Zone.EXILE
_ZONE_GRAVEYARD = Zone.GRAVEYARD
_ZONE_HAND = Zone.HAND

__all__ = [
    "CREATURE_TYPES",
    "add_counters",
    "bounce",
    "control",
    "copy",
    "counters",
    "damage_step",
    "destroy",
    "double",
    "entry_counter",
    "exchange",
    "exile",
    "fight",
    "flip",
    "pump",
    "return_linked_exiles",
    "sacrifice",
    "tap",
]


def add_counters(c: Ctx, e: AddCountersEffect, _: object) -> Outcome:
    source = c.source
    if source is not None and source in c.state.battlefield:
        if e.amount >= 0:
            put_counters(c.tx, source, e.kind, e.amount, putter=c.controller, by_effect=True)
        else:
            remove_counters(c.tx, source, e.kind, -e.amount)
    return None


def flip(c: Ctx, e: ExileAndReturnTransformedEffect, _: object) -> Outcome:
    source = c.source
    st = c.state
    if source is None or source not in st.battlefield:
        return None  # it left the battlefield: nothing to exile or return
    obj = st.objects[source]
    exiled = c.tx.move(source, _ZONE_EXILE)
    if obj.token or not obj.card.is_double_faced:
        return None  # a card with one face (or a token) stays in exile
    face = 0 if e.front_face_up else 1
    put_onto_battlefield(c.tx, exiled.id, controller=c.controller, face=face, read_ahead=1)
    return None


def counters(c: Ctx, e: k.PutCountersEffect, chosen: object) -> Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    n = c.amount(e.count, e.amount)
    for oid in found:
        if n > 0 and oid in c.state.battlefield:
            put_counters(c.tx, oid, e.kind, n, putter=c.controller, by_effect=True)
    return None


def pump(c: Ctx, e: k.PumpEffect, chosen: object) -> Outcome:
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
    float_effect(c.tx, found, spec, c.item.source_name, duration)  # a name: the log translates it
    if e.duration == "until your next turn" and found:
        delayed.until_next_turn(c.tx, c.state.effects[-1].id, c.controller)
    return None


def damage_step(c: Ctx, e: k.DamageEffect, chosen: object) -> Outcome:
    # "its power": each object deals the damage to itself, as much as its own power (The Akroan
    # War's III); no one amount for the whole effect
    its_power = e.amount == "its power"
    n = 0 if its_power and e.players is None else c.amount(e.count, e.amount)
    if e.objects is not None and c.step.player is None:
        found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
        if not isinstance(found, tuple):
            return found
        dealt = 0  # by the effect's source (702.15b: one gain for its damage dealt at once)
        for oid in found:
            power = characteristics_of(c.state, oid).power or 0
            if its_power:  # (the creature deals it: its deathtouch counts)
                lifelink(c.tx, oid, deal_damage(c.tx, oid, max(0, power), source=oid))
            else:
                dealt += deal_damage(c.tx, oid, n, source=c.source)
        lifelink(c.tx, c.source, dealt)
    if e.players is None:
        return None
    targeted = e.objects is not None and e.objects.how is k.How.TARGET
    player_slot = c.step.slot + (1 if targeted else 0)
    who = c.players(e.players, player_slot)
    if isinstance(who, tuple):
        return tuple(replace(s, effect=replace(e, objects=None)) for s in who)
    c.tx.change_life(who, -n)
    lifelink(c.tx, c.source, n)
    return None


def destroy(c: Ctx, e: k.DestroyEffect, chosen: object) -> Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="destroy")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        if oid in c.state.battlefield and not characteristics_of(c.state, oid).has_keyword(
            "indestructible"
        ):
            c.tx.move(oid, _ZONE_GRAVEYARD)
    return None


def exile(c: Ctx, e: k.ExileEffect, chosen: object) -> Outcome:
    whose = c.named_player(e.who)
    if isinstance(whose, tuple):
        return whose
    found = c.objects(e.objects, c.step.slot, chosen, purpose="exile", whose=whose)
    if not isinstance(found, tuple):
        return found
    links = list(c.state.extra.get("exiled_until", ()))  # type: ignore[call-overload]
    for oid in found:
        if oid not in c.state.objects:
            continue
        new = c.tx.move(oid, _ZONE_EXILE)
        if e.until_source_leaves and c.source in c.state.battlefield and not new.token:
            links.append((int(c.source), int(new.id)))
    if links:
        c.state.extra["exiled_until"] = tuple(links)
    return None


#: The marks in ``extra`` that :func:`return_linked_exiles` reads: without one of them it has
#: nothing to do (engine/sba.py does not call it then).
LINKED_MARKS = frozenset({"exiled_until", delayed.CONTROL_MARK, delayed.NEXT_TURN_MARK})


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
        if obj is not None and obj.zone is _ZONE_EXILE:
            put_onto_battlefield(tx, oid, controller=obj.owner, read_ahead=1)
    return True


def bounce(c: Ctx, e: k.ReturnToHandEffect, chosen: object) -> Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="return")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        if oid in c.state.objects:
            c.tx.move(oid, _ZONE_HAND)
    return None


def sacrifice(c: Ctx, e: k.SacrificeEffect, chosen: object) -> Outcome:
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
        minimum, maximum = bounds(e.count, e.up_to, e.any_number, len(options))
        if maximum == 0:
            chosen = ()
        elif minimum == maximum == len(options):
            chosen = options
        else:
            return ChooseCardsDecision(
                who, "Choose what to sacrifice.", options, minimum, maximum, "sacrifice"
            )
    cards = ids_of(chosen)
    for oid in cards:
        c.tx.emit(ev.PermanentSacrificed(oid, st.objects[oid].name, "701.21"))
        c.tx.move(oid, _ZONE_GRAVEYARD)
    c.remember_add("sacrificed", len(cards))
    return None


def tap(c: Ctx, e: k.TapEffect, chosen: object) -> Outcome:
    whose = c.named_player(e.who)
    if isinstance(whose, tuple):
        return whose
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose", whose=whose)
    if not isinstance(found, tuple):
        return found
    done = 0
    for oid in found:
        obj = c.state.objects[oid]
        if obj.tapped == (not e.untap):
            continue
        c.tx.set_status(replace(obj, tapped=not e.untap))
        c.tx.emit(ev.PermanentUntapped(oid) if e.untap else ev.PermanentTapped(oid))
        done += 1
    res = c.state.resolution
    assert res is not None
    c.state.resolution = res.remember("tapped", done)
    return None


def double(c: Ctx, e: k.DoubleCountersEffect, chosen: object) -> Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        for kind in list(c.state.objects[oid].counters):
            n = c.state.objects[oid].counters[kind]
            put_counters(c.tx, oid, kind, n, putter=c.controller, by_effect=True)
    return None


def exchange(c: Ctx, e: k.ExchangeControlEffect, chosen: object) -> Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    if len(found) != 2:
        return None  # 701.12b: with one of them gone, nothing is exchanged
    first, second = (c.state.objects[o] for o in found)
    if first.controller == second.controller:
        return None  # (nothing changes hands)
    for obj, controller in ((first, second.controller), (second, first.controller)):
        # 506.4: a permanent whose controller changes is removed from combat
        c.tx.set_object(
            replace(obj, controller=controller, attacking=None, blocking=(), blocked=False)
        )
    return None


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


def entry_counter(c: Ctx, e: k.EntryCounterEffect, chosen: object) -> Outcome:
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


def control(c: Ctx, e: k.GainControlEffect, chosen: object) -> Outcome:
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
                # 302.6: sick under its new controller this turn (it did not enter: read ahead
                # and the legend rule's "entered later" still see when it did)
                controlled_since=(
                    c.state.turn.number if obj.controller != c.controller else obj.controlled_since
                ),
            )
        )
    if e.haste:
        spec = ContinuousEffectSpec(add_keywords=("haste",))
        float_effect(c.tx, found, spec, c.item.source_name)
    return None


def copy(c: Ctx, e: k.CopyTokenEffect, chosen: object) -> Outcome:
    found = c.objects(e.objects, c.step.slot, chosen, purpose="choose")
    if not isinstance(found, tuple):
        return found
    for oid in found:
        obj = c.state.objects[oid]
        face = obj.printed
        card = CardDef(name=face.name, faces=(face,), name_ja=face.name_ja)
        create_tokens(c.tx, card, controller=c.controller, count=max(1, e.count))
    return None


def fight(c: Ctx, e: k.FightEffect, chosen: object) -> Outcome:
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
    dealt_by_a = deal_damage(c.tx, b, pa, source=a)  # 701.14a: each deals damage equal to
    dealt_by_b = deal_damage(c.tx, a, pb, source=b)  # its power (at once)
    lifelink(c.tx, a, dealt_by_a)  # 702.15b
    lifelink(c.tx, b, dealt_by_b)
    return None
