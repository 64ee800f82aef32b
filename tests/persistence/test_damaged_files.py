"""Damaged and random files fed to every loader (saved games, autosave journals, settings):
never a crash or an unexpected exception, only the documented error or a warning, and never a
changed file on disk."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from saga_table.engine.game import Game
from saga_table.engine.record import game_to_json, replay
from saga_table.persistence import journal
from saga_table.persistence._autosave_driver import ScriptStep, play
from saga_table.persistence.autosave import (
    AutosaveError,
    Autosaver,
    ResumeOffer,
    find_resumable,
    resume,
)
from saga_table.persistence.saves import LoadResult, SaveFileError, load_game, save_game
from saga_table.persistence.settings import (
    Automation,
    Language,
    Settings,
    load_settings,
    save_settings,
)
from tests.persistence.support import dir_snapshot, game_with_history, resolve_card

#: More examples for a long hunt: SAGA_TABLE_FUZZ_EXAMPLES=5000 pytest tests/persistence
FUZZ = settings(
    max_examples=int(os.environ.get("SAGA_TABLE_FUZZ_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
JOURNAL_SEED = 31
JOURNAL_STEPS = 40


@contextlib.contextmanager
def _folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


# ---------------------------------------------------------------------------- the real files


@cache
def save_bytes() -> bytes:
    with _folder() as folder:
        save_game(game_with_history(), folder / "g.json")
        return (folder / "g.json").read_bytes()


@cache
def journal_points() -> tuple[tuple[Any, Any, Any], ...]:
    """The scripted game of the journal after each step: (actions, redo, state)."""
    points: list[tuple[Any, Any, Any]] = []

    def keep(number: int, game: Game, step: ScriptStep) -> None:
        points.append((game.actions, game.redo_actions, game.state))

    play(JOURNAL_SEED, JOURNAL_STEPS, on_step=keep)
    return tuple(points)


@cache
def journal_bytes() -> bytes:
    with _folder() as folder:
        saver = Autosaver(folder, compact_after=10_000)
        play(JOURNAL_SEED, JOURNAL_STEPS, saver=saver)
        saver._abandon()
        return (folder / "current.jsonl").read_bytes()


@cache
def settings_bytes() -> bytes:
    with _folder() as folder:
        save_settings(
            Settings(
                language=Language.JAPANESE,
                automation=Automation(False, True, True, None),
                recent_files=("/nowhere/a.json",),
                window_geometry="AdnQywADAAA=",
            ),
            folder / "settings.json",
        )
        return (folder / "settings.json").read_bytes()


# ---------------------------------------------------------------------------- damage


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([2**63, -(2**63), 2**64 + 1, 10**30, 10**400, 1000, 1001, -1, 0])
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["AdvanceStep", "AddCounters", "lore", "Ann", "saga-table-game", "I, II"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _flips(data: bytes) -> st.SearchStrategy[bytes]:
    def apply(changes: list[tuple[int, int]]) -> bytes:
        out = bytearray(data)
        for index, value in changes:
            out[index % len(out)] = value
        return bytes(out)

    return st.lists(
        st.tuples(st.integers(0, len(data) - 1), st.integers(0, 255)), min_size=1, max_size=8
    ).map(apply)


def _paths(value: object, path: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _replace(value: object, path: tuple[object, ...], new: object) -> object:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {k: (_replace(v, rest, new) if k == head else v) for k, v in value.items()}
    assert isinstance(value, list)
    return [(_replace(v, rest, new) if i == head else v) for i, v in enumerate(value)]


def _deep(levels: int) -> object:
    out: object = 1
    for _ in range(levels):
        out = [out]
    return out


def _damaged_tree(draw: st.DrawFn, tree: object) -> object:
    """``tree`` with one node replaced: wrong types, huge numbers, deep nesting."""
    path = draw(st.sampled_from(list(_paths(tree))))
    new = draw(
        JSON_VALUES
        | st.builds(_deep, st.integers(40, 600))
        | st.sampled_from([{}, [], "", None, True, 2**80])
    )
    return _replace(tree, path, new)


@st.composite
def _tree_damage(draw: st.DrawFn, data: bytes) -> bytes:
    """The file's JSON with one node replaced."""
    return json.dumps(_damaged_tree(draw, json.loads(data))).encode()


@st.composite
def _action_damage(draw: st.DrawFn, data: bytes) -> bytes:
    """A saved game with one node of its action log (or redo history) replaced: the damage
    reaches the replay rather than the setup."""
    tree = json.loads(data)
    key = draw(st.sampled_from([k for k in ("actions", "redo") if tree.get(k)]))
    tree[key] = _damaged_tree(draw, tree[key])
    return json.dumps(tree).encode()


@st.composite
def _journal_line_damage(draw: st.DrawFn, data: bytes) -> bytes:
    """One line of a journal with one node replaced, and a checksum that matches again: the
    damage reaches the reading of the record and of the actions."""
    lines = data.split(b"\n")
    index = draw(st.integers(0, len(lines) - 2))
    entry = json.loads(lines[index])
    entry.pop("crc")
    damaged = _damaged_tree(draw, entry)
    if isinstance(damaged, dict):
        line = journal.encode_line(damaged).rstrip(b"\n")
    else:
        line = json.dumps(damaged).encode()
    return b"\n".join([*lines[:index], line, *lines[index + 1 :]])


def _damaged(data: bytes) -> st.SearchStrategy[bytes]:
    tree = (
        st.nothing()
        if data.count(b"\n") > 1 and data.startswith(b'{"format":"saga-table-autosave"')
        else _tree_damage(data)
    )
    return st.one_of(
        st.integers(0, len(data)).map(lambda n: data[:n]),
        _flips(data),
        st.binary(max_size=600),
        JSON_VALUES.map(lambda v: json.dumps(v).encode()),
        tree,
        st.tuples(st.integers(0, len(data)), st.binary(min_size=1, max_size=40)).map(
            lambda t: data[: t[0]] + t[1] + data[t[0] :]
        ),
    )


def _line_damage(data: bytes) -> st.SearchStrategy[bytes]:
    lines = data.split(b"\n")

    def edit(ops: list[tuple[int, int, int]]) -> bytes:
        out = list(lines)
        for op, i, j in ops:
            if not out:
                break
            i, j = i % len(out), j % len(out)
            if op == 0:
                del out[i]
            elif op == 1:
                out.insert(i, out[j])
            else:
                out[i], out[j] = out[j], out[i]
        return b"\n".join(out)

    ops = st.lists(
        st.tuples(st.integers(0, 2), st.integers(0, 10**6), st.integers(0, 10**6)),
        min_size=1,
        max_size=4,
    )
    return ops.map(edit)


# ---------------------------------------------------------------------------- checks


def _note(label: str) -> None:
    """Count an outcome in Hypothesis's statistics (``--hypothesis-show-statistics``)."""
    if currently_in_test_context():
        event(label)


def _no_internal_error(message: str | None) -> None:
    assert message is None or "internal error" not in message, message


def _consistent(game: Game) -> None:
    """What was loaded is a real game: a fresh replay of its record gives the same state."""
    assert replay(game_to_json(game)).game.state == game.state


def _open_save(data: bytes) -> None:
    with _folder() as folder:
        path = folder / "game.json"
        path.write_bytes(data)
        before = dir_snapshot(folder)
        try:
            result = load_game(path, resolve_card)
        except SaveFileError as exc:
            _note("refused")
            _no_internal_error(exc.problem)
            assert exc.problem
        else:
            _note("loaded with a warning" if result.warning else "loaded")
            assert isinstance(result, LoadResult)
            _no_internal_error(result.warning)
            _consistent(result.game)
        assert dir_snapshot(folder) == before


def _resume_journal(data: bytes) -> tuple[ResumeOffer | None, Game | None]:
    with _folder() as folder:
        (folder / "current.jsonl").write_bytes(data)
        before = dir_snapshot(folder)
        game = None
        try:
            offer = find_resumable(folder)
            _note("nothing offered" if offer is None else "offered")
            if offer is not None:
                _no_internal_error(offer.warning)
                game = resume(offer)
                _consistent(game)
        except AutosaveError as exc:
            _note("refused")
            _no_internal_error(str(exc))
            offer = None
        assert dir_snapshot(folder) == before
        return offer, game


# ---------------------------------------------------------------------------- saved games


@FUZZ
@given(st.data())
def test_a_damaged_save_file_is_refused_or_loaded_never_changed(data: st.DataObject) -> None:
    _open_save(data.draw(_damaged(save_bytes())))


@FUZZ
@given(st.data())
def test_a_save_file_with_lines_moved_around(data: st.DataObject) -> None:
    _open_save(data.draw(_line_damage(save_bytes())))


@FUZZ
@given(st.data())
def test_a_save_file_with_a_damaged_action_log_loads_up_to_the_damage(data: st.DataObject) -> None:
    _open_save(data.draw(_action_damage(save_bytes())))


# ---------------------------------------------------------------------------- autosave journals


@FUZZ
@given(st.data())
def test_a_damaged_journal_is_refused_or_resumed_never_changed(data: st.DataObject) -> None:
    whole = journal_bytes()
    _resume_journal(
        data.draw(st.one_of(_damaged(whole), _line_damage(whole), _journal_line_damage(whole)))
    )


@FUZZ
@given(st.data())
def test_a_journal_cut_anywhere_resumes_the_steps_before_the_cut(data: st.DataObject) -> None:
    whole = journal_bytes()
    header_end = whole.index(b"\n") + 1
    cut = data.draw(st.integers(header_end, len(whole)))
    offer, game = _resume_journal(whole[:cut])
    assert offer is not None and game is not None
    complete_steps = whole[:cut].count(b"\n") - 1
    actions, redo, state = journal_points()[complete_steps]
    assert (game.actions, game.redo_actions) == (actions, redo)
    assert game.state == state
    assert (offer.warning is None) == (cut == len(whole) or whole[cut - 1 : cut] == b"\n")


def test_a_journal_cut_inside_its_header_is_refused() -> None:
    whole = journal_bytes()
    for cut in range(0, whole.index(b"\n") + 1, 97):
        offer, _ = _resume_journal(whole[:cut])
        assert offer is None


# ---------------------------------------------------------------------------- settings


@FUZZ
@given(st.data())
def test_a_damaged_settings_file_gives_settings_and_keeps_its_bytes(data: st.DataObject) -> None:
    damaged = data.draw(_damaged(settings_bytes()))
    with _folder() as folder:
        path = folder / "settings.json"
        path.write_bytes(damaged)
        loaded = load_settings(path)
        assert isinstance(loaded.settings, Settings)
        files = {p.name: p.read_bytes() for p in folder.iterdir()}
        if loaded.kept_aside is None:
            assert files == {"settings.json": damaged}
        else:
            assert loaded.warning is not None
            assert files == {loaded.kept_aside.name: damaged}
