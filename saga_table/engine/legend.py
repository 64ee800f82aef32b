"""The legend rule (704.5j): a state-based action with a choice.

"If a player controls two or more legendary permanents with the same name, that player chooses one
of them, and the rest are put into their owners' graveyards." State-based actions are performed
all at once (704.3), so the check first collects every player's choice, one
:class:`ChooseLegendDecision` at a time in APNAP order, and only when each group has a chosen
permanent does it put the rest into the graveyards, together with every other state-based action
of that check. The choices wait in ``state.extra["legend_keep"]`` between the decisions.

Permanents that cannot be told apart (the same card, same face, untapped, no counters, damage or
attachments, entered the same turn, none the source of a waiting ability) need no question: any
choice gives the same game, so the one that has been there longest stays.
"""

from __future__ import annotations

from collections.abc import Mapping

from saga_table.engine import events as ev
from saga_table.engine.characteristics import Characteristics
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.state import ChooseLegendDecision, GameObject, GameState
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = ["choose_legend", "legend_groups", "legend_rule"]

_KEEP = "legend_keep"


def legend_groups(
    state: GameState, chars: Mapping[ObjectId, Characteristics]
) -> list[tuple[PlayerId, str, tuple[ObjectId, ...]]]:
    """Every (controller, name, permanents) with two or more legendary permanents, APNAP order."""
    groups: dict[tuple[PlayerId, str], list[ObjectId]] = {}
    for oid in state.battlefield:
        c = chars[oid]
        if "Legendary" not in c.supertypes or not c.name:
            continue
        groups.setdefault((state.objects[oid].controller, c.name), []).append(oid)
    order = {p: i for i, p in enumerate(state.apnap())}
    found = [(p, name, tuple(ids)) for (p, name), ids in groups.items() if len(ids) > 1]
    found.sort(key=lambda g: (order.get(g[0], len(order)), g[1]))
    return found


def _kept(state: GameState) -> tuple[ObjectId, ...]:
    value = state.extra.get(_KEEP, ())
    return tuple(ObjectId(int(i)) for i in value) if isinstance(value, tuple) else ()


def _alike(a: GameObject, b: GameObject) -> bool:
    return (
        a.card == b.card
        and a.face == b.face
        and a.token == b.token
        and a.tapped == b.tapped
        and a.counters == b.counters
        and a.damage == b.damage
        and a.attached_to is None
        and b.attached_to is None
        and a.entered_turn == b.entered_turn
        and a.owner == b.owner
        and not a.attacking
        and not b.attacking
        and not a.blocking
        and not b.blocking
    )


def _attached_to_any(state: GameState, ids: tuple[ObjectId, ...]) -> bool:
    wanted = set(ids)
    return any(state.objects[o].attached_to in wanted for o in state.battlefield)


def _a_source(state: GameState, ids: tuple[ObjectId, ...]) -> bool:
    """One of them is the source of an ability waiting or on the stack (a chapter ability keeps
    its Saga from 714.4's sacrifice, so which one stays matters)."""
    wanted = set(ids)
    return any(item.source in wanted for item in (*state.pending, *state.stack))


def legend_rule(tx: Tx, chars: Mapping[ObjectId, Characteristics]) -> list[ObjectId] | None:
    """704.5j. The permanents to put into graveyards, or ``None`` when a player must choose
    first (the decision is then waiting). An empty list: the rule does not apply."""
    state = tx.state
    groups = legend_groups(state, chars)
    if not groups:
        state.extra.pop(_KEEP, None)
        return []
    kept = set(_kept(state))
    losers: list[ObjectId] = []
    for player, name, ids in groups:
        keep = next((i for i in ids if i in kept), None)
        if keep is None:
            objs = [state.objects[i] for i in ids]
            if (
                all(_alike(objs[0], o) for o in objs[1:])
                and not _attached_to_any(state, ids)
                and not _a_source(state, ids)
            ):
                keep = ids[0]
            else:
                state.decision = ChooseLegendDecision(player, name, ids)
                tx.emit(ev.DecisionRequested(player, "legend rule"))
                return None
        losers.extend(i for i in ids if i != keep)
    state.extra.pop(_KEEP, None)
    return losers


def choose_legend(tx: Tx, keep: ObjectId) -> None:
    """Answer a :class:`ChooseLegendDecision`: ``keep`` stays, the rest go when the check ends."""
    decision = tx.state.decision
    if not isinstance(decision, ChooseLegendDecision):
        raise IllegalActionError("no legend rule choice is waiting")
    if keep not in decision.options:
        raise IllegalActionError(f"choose one of the permanents named {decision.name}")
    tx.state.decision = None
    tx.state.extra[_KEEP] = (*_kept(tx.state), keep)
