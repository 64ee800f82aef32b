"""A game started from a position is saved, autosaved and resumed like any other."""

from __future__ import annotations

from pathlib import Path

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId
from saga_table.engine.position import Position, PositionPermanent, PositionStep
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import Counters
from saga_table.persistence._records import build_game, record_of
from saga_table.persistence.autosave import Autosaver, find_resumable, resume
from tests.persistence.support import assert_same_game

TALE = CardDef.saga("Tale of Three", chapters={1: "one", 2: "two", 3: "three"})
BEAR = CardDef.simple("Bear", subtypes=("Bear",), power="2", toughness="2")
ANN, BEN = PlayerId(0), PlayerId(1)


def positioned_game() -> Game:
    position = Position(
        turn=4,
        active=BEN,
        step=PositionStep.END,
        monarch=ANN,
        battlefield=(
            PositionPermanent(TALE, ANN, counters=Counters().plus("lore", 2), entered_turn=2),
            PositionPermanent(BEAR, BEN, tapped=True),
        ),
        graveyard=((BEN, (BEAR,)),),
    )
    players = (PlayerSetup("Ann", paper=True, hand_count=5), PlayerSetup("Ben", paper=True))
    return Game(GameSetup(players=players, position=position))


def test_a_positioned_game_resumes_from_the_journal_exactly(tmp_path: Path) -> None:
    game = positioned_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    for action in (a.AdvanceToNextTurn(), a.SetHandSize(ANN, 6), a.AdvanceStep()):
        game.apply(action)
        saver.record_action(action)
    game.undo()
    saver.record_undo()
    saver._abandon()  # as if the app had stopped here
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.warning is None
    resumed = resume(offer)
    assert_same_game(resumed, game)
    assert resumed.setup.position == game.setup.position
    while resumed.can_undo:
        resumed.undo()
    assert resumed.state == positioned_game().state  # undo stops at the position


def test_a_positioned_game_saves_and_loads() -> None:
    game = positioned_game()
    game.apply(a.AdvanceToNextTurn())
    built = build_game(record_of(game))
    assert built.warning is None
    assert_same_game(built.game, game)
