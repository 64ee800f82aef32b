"""The structured effects a chapter ability can carry, as values.

Each effect is a frozen dataclass with a JSON name (its ``kind``); the card codec writes and reads
them generically (defaults left out). Counts may be a fixed number (``count``) or a named amount
(``amount``) that is worked out as the effect happens (:data:`AMOUNTS`), so "draw as many as you
discarded" and "X damage, X being your artifacts" need no code of their own.

Which objects an effect acts on is an :class:`Objects`: its own source, every permanent that
matches a :class:`Filter`, a choice made as it resolves, or targets chosen as the ability is put on
the stack (115, 603.3d).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from saga_table.engine.values import dataclass

if TYPE_CHECKING:
    from saga_table.engine.cards import Effect

__all__ = [
    "AMOUNTS",
    "ByHandEffect",
    "ChooseModeEffect",
    "EntryCounterEffect",
    "ExchangeControlEffect",
    "RingTemptsEffect",
    "ConditionalEffect",
    "DoubleCountersEffect",
    "ChooseNumberEffect",
    "CopyTokenEffect",
    "DamageEffect",
    "DestroyEffect",
    "DiscardEffect",
    "ExileEffect",
    "Filter",
    "FightEffect",
    "GainControlEffect",
    "How",
    "LookAtTopEffect",
    "MayEffect",
    "MillEffect",
    "MoveCardsEffect",
    "Objects",
    "PumpEffect",
    "PutCountersEffect",
    "ReturnToHandEffect",
    "SacrificeEffect",
    "ScryEffect",
    "SearchLibraryEffect",
    "SurveilEffect",
    "TapEffect",
    "Who",
]

#: Named amounts, worked out when the effect happens: "lore" (lore counters on the source),
#: "discarded", "sacrificed", "milled", "chosen" (cards moved by the last choice in this
#: resolution), "x" (the number chosen for X), "artifacts", "creatures", "lands" (that you
#: control), "opponents", "hand" (cards in your hand), "greatest power" (among your creatures),
#: "half life" (your life, halved, rounded up); "moved" and "tapped" (objects the last such step
#: moved or tapped), "zombies" (Zombies you control), "domain" (basic land types among your
#: lands), "other mana value" (the total mana value of your other permanents), "opponents with
#: fewer creatures" (than you), "stolen creatures" (creatures you control but do not own),
#: "tapped opposing creatures".
AMOUNTS = (
    "moved",
    "moved creatures",
    "tapped",
    "its power",
    "opponents at 0 life",
    "power 4+ total",
    "zombies",
    "domain",
    "other mana value",
    "opponents with fewer creatures",
    "stolen creatures",
    "tapped opposing creatures",
    "lore",
    "discarded",
    "sacrificed",
    "milled",
    "chosen",
    "x",
    "artifacts",
    "creatures",
    "lands",
    "opponents",
    "hand",
    "greatest power",
    "half life",
)


class Who(StrEnum):
    """The players an effect acts on."""

    YOU = "you"
    EACH_OPPONENT = "each opponent"
    EACH_PLAYER = "each player"
    TARGET_PLAYER = "target player"
    TARGET_OPPONENT = "target opponent"
    #: The owner of what the last step moved ("its owner creates a Clue").
    ITS_OWNER = "its owner"


class How(StrEnum):
    """How an effect's objects are found."""

    SELF = "self"  # the source of the ability
    IT = "it"  # the targets of the target slot just before this effect ("tap it, then ...")
    ALL = "all"  # every object that matches (no choice)
    TARGET = "target"  # chosen as the ability is put on the stack (115, 603.3d)
    CHOOSE = "choose"  # chosen by the controller as it resolves (not targeted)


@dataclass(frozen=True, slots=True)
class Filter:
    """What an object must be. Empty fields allow anything.

    ``types``: one of these card types; ``subtypes``: one of these subtypes; ``exclude_types`` and
    ``exclude_subtypes``: none of these. ``controller``: ``"you"``, ``"opponent"`` or ``"any"``
    (for cards in a zone: the owner). ``other``: not the source itself.
    """

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    exclude_types: tuple[str, ...] = ()
    exclude_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    exclude_supertypes: tuple[str, ...] = ()
    controller: str = "any"
    nontoken: bool = False
    tapped: bool | None = None
    other: bool = False
    max_mana_value: int | None = None
    min_mana_value: int | None = None
    max_power: int | None = None
    min_power: int | None = None
    keywords: tuple[str, ...] = ()
    exclude_keywords: tuple[str, ...] = ()
    name: str | None = None
    #: Only those with the greatest power among the permanents that match the rest.
    greatest_power: bool = False
    #: True: tokens only; False: no tokens (as ``nontoken``).
    token: bool | None = None
    #: Only cards the resolution moved in a step of this kind ("milled": "from among them").
    among: str = ""


@dataclass(frozen=True, slots=True)
class Objects:
    """The permanents (or, with ``zone``, cards) an effect acts on.

    ``count`` objects (``up_to``: from 0 to ``count``; ``any_number``: as many as wanted) for
    :attr:`How.TARGET` and :attr:`How.CHOOSE`; ``zone`` is ``"battlefield"``, ``"graveyard"`` or
    ``"hand"`` (cards in a zone are never targets here unless ``how`` says so).
    """

    how: How = How.TARGET
    filter: Filter = Filter()
    count: int = 1
    up_to: bool = False
    any_number: bool = False
    zone: str = "battlefield"


# ------------------------------------------------------------------ cards and libraries


@dataclass(frozen=True, slots=True)
class DiscardEffect:
    """701.9: ``who`` discards ``count`` (or ``amount``) cards they choose, or at ``random``;
    ``up_to`` / ``any_number`` for "up to N" and "any number"; ``whole_hand`` for "discard your
    hand". The number discarded is remembered as "discarded"."""

    count: int = 1
    who: Who = Who.YOU
    random: bool = False
    up_to: bool = False
    any_number: bool = False
    whole_hand: bool = False
    amount: str = ""
    filter: Filter = Filter()
    #: The controller of the ability chooses the card ("look at their hand and choose").
    chooser_you: bool = False


@dataclass(frozen=True, slots=True)
class MillEffect:
    """701.17: ``who`` puts the top ``count`` cards of their library into their graveyard."""

    count: int = 1
    who: Who = Who.YOU
    amount: str = ""
    #: "graveyard" (mill), or "exile" ("exile the top card of your library").
    to: str = "graveyard"
    #: The Tale of Tamiyo: while the milled cards share a card type, draw a card and mill again.
    repeat_while_shared: bool = False


@dataclass(frozen=True, slots=True)
class ScryEffect:
    """701.22: look at the top ``count`` cards, put any on the bottom and the rest back in any
    order."""

    count: int = 1
    amount: str = ""


@dataclass(frozen=True, slots=True)
class SurveilEffect:
    """701.25: look at the top ``count`` cards, put any into the graveyard and the rest back in
    any order."""

    count: int = 1
    amount: str = ""


@dataclass(frozen=True, slots=True)
class SearchLibraryEffect:
    """701.23: search your library for up to ``count`` cards matching ``filter``, put them into
    ``to`` (``"hand"``, ``"battlefield"``, ``"top"`` of the library), then shuffle (701.23a). A
    search for cards with a stated quality may find nothing (701.23b)."""

    filter: Filter = Filter()
    count: int = 1
    to: str = "hand"
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class LookAtTopEffect:
    """Look at the top ``count`` cards of your library; you may take up to ``take`` matching
    ``filter`` into ``to`` (``"hand"`` or ``"battlefield"``); the rest go to ``rest``
    (``"bottom"`` or ``"graveyard"``)."""

    count: int = 1
    take: int = 1
    filter: Filter = Filter()
    to: str = "hand"
    rest: str = "bottom"
    #: Each of these players' libraries (Medomai's Prophecy IV: "each player"); you look.
    who: Who = Who.YOU


@dataclass(frozen=True, slots=True)
class MoveCardsEffect:
    """Move cards from a zone other than the battlefield: ``objects`` names them (``zone``
    ``"graveyard"`` or ``"hand"``) and ``to`` is ``"battlefield"``, ``"hand"``, ``"exile"``,
    ``"top"`` or ``"bottom"`` of the library. Returned to the battlefield "under your control"
    with ``yours``; ``counter`` adds one counter of that kind as it enters."""

    objects: Objects = Objects(How.CHOOSE, zone="graveyard")
    to: str = "hand"
    yours: bool = True
    tapped: bool = False
    counter: str = ""
    #: Each of these players moves their own cards ("each player returns two lands"); ``to``
    #: ``"shuffle"`` shuffles them into their owner's library.
    who: Who | None = None


# ------------------------------------------------------------------ permanents


@dataclass(frozen=True, slots=True)
class PutCountersEffect:
    """122.1: put ``count`` (or ``amount``) counters of ``kind`` on each object."""

    kind: str = "+1/+1"
    count: int = 1
    objects: Objects = Objects()
    amount: str = ""


@dataclass(frozen=True, slots=True)
class PumpEffect:
    """611.2: each object gets +``power``/+``toughness`` (or the ``amount`` for both, with
    ``amount_power_only`` for power alone) and ``keywords`` until end of turn; the set of
    affected objects is locked in as it resolves (611.2c)."""

    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    objects: Objects = Objects()
    amount: str = ""
    amount_power_only: bool = False
    base_pt: tuple[int, int] | None = None
    add_types: tuple[str, ...] = ()
    #: "until end of turn", "until your next turn" or "permanent" (Urza's Saga I and II).
    duration: str = "until end of turn"
    #: Abilities it gains, as text shown on the card.
    abilities: str = ""


@dataclass(frozen=True, slots=True)
class DoubleCountersEffect:
    """Double the number of each kind of counter on each object (put as many again)."""

    objects: Objects = Objects()


@dataclass(frozen=True, slots=True)
class ConditionalEffect:
    """``effect`` happens only if the named ``amount`` is at least ``at_least`` ("if you do":
    ``"sacrificed"``), and, with ``you_control``, you control at least ``at_least`` permanents
    that match it ("if you control a creature with power 4 or greater"); with ``lore``, the source
    has at least that many lore counters."""

    effect: Effect
    amount: str = ""
    at_least: int = 1
    you_control: Filter | None = None
    lore: int = 0
    otherwise: Effect | None = None


@dataclass(frozen=True, slots=True)
class DamageEffect:
    """120: the source deals ``count`` (or ``amount``) damage to each object in ``objects`` and
    to each player in ``players``."""

    count: int = 1
    objects: Objects | None = None
    players: Who | None = None
    amount: str = ""


@dataclass(frozen=True, slots=True)
class DestroyEffect:
    """701.8: destroy each object (an indestructible one stays, 702.12b)."""

    objects: Objects = Objects()


@dataclass(frozen=True, slots=True)
class ExileEffect:
    """406: exile each object; ``until_source_leaves`` returns them when the source leaves the
    battlefield (610.3)."""

    objects: Objects = Objects()
    until_source_leaves: bool = False
    #: Per player, with the filter's controller ``"that player"``.
    who: Who | None = None


@dataclass(frozen=True, slots=True)
class ReturnToHandEffect:
    """Return each permanent to its owner's hand."""

    objects: Objects = Objects()


@dataclass(frozen=True, slots=True)
class SacrificeEffect:
    """701.21: ``who`` each sacrifice ``count`` permanents of their own matching ``filter``, of
    their choice (``up_to`` / ``any_number`` for "any number"). The number is remembered as
    "sacrificed"."""

    filter: Filter = Filter()
    count: int = 1
    who: Who = Who.EACH_OPPONENT
    up_to: bool = False
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class TapEffect:
    """701.26: tap (or, with ``untap``, untap) each object."""

    objects: Objects = Objects()
    untap: bool = False
    #: Per player, with the filter's controller ``"that player"`` ("all nonland permanents
    #: target opponent controls").
    who: Who | None = None


@dataclass(frozen=True, slots=True)
class GainControlEffect:
    """You gain control of each object (untapping it with ``untap``; haste with ``haste``,
    until end of turn)."""

    objects: Objects = Objects()
    untap: bool = False
    haste: bool = False
    #: "For as long as you control this Saga": control returns when it leaves.
    while_source: bool = False


@dataclass(frozen=True, slots=True)
class ExchangeControlEffect:
    """701.12: the controllers of the two objects exchange control of them."""

    objects: Objects = Objects(count=2)


@dataclass(frozen=True, slots=True)
class RingTemptsEffect:
    """701.54: the Ring tempts you: its level (a player counter, "the Ring") goes up by one and
    you choose a creature you control as your Ring-bearer."""


@dataclass(frozen=True, slots=True)
class EntryCounterEffect:
    """614.1c: this turn your next creature (of a creature type you choose, not chosen before by
    a card of this name, with ``choose_type``) enters with an additional +1/+1 counter."""

    choose_type: bool = False


@dataclass(frozen=True, slots=True)
class CopyTokenEffect:
    """707.2: create a token that is a copy of each object (``count`` copies each)."""

    objects: Objects = Objects(How.CHOOSE, Filter(controller="you"))
    count: int = 1


@dataclass(frozen=True, slots=True)
class FightEffect:
    """701.14: ``yours`` and ``theirs`` (one object each) deal damage equal to their power to
    each other."""

    yours: Objects = Objects(How.TARGET, Filter(types=("Creature",), controller="you"))
    theirs: Objects = Objects(
        How.TARGET, Filter(types=("Creature",), controller="opponent"), up_to=True
    )


# ------------------------------------------------------------------ choices


@dataclass(frozen=True, slots=True)
class MayEffect:
    """ "You may ...": the controller chooses whether ``effect`` happens as it resolves."""

    effect: Effect
    prompt: str = ""


@dataclass(frozen=True, slots=True)
class ChooseModeEffect:
    """700.2: choose ``count`` of the ``modes`` (as it resolves here); ``labels`` name them."""

    modes: tuple[Effect, ...]
    labels: tuple[str, ...] = ()
    count: int = 1


@dataclass(frozen=True, slots=True)
class ChooseNumberEffect:
    """107.3: choose a number from ``minimum`` to ``maximum`` (or up to the named ``amount``);
    later steps read it as "x"."""

    minimum: int = 0
    maximum: int = 20
    amount: str = ""
    prompt: str = ""


@dataclass(frozen=True, slots=True)
class ByHandEffect:
    """A part the app does not carry out: the resolution stops here for the player to do
    ``text`` by hand, then press Done (608.2: still one resolution)."""

    text: str
