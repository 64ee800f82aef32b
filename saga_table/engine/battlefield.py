"""Permanents entering the battlefield: entry lore counters, read ahead, tokens, "enters" triggers.

In the seed edition (CR 2026-09-25), 714.3a/b make the entry lore counter an intrinsic ability of
the Saga that creates a replacement effect. So whether a Saga gets it, and how many counters, is
decided from the permanent *as it would exist on the battlefield* (614.12): a Saga that would have
no abilities (Urza's Saga under Blood Moon) enters with none, and an effect doubler (Doubling
Season) doubles it. In the January 2026 edition it is a rule instead: every Saga gets it, and only
"you put" doublers apply.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef, Effect, TriggeredAbilitySpec, TriggerEvent
from saga_table.engine.characteristics import (
    Characteristics,
    characteristics,
    characteristics_and_quiet,
    has_continuous_effects,
    printed_characteristics,
)
from saga_table.engine.conditions import condition_holds
from saga_table.engine.counters import LORE, put_counters
from saga_table.engine.effects import delayed
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import (
    AbilityKind,
    ChooseReadAheadDecision,
    Edition,
    GameObject,
    PendingEntry,
    StackItem,
)
from saga_table.engine.tx import MAX_BATCH, IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_TRIGGERED = AbilityKind.TRIGGERED
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_STACK = Zone.STACK

__all__ = [
    "add_sourceless_trigger",
    "trigger_ability",
    "NOWHERE",
    "create_tokens",
    "make_from_nowhere",
    "enter_battlefield",
    "prospective_characteristics",
    "put_onto_battlefield",
]


def _enters_tapped(tx: Tx, object_id: ObjectId, controller: PlayerId, face: int) -> bool:
    """614.1c: whether the card enters tapped by its own text (engine/entering.py): with no
    condition always; with one the game can read, for a seat whose cards the app knows (the
    lands its controller controls and the rest of its hand); never by a condition it cannot."""
    from saga_table.engine.entering import tapped_rule  # (not before the first paint)

    st = tx.state
    rule = tapped_rule(st.objects[object_id].card.faces[face])
    if rule is None:
        return False
    if rule.always:
        return True
    if rule.test is None or st.players[controller].paper:
        return False
    objects = st.objects
    lands = [
        obj.printed.subtypes
        for obj in map(objects.__getitem__, st.battlefield)
        if obj.controller == controller and "Land" in obj.printed.card_types
    ]
    hand = [
        objects[oid].printed.subtypes
        for oid in st.zones.get((controller, Zone.HAND), ())
        if oid != object_id
    ]
    return rule.test(lands, hand)


def prospective_characteristics(
    tx: Tx, object_id: ObjectId, *, controller: PlayerId, face: int
) -> Characteristics:
    """614.12: the permanent as it would exist on the battlefield, with the effects there."""
    return _prospective(tx, object_id, controller, face)[0]


def _prospective(
    tx: Tx, object_id: ObjectId, controller: PlayerId, face: int
) -> tuple[Characteristics, bool]:
    """:func:`prospective_characteristics`, and whether no continuous effect is there nor one it
    brings (then they are its characteristics once it is there, but for counters)."""
    printed = tx.state.objects[object_id].card.faces[face]
    if not any(ability.effect is not None for ability in printed.static_abilities) and (
        not has_continuous_effects(tx.state)
    ):
        # no continuous effect there, nor one it brings: as printed (it enters with no counters)
        return printed_characteristics(printed), True
    scratch = Tx(tx.state)
    scratch.move(object_id, _ZONE_BATTLEFIELD, controller=controller, face=face, emit=False)
    new_id = scratch.state.battlefield[-1]
    return characteristics(scratch.state, new_id), False


def _entry_ability(chars: Characteristics, edition: Edition) -> tuple[bool, bool]:
    """(gets entry counters, chooses a number by read ahead) for a Saga as it would enter."""
    if not chars.is_saga:
        return False, False
    if edition is Edition.SEPTEMBER_2026 and chars.lost_all_abilities:
        return False, False
    return True, chars.has_read_ahead


#: ``GameState.extra`` key: the object just made from nowhere, on its way to the battlefield.
NOWHERE = "from_nowhere"


def make_from_nowhere(
    tx: Tx, card: CardDef, *, owner: PlayerId, token: bool = False, face: int = 0
) -> GameObject:
    """A new object for a card that comes from no zone the app knows (a paper table's card):
    it waits outside every zone (its zone says the stack, but no stack item holds it) until it
    enters the battlefield or is put on the stack as a spell."""
    obj = tx.create_object(card, owner=owner, zone=_ZONE_STACK, token=token, face=face)
    tx.state.extra[NOWHERE] = (obj.id,)
    return obj


def put_onto_battlefield(
    tx: Tx,
    object_id: ObjectId,
    *,
    controller: PlayerId,
    face: int = 0,
    read_ahead: int | None = None,
    tapped: bool = False,
) -> GameObject | None:
    """Put a card from any zone onto the battlefield (``tapped``: it enters tapped).

    If it is a Saga with read ahead and no number was given, the game stops with a
    :class:`ChooseReadAheadDecision` and ``None`` is returned; answering it finishes the entry.
    An object made from nowhere (:func:`make_from_nowhere`) enters without a zone-change event;
    a token made so is announced as created.
    """
    chars, quiet = _prospective(tx, object_id, controller, face)
    if not tapped and not chars.lost_all_abilities:
        tapped = _enters_tapped(tx, object_id, controller, face)  # 614.1c
    gets_counters, chooses = _entry_ability(chars, tx.state.rules.edition)
    final = chars.final_chapter if gets_counters and chooses else 0  # (a Saga with read ahead)
    asks = final >= 1
    if asks and read_ahead is not None and not 1 <= read_ahead <= final:
        raise IllegalActionError(f"{chars.name}: read ahead chooses a number from 1 to {final}")
    if asks and read_ahead is None:
        if tx.state.decision is not None:  # (a resolution by hand waits: it cannot ask now)
            raise IllegalActionError(
                f"{chars.name} has read ahead: say its chapter as it is put onto the battlefield"
            )
        tx.state.decision = ChooseReadAheadDecision(
            player=controller,
            entry=PendingEntry(object_id, controller, face, tapped=tapped),
            card_name=chars.name,
            maximum=chars.final_chapter,
        )
        tx.emit(ev.DecisionRequested(controller, "read ahead"))
        return None
    nowhere = object_id in tx.state.extra.get(NOWHERE, ())  # type: ignore[operator]
    old = tx.state.objects[object_id]
    new = tx.move(object_id, _ZONE_BATTLEFIELD, controller=controller, face=face, emit=not nowhere)
    if nowhere:
        tx.state.extra.pop(NOWHERE, None)
        if old.token and not tx.quiet:  # (no watcher reads it: tx.py)
            tx.emit(ev.TokenCreated(new.id, controller, new.name))
    if tapped:
        new = replace(new, tapped=True)
        tx.set_object(new)
    enter_battlefield(tx, new.id, read_ahead=read_ahead, entering=chars if quiet else None)
    return tx.state.objects.get(new.id)


def enter_battlefield(
    tx: Tx,
    object_id: ObjectId,
    *,
    read_ahead: int | None = None,
    entering: Characteristics | None = None,
) -> None:
    """What happens as and when a permanent has entered: entry counters and "enters" triggers.

    ``entering``: its characteristics as it would exist on the battlefield, when no continuous
    effect was there nor one it brings (:func:`put_onto_battlefield`): what is read here of its
    characteristics now (its types, abilities and chapters; counters change only power and
    toughness then)."""
    obj = tx.state.objects[object_id]
    tx.emit(ev.PermanentEntered(object_id, obj.controller, obj.name))
    delayed.entering(tx, object_id)  # "enters with an additional +1/+1 counter" (614.1c)
    if entering is not None:
        chars, quiet = entering, True
    else:
        chars, quiet = characteristics_and_quiet(tx.state, object_id)
    gets_counters, chooses = _entry_ability(chars, tx.state.rules.edition)
    if gets_counters:
        if chooses:
            amount = max(0, min(read_ahead or 1, chars.final_chapter))
        else:
            amount = 1
        by_effect = tx.state.rules.edition is Edition.SEPTEMBER_2026
        put_counters(
            tx,
            object_id,
            LORE,
            amount,
            putter=obj.controller,
            by_effect=by_effect,
            chars=chars if quiet else None,
        )
    for spec in chars.triggered_abilities:
        if spec.event is TriggerEvent.ENTERS:
            trigger_ability(tx, obj, spec)


def add_trigger(
    tx: Tx,
    source: GameObject,
    text: str,
    effect: Effect | None,
    *,
    text_ja: str | None = None,
    condition: str | None = None,
) -> StackItem:
    """A card's own triggered ability has triggered: it waits to be put on the stack."""
    item = StackItem(
        condition=condition,
        id=tx.new_id(),
        kind=_KIND_TRIGGERED,
        controller=source.controller,
        source=source.id,
        source_name=source.name,
        source_name_ja=source.name_ja,
        text=text,
        text_ja=text_ja,
        effect=effect,
    )
    tx.state.pending = (*tx.state.pending, item)
    if not tx.quiet:  # (no watcher reads it: tx.py)
        tx.emit(ev.AbilityTriggered(item.id, source.id, text))
    return item


def add_sourceless_trigger(
    tx: Tx,
    *,
    kind: AbilityKind,
    controller: PlayerId,
    player: PlayerId,
    name: str,
    name_ja: str,
    text: str,
    text_ja: str,
    effect: Effect | None = None,
    creature: ObjectId | None = None,
) -> StackItem:
    """An inherent triggered ability with no source has triggered (the monarch's, the
    initiative's, a dungeon room's, speed's, rad counters'): it waits to be put on the stack,
    controlled by ``controller``; ``player`` is whom it is about (``creature``: the creature
    whose damage made it trigger, :attr:`StackItem.creature`)."""
    item = StackItem(
        id=tx.new_id(),
        kind=kind,
        controller=controller,
        source=None,
        source_name=name,
        source_name_ja=name_ja,
        text=text,
        text_ja=text_ja,
        player=player,
        effect=effect,
        creature=creature,
    )
    tx.state.pending = (*tx.state.pending, item)
    tx.emit(ev.AbilityTriggered(item.id, None, text))
    return item


def trigger_ability(tx: Tx, source: GameObject, spec: TriggeredAbilitySpec) -> StackItem | None:
    """``source``'s ability ``spec`` triggers, unless its intervening "if" is false now (603.4:
    then it does not trigger at all; it is checked again as it resolves)."""
    if not condition_holds(tx.state, source.controller, spec.condition):
        return None
    return add_trigger(
        tx,
        source,
        spec.text,
        spec.effect,
        text_ja=spec.text_ja,
        condition=None if spec.condition is None else str(spec.condition),
    )


def create_tokens(
    tx: Tx, card: CardDef, *, controller: PlayerId, count: int = 1
) -> list[GameObject]:
    """Create ``count`` tokens that are copies of ``card``'s front face, on the battlefield."""
    made = []
    for _ in range(max(0, min(count, MAX_BATCH))):
        obj = tx.create_object(card, owner=controller, zone=_ZONE_BATTLEFIELD, token=True)
        if not tx.quiet:
            tx.emit(ev.TokenCreated(obj.id, controller, obj.name))
        enter_battlefield(tx, obj.id, read_ahead=1)
        made.append(tx.state.objects[obj.id])
    return made
