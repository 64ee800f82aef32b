"""The scripted goldfish player: plays one game of a deck against an empty board, by fixed rules.

The rules it plays by (each is a setting of :class:`Policy`):

* **Mulligan** (London, 103.5): it looks at the hand it would keep after putting cards on the
  bottom, and keeps it when its lands are between ``keep.min_lands`` and ``keep.max_lands``, or
  it holds one of ``keep.keep_with``, or it has ``keep.keep_at`` cards or fewer. To the bottom go
  lands while the hand has more lands than spells, otherwise the spell with the greatest mana
  value.
* **A land each turn**, the one that lets the most spells in hand be cast (then the one that
  makes a colour the hand needs and the lands do not make yet; then the first in hand).
* **Casting**: while something in hand can be paid for with the untapped lands and the mana
  pool (:mod:`saga_table.lab.mana`), it casts the permanent spell with the greatest mana value,
  then instants and sorceries. The lands it pays with are tapped.
* **Chapters and triggers** resolve as the built-in automation does (their structured effect is
  carried out). A chapter or spell with no structured effect is counted as "not carried out",
  unless :mod:`saga_table.lab.knowledge` knows it (Urza's Saga's Construct and search, Keldon
  Warcaller's lore counter).
* **Decisions**: triggers are put on the stack in the order they triggered; read ahead chooses
  chapter I; discarding to hand size discards the spells with the greatest mana value, then
  lands. The guided effects' decisions take the first legal choice (:func:`_guided_answer`: the
  goldfish as the target when a player may be one, the first cards, yes, the first modes, the
  greatest number), each counted as "answered by default". A decision the player does not know
  at all is answered by its
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

from dataclasses import dataclass, field
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine.attack_options import summoning_sick
from saga_table.engine.cards import CardDef, CardFace
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.game import Game
from saga_table.engine.goldfish import BASIC_MANA
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.passing import reachable
from saga_table.engine.setup import OPENING_HAND, GameSetup, PlayerSetup
from saga_table.engine.stack import PERMANENT_TYPES
from saga_table.engine.state import (
    AbilityKind,
    ChooseReadAheadDecision,
    DiscardToHandSizeDecision,
    GameObject,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
    RuleOptions,
    StackItem,
)
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from saga_table.lab import knowledge
from saga_table.lab.mana import Cost, Payer, parse_cost

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

ME = PlayerId(0)
GOLDFISH = PlayerId(1)

#: The most actions one lab game may take: a loop in a card's automation must not hang the lab.
MAX_ACTIONS = 4000


class LabStopError(Exception):
    """The scripted player cannot go on with this game (the reason is counted in the report)."""


@dataclass(frozen=True, slots=True)
class KeepRule:
    """When to keep a hand (after the cards for the mulligans are put on the bottom)."""

    min_lands: int = 2
    max_lands: int = 5
    keep_with: tuple[str, ...] = ()
    keep_at: int = 5

    def keeps(self, lands: int, names: set[str], size: int) -> bool:
        if size <= self.keep_at:
            return True
        if self.keep_with and names.intersection(self.keep_with):
            return True
        return self.min_lands <= lands <= self.max_lands


@dataclass(frozen=True, slots=True)
class Policy:
    """How the scripted player plays; see the module's text."""

    turns: int = 10
    on_the_play: bool = True
    keep: KeepRule = field(default_factory=KeepRule)
    goldfish_life: int = 20
    #: False: a light game for the lab (no undo snapshots, no event text); True: a normal game.
    keep_history: bool = False


def game_seed(seed: int, number: int) -> int:
    """The engine seed of game ``number`` (from 1) of a lab run seeded with ``seed``: each game
    has its own, so a game can be played again alone and the split among processes changes
    nothing."""
    return (seed * 1_000_003 + number) & 0xFFFF_FFFF_FFFF


def lab_setup(deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int) -> GameSetup:
    """The setup of game ``number``: the deck's player and the goldfish, opening hands to keep."""
    rules = RuleOptions(
        lose_at_zero_life=False,
        lose_drawing_from_empty_library=False,
        one_land_per_turn=True,
        auto_order_identical_triggers=True,
    )
    return GameSetup(
        players=(
            PlayerSetup("Player", library=deck),
            PlayerSetup("Goldfish", life=policy.goldfish_life),
        ),
        seed=game_seed(seed, number),
        rules=rules,
        starting_player=0 if policy.on_the_play else 1,
        opening_hands=True,
    )


@dataclass(slots=True)
class GameResult:
    """What one game showed, turn by turn (turns are the player's own, from 1)."""

    number: int
    #: Mulligans taken; the hand kept has 7 minus this many cards.
    mulligans: int = 0
    #: Each card name's first position in the library as first shuffled (0 = top): the cards
    #: seen by turn N with no mulligan are the top 7 + (N - 1) (on the play).
    first_position: dict[str, int] = field(default_factory=dict)
    #: Lands in the first seven cards, before any mulligan.
    opening_lands: int = 0
    lands: list[int] = field(default_factory=list)
    damage: list[int] = field(default_factory=list)
    cast: dict[str, int] = field(default_factory=dict)
    chapters: dict[tuple[str, int], int] = field(default_factory=dict)
    #: (card, chapter or 0) -> the first turn a search by it found a card, and the card's types.
    found: dict[tuple[str, int], tuple[int, tuple[str, ...]]] = field(default_factory=dict)
    not_carried_out: set[tuple[str, int]] = field(default_factory=set)
    defaulted: int = 0
    stopped: str | None = None
    actions: int = 0

    def kill_turn(self, life: int) -> int | None:
        return next((i + 1 for i, d in enumerate(self.damage) if d >= life), None)


# ---------------------------------------------------------------------------- the player


def card_name(card: CardDef) -> str:
    """The name the lab reports a card by: its front face's (a chapter's source is named so)."""
    return card.faces[0].name


#: What the player reads of each face, by identity (faces are immutable values, and few):
#: whether it is a land, the mana it makes as one (each basic land type's colour, else C), its
#: mana cost as the lab reads it, and whether it is a permanent card.
_FACES: dict[int, tuple[CardFace, bool, frozenset[str], Cost, bool]] = {}


def _face(face: CardFace) -> tuple[CardFace, bool, frozenset[str], Cost, bool]:
    hit = _FACES.get(id(face))
    if hit is not None and hit[0] is face:
        return hit
    colours = frozenset(BASIC_MANA[s] for s in face.subtypes if s in BASIC_MANA)
    if len(_FACES) > 20_000:
        _FACES.clear()
    hit = _FACES[id(face)] = (
        face,
        "Land" in face.card_types,
        colours or frozenset("C"),
        parse_cost(face.mana_cost),
        bool(PERMANENT_TYPES.intersection(face.card_types)),
    )
    return hit


def _is_land(obj: GameObject) -> bool:
    return "Land" in obj.card.faces[obj.face].card_types  # (its printed face)


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
        self.damage_turn = ""
        #: The game's state, kept here after each action (the player reads it very often).
        self.state: GameState = game.state

    # ------------------------------------------------------------------ basics

    def do(self, action: a.Action) -> None:
        self.result.actions += 1
        if self.result.actions > MAX_ACTIONS:
            raise LabStopError("the game took too many actions")
        try:
            self.game.apply(action)
        except IllegalActionError as exc:
            raise LabStopError(f"{type(action).__name__} was not allowed: {exc}") from None
        finally:
            self.state = self.game.state

    def my_turn(self) -> int:
        """The player's own turn number (1 on their first turn), from the game's turn number."""
        number = self.state.turn.number
        return number if self.policy.on_the_play else number - 1

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
        guided = _guided_answer(decision)
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
        bottom = self.to_bottom(hand, min(decision.mulligans, len(hand)))
        kept = [o for o in hand if o.id not in bottom]
        lands = sum(1 for o in kept if _is_land(o))
        names = {card_name(o.card) for o in kept}
        if decision.mulligans >= OPENING_HAND or self.policy.keep.keeps(lands, names, len(kept)):
            self.result.mulligans = decision.mulligans
            return a.KeepHand(ME, tuple(bottom))
        return a.Mulligan(ME)

    @staticmethod
    def to_bottom(hand: list[GameObject], count: int) -> list[ObjectId]:
        rest = list(hand)
        out: list[ObjectId] = []
        for _ in range(count):
            lands = [o for o in rest if _is_land(o)]
            spells = [o for o in rest if not _is_land(o)]
            if lands and len(lands) > len(spells):
                pick = lands[-1]
            elif spells:
                pick = max(spells, key=lambda o: o.printed.mana_value)
            else:
                pick = rest[-1]
            rest.remove(pick)
            out.append(pick.id)
        return out

    def resolve(self, item: StackItem) -> None:
        turn = self.my_turn()
        name = item.source_name
        handled = knowledge.handles(item)
        if item.kind is _KIND_CHAPTER and item.chapter is not None:
            key = (name, item.chapter)
            if key not in self.result.chapters and item.controller == ME:
                self.result.chapters[key] = turn
            if item.effect is None and not handled:
                self.result.not_carried_out.add(key)
        elif item.kind is _KIND_TRIGGERED and item.effect is None and not handled:
            self.result.not_carried_out.add((name, 0))
        elif item.kind is _KIND_SPELL and item.card is not None:
            obj = self.state.objects.get(item.card)
            if obj is not None and not _face(obj.printed)[4]:  # (not a permanent card)
                self.result.not_carried_out.add((name, 0))
        self.do(a.ResolveTopOfStack(carry_out=True))
        if handled:
            knowledge.carry_out(self, item)

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
            if not known[1] or (reserve and knowledge.reserved(obj)):
                continue
            out.append((oid, known[2]))
        pool = st.players[ME].mana_pool
        if pool:
            symbols = _pool_symbols(pool)[self.pool_spent :]
            out.extend((("pool", i), _POOL_COLOUR[s]) for i, s in enumerate(symbols))
        return out

    def spend(self, used: tuple[Any, ...]) -> None:
        for source in used:
            if isinstance(source, tuple):
                self.pool_spent += 1
            else:
                self.spent.add(source)
                self.do(a.TapPermanent(source))

    # ------------------------------------------------------------------ the turn

    def go_to(self, step: Step, precombat: bool | None = None) -> None:
        """Pass on to the next ``step`` of the turn in one action (the engine stops earlier
        where something triggers); one step on when no such step is ahead (a skipped phase)."""
        if not reachable(self.state.turn, step, precombat):
            self.do(a.AdvanceStep())
        else:
            self.do(a.AdvanceToStep(step.value, precombat))

    def play_land(self) -> None:
        if self.state.players[ME].lands_played:
            return
        hand = self.hand()
        lands = [o for o in hand if "Land" in o.card.faces[o.face].card_types]  # (_is_land)
        if not lands:
            return
        spells = [o for o in hand if "Land" not in o.card.faces[o.face].card_types]
        sources = self.sources(reserve=False)
        have = set().union(*(c for _, c in sources)) if sources else set()
        costs = [_face(o.printed)[3] for o in spells]
        needed = {s for cost in costs for sym in cost.symbols for s in sym}

        def score(land: GameObject) -> tuple[int, int]:
            colours = _face(land.printed)[2]
            payer = Payer([*sources, (land.id, colours)])
            castable = sum(1 for cost in costs if payer.can_pay(cost))
            return castable, len((colours & needed) - have)

        best = max(lands, key=score)  # max keeps the first of equals: the hand's order
        self.do(a.PlayLand(best.id))
        self.settle()

    def cast_spells(self) -> None:
        for _ in range(60):
            st = self.state
            hand = [
                o
                for o in map(st.objects.__getitem__, st.zones.get((ME, _ZONE_HAND), ()))
                if "Land" not in o.card.faces[o.face].card_types  # (not _is_land)
            ]
            if not hand:
                return
            payer = Payer(self.sources())
            options = []
            for obj in hand:
                face = obj.printed
                known = _face(face)
                used = payer.pay(known[3])
                if used is not None:
                    options.append(((known[4], face.mana_value), obj, used))
            if not options:
                return
            _rank, obj, used = max(options, key=lambda o: o[0])
            self.spend(used)
            self.result.cast.setdefault(card_name(obj.card), self.my_turn())
            self.do(a.CastSpell(obj.id))
            self.settle()

    def attack(self) -> bool:
        st = self.state
        chars = compute_characteristics(st)
        number = st.turn.number
        attackers = []
        for oid in st.battlefield:
            obj = st.objects[oid]
            c = chars[oid]
            if obj.controller != ME or obj.tapped or not c.is_creature or (c.power or 0) <= 0:
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
        self.do(a.AdvanceToNextTurn(_MAIN_VALUE, True))  # on to its precombat main phase
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
                self.do(a.AdvanceToNextTurn(_MAIN_VALUE, True))
                continue
            step = turn.step
            mine = self.my_turn()
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
                key := f"{turn.number}:{step.value}"
            ):
                self.damage_turn = key
                self.do(a.DealCombatDamage())
                self.settle()
                if step is _STEP_COMBAT_DAMAGE and not self.end_turn():
                    return
                if step is _STEP_FIRST_STRIKE_DAMAGE:
                    self.go_to(_STEP_COMBAT_DAMAGE)
            elif step is _STEP_MAIN or step is _STEP_END or step is _STEP_END_OF_COMBAT:
                # past the player's actions for the turn (a trigger stopped the way on): on to
                # the next turn's precombat main phase, as end_turn goes
                self.do(a.AdvanceToNextTurn(_MAIN_VALUE, True))
            elif step is _STEP_UPKEEP or step is _STEP_DRAW:
                self.go_to(_STEP_MAIN, precombat=True)
            elif step is _STEP_BEGINNING_OF_COMBAT:
                self.go_to(_STEP_DECLARE_ATTACKERS)
            elif step is _STEP_DECLARE_BLOCKERS:
                self.go_to(_STEP_COMBAT_DAMAGE)
            else:
                self.do(a.AdvanceStep())


def _guided_answer(decision: Any) -> a.Action | None:
    """The first legal answer to the decisions of guided effects (engine/effects), by a stated
    rule: targets the goldfish when a player may be targeted, else the first objects; the
    first cards offered (at least one when one may be chosen); the top cards kept in their order;
    yes; the first modes; the greatest number; the first legend, dungeon or room; an ability
    carried out by hand is finished at once (and counted as not carried out)."""
    kind = type(decision).__name__
    if kind == "ChooseTargetsDecision":
        want = max(decision.minimum, min(1, decision.maximum))
        players = [p for p in decision.players if p == GOLDFISH][:want]
        objects = list(decision.objects)[: want - len(players)]
        players += [p for p in decision.players if p not in players][
            : max(0, want - len(players) - len(objects))
        ]
        return a.ChooseTargets(objects=tuple(objects), players=tuple(players))
    if kind == "ChooseCardsDecision":
        want = max(decision.minimum, min(1, decision.maximum, len(decision.options)))
        return a.ChooseCards(cards=tuple(decision.options[:want]))
    if kind == "ArrangeTopDecision":
        return a.ArrangeTop(top=tuple(decision.cards))
    if kind == "ChooseYesNoDecision":
        return a.ChooseYesOrNo(yes=True)
    if kind == "ChooseModeDecision":
        return a.ChooseModes(modes=tuple(range(decision.count)))
    if kind == "ChooseNumberDecision":
        return a.ChooseNumber(number=decision.maximum)
    if kind == "ChooseLegendDecision":
        return a.KeepLegend(keep=decision.options[0])
    if kind == "ChooseDungeonDecision":
        return a.ChooseDungeon(dungeon=decision.options[0])
    if kind == "ChooseRoomDecision":
        return a.ChooseRoom(room=decision.options[0])
    if kind == "ResolveByHandDecision":
        return a.FinishResolution()
    return None


#: The colour set of each kind of mana in the pool (one value each: a payment is remembered by
#: its sources' colours, mana.Payer).
_POOL_COLOUR = {s: frozenset(s) for s in "WUBRGC"}


def _pool_symbols(pool: str) -> list[str]:
    return [s if s in "WUBRG" else "C" for s in pool.replace("{", "").replace("}", "")]


def _library_order(game: Game) -> tuple[dict[str, int], int]:
    """Each name's first position in the library as the game first shuffled it, and the lands
    in the first seven (the opening hand is drawn from the top of that order)."""
    st = game.initial_state
    hand = list(st.zones.get((ME, _ZONE_HAND), ()))
    order = hand + list(st.zones.get((ME, _ZONE_LIBRARY), ()))
    first: dict[str, int] = {}
    lands = 0
    for i, oid in enumerate(order):
        obj = st.objects[oid]
        first.setdefault(card_name(obj.card), i)
        if i < OPENING_HAND and _is_land(obj):
            lands += 1
    return first, lands


def play_game(
    deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int
) -> tuple[GameResult, Game]:
    """Play game ``number`` of a lab run: what it showed, and the game itself."""
    game = Game(lab_setup(deck, policy, seed, number), keep_history=policy.keep_history)
    result = GameResult(number)
    result.first_position, result.opening_lands = _library_order(game)
    player = _Player(game, policy, result)
    try:
        player.play()
    except LabStopError as exc:
        result.stopped = str(exc)
    return result, game


def deal_only(deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int) -> GameResult:
    """The cheap path for the figures a closed form gives: game ``number`` set up (its library
    shuffled by the engine, the first seven drawn) and not played."""
    game = Game(lab_setup(deck, policy, seed, number), keep_history=False)
    result = GameResult(number)
    result.first_position, result.opening_lands = _library_order(game)
    return result
