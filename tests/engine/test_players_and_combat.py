"""Players and combat: one to eight players (103), life (119), the automatic losing checks of
704.5a-c and 704.6c (each can be switched off for a table that prefers to do it by hand), and the
combat steps: attackers (508), blockers (509), first-strike and regular combat damage (510).
"""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef, ContinuousEffectSpec, Keyword
from saga_table.engine.combat import CombatHit
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError
from tests.engine.helpers import (
    ANN,
    BOB,
    CID,
    GHALTA,
    GRIZZLY_BEARS,
    HILL_GIANT,
    ISAMARU,
    SWIFTBLADE,
    YOUTHFUL_KNIGHT,
    advance,
    advance_to,
    in_zone,
    of_type,
    on_battlefield,
    play,
    seat,
    steps_began,
    table,
)

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")

GOBLIN = CardDef.simple("Goblin Piker", subtypes=("Goblin",), power="1", toughness="1")
VIPER = CardDef.simple(
    "Typhoid Rats",
    subtypes=("Rat",),
    power="1",
    toughness="1",
    keywords=(Keyword.DEATHTOUCH.value,),
)
VENOM_WALL = CardDef.simple(
    "Venom Wall",
    subtypes=("Wall",),
    power="1",
    toughness="3",
    keywords=(Keyword.DEATHTOUCH.value,),
)
CRAW_WURM = CardDef.simple("Craw Wurm", subtypes=("Wurm",), power="6", toughness="4")
STONE_WURM = CardDef.simple(
    "Stone Wurm",
    subtypes=("Wurm",),
    power="6",
    toughness="4",
    keywords=(Keyword.INDESTRUCTIBLE.value,),
)


def _life(game: Game, player: PlayerId) -> int:
    return game.state.players[player].life


def _combat_steps(events: list[ev.Event]) -> list[str]:
    return [s for s in steps_began(events) if s not in ("precombat main", "postcombat main")]


# ---------------------------------------------------------------------------- players and life


@pytest.mark.parametrize("count", range(1, 9))
def test_cr103_one_to_eight_players_take_turns_in_order(count: int) -> None:
    game = table(*NAMES[:count])
    order = [game.state.turn.active]
    for turn in range(2, count + 2):
        advance_to(game, Step.UPKEEP, turn=turn)
        order.append(game.state.turn.active)
    assert order == [PlayerId(i % count) for i in range(count + 1)]


@pytest.mark.parametrize("count", [0, 9])
def test_cr103_a_game_needs_one_to_eight_players(count: int) -> None:
    with pytest.raises(ValueError, match="1 to 8 players"):
        GameSetup(players=tuple(PlayerSetup(f"P{i}") for i in range(count)))


def test_cr103_the_starting_player_goes_first() -> None:
    game = table("Ann", "Bob", "Cid", first=2)
    assert game.state.turn.active == CID
    advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.turn.active == ANN


def test_cr119_players_start_at_the_starting_life_total() -> None:
    game = table("Ann", seat("Bob", life=25), "Cid", starting_life=40)
    assert [p.life for p in game.state.players] == [40, 25, 40]


def test_cr119_3_life_is_gained_and_lost() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.ChangeLife(BOB, -5))
    events += game.apply(a.ChangeLife(BOB, 2))
    assert [(e.player, e.before, e.after) for e in of_type(events, ev.LifeChanged)] == [
        (BOB, 20, 15), (BOB, 15, 17),
    ]
    with pytest.raises(IllegalActionError):
        game.apply(a.ChangeLife(BOB, 0))


def test_cr704_5a_a_player_at_zero_life_loses_and_the_others_play_on() -> None:
    game = table("Ann", "Bob", "Cid")
    events = game.apply(a.ChangeLife(BOB, -20))
    assert [(e.player, e.reason) for e in of_type(events, ev.PlayerLost)] == [
        (BOB, "0 or less life (704.5a)")
    ]
    assert game.state.players[BOB].left_game and not game.state.game_over
    advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.turn.active == CID  # Bob's turns are gone


def test_cr704_5a_the_last_player_standing_wins() -> None:
    game = table("Ann", "Bob")
    events = game.apply(a.ChangeLife(ANN, -21))
    assert game.state.game_over
    assert [e.winner for e in of_type(events, ev.GameEnded)] == [BOB]


def test_cr704_5a_switched_off_the_table_decides() -> None:
    game = table("Ann", "Bob", lose_at_zero_life=False)
    game.apply(a.ChangeLife(BOB, -25))
    assert _life(game, BOB) == -5 and not game.state.players[BOB].left_game


def test_cr704_5b_drawing_from_an_empty_library_loses() -> None:
    game = table("Ann", seat("Bob", library=1), "Cid")
    game.apply(a.DrawCards(BOB, 1))
    assert not game.state.players[BOB].left_game
    events = game.apply(a.DrawCards(BOB, 1))
    assert [e.player for e in of_type(events, ev.PlayerLost)] == [BOB]


def test_cr704_5b_has_its_own_switch() -> None:
    """Switching off the life check leaves the empty-library check on, and the other way round."""
    game = table("Ann", seat("Bob", library=0), "Cid", lose_at_zero_life=False)
    game.apply(a.DrawCards(BOB, 1))
    assert game.state.players[BOB].left_game
    game = table(
        "Ann", seat("Bob", library=0), "Cid", lose_drawing_from_empty_library=False
    )
    game.apply(a.DrawCards(BOB, 1))
    assert not game.state.players[BOB].left_game
    game.apply(a.ChangeLife(BOB, -20))
    assert game.state.players[BOB].left_game


def test_cr704_5c_ten_poison_counters_lose() -> None:
    game = table("Ann", "Bob", "Cid")
    events = game.apply(a.AddPlayerCounters(BOB, "poison", 9))
    assert [(e.kind, e.before, e.after) for e in of_type(events, ev.PlayerCountersAdded)] == [
        ("poison", 0, 9)
    ]
    assert game.state.players[BOB].poison == 9 and not game.state.players[BOB].left_game
    events = game.apply(a.Proliferate(ANN, players=(BOB,)))
    assert [(e.player, e.reason) for e in of_type(events, ev.PlayerLost)] == [
        (BOB, "ten or more poison counters (704.5c)")
    ]


def test_cr704_5c_switched_off() -> None:
    game = table("Ann", "Bob", lose_at_ten_poison=False)
    game.apply(a.AddPlayerCounters(BOB, "poison", 12))
    assert game.state.players[BOB].poison == 12 and not game.state.players[BOB].left_game


def test_cr704_6c_21_combat_damage_from_one_commander_loses() -> None:
    """Ghalta, Ann's commander, hits Bob for 12 twice: 24 commander damage. Bob still has 16 of
    his 40 life, and loses."""
    game = table(seat("Ann", commander=GHALTA), "Bob", "Cid", starting_life=40)
    ghalta_card = game.state.zone(ANN, Zone.COMMAND)[0]
    ghalta = of_type(game.apply(a.PutOntoBattlefield(ghalta_card)), ev.PermanentEntered)[0].object
    for turn in (1, 4):
        if turn > 1:
            advance_to(game, Step.MAIN, turn=turn, precombat=True)
        advance_to(game, Step.DECLARE_ATTACKERS)
        game.apply(a.DeclareAttackers(((ghalta, BOB),)))
        advance_to(game, Step.COMBAT_DAMAGE)
        events = game.apply(a.DealCombatDamage())
    assert _life(game, BOB) == 16
    assert dict(game.state.players[BOB].commander_damage) == {"Ghalta, Primal Hunger": 24}
    assert [(e.player, e.reason) for e in of_type(events, ev.PlayerLost)] == [
        (BOB, "21 or more combat damage from one commander (704.6c)")
    ]


def _commander_hits(game: Game, hits: tuple[tuple[ObjectId, int], ...]) -> list[ev.Event]:
    """Ann's turn: her commanders attack Bob and the table records the damage."""
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(tuple((c, BOB) for c, _ in hits)))
    advance_to(game, Step.COMBAT_DAMAGE)
    return list(game.apply(a.DealCombatDamage(tuple(CombatHit(c, n, player=BOB)
                                                     for c, n in hits))))


def test_cr704_6c_damage_from_different_commanders_does_not_add_up() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, commander=GHALTA), "Bob", starting_life=40)
    ghalta = of_type(
        game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.COMMAND)[0])),
        ev.PermanentEntered,
    )[0].object
    bears = play(game, ANN, "Grizzly Bears")
    _commander_hits(game, ((ghalta, 20), (bears, 5)))
    assert dict(game.state.players[BOB].commander_damage) == {"Ghalta, Primal Hunger": 20}
    assert _life(game, BOB) == 15 and not game.state.players[BOB].left_game


def test_cr704_6c_two_commanders_each_under_21() -> None:
    """Ann's Ghalta deals Bob 20, Cid's Isamaru 2: 22 in all, but from two commanders."""
    game = table(
        seat("Ann", commander=GHALTA), "Bob", seat("Cid", commander=ISAMARU), starting_life=40
    )
    ghalta = of_type(
        game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.COMMAND)[0])),
        ev.PermanentEntered,
    )[0].object
    _commander_hits(game, ((ghalta, 20),))
    advance_to(game, Step.MAIN, turn=3, precombat=True)
    isamaru = of_type(
        game.apply(a.PutOntoBattlefield(game.state.zone(CID, Zone.COMMAND)[0])),
        ev.PermanentEntered,
    )[0].object
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((isamaru, BOB),)))
    advance_to(game, Step.COMBAT_DAMAGE)
    game.apply(a.DealCombatDamage())
    assert dict(game.state.players[BOB].commander_damage) == {
        "Ghalta, Primal Hunger": 20, "Isamaru, Hound of Konda": 2,
    }
    assert not game.state.players[BOB].left_game


def test_cr704_6c_switched_off() -> None:
    game = table(seat("Ann", commander=GHALTA), "Bob", starting_life=40,
                 lose_at_commander_damage=False)
    ghalta = of_type(
        game.apply(a.PutOntoBattlefield(game.state.zone(ANN, Zone.COMMAND)[0])),
        ev.PermanentEntered,
    )[0].object
    _commander_hits(game, ((ghalta, 30),))
    assert not game.state.players[BOB].left_game and _life(game, BOB) == 10


# ---------------------------------------------------------------------------- combat


def test_cr508_1_attacking_taps_and_only_the_active_players_untapped_creatures_attack() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), seat("Bob", GRIZZLY_BEARS))
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, ANN, "Hill Giant")
    bobs = play(game, BOB, "Grizzly Bears")
    game.apply(a.TapPermanent(giant))
    advance_to(game, Step.DECLARE_ATTACKERS)
    for wrong in (((giant, BOB),), ((bobs, ANN),), ((bears, ANN),), ((bears, BOB), (bears, BOB))):
        with pytest.raises(IllegalActionError):
            game.apply(a.DeclareAttackers(wrong))
    events = game.apply(a.DeclareAttackers(((bears, BOB),)))
    assert game.state.objects[bears].tapped and game.state.objects[bears].attacking == BOB
    assert of_type(events, ev.AttackersDeclared)[0].attackers == ((bears, BOB),)
    with pytest.raises(IllegalActionError):
        game.apply(a.DeclareAttackers(((bears, BOB),)))  # once per combat


def test_cr508_1_attackers_are_declared_in_the_declare_attackers_step_only() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        game.apply(a.DeclareAttackers(((bears, BOB),)))


def test_cr508_8_no_attackers_skips_declare_blockers_and_combat_damage() -> None:
    game = table("Ann", "Bob")
    events = advance_to(game, Step.MAIN, precombat=False)
    assert _combat_steps(events) == ["beginning of combat", "declare attackers", "end of combat"]
    skipped = [(s.step, s.reason) for s in of_type(events, ev.StepSkipped)]
    assert skipped == [
        (Step.DECLARE_BLOCKERS, "no attackers (508.8)"),
        (Step.COMBAT_DAMAGE, "no attackers (508.8)"),
    ]


def test_cr509_blocked_and_unblocked_attackers_deal_combat_damage() -> None:
    """Ann attacks with Bears and a Hill Giant; Bob's Bears block the Giant. Bob takes 2; the
    Giant kills the blocker and survives with 2 damage, which wears off in the cleanup step."""
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), seat("Bob", GRIZZLY_BEARS))
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, ANN, "Hill Giant")
    blocker = play(game, BOB, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB), (giant, BOB))))
    events = advance(game)
    assert _combat_steps(events) == ["declare blockers"]
    with pytest.raises(IllegalActionError):
        game.apply(a.DeclareBlockers(((bears, giant),)))  # Ann's creature cannot block
    game.apply(a.DeclareBlockers(((blocker, giant),)))
    events = advance(game)
    assert _combat_steps(events) == ["combat damage"]  # no first strike: no first-strike step
    events = game.apply(a.DealCombatDamage())
    assert sorted((d.source, d.amount) for d in of_type(events, ev.CombatDamageDealt)) == sorted(
        [(bears, 2), (giant, 3), (blocker, 2)]
    )
    assert _life(game, BOB) == 18
    assert in_zone(game, BOB, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.state.objects[giant].damage == 2
    with pytest.raises(IllegalActionError):
        game.apply(a.DealCombatDamage())  # once per step
    advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.objects[giant].damage == 0


def test_cr510_4_a_first_strike_damage_step_only_with_first_strike() -> None:
    """Youthful Knight (first strike) attacks: a first-strike damage step comes first, and the
    Knight does not deal damage again in the regular step."""
    game = table(seat("Ann", YOUTHFUL_KNIGHT, GRIZZLY_BEARS), "Bob")
    knight = play(game, ANN, "Youthful Knight")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((knight, BOB), (bears, BOB))))
    events = advance(game, 2)
    assert _combat_steps(events) == ["declare blockers", "first-strike damage"]
    first = game.apply(a.DealCombatDamage())
    assert [(d.source, d.amount) for d in of_type(first, ev.CombatDamageDealt)] == [(knight, 2)]
    assert _combat_steps(advance(game)) == ["combat damage"]
    regular = game.apply(a.DealCombatDamage())
    assert [(d.source, d.amount) for d in of_type(regular, ev.CombatDamageDealt)] == [(bears, 2)]
    assert _life(game, BOB) == 16


def test_cr510_4_double_strike_deals_damage_in_both_steps() -> None:
    game = table(seat("Ann", SWIFTBLADE), "Bob")
    blade = play(game, ANN, "Boros Swiftblade")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((blade, BOB),)))
    advance_to(game, Step.FIRST_STRIKE_DAMAGE)
    game.apply(a.DealCombatDamage())
    advance(game)
    game.apply(a.DealCombatDamage())
    assert _life(game, BOB) == 18


def test_cr510_4_first_strike_kills_a_blocker_before_it_deals_damage() -> None:
    game = table(seat("Ann", YOUTHFUL_KNIGHT), seat("Bob", GRIZZLY_BEARS))
    knight = play(game, ANN, "Youthful Knight")
    bears = play(game, BOB, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((knight, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((bears, knight),)))
    advance(game)
    game.apply(a.DealCombatDamage())
    assert not on_battlefield(game, "Grizzly Bears")
    advance(game)
    game.apply(a.DealCombatDamage())
    assert on_battlefield(game, "Youthful Knight") and game.state.objects[knight].damage == 0


def test_cr506_4_creatures_leave_combat_as_the_combat_phase_ends() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance_to(game, Step.END_OF_COMBAT)
    assert game.state.objects[bears].attacking == BOB
    advance(game)
    assert game.state.objects[bears].attacking is None


def _damage_dealt(events: list[ev.Event]) -> list[tuple[ObjectId, int]]:
    return sorted((d.source, d.amount) for d in of_type(events, ev.CombatDamageDealt))


def test_cr509_1h_a_double_striker_whose_blocker_died_stays_blocked() -> None:
    """Boros Swiftblade (double strike) is blocked by a 1/1, which dies in the first-strike
    step: the Swiftblade remains blocked, so it deals no damage in the regular step (510.1c),
    and Bob takes none."""
    game = table(seat("Ann", SWIFTBLADE), seat("Bob", GOBLIN))
    blade = play(game, ANN, "Boros Swiftblade")
    goblin = play(game, BOB, "Goblin Piker")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((blade, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((goblin, blade),)))
    advance(game)
    first = game.apply(a.DealCombatDamage())
    assert _damage_dealt(first) == [(blade, 1)]
    assert in_zone(game, BOB, Zone.GRAVEYARD) == ["Goblin Piker"]
    advance(game)
    regular = game.apply(a.DealCombatDamage())
    assert _damage_dealt(regular) == []
    assert _life(game, BOB) == 20


def test_cr509_1h_an_attacker_whose_blocker_left_deals_no_damage() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    bears = play(game, ANN, "Grizzly Bears")
    bobs = play(game, BOB, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((bobs, bears),)))
    game.apply(a.MoveObject(bobs, Zone.EXILE))  # the blocker is exiled before damage
    advance(game)
    assert _damage_dealt(game.apply(a.DealCombatDamage())) == []
    assert _life(game, BOB) == 20


def test_cr510_4_the_regular_step_reads_first_strike_as_the_first_step_began() -> None:
    """After the first-strike damage step the Bears gain first strike and the Youthful Knight
    loses it: the Bears still deal their damage in the regular step (they had no first strike
    as the first step began), and the Knight does not deal damage a second time."""
    game = table(seat("Ann", YOUTHFUL_KNIGHT, GRIZZLY_BEARS), "Bob")
    knight = play(game, ANN, "Youthful Knight")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((knight, BOB), (bears, BOB))))
    advance_to(game, Step.FIRST_STRIKE_DAMAGE)
    assert _damage_dealt(game.apply(a.DealCombatDamage())) == [(knight, 2)]
    game.apply(a.ApplyEffect((bears,), ContinuousEffectSpec(add_keywords=("first strike",))))
    game.apply(a.ApplyEffect((knight,), ContinuousEffectSpec(lose_all_abilities=True)))
    advance(game)
    assert _damage_dealt(game.apply(a.DealCombatDamage())) == [(bears, 2)]
    assert _life(game, BOB) == 16


def test_cr510_4_a_first_striker_that_gains_double_strike_deals_damage_again() -> None:
    game = table(seat("Ann", YOUTHFUL_KNIGHT), "Bob")
    knight = play(game, ANN, "Youthful Knight")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((knight, BOB),)))
    advance_to(game, Step.FIRST_STRIKE_DAMAGE)
    game.apply(a.DealCombatDamage())
    game.apply(a.ApplyEffect((knight,), ContinuousEffectSpec(add_keywords=("double strike",))))
    advance(game)
    assert _damage_dealt(game.apply(a.DealCombatDamage())) == [(knight, 2)]
    assert _life(game, BOB) == 16


def test_cr506_4_a_creature_whose_controller_changes_is_removed_from_combat() -> None:
    """Bob gains control of Ann's attacking Bears: they are no longer attacking, and deal no
    combat damage to anyone."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    game.apply(a.GainControl(bears, BOB))
    assert game.state.objects[bears].attacking is None
    advance_to(game, Step.END_OF_COMBAT)
    assert _life(game, BOB) == 20 and _life(game, ANN) == 20


def test_cr506_4_a_blocker_whose_controller_changes_is_removed_from_combat() -> None:
    """Ann gains control of the Hill Giant blocking her Bears: it no longer blocks, so it deals
    no damage to them, and they (still blocked, 509.1h) deal none."""
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", HILL_GIANT))
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, BOB, "Hill Giant")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((giant, bears),)))
    game.apply(a.GainControl(giant, ANN))
    assert game.state.objects[giant].blocking == ()
    advance(game)
    assert _damage_dealt(game.apply(a.DealCombatDamage())) == []
    assert on_battlefield(game, "Grizzly Bears") and _life(game, BOB) == 20


def test_cr506_4_an_attacker_that_stops_being_a_creature_is_removed_from_combat() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    game.apply(a.ApplyEffect((bears,), ContinuousEffectSpec(set_card_types=("Artifact",))))
    assert game.state.objects[bears].attacking is None
    advance_to(game, Step.END_OF_COMBAT)
    assert _life(game, BOB) == 20


def test_cr704_5h_a_creature_dealt_damage_by_deathtouch_is_destroyed() -> None:
    """A 1/1 with deathtouch blocks a 6/4: one damage destroys it, and the 1/1 dies too."""
    game = table(seat("Ann", CRAW_WURM), seat("Bob", VIPER))
    wurm = play(game, ANN, "Craw Wurm")
    rats = play(game, BOB, "Typhoid Rats")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((wurm, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((rats, wurm),)))
    advance(game)
    game.apply(a.DealCombatDamage())
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["Craw Wurm"]
    assert in_zone(game, BOB, Zone.GRAVEYARD) == ["Typhoid Rats"]


def test_cr704_5h_a_deathtouch_attacker_destroys_its_blocker() -> None:
    game = table(seat("Ann", VIPER), seat("Bob", CRAW_WURM))
    rats = play(game, ANN, "Typhoid Rats")
    wurm = play(game, BOB, "Craw Wurm")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((rats, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((wurm, rats),)))
    advance(game)
    game.apply(a.DealCombatDamage())
    assert not on_battlefield(game, "Craw Wurm") and not on_battlefield(game, "Typhoid Rats")


def test_cr704_5h_deathtouch_damage_alone_destroys() -> None:
    """A 1/3 with deathtouch blocks the Bears: each is dealt damage short of its toughness (a
    check would find nothing else to do), and the Bears are destroyed."""
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", VENOM_WALL))
    bears = play(game, ANN, "Grizzly Bears")
    wall = play(game, BOB, "Venom Wall")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((wall, bears),)))
    advance(game)
    events = game.apply(a.DealCombatDamage())
    assert _damage_dealt(events) == sorted([(bears, 2), (wall, 1)])
    assert in_zone(game, ANN, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert on_battlefield(game, "Venom Wall") and game.state.objects[wall].damage == 2


def test_cr704_5h_indestructible_is_not_destroyed_by_deathtouch_damage() -> None:
    """An indestructible creature survives deathtouch damage, and only the check right after
    the damage destroys: once it loses indestructible later, it still survives."""
    game = table(seat("Ann", STONE_WURM), seat("Bob", VIPER))
    wurm = play(game, ANN, "Stone Wurm")
    rats = play(game, BOB, "Typhoid Rats")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((wurm, BOB),)))
    advance(game)
    game.apply(a.DeclareBlockers(((rats, wurm),)))
    advance(game)
    game.apply(a.DealCombatDamage())
    assert on_battlefield(game, "Stone Wurm") and game.state.objects[wurm].damage == 1
    game.apply(a.ApplyEffect((wurm,), ContinuousEffectSpec(lose_all_abilities=True)))
    assert on_battlefield(game, "Stone Wurm")


def test_cr509_1a_a_creature_blocks_one_attacker() -> None:
    """Bob's Bears cannot block both of Ann's attackers, nor be declared twice against one, nor
    block again once blocking."""
    game = table(seat("Ann", GRIZZLY_BEARS, HILL_GIANT), seat("Bob", GRIZZLY_BEARS))
    bears = play(game, ANN, "Grizzly Bears")
    giant = play(game, ANN, "Hill Giant")
    bobs = play(game, BOB, "Grizzly Bears")
    advance_to(game, Step.DECLARE_ATTACKERS)
    game.apply(a.DeclareAttackers(((bears, BOB), (giant, BOB))))
    advance(game)
    with pytest.raises(IllegalActionError, match="only one attacking creature"):
        game.apply(a.DeclareBlockers(((bobs, bears), (bobs, giant))))
    with pytest.raises(IllegalActionError, match="declared twice"):
        game.apply(a.DeclareBlockers(((bobs, bears), (bobs, bears))))
    game.apply(a.DeclareBlockers(((bobs, giant),)))
    with pytest.raises(IllegalActionError, match="already blocking"):
        game.apply(a.DeclareBlockers(((bobs, bears),)))
    assert game.state.objects[bobs].blocking == (giant,)
    advance(game)
    game.apply(a.DealCombatDamage())
    assert _life(game, BOB) == 18  # the Bears were not blocked


def test_cr702_9b_a_flyer_is_blocked_only_by_creatures_with_flying_or_reach() -> None:
    """Ann's flyer attacks Bob: his Grizzly Bears cannot block it (the refusal says why), his
    spider with reach and his bird with flying can."""
    flyer = CardDef.simple("Sky Ray", power="2", toughness="2", keywords=("Flying",))
    spider = CardDef.simple("Web Spinner", power="1", toughness="3", keywords=("reach",))
    bird = CardDef.simple("Gull", power="1", toughness="1", keywords=("flying",))
    for blocker, allowed in ((GRIZZLY_BEARS, False), (spider, True), (bird, True)):
        game = table(seat("Ann", flyer), seat("Bob", blocker))
        ray = play(game, ANN, flyer.name)
        theirs = play(game, BOB, blocker.name)
        advance_to(game, Step.DECLARE_ATTACKERS)
        game.apply(a.DeclareAttackers(((ray, BOB),)))
        advance(game)
        if allowed:
            game.apply(a.DeclareBlockers(((theirs, ray),)))
            assert game.state.objects[theirs].blocking == (ray,)
        else:
            with pytest.raises(IllegalActionError, match=r"flying.*702\.9b"):
                game.apply(a.DeclareBlockers(((theirs, ray),)))


def test_cr702_19b_a_trampler_assigns_lethal_to_its_blocker_and_the_rest_to_the_player() -> None:
    """Ann's 5/5 trampler is blocked by Bob's Grizzly Bears: the automatic damage gives the
    Bears 2 (lethal) and Bob 3 (702.19b); had the Bears left combat first, all 5 go to Bob
    (702.19e). A 5/5 without trample blocked the same way deals Bob nothing (509.1h)."""
    trampler = CardDef.simple("Stomper", power="5", toughness="5", keywords=("trample",))
    plain = CardDef.simple("Plodder", power="5", toughness="5")
    for card, gone, bob_loses in ((trampler, False, 3), (trampler, True, 5), (plain, False, 0)):
        game = table(seat("Ann", card), seat("Bob", GRIZZLY_BEARS))
        big = play(game, ANN, card.name)
        bears = play(game, BOB, "Grizzly Bears")
        advance_to(game, Step.DECLARE_ATTACKERS)
        game.apply(a.DeclareAttackers(((big, BOB),)))
        advance(game)
        game.apply(a.DeclareBlockers(((bears, big),)))
        if gone:
            game.apply(a.MoveObject(bears, Zone.EXILE))
        advance(game)
        game.apply(a.DealCombatDamage())
        assert _life(game, BOB) == 20 - bob_loses, (card.name, gone)


def test_cr800_4a_a_player_who_leaves_takes_their_cards_with_them() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), seat("Bob", HILL_GIANT), "Cid")
    play(game, ANN, "Grizzly Bears")
    play(game, BOB, "Hill Giant")
    game.apply(a.Concede(BOB))
    assert [o.name for o in game.state.permanents()] == ["Grizzly Bears"]
    assert game.state.zone(BOB, Zone.LIBRARY) == ()
    with pytest.raises(IllegalActionError):
        game.apply(a.ChangeLife(BOB, -1))


def test_cr800_4_the_turn_of_a_player_who_left_goes_on_to_the_next_player() -> None:
    """Ann concedes in her own main phase: the turn goes on without her (nothing of hers is
    left), and Bob takes the next turn."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob", "Cid")
    play(game, ANN, "Grizzly Bears")
    game.apply(a.Concede(ANN))
    assert game.state.turn.active == ANN and not game.state.battlefield
    events = game.apply(a.AdvanceToNextTurn())
    assert [(t.number, t.player) for t in of_type(events, ev.TurnBegan)] == [(2, BOB)]
