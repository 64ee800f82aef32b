"""The Monarch (CR 724): a designation one player at a time can have.

There is no monarch until an effect makes a player the monarch (724.1); from then on there is
exactly one while a player who can be it remains (724.3, 724.4). Its two inherent triggered
abilities have no source and are controlled by the player who was the monarch when they
triggered (724.2): the end-step draw and the combat-damage steal.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.battlefield import add_sourceless_trigger, trigger_ability
from saga_table.engine.cards import TriggerEvent
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import AbilityKind, GameState, StackItem
from saga_table.engine.tx import Tx

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_MONARCH_DRAW = AbilityKind.MONARCH_DRAW
_KIND_MONARCH_STEAL = AbilityKind.MONARCH_STEAL

__all__ = [
    "become_monarch",
    "monarch_leaves",
    "monarch_stealer",
    "trigger_monarch_draw",
    "trigger_monarch_steal",
]

MONARCH_NAME = "The Monarch"
MONARCH_NAME_JA = "統治者"


def become_monarch(tx: Tx, player: PlayerId, *, reason: str) -> bool:
    """724.3: ``player`` becomes the monarch. Returns False when they already were: then nothing
    happens, and "whenever you become the monarch" does not trigger (Custodi Lich ruling)."""
    state = tx.state
    before = state.monarch
    if before == player or state.players[player].left_game:
        return False
    state.monarch = player
    tx.emit(ev.MonarchChanged(before, player, reason))
    chars = compute_characteristics(state)
    for obj in state.permanents():
        if obj.controller != player:
            continue
        for spec in chars[obj.id].triggered_abilities:
            if spec.event is TriggerEvent.YOU_BECOME_MONARCH:
                trigger_ability(tx, obj, spec)
    return True


def _monarch_item(
    tx: Tx,
    *,
    kind: AbilityKind,
    controller: PlayerId,
    player: PlayerId,
    text: str,
    text_ja: str,
    creature: ObjectId | None = None,
) -> StackItem:
    return add_sourceless_trigger(
        tx,
        creature=creature,
        kind=kind,
        controller=controller,
        player=player,
        name=MONARCH_NAME,
        name_ja=MONARCH_NAME_JA,
        text=text,
        text_ja=text_ja,
    )


def trigger_monarch_draw(tx: Tx) -> None:
    """724.2: at the beginning of the monarch's end step, that player draws a card."""
    monarch = tx.state.monarch
    if monarch is None or monarch != tx.state.turn.active:
        return
    name = tx.state.players[monarch].name
    _monarch_item(
        tx,
        kind=_KIND_MONARCH_DRAW,
        controller=monarch,
        player=monarch,
        text=f"{name} draws a card (the monarch's end step).",
        text_ja=f"{name}はカードを1枚引く（統治者の終了ステップ）。",
    )


def trigger_monarch_steal(tx: Tx, creature: ObjectId, damaged: PlayerId) -> None:
    """724.2: whenever a creature deals combat damage to the monarch, its controller becomes the
    monarch. The trigger is controlled by the monarch who was dealt the damage."""
    if tx.state.monarch != damaged:
        return
    obj = tx.state.objects.get(creature)
    if obj is None:
        return
    new = obj.controller
    name = tx.state.players[new].name
    _monarch_item(
        tx,
        kind=_KIND_MONARCH_STEAL,
        controller=damaged,
        player=new,
        text=f"{name} becomes the monarch ({obj.name} dealt combat damage to the monarch).",
        text_ja=f"{name}が統治者になる（{obj.name}が統治者に戦闘ダメージを与えた）。",
        creature=creature,
    )


def monarch_stealer(state: GameState, item: StackItem) -> PlayerId | None:
    """724.2: who becomes the monarch as the steal resolves: "its controller", the creature's
    controller now (608.2h), or as it last was on the battlefield once it has left."""
    creature = state.objects.get(item.creature) if item.creature is not None else None
    if creature is not None and creature.zone is Zone.BATTLEFIELD:
        return creature.controller
    return item.player


def monarch_leaves(tx: Tx, leaving: PlayerId) -> None:
    """724.4: as the monarch leaves the game, the active player becomes the monarch; if the active
    player is leaving, the next player in turn order who can become the monarch does."""
    state = tx.state
    if state.monarch != leaving:
        return
    n = len(state.players)
    active = state.turn.active
    if active != leaving and not state.players[active].left_game:
        successor: PlayerId | None = active
    else:
        successor = None
        for i in range(1, n):
            candidate = PlayerId((active + i) % n)
            if candidate != leaving and not state.players[candidate].left_game:
                successor = candidate
                break
    state.monarch = None
    if successor is None:
        tx.emit(ev.MonarchChanged(leaving, None, "the monarch left the game"))
        return
    state.monarch = leaving  # so become_monarch sees a change and fires "become the monarch"
    become_monarch(tx, successor, reason="the monarch left the game")
