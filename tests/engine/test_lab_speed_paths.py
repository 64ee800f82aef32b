"""The fifth round of the lab's speed work (design.md, "Fifth round"): each quicker path gives
what the path it replaces gives, as a player would see it.

- characteristics with no continuous effect in play are built straight from the printed faces
  and the counters (613: with no effect, only the counters of 613.4c change anything);
- a new game's library objects are made once per deck and shared between games;
- ``replace`` and ``replacer`` make their copies by names compiled once.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from saga_table.engine import actions as a
from saga_table.engine.characteristics import (
    _compute,
    _with_counters,
    compute_characteristics,
)
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import GameObject, GameState, TurnState
from saga_table.engine.turns import Step
from tests.engine.helpers import (
    ANN,
    GRIZZLY_BEARS,
    HILL_GIANT,
    HUMILITY,
    ISLAND,
    chars,
    perm,
    play,
    seat,
    table,
)

_DEMO = Path(__file__).resolve().parents[2] / "resources" / "docs" / "examples" / "demo-deck.txt"


def _layered(state: GameState) -> dict[object, object]:
    """The characteristics by the layers themselves (613), with no shortcut."""
    perms = tuple(state.objects[i] for i in state.battlefield)
    return dict(_with_counters(state, _compute(state, perms)))


# ---------------------------------------------------------------------------- 613 characteristics


def test_cr613_4c_with_no_effect_in_play_a_creature_is_its_printed_face_and_its_counters() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    play(game, ANN, "Hill Giant")
    game.apply(a.AddCounters(bears, "+1/+1", 2, player=ANN))
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    giant = chars(game, perm(game, "Hill Giant"))
    assert (giant.power, giant.toughness) == (3, 3)
    assert compute_characteristics(game.state) == _layered(game.state)


def test_cr613_4b_an_effect_that_sets_base_power_is_applied_before_the_counters() -> None:
    # Humility's static ability is a continuous effect: the quick path gives way to the layers
    game = table(seat("Ann", GRIZZLY_BEARS, HUMILITY), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    game.apply(a.AddCounters(bears, "+1/+1", 2, player=ANN))
    play(game, ANN, "Humility")
    c = chars(game, bears)
    assert (c.power, c.toughness) == (3, 3)  # 1/1 base (613.4b), then two counters (613.4c)
    assert compute_characteristics(game.state) == _layered(game.state)


def test_cr613_every_state_of_lab_games_has_the_characteristics_the_layers_give() -> None:
    from saga_table.lab.command import load_deck
    from saga_table.lab.player import Policy, play_game

    deck = load_deck(_DEMO)
    compared = 0
    for number in range(1, 9):
        _result, game = play_game(deck, Policy(turns=10, keep_history=True), 1, number)
        for entry in game.history:
            state = entry.after
            assert compute_characteristics(state) == _layered(state), (number, entry.action)
            compared += 1
    assert compared > 500


# ---------------------------------------------------------------------------- 103 the libraries


def _objects(state: GameState, zone: Zone) -> list[GameObject]:
    return sorted((o for o in state.objects.values() if o.zone is zone), key=lambda o: o.id)


def test_cr103_1_a_library_is_the_deck_in_its_written_order_one_new_object_a_card() -> None:
    deck = (GRIZZLY_BEARS, ISLAND, HILL_GIANT, ISLAND)
    game = Game(
        GameSetup(players=(PlayerSetup("Ann", library=deck), PlayerSetup("Bob", library=deck)),
                  shuffle=False)
    )
    state = game.initial_state
    for pid, first in ((PlayerId(0), 1), (PlayerId(1), 5)):
        ids = state.zones[(pid, Zone.LIBRARY)]
        assert ids == tuple(range(first, first + 4))
        cards = [state.objects[i] for i in ids]
        assert [o.card for o in cards] == list(deck)
        assert all(o.owner == pid and o.controller == pid and o.timestamp == o.id for o in cards)
    assert state.next_id == 9


def test_cr103_3_games_from_one_deck_start_alike_and_each_goes_its_own_way() -> None:
    deck = (ISLAND,) * 30 + (GRIZZLY_BEARS,) * 30
    setup = GameSetup(players=(PlayerSetup("Ann", library=deck), PlayerSetup("Bob")), seed=7)
    first, second = Game(setup), Game(setup)
    assert _objects(first.state, Zone.LIBRARY) == _objects(second.state, Zone.LIBRARY)
    assert first.state.zones == second.state.zones  # the same seed shuffles alike
    other = Game(dataclasses.replace(setup, seed=8))
    assert other.state.zones[(ANN, Zone.LIBRARY)] != first.state.zones[(ANN, Zone.LIBRARY)]
    # one game going on changes nothing of the other
    before = dict(second.state.objects), dict(second.state.zones)
    while first.state.turn.step is not Step.MAIN:
        first.apply(a.AdvanceStep())
    assert (dict(second.state.objects), dict(second.state.zones)) == before


# ---------------------------------------------------------------------------- replace


def test_replace_gives_the_same_copy_whatever_the_order_of_the_names() -> None:
    bears = GameObject(1, GRIZZLY_BEARS, ANN, ANN, Zone.BATTLEFIELD)  # type: ignore[arg-type]
    one = replace(bears, tapped=True, damage=1)
    other = replace(bears, damage=1, tapped=True)
    assert one == other == dataclasses.replace(bears, tapped=True, damage=1)
    assert replace(bears, damage=2).tapped is False and replace(one, tapped=False).damage == 1


def test_replacer_is_replace_with_the_values_by_position() -> None:
    turn = TurnState(3, ANN, slot=None, remaining=(), main_phases_begun=1)  # type: ignore[arg-type]
    step_begins = replacer(TurnState, "remaining", "main_phases_begun")
    made = step_begins(turn, ("x",), 2)
    assert made == dataclasses.replace(turn, remaining=("x",), main_phases_begun=2)
    assert made is not turn and turn.main_phases_begun == 1
    with pytest.raises(TypeError, match="bogus"):
        replacer(TurnState, "bogus")


def test_replacer_of_a_value_with_checks_runs_them() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Positive:
        n: int

        def __post_init__(self) -> None:
            if self.n <= 0:
                raise ValueError("not positive")

    assert replacer(Positive, "n")(Positive(1), 2) == Positive(2)
    with pytest.raises(ValueError, match="positive"):
        replacer(Positive, "n")(Positive(1), 0)


def test_a_replacer_compiles_at_its_first_call_and_stays_the_same_function() -> None:
    """The engine's replacers are made as its modules are imported; compiling them then had
    cost the window's start-up. Each compiles at its first call and becomes the compiled code,
    keeping its identity (module globals and imports that hold it get the quick body)."""
    from saga_table.engine.fastreplace import _first_call, replacer
    from saga_table.engine.values import dataclass

    @dataclass(frozen=True, slots=True)
    class Corner:
        x: int
        y: int = 0
        z: int = 0

    move = replacer(Corner, "z", "x")
    assert move.__code__ is _first_call.__code__  # nothing compiled yet
    assert move(Corner(1, 2, 3), 9, 7) == Corner(7, 2, 9)
    assert move.__code__ is not _first_call.__code__  # now its own body
    assert move(Corner(4, 5, 6), 0, 1) == Corner(1, 5, 0)
