"""Benchmark: the app's performance budget, each figure against a baseline from the same run.

Run with ``.venv/bin/python tests/benchmarks/bench_app.py [--runs 5] [--frozen DIST/saga-table]``
(a script, not a test; ``tests/benchmarks/README.md`` lists the targets). It prints a Markdown
table. What it measures:

* **Start-up**: from launching the process to the end of the first paint pass of the main window,
  offscreen, median of ``--runs`` warm runs (one more run first, not counted), for the app (the
  demo game) and for a bare PySide6 ``QMainWindow`` started the same way, from source and from
  the frozen one-folder build (both built now with PyInstaller unless ``--frozen`` names the
  app's build). The probe is ``packaging/rthook_startup_probe.py``: a runtime hook in the frozen
  build, run with ``runpy`` before the app from source. Target: app < 2x the bare window.
* **Gestures on a big table**: 4 players, 200 permanents (60 of them Sagas), a 1,000-action
  history. Advancing a step, adding a lore counter, undo and redo, each from the user's gesture
  (the main window's ``QAction``, the lore dial's signal) to the repainted window (events
  processed until the paint happened). Median of 30. Target < 8 ms. When the Qt main window is
  not there, the engine part alone (``Game.apply``/``undo``/``redo``), and the table says so.
* **Replay**: a 2,000-action record of that table: ``replay`` of the record, and loading the
  saved file and resuming play (``persistence.saves.load_game``, then one more action). Target
  < 0.3 s.
* **Peak memory** (``ru_maxrss``) of the process holding that table (window shown when there is
  one), against a bare PySide6 window. Target < 200 MB.
* **Build size** of the one-folder build. Target < 130 MB (MiB, as ``du -sh`` counts).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

PROBE = ROOT / "packaging" / "rthook_startup_probe.py"
PROBE_ENV = "SAGA_TABLE_STARTUP_PROBE"

TARGET_STARTUP_RATIO = 2.0
TARGET_GESTURE_MS = 8.0
TARGET_REPLAY_S = 0.3
TARGET_PEAK_MB = 200.0
TARGET_SIZE_MB = 130.0

PLAYERS = 4
SAGAS_PER_PLAYER = 15
LANDS_PER_PLAYER = 20
CREATURES_PER_PLAYER = 15
HISTORY_ACTIONS = 1000
RECORD_ACTIONS = 2000
GESTURE_REPEATS = 30

BARE_WINDOW = textwrap.dedent(
    """
    import sys
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.setCentralWidget(QLabel("A bare PySide6 window"))
    window.resize(1024, 700)
    window.show()
    sys.exit(app.exec())
    """
)

SOURCE_LAUNCHER = textwrap.dedent(
    """
    import runpy, sys
    runpy.run_path({probe!r})
    sys.argv[0] = {script!r}
    {body}
    """
)


# ============================================================================ the table


def _table_cards() -> list[Any]:
    """Per player: (hand) 15 Sagas of 3 to 6 chapters, 20 basic lands, 15 creatures."""
    from saga_table.engine.cards import CardDef

    basics = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    hands = []
    for p in range(PLAYERS):
        sagas = [
            CardDef.saga(
                f"Chronicle {p}-{i}",
                chapters={c: f"Chapter {c} of chronicle {p}-{i}." for c in range(1, 4 + i % 4)},
            )
            for i in range(SAGAS_PER_PLAYER)
        ]
        lands = [
            CardDef.simple(basics[i % 5], card_types=("Land",), supertypes=("Basic",))
            for i in range(LANDS_PER_PLAYER)
        ]
        creatures = [
            CardDef.simple(
                f"Soldier {p}-{i}", card_types=("Creature",), subtypes=("Soldier",),
                power="2", toughness="2",
            )
            for i in range(CREATURES_PER_PLAYER)
        ]
        hands.append(tuple(sagas + lands + creatures))
    return hands


def _settle(game: Any) -> None:
    """Answer trigger ordering in the given order and resolve the stack until it is empty."""
    from saga_table.engine import actions as a
    from saga_table.engine.state import OrderTriggersDecision

    while True:
        state = game.state
        if isinstance(state.decision, OrderTriggersDecision):
            game.apply(a.OrderTriggers(tuple(t.id for t in state.decision.triggers)))
        elif state.decision is not None:
            raise RuntimeError(f"unexpected decision {state.decision!r}")
        elif state.stack:
            game.apply(a.ResolveTopOfStack())
        else:
            return


def build_table(actions: int = HISTORY_ACTIONS, seed: int = 8) -> Any:
    """The benchmark table: 200 permanents (60 Sagas), then fiddling until ``actions`` actions.

    The history is what a long turn at a four-player table looks like: every permanent put onto
    the battlefield (each Saga's chapter I resolved), then +1/+1 counters, tapping, untapping
    and life changes, with a few steps advanced (no new turn, so no Saga is sacrificed).
    """
    from saga_table.engine import actions as a
    from saga_table.engine.cards import CardDef
    from saga_table.engine.game import Game
    from saga_table.engine.ids import PlayerId, Zone
    from saga_table.engine.setup import GameSetup, PlayerSetup

    hands = _table_cards()
    library = tuple(
        CardDef.simple("Plains", card_types=("Land",), supertypes=("Basic",)) for _ in range(30)
    )
    setup = GameSetup(
        players=tuple(
            PlayerSetup(f"Player {p + 1}", library=library, hand=hands[p]) for p in range(PLAYERS)
        ),
        seed=seed,
        shuffle=False,
    )
    game = Game(setup)
    for p in range(PLAYERS):
        for oid in list(game.state.zone(PlayerId(p), Zone.HAND)):
            game.apply(a.PutOntoBattlefield(oid))
            _settle(game)
    rng = random.Random(seed)
    creatures = [o for o in game.state.battlefield if game.state.objects[o].name.startswith("Sol")]
    steps = 0
    while len(game.actions) < actions:
        roll = rng.random()
        if roll < 0.35:
            game.apply(a.AddCounters(rng.choice(creatures), kind="+1/+1"))
        elif roll < 0.6:
            oid = rng.choice(creatures)
            tapped = game.state.objects[oid].tapped
            game.apply(a.UntapPermanent(oid) if tapped else a.TapPermanent(oid))
        elif roll < 0.62 and steps < 4:
            game.apply(a.AdvanceStep())
            steps += 1
            _settle(game)
        else:  # life wanders around 20; nobody loses
            player = PlayerId(rng.randrange(PLAYERS))
            life = game.state.players[player].life
            amount = rng.choice((-2, -1, 1, 2)) if 14 <= life <= 26 else (3 if life < 20 else -3)
            game.apply(a.ChangeLife(player, amount))
    return game


def describe_table(game: Any) -> dict[str, int]:
    state = game.state
    sagas = [o for o in state.battlefield if state.objects[o].name.startswith("Chronicle")]
    return {
        "players": len(state.players),
        "permanents": len(state.battlefield),
        "sagas": len(sagas),
        "history": len(game.actions),
    }


# ============================================================================ measuring


@dataclass
class Row:
    what: str
    value: str
    baseline: str = "—"
    target: str = "—"
    verdict: str = ""
    note: str = ""


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def _median(times: Sequence[float]) -> float:
    return statistics.median(times)


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# ---------------------------------------------------------------------------- start-up


def _first_paint(
    command: Sequence[str], env: dict[str, str], cwd: Path
) -> tuple[float, float, float]:
    """Launch ``command`` with a new empty data directory (as on a first start: no settings, no
    autosave to offer); seconds until the probe reports the first paint, its peak MiB, and the
    CPU seconds the process used (user + system: a figure that a loaded machine disturbs less
    than the wall clock)."""
    data_dir = Path(tempfile.mkdtemp(prefix="data-", dir=env["SAGA_TABLE_BENCH_SCRATCH"]))
    env = dict(env, SAGA_TABLE_DATA_DIR=str(data_dir))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    result = subprocess.run(
        list(command), env=env, cwd=cwd, capture_output=True, text=True, timeout=120, check=False
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    for line in result.stdout.splitlines():
        if line.startswith("first-paint "):
            _, stamp, peak_kib = line.split()
            return float(stamp) - started, int(peak_kib) / 1024, cpu
    raise RuntimeError(
        f"no first paint from {command[0]} (exit {result.returncode}):\n{result.stderr[-2000:]}"
    )


def measure_startup(
    command: Sequence[str], env: dict[str, str], cwd: Path, runs: int
) -> tuple[float, float, float]:
    """Median seconds to the first paint over ``runs`` warm runs, the median peak MiB, and the
    median CPU seconds."""
    _first_paint(command, env, cwd)  # warm the caches
    samples = [_first_paint(command, env, cwd) for _ in range(runs)]
    return (
        _median([s[0] for s in samples]),
        _median([s[1] for s in samples]),
        _median([s[2] for s in samples]),
    )


def measure_pair(
    app: Sequence[str], bare: Sequence[str], env: dict[str, str], cwd: Path, runs: int
) -> dict[str, float]:
    """The app and the bare window started in turn (app, bare, app, bare...), so that both see
    the same load on a shared machine: medians of each, and the median of the pairs' ratios."""
    _first_paint(app, env, cwd)
    _first_paint(bare, env, cwd)
    pairs = [(_first_paint(app, env, cwd), _first_paint(bare, env, cwd)) for _ in range(runs)]
    return {
        "app_s": _median([p[0][0] for p in pairs]),
        "bare_s": _median([p[1][0] for p in pairs]),
        "app_peak": _median([p[0][1] for p in pairs]),
        "bare_peak": _median([p[1][1] for p in pairs]),
        "app_cpu": _median([p[0][2] for p in pairs]),
        "bare_cpu": _median([p[1][2] for p in pairs]),
        "ratio": _median([p[0][0] / p[1][0] for p in pairs]),
        "cpu_ratio": _median([p[0][2] / p[1][2] for p in pairs]),
    }


def _probe_env(scratch: Path) -> dict[str, str]:
    """Offscreen, and a bytecode cache of its own: the warm-up run
    compiles the sources once, as an installed app would have them (this machine sets
    PYTHONDONTWRITEBYTECODE, which would make every start from source compile everything)."""
    env = {
        k: v for k, v in os.environ.items()
        if not k.startswith("SAGA_TABLE_") and k != "PYTHONDONTWRITEBYTECODE"
    }
    env.update(
        QT_QPA_PLATFORM="offscreen",
        SAGA_TABLE_BENCH_SCRATCH=str(scratch),
        PYTHONPYCACHEPREFIX=str(scratch / "pycache"),
    )
    env[PROBE_ENV] = "1"
    return env


def source_commands(scratch: Path) -> tuple[list[str], list[str]]:
    """(app, bare window) commands that run from source with the probe installed first."""
    app = scratch / "launch_app.py"
    app.write_text(
        SOURCE_LAUNCHER.format(
            probe=str(PROBE), script="saga-table",
            body="from saga_table.cli import main\nsys.exit(main(sys.argv[1:]))",
        ),
        encoding="utf-8",
    )
    bare = scratch / "launch_bare.py"
    bare.write_text(
        SOURCE_LAUNCHER.format(probe=str(PROBE), script="bare", body=BARE_WINDOW),
        encoding="utf-8",
    )
    return [sys.executable, str(app)], [sys.executable, str(bare)]


def build_frozen_app(out: Path) -> tuple[Path, float]:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--quiet",
         "--dist", str(out / "dist"), "--work", str(out / "work")],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )
    return out / "dist" / "saga-table" / "saga-table", time.perf_counter() - started


def build_frozen_bare(out: Path) -> Path:
    """A bare QMainWindow, frozen the same way (one folder, stripped, the same probe)."""
    out.mkdir(parents=True, exist_ok=True)
    script = out / "bare_window.py"
    script.write_text(BARE_WINDOW, encoding="utf-8")
    excludes = []
    for module in ("tkinter", "unittest", "pydoc", "ssl", "_ssl", "_hashlib",
                   "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtDBus"):
        excludes += ["--exclude-module", module]
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--onedir",
         "--strip", "--name", "bare-window", "--runtime-hook", str(PROBE),
         "--distpath", str(out / "dist"), "--workpath", str(out / "work"),
         "--specpath", str(out), *excludes, str(script)],
        cwd=out, check=True, capture_output=True, text=True,
    )
    return out / "dist" / "bare-window" / "bare-window"


def folder_mib(folder: Path) -> float:
    total = sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 2**20


# ---------------------------------------------------------------------------- workers


def worker_table(args: argparse.Namespace) -> dict[str, Any]:
    """In its own process: the big table; gesture timings; the process's peak memory."""
    built = time.perf_counter()
    game = build_table()
    built = time.perf_counter() - built
    from saga_table.engine import actions as a

    table = describe_table(game)
    result: dict[str, Any] = {"table": table, "build_s": built}
    window = _open_window(game) if not args.engine_only else None
    sagas = [o for o in game.state.battlefield if game.state.objects[o].name.startswith("Chron")]
    samples: dict[str, list[float]] = {"advance": [], "lore": [], "undo": [], "redo": []}
    if window is None:
        result["mode"] = "engine"

        def timed(fn: Callable[[], object]) -> float:
            start = time.perf_counter()
            fn()
            return time.perf_counter() - start

        for i in range(GESTURE_REPEATS):
            saga = sagas[i % len(sagas)]
            for kind, action in (("advance", a.AdvanceStep()), ("lore", a.AddCounters(saga))):
                samples[kind].append(timed(lambda action=action: game.apply(action)))
                samples["undo"].append(timed(game.undo))
                samples["redo"].append(timed(game.redo))
                game.undo()
    else:
        result["mode"] = "window"
        try:
            samples = window.measure(sagas)
        finally:
            window.close()
    result["ms"] = {k: _median(v) * 1000 for k, v in samples.items()}
    result["max_ms"] = {k: max(v) * 1000 for k, v in samples.items()}
    result["peak_mb"] = _peak_mb()
    return result


class WindowDriver:
    """The app's real main window on a game, offscreen, driven by the user's gestures."""

    def __init__(self, game: Any) -> None:
        from PySide6.QtCore import QEvent, QObject
        from PySide6.QtWidgets import QApplication

        from saga_table.app import AppSession, create_application

        self.app = create_application([sys.argv[0]])
        # as the app runs: every action, undo and redo goes to the autosave journal on disk
        self.data_dir = Path(tempfile.mkdtemp(prefix="saga-bench-data-"))
        self.session = AppSession(
            self.app, game, settings=None, lang="en", autosave_dir=self.data_dir / "autosave"
        )
        self.window = self.session.window
        self.paints = 0
        driver = self

        class PaintCounter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    driver.paints += 1
                return False

        self._counter = PaintCounter()
        self.app.installEventFilter(self._counter)
        self._process = QApplication.processEvents
        self.session.show((1366, 768))
        self.settle()

    def close(self) -> None:
        self.session.close()
        self.window.close()
        shutil.rmtree(self.data_dir, ignore_errors=True)

    def settle(self) -> None:
        """Process events until a round passes that painted nothing (the window is idle)."""
        for _ in range(50):
            before = self.paints
            self._process()
            if self.paints == before:
                return

    def gesture(self, fn: Callable[[], object]) -> float:
        """Seconds from the gesture to the repainted window (events processed until a paint
        happened, and until the rounds after it paint nothing more)."""
        self.settle()
        before = self.paints
        start = time.perf_counter()
        fn()
        for _ in range(10_000):
            self._process()
            if self.paints > before:
                break
        else:
            raise RuntimeError("the window did not repaint")
        while True:
            painted = self.paints
            self._process()
            if self.paints == painted:
                break
        return time.perf_counter() - start

    def measure(self, sagas: Sequence[int]) -> dict[str, list[float]]:
        from PySide6.QtWidgets import QDialog

        window = self.window
        actions = window.commands  # the window's GameActions: Next, Undo, Redo, ...
        game = self.session.controller.game
        samples: dict[str, list[float]] = {"advance": [], "lore": [], "undo": [], "redo": []}
        widgets = {w.view().object_id: w for b in window.battlefields for w in b.saga_widgets()}
        shown = [oid for oid in sagas if oid in widgets]
        if not shown:
            raise RuntimeError("no Saga widget on the table")
        for i in range(GESTURE_REPEATS):
            widget = widgets[shown[i % len(shown)]]
            for kind, fn in (
                ("advance", actions.next_step.trigger),
                ("lore", lambda w=widget: w.request_lore_change(+1)),
            ):
                count = len(game.actions)
                samples[kind].append(self.gesture(fn))
                if len(game.actions) != count + 1:
                    raise RuntimeError(f"{kind}: the gesture did not apply one action")
                dialog = window.decision_dialog
                if isinstance(dialog, QDialog):  # a chapter's trigger waits for an order
                    dialog.reject()
                samples["undo"].append(self.gesture(actions.undo.trigger))
                samples["redo"].append(self.gesture(actions.redo.trigger))
                self.gesture(actions.undo.trigger)
                if len(game.actions) != count:
                    raise RuntimeError(f"{kind}: undo did not restore the table")
        return samples


def _open_window(game: Any) -> WindowDriver | None:
    """The Qt main window on ``game``; None while the app has no main window."""
    try:
        import saga_table.app  # noqa: F401
    except ModuleNotFoundError:
        return None
    return WindowDriver(game)


def worker_layout(args: argparse.Namespace) -> dict[str, Any]:
    """In its own process: eight players (the demo table's cards, two each of the four seats')
    in a 1024x600 window; the time to lay the table out anew (every battlefield placed and
    painted) after a resize, the median and the worst of ``runs`` times two."""
    from PySide6.QtWidgets import QApplication

    from saga_table.demo import table_midgame
    from saga_table.qt.controller import GameController
    from saga_table.qt.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(GameController(table_midgame(players=8)))
    window.resize(1024, 600)
    window.show()
    for _ in range(5):
        app.processEvents()
    samples: list[float] = []
    for i in range(max(3, args.runs) * 2):
        start = time.perf_counter()
        window.resize(1024 - (i % 2) * 16, 600)
        app.processEvents()
        window.repaint()
        samples.append(time.perf_counter() - start)
    piles = sum(len(f.card_widgets()) for f in window.battlefields)
    window.close()
    return {"ms": _median(samples) * 1000, "max_ms": max(samples) * 1000, "piles": piles}


def worker_replay(args: argparse.Namespace) -> dict[str, Any]:
    """In its own process: replaying a 2,000-action record, and loading and resuming the save."""
    from saga_table.engine import actions as a
    from saga_table.engine.record import game_to_json, replay

    game = build_table(RECORD_ACTIONS)
    record = game_to_json(game)
    result: dict[str, Any] = {"actions": len(record["actions"])}
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        replayed = replay(record)
        times.append(time.perf_counter() - start)
        assert replayed.error is None and replayed.game.state == game.state, replayed.error
    result["replay_s"] = _median(times)
    try:
        from saga_table.persistence.saves import load_game, save_game
    except ModuleNotFoundError:
        return result
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big-table.json"
        save_game(game, path)
        result["file_kb"] = path.stat().st_size / 1024
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            loaded = load_game(path)
            loaded.game.apply(a.ChangeLife(0, 1))  # resume: the next action of the game
            times.append(time.perf_counter() - start)
            assert loaded.warning is None, loaded.warning
    result["load_resume_s"] = _median(times)
    if args.profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        replay(record)
        profiler.disable()
        stats = pstats.Stats(profiler, stream=sys.stderr)
        stats.sort_stats("cumulative").print_stats(25)
    return result


def _run_worker(name: str, runs: int, extra: Sequence[str] = ()) -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, __file__, "--worker", name, "--runs", str(runs), *extra],
        env=env, capture_output=True, text=True, timeout=1800, check=False,
    )
    if out.returncode != 0:
        raise RuntimeError(f"worker {name} failed:\n{out.stderr[-4000:]}")
    if out.stderr.strip():
        print(out.stderr, file=sys.stderr)
    data: dict[str, Any] = json.loads(out.stdout.splitlines()[-1])
    return data


# ============================================================================ the report


def _verdict(ok: bool) -> str:
    return "ok" if ok else "**missed**"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="warm runs per start-up median")
    parser.add_argument("--frozen", type=Path, help="the app's one-folder build (else built now)")
    parser.add_argument("--no-frozen", action="store_true", help="skip the frozen build")
    parser.add_argument("--engine-only", action="store_true",
                        help="time the engine alone, even when the main window exists")
    parser.add_argument("--profile", action="store_true",
                        help="print a cProfile of one replay (on stderr)")
    parser.add_argument("--startup-only", action="store_true",
                        help="measure the start-up rows alone")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.worker:
        worker = {"table": worker_table, "replay": worker_replay, "layout": worker_layout}[
            args.worker
        ]
        print(json.dumps(worker(args)))
        return 0

    rows: list[Row] = []
    load_before = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    scratch = Path(tempfile.mkdtemp(prefix="saga-bench-"))
    try:
        env = _probe_env(scratch)
        print(f"start-up from source ({args.runs} warm runs each) ...", file=sys.stderr)
        app_cmd, bare_cmd = source_commands(scratch)
        m = measure_pair(app_cmd, bare_cmd, env, ROOT, args.runs)
        app_peak, bare_peak = m["app_peak"], m["bare_peak"]
        rows.append(Row(
            "start-up to the first painted main window, from source", _ms(m["app_s"]),
            f"bare window {_ms(m['bare_s'])}", f"< {TARGET_STARTUP_RATIO:g}× bare",
            _verdict(m["ratio"] < TARGET_STARTUP_RATIO),
            f"{m['ratio']:.2f}× (median of paired runs); CPU {_ms(m['app_cpu'])} vs "
            f"{_ms(m['bare_cpu'])} ({m['cpu_ratio']:.2f}×)",
        ))
        if not args.no_frozen:
            print("frozen builds ...", file=sys.stderr)
            build_s = None
            if args.frozen:
                frozen_app = args.frozen.resolve()
                if frozen_app.is_dir():
                    frozen_app = frozen_app / "saga-table"
            else:
                frozen_app, build_s = build_frozen_app(scratch / "app")
            frozen_bare = build_frozen_bare(scratch / "bare")
            f = measure_pair([str(frozen_app)], [str(frozen_bare)], env, scratch, args.runs)
            rows.append(Row(
                "start-up to the first painted main window, frozen (one folder)", _ms(f["app_s"]),
                f"bare window {_ms(f['bare_s'])}", f"< {TARGET_STARTUP_RATIO:g}× bare",
                _verdict(f["ratio"] < TARGET_STARTUP_RATIO),
                f"{f['ratio']:.2f}× (median of paired runs); CPU {_ms(f['app_cpu'])} vs "
                f"{_ms(f['bare_cpu'])} ({f['cpu_ratio']:.2f}×)",
            ))
            size = folder_mib(frozen_app.parent)
            bare_size = folder_mib(frozen_bare.parent)
            rows.append(Row(
                "one-folder build size", f"{size:.1f} MiB", f"bare window {bare_size:.1f} MiB",
                f"< {TARGET_SIZE_MB:g} MB", _verdict(size < TARGET_SIZE_MB),
                f"build {build_s:.1f} s" if build_s is not None else "",
            ))

        if args.startup_only:
            return _print_rows(rows, load_before)
        print("the big table (engine and window) ...", file=sys.stderr)
        extra = ["--engine-only"] if args.engine_only else []
        table = _run_worker("table", args.runs, extra)
        engine = table if table["mode"] == "engine" else _run_worker(
            "table", args.runs, ["--engine-only"]
        )
        t = table["table"]
        how = (
            "gesture to repainted window" if table["mode"] == "window"
            else "**engine only** (Game.apply/undo/redo; no main window yet)"
        )
        shape = (
            f"{t['players']} players, {t['permanents']} permanents ({t['sagas']} Sagas), "
            f"{t['history']}-action history"
        )
        labels = {"advance": "advance a step", "lore": "add a lore counter",
                  "undo": "undo", "redo": "redo"}
        for key, label in labels.items():
            ms = table["ms"][key]
            baseline = "—" if engine is table else f"engine alone {engine['ms'][key]:.2f} ms"
            rows.append(Row(
                f"{label} ({how})", f"{ms:.2f} ms", baseline, f"< {TARGET_GESTURE_MS:g} ms",
                _verdict(ms < TARGET_GESTURE_MS), f"max {table['max_ms'][key]:.2f} ms; {shape}",
            ))
        rows.append(Row(
            "peak memory (ru_maxrss) holding the big table"
            + (" in the window" if table["mode"] == "window" else " (engine, no window)"),
            f"{table['peak_mb']:.0f} MiB", f"bare window {bare_peak:.0f} MiB",
            f"< {TARGET_PEAK_MB:g} MB", _verdict(table["peak_mb"] < TARGET_PEAK_MB),
            f"the app at start-up (demo game): {app_peak:.0f} MiB",
        ))

        if not args.engine_only:
            print("eight players at 1024x600 ...", file=sys.stderr)
            lay = _run_worker("layout", args.runs)
            rows.append(Row(
                "lay out the table anew (resize, place, paint): 8 players at 1024x600",
                f"{lay['ms']:.1f} ms", "—", "reported", "",
                f"max {lay['max_ms']:.1f} ms; {lay['piles']} piles",
            ))

        print("replay ...", file=sys.stderr)
        rep = _run_worker("replay", args.runs, ["--profile"] if args.profile else [])
        rows.append(Row(
            f"replay a {rep['actions']:,}-action record (engine.record.replay)",
            f"{rep['replay_s']:.2f} s", "—", f"< {TARGET_REPLAY_S:g} s",
            _verdict(rep["replay_s"] < TARGET_REPLAY_S), "same table; median of runs",
        ))
        if "load_resume_s" in rep:
            rows.append(Row(
                "load that saved game and resume (persistence load_game + 1 action)",
                f"{rep['load_resume_s']:.2f} s", "—", f"< {TARGET_REPLAY_S:g} s",
                _verdict(rep["load_resume_s"] < TARGET_REPLAY_S),
                f"file {rep['file_kb']:.0f} KB",
            ))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return _print_rows(rows, load_before)


def _print_rows(rows: list[Row], load_before: str) -> int:
    import PySide6

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"\nSaga Table {_version()}, Python {sys.version.split()[0]}, PySide6 "
          f"{PySide6.__version__}, {os.cpu_count()} CPUs, offscreen; "
          f"load average {load_before} before, {load} after\n")
    print("| measure | result | baseline (same run) | target | | notes |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r.what} | {r.value} | {r.baseline} | {r.target} | {r.verdict} | {r.note} |")
    return 0


def _version() -> str:
    import saga_table

    return saga_table.__version__


if __name__ == "__main__":
    sys.exit(main())
