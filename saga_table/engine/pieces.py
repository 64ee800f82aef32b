"""The values a game state is made of: the rule options, objects and their counters, players, the
stack's items, continuous effects and the turn. All frozen dataclasses; :mod:`.state` holds the
decisions players answer and :class:`~saga_table.engine.state.GameState` itself."""

from __future__ import annotations

from collections.abc import Iterator
from enum import StrEnum

from saga_table.engine.cards import CardDef, CardFace, ContinuousEffectSpec, Effect
from saga_table.engine.fastreplace import replacer
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.turns import Phase, Step, StepSlot
from saga_table.engine.values import dataclass

#: (an enum member as a module name: an enum class's attribute costs about ten times a
#: global's lookup on CPython 3.11, and this one is read on every step)
_STEP_MAIN = Step.MAIN

__all__ = [
    "AbilityKind",
    "Chosen",
    "Counters",
    "Duration",
    "Edition",
    "FloatingEffect",
    "GameObject",
    "PlayerState",
    "RuleOptions",
    "Skip",
    "StackItem",
    "TurnState",
]


class Edition(StrEnum):
    """Which edition of the Comprehensive Rules the Saga rules follow.

    ``SEPTEMBER_2026`` (the default, the seed edition): the entry lore counter is an intrinsic
    ability of the Saga (714.3a/b), so a Saga that has lost its abilities enters with none and a
    doubler of effects doubles it. ``JANUARY_2026``: the entry counter is a rule, not an effect.
    """

    SEPTEMBER_2026 = "2026-09-25"
    JANUARY_2026 = "2026-01-16"


@dataclass(frozen=True, slots=True)
class RuleOptions:
    """Choices a table makes before the game; the automatic checks people may prefer to do."""

    edition: Edition = Edition.SEPTEMBER_2026
    starting_life: int = 20
    #: None: the rule of 103.8 (the first player skips their first draw in a two-player game,
    #: and in a one-player goldfish game); True/False forces it.
    first_player_skips_draw: bool | None = None
    lose_at_zero_life: bool = True
    lose_drawing_from_empty_library: bool = True
    lose_at_ten_poison: bool = True
    lose_at_commander_damage: bool = True
    one_land_per_turn: bool = False
    #: The app knows every card (a goldfish game): refuse an attacker that came under its
    #: controller's control this turn without haste (302.6), and a spell that is not an instant
    #: and has no flash cast outside its controller's main phase or with a non-empty stack
    #: (307.1, 117.1a). Off at a paper table: a card the app never saw may allow either.
    sickness_and_timing: bool = False
    max_hand_size: int = 7
    #: Put a player's simultaneous triggers on the stack without asking when all have the same
    #: source and text (order cannot matter then).
    auto_order_identical_triggers: bool = False
    #: A one-player (goldfish) game has an imaginary opponent with ``starting_life`` that the
    #: player's creatures can attack, so a goldfish kill turn can be counted.
    goldfish_opponent: bool = True


class AbilityKind(StrEnum):
    SPELL = "spell"
    CHAPTER = "chapter"
    TRIGGERED = "triggered"
    MONARCH_DRAW = "monarch draw"
    MONARCH_STEAL = "monarch steal"
    #: 725.2: "whenever one or more creatures a player controls deal combat damage to you,
    #: that player takes the initiative" (``player`` takes it).
    INITIATIVE_TAKE = "initiative take"
    #: 725.2: "whenever you take the initiative and at the beginning of your upkeep, venture
    #: into Undercity" (``player`` ventures).
    INITIATIVE_VENTURE = "initiative venture"
    #: 309.4c: a room ability of the dungeon ``source_name`` (``text`` says what it does).
    ROOM = "room"
    #: 702.179d: the active player's speed increases by one.
    SPEED = "speed"
    #: 727.1: the rad counters' mill.
    RAD = "rad"


@dataclass(frozen=True, slots=True)
class Chosen:
    """The targets chosen for one target slot of an ability: permanents, cards or players."""

    objects: tuple[ObjectId, ...] = ()
    players: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class StackItem:
    """An object on the stack, or a triggered ability waiting to be put there.

    A triggered ability keeps what it needs from its source when it triggers (its name, chapter
    and effect): once it has triggered it is independent of the source (1.12: leaving the
    battlefield or losing counters does not stop it).
    """

    id: ObjectId
    kind: AbilityKind
    controller: PlayerId
    source: ObjectId | None
    source_name: str
    text: str
    chapter: int | None = None
    effect: Effect | None = None
    source_name_ja: str | None = None
    text_ja: str | None = None
    #: Monarch draw: who draws. Monarch steal: who becomes the monarch.
    player: PlayerId | None = None
    #: A spell: the card object that is on the stack.
    card: ObjectId | None = None
    #: An intervening "if" (603.4), checked again as it resolves: a TriggerCondition value.
    condition: str | None = None
    #: The targets chosen for each target slot of its effect, in order (603.3d).
    chosen: tuple[Chosen, ...] = ()
    #: Monarch steal: the creature that dealt the combat damage; its controller as the ability
    #: resolves becomes the monarch (724.2, 608.2h), ``player`` once it has left the battlefield.
    creature: ObjectId | None = None
    #: A chapter ability: whether it was its Saga's final chapter ability as it triggered
    #: (714.2e), what the watchers read once the Saga has left the battlefield (608.2h).
    final: bool = False

    @property
    def is_chapter(self) -> bool:
        return self.kind is AbilityKind.CHAPTER


class Duration(StrEnum):
    UNTIL_END_OF_TURN = "until end of turn"
    UNTIL_END_OF_COMBAT = "until end of combat"
    PERMANENT = "permanent"


@dataclass(frozen=True, slots=True)
class FloatingEffect:
    """A continuous effect from a resolved spell or ability (or a player's own ruling)."""

    id: int
    spec: ContinuousEffectSpec
    targets: tuple[ObjectId, ...]
    duration: Duration
    timestamp: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class Counters:
    """Counters of any kind on a permanent or player: an immutable mapping kind -> number.

    >>> c = Counters().plus("lore", 2)
    >>> c["lore"], c["+1/+1"], c.plus("lore", -5)
    (2, 0, Counters(items=()))
    """

    items: tuple[tuple[str, int], ...] = ()

    def __getitem__(self, kind: str) -> int:
        for k, n in self.items:
            if k == kind:
                return n
        return 0

    def __iter__(self) -> Iterator[str]:
        return iter(k for k, _ in self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def plus(self, kind: str, amount: int) -> Counters:
        """These counters with ``amount`` more (or fewer) of ``kind``, never below zero."""
        values = dict(self.items)
        values[kind] = max(0, values.get(kind, 0) + amount)
        return Counters(tuple(sorted((k, n) for k, n in values.items() if n > 0)))

    def as_dict(self) -> dict[str, int]:
        return dict(self.items)


@dataclass(frozen=True, slots=True)
class GameObject:
    """A card or token in a zone. A zone change makes a new object with a new id (400.7)."""

    id: ObjectId
    card: CardDef
    owner: PlayerId
    controller: PlayerId
    zone: Zone
    face: int = 0
    token: bool = False
    tapped: bool = False
    counters: Counters = Counters()
    timestamp: int = 0
    entered_turn: int | None = None
    damage: int = 0
    attached_to: ObjectId | None = None
    attacking: PlayerId | None = None
    blocking: tuple[ObjectId, ...] = ()
    #: 509.1h: an attacker that blockers were declared for is blocked until it leaves combat,
    #: even once every creature blocking it is gone (510.1c: it then deals no combat damage).
    blocked: bool = False
    is_commander: bool = False
    #: While a control effect applies (layer 2, 613.1b): the controller it would have without
    #: any (``controller`` is always the controller now). None when no control effect applies.
    base_controller: PlayerId | None = None
    #: 302.6: the turn its controller last changed while it stayed on the battlefield (a new
    #: controller may attack with it from their next turn on); None if it never changed.
    controlled_since: int | None = None

    @property
    def printed(self) -> CardFace:
        """The face that is up, as printed."""
        return self.card.faces[self.face]

    @property
    def name(self) -> str:
        return self.printed.name

    @property
    def name_ja(self) -> str | None:
        """The Japanese name of the face that is up: the face's own, else the card's when it
        has one face (a card imported or made with its Japanese name on the card)."""
        face = self.card.faces[self.face]
        if face.name_ja:
            return face.name_ja
        return self.card.name_ja if len(self.card.faces) == 1 else None

    def with_counters(self, counters: Counters) -> GameObject:
        return _with_counters(self, counters)


_with_counters = replacer(GameObject, "counters")  # (fastreplace.replacer: a quicker replace)


@dataclass(frozen=True, slots=True)
class PlayerState:
    id: PlayerId
    name: str
    life: int = 20
    counters: Counters = Counters()  # poison and any other player counters
    commander_damage: tuple[tuple[str, int], ...] = ()  # (commander's name, damage) pairs
    left_game: bool = False
    lands_played: int = 0
    mana_pool: str = ""
    has_mulliganed: int = 0
    #: 309 / 701.49: the dungeon in this player's command zone and the room its venture marker
    #: is in (None: not in a dungeon), and the dungeons they completed (309.7).
    dungeon: str | None = None
    room: str | None = None
    completed_dungeons: tuple[str, ...] = ()
    #: 702.131: the city's blessing (never lost once gained).
    city_blessing: bool = False
    #: 701.54: how many times the Ring has tempted this player (its abilities: up to four) and
    #: their Ring-bearer.
    ring_tempted: int = 0
    ring_bearer: ObjectId | None = None
    #: 702.179: speed, 1 to 4 (None: they have no speed).
    speed: int | None = None
    #: A paper seat: the cards are on the real table, so the app holds no library for it; its
    #: draws are counted in ``hidden_hand`` and it never loses for an empty library.
    paper: bool = False
    #: Cards in the hand that the app cannot see (a paper seat's draws and starting hand).
    hidden_hand: int = 0
    #: Cards in the graveyard that the app has not seen (a paper seat's unseen cards discarded):
    #: counted, as the table's graveyard holds them, but not known.
    hidden_graveyard: int = 0

    @property
    def poison(self) -> int:
        return self.counters["poison"]


@dataclass(frozen=True, slots=True)
class Skip:
    """ "Skip your next ``what``" for one player: a step or a phase (500.11)."""

    player: PlayerId
    what: str  # a Step value or a Phase value
    count: int = 1
    #: Fatespinner: skip every instance of it this turn only (turn number), not just the next.
    this_turn_only: int | None = None


@dataclass(frozen=True, slots=True)
class TurnState:
    number: int
    active: PlayerId
    slot: StepSlot
    remaining: tuple[StepSlot, ...]
    main_phases_begun: int = 0
    #: Main phases skipped this turn (500.11): a skipped first main phase leaves the turn with no
    #: precombat main phase (505.1a).
    main_phases_skipped: int = 0
    next_instance: int = 0
    #: Extra turns still to come, the next first (500.7).
    extra_turns: tuple[PlayerId, ...] = ()
    #: During an extra turn: the player whose turn in the normal order came before it, so that
    #: the normal order resumes after them (500.7). None during a normal turn.
    order_from: PlayerId | None = None
    skips: tuple[Skip, ...] = ()
    #: 723.1f / 514.3a: this cleanup step gave priority, so another cleanup step follows.
    another_cleanup: bool = False
    #: True while a player's first turn of the game is running, for 103.8's skipped draw.
    first_turn_of_game: bool = True
    #: 508.8: attackers were declared in this combat.
    attackers_declared: bool = False
    #: Spells cast this turn, per player (player, count), for day and night (502.2).
    spells_cast: tuple[tuple[int, int], ...] = ()
    #: The previous turn's active player and how many spells they cast in it (502.2).
    previous_active: PlayerId | None = None
    previous_spells: int = 0
    #: 702.179d: the active player's speed ability has triggered this turn.
    speed_triggered: bool = False

    @property
    def step(self) -> Step:
        return self.slot.step

    @property
    def is_precombat_main(self) -> bool:
        """505.1a: this is the turn's first main phase, the precombat main phase. A main phase
        after a skipped first one, and any extra main phase, is a postcombat main phase."""
        return (
            self.slot.step is _STEP_MAIN
            and self.main_phases_begun == 1
            and self.main_phases_skipped == 0
        )

    @property
    def phase(self) -> Phase:
        return self.slot.phase
