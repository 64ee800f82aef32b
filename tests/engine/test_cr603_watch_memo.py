"""CR 603.2: the watcher's memory of what the battlefield's faces watch (engine/watch.py
``_watched_now``) never hides a change: a permanent's arrival and departure, a face turned up by
transforming, a change of control, and a state that only shares the battlefield's ids.

Each game asks the question first (a draw with nobody watching), then changes the battlefield
and draws again: the draw watcher must trigger exactly when a face that watches is there.
"""

from __future__ import annotations

from saga_table.engine import actions as a
from saga_table.engine import watch
from saga_table.engine.cards import (
    CardDef,
    CardFace,
    GainLifeEffect,
    Layout,
    TriggeredAbilitySpec,
)
from saga_table.engine.cards import TriggerEvent as T
from saga_table.engine.fastreplace import replace
from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.engine.tx import Tx
from tests.engine.helpers import ANN, BOB, GRIZZLY_BEARS, perm, play, seat, table

_DRAW_TEXT = "Whenever you draw a card, you gain 1 life."
_DRAWS = TriggeredAbilitySpec(T.YOU_DRAW, _DRAW_TEXT, GainLifeEffect(1))
DRAW_WATCHER = CardDef.simple(
    "Page Watcher", card_types=("Enchantment",), triggered_abilities=(_DRAWS,)
)
#: A transforming card whose back face alone watches for draws.
TURNING = CardDef(
    name="Blank Page // Reading Page",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(name="Blank Page", card_types=("Enchantment",)),
        CardFace(name="Reading Page", card_types=("Enchantment",), triggered_abilities=(_DRAWS,)),
    ),
)


def _draw_triggers(game: Game, player: int) -> list[int]:
    """``player`` draws a card: the controllers of the draw abilities that triggered."""
    before = {i.id for i in (*game.state.stack, *game.state.pending)}
    game.apply(a.DrawCards(player))  # type: ignore[arg-type]
    return [
        int(i.controller)
        for i in (*game.state.stack, *game.state.pending)
        if i.id not in before and i.text == _DRAW_TEXT
    ]


def test_cr603_2_a_watcher_arriving_and_leaving_is_seen() -> None:
    game = table(seat("Ann", DRAW_WATCHER, GRIZZLY_BEARS), "Bob")
    assert _draw_triggers(game, ANN) == []  # (asked with nobody watching)
    play(game, ANN, GRIZZLY_BEARS.name)  # (another battlefield, still nobody watching)
    assert _draw_triggers(game, ANN) == []
    play(game, ANN, DRAW_WATCHER.name)
    assert _draw_triggers(game, ANN) == [ANN]
    assert _draw_triggers(game, ANN) == [ANN]  # (asked again of the same battlefield)
    game.apply(a.MoveObject(perm(game, DRAW_WATCHER.name), Zone.GRAVEYARD))
    assert _draw_triggers(game, ANN) == []


def test_cr603_2_712_a_face_turned_up_by_transforming_is_seen() -> None:
    game = table(seat("Ann", TURNING), "Bob")
    page = play(game, ANN, TURNING.name)
    assert _draw_triggers(game, ANN) == []  # the front face watches nothing
    game.apply(a.Transform(page))
    assert _draw_triggers(game, ANN) == [ANN]
    game.apply(a.Transform(page))
    assert _draw_triggers(game, ANN) == []


def test_cr603_2_613_1b_a_watcher_that_changes_control_watches_for_its_new_controller() -> None:
    game = table(seat("Ann", DRAW_WATCHER), "Bob")
    watcher = play(game, ANN, DRAW_WATCHER.name)
    assert _draw_triggers(game, ANN) == [ANN]
    game.apply(a.GainControl(watcher, BOB))
    assert _draw_triggers(game, ANN) == []
    assert _draw_triggers(game, BOB) == [BOB]


def test_cr603_2_an_action_copied_before_a_face_changed_keeps_the_face_it_saw() -> None:
    """A new action begun from a state in the middle of one (a look ahead, battlefield.py)
    shares the battlefield's ids but may have been copied before a face was turned up."""
    game = table(seat("Ann", TURNING), "Bob")
    page = play(game, ANN, TURNING.name)
    tx = Tx(game.state)
    early = Tx(tx.state)  # copied while the front face is up
    assert not watch.watches_beginning(tx, frozenset({T.YOU_DRAW}))
    obj = tx.state.objects[page]
    tx.set_object(replace(obj, face=1))
    assert watch.watches_beginning(tx, frozenset({T.YOU_DRAW}))  # the same action sees it
    assert not watch.watches_beginning(early, frozenset({T.YOU_DRAW}))
    later = Tx(tx.state)  # begun from the action's state: the back face is up
    assert watch.watches_beginning(later, frozenset({T.YOU_DRAW}))
    assert watch.watches_beginning(later, frozenset({T.YOU_DRAW}))


def test_cr603_2_a_state_sharing_only_the_battlefields_ids_is_asked_anew() -> None:
    """Another state with the very same battlefield tuple but another card under an id (a
    position made from this one, say) is not answered from the memory."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    state = game.state
    assert not watch.watches_beginning(Tx(state), frozenset({T.YOU_DRAW}))
    other = state.copy()
    other.objects[bear] = replace(state.objects[bear], card=DRAW_WATCHER)
    assert other.battlefield is state.battlefield
    assert watch.watches_beginning(Tx(other), frozenset({T.YOU_DRAW}))
    assert not watch.watches_beginning(Tx(state), frozenset({T.YOU_DRAW}))
