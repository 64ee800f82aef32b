"""The table's layout: cards sized to the room, Sagas as wide as their chapter text, stable
slots, the zoom (Ctrl+plus, Ctrl+wheel, remembered), the lore dial's targets and the preview."""

from __future__ import annotations

from contextlib import nullcontext

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QCursor, QFont, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from saga_table.demo import table_midgame
from saga_table.persistence.settings import Settings, settings_from_json, settings_to_json
from saga_table.qt.settings_bridge import UiSettings, from_saved, to_saved
from saga_table.qt.table_layout import (
    CARD_RATIO,
    SQUEEZE_MIN,
    Slot,
    TileSpec,
    card_bounds,
    fit_tiles,
    next_zoom,
    place_tiles,
    stable_order,
)
from saga_table.qt.widgets._saga_layout import past_lines
from saga_table.qt.widgets.lore_dial import MIN_TARGET, dial_targets
from saga_table.qt.widgets.saga_widget import (
    SagaCardWidget,
    layout_saga,
    saga_frame,
    saga_width_needed,
)
from saga_table.qt.widgets.view import CardView, ChapterView
from tests.qt.test_paper_table import paper_game, put_by_typing
from tests.qt.window_support import japanese, make_window, pump

LONG = CardView(
    object_id=1,
    name="A Long Saga",
    type_line="Enchantment — Saga",
    controller=0,
    is_saga=True,
    final_chapter=3,
    chapters=(
        ChapterView((1,), "I", "Each player makes two 1/1 tokens and then draws a card."),
        ChapterView((2,), "II", "Put a +1/+1 counter on each creature you control, then scry 2."),
        ChapterView((3,), "III", "Return a creature card from your graveyard to your hand."),
    ),
)


# ----------------------------------------------------------------------------- pure geometry


def test_seven_cards_in_one_row_then_two_rows_when_taller() -> None:
    wide = fit_tiles([TileSpec()] * 7, 930, 160)
    assert wide.card_height == 160 and {r.y() for r in wide.rects} == {0}
    tall = fit_tiles([TileSpec()] * 7, 930, 420)
    assert len({r.y() for r in tall.rects}) == 2  # rows wrap
    assert tall.card_height > wide.card_height


def test_tiles_never_overlap_nor_leave_the_room() -> None:
    specs = [TileSpec(saga=True, width_for=lambda h: h * 1.3)] * 3
    specs += [TileSpec(), TileSpec(tapped=True), TileSpec()]
    fit = fit_tiles(specs, 860, 150)
    rects = [r for r in fit.rects if r is not None]
    for i, r in enumerate(rects):
        assert r.right() < 860 and r.bottom() < 150
        assert not any(r.intersects(o) for o in rects[i + 1 :])


def test_sagas_keep_their_width_and_other_cards_go_compact_when_room_is_short() -> None:
    specs = [TileSpec(saga=True, width_for=lambda h: h * 1.3)] * 3 + [TileSpec()] * 4
    fit = fit_tiles(specs, 860, 150)
    assert fit.compact
    sagas, others = fit.rects[:3], fit.rects[3:]
    assert all(r.width() >= round(fit.card_height * 1.3) for r in sagas)
    assert all(r.height() < fit.card_height / 2 for r in others)  # half high, two a column
    assert len({r.x() for r in others}) == 2


def test_a_row_shorter_than_the_smallest_card_takes_shorter_cards_while_text_stays_whole() -> None:
    # A Saga whose text is whole only in a tile at least 180 px wide (a shorter Saga is a wider
    # one: its width_for grows as the height falls)
    def width_for(card_h: int) -> float:
        return 180 + (112 - card_h) * 4

    saga = TileSpec(saga=True, width_for=width_for, whole_at=lambda w, h: w >= 180)
    low, _high = card_bounds(1.0)
    fit = fit_tiles([saga, TileSpec()], 600, 100)
    assert fit.card_height == 100 < low and fit.height <= 100  # no scroll bar
    assert fit.rects[0] is not None and fit.rects[0].width() >= 180


def test_a_saga_is_squeezed_rather_than_leave_a_permanent_out_of_sight() -> None:
    # A row too narrow for the Saga's whole text beside a creature: the Saga gets narrower
    # (its chapters over take one line, Z shows it large) and the creature stays in view,
    # rather than going to a second row behind a scroll bar.
    def width_for(card_h: int) -> float:
        return 180 + (112 - card_h) * 4

    saga = TileSpec(saga=True, width_for=width_for, whole_at=lambda w, h: w >= width_for(h))
    fit = fit_tiles([saga, TileSpec()], 200, 100)
    assert fit.height <= 100 and len({r.y() for r in fit.rects}) == 1  # no scroll bar
    squeezed, creature = fit.rects
    assert squeezed.width() < width_for(fit.card_height)
    assert squeezed.width() >= SQUEEZE_MIN * fit.card_height / CARD_RATIO - 1
    assert creature.right() < 200
    # no narrower than SQUEEZE_MIN card widths: where even that leaves no room, the rows run
    # on downwards and the battlefield scrolls, as before
    crowded = fit_tiles([saga, saga, TileSpec(), TileSpec()], 200, 100)
    assert crowded.height > 100 and crowded.saga_cap is None


def test_a_small_card_fills_the_room_beside_a_saga_rather_than_a_row_under_a_wide_one() -> None:
    narrow = TileSpec(saga=True, width_for=lambda h: 100)
    wide = TileSpec(saga=True, width_for=lambda h: 300)
    rects, height = place_tiles([narrow, wide, TileSpec(), TileSpec()], 364, 112)
    assert height == 2 * 112 + 6  # two rows, not three
    first, second, land, creature = rects
    assert first.y() == land.y() == creature.y() == 0 and second.y() == 118
    assert land.left() > first.right() and creature.left() > land.right()


def test_rows_that_need_more_room_than_the_smallest_cards_take_shorter_ones_whole() -> None:
    # two Sagas that cannot share a row, in a room a little short of two rows of the smallest
    # cards; each is whole only at least as wide as it asks at its height
    def widening(base: int) -> TileSpec:
        def width_for(card_h: int) -> float:
            return max(base, base + (112 - card_h) * 3)

        return TileSpec(saga=True, width_for=width_for, whole_at=lambda w, h: w >= width_for(h))

    fit = fit_tiles([widening(200), widening(250)], 364, 208)
    low, _high = card_bounds(1.0)
    assert fit.card_height < low and fit.height <= 208
    assert len({r.y() for r in fit.rects}) == 2


def test_overflow_runs_downwards_at_the_smallest_size() -> None:
    fit = fit_tiles([TileSpec()] * 30, 500, 120)
    assert fit.card_height == card_bounds(1.0)[0]
    assert fit.height > 120


def test_a_card_stays_in_its_slot_when_another_leaves() -> None:
    piles = [("a", True, False), ("b", True, False), ("c", True, False), ("plains", False, True)]
    first = stable_order([], piles)
    before, _ = place_tiles([TileSpec(saga=s) for _k, s, _l in piles], 500, 140)
    after_slots = stable_order(first, [p for p in piles if p[0] != "b"])
    assert [s.key for s in after_slots] == ["a", None, "c", "plains"]
    specs = [TileSpec(saga=s.saga) for s in after_slots]
    after, _ = place_tiles(specs, 500, 140, holes=[s.key is None for s in after_slots])
    assert after[2] == before[2] and after[3] == before[3]  # "c" and the Plains did not move
    assert after[1] is None


def test_a_new_land_goes_after_the_lands_and_a_new_saga_fills_the_empty_slot() -> None:
    slots = [Slot(None, saga=True, was="b"), Slot("c", saga=True), Slot("plains", land=True)]
    order = stable_order(slots, [("plains", False, True), ("c", True, False), ("d", True, False)])
    assert [s.key for s in order] == ["d", "c", "plains"]
    order = stable_order(
        order,
        [("plains", False, True), ("c", True, False), ("d", True, False), ("swamp", False, True)],
    )
    assert [s.key for s in order] == ["d", "c", "plains", "swamp"]
    order = stable_order(
        order,
        [
            ("plains", False, True),
            ("c", True, False),
            ("d", True, False),
            ("swamp", False, True),
            ("e", True, False),
            ("elf", False, False),
        ],
    )
    assert [s.key for s in order] == ["d", "c", "e", "plains", "swamp", "elf"]


def test_zoom_steps() -> None:
    assert next_zoom(1.0, 1) > 1.0 > next_zoom(1.0, -1)
    low, high = card_bounds(1.25)
    assert (low, high) > card_bounds(1.0)


def test_cr714_saga_is_never_narrower_than_its_chapter_text_needs(qapp) -> None:
    font = QFont(qapp.font())
    for height in (120, 160, 220):
        width = saga_width_needed(
            LONG, height, font, 10.0, narrowest=height / 1.4, widest=height * 3
        )
        layout = layout_saga(LONG, width, height, font, text_px=10.0)
        assert layout.fits, f"chapter text elided at {width}x{height}"
        assert layout.text_px >= 9.0
    narrow = layout_saga(LONG, 86, 120, font, text_px=10.0)
    assert not narrow.fits  # the narrow card of before could not show it


def test_cr714_2c_a_card_too_small_for_every_chapter_keeps_the_chapters_to_come_whole(
    qapp,
) -> None:
    """Eight seats on a laptop: a Saga cannot show all three chapters whole; the chapter that
    is over (reached, resolved, not next) takes one line, and those to come stay whole."""
    from dataclasses import replace

    font = QFont(qapp.font())
    at_two = replace(LONG, lore=2, reached=(1, 2), next_chapter=3)
    width, height = 150, 120
    assert not layout_saga(replace(LONG, lore=0), width, height, font, text_px=10.0).fits
    layout = layout_saga(at_two, width, height, font, text_px=10.0)
    assert not layout.fits and layout.to_come_whole
    over, second, third = (row.text for row in layout.rows)
    assert over.elided and len(over.lines) == 1 and second.elided and len(second.lines) == 1
    # chapter II is over too (resolved), so only III must be whole; it is
    assert not third.elided and " ".join(third.lines).replace("  ", " ") == LONG.chapters[2].text
    # while chapter II waits on the stack it is not over: it stays whole beside III
    waiting = replace(at_two, waiting_chapters=(2,))
    rows = layout_saga(waiting, width, height, font, text_px=10.0).rows
    assert rows[0].text.elided and not rows[1].text.elided and not rows[2].text.elided


SAGA_CREATURE = CardView(
    object_id=2,
    name="Summon: Stand-In",
    type_line="Enchantment Creature — Saga Demon",
    controller=0,
    is_saga=True,
    final_chapter=4,
    power=3,
    toughness=2,
    chapters=(
        ChapterView((1, 2), "I, II", "Swap a card."),
        ChapterView((3, 4), "III, IV", "Add {R}."),
    ),
)


def test_cr714_a_saga_creature_is_wide_enough_for_its_type_line_beside_its_power(qapp) -> None:
    """Summon: G.F. Ifrit at a crowded table: "Enchantment Creature — Saga Demon" and "3/2"
    share the bottom row; the card is as wide as both need, not elided to "Enchantment Cr…"."""
    font = QFont(qapp.font())
    for height in (110, 140, 200):
        width = saga_width_needed(
            SAGA_CREATURE, height, font, 10.0, narrowest=height / 1.4, widest=height * 3
        )
        layout = layout_saga(SAGA_CREATURE, width, height, font, text_px=10.0)
        assert layout.type_text == SAGA_CREATURE.type_line, f"elided at {width:.0f}x{height}"


@pytest.mark.parametrize("card_w", [60.0, 90.0, 130.0, 180.0, 300.0])
def test_dial_targets_are_at_least_24_px_at_every_size(card_w: float) -> None:
    frame = saga_frame(card_w, card_w * 1.4)
    up, down = dial_targets(frame.dial, QRectF(0, 0, card_w, card_w * 1.4))
    for target in (up, down):
        assert target.width() >= MIN_TARGET and target.height() >= MIN_TARGET
    assert not up.intersects(down.adjusted(0, 0.5, 0, 0))


# ----------------------------------------------------------------------------- in the window


def _saga_heights(window) -> list[float]:
    return [w.geometry_for_card().card_h for f in window.battlefields for w in f.saga_widgets()]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_four_players_at_1366_show_every_chapter_text_whole(qtbot, language) -> None:
    with japanese() if language == "ja" else nullcontext():
        window = make_window(qtbot, table_midgame(language=language), language=language)
        pump()
        sagas = [w for f in window.battlefields for w in f.saga_widgets()]
        assert len(sagas) >= 8
        for saga in sagas:
            layout = saga.layout_for_card()
            assert layout is not None and layout.fits, saga.view().name
            assert not layout.name.elided, saga.view().name
            assert saga.isVisible() and saga.visibleRegion().boundingRect() == saga.rect()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_cr714_four_crowded_seats_at_1024x600_show_every_saga_and_permanent(
    qtbot, language
) -> None:
    """Four seats of two or three Sagas and five more piles each: every pile is in view (no
    seat scrolls), the Sagas narrower than their whole text asks where they must be; every
    Saga's lore dial and chapter marks are there to read and to click."""
    from saga_table.app import install_fonts

    install_fonts(QApplication.instance())
    with japanese() if language == "ja" else nullcontext():
        window = make_window(
            qtbot, table_midgame(language=language), language=language, size=(1024, 600)
        )
        pump()
        for field in window.battlefields:
            assert field.minimumHeight() == 0  # the seat does not scroll
            cards = field.card_widgets()
            assert len(cards) >= 5
            for card in cards:
                assert card.visibleRegion().boundingRect() == card.rect(), card.view().name
            for saga in field.saga_widgets():
                layout = saga.layout_for_card()
                assert layout is not None and len(layout.rows) == len(saga.view().chapters)


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")
def test_cr714_four_seats_at_1024x582_a_saga_put_by_name_is_whole_without_a_scroll_bar(
    qtbot,
) -> None:
    # 1024x600 under a window manager's title bar: each seat's row is shorter than the
    # smallest card, and the first Saga of a paper game was cut at its type line
    window = make_window(qtbot, paper_game(), size=(1024, 582))
    dialog = put_by_typing(qtbot, window, "History of Benalia", seat=0)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    field = window.battlefields[0]
    assert field.room().height() < card_bounds(1.0)[0]
    (saga,) = field.saga_widgets()
    layout = saga.layout_for_card()
    assert layout is not None and layout.fits and not layout.name.elided
    assert saga.visibleRegion().boundingRect() == saga.rect()  # nothing of it scrolled away
    assert field.minimumHeight() == 0  # the row does not scroll


def test_cr714_six_seats_at_1366x768_a_seat_of_two_sagas_and_six_piles_shows_all_whole(
    qtbot,
) -> None:
    # Alice's seat: History of Benalia, Urza's Saga, and four piles of other permanents. The
    # piles had gone to a third row and Urza's Saga to a second, cut, both scrolled away.
    window = make_window(qtbot, table_midgame(players=6), size=(1366, 768))
    pump()
    field = window.battlefields[0]
    cards = field.card_widgets()
    assert len(cards) == 6 and len(field.saga_widgets()) == 2
    for card in cards:
        assert card.visibleRegion().boundingRect() == card.rect(), card.view().name
    for saga in field.saga_widgets():
        layout = saga.layout_for_card()
        assert layout is not None and layout.fits, saga.view().name
    assert field.minimumHeight() == 0  # the seat does not scroll


def test_cr714_eight_seats_at_1024x600_show_each_sagas_chapters_to_come_whole(qtbot) -> None:
    # The Eldest Reborn at chapter II on the stack had read "いずれかの墓地からクリーチャーかP…"
    # for its chapter III; its chapter I, over, now takes one line instead. The app's own fonts
    # (what the text needs depends on them), as the app installs them.
    from saga_table.app import install_fonts

    install_fonts(QApplication.instance())
    with japanese():
        window = make_window(
            qtbot, table_midgame(language="ja", players=8), language="ja", size=(1024, 600)
        )
        pump()
        for saga in (w for f in window.battlefields for w in f.saga_widgets()):
            if saga.visibleRegion().boundingRect() != saga.rect():
                continue  # scrolled out of its seat's view
            layout = saga.layout_for_card()
            assert layout is not None
            if layout.fits:
                continue
            past = past_lines(saga.view())
            if not layout.to_come_whole:
                assert not any(past), saga.view().name  # nothing over to make room with
                continue
            for row, over in zip(layout.rows, past, strict=True):
                assert over or not row.text.elided, saga.view().name
        # each seat's first Saga: its chapters whole, or at least those to come (the seats of
        # five to eight players are narrower, SEAT_NARROW, so that Song of Freyalise fits)
        for field in window.battlefields:
            first = field.saga_widgets()[0].layout_for_card()
            assert first is not None and (first.fits or first.to_come_whole)
        chen = next(
            w
            for f in window.battlefields
            for w in f.saga_widgets()
            if w.view().name == "最古再誕" and w.view().lore == 2
        )
        assert chen.layout_for_card().to_come_whole
        assert not chen.layout_for_card().rows[2].text.elided


def test_cr714_3a_a_lore_counter_from_the_dial_repaints_the_saga_without_laying_it_out(
    qtbot, monkeypatch
) -> None:
    """The layout's inputs leave lore out (the dial shows it); every new view had dropped the
    cached layout, so each lore counter laid its Saga out again (1-2 ms on a big table)."""
    import saga_table.qt.widgets.saga_widget as saga_widget
    from tests.qt.test_widgets_saga import dial_point

    window = make_window(qtbot, table_midgame())
    pump()
    saga = next(w for f in window.battlefields for w in f.saga_widgets() if w.view().lore == 1)
    before = saga.view().lore
    made: list[str] = []
    real = saga_widget.layout_saga

    def counting(view, *args, **kwargs):
        made.append(view.name)
        return real(view, *args, **kwargs)

    monkeypatch.setattr(saga_widget, "layout_saga", counting)
    QTest.mouseClick(saga, Qt.MouseButton.LeftButton, pos=dial_point(saga, upper=True))
    pump()
    saga.repaint()
    assert saga.view().lore == before + 1  # the counter went on, and the card shows it
    assert made == []


def test_ctrl_plus_on_the_window_zooms_and_is_remembered(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    before = card_bounds(1.0)
    saved: list[UiSettings] = []
    window.settings_changed.connect(saved.append)
    field = window.battlefields[0]
    sizes_before = [r.size() for r in field.tile_rects()]
    QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    pump()
    assert field.zoom() > 1.0
    assert saved and saved[-1].table_zoom == field.zoom()
    assert [r.size() for r in field.tile_rects()] != sizes_before
    assert before < card_bounds(field.zoom())
    # Remembered: through the settings file and into a new window.
    stored = settings_to_json(to_saved(saved[-1], Settings()))
    read, problems = settings_from_json(stored)
    assert not problems and from_saved(read).table_zoom == field.zoom()
    QTest.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    pump()
    assert field.zoom() < 1.0
    assert saved[-1].table_zoom == field.zoom()


def test_a_window_opens_at_the_remembered_zoom(qtbot) -> None:
    from saga_table.qt.controller import GameController
    from saga_table.qt.main_window import MainWindow

    window = MainWindow(GameController(table_midgame()), settings=UiSettings(table_zoom=1.25))
    qtbot.addWidget(window)
    assert all(f.zoom() == 1.25 for f in window.battlefields)


def test_ctrl_wheel_over_a_card_zooms_and_does_not_turn_the_dial(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    field = window.battlefields[0]
    saga = field.saga_widgets()[0]
    lore = saga.view().lore
    dial = saga.layout_for_card().frame.dial
    pos = saga.geometry_for_card().to_widget(dial.center())
    event = QWheelEvent(
        pos,
        QPointF(saga.mapToGlobal(pos.toPoint())),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(saga, event)
    pump()
    assert field.zoom() > 1.0
    assert window.battlefields[1].zoom() == field.zoom()  # one zoom for the whole table
    assert saga.view().lore == lore


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen tool window
def test_z_on_a_focused_card_shows_its_large_preview(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    saga = window.battlefields[0].saga_widgets()[0]
    saga.setFocus()
    qtbot.waitUntil(saga.hasFocus)
    QTest.keyClick(saga, Qt.Key.Key_Z)
    preview = window.table.preview
    qtbot.waitUntil(preview.isVisible)
    card = preview.card()
    assert isinstance(card, SagaCardWidget) and card.view() == saga.view()
    layout = card.layout_for_card()
    assert layout is not None and layout.fits  # the whole chapter text
    assert card.geometry_for_card().card_h > 2 * saga.geometry_for_card().card_h
    QTest.keyClick(saga, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not preview.isVisible())


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen tool window
def test_z_shows_the_card_under_the_pointer_large(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    pump()
    window.statusBar().clearMessage()
    field = window.battlefields[1]
    card = next(w for w in field.card_widgets() if not isinstance(w, SagaCardWidget))
    # The pointer goes over the card: QCursor.setPos moves it (QTest.mouseMove alone sends the
    # move events but leaves the platform's cursor where an earlier test put it, offscreen).
    QCursor.setPos(card.mapToGlobal(card.rect().center()))
    QTest.mouseMove(card, card.rect().center())
    qtbot.waitUntil(lambda: QApplication.widgetAt(QCursor.pos()) is card)
    QTest.keyClick(window, Qt.Key.Key_Z)
    preview = window.table.preview
    qtbot.waitUntil(preview.isVisible)
    assert preview.card().view() == card.view()
    QTest.keyClick(window, Qt.Key.Key_Z)  # Z again closes it
    qtbot.waitUntil(lambda: not preview.isVisible())


def test_a_saga_that_leaves_leaves_the_other_cards_where_they_were(qtbot) -> None:
    from saga_table.engine import actions as act
    from saga_table.engine.ids import ObjectId, Zone
    from tests.qt.window_support import permanent

    window = make_window(qtbot, table_midgame())
    pump()
    field = window.battlefields[1]  # Bruno: three Sagas, then the lands and the rest
    before = {
        w.view().name: field._tiles[k].geometry()
        for k, w in zip(field._order, field.card_widgets(), strict=True)
    }
    flame = permanent(window.controller.game, "The Flame of Keld")
    window.gestures.perform(act.MoveObject(ObjectId(flame), Zone.GRAVEYARD))
    pump()
    after = {
        w.view().name: field._tiles[k].geometry()
        for k, w in zip(field._order, field.card_widgets(), strict=True)
    }
    assert "The Flame of Keld" not in after
    for name, rect in after.items():
        assert rect == before[name], f"{name} moved from {before[name]} to {rect}"
    assert any(s.key is None for s in field.slots())  # its slot waits, empty


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")
def test_a_cards_menu_shows_it_large_for_a_player_using_the_mouse(qtbot) -> None:
    """No key to remember: right-click a card, *Show the card large*."""
    from tests.qt.test_paper_table import choose_from_context_menu

    window = make_window(qtbot, table_midgame())
    pump()
    saga = window.battlefields[0].saga_widgets()[0]
    choose_from_context_menu(qtbot, saga, "Show the card large")
    preview = window.table.preview
    qtbot.waitUntil(preview.isVisible)
    card = preview.card()
    assert card is not None and card.view() == saga.view()


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")
@pytest.mark.parametrize("language", ["en", "ja"])
def test_cr111_a_compact_token_at_a_crowded_seat_shows_its_token_pill_and_pt_inside_it(
    qtbot, language
) -> None:
    """Three Sagas, their tokens, a land and a creature put by name on one of four paper seats
    at 1024x600: the tiles go compact (about 45 px high). A token's "Token" pill had been cut
    by the tile's bottom edge and the type line lay under the P/T box; now the pill sits in the
    bottom row beside the P/T, whole (「トークン」 too), and the type line gives up its row where
    there is none for it."""
    from saga_table.app import install_fonts
    from saga_table.qt.widgets._paint import text_width

    install_fonts(QApplication.instance())  # (what the text needs depends on the app's fonts)
    context = japanese() if language == "ja" else nullcontext()
    with context:
        window = make_window(qtbot, paper_game(), language=language, size=(1024, 600))
        _crowd_the_first_seat(qtbot, window, text_width)


def _crowd_the_first_seat(qtbot, window, text_width, *, pill_required: bool = True) -> None:
    """Five cards put by name for the first seat; each tile's pills inside it, whole (a token's
    "Token" pill there unless ``pill_required`` is False: then it may be left out, never cut),
    the type line never under the P/T box, every card in sight."""
    from saga_table.qt.dialogs.put_card import PutCardDialog
    from saga_table.qt.widgets.card_widget import CardWidget
    from tests.qt.test_paper_table import open_dialog, press_next, shortcut, type_text

    for name in (
        "History of Benalia",
        "Urza's Saga",
        "Fable of the Mirror-Breaker",
        "Mountain",
        "Keldon Warcaller",
    ):
        shortcut(qtbot, window, Qt.Key.Key_P)  # Ctrl+P: onto the battlefield, by name
        dialog = open_dialog(qtbot, window, PutCardDialog)
        assert dialog.controller.currentIndex() == 0  # (the active player's)
        type_text(dialog.search, name)
        QTest.keyClick(dialog.search, Qt.Key.Key_Return)
        pump()
        while window.controller.game.state.stack:
            press_next(window)  # Space resolves the chapter on the stack
    field = window.battlefields[0]
    cards = [c for c in field.card_widgets() if isinstance(c, CardWidget)]
    tokens = [c for c in cards if c.view().token]
    assert len(tokens) == 2  # the Knight and the Goblin Shaman
    compact = 0
    for card in cards:
        layout = card.layout_for_card()
        assert layout is not None
        fr = layout.frame
        inside = card.geometry_for_card().card_rect  # (layout rects are in card coordinates)
        compact += fr.type_row.height() == 0
        for _pill, rect in layout.pills:
            assert inside.contains(rect), (card.view().name, rect, inside)
            assert fr.pt is None or not rect.intersects(fr.pt), card.view().name
        if card.view().token and (layout.pills or pill_required):
            ((_kind, label), rect) = layout.pills[0]
            assert label in ("Token", "トークン")
            whole = text_width(label, layout.small_font) + rect.height() * 0.9  # (_chip_rects)
            assert rect.width() >= whole - 0.5, (label, rect.width(), whole)  # not elided
        if fr.type_row.height() and fr.pt is not None:
            assert fr.type_row.bottom() <= fr.pt.top(), card.view().name  # not under the P/T
        assert card.visibleRegion().boundingRect() == card.rect(), card.view().name
    assert compact  # (the seat was crowded enough to need it)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_cr111_six_crowded_seats_at_1366x768_never_cut_a_token_pill(qtbot, language) -> None:
    """Six paper seats at 1366x768, four cards each and ten on the first: the first seat's
    tiles are 67x40 there, and its Knight and Goblin Shaman tokens read 「トー…」 (and "To…").
    A tile now asks for the width its status pills need where the row has it, and a pill that
    still cannot be whole is left out (the dashed border says token; hover and Z the rest)."""
    from saga_table.app import install_fonts
    from saga_table.engine import actions as a
    from saga_table.engine.game import Game
    from saga_table.engine.ids import PlayerId
    from saga_table.engine.setup import GameSetup, PlayerSetup
    from saga_table.qt.widgets._paint import text_width
    from saga_table.qt.widgets.card_widget import CardWidget

    install_fonts(QApplication.instance())
    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in "ABCDEF")
    context = japanese() if language == "ja" else nullcontext()
    with context:
        game = Game(GameSetup(players=seats))
        window = make_window(qtbot, game, language=language, size=(1366, 768))
        lookup = window.paper.lookup
        four = ["History of Benalia", "Fable of the Mirror-Breaker", "Mountain", "Keldon Warcaller"]
        more = ["Urza's Saga", "History of Benalia", "Plains", "Swamp", "Palace Sentinels"]
        for seat in range(6):
            for name in four + ([*more, "Fable of the Mirror-Breaker"] if seat == 0 else []):
                card = lookup.find(name).card
                assert window.controller.perform(a.PutCardOntoBattlefield(card, PlayerId(seat)))
                while window.controller.state.stack:
                    assert window.controller.perform(a.ResolveTopOfStack())
        pump()
        tokens = 0
        for field in window.battlefields:
            for card in field.card_widgets():
                if not isinstance(card, CardWidget) or not card.view().token:
                    continue
                tokens += 1
                layout = card.layout_for_card()
                for (_kind, label), rect in layout.pills:
                    whole = text_width(label, layout.small_font) + rect.height() * 0.9
                    assert rect.width() >= whole - 0.5, (card.view().name, label, rect.width())
    assert tokens >= 12  # (every seat's Knight and Goblin Shaman at least)
