"""Custom cards: add, edit, delete, kept across sessions, and a damaged file never lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.catalog.custom import (
    CUSTOM_FILE_NAME,
    CustomCards,
    CustomCardsDamagedError,
    CustomCardsError,
    open_custom_source,
)
from saga_table.catalog.normalize import name_key
from saga_table.engine.card_codec import FORMAT_NAME
from saga_table.engine.cards import CardDef, CardFace, Chapter, Keyword, Layout


def spoiler_saga(name: str = "The Unprinted Tale") -> CardDef:
    """A card no data knows yet: chapters, read ahead, a Japanese name, and P/T."""
    return CardDef.saga(
        name,
        chapters={1: "Draw a card.", 2: "Draw a card.", 3: "Create a 2/2 Bear token."},
        read_ahead=True,
        mana_cost="{2}{G}",
        mana_value=3,
        card_types=("Enchantment", "Creature"),
        subtypes=("Saga", "Bear"),
        power="2",
        toughness="3",
        name_ja="未刊の物語",
    )


def proxy_dfc() -> CardDef:
    front = CardFace(
        name="Seer of Tomorrow",
        card_types=("Creature",),
        subtypes=("Human", "Wizard"),
        power="1",
        toughness="1",
        text="Transforms later.",
    )
    back = CardFace(
        name="Tomorrow Foretold",
        name_ja="明日の予言",
        card_types=("Enchantment",),
        subtypes=("Saga",),
        chapters=(Chapter(1, "Scry 2."), Chapter(2, "Draw a card.")),
    )
    return CardDef("Seer of Tomorrow // Tomorrow Foretold", (front, back), Layout.TRANSFORM)


def test_add_and_read_back_in_another_session(tmp_path: Path) -> None:
    result = CustomCards(tmp_path).add(spoiler_saga())
    assert result.path == tmp_path / CUSTOM_FILE_NAME
    assert result.moved_aside is None
    (card,) = CustomCards(tmp_path).all()
    assert card.source == "custom"
    assert card.front.final_chapter == 3
    assert card.front.keywords == (Keyword.READ_AHEAD.value,)
    assert (card.front.power, card.front.toughness) == ("2", "3")
    assert card.name_ja == "未刊の物語"
    data = json.loads((tmp_path / CUSTOM_FILE_NAME).read_text(encoding="utf-8"))
    assert data["format"] == FORMAT_NAME
    assert data["cards"][0]["name"] == "The Unprinted Tale"


def test_the_data_directory_is_made_when_needed(tmp_path: Path) -> None:
    CustomCards(tmp_path / "new" / "dir").add(spoiler_saga())
    assert (tmp_path / "new" / "dir" / CUSTOM_FILE_NAME).is_file()


def test_a_second_card_with_the_same_name_is_refused(tmp_path: Path) -> None:
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    with pytest.raises(CustomCardsError, match="already exists"):
        custom.add(spoiler_saga("the unprinted  TALE"))
    assert len(custom.all()) == 1


def test_replace_edits_a_card_and_may_rename_it(tmp_path: Path) -> None:
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    custom.add(proxy_dfc())
    edited = CardDef.saga("The Printed Tale", chapters={1: "Gain 1 life.", 4: "Win."})
    custom.replace("The Unprinted Tale", edited)
    names = [c.name for c in CustomCards(tmp_path).all()]
    assert names == ["The Printed Tale", "Seer of Tomorrow // Tomorrow Foretold"]
    assert CustomCards(tmp_path).all()[0].front.final_chapter == 4
    with pytest.raises(CustomCardsError, match="already named"):
        custom.replace("The Printed Tale", proxy_dfc())
    with pytest.raises(CustomCardsError, match="no custom card named"):
        custom.replace("Nothing", edited)


def test_delete(tmp_path: Path) -> None:
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    custom.add(proxy_dfc())
    removed = custom.delete("the unprinted tale")
    assert removed.name == "The Unprinted Tale"
    assert [c.name for c in CustomCards(tmp_path).all()] == [proxy_dfc().name]
    with pytest.raises(CustomCardsError, match="no custom card named"):
        custom.delete("The Unprinted Tale")


def test_writes_leave_no_temporary_files(tmp_path: Path) -> None:
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    custom.replace("The Unprinted Tale", spoiler_saga("Renamed"))
    custom.delete("Renamed")
    assert [p.name for p in tmp_path.iterdir()] == [CUSTOM_FILE_NAME]


def test_the_source_finds_cards_by_every_name(tmp_path: Path) -> None:
    assert open_custom_source(tmp_path) is None
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    custom.add(proxy_dfc())
    source = open_custom_source(tmp_path)
    assert source is not None
    assert source.label == "custom"
    for query, expected in [
        ("The Unprinted Tale", "The Unprinted Tale"),
        ("未刊の物語", "The Unprinted Tale"),
        ("Tomorrow Foretold", proxy_dfc().name),
        ("明日の予言", proxy_dfc().name),
        ("seer of tomorrow", proxy_dfc().name),
    ]:
        assert [c.name for c in source.by_key(name_key(query))] == [expected]
    assert [c.name for c in source.search("tomorrow")] == [proxy_dfc().name]
    assert [c.name for c in source.search("bear")] == ["The Unprinted Tale"]
    assert [c.name for c in source.search("未刊")] == ["The Unprinted Tale"]
    assert dict(source.keys())[name_key("明日の予言")] == "明日の予言"


def test_deleting_the_last_card_leaves_no_source(tmp_path: Path) -> None:
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    custom.delete("The Unprinted Tale")
    assert open_custom_source(tmp_path) is None


# --------------------------------------------------------------------------- a damaged file


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "saga-table-cards", "version": 1, "cards": [',
        b'{"format": "saga-table-cards", "version": 1, "cards": [{"name": "X", "bogus": 1}]}',
        b'{"format": "something-else", "version": 1, "cards": []}',
        b"\xff\xfe not text",
    ],
    ids=["cut-off", "bad-card", "other-format", "not-utf8"],
)
def test_a_damaged_file_is_reported_and_never_rewritten(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / CUSTOM_FILE_NAME
    path.write_bytes(content)
    custom = CustomCards(tmp_path)
    with pytest.raises(CustomCardsDamagedError, match="custom card file is damaged"):
        custom.all()
    with pytest.raises(CustomCardsDamagedError):
        open_custom_source(tmp_path)
    with pytest.raises(CustomCardsDamagedError):
        custom.replace("X", spoiler_saga())
    with pytest.raises(CustomCardsDamagedError):
        custom.delete("X")
    assert path.read_bytes() == content


def test_adding_a_card_moves_a_damaged_file_aside_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / CUSTOM_FILE_NAME
    path.write_bytes(b"{ not json")
    result = CustomCards(tmp_path).add(spoiler_saga())
    assert result.moved_aside is not None
    assert result.moved_aside.name.startswith(f"{CUSTOM_FILE_NAME}.damaged-")
    assert result.moved_aside.read_bytes() == b"{ not json"
    assert [c.name for c in CustomCards(tmp_path).all()] == ["The Unprinted Tale"]


def test_two_damaged_files_in_the_same_second_are_both_kept(tmp_path: Path) -> None:
    path = tmp_path / CUSTOM_FILE_NAME
    custom = CustomCards(tmp_path)
    path.write_bytes(b"first damage")
    first = custom.add(spoiler_saga()).moved_aside
    path.write_bytes(b"second damage")
    second = custom.add(spoiler_saga()).moved_aside
    assert first is not None and second is not None and first != second
    assert {first.read_bytes(), second.read_bytes()} == {b"first damage", b"second damage"}


def test_a_card_that_cannot_be_saved_leaves_the_file_alone(tmp_path: Path) -> None:
    custom = CustomCards(tmp_path)
    custom.add(spoiler_saga())
    before = (tmp_path / CUSTOM_FILE_NAME).read_bytes()
    with pytest.raises(CustomCardsError, match="needs a name"):
        custom.add(CardDef.simple("  "))
    assert (tmp_path / CUSTOM_FILE_NAME).read_bytes() == before
