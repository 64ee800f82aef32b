"""Issue 12: the library viewer, searching the whole library, while the player mulligans twice:
every row still shows its card, and "To hand" moves the one chosen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from saga_table.demo import demo_game
from saga_table.engine import actions as a
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.state import MulliganDecision
from saga_table.qt.dialogs.zone_viewer import ZoneViewer
from saga_table.qt.models.zones import ZoneRole
from tests.qt.window_support import make_window


def _click(widget) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def test_cr103_5_library_rows_keep_their_cards_through_two_mulligans(qtbot) -> None:
    window = make_window(qtbot, demo_game())
    assert isinstance(window.controller.state.decision, MulliganDecision)
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.dialogs.viewers))
    viewer = window.dialogs.viewers[-1]
    assert isinstance(viewer, ZoneViewer)
    # Tick the box as a player does: a click on the box's own indicator.
    QTest.mouseClick(viewer.show_all, Qt.MouseButton.LeftButton, pos=QPoint(6, 6))
    assert viewer.show_all.isChecked()
    player = PlayerId(0)
    for _ in range(2):  # 103.5: shuffle the hand back and draw seven, twice
        assert window.controller.perform(a.Mulligan(player))
    library = window.controller.state.zone(player, Zone.LIBRARY)
    shown = [viewer.proxy.data(viewer.proxy.index(r, 0), ZoneRole.OBJECT_ID)
             for r in range(viewer.proxy.rowCount())]  # fmt: skip
    assert shown == list(library)  # every row shows a card, in library order
    assert all(name for name in viewer.visible_names())
    hand = window.controller.state.zone(player, Zone.HAND)
    assert window.controller.perform(a.KeepHand(player, bottom=tuple(hand[:2])))
    library = window.controller.state.zone(player, Zone.LIBRARY)  # two more at the bottom
    assert [viewer.proxy.data(viewer.proxy.index(r, 0), ZoneRole.OBJECT_ID)
            for r in range(viewer.proxy.rowCount())] == list(library)  # fmt: skip
    # Choose the third row with the mouse and send it to the hand.
    rect = viewer.view.visualRect(viewer.proxy.index(2, 0))
    QTest.mouseClick(viewer.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    chosen = viewer.selected_id()
    assert chosen == library[2]
    with qtbot.waitSignal(viewer.action_requested) as asked:
        _click(viewer.buttons["hand"])
    assert asked.args == [a.MoveObject(chosen, Zone.HAND)]
    state = window.controller.state
    assert chosen not in state.zone(player, Zone.LIBRARY)  # 400.7: a new object in the hand
    assert len(state.zone(player, Zone.HAND)) == len(hand) - 2 + 1
