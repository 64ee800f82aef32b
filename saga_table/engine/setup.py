"""How a game begins: players, their cards, the seed and the rule options.

The setup plus the action log is the whole game record: the same setup always gives the same first
state (libraries shuffled with the game's own seeded random number generator).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.state import (
    GameState,
    GoldfishOpponent,
    MulliganDecision,
    PlayerState,
    RuleOptions,
)
from saga_table.engine.turn_flow import begin_first_turn, new_turn_state
from saga_table.engine.tx import Tx

__all__ = ["GameSetup", "PlayerSetup", "initial_state"]

OPENING_HAND = 7


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A player: their name and the cards they start with (library top first, unless shuffled)."""

    name: str
    library: tuple[CardDef, ...] = ()
    hand: tuple[CardDef, ...] = ()
    commander: CardDef | None = None
    life: int | None = None


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything a game starts from. ``opening_hands``: shuffle and draw seven, then each player
    keeps or mulligans (London mulligan) before the first turn."""

    players: tuple[PlayerSetup, ...]
    seed: int = 0
    rules: RuleOptions = field(default_factory=RuleOptions)
    starting_player: int = 0
    shuffle: bool = True
    opening_hands: bool = False

    def __post_init__(self) -> None:
        if not 1 <= len(self.players) <= 8:
            raise ValueError(f"a game has 1 to 8 players, not {len(self.players)}")
        if not 0 <= self.starting_player < len(self.players):
            raise ValueError(f"there is no player {self.starting_player} to start")


def initial_state(setup: GameSetup) -> tuple[GameState, tuple[ev.Event, ...]]:
    """The state before the first action, and what happened to reach it."""
    rules = setup.rules
    players = tuple(
        PlayerState(
            id=PlayerId(i),
            name=p.name,
            life=p.life if p.life is not None else rules.starting_life,
        )
        for i, p in enumerate(setup.players)
    )
    state = GameState(
        rules=rules,
        players=players,
        objects={},
        zones={},
        battlefield=(),
        stack=(),
        pending=(),
        turn=new_turn_state(1, PlayerId(setup.starting_player), next_instance=0),
        rng_state=random.Random(setup.seed).getstate(),
        started=False,
        opponent=(
            GoldfishOpponent(rules.starting_life)
            if len(players) == 1 and rules.goldfish_opponent
            else None
        ),
    )
    tx = Tx(state)
    for i, p in enumerate(setup.players):
        pid = PlayerId(i)
        for card in p.library:
            tx.create_object(card, owner=pid, zone=Zone.LIBRARY)
            # create_object puts each new card on top; keep the written order (first = top)
        lib = tx.state.zones.get((pid, Zone.LIBRARY), ())
        tx.state.zones[(pid, Zone.LIBRARY)] = tuple(reversed(lib))
        for card in p.hand:
            tx.create_object(card, owner=pid, zone=Zone.HAND)
        if p.commander is not None:
            obj = tx.create_object(p.commander, owner=pid, zone=Zone.COMMAND)
            tx.set_object(replace(obj, is_commander=True))
        if setup.shuffle:
            tx.shuffle(pid)
    if setup.opening_hands:
        for pid in tx.state.apnap():
            tx.draw(pid, OPENING_HAND)
        first = tx.state.apnap()[0]
        tx.state.decision = MulliganDecision(first, 0)
        tx.emit(ev.DecisionRequested(first, "mulligan"))
    else:
        tx.state.started = True
        begin_first_turn(tx)
    return tx.state, tuple(tx.events)
