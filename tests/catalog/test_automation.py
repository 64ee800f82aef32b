"""Imported card data keeps the built-in catalog's automation for cards both know."""

from __future__ import annotations

import json
from pathlib import Path

from saga_table.catalog.lookup import default_lookup
from saga_table.catalog.store import import_card_file
from saga_table.engine.cards import CounterDoublerScope, CreateTokenEffect


def scryfall(path: Path) -> Path:
    cards = [
        {
            "object": "card", "name": "History of Benalia", "lang": "en", "layout": "saga",
            "mana_cost": "{1}{W}{W}", "cmc": 3.0, "type_line": "Enchantment — Saga",
            "oracle_text": "(Reminder.)\nI, II — Make a Knight (test words).\nIII — Knights grow.",
            "keywords": [],
        },
        {
            "object": "card", "name": "Doubling Season", "lang": "en", "layout": "normal",
            "mana_cost": "{4}{G}", "cmc": 5.0, "type_line": "Enchantment",
            "oracle_text": "Twice the tokens and counters (test words).", "keywords": [],
        },
        {
            "object": "card", "name": "Quiet Tale", "lang": "en", "layout": "saga",
            "mana_cost": "{U}", "cmc": 1.0, "type_line": "Enchantment — Saga",
            "oracle_text": "I — Look.\nII — Look again.", "keywords": [],
        },
    ]
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


def test_an_imported_saga_keeps_the_built_in_chapter_effects_and_its_own_text(
    tmp_path: Path,
) -> None:
    import_card_file(tmp_path / "cards.sqlite3", scryfall(tmp_path / "bulk.json"))
    found = default_lookup(tmp_path).find("History of Benalia")
    assert found.source == "imported"
    chapters = found.card.front.chapters  # type: ignore[union-attr]
    assert [c.text for c in chapters[:2]] == ["Make a Knight (test words)."] * 2
    assert isinstance(chapters[0].effect, CreateTokenEffect)
    assert chapters[0].effect.name == "Knight"
    assert found.card.front.name_ja == "ベナリア史"  # type: ignore[union-attr]


def test_an_imported_doubler_keeps_what_makes_it_double(tmp_path: Path) -> None:
    import_card_file(tmp_path / "cards.sqlite3", scryfall(tmp_path / "bulk.json"))
    season = default_lookup(tmp_path).find("Doubling Season").card
    assert season is not None
    scopes = [s.counter_doubler for s in season.front.static_abilities]
    assert CounterDoublerScope.EFFECT_ON_YOUR_PERMANENTS in scopes


def test_a_card_only_the_import_knows_is_left_as_it_is(tmp_path: Path) -> None:
    import_card_file(tmp_path / "cards.sqlite3", scryfall(tmp_path / "bulk.json"))
    tale = default_lookup(tmp_path).find("Quiet Tale").card
    assert tale is not None
    assert [c.effect for c in tale.front.chapters] == [None, None]
