"""The examples in the docstrings of the layers below Qt run (engine, words, catalog, lab, safeio):
every module with an example is found, so a new one is run too."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import saga_table

ROOT = Path(saga_table.__file__).parent
PACKAGES = ("engine", "words", "catalog", "lab", "safeio")


def _modules_with_examples() -> list[str]:
    out = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if ">>>" in path.read_text(encoding="utf-8"):
                relative = path.relative_to(ROOT.parent).with_suffix("")
                out.append(".".join(relative.parts))
    return out


MODULES = _modules_with_examples()


def test_the_examples_are_found() -> None:
    assert "saga_table.engine.card_text" in MODULES and len(MODULES) > 10


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
