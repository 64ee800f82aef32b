"""The examples in the Qt layer's docstrings run."""

from __future__ import annotations

import doctest

import pytest

import saga_table.app
import saga_table.qt.alike
import saga_table.qt.card_menus
import saga_table.qt.i18n
import saga_table.qt.line_breaks
import saga_table.qt.table_layout
import saga_table.qt.widgets._dial_geometry
import saga_table.qt.widgets._phase_layout
import saga_table.qt.widgets._seat_layout
import saga_table.screenshot_command


@pytest.mark.parametrize(
    "module",
    [
        saga_table.qt.alike,
        saga_table.qt.card_menus,
        saga_table.qt.table_layout,
        saga_table.qt.widgets._dial_geometry,
        saga_table.qt.widgets._phase_layout,
        saga_table.qt.widgets._seat_layout,
        saga_table.qt.i18n,
        saga_table.qt.line_breaks,
        saga_table.app,
        saga_table.screenshot_command,
    ],
)
def test_doctests(qapp, module) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
