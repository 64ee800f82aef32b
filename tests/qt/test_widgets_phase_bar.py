"""PhaseBar: every step of the turn, compact enough for 1366 px in English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from saga_table.qt.widgets.phase_bar import PhaseBar, layout_phase_bar, phase_label, step_at
from saga_table.qt.widgets.view import PhaseBarView, StepView
from tests.qt.test_widgets_gallery import (
    STEPS_EN,
    STEPS_JA_LONG,
    STEPS_JA_SHORT,
    phase_view,
    render,
)
from tests.qt.test_widgets_support import colour_distance

TWELVE_EN = tuple(s for s in STEPS_EN if s[0] != "first-strike damage")


def shown(qtbot, view: PhaseBarView, width: int = 1366) -> PhaseBar:
    bar = PhaseBar(view)
    qtbot.addWidget(bar)
    bar.resize(width, 32)
    bar.show()
    qtbot.waitExposed(bar)
    return bar


@pytest.mark.parametrize(
    "steps", [TWELVE_EN, STEPS_EN, STEPS_JA_SHORT], ids=["en12", "en13", "ja12"]
)
def test_twelve_steps_fit_1366_px_without_eliding(qapp, steps) -> None:
    view = phase_view(steps, current=4, player="Alice")
    layout = layout_phase_bar(view, 1366, 32, qapp.font())
    assert len(layout.steps) == len(steps)
    for (_, label), lines in zip(steps, layout.labels, strict=True):
        assert lines == (label,)
    assert layout.header_lines == ("Turn 7 · Alice",)
    assert layout.steps[-1].right() <= 1366


def test_long_japanese_labels_fold_whole_phases_never_a_word(qapp) -> None:
    view = phase_view(STEPS_JA_LONG, current=4, player="たろう")
    layout = layout_phase_bar(view, 1366, 32, qapp.font())
    assert layout.steps[-1].right() <= 1366
    phases = {phase_label(p) for p in ("beginning", "combat", "ending")}
    labels = {label for _key, label in STEPS_JA_LONG} | phases
    # Every label is drawn whole on one line: a step's own label or a folded phase's name.
    assert all(len(lines) == 1 and lines[0] in labels for lines in layout.labels)
    assert layout.labels[4] == ("戦闘開始ステップ",)  # the current step keeps its whole label
    assert len(layout.chips) < len(view.steps)


def test_narrow_bar_never_overflows(qapp) -> None:
    for width in (500, 700, 900):
        layout = layout_phase_bar(
            phase_view(STEPS_JA_LONG, current=6, player="たろう"), width, 32, qapp.font()
        )
        assert layout.steps[-1].right() <= width + 0.5
        for rect, lines, font in zip(layout.text_rects, layout.labels, layout.fonts, strict=True):
            fm = QFontMetricsF(font)
            assert all(fm.horizontalAdvance(line) <= rect.width() + 0.5 for line in lines)


def test_click_on_a_step_emits_its_key(qtbot) -> None:
    bar = shown(qtbot, phase_view(STEPS_EN, current=3, player="Alice"))
    layout = bar.bar_layout()
    upkeep = layout.steps[1].center().toPoint()
    with qtbot.waitSignal(bar.step_clicked) as blocker:
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=upkeep)
    assert blocker.args == ["upkeep"]
    second_main = layout.steps[10].center().toPoint()
    with qtbot.waitSignal(bar.step_index_clicked) as index:
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=second_main)
    assert index.args == [10]


def test_keyboard_walks_the_steps(qtbot) -> None:
    bar = shown(qtbot, phase_view(STEPS_EN, current=3, player="Alice"))
    qtbot.keyClick(bar, Qt.Key.Key_Right)
    with qtbot.waitSignal(bar.step_clicked) as blocker:
        qtbot.keyClick(bar, Qt.Key.Key_Return)
    assert blocker.args == ["beginning of combat"]


def test_step_at_finds_the_chip(qapp) -> None:
    layout = layout_phase_bar(phase_view(STEPS_EN, current=3, player="A"), 1366, 32, qapp.font())
    assert step_at(layout, layout.steps[5].center()) == 5
    assert step_at(layout, layout.header.center()) is None


def test_current_step_is_lit_with_the_accent(qtbot) -> None:
    bar = shown(qtbot, phase_view(STEPS_EN, current=5, player="Alice"))
    bar.setProperty("accentColor", QColor("#ff00ff"))
    image = bar.grab().toImage()
    r = bar.bar_layout().steps[5]
    probe = QPoint(round(r.center().x()), round(r.top() + 3))
    assert colour_distance(QColor(image.pixel(probe)), QColor("#ff00ff")) < 30
    other = bar.bar_layout().steps[8]
    probe = QPoint(round(other.center().x()), round(other.top() + 3))
    assert colour_distance(QColor(image.pixel(probe)), QColor("#ff00ff")) > 100


def test_tooltips_say_skipped_and_extra(qtbot) -> None:
    bar = shown(qtbot, phase_view(STEPS_EN, current=5, player="Alice"))
    steps = bar.view().steps
    assert "Skipped" in bar.step_tooltip(steps[2])
    assert "extra" in bar.step_tooltip(steps[4])
    assert "Current" in bar.step_tooltip(steps[5])


def test_accessible_description_names_the_current_step(qtbot) -> None:
    bar = shown(qtbot, phase_view(STEPS_EN, current=5, player="Alice"))
    assert "Attackers" in bar.accessibleDescription()
    assert bar.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_size_hint_fits_1366_for_twelve_steps(qtbot) -> None:
    for steps in (TWELVE_EN, STEPS_JA_SHORT):
        bar = PhaseBar(phase_view(steps, current=0, player="Alice"))
        qtbot.addWidget(bar)
        assert bar.sizeHint().width() <= 1366
        assert bar.minimumSizeHint().width() <= bar.sizeHint().width()


def test_empty_view(qtbot) -> None:
    bar = PhaseBar()
    qtbot.addWidget(bar)
    render(bar, QSize(400, 32), 1.0)
    bar.set_view(
        PhaseBarView(steps=(StepView("untap", "Untap", "current"),), turn=1, active_player_name="")
    )
    render(bar, QSize(400, 32), 2.0)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_renders_at_1x_and_2x(qtbot, dpr: float) -> None:
    bar = PhaseBar(phase_view(STEPS_JA_LONG, current=3, player="たろう"))
    qtbot.addWidget(bar)
    image = render(bar, QSize(1366, 32), dpr)
    assert image.width() == int(1366 * dpr)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_phase_bar_labels_at_1024x600_are_whole_and_one_size(qtbot, language) -> None:
    from contextlib import nullcontext

    from saga_table.demo import table_midgame
    from tests.qt.window_support import japanese, make_window, pump

    with japanese() if language == "ja" else nullcontext():
        window = make_window(
            qtbot, table_midgame(language=language), language=language, size=(1024, 600)
        )
        pump()
        bar = window.phase_bar
        steps = bar.view().steps
        if language == "ja":
            assert steps[0].label == "アンタップ"
        # Every position of the current step, at the width the window gives the bar.
        for current in range(len(steps)):
            states = ["done"] * current + ["current"] + ["upcoming"] * (len(steps) - current - 1)
            view = PhaseBarView(
                steps=tuple(
                    StepView(s.key, s.label, state) for s, state in zip(steps, states, strict=True)
                ),
                turn=11,
                active_player_name=bar.view().active_player_name,
            )
            layout = layout_phase_bar(view, bar.width(), bar.height(), bar.font())
            assert len({f.pixelSize() for f in layout.fonts}) == 1, "one size for every label"
            shown = set()
            for rect, lines, font in zip(
                layout.text_rects, layout.labels, layout.fonts, strict=True
            ):
                assert len(lines) == 1 and "…" not in lines[0]
                assert QFontMetricsF(font).horizontalAdvance(lines[0]) <= rect.width() + 0.5
                shown.add(lines[0])
            assert steps[current].label in shown  # the current step is named
            turn = "Turn 11" if language == "en" else "第11ターン"
            assert layout.header_lines[0].startswith(turn)  # never just "11"
