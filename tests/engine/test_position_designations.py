"""A game joined half-way with the players' own designations: a dungeon room, the city's
blessing, the Ring and its bearer, speed (309, 701.49, 702.131, 701.54, 702.179).

Edition: the Comprehensive Rules of January 16, 2026 (numbers as resources/docs/design.md has
them under "Rule numbers").
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.position import (
    PlayerMarks,
    Position,
    PositionPermanent,
    PositionStep,
    position_from_state,
)
from saga_table.engine.record import (
    RecordError,
    game_to_json,
    replay,
    setup_from_json,
    setup_to_json,
)
from saga_table.engine.setup import GameSetup, PlayerSetup, setup_at
from saga_table.engine.state import AbilityKind, ChooseRoomDecision
from saga_table.engine.turns import Step
from tests.engine.helpers import ANN, BOB, GRIZZLY_BEARS, advance_to

PLAYERS = (
    PlayerSetup("Ann", paper=True, life=20, hand_count=3),
    PlayerSetup("Ben", paper=True, life=20, hand_count=3),
)
SHRINE = CardDef.simple("Quiet Shrine", card_types=("Enchantment",))


def joined(position: Position) -> Game:
    return Game(GameSetup(players=PLAYERS, shuffle=False, position=position))


ANN_MARKS = PlayerMarks(
    dungeon="Undercity",
    room="Forge",
    completed_dungeons=("Tomb of Annihilation",),
    city_blessing=True,
    ring_tempted=2,
    speed=3,
)
POSITION = Position(
    turn=6,
    active=ANN,
    step=PositionStep.FIRST_MAIN,
    battlefield=(
        PositionPermanent(GRIZZLY_BEARS, ANN, ring_bearer=True),
        PositionPermanent(SHRINE, BOB),
    ),
    marks=((ANN, ANN_MARKS),),
)


def test_cr309_701_49_a_joined_game_starts_with_each_players_designations() -> None:
    game = joined(POSITION)
    ann = game.state.players[ANN]
    bear = next(game.state.permanents())
    assert (ann.dungeon, ann.room, ann.completed_dungeons) == (
        "Undercity",
        "Forge",
        ("Tomb of Annihilation",),
    )
    assert (ann.city_blessing, ann.ring_tempted, ann.ring_bearer, ann.speed) == (
        True,
        2,
        bear.id,
        3,
    )
    assert game.state.players[BOB].dungeon is None
    assert not game.state.stack and game.state.decision is None  # nothing triggered


def test_cr701_49c_the_next_venture_goes_on_from_the_positioned_room() -> None:
    game = joined(POSITION)
    game.apply(a.VentureIntoTheDungeon(ANN))
    decision = game.state.decision
    assert isinstance(decision, ChooseRoomDecision)
    assert decision.options == ("Trap!", "Arena")  # the rooms the Forge leads to


def test_cr701_54c_a_positioned_ring_bearer_attacking_loots_at_the_rings_second_level() -> None:
    game = joined(replace(POSITION, step=PositionStep.BEGINNING_OF_COMBAT))
    bear = next(game.state.permanents())
    game.apply(a.AdvanceStep())
    assert game.state.turn.step is Step.DECLARE_ATTACKERS
    game.apply(a.DeclareAttackers(((bear.id, BOB),)))
    texts = [i.text for i in (*game.state.stack, *game.state.pending)]
    assert texts == ["Whenever your Ring-bearer attacks, draw a card, then discard a card."]


def test_cr702_179d_a_positioned_speed_of_three_reaches_four_and_stops() -> None:
    game = joined(POSITION)
    game.apply(a.ChangeLife(BOB, -2))
    speed_items = [i for i in game.state.stack if i.kind is AbilityKind.SPEED]
    assert len(speed_items) == 1
    game.apply(a.ResolveTopOfStack())
    assert game.state.players[ANN].speed == 4
    advance_to(game, Step.MAIN, turn=8)
    game.apply(a.ChangeLife(BOB, -1))
    assert not [i for i in game.state.stack if i.kind is AbilityKind.SPEED]


def test_position_designations_round_trip_through_the_record_and_back_from_the_state() -> None:
    setup = GameSetup(players=PLAYERS, shuffle=False, position=POSITION, seed=3)
    data = json.loads(json.dumps(setup_to_json(setup)))
    assert data["position"]["designations"] == {
        "Ann": {
            "dungeon": "Undercity",
            "room": "Forge",
            "completed_dungeons": ["Tomb of Annihilation"],
            "city_blessing": True,
            "ring": 2,
            "speed": 3,
        }
    }
    assert data["position"]["battlefield"][0]["ring_bearer"] is True
    assert setup_from_json(data) == setup
    game = Game(setup)
    game.apply(a.AdvanceStep())
    again = replay(json.loads(json.dumps(game_to_json(game))))
    assert again.error is None and again.game.state == game.state
    # Set up position on the game in progress gives the same designations back
    back = position_from_state(game.state)
    assert back.marks == POSITION.marks
    assert [p.ring_bearer for p in back.battlefield] == [True, False]
    restarted = Game(setup_at(game.state, game.setup))
    again_back = position_from_state(restarted.state)
    assert again_back.marks == POSITION.marks
    assert [p.ring_bearer for p in again_back.battlefield] == [True, False]


def test_dungeon_and_room_names_are_read_whatever_their_case_and_the_room_defaults_to_the_top() -> (
    None
):
    data = {
        "players": [{"name": "Ann", "paper": True}, {"name": "Ben", "paper": True}],
        "position": {"designations": {"Ben": {"dungeon": "lost mine of phandelver"}}},
    }
    setup = setup_from_json(data)
    assert setup.position is not None
    marks = setup.position.marks_of(BOB)
    assert (marks.dungeon, marks.room) == ("Lost Mine of Phandelver", "Cave Entrance")


@pytest.mark.parametrize(
    ("designations", "battlefield", "message"),
    [
        (
            {"Ann": {"dungeon": "Moria"}},
            [],
            "setup.position.designations.Ann.dungeon: no dungeon 'Moria'",
        ),
        (
            {"Ann": {"dungeon": "Undercity", "room": "Kitchen"}},
            [],
            "setup.position.designations.Ann.room: Undercity has no room 'Kitchen'",
        ),
        ({"Ann": {"room": "Forge"}}, [], "setup.position.designations.Ann.room: a room needs"),
        ({"Ann": {"speed": 5}}, [], "setup.position.designations.Ann.speed: expected a whole"),
        ({"Ann": {"ring": -1}}, [], "setup.position.designations.Ann.ring: expected a whole"),
        ({"Ann": {"blessing": True}}, [], "setup.position.designations.Ann: unknown field"),
        ({"Zed": {"ring": 1}}, [], "setup.position.designations.Zed: no player named 'Zed'"),
        (
            {"Ann": {"ring": 1}},
            [{"card": "Quiet Shrine", "controller": "Ann", "ring_bearer": True}],
            "setup.position.battlefield[0].ring_bearer: Quiet Shrine is not a creature",
        ),
        (
            {},
            [{"card": "Grizzly Bears", "controller": "Ann", "ring_bearer": True}],
            "setup.position.battlefield[0].ring_bearer: the Ring has not tempted that player",
        ),
        (
            {"Ann": {"ring": 1}},
            [
                {"card": "Grizzly Bears", "controller": "Ann", "ring_bearer": True},
                {"card": "Grizzly Bears", "controller": "Ann", "ring_bearer": True},
            ],
            "setup.position.battlefield[1].ring_bearer: that player already has a Ring-bearer",
        ),
    ],
)
def test_a_wrong_designation_is_refused_naming_the_key(
    designations: dict[str, object], battlefield: list[object], message: str
) -> None:
    cards = {c.name: c for c in (GRIZZLY_BEARS, SHRINE)}
    data = {
        "players": [{"name": "Ann", "paper": True}, {"name": "Ben", "paper": True}],
        "position": {"designations": designations, "battlefield": battlefield},
    }
    with pytest.raises(RecordError) as info:
        setup_from_json(data, cards.get)
    assert str(info.value).startswith(message), str(info.value)
