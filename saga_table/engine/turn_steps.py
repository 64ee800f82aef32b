"""What each step of the turn does as it begins and as it ends (500-514): the turn-based
actions (untap, draw, the lore counters of the precombat main phase, cleanup), the abilities
"at the beginning of" a step, mana emptying and creatures leaving combat; and which steps a
passage may pass at once (turn_flow._passes_at_once), with what each would make trigger.

The lore counter of 714.3c (505.4) is put as the *first* main phase of the turn begins (505.1a:
only the first main phase is the precombat main phase), never in an extra main phase, and not at
all when that phase is skipped. It is a turn-based action, not an effect.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.cards import CardFace, TriggerEvent
from saga_table.engine.characteristics import (
    compute_characteristics,
    has_continuous_effects,
    printed_characteristics,
)
from saga_table.engine.control import refresh_control
from saga_table.engine.counters import LORE, put_counters
from saga_table.engine.day_night import untap_step_check
from saga_table.engine.designations import trigger_rad
from saga_table.engine.effects.steps_permanents import LINKED_MARKS
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import Zone
from saga_table.engine.initiative import trigger_upkeep_venture
from saga_table.engine.monarch import trigger_monarch_draw
from saga_table.engine.sba import settle
from saga_table.engine.state import (
    DiscardToHandSizeDecision,
    Duration,
    GameObject,
    GameState,
    PlayerState,
    TurnState,
)
from saga_table.engine.turns import Phase, Step, StepSlot
from saga_table.engine.tx import Tx
from saga_table.engine.watch import trigger_at_beginning

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_PHASE_COMBAT = Phase.COMBAT
_STEP_BEGINNING_OF_COMBAT = Step.BEGINNING_OF_COMBAT
_STEP_CLEANUP = Step.CLEANUP
_STEP_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
_STEP_DRAW = Step.DRAW
_STEP_END = Step.END
_STEP_END_OF_COMBAT = Step.END_OF_COMBAT
_STEP_MAIN = Step.MAIN
_STEP_UNTAP = Step.UNTAP
_STEP_UPKEEP = Step.UPKEEP
_ZONE_HAND = Zone.HAND
_DURATION_UNTIL_END_OF_COMBAT = Duration.UNTIL_END_OF_COMBAT
_DURATION_UNTIL_END_OF_TURN = Duration.UNTIL_END_OF_TURN

__all__ = [
    "AT_ONCE",
    "begin_step",
    "cleanup_does_nothing",
    "empty_mana_pools",
    "end_step",
    "finish_cleanup",
    "leave_combat",
]


#: The turn as a step begins, and a permanent untapped (fastreplace.replacer: a step begins
#: about a hundred times a game).
_step_begins = replacer(TurnState, "slot", "remaining", "main_phases_begun")
_untapped = replacer(GameObject, "tapped")
_out_of_combat = replacer(GameObject, "attacking", "blocking", "blocked")
_pool = replacer(PlayerState, "mana_pool")

#: What abilities "at the beginning of ..." each step watches for.
_UPKEEP = frozenset((TriggerEvent.BEGINNING_OF_YOUR_UPKEEP, TriggerEvent.BEGINNING_OF_EACH_UPKEEP))
_PRECOMBAT_MAIN = frozenset(
    (TriggerEvent.BEGINNING_OF_YOUR_PRECOMBAT_MAIN, TriggerEvent.BEGINNING_OF_EACH_PRECOMBAT_MAIN)
)
_BEGINNING_OF_COMBAT = frozenset((TriggerEvent.BEGINNING_OF_COMBAT_ON_YOUR_TURN,))
_END_OF_COMBAT = frozenset((TriggerEvent.END_OF_COMBAT,))
_END_STEP = frozenset(
    (TriggerEvent.BEGINNING_OF_YOUR_END_STEP, TriggerEvent.BEGINNING_OF_EACH_END_STEP)
)
#: The steps a passage may pass at once, and what "at the beginning of" abilities each would
#: make trigger (_passes_at_once; the main phase only as a postcombat one; the cleanup only
#: with nothing to do).
AT_ONCE: dict[Step, frozenset[TriggerEvent]] = {
    _STEP_UPKEEP: _UPKEEP,
    _STEP_BEGINNING_OF_COMBAT: _BEGINNING_OF_COMBAT,
    _STEP_END_OF_COMBAT: _END_OF_COMBAT,
    Step.DECLARE_ATTACKERS: frozenset(),
    _STEP_DECLARE_BLOCKERS: frozenset(),
    _STEP_MAIN: frozenset(),
    _STEP_END: _END_STEP,
    _STEP_CLEANUP: frozenset(),
}


# ---------------------------------------------------------------------------- as a step ends


def empty_mana_pools(tx: Tx) -> None:
    """500.4: mana empties from each player's pool as each step and phase ends."""
    for p in tx.state.players:
        if p.mana_pool:
            tx.set_player(_pool(p, ""), unread=True)


def end_step(tx: Tx) -> None:
    state = tx.state
    for p in state.players:  # 500.4 (empty_mana_pools written out: ~80 steps end a game)
        if p.mana_pool:
            tx.set_player(_pool(p, ""), unread=True)
    turn = state.turn
    slot = turn.slot
    if slot.step is _STEP_END_OF_COMBAT or (
        slot.phase is _PHASE_COMBAT
        and (not turn.remaining or turn.remaining[0].instance != slot.instance)
    ):
        leave_combat(tx)


def leave_combat(tx: Tx) -> None:
    """506.4: creatures leave combat as the combat phase ends; until-end-of-combat effects end."""
    state = tx.state
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.attacking is not None or obj.blocking or obj.blocked:
            tx.set_status(_out_of_combat(obj, None, (), False))
    _end_effects(tx, _DURATION_UNTIL_END_OF_COMBAT)
    if state.turn.attackers_declared:
        state.turn = replace(state.turn, attackers_declared=False)


def _end_effects(tx: Tx, duration: Duration) -> None:
    state = tx.state
    ending = [e for e in state.effects if e.duration is duration]
    if ending:
        state.effects = tuple(e for e in state.effects if e.duration is not duration)
        for e in ending:
            tx.emit(ev.EffectEnded(e.id, e.text))
        refresh_control(tx)  # 514.2: "until end of turn" control ends here


# ---------------------------------------------------------------------------- as a step begins


def begin_step(
    tx: Tx, slot: StepSlot, remaining: tuple[StepSlot, ...] | None = None, mains: int = 0
) -> None:
    """The step in ``slot`` begins (``remaining``: the slots after it, when they change;
    ``mains``: main phases passed at once before it). ``tx.step_settled`` says afterwards
    whether its last act was to settle (state-based actions and triggers, as before
    priority)."""
    state = tx.state
    tx.step_settled = False
    now = state.turn
    step = slot.step
    main = step is _STEP_MAIN
    turn = _step_begins(
        now,
        slot,
        now.remaining if remaining is None else remaining,
        now.main_phases_begun + main + mains,
    )
    # (turn.is_precombat_main, written out: a step begins about a hundred times a game)
    precombat = main and turn.main_phases_begun == 1 and turn.main_phases_skipped == 0
    state.turn = turn
    if not tx.quiet:
        tx.emit(ev.StepBegan(slot.phase, step, precombat=precombat, extra=slot.extra))
    active = turn.active
    # 800.4j: a turn whose active player has left the game goes on to its end without one:
    # what the active player does (untap, draw, lore counters, discard) nobody does; what
    # happens at the beginning of each step, and the cleanup's 514.2, still happen
    gone = state.players[active].left_game
    if step is _STEP_UNTAP:
        if gone:
            return
        # 502.2: day or night may change first; then 502.3: the active player untaps.
        untap_step_check(tx, turn.previous_active, turn.previous_spells)
        objects = state.objects
        for oid in state.battlefield:
            obj = objects[oid]
            if obj.controller == active and obj.tapped:
                tx.set_status(_untapped(obj, False))
                if not tx.quiet:
                    tx.emit(ev.PermanentUntapped(obj.id))
        return
    if step is _STEP_UPKEEP:
        trigger_upkeep_venture(tx)  # 725.2
        trigger_at_beginning(tx, _UPKEEP)
    elif step is _STEP_DRAW:
        if not gone:
            tx.draw(active)  # 504.1
    elif step is _STEP_MAIN and precombat:
        if not gone:
            _lore_turn_based_action(tx)
            trigger_rad(tx)  # 727.1
        trigger_at_beginning(tx, _PRECOMBAT_MAIN)
    elif step is _STEP_BEGINNING_OF_COMBAT:
        trigger_at_beginning(tx, _BEGINNING_OF_COMBAT)
    elif step is _STEP_END_OF_COMBAT:
        trigger_at_beginning(tx, _END_OF_COMBAT)
    elif step is _STEP_END:
        trigger_monarch_draw(tx)
        trigger_at_beginning(tx, _END_STEP)
    elif step is _STEP_CLEANUP:
        _cleanup(tx)
        return
    at = tx.settled_at
    if (
        at is None
        or at[0] != tx.sba_writes
        or at[1] != tx.unread_writes
        or at[2] != len(tx.events)
        or state.pending
        or not LINKED_MARKS.isdisjoint(state.extra)
    ):
        settle(tx)
        if tx.passing is not None and state.decision is None:
            tx.settled_at = (tx.sba_writes, tx.unread_writes, len(tx.events))
    # (else the state is as it was when last known settled: nothing written, no event, nothing
    # waiting to go on the stack, so a settle would do nothing: a declare attackers or a
    # combat damage step gone to, whose beginning does nothing)
    tx.step_settled = True  # (the last thing this step did: see passing._pass_until)


def _lore_turn_based_action(tx: Tx) -> None:
    """714.3c / 505.4: the active player puts a lore counter on each Saga they control with one or
    more chapter abilities. A rule, not an effect: only "you put" doublers change it."""
    state = tx.state
    active = state.turn.active
    objects = state.objects
    if has_continuous_effects(state):
        chars = compute_characteristics(state)
        sagas = [
            oid
            for oid in state.battlefield
            if objects[oid].controller == active and (c := chars[oid]).is_saga and c.chapters
        ]
    else:  # (then a permanent is a Saga with chapters as its printed face says: no layers)
        sagas = []
        known = _SAGA_FACES.get
        for oid in state.battlefield:
            obj = objects[oid]
            if obj.controller == active:
                face = obj.card.faces[obj.face]  # (its printed face)
                hit = known(id(face))
                if hit is None or hit[0] is not face:
                    hit = _saga_face(face)
                if hit[1]:
                    sagas.append(oid)
    for oid in sagas:
        put_counters(tx, oid, LORE, 1, putter=active, by_effect=False)


#: Whether a face is a Saga with chapter abilities, by identity (faces are immutable values,
#: and few; the lore counters look at every permanent of the active player each turn).
_SAGA_FACES: dict[int, tuple[CardFace, bool]] = {}


def _saga_face(face: CardFace) -> tuple[CardFace, bool]:
    c = printed_characteristics(face)
    if len(_SAGA_FACES) > 20_000:
        _SAGA_FACES.clear()
    entry = _SAGA_FACES[id(face)] = (face, c.is_saga and bool(c.chapters))
    return entry


def _cleanup(tx: Tx) -> None:
    """514: discard to hand size, damage wears off and "until end of turn" effects end; then
    priority only if state-based actions were performed or abilities triggered (514.3a)."""
    state = tx.state
    active = state.turn.active
    hand = state.zones.get((active, _ZONE_HAND), ())
    player = state.players[active]
    if player.left_game:  # 800.4j: no active player to discard (514.1); 514.2 still happens
        finish_cleanup(tx)
        return
    if player.paper:
        _paper_cleanup_discard(tx)
        finish_cleanup(tx)
        return
    excess = len(hand) - state.rules.max_hand_size
    if excess > 0:
        state.decision = DiscardToHandSizeDecision(active, excess)
        tx.emit(ev.DecisionRequested(active, "discard to hand size"))
        return
    finish_cleanup(tx)


def _paper_cleanup_discard(tx: Tx) -> None:
    """514.1 for a paper seat. When every card in its hand is unseen, the result is known: the
    player discards down to the maximum hand size at the table, so the hidden count becomes that
    size and the graveyard counts as many unseen cards more. When the hand also holds known
    cards, which ones the player discards cannot be decided here: nothing is asked, and the
    player sets the hand count (SetHandSize) and moves any known card themselves."""
    state = tx.state
    active = state.turn.active
    player = state.players[active]
    known = len(state.zones.get((active, _ZONE_HAND), ()))
    excess = known + player.hidden_hand - state.rules.max_hand_size
    if excess <= 0 or known:
        return
    tx.set_player(
        replace(
            player,
            hidden_hand=player.hidden_hand - excess,
            hidden_graveyard=player.hidden_graveyard + excess,
        )
    )
    tx.emit(ev.HiddenCardsDiscarded(active, excess))


def finish_cleanup(tx: Tx) -> None:
    state = tx.state
    objects = state.objects
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.damage:
            tx.set_object(replace(obj, damage=0))
    _end_effects(tx, _DURATION_UNTIL_END_OF_TURN)
    had_pending = bool(state.pending)
    # 514.3a: a state-based action performed, or an ability waiting (also one that the discard
    # or the end of an effect made trigger, which settle leaves waiting when its controller
    # must first order several: then a decision is what it stopped at)
    if settle(tx) or had_pending or state.stack or state.pending or state.decision is not None:
        state.turn = replace(state.turn, another_cleanup=True)
    elif tx.passing is not None and state.decision is None:
        # settled, and no priority (514.3): a passage into the next turn knows it from here
        tx.settled_at = (tx.sba_writes, tx.unread_writes, len(tx.events))


def cleanup_does_nothing(state: GameState) -> bool:
    """Whether a cleanup step would do nothing but pass (514): no card to discard (514.1), no
    damage to wear off nor "until end of turn" effect to end (514.2), nothing waiting to go on
    the stack nor on it (514.3a: then no priority, and no other cleanup step)."""
    active = state.turn.active
    player = state.players[active]
    if player.paper or state.pending or state.stack:
        return False
    if len(state.zones.get((active, _ZONE_HAND), ())) > state.rules.max_hand_size:
        return False
    for e in state.effects:
        if e.duration is _DURATION_UNTIL_END_OF_TURN:
            return False
    objects = state.objects
    return all(not objects[oid].damage for oid in state.battlefield)
