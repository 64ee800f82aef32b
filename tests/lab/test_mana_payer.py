"""The lab's remembered payments (mana.Payer) are the payments :func:`pay` works out afresh."""

from __future__ import annotations

import random

from saga_table.lab import mana
from saga_table.lab.mana import Payer, parse_cost, pay

_COSTS = ("{R}", "{1}{W}", "{2}{W}{W}", "{B}{B}", "{W/U}{2}", "{2/R}", "{R/P}", "{4}{B}", "{0}", "")
_COLOURS = (frozenset("W"), frozenset("R"), frozenset("B"), frozenset("C"), frozenset("WB"))


def test_a_payment_remembered_is_the_payment_worked_out_again() -> None:
    rng = random.Random(7)
    for _ in range(400):
        sources = [(f"land{i}", rng.choice(_COLOURS)) for i in range(rng.randint(0, 6))]
        payer = Payer(sources)
        for text in _COSTS:
            cost = parse_cost(text)
            assert payer.pay(cost) == pay(cost, sources)
            assert payer.can_pay(cost) == (pay(cost, sources) is not None)


def test_the_same_colours_from_other_lands_pay_with_those_lands() -> None:
    cost = parse_cost("{1}{W}")
    first = Payer([(1, frozenset("W")), (2, frozenset("R"))])
    assert first.pay(cost) == (1, 2)
    second = Payer([(7, frozenset("W")), (8, frozenset("R"))])  # remembered: the same colours
    assert second.pay(cost) == (7, 8)


def test_other_colours_or_another_order_are_asked_afresh() -> None:
    cost = parse_cost("{W}{W}")
    assert Payer([(1, frozenset("W")), (2, frozenset("W"))]).pay(cost) == (1, 2)
    assert Payer([(1, frozenset("W")), (2, frozenset("R"))]).pay(cost) is None
    two_colours = parse_cost("{W}{R}")
    # the narrowest source first: the W/B land pays W only when no plain W source is there
    assert Payer([(1, frozenset("WB")), (2, frozenset("R")), (3, frozenset("W"))]).pay(
        two_colours
    ) == (2, 3)
    assert Payer([(1, frozenset("W")), (2, frozenset("R")), (3, frozenset("WB"))]).pay(
        two_colours
    ) == (1, 2)


def test_a_cost_remembered_is_told_apart_from_an_equal_cost_made_anew() -> None:
    sources = [(1, frozenset("R"))]
    payer = Payer(sources)
    cost = mana.Cost(0, (("R",),))
    other = mana.Cost(0, (("W",),))
    assert payer.pay(cost) == (1,)
    assert payer.pay(other) is None
    assert Payer(sources).pay(mana.Cost(0, (("R",),))) == (1,)


def test_the_lab_s_constructs_of_each_size_are_their_own_card() -> None:
    from saga_table.lab import knowledge

    two, three = knowledge._construct(2), knowledge._construct(3)
    assert (two.front.power, two.front.toughness) == ("2", "2")
    assert (three.front.power, three.front.toughness) == ("3", "3")
    assert knowledge._construct(2) is two


def test_sources_are_tried_narrowest_first_in_their_order_among_equals() -> None:
    rng = random.Random(11)
    for _ in range(200):
        sources = [(i, rng.choice(_COLOURS)) for i in range(rng.randint(0, 7))]
        expected = sorted(range(len(sources)), key=lambda i: len(sources[i][1]))
        assert mana.narrowest_first(sources) == expected


def test_714_2d_a_saga_s_final_chapter_remembered_is_its_face_s() -> None:
    from saga_table.demo import builtin_resolver, demo_deck
    from saga_table.lab import knowledge

    sagas = {c.name: c.front for c in demo_deck(builtin_resolver()) if c.front.is_saga}
    assert sagas
    for face in sagas.values():
        assert knowledge._final_chapter(face) == face.final_chapter > 0
        assert knowledge._final_chapter(face) == face.final_chapter  # (remembered)
