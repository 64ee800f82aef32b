"""Actions of the turn's flow: steps, phases and turns (500), the stack and the decisions
players answer, and the answers of a guided resolution (608.2)."""

from __future__ import annotations

from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.turns import Phase
from saga_table.engine.values import dataclass

__all__ = [
    "AddExtraPhases",
    "AddExtraTurn",
    "AdvanceStep",
    "AdvanceToNextTurn",
    "AdvanceToStep",
    "ArrangeTop",
    "ChooseCards",
    "ChooseModes",
    "ChooseNumber",
    "ChooseReadAhead",
    "ChooseTargets",
    "ChooseYesOrNo",
    "CounterStackItem",
    "DiscardToHandSize",
    "EndTheCombatPhase",
    "EndTheTurn",
    "FinishResolution",
    "KeepLegend",
    "OrderTriggers",
    "PassTheTurn",
    "ResolveByHand",
    "ResolveTopOfStack",
    "SkipNext",
    "SkipThisTurn",
]


# ---------------------------------------------------------------- turn structure


@dataclass(frozen=True, slots=True)
class AdvanceStep:
    """Everyone has passed with an empty stack: go to the next step or phase."""


@dataclass(frozen=True, slots=True)
class AdvanceToStep:
    """Everyone passes, step by step, until the next ``step`` (a Step value, e.g.
    "declare attackers") of this turn begins; for the main phase ``precombat`` picks the
    precombat (True) or a postcombat (False) one. Stops earlier where something needs doing, as
    PassTheTurn does. One action, so one Undo takes it all back."""

    step: str
    precombat: bool | None = None


@dataclass(frozen=True, slots=True)
class AdvanceToNextTurn:
    """Pass through the rest of this turn, step by step, to the next turn's first step with
    priority; with ``step`` (a Step value, and ``precombat`` for the main phase, as in
    AdvanceToStep), on through the next turn to that step of it. Stops early where a step
    needs something: a decision or items on the stack (or combat damage to deal, once in the
    next turn)."""

    step: str | None = None
    precombat: bool | None = None


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
    """500.7: ``player`` takes an extra turn after this one (``count`` of them: Time Stretch
    gives two)."""

    player: PlayerId
    count: int = 1


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
