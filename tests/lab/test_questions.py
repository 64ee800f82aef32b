"""The question syntax: what it reads, what it tests, and what it says when it cannot read."""

from __future__ import annotations

import pytest

from saga_table.lab.player import GameResult
from saga_table.lab.questions import QuestionError, parse_question

NAMES = ["Urza's Saga", "History of Benalia", "Plains", "Fable of the Mirror-Breaker"]


def _game(**fields: object) -> GameResult:
    result = GameResult(1)
    for key, value in fields.items():
        setattr(result, key, value)
    return result


def test_chapter_resolved_by_turn_and_found_an_artifact() -> None:
    q = parse_question("urza's saga chapter III resolved by turn 3 and found an artifact", NAMES)
    found = {("Urza's Saga", 3): (3, ("Artifact",))}
    assert q.test(_game(chapters={("Urza's Saga", 3): 3}, found=found))
    assert not q.test(_game(chapters={("Urza's Saga", 3): 3}))  # resolved, found nothing
    assert not q.test(_game(chapters={("Urza's Saga", 3): 4}, found=found))  # too late


def test_and_binds_before_or_and_not_negates() -> None:
    q = parse_question("kill by turn 5 or lands >= 3 on turn 3 and not mulligans at least 1", NAMES)
    assert q.describe() == "(kill by turn 5) or ((lands >= 3 on turn 3) and not (mulligans >= 1))"
    assert q.test(_game(lands=[1, 2, 3], damage=[0, 0, 0]))
    assert not q.test(_game(lands=[1, 2, 3], damage=[0, 0, 0], mulligans=1))
    assert q.test(_game(lands=[1, 2, 2, 2, 2], damage=[0, 5, 10, 15, 20], mulligans=1), life=20)


def test_quoted_names_and_cast() -> None:
    q = parse_question('"History of Benalia" cast by turn 3 and (damage > 4 by turn 4)', NAMES)
    assert q.test(_game(cast={"History of Benalia": 3}, damage=[0, 0, 2, 5]))
    assert not q.test(_game(cast={"History of Benalia": 3}, damage=[0, 0, 2, 4]))


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("Urza's Saga chapter IIII resolved by turn 3", "'IIII', expected a chapter number"),
        ("Urza's Saga resolved by turn 3", "'resolved', expected 'chapter' or 'cast'"),
        ("Karn chapter I resolved by turn 3", "'Karn', expected a card of the deck"),
        ("lands 3 on turn 2", "'3', expected a comparison"),
        ("kill by turn", "the end of the question, expected a number"),
        ('"Sol Ring" cast by turn 1', '"Sol Ring" is not a card of the deck'),
        ("kill by turn 3 kill", "'kill', expected 'and', 'or' or the end"),
        ("", "empty"),
    ],
)
def test_a_question_that_cannot_be_read_says_where(text: str, says: str) -> None:
    with pytest.raises(QuestionError, match=None) as info:
        parse_question(text, NAMES)
    assert says in str(info.value)


def test_a_very_long_question_is_refused() -> None:
    with pytest.raises(QuestionError, match="longer than"):
        parse_question("kill by turn 3 and " * 100 + "kill by turn 3", NAMES)


# ----------------------------------------------------------------------------- in Japanese

JA = {"ウルザの物語": "Urza's Saga", "ベナリア史": "History of Benalia", "平地": "Plains"}


@pytest.mark.parametrize(
    ("japanese", "english"),
    [
        (
            "ウルザの物語の第III章が3ターン目までに解決し、アーティファクトを見つけた",
            "Urza's Saga chapter III resolved by turn 3 and found an artifact",
        ),
        ("ウルザの物語 第３章 ３ターン目までに解決", "Urza's Saga chapter III resolved by turn 3"),
        (
            "ウルザの物語の第3章が3ターン目までに解決してアーティファクト・カードを見つけた",
            "Urza's Saga chapter III resolved by turn 3 and found an artifact",
        ),
        ("ベナリア史を2ターン目までに唱えた", "History of Benalia cast by turn 2"),
        (
            "3ターン目に土地が3枚以上かつ（5ターン目までにキル）ではない",
            "lands at least 3 on turn 3 and not (kill by turn 5)",
        ),
        (
            "5ターン目までにキル または 4ターン目までにダメージ10点以上 かつ マリガン1回未満",
            "kill by turn 5 or damage >= 10 by turn 4 and mulligans < 1",
        ),
        ("2ターン目に土地がちょうど2枚", "lands = 2 on turn 2"),
        ("History of Benaliaを3ターン目までに唱えた", "History of Benalia cast by turn 3"),
    ],
)
def test_a_question_in_japanese_reads_as_the_same_question_in_english(
    japanese: str, english: str
) -> None:
    ja = parse_question(japanese, NAMES, aliases=JA)
    en = parse_question(english, NAMES)
    assert ja.describe() == en.describe()
    assert ja.text == japanese  # shown as the player wrote it


def test_japanese_names_work_in_the_english_syntax_too() -> None:
    q = parse_question("ウルザの物語 chapter II resolved by turn 2", NAMES, aliases=JA)
    assert q.test(_game(chapters={("Urza's Saga", 2): 2}))


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("ウルザの物語の第III章", "「ウルザの物語の第III章」を読めません"),
        (
            "ウルザの物語の第III章が3ターン目までに解決し、呪文を見つけた",
            "「呪文」はカード・タイプではありません",
        ),
        ("カルンの第I章が3ターン目までに解決", "デッキにないカードは使えません"),
        ("ではない", "「ではない」の前に条件がありません"),
        ("5ターン目までにキル かつ", "条件のつなぎ方"),
    ],
)
def test_a_japanese_question_that_cannot_be_read_says_what_in_japanese(
    text: str, says: str
) -> None:
    with pytest.raises(QuestionError) as info:
        parse_question(text, NAMES, aliases=JA)
    assert says in str(info.value)
