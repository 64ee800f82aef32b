"""Games, cards and file snapshots shared by the persistence tests."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from saga_table.engine import actions as a
from saga_table.engine.cards import (
    BecomeMonarchEffect,
    CardDef,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    GainLifeEffect,
)
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import OrderTriggersDecision


def _chapters(*texts: tuple[str, Effect | None]) -> dict[int, tuple[str, Effect | None]]:
    return dict(enumerate(texts, start=1))


HISTORY = CardDef.saga(
    "Tale of the Crown",
    chapters=_chapters(
        ("Create a 2/2 Knight.", CreateTokenEffect("Knight", 1, 2, 2)),
        ("You become the monarch.", BecomeMonarchEffect()),
        ("Draw a card.", DrawEffect(1)),
    ),
    name_ja="王冠の物語",
)
STUDY = CardDef.saga(
    "Tale of Study",
    chapters=_chapters(
        ("Draw a card.", DrawEffect(1)),
        ("Draw a card.", DrawEffect(1)),
        ("Gain 3 life.", GainLifeEffect(3)),
    ),
)
BEARS = CardDef.simple("Grizzly Bears", power="2", toughness="2", name_ja="灰色熊")
PLAINS = CardDef.simple("Plains", card_types=("Land",), supertypes=("Basic",), subtypes=("Plains",))
CARDS = {card.name: card for card in (HISTORY, STUDY, BEARS, PLAINS)}


def resolve_card(name: str) -> CardDef | None:
    """The test cards by English name."""
    return CARDS.get(name)


def new_game() -> Game:
    """Ann and Bo, two Sagas each in hand, libraries in a known order (no shuffle)."""
    library = (PLAINS, BEARS, STUDY, PLAINS, BEARS) * 4
    return Game(
        GameSetup(
            players=(
                PlayerSetup("Ann", library=library, hand=(HISTORY, STUDY, BEARS)),
                PlayerSetup("Bo", library=library, hand=(STUDY, HISTORY)),
            ),
            shuffle=False,
        )
    )


def hand_card(game: Game, player: int, name: str) -> int:
    state = game.state
    for oid in state.zone(PlayerId(player), Zone.HAND):
        if state.objects[oid].name == name:
            return oid
    raise AssertionError(f"no {name} in hand {player}")


def battlefield_card(game: Game, name: str) -> int:
    state = game.state
    for oid in state.battlefield:
        if state.objects[oid].name == name:
            return oid
    raise AssertionError(f"no {name} on the battlefield")


def game_with_history() -> Game:
    """A game with some history: Sagas entered and resolved, the monarch, a pending decision
    to order two chapter triggers, and two actions undone (so there is something to redo)."""
    game = new_game()
    game.apply(a.AdvanceStep())  # upkeep -> precombat main (Ann skips her first draw)
    game.apply(a.AdvanceStep())  # beginning of combat
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of the Crown")))
    game.apply(a.ResolveTopOfStack())  # chapter I: a Knight
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of Study")))
    game.apply(a.ResolveTopOfStack())  # chapter I: draw
    game.apply(a.BecomeMonarch(PlayerId(1)))
    game.apply(a.ChangeLife(PlayerId(1), -3))
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Grizzly Bears")))
    game.apply(a.AddCounters(battlefield_card(game, "Tale of Study")))  # chapter II
    game.apply(a.ResolveTopOfStack())
    game.undo()
    game.undo()
    return game


def game_waiting_for_trigger_order() -> Game:
    """Two chapter abilities triggered at once: the game waits for Ann to order them."""
    game = new_game()
    game.apply(a.AdvanceStep())
    game.apply(a.AdvanceStep())
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of the Crown")))
    game.apply(a.ResolveTopOfStack())
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of Study")))
    game.apply(a.ResolveTopOfStack())
    game.apply(a.AdvanceToNextTurn())  # Bo's turn
    game.apply(a.AdvanceToNextTurn())  # Ann's turn 3: both Sagas get a lore counter
    while not isinstance(game.state.decision, OrderTriggersDecision):
        game.apply(a.ResolveTopOfStack() if game.state.stack else a.AdvanceStep())
    return game


def assert_same_game(resumed: Game, original: Game) -> None:
    """The same actions, redo history and state; and redo and undo lead through the same states."""
    assert resumed.actions == original.actions
    assert resumed.redo_actions == original.redo_actions
    assert resumed.state == original.state
    assert [h.before for h in resumed.history] == [h.before for h in original.history]
    resumed_redo, original_redo = _redo_states(resumed), _redo_states(original)
    assert resumed_redo == original_redo


def _redo_states(game: Game) -> list[object]:
    states = []
    count = 0
    while game.can_redo:
        game.redo()
        count += 1
        states.append(game.state)
    for _ in range(count):
        game.undo()
    return states


@dataclass(frozen=True)
class FileSnapshot:
    data: bytes
    mtime_ns: int
    mode: int


def snapshot(path: Path) -> FileSnapshot:
    st = os.stat(path)
    return FileSnapshot(path.read_bytes(), st.st_mtime_ns, st.st_mode)


def dir_snapshot(
    directory: Path, *, ignore: tuple[str, ...] = (".lock",)
) -> dict[str, FileSnapshot]:
    """Every file in ``directory`` (recursively) with its bytes, mtime and mode."""
    return {
        p.relative_to(directory).as_posix(): snapshot(p)
        for p in sorted(directory.rglob("*"))
        if p.is_file() and p.name not in ignore
    }
