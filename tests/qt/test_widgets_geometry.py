"""The widgets' pure helpers: geometry, hit-testing, chapter states, payloads. No painting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from saga_table.qt.widgets._card_base import card_geometry, fit_card_size
from saga_table.qt.widgets._card_parts import counter_label, layout_pills, pill_labels, pt_text
from saga_table.qt.widgets._paint import (
    fit_bold_font,
    hexagon,
    mix,
    prepare_text,
    scaled_font,
    text_width,
)
from saga_table.qt.widgets.crown import (
    CrownPayload,
    accepts_crown,
    crown_mime_data,
    decode_crown_payload,
    encode_crown_payload,
    parse_crown_mime,
    seat_at,
)
from saga_table.qt.widgets.lore_dial import (
    dial_label,
    dial_square,
    filled_segments,
    hit_delta,
    key_delta,
    overflow_count,
    segment_angles,
    wheel_steps,
)
from saga_table.qt.widgets.phase_bar import chevron, fit_widths, text_region
from saga_table.qt.widgets.saga_widget import (
    ChapterState,
    allocate_rows,
    chapter_marks,
    chapter_states,
    next_chapter_line,
    numeral_rects,
    roman,
    saga_frame,
)
from saga_table.qt.widgets.seat_widget import format_delta, info_rows, life_hit_delta, seat_layout
from saga_table.qt.widgets.view import CardView, ChapterView, SeatView


def saga(
    lore: int,
    *,
    next_chapter: int | None = None,
    waiting: tuple[int, ...] = (),
    lost: bool = False,
    reached: tuple[int, ...] | None = None,
) -> CardView:
    """History of Benalia: "I, II" share a line, then "III"."""
    return CardView(
        object_id=7,
        name="History of Benalia",
        type_line="Enchantment — Saga",
        controller=0,
        is_saga=True,
        chapters=(
            ChapterView((1, 2), "I, II", "Make a 2/2 Knight token."),
            ChapterView((3,), "III", "Knights get +2/+1."),
        ),
        lore=lore,
        final_chapter=3,
        reached=tuple(n for n in (1, 2, 3) if n <= lore) if reached is None else reached,
        next_chapter=next_chapter,
        waiting_chapters=waiting,
        lost_all_abilities=lost,
    )


# -- lore dial ------------------------------------------------------------------------------


@pytest.mark.parametrize("final", [1, 2, 3, 4, 5, 6])
def test_segment_angles_cover_the_ring_clockwise_from_noon(final: int) -> None:
    angles = segment_angles(final)
    assert len(angles) == final
    assert angles[0][0] <= 90.0  # starts at twelve o'clock
    assert all(span < 0 for _, span in angles)  # clockwise in Qt's convention
    step = 360.0 / final
    for i, (start, span) in enumerate(angles):
        if final > 1:
            assert start == pytest.approx(90.0 - i * step - 4.0)
            assert span == pytest.approx(-(step - 8.0))
    # Segments plus gaps make a full turn.
    total = sum(-span for _, span in angles) + (8.0 * final if final > 1 else 0.0)
    assert total == pytest.approx(360.0)


def test_segment_angles_for_no_chapters_is_empty() -> None:
    assert segment_angles(0) == []
    assert segment_angles(-1) == []


@pytest.mark.parametrize(
    ("lore", "final", "filled", "over", "label"),
    [
        (0, 3, 0, 0, "0/3"),
        (2, 3, 2, 0, "2/3"),
        (3, 3, 3, 0, "3/3"),
        (5, 3, 3, 2, "5/3"),
        (2, 0, 0, 0, "2"),
        (-1, 3, 0, 0, "-1/3"),
    ],
)
def test_dial_counts(lore: int, final: int, filled: int, over: int, label: str) -> None:
    assert filled_segments(lore, final) == filled
    assert overflow_count(lore, final) == over
    assert dial_label(lore, final) == label


def test_dial_square_is_centred() -> None:
    sq = dial_square(QRectF(0, 0, 100, 40))
    assert (sq.width(), sq.height()) == (40, 40)
    assert sq.center() == QPointF(50, 20)


@pytest.mark.parametrize(
    ("x", "y", "delta"),
    [(50, 2, 1), (50, 19.9, 1), (50, 20, -1), (50, 39, -1), (10, 10, 0), (90, 30, 0), (50, 45, 0)],
)
def test_hit_delta_upper_half_adds_lower_half_removes(x: float, y: float, delta: int) -> None:
    assert hit_delta(QPointF(x, y), QRectF(0, 0, 100, 40)) == delta


def test_hit_delta_on_an_empty_rect_is_zero() -> None:
    assert hit_delta(QPointF(0, 0), QRectF()) == 0


@pytest.mark.parametrize(
    ("key", "delta"),
    [
        (Qt.Key.Key_Up, 1),
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Plus, 1),
        (Qt.Key.Key_Equal, 1),
        (Qt.Key.Key_Down, -1),
        (Qt.Key.Key_Left, -1),
        (Qt.Key.Key_Minus, -1),
        (Qt.Key.Key_A, 0),
        (Qt.Key.Key_Space, 0),
    ],
)
def test_key_delta(key: Qt.Key, delta: int) -> None:
    assert key_delta(key) == delta


def test_wheel_steps_accumulate_touchpad_deltas() -> None:
    pending, emitted = 0, []
    for delta in (40, 40, 40, -30, -90, -120):
        steps, pending = wheel_steps(pending, delta)
        emitted.append(steps)
    assert emitted == [0, 0, 1, 0, -1, -1]
    assert pending == 0


# -- card frame -----------------------------------------------------------------------------


@pytest.mark.parametrize(("w", "h"), [(180, 250), (150, 210), (300, 300), (100, 600), (1, 1)])
def test_fit_card_size_keeps_a_card_shape_inside_the_room(w: float, h: float) -> None:
    cw, ch = fit_card_size(w, h)
    assert cw <= w + 1e-9 and ch <= h + 1e-9
    assert 1.22 - 1e-9 <= ch / cw <= 1.55 + 1e-9


def test_fit_card_size_of_nothing() -> None:
    assert fit_card_size(0, 100) == (0.0, 0.0)


def test_untapped_card_is_centred() -> None:
    geo = card_geometry(184, 254, tapped=False)
    assert (geo.card_w, geo.card_h) == (180, 250)
    assert geo.to_widget(QPointF(0, 0)) == QPointF(2, 2)


def test_tapped_card_lies_landscape_with_its_text_upright() -> None:
    # A turned card on a real table is wider than tall; its text still reads left to right
    # here (turned 90°, a row of tapped lands could only be read with a tilted head).
    geo = card_geometry(254, 184, tapped=True)
    assert (geo.card_w, geo.card_h) == (250, 180)
    assert geo.to_widget(QPointF(0, 0)) == QPointF(2, 2)
    assert geo.to_widget(QPointF(250, 0)) == QPointF(252, 2)  # the top edge runs along the top
    back = geo.to_card(QPointF(100, 50))
    assert (back.x(), back.y()) == (pytest.approx(98), pytest.approx(48))


def test_tapped_card_in_a_portrait_slot_shrinks_to_fit() -> None:
    geo = card_geometry(180, 250, tapped=True)
    rect = geo.transform.mapRect(geo.card_rect)
    assert rect.width() <= 180 + 1e-6 and rect.height() <= 250 + 1e-6
    assert rect.width() > rect.height()  # drawn landscape


# -- chapter states -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lore", "next_chapter", "states", "next_line"),
    [
        (0, 1, ["next", "upcoming"], 0),
        (1, 2, ["next", "upcoming"], 0),  # "I, II": I reached, II next: the shared line is next
        (2, 3, ["reached", "next"], 1),
        (3, None, ["reached", "reached"], None),
    ],
)
def test_next_chapter_marker_follows_the_lore_count(
    lore: int, next_chapter: int | None, states: list[str], next_line: int | None
) -> None:
    view = saga(lore, next_chapter=next_chapter)
    assert [s.value for s in chapter_states(view)] == states
    assert next_chapter_line(view) == next_line


def test_shared_line_knows_which_of_its_numbers_are_reached_and_next() -> None:
    first = chapter_marks(saga(1, next_chapter=2))[0]
    assert first.reached == (1,)
    assert first.next_number == 2


def test_waiting_chapters_are_marked_on_their_line() -> None:
    marks = chapter_marks(saga(2, next_chapter=3, waiting=(2,)))
    assert marks[0].waiting == (2,)
    assert marks[1].waiting == ()


def test_lost_all_abilities_mutes_every_line() -> None:
    marks = chapter_marks(saga(2, next_chapter=None, lost=True))
    assert all(m.muted for m in marks)
    assert [m.state for m in marks] == [ChapterState.REACHED, ChapterState.UPCOMING]


def test_reached_comes_from_the_view_or_the_lore_count() -> None:
    # The controller's "reached" list counts even if lore was not filled in, and vice versa.
    assert chapter_marks(saga(0, reached=(1, 2), next_chapter=3))[0].reached == (1, 2)
    assert chapter_marks(saga(2, reached=(), next_chapter=3))[0].reached == (1, 2)


def test_roman_numerals() -> None:
    assert [roman(n) for n in range(1, 8)] == ["I", "II", "III", "IV", "V", "VI", "VII"]
    assert roman(0) == "0"


# -- saga layout ----------------------------------------------------------------------------


def test_allocate_rows_fills_the_room_exactly() -> None:
    for available in (30.0, 90.0, 200.0):
        heights = allocate_rows(available, [20.0, 20.0, 40.0], [35.0, 10.0, 50.0])
        assert sum(heights) == pytest.approx(available)
        assert all(h >= 0 for h in heights)


def test_allocate_rows_gives_each_row_what_it_needs_when_it_can() -> None:
    heights = allocate_rows(200, [20, 20], [50, 30])
    assert heights[0] >= 50 and heights[1] >= 30


def test_allocate_rows_of_nothing() -> None:
    assert allocate_rows(100, [], []) == []


def test_numeral_rects_stack_and_shrink() -> None:
    row = QRectF(0, 0, 40, 30)
    rects = numeral_rects(row, 5, 2, hex_w=30, hex_h=18, gap=2, pad=2)
    assert len(rects) == 2
    assert rects[0].bottom() <= rects[1].top()
    assert rects[0].top() >= row.top() and rects[1].bottom() <= row.bottom() + 1e-6


@pytest.mark.parametrize("width", [150.0, 180.0, 240.0])
@pytest.mark.parametrize("dfc", [False, True])
@pytest.mark.parametrize("creature", [False, True])
def test_saga_frame_parts_stay_on_the_card_and_apart(
    width: float, dfc: bool, creature: bool
) -> None:
    h = width * 250 / 180
    fr = saga_frame(width, h, double_faced=dfc, creature=creature, pills=True, counters=True)
    card = QRectF(0, 0, width, h)
    parts = [fr.title, fr.dial, fr.name, fr.body, fr.type_row]
    parts += [r for r in (fr.flip, fr.pt, fr.pills, fr.counters) if r is not None]
    for part in parts:
        assert card.contains(part), part
    assert not fr.name.intersects(fr.dial)
    assert fr.flip is None or not fr.flip.intersects(fr.name)
    assert fr.body.bottom() <= fr.type_row.top()
    assert fr.title.bottom() <= fr.body.top()
    assert fr.body.height() > 80


# -- card parts -----------------------------------------------------------------------------


def test_counter_labels() -> None:
    assert counter_label("+1/+1", 2) == "+1/+1 ×2"
    assert counter_label("shield", 1) == "shield"


def test_pt_text() -> None:
    base = saga(0)
    assert pt_text(base) is None
    bear = CardView(1, "Bear", "Creature", 0, power=2, toughness=3)
    assert pt_text(bear) == "2/3"


def test_pill_labels_in_order() -> None:
    view = CardView(
        1, "Bear", "Creature", 0, attacking=True, token=True, damage=2, lost_all_abilities=True
    )
    assert [kind for kind, _ in pill_labels(view)] == ["attacking", "token", "damage", "lost"]


def test_layout_pills_never_overflow() -> None:
    area = QRectF(0, 0, 100, 10)
    rects = layout_pills([60, 60, 60], area, gap=4)
    assert len(rects) == 2
    assert all(area.contains(r) for r in rects)


def test_prepare_text_glues_power_toughness() -> None:
    text = prepare_text("gets  +2/+1 and   makes a 2/2")
    assert "  " not in text
    assert text.count("\u2060") == 2
    assert prepare_text("creature/planeswalker") == "creature/planeswalker"


def test_hexagon_fills_its_rect() -> None:
    pts = hexagon(QRectF(10, 10, 30, 20))
    xs, ys = [p.x() for p in pts], [p.y() for p in pts]
    assert (min(xs), max(xs), min(ys), max(ys)) == (10, 40, 10, 30)


def test_mix() -> None:
    from PySide6.QtGui import QColor

    assert mix(QColor("black"), QColor("white"), 0.5).red() in (127, 128)
    assert mix(QColor("black"), QColor("white"), 2.0) == QColor("white")


# -- phase bar ------------------------------------------------------------------------------


def test_fit_widths_fills_exactly_and_respects_minimums() -> None:
    natural = [40.0, 120.0, 60.0, 200.0]
    for available in (100.0, 300.0, 420.0, 1000.0):
        widths = fit_widths(natural, available, minimum=[20, 30, 20, 40])
        assert sum(widths) == pytest.approx(available)
        if available >= 110:
            assert all(w >= lo - 1e-9 for w, lo in zip(widths, [20, 30, 20, 40], strict=True))


def test_fit_widths_keeps_the_current_step_whole_while_it_can() -> None:
    widths = fit_widths([50, 200, 50], 260, minimum=10, keep=1)
    assert widths[1] == 200


def test_chevrons_nest() -> None:
    r = QRectF(0, 0, 100, 30)
    first = chevron(r, 8, first=True, last=False)
    middle = chevron(r, 8, first=False, last=False)
    last = chevron(r, 8, first=False, last=True)
    assert len(first) == 5 and len(middle) == 6 and len(last) == 5
    assert max(p.x() for p in middle) == 100
    assert text_region(r, 8, first=False, last=False) == QRectF(8, 0, 84, 30)


# -- crown ----------------------------------------------------------------------------------


def test_crown_payload_round_trip() -> None:
    for player in (None, 0, 3):
        payload = CrownPayload(player)
        assert decode_crown_payload(encode_crown_payload(payload)) == payload


@pytest.mark.parametrize("data", [b"nope", b"[1, 2]", b'{"from_player": true}', b"\xff\xfe"])
def test_bad_crown_payloads_are_refused(data: bytes) -> None:
    assert decode_crown_payload(data) is None


def test_parse_crown_mime(qapp) -> None:
    from PySide6.QtCore import QMimeData

    assert parse_crown_mime(crown_mime_data(2)) == CrownPayload(2)
    plain = QMimeData()
    plain.setText("crown")
    assert parse_crown_mime(plain) is None
    assert parse_crown_mime(None) is None


def test_a_seat_takes_a_crown_from_elsewhere_only() -> None:
    assert accepts_crown(CrownPayload(0), 1)
    assert accepts_crown(CrownPayload(None), 1)
    assert not accepts_crown(CrownPayload(1), 1)
    assert not accepts_crown(CrownPayload(0), 1, enabled=False)


def test_seat_at() -> None:
    seats = {0: QRectF(0, 0, 100, 50), 1: QRectF(0, 60, 100, 50)}
    assert seat_at(QPointF(10, 10), seats) == 0
    assert seat_at(QPointF(10, 70), seats) == 1
    assert seat_at(QPointF(10, 55), seats) is None


# -- seat -----------------------------------------------------------------------------------


def test_format_delta_uses_a_real_minus() -> None:
    assert format_delta(3) == "+3"
    assert format_delta(-2) == "\u22122"
    assert format_delta(0) == ""


def test_life_hit_delta() -> None:
    r = QRectF(10, 10, 100, 60)
    assert life_hit_delta(QPointF(50, 20), r) == 1
    assert life_hit_delta(QPointF(50, 60), r) == -1
    assert life_hit_delta(QPointF(5, 20), r) == 0


def test_info_rows_show_poison_and_commander_damage_only_when_there_is_some(qapp) -> None:
    quiet = SeatView(0, "A", 20, hand=7, library=50)
    assert [r.kind for r in info_rows(quiet)] == ["hand", "library", "graveyard"]
    hurt = SeatView(0, "A", 20, poison=3, commander_damage=(("B", 5), ("C", 0)))
    assert [r.kind for r in info_rows(hurt)] == [
        "poison",
        "hand",
        "library",
        "graveyard",
        "commander",
    ]


@pytest.mark.parametrize(("w", "h"), [(260, 120), (180, 90), (400, 200)])
def test_seat_layout_keeps_the_change_beside_the_number(w: float, h: float) -> None:
    lay = seat_layout(w, h, 5)
    seat = QRectF(0, 0, w, h)
    for part in (lay.name, lay.crown, lay.life, lay.info, lay.delta):
        assert seat.contains(part)
    assert not lay.delta.intersects(lay.life_number)
    assert not lay.name.intersects(lay.crown)
    assert not lay.life.intersects(lay.info)
    assert sum(r.height() for r in lay.info_rows) == pytest.approx(lay.info.height())


def _fit_one_by_one(
    text: str, base: QFont, size: float, width: float, min_size: float, step: float
) -> int:
    """The search ``fit_bold_font`` stands for: each size from the top, one step at a time."""
    font = scaled_font(base, size, bold=True)
    while size > min_size and text_width(text, font) > width:
        size -= step
        font = scaled_font(base, size, bold=True)
    return font.pixelSize()


@pytest.mark.parametrize("step", [1.0, 0.5])
def test_fit_bold_font_finds_the_size_the_one_by_one_search_finds(
    qapp: object, step: float
) -> None:
    base = QFont(QApplication.font())
    for text in ("20", "7", "-143", "IV", "ライフ"):
        for size in (6.0, 14.5, 60.84, 120.0):
            for width in (0.0, 3.0, 11.5, 32.17, 70.0, 400.0):
                for min_size in (6, 10):
                    font = fit_bold_font(text, base, size, width, min_size=min_size, step=step)
                    expected = _fit_one_by_one(text, base, size, width, min_size, step)
                    assert font.bold()
                    assert font.pixelSize() == expected, (text, size, width, min_size)
