"""614.1c: a permanent's own "enters tapped", read from its text once per face.

Oracle text says it in one sentence: "This land enters tapped." (since 2024; before, "<its name>
enters the battlefield tapped."), with no condition; or with a condition the game can read from
its controller's battlefield and hand: "... tapped unless you control two or fewer other lands"
(fast lands), "... unless you control two or more other lands" (slow lands), "... unless you
control a Plains or an Island" (check lands), "As this land enters, you may reveal a Plains or
Forest card from your hand. If you don't, this land enters tapped." (reveal lands, read as
revealing whenever the hand can). A shock land's "you may pay 2 life. If you don't, it enters
tapped." is its controller's choice: it enters untapped, as a player who pays does. Any other
condition is read as one the game cannot see (:attr:`TappedRule.test` None).

Who applies them: :func:`saga_table.engine.battlefield.put_onto_battlefield` taps a permanent that
enters tapped with no condition in every game, and one with a readable condition for a seat whose
cards the app knows (not a paper seat: at a paper table the app sees only the cards the players
entered, not every land they control). The goldfish lab reads the same rules
(:mod:`saga_table.lab.lands`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from saga_table.engine.cards import CardFace
from saga_table.engine.goldfish import BASIC_MANA
from saga_table.engine.values import dataclass

__all__ = ["TappedRule", "tapped_rule"]

#: (the subtypes of each other land its controller controls, the subtypes of each other card in
#: its controller's hand) -> whether it enters tapped.
Test = Callable[[Sequence[tuple[str, ...]], Sequence[tuple[str, ...]]], bool]


@dataclass(frozen=True)
class TappedRule:
    """How a face enters tapped: ``always``, or when ``test`` says so (None: by a condition the
    game cannot read, which its players apply)."""

    always: bool
    test: Test | None


@functools.cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    """The sentences, the subject, and the conditions (compiled at the first card that says
    "tapped", not at start-up: nothing enters the battlefield before the window's first paint).

    The sentence's subject is the permanent itself ("This land", its name, "it" after "If you
    don't,"): "Creatures your opponents control enter tapped" is another card's effect."""
    flags = re.IGNORECASE
    return (
        re.compile(r"[^.\n]+[.\n]?"),
        re.compile(
            r"^(?:This [a-z]+|If you don't, (?:it|this [a-z]+)|(?P<name>.+?)) enters"
            r"(?: the battlefield)? tapped\b(?P<rest>.*)$"
        ),
        re.compile(r"^\s*unless you control two or fewer other lands\.?$", flags),
        re.compile(r"^\s*unless you control two or more other lands\.?$", flags),
        re.compile(r"^\s*unless you control an? (\w+)(?:,? or an? (\w+))?\.?$", flags),
        re.compile(r"reveal an? (\w+)(?: or (\w+))? card from your hand", flags),
        re.compile(r"you may pay \d+ life", flags),
    )


_BASIC_TYPES = frozenset(BASIC_MANA)  # (the basic land types)
_RULES: dict[int, tuple[CardFace, TappedRule | None]] = {}


def _always(_lands: Sequence[tuple[str, ...]], _hand: Sequence[tuple[str, ...]]) -> bool:
    return True


ALWAYS = TappedRule(True, _always)


def tapped_rule(face: CardFace) -> TappedRule | None:
    """How ``face`` enters tapped, or None if it does not (see the module's text)."""
    hit = _RULES.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    rule = _read(face.text, face.name) if face.text and "tapped" in face.text else None
    if len(_RULES) > 2_048:
        _RULES.clear()
    _RULES[id(face)] = (face, rule)
    return rule


def _types(match: re.Match[str]) -> frozenset[str]:
    return frozenset(t.capitalize() for t in match.groups() if t)


def _none_in_hand(wanted: frozenset[str]) -> Test:
    """Tapped unless a card of these subtypes is in the hand to reveal."""
    return lambda _lands, hand: not any(wanted.intersection(t) for t in hand)


def _none_controlled(wanted: frozenset[str]) -> Test:
    """Tapped unless its controller controls a land of these subtypes."""
    return lambda lands, _hand: not any(wanted.intersection(t) for t in lands)


def _read(text: str, name: str) -> TappedRule | None:
    split, self_tapped, fast, slow, check, reveal, pay_life = _patterns()
    sentences = [s.strip() for s in split.findall(text) if s.strip()]
    for index, sentence in enumerate(sentences):
        found = self_tapped.match(sentence)
        if found is None or found.group("name") not in (None, name):
            continue  # (another permanent's, or none)
        before = sentences[index - 1] if index else ""
        rest = found.group("rest")
        if rest.strip() in ("", "."):
            if not sentence.startswith("If you don't"):
                return ALWAYS
            if pay_life.search(before):
                return None  # the controller's choice: it pays, and the land enters untapped
            revealed = reveal.search(before)
            if revealed is not None:
                return TappedRule(False, _none_in_hand(_types(revealed)))
            return TappedRule(False, None)
        if fast.match(rest):
            return TappedRule(False, lambda lands, _hand: len(lands) > 2)
        if slow.match(rest):
            return TappedRule(False, lambda lands, _hand: len(lands) < 2)
        checked = check.match(rest)
        if checked is not None and _types(checked) <= _BASIC_TYPES:
            return TappedRule(False, _none_controlled(_types(checked)))
        return TappedRule(False, None)
    return None
