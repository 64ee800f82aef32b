"""The shortcuts that make state-based actions cheap find everything the full check finds.

A check of a state that did not change since a check found nothing is passed over (704.3 asks
for a check whenever a player would receive priority; the state decides what it finds), a
permanent found quiet is not looked at again, and the rarer checks (day and night, the city's
blessing, the legend rule) run only when a face could make them apply. Each test makes a change
right after a quiet check, in the same action or the next, and expects the rule to apply.
"""

from __future__ import annotations

import dataclasses

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine import sba
from saga_table.engine.cards import CardDef, ContinuousEffectSpec, Selector
from saga_table.engine.characteristics import (
    compute_characteristics,
    counted,
    has_continuous_effects,
)
from saga_table.engine.counters import put_counters
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import Zone
from saga_table.engine.state import (
    Counters,
    Duration,
    FloatingEffect,
    GameObject,
    StackItem,
    TurnState,
)
from saga_table.engine.tx import Tx
from tests.engine.helpers import (
    ANN,
    GRIZZLY_BEARS,
    HISTORY_OF_BENALIA,
    LIGHTNING_BOLT,
    of_type,
    perm,
    play,
    seat,
    table,
)


def test_cr704_5g_damage_marked_after_a_quiet_check_in_the_same_action_is_found() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    tx = Tx(game.state)
    assert sba.state_based_actions(tx) is False  # quiet: the bears are fine
    assert sba.state_based_actions(tx) is False  # nothing changed: passed over, still nothing
    tx.set_object(dataclasses.replace(tx.state.objects[bears], damage=2))
    assert sba.state_based_actions(tx) is True  # 704.5g: lethal damage
    assert bears not in tx.state.battlefield
    assert any(
        o.name == "Grizzly Bears" for o in tx.state.objects.values() if o.zone is Zone.GRAVEYARD
    )


def test_cr704_5a_a_life_change_after_a_quiet_check_is_found() -> None:
    game = table("Ann", "Bob")
    tx = Tx(game.state)
    assert sba.state_based_actions(tx) is False
    tx.change_life(ANN, -20)  # the players changed: the next check looks again
    assert sba.state_based_actions(tx) is True
    assert of_type(tx.events, ev.PlayerLost)


def test_cr714_4_a_saga_whose_chapter_left_the_stack_is_sacrificed_in_the_next_action() -> None:
    """The next action begins from a state its last check found quiet (the chapter was waiting),
    and the stack changes: the check that follows looks again and sacrifices the Saga."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    tx = Tx(game.state)
    put_counters(tx, saga, "lore", 2, putter=ANN, by_effect=True)
    sba.settle(tx)
    assert saga in tx.state.battlefield  # its chapters II and III wait (714.4 keeps it)
    assert tx.state.pending or tx.state.stack
    assert sba.state_based_actions(tx) is False  # the same state: nothing
    # the chapters leave (as if they had resolved): the stack and waiting triggers changed
    tx.state.decision = None
    tx.state.pending = ()
    tx.state.stack = ()
    assert sba.state_based_actions(tx) is True
    assert saga not in tx.state.battlefield
    assert of_type(tx.events, ev.PermanentSacrificed)


def test_cr704_3_the_first_check_of_an_action_after_a_quiet_one_still_finds_a_change() -> None:
    """Across actions: a quiet state is remembered, and the next action's change (a Bolt to
    the bears) is found by the checks of that action."""
    game = table(seat("Ann", GRIZZLY_BEARS, LIGHTNING_BOLT), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    game.apply(a.TapPermanent(bears))  # a quiet action: the state is remembered as quiet
    game.apply(a.UntapPermanent(bears))
    assert bears in game.state.battlefield
    game.apply(a.AddCounters(bears, "-1/-1", 2))  # 704.5f: toughness 0
    assert not any(o.name == "Grizzly Bears" for o in game.state.permanents())


def test_cr704_5q_plus_and_minus_counters_on_a_permanent_found_quiet_before() -> None:
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    game.apply(a.AddCounters(bears, "+1/+1", 2))
    assert game.state.objects[perm(game, "Grizzly Bears")].counters["+1/+1"] == 2
    game.apply(a.AddCounters(perm(game, "Grizzly Bears"), "-1/-1", 1))
    counters = game.state.objects[perm(game, "Grizzly Bears")].counters
    assert (counters["+1/+1"], counters["-1/-1"]) == (1, 0)


def test_cr613_an_effect_that_works_in_no_layer_is_no_continuous_effect() -> None:
    """Urza's Saga's chapters give abilities as text only: nothing the layers compute changes, so
    the checks may treat the permanents as printed, and the layers agree."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    text_only = ContinuousEffectSpec(add_abilities_text="{T}: Add {C}.")
    assert text_only.layers == ()
    game.apply(a.ApplyEffect((bears,), text_only, Duration.PERMANENT, "text"))
    state = game.state
    assert state.effects and not has_continuous_effects(state)
    assert compute_characteristics(state)[bears] == counted(state.objects[bears])
    pump = ContinuousEffectSpec(pt_delta=(1, 1))
    game.apply(a.ApplyEffect((bears,), pump, Duration.UNTIL_END_OF_TURN, "+1/+1"))
    assert has_continuous_effects(game.state)
    assert compute_characteristics(game.state)[bears].power == 3


def test_cr704_5j_two_legends_of_one_name_are_found_though_no_other_face_asks() -> None:
    legend = CardDef.simple(
        "Isamaru the Quick", supertypes=("Legendary",), subtypes=("Dog",), power="2", toughness="1"
    )
    game = table(seat("Ann", legend, legend), "Bob")
    play(game, ANN, "Isamaru the Quick")
    game.apply(a.TapPermanent(perm(game, "Isamaru the Quick")))  # a quiet state in between
    events = game.apply(a.PutOntoBattlefield(next(iter(game.state.zone(ANN, Zone.HAND)))))
    # not alike (one is tapped): its controller chooses which stays
    decision = game.state.decision
    assert decision is not None and len(decision.options) == 2  # type: ignore[union-attr]
    events = game.apply(a.KeepLegend(decision.options[1]))  # type: ignore[union-attr]
    assert of_type(events, ev.LegendRuleApplied)
    names = [o.name for o in game.state.permanents()]
    assert names.count("Isamaru the Quick") == 1


# ---------------------------------------------------------------------------- fastreplace


@pytest.mark.parametrize(
    ("value", "changes"),
    [
        (GameObject(1, GRIZZLY_BEARS, 0, 0, Zone.BATTLEFIELD), {"tapped": True, "damage": 2}),
        (StackItem(3, "spell", 0, None, "Bolt", "3 damage"), {"chapter": 2}),  # type: ignore[arg-type]
        (ContinuousEffectSpec(pt_delta=(1, 1)), {"add_keywords": ("flying",)}),
    ],
)
def test_replace_makes_what_dataclasses_replace_makes(
    value: object, changes: dict[str, object]
) -> None:
    assert replace(value, **changes) == dataclasses.replace(value, **changes)  # type: ignore[type-var]
    assert replace(value) == value and replace(value) is not value  # type: ignore[type-var]


def test_replace_refuses_a_field_the_value_has_not() -> None:
    turn = TurnState(1, ANN, slot=None, remaining=())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="bogus"):
        replace(turn, bogus=1)
    with pytest.raises(TypeError):
        replace(object())


def test_replace_runs_post_init_checks_and_leaves_init_false_fields_to_the_standard() -> None:
    @dataclasses.dataclass(frozen=True)
    class Checked:
        n: int
        twice: int = dataclasses.field(init=False, default=0)

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError("negative")
            object.__setattr__(self, "twice", 2 * self.n)

    assert replace(Checked(2), n=3).twice == 6
    with pytest.raises(ValueError, match="negative"):
        replace(Checked(2), n=-1)


def test_replace_leaves_a_class_with_an_initvar_to_the_standard() -> None:
    @dataclasses.dataclass(frozen=True)
    class Scaled:
        n: int
        factor: dataclasses.InitVar[int]

    with pytest.raises(ValueError, match="factor"):
        replace(Scaled(2, 1), n=3)  # as dataclasses.replace: an InitVar must be given
    assert replace(Scaled(2, 1), n=3, factor=2) == Scaled(3, 5)


def test_replace_of_a_slotted_value_without_post_init_is_a_frozen_equal_copy() -> None:
    # the quick copy (made without __init__, each slot set) is a whole value: equal to the one
    # __init__ makes, hashable alike, still frozen, every field not changed kept
    bears = GameObject(
        1, GRIZZLY_BEARS, 0, 0, Zone.BATTLEFIELD, counters=Counters().plus("+1/+1", 1)
    )
    tapped = replace(bears, tapped=True)
    assert tapped == dataclasses.replace(bears, tapped=True)
    assert hash(tapped) == hash(dataclasses.replace(bears, tapped=True))
    assert tapped.counters is bears.counters and not bears.tapped
    with pytest.raises(dataclasses.FrozenInstanceError):
        tapped.tapped = False  # type: ignore[misc]


def test_replace_goes_through_a_class_s_own_init() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Tenfold:
        n: int

        def __init__(self, n: int) -> None:
            object.__setattr__(self, "n", n * 10)

    assert replace(Tenfold(1), n=2).n == 20  # as dataclasses.replace: __init__ runs


def test_a_state_s_copy_has_every_field_and_its_own_containers() -> None:
    # an action begins with a copy made without __init__: a field it forgot would be missing
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    play(game, ANN, "Grizzly Bears")
    state = game.state.copy()  # (a scratch state: the game's own is never changed)
    state.extra["a mark"] = 1
    new = state.copy()
    for f in dataclasses.fields(state):
        assert getattr(new, f.name) == getattr(state, f.name), f.name
    assert new == state
    for name in ("objects", "zones", "extra"):
        assert getattr(new, name) is not getattr(state, name)
    new.extra["another"] = 2
    assert "another" not in state.extra


def _count_full_checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    made = [0]
    full = sba._check

    def counting(tx: Tx) -> bool:
        made[0] += 1
        return full(tx)

    monkeypatch.setattr(sba, "_check", counting)
    return made


def test_cr704_5g_a_tap_is_passed_over_and_damage_after_it_is_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No state-based action reads whether a permanent is tapped (704.5): after a quiet check,
    a tap or an untap (and a life total that stays above 0) makes no full check; lethal damage
    marked after them is found by the next."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    made = _count_full_checks(monkeypatch)
    tx = Tx(game.state)
    assert sba.state_based_actions(tx) is False and made == [1]
    tx.set_status(replace(tx.state.objects[bears], tapped=True))
    tx.change_life(ANN, -5)
    assert sba.state_based_actions(tx) is False and made == [1]  # passed over
    tx.set_object(replace(tx.state.objects[bears], damage=2))
    assert sba.state_based_actions(tx) is True and made == [2]  # 704.5g
    assert bears not in tx.state.battlefield


def test_cr613_no_continuous_effect_reads_a_permanents_status() -> None:
    """What lets a tap pass over the check while an effect is in play (sba._unread): which
    permanents an effect applies to is a matter of their characteristics, controller,
    attachment or its targets, and what it does is its spec's; none of them is whether a
    permanent is tapped or in combat. A new selector or spec field must be looked at there
    first ("as long as it's tapped", "attacking creatures get ...")."""
    assert {s.value for s in Selector} == {
        "self",
        "enchanted",
        "all creatures",
        "other non-Aura enchantments",
        "nonbasic lands",
        "Sagas you control",
        "creatures you control",
    }, "a new selector: does it read tapped or combat status? (see sba._unread)"
    assert [f.name for f in dataclasses.fields(ContinuousEffectSpec)] == [
        "set_card_types",
        "add_card_types",
        "set_land_subtypes",
        "remove_subtypes",
        "lose_all_abilities",
        "add_keywords",
        "set_base_pt",
        "add_abilities_text",
        "set_controller",
        "pt_delta",
    ], "a new kind of effect: does it read tapped or combat status? (see sba._unread)"


def test_cr704_3_a_tap_is_passed_over_while_a_continuous_effect_is_in_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No continuous effect reads whether a permanent is tapped (the test above): while one is
    in play, a tap is passed over too; damage is not."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    pump = ContinuousEffectSpec(pt_delta=(1, 1))
    game.apply(a.ApplyEffect((bears,), pump, Duration.UNTIL_END_OF_TURN, "+1/+1"))
    made = _count_full_checks(monkeypatch)
    tx = Tx(game.state)
    assert sba.state_based_actions(tx) is False and made == [1]
    tx.set_status(replace(tx.state.objects[bears], tapped=True))
    assert sba.state_based_actions(tx) is False and made == [1]  # passed over
    tx.set_object(replace(tx.state.objects[bears], damage=3))
    assert sba.state_based_actions(tx) is True and made == [2]  # 704.5g: a 3/3 with 3 damage
    assert bears not in tx.state.battlefield


def test_cr714_4_a_chapter_put_from_waiting_onto_the_stack_keeps_its_saga_without_a_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """History of Benalia at its final chapter, its chapters waiting: they go from the waiting
    triggers onto the stack, and another spell resolves off it, with the same Saga still the
    source of a waiting chapter: the check is passed over (its answer is known: 714.4 keeps
    it). When its last chapter leaves, the check looks again and sacrifices it."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    tx = Tx(game.state)
    put_counters(tx, saga, "lore", 2, putter=ANN, by_effect=True)
    sba.settle(tx)
    state = tx.state
    waiting = (*state.pending, *state.stack)
    assert saga in state.battlefield and waiting
    made = _count_full_checks(monkeypatch)
    state.decision = None
    state.pending, state.stack = waiting, ()  # all waiting to be put on the stack
    assert sba.state_based_actions(tx) is False and made == [0]  # the same sources wait
    state.pending, state.stack = (), waiting  # onto the stack
    assert sba.state_based_actions(tx) is False and made == [0]  # passed over
    state.stack = waiting[:1]  # one chapter resolved; the other still waits
    assert sba.state_based_actions(tx) is False and made == [0]
    state.stack = ()  # the last one left: 714.4 applies now
    assert sba.state_based_actions(tx) is True and made == [1]
    assert saga not in state.battlefield
    assert of_type(tx.events, ev.PermanentSacrificed)


def test_cr714_4_a_saga_given_its_last_chapters_lore_while_it_waits_is_kept_without_a_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """History of Benalia gets the lore counters of its last chapter: the chapters trigger and
    wait, so the check that follows, passed over, keeps it (714.4); when they have left the
    stack, a check looks again and sacrifices it."""
    game = table(seat("Ann", HISTORY_OF_BENALIA), "Bob")
    saga = play(game, ANN, "History of Benalia")
    game.apply(a.ResolveTopOfStack())  # chapter I
    tx = Tx(game.state)
    assert sba.state_based_actions(tx) is False  # a quiet check: nothing
    made = _count_full_checks(monkeypatch)
    put_counters(tx, saga, "lore", 2, putter=ANN, by_effect=True)  # III: its final chapter
    assert tx.state.pending, "its chapters II and III wait"
    assert sba.state_based_actions(tx) is False and made == [0]  # passed over: it is kept
    assert saga in tx.state.battlefield
    tx.state.pending = ()  # the chapters leave (as if they had resolved)
    assert sba.state_based_actions(tx) is True and made == [1]
    assert saga not in tx.state.battlefield


def test_cr613_an_effect_in_no_layer_beginning_passes_over_the_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An effect that gives an ability as text only (Urza's Saga's) changes no characteristic:
    it beginning leaves the check's answer as it was; an effect in a layer does not."""
    game = table(seat("Ann", GRIZZLY_BEARS), "Bob")
    bears = play(game, ANN, "Grizzly Bears")
    tx = Tx(game.state)
    assert sba.state_based_actions(tx) is False
    made = _count_full_checks(monkeypatch)
    text_only = ContinuousEffectSpec(add_abilities_text="Tap for {C}.")
    tx.state.effects = (FloatingEffect(1, text_only, (bears,), Duration.UNTIL_END_OF_TURN, 1),)
    assert sba.state_based_actions(tx) is False and made == [0]  # passed over
    shrink = ContinuousEffectSpec(pt_delta=(-2, -2))
    tx.state.effects = (
        *tx.state.effects,
        FloatingEffect(2, shrink, (bears,), Duration.UNTIL_END_OF_TURN, 2),
    )
    assert sba.state_based_actions(tx) is True and made == [1]  # 704.5f: toughness 0
    assert bears not in tx.state.battlefield
