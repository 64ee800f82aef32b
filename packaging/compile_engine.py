"""Compile the engine's and the lab's busiest modules with mypyc, for the goldfish lab.

    python packaging/compile_engine.py           # build saga_table/_compiled/ (about a minute)
    python packaging/compile_engine.py --check   # exit 0 if the build there is of today's sources

The modules are compiled from a copy of the sources in a temporary folder (mypyc writes next to
what it compiles; the work tree gets nothing but the finished folder), and the folder is
replaced in one rename. ``saga_table/compiled.py`` loads them, in lab processes only, when the
digest in the manifest is that of the sources there are. What is compiled and why:
``resources/docs/design.md``, "The compiled engine".
"""

from __future__ import annotations

import argparse
import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from saga_table.compiled import COMPILED_DIR, MANIFEST, SOURCE_PACKAGES, source_digest  # noqa: E402

#: The modules compiled: what a lab game spends its time in (cProfile and callgrind over the
#: demo deck's games), less the modules that define the engine's value classes (their
#: ``values.dataclass`` classes stay Python classes, which compiled code reads as it reads any
#: object). Each is strictly typed (mypy --strict), which mypyc relies on.
MODULES = (
    "engine/attack_options.py",
    "engine/battlefield.py",
    "engine/characteristics.py",
    "engine/combat.py",
    "engine/control.py",
    "engine/counters.py",
    "engine/effects/resolve.py",
    "engine/effects/select.py",
    "engine/effects/steps_cards.py",
    "engine/effects/steps_permanents.py",
    "engine/entering.py",
    "engine/game.py",
    "engine/handlers.py",
    "engine/layers.py",
    "engine/leaving.py",
    "engine/legend.py",
    "engine/passing.py",
    "engine/sba.py",
    "engine/sba_permanents.py",
    "engine/stack.py",
    "engine/turn_flow.py",
    "engine/turn_steps.py",
    "engine/tx.py",
    "engine/watch.py",
    "lab/answers.py",
    "lab/faces.py",
    "lab/knowledge.py",
    "lab/lands.py",
    "lab/mana.py",
    "lab/player.py",
)

_MYPY_INI = """\
[mypy]
python_version = {major}.{minor}
[mypy-saga_table.engine.*]
strict = True
[mypy-saga_table.lab.*]
strict = True
"""

_SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="saga-table-compiled",
    ext_modules=mypycify({paths!r}, opt_level="3", debug_level="0"),
)
"""


def module_name(path: str) -> str:
    return "saga_table." + path.removesuffix(".py").replace("/", ".")


def is_fresh(directory: Path = COMPILED_DIR) -> bool:
    try:
        manifest = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return bool(
        manifest.get("sources") == source_digest(ROOT / "saga_table")
        and manifest.get("suffix") == importlib.machinery.EXTENSION_SUFFIXES[0]
        and manifest.get("modules") == [module_name(p) for p in MODULES]
    )


def build(directory: Path = COMPILED_DIR, *, quiet: bool = False) -> None:
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    with tempfile.TemporaryDirectory(prefix="saga-compile-") as tmp:
        work = Path(tmp)
        package = work / "saga_table"
        package.mkdir()
        for name in ("__init__.py", "py.typed", "compiled.py"):
            shutil.copy2(ROOT / "saga_table" / name, package / name)
        for name in SOURCE_PACKAGES:
            shutil.copytree(
                ROOT / "saga_table" / name,
                package / name,
                ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"),
            )
        digest = source_digest(package)
        major, minor = sys.version_info[:2]
        (work / "mypy.ini").write_text(_MYPY_INI.format(major=major, minor=minor))
        paths = [f"saga_table/{p}" for p in MODULES]
        (work / "setup.py").write_text(_SETUP.format(paths=paths))
        env = dict(os.environ, MYPY_FORCE_COLOR="0", PYTHONDONTWRITEBYTECODE="1")
        command = [sys.executable, "setup.py", "build_ext", "--inplace", "--parallel", "2"]
        done = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            sys.stderr.write(done.stdout[-6000:] + done.stderr[-6000:])
            raise SystemExit(f"compile_engine: mypyc failed (exit {done.returncode})")
        shared = [p for p in work.glob(f"*__mypyc{suffix}")]
        if len(shared) != 1:
            raise SystemExit(f"compile_engine: expected one shared library, found {shared}")
        staging = directory.with_name(directory.name + ".new")
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        names = [module_name(p) for p in MODULES]
        for name in names:
            built = work / (name.replace(".", "/") + suffix)
            if not built.is_file():
                raise SystemExit(f"compile_engine: {name} was not built")
            target = staging / built.relative_to(work)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(built, target)
        shutil.copy2(shared[0], staging / shared[0].name)
        import mypy.version

        manifest = {
            "modules": names,
            "shared": shared[0].name.removesuffix(suffix),
            "suffix": suffix,
            "sources": digest,
            "mypyc": mypy.version.__version__,
            "python": sys.version.split()[0],
        }
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
        old = directory.with_name(directory.name + ".old")
        shutil.rmtree(old, ignore_errors=True)
        if directory.exists():
            directory.rename(old)
        staging.rename(directory)
        shutil.rmtree(old, ignore_errors=True)
    if not quiet:
        print(f"compile_engine: {len(names)} modules compiled into {directory}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether the build is fresh")
    parser.add_argument("--out", type=Path, default=COMPILED_DIR, help="the folder to build")
    args = parser.parse_args(argv)
    if args.check:
        fresh = is_fresh(args.out)
        print("fresh" if fresh else "stale or missing")
        return 0 if fresh else 1
    build(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
