"""Actions: the one door through which the game changes. Each is a value named in the imperative.

Every action is verified (an :class:`~saga_table.engine.tx.IllegalActionError` says why not),
applied, and followed by the game's own machinery (turn-based actions, state-based actions,
triggered abilities) to a fixed point. The action log of a game is a tuple of these values; it is
what a saved game stores and what replay applies again.
"""

from __future__ import annotations

from saga_table.engine.cards import CardDef, ContinuousEffectSpec
from saga_table.engine.combat import CombatHit
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import Duration
from saga_table.engine.turns import Phase
from saga_table.engine.values import dataclass

__all__ = [
    "ACTION_TYPES",
    "ChangeCommanderDamage",
    "SetLife",
    "SetHandSize",
    "PutCardOntoBattlefield",
    "GainControl",
    "CastCard",
    "Action",
    "AddCounters",
    "AddExtraPhases",
    "AddExtraTurn",
    "AddPlayerCounters",
    "AdvanceStep",
    "AdvanceToNextTurn",
    "AttachTo",
    "ApplyEffect",
    "ArrangeTop",
    "ChooseCards",
    "ChooseModes",
    "ChooseNumber",
    "ChooseTargets",
    "ChooseYesOrNo",
    "FinishResolution",
    "ResolveByHand",
    "BecomeMonarch",
    "TakeTheInitiative",
    "VentureIntoTheDungeon",
    "CastSpell",
    "ChangeLife",
    "ChooseDungeon",
    "ChooseReadAhead",
    "ChooseRoom",
    "Concede",
    "ConcedeTogether",
    "Ascend",
    "TheRingTemptsYou",
    "StartYourEngines",
    "CountSpell",
    "SetDayNight",
    "CounterStackItem",
    "CreateToken",
    "DealCombatDamage",
    "DeclareAttackers",
    "DeclareBlockers",
    "DiscardToHandSize",
    "KeepLegend",
    "DrawCards",
    "EndEffect",
    "EndTheCombatPhase",
    "EndTheTurn",
    "ExileAndReturn",
    "KeepHand",
    "MoveObject",
    "Mulligan",
    "OrderTriggers",
    "PassTheTurn",
    "PlayLand",
    "Proliferate",
    "PutOntoBattlefield",
    "RemoveCounters",
    "ReorderLibraryTop",
    "ResolveTopOfStack",
    "SearchLibrary",
    "Shuffle",
    "SkipNext",
    "SkipThisTurn",
    "TapPermanent",
    "Transform",
    "UntapPermanent",
]


# ---------------------------------------------------------------- turn structure


@dataclass(frozen=True, slots=True)
class AdvanceStep:
    """Everyone has passed with an empty stack: go to the next step or phase."""


@dataclass(frozen=True, slots=True)
class AdvanceToNextTurn:
    """Pass through the rest of this turn, step by step, to the next turn's first step with
    priority. Stops early where a step needs something: a decision or items on the stack."""


@dataclass(frozen=True, slots=True)
class PassTheTurn:
    """Pass the rest of the turn the ordinary way, through the end step and cleanup, stopping
    where something needs doing (a trigger on the stack, such as the monarch's draw; a decision;
    combat damage to deal). One action, so one Undo takes it all back."""


@dataclass(frozen=True, slots=True)
class SkipNext:
    """``player`` skips their next ``what`` (a step or phase value, e.g. "draw" or "combat")."""

    player: PlayerId
    what: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class SkipThisTurn:
    """Fatespinner: ``player`` skips each instance of ``what`` this turn."""

    player: PlayerId
    what: str


@dataclass(frozen=True, slots=True)
class AddExtraPhases:
    """500.8: phases added directly after the current phase (Relentless Assault: combat, main;
    Sphinx of the Second Sun: beginning)."""

    phases: tuple[Phase, ...]


@dataclass(frozen=True, slots=True)
class AddExtraTurn:
    """500.7: ``player`` takes an extra turn after this one."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class EndTheTurn:
    """723.1: end the turn (Time Stop, Sundial of the Infinite)."""


@dataclass(frozen=True, slots=True)
class EndTheCombatPhase:
    """723.2: end the combat phase (Mandate of Peace)."""


# ---------------------------------------------------------------- the stack and decisions


@dataclass(frozen=True, slots=True)
class ResolveTopOfStack:
    """The top item resolves; ``carry_out`` carries out its structured effect, if it has one."""

    carry_out: bool = True


@dataclass(frozen=True, slots=True)
class CounterStackItem:
    """Counter an item on the stack (Stifle, Disallow): it leaves without resolving."""

    item: ObjectId


@dataclass(frozen=True, slots=True)
class OrderTriggers:
    """Answer to an order-triggers decision: the abilities in the order they will resolve."""

    order: tuple[ObjectId, ...]


@dataclass(frozen=True, slots=True)
class ChooseReadAhead:
    """Answer to a read ahead decision: the chapter to start on."""

    number: int


@dataclass(frozen=True, slots=True)
class KeepLegend:
    """704.5j: the player answering the legend rule keeps ``keep``; the rest of the permanents
    with its name that they control go to the graveyard."""

    keep: ObjectId


@dataclass(frozen=True, slots=True)
class DiscardToHandSize:
    """Answer to the cleanup step's discard: the cards to discard."""

    cards: tuple[ObjectId, ...]


# ---------------------------------------------------------------- counters


@dataclass(frozen=True, slots=True)
class AddCounters:
    """Put counters on a permanent. ``by_rule`` marks counters a rule puts (not an effect);
    ``player`` is who puts them (the permanent's controller by default)."""

    object: ObjectId
    kind: str = "lore"
    amount: int = 1
    by_rule: bool = False
    player: PlayerId | None = None


@dataclass(frozen=True, slots=True)
class AddPlayerCounters:
    """Give a player counters: poison (infect, toxic), energy, experience. ``by`` is the player
    who puts them, when a "you would put" doubler should see it (Vorinclex). A negative
    ``amount`` takes counters away (a table correcting a miscount); never below zero."""

    player: PlayerId
    kind: str = "poison"
    amount: int = 1
    by: PlayerId | None = None


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    object: ObjectId
    kind: str = "lore"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class Proliferate:
    """701.34a: each chosen permanent and player gets one more counter of each kind it has."""

    player: PlayerId
    objects: tuple[ObjectId, ...] = ()
    players: tuple[PlayerId, ...] = ()


# ---------------------------------------------------------------- objects and zones


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """Put a card from any zone onto the battlefield (a Saga gets its entry counters; with read
    ahead, ``read_ahead`` is the chosen chapter, or the game asks)."""

    card: ObjectId
    controller: PlayerId | None = None
    transformed: bool = False
    read_ahead: int | None = None


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Put a card from its owner's hand (or elsewhere) on the stack as a spell."""

    card: ObjectId


@dataclass(frozen=True, slots=True)
class PlayLand:
    """305.1: play a land from hand (one per turn when the table enforces it)."""

    card: ObjectId


@dataclass(frozen=True, slots=True)
class MoveObject:
    """Move a card to another zone (destroy, bounce, discard, exile, mill, put on top...)."""

    object: ObjectId
    to: Zone
    bottom: bool = False


@dataclass(frozen=True, slots=True)
class ExileAndReturn:
    """Flicker, Cloudshift; with ``transformed`` the Kamigawa Sagas' "exile, then return it
    transformed". It comes back as a new object."""

    object: ObjectId
    transformed: bool = False


@dataclass(frozen=True, slots=True)
class Transform:
    """Turn a double-faced permanent over in place: the same object, so no entry counter."""

    object: ObjectId


@dataclass(frozen=True, slots=True)
class CreateToken:
    """Create tokens: either a card definition or a name with power and toughness."""

    controller: PlayerId
    name: str = ""
    count: int = 1
    power: int | None = None
    toughness: int | None = None
    card_types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    card: CardDef | None = None


@dataclass(frozen=True, slots=True)
class AttachTo:
    """Attach an Aura (Observed Stasis, Imprisoned in the Moon) to a permanent; ``target`` None
    unattaches it. An Aura attached to something that leaves goes to the graveyard (704.5m)."""

    object: ObjectId
    target: ObjectId | None


@dataclass(frozen=True, slots=True)
class TapPermanent:
    object: ObjectId


@dataclass(frozen=True, slots=True)
class UntapPermanent:
    object: ObjectId


@dataclass(frozen=True, slots=True)
class ApplyEffect:
    """A continuous effect on some permanents (a player's ruling for a card the engine does not
    know): e.g. "loses all abilities until end of turn", "loses the Saga subtype"."""

    targets: tuple[ObjectId, ...]
    spec: ContinuousEffectSpec
    duration: Duration = Duration.UNTIL_END_OF_TURN
    text: str = ""


@dataclass(frozen=True, slots=True)
class EndEffect:
    effect: int


@dataclass(frozen=True, slots=True)
class PutCardOntoBattlefield:
    """Any card from nowhere onto the battlefield, in one gesture (a paper opponent's card, a
    card the app has not seen): the object is made and enters as any card put onto the
    battlefield does, so a Saga gets its entry counter, read ahead's choice (``read_ahead``, or
    the game asks) and its chapter triggers (714.3a, 702.155). ``token``: a token copy of the
    card. ``face`` 1: a double-faced card enters back face up."""

    card: CardDef
    controller: PlayerId
    owner: PlayerId | None = None
    face: int = 0
    token: bool = False
    tapped: bool = False
    read_ahead: int | None = None


@dataclass(frozen=True, slots=True)
class CastCard:
    """A spell from nowhere onto the stack (a card cast at the real table): it resolves as a
    cast spell does (a permanent spell enters the battlefield, others go to the graveyard)."""

    card: CardDef
    controller: PlayerId
    face: int = 0


@dataclass(frozen=True, slots=True)
class GainControl:
    """``player`` gains control of a permanent: a layer-2 continuous effect (613.1b) with its own
    timestamp, lasting until ``duration`` ends ("until end of turn" ends in cleanup, 514.2)."""

    object: ObjectId
    player: PlayerId
    duration: Duration = Duration.PERMANENT


# ---------------------------------------------------------------- cards and players


@dataclass(frozen=True, slots=True)
class DrawCards:
    player: PlayerId
    count: int = 1


@dataclass(frozen=True, slots=True)
class Shuffle:
    player: PlayerId


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """Search a library for a card, put it into a zone (hand by default, or onto the
    battlefield), then shuffle that library: one gesture, one action."""

    player: PlayerId
    card: ObjectId
    to: Zone = Zone.HAND


@dataclass(frozen=True, slots=True)
class ReorderLibraryTop:
    """Scry or surveil: the top cards of a library put back as ``top`` (in order, first on top),
    ``bottom`` (in order) and ``graveyard``."""

    player: PlayerId
    top: tuple[ObjectId, ...] = ()
    bottom: tuple[ObjectId, ...] = ()
    graveyard: tuple[ObjectId, ...] = ()


@dataclass(frozen=True, slots=True)
class ChangeLife:
    player: PlayerId
    amount: int


@dataclass(frozen=True, slots=True)
class SetLife:
    """A player's life total becomes ``total`` (a table typing the new total): one log line."""

    player: PlayerId
    total: int


@dataclass(frozen=True, slots=True)
class ChangeCommanderDamage:
    """Correct the combat damage ``player`` has taken from the commander named ``commander``
    (903.10a; 21 or more loses the game, 704.6c): ``amount`` more, or fewer if negative."""

    player: PlayerId
    commander: str
    amount: int


@dataclass(frozen=True, slots=True)
class SetHandSize:
    """A paper seat's hand now holds ``count`` cards in all (its known cards included): the
    unseen part is adjusted, as the players count it at the table."""

    player: PlayerId
    count: int


@dataclass(frozen=True, slots=True)
class Concede:
    player: PlayerId


@dataclass(frozen=True, slots=True)
class ConcedeTogether:
    """Several players concede at the same moment (a team, or two players agreeing): they leave
    the game together (800.4a), so the crown passes on once (724.4)."""

    players: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class Mulligan:
    """103.5: shuffle the hand back and draw a new seven (London mulligan)."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class KeepHand:
    """Keep the hand, putting one card on the bottom for each mulligan taken."""

    player: PlayerId
    bottom: tuple[ObjectId, ...] = ()


# ---------------------------------------------------------------- the monarch and combat


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """An effect makes ``player`` the monarch (724.1)."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class TakeTheInitiative:
    """An effect makes ``player`` take the initiative (725.1); they venture into Undercity."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class VentureIntoTheDungeon:
    """701.49: ``player`` ventures into the dungeon (``undercity``: "venture into Undercity")."""

    player: PlayerId
    undercity: bool = False


@dataclass(frozen=True, slots=True)
class ChooseDungeon:
    """Answer to a ChooseDungeonDecision: the dungeon to enter."""

    dungeon: str


@dataclass(frozen=True, slots=True)
class ChooseRoom:
    """Answer to a ChooseRoomDecision: the room the venture marker moves to."""

    room: str


@dataclass(frozen=True, slots=True)
class CountSpell:
    """A spell ``player`` cast on the paper table, counted for day and night (502.2). Spells cast
    through CastSpell are counted by themselves."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class SetDayNight:
    """An effect makes it day or night ("day" or "night"): Unnatural Moonrise."""

    value: str


@dataclass(frozen=True, slots=True)
class Ascend:
    """702.131a: an instant or sorcery with ascend resolves for ``player``."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class TheRingTemptsYou:
    """701.54a: the Ring tempts ``player``; ``bearer`` is the creature they choose (None when
    they control no creature)."""

    player: PlayerId
    bearer: ObjectId | None = None


@dataclass(frozen=True, slots=True)
class StartYourEngines:
    """702.179a: ``player`` gets a speed of 1 if they have none."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    attacks: tuple[tuple[ObjectId, PlayerId], ...]


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    blocks: tuple[tuple[ObjectId, ObjectId], ...]


@dataclass(frozen=True, slots=True)
class DealCombatDamage:
    """Record the combat damage of this step; ``hits`` None lets the engine work it out."""

    hits: tuple[CombatHit, ...] | None = None


# ---------------------------------------------------------------- guided effects


@dataclass(frozen=True, slots=True)
class ChooseTargets:
    """Answer to a targets decision (603.3d): the chosen permanents or cards, and players."""

    objects: tuple[ObjectId, ...] = ()
    players: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class ChooseCards:
    """Answer to a choose-cards decision as an ability resolves (discard, search, sacrifice...)."""

    cards: tuple[ObjectId, ...] = ()


@dataclass(frozen=True, slots=True)
class ArrangeTop:
    """Answer to a scry or surveil: ``top`` (first on top), ``bottom`` (scry, first nearest the
    top) and ``graveyard`` (surveil)."""

    top: tuple[ObjectId, ...] = ()
    bottom: tuple[ObjectId, ...] = ()
    graveyard: tuple[ObjectId, ...] = ()


@dataclass(frozen=True, slots=True)
class ChooseYesOrNo:
    """Answer to "you may": ``yes`` to do it."""

    yes: bool


@dataclass(frozen=True, slots=True)
class ChooseModes:
    """Answer to a modal choice: the chosen modes, numbered from 0."""

    modes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChooseNumber:
    """Answer to a choice of X."""

    number: int


@dataclass(frozen=True, slots=True)
class ResolveByHand:
    """608.2: the top item starts to resolve and its controller carries it out by hand; what they
    change until :class:`FinishResolution` is part of this one resolution (one undo step)."""


@dataclass(frozen=True, slots=True)
class FinishResolution:
    """Done: the by-hand resolution is complete; state-based actions and triggers follow."""


Action = (
    AdvanceStep
    | AdvanceToNextTurn
    | PassTheTurn
    | SkipNext
    | SkipThisTurn
    | AddExtraPhases
    | AddExtraTurn
    | EndTheTurn
    | EndTheCombatPhase
    | ResolveTopOfStack
    | CounterStackItem
    | OrderTriggers
    | ChooseReadAhead
    | DiscardToHandSize
    | KeepLegend
    | AddCounters
    | AddPlayerCounters
    | RemoveCounters
    | Proliferate
    | PutOntoBattlefield
    | CastSpell
    | PlayLand
    | MoveObject
    | ExileAndReturn
    | Transform
    | CreateToken
    | AttachTo
    | TapPermanent
    | UntapPermanent
    | ApplyEffect
    | EndEffect
    | DrawCards
    | Shuffle
    | ReorderLibraryTop
    | SearchLibrary
    | ChangeLife
    | Concede
    | ConcedeTogether
    | Mulligan
    | KeepHand
    | BecomeMonarch
    | TakeTheInitiative
    | VentureIntoTheDungeon
    | ChooseDungeon
    | ChooseRoom
    | CountSpell
    | SetDayNight
    | Ascend
    | TheRingTemptsYou
    | StartYourEngines
    | DeclareAttackers
    | DeclareBlockers
    | DealCombatDamage
    | PutCardOntoBattlefield
    | CastCard
    | GainControl
    | SetLife
    | SetHandSize
    | ChangeCommanderDamage
    | ChooseTargets
    | ChooseCards
    | ArrangeTop
    | ChooseYesOrNo
    | ChooseModes
    | ChooseNumber
    | ResolveByHand
    | FinishResolution
)

#: Every action type by its class name, for the game record.
ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        AdvanceStep,
        AdvanceToNextTurn,
        PassTheTurn,
        SkipNext,
        SkipThisTurn,
        AddExtraPhases,
        AddExtraTurn,
        EndTheTurn,
        EndTheCombatPhase,
        ResolveTopOfStack,
        CounterStackItem,
        OrderTriggers,
        ChooseReadAhead,
        DiscardToHandSize,
        KeepLegend,
        AddCounters,
        AddPlayerCounters,
        RemoveCounters,
        Proliferate,
        PutOntoBattlefield,
        CastSpell,
        PlayLand,
        MoveObject,
        ExileAndReturn,
        Transform,
        CreateToken,
        AttachTo,
        TapPermanent,
        UntapPermanent,
        ApplyEffect,
        EndEffect,
        DrawCards,
        Shuffle,
        ReorderLibraryTop,
        SearchLibrary,
        ChangeLife,
        Concede,
        ConcedeTogether,
        Mulligan,
        KeepHand,
        BecomeMonarch,
        TakeTheInitiative,
        VentureIntoTheDungeon,
        ChooseDungeon,
        ChooseRoom,
        CountSpell,
        SetDayNight,
        Ascend,
        TheRingTemptsYou,
        StartYourEngines,
        DeclareAttackers,
        DeclareBlockers,
        DealCombatDamage,
        PutCardOntoBattlefield,
        CastCard,
        GainControl,
        SetLife,
        SetHandSize,
        ChangeCommanderDamage,
        ChooseTargets,
        ChooseCards,
        ArrangeTop,
        ChooseYesOrNo,
        ChooseModes,
        ChooseNumber,
        ResolveByHand,
        FinishResolution,
    )
}
