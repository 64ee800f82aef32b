"""The lab reads a land's text as Oracle text writes it: the colours it taps for, and when it
enters tapped (614.1c). Our own lands, written as Scryfall and MTGJSON give a card's text."""

from __future__ import annotations

import pytest

from saga_table.engine.cards import CardDef
from saga_table.engine.ids import Zone
from saga_table.lab.lands import enters_tapped, land_colours
from saga_table.lab.player import KeepRule, Policy, play_game
from tests.engine.taplands import (
    CHECK,
    DUNE_GATE,
    FAST,
    ODD,
    OLD_GATE,
    REVEAL,
    SHOCK,
    SLOW,
    land,
)
from tests.lab.helpers import PLAINS, deck

GLADE = land("Glade Crossing", "{T}: Add {G} or {W}.")


@pytest.mark.parametrize(
    ("text", "subtypes", "colours"),
    [
        ("{T}: Add {G} or {W}.", (), "GW"),
        ("{T}: Add {G}, {W}, or {U}.", (), "GWU"),
        ("({T}: Add {R} or {W}.)", ("Mountain", "Plains"), "RW"),
        ("", ("Forest",), "G"),
        ("{T}: Add {C}.\n{T}: Add {R} or {G}. This land deals 1 damage to you.", (), "RG"),
        ("{T}: Add {C}.\n{T}, Pay 1 life: Add {G} or {W}.", (), "GW"),
        ("{T}: Add one mana of any color. This land deals 1 damage to you.", (), "WUBRG"),
        ("{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", (), "C"),
        ("{T}: Add one mana of any color that a land an opponent controls could produce.", (), "C"),
        ("{T}, Pay 1 life, Sacrifice this land: Search your library for a Plains card.", (), "C"),
    ],
)
def test_cr305_6_a_land_taps_for_its_basic_types_and_what_its_abilities_add(
    text: str, subtypes: tuple[str, ...], colours: str
) -> None:
    face = land("Some Land", text, *subtypes).faces[0]
    assert land_colours(face) == frozenset(colours)


def test_cr614_1c_when_a_land_enters_tapped_by_what_its_text_says() -> None:
    plains, mountain = PLAINS.faces[0], land("Mountain", "", "Mountain").faces[0]
    forest = land("Forest", "", "Forest").faces[0]
    face = {
        c: c.faces[0] for c in (GLADE, DUNE_GATE, OLD_GATE, FAST, SLOW, CHECK, REVEAL, SHOCK, ODD)
    }
    assert not enters_tapped(face[GLADE], [], [])
    assert enters_tapped(face[DUNE_GATE], [plains] * 5, [])
    assert enters_tapped(face[OLD_GATE], [], [])
    assert not enters_tapped(face[FAST], [plains, plains], [])
    assert enters_tapped(face[FAST], [plains] * 3, [])
    assert enters_tapped(face[SLOW], [plains], [])
    assert not enters_tapped(face[SLOW], [plains, plains], [])
    assert enters_tapped(face[CHECK], [forest], [])
    assert not enters_tapped(face[CHECK], [forest, mountain], [])
    assert enters_tapped(face[REVEAL], [], [mountain])
    assert not enters_tapped(face[REVEAL], [], [forest])
    assert not enters_tapped(face[SHOCK], [], [])  # the player pays the 2 life
    assert enters_tapped(face[ODD], [], [])  # a condition the lab does not know: tapped


SQUIRE = CardDef.simple(
    "Dawn Squire", subtypes=("Human",), power="1", toughness="1", mana_cost="{W}", mana_value=1
)
BORDER_KNIGHT = CardDef.simple(
    "Border Knight",
    subtypes=("Knight",),
    power="3",
    toughness="2",
    mana_cost="{R}{W}",
    mana_value=2,
)


def test_cr614_1c_a_land_that_enters_tapped_makes_no_mana_the_turn_it_is_played() -> None:
    """Thirty lands that enter tapped and thirty one-drops: nothing is cast on turn 1, and the
    land played lies tapped on the battlefield until the next untap step."""
    cards = deck((30, DUNE_GATE), (30, SQUIRE))
    cast_on = []
    for number in range(1, 21):
        result, game = play_game(cards, Policy(turns=1), seed=5, number=number)
        assert result.stopped is None
        st = game.state
        lands = [st.objects[o] for o in st.battlefield if st.objects[o].name == "Dune Gate"]
        assert all(o.tapped for o in lands) and len(lands) == result.lands[0]
        cast_on.append(result.cast.get("Dawn Squire"))
        result, _ = play_game(cards, Policy(turns=2), seed=5, number=number)
        cast_on.append(result.cast.get("Dawn Squire"))
    assert 1 not in cast_on
    assert 2 in cast_on  # the land of turn 1 untapped and paid on turn 2


def test_cr106_1_dual_lands_pay_for_a_two_colour_spell() -> None:
    """Only lands that tap for {R} or {W} (no basic type): the {R}{W} Knight is cast once two
    are out, as a player would; they were read as colourless before and nothing was cast."""
    cards = deck((30, land("Mesa Crossing", "{T}: Add {R} or {W}.")), (30, BORDER_KNIGHT))
    casts = [play_game(cards, Policy(turns=4), seed=9, number=n)[0].cast for n in range(1, 21)]
    assert sum(1 for c in casts if c.get("Border Knight") is not None) >= 15
    assert all(c.get("Border Knight", 9) >= 2 for c in casts)


def test_a_land_that_enters_tapped_is_played_first_when_no_spell_needs_the_mana_now() -> None:
    """Lands only, half of them entering tapped: with nothing to cast, the tapped one goes down
    on turn 1 whenever the hand holds both (the Plains stays for a turn it pays on at once)."""
    cards = deck((30, DUNE_GATE), (30, PLAINS))
    policy = Policy(turns=1, keep=KeepRule(min_lands=0, max_lands=7))
    both = 0
    for number in range(1, 31):
        result, game = play_game(cards, policy, seed=2, number=number)
        assert result.stopped is None and result.mulligans == 0
        st = game.initial_state
        names = {st.objects[o].name for o in st.zones.get((0, Zone.HAND), ())}
        if names != {"Dune Gate", "Plains"}:
            continue
        both += 1
        assert [game.state.objects[o].name for o in game.state.battlefield] == ["Dune Gate"]
    assert both >= 20


@pytest.mark.parametrize(
    ("text", "mana"),
    [
        ("{T}: Add {C}{C}.", ["C", "C"]),
        ("{T}: Add {G}.", ["G"]),
        ("{T}: Add {R} or {G}.", ["RG"]),
        ("{T}: Add one mana of any color.", ["WUBRG"]),
        ("{T}: Add {C}.\n{T}: Add {W} or {U}. This artifact deals 1 damage to you.", ["CWU"]),
        ("Flying\n{T}: Add {B}.", ["B"]),
        ("{1}, {T}: Add {W}{U}.", []),
        ("Whenever you cast a spell, add {R}.", []),
    ],
)
def test_cr605_1a_a_rock_or_a_dork_makes_the_mana_its_tap_ability_adds(
    text: str, mana: list[str]
) -> None:
    """One colour set a mana: a talisman's two abilities are one mana of either (a tap uses one
    of them); a mana ability with another cost than {T} is not read (the lab pays no mana for
    mana)."""
    from saga_table.lab.faces import face_facts

    rock = CardDef.simple(
        "Test Rock", card_types=("Artifact",), mana_cost="{2}", mana_value=2, text=text
    )
    assert face_facts(rock.faces[0])[6] == tuple(frozenset(m) for m in mana)


def test_a_tapland_condition_the_lab_cannot_read_is_counted_as_a_guess() -> None:
    """Odd Moor's "unless a player has 13 or less life" is read as tapped, and the game counts a
    decision answered by default (the report's count of games that needed a guess)."""
    cards = deck((30, ODD), (30, PLAINS))
    guessed = 0
    for number in range(1, 21):
        result, game = play_game(cards, Policy(turns=3), seed=6, number=number)
        moors = [game.state.objects[o] for o in game.state.battlefield]
        moors = [o for o in moors if o.name == "Odd Moor"]
        assert all(o.tapped == (o.entered_turn == game.state.turn.number) for o in moors)
        guessed += bool(moors) and result.defaulted >= len(moors)
    assert guessed >= 10
