"""Oracle text into chapters (714.2), type lines (205), keyword lines and mana values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from saga_table.catalog.oracle import (
    ParsedSaga,
    TypeLine,
    is_saga_type_line,
    keyword_abilities,
    mana_value_of,
    parse_saga_text,
    parse_type_line,
)
from saga_table.engine.cards import roman

REMINDER = (
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)"
)


def numbers_and_texts(saga: ParsedSaga) -> list[tuple[int, str]]:
    return [(c.number, c.text) for c in saga.chapters]


# --------------------------------------------------------------------------- chapters


def test_cr714_2c_a_grouped_chapter_line_gives_one_chapter_per_number() -> None:
    saga = parse_saga_text(f"{REMINDER}\nI, II — Draw a card.\nIII — Scry 2.")
    assert numbers_and_texts(saga) == [(1, "Draw a card."), (2, "Draw a card."), (3, "Scry 2.")]
    assert saga.groups == ((1, 2), (3,))
    assert saga.final_chapter == 3
    assert saga.other_lines == (REMINDER,)
    assert saga.read_ahead is False


def test_cr714_2d_chapters_out_of_printed_order_like_blink() -> None:
    saga = parse_saga_text("I, III — Shuffle.\nII, IV — Make a token.")
    assert saga.groups == ((1, 3), (2, 4))
    assert [c.number for c in saga.chapters] == [1, 2, 3, 4]
    assert saga.chapters[2].text == "Shuffle."
    assert saga.final_chapter == 4


def test_six_chapters_with_a_line_covering_every_chapter() -> None:
    saga = parse_saga_text("I, II, III, IV, V, VI — Stampede! — Creatures get +1/+0.")
    assert saga.groups == ((1, 2, 3, 4, 5, 6),)
    assert saga.final_chapter == 6
    assert saga.chapters[5].text == "Stampede! — Creatures get +1/+0."


def test_mode_lines_after_a_chapter_line_belong_to_that_chapter() -> None:
    text = "I — Choose one —\n• Draw a card.\n• You gain 2 life.\nII — Scry 1.\nFlying"
    saga = parse_saga_text(text)
    assert saga.chapters[0].text == "Choose one —\n• Draw a card.\n• You gain 2 life."
    assert saga.chapters[1].text == "Scry 1."
    assert saga.other_lines == ("Flying",)


def test_a_mode_line_with_no_chapter_before_it_is_another_line() -> None:
    saga = parse_saga_text("Choose one —\n• Draw a card.")
    assert saga.chapters == ()
    assert saga.other_lines == ("Choose one —", "• Draw a card.")


def test_cr702_155_read_ahead_from_a_line() -> None:
    saga = parse_saga_text("Read ahead (Choose a chapter.)\nI — A.\nII — B.\nIII — C.")
    assert saga.read_ahead is True
    assert saga.other_lines == ("Read ahead (Choose a chapter.)",)


def test_cr702_155_read_ahead_from_the_keywords_list() -> None:
    saga = parse_saga_text("I — A.\nII — B.", keywords=["Read ahead", "Scry"])
    assert saga.read_ahead is True


def test_reminder_text_mentioning_read_ahead_is_not_read_ahead() -> None:
    saga = parse_saga_text("(Read ahead means nothing here.)\nI — A.")
    assert saga.read_ahead is False


@pytest.mark.parametrize(
    "line",
    [
        "I— Draw a card.",
        "I—Draw a card.",
        "I - Draw a card.",
        "I – Draw a card.",
        "I ― Draw a card.",
        "  I —   Draw a card.  ",
        "Ⅰ — Draw a card.",
        "Ｉ － Draw a card.",
    ],
)
def test_chapter_lines_are_read_leniently(line: str) -> None:
    saga = parse_saga_text(line)
    assert numbers_and_texts(saga) == [(1, "Draw a card.")]


@pytest.mark.parametrize("line", ["II,III — Scry 1.", "II ,III— Scry 1.", "II、III ― Scry 1."])
def test_grouped_numerals_without_spaces(line: str) -> None:
    assert parse_saga_text(line).groups == ((2, 3),)


@pytest.mark.parametrize("line", ["IIII — Not a numeral.", "Vigilance", "IX-ray vision", "I"])
def test_lines_that_only_look_like_chapters(line: str) -> None:
    assert parse_saga_text(line).chapters == ()


def test_a_chapter_number_printed_twice_keeps_the_first_line() -> None:
    saga = parse_saga_text("I — First.\nI — Again.")
    assert numbers_and_texts(saga) == [(1, "First.")]
    assert saga.other_lines == ("I — Again.",)


def test_japanese_text_with_full_width_parentheses_digits_and_horizontal_bar() -> None:
    text = (
        "（この英雄譚が出た際とあなたのドロー・ステップの後に、伝承カウンター１個を加える。"
        "IIIの後に、生け贄に捧げる。）\n"
        "I,II ― カード１枚を引く。\n"
        "III ― 以下から１つを選ぶ。\n・あなたは２点のライフを得る。\n・占術１を行う。"
    )
    saga = parse_saga_text(text)
    assert saga.groups == ((1, 2), (3,))
    assert saga.chapters[0].text == "カード１枚を引く。"  # digits kept full-width for display
    assert saga.chapters[2].text.endswith("・占術１を行う。")
    assert saga.other_lines[0].startswith("（この英雄譚")


def test_japanese_read_ahead_line() -> None:
    saga = parse_saga_text("先読（章を１つ選ぶ。）\nI ― A。\nII ― B。\nIII ― C。")
    assert saga.read_ahead is True


@given(
    st.lists(
        st.lists(st.integers(min_value=1, max_value=12), min_size=1, max_size=4, unique=True),
        min_size=1,
        max_size=6,
    ),
    st.sampled_from([" — ", " ― ", "—", " - "]),
    st.sampled_from([", ", ","]),
)
def test_printed_groups_come_back_as_printed(
    groups: list[list[int]], dash: str, comma: str
) -> None:
    seen: set[int] = set()
    distinct = []
    for group in groups:
        if not seen.intersection(group):
            seen.update(group)
            distinct.append(tuple(group))
    text = "\n".join(
        f"{comma.join(roman(n) for n in group)}{dash}Effect {i}."
        for i, group in enumerate(distinct)
    )
    saga = parse_saga_text(text)
    assert saga.groups == tuple(distinct)
    assert saga.final_chapter == max(seen)
    assert {c.number: c.text for c in saga.chapters} == {
        n: f"Effect {i}." for i, group in enumerate(distinct) for n in group
    }


# --------------------------------------------------------------------------- type lines


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Enchantment — Saga", TypeLine((), ("Enchantment",), ("Saga",))),
        (
            "Enchantment Land — Urza’s Saga",
            TypeLine((), ("Enchantment", "Land"), ("Urza’s", "Saga")),
        ),
        (
            "Enchantment Creature — Saga Bird Moogle",
            TypeLine((), ("Enchantment", "Creature"), ("Saga", "Bird", "Moogle")),
        ),
        ("Basic Land — Island", TypeLine(("Basic",), ("Land",), ("Island",))),
        ("Legendary Snow Land", TypeLine(("Legendary", "Snow"), ("Land",), ())),
        ("Instant", TypeLine((), ("Instant",), ())),
        (
            "Legendary Creature — Time Lord Doctor",
            TypeLine(("Legendary",), ("Creature",), ("Time Lord", "Doctor")),
        ),
        (
            "Artifact Creature - Assembly-Worker",
            TypeLine((), ("Artifact", "Creature"), ("Assembly-Worker",)),
        ),
    ],
)
def test_cr205_type_lines(line: str, expected: TypeLine) -> None:
    assert parse_type_line(line) == expected


def test_japanese_type_lines() -> None:
    assert parse_type_line("エンチャント — 英雄譚") == TypeLine((), ("エンチャント",), ("英雄譚",))
    urza = parse_type_line("土地・エンチャント — ウルザの・英雄譚")
    assert urza.card_types == ("土地", "エンチャント")
    assert urza.is_saga
    legendary = parse_type_line("伝説のクリーチャー — 人間・戦士")
    assert legendary.supertypes == ("Legendary",)
    assert legendary.subtypes == ("人間", "戦士")


@pytest.mark.parametrize(
    ("line", "is_saga"),
    [
        ("Enchantment — Saga", True),
        ("Enchantment Land — Urza’s Saga", True),
        ("Enchantment Creature — Saga Wizard", True),
        ("エンチャント — 英雄譚", True),
        ("Enchantment — Aura", False),
        ("Creature — Sagamore", False),
        ("Sorcery", False),
    ],
)
def test_a_saga_is_known_by_its_subtype_not_its_layout(line: str, is_saga: bool) -> None:
    assert is_saga_type_line(line) is is_saga


# --------------------------------------------------------------------------- keywords and mana


def test_keyword_lines() -> None:
    text = "Flying, haste\nWard {2}\nProtection from red\nEnchant creature\nMill two cards."
    assert keyword_abilities(text, known=["Mill"]) == (
        "flying",
        "haste",
        "ward",
        "protection",
        "enchant",
    )


def test_a_line_that_starts_with_a_keyword_but_says_more_is_not_a_keyword_line() -> None:
    assert keyword_abilities("Flying creatures you control get +1/+1.") == ()
    assert keyword_abilities("Enchantment spells cost {1} less.") == ()


def test_keywords_from_the_cards_list_are_recognised() -> None:
    assert keyword_abilities("Bushido 1\nToxic 2", known=["Bushido", "Toxic"]) == (
        "bushido",
        "toxic",
    )


@pytest.mark.parametrize(
    ("cost", "value"),
    [("{2}{W}{W}", 4), ("", 0), ("{X}{R}", 1), ("{2/W}", 2), ("{W/U}{B/P}", 2), ("{10}", 10)],
)
def test_cr202_3_mana_value(cost: str, value: int) -> None:
    assert mana_value_of(cost) == value
