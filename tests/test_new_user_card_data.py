"""Tried as a new user would: the built-in Sagas work with nothing imported, and after importing a
bulk file of ordinary cards, a deck of them resolves."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BULK = ROOT / "tests" / "catalog" / "fixtures" / "scryfall_cards.json"


def run(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "saga_table", "--data-dir", str(data_dir), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_every_built_in_saga_is_known_with_no_card_data_imported(tmp_path: Path) -> None:
    from saga_table.catalog.builtin import load_builtin_cards
    from saga_table.catalog.lookup import default_lookup

    lookup = default_lookup(tmp_path)
    sagas = [c for c in load_builtin_cards() if any(f.is_saga for f in c.faces)]
    assert len(sagas) >= 60
    for card in sagas:
        found = lookup.find(card.name)
        assert found.card == card and found.source == "builtin", card.name
    shown = run("cards", "show", "ウルザの物語", "--json", data_dir=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["card"]["name"] == "Urza's Saga"


def test_after_importing_a_bulk_file_a_deck_of_ordinary_cards_resolves(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Quick Study\n2 Misty Harbor\n16 Island\n1 Lim-Dul's Herald\n", "utf-8")
    before = run("deck", "check", str(deck), "--json", data_dir=tmp_path)
    assert before.returncode == 1  # Quick Study and Misty Harbor are not built in
    unknown = {p["text"] for p in json.loads(before.stdout)["problems"]}
    assert any("Quick Study" in t for t in unknown)
    imported = run("cards", "import", str(BULK), data_dir=tmp_path)
    assert imported.returncode == 0, imported.stderr
    after = run("deck", "check", str(deck), "--json", data_dir=tmp_path)
    assert after.returncode == 0, after.stdout + after.stderr
    resolved = {e["name"]: e["resolved"] for e in json.loads(after.stdout)["sections"]["main"]}
    assert resolved["Lim-Dul's Herald"] == "Lim-Dûl’s Herald"  # accents and apostrophes ignored
    assert resolved["Quick Study"] == "Quick Study"
