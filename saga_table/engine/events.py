"""Events: what happened, in the past tense. The engine returns them from every action.

The Qt models refresh from events, and the game log turns them into sentences; nothing else
needs to compare states.
"""

from __future__ import annotations

from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.turns import Phase, Step
from saga_table.engine.values import dataclass

__all__ = [
    "AbilityCeased",
    "AbilityTriggered",
    "AttackersDeclared",
    "BlockersDeclared",
    "CardDrawn",
    "ChapterTriggered",
    "CityBlessingGained",
    "CombatDamageDealt",
    "CommanderDamageChanged",
    "ControlChanged",
    "CountersAdded",
    "CountersRemoved",
    "DecisionRequested",
    "EffectCarriedOut",
    "EffectEnded",
    "DayNightChanged",
    "DungeonCompleted",
    "EffectStarted",
    "Event",
    "GameEnded",
    "InitiativeChanged",
    "GraveyardSizeSet",
    "HandSizeSet",
    "HiddenCardsDiscarded",
    "HiddenCardsMilled",
    "LandPlayed",
    "LegendRuleApplied",
    "LibraryShuffled",
    "LibrarySearchedInVain",
    "LifeChanged",
    "ManaAdded",
    "MonarchChanged",
    "NothingHappened",
    "ObjectMoved",
    "OpponentDefeated",
    "PermanentEntered",
    "PermanentSacrificed",
    "PermanentTapped",
    "PermanentTransformed",
    "PermanentUntapped",
    "PhaseSkipped",
    "PlayerCountersAdded",
    "PlayerLeft",
    "PlayerLost",
    "RingTempted",
    "SpeedChanged",
    "SpellCounted",
    "PositionSet",
    "StackItemCountered",
    "StackItemExiled",
    "StackItemResolved",
    "StepBegan",
    "StepSkipped",
    "TokenCeased",
    "TokenCreated",
    "TriggerPutOnStack",
    "TurnBegan",
    "TurnEnded",
    "VenturedInto",
    "AbilityRemoved",
    "TargetsChosen",
    "ResolutionFinished",
]


@dataclass(frozen=True, slots=True)
class TurnBegan:
    number: int
    player: PlayerId
    extra: bool = False


@dataclass(frozen=True, slots=True)
class TurnEnded:
    number: int
    player: PlayerId


@dataclass(frozen=True, slots=True)
class StepBegan:
    phase: Phase
    step: Step
    precombat: bool = False
    extra: bool = False


@dataclass(frozen=True, slots=True)
class StepSkipped:
    step: Step
    reason: str


@dataclass(frozen=True, slots=True)
class PhaseSkipped:
    phase: Phase
    reason: str


@dataclass(frozen=True, slots=True)
class CountersAdded:
    object: ObjectId
    kind: str
    before: int
    after: int
    by_rule: bool = False


@dataclass(frozen=True, slots=True)
class PlayerCountersAdded:
    """A player got counters (poison, energy, experience...)."""

    player: PlayerId
    kind: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class CountersRemoved:
    object: ObjectId
    kind: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class ChapterTriggered:
    object: ObjectId
    chapter: int
    ability: ObjectId


@dataclass(frozen=True, slots=True)
class AbilityTriggered:
    ability: ObjectId
    source: ObjectId | None
    text: str


@dataclass(frozen=True, slots=True)
class TriggerPutOnStack:
    ability: ObjectId
    controller: PlayerId


@dataclass(frozen=True, slots=True)
class AbilityCeased:
    """723.1a: an ability that had triggered ceased to exist before it reached the stack."""

    ability: ObjectId


@dataclass(frozen=True, slots=True)
class StackItemResolved:
    item: ObjectId
    carried_out: bool


@dataclass(frozen=True, slots=True)
class StackItemCountered:
    item: ObjectId


@dataclass(frozen=True, slots=True)
class StackItemExiled:
    """723.1b: an effect that ended the turn exiled everything on the stack."""

    item: ObjectId


@dataclass(frozen=True, slots=True)
class EffectCarriedOut:
    item: ObjectId
    description: str


@dataclass(frozen=True, slots=True)
class PermanentEntered:
    object: ObjectId
    controller: PlayerId
    name: str


@dataclass(frozen=True, slots=True)
class PermanentSacrificed:
    object: ObjectId
    name: str
    rule: str


@dataclass(frozen=True, slots=True)
class PermanentTransformed:
    object: ObjectId
    face: int
    name: str


@dataclass(frozen=True, slots=True)
class PermanentTapped:
    object: ObjectId


@dataclass(frozen=True, slots=True)
class PermanentUntapped:
    object: ObjectId


@dataclass(frozen=True, slots=True)
class ObjectMoved:
    old: ObjectId
    new: ObjectId | None
    name: str
    from_zone: Zone
    to_zone: Zone
    owner: PlayerId


@dataclass(frozen=True, slots=True)
class TokenCreated:
    object: ObjectId
    controller: PlayerId
    name: str


@dataclass(frozen=True, slots=True)
class TokenCeased:
    object: ObjectId
    name: str


@dataclass(frozen=True, slots=True)
class CardDrawn:
    player: PlayerId
    object: ObjectId | None  # None: the library was empty, or the card is hidden (a paper seat)
    #: A paper seat drew a card the app cannot see: its hand count went up (never 704.5b).
    hidden: bool = False


@dataclass(frozen=True, slots=True)
class LibraryShuffled:
    player: PlayerId


@dataclass(frozen=True, slots=True)
class LibrarySearchedInVain:
    """A search of ``player``'s library found no card the effect asked for (701.23)."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class LandPlayed:
    player: PlayerId
    object: ObjectId


@dataclass(frozen=True, slots=True)
class LifeChanged:
    player: PlayerId
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class ManaAdded:
    player: PlayerId
    mana: str


@dataclass(frozen=True, slots=True)
class MonarchChanged:
    before: PlayerId | None
    after: PlayerId | None
    reason: str


@dataclass(frozen=True, slots=True)
class AttackersDeclared:
    attackers: tuple[tuple[ObjectId, PlayerId], ...]


@dataclass(frozen=True, slots=True)
class BlockersDeclared:
    blocks: tuple[tuple[ObjectId, ObjectId], ...]


@dataclass(frozen=True, slots=True)
class CombatDamageDealt:
    source: ObjectId
    player: PlayerId | None
    amount: int
    target_object: ObjectId | None = None


@dataclass(frozen=True, slots=True)
class EffectStarted:
    effect: int
    text: str


@dataclass(frozen=True, slots=True)
class EffectEnded:
    effect: int
    text: str


@dataclass(frozen=True, slots=True)
class PlayerLost:
    player: PlayerId
    reason: str


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    player: PlayerId


@dataclass(frozen=True, slots=True)
class GameEnded:
    winner: PlayerId | None


@dataclass(frozen=True, slots=True)
class LegendRuleApplied:
    """704.5j: ``object`` (named ``name``) is put into its owner's graveyard by the legend rule."""

    player: PlayerId
    object: ObjectId
    name: str


@dataclass(frozen=True, slots=True)
class InitiativeChanged:
    """725.3: ``after`` takes the initiative (``before`` had it). Taking it when one has it
    already is an event too (it triggers the venture)."""

    before: PlayerId | None
    after: PlayerId | None
    reason: str


@dataclass(frozen=True, slots=True)
class VenturedInto:
    """701.49: ``player``'s venture marker moved into ``room`` of ``dungeon`` (entering it, when
    ``room`` is its topmost room)."""

    player: PlayerId
    dungeon: str
    room: str


@dataclass(frozen=True, slots=True)
class DungeonCompleted:
    """309.7 / 704.5t: ``player`` completed ``dungeon``; it leaves the game."""

    player: PlayerId
    dungeon: str


@dataclass(frozen=True, slots=True)
class SpellCounted:
    """A paper-table spell counted for day and night: ``player`` has cast ``count`` this turn."""

    player: PlayerId
    count: int


@dataclass(frozen=True, slots=True)
class CityBlessingGained:
    """702.131: ``player`` gets the city's blessing for the rest of the game."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class RingTempted:
    """701.54: the Ring tempts ``player``; ``bearer`` is their Ring-bearer; the Ring has
    ``level`` abilities now."""

    player: PlayerId
    bearer: ObjectId | None
    level: int


@dataclass(frozen=True, slots=True)
class SpeedChanged:
    """702.179: ``player``'s speed went from ``before`` (None: no speed) to ``after``."""

    player: PlayerId
    before: int | None
    after: int


@dataclass(frozen=True, slots=True)
class DayNightChanged:
    """730: it became day or night (``before`` None: it was neither)."""

    before: str | None
    after: str
    reason: str


@dataclass(frozen=True, slots=True)
class ControlChanged:
    """613.1b: a permanent's controller changed (a control effect began or ended)."""

    object: ObjectId
    before: PlayerId
    after: PlayerId
    name: str


@dataclass(frozen=True, slots=True)
class NothingHappened:
    """An effect that does nothing here (723.2g: ending the combat phase outside combat)."""

    rule: str
    what: str


@dataclass(frozen=True, slots=True)
class OpponentDefeated:
    """The goldfish opponent's life went to 0 or less in turn ``turn`` (the kill turn)."""

    turn: int


@dataclass(frozen=True, slots=True)
class CommanderDamageChanged:
    """A table corrected the combat damage a player has taken from one commander."""

    player: PlayerId
    commander: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class GraveyardSizeSet:
    """A paper seat's graveyard count was set by a player (its unseen cards: one brought back
    from it by hand, say)."""

    player: PlayerId
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class HandSizeSet:
    """A paper seat's hand count was set by a player (the cards are on the real table)."""

    player: PlayerId
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class HiddenCardsDiscarded:
    """A paper seat discarded unseen cards: down to its maximum hand size (514.1), or, with
    ``to_hand_size`` False, as an effect told it to."""

    player: PlayerId
    count: int
    to_hand_size: bool = True


@dataclass(frozen=True, slots=True)
class HiddenCardsMilled:
    """A paper seat milled ``count`` cards of its library at the table (701.17): its
    graveyard holds them, unseen by the app."""

    player: PlayerId
    count: int


@dataclass(frozen=True, slots=True)
class PositionSet:
    """The game starts from a position (a game already under way) instead of turn 1."""

    turn: int
    player: PlayerId
    step: str


@dataclass(frozen=True, slots=True)
class DecisionRequested:
    player: PlayerId
    kind: str


@dataclass(frozen=True, slots=True)
class TargetsChosen:
    """603.3d: targets chosen for an ability as it is put on the stack."""

    item: ObjectId
    objects: tuple[ObjectId, ...]
    players: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class AbilityRemoved:
    """An ability left the stack without doing anything: no legal target when it was put there
    (603.3d), or every target illegal as it would resolve (608.2b)."""

    item: ObjectId
    rule: str


@dataclass(frozen=True, slots=True)
class ResolutionFinished:
    """A resolution that stopped for choices or for the players' own changes is complete."""

    item: ObjectId
    by_hand: bool


Event = (
    TurnBegan
    | OpponentDefeated
    | TurnEnded
    | StepBegan
    | StepSkipped
    | PhaseSkipped
    | CountersAdded
    | CountersRemoved
    | PlayerCountersAdded
    | ChapterTriggered
    | AbilityTriggered
    | TriggerPutOnStack
    | AbilityCeased
    | StackItemResolved
    | StackItemCountered
    | StackItemExiled
    | EffectCarriedOut
    | PermanentEntered
    | PermanentSacrificed
    | PermanentTransformed
    | PermanentTapped
    | PermanentUntapped
    | LibrarySearchedInVain
    | ObjectMoved
    | TokenCreated
    | TokenCeased
    | CardDrawn
    | LibraryShuffled
    | LandPlayed
    | LifeChanged
    | ManaAdded
    | MonarchChanged
    | AttackersDeclared
    | BlockersDeclared
    | CombatDamageDealt
    | EffectStarted
    | EffectEnded
    | PlayerLost
    | PlayerLeft
    | GameEnded
    | DecisionRequested
    | NothingHappened
    | LegendRuleApplied
    | InitiativeChanged
    | VenturedInto
    | DungeonCompleted
    | DayNightChanged
    | SpellCounted
    | CityBlessingGained
    | RingTempted
    | SpeedChanged
    | ControlChanged
    | GraveyardSizeSet
    | HandSizeSet
    | CommanderDamageChanged
    | HiddenCardsDiscarded
    | HiddenCardsMilled
    | PositionSet
    | TargetsChosen
    | AbilityRemoved
    | ResolutionFinished
)
