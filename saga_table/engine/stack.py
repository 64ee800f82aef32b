"""The stack (405, 603.3, 608): triggered abilities go on it in APNAP order, items resolve or are
countered one at a time, and a chapter's structured effect can be carried out as it resolves.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.battlefield import put_onto_battlefield
from saga_table.engine.conditions import condition_holds
from saga_table.engine.designations import rad_automatic, resolve_rad, speed_up
from saga_table.engine.effects import resolve as resolution
from saga_table.engine.effects.resolve import token_card
from saga_table.engine.effects.text import describe_effect
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.initiative import take_initiative, venture
from saga_table.engine.monarch import become_monarch, monarch_stealer
from saga_table.engine.state import AbilityKind, OrderTriggersDecision, StackItem
from saga_table.engine.tx import IllegalActionError, Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_INITIATIVE_TAKE = AbilityKind.INITIATIVE_TAKE
_KIND_INITIATIVE_VENTURE = AbilityKind.INITIATIVE_VENTURE
_KIND_MONARCH_DRAW = AbilityKind.MONARCH_DRAW
_KIND_MONARCH_STEAL = AbilityKind.MONARCH_STEAL
_KIND_RAD = AbilityKind.RAD
_KIND_SPEED = AbilityKind.SPEED
_KIND_SPELL = AbilityKind.SPELL
_ZONE_GRAVEYARD = Zone.GRAVEYARD

__all__ = [
    "PERMANENT_TYPES",
    "counter_item",
    "describe_effect",
    "order_triggers",
    "put_triggers_on_stack",
    "resolve_top",
    "token_card",
]

PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)


def _identical(items: list[StackItem]) -> bool:
    first = items[0]
    return all(
        (i.kind, i.source_name, i.text, i.effect)
        == (first.kind, first.source_name, first.text, first.effect)
        for i in items
    )


def put_triggers_on_stack(tx: Tx) -> bool:
    """603.3b: put waiting triggered abilities on the stack, APNAP, each player in their order.

    Returns True if anything went on the stack. Stops with an :class:`OrderTriggersDecision` for
    the first player (in APNAP order) who has two or more to order.
    """
    state = tx.state
    pending = state.pending
    if not pending or state.decision is not None:
        return False
    moved = False
    players = state.players
    controllers = {item.controller for item in pending}
    if any(players[c].left_game for c in controllers):
        # Abilities controlled by players who left the game cease to exist (800.4a).
        for item in pending:
            if players[item.controller].left_game:
                tx.emit(ev.AbilityCeased(item.id))
        state.pending = tuple(i for i in pending if not players[i.controller].left_game)
    # (one controller, as nearly always: their abilities, without the APNAP order's tuple)
    for player in state.apnap() if len(controllers) > 1 else controllers:
        if player not in controllers:
            continue
        mine = [i for i in state.pending if i.controller == player]
        if not mine:
            continue
        if len(mine) > 1 and not (state.rules.auto_order_identical_triggers and _identical(mine)):
            state.decision = OrderTriggersDecision(player, tuple(mine))
            if not tx.quiet:  # (no watcher reads it: tx.py)
                tx.emit(ev.DecisionRequested(player, "order triggers"))
            return moved
        _push(tx, mine, every=len(mine) == len(state.pending))
        moved = True
        if resolution.ask_targets(tx):
            return moved
    return moved


def _push(tx: Tx, items: list[StackItem], *, every: bool = False) -> None:
    """Put items on the stack in this order: the last one ends on top and resolves first.
    ``every``: they are all the waiting abilities (as nearly always: one player's)."""
    state = tx.state
    if every:
        state.pending = ()
    else:
        ids = {i.id for i in items}
        state.pending = tuple(i for i in state.pending if i.id not in ids)
    state.stack = (*state.stack, *items)
    if not tx.quiet:  # (no watcher reads it: tx.py)
        for item in items:
            tx.emit(ev.TriggerPutOnStack(item.id, item.controller))


def order_triggers(tx: Tx, order: tuple[ObjectId, ...]) -> None:
    """Answer an :class:`OrderTriggersDecision`: ``order`` lists the abilities in the order they
    will resolve, so the first one ends on top of the stack."""
    decision = tx.state.decision
    if not isinstance(decision, OrderTriggersDecision):
        raise IllegalActionError("no triggered abilities are waiting to be ordered")
    expected = {t.id for t in decision.triggers}
    if len(order) != len(expected) or set(order) != expected:
        raise IllegalActionError(
            "the order must list each waiting ability exactly once: "
            + ", ".join(str(i) for i in sorted(expected))
        )
    by_id = {t.id: t for t in decision.triggers}
    tx.state.decision = None
    _push(tx, [by_id[i] for i in reversed(order)])
    resolution.ask_targets(tx)


def counter_item(tx: Tx, item_id: ObjectId) -> None:
    """Counter an item: it leaves the stack without resolving (701.6). A spell goes to its owner's
    graveyard; an ability just ceases to exist."""
    item = tx.state.stack_item(item_id)
    if item is None:
        raise IllegalActionError(f"nothing with id {item_id} is on the stack")
    tx.state.stack = tuple(s for s in tx.state.stack if s.id != item_id)
    tx.emit(ev.StackItemCountered(item_id))
    if item.card is not None and item.card in tx.state.objects:
        tx.move(item.card, _ZONE_GRAVEYARD)


def resolve_top(tx: Tx, *, carry_out: bool = True) -> None:
    """608: the top item resolves. A chapter's structured effect is carried out when ``carry_out``
    (:mod:`saga_table.engine.effects.resolve`: it may stop for the players' choices); otherwise the
    players do it by hand and the item just leaves the stack."""
    state = tx.state
    if not state.stack:
        raise IllegalActionError("the stack is empty")
    item = state.stack[-1]
    state.stack = state.stack[:-1]
    if item.condition is not None and not condition_holds(state, item.controller, item.condition):
        # 603.4: the intervening "if" is false as it resolves: the ability does nothing
        tx.emit(ev.StackItemResolved(item.id, False))
        tx.emit(ev.NothingHappened("603.4", item.text))
        return
    if item.kind is _KIND_SPELL:
        tx.emit(ev.StackItemResolved(item.id, True))
        _resolve_spell(tx, item)
        return
    if item.kind is _KIND_MONARCH_DRAW:
        tx.emit(ev.StackItemResolved(item.id, True))
        if item.player is not None and not state.players[item.player].left_game:
            tx.draw(item.player)  # the player who was the monarch draws, crown or not (724.2)
        return
    if item.kind is _KIND_SPEED:
        tx.emit(ev.StackItemResolved(item.id, True))
        speed_up(tx, item.controller)
        return
    if item.kind is _KIND_RAD:
        done = carry_out and rad_automatic(state, item.controller)
        tx.emit(ev.StackItemResolved(item.id, done))
        if done:
            resolve_rad(tx, item)
        return
    if item.kind is _KIND_INITIATIVE_TAKE:
        tx.emit(ev.StackItemResolved(item.id, True))
        if item.player is not None:
            take_initiative(tx, item.player, reason="combat damage to the player with it")
        return
    if item.kind is _KIND_INITIATIVE_VENTURE:
        tx.emit(ev.StackItemResolved(item.id, True))
        if item.player is not None:
            venture(tx, item.player, undercity=True)
        return
    if item.kind is _KIND_MONARCH_STEAL:
        tx.emit(ev.StackItemResolved(item.id, True))
        stealer = monarch_stealer(state, item)
        if stealer is not None and not state.players[stealer].left_game:
            become_monarch(tx, stealer, reason="combat damage to the monarch")
        return
    done = carry_out and item.effect is not None
    tx.emit(ev.StackItemResolved(item.id, done))
    if done and item.effect is not None:
        resolution.start(tx, item)


def _resolve_spell(tx: Tx, item: StackItem) -> None:
    card_id = item.card
    if card_id is None or card_id not in tx.state.objects:
        return
    obj = tx.state.objects[card_id]
    if PERMANENT_TYPES & set(obj.printed.card_types):
        put_onto_battlefield(tx, card_id, controller=item.controller, face=obj.face)
    else:
        tx.move(card_id, _ZONE_GRAVEYARD)
