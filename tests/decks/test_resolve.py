"""Resolving names against a lookup: known cards, unknown cards with suggestions."""

from __future__ import annotations

from dataclasses import dataclass, field

from saga_table.decks import NameMatch, parse_decklist, resolve_deck
from tests.decks.support import line_of, read_fixture

_CARDS = {
    "fable of the mirror-breaker": "Fable of the Mirror-Breaker",
    "鏡割りの寓話": "Fable of the Mirror-Breaker",
    "fire // ice": "Fire // Ice",
    "ach! hans, run!": "Ach! Hans, Run!",
    "duress": "Duress",
    "opt": "Opt",
}


@dataclass
class FakeLookup:
    """A lookup over a handful of cards that counts how often it is asked."""

    calls: list[str] = field(default_factory=list)

    def __call__(self, name: str) -> NameMatch:
        self.calls.append(name)
        card = _CARDS.get(name.casefold())
        if card is not None:
            return NameMatch(name, card, matched_by="casefold")
        prefix = name[:2].casefold()
        near = sorted({card for card in _CARDS.values() if card[:2].casefold() == prefix})
        return NameMatch(name, None, suggestions=tuple(near))


def test_known_names_resolve_to_the_exact_card_name() -> None:
    deck = parse_decklist("4 fable of the mirror-breaker\n1 Fire // Ice\n1 Ach! Hans, Run!")
    resolved = resolve_deck(deck, FakeLookup())
    assert resolved.problems == ()
    assert [card.card_name for card in resolved.cards] == [
        "Fable of the Mirror-Breaker", "Fire // Ice", "Ach! Hans, Run!",
    ]  # fmt: skip
    assert resolved.cards[0].matched_by == "casefold"


def test_unknown_card_is_a_problem_on_its_line_with_suggestions() -> None:
    deck = parse_decklist("4 Opt\n2 Dures\n1 Xyzzy")
    resolved = resolve_deck(deck, FakeLookup())
    assert [(problem.line, problem.text, problem.reason) for problem in resolved.problems] == [
        (2, "2 Dures", "unknown card 'Dures' (did you mean: Duress?)"),
        (3, "1 Xyzzy", "unknown card 'Xyzzy'"),
    ]
    assert [card.entry.name for card in resolved.cards] == ["Opt"]


def test_parse_problems_and_unknown_cards_come_together_in_line_order() -> None:
    deck = parse_decklist("1 Xyzzy\n0 Opt\n4 Duress")
    resolved = resolve_deck(deck, FakeLookup())
    assert [problem.line for problem in resolved.problems] == [1, 2]
    assert resolved.deck is deck


def test_each_name_is_looked_up_once() -> None:
    lookup = FakeLookup()
    resolve_deck(parse_decklist("2 Opt\n\n1 Opt\nSB: 1 Opt"), lookup)
    assert lookup.calls == ["Opt"]


def test_japanese_names_resolve_through_the_lookup() -> None:
    resolved = resolve_deck(read_fixture("mtga_ja.txt"), FakeLookup())
    fable = next(card for card in resolved.cards if card.entry.name == "鏡割りの寓話")
    assert fable.card_name == "Fable of the Mirror-Breaker"
    unknown_lines = {problem.line for problem in resolved.problems}
    assert line_of("mtga_ja.txt", "1 ジェイス・ベレレン") in unknown_lines


def test_card_name_of_answers_per_entry() -> None:
    deck = parse_decklist("4 Opt\n1 Xyzzy")
    resolved = resolve_deck(deck, FakeLookup())
    assert [resolved.card_name_of(entry) for entry in deck.entries] == ["Opt", None]


def test_name_match_copies_any_match_like_object() -> None:
    @dataclass(frozen=True)
    class CatalogMatch:
        query: str
        card_name: str | None
        suggestions: list[str]
        matched_by: str

    match = NameMatch.from_match(CatalogMatch("opt", "Opt", ["Opt"], "casefold"))
    assert match == NameMatch("opt", "Opt", suggestions=("Opt",), matched_by="casefold")
    assert eval(repr(match)) == match
