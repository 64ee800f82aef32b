"""A refused gesture says why in the status bar, in the window's language, names kept."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from saga_table.engine.game import Game
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import RuleOptions
from saga_table.engine.turns import Step
from saga_table.words.refusals import refusal_text
from tests.qt.window_support import PLAINS, japanese, make_window


def _two_lands_one_per_turn() -> Game:
    setup = GameSetup(
        players=(PlayerSetup("Ann", library=(PLAINS,) * 20, hand=(PLAINS, PLAINS)),),
        rules=RuleOptions(one_land_per_turn=True),
        shuffle=False,
    )
    return Game(setup)


def _play_both_lands_by_enter(qtbot, window) -> None:
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step is Step.MAIN)
    window.commands.focus_hand.trigger()
    view = window.hand_panel.view
    QTest.keyClick(view, Qt.Key.Key_Home)
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Home)
    QTest.keyClick(view, Qt.Key.Key_Return)


def test_cr305_2_a_second_land_is_refused_and_the_status_bar_says_why(qtbot) -> None:
    window = make_window(qtbot, _two_lands_one_per_turn())
    _play_both_lands_by_enter(qtbot, window)
    assert [o.name for o in window.controller.state.permanents()] == ["Plains"]
    assert window.statusBar().currentMessage() == (
        "Not allowed: Ann has already played a land this turn"
    )


def test_a_refusal_is_cleared_once_the_next_gesture_goes_through(qtbot) -> None:
    # "Not allowed: … land" stayed in the status bar after the next actions had gone through.
    window = make_window(qtbot, _two_lands_one_per_turn())
    _play_both_lands_by_enter(qtbot, window)
    assert window.statusBar().currentMessage().startswith("Not allowed")
    QTest.keyClick(window, Qt.Key.Key_Space)  # on to combat: allowed
    qtbot.waitUntil(lambda: window.controller.state.turn.step is not Step.MAIN)
    assert not window.statusBar().currentMessage().startswith("Not allowed")


def test_the_refusal_speaks_japanese_in_a_japanese_window(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, _two_lands_one_per_turn(), language="ja")
        _play_both_lands_by_enter(qtbot, window)
        message = window.statusBar().currentMessage()
    assert "Annはこのターンすでに土地をプレイした" in message
    assert "already" not in message


def test_names_with_the_words_of_a_pattern_are_kept_whole() -> None:
    with japanese():
        assert refusal_text("Tapped and Cannot Attack is tapped and cannot attack") == (
            "Tapped and Cannot Attackはタップ状態なので攻撃できない"
        )
        assert refusal_text("something the app has no words for") == (
            "something the app has no words for"
        )


def test_cr608_2_a_spells_text_the_app_does_not_carry_out_is_said_on_the_stack(qtbot) -> None:
    # Lightning Bolt resolved with no damage and no word: nothing said its text was the
    # player's to carry out.
    from saga_table.engine.cards import CardDef

    jolt = CardDef.simple("Spark Jolt", card_types=("Instant",), text="3 damage to any target.")
    setup = GameSetup(
        players=(PlayerSetup("Ann", library=(PLAINS,) * 20, hand=(jolt,)),), shuffle=False
    )
    window = make_window(qtbot, Game(setup))
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step is Step.MAIN)
    window.commands.focus_hand.trigger()
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_Home)
    QTest.keyClick(window.hand_panel.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.controller.state.stack))
    assert "does not carry out a spell's text" in window.stack_panel.effect_label.text()
