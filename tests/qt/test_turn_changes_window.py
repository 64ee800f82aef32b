"""What a card does to the turn, put by hand from the Turn menu's keys, as a player at a paper
table does it for Time Stretch, Relentless Assault or a "skip your next untap step": an extra
turn (500.7), additional phases (500.8), a skip (500.11); the top bar says what is to come."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from saga_table.engine.ids import PlayerId
from saga_table.engine.turns import Phase, Step
from saga_table.qt.dialogs.put_card import PutCardDialog
from saga_table.qt.dialogs.turn_changes import ExtraPhasesDialog, ExtraTurnDialog, SkipDialog
from tests.qt.test_paper_table import open_dialog, paper_game, press_next, shortcut
from tests.qt.window_support import make_window, pump

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")


def _turn_key(qtbot, window, key: Qt.Key) -> None:
    shortcut(qtbot, window, key, shift=True)


def _notes(window) -> str:
    label = window.top_bar.notes_label
    return label.text() if label.isVisible() else ""


def test_cr500_7_time_stretch_two_extra_turns_by_ctrl_shift_t(qtbot) -> None:
    window = make_window(qtbot, paper_game(4), size=(1024, 600))
    _turn_key(qtbot, window, Qt.Key.Key_T)
    dialog = open_dialog(qtbot, window, ExtraTurnDialog)
    assert dialog.player.currentText() == "Ann"  # the chosen seat
    QTest.keyClick(dialog.player, Qt.Key.Key_Down)  # Ben
    QTest.keyClick(dialog.player, Qt.Key.Key_Tab)
    dialog.count.selectAll()
    QTest.keyClicks(dialog.count, "2")
    QTest.keyClick(dialog.count, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    assert state.turn.extra_turns == (PlayerId(1), PlayerId(1))
    assert "extra turns for Ben, Ben" in _notes(window)
    assert window.controller.undo_text == "Extra turn for Ben ×2"
    shortcut(qtbot, window, Qt.Key.Key_E)  # Pass the turn: Ben's extra turn
    qtbot.waitUntil(lambda: window.controller.state.turn.number == 2)
    assert window.controller.state.turn.active == 1
    assert _notes(window) == "Next: Ben's extra turn"
    shortcut(qtbot, window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: window.controller.state.turn.number == 3)
    assert window.controller.state.turn.active == 1  # the second one
    assert _notes(window) == ""
    shortcut(qtbot, window, Qt.Key.Key_E)  # 500.7: then the turns go on as they would have
    qtbot.waitUntil(lambda: window.controller.state.turn.number == 4)
    assert window.controller.state.turn.active == 1


def test_cr500_8_relentless_assault_adds_a_combat_and_a_main_phase_after_this_one(qtbot) -> None:
    window = make_window(qtbot, paper_game(2), size=(1024, 600))
    while window.controller.state.turn.step is not Step.MAIN:
        press_next(window)
    _turn_key(qtbot, window, Qt.Key.Key_H)
    dialog = open_dialog(qtbot, window, ExtraPhasesDialog)
    assert dialog.choices[0][0].isChecked()  # combat, then main: the usual card
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    pump()
    assert _notes(window) == "Added to come: combat, main"
    phases = []
    while window.controller.state.turn.number == 1:
        turn = window.controller.state.turn
        if not phases or phases[-1] != (turn.phase, turn.slot.instance):
            phases.append((turn.phase, turn.slot.instance))
        press_next(window)
    kinds = [phase for phase, _instance in phases]
    # precombat main, the added combat and main, then the turn's own combat, main and ending
    assert kinds == [
        Phase.MAIN,
        Phase.COMBAT,
        Phase.MAIN,
        Phase.COMBAT,
        Phase.MAIN,
        Phase.ENDING,
    ]


def test_cr500_11_a_skipped_untap_step_leaves_bens_land_tapped(qtbot) -> None:
    window = make_window(qtbot, paper_game(2), size=(1024, 600))
    window.choose_player(1)
    shortcut(qtbot, window, Qt.Key.Key_P)
    put = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(put.search, "Plains")
    put.tapped.setChecked(True)
    QTest.keyClick(put.search, Qt.Key.Key_Return)
    pump()
    plains = next(o for o in window.controller.state.permanents() if o.card.name == "Plains")
    assert plains.tapped and plains.controller == 1
    _turn_key(qtbot, window, Qt.Key.Key_S)
    dialog = open_dialog(qtbot, window, SkipDialog)
    assert dialog.player.currentText() == "Ben" and dialog.what.currentData() == "untap"
    QTest.keyClick(dialog.player, Qt.Key.Key_Return)
    pump()
    assert _notes(window) == "Ben skips the next untap step"
    shortcut(qtbot, window, Qt.Key.Key_E)  # to Ben's turn: no untap step
    qtbot.waitUntil(lambda: window.controller.state.turn.active == 1)
    assert window.controller.state.objects[plains.id].tapped
    assert _notes(window) == ""  # used up


def test_the_turn_change_dialogs_and_notes_speak_japanese(qtbot) -> None:
    from tests.qt.test_i18n import english_sources, texts_of, untranslated
    from tests.qt.window_support import japanese

    with japanese():
        window = make_window(qtbot, paper_game(2), language="ja", size=(1024, 600))
        texts = []
        for dialog in (
            ExtraTurnDialog(["Ann", "Ben"], current=0),
            ExtraPhasesDialog(),
            SkipDialog(["Ann", "Ben"], current=1),
        ):
            qtbot.addWidget(dialog)
            dialog.show()
            texts += texts_of(dialog)
        from saga_table.engine import actions as a

        window.controller.perform(a.AddExtraPhases((Phase.COMBAT, Phase.MAIN)))
        logged = window.log_model.data(window.log_model.index(window.log_model.rowCount() - 1, 0))
        window.controller.perform(a.AddExtraTurn(PlayerId(0)))
        window.controller.perform(a.SkipNext(PlayerId(1), "draw"))
        notes = _notes(window)
        texts += [("notes", line) for line in notes.splitlines()]
        menu = [x.text() for x in window.menuBar().actions()[2].menu().actions() if x.text()]
        texts += [("menu", t) for t in menu]
        bad = untranslated(texts, names={"Ann", "Ben", "Enter"}, sources=english_sources())
    assert not bad, "untranslated: " + "; ".join(f"{w}: {t!r}" for w, t in bad[:12])
    assert notes.splitlines() == [
        "追加予定：戦闘、メイン",
        "次：Annの追加ターン",
        "Benは次のドロー・ステップを飛ばす",
    ]
    assert "戦闘フェイズ、メイン・フェイズ" in logged  # listed the Japanese way
