"""Auras that take a Saga's abilities away (Observed Stasis, Imprisoned in the Moon), and a
praetor's Saga face that returns front face up."""

from __future__ import annotations

import pytest

from saga_table.engine import actions as a
from saga_table.engine.cards import (
    CardDef,
    CardFace,
    Chapter,
    ContinuousEffectSpec,
    ExileAndReturnTransformedEffect,
    Layout,
    Selector,
    StaticAbility,
)
from saga_table.engine.characteristics import characteristics
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.tx import IllegalActionError

ANN = PlayerId(0)
BAHAMUT = CardDef.saga(
    "Summoned Dragon",
    chapters={1: "a", 2: "a", 3: "b", 4: "c"},
    card_types=("Enchantment", "Creature"),
    power="9",
    toughness="9",
)
STASIS = CardDef.simple(
    "Stasis Aura",
    card_types=("Enchantment",),
    subtypes=("Aura",),
    static_abilities=(
        StaticAbility(
            "Enchanted creature loses all abilities.",
            Selector.ENCHANTED,
            ContinuousEffectSpec(lose_all_abilities=True),
        ),
    ),
)
MOON = CardDef.simple(
    "Moon Prison",
    card_types=("Enchantment",),
    subtypes=("Aura",),
    static_abilities=(
        StaticAbility(
            "Enchanted permanent is a colorless land and loses its other types and abilities.",
            Selector.ENCHANTED,
            ContinuousEffectSpec(set_card_types=("Land",), lose_all_abilities=True),
        ),
    ),
)
PRAETOR = CardDef(
    name="Praetor // Scripture",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(name="Praetor", card_types=("Creature",), power="4", toughness="5"),
        CardFace(
            name="Scripture",
            card_types=("Enchantment",),
            subtypes=("Saga",),
            chapters=(
                Chapter(1, "a"),
                Chapter(2, "b"),
                Chapter(3, "back", effect=ExileAndReturnTransformedEffect(front_face_up=True)),
            ),
        ),
    ),
)


def game(*hand: CardDef) -> Game:
    filler = (CardDef.simple("Island", card_types=("Land",), subtypes=("Island",)),) * 10
    g = Game(
        GameSetup(
            players=(
                PlayerSetup("Ann", hand=hand, library=filler),
                PlayerSetup("Ben", library=filler),
            ),
            shuffle=False,
        )
    )
    g.apply(a.AdvanceStep())  # Ann's precombat main (her first draw is skipped)
    return g


def put(g: Game, name: str) -> int:
    card = next(i for i in g.state.zone(ANN, Zone.HAND) if g.state.objects[i].name == name)
    g.apply(a.PutOntoBattlefield(card))
    while g.state.stack:
        g.apply(a.ResolveTopOfStack())
    return next(o.id for o in g.state.permanents() if o.name == name)


def test_an_aura_that_removes_abilities_stops_chapters_and_the_sacrifice() -> None:
    """FIN release notes: Summon: Bahamut with Observed Stasis attached is neither sacrificed nor
    given lore counters (714.3c and 714.4 need chapter abilities)."""
    g = game(BAHAMUT, STASIS)
    dragon = put(g, "Summoned Dragon")
    aura = put(g, "Stasis Aura")
    g.apply(a.AttachTo(aura, dragon))
    chars = characteristics(g.state, dragon)
    assert chars.chapters == () and chars.final_chapter == 0 and chars.is_saga
    g.apply(a.AddCounters(dragon, amount=5))
    assert not g.state.stack and dragon in g.state.battlefield  # nothing triggers, no sacrifice
    g.apply(a.AdvanceToNextTurn())
    g.apply(a.AdvanceToNextTurn())
    g.apply(a.AdvanceStep())
    g.apply(a.AdvanceStep())
    assert g.state.objects[dragon].counters["lore"] == 6  # no turn-based counter was put


def test_704_5m_an_aura_whose_permanent_left_goes_to_the_graveyard() -> None:
    g = game(BAHAMUT, STASIS)
    dragon = put(g, "Summoned Dragon")
    aura = put(g, "Stasis Aura")
    g.apply(a.AttachTo(aura, dragon))
    g.apply(a.MoveObject(dragon, Zone.HAND))
    assert aura not in g.state.battlefield
    assert [g.state.objects[i].name for i in g.state.zone(ANN, Zone.GRAVEYARD)] == ["Stasis Aura"]


def test_205_1a_a_saga_that_stops_being_an_enchantment_stops_being_a_saga() -> None:
    g = game(BAHAMUT, MOON)
    dragon = put(g, "Summoned Dragon")
    aura = put(g, "Moon Prison")
    g.apply(a.AttachTo(aura, dragon))
    chars = characteristics(g.state, dragon)
    assert chars.card_types == ("Land",)
    assert not chars.is_saga and "Saga" not in chars.subtypes
    assert chars.chapters == ()


def test_attach_refuses_itself_and_unattached_detach() -> None:
    g = game(STASIS)
    aura = put(g, "Stasis Aura")
    with pytest.raises(IllegalActionError, match="itself"):
        g.apply(a.AttachTo(aura, aura))
    with pytest.raises(IllegalActionError, match="not attached"):
        g.apply(a.AttachTo(aura, None))


def test_a_praetors_saga_face_returns_front_face_up_as_a_new_object() -> None:
    g = game(PRAETOR)
    card = g.state.zone(ANN, Zone.HAND)[0]
    g.apply(a.PutOntoBattlefield(card, transformed=True))  # the Saga face, with its entry counter
    saga = next(o for o in g.state.permanents())
    assert saga.name == "Scripture" and saga.counters["lore"] == 1
    g.apply(a.ResolveTopOfStack())
    g.apply(a.AddCounters(saga.id, amount=2))
    order = tuple(t.id for t in g.state.decision.triggers)  # type: ignore[union-attr]
    g.apply(a.OrderTriggers(order[::-1]))  # III resolves last
    while g.state.stack:
        g.apply(a.ResolveTopOfStack())
    (praetor,) = g.state.permanents()
    assert praetor.name == "Praetor" and praetor.face == 0 and praetor.id != saga.id
    assert not praetor.counters
