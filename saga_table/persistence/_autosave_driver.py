"""A scripted game played with autosave, for the crash test.

``python -m saga_table.persistence._autosave_driver DIR SEED N [--compact-after K]`` plays N
steps of a game decided by SEED: a deterministic policy over the legal actions (advance steps,
put cards onto the battlefield, add and remove lore counters, resolve, order triggers, read ahead,
become the monarch, attack...), with an undo or a redo now and then. It autosaves into DIR and
prints ``0`` once autosave has started, then the number of each step once its autosave has
returned, flushed, one per line.

The test kills it at random moments, resumes from DIR, and compares with :func:`play` run in the
test's own process: the same SEED gives the same steps.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from saga_table.engine import actions as a
from saga_table.engine.cards import (
    AddCountersEffect,
    BecomeMonarchEffect,
    CardDef,
    CounterDoublerScope,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    GainLifeEffect,
    StaticAbility,
    TriggeredAbilitySpec,
    TriggerEvent,
)
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import (
    ChooseReadAheadDecision,
    DiscardToHandSizeDecision,
    GameState,
    MulliganDecision,
    OrderTriggersDecision,
)
from saga_table.engine.turns import Step
from saga_table.persistence.autosave import Autosaver

__all__ = [
    "ScriptStep",
    "choose_step",
    "main",
    "perform",
    "play",
    "scripted_cards",
    "scripted_setup",
]


def _chapters(*texts: tuple[str, Effect | None]) -> dict[int, tuple[str, Effect | None]]:
    return {number: text for number, text in enumerate(texts, start=1)}


def scripted_cards() -> tuple[CardDef, ...]:
    """The cards of the scripted game: Sagas with effects, creatures with triggers, lands."""
    return (
        CardDef.saga(
            "Tale of Study",
            chapters=_chapters(
                ("Draw a card.", DrawEffect(1)),
                ("Draw a card.", DrawEffect(1)),
                ("Gain 3 life.", GainLifeEffect(3)),
            ),
            name_ja="学びの物語",
        ),
        CardDef.saga(
            "Crown Saga",
            chapters=_chapters(
                ("You become the monarch.", BecomeMonarchEffect()),
                ("Scry 1.", None),
                ("Create a 1/1 Soldier.", CreateTokenEffect("Soldier", 1, 1, 1)),
            ),
        ),
        CardDef.saga(
            "Hasty Chronicle",
            read_ahead=True,
            chapters=_chapters(
                ("Put a lore counter on it.", AddCountersEffect("lore", 1)),
                ("Gain 2 life.", GainLifeEffect(2)),
                ("Draw a card.", DrawEffect(1)),
            ),
        ),
        CardDef.saga(
            "Long Saga",
            chapters=_chapters(
                ("One.", None),
                ("Two.", None),
                ("Draw.", DrawEffect(1)),
                ("Four.", None),
                ("Five.", None),
            ),
        ),
        CardDef.simple("Grizzly Bears", power="2", toughness="2"),
        CardDef.simple(
            "Crown Seeker",
            power="1",
            toughness="3",
            triggered_abilities=(
                TriggeredAbilitySpec(
                    TriggerEvent.YOU_BECOME_MONARCH, "Gain 1 life.", GainLifeEffect(1)
                ),
            ),
        ),
        CardDef.simple(
            "Herald",
            power="1",
            toughness="1",
            triggered_abilities=(
                TriggeredAbilitySpec(TriggerEvent.ENTERS, "Draw a card.", DrawEffect(1)),
            ),
        ),
        CardDef.simple(
            "Doubling Lore",
            card_types=("Enchantment",),
            static_abilities=(
                StaticAbility(
                    "Effects put twice as many counters on your permanents.",
                    counter_doubler=CounterDoublerScope.EFFECT_ON_YOUR_PERMANENTS,
                ),
            ),
        ),
        CardDef.simple("Plains", card_types=("Land",), supertypes=("Basic",), subtypes=("Plains",)),
    )


def scripted_setup(seed: int) -> GameSetup:
    """Two players with 50-card libraries and four cards in hand, chosen and shuffled by seed."""
    rng = random.Random(f"setup-{seed}")
    pool = scripted_cards()
    weights = (4, 3, 3, 2, 3, 2, 2, 1, 6)
    players = tuple(
        PlayerSetup(
            name,
            library=tuple(rng.choices(pool, weights, k=50)),
            hand=tuple(rng.choices(pool, weights, k=4)),
        )
        for name in ("Ann", "Bo")
    )
    return GameSetup(players=players, seed=seed)


@dataclass(frozen=True, slots=True)
class ScriptStep:
    """One step of the script: an action, an undo or a redo."""

    kind: Literal["action", "undo", "redo"]
    action: a.Action | None = None


_UNDO = ScriptStep("undo")
_REDO = ScriptStep("redo")


def _answer(state: GameState, rng: random.Random) -> a.Action:
    decision = state.decision
    if isinstance(decision, OrderTriggersDecision):
        ids = [t.id for t in decision.triggers]
        rng.shuffle(ids)
        return a.OrderTriggers(tuple(ids))
    if isinstance(decision, ChooseReadAheadDecision):
        return a.ChooseReadAhead(rng.randint(1, decision.maximum))
    if isinstance(decision, DiscardToHandSizeDecision):
        hand = list(state.zone(decision.player, Zone.HAND))
        return a.DiscardToHandSize(tuple(rng.sample(hand, decision.count)))
    assert isinstance(decision, MulliganDecision)
    return a.KeepHand(decision.player)


def _candidates(state: GameState, rng: random.Random) -> list[tuple[float, a.Action]]:
    active = state.turn.active
    other = PlayerId(1 - active)
    hand = state.zone(active, Zone.HAND)
    permanents = list(state.battlefield)
    sagas = [i for i in permanents if state.objects[i].card.front.is_saga]
    with_lore = [i for i in sagas if state.objects[i].counters["lore"] > 0]
    mine = [i for i in permanents if state.objects[i].controller == active]
    out: list[tuple[float, a.Action]] = []

    def pick(ids: Sequence[ObjectId]) -> ObjectId | None:
        return rng.choice(ids) if ids else None

    if state.stack:
        out.append((10, a.ResolveTopOfStack(carry_out=rng.random() < 0.85)))
    else:
        out.append((7, a.AdvanceStep()))
        out.append((0.3, a.AdvanceToNextTurn()))
        out.append((0.5, a.AdvanceToStep(rng.choice(("declare attackers", "main", "end")))))
    card = pick(hand)
    if card is not None:
        out.append((2.5, a.PutOntoBattlefield(card)))
        out.append((1, a.PlayLand(card)))
    saga = pick(sagas)
    if saga is not None:
        out.append((3, a.AddCounters(saga)))
    lore = pick(with_lore)
    if lore is not None:
        out.append((0.7, a.RemoveCounters(lore)))
        out.append((0.3, a.Proliferate(active, objects=(lore,))))
    out.append((0.4, a.BecomeMonarch(PlayerId(rng.randrange(2)))))
    life = state.players[active].life
    delta = rng.randint(1, 3) if life <= 8 else rng.choice((-3, -2, -1, 1, 2))
    out.append((0.4, a.ChangeLife(active, delta)))
    out.append((0.3, a.DrawCards(active)))
    out.append((0.2, a.CreateToken(active, name="Soldier", power=1, toughness=1)))
    target = pick(mine)
    if target is not None:
        obj = state.objects[target]
        out.append((0.4, a.UntapPermanent(target) if obj.tapped else a.TapPermanent(target)))
        out.append((0.3, a.MoveObject(target, Zone.GRAVEYARD)))
    if state.turn.step is Step.DECLARE_ATTACKERS:
        attackers = [
            i
            for i in mine
            if "Creature" in state.objects[i].printed.card_types and rng.random() < 0.6
        ]
        out.append((4, a.DeclareAttackers(tuple((i, other) for i in attackers))))
    if state.turn.step is Step.COMBAT_DAMAGE:
        out.append((4, a.DealCombatDamage()))
    return out


def choose_step(game: Game, rng: random.Random) -> ScriptStep:
    """The next step of the script for this game (deterministic given the same ``rng``)."""
    roll = rng.random()
    if game.can_redo and roll < 0.4:
        return _REDO
    if game.can_undo and roll > 0.94:
        return _UNDO
    state = game.state
    if state.game_over:
        return _UNDO if game.can_undo else ScriptStep("action", a.ChangeLife(PlayerId(0), 5))
    if state.decision is not None:
        return ScriptStep("action", _answer(state, rng))
    options = _candidates(state, rng)
    while options:
        total = sum(w for w, _ in options)
        x = rng.random() * total
        for index, (weight, _) in enumerate(options):
            x -= weight
            if x <= 0 or index == len(options) - 1:
                break
        action = options.pop(index)[1]
        if game.can_apply(action):
            return ScriptStep("action", action)
    return _UNDO if game.can_undo else ScriptStep("action", a.ChangeLife(PlayerId(0), 1))


def perform(game: Game, step: ScriptStep, saver: Autosaver | None = None) -> None:
    """Do ``step`` in ``game`` and, with a ``saver``, autosave it."""
    if step.kind == "undo":
        game.undo()
        if saver is not None:
            saver.record_undo()
    elif step.kind == "redo":
        game.redo()
        if saver is not None:
            saver.record_redo()
    else:
        assert step.action is not None
        game.apply(step.action)
        if saver is not None:
            saver.record_action(step.action)


def play(
    seed: int,
    steps: int,
    *,
    saver: Autosaver | None = None,
    on_step: Callable[[int, Game, ScriptStep], None] | None = None,
) -> Game:
    """Play ``steps`` steps of the scripted game of ``seed``."""
    game = Game(scripted_setup(seed))
    rng = random.Random(seed)
    if saver is not None:
        saver.start(game)
    if on_step is not None:
        on_step(0, game, ScriptStep("action"))
    for number in range(1, steps + 1):
        step = choose_step(game, rng)
        perform(game, step, saver)
        if on_step is not None:
            on_step(number, game, step)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m saga_table.persistence._autosave_driver")
    parser.add_argument("directory")
    parser.add_argument("seed", type=int)
    parser.add_argument("steps", type=int)
    parser.add_argument("--compact-after", type=int, default=1000)
    args = parser.parse_args(argv)
    saver = Autosaver(args.directory, compact_after=args.compact_after)

    def report(number: int, game: Game, step: ScriptStep) -> None:
        sys.stdout.write(f"{number}\n")
        sys.stdout.flush()

    play(args.seed, args.steps, saver=saver, on_step=report)
    saver.close(clean=False)
    sys.stdout.write("done\n")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
