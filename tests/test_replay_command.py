"""``saga-table replay``: what a player sees for a hand-written record, and for broken ones."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "resources" / "docs" / "examples" / "benalia-three-turns.json"


def run(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "saga_table", "--data-dir", str(data_dir), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_replay_of_the_hand_written_example_shows_the_third_chapter_waiting(tmp_path: Path) -> None:
    result = run("replay", str(EXAMPLE), data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Turn 5, Ann's precombat main phase." in out
    assert "History of Benalia (lore 3/3)" in out
    assert out.count("Knight (2/2)") == 2
    assert "History of Benalia chapter III (Ann)" in out


def test_replay_json_lists_permanents_stack_and_decision(tmp_path: Path) -> None:
    result = run("replay", str(EXAMPLE), "--json", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert (state["turn"], state["active_player"], state["step"]) == (5, "Ann", "main")
    benalia = next(p for p in state["battlefield"] if p["name"] == "History of Benalia")
    assert benalia["lore"] == 3 and benalia["final_chapter"] == 3
    assert benalia["controller"] == "Ann"
    top = state["stack"][0]
    assert (top["source"], top["chapter"], top["controller"]) == ("History of Benalia", 3, "Ann")
    assert state["decision"] is None
    assert state["actions_applied"] == 13


def test_an_illegal_action_names_its_position_and_exits_1(tmp_path: Path) -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["actions"].insert(3, {"type": "RemoveCounters", "object": "Plains"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run("replay", str(path), "--json", data_dir=tmp_path)
    assert result.returncode == 1
    assert "action 4 (RemoveCounters)" in result.stderr
    assert "no lore counter" in result.stderr
    state = json.loads(result.stdout)
    assert state["actions_applied"] == 3  # the game up to the bad action
    assert state["error"]["position"] == 4


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else"}', "not a Saga Table game record"),
        ('{"format": "saga-table-game", "version": 99, "setup": {}}', "newer Saga Table"),
        ('{"format": "saga-table-game", "version": 1, "setup": {"players": []}}', "1 to 8 players"),
    ],
)
def test_unreadable_records_exit_2_with_a_reason(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    result = run("replay", str(path), data_dir=tmp_path)
    assert result.returncode == 2
    assert message in result.stderr


def test_unknown_card_in_a_hand_written_record_is_named(tmp_path: Path) -> None:
    record = {
        "format": "saga-table-game",
        "version": 1,
        "setup": {"players": [{"name": "Ann", "hand": ["History of Benaliaa"]}]},
        "actions": [],
    }
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run("replay", str(path), data_dir=tmp_path)
    assert result.returncode == 2
    assert "setup.players[0].hand[0]: unknown card 'History of Benaliaa'" in result.stderr
    assert "did you mean: History of Benalia" in result.stderr


MONARCH = ROOT / "resources" / "docs" / "examples" / "monarch-four-players.json"


def test_four_player_record_moves_the_crown_by_effect_combat_and_a_player_leaving(
    tmp_path: Path,
) -> None:
    """724.1 (an effect), 724.2 (combat damage, end-step draws) and 724.4 (the monarch leaves
    during another player's turn: the active player takes the crown), as a table would see it."""
    result = run("replay", str(MONARCH), "--json", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert (state["turn"], state["active_player"], state["step"]) == (3, "Cleo", "draw")
    assert state["monarch"] == "Cleo"
    players = {p["name"]: p for p in state["players"]}
    assert players["Ben"]["left_game"] is True
    assert players["Ann"]["life"] == 18  # Keldon Warcaller's combat damage
    assert len(players["Ann"]["hand"]) == 2  # her draw step and the monarch's end-step draw
    assert [p["name"] for p in state["players"] if p["monarch"]] == ["Cleo"]
    text = run("replay", str(MONARCH), data_dir=tmp_path).stdout
    assert "Cleo is the monarch." in text
    assert "Ben (left the game)" in text


DECK_RECORD = ROOT / "resources" / "docs" / "examples" / "goldfish-from-decklist.json"


def test_a_record_that_starts_from_a_decklist_replays_and_the_deck_checks(tmp_path: Path) -> None:
    check = run(
        "deck", "check", str(DECK_RECORD.parent / "demo-deck.txt"), "--json", data_dir=tmp_path
    )
    assert check.returncode == 0, check.stdout + check.stderr
    result = run("replay", str(DECK_RECORD), "--json", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    player = state["players"][0]
    assert (state["turn"], state["step"]) == (2, "main")
    assert len(player["hand"]) + player["library"] + len(state["battlefield"]) == 60
    assert [p["name"] for p in state["battlefield"]] == ["Mountain"]


def test_a_bad_line_in_a_records_decklist_is_named(tmp_path: Path) -> None:
    record = json.loads(DECK_RECORD.read_text(encoding="utf-8"))
    record["setup"]["players"][0] = {"name": "Player", "decklist": "4 Plains\nfour Islands\n"}
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run("replay", str(path), data_dir=tmp_path)
    assert result.returncode == 2
    assert "setup.players[0].decklist: line 2" in result.stderr


DESIGNATIONS = ROOT / "resources" / "docs" / "examples" / "initiative-day-night-four-players.json"


def test_cr725_724_730_four_players_pass_the_initiative_and_the_crown_while_day_turns(
    tmp_path: Path,
) -> None:
    """The example record says what it replays to: Cleo took the initiative by combat damage
    (725.2) and entered Undercity, Dev took the crown by combat damage (724.2), Ann left with her
    dungeon, and two spells on Dev's turn made it day again (502.2)."""
    result = run("replay", str(DESIGNATIONS), "--json", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert (state["turn"], state["active_player"], state["step"]) == (9, "Ben", "upkeep")
    assert state["initiative"] == "Cleo" and state["monarch"] == "Dev"
    assert state["day_night"] == "day"
    players = {p["name"]: p for p in state["players"]}
    assert players["Cleo"]["dungeon"] == {"name": "Undercity", "room": "Secret Entrance"}
    assert players["Ann"]["left_game"] and "dungeon" not in players["Ann"]
    howler = next(p for p in state["battlefield"] if p["card"].startswith("Gatehouse"))
    assert howler["name"] == "Gatehouse Howler" and howler["face"] == "front"
    text = run("replay", str(DESIGNATIONS), data_dir=tmp_path).stdout
    assert "Cleo has the initiative." in text and "It is day." in text
POSITIONED = ROOT / "resources" / "docs" / "examples" / "positioned-paper-game.json"


def test_replay_of_the_positioned_example_starts_from_its_position(tmp_path: Path) -> None:
    result = run("replay", str(POSITIONED), "--json", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert (state["turn"], state["active_player"], state["step"]) == (6, "Ben", "main")
    ann, ben = state["players"]
    assert ann["paper"] and ann["library"] is None and ann["hand_size"] == 3
    assert ann["graveyard"] == ["Lightning Bolt"] and ann["life"] == 17
    assert ben["library"] == 39 and ben["monarch"]
    urza = next(p for p in state["battlefield"] if p["name"] == "Urza's Saga")
    # 714.3c: Ben controlled it as his precombat main phase began; then Ann gained control.
    assert urza["lore"] == 2 and urza["controller"] == "Ann"
    top = state["stack"][0]
    # 603.3a: chapter II is Ben's, who controlled the Saga when it triggered.
    assert (top["source"], top["chapter"], top["controller"]) == ("Urza's Saga", 2, "Ben")
    benalias = [p for p in state["battlefield"] if p["name"] == "History of Benalia"]
    assert sorted(p["lore"] for p in benalias) == [1, 2]  # the placed one triggered nothing
    assert state["actions_applied"] == 7


def test_a_position_with_a_wrong_step_exits_2_naming_the_key(tmp_path: Path) -> None:
    record = json.loads(POSITIONED.read_text(encoding="utf-8"))
    record["setup"]["position"]["step"] = "main"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run("replay", str(path), data_dir=tmp_path)
    assert result.returncode == 2
    assert "setup.position.step: 'main' is not a step" in result.stderr


def test_as_position_prints_a_record_that_starts_where_the_game_is(tmp_path: Path) -> None:
    result = run("replay", str(EXAMPLE), "--as-position", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    position = record["setup"]["position"]
    assert (position["turn"], position["active"], position["step"]) == (5, "Ann", "first_main")
    assert record["actions"] == []
    path = tmp_path / "again.json"
    path.write_text(result.stdout, encoding="utf-8")
    again = run("replay", str(path), "--json", data_dir=tmp_path)
    before = run("replay", str(EXAMPLE), "--json", data_dir=tmp_path)
    assert again.returncode == 0, again.stderr
    a, b = json.loads(again.stdout), json.loads(before.stdout)
    # The same table with an empty stack: a position holds no waiting chapter ability, so the
    # History of Benalia at its last chapter is sacrificed as the position is set (714.4).
    kept = [
        (p["name"], p.get("lore")) for p in b["battlefield"] if p["name"] != "History of Benalia"
    ]
    assert [(p["name"], p.get("lore")) for p in a["battlefield"]] == kept
    assert a["players"][0]["graveyard"] == [*b["players"][0]["graveyard"], "History of Benalia"]
    assert a["players"][1] == b["players"][1] and a["stack"] == []
