"""CR 704.5j, the legend rule: "If a player controls two or more legendary permanents with the same
name, that player chooses one of them, and the rest are put into their owners' graveyards."

A state-based action with a choice: the engine stops with a ChooseLegendDecision, the answer is
KeepLegend, and the permanents go together with the rest of that check (704.3).
"""

from __future__ import annotations

import json

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.ids import Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import ChooseLegendDecision
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    advance,
    in_hand,
    in_zone,
    lore,
    of_type,
    play,
    seat,
    table,
)

TAMIYO = CardDef.saga(
    "Tale of the Storyteller",
    chapters={1: "Draw a card.", 2: "Scry 2.", 3: "Return a card."},
    supertypes=("Legendary",),
)
BOMBADIL = CardDef.simple(
    "Old Singer", supertypes=("Legendary",), power="4", toughness="4"
)
BEAR = CardDef.simple("Forest Bear", power="2", toughness="2")


def test_cr704_5j_the_controller_chooses_which_legend_stays() -> None:
    game = table(seat("Ann", TAMIYO, TAMIYO), "Bob")
    first = play(game, ANN, TAMIYO.name)
    game.apply(a.ResolveTopOfStack())
    game.apply(a.AddCounters(first, "lore", 1))  # the first one is at chapter II now
    game.apply(a.ResolveTopOfStack())
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, TAMIYO.name)))
    decision = game.state.decision
    assert isinstance(decision, ChooseLegendDecision)
    assert decision.player == ANN and decision.name == TAMIYO.name
    assert first in decision.options and len(decision.options) == 2
    assert [e.kind for e in of_type(events, ev.DecisionRequested)] == ["legend rule"]
    # nothing else may happen before the choice
    with pytest.raises(IllegalActionError, match=r"704\.5j"):
        game.apply(a.AdvanceStep())
    events = game.apply(a.KeepLegend(first))
    assert [o.id for o in game.state.permanents() if o.name == TAMIYO.name] == [first]
    assert lore(game, first) == 2
    assert in_zone(game, ANN, Zone.GRAVEYARD) == [TAMIYO.name]
    assert len(of_type(events, ev.LegendRuleApplied)) == 1


def test_cr704_5j_the_new_one_can_be_kept_and_its_chapter_still_resolves() -> None:
    """Its chapter I triggered as it entered (714.3b); the ability is independent of it."""
    game = table(seat("Ann", TAMIYO, TAMIYO), "Bob")
    first = play(game, ANN, TAMIYO.name)
    game.apply(a.ResolveTopOfStack())
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, TAMIYO.name)))
    decision = game.state.decision
    assert isinstance(decision, ChooseLegendDecision)
    second = next(o for o in decision.options if o != first)
    game.apply(a.KeepLegend(second))
    assert [o.id for o in game.state.permanents()] == [second]
    assert [i.chapter for i in game.state.stack] == [1]


def test_cr704_5j_each_player_keeps_their_own_copy() -> None:
    """The rule looks at one controller at a time: Ann's and Bob's copies both stay."""
    game = table(seat("Ann", BOMBADIL), seat("Bob", BOMBADIL))
    play(game, ANN, BOMBADIL.name)
    play(game, BOB, BOMBADIL.name)
    assert game.state.decision is None
    assert [o.name for o in game.state.permanents()] == [BOMBADIL.name] * 2


def test_cr704_5j_only_legendary_permanents_with_the_same_name() -> None:
    game = table(seat("Ann", BEAR, BEAR, BOMBADIL), "Bob")
    for name in (BEAR.name, BEAR.name, BOMBADIL.name):
        play(game, ANN, name)
    assert game.state.decision is None
    assert len(game.state.battlefield) == 3


def test_cr704_5j_identical_copies_need_no_question() -> None:
    """Two untapped, counterless copies of one card: any choice is the same game."""
    game = table(seat("Ann", BOMBADIL, BOMBADIL), "Bob")
    first = play(game, ANN, BOMBADIL.name)
    play(game, ANN, BOMBADIL.name)
    assert game.state.decision is None
    assert [o.id for o in game.state.permanents()] == [first]
    assert in_zone(game, ANN, Zone.GRAVEYARD) == [BOMBADIL.name]


def test_cr704_5j_a_tapped_copy_makes_it_a_real_choice() -> None:
    game = table(seat("Ann", BOMBADIL, BOMBADIL), "Bob")
    first = play(game, ANN, BOMBADIL.name)
    game.apply(a.TapPermanent(first))
    play(game, ANN, BOMBADIL.name)
    decision = game.state.decision
    assert isinstance(decision, ChooseLegendDecision)
    with pytest.raises(IllegalActionError):
        game.apply(a.KeepLegend(999))
    untapped = next(o for o in decision.options if o != first)
    game.apply(a.KeepLegend(untapped))
    assert [(o.id, o.tapped) for o in game.state.permanents()] == [(untapped, False)]


def test_cr704_5j_two_players_choose_in_apnap_order_then_all_go_at_once() -> None:
    """Gaining control of Bob's copy while each player has two: Ann chooses, then Bob, and the
    check puts every loser into the graveyard together."""
    game = table(seat("Ann", BOMBADIL, BOMBADIL), seat("Bob", BOMBADIL, BOMBADIL))
    ids = [play(game, p, BOMBADIL.name) for p in (ANN, BOB)]
    for oid in ids:
        game.apply(a.TapPermanent(oid))
    # both players' second copies arrive in one action: Bob's own enters under Bob, Ann's...
    events = game.apply(a.PutOntoBattlefield(in_hand(game, ANN, BOMBADIL.name)))
    assert isinstance(game.state.decision, ChooseLegendDecision)
    game.apply(a.KeepLegend(ids[0]))
    assert game.state.decision is None
    events = game.apply(a.PutOntoBattlefield(in_hand(game, BOB, BOMBADIL.name)))
    decision = game.state.decision
    assert isinstance(decision, ChooseLegendDecision) and decision.player == BOB
    events = game.apply(a.KeepLegend(ids[1]))
    assert [o.id for o in game.state.permanents()] == ids
    assert len(of_type(events, ev.LegendRuleApplied)) == 1


def test_cr704_5j_undo_and_replay_keep_the_choice() -> None:
    game = table(seat("Ann", BOMBADIL, BOMBADIL), "Bob")
    first = play(game, ANN, BOMBADIL.name)
    game.apply(a.TapPermanent(first))
    play(game, ANN, BOMBADIL.name)
    game.apply(a.KeepLegend(first))
    advance(game)
    result = replay(json.loads(json.dumps(game_to_json(game))))
    assert result.error is None
    assert [o.tapped for o in result.game.state.permanents()] == [True]
    game.undo()
    game.undo()
    assert isinstance(game.state.decision, ChooseLegendDecision)
