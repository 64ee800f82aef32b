"""The modules the app reads before its first paint, for the spec: stored uncompressed.

PyInstaller keeps the bundle's Python modules in one archive (the PYZ), each compressed with
zlib on its own, and the frozen app inflates every module it imports. For the ~200 modules
imported before the window's first paint that was ~15 ms of the start (1.7 MB inflated to
4.1 MB: measured in resources/docs/design.md, "Start-up (issue 16)", third round); stored
uncompressed they cost ~2 ms and the bundle 2.4 MiB more. Storing every module so would cost
5.5 MiB and break the size budget, so the spec stores only these uncompressed.

Which modules those are is measured, not listed: :func:`first_paint_modules` starts the app from
source, offscreen, on an empty data directory, with the start-up probe
(``packaging/rthook_startup_probe.py``, as ``tests/benchmarks/bench_app.py`` starts it), and
reads ``sys.modules`` when the window has been painted. A module missing from the set only
loads slower; if the app cannot start, the set is empty and every module is compressed.

``python packaging/startup_modules.py`` prints the set.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PROBE = ROOT / "packaging" / "rthook_startup_probe.py"
TIMEOUT_S = 120

# Run in a fresh interpreter: the probe first (it exits the process once the window is
# painted), with its exit wrapped to print the names of the modules imported by then.
_LAUNCHER = """
import os, runpy, sys
runpy.run_path(sys.argv[1])
_exit = os._exit
def _report_and_exit(code):
    sys.stdout.write("".join(f"module {name}\\n" for name in sorted(sys.modules)))
    sys.stdout.flush()
    _exit(code)
os._exit = _report_and_exit
sys.argv[1:] = []
from saga_table.cli import main
sys.exit(main([]))
"""


def first_paint_modules(
    root: Path = ROOT, warn: Callable[[str], None] | None = None
) -> frozenset[str]:
    """The names in ``sys.modules`` when the app's window has first been painted (from source, on
    the demo game); empty, after ``warn(message)``, if the app did not get there."""
    with tempfile.TemporaryDirectory(prefix="saga-table-startup-") as data_dir:
        env = {
            key: value for key, value in os.environ.items() if not key.startswith("SAGA_TABLE_")
        }
        env.update(
            QT_QPA_PLATFORM="offscreen",
            SAGA_TABLE_STARTUP_PROBE="1",
            SAGA_TABLE_DATA_DIR=data_dir,
            PYTHONPATH=os.pathsep.join(filter(None, (str(root), env.get("PYTHONPATH")))),
        )
        try:
            result = subprocess.run(
                [sys.executable, "-c", _LAUNCHER, str(root / "packaging" / PROBE.name)],
                cwd=data_dir, env=env, capture_output=True, text=True, timeout=TIMEOUT_S,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            problem = f"{type(exc).__name__}: {exc}"
        else:
            lines = result.stdout.splitlines()
            if any(line.startswith("first-paint ") for line in lines):
                return frozenset(
                    line.removeprefix("module ") for line in lines if line.startswith("module ")
                )
            problem = f"exit {result.returncode}: {result.stderr.strip()[-500:]}"
    if warn is not None:
        warn(f"the app did not paint its window ({problem}); every module stays compressed")
    return frozenset()


def store_uncompressed(names: Iterable[str], writer: Any) -> bool:
    """Make PyInstaller's PYZ writer (``PyInstaller.archive.writers.ZlibArchiveWriter``) store
    the modules ``names`` uncompressed (zlib level 0: the archive's format is unchanged, its
    reader inflates them as before) and the others at its own level. False, changing nothing,
    if the writer is not the one this was written for (PyInstaller 6: a ``_write_entry``
    class method taking an entry whose first item is the module's name)."""
    names = frozenset(names)
    level_name = "_COMPRESSION_LEVEL"
    entry = getattr(writer, "_write_entry", None)
    write = getattr(entry, "__func__", None)
    if not (names and write is not None and isinstance(getattr(writer, level_name, None), int)):
        return False

    def _write_entry(cls: Any, fp: Any, entry: Any, *args: Any, **kwargs: Any) -> Any:
        level = getattr(cls, level_name)
        if entry[0] in names:
            setattr(cls, level_name, 0)
        try:
            return write(cls, fp, entry, *args, **kwargs)
        finally:
            setattr(cls, level_name, level)

    writer._write_entry = classmethod(_write_entry)
    return True


if __name__ == "__main__":
    for module in sorted(first_paint_modules(warn=lambda message: print(message, file=sys.stderr))):
        print(module)
