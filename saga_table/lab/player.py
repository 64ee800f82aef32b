"""The scripted goldfish player: plays one game of a deck against an empty board, by fixed rules.

The rules it plays by (each is a setting of :class:`Policy`):

* **Mulligan** (London, 103.5): it looks at the hand it would keep after putting cards on the
  bottom, and keeps it when its lands are between ``keep.min_lands`` and ``keep.max_lands``, or
  it holds one of ``keep.keep_with``, or it has ``keep.keep_at`` cards or fewer. To the bottom go
  lands while the hand has more lands than spells, otherwise the spell with the greatest mana
  value.
* **A land each turn**, the one that lets the most spells in hand be cast (then the one that
  makes a colour the hand needs and the lands do not make yet; then one that enters tapped;
  then the first in hand). A land taps for its basic land types' colours and what its "{T}:
  Add" abilities add (a dual land's two colours); one whose text says it enters tapped (with
  the fast, slow, check, reveal and shock lands' conditions read) is tapped as it is played
  (:mod:`saga_table.lab.lands`).
* **Casting**: while something in hand can be paid for with the untapped lands, mana rocks and
  dorks ("{T}: Add {C}{C}."; a creature's from the turn after it came, 302.6) and the mana
  pool (:mod:`saga_table.lab.mana`), it casts the permanent spell with the greatest mana value,
  then instants and sorceries. The lands it pays with are tapped. A Treasure (one mana of any
  colour) is sacrificed only for a spell the lands and the pool cannot pay for. An instant or
  sorcery that only acts on what the goldfish never has (its text begins "Exile", "Destroy",
  "Counter", "Return" or "Tap": Swords to Plowshares, a counterspell) is held: cast on an empty
  board it would do nothing, and "cast by turn N" would count it.
* **Chapters and triggers** resolve as the built-in automation does (their structured effect is
  carried out). A chapter or spell with no structured effect is counted as "not carried out",
  unless :mod:`saga_table.lab.knowledge` knows it (Urza's Saga's Construct and search, burn
  spells' damage to the goldfish). Keldon Warcaller's lore counter targets the Saga with the
  fewest chapters left (one not yet at its final chapter first).
* **Decisions**: triggers are put on the stack in the order they triggered; read ahead chooses
  chapter I; discarding to hand size discards the spells with the greatest mana value, then
  lands. The guided effects' decisions take the first legal choice
  (:func:`saga_table.lab.answers.guided_answer`: the goldfish as the target when a player may
  be one, the first cards, yes, the first modes, the greatest number), each counted as
  "answered by default". A decision the player does not know at all is answered by its
  ``default_answer(state)`` when it has one, else the game stops there and the report counts it.
* **The goldfish** takes no turn but the first when it starts: each of the player's turns is
  followed by an extra turn for them (500.7), which plays the same game for the player at a
  fraction of the cost. The player's turn N is the game's turn N (N + 1 on the draw).
* **Attacks**: every untapped creature that can attack (no summoning sickness, 302.6) attacks the
  goldfish, who never blocks.

The goldfish is a second player with no cards, who cannot lose (the rules options of the game
say so), so damage goes on counting past 20.
"""

from __future__ import annotations

from typing import Any

from saga_table.compiled import status
from saga_table.engine import actions as a
from saga_table.engine.attack_options import summoning_sick
from saga_table.engine.cards import CardDef, CardFace
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.passing import reachable
from saga_table.engine.setup import OPENING_HAND
from saga_table.engine.state import (
    AbilityKind,
    ChooseReadAheadDecision,
    ChooseTargetsDecision,
    DiscardToHandSizeDecision,
    GameObject,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
    StackItem,
)
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from saga_table.lab import knowledge
from saga_table.lab.answers import guided_answer
from saga_table.lab.faces import FACES as _FACES
from saga_table.lab.faces import Face as _Face
from saga_table.lab.faces import (
    _held,
    _in_reach,
    _is_land,
    _same_colours,
    card_name,
    library_order,
    tap_sick,
    to_bottom,
    treasures,
)
from saga_table.lab.faces import face_facts as _face
from saga_table.lab.lands import best_land, entering_tapped, guessed_tapped
from saga_table.lab.mana import POOL_COLOUR as _POOL_COLOUR
from saga_table.lab.mana import Cost, Payer
from saga_table.lab.mana import pool_symbols as _pool_symbols
from saga_table.lab.policy import (
    GOLDFISH,
    ME,
    GameResult,
    KeepRule,
    Policy,
    game_seed,
    lab_setup,
)

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_CHAPTER = AbilityKind.CHAPTER
_KIND_SPELL = AbilityKind.SPELL
_KIND_TRIGGERED = AbilityKind.TRIGGERED
_STEP_BEGINNING_OF_COMBAT = Step.BEGINNING_OF_COMBAT
_STEP_COMBAT_DAMAGE = Step.COMBAT_DAMAGE
_STEP_DECLARE_ATTACKERS = Step.DECLARE_ATTACKERS
_STEP_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
_STEP_DRAW = Step.DRAW
_STEP_END = Step.END
_STEP_END_OF_COMBAT = Step.END_OF_COMBAT
_STEP_FIRST_STRIKE_DAMAGE = Step.FIRST_STRIKE_DAMAGE
_STEP_MAIN = Step.MAIN
_MAIN_VALUE = Step.MAIN.value
_STEP_UPKEEP = Step.UPKEEP
_ZONE_HAND = Zone.HAND
_ZONE_LIBRARY = Zone.LIBRARY

#: The action the player takes most often (30 a game), made once: an action is an immutable
#: value, and a frozen dataclass's construction costs ~0.35 us.
_RESOLVE = a.ResolveTopOfStack(carry_out=True)
#: The other actions the play loop takes every turn, made once for the same reason.
_NEXT_TURN = a.AdvanceToNextTurn(_MAIN_VALUE, True)  # (on to the next precombat main phase)
_ADVANCE_STEP = a.AdvanceStep()
_DEAL_DAMAGE = a.DealCombatDamage()
#: go_to's AdvanceToStep actions, by (step, precombat): a few kinds, made once each (and no
#: read of ``Step.value``, an enum property that is a Python call on CPython 3.11).
_ADVANCE_TO: dict[tuple[Step, bool | None], a.AdvanceToStep] = {}

__all__ = [
    "GOLDFISH",
    "ME",
    "GameResult",
    "KeepRule",
    "LabStopError",
    "Policy",
    "card_name",
    "deal_only",
    "game_seed",
    "lab_setup",
    "play_game",
]

#: The most actions one lab game may take: a loop in a card's automation must not hang the lab.
MAX_ACTIONS = 4000


class LabStopError(Exception):
    """The scripted player cannot go on with this game (the reason is counted in the report)."""


# ---------------------------------------------------------------------------- the player


class _Player:
    def __init__(self, game: Game, policy: Policy, result: GameResult) -> None:
        self.game = game
        self.policy = policy
        self.result = result
        self.spent: set[ObjectId] = set()
        self.pool_spent = 0
        self.spent_turn = -1
        self.attacked_turn = -1
        self.main_done_turn = -1
        self.damage_turn: tuple[int, Step] | None = None
        #: What my_turn takes from the game's turn number (one turn less on the draw).
        self.turn_offset = 0 if policy.on_the_play else 1
        #: The game's state, kept here after each action (the player reads it very often).
        self.state: GameState = game.state

    # ------------------------------------------------------------------ basics

    def do(self, action: a.Action) -> None:
        result = self.result
        result.actions += 1
        if result.actions > MAX_ACTIONS:
            raise LabStopError("the game took too many actions")
        game = self.game
        try:
            game.apply(action)
        except IllegalActionError as exc:
            # (the game's state is as it was: an action refused changes nothing)
            raise LabStopError(f"{type(action).__name__} was not allowed: {exc}") from None
        self.state = game.state

    def my_turn(self) -> int:
        """The player's own turn number (1 on their first turn), from the game's turn number."""
        return self.state.turn.number - self.turn_offset

    def hand(self) -> list[GameObject]:
        st = self.state
        return [st.objects[i] for i in st.zones.get((ME, _ZONE_HAND), ())]

    # ------------------------------------------------------------------ decisions and stack

    def settle(self) -> None:
        """Answer decisions and resolve the stack until neither waits."""
        for _ in range(500):
            st = self.state
            decision = st.decision
            if decision is not None:
                self.do(self.answer(st, decision))
            elif st.stack:
                self.resolve(st.stack[-1])
            else:
                return
        raise LabStopError("the stack did not settle")

    def answer(self, st: GameState, decision: Any) -> a.Action:
        if isinstance(decision, OrderTriggersDecision):
            return a.OrderTriggers(tuple(t.id for t in decision.triggers))
        if isinstance(decision, ChooseReadAheadDecision):
            return a.ChooseReadAhead(1)
        if isinstance(decision, MulliganDecision):
            return self.mulligan(st, decision)
        if isinstance(decision, DiscardToHandSizeDecision):
            hand = [st.objects[i] for i in st.zone(decision.player, _ZONE_HAND)]
            hand.sort(key=lambda o: (_is_land(o), -o.printed.mana_value))
            return a.DiscardToHandSize(tuple(o.id for o in hand[: decision.count]))
        if isinstance(decision, ChooseTargetsDecision):
            chosen = knowledge.lore_target(st, decision)
            if chosen is not None:
                return chosen
        guided = guided_answer(decision)
        if guided is not None:
            self.result.defaulted += 1
            if type(decision).__name__ == "ResolveByHandDecision":
                item = getattr(decision, "item", None)
                name = getattr(item, "source_name", "?")
                self.result.not_carried_out.add((name, getattr(item, "chapter", None) or 0))
            return guided
        default = getattr(decision, "default_answer", None)
        if callable(default):
            self.result.defaulted += 1
            action: a.Action = default(st)
            return action
        raise LabStopError(f"a decision the lab cannot answer: {type(decision).__name__}")

    def mulligan(self, st: GameState, decision: MulliganDecision) -> a.Action:
        if decision.player != ME:
            return a.KeepHand(decision.player)
        hand = self.hand()
        bottom = to_bottom(hand, min(decision.mulligans, len(hand)))
        kept = [o for o in hand if o.id not in bottom]
        lands = sum(1 for o in kept if _is_land(o))
        names = {card_name(o.card) for o in kept}
        if decision.mulligans >= OPENING_HAND or self.policy.keep.keeps(lands, names, len(kept)):
            self.result.mulligans = decision.mulligans
            return a.KeepHand(ME, tuple(bottom))
        return a.Mulligan(ME)

    def resolve(self, item: StackItem) -> None:
        name = item.source_name
        # (knowledge.handles answers False at once for an item with a structured effect)
        handled = item.effect is None and knowledge.handles(item)
        if item.kind is _KIND_CHAPTER and item.chapter is not None:
            key = (name, item.chapter)
            if key not in self.result.chapters and item.controller == ME:
                self.result.chapters[key] = self.state.turn.number - self.turn_offset  # (my_turn)
            if item.effect is None and not handled:
                self.result.not_carried_out.add(key)
        elif item.kind is _KIND_TRIGGERED and item.effect is None and not handled:
            self.result.not_carried_out.add((name, 0))
        burn = 0
        if item.kind is _KIND_SPELL and item.card is not None and item.effect is None:
            obj = self.state.objects.get(item.card)
            if obj is not None and not _face(obj.printed)[4]:  # (not a permanent card)
                burn = knowledge.burn_damage(obj.printed)
                if not burn:
                    self.result.not_carried_out.add((name, 0))
        self.do(_RESOLVE)
        if handled:
            knowledge.carry_out(self, item)
        elif burn:  # (to the goldfish's face, after the spell has resolved)
            self.do(a.ChangeLife(GOLDFISH, -burn))

    # ------------------------------------------------------------------ mana

    def fresh_turn(self) -> None:
        number = self.state.turn.number
        if self.spent_turn != number:
            self.spent_turn = number
            self.spent = set()
            self.pool_spent = 0

    def sources(self, *, reserve: bool = True) -> list[tuple[Any, frozenset[str]]]:
        """The untapped lands not yet used this turn (and the pool's mana), with their colours."""
        self.fresh_turn()
        st = self.state
        objects = st.objects
        spent = self.spent
        faces = _FACES.get
        out: list[tuple[Any, frozenset[str]]] = []
        for oid in st.battlefield:
            obj = objects[oid]
            if obj.controller != ME or obj.tapped or oid in spent:
                continue
            face = obj.card.faces[obj.face]  # (its printed face)
            known = faces(id(face))
            if known is None or known[0] is not face:
                known = _face(face)
            if not known[1]:
                if known[6] and not tap_sick(obj, face, st.turn.number):
                    # a mana rock or dork: one source a mana, tapped once (lands_spent)
                    out.extend((("rock", oid, k), c) for k, c in enumerate(known[6]))
                continue
            if reserve and knowledge.reserved(obj):
                continue
            out.append((oid, known[2]))
        pool = st.players[ME].mana_pool
        if pool:
            symbols = _pool_symbols(pool)[self.pool_spent :]
            out.extend((("pool", i), _POOL_COLOUR[s]) for i, s in enumerate(symbols))
        return out

    def spend(self, used: tuple[Any, ...]) -> None:
        """Pay with ``used``: the pool's mana is counted spent, the lands are tapped in one
        action (TapPermanents: each in turn, as one TapPermanent each would)."""
        lands = self.lands_spent(used)
        if lands:
            self.do(a.TapPermanents(lands))

    def lands_spent(self, used: tuple[Any, ...]) -> tuple[ObjectId, ...]:
        """The lands (and mana rocks) of ``used``, counted spent (the pool's mana too): the
        caller taps them, each once."""
        lands = []
        for source in used:
            if isinstance(source, tuple):
                if source[0] == "rock":
                    oid = source[1]
                    if oid not in self.spent:
                        self.spent.add(oid)
                        lands.append(oid)
                else:
                    self.pool_spent += 1
            else:
                self.spent.add(source)
                lands.append(source)
        return tuple(lands)

    # ------------------------------------------------------------------ the turn

    def go_to(self, step: Step, precombat: bool | None = None) -> None:
        """Pass on to the next ``step`` of the turn in one action (the engine stops earlier
        where something triggers); one step on when no such step is ahead (a skipped phase)."""
        if not reachable(self.state.turn, step, precombat):
            self.do(_ADVANCE_STEP)
            return
        action = _ADVANCE_TO.get((step, precombat))
        if action is None:
            action = _ADVANCE_TO[step, precombat] = a.AdvanceToStep(step.value, precombat)
        self.do(action)

    def play_land(self) -> None:
        st = self.state
        if st.players[ME].lands_played:
            return
        objects = st.objects
        faces = _FACES.get
        lands: list[tuple[GameObject, frozenset[str]]] = []
        spells: list[_Face] = []
        for oid in st.zones.get((ME, _ZONE_HAND), ()):
            obj = objects[oid]
            face = obj.card.faces[obj.face]  # (its printed face)
            known = faces(id(face))
            if known is None or known[0] is not face:
                known = _face(face)
            if known[1]:
                lands.append((obj, known[2]))
            else:
                spells.append(known)
        if not lands:
            return
        tapped = entering_tapped(st, ME, [obj for obj, _ in lands])
        if _same_colours(lands) and not any(tapped.values()):
            # A land's score reads only its colours (a payment reads only the sources'
            # colours, mana.Payer): lands all of the same colours score the same, and max keeps
            # the first of equals. (fresh_turn: what sources() would have begun with.)
            self.fresh_turn()
            best = lands[0][0]
        else:
            best = best_land(lands, spells, tapped, self.sources(reserve=False))
        self.do(a.PlayLand(best.id))
        if tapped.get(best.id):  # 614.1c: it enters tapped (lands.py reads when)
            if guessed_tapped(best.card.faces[best.face]):
                self.result.defaulted += 1  # (a condition the lab cannot read: a guess)
            new = self.state.objects[self.state.battlefield[-1]]
            if new.card is best.card and not new.tapped:  # (the engine taps an unconditional one)
                self.do(a.TapPermanent(new.id))
        self.settle()

    def cast_spells(self) -> None:
        for _ in range(60):
            st = self.state
            objects = st.objects
            faces = _FACES.get
            spells = []
            for oid in st.zones.get((ME, _ZONE_HAND), ()):
                obj = objects[oid]
                face = obj.card.faces[obj.face]  # (its printed face)
                known = faces(id(face))
                if known is None or known[0] is not face:
                    known = _face(face)
                if not known[1] and not _held(face, known):  # (not a land, not held)
                    spells.append((obj, face, known))
            if not spells:
                return
            lands = self.sources()
            treasure_ids: set[ObjectId] = set()
            best = _best_spell(spells, lands)
            if best is None:  # Treasures only for what the lands and the pool cannot pay
                extra = treasures(self.state, ME, self.spent)
                if extra:
                    treasure_ids = {oid for oid, _ in extra}
                    best = _best_spell(spells, [*lands, *extra])
            if best is None:
                return
            obj, cost, payer = best
            used = payer.pay(cost)
            assert used is not None  # (can_pay said so)
            self.result.cast.setdefault(card_name(obj.card), self.my_turn())
            tapped = self.lands_spent(used)
            spent = [t for t in tapped if t in treasure_ids]
            for treasure in spent:  # its mana: sacrificed as the spell is paid for
                self.do(a.SacrificePermanent(treasure))
            # its lands tapped as it is cast (601.2g), in one action with the cast
            self.do(a.CastSpell(obj.id, tapping=tuple(t for t in tapped if t not in spent)))
            self.settle()

    def attack(self) -> bool:
        st = self.state
        chars = compute_characteristics(st)
        number = st.turn.number
        attackers = []
        objects = st.objects
        for oid in st.battlefield:
            obj = objects[oid]
            if obj.controller != ME or obj.tapped:
                continue
            c = chars[oid]
            if "Creature" not in c.card_types or (c.power or 0) <= 0:  # (c.is_creature)
                continue
            if summoning_sick(obj, c, number):
                continue  # 302.6
            attackers.append((oid, GOLDFISH))
        if not attackers:
            return False
        self.do(a.DeclareAttackers(tuple(attackers)))
        self.settle()
        return True

    def record_turn_end(self) -> None:
        st = self.state
        lands = 0
        for obj in map(st.objects.__getitem__, st.battlefield):
            if obj.controller == ME and "Land" in obj.card.faces[obj.face].card_types:
                lands += 1  # (_is_land)
        self.result.lands.append(lands)
        self.result.damage.append(self.policy.goldfish_life - st.players[GOLDFISH].life)

    def can_attack(self) -> bool:
        st = self.state
        number = st.turn.number
        for oid in st.battlefield:
            obj = st.objects[oid]
            if obj.controller == ME and not obj.tapped and obj.entered_turn != number:
                return True  # a permanent that may be a creature (attack() looks closer)
        return False

    def end_turn(self) -> bool:
        """The player's turn is done: count it, and pass to the next one. False after the last."""
        self.record_turn_end()
        if self.my_turn() >= self.policy.turns:
            return False
        # The goldfish does nothing on its turns: the player takes the next turns as extra
        # turns instead (500.7), the same game for the player at a fraction of the cost; all of
        # them in one action, at the end of their first turn (the engine gives up to 100).
        if not self.state.turn.extra_turns:
            self.do(a.AddExtraTurn(ME, min(self.policy.turns - self.my_turn(), 100)))
        self.do(_NEXT_TURN)  # on to its precombat main phase
        return True

    def play(self) -> None:
        self.settle()  # the opening hands
        while True:
            st = self.state
            if st.game_over:
                raise LabStopError("the game ended")
            if st.decision is not None or st.stack:
                self.settle()
                continue
            turn = st.turn
            if turn.active != ME:
                self.do(_NEXT_TURN)
                continue
            step = turn.step
            mine = turn.number - self.turn_offset  # (my_turn)
            if step is _STEP_MAIN and turn.is_precombat_main and self.main_done_turn != mine:
                self.main_done_turn = mine
                knowledge.main_phase_begins(self)
                self.play_land()
                self.cast_spells()
                knowledge.main_phase_ends(self)
                if not self.can_attack():
                    if not self.end_turn():
                        return
                    continue
                self.go_to(_STEP_DECLARE_ATTACKERS)
            elif step is _STEP_DECLARE_ATTACKERS and self.attacked_turn != mine:
                self.attacked_turn = mine
                if not self.attack():
                    if not self.end_turn():
                        return
                    continue
                self.go_to(_STEP_COMBAT_DAMAGE)
            elif step in (_STEP_FIRST_STRIKE_DAMAGE, _STEP_COMBAT_DAMAGE) and self.damage_turn != (
                key := (turn.number, step)
            ):
                self.damage_turn = key
                self.do(_DEAL_DAMAGE)
                self.settle()
                if step is _STEP_COMBAT_DAMAGE and not self.end_turn():
                    return
                if step is _STEP_FIRST_STRIKE_DAMAGE:
                    self.go_to(_STEP_COMBAT_DAMAGE)
            elif step is _STEP_MAIN or step is _STEP_END or step is _STEP_END_OF_COMBAT:
                # past the player's actions for the turn (a trigger stopped the way on): on to
                # the next turn's precombat main phase, as end_turn goes
                self.do(_NEXT_TURN)
            elif step is _STEP_UPKEEP or step is _STEP_DRAW:
                self.go_to(_STEP_MAIN, precombat=True)
            elif step is _STEP_BEGINNING_OF_COMBAT:
                self.go_to(_STEP_DECLARE_ATTACKERS)
            elif step is _STEP_DECLARE_BLOCKERS:
                self.go_to(_STEP_COMBAT_DAMAGE)
            else:
                self.do(_ADVANCE_STEP)


def _best_spell(
    spells: list[tuple[GameObject, CardFace, _Face]], sources: list[tuple[Any, frozenset[str]]]
) -> tuple[GameObject, Cost, Payer] | None:
    """The permanent spell with the greatest mana value that ``sources`` can pay for, then
    instants and sorceries; the first of equals (the hand's order), as max keeps it. Only the
    one cast is paid (its sources), the others only asked whether they can be."""
    reach = _in_reach(spells, len(sources))
    if not reach:
        return None
    payer = Payer(sources)
    best = None
    rank: tuple[bool, int] = (False, 0)
    for obj, face, known in reach:
        if payer.can_pay(known[3]) and (best is None or (known[4], face.mana_value) > rank):
            best, rank = (obj, known[3]), (known[4], face.mana_value)
    return None if best is None else (*best, payer)


def play_game(
    deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int
) -> tuple[GameResult, Game]:
    """Play game ``number`` of a lab run: what it showed, and the game itself."""
    game = Game(lab_setup(deck, policy, seed, number), keep_history=policy.keep_history)
    result = GameResult(number)
    result.first_position, result.opening_lands = library_order(game.initial_state)
    player = _Player(game, policy, result)
    try:
        player.play()
    except LabStopError as exc:
        result.stopped = str(exc)
    except MemoryError:
        raise
    except Exception as exc:
        if status() == "compiled":
            raise  # (the runner plays the games again on the Python modules)
        # a fault of the app: counted as a stopped game (the report names it and its games,
        # which open on the table), not the end of a run of thousands
        result.stopped = f"an error in the app ({type(exc).__name__}: {exc})"
    return result, game


def deal_only(deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int) -> GameResult:
    """The cheap path for the figures a closed form gives: game ``number`` set up (its library
    shuffled by the engine, the first seven drawn) and not played."""
    game = Game(lab_setup(deck, policy, seed, number), keep_history=False)
    result = GameResult(number)
    result.first_position, result.opening_lands = library_order(game.initial_state)
    return result
