"""The compiled engine (saga_table/compiled.py, packaging/compile_engine.py): the lab's games on
it are the games of the Python modules, and a build that is not of today's sources is never
loaded.

The comparisons run in processes of their own (a process has either engine, never both), with
the same PYTHONHASHSEED (a set of names is printed in the order of its hashes)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from saga_table import compiled

ROOT = Path(__file__).resolve().parents[2]
DEMO_DECK = ROOT / "resources" / "docs" / "examples" / "demo-deck.txt"


def _compile_engine() -> Any:
    """``packaging/compile_engine.py`` as a module (a script folder, not a package)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import compile_engine
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return compile_engine


def _fresh_build() -> bool:
    return bool(_compile_engine().is_fresh())


@pytest.fixture(scope="module")
def built() -> None:
    """The compiled engine of today's sources: `dev.sh test` builds it first and says so
    (SAGA_TABLE_EXPECT_COMPILED=1), so there its absence fails; elsewhere it skips."""
    if _fresh_build():
        return
    if os.environ.get("SAGA_TABLE_EXPECT_COMPILED") == "1":
        pytest.fail("the compiled engine is not built from today's sources (dev.sh compile)")
    pytest.skip("the compiled engine is not built from today's sources (dev.sh compile)")


def _run(args: list[str], *, pure: bool) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONHASHSEED="0")
    env.pop(compiled.ENV, None)
    if pure:
        env[compiled.ENV] = "0"
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )


def test_compiled_engine_plays_the_same_games_as_the_python_one(built: None) -> None:
    """Every game's result, action log and final state, and the events of the normal mode,
    of the demo deck and of a deck of every built-in card (its chapters, spells and
    decisions), on either engine."""
    script = str(ROOT / "tests" / "lab" / "compiled_games.py")
    fast, slow = (_run([script, "150"], pure=pure) for pure in (False, True))
    assert fast.returncode == 0, fast.stderr
    assert slow.returncode == 0, slow.stderr
    fast_out, slow_out = json.loads(fast.stdout), json.loads(slow.stdout)
    assert fast_out["engine"] == "compiled"
    assert slow_out["engine"].startswith("off")
    assert fast_out["decks"] == slow_out["decks"]


@pytest.mark.parametrize("start", ["fork", "spawn"])
def test_lab_command_report_is_the_same_on_either_engine(built: None, start: str) -> None:
    """`saga-table lab` plays on the compiled engine (its last line says which), on two
    worker processes forked or spawned (the window's lab spawns them, and each worker loads
    the compiled engine itself), and its report is the Python engine's, byte for byte."""
    args = ["-m", "saga_table", "lab", str(DEMO_DECK), "--games", "300", "--json"]
    os.environ["SAGA_TABLE_LAB_START"] = start
    try:
        fast = _run([*args, "--processes", "2"], pure=False)
        slow = _run([*args, "--processes", "1"], pure=True)
    finally:
        del os.environ["SAGA_TABLE_LAB_START"]
    assert fast.returncode == 0, fast.stderr
    assert slow.returncode == 0, slow.stderr
    assert "(compiled engine)" in fast.stderr
    assert "(Python engine: off" in slow.stderr
    assert json.loads(fast.stdout) == json.loads(slow.stdout)
    assert fast.stdout == slow.stdout


# ------------------------------------------------------------------ what enable() refuses


def _build(tmp_path: Path, **changes: object) -> Path:
    """A fake build in ``tmp_path/build`` of the sources in ``tmp_path/pkg`` (files that are
    not extensions: enable() never loads what it refuses)."""
    package = tmp_path / "pkg"
    (package / "engine").mkdir(parents=True)
    (package / "lab").mkdir()
    (package / "__init__.py").write_text("")
    (package / "compiled.py").write_text("")
    (package / "engine" / "rules.py").write_text("X = 1\n")
    build = tmp_path / "build"
    import importlib.machinery

    manifest: dict[str, object] = {
        "modules": ["saga_table.engine.rules"],
        "shared": "abc__mypyc",
        "suffix": importlib.machinery.EXTENSION_SUFFIXES[0],
        "sources": compiled.source_digest(package),
    }
    manifest.update(changes)
    suffix = str(manifest["suffix"])
    (build / "saga_table" / "engine").mkdir(parents=True)
    (build / "saga_table" / "engine" / f"rules{suffix}").write_bytes(b"")
    (build / f"abc__mypyc{suffix}").write_bytes(b"")
    (build / compiled.MANIFEST).write_text(json.dumps(manifest))
    return build


def _enable(build: Path, tmp_path: Path) -> tuple[bool, str]:
    before = list(sys.meta_path)
    result = compiled.enable(build, package_dir=tmp_path / "pkg")
    assert sys.meta_path == before or result
    return result, compiled.status()


def test_build_of_sources_that_changed_since_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(compiled.ENV, raising=False)
    build = _build(tmp_path)
    (tmp_path / "pkg" / "engine" / "rules.py").write_text("X = 2\n")  # edited after the build
    assert _enable(build, tmp_path) == (
        False,
        "out of date: the sources changed since the build (dev.sh compile)",
    )
    (tmp_path / "pkg" / "lab" / "new.py").write_text("")  # a module added after the build
    (tmp_path / "pkg" / "engine" / "rules.py").write_text("X = 1\n")
    assert _enable(build, tmp_path)[1].startswith("out of date")


def test_build_for_another_interpreter_or_incomplete_or_unreadable_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(compiled.ENV, raising=False)
    other = _build(tmp_path / "a", suffix=".cpython-27-x86_64-linux-gnu.so")
    assert _enable(other, tmp_path / "a")[1].startswith("built for another interpreter")
    partial = _build(tmp_path / "b")
    next((partial / "saga_table" / "engine").iterdir()).unlink()
    assert _enable(partial, tmp_path / "b") == (
        False,
        "incomplete build (saga_table.engine.rules missing)",
    )
    broken = _build(tmp_path / "c")
    (broken / compiled.MANIFEST).write_text('{"modules": [')
    assert _enable(broken, tmp_path / "c") == (False, "unreadable build (JSONDecodeError)")
    odd = _build(tmp_path / "d", modules=[1, 2])
    assert _enable(odd, tmp_path / "d") == (False, "unreadable build (TypeError)")
    assert _enable(tmp_path / "nothing", tmp_path / "c") == (False, "not built (dev.sh compile)")


def test_build_is_not_mixed_with_an_engine_already_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """This process has imported the Python engine: a good build is still refused (two copies
    of the engine's classes in one process would not be the same classes)."""
    monkeypatch.delenv(compiled.ENV, raising=False)
    assert "saga_table.engine" in sys.modules or __import__("saga_table.engine")
    result, status = _enable(_build(tmp_path), tmp_path)
    assert (result, status) == (False, "the pure modules are already imported (saga_table.engine)")


def test_off_switch_keeps_the_python_engine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(compiled.ENV, "0")
    assert _enable(_build(tmp_path), tmp_path) == (False, f"off ({compiled.ENV}=0)")


# ------------------------------------------------------------------ a fault of the compilation

_FALL_BACK = """
import json, sys
sys.path.insert(0, {root!r})
from saga_table.lab import runner, worker
from saga_table.lab.command import load_deck
from saga_table.lab.player import Policy

run = runner.LabRun(load_deck({deck!r}), Policy(turns=6), 120, 5)
expected = run.report(runner.run_lab(run, processes=1, fell_back=None))
real = worker.play_guarded


def failing(run, first, stop, play_range):  # as the compiled engine failed on game 50
    if first <= 50 < stop:
        raise worker.CompiledEngineError("TypeError: None object expected")
    return real(run, first, stop, play_range)


worker.play_guarded = failing  # (a forked worker has it too)
said = []
for processes in (1, 2):
    got = runner.run_lab(
        run, processes=processes, chunk=20, fell_back=lambda *args: said.append(args)
    )
    assert run.report(got) == expected, processes
print(json.dumps(said))
"""


def test_range_that_fails_on_the_compiled_engine_is_played_again_on_the_python_modules() -> None:
    """A fault of the compilation (mypyc checks the annotations the Python modules never do)
    costs time, never the run: the range is played again on the Python modules, in a process
    of their own, and the report is the one of a run that never failed; the runner says which
    games. On one process and on two (forked workers)."""
    script = _FALL_BACK.format(root=str(ROOT), deck=str(DEMO_DECK))
    env = dict(os.environ, SAGA_TABLE_DATA_DIR=str(ROOT / "build" / "no-such-data"))
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout)
    assert said == [[41, 61, "TypeError: None object expected"]] * 2


# ----------------------------------------------------- what mypyc trusts and Python does not

#: The engine's mutable attributes that may be None (GameState's and Tx's): mypy narrows
#: ``state.decision`` by an ``is None`` test and keeps the narrowing through later calls, which
#: may set it. The Python modules never mind; compiled code checks the narrowed type when it
#: reads the attribute again, and stops with "None object expected" (settle did, at 704.5j).
_MUTABLE_OPTIONAL = {
    "decision", "monarch", "initiative", "day_night", "opponent", "resolution",
    "sba_quiet", "sba_waiting", "passing", "passing_on", "settled_at",
}


def _chain(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _chain(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def _narrowed(test: ast.AST) -> set[str]:
    keys = set()
    for node in ast.walk(test):
        if isinstance(node, ast.Compare) and isinstance(node.ops[0], (ast.Is, ast.IsNot)):
            keys.add(_chain(node.left))
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance":
            keys.add(_chain(node.args[0]))
        elif isinstance(node, ast.Attribute):
            keys.add(_chain(node))
    return {k for k in keys if k and "." in k and k.rsplit(".", 1)[1] in _MUTABLE_OPTIONAL}


def _reads_after_a_call(statements: list[ast.stmt], keys: set[str]) -> list[int]:
    """Reads of ``keys`` in a statement after one that made a call (a call's own arguments
    are read before it runs; a write is no read)."""
    lines, called = [], False
    for statement in statements:
        nodes = list(ast.walk(statement))
        if called:
            lines += [
                n.lineno
                for n in nodes
                if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load)
                and _chain(n) in keys
            ]
        called = called or any(isinstance(n, ast.Call) for n in nodes)
    return lines


def _hazards(block: list[ast.stmt]) -> list[int]:
    found = []
    for i, statement in enumerate(block):
        if isinstance(statement, (ast.If, ast.While)):
            keys = _narrowed(statement.test)
            found += _reads_after_a_call(statement.body, keys)
            if isinstance(statement, ast.If) and statement.body and isinstance(
                statement.body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break)
            ):  # (the rest of the block is narrowed by the test's negation)
                found += _reads_after_a_call(block[i + 1 :], keys)
        elif isinstance(statement, ast.Assert):
            found += _reads_after_a_call(block[i + 1 :], _narrowed(statement.test))
        for field in ("body", "orelse", "finalbody"):
            inner = getattr(statement, field, None)
            if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                found += _hazards(inner)
        for handler in getattr(statement, "handlers", []):
            found += _hazards(handler.body)
    return found


def test_compiled_modules_read_no_narrowed_state_attribute_after_a_call() -> None:
    """In the modules compile_engine.py compiles: a test of ``state.decision`` (or another of
    the engine's mutable attributes that may be None) is not followed, within what it narrows,
    by a call and then another read of the same attribute (ask through a call instead, as
    sba._waiting does)."""
    found = []
    for module in _compile_engine().MODULES:
        path = ROOT / "saga_table" / module
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(function, ast.FunctionDef):
                found += [f"{module}:{line}" for line in _hazards(function.body)]
    assert sorted(set(found)) == []


def test_the_hazard_finder_finds_the_settle_loop_it_was_written_for() -> None:
    source = textwrap.dedent(
        """
        def settle(tx):
            state = tx.state
            while state.decision is None:
                if check(tx):
                    continue
                if state.decision is not None:
                    break
        """
    )
    assert _hazards(ast.parse(source).body[0].body) == [7]  # type: ignore[attr-defined]
