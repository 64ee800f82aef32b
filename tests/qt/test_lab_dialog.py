"""Goldfish > Statistics, used as a player uses it: the shortcut, the fields, Run, Cancel,
hovering a chart, and opening a game of the run on the table."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from saga_table.demo import demo_game
from saga_table.lab.player import game_seed
from saga_table.lab.runner import play_one
from saga_table.qt.lab.chart import nearest_point, x_at, y_at
from saga_table.qt.lab.dialog import LabDialog
from tests.qt.window_support import goldfish_game, make_window, pump


def _press_statistics(qtbot, window) -> LabDialog:
    """Goldfish > Statistics from the keyboard (Ctrl+Shift+O): the dialog it shows."""
    window.activateWindow()  # (shortcuts go to the active window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(
        window,
        Qt.Key.Key_O,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = window.lab_menu.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.processes = 1  # the window's runs use every core; a test keeps to its own
    return dialog


def _open_lab(qtbot, language: str = "en") -> tuple[object, LabDialog]:
    window = make_window(qtbot, demo_game(language=language), language=language)
    return window, _press_statistics(qtbot, window)


def _type(qtbot, widget, text: str) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(widget, text)


def _keyboard_on_games(qtbot, dialog: LabDialog, *, games: str, turns: str) -> None:
    """Games and Turns typed, the dialog the active window and the keyboard on Games."""
    _type(qtbot, dialog.turns.lineEdit(), turns)
    _type(qtbot, dialog.games.lineEdit(), games)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    dialog.games.setFocus()


def test_the_lab_runs_the_deck_on_the_table_and_charts_it(qtbot) -> None:
    _window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.games.lineEdit(), "120")
    _type(qtbot, dialog.turns.lineEdit(), "6")
    _type(qtbot, dialog.question, "History of Benalia chapter II resolved by turn 5")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.progress.value() == 100
    report = dialog.report
    assert report is not None and report["games"] == 120 and report["turns"] == 6
    data = dialog.cast_chart.data
    assert data is not None and len(data.x_labels) == 6
    assert {s.name for s in data.series} == set(report["cast_by_turn"])
    # what the lab could not carry out is said, not only in the command line's report
    share = report["not_carried_out"][0]
    assert share["card"] == "The Flame of Keld" and share["chapter"] == "III"
    assert f"Not carried out by the lab: The Flame of Keld III in {100 * share['p']:.1f} % of " \
        "games." in dialog.status.text()
    assert "History of Benalia chapter II resolved by turn 5" in dialog.answer.text()
    # hover the last point of the first line: its numbers, with the interval
    chart = dialog.cast_chart
    dialog.tabs.setCurrentIndex(0)
    pump()
    area = chart.area()
    series = data.series[0]
    point = QPoint(round(x_at(5, 6, area)), round(y_at(series.values[5], data.y_max, area)))
    qtbot.waitExposed(dialog)
    # The pointer moving over the chart. QTest.mouseMove cannot reach a dialog over the main
    # window on the offscreen platform (its cursor goes to the main window), so the move event
    # the pointer makes is sent to the chart itself.
    QApplication.sendEvent(
        chart,
        QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(point),
            QPointF(chart.mapToGlobal(point)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )
    hit = nearest_point(data, area, point.x(), point.y())
    assert hit is not None and hit[1] == 5
    assert chart.toolTip().startswith(data.series[hit[0]].name)
    assert "95 %" in chart.toolTip()


def test_cancel_stops_a_run_and_counts_nothing(qtbot) -> None:
    _window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.games.lineEdit(), "50000")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
        assert dialog.cancel_button.isEnabled()
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.report is None
    assert "Cancelled" in dialog.status.text()
    assert dialog.run_button.isEnabled()


def test_a_game_of_the_run_opens_on_the_table_by_its_number(qtbot) -> None:
    window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.games.lineEdit(), "100")
    _type(qtbot, dialog.turns.lineEdit(), "4")
    _type(qtbot, dialog.seed.lineEdit(), "77")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    _type(qtbot, dialog.game_number.lineEdit(), "42")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.setup.seed == game_seed(77, 42)
    assert game.state.turn.number == 4
    assert game.can_undo  # a normal game, to step through
    assert [p.name for p in game.state.players] == ["Player", "Goldfish"]
    # the statistics step aside for the game (they had covered it) and come back as they were
    assert not dialog.isVisible()
    report = dialog.report
    assert _press_statistics(qtbot, window) is dialog
    assert dialog.report is report and dialog.game_number.value() == 42


def test_a_question_that_cannot_be_read_is_said_before_running(qtbot) -> None:
    _window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.question, "Urza's Saga chapter")
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.worker is None
    assert "cannot be read" in dialog.status.text()


def test_the_lab_plays_the_deck_of_the_player_who_has_one(qtbot) -> None:
    """On a game of the lab itself (the player and a goldfish with no cards), with the goldfish
    chosen, the lab still plays the player's deck."""
    from saga_table.demo import builtin_resolver, demo_deck
    from saga_table.engine.game import Game
    from saga_table.lab.player import Policy, lab_setup

    deck = demo_deck(builtin_resolver())
    window = make_window(qtbot, Game(lab_setup(deck, Policy(), 1, 1)))
    window.chosen_player = 1
    window.activateWindow()
    qtbot.keyClick(
        window,
        Qt.Key.Key_O,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = window.lab_menu.dialog
    assert dialog is not None and len(dialog.deck) == 60
    assert "Player's deck" in dialog.deck_label.text()


def test_opening_a_game_of_the_run_asks_before_it_replaces_unsaved_actions(qtbot) -> None:
    from PySide6.QtWidgets import QMessageBox

    from saga_table.engine import actions as a
    from saga_table.engine.ids import PlayerId

    window, dialog = _open_lab(qtbot)
    assert window.controller.perform(a.ChangeLife(PlayerId(0), -2))  # the table's own game
    table_game = window.controller.game
    _type(qtbot, dialog.games.lineEdit(), "20")
    _type(qtbot, dialog.turns.lineEdit(), "3")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    _type(qtbot, dialog.game_number.lineEdit(), "7")
    for answer in (QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard):
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.game_files.ask_box is not None)
        button = window.game_files.ask_box.button(answer)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.game_files.ask_box is None)
        if answer == QMessageBox.StandardButton.Cancel:
            assert window.controller.game is table_game  # kept, with its unsaved action
    assert window.controller.game is not table_game
    assert window.controller.game.state.turn.number == 3


def _type_through_the_input_method(qtbot, widget, text: str) -> None:
    """Japanese reaches a field as an input method's commit (QTest cannot type kana)."""
    from PySide6.QtGui import QInputMethodEvent

    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    event = QInputMethodEvent("", [])
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)


def test_a_japanese_player_asks_in_japanese_with_the_cards_japanese_names(qtbot) -> None:
    from tests.qt.window_support import japanese

    with japanese():
        _window, dialog = _open_lab(qtbot, "ja")
        assert "ウルザの物語" in dialog.question.placeholderText()
        _type(qtbot, dialog.games.lineEdit(), "40")
        _type(qtbot, dialog.turns.lineEdit(), "5")
        answers = []
        for question in (
            "ウルザの物語の第III章が5ターン目までに解決",
            "Urza's Saga chapter III resolved by turn 5",
        ):
            _type_through_the_input_method(qtbot, dialog.question, question)
            assert dialog.question.text() == question
            with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
                qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
            report = dialog.report
            assert report is not None
            (asked,) = report["questions"]
            assert asked["question"] == question and question in dialog.answer.text()
            answers.append({k: v for k, v in asked.items() if k != "question"})
        assert answers[0] == answers[1]  # the same games counted, in either language
        # Japanese writes no space before the percent sign: 「8.8%（95%区間：…）」
        for shown in (dialog.answer.text(), dialog.status.text(), dialog.progress.text()):
            assert "%" in shown and " %" not in shown, shown
        assert "95%区間" in dialog.answer.text() and dialog.progress.text() == "100%"
        # a game of the run opened at the table has its seats named in the window's language,
        # and is the same game as the one the English window opens
        _type(qtbot, dialog.game_number.lineEdit(), "7")
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
        game = _window.controller.game
        assert [p.name for p in game.state.players] == ["プレイヤー", "ゴールドフィッシュ"]
        run = dialog.run_spec
        english = play_one(
            replace(run, policy=replace(run.policy, names=("Player", "Goldfish"))), 7
        )
        assert game.actions == english.actions


def test_enter_runs_the_lab_from_any_field(qtbot) -> None:
    _window, dialog = _open_lab(qtbot)
    _keyboard_on_games(qtbot, dialog, games="100", turns="3")
    for _ in range(3):  # through the fields, as a player tabs from one to the next
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert dialog.run_button.isDefault()
    dialog.turns.setFocus()
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.report is not None and dialog.report["games"] == 100


def test_a_decklist_with_unreadable_lines_names_them_and_plays_the_rest_only_if_asked(
    qtbot, tmp_path
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    deck = tmp_path / "deck.txt"
    deck.write_text("4 History of Benalia\n52 Plains\nLightning Bolt\n", encoding="utf-8")
    _window, dialog = _open_lab(qtbot)
    before = dialog.deck
    seen: list[str] = []

    def answer(button_text: str) -> None:
        box = dialog.line_problems_box
        assert isinstance(box, QMessageBox)
        seen.append(box.text() + "\n" + box.informativeText())
        button = next(b for b in box.buttons() if b.text() == button_text)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, lambda: answer("Cancel"))
    assert not dialog.load_deck_file(str(deck))
    assert dialog.deck == before  # nothing changed
    assert "1 line(s) of deck.txt could not be read" in seen[0]
    assert "line 3: no count" in seen[0]
    QTimer.singleShot(0, lambda: answer("Play the rest"))
    assert dialog.load_deck_file(str(deck))
    assert len(dialog.deck) == 56 and dialog.deck_label.text() == str(deck)


def test_a_paper_table_has_no_deck_to_play_so_the_lab_asks_for_a_decklist_in_japanese(
    qtbot, tmp_path
) -> None:
    from saga_table.engine.game import Game
    from saga_table.engine.setup import GameSetup, PlayerSetup
    from tests.qt.window_support import japanese

    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in ("千夏", "Ben", "Cy", "Di"))
    with japanese():
        window = make_window(qtbot, Game(GameSetup(players=seats)), language="ja")
        dialog = _press_statistics(qtbot, window)
        assert "紙のテーブル" in dialog.deck_label.text()
        assert not dialog.run_button.isEnabled()
        assert dialog.status.text() == "先にデッキリストを選んでください（「デッキリスト…」）。"
        dialog.games.setFocus()
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter runs nothing
        assert dialog.worker is None and dialog.report is None
        deck = tmp_path / "deck.txt"
        deck.write_text("4 History of Benalia\n20 Plains\n", encoding="utf-8")
        assert dialog.load_deck_file(str(deck))
        assert dialog.run_button.isEnabled()
        assert dialog.status.text() == "条件を決めて「実行」を押してください。"


def test_statistics_opened_again_after_a_new_game_plays_the_new_games_deck(qtbot, tmp_path) -> None:
    from saga_table.engine.game import Game
    from saga_table.engine.setup import GameSetup, PlayerSetup

    window, dialog = _open_lab(qtbot)
    assert "(60 cards)" in dialog.deck_label.text()
    dialog.close()
    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in ("Ann", "Ben"))
    window.controller.replace_game(Game(GameSetup(players=seats)))  # (what New game ends in)
    pump()
    assert _press_statistics(qtbot, window) is dialog
    assert dialog.deck == () and "paper table" in dialog.deck_label.text()
    assert not dialog.run_button.isEnabled()
    # A decklist the player chose stays chosen when the table's game changes again.
    deck = tmp_path / "deck.txt"
    deck.write_text("4 History of Benalia\n16 Plains\n", encoding="utf-8")
    assert dialog.load_deck_file(str(deck))
    dialog.close()
    window.controller.replace_game(goldfish_game())  # (24 cards, no opening hand to answer)
    pump()
    assert _press_statistics(qtbot, window) is dialog
    assert len(dialog.deck) == 20 and dialog.deck_label.text() == str(deck)


def test_a_game_of_the_run_opened_on_a_laptop_names_the_goldfish_whole_in_japanese(
    qtbot,
) -> None:
    """At 1024x600 the table's seats are narrow (126 px): the goldfish's seat had written
    「ゴールドフィ…」, its name kept out of the crown's corner while no crown was there. The
    monarch's seat keeps the corner for its crown."""
    from saga_table.engine import actions as a
    from saga_table.engine.ids import PlayerId
    from tests.qt.window_support import japanese

    with japanese():
        window = make_window(qtbot, demo_game(language="ja"), language="ja", size=(1024, 600))
        dialog = _press_statistics(qtbot, window)
        _type(qtbot, dialog.games.lineEdit(), "20")
        _type(qtbot, dialog.turns.lineEdit(), "4")
        with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
            qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
        dialog.close()
        pump()
        assert window.table.narrow_seats()
        _player, goldfish = window.seats
        assert goldfish.name_text()[0] == "ゴールドフィッシュ"
        assert goldfish.seat_layout().name.right() > goldfish.seat_layout().crown.left()
        # the crown given to the goldfish: its name leaves the corner to the crown
        window.controller.perform(a.BecomeMonarch(PlayerId(1)))
        pump()
        goldfish = window.seats[1]
        assert goldfish.view().monarch and goldfish.crown.isVisible()
        assert goldfish.seat_layout().name.right() < goldfish.seat_layout().crown.left()


def test_back_from_a_game_of_the_run_a_number_and_enter_open_the_next_one(qtbot) -> None:
    """The statistics come back (Ctrl+Shift+O) with the focus in the game's number: typing
    another number and Enter opens that game. The focus had stayed on "Open on the table", so
    the digits went nowhere and Enter opened the same game again."""
    window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.games.lineEdit(), "30")
    _type(qtbot, dialog.turns.lineEdit(), "3")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert _press_statistics(qtbot, window) is dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    focus = QApplication.focusWidget()
    QTest.keyClicks(focus, "12")
    QTest.keyClick(focus, Qt.Key.Key_Return)
    run = dialog.run_spec
    assert window.controller.game.actions == play_one(run, 12).actions
    assert not dialog.isVisible() and dialog.report is not None  # nothing ran again


def test_escape_cancels_a_run_and_a_cancelled_rerun_says_the_charts_are_the_last_runs(
    qtbot,
) -> None:
    """After a complete run, a second one cancelled by Escape: the window stays open, says the
    run counted nothing and that the charts shown are the last run's; Escape again closes it."""
    _window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.games.lineEdit(), "40")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    first = dialog.report
    assert first is not None
    _type(qtbot, dialog.games.lineEdit(), "50000")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        assert dialog.isVisible()
    assert dialog.report is first
    assert "Cancelled" in dialog.status.text() and "last run" in dialog.status.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


@pytest.mark.parametrize(
    ("highest", "labels"),
    [
        (0.2, [0, 5, 10, 15, 20, 25]),  # read 0 / 6 / 12 / 19 / 25 % before
        (0.33, [0, 10, 20, 30, 40]),
        (0.7, [0, 10, 20, 30, 40, 50, 60, 70]),
    ],
)
def test_the_mulligan_charts_axis_reads_round_percentages(
    highest: float, labels: list[int]
) -> None:
    from saga_table.qt.lab.chart import axis_ticks
    from saga_table.qt.lab.dialog import _round_top

    top = _round_top(highest)
    ticks = axis_ticks(top, percent=True)
    assert [round(100 * top * i / ticks, 6) for i in range(ticks + 1)] == labels


def test_a_run_that_stops_on_an_error_says_so_and_can_run_again(qtbot, monkeypatch) -> None:
    """A worker process that died (killed, out of memory) ended the run's thread with a
    traceback nobody saw: the progress bar stood still, Run stayed greyed out and Cancel did
    nothing. The dialog now says what stopped the run, counts nothing, and runs again."""
    from concurrent.futures.process import BrokenProcessPool

    import saga_table.qt.lab.dialog as lab_dialog

    real = lab_dialog.run_lab

    def dies(*args, **kwargs):
        raise BrokenProcessPool("A child process terminated abruptly")

    monkeypatch.setattr(lab_dialog, "run_lab", dies)
    _window, dialog = _open_lab(qtbot)
    _type(qtbot, dialog.games.lineEdit(), "120")
    _type(qtbot, dialog.turns.lineEdit(), "4")
    with qtbot.waitSignal(dialog.run_finished, timeout=60_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert "stopped on an error" in dialog.status.text()
    assert "A child process terminated abruptly" in dialog.status.text()
    assert dialog.report is None and dialog.progress.value() == 0
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
    monkeypatch.setattr(lab_dialog, "run_lab", real)
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.report is not None and dialog.report["games"] == 120


def test_the_status_names_the_two_commonest_limits_and_the_games_that_stopped(qtbot) -> None:
    from saga_table.qt.lab.limits import limits_text

    def row(card: str, chapter: str | None, games: int) -> dict[str, object]:
        return {"card": card, "chapter": chapter, "p": games / 200, "games": games}

    report = {
        "not_carried_out": [
            row("Tale", "I", 3), row("Bolt of Doom", None, 50), row("Epic", "II", 9)
        ],
        "stopped": [
            {"reason": "ChooseTargets was not allowed", "games": 2, "example_games": [46, 99]},
            {"reason": "an error in the app (KeyError: 'x')", "games": 1, "example_games": [7]},
        ],
    }
    short, every = limits_text(report, lambda name: name)
    assert short == (
        "Not carried out by the lab: Bolt of Doom in 25.0 % of games; Epic II in 4.5 % of games; "
        "and 1 more. 3 games stopped where the lab could not go on (e.g. game 7)."
    )
    assert every.splitlines() == [
        "Bolt of Doom in 25.0 % of games",
        "Epic II in 4.5 % of games",
        "Tale I in 1.5 % of games",
        "ChooseTargets was not allowed: 2",
        "an error in the app (KeyError: 'x'): 1",
    ]
    assert limits_text({"not_carried_out": [], "stopped": []}, str) == ("", "")


def test_sentences_follow_each_other_as_the_language_writes_them() -> None:
    from saga_table.qt.lab.limits import sentences

    english = sentences("2,000 games.", "", "Not carried out: X.")
    assert english == "2,000 games. Not carried out: X."
    assert sentences("2,000ゲーム。", "未処理：X。") == "2,000ゲーム。未処理：X。"


def test_a_small_number_of_games_typed_is_the_number_played(qtbot) -> None:
    """Typing 50 in Games and pressing Enter played 2,000 games: the least the field took was
    100, and a number below it was left as an unfinished entry, the old value standing."""
    _window, dialog = _open_lab(qtbot)
    _keyboard_on_games(qtbot, dialog, games="50", turns="3")
    with qtbot.waitSignal(dialog.run_finished, timeout=120_000):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.report is not None and dialog.report["games"] == 50
