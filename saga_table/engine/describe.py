"""The state as plain data, for ``saga-table replay --json``, bug reports and tests.

It says what a player would want to know: the turn, the active player, the step, each player's
life and zones, each permanent with its counters and final chapter, the stack from top to bottom,
and any decision that is waiting.
"""

from __future__ import annotations

from typing import Any

from saga_table.engine.cards import roman
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import OPPONENT, Zone
from saga_table.engine.state import (
    ChooseDungeonDecision,
    ChooseLegendDecision,
    ChooseReadAheadDecision,
    ChooseRoomDecision,
    DiscardToHandSizeDecision,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
    PlayerState,
    StackItem,
)

__all__ = ["describe_state", "state_report"]


def _item(state: GameState, item: StackItem) -> dict[str, Any]:
    return {
        "id": item.id,
        "kind": item.kind.value,
        "source": item.source_name,
        "source_id": item.source,
        "controller": state.players[item.controller].name,
        "chapter": item.chapter,
        "chapter_symbol": roman(item.chapter) if item.chapter else None,
        "text": item.text,
        "effect": None if item.effect is None else type(item.effect).__name__,
    }


def _decision(state: GameState) -> dict[str, Any] | None:
    d = state.decision
    if d is None:
        return None
    out: dict[str, Any] = {"player": state.players[d.player].name}
    if isinstance(d, OrderTriggersDecision):
        out["kind"] = "order triggers"
        out["options"] = [_item(state, t) for t in d.triggers]
    elif isinstance(d, ChooseReadAheadDecision):
        out["kind"] = "read ahead"
        out["card"] = d.card_name
        out["options"] = list(range(1, d.maximum + 1))
    elif isinstance(d, DiscardToHandSizeDecision):
        out["kind"] = "discard to hand size"
        out["count"] = d.count
        out["options"] = [state.objects[i].name for i in state.zone(d.player, Zone.HAND)]
    elif isinstance(d, MulliganDecision):
        out["kind"] = "mulligan"
        out["mulligans"] = d.mulligans
        out["options"] = ["keep", "mulligan"]
    elif isinstance(d, ChooseLegendDecision):
        out["kind"] = "legend rule"
        out["card"] = d.name
        out["options"] = [int(i) for i in d.options]
    elif isinstance(d, ChooseDungeonDecision):
        out["kind"] = "dungeon"
        out["options"] = list(d.options)
    elif isinstance(d, ChooseRoomDecision):
        out["kind"] = "room"
        out["dungeon"] = d.dungeon
        out["options"] = list(d.options)
    return out


def _designations(state: GameState, p: PlayerState) -> dict[str, Any]:
    """What a player has beyond life and zones: the initiative, a dungeon, the city's
    blessing, the Ring, speed and player counters other than poison."""
    out: dict[str, Any] = {}
    if state.initiative == p.id:
        out["initiative"] = True
    if p.dungeon is not None:
        out["dungeon"] = {"name": p.dungeon, "room": p.room}
    if p.completed_dungeons:
        out["completed_dungeons"] = list(p.completed_dungeons)
    if p.city_blessing:
        out["city_blessing"] = True
    if p.ring_tempted:
        bearer = state.objects.get(p.ring_bearer) if p.ring_bearer is not None else None
        out["ring"] = {"tempted": p.ring_tempted, "bearer": bearer.name if bearer else None}
    if p.speed is not None:
        out["speed"] = p.speed
    counters = {k: v for k, v in p.counters.as_dict().items() if k != "poison"}
    if counters:
        out["counters"] = counters
    return out


def describe_state(state: GameState) -> dict[str, Any]:
    """A JSON-able description of ``state``."""
    chars = compute_characteristics(state)
    turn = state.turn
    permanents = []
    for obj in state.permanents():
        c = chars[obj.id]
        entry: dict[str, Any] = {
            "id": obj.id,
            "name": c.name,
            "card": obj.card.name,
            "controller": state.players[obj.controller].name,
            "owner": state.players[obj.owner].name,
            "types": " ".join((*c.supertypes, *c.card_types))
            + (" — " + " ".join(c.subtypes) if c.subtypes else ""),
            "tapped": obj.tapped,
            "counters": obj.counters.as_dict(),
        }
        if obj.token:
            entry["token"] = True
        if obj.card.is_double_faced:
            entry["face"] = "back" if obj.face else "front"
        if c.is_saga or c.chapters:
            entry["saga"] = c.is_saga
            entry["lore"] = obj.counters["lore"]
            entry["final_chapter"] = c.final_chapter
            entry["chapters"] = [ch.number for ch in c.chapters]
        if c.power is not None:
            entry["power"] = c.power
            entry["toughness"] = c.toughness
        if c.lost_all_abilities:
            entry["lost_all_abilities"] = True
        if obj.attacking is not None:
            entry["attacking"] = (
                "opponent" if obj.attacking == OPPONENT else state.players[obj.attacking].name
            )
        if obj.damage:
            entry["damage"] = obj.damage
        permanents.append(entry)
    players = []
    for p in state.players:
        entry = {
            "name": p.name,
            "life": p.life,
            "poison": p.poison,
            "left_game": p.left_game,
            "monarch": state.monarch == p.id,
            # A paper seat's library is on the real table: unknown, never 0.
            "library": len(state.zone(p.id, Zone.LIBRARY)) if state.library_known(p.id) else None,
            "hand": [state.objects[i].name for i in state.zone(p.id, Zone.HAND)],
            "hand_size": state.hand_size(p.id),
            "graveyard": [state.objects[i].name for i in state.zone(p.id, Zone.GRAVEYARD)],
            "exile": [state.objects[i].name for i in state.zone(p.id, Zone.EXILE)],
        }
        if p.paper:
            entry["paper"] = True
            entry["hidden_hand"] = p.hidden_hand
            if p.hidden_graveyard:
                entry["hidden_graveyard"] = p.hidden_graveyard
        if p.commander_damage:
            entry["commander_damage"] = dict(p.commander_damage)
        if p.mana_pool:
            entry["mana_pool"] = p.mana_pool
        entry.update(_designations(state, p))
        players.append(entry)
    report: dict[str, Any] = {
        "turn": turn.number,
        "active_player": state.players[turn.active].name,
        "phase": turn.phase.value,
        "step": turn.step.value,
        "precombat_main": turn.is_precombat_main,
        "monarch": None if state.monarch is None else state.players[state.monarch].name,
        "initiative": None if state.initiative is None else state.players[state.initiative].name,
        "day_night": state.day_night,
        "players": players,
        "battlefield": permanents,
        "stack": [_item(state, item) for item in reversed(state.stack)],
        "waiting_triggers": [_item(state, item) for item in state.pending],
        "decision": _decision(state),
        "game_over": state.game_over,
    }
    if state.opponent is not None:
        report["goldfish_opponent"] = {
            "life": state.opponent.life,
            "defeated_on_turn": state.opponent.defeated_on_turn,
        }
    return report


def _designation_words(p: dict[str, Any]) -> str:
    bits = []
    if "dungeon" in p:
        bits.append(f"in {p['dungeon']['name']} ({p['dungeon']['room']})")
    if p.get("completed_dungeons"):
        bits.append("completed " + ", ".join(p["completed_dungeons"]))
    if p.get("city_blessing"):
        bits.append("the city's blessing")
    if "ring" in p:
        bearer = p["ring"]["bearer"]
        bits.append(
            f"tempted by the Ring {p['ring']['tempted']}x" + (f" ({bearer})" if bearer else "")
        )
    if "speed" in p:
        bits.append(f"speed {p['speed']}")
    bits.extend(f"{n} {k}" for k, n in p.get("counters", {}).items())
    return "; " + ", ".join(bits) if bits else ""


def state_report(state: GameState) -> str:
    """The state as a few lines of English a player can read at a glance."""
    d = describe_state(state)
    step = d["step"]
    if step == "main":
        step = "precombat main phase" if d["precombat_main"] else "postcombat main phase"
    else:
        step = f"{step} step"
    lines = [f"Turn {d['turn']}, {d['active_player']}'s {step}."]
    if d["monarch"]:
        lines.append(f"{d['monarch']} is the monarch.")
    if d["initiative"]:
        lines.append(f"{d['initiative']} has the initiative.")
    if d["day_night"]:
        lines.append(f"It is {d['day_night']}.")
    for p in d["players"]:
        status = " (left the game)" if p["left_game"] else ""
        crown = " [monarch]" if p["monarch"] else ""
        lines.append(
            f"{p['name']}{crown}{status}: life {p['life']}, poison {p['poison']}, "
            f"hand {p['hand_size']}, library {'unknown' if p['library'] is None else p['library']}"
            f", graveyard {len(p['graveyard'])}" + _designation_words(p)
        )
        for perm in [x for x in d["battlefield"] if x["controller"] == p["name"]]:
            bits = []
            if "final_chapter" in perm:
                bits.append(f"lore {perm['lore']}/{perm['final_chapter']}")
            others = {k: v for k, v in perm["counters"].items() if k != "lore"}
            bits.extend(f"{n} {k}" for k, v in others.items() for n in [v])
            if "power" in perm:
                bits.append(f"{perm['power']}/{perm['toughness']}")
            if perm["tapped"]:
                bits.append("tapped")
            extra = f" ({', '.join(bits)})" if bits else ""
            lines.append(f"  - {perm['name']}{extra}")
    if d["stack"]:
        lines.append("Stack (top first):")
        for item in d["stack"]:
            chapter = f" chapter {item['chapter_symbol']}" if item["chapter"] else ""
            lines.append(f"  - {item['source']}{chapter} ({item['controller']}): {item['text']}")
    else:
        lines.append("The stack is empty.")
    if d["decision"]:
        dec = d["decision"]
        lines.append(f"Waiting for {dec['player']}: {dec['kind']}.")
    if d["game_over"]:
        lines.append("The game is over.")
    return "\n".join(lines)
