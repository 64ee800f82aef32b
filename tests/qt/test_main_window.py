"""The main window, played as a player would: through its widgets, actions and dialogs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
)

from saga_table.demo import goldfish_midgame, table_midgame
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.turns import Step
from saga_table.qt.dialogs.effect_choices import ByHandDialog
from saga_table.qt.dialogs.mulligan import MulliganDialog
from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog
from saga_table.qt.models.zones import CARD_MIME_TYPE
from saga_table.qt.widgets.crown import CrownToken
from saga_table.qt.widgets.saga_widget import SagaCardWidget
from tests.qt.window_support import (
    a,
    card_in_hand,
    goldfish_game,
    make_window,
    permanent,
    pump,
    send_drop,
)


def select_in_hand(window, name: str) -> None:
    model = window.hand_model
    row = model.row_of(card_in_hand(window.controller.game, name))
    window.hand_panel.view.setCurrentIndex(model.index(row))


def saga_widget(window, name: str) -> SagaCardWidget:
    oid = permanent(window.controller.game, name)
    widget = window.battlefields[0].card_widget(oid)
    assert isinstance(widget, SagaCardWidget)
    return widget


def test_a_turn_with_two_sagas_through_the_window(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    game = window.controller.game
    # Put both Sagas from the hand onto the battlefield; chapter I of each resolves.
    for name in ("History of Benalia", "Tale of Two"):
        select_in_hand(window, name)
        qtbot.mouseClick(window.hand_panel.put_button, Qt.MouseButton.LeftButton)
        assert window.stack_model.rowCount() == 1
        qtbot.mouseClick(window.stack_panel.resolve_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in game.state.permanents()] == [
        "History of Benalia",
        "Knight",
        "Tale of Two",
    ]
    assert window.controller.state.turn.step is Step.UPKEEP
    # Next: the draw step is skipped (103.8a), so the precombat main phase begins, and its lore
    # counters trigger chapter II of both Sagas at once: the order dialog opens by itself.
    window.commands.next_step.trigger()
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, TriggerOrderDialog))
    dialog = window.decision_dialog
    assert window.phase_bar.view().steps[3].state == "current"  # Main 1
    benalia_ii, tale_ii = sorted(dialog.order(), key=lambda i: dialog._names[i])
    dialog.set_order((tale_ii, benalia_ii))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    pump()
    assert window.decision_dialog is None
    stack_ids = [window.stack_model.id_at(r) for r in range(window.stack_model.rowCount())]
    assert stack_ids == [tale_ii, benalia_ii]  # top first: the chosen order
    assert window.stack_panel.title.text() == "Stack (2), top first"
    # Tale of Two II has no effect the app carries out: Resolve opens it to be done by hand.
    window.commands.resolve.trigger()
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, ByHandDialog))
    qtbot.mouseClick(window.decision_dialog.done_button, Qt.MouseButton.LeftButton)
    pump()
    window.commands.resolve.trigger()
    # Turn the dial of History of Benalia: a lore counter, and chapter III on the stack.
    widget = saga_widget(window, "History of Benalia")
    assert widget.view().lore == 2
    with qtbot.waitSignal(window.stack_model.rowsInserted):
        widget.request_lore_change(+1)
    assert window.stack_model.entry(0).title == "History of Benalia — chapter III"
    assert saga_widget(window, "History of Benalia").view().waiting_chapters == (3,)
    # Resolving it (by hand here: Done) leaves the Saga with nothing waiting: it is sacrificed
    # (714.4).
    window.next()
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, ByHandDialog))
    qtbot.mouseClick(window.decision_dialog.done_button, Qt.MouseButton.LeftButton)
    pump()
    assert "History of Benalia" not in [p.name for p in game.state.permanents()]
    # Next through every remaining step to the next turn.
    seen = []
    while game.state.turn.number == 1:
        seen.append(game.state.turn.step)
        assert window.next_button.isEnabled()
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert seen == [
        Step.MAIN,
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.END_OF_COMBAT,  # no attackers: blockers and damage are skipped (508.8)
        Step.MAIN,
        Step.END,
    ]
    assert game.state.turn.step is Step.UPKEEP and game.state.turn.number == 2
    assert window.turn_label.text() == "Turn 2 · Ann"


def test_undo_by_shortcut_takes_back_one_gesture(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    game = window.controller.game
    window.play_card(card_in_hand(game, "Plains"))
    assert window.commands.undo.text() == "&Undo Play Plains"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.state.battlefield == ()
    assert window.commands.redo.text() == "&Redo Play Plains"
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(game.state.battlefield) == 1


def test_undo_covers_turn_passes_and_dialog_answers(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    game = window.controller.game
    for name in ("History of Benalia", "Tale of Two"):
        window.put_card(card_in_hand(game, name))
        window.resolve(True)
    window.next()
    qtbot.waitUntil(lambda: window.decision_dialog is not None)
    window.decision_dialog.accept()
    pump()
    assert game.state.decision is None and len(game.state.stack) == 2
    assert window.controller.undo_text == "Order triggered abilities"
    window.controller.undo()
    assert game.state.decision is not None  # back to the choice, which waits
    window.controller.undo()
    assert game.state.turn.step is Step.UPKEEP  # and the step is taken back too


def test_space_presses_next_even_when_a_list_has_the_focus(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    window.log_view.setFocus()
    step = window.controller.state.turn.step
    qtbot.keyClick(window.log_view, Qt.Key.Key_Space)
    assert window.controller.state.turn.step is not step  # a list no longer swallows it
    step = window.controller.state.turn.step
    window.phase_bar.setFocus()
    qtbot.keyClick(window.phase_bar, Qt.Key.Key_Space)
    assert window.controller.state.turn.step is not step


def test_the_crown_lies_beside_the_table_and_is_dropped_on_a_seat(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(players=4))
    assert window.crown_tray.isVisible()
    assert send_drop(window.seats[2], window.crown_tray.crown.mime_data())
    state = window.controller.state
    assert state.monarch == 2
    assert window.controller.undo_text == "Cy becomes the monarch"
    assert not window.crown_tray.isVisible()
    assert window.seats[2].crown.isVisible()
    # From one seat to another: one undoable action.
    assert send_drop(window.seats[3], CrownToken(2).mime_data())
    assert window.controller.state.monarch == 3
    window.controller.undo()
    assert window.controller.state.monarch == 2


def test_a_mulligan_then_a_kept_hand(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(opening_hands=True))
    window.open_decision_dialog()
    dialog = window.decision_dialog
    assert isinstance(dialog, MulliganDialog)
    qtbot.mouseClick(dialog.mulligan_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, MulliganDialog))
    dialog = window.decision_dialog
    assert dialog.need == 1
    before = window.controller.state
    hand = before.zone(PlayerId(0), Zone.HAND)
    chosen = before.objects[hand[0]].card
    dialog.cards.set_checked([int(hand[0])])
    qtbot.mouseClick(dialog.keep_button, Qt.MouseButton.LeftButton)
    pump()
    state = window.controller.state
    assert state.started and state.decision is None
    assert len(state.zone(PlayerId(0), Zone.HAND)) == 6
    bottom = state.zone(PlayerId(0), Zone.LIBRARY)[-1]
    assert state.objects[bottom].card == chosen  # on the bottom (as a new object, 400.7)
    assert window.log_model.lines()[-4:][0].startswith("Ann keeps and puts a card")


def test_a_closed_decision_dialog_leaves_the_choice_waiting(qtbot) -> None:
    window = make_window(qtbot, goldfish_game(opening_hands=True))
    dialog = window.open_decision_dialog()
    dialog.reject()
    pump()
    assert window.controller.state.decision is not None
    assert window.stack_panel.decision_button.isVisible()
    assert window.next_hint.text() == "Ann: keep or mulligan"  # (no "…": it read as cut)
    qtbot.mouseClick(window.stack_panel.decision_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.decision_dialog, MulliganDialog)


def test_hand_double_click_plays_and_drag_puts_onto_the_battlefield(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    game = window.controller.game
    view = window.hand_panel.view
    plains = card_in_hand(game, "Plains")
    index = window.hand_model.index(window.hand_model.row_of(plains))
    view.doubleClicked.emit(index)
    assert type(game.actions[-1]).__name__ == "PlayLand"
    bears = card_in_hand(game, "Grizzly Bears")
    mime = window.hand_model.mimeData([window.hand_model.index(window.hand_model.row_of(bears))])
    assert mime.hasFormat(CARD_MIME_TYPE)
    assert send_drop(window.battlefields[0], mime)
    assert game.actions[-1] == a.PutOntoBattlefield(ObjectId(bears), controller=PlayerId(0))
    assert "Grizzly Bears" in [p.name for p in game.state.permanents()]


def test_lands_pile_up_and_a_tapped_card_is_turned(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    field = window.battlefields[0]  # Alice: six Plains, two Knight tokens
    piles = {p.view.name: p.count for p in field.piles()}
    assert piles["Plains"] == 6 and piles["Knight"] == 2
    plains = permanent(window.controller.game, "Plains")
    window.toggle_tapped(plains)
    pump()
    piles = field.piles()
    tapped = [p for p in piles if p.view.name == "Plains" and p.view.tapped]
    assert len(tapped) == 1 and tapped[0].count == 1
    rect = field._tiles[tapped[0].key].geometry()
    assert rect.width() > rect.height()  # turned sideways


def test_a_token_made_by_name_does_not_pile_with_a_different_token_of_that_name(qtbot) -> None:
    """Alice has two of History of Benalia's Knight tokens (Knight, vigilance); a "Knight" 2/2
    made by name with Create token is a plain Creature with no ability: a pile shows one card for
    all of it, so it stands apart, and the two vigilant Knights still pile."""
    window = make_window(qtbot, table_midgame())
    field = window.battlefields[0]
    window.controller.perform(
        a.CreateToken(PlayerId(0), name="Knight", power=2, toughness=2)
    )
    pump()
    knights = sorted(
        (p.count, p.view.type_line) for p in field.piles() if p.view.name == "Knight"
    )
    assert len(knights) == 2
    assert knights[0][0] == 1 and knights[1][0] == 2
    assert knights[0][1] != knights[1][1]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_four_players_with_a_dozen_permanents_fit_1366_by_768(qtbot, language) -> None:
    window = make_window(qtbot, table_midgame(language=language), language=language)
    pump()
    assert window.size().width() == 1366 and window.size().height() == 768
    for field in window.battlefields:
        assert len(field.model.ids()) >= 11  # a dozen permanents, give or take
        assert field.card_height() >= 120, "cards too small to read"
        inside = QRect(0, 0, field.width(), field.height())
        rects = field.tile_rects()
        for i, rect in enumerate(rects):
            assert inside.contains(rect), f"{rect} leaves the battlefield {inside}"
            for other in rects[i + 1 :]:
                assert not rect.intersects(other)
    table = window.table
    assert (
        table is not None
        and table.height() + table.mapTo(window, table.rect().topLeft()).y() <= 768
    )


def test_goldfish_cards_are_large(qtbot) -> None:
    window = make_window(qtbot, goldfish_midgame())
    pump()
    assert window.battlefields[0].card_height() >= 200
    assert window.hand_dock.isVisible()
    assert window.hand_model.rowCount() == 4


def test_every_action_has_a_label_and_a_shortcut(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    for action in window.commands.all():
        assert action.text().strip(), action
        assert not action.shortcut().isEmpty(), action.text()
    shortcuts = [a.shortcut().toString() for a in window.commands.all()]
    assert len(shortcuts) == len(set(shortcuts)), "two actions share a shortcut"


def test_every_control_has_an_accessible_name_or_text(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    for widget in (
        window.findChildren(QAbstractButton)
        + window.findChildren(QComboBox)
        + window.findChildren(QLineEdit)
        + window.findChildren(QAbstractItemView)
    ):
        if not widget.isVisible():
            continue
        text = widget.accessibleName() or getattr(widget, "text", lambda: "")()
        assert text, f"{type(widget).__name__} has no accessible name"


def test_tab_reaches_next_the_cards_and_the_stack(qtbot) -> None:
    window = make_window(qtbot, table_midgame())
    window.next_button.setFocus()
    reached = set()
    widget = QApplication.focusWidget()
    for _ in range(200):
        widget = widget.nextInFocusChain()
        if widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            reached.add(type(widget).__name__)
    assert {"SagaCardWidget", "CardWidget", "SeatWidget", "QListView", "QPushButton"} <= reached


def test_a_new_game_from_the_dialog_rebuilds_the_table(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    dialog = window.new_game()
    dialog.player_count.setValue(4)
    for row in dialog.rows:
        row.deck.setCurrentIndex(0)  # paper game: no decks
    dialog.accept()
    pump()
    assert len(window.seats) == 4 and len(window.battlefields) == 4
    assert window.controller.state.started
    assert not window.controller.can_undo


def test_f9_hides_the_stack_and_log_for_a_wider_table_and_f7_brings_them_back(qtbot) -> None:
    """Six players at 1024x600: F9 hides the stack and the log, and each seat's battlefield
    gets the room (wider); the top bar still says what Next (Space) does; F7 shows them again
    with the stack focused; View > Stack and log says which."""
    window = make_window(qtbot, table_midgame(players=6), size=(1024, 600))
    pump()
    before = window.battlefields[0].width()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    pump()
    assert not window.side_panel.isVisible() and not window.commands.show_side.isChecked()
    assert window.battlefields[0].width() > before + 100
    hint = window.top_bar.next_hint
    assert hint.isVisible() and "Eldest Reborn" in hint.text()  # what Space does, still told
    qtbot.keyClick(window, Qt.Key.Key_F7)
    pump()
    assert window.side_panel.isVisible() and window.commands.show_side.isChecked()
    assert window.stack_panel.view.hasFocus()
    assert window.battlefields[0].width() == before


def test_the_stack_and_log_hidden_stay_hidden_at_the_next_start(qtbot) -> None:
    """F9 is a setting: the window says so (settings_changed, side_panel False), the settings
    file keeps it, and a window made with those settings starts with the panel hidden."""
    from saga_table.persistence.settings import Settings, settings_from_json, settings_to_json
    from saga_table.qt.controller import GameController
    from saga_table.qt.main_window import MainWindow
    from saga_table.qt.settings_bridge import from_saved, to_saved

    window = make_window(qtbot, table_midgame(players=6), size=(1024, 600))
    seen: list[object] = []
    window.settings_changed.connect(seen.append)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert seen and not seen[-1].side_panel  # type: ignore[attr-defined]
    saved, problems = settings_from_json(settings_to_json(to_saved(window.ui_settings, Settings())))
    assert not problems and not saved.side_panel
    later = MainWindow(GameController(table_midgame(players=6)), settings=from_saved(saved))
    qtbot.addWidget(later)
    later.show()
    pump()
    assert not later.side_panel.isVisible() and not later.commands.show_side.isChecked()


def test_space_while_resolving_by_hand_is_done(qtbot) -> None:
    """A chapter the app cannot carry out opens "Resolving by hand", which leaves the keyboard
    to the table (its shortcuts keep working); Space there is Done, as Ctrl+J is: the
    resolution finishes, and nothing was left to click."""
    window = make_window(qtbot, table_midgame(), size=(1024, 600))
    for key, modifier in ((Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)):
        stack = len(window.controller.state.stack)
        window.commands.resolve_by_hand.trigger()
        qtbot.waitUntil(lambda: isinstance(window.decision_dialog, ByHandDialog))
        assert window.controller.decision is not None
        # (it shows without taking the focus, as on a desktop; offscreen has no window manager
        # to honour that, so the window is made active again as a desktop leaves it)
        window.windowHandle().requestActivate()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.keyClick(window, key, modifier)
        pump()
        assert window.controller.decision is None
        assert len(window.controller.state.stack) == stack - 1


def test_cr305_2_the_goldfish_demo_plays_one_land_a_turn(qtbot) -> None:
    """Goldfishing the demo deck: the first land of the turn is played, a second one is
    refused, the status bar saying why; the land count stays one."""
    from saga_table.demo import demo_game

    game = demo_game()
    window = make_window(qtbot, game)
    window.controller.perform(a.KeepHand(PlayerId(0)))
    while window.controller.state.turn.step is not Step.MAIN:
        window.controller.perform(a.AdvanceStep())
    lands = [o for o in window.controller.state.zone(PlayerId(0), Zone.HAND)
             if "Land" in window.controller.state.objects[o].printed.card_types]
    assert len(lands) >= 2
    assert window.controller.perform(a.PlayLand(lands[0]))
    assert not window.controller.perform(a.PlayLand(lands[1]))
    assert "already played a land" in window.statusBar().currentMessage()
    assert window.controller.state.players[0].lands_played == 1
