"""The layers keep to themselves: the engine and the data layers run with PySide6 absent."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BLOCK_QT = textwrap.dedent(
    """
    import importlib.abc, sys

    class _NoQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6", "platformdirs"):
                raise ModuleNotFoundError(f"No module named {name!r} (blocked for this test)")
            return None

    sys.meta_path.insert(0, _NoQt())
    """
)


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK_QT + code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_engine_imports_without_pyside6_or_platformdirs() -> None:
    result = _run(
        "import pkgutil, importlib, saga_table.engine as e\n"
        "for m in pkgutil.iter_modules(e.__path__):\n"
        "    importlib.import_module('saga_table.engine.' + m.name)\n"
        "assert 'PySide6' not in sys.modules\n"
        "print('ok')\n"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_engine_tests_pass_with_pyside6_absent() -> None:
    """The whole engine test suite, run in a process where PySide6 cannot be imported."""
    result = _run(
        "import pytest\n"
        "code = pytest.main(['-q', '-p', 'no:pytest-qt', '-p', 'no:cacheprovider',\n"
        "                    '-W', 'ignore::pytest.PytestConfigWarning', 'tests/engine'])\n"
        "assert 'PySide6' not in sys.modules, 'something imported Qt'\n"
        "sys.exit(code)\n"
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " passed" in result.stdout


def test_decklists_work_with_pyside6_absent() -> None:
    result = _run(
        "from saga_table.decks import parse_decklist\n"
        "deck = parse_decklist('4 History of Benalia\\n20 Plains\\n')\n"
        "assert deck.count() == 24, deck\n"
        "assert 'PySide6' not in sys.modules\n"
        "print('ok')\n"
    )
    assert result.returncode == 0, result.stderr
