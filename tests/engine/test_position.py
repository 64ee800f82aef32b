"""Joining a game in progress: a position in the setup, built with nothing triggering."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.describe import describe_state
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.position import (
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
from saga_table.engine.state import Counters
from saga_table.engine.turns import Step
from tests.engine.helpers import (
    ANN,
    AZUSAS_JOURNEYS,
    BOB,
    GRIZZLY_BEARS,
    HISTORY_OF_BENALIA,
    LIGHTNING_BOLT,
    SUMMON_IFRIT,
    URZAS_SAGA,
    advance_to,
    lore,
    of_type,
    perm,
    resolve,
    seat,
    stack_chapters,
    to_precombat_main,
)

READ_AHEAD_SAGA = CardDef.saga(
    "Read Ahead Tale", chapters={1: "one", 2: "two", 3: "three"}, read_ahead=True
)
PLAYERS = (PlayerSetup("Ann", paper=True, life=17, hand_count=4), seat("Ben", URZAS_SAGA))


def lore_counters(n: int) -> Counters:
    return Counters().plus("lore", n)


def positioned(*perms: PositionPermanent, **kw: object) -> Game:
    position = Position(battlefield=perms, **kw)  # type: ignore[arg-type]
    return Game(GameSetup(players=PLAYERS, shuffle=False, position=position))


ISSUE_POSITION = Position(
    turn=5,
    active=ANN,
    step=PositionStep.FIRST_MAIN,
    monarch=BOB,
    battlefield=(
        PositionPermanent(HISTORY_OF_BENALIA, ANN, counters=lore_counters(2), entered_turn=3),
        PositionPermanent(AZUSAS_JOURNEYS, BOB, face=1),
        PositionPermanent(
            CardDef.simple("Knight", subtypes=("Knight",), power="2", toughness="2"),
            ANN,
            token=True,
            tapped=True,
        ),
        PositionPermanent(SUMMON_IFRIT, ANN, token=True, counters=lore_counters(1)),
        PositionPermanent(URZAS_SAGA, BOB, owner=ANN, counters=lore_counters(1)),
    ),
    graveyard=((ANN, (LIGHTNING_BOLT,)),),
)


def test_cr714_3c_a_positioned_saga_gets_its_third_counter_at_the_next_main_phase() -> None:
    game = positioned(
        PositionPermanent(HISTORY_OF_BENALIA, ANN, counters=lore_counters(2), entered_turn=3),
        turn=5,
        step=PositionStep.UPKEEP,
    )
    state = game.state
    saga = perm(game, "History of Benalia")
    assert (state.turn.number, state.turn.active, state.turn.step) == (5, ANN, Step.UPKEEP)
    assert lore(game, saga) == 2 and state.stack == () and state.pending == ()
    assert state.decision is None
    assert not of_type(game.initial_events, ev.ChapterTriggered)
    assert not of_type(game.initial_events, ev.CountersAdded)
    events = to_precombat_main(game, turn=5)
    assert lore(game, saga) == 3 and stack_chapters(game) == [3]
    assert [e.after for e in of_type(events, ev.CountersAdded)] == [3]
    resolve(game)
    assert saga not in game.state.battlefield  # 714.4: its last chapter has left the stack


def test_cr505_4_a_position_in_the_first_main_phase_has_its_lore_counters_already() -> None:
    game = positioned(PositionPermanent(URZAS_SAGA, ANN, counters=lore_counters(1)), turn=3)
    saga = perm(game, "Urza's Saga")
    advance_to(game, Step.MAIN, turn=3, precombat=False)
    assert lore(game, saga) == 1  # no second counter in this turn's (postcombat) main phase
    to_precombat_main(game, turn=5)
    assert lore(game, saga) == 2


def test_cr702_155c_entered_turn_decides_what_read_ahead_skips() -> None:
    fresh = positioned(
        PositionPermanent(READ_AHEAD_SAGA, ANN, counters=lore_counters(1), entered_turn=4),
        turn=4,
    )
    old = positioned(PositionPermanent(READ_AHEAD_SAGA, ANN, counters=lore_counters(1)), turn=4)
    for game, chapters in ((fresh, [3]), (old, [2, 3])):
        saga = perm(game, "Read Ahead Tale")
        game.apply(a.AddCounters(saga, "lore", 2))
        decision = game.state.decision
        triggered = (
            [t.chapter for t in decision.triggers]  # type: ignore[union-attr]
            if decision is not None
            else stack_chapters(game)
        )
        assert triggered == chapters


def test_the_issue_position_builds_with_nothing_triggering() -> None:
    game = Game(GameSetup(players=PLAYERS, shuffle=False, position=ISSUE_POSITION))
    state = game.state
    assert state.monarch == BOB and state.stack == () and state.decision is None
    assert state.players[ANN].life == 17 and state.hand_size(ANN) == 4
    assert [state.objects[i].name for i in state.zone(BOB, Zone.HAND)] == ["Urza's Saga"]
    names = [o.name for o in state.permanents()]
    assert names == [
        "History of Benalia",
        "Likeness of the Seeker",
        "Knight",
        "Summon: G.F. Ifrit",
        "Urza's Saga",
    ]
    urza = perm(game, "Urza's Saga")
    assert (state.objects[urza].owner, state.objects[urza].controller) == (ANN, BOB)
    knight = perm(game, "Knight")
    assert state.objects[knight].token and state.objects[knight].tapped
    assert state.objects[perm(game, "History of Benalia")].entered_turn == 3
    assert state.objects[urza].entered_turn == 4  # an earlier turn by default
    assert [state.objects[i].name for i in state.zone(ANN, Zone.GRAVEYARD)] == ["Lightning Bolt"]


def test_position_round_trips_through_the_record() -> None:
    position = replace(ISSUE_POSITION, initiative=ANN, day_night="night")
    setup = GameSetup(players=PLAYERS, shuffle=False, position=position, seed=4)
    data = json.loads(json.dumps(setup_to_json(setup)))
    assert data["position"]["step"] == "first_main"
    assert (data["position"]["initiative"], data["position"]["day_night"]) == ("Ann", "night")
    assert data["players"][0] == {"name": "Ann", "paper": True, "life": 17, "hand": 4}
    assert setup_from_json(data) == setup
    game = Game(setup)
    game.apply(a.AdvanceStep())
    record = json.loads(json.dumps(game_to_json(game)))
    again = replay(record)
    assert again.error is None and again.game.state == game.state
    assert (game.state.initiative, game.state.day_night) == (ANN, "night")


def test_position_from_state_then_setup_at_gives_the_same_game() -> None:
    game = Game(GameSetup(players=(seat("Ann", HISTORY_OF_BENALIA), seat("Ben")), shuffle=False))
    to_precombat_main(game, turn=1)
    game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.HAND)[0]))
    resolve(game)
    game.apply(a.AddCounters(perm(game, "Knight"), "+1/+1", 1))
    game.apply(a.BecomeMonarch(BOB))
    game.apply(a.ChangeLife(BOB, -3))
    advance_to(game, Step.END, turn=1)
    position = position_from_state(game.state)
    assert position.step is PositionStep.END and position.monarch == BOB
    restarted = Game(setup_at(game.state, game.setup))
    before, after = describe_state(game.state), describe_state(restarted.state)
    assert _without_ids(after) == _without_ids(before)
    assert setup_from_json(json.loads(json.dumps(setup_to_json(restarted.setup)))) == (
        restarted.setup
    )


def _without_ids(value: object) -> object:
    if isinstance(value, dict):
        return {k: _without_ids(v) for k, v in value.items() if k != "id"}
    if isinstance(value, list):
        return [_without_ids(v) for v in value]
    return value


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"step": "second main"}, "setup.position.step: 'second main' is not a step"),
        (
            {"battlefield": [{"card": "Lightning Bolt", "controller": "Ann", "lore": 1}]},
            "setup.position.battlefield[0].card: Lightning Bolt is an instant, not a permanent",
        ),
        (
            {"battlefield": [{"card": "Grizzly Bears", "controller": "Ann", "lore": 1}]},
            "setup.position.battlefield[0].lore: Grizzly Bears is not a Saga",
        ),
        (
            {"battlefield": [{"card": "Nothing Such", "controller": "Ann"}]},
            "setup.position.battlefield[0].card: unknown card 'Nothing Such'",
        ),
        (
            {"battlefield": [{"card": "Grizzly Bears", "controller": "Zed"}]},
            "setup.position.battlefield[0].controller: no player named 'Zed'",
        ),
        ({"monarch": 7}, "setup.position.monarch: there is no player 7"),
        ({"turns": 3}, "setup.position: unknown field 'turns'"),
        (
            {"battlefield": [{"card": "Grizzly Bears", "controller": "Ann", "face": "back"}]},
            "setup.position.battlefield[0].face: Grizzly Bears has no back face",
        ),
        ({"graveyard": {"Ann": "Lightning Bolt"}}, "setup.position.graveyard.Ann: expected a list"),
        ({"left": ["Ann"]}, "setup.position.active: that player has left the game"),
        ({"day_night": "dusk"}, "setup.position.day_night: \"day\" or \"night\", not 'dusk'"),
    ],
)
def test_a_wrong_position_is_refused_naming_the_key(
    change: dict[str, object], message: str
) -> None:
    cards = {c.name: c for c in (LIGHTNING_BOLT, GRIZZLY_BEARS)}
    data = {
        "players": [{"name": "Ann", "paper": True, "hand": 3}, {"name": "Ben", "paper": True}],
        "position": {"turn": 2, "active": "Ann", "step": "upkeep", **change},
    }
    with pytest.raises(RecordError) as info:
        setup_from_json(data, cards.get)
    assert str(info.value).startswith(message), str(info.value)


def test_a_paper_seat_hand_is_a_number_and_a_deck_seat_hand_is_a_list() -> None:
    with pytest.raises(RecordError, match=r"setup.players\[0\].hand: a deck seat's hand"):
        setup_from_json({"players": [{"name": "Ann", "hand": 3}]})
    with pytest.raises(RecordError, match="paper seat has no library"):
        setup_from_json(
            {"players": [{"name": "Ann", "paper": True, "library": ["Bears"]}]},
            {"Bears": GRIZZLY_BEARS}.get,
        )


def test_cards_named_in_hand_written_actions_are_found() -> None:
    record = {
        "format": "saga-table-game",
        "version": 1,
        "setup": {
            "players": [{"name": "Ann", "paper": True, "hand": 7}, {"name": "Ben", "paper": True}],
            "cards": {"Tale": {"name": "Tale", "type_line": "Enchantment — Saga"}},
        },
        "actions": [
            {"type": "AdvanceStep"},
            {"type": "PutCardOntoBattlefield", "card": "Grizzly Bears", "controller": "Ben"},
            {"type": "CastCard", "card": "tale", "controller": "Ann"},
            {"type": "ResolveTopOfStack"},
            {"type": "SetHandSize", "player": "Ann", "count": 5},
        ],
    }
    result = replay(record, {"Grizzly Bears": GRIZZLY_BEARS}.get)
    assert result.error is None, result.error
    state = result.game.state
    bears = perm(result.game, "Grizzly Bears")
    assert state.objects[bears].controller == PlayerId(1) and state.hand_size(ANN) == 5
    assert perm(result.game, "Tale") in state.battlefield


def test_cr800_4a_a_player_who_left_stays_out_of_a_position_made_from_the_game() -> None:
    game = Game(GameSetup(players=(seat("Ann"), seat("Ben"), seat("Cid")), shuffle=False))
    game.apply(a.BecomeMonarch(PlayerId(2)))
    game.apply(a.Concede(PlayerId(2)))  # 724.4: the crown goes to Ann, the active player
    restarted = Game(setup_at(game.state, game.setup))
    assert restarted.setup.position is not None
    assert restarted.setup.position.left == (PlayerId(2),)
    assert restarted.state.players[2].left_game and restarted.state.monarch == ANN
    data = json.loads(json.dumps(setup_to_json(restarted.setup)))
    assert data["position"]["left"] == ["Cid"]
    assert setup_from_json(data) == restarted.setup
    actives = []
    while restarted.state.turn.number < 4:
        events = restarted.apply(a.AdvanceToNextTurn())
        resolve(restarted)  # Ann's end-step draw as the monarch
        actives += [e.player for e in of_type(events, ev.TurnBegan)]
    assert actives == [BOB, ANN, BOB]  # Cid's seat is passed over


def test_a_position_with_everyone_else_gone_is_a_finished_game() -> None:
    position = Position(left=(BOB,), step=PositionStep.UPKEEP)
    game = Game(GameSetup(players=PLAYERS, shuffle=False, position=position))
    assert game.state.game_over
    assert of_type(game.initial_events, ev.GameEnded) == [ev.GameEnded(ANN)]


def test_a_paper_seat_with_known_cards_in_hand_round_trips() -> None:
    players = (
        PlayerSetup("Ann", paper=True, hand=(GRIZZLY_BEARS,), hand_count=3),
        PlayerSetup("Ben", paper=True),
    )
    setup = GameSetup(players=players, position=Position(step=PositionStep.DRAW))
    data = json.loads(json.dumps(setup_to_json(setup)))
    assert data["players"][0]["hand"] == ["Grizzly Bears"]
    assert data["players"][0]["hand_count"] == 3 and data["players"][1]["hand"] == 0
    assert setup_from_json(data) == setup
    assert Game(setup).state.hand_size(ANN) == 4


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ({"starting_life": 10**12}, "setup.rules.starting_life: expected a whole number from 1"),
        ({"starting_life": 0}, "setup.rules.starting_life: expected a whole number from 1"),
        ({"max_hand_size": -1}, "setup.rules.max_hand_size: expected a whole number from 0"),
        ({"max_hand_size": "7"}, "setup.rules.max_hand_size: expected a whole number"),
    ],
)
def test_rule_numbers_beyond_what_a_table_uses_are_refused_naming_the_key(
    rules: dict[str, object], message: str
) -> None:
    data = {"players": [{"name": "Ann", "paper": True}], "rules": rules}
    with pytest.raises(RecordError) as info:
        setup_from_json(data)
    assert str(info.value).startswith(message), str(info.value)
