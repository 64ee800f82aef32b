"""CR 724, the Monarch, and the Monarch rulings of RULES.md 1.12 (Conspiracy: Take the Crown,
Palace Jailer, Custodi Lich), in games of two to eight players.

724.5 (a static ability's effect that depends on who is the monarch does nothing while there is
none) has nothing to apply to: the engine models no such static ability.
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.combat import CombatHit
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import AbilityKind, OrderTriggersDecision
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    CID,
    CUSTODI_LICH,
    DEE,
    END_STEP_WATCHER,
    GRIZZLY_BEARS,
    HILL_GIANT,
    PALACE_JAILER,
    advance,
    advance_to,
    of_type,
    order_as_is,
    play,
    resolve,
    seat,
    table,
    top,
)


def _hand(game: Game, player: PlayerId) -> int:
    return len(game.state.zone(player, Zone.HAND))


def _attack(game: Game, *attacks: tuple[ObjectId, PlayerId]) -> list[ev.Event]:
    """From the main phase: declare these attacks, no blocks, to the combat damage step."""
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(attacks))
    return advance_to(game, Step.COMBAT_DAMAGE)


def _monarch_items(game: Game) -> list[tuple[AbilityKind, PlayerId, PlayerId | None]]:
    return [
        (i.kind, i.controller, i.player)
        for i in (*game.state.stack, *game.state.pending)
        if i.kind in (AbilityKind.MONARCH_DRAW, AbilityKind.MONARCH_STEAL)
    ]


# ---------------------------------------------------------------------------- 724.1


def test_cr724_1_there_is_no_monarch_until_an_effect_makes_one() -> None:
    """A whole round of a three-player game with combat damage: nobody is the monarch, nobody
    draws at the end step for it. Then Palace Jailer makes Bob the monarch."""
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", PALACE_JAILER), "Cid")
    assert game.state.monarch is None
    bears = play(game, ANN, "Grizzly Bears")
    _attack(game, (bears, BOB))
    game.apply(a.DealCombatDamage())
    assert game.state.players[BOB].life == 18
    events = advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.monarch is None and _monarch_items(game) == []
    assert of_type(events, ev.MonarchChanged) == []
    advance_to(game, Step.MAIN, turn=2, precombat=True)
    play(game, BOB, "Palace Jailer")
    events = resolve(game)
    assert [(m.before, m.after) for m in of_type(events, ev.MonarchChanged)] == [(None, BOB)]
    assert game.state.monarch == BOB


def test_cr724_1_become_the_monarch_as_an_action() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.BecomeMonarch(BOB))
    assert [(m.before, m.after) for m in of_type(events, ev.MonarchChanged)] == [(None, BOB)]
    assert game.state.monarch == BOB


# ---------------------------------------------------------------------------- 724.2: the draw


def test_cr724_2_the_monarch_draws_at_the_beginning_of_their_end_step() -> None:
    """The draw is a triggered ability with no source, controlled by the monarch."""
    game = table("Ann", "Bob")
    game.apply(a.BecomeMonarch(ANN))
    before = _hand(game, ANN)
    advance_to(game, Step.END)
    item = top(game)
    assert (item.kind, item.source, item.controller, item.player) == (
        AbilityKind.MONARCH_DRAW, None, ANN, ANN,
    )
    resolve(game)
    assert _hand(game, ANN) == before + 1


def test_cr724_2_no_monarch_draw_at_another_players_end_step() -> None:
    game = table("Ann", "Bob")
    game.apply(a.BecomeMonarch(BOB))
    advance_to(game, Step.END, turn=1)
    assert not game.state.stack
    advance_to(game, Step.END, turn=2)
    assert _monarch_items(game) == [(AbilityKind.MONARCH_DRAW, BOB, BOB)]


def test_ruling_the_monarch_still_draws_if_the_crown_moves_before_the_draw_resolves() -> None:
    """Ann's end-step draw is on the stack; in response Bob becomes the monarch. Ann, who was the
    monarch when it triggered, controls it and draws; Bob does not."""
    game = table("Ann", "Bob", "Cid")
    game.apply(a.BecomeMonarch(ANN))
    advance_to(game, Step.END)
    anns, bobs = _hand(game, ANN), _hand(game, BOB)
    game.apply(a.BecomeMonarch(BOB))
    assert top(game).controller == ANN
    resolve(game)
    assert (_hand(game, ANN), _hand(game, BOB)) == (anns + 1, bobs)
    assert game.state.monarch == BOB


def test_cr724_2_the_monarch_orders_the_draw_with_their_own_end_step_triggers() -> None:
    game = table(seat("Ann", END_STEP_WATCHER), "Bob")
    play(game, ANN, "Twilight Watcher")
    game.apply(a.BecomeMonarch(ANN))
    advance_to(game, Step.END)
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision) and decision.player == ANN
    assert {t.kind for t in decision.triggers} == {AbilityKind.MONARCH_DRAW, AbilityKind.TRIGGERED}


# ---------------------------------------------------------------------------- 724.2: the steal


def test_cr724_2_combat_damage_to_the_monarch_makes_the_attacker_the_monarch() -> None:
    """Ann's Grizzly Bears hit Bob, the monarch: the steal trigger has no source and is controlled
    by Bob, who was dealt the damage; as it resolves Ann becomes the monarch."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob", "Cid")
    game.apply(a.BecomeMonarch(BOB))
    bears = play(game, ANN, "Grizzly Bears")
    _attack(game, (bears, BOB))
    game.apply(a.DealCombatDamage())
    item = top(game)
    assert (item.kind, item.source, item.controller, item.player) == (
        AbilityKind.MONARCH_STEAL, None, BOB, ANN,
    )
    assert game.state.monarch == BOB  # not until it resolves
    events = resolve(game)
    assert [(m.before, m.after) for m in of_type(events, ev.MonarchChanged)] == [(BOB, ANN)]


def test_cr724_2_each_creature_that_deals_combat_damage_to_the_monarch_triggers() -> None:
    """Two creatures hit the monarch: two steal triggers, both Bob's, who orders them."""
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), "Bob")
    game.apply(a.BecomeMonarch(BOB))
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, ANN, "Hill Giant")
    _attack(game, (bears, BOB), (giant, BOB))
    game.apply(a.DealCombatDamage())
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision) and decision.player == BOB
    assert [t.kind for t in decision.triggers] == [AbilityKind.MONARCH_STEAL] * 2
    order_as_is(game)
    resolve(game)
    assert game.state.monarch == ANN and game.state.players[BOB].life == 15


def test_cr724_2_damage_to_a_player_who_is_not_the_monarch_moves_nothing() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob", "Cid")
    game.apply(a.BecomeMonarch(CID))
    bears = play(game, ANN, "Grizzly Bears")
    _attack(game, (bears, BOB))
    game.apply(a.DealCombatDamage())
    assert _monarch_items(game) == [] and game.state.monarch == CID


def test_cr724_2_a_blocked_attacker_does_not_hit_the_monarch() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", HILL_GIANT))
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, BOB, "Hill Giant")
    game.apply(a.BecomeMonarch(BOB))
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((giant, bears),)))
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage())
    assert _monarch_items(game) == [] and game.state.players[BOB].life == 20
    assert game.state.monarch == BOB
    assert bears not in game.state.battlefield  # 3 damage on a 2/2 (704.5g)


def test_cr724_2_combat_damage_the_table_records_by_hand_also_steals() -> None:
    """At a paper table the players say what dealt damage: 5 from the Hill Giant (pumped)."""
    game = table(seat("Ann", HILL_GIANT), "Bob", "Cid", "Dee")
    giant = play(game, ANN, "Hill Giant")
    game.apply(a.BecomeMonarch(DEE))
    _attack(game, (giant, DEE))
    game.apply(a.DealCombatDamage((CombatHit(giant, 5, player=DEE),)))
    assert game.state.players[DEE].life == 15
    assert _monarch_items(game) == [(AbilityKind.MONARCH_STEAL, DEE, ANN)]
    resolve(game)
    assert game.state.monarch == ANN


def test_cr724_2_the_steal_still_resolves_after_the_crown_has_moved() -> None:
    """"Its controller becomes the monarch" does not check who the monarch is now."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob", "Cid")
    game.apply(a.BecomeMonarch(BOB))
    bears = play(game, ANN, "Grizzly Bears")
    _attack(game, (bears, BOB))
    game.apply(a.DealCombatDamage())
    game.apply(a.BecomeMonarch(CID))  # in response
    resolve(game)
    assert game.state.monarch == ANN


def test_cr724_2_its_controller_is_the_creatures_controller_as_the_steal_resolves() -> None:
    """Ann's Bears hit Bob, the monarch; before the steal resolves Cid gains control of the
    Bears: "its controller" is read as the ability resolves (608.2h), so Cid becomes the
    monarch. Had the Bears left the battlefield, Ann, who controlled them, would have."""
    for leaves in (False, True):
        game = table(seat("Ann", GRIZZLY_BEARS), "Bob", "Cid")
        game.apply(a.BecomeMonarch(BOB))
        bears = play(game, ANN, "Grizzly Bears")
        _attack(game, (bears, BOB))
        game.apply(a.DealCombatDamage())
        if leaves:
            game.apply(a.MoveObject(bears, Zone.GRAVEYARD))
        else:
            game.apply(a.GainControl(bears, CID))
        resolve(game)
        assert game.state.monarch == (ANN if leaves else CID)


# ---------------------------------------------------------------------------- 724.3


def test_cr724_3_only_one_player_is_the_monarch() -> None:
    game = table("Ann", "Bob", "Cid", "Dee")
    game.apply(a.BecomeMonarch(ANN))
    events = game.apply(a.BecomeMonarch(CID))
    assert [(m.before, m.after) for m in of_type(events, ev.MonarchChanged)] == [(ANN, CID)]
    assert game.state.monarch == CID
    assert sum(1 for p in game.state.players if game.state.monarch == p.id) == 1


def test_ruling_becoming_the_monarch_when_you_already_are_changes_nothing() -> None:
    game = table(seat("Ann", CUSTODI_LICH), "Bob")
    game.apply(a.BecomeMonarch(ANN))
    play(game, ANN, "Custodi Lich")
    events = resolve(game)  # "you become the monarch": Ann already is
    assert of_type(events, ev.MonarchChanged) == []
    assert not game.state.stack and game.state.monarch == ANN
    assert of_type(game.apply(a.BecomeMonarch(ANN)), ev.MonarchChanged) == []


def test_ruling_custodi_lich_triggers_only_when_you_were_not_the_monarch() -> None:
    game = table(seat("Ann", CUSTODI_LICH), "Bob")
    game.apply(a.BecomeMonarch(BOB))
    lich = play(game, ANN, "Custodi Lich")
    events = resolve(game, 1)
    assert game.state.monarch == ANN
    triggered = of_type(events, ev.AbilityTriggered)
    assert [(t.source, t.text) for t in triggered] == [
        (lich, "Whenever you become the monarch, target player sacrifices a creature.")
    ]


def test_cr724_3_only_the_new_monarchs_become_the_monarch_abilities_trigger() -> None:
    game = table(seat("Ann", CUSTODI_LICH), seat("Bob", PALACE_JAILER))
    play(game, ANN, "Custodi Lich")
    resolve(game)  # Ann is the monarch; her Lich's second ability resolved
    play(game, BOB, "Palace Jailer")
    events = resolve(game)
    assert game.state.monarch == BOB
    assert of_type(events, ev.AbilityTriggered) == []  # Ann's Lich watches only Ann


# ---------------------------------------------------------------------------- 724.4


def test_ruling_if_the_damage_makes_the_monarch_lose_the_attacker_becomes_monarch_anyway() -> (
    None
):
    """Bob, the monarch at 2 life, takes 2 from Ann's Grizzly Bears and loses. His steal trigger
    leaves the game with him, never resolving; but it is Ann's turn, so 724.4 makes Ann the
    monarch as Bob leaves."""
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", life=2), "Cid")
    game.apply(a.BecomeMonarch(BOB))
    bears = play(game, ANN, "Grizzly Bears")
    _attack(game, (bears, BOB))
    events = game.apply(a.DealCombatDamage())
    assert game.state.players[BOB].left_game
    assert _monarch_items(game) == []
    assert of_type(events, ev.StackItemResolved) == []
    changes = of_type(events, ev.MonarchChanged)
    assert [(m.before, m.after, m.reason) for m in changes] == [
        (BOB, ANN, "the monarch left the game")
    ]


def test_cr724_4_monarch_leaves_on_another_players_turn_the_active_player_becomes_it() -> None:
    game = table("Ann", "Bob", "Cid", "Dee")
    game.apply(a.BecomeMonarch(CID))
    events = game.apply(a.Concede(CID))
    assert game.state.monarch == ANN
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("MonarchChanged") < kinds.index("PlayerLeft")


def test_cr724_4_monarch_leaves_on_their_own_turn_the_next_player_becomes_it() -> None:
    game = table("Ann", "Bob", "Cid", "Dee")
    game.apply(a.BecomeMonarch(ANN))
    game.apply(a.Concede(ANN))
    assert game.state.monarch == BOB


def test_cr724_4_with_eight_players_the_next_player_who_can_become_the_monarch() -> None:
    """Eight players; it is Pat's turn (the fourth seat), and Pat is the monarch. The fifth and
    sixth players have already left, so as Pat concedes the seventh becomes the monarch."""
    names = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    game = table(*names, first=3)
    assert game.state.turn.active == PlayerId(3)
    game.apply(a.Concede(PlayerId(4)))
    game.apply(a.Concede(PlayerId(5)))
    game.apply(a.BecomeMonarch(PlayerId(3)))
    game.apply(a.Concede(PlayerId(3)))
    assert game.state.monarch == PlayerId(6)
    assert not game.state.game_over


def test_cr724_4_with_no_active_player_the_next_player_in_turn_order() -> None:
    """Ann (the active player) has conceded; the turn goes on without an active player. When
    Cid, the monarch, concedes, the crown goes to the next player after Ann who can have it."""
    game = table("Ann", "Bob", "Cid", "Dee")
    game.apply(a.BecomeMonarch(CID))
    game.apply(a.Concede(ANN))
    assert game.state.monarch == CID
    game.apply(a.Concede(CID))
    assert game.state.monarch == BOB


def test_cr724_4_the_new_monarch_gets_their_become_the_monarch_triggers() -> None:
    game = table(seat("Ann", CUSTODI_LICH), "Bob", "Cid")
    game.apply(a.BecomeMonarch(CID))
    lich = play(game, ANN, "Custodi Lich")
    resolve(game)  # Ann becomes the monarch; the Lich's second ability triggers and resolves
    assert game.state.monarch == ANN
    game.apply(a.BecomeMonarch(BOB))
    events = game.apply(a.Concede(BOB))
    assert game.state.monarch == ANN
    assert [t.source for t in of_type(events, ev.AbilityTriggered)] == [lich]


def test_cr724_4_in_a_two_player_game_the_game_ends() -> None:
    game = table("Ann", "Bob")
    game.apply(a.BecomeMonarch(ANN))
    events = game.apply(a.Concede(ANN))
    assert game.state.game_over
    assert [g.winner for g in of_type(events, ev.GameEnded)] == [BOB]
    with pytest.raises(IllegalActionError):
        game.apply(a.BecomeMonarch(BOB))


def test_ruling_once_there_is_a_monarch_there_is_exactly_one_for_the_rest_of_the_game() -> None:
    """Four players; the crown moves by effect, by combat damage and by players leaving. At no
    point after the first is there no monarch, or more than one."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob", "Cid", "Dee")
    monarchs = [game.state.monarch]
    game.apply(a.BecomeMonarch(DEE))
    monarchs.append(game.state.monarch)
    bears = play(game, ANN, "Grizzly Bears")
    _attack(game, (bears, DEE))
    game.apply(a.DealCombatDamage())
    resolve(game)
    monarchs.append(game.state.monarch)
    game.apply(a.Concede(ANN))
    monarchs.append(game.state.monarch)
    game.apply(a.Concede(BOB))
    monarchs.append(game.state.monarch)
    assert monarchs == [None, DEE, ANN, BOB, CID]
