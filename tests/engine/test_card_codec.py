"""The ``saga-table-cards`` format: round trips, compact writing, and errors that say where."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from saga_table.engine import card_codec, card_fields, card_text
from saga_table.engine.card_codec import (
    CardFormatError,
    card_from_dict,
    card_to_dict,
    cards_from_document,
    cards_to_document,
    effect_from_dict,
    effect_to_dict,
    format_type_line,
    mana_value_of,
    parse_chapter_numbers,
    parse_type_line,
)
from saga_table.engine.cards import (
    AddCountersEffect,
    AddManaEffect,
    BecomeMonarchEffect,
    CardDef,
    CardFace,
    Chapter,
    ContinuousEffectSpec,
    CounterDoublerScope,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    Keyword,
    Layout,
    Selector,
    SequenceEffect,
    StaticAbility,
    TriggeredAbilitySpec,
    TriggerEvent,
)

KNIGHT = CreateTokenEffect("Knight", power=2, toughness=2, subtypes=("Knight",))


def blink() -> CardDef:
    shuffle = "Shuffle a creature away; its owner investigates."
    angel = "Make a 2/2 Alien Angel token."
    return CardDef.saga(
        "Blink",
        mana_cost="{2}{U}{B}",
        mana_value=4,
        chapters={1: (shuffle, None), 2: (angel, KNIGHT), 3: (shuffle, None), 4: (angel, KNIGHT)},
    )


def fable() -> CardDef:
    front = CardFace(
        name="Fable of the Mirror-Breaker",
        name_ja="鏡割りの寓話",
        mana_cost="{2}{R}",
        mana_value=3,
        card_types=("Enchantment",),
        subtypes=("Saga",),
        chapters=(
            Chapter(1, "Make a Goblin.", effect=KNIGHT),
            Chapter(2, "Loot up to two."),
            Chapter(3, "Flip it.", text_ja="変身", effect=ExileAndReturnTransformedEffect()),
        ),
    )
    back = CardFace(
        name="Reflection of Kiki-Jiki",
        card_types=("Enchantment", "Creature"),
        subtypes=("Goblin", "Shaman"),
        power="2",
        toughness="2",
        text="Copy a creature.",
    )
    return CardDef(
        name="Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
        faces=(front, back),
        layout=Layout.TRANSFORM,
    )


# --------------------------------------------------------------------------- writing


def test_grouped_chapters_are_written_as_one_line() -> None:
    saga = CardDef.saga(
        "History", chapters={1: ("Knight.", KNIGHT), 2: ("Knight.", KNIGHT), 3: ("Pump.", None)}
    )
    lines = card_to_dict(saga)["chapters"]
    assert [line["chapters"] for line in lines] == ["I, II", "III"]
    assert lines[0]["effect"] == {
        "type": "create_token",
        "name": "Knight",
        "power": 2,
        "toughness": 2,
        "subtypes": ["Knight"],
    }


def test_blink_keeps_its_out_of_order_groups() -> None:
    data = card_to_dict(blink())
    assert [line["chapters"] for line in data["chapters"]] == ["I, III", "II, IV"]
    assert card_from_dict(data) == blink()
    assert [c.number for c in card_from_dict(data).front.chapters] == [1, 2, 3, 4]


def test_defaults_are_left_out() -> None:
    data = card_to_dict(CardDef.saga("Tiny", chapters={1: "A."}, mana_cost="{1}{W}", mana_value=2))
    assert data == {
        "name": "Tiny",
        "mana_cost": "{1}{W}",
        "type_line": "Enchantment — Saga",
        "chapters": [{"chapters": "I", "text": "A."}],
    }


def test_mana_value_is_written_only_when_the_cost_does_not_add_up_to_it() -> None:
    odd = CardDef.simple("Odd", mana_cost="{3}{U/P}", mana_value=7)
    assert card_to_dict(odd)["mana_value"] == 7
    even = CardDef.simple("Even", mana_cost="{3}{U/P}", mana_value=4)
    assert "mana_value" not in card_to_dict(even)
    assert card_from_dict(card_to_dict(even)).front.mana_value == 4


def test_unusual_types_use_explicit_lists() -> None:
    doctor = CardDef.simple(
        "The Tenth Doctor", supertypes=("Legendary",), subtypes=("Time Lord", "Doctor")
    )
    data = card_to_dict(doctor)
    assert "type_line" not in data
    assert data["subtypes"] == ["Time Lord", "Doctor"]
    assert card_from_dict(data) == doctor


def test_double_faced_card_lists_its_faces() -> None:
    data = card_to_dict(fable())
    assert data["layout"] == "transform"
    assert [face["name"] for face in data["faces"]] == [
        "Fable of the Mirror-Breaker",
        "Reflection of Kiki-Jiki",
    ]
    assert data["faces"][1]["type_line"] == "Enchantment Creature — Goblin Shaman"
    assert card_from_dict(data) == fable()


def test_static_and_triggered_abilities_round_trip() -> None:
    moon = StaticAbility(
        "Enchanted permanent is a land.",
        selector=Selector.ENCHANTED,
        effect=ContinuousEffectSpec(
            set_card_types=("Land",), lose_all_abilities=True, add_abilities_text="{T}: Add {C}."
        ),
    )
    doubler = StaticAbility("Double.", counter_doubler=CounterDoublerScope.YOU_PUT)
    humility = StaticAbility(
        "1/1s.",
        selector=Selector.ALL_CREATURES,
        effect=ContinuousEffectSpec(lose_all_abilities=True, set_base_pt=(1, 1)),
    )
    opal = StaticAbility(
        "Opal.",
        selector=Selector.OTHER_NON_AURA_ENCHANTMENTS,
        effect=ContinuousEffectSpec(add_card_types=("Creature",), set_base_pt="mana value"),
    )
    jailer = CardDef.simple(
        "Jailer",
        static_abilities=(moon, doubler, humility, opal),
        triggered_abilities=(
            TriggeredAbilitySpec(TriggerEvent.ENTERS, "Monarch.", BecomeMonarchEffect(), "統治者"),
            TriggeredAbilitySpec(TriggerEvent.YOU_BECOME_MONARCH, "Someone sacrifices."),
        ),
    )
    data = card_to_dict(jailer)
    assert data["static_abilities"][0] == {
        "text": "Enchanted permanent is a land.",
        "selector": "enchanted",
        "effect": {
            "set_card_types": ["Land"],
            "lose_all_abilities": True,
            "add_abilities_text": "{T}: Add {C}.",
        },
    }
    assert data["static_abilities"][1] == {"text": "Double.", "counter_doubler": "you put"}
    assert data["triggered_abilities"][0]["effect"] == {"type": "become_monarch"}
    assert card_from_dict(json.loads(json.dumps(data))) == jailer


@pytest.mark.parametrize(
    "effect",
    [
        DrawEffect(),
        DrawEffect(3),
        KNIGHT,
        CreateTokenEffect("Treasure", types=("Artifact",), subtypes=("Treasure",), name_ja="宝物"),
        CreateTokenEffect("Cleric", count=2, power=0, toughness=1),
        BecomeMonarchEffect(),
        AddCountersEffect(),
        AddCountersEffect(kind="+1/+1", amount=-2),
        ExileAndReturnTransformedEffect(),
        AddManaEffect("{R}{R}{R}{R}{R}{R}"),
        GainLifeEffect(2),
        SequenceEffect((KNIGHT, GainLifeEffect(2), SequenceEffect((DrawEffect(),)))),
    ],
)
def test_every_effect_round_trips(effect: Effect) -> None:
    data = json.loads(json.dumps(effect_to_dict(effect)))
    assert effect_from_dict(data) == effect


def test_document_round_trip() -> None:
    cards = (blink(), fable())
    document = json.loads(json.dumps(cards_to_document(cards), ensure_ascii=False))
    assert document["format"] == "saga-table-cards"
    assert document["version"] == 1
    assert cards_from_document(document) == cards


# --------------------------------------------------------------------------- reading conveniences


def test_a_chapter_line_expands_to_one_chapter_per_number() -> None:
    card = card_from_dict(
        {
            "name": "Long List",
            "type_line": "Enchantment — Saga",
            "chapters": [{"chapters": "I-VI", "text": "Note a type.", "text_ja": "記録"}],
        }
    )
    assert [c.number for c in card.front.chapters] == [1, 2, 3, 4, 5, 6]
    assert {c.text_ja for c in card.front.chapters} == {"記録"}
    assert card.front.final_chapter == 6


def test_comment_keys_are_ignored_and_numbers_accepted_for_pt() -> None:
    card = card_from_dict(
        {
            "name": "Bear",
            "_note": "hand-written",
            "type_line": "Creature — Bear",
            "power": 2,
            "toughness": "2",
        }
    )
    assert (card.front.power, card.front.toughness) == ("2", "2")


def test_mana_value_defaults_to_what_the_cost_adds_up_to() -> None:
    card = card_from_dict({"name": "Kami War", "mana_cost": "{1}{W}{U}{B}{R}{G}"})
    assert card.front.mana_value == 6


@pytest.mark.parametrize(
    ("cost", "value"),
    [
        ("", 0),
        ("{9}", 9),
        ("{2}{W}{W}", 4),
        ("{X}{R}", 1),
        ("{3}{U/P}", 4),
        ("{2/W}", 2),
        ("{C}{C}", 2),
        ("2WW", None),
        ("{2}{W", None),
    ],
)
def test_mana_value_of(cost: str, value: int | None) -> None:
    assert mana_value_of(cost) == value


def test_type_lines() -> None:
    assert parse_type_line("Enchantment Land — Urza’s Saga") == (
        (),
        ("Enchantment", "Land"),
        ("Urza’s", "Saga"),
    )
    assert parse_type_line("Basic Land - Forest") == (("Basic",), ("Land",), ("Forest",))
    assert parse_type_line("Sorcery") == ((), ("Sorcery",), ())
    assert format_type_line(("Legendary",), ("Enchantment", "Creature"), ("Saga", "Demon")) == (
        "Legendary Enchantment Creature — Saga Demon"
    )
    with pytest.raises(ValueError, match="Enchantmnet"):
        parse_type_line("Enchantmnet — Saga")


def test_chapter_numbers() -> None:
    assert parse_chapter_numbers("I, III") == (1, 3)
    assert parse_chapter_numbers("II–V") == (2, 3, 4, 5)
    assert parse_chapter_numbers([4, "vi"]) == (4, 6)
    assert parse_chapter_numbers(2) == (2,)


# ------------------------------------------------------------------ errors say what and where


def error_of(data: object, where: str = "sagas.json: card 12") -> str:
    with pytest.raises(CardFormatError) as info:
        card_from_dict(data, where=where)
    return str(info.value)


def test_error_names_card_chapter_and_effect() -> None:
    data = {
        "name": "History of Benalia",
        "chapters": [
            {"chapters": "I, II", "text": "Knight."},
            {"chapters": "IV", "text": "?", "effect": {"type": "drawx"}},
        ],
    }
    message = error_of(data, where="resources/cards/sagas.json: card 12")
    assert message.startswith(
        'resources/cards/sagas.json: card 12 "History of Benalia": chapter "IV": effect: '
        'unknown effect type "drawx"'
    )
    assert "draw" in message.split("known:")[1]


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("History", "sagas.json: card 12: a card must be an object, not text"),
        ({"type_line": "Sorcery"}, 'sagas.json: card 12: missing field "name"'),
        ({"name": "X", "colour": "red"}, 'sagas.json: card 12 "X": unknown field "colour"'),
        ({"name": "X", "mana_cost": 3}, 'sagas.json: card 12 "X": "mana_cost": must be text'),
        (
            {"name": "X", "layout": "flip"},
            'sagas.json: card 12 "X": "layout": unknown layout "flip"',
        ),
        (
            {"name": "X", "type_line": "Enchantmnet — Saga"},
            'sagas.json: card 12 "X": "type_line": "Enchantmnet" is not a card type',
        ),
        (
            {"name": "X", "type_line": "Sorcery", "card_types": ["Sorcery"]},
            'sagas.json: card 12 "X": give "type_line" or "card_types", not both',
        ),
        (
            {"name": "X", "chapters": [{"chapters": "I, IIII", "text": "?"}]},
            'sagas.json: card 12 "X": chapter "I, IIII": "IIII" is not a Roman numeral',
        ),
        (
            {
                "name": "X",
                "chapters": [{"chapters": "I", "text": "a"}, {"chapters": "II, I", "text": "b"}],
            },
            'sagas.json: card 12 "X": chapter "II, I": chapter "I" appears on two lines',
        ),
        (
            {"name": "X", "chapters": [{"text": "a"}]},
            'sagas.json: card 12 "X": chapter line 1: missing field "chapters"',
        ),
        (
            {"name": "X", "chapters": [{"chapters": "I", "text": "a", "efect": None}]},
            'sagas.json: card 12 "X": chapter "I": unknown field "efect"',
        ),
        (
            {
                "name": "X",
                "chapters": [
                    {"chapters": "I", "text": "a", "effect": {"type": "draw", "count": "two"}}
                ],
            },
            'sagas.json: card 12 "X": chapter "I": effect: "count": must be a whole number',
        ),
        (
            {
                "name": "X",
                "chapters": [
                    {
                        "chapters": "I",
                        "text": "a",
                        "effect": {
                            "type": "sequence",
                            "steps": [{"type": "draw"}, {"type": "create_token"}],
                        },
                    }
                ],
            },
            'sagas.json: card 12 "X": chapter "I": effect: step 2: missing field "name"',
        ),
        (
            {"name": "X", "static_abilities": [{"text": "t", "selector": "my lands"}]},
            'sagas.json: card 12 "X": static ability 1: "selector": unknown selector "my lands"',
        ),
        (
            {"name": "X", "static_abilities": [{"text": "t", "effect": {"set_base_pt": [1]}}]},
            'sagas.json: card 12 "X": static ability 1: "effect": "set_base_pt": must be',
        ),
        (
            {"name": "X", "triggered_abilities": [{"event": "dies", "text": "t"}]},
            'sagas.json: card 12 "X": triggered ability 1: "event": unknown trigger event "dies"',
        ),
        (
            {
                "name": "A // B",
                "faces": [
                    {"name": "A"},
                    {"name": "B", "chapters": [{"chapters": "0", "text": "?"}]},
                ],
            },
            'sagas.json: card 12 "A // B": face 2 "B": chapter "0": chapter numbers start at I',
        ),
        (
            {"name": "A // B", "faces": [{"name": "A"}], "mana_cost": "{1}"},
            'sagas.json: card 12 "A // B": "mana_cost" belongs inside a face',
        ),
        ({"name": "A", "faces": []}, 'sagas.json: card 12 "A": "faces" is empty'),
    ],
)
def test_errors_say_what_and_where(data: object, expected: str) -> None:
    assert error_of(data).startswith(expected)


def test_card_error_without_a_place_still_names_the_card() -> None:
    with pytest.raises(CardFormatError, match=r'^card "X": unknown field "oops"'):
        card_from_dict({"name": "X", "oops": 1})


def test_document_errors() -> None:
    with pytest.raises(CardFormatError, match=r'^cards\.json: "format" must be'):
        cards_from_document({"format": "mtgjson", "version": 1, "cards": []}, where="cards.json")
    with pytest.raises(CardFormatError, match="version 9 is not supported"):
        cards_from_document({"format": "saga-table-cards", "version": 9, "cards": []})
    with pytest.raises(CardFormatError, match=r'^f\.json: card 2 "B": unknown field "x"'):
        cards_from_document(
            {
                "format": "saga-table-cards",
                "version": 1,
                "cards": [{"name": "A"}, {"name": "B", "x": 1}],
            },
            where="f.json",
        )


def test_card_format_error_is_a_value_error() -> None:
    error = CardFormatError("bad", where="here")
    assert isinstance(error, ValueError)
    assert (error.where, error.problem, str(error)) == ("here", "bad", "here: bad")


# --------------------------------------------------------------------------- the engine stays pure


@pytest.mark.parametrize("module", [card_codec, card_fields, card_text])
def test_codec_imports_only_the_standard_library_and_the_engine(module) -> None:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module)
    for module in modules:
        top = module.split(".")[0]
        assert module.startswith("saga_table.engine") or top in sys.stdlib_module_names, module


# --------------------------------------------------------------------------- Hypothesis round trip

short_text = st.one_of(
    st.sampled_from(["", "Draw a card.", "Make a token.", "ドロー"]), st.text(max_size=12)
)
names = st.text(min_size=1, max_size=16).filter(lambda s: s.strip() != "")
small_ints = st.integers(min_value=-5, max_value=30)
type_words = st.one_of(
    st.sampled_from(["Legendary", "Basic", "Enchantment", "Creature", "Land", "Saga", "Time Lord"]),
    st.text(max_size=8),
)
word_tuples = st.lists(type_words, max_size=3).map(tuple)

leaf_effects: st.SearchStrategy[Effect] = st.one_of(
    st.builds(DrawEffect, count=small_ints),
    st.builds(
        CreateTokenEffect,
        name=names,
        count=small_ints,
        power=st.none() | small_ints,
        toughness=st.none() | small_ints,
        types=st.one_of(st.just(("Creature",)), word_tuples),
        subtypes=word_tuples,
        name_ja=st.none() | short_text,
    ),
    st.just(BecomeMonarchEffect()),
    st.builds(AddCountersEffect, kind=st.one_of(st.just("lore"), short_text), amount=small_ints),
    st.just(ExileAndReturnTransformedEffect()),
    st.builds(AddManaEffect, mana=st.one_of(st.just("{R}"), short_text)),
    st.builds(GainLifeEffect, amount=small_ints),
)
effects: st.SearchStrategy[Effect] = st.recursive(
    leaf_effects,
    lambda inner: st.builds(SequenceEffect, steps=st.lists(inner, max_size=3).map(tuple)),
    max_leaves=6,
)
maybe_effect: st.SearchStrategy[Effect | None] = st.one_of(
    st.none(), st.sampled_from([DrawEffect(), KNIGHT]), effects
)


@st.composite
def chapter_tuples(draw: st.DrawFn) -> tuple[Chapter, ...]:
    numbers = draw(st.lists(st.integers(min_value=1, max_value=12), unique=True, max_size=7))
    return tuple(
        Chapter(
            number=n,
            text=draw(short_text),
            text_ja=draw(st.none() | short_text),
            effect=draw(maybe_effect),
        )
        for n in numbers
    )


specs = st.builds(
    ContinuousEffectSpec,
    set_card_types=st.none() | word_tuples,
    add_card_types=word_tuples,
    set_land_subtypes=st.none() | word_tuples,
    remove_subtypes=word_tuples,
    lose_all_abilities=st.booleans(),
    add_keywords=st.lists(st.sampled_from([k.value for k in Keyword]), max_size=2).map(tuple),
    set_base_pt=st.one_of(st.none(), st.tuples(small_ints, small_ints), st.just("mana value")),
    add_abilities_text=short_text,
)
statics = st.builds(
    StaticAbility,
    text=short_text,
    selector=st.sampled_from(Selector),
    effect=st.none() | specs,
    counter_doubler=st.none() | st.sampled_from(CounterDoublerScope),
)
triggers = st.builds(
    TriggeredAbilitySpec,
    event=st.sampled_from(TriggerEvent),
    text=short_text,
    effect=maybe_effect,
    text_ja=st.none() | short_text,
)
faces = st.builds(
    CardFace,
    name=names,
    name_ja=st.none() | short_text,
    mana_cost=st.one_of(
        st.sampled_from(["", "{2}{W}", "{X}{R}", "{3}{U/P}", "2WW", "{"]), short_text
    ),
    mana_value=st.integers(min_value=0, max_value=16),
    supertypes=word_tuples,
    card_types=word_tuples,
    subtypes=word_tuples,
    power=st.none() | st.sampled_from(["0", "3", "*"]) | short_text,
    toughness=st.none() | st.sampled_from(["1", "*"]) | short_text,
    chapters=chapter_tuples(),
    keywords=st.lists(
        st.one_of(st.sampled_from([k.value for k in Keyword]), short_text), max_size=3
    ).map(tuple),
    static_abilities=st.lists(statics, max_size=2).map(tuple),
    triggered_abilities=st.lists(triggers, max_size=2).map(tuple),
    text=short_text,
    text_ja=st.none() | short_text,
)


@st.composite
def card_defs(draw: st.DrawFn) -> CardDef:
    card_faces = tuple(draw(st.lists(faces, min_size=1, max_size=3)))
    if len(card_faces) == 1 and draw(st.booleans()):
        name, name_ja = card_faces[0].name, card_faces[0].name_ja  # the compact, inline form
    else:
        name, name_ja = draw(names), draw(st.none() | short_text)
    return CardDef(
        name=name,
        faces=card_faces,
        layout=draw(st.sampled_from(Layout)),
        source=draw(st.one_of(st.sampled_from(["builtin", "custom", "imported"]), short_text)),
        name_ja=name_ja,
    )


@settings(max_examples=300, deadline=None)
@given(card_defs())
def test_round_trip_for_any_card(card: CardDef) -> None:
    data: Any = card_to_dict(card)
    assert card_from_dict(data) == card
    assert card_from_dict(json.loads(json.dumps(data))) == card


def test_the_effect_codec_reads_each_field_as_the_type_its_annotation_names() -> None:
    """The codec evaluates each distinct annotation once instead of asking
    ``typing.get_type_hints`` per class (quicker at start-up): the same types, for every
    structured effect and every value class they hold."""
    import dataclasses
    import typing

    from saga_table.engine import cards as c
    from saga_table.engine.effects import codec
    from saga_table.engine.effects import kinds as k

    namespace = {**vars(c), **vars(k)}
    classes = set(typing.get_args(c.Effect))
    classes |= {v for v in vars(k).values() if isinstance(v, type) and dataclasses.is_dataclass(v)}
    assert len(classes) > 30
    for cls in classes:
        assert codec._hints(cls) == typing.get_type_hints(cls, namespace), cls.__name__


def test_a_power_that_looks_whole_but_is_not_a_number_is_kept_as_text() -> None:
    # Found by the round-trip property: "0\x1f" matched the whole-number pattern (its \s takes
    # the unit separator) and int() refused it, raising instead of keeping the card.
    from saga_table.engine.cards import CardDef

    card = CardDef.simple("Odd Bear", power="0\x1f", toughness="1")
    assert card.front.power == "0\x1f"
