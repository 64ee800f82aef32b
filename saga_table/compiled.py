"""The compiled engine: the same Python modules of the engine and the lab, compiled to C
extensions by mypyc (``packaging/compile_engine.py``), for the goldfish lab's games.

The source stays the truth: every module here is a plain Python file that runs as it is, and the
window always runs it so. A lab process (``saga-table lab``, the lab's worker processes, the
benchmark) may instead load the compiled modules with :func:`enable`, before anything of the
engine is imported. They play the same games, byte for byte (``tests/lab/test_compiled.py``), in
about three quarters of the time (``resources/docs/design.md``, "The compiled engine").

:func:`enable` uses them only when all of them can be used: built for this interpreter, from
exactly the sources there are now (a digest of every module of the engine and the lab: a build
made before any change to them is refused, so a stale build never plays in place of the code
one reads), and with nothing of the engine imported yet (two copies of the same classes in one
process would not be the same classes). Anything else leaves the pure Python modules in place
and says why (:func:`status`). ``SAGA_TABLE_COMPILED=0`` turns it off. Standard library only.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import ModuleType

__all__ = [
    "COMPILED_DIR",
    "ENV",
    "MANIFEST",
    "SOURCE_PACKAGES",
    "enable",
    "source_digest",
    "status",
]

#: Where the build puts the compiled modules (a folder of the package, not in version control).
COMPILED_DIR = Path(__file__).resolve().parent / "_compiled"
#: What the build wrote: the modules, the shared library, the interpreter, the sources' digest.
MANIFEST = "manifest.json"
#: ``SAGA_TABLE_COMPILED=0``: never load the compiled modules.
ENV = "SAGA_TABLE_COMPILED"
#: The packages whose sources the digest covers: the compiled modules and all they import.
SOURCE_PACKAGES = ("engine", "lab")

_status = "not asked"


def status() -> str:
    """What the last :func:`enable` did: "compiled", or why the pure Python modules run."""
    return _status


def source_digest(package_dir: Path) -> str:
    """A digest of the package's ``__init__.py``, this module (the lab's player asks it which
    engine plays) and every module of :data:`SOURCE_PACKAGES` (their paths and contents, in a
    fixed order)."""
    digest = hashlib.sha256()
    files = [package_dir / "__init__.py", package_dir / "compiled.py"]
    for name in SOURCE_PACKAGES:
        files.extend(sorted((package_dir / name).rglob("*.py")))
    for path in files:
        digest.update(path.relative_to(package_dir).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


class _Finder:
    """Finds each compiled module by its name (a meta path finder, first in line)."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


def _already_imported(names: Iterable[str]) -> list[str]:
    return sorted(name for name in names if name in sys.modules)


def enable(
    directory: Path | None = None, *, package_dir: Path | None = None, check_sources: bool = True
) -> bool:
    """Load the engine's and the lab's compiled modules from now on in this process, if they
    can be (the module's text says when); True if they will be. Call it before anything
    imports ``saga_table.engine``. ``check_sources=False`` trusts the build (the packaged app,
    which holds no sources to compare)."""
    global _status
    if os.environ.get(ENV, "").strip() == "0":
        _status = f"off ({ENV}=0)"
        return False
    if any(isinstance(finder, _Finder) for finder in sys.meta_path):
        _status = "compiled"
        return True
    directory = COMPILED_DIR if directory is None else directory
    package_dir = Path(__file__).resolve().parent if package_dir is None else package_dir
    try:
        manifest = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
        modules: list[str] = list(manifest["modules"])
        shared: str = manifest["shared"]
        suffix: str = manifest["suffix"]
        built_from: str = manifest["sources"]
        if not all(isinstance(v, str) for v in [*modules, shared, suffix, built_from]):
            raise TypeError("a name that is not text")
    except FileNotFoundError:
        _status = "not built (dev.sh compile)"
        return False
    except (OSError, ValueError, KeyError, TypeError) as exc:
        _status = f"unreadable build ({type(exc).__name__})"
        return False
    if suffix != importlib.machinery.EXTENSION_SUFFIXES[0]:
        _status = f"built for another interpreter ({suffix})"
        return False
    files = {name: directory / (name.replace(".", "/") + suffix) for name in [*modules, shared]}
    missing = [name for name, file in files.items() if not file.is_file()]
    if missing:
        _status = f"incomplete build ({missing[0]} missing)"
        return False
    if check_sources and not getattr(sys, "frozen", False):
        try:
            now = source_digest(package_dir)
        except OSError as exc:
            _status = f"sources unreadable ({type(exc).__name__})"
            return False
        if now != built_from:
            _status = "out of date: the sources changed since the build (dev.sh compile)"
            return False
    engine = [name for name in sys.modules if name.startswith("saga_table.engine")]
    loaded = _already_imported(modules) or engine
    if loaded:
        _status = f"the pure modules are already imported ({sorted(loaded)[0]})"
        return False
    sys.meta_path.insert(0, _Finder(files))
    _status = "compiled"
    return True
