"""The examples in the persistence docstrings run and say what they show."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "saga_table.persistence.paths",
    "saga_table.persistence.settings",
    "saga_table.persistence.saves",
    "saga_table.persistence.log_text",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0
