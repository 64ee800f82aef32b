"""Settings: defaults, a versioned file with migrations, atomic writes, and a damaged file that
is moved aside with a message instead of being lost or overwritten."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest

from saga_table.engine.state import RuleOptions
from saga_table.persistence import _files
from saga_table.persistence.settings import (
    MAX_RECENT_FILES,
    SETTINGS_VERSION,
    Automation,
    Language,
    NewerSettingsError,
    Settings,
    SettingsFormatError,
    load_settings,
    migrate,
    save_settings,
    settings_from_json,
    settings_to_json,
)
from tests.persistence.support import snapshot

FIXTURES = Path(__file__).parent / "fixtures"
ASIDE = re.compile(r"settings\.json\.(damaged|newer)-\d{8}-\d{6}(-\d+)?$")


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    return path


def test_defaults_when_there_is_no_file(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "settings.json")
    assert loaded.settings == Settings()
    assert loaded.warning is None
    assert not (tmp_path / "settings.json").exists()
    s = loaded.settings
    assert s.language is Language.SYSTEM
    assert s.automation == Automation(
        carry_out_chapter_effects=True,
        auto_order_identical_triggers=False,
        one_land_per_turn=False,
        first_player_skips_draw=None,
    )
    assert (s.default_life, s.default_players, s.recent_files, s.window_geometry) == (
        20,
        2,
        (),
        None,
    )


def test_saved_settings_come_back_the_same(tmp_path: Path) -> None:
    recent = tmp_path / "game.json"
    recent.write_text("{}")
    settings = Settings(
        language=Language.JAPANESE,
        automation=Automation(False, True, True, False),
        default_life=40,
        default_players=4,
        last_table=(("Ann", "demo"), ("Ben", "none"), ("Cleo", "/decks/ur.txt"), ("Dan", "none")),
        recent_files=(str(recent),),
        window_geometry="AdnQywADAAA=",
        recent_cards=("Urza's Saga", "History of Benalia"),
    )
    path = tmp_path / "conf" / "settings.json"
    save_settings(settings, path)
    assert load_settings(path) == type(load_settings(path))(settings)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "saga-table-settings"
    assert data["version"] == SETTINGS_VERSION == 1
    assert data["language"] == "ja"
    assert data["new_game"]["life"] == 40 and data["new_game"]["players"] == 4
    assert data["new_game"]["table"][2] == {"name": "Cleo", "deck": "/decks/ur.txt"}
    assert data["recent_cards"] == ["Urza's Saga", "History of Benalia"]


def test_a_broken_last_table_keeps_the_default_and_says_where() -> None:
    from saga_table.persistence.settings import settings_from_json

    settings, problems = settings_from_json({"new_game": {"table": [{"name": 3}]}})
    assert settings.last_table == ()
    assert problems == ["new_game.table: expected a list of {name, deck} seats"]


def test_recent_cards_that_are_not_a_list_of_names_are_named_and_dropped() -> None:
    settings, problems = settings_from_json({"recent_cards": ["Urza's Saga", 3]})
    assert settings.recent_cards == ()
    assert any(p.startswith("recent_cards:") for p in problems)


def test_the_settings_feed_the_rule_options_of_a_new_game() -> None:
    settings = Settings(automation=Automation(True, True, True, False), default_life=30)
    assert settings.rule_options() == RuleOptions(
        starting_life=30,
        first_player_skips_draw=False,
        one_land_per_turn=True,
        auto_order_identical_triggers=True,
    )


# ---------------------------------------------------------------------------- recent files


def test_recent_files_most_recent_first_without_duplicates_at_most_ten() -> None:
    s = Settings()
    for n in range(15):
        s = s.with_recent_file(f"/games/{n}.json")
    s = s.with_recent_file("/games/7.json")
    assert len(s.recent_files) == MAX_RECENT_FILES
    assert s.recent_files[:3] == ("/games/7.json", "/games/14.json", "/games/13.json")
    assert s.recent_files.count("/games/7.json") == 1


def test_recent_files_that_are_gone_are_pruned_on_read(tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("{}")
    settings = Settings(recent_files=(str(tmp_path / "gone.json"), str(kept)))
    path = tmp_path / "settings.json"
    save_settings(settings, path)
    loaded = load_settings(path)
    assert loaded.settings.recent_files == (str(kept),)
    assert loaded.warning is None


# ---------------------------------------------------------------------------- migrations


def test_a_version_0_file_is_migrated(tmp_path: Path) -> None:
    text = (FIXTURES / "settings-v0.json").read_text(encoding="utf-8")
    text = text.replace("RECENT", tmp_path.as_posix())
    for name in ("old.json", "new.json"):
        (tmp_path / name).write_text("{}")
    path = _write(tmp_path / "settings.json", text)
    before = snapshot(path)
    loaded = load_settings(path)
    assert loaded.warning is None
    s = loaded.settings
    assert s.language is Language.SYSTEM
    assert s.automation == Automation(False, True, True, None)
    assert (s.default_life, s.default_players) == (40, 4)
    # version 0 kept the recent files oldest first; the missing one is pruned
    assert s.recent_files == (str(tmp_path / "new.json"), str(tmp_path / "old.json"))
    assert s.window_geometry == "AdnQywADAAAAAAAAAAAAAAAAA+gAAALQ"
    assert snapshot(path) == before  # reading does not rewrite it...
    save_settings(s, path)  # ...the next save writes version 1
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_migrate_runs_each_step_and_refuses_the_unknown() -> None:
    assert migrate({"life": 30})["new_game"] == {"life": 30}
    assert migrate({"format": "saga-table-settings", "version": 1, "language": "en"}) == {
        "format": "saga-table-settings",
        "version": 1,
        "language": "en",
    }
    with pytest.raises(NewerSettingsError, match="version 2"):
        migrate({"format": "saga-table-settings", "version": 2})
    with pytest.raises(SettingsFormatError, match="not a settings file"):
        migrate({"format": "saga-table-game", "version": 1})
    with pytest.raises(SettingsFormatError, match="version number"):
        migrate({"format": "saga-table-settings", "version": "1"})


def test_settings_to_json_and_back_is_exact() -> None:
    s = Settings(language=Language.ENGLISH, recent_files=("a", "b"), window_geometry="AAAA")
    assert settings_from_json(settings_to_json(s)) == (s, [])


# ---------------------------------------------------------------------------- damaged files


def _only_aside(directory: Path) -> Path:
    aside = [p for p in directory.iterdir() if ASIDE.search(p.name)]
    assert len(aside) == 1, list(directory.iterdir())
    return aside[0]


def test_a_damaged_file_is_moved_aside_and_the_defaults_come_with_a_message(
    tmp_path: Path,
) -> None:
    path = _write(tmp_path / "settings.json", '{"format": "saga-table-settings",\n "version": 1,,}')
    before = snapshot(path)
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.warning is not None
    assert "line 2, column 15" in loaded.warning  # the second comma
    aside = _only_aside(tmp_path)
    assert loaded.kept_aside == aside
    assert aside.name.startswith("settings.json.damaged-")
    assert aside.name in loaded.warning
    assert snapshot(aside).data == before.data  # the same bytes, never rewritten
    assert not path.exists()
    save_settings(Settings(default_life=30), path)  # saving later does not touch it
    assert snapshot(aside).data == before.data


def test_a_newer_version_is_kept_aside_with_a_message(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "settings.json",
        json.dumps({"format": "saga-table-settings", "version": 7, "language": "en"}),
    )
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.warning is not None and "newer Saga Table" in loaded.warning
    assert "version 7" in loaded.warning
    assert _only_aside(tmp_path).name.startswith("settings.json.newer-")


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "PNG image"),
        (b"\xff\xfe{\x00}\x00", "not UTF-8"),
        (b"[1, 2, 3]", "not a settings file"),
        (b'{"format": "saga-table-game", "version": 1}', "not a settings file"),
        (b'{"format": "saga-table-settings", "version": 1', "cut short"),
        (b"4 Lightning Bolt\n", "decklist"),
        (b'{"format": "saga-table-settings", "version": -1}', "version number"),
    ],
)
def test_files_that_are_not_settings_fall_back_to_defaults(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    path = _write(tmp_path / "settings.json", content)
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert loaded.warning is not None and expected in loaded.warning
    assert _only_aside(tmp_path).read_bytes() == content


def test_values_that_are_not_valid_are_reset_and_the_others_kept(tmp_path: Path) -> None:
    data = settings_to_json(Settings(language=Language.JAPANESE, default_players=3))
    data["new_game"]["life"] = "twenty"
    data["automation"]["one_land_per_turn"] = 1
    data["window_geometry"] = "not base64!"
    path = _write(tmp_path / "settings.json", json.dumps(data))
    loaded = load_settings(path)
    s = loaded.settings
    assert (s.language, s.default_players) == (Language.JAPANESE, 3)
    assert (s.default_life, s.automation.one_land_per_turn, s.window_geometry) == (20, False, None)
    assert loaded.warning is not None
    for field in ("new_game.life", "automation.one_land_per_turn", "window_geometry"):
        assert field in loaded.warning
    assert loaded.warning.startswith("Some settings were reset")
    assert _only_aside(tmp_path).name.startswith("settings.json.damaged-")


def test_two_damaged_files_in_the_same_second_are_both_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, b"one")
    load_settings(path)
    _write(path, b"two")
    load_settings(path)
    kept = sorted(p.read_bytes() for p in tmp_path.iterdir() if ASIDE.search(p.name))
    assert kept == [b"one", b"two"]


# ---------------------------------------------------------------------------- atomic writes


def test_a_write_that_fails_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(default_life=25), path)
    before = snapshot(path)

    def power_cut(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(_files, "fsync_file", power_cut)
    with pytest.raises(OSError, match="Input/output"):
        save_settings(Settings(default_life=30), path)
    assert snapshot(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left


def test_a_write_goes_through_a_temporary_file_fsync_and_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    real_fsync, real_replace, real_dir = _files.fsync_file, os.replace, _files.fsync_dir
    monkeypatch.setattr(_files, "fsync_file", lambda fd: (calls.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(
        _files.os,
        "replace",
        lambda a, b: (
            calls.append(f"replace {Path(a).suffix} -> {Path(b).name}"),
            real_replace(a, b),
        ),
    )
    monkeypatch.setattr(_files, "fsync_dir", lambda d: (calls.append("fsync dir"), real_dir(d)))
    save_settings(Settings(), tmp_path / "settings.json")
    assert calls == ["fsync", "replace .tmp -> settings.json", "fsync dir"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_rewritten_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    os.chmod(path, 0o640)
    save_settings(Settings(default_life=30), path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640


def test_a_folder_in_the_place_of_the_file_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    loaded = load_settings(tmp_path / "settings.json")
    assert loaded.settings == Settings()
    assert loaded.warning is not None and "is not a file" in loaded.warning
    assert (tmp_path / "settings.json").is_dir() and loaded.kept_aside is None
