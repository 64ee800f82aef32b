"""CardWidget and make_card_widget: a generic permanent and its intents."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from saga_table.qt.widgets.card_widget import CardWidget, layout_card, make_card_widget
from saga_table.qt.widgets.saga_widget import SagaCardWidget
from saga_table.qt.widgets.view import CardView
from tests.qt.test_widgets_gallery import (
    BEARS,
    BENALIA,
    GOBLIN_JA,
    KIKI_JA_TAPPED,
    KNIGHT_TOKEN,
    render,
)
from tests.qt.test_widgets_support import colour_distance, send_context_menu

CARDS = [BEARS, KNIGHT_TOKEN, GOBLIN_JA, KIKI_JA_TAPPED]


def shown(qtbot, view: CardView, size: QSize | None = None) -> CardWidget:
    widget = CardWidget(view)
    qtbot.addWidget(widget)
    widget.resize(size or widget.sizeHint())
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_factory_picks_the_saga_widget_for_sagas(qtbot) -> None:
    saga = make_card_widget(BENALIA)
    card = make_card_widget(BEARS)
    qtbot.addWidget(saga)
    qtbot.addWidget(card)
    assert isinstance(saga, SagaCardWidget)
    assert isinstance(card, CardWidget)
    assert saga.view() == BENALIA and card.view() == BEARS


@pytest.mark.parametrize("view", CARDS, ids=lambda v: v.name)
@pytest.mark.parametrize("size", [(180, 250), (150, 210)])
def test_every_text_fits(qapp, view: CardView, size: tuple[int, int]) -> None:
    w, h = size
    layout = layout_card(view, w, h, qapp.font())
    fr = layout.frame
    card = QRectF(0, 0, w, h)
    assert layout.name.height <= fr.name.height() + 0.5
    assert layout.text.height <= fr.body.height() + 0.5
    assert layout.text.width() <= fr.body.width() + 0.5
    fm = QFontMetricsF(layout.type_font)
    assert fm.horizontalAdvance(layout.type_text) <= fr.type_row.width()
    for _, rect in (*layout.pills, *layout.counters):
        assert card.contains(rect)
    if fr.pt is not None:
        assert card.contains(fr.pt)
        for _, rect in layout.counters:
            assert not rect.intersects(fr.pt)


def test_counters_read_as_kind_and_count(qapp) -> None:
    layout = layout_card(BEARS, 180, 250, qapp.font())
    assert [label for label, _ in layout.counters] == ["+1/+1 ×2", "stun"]


def test_status_pills(qapp) -> None:
    layout = layout_card(BEARS, 180, 250, qapp.font())
    assert [kind for (kind, _), _ in layout.pills] == ["attacking", "damage"]
    token = layout_card(KNIGHT_TOKEN, 180, 250, qapp.font())
    assert [kind for (kind, _), _ in token.pills] == ["token"]


def test_attacking_card_has_an_attack_coloured_border(qtbot) -> None:
    widget = shown(qtbot, BEARS)
    widget.setProperty("attackColor", QColor("#00ff00"))
    image = widget.grab().toImage()
    geo = widget.geometry_for_card()
    edge = geo.to_widget(geo.card_rect.center()).toPoint()
    edge.setX(round(geo.to_widget(geo.card_rect.topLeft()).x()) + 2)
    assert colour_distance(QColor(image.pixel(edge)), QColor("#00ff00")) < 60


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("view", CARDS, ids=lambda v: v.name)
def test_renders_at_1x_and_2x(qtbot, view: CardView, dpr: float) -> None:
    widget = CardWidget(view)
    qtbot.addWidget(widget)
    image = render(widget, widget.sizeHint(), dpr)
    assert image.height() == int(widget.sizeHint().height() * dpr)


def test_tapped_card_is_landscape(qtbot) -> None:
    widget = CardWidget(KIKI_JA_TAPPED)
    qtbot.addWidget(widget)
    assert widget.sizeHint() == QSize(250, 180)
    assert "tapped" in widget.accessibleDescription()


def test_a_tapped_card_reads_upright_and_says_tapped(qtbot) -> None:
    # Turned 90°, a tapped card's name and text ran down its side; it lies landscape now, its
    # text left to right, greyed, with a "Tapped" pill.
    plain = replace(BEARS, attacking=False, damage=0, counters=(), text="Trample")
    tapped = shown(qtbot, replace(plain, tapped=True), QSize(254, 184))
    untapped = shown(qtbot, plain, QSize(184, 254))
    geo = tapped.geometry_for_card()
    assert not geo.transform.isRotating()
    assert geo.card_w > geo.card_h
    layout = tapped.layout_for_card()
    assert layout is not None
    assert [label for (kind, label), _ in layout.pills] == ["Tapped"]
    assert layout.frame.name.width() > layout.frame.name.height()
    assert layout.name.lines == ("Grizzly Bears",) and layout.text.lines == ("Trample",)
    point = QPoint(round(geo.card_w * 0.5), round(geo.card_h * 0.9))
    grey = tapped.grab().toImage().pixelColor(point)
    white = untapped.grab().toImage().pixelColor(QPoint(round(geo.card_h * 0.5), 200))
    assert grey.lightness() < white.lightness()


def test_double_click_asks_to_toggle_tapped(qtbot) -> None:
    widget = shown(qtbot, BEARS)
    with qtbot.waitSignal(widget.tap_toggle_requested) as blocker:
        qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(90, 150))
    assert blocker.args == [10]
    assert widget.view() == BEARS


def test_context_menu_intent(qtbot) -> None:
    widget = shown(qtbot, BEARS)
    with qtbot.waitSignal(widget.context_menu_requested) as blocker:
        send_context_menu(widget, QPoint(10, 10))
    assert blocker.args == [10, widget.mapToGlobal(QPoint(10, 10))]


def test_flip_toggle_on_a_double_faced_card(qtbot) -> None:
    widget = shown(qtbot, KIKI_JA_TAPPED)
    layout = widget.layout_for_card()
    assert layout is not None and layout.frame.flip is not None
    pos = widget.geometry_for_card().to_widget(layout.frame.flip.center()).toPoint()
    with qtbot.waitSignal(widget.flip_requested) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == [13]
    with qtbot.waitSignal(widget.show_other_face_requested):
        qtbot.keyClick(widget, Qt.Key.Key_F, Qt.KeyboardModifier.ShiftModifier)
    assert "鏡割りの寓話" in widget.tooltip_at(layout.frame.flip.center())


def test_set_view_replaces_what_is_shown(qtbot) -> None:
    widget = shown(qtbot, BEARS)
    widget.set_view(replace(BEARS, name="Runeclaw Bear", tapped=True))
    assert widget.accessibleName() == "Runeclaw Bear"
    assert widget.sizeHint() == QSize(250, 180)


def _mountains(qtbot, width: int, height: int):
    from saga_table.qt.battlefield import _Tile

    mountain = CardView(7, "Mountain", "Basic Land — Mountain", controller=0)
    tile = _Tile(CardWidget(mountain))
    qtbot.addWidget(tile)
    tile.resize(width, height)
    tile.set_count(6)
    tile.show()
    qtbot.waitExposed(tile)
    card = tile.card
    assert isinstance(card, CardWidget)
    layout = card.layout_for_card()
    assert layout is not None
    return tile, card, layout


def test_a_piles_badge_goes_down_to_the_type_line_so_the_name_reads_whole(qtbot) -> None:
    """Six Mountains in a tile too narrow for the name and the "×6" badge on one row (a
    four-seat table at 1024x600): the name shows whole, the badge sits on the type line's row
    (its end is elided instead: "Basic Lan…"), under the name, never over it."""
    tile, card, layout = _mountains(qtbot, 70, 96)
    assert layout.name.lines == ("Mountain",) and not layout.name.elided
    geo = card.geometry_for_card()
    name_bottom = geo.transform.map(layout.frame.name.bottomLeft()).y()
    assert tile.badge.geometry().top() >= name_bottom - 1  # below the name's row
    type_row = geo.transform.mapRect(layout.frame.type_row)
    assert abs(tile.badge.geometry().top() - type_row.top()) <= 1
    fm = QFontMetricsF(layout.type_font)
    type_right = type_row.left() + 5 * layout.frame.unit + fm.horizontalAdvance(layout.type_text)
    assert type_right <= tile.badge.geometry().left() + 1  # the type line stops before it
    tile.set_count(1)  # alone again: the badge goes, the type line comes back whole
    layout = card.layout_for_card()
    assert layout is not None and layout.badge_row is None
    assert tile.badge.isHidden()


def test_a_piles_name_too_long_even_alone_stops_before_its_badge_uncut(qtbot) -> None:
    """A tile so narrow that "Mountain" does not fit even without the badge: the badge keeps
    the title's corner and the name is elided before it ("Moun…"), never broken inside a word
    ("Mount" / "ain")."""
    tile, card, layout = _mountains(qtbot, 44, 96)
    name = layout.name
    assert name.elided
    assert all((line and line in "Mountain") or line.endswith("…") for line in name.lines)
    assert not any(line.startswith("ain") for line in name.lines)  # no word cut in two
    assert tile.badge.geometry().top() == 4  # the title's row
    fm = QFontMetricsF(name.font)
    geo = card.geometry_for_card()
    widest = max(fm.horizontalAdvance(line) for line in name.lines)
    name_right = geo.card_rect.left() + layout.frame.name.left() + widest
    assert name_right <= tile.badge.geometry().left() + 1  # stops before the badge


def test_a_card_name_is_elided_rather_than_cut_inside_a_word(qapp) -> None:
    from saga_table.qt.widgets._card_parts import fit_card_name

    rect = QRectF(0, 0, 34, 40)  # two lines of room, too narrow for "Mountain" on one
    name = fit_card_name("Mountain", qapp.font(), rect, unit=1.0, min_px=8.0)
    assert len(name.lines) == 1 and name.elided and name.lines[0].endswith("…")
    fm = QFontMetricsF(name.font)
    assert fm.horizontalAdvance(name.lines[0]) <= rect.width()
    two = fit_card_name("Karn's Bastion", qapp.font(), QRectF(0, 0, 60, 40), unit=1.0, min_px=8.0)
    assert two.lines == ("Karn's", "Bastion")  # words still wrap at spaces


def test_a_tapped_attackers_pill_says_whom_it_attacks_before_it_says_tapped() -> None:
    # At 1024x600 a tapped attacker's short pill row kept "Tapped" and dropped "→ Ben": whom it
    # attacks is told by its pill alone, while the grey face already says tapped.
    from saga_table.qt.widgets._card_parts import pill_labels

    view = replace(BEARS, tapped=True, attacks="Ben", damage=0)
    kinds = [kind for kind, _ in pill_labels(view)]
    assert kinds[0] == "attacking" and kinds[-1] == "tapped"
