"""The game state, made of values (:mod:`.pieces`), and the decisions players answer.

Every piece is a frozen dataclass except :class:`GameState` itself, whose containers are copied when
an action begins (:meth:`GameState.copy`) and never changed once the action is done. A snapshot is
therefore just a reference to an earlier state: undo, redo and the history cost no deep copies.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import field

from saga_table.engine.cards import Effect
from saga_table.engine.fastreplace import replacer
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.pieces import (
    AbilityKind,
    Chosen,
    Counters,
    Duration,
    Edition,
    FloatingEffect,
    GameObject,
    PlayerState,
    RuleOptions,
    Skip,
    StackItem,
    TurnState,
)
from saga_table.engine.values import dataclass

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_HAND = Zone.HAND

__all__ = [
    "RESOLUTION_DECISIONS",
    "AbilityKind",
    "ChooseDungeonDecision",
    "ChooseLegendDecision",
    "ChooseRoomDecision",
    "ArrangeTopDecision",
    "ChooseCardsDecision",
    "ChooseModeDecision",
    "ChooseNumberDecision",
    "ChooseTargetsDecision",
    "ChooseYesNoDecision",
    "Chosen",
    "Resolution",
    "ResolutionStep",
    "ResolveByHandDecision",
    "ChooseReadAheadDecision",
    "Counters",
    "Decision",
    "DiscardToHandSizeDecision",
    "Duration",
    "Edition",
    "FloatingEffect",
    "GameObject",
    "GameState",
    "GoldfishOpponent",
    "MulliganDecision",
    "OrderTriggersDecision",
    "PendingEntry",
    "PlayerState",
    "RuleOptions",
    "Skip",
    "StackItem",
    "TurnState",
]


@dataclass(frozen=True, slots=True)
class PendingEntry:
    """A card on its way to the battlefield, waiting for a choice made as it enters (614.12a)."""

    object: ObjectId
    controller: PlayerId
    face: int = 0
    token: bool = False
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class OrderTriggersDecision:
    """603.3b: ``player`` puts their simultaneous triggered abilities on the stack in an order."""

    player: PlayerId
    triggers: tuple[StackItem, ...]


@dataclass(frozen=True, slots=True)
class ChooseReadAheadDecision:
    """702.155b: as the Saga enters, its controller chooses a number from 1 to its final chapter."""

    player: PlayerId
    entry: PendingEntry
    card_name: str
    maximum: int


@dataclass(frozen=True, slots=True)
class DiscardToHandSizeDecision:
    """514.1: the active player discards down to their maximum hand size."""

    player: PlayerId
    count: int


@dataclass(frozen=True, slots=True)
class MulliganDecision:
    """103.5 (London mulligan): keep this hand, or mulligan; after keeping, bottom ``to_bottom``."""

    player: PlayerId
    mulligans: int
    to_bottom: int = 0


@dataclass(frozen=True, slots=True)
class ChooseLegendDecision:
    """704.5j: ``player`` controls two or more legendary permanents named ``name`` and chooses
    the one that stays; the rest are put into their owners' graveyards."""

    player: PlayerId
    name: str
    options: tuple[ObjectId, ...]


@dataclass(frozen=True, slots=True)
class ChooseDungeonDecision:
    """701.49a: ``player`` ventures into the dungeon and is in none: they choose which to enter."""

    player: PlayerId
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChooseRoomDecision:
    """701.49a: the venture marker moves to one of the rooms its room leads to: ``player``
    chooses which."""

    player: PlayerId
    dungeon: str
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChooseTargetsDecision:
    """603.3d: ``player`` chooses targets for slot ``slot`` of the ability ``item`` as it is put
    on the stack: from ``minimum`` to ``maximum`` of the legal ``objects`` and ``players``."""

    player: PlayerId
    item: ObjectId
    slot: int
    prompt: str
    objects: tuple[ObjectId, ...]
    players: tuple[PlayerId, ...]
    minimum: int
    maximum: int


@dataclass(frozen=True, slots=True)
class ChooseCardsDecision:
    """608.2c: as an ability resolves, ``player`` chooses from ``minimum`` to ``maximum`` of
    ``options`` (cards in a hand, graveyard or library, or permanents) for ``purpose``
    ("discard", "search", "sacrifice", "return", "take", "choose")."""

    player: PlayerId
    prompt: str
    options: tuple[ObjectId, ...]
    minimum: int
    maximum: int
    purpose: str = "choose"
    #: Cards looked at that are not options (a search shows the whole library).
    seen: tuple[ObjectId, ...] = ()


@dataclass(frozen=True, slots=True)
class ArrangeTopDecision:
    """701.22 (scry) / 701.25 (surveil): ``player`` puts ``cards`` (the top of their library,
    top first) back in any order, any of them on the bottom (scry) or into the graveyard
    (``to_graveyard``: surveil)."""

    player: PlayerId
    cards: tuple[ObjectId, ...]
    to_graveyard: bool = False


@dataclass(frozen=True, slots=True)
class ChooseYesNoDecision:
    """ "You may ...": ``player`` chooses whether to do it."""

    player: PlayerId
    prompt: str


@dataclass(frozen=True, slots=True)
class ChooseModeDecision:
    """700.2: ``player`` chooses ``count`` of the modes named ``labels``."""

    player: PlayerId
    labels: tuple[str, ...]
    count: int = 1


@dataclass(frozen=True, slots=True)
class ChooseNumberDecision:
    """107.3: ``player`` chooses a number (X) from ``minimum`` to ``maximum``. ``purpose``
    "discarded" asks how many cards a paper seat discarded at the table ("up to" a number, from
    a hand the app has not seen)."""

    player: PlayerId
    prompt: str
    minimum: int
    maximum: int
    purpose: str = "x"


@dataclass(frozen=True, slots=True)
class ResolveByHandDecision:
    """608.2: ``item`` is resolving and its controller carries it out by hand (``hint`` says
    what is left to do); no state-based action or trigger is handled until they are done."""

    player: PlayerId
    item: StackItem
    hint: str


@dataclass(frozen=True, slots=True)
class ResolutionStep:
    """An effect still to carry out in a resolution, for ``player`` (an "each opponent" effect
    becomes one step per player); ``slot`` is the index of its first target slot."""

    effect: Effect
    player: PlayerId | None = None
    slot: int = 0


@dataclass(frozen=True, slots=True)
class Resolution:
    """608.2: the ability resolving now, what it still has to do (the next step first), and what
    it remembers ("discarded": 2, "x": 3)."""

    item: StackItem
    todo: tuple[ResolutionStep, ...]
    memory: tuple[tuple[str, int], ...] = ()

    def recall(self, key: str) -> int:
        return dict(self.memory).get(key, 0)

    def remember(self, key: str, value: int) -> Resolution:
        values = dict(self.memory)
        values[key] = value
        return _remembering(self, tuple(sorted(values.items())))


#: (fastreplace.replacer: quicker copies of a resolution, made for each of its steps)
_remembering = replacer(Resolution, "memory")
next_steps = replacer(Resolution, "todo")

#: Decisions made while an ability resolves: the resolution goes on when they are answered.
RESOLUTION_DECISIONS = (
    ChooseCardsDecision,
    ArrangeTopDecision,
    ChooseYesNoDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ResolveByHandDecision,
)

Decision = (
    OrderTriggersDecision
    | ChooseReadAheadDecision
    | DiscardToHandSizeDecision
    | MulliganDecision
    | ChooseLegendDecision
    | ChooseDungeonDecision
    | ChooseRoomDecision
    | ChooseTargetsDecision
    | ChooseCardsDecision
    | ArrangeTopDecision
    | ChooseYesNoDecision
    | ChooseModeDecision
    | ChooseNumberDecision
    | ResolveByHandDecision
)


@dataclass(frozen=True, slots=True)
class GoldfishOpponent:
    """The imaginary opponent of a goldfish game (:data:`~saga_table.engine.ids.OPPONENT`):
    its life, and the turn in which that life first went to 0 or less (the kill turn)."""

    life: int
    defeated_on_turn: int | None = None


@dataclass(slots=True)
class GameState:
    """Everything about a game at one moment.

    ``objects`` holds every object in every zone; ``zones`` the order of each player's library,
    hand, graveyard, exile and command zone; ``battlefield`` the permanents in the order they
    entered; ``stack`` the stack from bottom to top; ``pending`` triggered abilities that have
    triggered but are not yet on the stack.
    """

    rules: RuleOptions
    players: tuple[PlayerState, ...]
    objects: dict[ObjectId, GameObject]
    zones: dict[tuple[PlayerId, Zone], tuple[ObjectId, ...]]
    battlefield: tuple[ObjectId, ...]
    stack: tuple[StackItem, ...]
    pending: tuple[StackItem, ...]
    turn: TurnState
    decision: Decision | None = None
    monarch: PlayerId | None = None
    effects: tuple[FloatingEffect, ...] = ()
    #: 725: the player who has the initiative (None until an effect gives it).
    initiative: PlayerId | None = None
    #: 730: "day", "night", or None (neither, as every game starts).
    day_night: str | None = None
    next_id: int = 1
    rng_state: tuple[object, ...] = ()
    game_over: bool = False
    #: False while opening hands are being kept or mulliganed (103.5), before the first turn.
    started: bool = True
    #: The goldfish opponent of a one-player game (None with two or more players).
    opponent: GoldfishOpponent | None = None
    #: Bookkeeping between one part of the machinery and the next, never shown to players:
    #: "drew_from_empty" (players who drew from an empty library, for 704.5b),
    #: "token_left_battlefield" (704.5d is due), "combat_damage_step" (damage already dealt in
    #: this step), "first_strike_instance" (the combat that had a first-strike damage step),
    #: "first_strikers" (who had first strike or double strike as that step began, 510.4),
    #: "deathtouch_damaged" (creatures dealt damage by a source with deathtouch, for 704.5h),
    #: "from_nowhere" (a card made from nowhere, waiting for its read ahead choice) and
    #: "controlled" (the permanents a control effect applies to).
    extra: dict[str, object] = field(default_factory=dict)
    #: The ability resolving now, while it waits for a choice or for the players' own changes.
    resolution: Resolution | None = None

    def copy(self) -> GameState:
        """A new state whose containers can change without touching this one. (Made without
        ``__init__``, every field set here: an action begins with one, so it is kept quick.
        ``dict.copy`` clones a dictionary's table at once even after some deletions, as a
        move makes; ``dict(d)`` then inserts every entry again, ~4x slower.)"""
        new: GameState = object.__new__(GameState)
        new.rules = self.rules
        new.players = self.players
        new.objects = self.objects.copy()
        new.zones = self.zones.copy()
        new.battlefield = self.battlefield
        new.stack = self.stack
        new.pending = self.pending
        new.turn = self.turn
        new.decision = self.decision
        new.monarch = self.monarch
        new.effects = self.effects
        new.initiative = self.initiative
        new.day_night = self.day_night
        new.next_id = self.next_id
        new.rng_state = self.rng_state
        new.game_over = self.game_over
        new.started = self.started
        new.opponent = self.opponent
        new.extra = self.extra.copy()
        new.resolution = self.resolution
        return new

    # ------------------------------------------------------------------ reading

    def player(self, player: PlayerId) -> PlayerState:
        return self.players[player]

    def obj(self, object_id: ObjectId) -> GameObject:
        return self.objects[object_id]

    def zone(self, player: PlayerId, zone: Zone) -> tuple[ObjectId, ...]:
        if zone is _ZONE_BATTLEFIELD:
            return tuple(i for i in self.battlefield if self.objects[i].controller == player)
        return self.zones.get((player, zone), ())

    def permanents(self) -> Iterator[GameObject]:
        return (self.objects[i] for i in self.battlefield)

    def players_in_game(self) -> tuple[PlayerId, ...]:
        return tuple(p.id for p in self.players if not p.left_game)

    def apnap(self) -> tuple[PlayerId, ...]:
        """Players still in the game in APNAP order (101.4): the active player first."""
        n = len(self.players)
        order = [PlayerId((self.turn.active + i) % n) for i in range(n)]
        return tuple(p for p in order if not self.players[p].left_game)

    def library_known(self, player: PlayerId) -> bool:
        """False for a paper seat: its library is on the real table, so its size is unknown."""
        return not self.players[player].paper

    def hand_size(self, player: PlayerId) -> int:
        """Cards in the hand: the ones the app knows and the hidden ones of a paper seat."""
        return len(self.zones.get((player, _ZONE_HAND), ())) + self.players[player].hidden_hand

    def stack_item(self, item_id: ObjectId) -> StackItem | None:
        for item in self.stack:
            if item.id == item_id:
                return item
        return None
