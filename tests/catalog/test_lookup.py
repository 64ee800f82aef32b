"""The one lookup: names in any spelling, faces, Japanese, suggestions, precedence, speed."""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

from saga_table.catalog import lookup as lookup_module
from saga_table.catalog.builtin import BuiltinSource, card_name_keys
from saga_table.catalog.lookup import CardLookup, LookupResult, default_lookup
from saga_table.catalog.normalize import name_key
from saga_table.catalog.sources import CardSource
from saga_table.engine.cards import CardDef, Layout


def from_source(card: CardDef, source: str) -> CardDef:
    return dataclasses.replace(card, source=source)


class FakeSource:
    """A card source written against the protocol only (no BuiltinSource internals)."""

    def __init__(self, cards: Sequence[CardDef], *, label: str) -> None:
        self.label = label
        self.cards = list(cards)
        self.calls = 0

    def by_key(self, key: str) -> list[CardDef]:
        self.calls += 1
        return [c for c in self.cards if key in card_name_keys(c)]

    def keys(self) -> Iterable[tuple[str, str]]:
        return [pair for c in self.cards for pair in card_name_keys(c).items()]

    def search(self, text: str, *, limit: int = 50) -> list[CardDef]:
        return [c for c in self.cards if text.casefold() in c.name.casefold()][:limit]


@pytest.fixture(scope="module")
def builtin_lookup() -> CardLookup:
    return CardLookup([BuiltinSource()])


def test_fake_source_satisfies_the_protocol() -> None:
    source: CardSource = FakeSource([], label="custom")
    assert source.label == "custom"


# --------------------------------------------------------------------------- matching


def test_exact_name(builtin_lookup: CardLookup) -> None:
    result = builtin_lookup.find("History of Benalia")
    assert result == LookupResult(
        query="History of Benalia",
        card=result.card,
        source="builtin",
        matched_by="exact",
        suggestions=(),
    )
    assert result.card_name == "History of Benalia" and result.found


@pytest.mark.parametrize(
    "query",
    ["history of benalia", "HISTORY OF BENALIA", "History-of-Benalia", "history of benalia."],
)
def test_case_spacing_and_punctuation_are_ignored(builtin_lookup: CardLookup, query: str) -> None:
    result = builtin_lookup.find(query)
    assert (result.card_name, result.matched_by) == ("History of Benalia", "normalized")


@pytest.mark.parametrize("query", ["Urza’s Saga", "urzas saga", "URZA'S SAGA", "Ｕｒｚａ's Saga"])
def test_either_apostrophe(builtin_lookup: CardLookup, query: str) -> None:
    assert builtin_lookup.find(query).card_name == "Urza's Saga"


def test_extra_spaces_do_not_matter(builtin_lookup: CardLookup) -> None:
    result = builtin_lookup.find("  History   of Benalia ")
    assert (result.card_name, result.matched_by) == ("History of Benalia", "exact")


def test_accents_are_ignored() -> None:
    vault = CardDef.simple("Lim-Dûl's Vault", card_types=("Instant",))
    lookup = CardLookup([FakeSource([vault], label="imported")])
    for query in ("Lim-Dul's Vault", "lim dul’s vault", "LIM-DÛL'S VAULT"):
        result = lookup.find(query)
        assert (result.card, result.source, result.matched_by) == (vault, "imported", "normalized")


def test_front_face_finds_the_double_faced_card(builtin_lookup: CardLookup) -> None:
    result = builtin_lookup.find("Fable of the Mirror-Breaker")
    assert result.card_name == "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    assert result.matched_by == "front face"
    assert builtin_lookup.find("fable of the mirror breaker").matched_by == "front face"


def test_full_name_of_a_double_faced_card(builtin_lookup: CardLookup) -> None:
    name = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    assert builtin_lookup.find(name).matched_by == "exact"
    assert (
        builtin_lookup.find("Fable of the Mirror-Breaker//Reflection of Kiki-Jiki").card_name
        == name
    )


def test_back_face_name(builtin_lookup: CardLookup) -> None:
    result = builtin_lookup.find("Roar of the Fifth People")
    assert result.card_name == "Huatli, Poet of Unity // Roar of the Fifth People"
    assert result.matched_by == "face"


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("ウルザの物語", "Urza's Saga"),
        ("鏡割りの寓話", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),
        ("キキジキの鏡像", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),
        ("召喚：G.F.イフリート", "Summon: G.F. Ifrit"),
        ("召喚: G.F. イフリート", "Summon: G.F. Ifrit"),
        ("五代目の咆哮", "Huatli, Poet of Unity // Roar of the Fifth People"),
        ("倍増の季節", "Doubling Season"),
    ],
)
def test_japanese_names(builtin_lookup: CardLookup, query: str, name: str) -> None:
    result = builtin_lookup.find(query)
    assert (result.card_name, result.matched_by) == (name, "japanese")


def test_nothing_found_gives_suggestions(builtin_lookup: CardLookup) -> None:
    result = builtin_lookup.find("Histroy of Benalia")
    assert result.card is None and result.source is None and result.matched_by == ""
    assert result.suggestions[0] == "History of Benalia"
    assert not result.found and result.card_name is None


@pytest.mark.parametrize(
    ("typo", "expected"),
    [
        ("Urzas Sage", "Urza's Saga"),
        ("Fable of the Miror Breaker", "Fable of the Mirror-Breaker"),
        ("Doubling Seasons", "Doubling Season"),
        ("Summon Bahamuth", "Summon: Bahamut"),
        ("ウルザの物", "ウルザの物語"),
    ],
)
def test_suggestions_for_typos(builtin_lookup: CardLookup, typo: str, expected: str) -> None:
    assert expected in builtin_lookup.find(typo).suggestions


def test_no_suggestions_for_nonsense(builtin_lookup: CardLookup) -> None:
    assert builtin_lookup.find("qqqqqqqqqqqq").suggestions == ()
    assert builtin_lookup.find("   ").suggestions == ()


def test_get(builtin_lookup: CardLookup) -> None:
    assert builtin_lookup.get("blink").name == "Blink"
    with pytest.raises(
        KeyError, match='no card named "Doubling Seasons"; did you mean "Doubling Season"'
    ):
        builtin_lookup.get("Doubling Seasons")
    assert "Blink" in builtin_lookup and "Blinq Blonq" not in builtin_lookup


def test_match_has_what_the_decklist_resolver_reads(builtin_lookup: CardLookup) -> None:
    hit = builtin_lookup.match("fable of the mirror-breaker")
    assert hit.query == "fable of the mirror-breaker"
    assert hit.card_name == "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    assert hit.matched_by == "front face" and hit.suggestions == ()
    miss = builtin_lookup.match("Lightening Bolt")
    assert miss.card_name is None and "Lightning Bolt" in miss.suggestions


# --------------------------------------------------------------------------- search


def test_search_by_name_and_text(builtin_lookup: CardLookup) -> None:
    assert builtin_lookup.search("Blink")[0].name == "Blink"
    monarch = [c.name for c in builtin_lookup.search("monarch")]
    assert "Palace Jailer" in monarch and "Oath of Eorl" in monarch
    knights = builtin_lookup.search("Knight token", limit=3)
    assert 0 < len(knights) <= 3
    assert builtin_lookup.search("ウルザ")[0].name == "Urza's Saga"


def test_search_merges_sources_names_first_without_duplicates() -> None:
    custom_blink = from_source(CardDef.simple("Blink", text="My own Blink."), "custom")
    lookup = CardLookup([FakeSource([custom_blink], label="custom"), BuiltinSource()])
    results = lookup.search("blink")
    assert results[0] is custom_blink
    assert [c.name for c in results].count("Blink") == 1


# --------------------------------------------------------------------------- precedence


def test_custom_beats_imported_beats_builtin() -> None:
    custom = from_source(CardDef.simple("Blink"), "custom")
    imported = from_source(CardDef.simple("Blink"), "imported")
    lookup = CardLookup(
        [
            FakeSource([custom], label="custom"),
            FakeSource([imported], label="imported"),
            BuiltinSource(),
        ]
    )
    result = lookup.find("blink")
    assert (result.card, result.source) == (custom, "custom")
    lookup = CardLookup([FakeSource([imported], label="imported"), BuiltinSource()])
    assert lookup.find("Blink").source == "imported"


def test_a_full_name_in_a_later_source_beats_a_face_name_in_an_earlier_one() -> None:
    odd = CardDef(
        name="Something // Blink",
        faces=CardDef.simple("Something").faces + CardDef.simple("Blink").faces,
        layout=Layout.TRANSFORM,
    )
    lookup = CardLookup([FakeSource([odd], label="custom"), BuiltinSource()])
    result = lookup.find("Blink")
    assert (result.card_name, result.source, result.matched_by) == ("Blink", "builtin", "exact")


def test_each_source_is_asked_once_per_lookup() -> None:
    fake = FakeSource([CardDef.simple("Opt")], label="custom")
    CardLookup([fake]).find("Nothing Like It")
    assert fake.calls == 1


# --------------------------------------------------------------------------- speed


def many_names(count: int) -> list[CardDef]:
    first = [
        "Ancient",
        "Blazing",
        "Crimson",
        "Dread",
        "Eternal",
        "Frost",
        "Gilded",
        "Hollow",
        "Iron",
        "Jade",
        "Kindled",
        "Lunar",
        "Mystic",
        "Noble",
        "Obsidian",
        "Primal",
        "Quiet",
        "Radiant",
        "Savage",
        "Twilight",
    ]
    second = [
        "Archon",
        "Beast",
        "Colossus",
        "Drake",
        "Elemental",
        "Familiar",
        "Golem",
        "Hydra",
        "Imp",
        "Juggernaut",
        "Knight",
        "Leviathan",
        "Monk",
        "Naga",
        "Ogre",
        "Phoenix",
        "Quester",
        "Rogue",
        "Sphinx",
        "Titan",
    ]
    third = ["of the Vale", "of Ash", "of Storms", "Reborn", "Ascendant", "of the Deep",
             "Unbound", "of Dawn", "of Ruin", "of the Wilds", "Eternal", "of Embers", "Prime",
             "of Glass", "of Thorns", "of the Sun", "of Shadows", "of Tides", "of Bones",
             "of Echoes", "of Iron", "of Frost", "of Sand", "of Stars", "Rising", "Falling",
             "of Mirrors", "of Secrets", "of Kings", "of Whispers", "of the Void", "Undying",
             "of Blood", "of Light", "of Smoke", "of Rain", "of Wind", "of Stone", "of Gold",
             "of Silver", "Forgotten", "of Hope", "Crowned", "of Fury", "Lost", "of Dreams",
             "of Chains", "of Glory", "of Song", "of the Hunt", "of Ages", "of Dusk", "Wild",
             "of Sorrow", "of Night", "of Winter", "of Summer", "of Spring", "of Autumn",
             "of the Sea", "of the Sky", "of Flame", "of Ice", "of Thunder", "of Moss",
             "of the Grave", "of Lore", "of Sagas", "of Wonders", "of Doom", "of Mercy",
             "of Rust", "of Ivory", "of Pearl", "of Jade"]  # fmt: skip
    names = [f"{a} {b} {c}" for a in first for b in second for c in third]
    return [CardDef.simple(name) for name in names[:count]]


def test_suggestions_among_thirty_thousand_names() -> None:
    """Near misses are found among 30,000 imported names, and an exact name after a refresh;
    how fast is tests/benchmarks/bench_search.py's figure, not a test's."""
    cards = many_names(30_000)
    assert len(cards) == 30_000
    lookup = CardLookup([FakeSource([], label="custom"), BuiltinSource(cards, label="imported")])
    first = lookup.find("Crimsn Hydra of Storms")
    assert "Crimson Hydra of Storms" in first.suggestions
    lookup.refresh()
    lookup.warm()
    for typo in (
        "Twilght Titan of Echos",
        "Obsidan Golem Reborn",
        "Radiant Sphinks of Dusk",
        "Ancient Archon of the Vail",
        "Lunar Monk Undyng",
    ):
        result = lookup.find(typo)
        assert result.card is None and result.suggestions, typo
    found = lookup.find("crimson hydra of storms")
    assert found.matched_by == "normalized"


# --------------------------------------------------------------------------- assembling the sources


def fake_module(name: str, opener: str, source: object) -> types.ModuleType:
    module = types.ModuleType(name)
    seen: list[Path] = []

    def open_source(data_dir: Path) -> object:
        seen.append(data_dir)
        return source

    setattr(module, opener, open_source)
    module.seen = seen  # type: ignore[attr-defined]
    return module


def test_default_lookup_without_a_data_dir_is_builtin_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(lookup_module.DATA_DIR_ENV, raising=False)
    lookup = default_lookup()
    assert [s.label for s in lookup.sources] == ["builtin"]
    assert lookup.find("Blink").source == "builtin"


def test_default_lookup_assembles_custom_imported_builtin(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    custom = FakeSource([from_source(CardDef.simple("Blink"), "custom")], label="custom")
    imported = FakeSource([from_source(CardDef.simple("Opt"), "imported")], label="imported")
    custom_module = fake_module("saga_table.catalog.custom", "open_custom_source", custom)
    store_module = fake_module("saga_table.catalog.store", "open_store_source", imported)
    monkeypatch.setitem(sys.modules, "saga_table.catalog.custom", custom_module)
    monkeypatch.setitem(sys.modules, "saga_table.catalog.store", store_module)
    lookup = default_lookup(tmp_path)
    assert [s.label for s in lookup.sources] == ["custom", "imported", "builtin"]
    assert custom_module.seen == [tmp_path]
    assert lookup.find("Blink").source == "custom"
    assert lookup.find("Opt").source == "imported"
    assert lookup.find("Blood Moon").source == "builtin"


def test_default_lookup_reads_the_data_dir_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    store_module = fake_module("saga_table.catalog.store", "open_store_source", None)
    monkeypatch.setitem(sys.modules, "saga_table.catalog.store", store_module)
    monkeypatch.setitem(sys.modules, "saga_table.catalog.custom", None)  # import fails
    monkeypatch.setenv(lookup_module.DATA_DIR_ENV, str(tmp_path))
    lookup = default_lookup()
    assert store_module.seen == [tmp_path]
    assert [s.label for s in lookup.sources] == ["builtin"]  # the store had nothing yet


def test_default_lookup_skips_modules_without_the_opener(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "saga_table.catalog.custom", types.ModuleType("custom"))
    monkeypatch.setitem(sys.modules, "saga_table.catalog.store", None)
    assert [s.label for s in default_lookup(tmp_path).sources] == ["builtin"]


def test_refresh_forgets_suggestions() -> None:
    source = FakeSource([CardDef.simple("Grizzly Bears")], label="custom")
    lookup = CardLookup([source])
    assert lookup.find("Grizly Bears").suggestions == ("Grizzly Bears",)
    source.cards.append(CardDef.simple("Grizzled Bears"))
    assert lookup.find("Grizly Bears").suggestions == ("Grizzly Bears",)  # cached
    lookup.refresh()
    assert set(lookup.find("Grizly Bears").suggestions) == {"Grizzly Bears", "Grizzled Bears"}


def test_name_key_is_the_index_key() -> None:
    source = BuiltinSource()
    assert source.by_key(name_key("The Night of the Doctor"))[0].name == "The Night of the Doctor"


def test_default_lookup_skips_a_source_that_cannot_be_opened(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    module = types.ModuleType("saga_table.catalog.custom")

    def broken(data_dir: Path) -> None:
        raise ValueError(f"{data_dir}/custom_cards.json: damaged")

    module.open_custom_source = broken  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "saga_table.catalog.custom", module)
    monkeypatch.setitem(sys.modules, "saga_table.catalog.store", None)
    lookup = default_lookup(tmp_path)
    assert [s.label for s in lookup.sources] == ["builtin"]
    assert lookup.problems == (f"custom cards skipped: {tmp_path}/custom_cards.json: damaged",)
    assert lookup.find("Blink").found


def test_default_lookup_with_an_empty_data_dir(tmp_path: Path) -> None:
    lookup = default_lookup(tmp_path)
    assert [s.label for s in lookup.sources] == ["builtin"]
    assert lookup.problems == ()


def test_a_name_only_the_source_knows_still_matches() -> None:
    class AliasSource(FakeSource):
        def by_key(self, key: str) -> list[CardDef]:
            return self.cards if key == name_key("Old Name") else []

    renamed = CardDef.simple("New Name")
    result = CardLookup([AliasSource([renamed], label="imported")]).find("Old Name")
    assert (result.card, result.matched_by) == (renamed, "normalized")
