"""Every item model, moved at random, keeps each row's own value and passes Qt's model checks."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QAbstractItemModel, Qt

from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.persistence._autosave_driver import choose_step, scripted_setup
from saga_table.qt.controller import GameController
from saga_table.qt.models.base import IdListModel
from saga_table.qt.models.battlefield import BattlefieldModel
from saga_table.qt.models.log import LogModel
from saga_table.qt.models.players import PlayersModel
from saga_table.qt.models.stack import StackModel
from saga_table.qt.models.zones import ZoneModel
from tests.fuzz.profile import examples, scale
from tests.qt.window_support import goldfish_game


class _ListModel(IdListModel):
    """Rows are whatever ``ids`` holds; a row's value names its id."""

    def __init__(self, controller: GameController) -> None:
        self.shown: list[int] = [1, 2, 3]
        super().__init__(controller)

    def current_ids(self) -> Sequence[int]:
        return self.shown

    def value_for(self, item_id: int) -> Hashable:
        return f"card {item_id}"

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return self.value_at(index) if role == Qt.ItemDataRole.DisplayRole else None


def _check_rows(model: _ListModel) -> None:
    assert model.ids() == tuple(model.shown)
    assert [model.value_at(model.index(r)) for r in range(model.rowCount())] == [
        f"card {i}" for i in model.shown
    ]


def test_a_card_that_moves_later_in_the_list_keeps_its_row(qtmodeltester) -> None:
    # The library viewer after a mulligan: [1, 2, 3] -> [2, 3, 1] showed card 2, card 3, None.
    model = _ListModel(GameController(goldfish_game()))
    qtmodeltester.check(model, force_py=True)
    model.shown = [2, 3, 1]
    model.refresh(dirty=())
    _check_rows(model)


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.lists(st.integers(0, 12), max_size=12, unique=True), min_size=1, max_size=8))
def test_any_sequence_of_row_moves_keeps_every_rows_value(moves: list[list[int]]) -> None:
    model = _ListModel(GameController(goldfish_game()))
    for shown in moves:
        model.shown = shown
        model.refresh(dirty=())  # no row's value changed: only the order did
        _check_rows(model)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_model_passes_qt_checks_through_random_moves(
    request: pytest.FixtureRequest, seed: int
) -> None:
    from pytestqt.modeltest import ModelTester

    controller = GameController(Game(scripted_setup(seed)))
    testers = []

    def watch(model: QAbstractItemModel) -> None:
        tester = ModelTester(request.config)  # one tester per model: it stays connected
        tester.check(model, force_py=True)  # and checks every later change of that model
        testers.append(tester)

    log = LogModel(controller)
    watch(log)
    models: list[IdListModel] = [
        BattlefieldModel(controller, 0),
        BattlefieldModel(controller, 1),
        StackModel(controller),
        PlayersModel(controller),
        *(ZoneModel(controller, p, z) for p in (0, 1) for z in Zone if z is not Zone.STACK),
    ]
    for model in models:
        watch(model)
    rng = random.Random(seed)
    for _ in range(scale(150)):
        step = choose_step(controller.game, rng)
        if step.kind == "undo":
            controller.undo()
        elif step.kind == "redo":
            controller.redo()
        else:
            assert step.action is not None
            controller.perform(step.action)
        for model in models:
            fresh = list(model.current_ids())
            assert list(model.ids()) == fresh
            assert [model.value_at(model.index(r)) for r in range(len(fresh))] == [
                model.value_for(i) for i in fresh
            ]
    for tester in testers:
        tester._cleanup()
