"""CR 730 day and night, 702.145 daybound and nightbound, 502.2 the check in the untap step.

Edition read: the Comprehensive Rules of January 16, 2026 (730 Day and Night; 502.2; 702.145),
numbers unchanged in the seed edition of September 25, 2026.
"""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef, CardFace, ContinuousEffectSpec, Layout
from saga_table.engine.ids import Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    GRIZZLY_BEARS,
    advance_to,
    in_hand,
    of_type,
    perm,
    seat,
    table,
)

WEREWOLF = CardDef(
    name="Village Howler // Moon Howler",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(
            name="Village Howler",
            card_types=("Creature",),
            subtypes=("Human", "Werewolf"),
            power="2",
            toughness="2",
            keywords=("Daybound",),
        ),
        CardFace(
            name="Moon Howler",
            card_types=("Creature",),
            subtypes=("Werewolf",),
            power="4",
            toughness="4",
            keywords=("Nightbound",),
        ),
    ),
)


def _face_name(game) -> str:
    return next(o.name for o in game.state.permanents() if "Howler" in o.name)


def test_cr730_1_the_game_starts_as_neither() -> None:
    game = table("Ann", "Bob")
    advance_to(game, Step.UPKEEP, turn=3)
    assert game.state.day_night is None


def test_cr702_145d_a_daybound_permanent_makes_it_day() -> None:
    game = table(seat("Ann", WEREWOLF), "Bob")
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    assert game.state.day_night == "day"
    assert of_type(events, ev.DayNightChanged) == [
        ev.DayNightChanged(None, "day", "a bound permanent appeared")
    ]
    assert _face_name(game) == "Village Howler"


def test_cr502_2_day_and_night_over_several_turns() -> None:
    """Ann casts nothing on turn 1: night on turn 2 (the werewolf transforms); Bob casts two
    spells on turn 2: day on turn 3; one spell on turn 3 keeps it day; none on 4: night."""
    game = table(seat("Ann", WEREWOLF), seat("Bob", GRIZZLY_BEARS, GRIZZLY_BEARS))
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.day_night == "night" and _face_name(game) == "Moon Howler"
    advance_to(game, Step.MAIN, turn=2)
    for _ in range(2):
        game.apply(a.CastSpell(in_hand(game, BOB, GRIZZLY_BEARS.name)))
        game.apply(a.ResolveTopOfStack())
    advance_to(game, Step.UPKEEP, turn=3)
    assert game.state.day_night == "day" and _face_name(game) == "Village Howler"
    advance_to(game, Step.MAIN, turn=3)
    game.apply(a.CountSpell(ANN))  # a spell cast on the paper table, tapped once
    advance_to(game, Step.UPKEEP, turn=4)
    assert game.state.day_night == "day"  # day turns to night only after no spells
    advance_to(game, Step.UPKEEP, turn=5)
    assert game.state.day_night == "night"


def test_cr502_2_at_night_one_spell_is_not_enough() -> None:
    game = table(seat("Ann"), "Bob")
    game.apply(a.SetDayNight("night"))
    game.apply(a.CountSpell(ANN))
    advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.day_night == "night"


def test_cr730_2_once_day_or_night_it_never_becomes_neither() -> None:
    game = table(seat("Ann", WEREWOLF), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    game.apply(a.MoveObject(perm(game, "Village Howler"), Zone.GRAVEYARD))
    for turn in range(2, 6):
        advance_to(game, Step.UPKEEP, turn=turn)
        assert game.state.day_night in ("day", "night")


def test_cr702_145e_at_night_a_daybound_card_appears_nightbound_face_up() -> None:
    game = table(seat("Ann", WEREWOLF), "Bob")
    game.apply(a.SetDayNight("night"))
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    assert _face_name(game) == "Moon Howler"
    assert not of_type(events, ev.PermanentTransformed)  # it appeared so: no transform


def test_cr702_145b_bound_permanents_do_not_transform_otherwise() -> None:
    game = table(seat("Ann", WEREWOLF), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    with pytest.raises(IllegalActionError, match=r"702\.145b"):
        game.apply(a.Transform(perm(game, "Village Howler")))


def test_cr702_145d_f_daybound_and_nightbound_are_the_abilities_it_has_now() -> None:
    """Daybound and nightbound are abilities like any other (613, layer 6): Grizzly Bears given
    daybound by an effect make it day while it is neither (702.145d); a Moon Howler that lost
    all its abilities has no nightbound, so it does not transform as it becomes day (702.145f)."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, GRIZZLY_BEARS.name)))
    assert game.state.day_night is None
    game.apply(a.ApplyEffect((perm(game, GRIZZLY_BEARS.name),),
                             ContinuousEffectSpec(add_keywords=("Daybound",))))
    assert game.state.day_night == "day"
    game = table(seat("Ann", WEREWOLF), "Bob")
    game.apply(a.SetDayNight("night"))
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    assert _face_name(game) == "Moon Howler"
    game.apply(a.ApplyEffect((perm(game, "Moon Howler"),),
                             ContinuousEffectSpec(lose_all_abilities=True)))
    events = game.apply(a.SetDayNight("day"))
    assert _face_name(game) == "Moon Howler"
    assert not of_type(events, ev.PermanentTransformed)


def test_day_and_night_replay_from_the_record() -> None:
    game = table(seat("Ann", WEREWOLF), "Bob")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, WEREWOLF.name)))
    advance_to(game, Step.UPKEEP, turn=2)
    result = replay(json.loads(json.dumps(game_to_json(game))))
    assert result.error is None
    assert result.game.state.day_night == "night"
