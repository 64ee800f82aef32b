"""SagaCardWidget: what it shows (chapter states, fitted text, pixels) and the intents it emits."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from saga_table.qt.widgets.saga_widget import (
    ChapterState,
    SagaCardWidget,
    chapter_states,
    layout_saga,
)
from saga_table.qt.widgets.view import CardView
from tests.qt.test_widgets_gallery import (
    BENALIA,
    ELDEST_LOST,
    FABLE_JA,
    IFRIT_JA,
    SUMMON_EN,
    THRAN_OVERFLOW,
    render,
)
from tests.qt.test_widgets_support import colour_distance, send_context_menu, send_wheel

ACCENT = QColor("#ff00ff")
ALL_SAGAS = [BENALIA, FABLE_JA, IFRIT_JA, SUMMON_EN, ELDEST_LOST, THRAN_OVERFLOW]


def shown(qtbot, view: CardView, size: QSize | None = None) -> SagaCardWidget:
    widget = SagaCardWidget(view)
    qtbot.addWidget(widget)
    widget.resize(size or QSize(180, 250))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def at(widget: SagaCardWidget, card_point: QPointF) -> QPoint:
    """A point given in card coordinates, in widget coordinates."""
    return widget.geometry_for_card().to_widget(card_point).toPoint()


def dial_point(widget: SagaCardWidget, *, upper: bool) -> QPoint:
    layout = widget.layout_for_card()
    assert layout is not None
    dial = layout.frame.dial
    y = dial.top() + dial.height() * (0.2 if upper else 0.8)
    return at(widget, QPointF(dial.center().x(), y))


# -- what it shows --------------------------------------------------------------------------


@pytest.mark.parametrize("lore", [0, 1, 2, 3])
def test_the_next_chapter_row_matches_the_lore_count(lore: int) -> None:
    view = replace(
        BENALIA,
        lore=lore,
        reached=tuple(n for n in (1, 2, 3) if n <= lore),
        next_chapter=lore + 1 if lore < 3 else None,
    )
    states = chapter_states(view)
    nxt = view.next_chapter
    for chapter, state in zip(view.chapters, states, strict=True):
        assert (state is ChapterState.NEXT) == (nxt in chapter.numbers)


@pytest.mark.parametrize("view", ALL_SAGAS, ids=lambda v: v.name)
@pytest.mark.parametrize("size", [(180, 250), (150, 210), (240, 330)])
def test_every_text_fits_its_box(qapp, view: CardView, size: tuple[int, int]) -> None:
    w, h = size
    layout = layout_saga(view, w, h, qapp.font())
    card = QRectF(0, 0, w, h)
    fr = layout.frame
    assert layout.name.height <= fr.name.height() + 0.5
    assert layout.name.width() <= fr.name.width() + 0.5
    for row in layout.rows:
        assert card.contains(row.rect)
        assert row.text.height <= row.text_rect.height() + 0.5, row.text.lines
        assert row.text.width() <= row.text_rect.width() + 0.5, row.text.lines
        for _, hex_rect in row.numerals:
            assert row.rect.contains(hex_rect)
    fm = QFontMetricsF(layout.type_font)
    assert fm.horizontalAdvance(layout.type_text) <= layout.type_rect.width() + 0.5
    # Rows do not overlap and stay in the chapter area.
    for a, b in zip(layout.rows, layout.rows[1:], strict=False):
        assert a.rect.bottom() <= b.rect.top() + 1e-6
    assert layout.rows[-1].rect.bottom() <= fr.body.bottom() + 1e-6


def test_japanese_text_wraps_without_eliding_at_the_normal_size(qapp) -> None:
    layout = layout_saga(FABLE_JA, 180, 250, qapp.font())
    for row, chapter in zip(layout.rows, FABLE_JA.chapters, strict=True):
        assert not row.text.elided
        assert "".join(row.text.lines).replace("\u2060", "") == chapter.text
    # Japanese line breaking: no line starts with a closing mark.
    for row in layout.rows:
        assert not any(line.startswith(("。", "、", "」")) for line in row.text.lines)


def test_text_does_not_break_inside_power_and_toughness(qapp) -> None:
    layout = layout_saga(BENALIA, 180, 250, qapp.font())
    for row in layout.rows:
        for line in row.text.lines:
            assert not line.endswith("/") and not line.startswith("+1")


def test_too_much_text_is_elided_not_clipped(qapp) -> None:
    long = replace(FABLE_JA, chapters=tuple(replace(c, text=c.text * 6) for c in FABLE_JA.chapters))
    layout = layout_saga(long, 150, 210, qapp.font())
    assert any(row.text.elided for row in layout.rows)
    for row in layout.rows:
        assert row.text.height <= row.text_rect.height() + 0.5


def test_reached_chapter_is_filled_with_the_accent_colour(qtbot) -> None:
    view = replace(FABLE_JA, waiting_chapters=())  # I and II reached, III next
    widget = shown(qtbot, view)
    widget.setProperty("accentColor", ACCENT)
    image = widget.grab().toImage()
    layout = widget.layout_for_card()
    assert layout is not None
    ((_, reached_hex),) = layout.rows[0].numerals
    ((_, next_hex),) = layout.rows[2].numerals
    # Inside the hexagon, left of the numeral.
    probe = at(
        widget, QPointF(reached_hex.left() + reached_hex.width() * 0.3, reached_hex.center().y())
    )
    assert colour_distance(QColor(image.pixel(probe)), ACCENT) < 30
    # The next chapter's hexagon is outlined, not filled.
    inside_next = at(
        widget, QPointF(next_hex.left() + next_hex.width() * 0.3, next_hex.center().y())
    )
    assert colour_distance(QColor(image.pixel(inside_next)), ACCENT) > 100
    # Its row is outlined in the accent colour (the left edge of the row frame).
    row = layout.rows[2].rect
    u = layout.frame.unit
    edge = at(widget, QPointF(row.left() + 2 * u, row.center().y()))
    assert colour_distance(QColor(image.pixel(edge)), ACCENT) < 60


def test_lost_all_abilities_paints_no_accent_in_the_chapters(qtbot) -> None:
    widget = shown(qtbot, ELDEST_LOST)
    widget.setProperty("accentColor", ACCENT)
    image = widget.grab().toImage()
    layout = widget.layout_for_card()
    assert layout is not None
    ((_, hex_rect),) = layout.rows[0].numerals
    probe = at(widget, QPointF(hex_rect.left() + hex_rect.width() * 0.3, hex_rect.center().y()))
    assert colour_distance(QColor(image.pixel(probe)), ACCENT) > 100
    assert "lost all abilities" in widget.accessibleDescription()


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("view", ALL_SAGAS, ids=lambda v: v.name)
def test_renders_at_1x_and_2x(qtbot, view: CardView, dpr: float) -> None:
    widget = SagaCardWidget(view)
    qtbot.addWidget(widget)
    image = render(widget, widget.sizeHint(), dpr)
    assert image.width() == int(widget.sizeHint().width() * dpr)


def test_size_hints_turn_with_the_card(qtbot) -> None:
    widget = SagaCardWidget(BENALIA)
    qtbot.addWidget(widget)
    assert widget.sizeHint() == QSize(180, 250)
    assert widget.minimumSizeHint() == QSize(150, 210)
    widget.set_view(replace(BENALIA, tapped=True))
    assert widget.sizeHint() == QSize(250, 180)
    assert widget.minimumSizeHint() == QSize(210, 150)


def test_accessible_name_and_description(qtbot) -> None:
    widget = SagaCardWidget(FABLE_JA)
    qtbot.addWidget(widget)
    assert widget.accessibleName() == "鏡割りの寓話"
    desc = widget.accessibleDescription()
    assert "lore 2 of 3" in desc and "next chapter III" in desc and "on the stack: II" in desc
    assert widget.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_no_view_paints_nothing_and_does_not_crash(qtbot) -> None:
    widget = SagaCardWidget()
    qtbot.addWidget(widget)
    assert widget.view() is None and widget.object_id() is None
    widget.grab()


# -- intents --------------------------------------------------------------------------------


def test_dial_clicks_ask_for_lore(qtbot) -> None:
    widget = shown(qtbot, BENALIA)
    with qtbot.waitSignal(widget.lore_change_requested) as up:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=dial_point(widget, upper=True))
    assert up.args == [1, 1]
    with qtbot.waitSignal(widget.lore_change_requested) as down:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=dial_point(widget, upper=False))
    assert down.args == [1, -1]
    assert widget.view() == BENALIA  # the widget never changes its own view


def test_dial_works_on_a_tapped_card_too(qtbot) -> None:
    widget = shown(qtbot, replace(BENALIA, tapped=True), QSize(250, 180))
    with qtbot.waitSignal(widget.lore_change_requested) as up:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=dial_point(widget, upper=True))
    assert up.args == [1, 1]


def test_wheel_over_the_dial_asks_for_lore_elsewhere_scrolls_on(qtbot) -> None:
    widget = shown(qtbot, BENALIA)
    seen: list[tuple[int, int]] = []
    widget.lore_change_requested.connect(lambda *a: seen.append(a))
    assert send_wheel(widget, QPointF(dial_point(widget, upper=True)), -120)
    assert not send_wheel(widget, QPointF(90, 150), 120)  # the chapter area: not ours
    assert seen == [(1, -1)]


@pytest.mark.parametrize(("key", "delta"), [(Qt.Key.Key_Up, 1), (Qt.Key.Key_Minus, -1)])
def test_keys_ask_for_lore(qtbot, key: Qt.Key, delta: int) -> None:
    widget = shown(qtbot, BENALIA)
    with qtbot.waitSignal(widget.lore_change_requested) as blocker:
        qtbot.keyClick(widget, key)
    assert blocker.args == [1, delta]


def test_double_click_toggles_tapped_but_not_on_the_dial(qtbot) -> None:
    widget = shown(qtbot, BENALIA)
    taps: list[int] = []
    lore: list[tuple[int, int]] = []
    widget.tap_toggle_requested.connect(taps.append)
    widget.lore_change_requested.connect(lambda *a: lore.append(a))
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(90, 150))
    assert taps == [1]
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=dial_point(widget, upper=True))
    assert taps == [1]
    assert lore == [(1, 1)]


def test_space_toggles_tapped(qtbot) -> None:
    widget = shown(qtbot, BENALIA)
    with qtbot.waitSignal(widget.tap_toggle_requested) as blocker:
        qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert blocker.args == [1]


def test_context_menu_intent_carries_the_global_position(qtbot) -> None:
    widget = shown(qtbot, BENALIA)
    with qtbot.waitSignal(widget.context_menu_requested) as blocker:
        send_context_menu(widget, QPoint(40, 60))
    assert blocker.args[0] == 1
    assert blocker.args[1] == widget.mapToGlobal(QPoint(40, 60))


def test_flip_toggle_on_a_double_faced_saga(qtbot) -> None:
    widget = shown(qtbot, FABLE_JA)
    layout = widget.layout_for_card()
    assert layout is not None and layout.frame.flip is not None
    pos = at(widget, layout.frame.flip.center())
    with qtbot.waitSignal(widget.flip_requested) as flip:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    assert flip.args == [2]
    with qtbot.waitSignal(widget.show_other_face_requested) as peek:
        qtbot.mouseClick(
            widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, pos=pos
        )
    assert peek.args == [2]
    with qtbot.waitSignal(widget.flip_requested):
        qtbot.keyClick(widget, Qt.Key.Key_F)


def test_single_faced_saga_has_no_flip_toggle(qtbot) -> None:
    widget = shown(qtbot, BENALIA)
    layout = widget.layout_for_card()
    assert layout is not None and layout.frame.flip is None
    with qtbot.assertNotEmitted(widget.flip_requested):
        qtbot.keyClick(widget, Qt.Key.Key_F)


def test_tooltips_explain_the_parts(qtbot) -> None:
    widget = shown(qtbot, FABLE_JA)
    layout = widget.layout_for_card()
    assert layout is not None
    assert "Lore 2 of 3" in widget.tooltip_at(layout.frame.dial.center())
    assert "キキジキの鏡像" in widget.tooltip_at(layout.frame.flip.center())  # type: ignore[union-attr]
    second = widget.tooltip_at(layout.rows[1].rect.center())
    assert "カード１枚を捨ててもよい" in second and "Waiting on the stack" in second


def test_waiting_colour_property(qtbot) -> None:
    widget = SagaCardWidget(BENALIA)
    qtbot.addWidget(widget)
    widget.setProperty("waitingColor", QColor("#123456"))
    assert widget.property("waitingColor") == QColor("#123456")


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen tooltip window
def test_tooltip_event_shows_the_chapter_text(qtbot) -> None:
    widget = shown(qtbot, FABLE_JA)
    layout = widget.layout_for_card()
    assert layout is not None
    pos = at(widget, layout.rows[1].rect.center())
    event = QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos))
    QApplication.sendEvent(widget, event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "カード１枚を捨ててもよい" in QToolTip.text()
    QToolTip.hideText()


@pytest.mark.parametrize("size", [(4, 4), (30, 40), (60, 80), (400, 120)])
def test_odd_sizes_paint_without_trouble(qtbot, size: tuple[int, int]) -> None:
    widget = SagaCardWidget(replace(IFRIT_JA, name=IFRIT_JA.name * 4))
    qtbot.addWidget(widget)
    render(widget, QSize(*size), 2.0)


def test_a_saga_without_chapters_still_paints(qtbot) -> None:
    bare = replace(BENALIA, chapters=(), final_chapter=0, lore=2, reached=(), next_chapter=None)
    widget = SagaCardWidget(bare)
    qtbot.addWidget(widget)
    render(widget, QSize(180, 250), 1.0)
    assert chapter_states(bare) == []
    assert "lore 2" in widget.accessibleDescription()
