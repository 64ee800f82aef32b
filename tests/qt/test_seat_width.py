"""How wide a seat is: the column of a player's name, life and piles gives way to the Sagas'
chapter text on a narrow table (a laptop's 1024x600) and takes its room back on a wide one."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from saga_table.demo import table_midgame
from saga_table.qt.table import SEAT_NARROW
from saga_table.qt.widgets._saga_layout import past_lines
from tests.qt.window_support import make_window, pump


def _chapters_to_come_cut(window) -> list[str]:
    """The chapters not yet over whose text a Saga on the table shows cut."""
    cut = []
    for field in window.battlefields:
        for saga in field.saga_widgets():
            layout = saga.layout_for_card()
            assert layout is not None
            view = saga.view()
            for row, over, chapter in zip(
                layout.rows, past_lines(view), view.chapters, strict=True
            ):
                if row.text.elided and not over:
                    cut.append(f"{view.name} {chapter.symbol}")
    return cut


def test_cr714_2c_four_seats_at_1024x600_narrow_the_seats_and_keep_chapters_to_come_whole(
    qtbot,
) -> None:
    # Four seats of two or three Sagas each on a laptop: with the wide seats, seven
    # chapters still to come (Fable of the Mirror-Breaker III among them) ended in "…".
    from saga_table.app import install_fonts

    install_fonts(QApplication.instance())
    window = make_window(qtbot, table_midgame(language="en"), size=(1024, 600))
    pump()
    assert _chapters_to_come_cut(window) == []
    assert window.table.narrow_seats()
    for area in window.table.areas:
        assert area.seat.width() <= SEAT_NARROW
        assert area.seat.isVisible()


def test_a_seat_widens_again_when_the_window_does(qtbot) -> None:
    window = make_window(qtbot, table_midgame(language="en"), size=(1366, 768))
    pump()
    assert not window.table.narrow_seats()
    wide = [area.seat.width() for area in window.table.areas]
    assert min(wide) > SEAT_NARROW
    window.resize(1024, 600)
    pump()
    assert window.table.narrow_seats()
    assert all(area.seat.width() <= SEAT_NARROW for area in window.table.areas)
    window.resize(1366, 768)
    pump()
    assert not window.table.narrow_seats()
    assert [area.seat.width() for area in window.table.areas] == wide


def test_five_seats_stay_narrow_on_a_wide_screen(qtbot) -> None:
    # two columns of players: narrow seats whatever the width
    window = make_window(qtbot, table_midgame(players=6), size=(1920, 1080))
    pump()
    assert window.table.narrow_seats()
    assert all(area.seat.width() <= SEAT_NARROW for area in window.table.areas)
