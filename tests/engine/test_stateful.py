"""Random legal games never break the engine's invariants, and apply, undo, redo and replay agree.

A Hypothesis state machine plays two- to four-player games of Sagas, picking each action among the
legal ones it can build from the state (answers to decisions included), with undo and redo mixed
in. After every step it checks:

- no counter is negative, and each final chapter is the greatest chapter present (714.2d);
- whenever a player could act (no decision waiting), state-based actions are at a fixed point and no
  triggered ability is left waiting off the stack (704.3, 603.3b);
- at most one monarch, and never none again once there was one, while a player remains (724.3);
- undo then redo returns exactly the same state, and replaying the saved record gives exactly the
  same state and action log.
"""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from saga_table.engine import actions as a
from saga_table.engine.cards import (
    BecomeMonarchEffect,
    CardDef,
    CardFace,
    Chapter,
    ContinuousEffectSpec,
    CounterDoublerScope,
    CreateTokenEffect,
    DrawEffect,
    ExileAndReturnTransformedEffect,
    Layout,
    Selector,
    StaticAbility,
    TriggeredAbilitySpec,
    TriggerEvent,
)
from saga_table.engine.characteristics import characteristics, compute_characteristics
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.position import Position, PositionPermanent, PositionStep
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.sba import state_based_actions
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import (
    ChooseDungeonDecision,
    ChooseLegendDecision,
    ChooseReadAheadDecision,
    ChooseRoomDecision,
    DiscardToHandSizeDecision,
    Duration,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
    RuleOptions,
)
from saga_table.engine.turns import Phase
from saga_table.engine.tx import IllegalActionError, Tx

HISTORY = CardDef.saga(
    "Tale of Knights",
    chapters={
        1: ("Make a Knight.", CreateTokenEffect("Knight", power=2, toughness=2)),
        2: ("Make a Knight.", CreateTokenEffect("Knight", power=2, toughness=2)),
        3: "Knights get +2/+1.",
    },
)
SIX = CardDef.saga("Six Songs", chapters={n: ("Draw.", DrawEffect(1)) for n in range(1, 7)})
READ_AHEAD = CardDef.saga(
    "Chosen Chapter", chapters={1: "One.", 2: "Two.", 3: ("Crown.", BecomeMonarchEffect())},
    read_ahead=True,
)
BLINK = CardDef.saga("Blinking", chapters={1: "Odd.", 2: "Even.", 3: "Odd.", 4: "Even."})
SUMMON = CardDef.saga(
    "Summoned Beast", chapters={1: "Hit.", 2: "Hit.", 3: "Big hit."},
    card_types=("Enchantment", "Creature"), power="3", toughness="3",
)
FLIP = CardDef(
    name="Flip Tale // Flip Beast",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(
            name="Flip Tale", card_types=("Enchantment",), subtypes=("Saga",),
            chapters=(Chapter(1, "Loot."), Chapter(2, "Loot."),
                      Chapter(3, "Flip.", effect=ExileAndReturnTransformedEffect())),
        ),
        CardFace(name="Flip Beast", card_types=("Creature",), power="2", toughness="2"),
    ),
)
DOUBLER = CardDef.simple(
    "Season of Twos", card_types=("Enchantment",),
    static_abilities=(StaticAbility("Effects put twice as many counters.",
                                    counter_doubler=CounterDoublerScope.EFFECT_ON_YOUR_PERMANENTS),),
)
MOON = CardDef.simple(
    "Red Moon", card_types=("Enchantment",),
    static_abilities=(StaticAbility("Nonbasic lands are Mountains.", Selector.NONBASIC_LANDS,
                                    ContinuousEffectSpec(set_land_subtypes=("Mountain",))),),
)
SAGA_LAND = CardDef.saga(
    "Tale of the Land", chapters={1: "Mana.", 2: "More mana.", 3: "A construct."},
    card_types=("Enchantment", "Land"), subtypes=("Saga",),
)
LICH = CardDef.simple(
    "Crowned Lich", power="4", toughness="2",
    triggered_abilities=(
        TriggeredAbilitySpec(TriggerEvent.ENTERS, "You become the monarch.", BecomeMonarchEffect()),
        TriggeredAbilitySpec(TriggerEvent.YOU_BECOME_MONARCH, "Someone sacrifices a creature."),
    ),
)
BEAR = CardDef.simple("Bear", power="2", toughness="2")
FOREST = CardDef.simple("Forest", card_types=("Land",), supertypes=("Basic",), subtypes=("Forest",))

LEGEND = CardDef.simple("Lone Hero", supertypes=("Legendary",), power="3", toughness="3")
HOWLER = CardDef(
    name="Howler // Moon Howler",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(name="Howler", card_types=("Creature",), power="2", toughness="2",
                 keywords=("Daybound",)),
        CardFace(name="Moon Howler", card_types=("Creature",), power="4", toughness="4",
                 keywords=("Nightbound",)),
    ),
)

DECK = (
    HISTORY, SIX, READ_AHEAD, BLINK, SUMMON, FLIP, DOUBLER, MOON, SAGA_LAND, LICH, BEAR, LEGEND,
    HOWLER,
) * 2


def candidate_actions(state: GameState, draw: st.DataObject) -> list[a.Action]:
    """Actions worth trying now; the engine decides which are legal."""
    decision = state.decision
    if isinstance(decision, OrderTriggersDecision):
        ids = [t.id for t in decision.triggers]
        return [a.OrderTriggers(tuple(draw.draw(st.permutations(ids))))]
    if isinstance(decision, ChooseReadAheadDecision):
        n = draw.draw(st.integers(1, decision.maximum))
        return [a.ChooseReadAhead(n)]
    if isinstance(decision, DiscardToHandSizeDecision):
        hand = state.zone(decision.player, Zone.HAND)
        return [a.DiscardToHandSize(tuple(hand[: decision.count]))]
    if isinstance(decision, MulliganDecision):
        return [a.KeepHand(decision.player, ())]
    if isinstance(decision, ChooseLegendDecision):
        return [a.KeepLegend(draw.draw(st.sampled_from(decision.options)))]
    if isinstance(decision, ChooseDungeonDecision):
        return [a.ChooseDungeon(draw.draw(st.sampled_from(decision.options)))]
    if isinstance(decision, ChooseRoomDecision):
        return [a.ChooseRoom(draw.draw(st.sampled_from(decision.options)))]
    out: list[a.Action] = [a.AdvanceStep(), a.AdvanceStep(), a.AdvanceStep()]
    if state.stack:
        out += [a.ResolveTopOfStack(), a.ResolveTopOfStack(carry_out=False)]
        out.append(a.CounterStackItem(state.stack[-1].id))
    players = state.players_in_game()
    active = state.turn.active
    for card in state.zone(active, Zone.HAND)[:4]:
        out.append(a.PutOntoBattlefield(card))
    for obj in list(state.permanents())[:12]:
        out.append(a.AddCounters(obj.id))
        if obj.counters["lore"]:
            out.append(a.RemoveCounters(obj.id))
        out.append(a.ExileAndReturn(obj.id, transformed=obj.card.is_double_faced))
        out.append(a.MoveObject(obj.id, Zone.HAND))
        out.append(a.Proliferate(obj.controller, objects=(obj.id,)))
    for p in players:
        out.append(a.BecomeMonarch(p))
        out.append(a.TakeTheInitiative(p))
        out.append(a.VentureIntoTheDungeon(p))
    bearers = [
        o.id
        for o in state.permanents()
        if o.controller == active and characteristics(state, o.id).is_creature
    ][:2]
    out += [
        a.SetDayNight(draw.draw(st.sampled_from(["day", "night"]))),
        a.CountSpell(active),
        a.StartYourEngines(active),
        a.TheRingTemptsYou(active, bearers[0] if bearers else None),
        a.Ascend(active),
    ]
    # The paper table: any card from nowhere, control changes, life and hand counts.
    card = draw.draw(st.sampled_from(DECK))
    who = draw.draw(st.sampled_from(players))
    face = 1 if card.is_double_faced and draw.draw(st.booleans()) else 0
    out.append(
        a.PutCardOntoBattlefield(
            card, who, face=face, token=draw.draw(st.booleans()), tapped=draw.draw(st.booleans())
        )
    )
    out.append(a.CastCard(card, who))
    for obj in list(state.permanents())[:6]:
        duration = draw.draw(st.sampled_from(list(Duration)))
        out.append(a.GainControl(obj.id, who, duration))
    out.append(a.SetLife(who, 7))
    if state.players[who].paper:
        out.append(a.SetHandSize(who, draw.draw(st.integers(0, 12))))
    out += [
        a.EndTheTurn(),
        a.EndTheCombatPhase(),
        a.AddExtraPhases((Phase.COMBAT, Phase.MAIN)),
        a.AddExtraPhases((Phase.BEGINNING,)),
        a.SkipNext(active, "draw"),
        a.SkipNext(active, "main"),
        a.ChangeLife(active, -3),
        a.AdvanceToNextTurn(),
        a.PassTheTurn(),
        a.AdvanceToStep(draw.draw(st.sampled_from(["main", "declare attackers", "end"]))),
        a.AdvanceToStep("main", precombat=draw.draw(st.booleans())),
    ]
    if len(players) > 2:
        out.append(a.Concede(players[-1]))
    if len(players) > 3:
        out.append(a.ConcedeTogether((players[-1], players[-2])))
    return out


class SagaGames(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.game: Game | None = None
        self.had_monarch = False

    @initialize(
        players=st.integers(2, 4),
        seed=st.integers(0, 2**16),
        edition=st.sampled_from(["2026-09-25", "2026-01-16"]),
        paper=st.booleans(),
        position=st.one_of(
            st.none(),
            st.tuples(
                st.integers(1, 6),
                st.sampled_from(list(PositionStep)),
                st.lists(st.tuples(st.sampled_from(DECK), st.integers(0, 3)), max_size=6),
            ),
        ),
    )
    def start(
        self,
        players: int,
        seed: int,
        edition: str,
        paper: bool,
        position: tuple[int, PositionStep, list[tuple[CardDef, int]]] | None,
    ) -> None:
        from saga_table.engine.state import Counters, Edition

        seats = [
            PlayerSetup(f"P{i}", library=DECK + (FOREST,) * 10, hand=DECK[i : i + 5])
            for i in range(players)
        ]
        if paper:  # the last seat plays with real cards: no library, a hand that is a number
            seats[-1] = PlayerSetup(f"P{players - 1}", paper=True, hand_count=7)
        setup = GameSetup(
            players=tuple(seats),
            seed=seed,
            rules=RuleOptions(edition=Edition(edition), max_hand_size=9),
        )
        if position is not None:  # a game joined in progress: nothing triggers as it is set
            turn, step, perms = position
            placed = tuple(
                PositionPermanent(
                    card,
                    PlayerId(i % players),
                    counters=Counters().plus("lore", lore) if card.front.is_saga else Counters(),
                )
                for i, (card, lore) in enumerate(perms)
            )
            where = Position(turn=turn, active=PlayerId(turn % players), step=step)
            setup = replace(setup, position=replace(where, battlefield=placed))
        self.game = Game(setup)
        assert not self.game.state.stack and not self.game.state.pending

    @rule(data=st.data())
    def step(self, data: st.DataObject) -> None:
        """One step of play: usually an action, sometimes undo or redo."""
        game = self.game
        assert game is not None
        roll = data.draw(st.integers(0, 9))
        if roll == 0 and game.can_undo:
            game.undo()
        elif roll == 1 and game.can_redo:
            game.redo()
        elif not game.state.game_over:
            self._act(data)

    def _act(self, data: st.DataObject) -> None:
        assert self.game is not None
        options = candidate_actions(self.game.state, data)
        action = data.draw(st.sampled_from(options))
        before = self.game.state
        try:
            self.game.apply(action)
        except IllegalActionError:
            assert self.game.state is before  # an illegal action changes nothing
            return
        # undo, then redo: exactly the same states
        after = self.game.state
        self.game.undo()
        assert self.game.state == before
        self.game.redo()
        assert self.game.state == after

    @invariant()
    def history_counts_agree_with_the_history(self) -> None:
        """The autosave journal checks each action against these counts (without building the
        history's tuples): they must say what the tuples say, through undo and redo."""
        if self.game is None:
            return
        game = self.game
        actions = game.actions
        assert game.action_count == len(actions)
        assert game.last_action == (actions[-1] if actions else None)
        assert game.redo_count == len(game.redo_actions)
        history = game.history
        assert game.history_length == len(history)
        if history:
            assert game.history_entry(-1) is history[-1] and game.history_entry(0) is history[0]

    @invariant()
    def counters_are_never_negative(self) -> None:
        if self.game is None:
            return
        state = self.game.state
        for obj in state.objects.values():
            assert all(n > 0 for _, n in obj.counters.items)
        for p in state.players:
            assert all(n > 0 for _, n in p.counters.items)

    @invariant()
    def final_chapter_matches_the_chapters_present(self) -> None:
        if self.game is None:
            return
        state = self.game.state
        for oid, chars in compute_characteristics(state).items():
            numbers = [c.number for c in chars.chapters]
            assert chars.final_chapter == (max(numbers) if numbers else 0), oid

    @invariant()
    def state_based_actions_at_a_fixed_point_when_a_player_could_act(self) -> None:
        if self.game is None:
            return
        state = self.game.state
        if state.decision is not None or state.game_over or not state.started:
            return
        assert not state.pending, "a triggered ability was left off the stack"
        probe = Tx(state)
        assert not state_based_actions(probe), probe.events

    @invariant()
    def control_follows_the_latest_control_effect(self) -> None:
        """613.1b / 613.7: a permanent is controlled by the player of the latest control effect
        on it, and by its own controller again when there is none."""
        if self.game is None:
            return
        state = self.game.state
        latest: dict[object, int] = {}
        for effect in sorted(state.effects, key=lambda e: e.timestamp):
            if effect.spec.set_controller is not None:
                for target in effect.targets:
                    latest[target] = effect.spec.set_controller
        for obj in state.permanents():
            if obj.id in latest:
                assert obj.controller == latest[obj.id] and obj.base_controller is not None
            else:
                assert obj.base_controller is None
        for p in state.players:
            assert p.hidden_hand >= 0 and (p.paper or p.hidden_hand == 0)

    @invariant()
    def one_monarch_and_never_none_again(self) -> None:
        if self.game is None:
            return
        state = self.game.state
        if state.monarch is not None:
            self.had_monarch = True
            assert not state.players[state.monarch].left_game
        elif self.had_monarch and state.players_in_game() and self.game.can_undo:
            # undo may take the game back to before the first monarch; check the history instead
            ever = any(
                entry.after.monarch is not None for entry in self.game.history
            )
            assert not ever or not state.players_in_game(), "the crown vanished"

    @invariant()
    def one_initiative_holder_still_in_the_game(self) -> None:
        if self.game is None:
            return
        state = self.game.state
        if state.initiative is not None:
            assert not state.players[state.initiative].left_game

    @invariant()
    def day_or_night_never_becomes_neither(self) -> None:
        if self.game is None:
            return
        states = [entry.after for entry in self.game.history]
        seen = False
        for s in states:
            if s.day_night is not None:
                seen = True
            elif seen:
                raise AssertionError("it was day or night, then neither")

    @invariant()
    def ring_bearers_speed_and_blessing_follow_their_rules(self) -> None:
        """701.54a/c: a Ring-bearer is a creature its player controls, and legendary; 702.179:
        speed stays from 1 to 4 once a player has one; 702.131: the blessing is never lost."""
        if self.game is None:
            return
        state = self.game.state
        for p in state.players:
            if p.ring_bearer is not None and not p.left_game:
                assert p.ring_bearer in state.battlefield
                assert state.objects[p.ring_bearer].controller == p.id
                chars = characteristics(state, p.ring_bearer)
                assert chars.is_creature and "Legendary" in chars.supertypes
                assert p.ring_tempted >= 1
            assert p.speed is None or 1 <= p.speed <= 4
        for before, after in zip(self.game.history, self.game.history[1:], strict=False):
            for p, q in zip(before.after.players, after.after.players, strict=True):
                assert not p.city_blessing or q.city_blessing, "the city's blessing was lost"

    def teardown(self) -> None:
        if self.game is None:
            return
        data = json.loads(json.dumps(game_to_json(self.game), ensure_ascii=False))
        result = replay(data)
        assert result.error is None, result.error
        assert result.game.actions == self.game.actions
        assert result.game.state == self.game.state


SagaGames.TestCase.settings = settings(
    max_examples=80,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestSagaGames = SagaGames.TestCase


def test_replay_of_a_long_random_game_matches() -> None:
    """A 300-action game of four players, replayed from its JSON record, ends in the same state."""
    import random

    rng = random.Random(7)
    setup = GameSetup(
        players=tuple(PlayerSetup(f"P{i}", library=DECK + (FOREST,) * 20, hand=DECK[i : i + 5])
                      for i in range(4)),
        seed=11,
    )
    game = Game(setup)

    class _Draw:
        def draw(self, strategy: object) -> object:
            return strategy.example()  # type: ignore[attr-defined]

    applied = 0
    for _ in range(3000):
        if applied >= 300 or game.state.game_over:
            break
        state = game.state
        options = _simple_candidates(state, rng)
        rng.shuffle(options)
        for action in options:
            try:
                game.apply(action)
            except IllegalActionError:
                continue
            applied += 1
            break
    assert applied >= 200
    result = replay(json.loads(json.dumps(game_to_json(game))))
    assert result.error is None
    assert result.game.state == game.state
    assert len(result.game.actions) == applied


def _simple_candidates(state: GameState, rng: object) -> list[a.Action]:
    import random

    assert isinstance(rng, random.Random)
    decision = state.decision
    if isinstance(decision, OrderTriggersDecision):
        ids = [t.id for t in decision.triggers]
        rng.shuffle(ids)
        return [a.OrderTriggers(tuple(ids))]
    if isinstance(decision, ChooseReadAheadDecision):
        return [a.ChooseReadAhead(rng.randint(1, decision.maximum))]
    if isinstance(decision, DiscardToHandSizeDecision):
        return [a.DiscardToHandSize(state.zone(decision.player, Zone.HAND)[: decision.count])]
    out: list[a.Action] = [a.AdvanceStep()] * 4
    if state.stack:
        out += [a.ResolveTopOfStack()] * 3
    active = state.turn.active
    out += [a.PutOntoBattlefield(c) for c in state.zone(active, Zone.HAND)[:2]]
    out += [a.AddCounters(o.id) for o in list(state.permanents())[:5]]
    out.append(a.BecomeMonarch(PlayerId(rng.randrange(len(state.players)))))
    return out
