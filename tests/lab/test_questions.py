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
