"""CR 725 (January 2026 numbering), the initiative, and 309 / 701.49, dungeons and venturing.

The rules text read for these tests: CR 725.1-725.5 and 309, 701.49 and 704.5t as summarised in the
module docstrings of saga_table/engine/initiative.py and dungeons.py (edition of January 16, 2026;
the seed edition of September 25, 2026 keeps the numbers of 723-725).
"""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import AbilityKind, ChooseDungeonDecision, ChooseRoomDecision
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    CID,
    GRIZZLY_BEARS,
    advance,
    advance_to,
    of_type,
    play,
    seat,
    table,
)


def resolve_all(game) -> None:
    """Resolve the stack, answering nothing (fails on a decision)."""
    while game.state.stack:
        assert game.state.decision is None, game.state.decision
        game.apply(a.ResolveTopOfStack())


def waiting(game) -> list:
    return [*game.state.stack, *game.state.pending]


def go_to(game, step: Step, turn: int) -> None:
    """Play on to ``step`` of ``turn``, resolving what triggers and taking the first room."""
    while not (game.state.turn.number == turn and game.state.turn.step is step):
        decision = game.state.decision
        if isinstance(decision, ChooseRoomDecision):
            game.apply(a.ChooseRoom(decision.options[0]))
        elif game.state.stack:
            game.apply(a.ResolveTopOfStack())
        else:
            game.apply(a.AdvanceStep())


def test_cr725_1_there_is_no_initiative_until_an_effect_gives_it() -> None:
    game = table("Ann", "Bob")
    assert game.state.initiative is None
    advance_to(game, Step.UPKEEP, turn=3)
    assert not game.state.stack and not game.state.pending


def test_cr725_2_taking_the_initiative_ventures_into_undercity() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.TakeTheInitiative(ANN))
    assert game.state.initiative == ANN
    assert of_type(events, ev.InitiativeChanged) == [ev.InitiativeChanged(None, ANN, "an effect")]
    top = game.state.stack[-1]
    assert top.kind is AbilityKind.INITIATIVE_VENTURE and top.source is None
    events = game.apply(a.ResolveTopOfStack())
    assert of_type(events, ev.VenturedInto) == [
        ev.VenturedInto(ANN, "Undercity", "Secret Entrance")
    ]
    assert game.state.players[ANN].dungeon == "Undercity"
    # the room ability triggered: Secret Entrance's search is carried out by hand
    assert game.state.stack[-1].kind is AbilityKind.ROOM


def test_cr725_2_at_the_beginning_of_the_holders_upkeep_they_venture_again() -> None:
    game = table("Ann", "Bob")
    game.apply(a.TakeTheInitiative(BOB))
    resolve_all(game)
    advance_to(game, Step.UPKEEP, turn=2)  # Bob's upkeep
    assert [i.kind for i in game.state.stack] == [AbilityKind.INITIATIVE_VENTURE]
    game.apply(a.ResolveTopOfStack())
    decision = game.state.decision  # Secret Entrance leads to Forge or Lost Well
    assert isinstance(decision, ChooseRoomDecision)
    assert decision.options == ("Forge", "Lost Well")
    game.apply(a.ChooseRoom("Lost Well"))
    assert game.state.players[BOB].room == "Lost Well"
    # not at Ann's upkeep: she has no initiative
    resolve_all(game)
    advance_to(game, Step.UPKEEP, turn=3)
    assert not game.state.stack


def test_cr725_2_combat_damage_to_the_holder_takes_it() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, GRIZZLY_BEARS), "Bob", "Cid")
    bears = [play(game, ANN, GRIZZLY_BEARS.name) for _ in range(2)]
    game.apply(a.TakeTheInitiative(BOB))
    resolve_all(game)
    go_to(game, Step.DECLARE_ATTACKERS, turn=4)  # Ann's next turn: her bears can attack
    game.apply(a.DeclareAttackers(tuple((b, BOB) for b in bears)))
    go_to(game, Step.COMBAT_DAMAGE, turn=4)
    events = game.apply(a.DealCombatDamage())
    # one ability for "one or more creatures", controlled by Bob who had it
    items = [
        i for i in (*game.state.stack, *game.state.pending) if i.kind is AbilityKind.INITIATIVE_TAKE
    ]
    assert len(items) == 1 and items[0].controller == BOB and items[0].player == ANN
    assert of_type(events, ev.CombatDamageDealt)
    game.apply(a.ResolveTopOfStack())
    assert game.state.initiative == ANN
    # and Ann ventures at once (725.2)
    assert game.state.stack[-1].kind is AbilityKind.INITIATIVE_VENTURE


def test_cr725_3_one_player_at_a_time() -> None:
    game = table("Ann", "Bob")
    game.apply(a.TakeTheInitiative(ANN))
    resolve_all(game)
    events = game.apply(a.TakeTheInitiative(BOB))
    assert game.state.initiative == BOB
    assert of_type(events, ev.InitiativeChanged) == [ev.InitiativeChanged(ANN, BOB, "an effect")]


def test_cr725_5_taking_it_again_ventures_again() -> None:
    game = table("Ann", "Bob")
    game.apply(a.TakeTheInitiative(ANN))
    resolve_all(game)
    game.apply(a.TakeTheInitiative(ANN))
    assert game.state.initiative == ANN
    assert game.state.stack[-1].kind is AbilityKind.INITIATIVE_VENTURE


@pytest.mark.parametrize(("leaver", "heir"), [(BOB, ANN), (ANN, BOB)])
def test_cr725_4_when_the_holder_leaves_the_active_player_takes_it(leaver, heir) -> None:
    """Ann is the active player: if Bob (holding it) leaves, Ann takes it; if Ann holds it and
    leaves on her own turn, the next player in turn order, Bob, does."""
    game = table("Ann", "Bob", "Cid")
    game.apply(a.TakeTheInitiative(leaver))
    resolve_all(game)
    events = game.apply(a.Concede(leaver))
    assert game.state.initiative == heir
    assert of_type(events, ev.InitiativeChanged)[-1].after == heir
    assert any(
        i.kind is AbilityKind.INITIATIVE_VENTURE for i in (*game.state.stack, *game.state.pending)
    )


def test_cr701_49a_venture_into_the_dungeon_chooses_a_dungeon_but_never_undercity() -> None:
    game = table("Ann", "Bob")
    game.apply(a.VentureIntoTheDungeon(ANN))
    decision = game.state.decision
    assert isinstance(decision, ChooseDungeonDecision)
    assert "Undercity" not in decision.options and len(decision.options) == 3
    with pytest.raises(IllegalActionError):
        game.apply(a.ChooseDungeon("Undercity"))
    game.apply(a.ChooseDungeon("Lost Mine of Phandelver"))
    assert game.state.players[ANN].room == "Cave Entrance"


def test_cr309_full_undercity_run_completes_and_a_new_one_begins() -> None:
    """Nine ventures: entering, a path of rooms to the Throne, the dungeon completed (704.5t)
    once the Throne's ability has left the stack, then the next venture starts a new Undercity."""
    game = table("Ann", "Bob")
    path = ["Forge", "Arena", "Catacombs"]
    game.apply(a.TakeTheInitiative(ANN))
    resolve_all(game)
    visited = [game.state.players[ANN].room]
    for _ in range(4):
        game.apply(a.VentureIntoTheDungeon(ANN, undercity=True))
        if isinstance(game.state.decision, ChooseRoomDecision):
            game.apply(a.ChooseRoom(path.pop(0)))
        visited.append(game.state.players[ANN].room)
        if game.state.players[ANN].room != "Throne of the Dead Three":
            resolve_all(game)
    assert visited == [
        "Secret Entrance",
        "Forge",
        "Arena",
        "Catacombs",
        "Throne of the Dead Three",
    ]
    # the Throne's room ability waits on the stack: not completed yet
    assert game.state.players[ANN].dungeon == "Undercity"
    assert game.state.stack[-1].kind is AbilityKind.ROOM
    events = game.apply(a.ResolveTopOfStack())
    assert of_type(events, ev.DungeonCompleted) == [ev.DungeonCompleted(ANN, "Undercity")]
    assert game.state.players[ANN].dungeon is None
    assert game.state.players[ANN].completed_dungeons == ("Undercity",)
    game.apply(a.VentureIntoTheDungeon(ANN, undercity=True))
    assert game.state.players[ANN].room == "Secret Entrance"


def test_cr701_49c_a_venture_on_the_bottommost_room_completes_it_and_enters_a_new_one() -> None:
    """Ann is on the Throne of the Dead Three, its room ability still on the stack (so 704.5t
    has not yet removed the dungeon), when she ventures into Undercity again: she completes
    Undercity (309.7) and enters a new one at its topmost room (701.49c). The Throne's ability
    then resolves, and the new dungeon stays."""
    game = table("Ann", "Bob")
    path = ["Forge", "Arena", "Catacombs"]
    game.apply(a.TakeTheInitiative(ANN))
    resolve_all(game)
    while game.state.players[ANN].room != "Throne of the Dead Three":
        game.apply(a.VentureIntoTheDungeon(ANN, undercity=True))
        if isinstance(game.state.decision, ChooseRoomDecision):
            game.apply(a.ChooseRoom(path.pop(0)))
        if game.state.players[ANN].room != "Throne of the Dead Three":
            resolve_all(game)
    assert game.state.stack[-1].kind is AbilityKind.ROOM
    events = game.apply(a.VentureIntoTheDungeon(ANN, undercity=True))
    assert of_type(events, ev.DungeonCompleted) == [ev.DungeonCompleted(ANN, "Undercity")]
    player = game.state.players[ANN]
    assert (player.dungeon, player.room) == ("Undercity", "Secret Entrance")
    assert player.completed_dungeons == ("Undercity",)
    resolve_all(game)
    player = game.state.players[ANN]
    assert (player.dungeon, player.completed_dungeons) == ("Undercity", ("Undercity",))


def test_cr309_4c_a_room_with_an_effect_is_carried_out() -> None:
    """Catacombs makes a 4/1 Skeleton; Archives draws a card."""
    game = table("Ann", "Bob")
    game.apply(a.TakeTheInitiative(ANN))
    resolve_all(game)
    for room in ("Lost Well", "Stash"):
        game.apply(a.VentureIntoTheDungeon(ANN, undercity=True))
        if isinstance(game.state.decision, ChooseRoomDecision):
            game.apply(a.ChooseRoom(room))
        resolve_all(game)
    assert "Treasure" in [o.name for o in game.state.permanents()]
    game.apply(a.VentureIntoTheDungeon(ANN, undercity=True))  # Stash leads only to Catacombs
    resolve_all(game)
    skeleton = next(o for o in game.state.permanents() if o.name == "Skeleton")
    assert skeleton.card.front.power == "4"


def test_the_initiative_and_a_dungeon_replay_from_the_record() -> None:
    game = table("Ann", "Bob", "Cid")
    game.apply(a.TakeTheInitiative(CID))
    resolve_all(game)
    game.apply(a.VentureIntoTheDungeon(ANN))
    game.apply(a.ChooseDungeon("Tomb of Annihilation"))
    advance(game, 0)
    result = replay(json.loads(json.dumps(game_to_json(game))))
    assert result.error is None
    assert result.game.state.initiative == CID
    assert result.game.state.players[ANN].room == "Trapped Entry"
    assert result.game.state.players[CID].room == "Secret Entrance"
