"""The rules a goldfish game keeps because the app knows every card there (302.6 summoning
sickness, 307.1 sorcery timing), and lifelink (702.15b), which every game keeps."""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.attack_options import possible_attackers
from saga_table.engine.cards import CardDef, ContinuousEffectSpec
from saga_table.engine.effects import kinds as k
from saga_table.engine.ids import OPPONENT, PlayerId
from saga_table.engine.state import ChooseTargetsDecision, Duration
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    DIVINATION,
    GRIZZLY_BEARS,
    HILL_GIANT,
    HISTORY_OF_BENALIA,
    LIGHTNING_BOLT,
    advance_to,
    in_hand,
    play,
    resolve,
    seat,
    table,
)

RAGING_GOBLIN = CardDef.simple(
    "Raging Goblin", subtypes=("Goblin",), power="1", toughness="1", keywords=("haste",)
)
AMBUSH_VIPER = CardDef.simple(
    "Ambush Viper", subtypes=("Snake",), power="2", toughness="1", keywords=("flash",)
)


# ---------------------------------------------------------------------------- 302.6


def test_cr302_6_a_goldfish_game_refuses_a_creature_that_came_in_this_turn() -> None:
    """702.10: unless it has haste, printed or given by an effect (its current abilities)."""
    game = table(
        seat("Ann", GRIZZLY_BEARS, GRIZZLY_BEARS, RAGING_GOBLIN), sickness_and_timing=True
    )
    bears = play(game, ANN, "Grizzly Bears")
    hasty = play(game, ANN, "Grizzly Bears")
    goblin = play(game, ANN, "Raging Goblin")
    game.apply(a.ApplyEffect((hasty,), ContinuousEffectSpec(add_keywords=("haste",))))
    advance_to(game, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"no haste: it cannot attack \(302\.6\)"):
        game.apply(a.DeclareAttackers(((goblin, OPPONENT), (bears, OPPONENT))))
    assert game.state.objects[bears].attacking is None and not game.state.objects[bears].tapped
    assert not game.state.turn.attackers_declared
    game.apply(a.DeclareAttackers(((goblin, OPPONENT), (hasty, OPPONENT))))
    assert game.state.objects[goblin].attacking == OPPONENT
    assert game.state.objects[hasty].attacking == OPPONENT
    advance_to(game, Step.DECLARE_ATTACKERS, turn=2)  # under Ann's control since turn 2 began
    game.apply(a.DeclareAttackers(((bears, OPPONENT),)))
    assert game.state.objects[bears].attacking == OPPONENT


def test_cr302_6_the_paper_table_may_still_attack_with_a_creature_that_came_in() -> None:
    """Off (a paper table): a card the app never saw may give it haste; but a game that turns it
    on refuses the same attack."""
    for option, refused in ((False, False), (True, True)):
        game = table(seat("Ann", GRIZZLY_BEARS), "Bob", sickness_and_timing=option)
        bears = play(game, ANN, "Grizzly Bears")
        advance_to(game, Step.DECLARE_ATTACKERS)
        attack = a.DeclareAttackers(((bears, 1),))
        if refused:
            with pytest.raises(IllegalActionError, match=r"302\.6"):
                game.apply(attack)
        else:
            game.apply(attack)
            assert game.state.objects[bears].attacking == 1



def test_cr302_6_a_creature_whose_controller_changed_this_turn_cannot_attack_for_them() -> None:
    """302.6 reads control, not entering: Bob's bears, on the battlefield since turn 1, come
    under Ann's control in her turn 3 and may not attack that turn (an earlier turn's entering
    does not help); they may on her next turn. The controller changing back makes them sick
    for Bob again, and the turn they entered is still turn 1 (read ahead and the legend rule
    read that)."""
    game = table(seat("Ann"), seat("Bob", GRIZZLY_BEARS), sickness_and_timing=True)
    bears = play(game, BOB, "Grizzly Bears", controller=BOB)
    advance_to(game, Step.MAIN, turn=3, precombat=True)
    game.apply(a.GainControl(bears, ANN))
    assert game.state.objects[bears].entered_turn == 1
    advance_to(game, Step.DECLARE_ATTACKERS)
    assert possible_attackers(game.state) == ()
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance_to(game, Step.DECLARE_ATTACKERS, turn=5)
    assert possible_attackers(game.state) == (bears,)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    assert game.state.objects[bears].attacking == BOB


def test_cr302_6_a_creature_gained_during_an_opponents_turn_attacks_on_your_next_turn() -> None:
    """Under Ann's control since before her turn began: not sick (the same as a creature that
    entered on an opponent's turn)."""
    game = table(seat("Ann"), seat("Bob", GRIZZLY_BEARS), sickness_and_timing=True)
    bears = play(game, BOB, "Grizzly Bears", controller=BOB)
    advance_to(game, Step.MAIN, turn=2, precombat=True)  # Bob's turn
    game.apply(a.GainControl(bears, ANN))
    advance_to(game, Step.DECLARE_ATTACKERS, turn=3)
    assert possible_attackers(game.state) == (bears,)


def test_cr302_6_control_that_ends_makes_the_creature_new_to_its_old_controller() -> None:
    """Until end of turn: Ann's Threaten-like control ends in her cleanup (514.2); on Bob's
    turn 4 the bears have been his since his turn began, so they attack."""
    game = table(seat("Ann"), seat("Bob", GRIZZLY_BEARS), sickness_and_timing=True)
    bears = play(game, BOB, "Grizzly Bears", controller=BOB)
    advance_to(game, Step.MAIN, turn=3, precombat=True)
    game.apply(a.GainControl(bears, ANN, Duration.UNTIL_END_OF_TURN))
    advance_to(game, Step.MAIN, turn=4, precombat=True)
    assert game.state.objects[bears].controller == BOB
    assert game.state.objects[bears].controlled_since == 3  # back to Bob in Ann's cleanup
    advance_to(game, Step.DECLARE_ATTACKERS, turn=4)
    assert possible_attackers(game.state) == (bears,)


# ---------------------------------------------------------------------------- 307.1, 117.1a


def _in_stack(game) -> list[str]:
    return [item.source_name for item in game.state.stack]


def test_cr307_1_a_goldfish_game_casts_a_saga_only_in_a_main_phase_with_an_empty_stack() -> None:
    """117.1a: an instant any time; 702.8a: a spell with flash too."""
    hand = (HISTORY_OF_BENALIA, DIVINATION, LIGHTNING_BOLT, LIGHTNING_BOLT, AMBUSH_VIPER)
    game = table(seat("Ann", *hand), sickness_and_timing=True)
    benalia = in_hand(game, ANN, "History of Benalia")
    game.apply(a.CastSpell(in_hand(game, ANN, "Lightning Bolt")))  # an instant: any time
    with pytest.raises(IllegalActionError, match=r"stack is empty \(307\.1\)"):
        game.apply(a.CastSpell(benalia))  # the main phase, but the stack is not empty
    resolve(game)
    advance_to(game, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(a.CastSpell(benalia))
    assert str(refused.value) == (
        "History of Benalia can be cast only in your main phase while the stack is empty (307.1)"
    )
    with pytest.raises(IllegalActionError, match=r"307\.1"):
        game.apply(a.CastSpell(in_hand(game, ANN, "Divination")))  # a sorcery
    game.apply(a.CastSpell(in_hand(game, ANN, "Lightning Bolt")))  # an instant still may
    game.apply(a.CastSpell(in_hand(game, ANN, "Ambush Viper")))  # and a creature with flash
    assert _in_stack(game) == ["Lightning Bolt", "Ambush Viper"]
    resolve(game)
    advance_to(game, Step.MAIN, precombat=False)
    game.apply(a.CastSpell(benalia))  # the postcombat main phase, the stack empty
    assert _in_stack(game) == ["History of Benalia"]


def test_cr307_1_the_paper_table_casts_when_the_players_say() -> None:
    """Off (a paper table): a card the app never saw may give the Saga flash; on, the same cast
    is refused."""
    for option in (False, True):
        game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob", sickness_and_timing=option)
        advance_to(game, Step.END)
        cast = a.CastSpell(in_hand(game, ANN, "History of Benalia"))
        if option:
            with pytest.raises(IllegalActionError, match=r"307\.1"):
                game.apply(cast)
        else:
            game.apply(cast)
            assert _in_stack(game) == ["History of Benalia"]


# ---------------------------------------------------------------------------- 702.15b

#: Triumph of Gerrard's chapter III: flying, first strike and lifelink until end of turn.
TRIUMPH_III = ContinuousEffectSpec(add_keywords=("flying", "first strike", "lifelink"))
KNIGHT = CardDef.simple("Knight", subtypes=("Knight",), power="2", toughness="2")
PRIEST = CardDef.simple("Vampire Priest", power="2", toughness="2", keywords=("lifelink",))


def _life(game, player: PlayerId) -> int:
    return game.state.players[player].life


def test_cr702_15b_a_knight_given_lifelink_gains_its_controller_the_combat_damage() -> None:
    """Goldfishing: the goldfish opponent loses what it always lost; Ann gains as much."""
    game = table(seat("Ann", KNIGHT), sickness_and_timing=True)
    knight = play(game, ANN, "Knight")
    advance_to(game, Step.MAIN, turn=2, precombat=True)
    game.apply(a.ApplyEffect((knight,), TRIUMPH_III))
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((knight, OPPONENT),)))
    advance_to(game, Step.FIRST_STRIKE_DAMAGE)
    events = game.apply(a.DealCombatDamage())
    assert game.state.opponent is not None and game.state.opponent.life == 18
    assert _life(game, ANN) == 22
    gains = [e for e in events if isinstance(e, ev.LifeChanged) and e.player == ANN]
    assert [(e.before, e.after) for e in gains] == [(20, 22)]  # in the log, to undo


def test_cr702_15b_lifelink_at_the_paper_table_and_damage_to_a_blocker_counts() -> None:
    """A rule, not a convenience: every game keeps it. Damage dealt to a creature counts."""
    game = table(seat("Ann", PRIEST), seat("Bob", HILL_GIANT))
    priest = play(game, ANN, "Vampire Priest")
    giant = play(game, BOB, "Hill Giant")
    advance_to(game, Step.DECLARE_ATTACKERS, turn=3)
    game.apply(a.DeclareAttackers(((priest, BOB),)))
    advance_to(game, Step.DECLARE_BLOCKERS)
    game.apply(a.DeclareBlockers(((giant, priest),)))
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage())
    assert _life(game, ANN) == 22 and _life(game, BOB) == 20
    assert game.state.objects[giant].damage == 2


def _one_chapter(effect) -> CardDef:
    return CardDef.saga("Tale", chapters={1: ("Chapter one.", effect), 2: "Chapter two."})


def _answer(game, *names: str) -> None:
    d = game.state.decision
    assert isinstance(d, ChooseTargetsDecision), d
    game.apply(a.ChooseTargets(tuple(o for o in d.objects if game.state.objects[o].name in names)))


def test_cr702_15b_a_creature_with_lifelink_that_fights_gains_the_damage_it_deals() -> None:
    game = table(seat("Ann", _one_chapter(k.FightEffect()), PRIEST), seat("Bob", HILL_GIANT))
    play(game, ANN, "Vampire Priest")
    play(game, BOB, "Hill Giant")
    game.apply(a.PutOntoBattlefield(in_hand(game, ANN, "Tale")))
    _answer(game, "Vampire Priest")
    _answer(game, "Hill Giant")
    game.apply(a.ResolveTopOfStack())
    assert _life(game, ANN) == 22 and _life(game, BOB) == 20


def test_cr702_15b_an_effect_s_damage_from_a_source_with_lifelink_gains_its_controller() -> None:
    """The Saga deals 2 damage to each creature and each opponent; given lifelink, it gains its
    controller everything it dealt, at once: 2 to Bob's giant and 2 to Bob."""
    sweep = k.DamageEffect(
        2, objects=k.Objects(k.How.ALL, k.Filter(types=("Creature",))), players=k.Who.EACH_OPPONENT
    )
    game = table(seat("Ann", _one_chapter(sweep)), seat("Bob", HILL_GIANT))
    play(game, BOB, "Hill Giant")
    tale = play(game, ANN, "Tale")
    game.apply(a.ApplyEffect((tale,), ContinuousEffectSpec(add_keywords=("lifelink",))))
    game.apply(a.ResolveTopOfStack())
    assert _life(game, BOB) == 18 and _life(game, ANN) == 24
