"""The examples in the package's docstrings run and say what they show."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "saga_table.decks.model",
    "saga_table.decks.lines",
    "saga_table.decks.text",
    "saga_table.decks.forge",
    "saga_table.decks.safexml",
    "saga_table.decks.parse",
    "saga_table.decks.resolve",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0
