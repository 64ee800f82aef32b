"""Benchmark: the paper table's engine costs, on a big table. A script, not a test.

Run with ``.venv/bin/python tests/benchmarks/bench_paper_table.py``. It prints, median of 30:

* one action (``AddCounters``) on a 4-player table of 200 permanents (60 Sagas), without and with
  20 control effects in play (the layer-2 refresh runs after every action);
* building the game from a 200-permanent position (``Game(setup)``), and turning that game back
  into a record (``setup_at`` + ``setup_to_json`` + ``json.dumps``) and reading it
  (``setup_from_json``);
* replaying a 2,000-action record of four paper seats (draws, the monarch, cards from nowhere,
  control changes).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId
from saga_table.engine.position import Position, PositionPermanent
from saga_table.engine.record import game_to_json, replay, setup_from_json, setup_to_json
from saga_table.engine.setup import GameSetup, PlayerSetup, setup_at
from saga_table.engine.state import Counters, OrderTriggersDecision

SAGA = CardDef.saga("Long Tale", chapters={n: f"Chapter {n}." for n in range(1, 10)})
BEAR = CardDef.simple("Bear", power="2", toughness="2")
PAPER = tuple(PlayerSetup(f"P{i}", paper=True, hand_count=7) for i in range(4))


def median_ms(fn: Callable[[], object], runs: int = 30) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def big_position() -> Position:
    perms = []
    for i in range(200):
        card = SAGA if i < 60 else BEAR
        counters = Counters().plus("lore", 1 + i % 5) if card is SAGA else Counters()
        perms.append(PositionPermanent(card, PlayerId(i % 4), counters=counters))
    return Position(turn=9, active=PlayerId(0), battlefield=tuple(perms))


def main() -> None:
    setup = GameSetup(players=PAPER, position=big_position())
    game = Game(setup)
    bear = game.state.battlefield[-1]
    plain = median_ms(lambda: game.apply(a.AddCounters(bear, "+1/+1")))
    for oid in game.state.battlefield[60:80]:
        owner = game.state.objects[oid].controller
        game.apply(a.GainControl(oid, PlayerId((owner + 1) % 4)))
    controlled = median_ms(lambda: game.apply(a.AddCounters(bear, "+1/+1")))
    build = median_ms(lambda: Game(setup))

    def to_record() -> str:
        return json.dumps(setup_to_json(setup_at(game.state, game.setup)))

    write = median_ms(to_record)
    text = to_record()
    read = median_ms(lambda: setup_from_json(json.loads(text)))

    long_game = Game(GameSetup(players=PAPER, seed=3))
    long_game.apply(a.BecomeMonarch(PlayerId(1)))
    n = 0
    while len(long_game.actions) < 2000:
        n += 1
        decision = long_game.state.decision
        if isinstance(decision, OrderTriggersDecision):
            long_game.apply(a.OrderTriggers(tuple(t.id for t in decision.triggers)))
        elif long_game.state.stack:
            long_game.apply(a.ResolveTopOfStack())
        elif n % 7 == 0:
            long_game.apply(a.PutCardOntoBattlefield(SAGA if n % 2 else BEAR, PlayerId(n % 4)))
        elif n % 11 == 0 and long_game.state.battlefield:
            oid = long_game.state.battlefield[n % len(long_game.state.battlefield)]
            target = PlayerId((long_game.state.objects[oid].controller + 1) % 4)
            long_game.apply(a.GainControl(oid, target))
        else:
            long_game.apply(a.AdvanceStep())
    record = json.loads(json.dumps(game_to_json(long_game)))
    replay_ms = median_ms(lambda: replay(record), runs=5)
    assert replay(record).game.state == long_game.state

    print("| what | median |")
    print("|---|---|")
    print(f"| AddCounters, 200 permanents | {plain:.2f} ms |")
    print(f"| AddCounters, 200 permanents, 20 control effects | {controlled:.2f} ms |")
    print(f"| Game(setup) from a 200-permanent position | {build:.2f} ms |")
    print(f"| setup_at + setup_to_json + dumps | {write:.2f} ms |")
    print(f"| setup_from_json of that record | {read:.2f} ms |")
    print(f"| replay, 2,000 actions, four paper seats | {replay_ms:.0f} ms |")


if __name__ == "__main__":
    main()
