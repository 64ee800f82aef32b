"""The built-in catalog: loading, the Sagas it must cover, and the cards the rules need."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from saga_table.catalog import builtin
from saga_table.catalog.builtin import (
    BuiltinSource,
    card_name_keys,
    load_builtin_cards,
    load_card_files,
    resources_dir,
)
from saga_table.catalog.normalize import name_key
from saga_table.engine.card_codec import CardFormatError, card_from_dict
from saga_table.engine.cards import (
    AddManaEffect,
    BecomeMonarchEffect,
    CardDef,
    CardFace,
    ContinuousEffectSpec,
    CounterDoublerScope,
    CreateTokenEffect,
    DrawEffect,
    ExileAndReturnTransformedEffect,
    Layout,
    Selector,
    SequenceEffect,
    TriggerEvent,
)
from saga_table.engine.effects.kinds import MayEffect, SearchLibraryEffect


def by_name() -> dict[str, CardDef]:
    return {card.name: card for card in load_builtin_cards()}


def card(name: str) -> CardDef:
    return by_name()[name]


def saga_face(c: CardDef) -> CardFace:
    return next(face for face in c.faces if face.is_saga)


def groups(face: CardFace) -> list[list[int]]:
    """Chapter numbers grouped as printed: chapters with the same text and effect share a line."""
    out: dict[tuple[object, ...], list[int]] = {}
    for chapter in face.chapters:
        out.setdefault((chapter.text, chapter.text_ja, chapter.effect), []).append(chapter.number)
    return sorted(out.values())


# --------------------------------------------------------------------------- loading


def test_resources_dir_is_next_to_the_package() -> None:
    assert resources_dir() == Path(builtin.__file__).resolve().parents[2] / "resources"
    assert (resources_dir() / "cards" / "sagas.json").is_file()


def test_resources_dir_in_a_frozen_build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"


def test_loading_is_cached() -> None:
    """The catalog is read once per process; its load time is a benchmark
    (tests/benchmarks/bench_catalog_load.py), not a test."""
    cards = load_card_files(resources_dir() / "cards")
    assert load_builtin_cards() == cards
    assert load_builtin_cards() is load_builtin_cards()


def test_nothing_is_loaded_at_import_time() -> None:
    code = (
        "import saga_table.catalog.lookup, saga_table.catalog.builtin as b;"
        "print(b.load_builtin_cards.cache_info().currsize)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0"


def test_every_card_name_is_unique() -> None:
    keys = [name_key(c.name) for c in load_builtin_cards()]
    assert len(keys) == len(set(keys))


def test_a_name_defined_twice_is_an_error(tmp_path: Path) -> None:
    document = {"format": "saga-table-cards", "version": 1, "cards": [{"name": "Opt"}]}
    for file in ("a.json", "b.json"):
        (tmp_path / file).write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CardFormatError, match=r'b\.json: "Opt" is also defined in .*a\.json'):
        load_card_files(tmp_path)


def test_a_broken_file_names_itself(tmp_path: Path) -> None:
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    with pytest.raises(CardFormatError, match=r"bad\.json: not valid JSON"):
        load_card_files(tmp_path)


def test_every_file_declares_the_format() -> None:
    for path in (resources_dir() / "cards").glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert (data["format"], data["version"]) == ("saga-table-cards", 1), path.name


# --------------------------------------------------------------------------- the Sagas


def test_at_least_sixty_sagas() -> None:
    sagas = [c for c in load_builtin_cards() if any(f.is_saga for f in c.faces)]
    assert len(sagas) >= 60


#: CATALOG-CANDIDATES.md §6 (all but #25, the unverified Unfinity Saga) and the seed's card.
CANDIDATES = [
    "History of Benalia", "The Eldest Reborn", "Fall of the Thran", "The Antiquities War",
    "Rite of Belzenlok", "Time of Ice", "The Triumph of Anax", "Medomai's Prophecy",
    "The First Iroan Games", "Elspeth Conquers Death", "The Trickster-God's Heist",
    "Fall of the Impostor", "Battle for Bretagard", "Urza's Saga",
    "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
    "Kumano Faces Kakkazan // Etching of Kumano", "The Kami War // O-Kagachi Made Manifest",
    "Hidetsugu Consumes All // Vessel of the All-Consuming", "The Elder Dragon War",
    "The Phasing of Zhalfir", "Urza Assembles the Titans", "The Horus Heresy",
    "The First Tyrannic War", "Birth of the Imperium", "The Brothers' War",
    "Elesh Norn // The Argent Etchings", "Sheoldred // The True Scriptures",
    "Jin-Gitaxias // The Great Synthesis", "Huatli, Poet of Unity // Roar of the Fifth People",
    "Long List of the Ents", "In the Darkness Bind Them", "Three Blind Mice",
    "The Night of the Doctor", "Blink", "The Flux", "City of Death", "Heaven Sent",
    "Trial of a Time Lord", "Welcome to . . . // Jurassic Park", "Vault 101: Birthday Party",
    "The Hunger Tide Rises", "Ballad of the Black Flag", "The Tale of Tamiyo", "Summon: Bahamut",
    "Summon: Knights of Round", "Summon: Shiva",
    "Clive, Ifrit's Dominant // Ifrit, Warden of Inferno",
    "Esper Origins // Summon: Esper Maduin", "Crystal Fragments // Summon: Alexander",
    "Origin of Spider-Man", "The Clone Saga", "The Legend of Kyoshi // Avatar Kyoshi",
    "The Coming of Galactus", "Summon: G.F. Ifrit",
]  # fmt: skip


def test_every_catalog_candidate_is_present() -> None:
    cards = by_name()
    assert len(CANDIDATES) == 54
    missing = [name for name in CANDIDATES if name not in cards]
    assert missing == []
    for name in CANDIDATES:
        assert saga_face(cards[name]).is_saga


@pytest.mark.parametrize(
    ("name", "final", "grouping"),
    [
        ("History of Benalia", 3, [[1, 2], [3]]),
        ("Fall of the Thran", 3, [[1], [2, 3]]),
        ("The Triumph of Anax", 4, [[1, 2, 3], [4]]),
        ("Medomai's Prophecy", 4, [[1], [2], [3], [4]]),
        ("Long List of the Ents", 6, [[1, 2, 3, 4, 5, 6]]),
        ("The Flux", 6, [[1], [2, 3, 4, 5], [6]]),
        ("City of Death", 6, [[1], [2, 3, 4, 5, 6]]),
        ("Summon: Knights of Round", 5, [[1, 2, 3, 4], [5]]),
        ("The Night of the Doctor", 2, [[1], [2]]),
        ("Blink", 4, [[1, 3], [2, 4]]),
        ("Three Blind Mice", 4, [[1], [2, 3], [4]]),
        ("The Coming of Galactus", 4, [[1], [2, 3], [4]]),
        ("Summon: G.F. Ifrit", 4, [[1, 2], [3, 4]]),
    ],
)
def test_final_chapter_and_grouping(name: str, final: int, grouping: list[list[int]]) -> None:
    face = saga_face(card(name))
    assert face.final_chapter == final
    assert groups(face) == grouping


def test_cr714_2c_blink_groups_share_text_out_of_order() -> None:
    chapters = card("Blink").front.chapter_map
    assert chapters[1].text == chapters[3].text != chapters[2].text == chapters[4].text
    assert chapters[2].effect == chapters[4].effect
    assert isinstance(chapters[2].effect, CreateTokenEffect)


def test_read_ahead_sagas() -> None:
    for name in ("The Elder Dragon War", "The Phasing of Zhalfir", "Urza Assembles the Titans"):
        assert card(name).front.has_read_ahead, name
    assert not card("History of Benalia").front.has_read_ahead


def test_urzas_saga_is_an_enchantment_land() -> None:
    face = card("Urza's Saga").front
    assert face.card_types == ("Enchantment", "Land")
    assert face.subtypes == ("Urza’s", "Saga")
    assert face.mana_cost == "" and face.mana_value == 0
    search = face.chapter_map[3].effect  # III: find an artifact with mana value 0 or 1
    assert isinstance(search, SearchLibraryEffect) and search.to == "battlefield"
    assert (search.filter.types, search.filter.max_mana_value) == (("Artifact",), 1)


def test_legendary_saga() -> None:
    assert card("The Tale of Tamiyo").front.supertypes == ("Legendary",)


@pytest.mark.parametrize(
    ("name", "pt"),
    [
        ("Summon: Bahamut", ("9", "9")),
        ("Summon: Knights of Round", ("3", "3")),
        ("Summon: Shiva", ("4", "5")),
        ("Summon: G.F. Ifrit", ("3", "2")),
    ],
)
def test_saga_creatures(name: str, pt: tuple[str, str]) -> None:
    face = card(name).front
    assert face.card_types == ("Enchantment", "Creature")
    assert (face.power, face.toughness) == pt


@pytest.mark.parametrize(
    ("name", "front_types"),
    [
        ("Elesh Norn // The Argent Etchings", ("Creature",)),
        ("Sheoldred // The True Scriptures", ("Creature",)),
        ("Jin-Gitaxias // The Great Synthesis", ("Creature",)),
        ("Huatli, Poet of Unity // Roar of the Fifth People", ("Creature",)),
        ("Clive, Ifrit's Dominant // Ifrit, Warden of Inferno", ("Creature",)),
        ("Esper Origins // Summon: Esper Maduin", ("Sorcery",)),
        ("Crystal Fragments // Summon: Alexander", ("Artifact",)),
    ],
)
def test_dfc_with_the_saga_on_the_back(name: str, front_types: tuple[str, ...]) -> None:
    c = card(name)
    assert c.layout is Layout.TRANSFORM and c.is_double_faced
    assert not c.front.is_saga and c.front.card_types == front_types
    assert c.back is not None and c.back.is_saga


@pytest.mark.parametrize(
    "name",
    [
        "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
        "Kumano Faces Kakkazan // Etching of Kumano",
        "The Kami War // O-Kagachi Made Manifest",
        "Hidetsugu Consumes All // Vessel of the All-Consuming",
        "Welcome to . . . // Jurassic Park",
        "The Legend of Kyoshi // Avatar Kyoshi",
    ],
)
def test_flip_sagas_exile_and_return_transformed_at_iii(name: str) -> None:
    c = card(name)
    assert c.front.is_saga and c.back is not None and not c.back.is_saga
    effect = c.front.chapter_map[3].effect
    if isinstance(effect, SequenceEffect):  # Welcome to . . .: destroy the Walls, then flip
        effect = effect.steps[-1]
    assert effect == ExileAndReturnTransformedEffect()


def test_jurassic_park_is_a_legendary_land() -> None:
    back = card("Welcome to . . . // Jurassic Park").back
    assert back is not None
    assert (back.supertypes, back.card_types) == (("Legendary",), ("Land",))


def test_structured_effects() -> None:
    assert card("The Flux").front.chapter_map[6].effect == AddManaEffect("{R}{R}{R}{R}{R}{R}")
    ifrit = card("Summon: G.F. Ifrit").front.chapter_map
    assert ifrit[3].effect == ifrit[4].effect == AddManaEffect("{R}")
    assert isinstance(ifrit[1].effect, MayEffect)  # "may discard": the player decides
    assert card("Summon: Bahamut").front.chapter_map[3].effect == DrawEffect(2)
    knight = card("History of Benalia").front.chapter_map[1].effect
    assert isinstance(knight, CreateTokenEffect)
    assert (knight.name, knight.power, knight.toughness, knight.subtypes) == (
        "Knight",
        2,
        2,
        ("Knight",),
    )
    oath = card("Oath of Eorl").front.chapter_map[3].effect
    assert isinstance(oath, SequenceEffect) and oath.steps[-1] == BecomeMonarchEffect()


def test_summon_gf_ifrit_from_the_seed() -> None:
    ifrit = card("Summon: G.F. Ifrit")
    assert ifrit.name_ja == "召喚：G.F.イフリート"
    assert ifrit.front.mana_cost == "{2}{R}"
    assert ifrit.front.type_line == "Enchantment Creature — Saga Demon"


def test_every_chapter_has_english_and_japanese_text() -> None:
    for c in load_builtin_cards():
        for face in c.faces:
            for chapter in face.chapters:
                assert chapter.text.strip(), (c.name, chapter.number)
                assert chapter.text_ja and chapter.text_ja.strip(), (c.name, chapter.number)


# --------------------------------------------------------------------------- support cards


def static_of(
    name: str,
) -> tuple[Selector, ContinuousEffectSpec | None, CounterDoublerScope | None]:
    (ability,) = card(name).front.static_abilities
    return ability.selector, ability.effect, ability.counter_doubler


def test_counter_doublers() -> None:
    assert static_of("Doubling Season")[2] is CounterDoublerScope.EFFECT_ON_YOUR_PERMANENTS
    assert static_of("Vorinclex, Monstrous Raider")[2] is CounterDoublerScope.YOU_PUT
    assert static_of("Innkeeper's Talent")[2] is CounterDoublerScope.YOU_PUT


def test_ability_and_type_changers() -> None:
    assert static_of("Blood Moon")[:2] == (
        Selector.NONBASIC_LANDS,
        ContinuousEffectSpec(set_land_subtypes=("Mountain",)),
    )
    assert static_of("Humility")[:2] == (
        Selector.ALL_CREATURES,
        ContinuousEffectSpec(lose_all_abilities=True, set_base_pt=(1, 1)),
    )
    assert static_of("Opalescence")[:2] == (
        Selector.OTHER_NON_AURA_ENCHANTMENTS,
        ContinuousEffectSpec(add_card_types=("Creature",), set_base_pt="mana value"),
    )
    assert static_of("Observed Stasis")[:2] == (
        Selector.ENCHANTED,
        ContinuousEffectSpec(lose_all_abilities=True),
    )
    selector, moon, _ = static_of("Imprisoned in the Moon")
    assert selector is Selector.ENCHANTED and moon is not None
    assert (moon.set_card_types, moon.lose_all_abilities) == (("Land",), True)
    assert static_of("Barbara Wright")[:2] == (
        Selector.SAGAS_YOU_CONTROL,
        ContinuousEffectSpec(add_keywords=("read ahead",)),
    )


@pytest.mark.parametrize(
    "name",
    [
        "Palace Jailer",
        "Thorn of the Black Rose",
        "Custodi Lich",
        "Court of Garenbrig",
        "Palace Sentinels",
    ],
)
def test_monarch_cards_make_you_the_monarch_when_they_enter(name: str) -> None:
    triggers = card(name).front.triggered_abilities
    assert any(
        t.event is TriggerEvent.ENTERS and t.effect == BecomeMonarchEffect() for t in triggers
    )


def test_custodi_lich_watches_you_becoming_the_monarch() -> None:
    events = [t.event for t in card("Custodi Lich").front.triggered_abilities]
    assert TriggerEvent.YOU_BECOME_MONARCH in events


SUPPORT = [
    "Doubling Season", "Vorinclex, Monstrous Raider", "Innkeeper's Talent", "Blood Moon",
    "Humility", "Opalescence", "Observed Stasis", "Imprisoned in the Moon", "Barbara Wright",
    "Fatespinner", "Sphinx of the Second Sun", "Symbiotic Deployment", "Relentless Assault",
    "Time Walk", "Time Stop", "Sundial of the Infinite", "Day's Undoing", "Glorious End",
    "Mandate of Peace", "Stifle", "Disallow", "Flicker", "Cloudshift", "Boomerang",
    "Karn's Bastion", "Contentious Plan", "Tezzeret's Gambit", "Palace Jailer",
    "Thorn of the Black Rose", "Custodi Lich", "Court of Garenbrig", "Palace Sentinels",
    "Keldon Warcaller", "Sigurd, Jarl of Ravensthorpe", "Garnet, Princess of Alexandria",
    "Clash of the Eikons", "Tom Bombadil", "Narci, Fable Singer", "Historian's Boon",
    "Captain Rex Nebula", "Plains", "Island", "Swamp", "Mountain", "Forest",
]  # fmt: skip


def test_support_cards_are_present() -> None:
    cards = by_name()
    assert [name for name in SUPPORT if name not in cards] == []
    for basic in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        face = cards[basic].front
        assert face.supertypes == ("Basic",) and face.subtypes == (basic,)


def test_tezzerets_gambit_mana_value_counts_the_phyrexian_symbol() -> None:
    assert card("Tezzeret's Gambit").front.mana_value == 4


# --------------------------------------------------------------------------- the source


def test_builtin_source_indexes_every_name() -> None:
    source = BuiltinSource()
    assert source.label == "builtin"
    fable = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    for name in (fable, "Fable of the Mirror-Breaker", "Reflection of Kiki-Jiki", "鏡割りの寓話"):
        assert [c.name for c in source.by_key(name_key(name))] == [fable]
    assert source.by_key("nosuchcard") == []
    keys = dict(source.keys())
    assert keys[name_key("ウルザの物語")] == "ウルザの物語"
    assert keys[name_key("Urza's Saga")] == "Urza's Saga"


def test_card_name_keys() -> None:
    keys = card_name_keys(card("Summon: G.F. Ifrit"))
    assert set(keys.values()) == {"Summon: G.F. Ifrit", "召喚：G.F.イフリート"}


def test_builtin_source_search_ranks_names_first() -> None:
    source = BuiltinSource()
    results = [c.name for c in source.search("blink")]
    assert results[0] == "Blink"
    assert "Flicker" not in results
    monarch = [c.name for c in source.search("monarch")]
    assert {"Palace Jailer", "Oath of Eorl", "Custodi Lich"} <= set(monarch)
    assert [c.name for c in source.search("英雄譚", limit=3)] != []
    assert len(source.search("", limit=5)) == 5
    assert source.search("zzzz-nothing") == []


def test_builtin_source_with_given_cards() -> None:
    cards = [CardDef.simple("Grizzly Bears", name_ja="灰色熊")]
    source = BuiltinSource(cards, label="custom")
    assert source.label == "custom"
    assert source.by_key(name_key("灰色熊")) == cards


def test_the_examples_in_the_format_document_are_valid_cards() -> None:
    text = (resources_dir() / "docs" / "card-format.md").read_text(encoding="utf-8")
    cards = []
    for block in re.findall(r"```json\n(.*?)```", text, flags=re.DOTALL):
        try:
            data = json.loads(block)
        except json.JSONDecodeError:
            continue  # an outline with "..." in it
        if isinstance(data, dict) and "name" in data:
            cards.append(card_from_dict(data, where="card-format.md"))
    assert [c.name for c in cards] == [
        "The Lantern Road",
        "The Paper Crane's Flight // Folded Crane",
    ]
    assert cards[0].front.chapter_map[2].effect == cards[0].front.chapter_map[1].effect
    assert cards[1].back is not None and cards[1].back.has_read_ahead is False


# --------------------------------------------------------------------------- read on demand


def test_a_lookup_before_the_whole_catalog_is_read_finds_the_same_cards() -> None:
    """The demo game is built from the built-in cards before the window's first paint: a name
    looked up then makes only the cards that answer to it, and each is the card (and the list
    of cards) that reading the whole catalog gives for every name, Japanese and face names too."""
    unread = builtin._UnreadCards(resources_dir() / "cards")
    full: dict[str, list[CardDef]] = {}
    for card in load_builtin_cards():
        for key in card_name_keys(card):
            full.setdefault(key, []).append(card)
    assert set(unread.index) == set(full)
    fable = name_key("鏡割りの寓話")
    assert unread.by_key(fable) == full[fable] and len(unread.made) == 1
    for key, cards in full.items():
        assert unread.by_key(key) == cards, key
    assert unread.by_key("nosuchcard") == []


def test_a_card_read_on_demand_says_where_it_is_wrong(tmp_path: Path) -> None:
    good = {"name": "Plains", "type_line": "Basic Land — Plains"}
    bad = {"name": "Broken Saga", "type_line": "Enchantment — Saga", "chapters": "I"}
    document = {"format": "saga-table-cards", "version": 1, "cards": [good, bad]}
    (tmp_path / "cards.json").write_text(json.dumps(document), encoding="utf-8")
    unread = builtin._UnreadCards(tmp_path)
    assert [c.name for c in unread.by_key(name_key("Plains"))] == ["Plains"]
    with pytest.raises(CardFormatError) as raised:
        unread.by_key(name_key("Broken Saga"))
    with pytest.raises(CardFormatError) as whole:
        load_card_files(tmp_path)
    assert str(raised.value) == str(whole.value) and "card 2" in str(raised.value)


def test_two_cards_of_one_name_are_refused_before_any_is_read(tmp_path: Path) -> None:
    card = {"name": "Plains", "type_line": "Basic Land — Plains"}
    for name in ("a.json", "b.json"):
        document = {"format": "saga-table-cards", "version": 1, "cards": [card]}
        (tmp_path / name).write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CardFormatError, match='"Plains" is also defined in'):
        builtin._UnreadCards(tmp_path)
