"""How a game begins: players, their cards, the seed and the rule options.

The setup plus the action log is the whole game record: the same setup always gives the same first
state (libraries shuffled with the game's own seeded random number generator).
"""

from __future__ import annotations

import random
from dataclasses import field
from typing import TYPE_CHECKING

from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.sba import settle
from saga_table.engine.state import (
    GameObject,
    GameState,
    GoldfishOpponent,
    MulliganDecision,
    PlayerState,
    RuleOptions,
)
from saga_table.engine.turn_flow import begin_first_turn, new_turn_state
from saga_table.engine.tx import Tx
from saga_table.engine.values import dataclass

if TYPE_CHECKING:
    # A position (a game joined in progress, with its own checks): imported when a setup has one.
    from saga_table.engine.position import Position

__all__ = ["GameSetup", "PlayerSetup", "initial_state", "setup_at"]

OPENING_HAND = 7


#: The most unseen cards a paper seat's graveyard can be set up with (a 250-card deck, twice).
MAX_UNSEEN_GRAVEYARD = 500


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A player: their name and the cards they start with (library top first, unless shuffled).

    A ``paper`` seat plays with real cards the app does not hold: no library, a starting hand of
    ``hand_count`` unseen cards, no opening hand to keep or mulligan; ``graveyard_count``: unseen
    cards in its graveyard (a game joined half-way, cards discarded at the table)."""

    name: str
    library: tuple[CardDef, ...] = ()
    hand: tuple[CardDef, ...] = ()
    commander: CardDef | None = None
    life: int | None = None
    paper: bool = False
    hand_count: int = 0
    graveyard_count: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.hand_count <= 500:
            raise ValueError(f"{self.name}: a hand of 0 to 500 cards, not {self.hand_count}")
        if not 0 <= self.graveyard_count <= MAX_UNSEEN_GRAVEYARD:
            raise ValueError(
                f"{self.name}: 0 to {MAX_UNSEEN_GRAVEYARD} unseen cards in the graveyard, "
                f"not {self.graveyard_count}"
            )
        if self.graveyard_count and not self.paper:
            raise ValueError(f"{self.name}: a deck seat's graveyard holds its real cards")
        if self.paper and self.library:
            raise ValueError(f"{self.name}: a paper seat has no library in the app")


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
    #: Start from a game in progress instead of turn 1 (:mod:`.position`).
    position: Position | None = None

    def __post_init__(self) -> None:
        if not 1 <= len(self.players) <= 8:
            raise ValueError(f"a game has 1 to 8 players, not {len(self.players)}")
        if not 0 <= self.starting_player < len(self.players):
            raise ValueError(f"there is no player {self.starting_player} to start")
        if self.position is not None:
            if self.opening_hands:
                raise ValueError("a position is a game under way: it has no opening hands")
            from saga_table.engine.position import check_position

            check_position(self.position, len(self.players))


def initial_state(setup: GameSetup) -> tuple[GameState, tuple[ev.Event, ...]]:
    """The state before the first action, and what happened to reach it."""
    rules = setup.rules
    players = tuple(
        PlayerState(
            id=PlayerId(i),
            name=p.name,
            life=p.life if p.life is not None else rules.starting_life,
            paper=p.paper,
            hidden_hand=p.hand_count,
            hidden_graveyard=p.graveyard_count,
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
        rng_state=(),  # the seeded generator's state, stored below
        started=False,
        opponent=(
            GoldfishOpponent(rules.starting_life)
            if len(players) == 1 and rules.goldfish_opponent
            else None
        ),
    )
    tx = Tx(state)
    rng = random.Random(setup.seed)
    for i, p in enumerate(setup.players):
        pid = PlayerId(i)
        _put_library(tx, pid, p.library)
        for card in p.hand:
            tx.create_object(card, owner=pid, zone=Zone.HAND)
        if p.commander is not None:
            obj = tx.create_object(p.commander, owner=pid, zone=Zone.COMMAND)
            tx.set_object(replace(obj, is_commander=True))
        if setup.shuffle and not p.paper:
            tx.shuffle(pid, rng)  # (one generator for all; stored once, below)
    tx.store_rng(rng)
    if setup.position is not None:
        from saga_table.engine.position import apply_position

        apply_position(tx, setup.position)
        tx.state.started = True
        settle(tx, priority=False)  # state-based actions; nothing has triggered
        return tx.state, tuple(tx.events)
    # 103.5: only deck seats keep or mulligan an opening hand; a paper seat's hand is a number.
    deck_seats = [pid for pid in tx.state.apnap() if not tx.state.players[pid].paper]
    if setup.opening_hands and deck_seats:
        for pid in deck_seats:
            tx.draw(pid, OPENING_HAND)
        first = deck_seats[0]
        tx.state.decision = MulliganDecision(first, 0)
        tx.emit(ev.DecisionRequested(first, "mulligan"))
    else:
        tx.state.started = True
        begin_first_turn(tx)
    return tx.state, tuple(tx.events)


#: The library objects a new game makes for a player, by the library's identity, the owner and
#: the first id: the same cards always make the same values (immutable, so games may share
#: them), and the lab starts thousands of games from one deck.
_Library = tuple[tuple[CardDef, ...], dict[ObjectId, GameObject], tuple[ObjectId, ...]]
_LIBRARIES: dict[tuple[int, int, int], _Library] = {}


def _put_library(tx: Tx, pid: PlayerId, library: tuple[CardDef, ...]) -> None:
    """The player's library, in the written order (first = top), each card a new object (ids in
    that order), as :meth:`Tx.create_object` would make them one by one."""
    st = tx.state
    if st.zones.get((pid, Zone.LIBRARY)) or type(library) is not tuple:
        for card in library:
            tx.create_object(card, owner=pid, zone=Zone.LIBRARY)
            # create_object puts each new card on top; keep the written order (first = top)
        lib = st.zones.get((pid, Zone.LIBRARY), ())
        st.zones[(pid, Zone.LIBRARY)] = tuple(reversed(lib))
        return
    first = st.next_id
    key = (id(library), int(pid), first)
    hit = _LIBRARIES.get(key)
    if hit is None or hit[0] is not library:
        objects = {}
        for i, card in enumerate(library):
            oid = ObjectId(first + i)
            objects[oid] = GameObject(
                id=oid, card=card, owner=pid, controller=pid, zone=Zone.LIBRARY, timestamp=oid
            )
        if len(_LIBRARIES) > 64:
            _LIBRARIES.clear()
        hit = _LIBRARIES[key] = (library, objects, tuple(objects))
    st.objects.update(hit[1])
    st.zones[(pid, Zone.LIBRARY)] = hit[2]
    st.next_id = first + len(library)


def setup_at(state: GameState, setup: GameSetup) -> GameSetup:
    """A setup that starts where ``state`` is: its position, and each player's life, hand and
    library as they are now (libraries in their current order, so no shuffle). For "Set up
    position" on a game in progress. Players who left the game keep their seats, empty
    (the position lists them as having left)."""
    from saga_table.engine.position import position_from_state

    def cards(pid: PlayerId, zone: Zone) -> tuple[CardDef, ...]:
        return tuple(state.objects[i].card for i in state.zones.get((pid, zone), ()))

    players = []
    for before, p in zip(setup.players, state.players, strict=True):
        commander = next(
            (
                state.objects[i].card
                for i in state.zones.get((p.id, Zone.COMMAND), ())
                if state.objects[i].is_commander
            ),
            None,
        )
        players.append(
            replace(
                before,
                life=p.life,
                library=() if p.paper else cards(p.id, Zone.LIBRARY),
                hand=cards(p.id, Zone.HAND),
                hand_count=p.hidden_hand,
                graveyard_count=p.hidden_graveyard if p.paper else 0,
                commander=commander,
            )
        )
    return replace(
        setup,
        players=tuple(players),
        shuffle=False,
        opening_hands=False,
        position=position_from_state(state),
    )
