"""Actions: the one door through which the game changes. Each is a value named in the imperative.

Every action is verified (an :class:`~saga_table.engine.tx.IllegalActionError` says why not),
applied, and followed by the game's own machinery (turn-based actions, state-based actions,
triggered abilities) to a fixed point. The action log of a game is a tuple of these values; it is
what a saved game stores and what replay applies again. The actions are defined by what they
act on (:mod:`.flow`, :mod:`.table`, :mod:`.designations`); this module gathers them.
"""

from __future__ import annotations

from typing import get_args

from saga_table.engine.actions.designations import (
    Ascend,
    BecomeMonarch,
    ChooseDungeon,
    ChooseRoom,
    CountSpell,
    DealCombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    SetDayNight,
    StartYourEngines,
    TakeTheInitiative,
    TheRingTemptsYou,
    VentureIntoTheDungeon,
)
from saga_table.engine.actions.flow import (
    AddExtraPhases,
    AddExtraTurn,
    AdvanceStep,
    AdvanceToNextTurn,
    AdvanceToStep,
    ArrangeTop,
    ChooseCards,
    ChooseModes,
    ChooseNumber,
    ChooseReadAhead,
    ChooseTargets,
    ChooseYesOrNo,
    CounterStackItem,
    DiscardToHandSize,
    EndTheCombatPhase,
    EndTheTurn,
    FinishResolution,
    KeepLegend,
    OrderTriggers,
    PassTheTurn,
    ResolveByHand,
    ResolveTopOfStack,
    SkipNext,
    SkipThisTurn,
)
from saga_table.engine.actions.table import (
    AddCounters,
    AddPlayerCounters,
    ApplyEffect,
    AttachTo,
    CastCard,
    CastSpell,
    ChangeCommanderDamage,
    ChangeLife,
    Concede,
    ConcedeTogether,
    CreateToken,
    DrawCards,
    EndEffect,
    ExileAndReturn,
    GainControl,
    KeepHand,
    MoveObject,
    Mulligan,
    PlayLand,
    Proliferate,
    PutCardOntoBattlefield,
    PutOntoBattlefield,
    RemoveCounters,
    ReorderLibraryTop,
    SacrificePermanent,
    SearchLibrary,
    SetGraveyardSize,
    SetHandSize,
    SetLife,
    Shuffle,
    TapPermanent,
    TapPermanents,
    Transform,
    UntapPermanent,
)

__all__ = [
    "ACTION_TYPES",
    "ChangeCommanderDamage",
    "SetLife",
    "SacrificePermanent",
    "SetGraveyardSize",
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
    "AdvanceToStep",
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
    "TapPermanents",
    "Transform",
    "UntapPermanent",
]

Action = (
    AdvanceStep
    | AdvanceToNextTurn
    | AdvanceToStep
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
    | TapPermanents
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
    | SacrificePermanent
    | SetGraveyardSize
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
ACTION_TYPES: dict[str, type] = {cls.__name__: cls for cls in get_args(Action)}
