"""The card search of "Put a card onto the battlefield": found as you type, by English or
Japanese name, kana either way, a word of the name, a misspelling; recent cards first; built-in,
imported and custom cards alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from saga_table.catalog._search import NameIndex, kana_fold, search_form
from saga_table.catalog.builtin import BuiltinSource
from saga_table.catalog.custom import CustomCards
from saga_table.catalog.lookup import CardLookup, default_lookup
from saga_table.catalog.store import import_card_file, store_path
from saga_table.engine.cards import CardDef

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def builtin() -> CardLookup:
    return CardLookup([BuiltinSource()])


def first(lookup: CardLookup, text: str, **kwargs: object) -> str | None:
    found = lookup.complete(text, **kwargs)  # type: ignore[arg-type]
    return found[0].card.name if found else None


def test_kana_fold_makes_katakana_and_half_width_katakana_hiragana() -> None:
    assert kana_fold("ウルザの物語") == "うるざの物語"
    assert kana_fold("ｳﾙｻﾞ") == "うるざ"
    assert kana_fold("Urza") == "Urza"
    assert search_form("Urza’s Saga") == search_form("URZAS SAGA")


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("Urza's Saga", "Urza's Saga"),
        ("urzas saga", "Urza's Saga"),  # punctuation and case
        ("urza sagaa", "Urza's Saga"),  # a letter dropped and one too many
        ("うるざ", "Urza's Saga"),  # hiragana for the katakana name ウルザの物語
        ("ウルザ", "Urza's Saga"),
        ("ベナリア", "History of Benalia"),
        ("べなりあ", "History of Benalia"),
        ("histroy of ben", "History of Benalia"),  # two letters swapped, typed halfway
        ("mirror-b", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),  # a later word
        ("Reflection of Kiki", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),
    ],
)
def test_a_card_is_found_as_it_is_typed(builtin: CardLookup, typed: str, card: str) -> None:
    assert first(builtin, typed) == card


def test_each_keystroke_of_a_name_keeps_the_card_among_the_results(builtin: CardLookup) -> None:
    name = "History of Benalia"
    for end in range(3, len(name) + 1):
        names = [c.card.name for c in builtin.complete(name[:end], limit=12)]
        assert name in names, name[:end]


def test_a_name_start_beats_a_word_start_which_beats_a_part_of_a_word(builtin: CardLookup) -> None:
    found = builtin.complete("saga", limit=30)
    ranks = [c.rank for c in found]
    assert ranks == sorted(ranks)
    assert not any(c.card.name == "Urza's Saga" and c.rank != 2 for c in found)


def test_recent_cards_come_first_and_fill_an_empty_search(builtin: CardLookup) -> None:
    plain = [c.card.name for c in builtin.complete("his", limit=5)]
    recent = ("Historian's Boon",) if plain[0] != "Historian's Boon" else ("History of Benalia",)
    assert first(builtin, "his", recent=recent) == recent[0]
    assert [c.card.name for c in builtin.complete("", recent=("Urza's Saga",))] == ["Urza's Saga"]


def test_a_recent_card_found_by_its_japanese_name_comes_first_too(builtin: CardLookup) -> None:
    # "の物語" is in many Japanese names; the recent one (remembered by its English name) leads.
    found = builtin.complete("の物語", limit=8)
    assert len(found) > 1
    last = found[-1].card.name
    assert first(builtin, "の物語", recent=(last,)) == last


def test_nothing_near_gives_nothing(builtin: CardLookup) -> None:
    assert builtin.complete("qqqzzzxxx") == []
    assert builtin.complete("   ") == []


def test_imported_and_custom_cards_are_found_with_the_built_in_ones(tmp_path: Path) -> None:
    import_card_file(store_path(tmp_path), FIXTURES / "scryfall_cards.json")
    CustomCards(tmp_path).add(CardDef.simple("Kitchen Table Golem", power="3", toughness="3"))
    lookup = default_lookup(tmp_path)
    by_source = {c.card.name: c.source for c in lookup.complete("t", limit=200)}
    assert by_source.get("Kitchen Table Golem") == "custom"
    assert first(lookup, "そうしがわ") is None  # a kanji name has no reading to type
    assert first(lookup, "双子川") == "Tale of the Twin Rivers"  # its imported Japanese name
    assert lookup.complete("双子川")[0].source == "imported"
    assert first(lookup, "kitchen tabel") == "Kitchen Table Golem"
    assert first(lookup, "ウルザ") == "Urza's Saga"  # the built-in cards are still there


def test_the_index_counts_each_name_once() -> None:
    index = NameIndex([("a", "Alpha"), ("a", "Alpha"), ("b", "ベータ")])
    assert len(index) == 2
    assert [hit.name for hit in index.search("べーた")] == ["ベータ"]
