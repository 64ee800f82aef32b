"""The user's settings: one module that declares every setting, a versioned JSON file, migrations.

The file (``settings.json``, see :mod:`saga_table.persistence.paths`) looks like this::

    {
      "format": "saga-table-settings",
      "version": 1,
      "language": "system",
      "automation": {
        "carry_out_chapter_effects": true,
        "auto_order_identical_triggers": false,
        "one_land_per_turn": false,
        "first_player_skips_draw": null
      },
      "new_game": {"life": 20, "players": 2},
      "recent_cards": ["History of Benalia", "Urza's Saga"],
      "recent_files": ["/home/ann/Documents/Saga Table/Ann vs Bo.json"],
      "window_geometry": "AdnQywADAAAAAAAA..."
    }

Reading never fails: a missing file gives the defaults; a file that is damaged, of another kind,
or from a newer version gives the defaults (or every setting that could still be read) **and a
message**, and the file is first moved aside (``settings.json.damaged-20260131-142501``) so that
nothing overwrites it. Writing is atomic.

Older layouts are brought up to date by :data:`MIGRATIONS`, one step per version.

>>> s = Settings().with_recent_file("/tmp/b.json").with_recent_file("/tmp/a.json")
>>> s.recent_files
('/tmp/a.json', '/tmp/b.json')
>>> settings_from_json(settings_to_json(s)) == (s, [])
True
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from collections.abc import Callable
from dataclasses import field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from saga_table.engine.state import RuleOptions
from saga_table.engine.values import dataclass
from saga_table.persistence._files import atomic_write, move_aside, read_bytes_limited
from saga_table.persistence._json import UnreadableError, parse_json

__all__ = [
    "MAX_RECENT_FILES",
    "MIGRATIONS",
    "SETTINGS_FORMAT",
    "SETTINGS_VERSION",
    "Automation",
    "Language",
    "LoadedSettings",
    "NewerSettingsError",
    "Settings",
    "SettingsFormatError",
    "load_settings",
    "migrate",
    "save_settings",
    "settings_from_json",
    "settings_to_json",
]

SETTINGS_FORMAT = "saga-table-settings"
SETTINGS_VERSION = 1
MAX_RECENT_FILES = 10
#: Cards put onto the battlefield lately (the card search offers them first), most recent first.
MAX_RECENT_CARDS = 20
MAX_NAME_CHARS = 60
#: A settings file is a few hundred bytes; anything this large is not one.
MAX_SETTINGS_BYTES = 1024 * 1024
#: Qt's saveGeometry() is under a hundred bytes; this leaves room for saveState() too.
MAX_GEOMETRY_CHARS = 64 * 1024
LIFE_RANGE = (1, 9999)
PLAYERS_RANGE = (1, 8)
#: The table zoom a settings file may hold.
ZOOM_RANGE = (0.5, 3.0)


class Language(StrEnum):
    """The language of the window: the system's, English or Japanese."""

    SYSTEM = "system"
    ENGLISH = "en"
    JAPANESE = "ja"


@dataclass(frozen=True, slots=True)
class Automation:
    """Chores the app may do by itself, and rules it may enforce."""

    #: Carry out a chapter's structured effect when it resolves (draw, create a token...).
    carry_out_chapter_effects: bool = True
    #: Put simultaneous identical triggers on the stack without asking for their order.
    auto_order_identical_triggers: bool = False
    #: Refuse a second land in a turn (305.2).
    one_land_per_turn: bool = False
    #: None: as rule 103.8 says (two players, or one); True or False forces it.
    first_player_skips_draw: bool | None = None
    #: Next in a combat damage step opens the damage dialog instead of dealing damage by power.
    assign_combat_damage_by_hand: bool = False


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting, with its default."""

    language: Language = Language.SYSTEM
    automation: Automation = field(default_factory=Automation)
    #: New games: each player's starting life and the number of players.
    default_life: int = 20
    default_players: int = 2
    #: The last table a new game was started with: (name, deck) per seat, the deck ``"none"``,
    #: ``"demo"`` or a decklist's path (New game starts from it).
    last_table: tuple[tuple[str, str], ...] = ()
    #: Most recent first, at most :data:`MAX_RECENT_FILES`.
    recent_files: tuple[str, ...] = ()
    #: The main window's geometry as Qt saves it (``QWidget.saveGeometry()``), in base64.
    window_geometry: str | None = None
    #: The table's zoom (1: the default card size; Ctrl+plus/minus change it).
    table_zoom: float = 1.0
    #: View > Stack and log (F9): False gives the table the window's width.
    side_panel: bool = True
    #: Cards put onto the battlefield lately, most recent first (at most MAX_RECENT_CARDS).
    recent_cards: tuple[str, ...] = ()

    def with_recent_file(self, path: str | os.PathLike[str]) -> Settings:
        """These settings with ``path`` first in the recent files (once, at most ten kept)."""
        entry = os.fspath(path)
        files = (entry, *(f for f in self.recent_files if f != entry))
        return replace(self, recent_files=files[:MAX_RECENT_FILES])

    def without_missing_recent_files(
        self, exists: Callable[[str], bool] = os.path.exists
    ) -> Settings:
        return replace(self, recent_files=tuple(f for f in self.recent_files if exists(f)))

    def rule_options(self) -> RuleOptions:
        """The rule options a new game starts with under these settings."""
        auto = self.automation
        return RuleOptions(
            starting_life=self.default_life,
            first_player_skips_draw=auto.first_player_skips_draw,
            one_land_per_turn=auto.one_land_per_turn,
            auto_order_identical_triggers=auto.auto_order_identical_triggers,
        )


@dataclass(frozen=True, slots=True)
class LoadedSettings:
    """The settings read at start-up. ``warning``: something was wrong with the file (show it);
    ``kept_aside``: where the old file was moved, if it was."""

    settings: Settings
    warning: str | None = None
    kept_aside: Path | None = None


# ---------------------------------------------------------------------------- writing


def settings_to_json(settings: Settings) -> dict[str, Any]:
    """The settings as the JSON data of the current version."""
    auto = settings.automation
    return {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "language": settings.language.value,
        "automation": {
            "carry_out_chapter_effects": auto.carry_out_chapter_effects,
            "auto_order_identical_triggers": auto.auto_order_identical_triggers,
            "one_land_per_turn": auto.one_land_per_turn,
            "first_player_skips_draw": auto.first_player_skips_draw,
            "assign_combat_damage_by_hand": auto.assign_combat_damage_by_hand,
        },
        "new_game": {
            "life": settings.default_life,
            "players": settings.default_players,
            "table": [{"name": name, "deck": deck} for name, deck in settings.last_table],
        },
        "recent_files": list(settings.recent_files),
        "recent_cards": list(settings.recent_cards),
        "window_geometry": settings.window_geometry,
        "view": {"table_zoom": settings.table_zoom, "side_panel": settings.side_panel},
    }


def save_settings(settings: Settings, path: str | os.PathLike[str]) -> None:
    """Write the settings atomically (the old file stays whole until the new one is on disk).
    ``OSError`` if the file cannot be written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(settings_to_json(settings), ensure_ascii=False, indent=2) + "\n"
    atomic_write(target, text.encode("utf-8"))


# ---------------------------------------------------------------------------- migrations


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 is the unversioned, flat layout of the development builds::

        {"lang": "auto", "auto_chapter_effects": true, "auto_order_triggers": false,
         "one_land": false, "skip_first_draw": null, "life": 20, "players": 2,
         "recent": ["oldest.json", "newest.json"], "geometry": "base64..."}

    ``"auto"`` became ``"system"``, the recent files were kept oldest first, and the automation
    and new-game options are grouped now. Keys that are missing stay missing (their defaults
    apply); values are checked after the migration, like any others.
    """
    out: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": 1}
    if "lang" in data:
        lang = data["lang"]
        out["language"] = "system" if lang == "auto" else lang
    automation = {}
    for old, new in (
        ("auto_chapter_effects", "carry_out_chapter_effects"),
        ("auto_order_triggers", "auto_order_identical_triggers"),
        ("one_land", "one_land_per_turn"),
        ("skip_first_draw", "first_player_skips_draw"),
    ):
        if old in data:
            automation[new] = data[old]
    if automation:
        out["automation"] = automation
    new_game = {
        new: data[old] for old, new in (("life", "life"), ("players", "players")) if old in data
    }
    if new_game:
        out["new_game"] = new_game
    if "recent" in data:
        recent = data["recent"]
        out["recent_files"] = list(reversed(recent)) if isinstance(recent, list) else recent
    if "geometry" in data:
        out["window_geometry"] = data["geometry"]
    return out


#: ``MIGRATIONS[n]`` turns the data of version ``n`` into version ``n + 1``.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1}


class SettingsFormatError(ValueError):
    """Data that is not settings this version can read; the message says why."""


class NewerSettingsError(SettingsFormatError):
    """Settings written by a newer Saga Table (``version`` is theirs)."""

    def __init__(self, version: int) -> None:
        super().__init__(
            f"it was written by a newer Saga Table (settings version {version}; this one "
            f"reads up to version {SETTINGS_VERSION})"
        )
        self.version = version


def _version_of(data: dict[str, Any]) -> int:
    if "format" not in data and "version" not in data:
        return 0  # the unversioned layout
    if data.get("format") != SETTINGS_FORMAT:
        raise SettingsFormatError(
            f"it is not a settings file (its format is {data.get('format')!r})"
        )
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        raise SettingsFormatError(f"its version number {version!r} is not valid")
    return version


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring settings data of any known version up to :data:`SETTINGS_VERSION`.

    Raises :class:`SettingsFormatError` for data that is not settings (or
    :class:`NewerSettingsError`)."""
    version = _version_of(data)
    if version > SETTINGS_VERSION:
        raise NewerSettingsError(version)
    while version < SETTINGS_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


# ---------------------------------------------------------------------------- reading


class _Reader:
    """Reads one value after another, keeping the default (and a note) when one is not valid."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def section(self, data: dict[str, Any], key: str) -> dict[str, Any]:
        value = data.get(key, {})
        if not isinstance(value, dict):
            self.problems.append(f"{key}: expected an object")
            return {}
        return value

    def boolean(self, data: dict[str, Any], key: str, default: bool, where: str) -> bool:
        value = data.get(key, default)
        if not isinstance(value, bool):
            self.problems.append(f"{where}: expected true or false, not {_show(value)}")
            return default
        return value

    def number(
        self, data: dict[str, Any], key: str, default: int, where: str, bounds: tuple[int, int]
    ) -> int:
        value = data.get(key, default)
        low, high = bounds
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.problems.append(
                f"{where}: expected a whole number from {low} to {high}, not {_show(value)}"
            )
            return default
        return value


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def settings_from_json(data: object) -> tuple[Settings, list[str]]:
    """Settings from data of the current version: each value that is not valid keeps its default
    and is named in the returned list of problems."""
    if not isinstance(data, dict):
        return Settings(), ["expected a JSON object"]
    r = _Reader()
    defaults = Settings()
    language = defaults.language
    raw_language = data.get("language", language.value)
    try:
        language = Language(raw_language)
    except ValueError:
        r.problems.append(
            f"language: expected one of {', '.join(x.value for x in Language)}, "
            f"not {_show(raw_language)}"
        )
    auto = r.section(data, "automation")
    base = Automation()
    first_draw = auto.get("first_player_skips_draw", base.first_player_skips_draw)
    if first_draw is not None and not isinstance(first_draw, bool):
        r.problems.append(
            f"automation.first_player_skips_draw: expected true, false or null, "
            f"not {_show(first_draw)}"
        )
        first_draw = base.first_player_skips_draw
    automation = Automation(
        carry_out_chapter_effects=r.boolean(
            auto,
            "carry_out_chapter_effects",
            base.carry_out_chapter_effects,
            "automation.carry_out_chapter_effects",
        ),
        auto_order_identical_triggers=r.boolean(
            auto,
            "auto_order_identical_triggers",
            base.auto_order_identical_triggers,
            "automation.auto_order_identical_triggers",
        ),
        one_land_per_turn=r.boolean(
            auto, "one_land_per_turn", base.one_land_per_turn, "automation.one_land_per_turn"
        ),
        first_player_skips_draw=first_draw,
        assign_combat_damage_by_hand=r.boolean(
            auto,
            "assign_combat_damage_by_hand",
            base.assign_combat_damage_by_hand,
            "automation.assign_combat_damage_by_hand",
        ),
    )
    new_game = r.section(data, "new_game")
    life = r.number(new_game, "life", defaults.default_life, "new_game.life", LIFE_RANGE)
    players = r.number(
        new_game, "players", defaults.default_players, "new_game.players", PLAYERS_RANGE
    )
    table: tuple[tuple[str, str], ...] = ()
    raw_table = new_game.get("table", [])
    if (
        isinstance(raw_table, list)
        and len(raw_table) <= PLAYERS_RANGE[1]
        and all(
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and isinstance(seat.get("deck"), str)
            for seat in raw_table
        )
    ):
        table = tuple((str(seat["name"])[:100], str(seat["deck"])) for seat in raw_table)
    else:
        r.problems.append("new_game.table: expected a list of {name, deck} seats")
    recent: tuple[str, ...] = ()
    raw_recent = data.get("recent_files", [])
    if isinstance(raw_recent, list) and all(isinstance(f, str) and f for f in raw_recent):
        recent = tuple(dict.fromkeys(raw_recent))[:MAX_RECENT_FILES]
    else:
        r.problems.append("recent_files: expected a list of file paths")
    recent_cards = _names(r, data.get("recent_cards", []), "recent_cards", MAX_RECENT_CARDS)
    geometry = data.get("window_geometry")
    if geometry is not None and not _is_base64(geometry):
        r.problems.append("window_geometry: expected base64 text")
        geometry = None
    view = r.section(data, "view")
    zoom = view.get("table_zoom", defaults.table_zoom)
    if (
        isinstance(zoom, bool)
        or not isinstance(zoom, (int, float))
        or not (ZOOM_RANGE[0] <= zoom <= ZOOM_RANGE[1])
    ):
        r.problems.append(
            f"view.table_zoom: expected a number from {ZOOM_RANGE[0]} to {ZOOM_RANGE[1]}, "
            f"not {_show(zoom)}"
        )
        zoom = defaults.table_zoom
    side_panel = view.get("side_panel", defaults.side_panel)
    if not isinstance(side_panel, bool):
        r.problems.append(f"view.side_panel: expected true or false, not {_show(side_panel)}")
        side_panel = defaults.side_panel
    settings = Settings(
        language=language,
        automation=automation,
        default_life=life,
        default_players=players,
        last_table=table,
        recent_files=recent,
        window_geometry=geometry,
        table_zoom=float(zoom),
        side_panel=side_panel,
        recent_cards=recent_cards,
    )
    return settings, r.problems


def _names(r: _Reader, value: object, where: str, most: int) -> tuple[str, ...]:
    """A short list of short names (players, cards); anything else is a problem named."""
    if isinstance(value, list) and all(
        isinstance(n, str) and n.strip() and len(n) <= MAX_NAME_CHARS for n in value
    ):
        return tuple(dict.fromkeys(n.strip() for n in value))[:most]
    r.problems.append(f"{where}: expected a list of names")
    return ()


def _is_base64(value: object) -> bool:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        return False
    try:
        base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        return False
    return True


def load_settings(
    path: str | os.PathLike[str], *, exists: Callable[[str], bool] = os.path.exists
) -> LoadedSettings:
    """Read the settings; never raises for a bad file.

    - no file: the defaults, no warning;
    - a file of an older version: migrated, no warning (it is rewritten at the next save);
    - a damaged file, a file of another kind, a newer version, or values that are not valid:
      the file is moved aside first (``settings.json.damaged-YYYYmmdd-HHMMSS``, or
      ``.newer-...`` for a newer version), then the defaults (keeping every value that could be
      read) come back with a warning saying what was wrong and where the file went.

    Recent files that no longer exist (``exists``) are left out.
    """
    source = Path(path)
    if source.exists() and not source.is_file():
        warning = (
            f"The settings file could not be used: {source} is not a file. "
            "The default settings are used."
        )
        return LoadedSettings(Settings(), warning)
    try:
        data = read_bytes_limited(source, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return LoadedSettings(Settings())
    except (OSError, ValueError) as exc:
        problem = f"could not be read ({getattr(exc, 'strerror', None) or exc})"
        return _set_aside(source, Settings(), problem, "damaged", partial=False)
    try:
        raw = parse_json(data, what="the file")
        if not isinstance(raw, dict):
            raise UnreadableError("it is not a settings file (expected a JSON object)")
        current = migrate(raw)
    except NewerSettingsError as exc:
        return _set_aside(source, Settings(), str(exc), "newer", partial=False)
    except (UnreadableError, SettingsFormatError) as exc:
        return _set_aside(source, Settings(), str(exc), "damaged", partial=False)
    settings, problems = settings_from_json(current)
    settings = settings.without_missing_recent_files(exists)
    if problems:
        return _set_aside(source, settings, "; ".join(problems), "damaged", partial=True)
    return LoadedSettings(settings)


def _set_aside(
    source: Path, settings: Settings, problem: str, label: str, *, partial: bool
) -> LoadedSettings:
    what = "the other settings were kept" if partial else "the default settings are used"
    kept: Path | None = None
    try:
        kept = move_aside(source, label)
    except OSError as exc:
        where = f"it could not be moved aside ({exc.strerror or exc})"
    else:
        where = f"the old file was kept as {kept.name}"
    reset = "Some settings were reset" if partial else "The settings file could not be used"
    warning = f"{reset}: {problem}. {what[:1].upper()}{what[1:]}; {where}."
    return LoadedSettings(settings, warning, kept)
