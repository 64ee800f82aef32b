"""Actions on the table's objects and players: counters, permanents and zones, cards, life,
hands, leaving the game, mulligans."""

from __future__ import annotations

from saga_table.engine.cards import CardDef, ContinuousEffectSpec
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import Duration
from saga_table.engine.values import dataclass

__all__ = [
    "AddCounters",
    "AddPlayerCounters",
    "ApplyEffect",
    "AttachTo",
    "CastCard",
    "CastSpell",
    "ChangeCommanderDamage",
    "ChangeLife",
    "Concede",
    "ConcedeTogether",
    "CreateToken",
    "DrawCards",
    "EndEffect",
    "ExileAndReturn",
    "GainControl",
    "KeepHand",
    "MoveObject",
    "Mulligan",
    "PlayLand",
    "Proliferate",
    "PutCardOntoBattlefield",
    "PutOntoBattlefield",
    "RemoveCounters",
    "ReorderLibraryTop",
    "SearchLibrary",
    "SacrificePermanent",
    "SetGraveyardSize",
    "SetHandSize",
    "SetLife",
    "Shuffle",
    "TapPermanent",
    "TapPermanents",
    "Transform",
    "UntapPermanent",
]


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
    """Put a card from its owner's hand (or elsewhere) on the stack as a spell. ``tapping``: the
    permanents tapped for mana as it is cast (601.2g: mana abilities while the cost is paid),
    each as :class:`TapPermanent` would tap it; the cast is refused as a whole if any one could
    not be tapped (:class:`TapPermanents`' rules)."""

    card: ObjectId
    tapping: tuple[ObjectId, ...] = ()


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
class SacrificePermanent:
    """701.21a: its controller sacrifices a permanent (a Treasure for its mana, a cost paid at
    the table): it goes to its owner's graveyard, and "whenever you sacrifice" sees it."""

    object: ObjectId


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
class TapPermanents:
    """Tap several permanents in one gesture (the lands paying for a spell): each is tapped in
    turn, exactly as :class:`TapPermanent` would tap it, and nothing else happens between them
    (tapping a land for mana is a mana ability, which does not use the stack, 605.3a). Refused
    as a whole when the tuple is empty, names a permanent twice, or any one could not be
    tapped alone (not on the battlefield, already tapped)."""

    objects: tuple[ObjectId, ...]


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
    card. ``face`` 1: a double-faced card enters back face up. ``from_hand``: the card came
    from its controller's hand at the table, so a paper seat's unseen hand holds one card fewer.
    ``play``: a land played (305.1): it counts as the turn's land (305.2)."""

    card: CardDef
    controller: PlayerId
    owner: PlayerId | None = None
    face: int = 0
    token: bool = False
    tapped: bool = False
    read_ahead: int | None = None
    from_hand: bool = False
    play: bool = False


@dataclass(frozen=True, slots=True)
class CastCard:
    """A spell from nowhere onto the stack (a card cast at the real table): it resolves as a
    cast spell does (a permanent spell enters the battlefield, others go to the graveyard).
    ``from_hand``: cast from the controller's hand at the table (601.2a), so a paper seat's
    unseen hand holds one card fewer; else from elsewhere (a graveyard, exile, a library)."""

    card: CardDef
    controller: PlayerId
    face: int = 0
    from_hand: bool = False


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
class SetGraveyardSize:
    """A paper seat's graveyard now holds ``count`` cards in all (the cards the app has seen
    there included): the unseen part is adjusted, as the players count it at the table."""

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
