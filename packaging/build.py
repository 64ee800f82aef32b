"""Build the packaged Saga Table with PyInstaller: one folder by default, one file on request.

    python packaging/build.py              # dist/saga-table/saga-table (one folder)
    python packaging/build.py --onefile    # dist/saga-table-VERSION (one self-extracting file)
    python packaging/build.py --archive    # one folder, plus dist/saga-table-VERSION-OS-ARCH.tar.gz

Run it with the project's virtual environment (``pip install -e ".[package]"``); it works
offline. It compiles the Qt translations that are out of date (``pyside6-lrelease``, .ts -> .qm
next to them, as ``packaging/dev.sh`` does), then runs PyInstaller on ``packaging/saga-table.spec``
and prints where the build is, its size and how long it took. ``bash packaging/dev.sh package``
does the set-up first, then this.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "saga-table.spec"
DESKTOP_ENTRY = ROOT / "packaging" / "saga-table.desktop"
TRANSLATIONS = ROOT / "resources" / "translations"


def _identity() -> tuple[str, str]:
    sys.path.insert(0, str(ROOT))
    try:
        import saga_table
    finally:
        sys.path.pop(0)
    return saga_table.APP_NAME, saga_table.__version__


def _find_tool(name: str) -> str | None:
    """A console script of this environment (next to its python), else one on the PATH."""
    here = Path(sys.executable).parent
    return shutil.which(name, path=str(here)) or shutil.which(name)


def compile_translations() -> list[Path]:
    """Run ``pyside6-lrelease`` on every .ts whose .qm is missing or older; return the .qm files."""
    sources = sorted(TRANSLATIONS.glob("*.ts"))
    stale = [
        ts for ts in sources
        if not ts.with_suffix(".qm").exists()
        or ts.stat().st_mtime > ts.with_suffix(".qm").stat().st_mtime
    ]
    if stale:
        lrelease = _find_tool("pyside6-lrelease")
        if lrelease is None:
            raise SystemExit("build: pyside6-lrelease not found (pip install PySide6-Essentials)")
        for ts in stale:
            subprocess.run(
                [lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True
            )
    return [ts.with_suffix(".qm") for ts in sources]


def compile_engine() -> bool:
    """The lab's compiled engine of today's sources (packaging/compile_engine.py), built if it
    is not: the spec bundles it. False (and a warning) where it cannot be built: the packaged
    lab then plays on the Python modules, the same games more slowly."""
    command = [sys.executable, str(ROOT / "packaging" / "compile_engine.py")]
    if subprocess.run([*command, "--check"], capture_output=True, cwd=ROOT).returncode == 0:
        return True
    if subprocess.run(command, cwd=ROOT).returncode == 0:
        return True
    print("build: WARNING: the compiled engine could not be built; the lab will play on Python")
    return False


def folder_size(path: Path) -> int:
    """Bytes in the files under ``path`` (or of the file ``path``), symlinks not followed."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _archive(folder: Path, name: str, version: str) -> Path:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    base = folder.parent / f"{name}-{version}-{system}-{platform.machine().lower()}"
    fmt = "zip" if sys.platform == "win32" else "gztar"
    return Path(shutil.make_archive(str(base), fmt, root_dir=folder.parent, base_dir=folder.name))


def build(
    *,
    onefile: bool = False,
    dist: Path,
    work: Path,
    strip: bool = True,
    archive: bool = False,
    quiet: bool = False,
) -> Path:
    """Build the app; return the executable (one folder) or the single file (``onefile``)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('build: PyInstaller is missing: pip install -e ".[package]"') from None
    name, version = _identity()
    compile_translations()
    compile_engine()
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm",
        "--distpath", str(dist), "--workpath", str(work),
        "--log-level", "WARN" if quiet else "INFO",
        str(SPEC), "--",
    ]
    if onefile:
        command.append("--onefile")
    if not strip:
        command.append("--no-strip")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    exe_suffix = ".exe" if sys.platform == "win32" else ""
    if onefile:
        return dist / f"{name}-{version}{exe_suffix}"
    folder = dist / name
    if sys.platform.startswith("linux"):  # a desktop entry and icon to install (docs/packaging.md)
        shutil.copy2(DESKTOP_ENTRY, folder / DESKTOP_ENTRY.name)
        shutil.copy2(ROOT / "resources" / "icons" / "app.png", folder / f"{name}.png")
    if archive:
        print(f"archive: {_archive(folder, name, version)}")
    return folder / f"{name}{exe_suffix}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="packaging/build.py", description="Build the packaged Saga Table with PyInstaller."
    )
    parser.add_argument("--onefile", action="store_true",
                        help="one self-extracting file instead of a folder (starts slower)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the build goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    parser.add_argument("--no-strip", action="store_true",
                        help="keep debugging symbols (a bigger, slightly faster build)")
    parser.add_argument("--archive", action="store_true",
                        help="also pack the folder as .tar.gz (.zip on Windows) to hand out")
    parser.add_argument("-q", "--quiet", action="store_true", help="only PyInstaller's warnings")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    target = build(
        onefile=args.onefile,
        dist=args.dist.resolve(),
        work=args.work.resolve(),
        strip=not args.no_strip,
        archive=args.archive,
        quiet=args.quiet,
    )
    elapsed = time.perf_counter() - started
    size = folder_size(target if args.onefile else target.parent)
    print(f"built: {target}")
    kind = "file" if args.onefile else "folder"
    print(f"size:  {size / 2**20:.1f} MiB = {size / 1e6:.1f} MB ({kind})")
    print(f"time:  {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
