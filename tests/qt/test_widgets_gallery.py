"""Every painted widget in English and Japanese, light and dark, at 1x and 2x.

As a test: each sample renders without Qt warnings and paints something. As a script, it saves
the pictures for a person to look at::

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.qt.test_widgets_gallery /tmp/widgets-shots
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QImage, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from saga_table.qt.widgets.card_widget import make_card_widget
from saga_table.qt.widgets.crown import CrownToken
from saga_table.qt.widgets.lore_dial import LoreDial
from saga_table.qt.widgets.phase_bar import PhaseBar
from saga_table.qt.widgets.seat_widget import SeatWidget
from saga_table.qt.widgets.view import CardView, ChapterView, PhaseBarView, SeatView, StepView

# ---------------------------------------------------------------------------------------------
# Sample views

BENALIA = CardView(
    object_id=1,
    name="History of Benalia",
    type_line="Enchantment — Saga",
    controller=0,
    is_saga=True,
    chapters=(
        ChapterView((1, 2), "I, II", "Make a 2/2 Knight token (vigilance)."),
        ChapterView((3,), "III", "Your Knights get +2/+1 this turn."),
    ),
    lore=1,
    final_chapter=3,
    reached=(1,),
    next_chapter=2,
)

FABLE_JA = CardView(
    object_id=2,
    name="鏡割りの寓話",
    type_line="エンチャント — 英雄譚",
    controller=0,
    is_saga=True,
    chapters=(
        ChapterView(
            (1,), "I", "宝物・トークン1つを生成するゴブリン・シャーマン・トークンを1体生成する。"
        ),
        ChapterView((2,), "II", "カード１枚を捨ててもよい。そうしたなら、カード１枚を引く。"),
        ChapterView((3,), "III", "鏡割りの寓話を追放し、変身させた状態で戦場に戻す。"),
    ),
    lore=2,
    final_chapter=3,
    reached=(1, 2),
    next_chapter=3,
    waiting_chapters=(2,),
    double_faced=True,
    other_face_name="キキジキの鏡像",
)

IFRIT_JA = CardView(
    object_id=3,
    name="召喚：G.F.イフリート",
    type_line="エンチャント・クリーチャー — 英雄譚・サモン",
    controller=1,
    is_saga=True,
    chapters=(
        ChapterView((1,), "I", "カード１枚を捨ててもよい。そうしたなら、カード１枚を引く。"),
        ChapterView((2, 3), "II, III", "ターン終了時まで、このクリーチャーは+2/+0の修整を受ける。"),
        ChapterView((4,), "IV", "このクリーチャーは各対戦相手にそれぞれ3点のダメージを与える。"),
    ),
    lore=3,
    final_chapter=4,
    reached=(1, 2, 3),
    next_chapter=4,
    power=3,
    toughness=3,
    counters=(("+1/+1", 2),),
    tapped=True,
    attacking=True,
    damage=1,
)

SUMMON_EN = CardView(
    object_id=4,
    name="Summon: G.F. Ifrit",
    type_line="Enchantment Creature — Saga Demon",
    controller=1,
    is_saga=True,
    chapters=(
        ChapterView((1,), "I", "You may discard a card. If you do, draw a card."),
        ChapterView((2, 3), "II, III", "This creature gets +2/+0 until end of turn."),
        ChapterView((4,), "IV", "This creature deals 3 damage to each opponent."),
    ),
    lore=1,
    final_chapter=4,
    reached=(1,),
    next_chapter=2,
    waiting_chapters=(1,),
    power=3,
    toughness=3,
)

ELDEST_LOST = CardView(
    object_id=5,
    name="The Eldest Reborn",
    type_line="Enchantment — Saga",
    controller=0,
    is_saga=True,
    chapters=(
        ChapterView((1,), "I", "Each foe sacrifices one creature/planeswalker."),
        ChapterView((2,), "II", "Each foe discards one card."),
        ChapterView(
            (3,),
            "III",
            "Reanimate a creature/planeswalker card from any graveyard under your control.",
        ),
    ),
    lore=2,
    final_chapter=3,
    reached=(1, 2),
    next_chapter=None,
    lost_all_abilities=True,
)

THRAN_OVERFLOW = CardView(
    object_id=6,
    name="Fall of the Thran",
    type_line="Enchantment — Saga",
    controller=0,
    is_saga=True,
    chapters=(
        ChapterView((1,), "I", "Destroy every land."),
        ChapterView((2, 3), "II, III", "Each player brings back two lands from their graveyard."),
    ),
    lore=4,
    final_chapter=3,
    reached=(1, 2, 3),
    next_chapter=None,
    tapped=True,
)

BEARS = CardView(
    object_id=10,
    name="Grizzly Bears",
    type_line="Creature — Bear",
    controller=0,
    power=4,
    toughness=4,
    counters=(("+1/+1", 2), ("stun", 1)),
    attacking=True,
    damage=1,
    text="",
)

KNIGHT_TOKEN = CardView(
    object_id=11,
    name="Knight",
    type_line="Token Creature — Knight",
    controller=0,
    token=True,
    power=2,
    toughness=2,
    text="Vigilance",
)

GOBLIN_JA = CardView(
    object_id=12,
    name="ゴブリン・シャーマン",
    type_line="トークン・クリーチャー — ゴブリン・シャーマン",
    controller=0,
    token=True,
    power=2,
    toughness=2,
    text="このクリーチャーが攻撃するたび、宝物・トークンを1つ生成する。",
)

KIKI_JA_TAPPED = CardView(
    object_id=13,
    name="キキジキの鏡像",
    type_line="クリーチャー — ゴブリン・シャーマン",
    controller=0,
    power=2,
    toughness=2,
    tapped=True,
    double_faced=True,
    face_up=1,
    other_face_name="鏡割りの寓話",
    text="{1}, {T}: あなたがコントロールしていてこれでない土地でないパーマネント1つを対象とする。"
    "それのコピーであるトークン1つを生成する。それは速攻を得る。次の終了ステップの開始時に、"
    "それを追放する。",
)

STEPS_EN = (
    ("untap", "Untap"),
    ("upkeep", "Upkeep"),
    ("draw", "Draw"),
    ("main", "Main 1"),
    ("beginning of combat", "Combat"),
    ("declare attackers", "Attackers"),
    ("declare blockers", "Blockers"),
    ("first-strike damage", "First strike"),
    ("combat damage", "Damage"),
    ("end of combat", "End combat"),
    ("main", "Main 2"),
    ("end", "End"),
    ("cleanup", "Cleanup"),
)
STEPS_JA_SHORT = (
    ("untap", "アンタップ"),
    ("upkeep", "アップキープ"),
    ("draw", "ドロー"),
    ("main", "メイン1"),
    ("beginning of combat", "戦闘開始"),
    ("declare attackers", "攻撃"),
    ("declare blockers", "ブロック"),
    ("combat damage", "戦闘ダメージ"),
    ("end of combat", "戦闘終了"),
    ("main", "メイン2"),
    ("end", "終了"),
    ("cleanup", "クリンナップ"),
)
STEPS_JA_LONG = (
    ("untap", "アンタップ・ステップ"),
    ("upkeep", "アップキープ・ステップ"),
    ("draw", "ドロー・ステップ"),
    ("main", "戦闘前メイン・フェイズ"),
    ("beginning of combat", "戦闘開始ステップ"),
    ("declare attackers", "攻撃クリーチャー指定ステップ"),
    ("declare blockers", "ブロック・クリーチャー指定ステップ"),
    ("combat damage", "戦闘ダメージ・ステップ"),
    ("end of combat", "戦闘終了ステップ"),
    ("main", "戦闘後メイン・フェイズ"),
    ("end", "終了ステップ"),
    ("cleanup", "クリンナップ・ステップ"),
)


def phase_view(labels: tuple[tuple[str, str], ...], *, current: int, player: str) -> PhaseBarView:
    steps = []
    for i, (key, label) in enumerate(labels):
        if i < current:
            state = "skipped" if key == "draw" else "done"
        elif i == current:
            state = "current"
        else:
            state = "upcoming"
        steps.append(StepView(key, label, state, extra=key == "beginning of combat" and i < 6))
    return PhaseBarView(steps=tuple(steps), turn=7, active_player_name=player)


SEAT_EN = SeatView(
    player=0,
    name="Alice",
    life=20,
    poison=0,
    hand=7,
    library=52,
    graveyard=3,
    monarch=True,
    active=True,
)
SEAT_JA = SeatView(
    player=1,
    name="たろう（山田太郎）",
    life=13,
    poison=4,
    hand=2,
    library=31,
    graveyard=11,
    commander_damage=(("はなこ", 9), ("Bob", 0)),
    monarch=False,
)
SEAT_LEFT = SeatView(
    player=2, name="Carol", life=0, hand=0, library=40, graveyard=20, left_game=True
)


# ---------------------------------------------------------------------------------------------
# Samples: name -> (factory, logical size)


def _card(view: CardView) -> Callable[[], QWidget]:
    return lambda: make_card_widget(view)


def _seat_with_delta(before: SeatView, after: SeatView) -> Callable[[], QWidget]:
    def make() -> QWidget:
        seat = SeatWidget(before)
        seat.set_view(after)
        return seat

    return make


def _saga_hovered() -> QWidget:
    """The dial's +/- hints as the pointer rests on its upper half."""
    widget = make_card_widget(SUMMON_EN)
    widget.resize(180, 250)
    layout = widget.layout_for_card()  # type: ignore[attr-defined]
    dial = layout.frame.dial
    widget.hover_at(QPointF(dial.center().x(), dial.top() + dial.height() * 0.2))
    return widget


def _seat_hovered() -> QWidget:
    seat = SeatWidget(SEAT_JA)
    seat.resize(260, 120)
    life = seat.seat_layout().life
    seat.hover_at(QPointF(life.center().x(), life.bottom() - 5))
    return seat


def _dials() -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    for lore, final, size in (
        (0, 3, 48),
        (2, 3, 48),
        (3, 3, 36),
        (5, 3, 48),
        (1, 4, 28),
        (2, 0, 36),
        (1, 1, 36),
        (4, 6, 60),
    ):
        dial = LoreDial()
        dial.set_count(lore, final, object_id=lore)
        dial.setFixedSize(size, size)
        layout.addWidget(dial)
    return row


def _table() -> QWidget:
    """Four seats' worth of cards at the minimum size, as a 1366x768 table would show them."""
    box = QWidget()
    col = QVBoxLayout(box)
    col.setSpacing(4)
    col.setContentsMargins(4, 4, 4, 4)
    row = QHBoxLayout()
    for view in (BENALIA, FABLE_JA, SUMMON_EN, ELDEST_LOST, BEARS, KNIGHT_TOKEN):
        w = make_card_widget(view)
        w.setFixedSize(w.minimumSizeHint())
        row.addWidget(w)
    col.addLayout(row)
    row2 = QHBoxLayout()
    for view in (IFRIT_JA, THRAN_OVERFLOW, KIKI_JA_TAPPED, GOBLIN_JA):
        w = make_card_widget(view)
        w.setFixedSize(w.minimumSizeHint())
        row2.addWidget(w)
    col.addLayout(row2)
    return box


SAMPLES: dict[str, tuple[Callable[[], QWidget], QSize]] = {
    "saga_en": (_card(BENALIA), QSize(180, 250)),
    "saga_en_min": (_card(BENALIA), QSize(150, 210)),
    "saga_ja_dfc_waiting": (_card(FABLE_JA), QSize(180, 250)),
    "saga_ja_dfc_min": (_card(FABLE_JA), QSize(150, 210)),
    "saga_ja_creature_tapped": (_card(IFRIT_JA), QSize(250, 180)),
    "saga_en_creature": (_card(SUMMON_EN), QSize(180, 250)),
    "saga_en_creature_min": (_card(SUMMON_EN), QSize(150, 210)),
    "saga_en_lost": (_card(ELDEST_LOST), QSize(180, 250)),
    "saga_en_overflow_tapped": (_card(THRAN_OVERFLOW), QSize(250, 180)),
    "card_en_attacking": (_card(BEARS), QSize(180, 250)),
    "card_en_token_min": (_card(KNIGHT_TOKEN), QSize(150, 210)),
    "card_ja_token": (_card(GOBLIN_JA), QSize(180, 250)),
    "card_ja_dfc_back_tapped": (_card(KIKI_JA_TAPPED), QSize(250, 180)),
    "saga_en_dial_hover": (_saga_hovered, QSize(180, 250)),
    "seat_ja_life_hover": (_seat_hovered, QSize(260, 120)),
    "dials": (_dials, QSize(420, 70)),
    "crown": (lambda: CrownToken(0), QSize(72, 60)),
    "phase_en_1366": (
        lambda: PhaseBar(phase_view(STEPS_EN, current=5, player="Alice")),
        QSize(1366, 32),
    ),
    "phase_ja_short_1366": (
        lambda: PhaseBar(phase_view(STEPS_JA_SHORT, current=4, player="たろう")),
        QSize(1366, 32),
    ),
    "phase_ja_long_1366": (
        lambda: PhaseBar(phase_view(STEPS_JA_LONG, current=4, player="たろう")),
        QSize(1366, 32),
    ),
    "phase_ja_long_900": (
        lambda: PhaseBar(phase_view(STEPS_JA_LONG, current=6, player="たろう")),
        QSize(900, 32),
    ),
    "phase_en_700": (
        lambda: PhaseBar(phase_view(STEPS_EN, current=8, player="Alexandra")),
        QSize(700, 32),
    ),
    "seat_en_monarch_active": (
        _seat_with_delta(SEAT_EN, replace(SEAT_EN, life=23)),
        QSize(260, 120),
    ),
    "seat_ja_poison_cmdr": (_seat_with_delta(SEAT_JA, replace(SEAT_JA, life=11)), QSize(260, 120)),
    "seat_ja_min": (lambda: SeatWidget(SEAT_JA), QSize(180, 90)),
    "seat_left_game": (lambda: SeatWidget(SEAT_LEFT), QSize(260, 120)),
    "table_min_sizes": (_table, QSize(1000, 440)),
}


def dark_palette() -> QPalette:
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#202124",
        QPalette.ColorRole.WindowText: "#e8eaed",
        QPalette.ColorRole.Base: "#2b2c30",
        QPalette.ColorRole.AlternateBase: "#35363a",
        QPalette.ColorRole.Text: "#e8eaed",
        QPalette.ColorRole.Button: "#35363a",
        QPalette.ColorRole.ButtonText: "#e8eaed",
        QPalette.ColorRole.Highlight: "#4c8df6",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.PlaceholderText: "#9aa0a6",
        QPalette.ColorRole.Mid: "#5f6368",
        QPalette.ColorRole.Dark: "#17181a",
        QPalette.ColorRole.Light: "#5f6368",
        QPalette.ColorRole.ToolTipBase: "#35363a",
        QPalette.ColorRole.ToolTipText: "#e8eaed",
    }
    for role, colour in roles.items():
        pal.setColor(role, QColor(colour))
    return pal


def render(widget: QWidget, size: QSize, dpr: float) -> QImage:
    """``widget`` at ``size`` painted into an image at device pixel ratio ``dpr``."""
    widget.resize(size)
    widget.ensurePolished()
    pixmap = QPixmap(size * dpr)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(widget.palette().color(QPalette.ColorRole.Window))
    widget.render(pixmap)
    return pixmap.toImage()


def make_sample(name: str, *, dark: bool) -> tuple[QWidget, QSize]:
    factory, size = SAMPLES[name]
    widget = factory()
    if dark:
        widget.setPalette(dark_palette())
    widget.setAutoFillBackground(True)
    return widget, size


# ---------------------------------------------------------------------------------------------
# Tests


@pytest.fixture(autouse=True)
def _no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SeatWidget, "animations_enabled", False)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("name", list(SAMPLES))
def test_widget_sample_renders(qtbot, name: str, dark: bool, dpr: float) -> None:
    widget, size = make_sample(name, dark=dark)
    qtbot.addWidget(widget)
    image = render(widget, size, dpr)
    assert image.width() == int(size.width() * dpr)
    background = widget.palette().color(QPalette.ColorRole.Window).rgb()
    # Something besides the background was painted.
    step = max(1, image.width() // 40)
    painted = {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), max(1, image.height() // 20))
    }
    assert painted - {background}


def save_gallery(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    saved = []
    for name in SAMPLES:
        for dark in (False, True):
            for dpr in (1.0, 2.0):
                widget, size = make_sample(name, dark=dark)
                image = render(widget, size, dpr)
                path = directory / f"{name}_{'dark' if dark else 'light'}@{int(dpr)}x.png"
                image.save(str(path))
                saved.append(path)
                widget.deleteLater()
    return saved


if __name__ == "__main__":
    from tests.qt.conftest import keep_none_alive

    keep_none_alive()
    SeatWidget.animations_enabled = False
    app = QApplication.instance() or QApplication(sys.argv)
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/widgets-shots")
    for p in save_gallery(target):
        print(p)
