"""Two different cards that share a name (a catalog Plains and a custom creature "Plains") stay
two cards through save, open, autosave and crash-resume: the whole game comes back."""

from __future__ import annotations

from pathlib import Path

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.record import setup_to_json
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.persistence.autosave import Autosaver, find_resumable, resume
from saga_table.persistence.saves import load_game, save_game
from tests.persistence.support import BEARS, PLAINS, assert_same_game

#: A custom card the user named "Plains": a creature, not a land.
ODD_PLAINS = CardDef.simple("Plains", power="1", toughness="1")


def _hand(game: Game, player: int, *, land: bool) -> int:
    state = game.state
    for oid in state.zone(PlayerId(player), Zone.HAND):
        obj = state.objects[oid]
        if obj.name == "Plains" and ("Land" in obj.card.front.card_types) == land:
            return oid
    raise AssertionError("no such Plains in hand")


def _game_with_two_plains() -> Game:
    game = Game(
        GameSetup(
            players=(
                PlayerSetup("Ann", library=(BEARS,) * 10, hand=(ODD_PLAINS, PLAINS, PLAINS)),
                PlayerSetup("Bo", library=(BEARS,) * 10, hand=(PLAINS, ODD_PLAINS)),
            ),
            shuffle=False,
        )
    )
    game.apply(a.AdvanceStep())  # Ann's precombat main
    game.apply(a.PlayLand(_hand(game, 0, land=True)))
    game.apply(a.PutOntoBattlefield(_hand(game, 0, land=False)))
    return game


def test_two_cards_of_one_name_are_two_entries_in_the_record() -> None:
    cards = setup_to_json(_game_with_two_plains().setup)["cards"]
    assert isinstance(cards, dict)
    assert sorted(cards) == ["Grizzly Bears", "Plains", "Plains#2"]
    bodies = [cards["Plains"], cards["Plains#2"]]
    assert all(isinstance(b, dict) and b["name"] == "Plains" for b in bodies)
    assert bodies[0] != bodies[1]


def test_save_reopen_and_crash_resume_keep_two_cards_of_one_name(tmp_path: Path) -> None:
    game = _game_with_two_plains()
    path = tmp_path / "two-plains.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.warning is None
    assert_same_game(loaded.game, game)

    # Reopened, the game goes on and autosaves; then the app is killed and resumed.
    reopened = loaded.game
    saver = Autosaver(tmp_path / "autosave")
    saver.start(reopened)
    reopened.apply(a.AdvanceToNextTurn())  # Bo's turn
    saver.record_action(reopened.actions[-1])
    reopened.apply(a.AdvanceStep())
    saver.record_action(reopened.actions[-1])
    reopened.apply(a.PlayLand(_hand(reopened, 1, land=True)))
    saver.record_action(reopened.actions[-1])
    saver._abandon()  # what a crash leaves behind

    offer = find_resumable(tmp_path / "autosave")
    assert offer is not None and offer.crashed and offer.warning is None
    resumed = resume(offer)
    assert_same_game(resumed, reopened)
    lands = [o for o in resumed.state.objects.values() if o.zone == Zone.BATTLEFIELD]
    assert sorted(("Land" in o.card.front.card_types) for o in lands) == [False, True, True]
