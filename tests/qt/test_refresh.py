"""Refresh only what changed: a gesture rebuilds, re-measures and repaints only what it touched."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtWidgets import QApplication, QWidget

from saga_table.demo import table_midgame
from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.qt.controller import GameController
from saga_table.qt.main_window import MainWindow
from saga_table.qt.models.battlefield import BattlefieldModel
from tests.qt.window_support import goldfish_game, make_window, pump


class PaintCounter(QObject):
    """Counts the paint events of every widget while installed on the application."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[QObject] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted.append(watched)
        return False

    def __enter__(self) -> PaintCounter:
        QApplication.instance().installEventFilter(self)
        return self

    def __exit__(self, *_exc: object) -> None:
        QApplication.instance().removeEventFilter(self)


def _a_saga(controller: GameController) -> int:
    state = controller.state
    for oid in state.battlefield:
        obj = state.objects[oid]
        if controller.characteristics()[oid].is_saga and obj.counters["lore"] == 1:
            return int(oid)
    raise AssertionError("no Saga with one lore counter")


def _count_card_views(monkeypatch, controller: GameController) -> list[int]:
    built: list[int] = []
    original = controller.card_view

    def counting(object_id: int):
        built.append(object_id)
        return original(object_id)

    monkeypatch.setattr(controller, "card_view", counting)
    return built


def test_a_lore_counter_rebuilds_and_announces_one_row(qtbot, monkeypatch) -> None:
    controller = GameController(table_midgame())
    models = [BattlefieldModel(controller, p) for p in range(4)]
    saga = _a_saga(controller)
    owner = next(m for m in models if saga in m.ids())
    built = _count_card_views(monkeypatch, controller)
    announced: list[tuple[int, int]] = []
    for model in models:
        model.dataChanged.connect(
            lambda top, bottom, *_: announced.append((top.row(), bottom.row()))
        )
    controller.perform(a.AddCounters(ObjectId(saga), "lore", 1))
    assert built == [saga]
    assert announced == [(owner.row_of(saga), owner.row_of(saga))]
    # Undo compares the states by identity: the same single row again, nothing else rebuilt.
    built.clear()
    announced.clear()
    controller.undo()
    assert built == [saga]
    assert announced == [(owner.row_of(saga), owner.row_of(saga))]
    controller.perform(a.ChangeLife(PlayerId(1), -2))  # no permanent touched
    assert built == [saga]


def test_only_the_card_that_changed_is_repainted(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    saga = _a_saga(window.controller)
    pump()
    widget = next(
        w for b in window.battlefields for w in b.card_widgets() if w.object_id() == saga
    )
    cards = [w for b in window.battlefields for w in b.card_widgets()]
    with PaintCounter() as counter:
        window.change_lore(saga, +1)
        pump()
    painted_cards = [w for w in counter.painted if w in cards]
    assert painted_cards == [widget]
    assert window.phase_bar not in counter.painted  # the step did not change
    assert not any(seat in counter.painted for seat in window.seats)


def test_a_life_change_repaints_that_seat_and_no_card(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    cards = [w for b in window.battlefields for w in b.card_widgets()]
    with PaintCounter() as counter:
        window.change_life(1, -2)
        pump()
    assert window.seats[1] in counter.painted
    assert not any(w in counter.painted for w in cards)
    assert not any(s in counter.painted for i, s in enumerate(window.seats) if i != 1)


def test_the_top_bar_keeps_its_height_whatever_next_says(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    heights = set()
    table = window.table.geometry()
    for _ in range(6):
        window.next()
        pump()
        dialog = window.decision_dialog
        if dialog is not None:
            dialog.reject()
        heights.add(window.next_hint.height())
        assert window.table.geometry() == table
    assert len(heights) == 1


def _backing_store_matches(window: MainWindow, widget: QWidget) -> bool:
    """What the window shows of ``widget`` is what ``widget`` paints from scratch (no stale
    pixels left by a partial repaint)."""
    pos = widget.mapTo(window, QPoint(0, 0))
    screen = window.screen()
    shown = screen.grabWindow(window.winId(), pos.x(), pos.y(), widget.width(), widget.height())
    fresh = widget.grab().toImage().convertToFormat(shown.toImage().format())
    return shown.toImage() == fresh


def test_the_log_measures_only_the_lines_that_arrive(qtbot, monkeypatch) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    log = window.log_view
    measured: list[int] = []
    original = log.sizeHintForRow

    def counting(row: int) -> int:
        measured.append(row)
        return original(row)

    monkeypatch.setattr(log, "sizeHintForRow", counting)
    rows = window.log_model.rowCount()
    window.perform(a.DrawCards(PlayerId(2)))
    pump()
    added = window.log_model.rowCount() - rows
    assert added >= 1
    assert measured == list(range(rows, rows + added))
    assert log.verticalScrollBar().value() == log.verticalScrollBar().maximum()
    assert _backing_store_matches(window, log.viewport())
    window.controller.undo()
    pump()
    assert window.log_model.rowCount() == rows
    assert measured == list(range(rows, rows + added))  # nothing measured again
    assert _backing_store_matches(window, log.viewport())


def test_log_lines_that_wrap_get_taller_rows(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(), size=(1000, 700))
    pump()
    log = window.log_view
    heights = {
        log.rowHeight(r): window.log_model.data(window.log_model.index(r))
        for r in range(window.log_model.rowCount())
    }
    assert len(heights) >= 1
    window.controller.perform(a.ChangeLife(PlayerId(0), -3))
    window.controller.perform(
        a.CreateToken(PlayerId(0), "An extraordinarily long token name " * 4, power=1, toughness=1)
    )
    pump()
    last = window.log_model.rowCount() - 1
    assert log.rowHeight(last) > log.rowHeight(last - 1)
    assert _backing_store_matches(window, log.viewport())


def test_the_skipped_steps_read_step_by_step_match_a_fresh_reading(qtbot) -> None:
    game = goldfish_game(players=2)
    controller = GameController(game)
    for _ in range(14):
        if game.state.decision is not None:
            break
        controller.perform(a.AdvanceStep())
        assert controller.phase_bar_view() == GameController(game).phase_bar_view()
    while controller.can_undo:
        controller.undo()
        assert controller.phase_bar_view() == GameController(game).phase_bar_view()
    while controller.can_redo:
        controller.redo()
        assert controller.phase_bar_view() == GameController(game).phase_bar_view()
