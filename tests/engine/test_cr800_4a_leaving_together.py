"""Players who leave the game at the same time leave together (800.4a, 704.3); a turn whose
active player has left goes on without one (800.4j).

Two players at 0 life in one state-based check, or a simultaneous concession, leave as one: the
crown passes on once (724.4), never to a player who is leaving too, so no "whenever you become the
monarch" of a leaving player triggers on the way.
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import (
    CardDef,
    ContinuousEffectSpec,
    GainLifeEffect,
    TriggeredAbilitySpec,
    TriggerEvent,
)
from saga_table.engine.ids import PlayerId
from saga_table.engine.sba import settle
from saga_table.engine.state import Duration, GameState
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError, Tx
from tests.engine.helpers import (
    ANN,
    BOB,
    CID,
    CUSTODI_LICH,
    DEE,
    GRIZZLY_BEARS,
    HILL_GIANT,
    advance,
    advance_to,
    of_type,
    play,
    resolve,
    seat,
    steps_began,
    table,
)

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")


def _everyone_named_loses_all_life(state: GameState, *players: PlayerId):
    """A resolving spell ("each of those players loses 20 life") carried out in one go, then the
    game settles as after any action: the state and the events."""
    tx = Tx(state)
    for p in players:
        tx.change_life(p, -tx.state.players[p].life)
    settle(tx)
    return tx.state, tx.events


@pytest.mark.parametrize("count", range(3, 9))
def test_cr800_4a_724_4_the_crown_skips_a_player_leaving_with_the_monarch(count: int) -> None:
    """Bob's turn; Ann is the monarch; Ann and Bob both go to 0 life at once. Removed one by one,
    the crown went to Bob (the active player, whose Custodi Lich triggered) and then on; together,
    it goes straight to the next player in turn order after Bob who is not leaving: Cid."""
    game = table(seat("Ann"), seat("Bob", CUSTODI_LICH), *NAMES[2:count], first=1)
    play(game, BOB, "Custodi Lich")
    resolve(game)  # Bob becomes the monarch, and the Lich's own trigger
    resolve(game)
    game.apply(a.BecomeMonarch(ANN))
    state, events = _everyone_named_loses_all_life(game.state, ANN, BOB)
    assert [e.player for e in of_type(events, ev.PlayerLeft)] == [ANN, BOB]
    assert state.monarch == CID
    assert [(c.before, c.after) for c in of_type(events, ev.MonarchChanged)] == [(ANN, CID)]
    assert not state.pending and not state.stack  # Bob's Lich never triggered
    assert state.game_over is (count == 3)


def test_cr704_5a_two_players_at_zero_life_in_one_check_both_lose() -> None:
    game = table("Ann", "Bob", "Cid", "Dee")
    state, events = _everyone_named_loses_all_life(game.state, BOB, DEE)
    assert [(e.player, e.reason) for e in of_type(events, ev.PlayerLost)] == [
        (BOB, "0 or less life (704.5a)"),
        (DEE, "0 or less life (704.5a)"),
    ]
    assert state.players_in_game() == (ANN, CID)
    assert not state.game_over


def test_cr104_4a_when_every_remaining_player_loses_at_once_it_is_a_draw() -> None:
    game = table("Ann", "Bob")
    state, events = _everyone_named_loses_all_life(game.state, ANN, BOB)
    assert state.game_over
    assert of_type(events, ev.GameEnded) == [ev.GameEnded(None)]


def test_cr800_4a_a_simultaneous_concession_passes_the_crown_once() -> None:
    game = table("Ann", "Bob", "Cid", "Dee")
    game.apply(a.BecomeMonarch(ANN))
    events = game.apply(a.ConcedeTogether((ANN, BOB)))
    # Ann is the active player and leaving: the next player in turn order not leaving is Cid
    assert game.state.monarch == CID
    assert [(c.before, c.after) for c in of_type(events, ev.MonarchChanged)] == [(ANN, CID)]
    assert [e.player for e in of_type(events, ev.PlayerLeft)] == [ANN, BOB]
    assert game.state.players_in_game() == (CID, DEE)
    with pytest.raises(IllegalActionError, match="has left the game"):
        game.apply(a.ConcedeTogether((BOB,)))


def test_cr800_4a_the_game_goes_on_with_the_next_player_after_they_leave() -> None:
    game = table("Ann", "Bob", "Cid")
    game.apply(a.ConcedeTogether((ANN, BOB)))
    assert game.state.game_over  # one player left
    game2 = table("Ann", "Bob", "Cid", "Dee")
    game2.apply(a.ConcedeTogether((BOB, CID)))
    advance_to(game2, Step.UPKEEP, turn=2)
    assert game2.state.turn.active == DEE


# ---------------------------------------------------------------------------- 800.4j

EACH_END_STEP = CardDef.simple(
    "Dusk Bell",
    card_types=("Enchantment",),
    triggered_abilities=(
        TriggeredAbilitySpec(
            TriggerEvent.BEGINNING_OF_EACH_END_STEP,
            "At the beginning of each end step, gain 1 life.",
            GainLifeEffect(1),
        ),
    ),
)


def test_cr800_4j_the_turn_goes_on_without_its_active_player_to_each_end_step() -> None:
    """Ann concedes in her own precombat main phase: her turn goes on to its end without an
    active player, so Bob's "at the beginning of each end step" ability triggers in its end
    step (513.1a), and the next turn is Bob's."""
    game = table("Ann", seat("Bob", EACH_END_STEP), "Cid")
    play(game, BOB, EACH_END_STEP.name)
    game.apply(a.Concede(ANN))
    events = advance_to(game, Step.END)
    assert (game.state.turn.number, game.state.turn.active) == (1, ANN)
    assert not of_type(events, ev.TurnBegan)
    assert [i.text for i in game.state.stack] == [
        "At the beginning of each end step, gain 1 life."
    ]
    resolve(game)
    events = advance_to(game, Step.UPKEEP)
    assert [(t.number, t.player) for t in of_type(events, ev.TurnBegan)] == [(2, BOB)]


def test_cr800_4j_514_2_the_cleanup_of_a_turn_with_no_active_player_still_cleans_up() -> None:
    """Ann's Bears are blocked by Bob's Hill Giant, which has +3/+3 until end of turn and takes
    2 damage; then Ann concedes. Her turn's cleanup step still happens (514.2), so on Bob's turn
    the Giant is a 3/3 with no damage; nobody discards to hand size for Ann (514.1)."""
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", HILL_GIANT), "Cid")
    bears = play(game, ANN, GRIZZLY_BEARS.name)
    giant = play(game, BOB, HILL_GIANT.name)
    game.apply(a.ApplyEffect((giant,), ContinuousEffectSpec(pt_delta=(3, 3)),
                             Duration.UNTIL_END_OF_TURN))
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((giant, bears),)))
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage())
    assert game.state.objects[giant].damage == 2
    game.apply(a.Concede(ANN))
    events = advance_to(game, Step.UPKEEP)
    assert [(t.number, t.player) for t in of_type(events, ev.TurnBegan)] == [(2, BOB)]
    assert "cleanup" in steps_began(events)
    assert not of_type(events, ev.DecisionRequested)
    assert game.state.objects[giant].damage == 0
    assert game.state.effects == ()
