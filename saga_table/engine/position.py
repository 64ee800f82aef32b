"""A position: the state a game starts from when it is joined already under way.

``GameSetup.position`` replaces turn 1's beginning with a moment of a game in progress: the turn
number, the active player, the step that has just begun, the monarch, the permanents on the
battlefield (with their counters, tapped or not, which face is up, tokens) and what the app has
seen go to each graveyard and exile. Life totals and hands come from the players' setups.

The position is "after that step has begun": its turn-based actions are done (a first main
phase's lore counters are already on the Sagas), state-based actions are checked, the stack is
empty and nothing waits to be decided. Permanents in a position were already there: they get no
entry counters, nothing triggers, no "enters" effect happens.

:func:`position_from_state` turns any state back into a position, so a game in progress can be
edited ("Set up position") and started again from there.
"""

from __future__ import annotations

from enum import StrEnum

from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.dungeons import DUNGEONS
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import Counters, GameState, PlayerState, TurnState
from saga_table.engine.turns import Step, standard_turn
from saga_table.engine.tx import Tx
from saga_table.engine.values import dataclass

__all__ = [
    "PERMANENT_TYPES",
    "PlayerMarks",
    "Position",
    "PositionPermanent",
    "PositionStep",
    "apply_position",
    "check_position",
    "position_from_state",
]

#: Permanent card types: a card elsewhere (an instant, a sorcery) cannot be on the battlefield.
PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker", "Kindred"}
)


class PositionStep(StrEnum):
    """The steps a position can start in (the names of the game record)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    FIRST_MAIN = "first_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    SECOND_MAIN = "second_main"
    END = "end"
    CLEANUP = "cleanup"


#: Index of each position step in the standard turn's plan (500.1), and main phases begun by then.
_PLAN_INDEX: dict[PositionStep, tuple[int, int]] = {
    PositionStep.UNTAP: (0, 0),
    PositionStep.UPKEEP: (1, 0),
    PositionStep.DRAW: (2, 0),
    PositionStep.FIRST_MAIN: (3, 1),
    PositionStep.BEGINNING_OF_COMBAT: (4, 1),
    PositionStep.DECLARE_ATTACKERS: (5, 1),
    PositionStep.DECLARE_BLOCKERS: (6, 1),
    PositionStep.FIRST_STRIKE_DAMAGE: (7, 1),
    PositionStep.COMBAT_DAMAGE: (8, 1),
    PositionStep.END_OF_COMBAT: (9, 1),
    PositionStep.SECOND_MAIN: (10, 2),
    PositionStep.END: (11, 2),
    PositionStep.CLEANUP: (12, 2),
}

#: 508.8: these steps happen only when attackers were declared.
_AFTER_ATTACKS = frozenset(
    {PositionStep.DECLARE_BLOCKERS, PositionStep.FIRST_STRIKE_DAMAGE, PositionStep.COMBAT_DAMAGE}
)


@dataclass(frozen=True, slots=True)
class PositionPermanent:
    """A permanent that is already on the battlefield. ``owner`` None: its controller.
    ``entered_turn`` None: an earlier turn than the position's (it matters for read ahead,
    702.155c). ``token``: a token (a copy of ``card``, or a token with those characteristics)."""

    card: CardDef
    controller: PlayerId
    owner: PlayerId | None = None
    face: int = 0
    token: bool = False
    tapped: bool = False
    counters: Counters = Counters()
    entered_turn: int | None = None
    damage: int = 0
    #: 701.54a: this creature is its controller's Ring-bearer.
    ring_bearer: bool = False

    @property
    def lore(self) -> int:
        return self.counters["lore"]


#: The most times the Ring can have tempted a player in a position (its abilities stop at four).
MAX_RING_TEMPTED = 1_000_000


@dataclass(frozen=True, slots=True)
class PlayerMarks:
    """A player's own designations in a position: the dungeon in their command zone and the
    room their venture marker is in (309, 701.49), the dungeons they completed (309.7), the
    city's blessing (702.131), how many times the Ring has tempted them (701.54c: its abilities,
    four at most) and their speed (702.179; None: no speed). Their Ring-bearer is marked on the
    permanent (:attr:`PositionPermanent.ring_bearer`)."""

    dungeon: str | None = None
    room: str | None = None
    completed_dungeons: tuple[str, ...] = ()
    city_blessing: bool = False
    ring_tempted: int = 0
    speed: int | None = None

    def __bool__(self) -> bool:
        return self != PlayerMarks()


@dataclass(frozen=True, slots=True)
class Position:
    """A moment of a game in progress. Graveyards and exile hold cards per player, in order
    (the first is the oldest); ``player_counters`` are poison and other counters on players;
    ``left`` the players who have already left the game."""

    turn: int = 1
    active: PlayerId = PlayerId(0)
    step: PositionStep = PositionStep.FIRST_MAIN
    monarch: PlayerId | None = None
    battlefield: tuple[PositionPermanent, ...] = ()
    graveyard: tuple[tuple[PlayerId, tuple[CardDef, ...]], ...] = ()
    exile: tuple[tuple[PlayerId, tuple[CardDef, ...]], ...] = ()
    player_counters: tuple[tuple[PlayerId, Counters], ...] = ()
    #: Players who have already left the game (conceded or lost): their seats stay empty.
    left: tuple[PlayerId, ...] = ()
    #: 725: who has the initiative; 730: "day", "night" or None (neither yet).
    initiative: PlayerId | None = None
    day_night: str | None = None
    #: Each player's own designations (players without any are left out).
    marks: tuple[tuple[PlayerId, PlayerMarks], ...] = ()

    def marks_of(self, player: PlayerId) -> PlayerMarks:
        return next((m for p, m in self.marks if p == player), PlayerMarks())

    def graveyard_of(self, player: PlayerId) -> tuple[CardDef, ...]:
        return next((cards for p, cards in self.graveyard if p == player), ())

    def exile_of(self, player: PlayerId) -> tuple[CardDef, ...]:
        return next((cards for p, cards in self.exile if p == player), ())


def check_position(position: Position, players: int) -> None:
    """Raise ``ValueError`` naming the key of the first thing wrong in a position."""

    def player(pid: object, key: str) -> None:
        if not isinstance(pid, int) or isinstance(pid, bool) or not 0 <= pid < players:
            raise ValueError(f"position.{key}: there is no player {pid!r}")

    if not isinstance(position.turn, int) or not 1 <= position.turn <= 100_000:
        raise ValueError(f"position.turn: a turn number from 1, not {position.turn!r}")
    if not isinstance(position.step, PositionStep):
        raise ValueError(f"position.step: {position.step!r} is not a step")
    player(position.active, "active")
    for i, pid in enumerate(position.left):
        player(pid, f"left[{i}]")
    if len(set(position.left)) >= players:
        raise ValueError("position.left: at least one player must still be in the game")
    if position.active in position.left:
        raise ValueError("position.active: that player has left the game")
    for key, holder in (("monarch", position.monarch), ("initiative", position.initiative)):
        if holder is not None:
            player(holder, key)
            if holder in position.left:
                raise ValueError(f"position.{key}: that player has left the game")
    if position.day_night not in (None, "day", "night"):
        raise ValueError(f'position.day_night: "day" or "night", not {position.day_night!r}')
    for i, perm in enumerate(position.battlefield):
        key = f"battlefield[{i}]"
        player(perm.controller, f"{key}.controller")
        if perm.owner is not None:
            player(perm.owner, f"{key}.owner")
        roles: tuple[tuple[str, PlayerId | None], ...] = (
            ("controller", perm.controller),
            ("owner", perm.owner),
        )
        for role, who in roles:
            if who is not None and who in position.left:
                raise ValueError(f"position.{key}.{role}: that player has left the game")
        double = perm.card.is_double_faced
        if not 0 <= perm.face < len(perm.card.faces) or (perm.face and not double):
            raise ValueError(f"position.{key}.face: {perm.card.name} has no back face")
        face = perm.card.faces[perm.face]
        if not PERMANENT_TYPES & set(face.card_types):
            kind = " ".join(face.card_types).lower() or "card without a type"
            article = "an" if kind[0] in "aeiou" else "a"
            raise ValueError(
                f"position.{key}.card: {face.name} is {article} {kind}, not a permanent"
            )
        if perm.lore and not face.is_saga:
            raise ValueError(f"position.{key}.lore: {face.name} is not a Saga")
        if perm.entered_turn is not None and not 0 <= perm.entered_turn <= position.turn:
            raise ValueError(
                f"position.{key}.entered_turn: a turn from 0 to {position.turn}, "
                f"not {perm.entered_turn}"
            )
        if perm.damage < 0:
            raise ValueError(f"position.{key}.damage: cannot be negative")
    for name, zones in (("graveyard", position.graveyard), ("exile", position.exile)):
        for pid, _cards in zones:
            player(pid, name)
    for pid, _counters in position.player_counters:
        player(pid, "player_counters")
    for pid, marks in position.marks:
        player(pid, "designations")
        _check_marks(marks, f"designations.{int(pid)}")
        if marks and pid in position.left:
            raise ValueError(f"position.designations.{int(pid)}: that player has left the game")
    bearers: set[PlayerId] = set()
    for i, perm in enumerate(position.battlefield):
        if not perm.ring_bearer:
            continue
        key = f"position.battlefield[{i}].ring_bearer"
        face = perm.card.faces[perm.face]
        if "Creature" not in face.card_types:
            raise ValueError(f"{key}: {face.name} is not a creature (701.54a)")
        if perm.controller in bearers:
            raise ValueError(f"{key}: that player already has a Ring-bearer (701.54a)")
        if not position.marks_of(perm.controller).ring_tempted:
            raise ValueError(f"{key}: the Ring has not tempted that player yet (701.54c)")
        bearers.add(perm.controller)


def _check_marks(marks: PlayerMarks, key: str) -> None:
    if marks.dungeon is not None:
        found = DUNGEONS.get(marks.dungeon)
        if found is None:
            raise ValueError(
                f"position.{key}.dungeon: no dungeon {marks.dungeon!r} "
                f"(dungeons: {', '.join(DUNGEONS)})"
            )
        if marks.room not in {r.name for r in found.rooms}:
            raise ValueError(
                f"position.{key}.room: {found.name} has no room {marks.room!r} "
                f"(rooms: {', '.join(r.name for r in found.rooms)})"
            )
    elif marks.room is not None:
        raise ValueError(f"position.{key}.room: a room needs a dungeon")
    for name in marks.completed_dungeons:
        if name not in DUNGEONS:
            raise ValueError(f"position.{key}.completed_dungeons: no dungeon {name!r}")
    if not 0 <= marks.ring_tempted <= MAX_RING_TEMPTED:
        raise ValueError(f"position.{key}.ring: from 0 to {MAX_RING_TEMPTED}")
    if marks.speed is not None and not 1 <= marks.speed <= 4:
        raise ValueError(f"position.{key}.speed: 1 to 4, or none (702.179)")


def apply_position(tx: Tx, position: Position) -> None:
    """Put the game into ``position``: the turn, the permanents, graveyards, exile, the monarch.
    Nothing triggers and nothing enters "fresh"; state-based actions are checked after it."""
    state = tx.state
    index, mains = _PLAN_INDEX[position.step]
    plan = standard_turn(first_instance=0)
    state.turn = TurnState(
        number=position.turn,
        active=position.active,
        slot=plan[index],
        remaining=plan[index + 1 :],
        main_phases_begun=mains,
        next_instance=5,
        first_turn_of_game=position.turn == 1,
        attackers_declared=position.step in _AFTER_ATTACKS,
    )
    earlier = max(0, position.turn - 1)
    bearers: dict[PlayerId, ObjectId] = {}
    for perm in position.battlefield:
        owner = perm.owner if perm.owner is not None else perm.controller
        obj = tx.create_object(
            perm.card,
            owner=owner,
            zone=Zone.BATTLEFIELD,
            token=perm.token,
            controller=perm.controller,
            face=perm.face,
        )
        tx.set_object(
            replace(
                obj,
                tapped=perm.tapped,
                counters=perm.counters,
                damage=perm.damage,
                entered_turn=perm.entered_turn if perm.entered_turn is not None else earlier,
            )
        )
        if perm.ring_bearer:
            bearers[perm.controller] = obj.id
    for zone, per_player in ((Zone.GRAVEYARD, position.graveyard), (Zone.EXILE, position.exile)):
        for pid, cards in per_player:
            for card in cards:
                tx.create_object(card, owner=pid, zone=zone)
    for pid, counters in position.player_counters:
        tx.set_player(replace(state.players[pid], counters=counters))
    for pid, marks in position.marks:
        tx.set_player(
            replace(
                state.players[pid],
                dungeon=marks.dungeon,
                room=marks.room,
                completed_dungeons=marks.completed_dungeons,
                city_blessing=marks.city_blessing,
                ring_tempted=marks.ring_tempted,
                speed=marks.speed,
            )
        )
    for pid, bearer in bearers.items():
        tx.set_player(replace(state.players[pid], ring_bearer=bearer))
    state.monarch = position.monarch
    state.initiative = position.initiative
    state.day_night = position.day_night
    for pid in position.left:
        tx.set_player(replace(state.players[pid], left_game=True))
    tx.emit(ev.PositionSet(position.turn, position.active, position.step.value))
    remaining = state.players_in_game()
    if position.left and len(remaining) == 1:  # 104.2a: the last player left has won
        state.game_over = True
        tx.emit(ev.GameEnded(remaining[0]))


def position_step(state: GameState) -> PositionStep:
    """The position step name for the step the game is in now."""
    turn = state.turn
    step = turn.step
    if step is Step.MAIN:
        return PositionStep.FIRST_MAIN if turn.is_precombat_main else PositionStep.SECOND_MAIN
    return PositionStep(step.value.replace("-", "_").replace(" ", "_"))


def position_from_state(state: GameState) -> Position:
    """The position a state is in: any state, in any step (a pending stack or decision is not
    part of a position; the turn, permanents, graveyards, exile and the monarch are)."""
    bearers = {p.ring_bearer for p in state.players if p.ring_bearer is not None}
    battlefield = []
    for obj in state.permanents():
        battlefield.append(
            PositionPermanent(
                card=obj.card,
                controller=obj.controller,
                owner=None if obj.owner == obj.controller else obj.owner,
                face=obj.face,
                token=obj.token,
                tapped=obj.tapped,
                counters=obj.counters,
                entered_turn=obj.entered_turn,
                damage=obj.damage,
                ring_bearer=obj.id in bearers,
            )
        )

    def cards_in(zone: Zone) -> tuple[tuple[PlayerId, tuple[CardDef, ...]], ...]:
        out = []
        for p in state.players:
            ids = state.zones.get((p.id, zone), ())
            if ids and not p.left_game:
                out.append((p.id, tuple(state.objects[i].card for i in ids)))
        return tuple(out)

    return Position(
        turn=state.turn.number,
        active=state.turn.active,
        step=position_step(state),
        monarch=state.monarch,
        battlefield=tuple(battlefield),
        graveyard=cards_in(Zone.GRAVEYARD),
        exile=cards_in(Zone.EXILE),
        player_counters=tuple((p.id, p.counters) for p in state.players if p.counters),
        left=tuple(p.id for p in state.players if p.left_game),
        initiative=state.initiative,
        day_night=state.day_night,
        marks=tuple(
            (p.id, marks) for p in state.players if not p.left_game and (marks := _marks_of(p))
        ),
    )


def _marks_of(player: PlayerState) -> PlayerMarks:
    return PlayerMarks(
        dungeon=player.dungeon,
        room=player.room,
        completed_dungeons=player.completed_dungeons,
        city_blessing=player.city_blessing,
        ring_tempted=player.ring_tempted,
        speed=player.speed,
    )
