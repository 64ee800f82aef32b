"""The controller: the one Qt object that owns the engine's game.

Widgets and dialogs never change the game: they emit intents, and the main window turns each into
an engine action given to :meth:`GameController.perform`. The controller applies it through
``Game.apply`` (the engine's one door), and tells everyone what happened:

* ``state_changed(change)``: a :class:`~saga_table.qt.changes.StateChange` saying what differs
  from the state the views showed before (sent first, for every apply, undo and redo: models
  refresh just the rows it names);
* ``game_changed(events)``: the events of the action just applied or redone, or ``None`` after an
  undo;
* ``game_replaced()``: a new game or a loaded one (models reset);
* ``decision_requested(decision)``: the engine waits for a player's choice (the order of
  triggers, a read ahead chapter, keep or mulligan, discards) after an action asked for it;
* ``undo_state_changed()``: what Undo and Redo would do has changed;
* ``action_failed(message)``: the engine refused an action, and says why;
* ``history_step(kind)``: "apply", "undo" or "redo" (what an autosave journal records).

It also builds the plain view values the painted widgets show, in the current language.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.characteristics import Characteristics, compute_characteristics
from saga_table.engine.game import Game, HistoryEntry
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.state import Decision, GameState, TurnState
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import IllegalActionError
from saga_table.qt.action_text import action_name
from saga_table.qt.changes import state_change
from saga_table.qt.naming import object_name
from saga_table.qt.view_values import TURN_TEMPLATE, card_view, phase_bar_view, seat_view
from saga_table.qt.widgets.view import CardView, PhaseBarView, SeatView

__all__ = ["GameController"]

#: Steps and phases skipped this turn.
_Skipped = tuple[frozenset[Step], frozenset[Phase]]


def _fold_skipped(skipped: _Skipped, events: tuple[ev.Event, ...]) -> _Skipped:
    """What was skipped this turn after ``events`` (a new turn starts afresh)."""
    steps, phases = set(skipped[0]), set(skipped[1])
    for event in events:
        if isinstance(event, ev.TurnBegan):
            steps.clear()
            phases.clear()
        elif isinstance(event, ev.StepSkipped):
            steps.add(event.step)
        elif isinstance(event, ev.PhaseSkipped):
            phases.add(event.phase)
    return frozenset(steps), frozenset(phases)


class GameController(QObject):
    """Owns a :class:`~saga_table.engine.game.Game`; every change goes through :meth:`perform`."""

    state_changed = Signal(object)
    game_changed = Signal(object)
    game_replaced = Signal()
    decision_requested = Signal(object)
    undo_state_changed = Signal()
    action_failed = Signal(str)
    language_changed = Signal(str)
    history_step = Signal(str)

    def __init__(self, game: Game, *, language: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._language = language
        self._chars_for: GameState | None = None
        self._chars: dict[ObjectId, Characteristics] = {}
        #: What is attached to each permanent, for the state of ``_attached_for``.
        self._attached_for: GameState | None = None
        self._attached: dict[ObjectId, tuple[ObjectId, ...]] = {}
        #: The state the views show (what the next StateChange is measured from).
        self._shown: GameState = game.state
        self._shown_chars: dict[ObjectId, Characteristics] = self.characteristics()
        #: The steps and phases skipped this turn, by the turn state they were read for.
        self._skipped: dict[int, tuple[TurnState, _Skipped]] = {}
        #: Carry out a chapter's structured effect when it resolves (else the players do it).
        self.carry_out_effects = True

    # ------------------------------------------------------------------ the game

    @property
    def game(self) -> Game:
        return self._game

    @property
    def state(self) -> GameState:
        return self._game.state

    @property
    def decision(self) -> Decision | None:
        return self._game.state.decision

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, language: str) -> None:
        """Names of cards follow the language; the views are built anew."""
        if language == self._language:
            return
        self._language = language
        self.language_changed.emit(language)
        self.undo_state_changed.emit()

    def replace_game(self, game: Game) -> None:
        """Start over with another game (a new game, or one loaded from a record)."""
        self._game = game
        self._chars_for = None
        self._skipped.clear()
        self._shown = game.state
        self._shown_chars = self.characteristics()
        self.game_replaced.emit()
        self.undo_state_changed.emit()
        if game.state.decision is not None:
            self.decision_requested.emit(game.state.decision)

    def can_perform(self, action: a.Action) -> bool:
        return self._game.can_apply(action)

    def perform(self, action: a.Action) -> bool:
        """Apply ``action``. False (and ``action_failed``) when the engine refuses it."""
        try:
            events = self._game.apply(action)
        except IllegalActionError as exc:
            self.action_failed.emit(str(exc))
            return False
        self.history_step.emit("apply")
        self._announce_change()
        self.game_changed.emit(events)
        self.undo_state_changed.emit()
        decision = self._game.state.decision
        if decision is not None:
            self.decision_requested.emit(decision)
        return True

    # ------------------------------------------------------------------ undo and redo

    @property
    def can_undo(self) -> bool:
        return self._game.can_undo

    @property
    def can_redo(self) -> bool:
        return self._game.can_redo

    @property
    def undo_text(self) -> str:
        """The name of the action Undo takes back, "" when there is none."""
        entry = self._game.undo_step_entry  # a resolution with its choices is one step
        if entry is None:
            return ""
        return action_name(entry.action, entry.before, self._language)

    @property
    def redo_text(self) -> str:
        """The name of the action Redo applies again, "" when there is none."""
        redo = self._game.redo_actions
        if not redo:
            return ""
        return action_name(redo[-1], self._game.state, self._language)

    def undo(self) -> bool:
        """Take back the last action, cascade and all (a resolution that stopped for choices or
        for the players' own changes, as a whole). False when there is nothing to undo."""
        if not self._game.can_undo:
            return False
        for _ in self._game.undo_step():
            self.history_step.emit("undo")
        self._announce_change()
        self.game_changed.emit(None)
        self.undo_state_changed.emit()
        self._ask_again()
        return True

    def _ask_again(self) -> None:
        """Undo or redo came back to a choice a player had made (the order of triggers, a
        target...): it is asked again, as when it first came up."""
        decision = self._game.state.decision
        if decision is not None:
            self.decision_requested.emit(decision)

    def redo(self) -> bool:
        if not self._game.can_redo:
            return False
        before = self._game.action_count
        events = self._game.redo_step()
        for _ in range(self._game.action_count - before):
            self.history_step.emit("redo")
        self._announce_change()
        self.game_changed.emit(events)
        self.undo_state_changed.emit()
        self._ask_again()
        return True

    def _announce_change(self) -> None:
        """Tell the views what differs from the state they show (``state_changed``)."""
        before, before_chars = self._shown, self._shown_chars
        after_chars = self.characteristics()
        change = state_change(
            before, self._game.state, chars_before=before_chars, chars_after=after_chars
        )
        self._shown, self._shown_chars = self._game.state, after_chars
        self.state_changed.emit(change)

    # ------------------------------------------------------------------ reading the state

    def characteristics(self) -> dict[ObjectId, Characteristics]:
        """Characteristics of every permanent now (computed once per state)."""
        state = self._game.state
        if self._chars_for is not state:
            self._chars = compute_characteristics(state)
            self._chars_for = state
        return self._chars

    def attachments(self) -> dict[ObjectId, tuple[ObjectId, ...]]:
        """The Auras and Equipment on each permanent now (worked out once per state)."""
        state = self._game.state
        if self._attached_for is not state:
            attached: dict[ObjectId, list[ObjectId]] = {}
            objects = state.objects
            for oid in state.battlefield:
                host = objects[oid].attached_to
                if host is not None:
                    attached.setdefault(host, []).append(oid)
            self._attached = {host: tuple(ids) for host, ids in attached.items()}
            self._attached_for = state
        return self._attached

    def card_view(self, object_id: int) -> CardView:
        state = self._game.state
        oid = ObjectId(object_id)
        obj = state.objects[oid]
        return card_view(
            state,
            obj,
            self.characteristics().get(oid),
            language=self._language,
            attached_here=self.attachments().get(oid, ()),
        )

    def is_plain_land(self, object_id: int) -> bool:
        """A land that is nothing else (no Saga, no creature): lands like it are piled up."""
        chars = self.characteristics().get(ObjectId(object_id))
        if chars is None:
            return False
        return chars.card_types == ("Land",) and not chars.is_saga

    def card_name(self, object_id: int) -> str:
        obj = self._game.state.objects.get(ObjectId(object_id))
        return "" if obj is None else object_name(obj, self._language)

    def seat_view(self, player: int) -> SeatView:
        return seat_view(self._game.state, PlayerId(player), self._language)

    def phase_bar_view(self) -> PhaseBarView:
        return phase_bar_view(self._game.state, skipped=self._skipped_this_turn())

    def _skipped_this_turn(self) -> frozenset[int]:
        """Positions of the phase bar that were skipped this turn."""
        steps, phases = self._skipped_steps()
        return frozenset(
            index
            for index, (step, _pre) in enumerate(TURN_TEMPLATE)
            if step in steps or (step.phase in phases and step is not Step.MAIN)
        )

    def _skipped_steps(self) -> _Skipped:
        """The steps and phases skipped this turn, read from the history. Remembered per turn
        state (skipping a step always makes a new one), and after an action worked out from the
        state before it, so a long turn is not read again from its start after every step."""
        state = self._game.state
        known = self._skipped.get(id(state.turn))
        if known is not None and known[0] is state.turn:
            return known[1]
        game = self._game
        skipped: _Skipped | None = None
        if game.history_length:
            last = game.history_entry(-1)
            before = self._skipped.get(id(last.before.turn))
            if before is not None and before[0] is last.before.turn:
                skipped = _fold_skipped(before[1], last.events)
        if skipped is None:
            skipped = self._read_skipped(game.history)
        if len(self._skipped) >= 256:
            self._skipped.clear()
        self._skipped[id(state.turn)] = (state.turn, skipped)
        return skipped

    def _read_skipped(self, history: tuple[HistoryEntry, ...]) -> _Skipped:
        skipped_steps: set[Step] = set()
        skipped_phases: set[Phase] = set()
        chunks = [entry.events for entry in reversed(history)]
        chunks.append(self._game.initial_events)
        done = False
        for events in chunks:
            for event in reversed(events):
                if isinstance(event, ev.TurnBegan):
                    done = True
                    break
                if isinstance(event, ev.StepSkipped):
                    skipped_steps.add(event.step)
                elif isinstance(event, ev.PhaseSkipped):
                    skipped_phases.add(event.phase)
            if done:
                break
        return frozenset(skipped_steps), frozenset(skipped_phases)

    def player_name(self, player: int) -> str:
        return self._game.state.players[player].name
