"""The game: one door for every change, and the history that makes undo, redo and replay exact.

>>> from saga_table.engine.cards import CardDef
>>> from saga_table.engine.setup import GameSetup, PlayerSetup
>>> from saga_table.engine import actions as a
>>> saga = CardDef.saga("Tale", chapters={1: "one", 2: "two", 3: "three"})
>>> game = Game(GameSetup(players=(PlayerSetup("Ann", hand=(saga,)),), shuffle=False))
>>> card = game.state.zone(0, "hand")[0]
>>> _ = game.apply(a.PutOntoBattlefield(card))
>>> game.state.stack[-1].chapter          # chapter I triggered as the Saga entered with a counter
1
>>> type(game.undo()).__name__, game.state.stack
('PutOntoBattlefield', ())
"""

from __future__ import annotations

from typing import Any

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.control import refresh_control
from saga_table.engine.sba import carry_quiet, remember_quiet, settle
from saga_table.engine.setup import GameSetup, initial_state
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseDungeonDecision,
    ChooseLegendDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseReadAheadDecision,
    ChooseRoomDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    DiscardToHandSizeDecision,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
    ResolveByHandDecision,
)
from saga_table.engine.tx import IllegalActionError, Tx
from saga_table.engine.values import dataclass

__all__ = ["Game", "HistoryEntry", "apply_action", "import_handlers"]

#: The actions that answer each kind of decision (besides undo, which is not an action).
_ANSWERS: dict[type, tuple[type, ...]] = {
    OrderTriggersDecision: (a.OrderTriggers,),
    ChooseReadAheadDecision: (a.ChooseReadAhead,),
    DiscardToHandSizeDecision: (a.DiscardToHandSize,),
    MulliganDecision: (a.Mulligan, a.KeepHand),
    ChooseLegendDecision: (a.KeepLegend,),
    ChooseDungeonDecision: (a.ChooseDungeon,),
    ChooseRoomDecision: (a.ChooseRoom,),
    ChooseTargetsDecision: (a.ChooseTargets,),
    ChooseCardsDecision: (a.ChooseCards,),
    ArrangeTopDecision: (a.ArrangeTop,),
    ChooseYesNoDecision: (a.ChooseYesOrNo,),
    ChooseModeDecision: (a.ChooseModes,),
    ChooseNumberDecision: (a.ChooseNumber,),
    #: 608.2: while an ability is carried out by hand, the players make its changes; nothing
    #: else (state-based actions, triggers, the turn) moves until Done.
    ResolveByHandDecision: (
        a.FinishResolution,
        a.DrawCards,
        a.MoveObject,
        a.AddCounters,
        a.RemoveCounters,
        a.AddPlayerCounters,
        a.Proliferate,
        a.CreateToken,
        a.Transform,
        a.ExileAndReturn,
        a.PutOntoBattlefield,
        a.PutCardOntoBattlefield,  # (a card a paper seat found at the table: at_the_table)
        a.GainControl,
        a.SearchLibrary,
        a.ReorderLibraryTop,
        a.Shuffle,
        a.TapPermanent,
        a.TapPermanents,
        a.UntapPermanent,
        a.ApplyEffect,
        a.EndEffect,
        a.AttachTo,
        a.BecomeMonarch,
        # what the ability does to the turn (Time Stretch, Relentless Assault, a skip)
        a.AddExtraTurn,
        a.AddExtraPhases,
        a.SkipNext,
        a.SkipThisTurn,
    ),
}

#: Actions a table may still take while a decision waits (they do not change what is decided).
_ALWAYS = (
    a.ChangeLife,
    a.SetLife,
    a.SetHandSize,
    a.SetGraveyardSize,
    a.ChangeCommanderDamage,
    a.Concede,
    a.ConcedeTogether,
)


class _FirstHandlers:
    """What :data:`HANDLERS` is until the first action: a game's start (its setup, its first
    state, the window's first paint) applies none, and :mod:`.handlers` imports every rule
    module (combat, dungeons, the table's actions...). The first look-up imports it and puts
    its table in this one's place, so that every action after it reads the table itself."""

    def get(self, kind: type) -> Any:
        global HANDLERS
        from saga_table.engine.handlers import HANDLERS as TABLE

        HANDLERS = TABLE
        return TABLE.get(kind)


#: One handler per action type (:data:`saga_table.engine.handlers.HANDLERS`), imported when
#: first used (or by :func:`import_handlers`).
HANDLERS: Any = _FirstHandlers()


def import_handlers() -> None:
    """Import the action handlers now, not at the first action (the app calls it once its
    window has been painted, so that the player's first gesture does not wait for them)."""
    HANDLERS.get(type(None))


#: (object.__new__: the door makes each action's Tx without the class call, below)
_new_object = object.__new__
#: Whether Tx is a plain Python class. Compiled by mypyc (saga_table.compiled) it is a native
#: class: object.__new__ refuses it, and its class call is a C call that costs nothing to skip.
_PLAIN_TX = Tx.__new__ is _new_object

#: 723.1a / 723.2a: an effect may end the turn or the combat phase while triggered abilities wait
#: to be put on the stack (a resolving spell made them trigger); they cease to exist.
_CUT_SHORT = (a.EndTheTurn, a.EndTheCombatPhase)


def apply_action(
    state: GameState, action: a.Action, *, quiet: bool = False
) -> tuple[GameState, tuple[ev.Event, ...]]:
    """Verify and apply one action to a state: the new state and the events. The given state is
    left as it was. Raises :class:`IllegalActionError` when the action is not allowed now.
    ``quiet`` (the headless mode) returns no events: the same new state, less work."""
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise IllegalActionError(f"unknown action {type(action).__name__}")
    decision = state.decision
    if decision is not None and not isinstance(action, _ALWAYS):
        allowed = _ANSWERS[type(decision)]
        cut_short = isinstance(decision, OrderTriggersDecision) and isinstance(action, _CUT_SHORT)
        if not isinstance(action, allowed) and not cut_short:
            who = state.players[decision.player].name
            raise IllegalActionError(
                f"{who} must first answer: {_decision_name(decision)} "
                f"(with {' or '.join(t.__name__ for t in allowed)})"
            )
    if state.game_over and not isinstance(action, _ALWAYS):
        raise IllegalActionError("the game is over")
    if not state.started and decision is None:
        raise IllegalActionError("the game has not started")
    # Tx(state, quiet=quiet), made without the class call: CPython 3.11 runs a class call's
    # __init__ in a nested interpreter loop, its arguments packed in a new tuple and dict;
    # __init__ called itself runs inline (design.md, eighth round, labspeed7c, has the figures).
    if _PLAIN_TX:
        tx = _new_object(Tx)
        Tx.__init__(tx, state, quiet=quiet)
    else:
        tx = Tx(state, quiet=quiet)
    carry_quiet(tx, state)  # (a state remembered quiet is an action's final state, settled)
    handler(tx, action)
    new = tx.state
    if new.effects is not state.effects:
        refresh_control(tx)  # an effect began or ended: who controls what may change (613.1b)
    if new.started and not new.game_over:
        settle(tx)
        if new.turn.attackers_declared:
            _leave_combat_as_noncreatures(tx)
        remember_quiet(tx)
    return new, () if quiet else tuple(tx.events)


def _leave_combat_as_noncreatures(tx: Tx) -> None:
    """506.4: an attacking or blocking permanent that stopped being a creature (the action or
    what followed it changed its types) is removed from combat. (Asked only while attackers
    are declared: combat has been imported by then, as the handlers were.)"""
    from saga_table.engine.combat import remove_noncreatures_from_combat

    remove_noncreatures_from_combat(tx)


def _decision_name(decision: object) -> str:
    return {
        OrderTriggersDecision: "the order of triggered abilities",
        ChooseReadAheadDecision: "the read ahead chapter",
        DiscardToHandSizeDecision: "the cards to discard to hand size",
        MulliganDecision: "keep or mulligan",
        ChooseLegendDecision: "which legendary permanent to keep (704.5j)",
        ChooseDungeonDecision: "the dungeon to enter (701.49a)",
        ChooseRoomDecision: "the room the venture marker moves to (701.49a)",
        ChooseTargetsDecision: "the targets of an ability",
        ChooseCardsDecision: "the cards to choose",
        ArrangeTopDecision: "the order of the top cards",
        ChooseYesNoDecision: "whether to do it",
        ChooseModeDecision: "the modes",
        ChooseNumberDecision: "the number",
        ResolveByHandDecision: "the changes of the resolution, then Done",
    }[type(decision)]


# ---------------------------------------------------------------------------- history


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    action: a.Action
    before: GameState
    after: GameState
    events: tuple[ev.Event, ...]


class Game:
    """A game in progress: its setup, its current state and its history.

    ``apply`` is the one door. ``undo`` and ``redo`` step through the history exactly (each
    action is one step, its whole cascade included). ``actions`` is the action log that, with the
    setup, is the game record.

    ``keep_history=False`` is the headless mode of the goldfish lab: the same rules and the same
    action log (so the same record), but no snapshot for undo and no events (``apply`` returns
    none). Such a game cannot undo.
    """

    def __init__(self, setup: GameSetup, *, keep_history: bool = True) -> None:
        self.setup = setup
        self.keep_history = keep_history
        self._initial, self._initial_events = initial_state(setup)
        self._history: list[HistoryEntry] = []
        self._redo: list[HistoryEntry] = []
        self._light_actions: list[a.Action] = []
        #: The current state: the last entry's ``after`` (the initial state before the first
        #: action), kept so by ``apply``, ``undo`` and ``redo``; read it, never set it. (A plain
        #: attribute, not a property: the lab reads it after each action, and a property's
        #: call costs a nested interpreter loop in CPython 3.11.)
        self.state: GameState = self._initial

    @property
    def initial_state(self) -> GameState:
        """The state before the first action."""
        return self._initial

    @property
    def initial_events(self) -> tuple[ev.Event, ...]:
        return self._initial_events

    @property
    def history(self) -> tuple[HistoryEntry, ...]:
        return tuple(self._history)

    @property
    def history_length(self) -> int:
        """``len(history)``, without building the tuple (a long game has thousands)."""
        return len(self._history)

    def history_entry(self, index: int) -> HistoryEntry:
        """``history[index]`` (negative from the end), without building the tuple."""
        return self._history[index]

    @property
    def actions(self) -> tuple[a.Action, ...]:
        if not self.keep_history:
            return tuple(self._light_actions)
        return tuple(entry.action for entry in self._history)

    @property
    def action_count(self) -> int:
        """``len(actions)``, without building the tuple (a long game has thousands)."""
        return len(self._history) if self.keep_history else len(self._light_actions)

    @property
    def last_action(self) -> a.Action | None:
        """``actions[-1]`` (None before the first action), without building the tuple."""
        if not self.keep_history:
            return self._light_actions[-1] if self._light_actions else None
        return self._history[-1].action if self._history else None

    @property
    def redo_count(self) -> int:
        """``len(redo_actions)``, without building the tuple."""
        return len(self._redo)

    def can_apply(self, action: a.Action) -> bool:
        try:
            apply_action(self.state, action)
        except IllegalActionError:
            return False
        return True

    def verify(self, action: a.Action) -> None:
        """Raise :class:`IllegalActionError` if ``action`` is not allowed now."""
        apply_action(self.state, action)

    def apply(self, action: a.Action) -> tuple[ev.Event, ...]:
        if not self.keep_history:
            self.state = apply_action(self.state, action, quiet=True)[0]
            self._light_actions.append(action)
            return ()
        before = self.state
        after, events = apply_action(before, action)
        self._history.append(HistoryEntry(action, before, after, events))
        self._redo.clear()
        self.state = after
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> a.Action:
        """Take back the last action; returns it. ``IndexError`` when there is nothing to undo."""
        if not self._history:
            raise IndexError("nothing to undo")
        entry = self._history.pop()
        self._redo.append(entry)
        self.state = entry.before
        return entry.action

    def redo(self) -> tuple[ev.Event, ...]:
        """Apply again the last action taken back; returns its events."""
        if not self._redo:
            raise IndexError("nothing to redo")
        entry = self._redo.pop()
        self._history.append(entry)
        self.state = entry.after
        return entry.events

    # One undo step per user gesture: a resolution that stopped for choices or for the players'
    # own changes (608.2) is taken back, and done again, as a whole.

    def _undo_group(self) -> int:
        """How many history entries the next undo step takes back."""
        history = self._history
        if not history:
            return 0
        last = history[-1]
        if last.before.resolution is None or last.after.resolution is not None:
            return 1
        n = 1  # the entry that completed the resolution, then those that left it in progress
        while n < len(history) and history[-1 - n].after.resolution is not None:
            n += 1
        return n

    @property
    def undo_step_entry(self) -> HistoryEntry | None:
        """The first entry the next undo step takes back (what Undo names)."""
        n = self._undo_group()
        return self._history[-n] if n else None

    def undo_step(self) -> tuple[a.Action, ...]:
        """Take back the last step: one action, or, when it completed a resolution, the whole
        resolution back to before it began. Returns the actions taken back, the first first."""
        n = self._undo_group()
        if not n:
            raise IndexError("nothing to undo")
        taken = [self.undo() for _ in range(n)]
        return tuple(reversed(taken))

    def redo_step(self) -> tuple[ev.Event, ...]:
        """Apply again the last step taken back (a whole resolution when undo took one back)."""
        if not self._redo:
            raise IndexError("nothing to redo")
        first = self._redo[-1]
        events = list(self.redo())
        if first.before.resolution is None and first.after.resolution is not None:
            while self._redo and self._history[-1].after.resolution is not None:
                events.extend(self.redo())
        return tuple(events)

    @property
    def redo_actions(self) -> tuple[a.Action, ...]:
        """Actions that redo would apply, the next one last."""
        return tuple(e.action for e in self._redo)
