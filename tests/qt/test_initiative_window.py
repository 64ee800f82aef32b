"""The initiative and its dungeon at the table: the room choice is a dialog with a map."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from saga_table.engine.dungeons import UNDERCITY
from saga_table.qt.dialogs.dungeon import DungeonDialog, RoomDialog, map_rects
from tests.qt.window_support import a, goldfish_game, japanese, make_window, pump


def _click_choice(qtbot, dialog, index: int) -> None:
    choice = dialog.choices[index]
    qtbot.mouseClick(choice, Qt.MouseButton.LeftButton, pos=QPoint(8, choice.height() // 2))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    pump()


def test_cr725_2_the_second_venture_asks_for_the_room_on_a_map(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    game = window.controller.game
    window.controller.perform(a.TakeTheInitiative(0))
    window.controller.perform(a.ResolveTopOfStack())  # enters Undercity: Secret Entrance
    window.controller.perform(a.ResolveTopOfStack())  # its room ability, by hand
    window.controller.perform(a.VentureIntoTheDungeon(0, undercity=True))
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, RoomDialog))
    dialog = window.decision_dialog
    assert [c.text().split(" — ")[0] for c in dialog.choices] == ["Forge", "Lost Well"]
    assert dialog.map.current == "Secret Entrance"
    _click_choice(qtbot, dialog, 1)
    assert game.state.players[0].room == "Lost Well"
    assert "ventures into Lost Well (Undercity)" in " ".join(window.log_model.lines())


def test_cr701_49a_the_dungeon_choice_in_japanese(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        window.controller.perform(a.VentureIntoTheDungeon(0))
        qtbot.waitUntil(lambda: isinstance(window.decision_dialog, DungeonDialog))
        dialog = window.decision_dialog
        assert dialog.windowTitle() == "ダンジョンに進む"
        assert [c.text() for c in dialog.choices] == [
            "ファンデルヴァーの失われた鉱山",
            "狂える魔道士の迷宮",
            "全滅の墓",
        ]
        _click_choice(qtbot, dialog, 2)
        assert window.controller.state.players[0].dungeon == "Tomb of Annihilation"


def test_the_dungeon_map_puts_each_room_below_the_rooms_that_lead_to_it() -> None:
    rects = map_rects(UNDERCITY, 400, 30)
    for room in UNDERCITY.rooms:
        for nxt in room.leads_to:
            assert rects[nxt].top() > rects[room.name].top()
    tops = {r.top() for r in rects.values()}
    assert len(tops) == 5  # five rows, as the card prints them
    assert all(r.width() > 100 for r in rects.values())
