"""Triggered abilities that watch for events (603.2): "whenever you draw a card", "whenever a
creature dies", "whenever the final chapter ability of a Saga you control resolves"...

Every change the engine makes is already told by an event, so the watcher reads the events of the
action since it last looked (``tx.watched``) and makes the abilities that match trigger. It runs as
the game settles, before triggered abilities are put on the stack (603.3). Abilities that trigger
on leaving the battlefield look back in time (603.10a): a creature that dies at the same time as
the watcher still counts, and the watcher's controller then is the one it had before it left.

Beginning-of-step events are not read from events: the turn structure calls
:func:`trigger_at_beginning` as each step or phase begins.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator

from saga_table.engine import events as ev
from saga_table.engine.battlefield import trigger_ability
from saga_table.engine.cards import TriggeredAbilitySpec, TriggerEvent
from saga_table.engine.characteristics import characteristics, compute_characteristics
from saga_table.engine.designations import ring_triggers, trigger_speed
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import GameObject, GameState, StackItem
from saga_table.engine.tx import Tx

__all__ = ["trigger_at_beginning", "watch_events", "watches_beginning"]

E = TriggerEvent
#: Events whose watchers are controlled by one player ("you"); the rest watch every player.
_YOURS = {
    E.YOU_CAST_SPELL,
    E.YOU_DRAW,
    E.YOU_DISCARD,
    E.YOU_SACRIFICE,
    E.PERMANENT_ENTERS_UNDER_YOUR_CONTROL,
    E.SAGA_YOU_CONTROL_PUT_INTO_GRAVEYARD,
    E.CHAPTER_ABILITY_YOU_CONTROL_RESOLVES,
    E.FINAL_CHAPTER_ABILITY_YOU_CONTROL_RESOLVES,
    E.FINAL_CHAPTER_ABILITY_YOU_CONTROL_TRIGGERS,
    E.NONTOKEN_ENCHANTMENT_ENTERS_UNDER_YOUR_CONTROL,
    E.BEGINNING_OF_YOUR_UPKEEP,
    E.BEGINNING_OF_YOUR_PRECOMBAT_MAIN,
    E.BEGINNING_OF_COMBAT_ON_YOUR_TURN,
    E.BEGINNING_OF_YOUR_END_STEP,
}
#: Every event the watcher reads from the action's events.
_FROM_EVENTS = _YOURS - {
    E.BEGINNING_OF_YOUR_UPKEEP,
    E.BEGINNING_OF_YOUR_PRECOMBAT_MAIN,
    E.BEGINNING_OF_COMBAT_ON_YOUR_TURN,
    E.BEGINNING_OF_YOUR_END_STEP,
}
_WATCHED = frozenset(_FROM_EVENTS | {E.CREATURE_DIES})


def _fire(tx: Tx, source: GameObject, spec: TriggeredAbilitySpec) -> None:
    if not tx.state.players[source.controller].left_game:
        trigger_ability(tx, source, spec)


def _any_face_watches(state: GameState, wanted: Collection[TriggerEvent]) -> bool:
    """Whether a permanent's face has a triggered ability for one of ``wanted``. Continuous
    effects can take triggered abilities away but never give one (characteristics.py), so
    when no face has one, no permanent has one."""
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        for spec in obj.card.faces[obj.face].triggered_abilities:  # (its printed face)
            if spec.event in wanted:
                return True
    return False


def watches_beginning(state: GameState, wanted: frozenset[TriggerEvent]) -> bool:
    """Whether :func:`trigger_at_beginning` could make anything trigger for ``wanted``: a
    permanent's face has such an ability (effects never give one)."""
    return _any_face_watches(state, wanted)


def trigger_at_beginning(tx: Tx, events: Iterable[TriggerEvent]) -> None:
    """A step or phase began: abilities "at the beginning of ..." trigger (the active player's
    own for "your" events, everyone's for "each")."""
    wanted = events if type(events) is frozenset else frozenset(events)
    state = tx.state
    if not _any_face_watches(state, wanted):
        return
    chars = compute_characteristics(state)
    active = state.turn.active
    for obj in list(state.permanents()):
        for spec in chars[obj.id].triggered_abilities:
            if spec.event not in wanted:
                continue
            if spec.event in _YOURS and obj.controller != active:
                continue
            _fire(tx, obj, spec)


def _looked_back(tx: Tx, old: ObjectId) -> GameObject | None:
    """The object as it was before it left (603.10a), if it was there when the action began or
    was made during it."""
    return tx.origin.objects.get(old)


def _item(tx: Tx, item_id: ObjectId) -> StackItem | None:
    for item in tx.origin.stack:
        if item.id == item_id:
            return item
    return None


def _happenings(tx: Tx, events: list[ev.Event]) -> Iterator[tuple[TriggerEvent, PlayerId | None]]:
    """What each event means to a watcher: (trigger event, the player it is about)."""
    state = tx.state
    for event in events:
        match event:
            case ev.CardDrawn(player=player, object=obj, hidden=hidden) if (
                obj is not None or hidden
            ):
                yield E.YOU_DRAW, player  # a paper seat's unseen draw is a draw too
            case ev.ObjectMoved(from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD, owner=owner):
                yield E.YOU_DISCARD, owner
            case ev.ObjectMoved(to_zone=Zone.STACK, owner=owner, new=new):
                caster = state.objects[new].controller if new in state.objects else owner
                yield E.YOU_CAST_SPELL, caster
            case ev.ObjectMoved(from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, old=old):
                was = _looked_back(tx, old)
                if was is None:
                    continue
                # 603.10a: what it was as it last existed on the battlefield (an enchantment
                # Opalescence made a creature dies; a Saga that lost the subtype is no Saga)
                last = (
                    compute_characteristics(tx.origin).get(old)
                    if was.zone is _BATTLEFIELD
                    else None
                )
                face = was.printed if last is None else last
                if "Creature" in face.card_types:
                    yield E.CREATURE_DIES, None
                if "Saga" in face.subtypes:
                    yield E.SAGA_YOU_CONTROL_PUT_INTO_GRAVEYARD, was.controller
            case ev.PermanentSacrificed(object=old):
                was = _looked_back(tx, old)
                if was is not None:
                    yield E.YOU_SACRIFICE, was.controller
            case ev.PermanentEntered(object=oid, controller=controller):
                yield E.PERMANENT_ENTERS_UNDER_YOUR_CONTROL, controller
                entered = state.objects.get(oid)
                if (
                    entered is not None
                    and not entered.token
                    and "Enchantment" in characteristics(state, oid).card_types
                ):
                    yield E.NONTOKEN_ENCHANTMENT_ENTERS_UNDER_YOUR_CONTROL, controller
            case ev.ChapterTriggered(ability=ability):
                waiting = next((i for i in state.pending if i.id == ability), None)
                if waiting is not None and waiting.final:
                    yield E.FINAL_CHAPTER_ABILITY_YOU_CONTROL_TRIGGERS, waiting.controller
            case ev.StackItemResolved(item=item_id):
                res = state.resolution
                if res is not None and res.item.id == item_id:
                    continue  # it stopped for a choice: it resolves with ResolutionFinished
                yield from _chapter_resolved(tx, _item(tx, item_id))
            case ev.ResolutionFinished(item=item_id):
                res = tx.origin.resolution  # (the resolution this action finished)
                if res is not None and res.item.id == item_id:
                    yield from _chapter_resolved(tx, res.item)
            case _:
                continue


#: The events :func:`_happenings` reads (and :func:`_gone_watchers`: ObjectMoved); any other
#: event means nothing to a watcher.
_HAPPENING_EVENTS = (
    ev.CardDrawn,
    ev.ChapterTriggered,
    ev.ObjectMoved,
    ev.PermanentSacrificed,
    ev.PermanentEntered,
    ev.StackItemResolved,
    ev.ResolutionFinished,
)


_OBJECT_MOVED = ev.ObjectMoved
_BATTLEFIELD = Zone.BATTLEFIELD


def _chapter_resolved(
    tx: Tx, item: StackItem | None
) -> Iterator[tuple[TriggerEvent, PlayerId | None]]:
    """What a resolved item means to the chapter watchers: nothing unless it is a chapter."""
    if item is None or not item.is_chapter:
        return
    yield E.CHAPTER_ABILITY_YOU_CONTROL_RESOLVES, item.controller
    if _is_final(tx, item):
        yield E.FINAL_CHAPTER_ABILITY_YOU_CONTROL_RESOLVES, item.controller


def _is_final(tx: Tx, item: StackItem) -> bool:
    """714.2e: whether the chapter ability ``item`` is its Saga's final chapter ability: by the
    chapter abilities the Saga has (714.2d) while it is on the battlefield, and as it last was
    there once it has left (608.2h: the chapter remembers it from when it triggered)."""
    source = tx.origin.objects.get(item.source) if item.source is not None else None
    if source is None or source.zone is not _BATTLEFIELD:
        return item.final
    chars = compute_characteristics(tx.origin).get(source.id)
    chapters = chars.chapters if chars is not None else source.printed.chapters
    return item.chapter == max((c.number for c in chapters), default=0)


def watch_events(tx: Tx) -> None:
    """Make the abilities that watch for what happened since the last look trigger."""
    events = tx.events[tx.watched :]
    tx.watched = len(tx.events)
    if not events:
        return
    for p in tx.state.players:  # (each returns at once unless a player has speed, or a Ring-bearer)
        if p.speed is not None or p.ring_bearer is not None:
            trigger_speed(tx, events)  # 702.179d
            ring_triggers(tx, events)  # 701.54c
            break
    happening = left = False
    for happened in events:
        if isinstance(happened, _HAPPENING_EVENTS):
            happening = True
            if type(happened) is _OBJECT_MOVED and happened.from_zone is _BATTLEFIELD:
                left = True
                break
    if not happening:
        return  # (counters put, mana added...): nothing a watcher watches for
    state = tx.state
    watching = _any_face_watches(state, _WATCHED)
    # 603.10a: a watcher that died in this action still sees deaths that happened with it.
    # (Only an object that left the battlefield can be one: none left, no watcher is gone.)
    gone = _gone_watchers(tx, events) if left else []
    if not watching and not gone:
        return  # nobody watches: what happened cannot trigger anything
    happenings = list(_happenings(tx, events))
    if not happenings:
        return
    watchers = []
    if watching:
        chars = compute_characteristics(state)
        watchers = [
            (obj, spec)
            for obj in state.permanents()
            for spec in chars[obj.id].triggered_abilities
            if spec.event in _WATCHED
        ]
    for event, player in happenings:
        for obj, spec in watchers:
            if spec.event is event and (player is None or obj.controller == player):
                _fire(tx, obj, spec)
        if event is E.CREATURE_DIES:
            for obj, spec in gone:
                if spec.event is event:
                    _fire(tx, obj, spec)


def _gone_watchers(tx: Tx, events: list[ev.Event]) -> list[tuple[GameObject, TriggeredAbilitySpec]]:
    """Watchers for deaths that left the battlefield in these events, as they last were: their
    ability triggers from the graveyard object they became (it is independent of them, 113.7a)."""
    out = []
    for event in events:
        if not isinstance(event, ev.ObjectMoved) or event.from_zone is not Zone.BATTLEFIELD:
            continue
        was = _looked_back(tx, event.old)
        if was is None:
            continue
        for spec in was.printed.triggered_abilities:
            if spec.event is E.CREATURE_DIES:
                now = tx.state.objects.get(event.new) if event.new is not None else None
                source = now if now is not None else was
                out.append((replace(source, controller=was.controller), spec))
    return out
