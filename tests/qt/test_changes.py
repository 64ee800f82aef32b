"""What differs between two states: what an action, an undo or a redo touched, by identity."""

from __future__ import annotations

from dataclasses import replace

from saga_table.engine import actions as a
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.qt.changes import StateChange, state_change
from tests.qt.window_support import card_in_hand, goldfish_game, permanent


def _on_the_battlefield():
    game = goldfish_game(players=2)
    for name in ("History of Benalia", "Grizzly Bears", "Plains"):
        game.apply(a.PutOntoBattlefield(ObjectId(card_in_hand(game, name))))
        while game.state.stack:
            game.apply(a.ResolveTopOfStack(carry_out=False))
    return game


def test_the_same_state_changes_nothing() -> None:
    state = goldfish_game().state
    assert state_change(state, state).empty
    assert not StateChange.all().empty


def test_a_lore_counter_names_the_saga_alone_and_the_stack() -> None:
    game = _on_the_battlefield()
    benalia = permanent(game, "History of Benalia")
    before = game.state
    game.apply(a.AddCounters(ObjectId(benalia), "lore", 1))
    change = state_change(before, game.state)
    assert change.objects == {benalia}
    assert change.stack  # chapter II triggered
    assert not change.battlefield and not change.zones and not change.players and not change.turn


def test_undo_and_redo_name_the_same_objects_as_the_action() -> None:
    game = _on_the_battlefield()
    bear = permanent(game, "Grizzly Bears")
    before = game.state
    game.apply(a.TapPermanent(ObjectId(bear)))
    applied = game.state
    game.undo()
    undone = state_change(applied, game.state)
    game.redo()
    redone = state_change(before, game.state)
    assert undone.objects == redone.objects == {bear}
    assert not undone.stack and not undone.battlefield


def test_a_card_drawn_changes_the_hand_and_the_library_not_the_battlefield() -> None:
    game = _on_the_battlefield()
    before = game.state
    game.apply(a.DrawCards(PlayerId(1)))
    change = state_change(before, game.state)
    assert change.zones == {(1, Zone.HAND), (1, Zone.LIBRARY)}
    assert change.touches_zone(1, Zone.HAND) and not change.touches_zone(0, Zone.HAND)
    assert not change.battlefield and not change.touches_zone(1, Zone.BATTLEFIELD)
    assert len(change.objects) == 2  # the card drawn: gone from the library, new in the hand


def test_a_permanent_entering_changes_the_battlefield() -> None:
    game = _on_the_battlefield()
    card = card_in_hand(game, "Tale of Two", player=1)
    before = game.state
    game.apply(a.PutOntoBattlefield(ObjectId(card)))
    change = state_change(before, game.state)
    assert change.battlefield and change.stack
    assert (1, Zone.HAND) in change.zones
    assert card in change.objects  # the card left the hand: a new object on the battlefield
    assert len(change.objects) == 2


def test_life_and_steps_change_players_and_the_turn() -> None:
    game = _on_the_battlefield()
    before = game.state
    game.apply(a.ChangeLife(PlayerId(1), -3))
    change = state_change(before, game.state)
    assert change.players == {1} and not change.objects and not change.turn
    before = game.state
    game.apply(a.AdvanceStep())
    assert state_change(before, game.state).turn


def test_a_permanent_whose_characteristics_changed_is_named_though_untouched() -> None:
    game = _on_the_battlefield()
    bear = ObjectId(permanent(game, "Grizzly Bears"))
    before = game.state
    chars = compute_characteristics(before)
    game.apply(a.ChangeLife(PlayerId(0), 1))  # the bear itself is not touched
    pumped = dict(compute_characteristics(game.state))
    pumped[bear] = replace(pumped[bear], power=5)  # as an anthem elsewhere would
    change = state_change(before, game.state, chars_before=chars, chars_after=pumped)
    assert change.objects == {int(bear)}
