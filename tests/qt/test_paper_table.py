"""The paper table, played through the window as four friends at a real table would: New game's
paper table, three turns of Next, a Saga put onto the battlefield for an opponent by typing its
Japanese name, the crown, combat damage to the monarch, a concession, typed life totals, and Set
up position -> Start from here -> Undo."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QInputMethodEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMenu, QWidget

from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import Duration
from saga_table.qt.dialogs.new_game import NewGameDialog
from saga_table.qt.dialogs.paper_dialogs import AmountDialog, ControlDialog
from saga_table.qt.dialogs.position_editor import PositionEditor
from saga_table.qt.dialogs.put_card import PutCardDialog
from saga_table.qt.widgets.crown import CrownToken
from saga_table.qt.widgets.saga_widget import SagaCardWidget
from tests.qt.test_widgets_saga import dial_point
from tests.qt.window_support import goldfish_game, make_window, pump, send_drop

NAMES = ("Ann", "Ben", "千夏", "Dev")

# A menu popping up offscreen: the platform cannot raise it or grab the keyboard for it.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (raise|grabbing)")


@contextlib.contextmanager
def _no_change() -> Iterator[None]:
    yield


def paper_game(players: int = 4) -> Game:
    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in NAMES[:players])
    return Game(GameSetup(players=seats))


def type_text(widget: QWidget, text: str) -> None:
    """Type ``text``: ASCII key by key; Japanese as an input method commits it (a Japanese
    player types kana through the IME, which hands the widget the composed text)."""
    if text.isascii():
        QTest.keyClicks(widget, text)
        return
    event = QInputMethodEvent()
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)
    pump()


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    pump()


def shortcut(qtbot, window, key: Qt.Key, *, shift: bool = False) -> None:
    """A shortcut typed on the window (which must be the active window to get it)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    modifiers = Qt.KeyboardModifier.ControlModifier
    if shift:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, key, modifiers)
    pump()


def open_dialog(qtbot, window, kind):
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(kind)))
    return next(d for d in window.findChildren(kind) if d.isVisible())


def _context_menu(qtbot, widget: QWidget) -> QMenu:
    """Right-click ``widget``: the menu it opens."""
    centre = widget.rect().center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, widget.mapToGlobal(centre))
    QApplication.sendEvent(widget, event)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def choose_from_context_menu(qtbot, widget: QWidget, label: str) -> None:
    """Right-click ``widget`` and click the menu entry ``label``, as a player does."""
    menu = _context_menu(qtbot, widget)
    action = next(x for x in menu.actions() if x.text() == label)
    assert action.isEnabled(), label
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    pump()


def put_by_typing(qtbot, window, text: str, *, seat: int) -> PutCardDialog:
    choose_from_context_menu(qtbot, window.seats[seat], "Put a card onto the battlefield…")
    dialog = open_dialog(qtbot, window, PutCardDialog)
    assert dialog.controller.currentIndex() == seat  # the seat it was opened on
    type_text(dialog.search, text)
    return dialog


def press_next(window) -> None:
    QTest.keyClick(window.next_button, Qt.Key.Key_Space)
    pump()


def test_cr704_5b_four_paper_seats_from_new_game_play_three_turns_and_nobody_loses(
    qtbot,
) -> None:
    window = make_window(qtbot, goldfish_game())
    shortcut(qtbot, window, Qt.Key.Key_N)
    dialog = open_dialog(qtbot, window, NewGameDialog)
    assert dialog.player_count.value() == 4  # a table of four, when nothing is remembered
    for row, name in zip(dialog.rows, NAMES, strict=False):
        row.name.selectAll()
        type_text(row.name, name)
    click(dialog.paper_table)
    assert all(row.deck.currentText() == "No deck (a paper game)" for row in dialog.rows[:4])
    click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: len(window.seats) == 4)
    state = window.controller.state
    assert [p.name for p in state.players] == list(NAMES)
    assert all(p.paper for p in state.players) and state.decision is None
    # remembered for the next game: the table of names and paper seats
    assert window.ui_settings.last_table == tuple((name, "none") for name in NAMES)
    assert "Library unknown" in window.seats[1].describe()
    for _ in range(400):
        if window.controller.state.turn.number == 4:
            break
        assert window.controller.state.decision is None
        press_next(window)
    state = window.controller.state
    assert state.turn.number == 4 and not state.game_over
    assert not any(p.left_game for p in state.players)
    # with more than two players the first player draws too (103.8a); each draw is counted in
    # the log (and the eighth card discarded in cleanup, 514.1, as nobody played one here)
    model = window.log_model
    log = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    assert [sum(f"{name} draws a card." in line for line in log) for name in NAMES] == [1, 1, 1, 0]
    assert "Hand 7" in window.seats[1].describe()



def test_cr405_2_what_goes_on_top_of_the_stack_is_selected_and_counter_counters_it(qtbot) -> None:
    """Ann's Saga triggers, then Ben casts a spell in response: the spell is the stack's top,
    shown selected (the item selected before, Ann's chapter, is below it now), and a click on
    Counter counters the spell, not the chapter (405.2: the last in is on top)."""
    window = make_window(qtbot, paper_game())
    saga = put_by_typing(qtbot, window, "History of Benalia", seat=0)
    QTest.keyClick(saga.search, Qt.Key.Key_Return)
    pump()
    panel = window.stack_panel
    assert panel.view.currentIndex().row() == 0
    dialog = put_by_typing(qtbot, window, "Lightning Bolt", seat=1)
    click(dialog.cast_button)
    state = window.controller.state
    assert [i.kind.value for i in reversed(state.stack)] == ["spell", "chapter"]
    assert panel.view.currentIndex().row() == 0
    assert panel.view.selectionModel().isSelected(panel.model.index(0))
    click(panel.counter_button)
    state = window.controller.state
    assert [i.kind.value for i in state.stack] == ["chapter"]


def test_cr714_3a_a_saga_for_an_opponent_by_its_kana_reading_then_its_dial_turned(
    qtbot,
) -> None:
    window = make_window(qtbot, paper_game())
    dialog = put_by_typing(qtbot, window, "べなりあ", seat=2)
    assert dialog.chosen_card() is not None
    assert dialog.chosen_card().name == "History of Benalia"
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    saga = next(o for o in state.permanents() if o.card.name == "History of Benalia")
    assert saga.controller == 2 and saga.counters["lore"] == 1  # its entry counter (714.3a)
    assert [item.source for item in state.stack] == [saga.id]  # chapter I triggered
    assert window.controller.undo_text == "Put History of Benalia onto the battlefield for 千夏"
    assert window.ui_settings.recent_cards[0] == "History of Benalia"
    # resolve chapter I, then turn the dial up once: chapter II triggers
    press_next(window)
    widget = next(w for w in window.battlefields[2].card_widgets() if isinstance(w, SagaCardWidget))
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=dial_point(widget, upper=True))
    pump()
    assert window.controller.state.objects[saga.id].counters["lore"] == 2
    shortcut(qtbot, window, Qt.Key.Key_Z)
    pump()
    assert window.controller.state.objects[saga.id].counters["lore"] == 1


def test_recent_cards_come_first_and_a_misspelling_still_finds_the_card(qtbot) -> None:
    window = make_window(qtbot, paper_game(2))
    window.paper.remember_card("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki")
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    assert dialog.results.item(0).text().startswith("Fable of the Mirror-Breaker")
    QTest.keyClicks(dialog.search, "urzas sagaa")
    assert dialog.chosen_card().name == "Urza's Saga"
    dialog.search.clear()
    QTest.keyClicks(dialog.search, "zzqx nothing")
    assert dialog.results.count() == 0 and dialog.custom_button.isVisible()
    assert "zzqx nothing" in dialog.custom_button.text()
    dialog.reject()


def test_a_card_the_app_lacks_says_to_import_card_data_and_a_custom_one_is_found_at_once(
    qtbot,
) -> None:
    # "Grizzly Bears" is not a built-in card: the search said only "No card is called that.",
    # and after "Make a custom card" the list still said so until the name was edited.
    from saga_table.qt.dialogs.custom_card import CustomCardDialog

    window = make_window(qtbot, paper_game(2))
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(dialog.search, "Zzqx Bear")
    assert dialog.results.count() == 0
    assert "Import card data" in dialog.status.text()
    click(dialog.custom_button)
    editor = open_dialog(qtbot, window, CustomCardDialog)
    assert editor.name.text() == "Zzqx Bear"
    editor.type_line.setText("Creature — Bear")
    click(editor.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: dialog.results.count() == 1)
    assert dialog.chosen_card().name == "Zzqx Bear"
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    assert "Zzqx Bear" in [o.name for o in window.controller.state.permanents()]


def test_cr702_155_a_read_ahead_saga_enters_at_the_chosen_chapter_and_cast_is_a_spell(
    qtbot,
) -> None:
    from saga_table.catalog.builtin import load_builtin_cards

    card = next(c for c in load_builtin_cards() if c.front.has_read_ahead)
    window = make_window(qtbot, paper_game(2))
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(dialog.search, card.name)
    assert dialog.chosen_card() == card
    assert not dialog.read_ahead.isHidden()
    assert dialog.face.isHidden() == (not card.is_double_faced)
    dialog.read_ahead.setValue(2)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    obj = next(o for o in window.controller.state.permanents() if o.card == card)
    assert obj.counters["lore"] == 2  # read ahead: it enters with two (702.155b)
    # A card that is not a read-ahead Saga has no chapter to choose; Cast puts it on the stack.
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(dialog.search, "Ornithopter")
    assert dialog.read_ahead.isHidden() and dialog.face.isHidden()
    click(dialog.cast_button)
    stack = window.controller.state.stack
    assert stack and stack[-1].kind.value == "spell"
    assert window.controller.undo_text == "Ann casts Ornithopter"


def test_cr724_the_crown_dragged_then_combat_damage_to_the_monarch_moves_it(qtbot) -> None:
    window = make_window(qtbot, paper_game())
    assert send_drop(window.seats[1], window.crown_tray.crown.mime_data())
    assert window.controller.state.monarch == 1
    assert send_drop(window.seats[3], CrownToken(1).mime_data())
    assert window.controller.state.monarch == 3
    # Ann (active) gets a 2/2 Knight: History of Benalia's chapter I, put by typing
    dialog = put_by_typing(qtbot, window, "History of Benalia", seat=0)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    press_next(window)  # chapter I resolves: a Knight
    knight = next(o for o in window.controller.state.permanents() if o.token)
    for _ in range(30):
        if window.controller.state.turn.step.value == "declare attackers":
            break
        press_next(window)
    from saga_table.qt.dialogs.combat import AttackersDialog, CombatDamageDialog

    shortcut(qtbot, window, Qt.Key.Key_A, shift=True)
    attackers = open_dialog(qtbot, window, AttackersDialog)
    attackers.set_target(int(knight.id), 3)
    click(attackers.buttons.button(QDialogButtonBox.StandardButton.Ok))
    for _ in range(10):
        if window.controller.state.turn.step.value == "combat damage":
            break
        press_next(window)
    shortcut(qtbot, window, Qt.Key.Key_D, shift=True)
    damage = open_dialog(qtbot, window, CombatDamageDialog)
    click(damage.buttons.button(QDialogButtonBox.StandardButton.Ok))
    state = window.controller.state
    assert state.players[3].life == 18
    assert state.stack and state.monarch == 3  # 724.2: the monarch's own trigger...
    press_next(window)
    assert window.controller.state.monarch == 0  # ...resolves: the attacker's controller


def test_cr724_1_the_crown_dropped_on_a_players_battlefield_makes_them_the_monarch(
    qtbot,
) -> None:
    """A player drops the crown where that player's cards are, not only on the small seat
    panel: on the battlefield beside it, on one of its cards, or on the empty row. (Tried as a
    player at 1024x600, the crown let go over Ben's empty battlefield had done nothing.) A
    permanent dragged there still changes control, as before."""
    from saga_table.qt.models.zones import CARD_MIME_TYPE
    from saga_table.qt.paper_gestures import card_mime as _card_mime

    window = make_window(qtbot, paper_game(), size=(1024, 600))
    assert window.controller.state.monarch is None
    assert send_drop(window.battlefields[1], window.crown_tray.crown.mime_data())
    assert window.controller.state.monarch == 1
    assert window.controller.undo_text == "Ben becomes the monarch"
    dialog = put_by_typing(qtbot, window, "History of Benalia", seat=3)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    (saga,) = window.battlefields[3].saga_widgets()
    assert send_drop(saga, CrownToken(1).mime_data())  # from Ben's seat onto Dev's card
    assert window.controller.state.monarch == 3
    undo_text = window.controller.undo_text
    assert not send_drop(window.battlefields[3], CrownToken(3).mime_data())  # already Dev's
    assert window.controller.undo_text == undo_text  # (nothing happened)
    obj = next(o for o in window.controller.state.permanents() if not o.token)
    assert send_drop(window.battlefields[0], _card_mime(int(obj.id), CARD_MIME_TYPE))
    assert window.controller.state.objects[obj.id].controller == 0


def _menu_entry(qtbot, label: str):
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    return menu, next(x for x in menu.actions() if x.text() == label)


def test_cr724_1_a_click_on_the_crown_offers_the_players(qtbot) -> None:
    """A click on the crown (or Enter on it) offers the players in a menu: for a touchpad, a
    keyboard, or a player who does not think of dragging it (a click had done nothing)."""
    window = make_window(qtbot, paper_game(), size=(1024, 600))
    crown = window.crown_tray.crown
    QTest.mouseClick(crown, Qt.MouseButton.LeftButton, pos=crown.rect().center())
    menu, ben = _menu_entry(qtbot, "Make Ben the monarch")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(ben).center())
    pump()
    assert window.controller.state.monarch == 1
    # the crown now lies on Ben's seat; with the focus on it (Tab reaches it), Enter
    on_seat = window.seats[1].crown
    assert on_seat.isVisible()
    on_seat.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(on_seat, Qt.Key.Key_Return)
    menu, ben = _menu_entry(qtbot, "Make Ben the monarch")
    assert not ben.isEnabled()  # (he already is)
    dev = next(x for x in menu.actions() if x.text() == "Make Dev the monarch")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(dev).center())
    pump()
    assert window.controller.state.monarch == 3
    assert window.controller.undo_text == "Dev becomes the monarch"


def test_cr800_4a_a_concession_from_the_seat_menu_passes_the_crown(qtbot) -> None:
    window = make_window(qtbot, paper_game())
    assert send_drop(window.seats[2], window.crown_tray.crown.mime_data())
    choose_from_context_menu(qtbot, window.seats[2], "Concede")
    state = window.controller.state
    assert state.players[2].left_game
    assert state.monarch is not None and state.monarch != 2  # 724.4: the crown moves on
    assert "left the game" in window.seats[2].describe()


def test_a_life_total_or_a_difference_typed_on_a_seat_is_one_undo_step(qtbot) -> None:
    window = make_window(qtbot, paper_game(2))
    choose_from_context_menu(qtbot, window.seats[1], "Life total…")
    dialog = open_dialog(qtbot, window, AmountDialog)
    QTest.keyClicks(dialog.field, "-3")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.players[1].life == 17
    choose_from_context_menu(qtbot, window.seats[1], "Life total…")
    dialog = open_dialog(qtbot, window, AmountDialog)
    QTest.keyClicks(dialog.field, "25")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.players[1].life == 25
    assert window.controller.undo_text == "Ben's life becomes 25"  # a total typed: SetLife
    window.controller.undo()
    assert window.controller.state.players[1].life == 17
    choose_from_context_menu(qtbot, window.seats[0], "Poison counters…")
    dialog = open_dialog(qtbot, window, AmountDialog)
    QTest.keyClicks(dialog.field, "+2")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.players[0].poison == 2
    choose_from_context_menu(qtbot, window.seats[0], "Cards in hand…")
    dialog = open_dialog(qtbot, window, AmountDialog)
    QTest.keyClicks(dialog.field, "4")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.hand_size(PlayerId(0)) == 4


def _labels_whole(dialog: QWidget) -> list[str]:
    """The dialog's shown labels whose lines do not all fit their height."""
    from PySide6.QtWidgets import QLabel

    cut = []
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text():
            needed = (
                label.heightForWidth(label.width())
                if label.wordWrap()
                else label.sizeHint().height()
            )
            if label.height() < needed:
                cut.append(label.text())
    return cut


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_huge_life_total_typed_is_refused_with_the_limit_and_the_dialog_stays_whole(
    qtbot, language
) -> None:
    """23 nines typed as Ben's life: the dialog stays open and says the number is too big and
    what the most is, in the player's language; its hint above is not squeezed to make room for
    the message (it lost its first line); the life total is as it was; then a number it takes."""
    from tests.qt.window_support import japanese

    with japanese() if language == "ja" else _no_change():
        window = make_window(qtbot, paper_game(2), language=language, size=(1024, 600))
        menu_entry = "ライフ総量…" if language == "ja" else "Life total…"
        choose_from_context_menu(qtbot, window.seats[1], menu_entry)
        dialog = open_dialog(qtbot, window, AmountDialog)
        assert not _labels_whole(dialog)
        QTest.keyClicks(dialog.field, "9" * 23)
        QTest.keyClick(dialog.field, Qt.Key.Key_Return)
        pump()
        assert dialog.isVisible() and dialog.problem.isVisible()
        said = dialog.problem.text()
        assert "999,999" in said and ("大きすぎ" in said if language == "ja" else "too big" in said)
        assert not _labels_whole(dialog), _labels_whole(dialog)
        assert window.controller.state.players[1].life == 20
        dialog.field.selectAll()
        QTest.keyClicks(dialog.field, "999999")
        QTest.keyClick(dialog.field, Qt.Key.Key_Return)
        pump()
        assert window.controller.state.players[1].life == 999_999


def test_cr613_1b_control_by_menu_until_end_of_turn_and_by_dragging_onto_a_battlefield(
    qtbot,
) -> None:
    window = make_window(qtbot, paper_game(2))
    dialog = put_by_typing(qtbot, window, "Ornithopter", seat=0)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    obj = next(o for o in window.controller.state.permanents())
    menu = window.card_menu(int(obj.id))
    entry = next(x for x in menu.actions() if x.text() == "Gain control…")
    entry.trigger()
    control = open_dialog(qtbot, window, ControlDialog)
    assert control.player.currentIndex() == 1
    click(control.this_turn)
    click(control.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    assert window.controller.state.objects[obj.id].controller == 1
    assert window.battlefields[1].card_widget(int(obj.id)) is not None
    window.controller.undo()
    # the same by dragging the permanent onto Ben's battlefield (lasting)
    from saga_table.qt.models.zones import CARD_MIME_TYPE
    from saga_table.qt.paper_gestures import card_mime as _card_mime

    assert send_drop(window.battlefields[1], _card_mime(int(obj.id), CARD_MIME_TYPE))
    state = window.controller.state
    assert state.objects[obj.id].controller == 1
    assert window.controller.undo_text.startswith("Ben gains control")
    _ = Duration


def test_set_up_position_then_start_from_here_then_undo_comes_back_to_it(qtbot) -> None:
    window = make_window(qtbot, paper_game())
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    editor.turn.selectAll()
    editor.turn.lineEdit().selectAll()
    QTest.keyClicks(editor.turn.lineEdit(), "5")
    editor.active.setCurrentIndex(1)
    editor.life[0].lineEdit().selectAll()
    QTest.keyClicks(editor.life[0].lineEdit(), "13")
    editor.controller_box.setCurrentIndex(1)
    click(editor.add_button)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    QTest.keyClicks(dialog.search, "History of Benalia")
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    assert editor.permanents.count() == 1
    click(editor.lore_up)
    from saga_table.qt.dialogs.paper_dialogs import CountersDialog

    click(editor.counters_button)
    counters = open_dialog(qtbot, window, CountersDialog)
    counters.kind.setCurrentIndex(counters.kind.findData("shield"))
    QTest.keyClick(counters.amount, Qt.Key.Key_Return)
    pump()
    assert "shield ×1" in editor.permanents.item(0).text()
    preview = window.controller.state
    saga = next(iter(preview.permanents()))
    assert saga.counters["lore"] == 2 and not preview.stack  # nothing triggered
    assert saga.counters["shield"] == 1
    assert preview.turn.number == 5 and preview.players[0].life == 13
    click(editor.start_button)
    game = window.controller.game
    assert game.setup.position is not None and not window.controller.can_undo
    start = game.state
    press_next(window)
    assert window.controller.can_undo
    shortcut(qtbot, window, Qt.Key.Key_Z)
    pump()
    back = window.controller.state
    assert back == start
    assert back.turn.number == 5 and back.turn.active == 1
    assert [o.counters["lore"] for o in back.permanents()] == [2]


def test_cr725_730_set_up_position_gives_the_initiative_and_night_without_a_venture(qtbot) -> None:
    """Joining a game where Bo has the initiative and it is night: nothing triggers as it is set
    up (he took it earlier), and the night stays the night until the untap step turns it."""
    window = make_window(qtbot, paper_game())
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    editor.initiative.setCurrentIndex(editor.initiative.findData(1))
    editor.day_night.setCurrentIndex(editor.day_night.findData("night"))
    pump()
    preview = window.controller.state
    assert preview.initiative == 1 and preview.day_night == "night"
    assert not preview.stack and not preview.pending  # no venture: he already had it
    click(editor.start_button)
    state = window.controller.state
    assert state.initiative == 1 and state.day_night == "night"
    assert "Initiative" in window.seats[1].view().marks
    assert window.turn_label.text().endswith("☾ Night")


def test_cancelling_set_up_position_puts_the_game_back(qtbot) -> None:
    window = make_window(qtbot, paper_game(2))
    before = window.controller.game
    editor = window.paper.open_position_editor()
    editor.turn.setValue(9)
    assert window.controller.state.turn.number == 9
    editor.reject()
    pump()
    assert window.controller.game is before
    _ = Zone, QPoint


def test_the_paper_table_dialogs_and_menus_speak_japanese(qtbot) -> None:
    from saga_table.qt.dialogs.paper_dialogs import CountersDialog, PumpDialog
    from saga_table.qt.dialogs.proliferate import ProliferateDialog, ProliferateRow
    from tests.qt.test_i18n import english_sources, game_names, texts_of, untranslated
    from tests.qt.window_support import japanese

    with japanese():
        window = make_window(qtbot, paper_game(), language="ja")
        put = window.paper.open_put_card(1)
        type_text(put.search, "ベナリア")
        put_texts = texts_of(put)
        put.search.clear()
        type_text(put.search, "zzqx")
        put_texts += texts_of(put)
        put.reject()
        pump()
        editor = window.paper.open_position_editor()
        card = window.paper.lookup.find("History of Benalia").card
        from saga_table.engine import actions as a

        editor.place(a.PutCardOntoBattlefield(card, PlayerId(0)))
        texts = put_texts + texts_of(editor)
        texts += [("list", editor.permanents.item(0).text())]
        names = game_names(window) | {card.name, *(f.name for f in card.faces)}
        editor.accept()
        pump()
        obj = next(iter(window.controller.state.permanents()))
        for menu in (window.paper.seat_menu(0), window.card_menu(int(obj.id))):
            texts += [("menu", x.text()) for x in menu.actions() if not x.isSeparator()]
        for dialog in (
            CountersDialog(),
            PumpDialog(),
            ControlDialog(list(NAMES), current=0),
            AmountDialog("ライフ", "ライフ", 20),
            NewGameDialog(),
            ProliferateDialog("Ann", []),
            ProliferateDialog("Ann", [ProliferateRow(True, 0, "Ann", True)]),
        ):
            qtbot.addWidget(dialog)
            dialog.show()
            texts += texts_of(dialog)
        texts.append(("undo", window.commands.undo.text()))
        # a key's name (Enter) and what was typed are not translated
        names |= {*NAMES, "Enter", "zzqx"}
        bad = untranslated(texts, names=names, sources=english_sources())
    assert not bad, "untranslated: " + "; ".join(f"{w}: {t!r}" for w, t in bad[:12])


def test_cr122_counters_of_a_kind_and_cr613_4c_a_pump_until_end_of_turn_from_a_card_menu(
    qtbot,
) -> None:
    from saga_table.qt.dialogs.paper_dialogs import CountersDialog, PumpDialog

    window = make_window(qtbot, paper_game(2))
    dialog = put_by_typing(qtbot, window, "Ornithopter", seat=0)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    oid = next(iter(window.controller.state.permanents())).id
    menu = window.card_menu(int(oid))
    next(x for x in menu.actions() if x.text() == "Counters…").trigger()
    counters = open_dialog(qtbot, window, CountersDialog)
    counters.kind.lineEdit().selectAll()
    QTest.keyClicks(counters.kind.lineEdit(), "oil")
    counters.amount.lineEdit().selectAll()
    QTest.keyClicks(counters.amount.lineEdit(), "3")
    QTest.keyClick(counters.amount, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.objects[oid].counters["oil"] == 3
    menu = window.card_menu(int(oid))
    next(x for x in menu.actions() if x.text() == "Until end of turn: +X/+Y…").trigger()
    pumped = open_dialog(qtbot, window, PumpDialog)  # +2/+1 unless changed
    QTest.keyClick(pumped.power, Qt.Key.Key_Return)
    pump()
    chars = window.controller.characteristics()[oid]
    assert (chars.power, chars.toughness) == (2, 3)  # a 0/2 Ornithopter, +2/+1
    from saga_table.engine import actions as a

    window.controller.perform(a.EndTheTurn())
    chars = window.controller.characteristics()[oid]
    assert (chars.power, chars.toughness) == (0, 2)  # 514.2: it ended in cleanup


def test_a_right_click_beside_the_cards_puts_a_card_for_that_battlefield(qtbot) -> None:
    window = make_window(qtbot, paper_game())
    choose_from_context_menu(qtbot, window.battlefields[3], "Put a card onto the battlefield…")
    dialog = open_dialog(qtbot, window, PutCardDialog)
    assert dialog.controller.currentText() == "Dev"
    cards = next(m.menu() for m in window.menuBar().actions() if m.text() == "&Cards")
    assert window.commands.put_any_card in cards.actions()
    assert window.commands.put_any_card.toolTip().endswith("(Ctrl+P)")
    dialog.reject()


def test_cr903_10a_commander_damage_typed_on_a_seat_names_the_commander(qtbot) -> None:
    from saga_table.qt.dialogs.paper_dialogs import CommanderDamageDialog

    window = make_window(qtbot, paper_game(2))
    choose_from_context_menu(qtbot, window.seats[1], "Commander damage…")
    dialog = open_dialog(qtbot, window, CommanderDamageDialog)
    QTest.keyClicks(dialog.commander.lineEdit(), "Tom Bombadil")
    QTest.keyClicks(dialog.field, "+7")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert dict(window.controller.state.players[1].commander_damage) == {"Tom Bombadil": 7}
    choose_from_context_menu(qtbot, window.seats[1], "Commander damage…")
    dialog = open_dialog(qtbot, window, CommanderDamageDialog)
    assert dialog.commander.currentText() == "Tom Bombadil"  # the one already dealing damage
    QTest.keyClicks(dialog.field, "10")
    QTest.keyClick(dialog.field, Qt.Key.Key_Return)
    pump()
    assert dict(window.controller.state.players[1].commander_damage) == {"Tom Bombadil": 10}
    assert window.controller.undo_text == "Correct Ben's damage from Tom Bombadil"


def test_cr601_2a_cr305_1_a_card_cast_or_played_at_the_table_leaves_the_paper_hand(
    qtbot,
) -> None:
    """Cast and Play take a card from the seat's hand count (on by default); the count on the
    seat stays what the table holds, so cleanup discards nothing that is not there (514.1)."""
    window = make_window(qtbot, paper_game(4))
    window.activateWindow()
    press_next(window)
    press_next(window)  # Ann's precombat main: she drew her eighth card
    state = window.controller.state
    assert state.turn.step.value == "main" and state.hand_size(PlayerId(0)) == 8
    dialog = put_by_typing(qtbot, window, "History of Benalia", seat=0)
    assert dialog.from_hand.isVisible() and dialog.from_hand.isChecked()
    assert dialog.from_hand.text() == "From Ann's hand" and dialog.cast_button.text() == "Cast"
    click(dialog.cast_button)
    assert window.controller.state.hand_size(PlayerId(0)) == 7
    assert "Hand 7" in window.seats[0].describe()
    QTest.keyClick(window.next_button, Qt.Key.Key_Space)  # resolve it: the Saga enters
    pump()
    dialog = put_by_typing(qtbot, window, "Plains", seat=0)
    assert dialog.cast_button.text() == "Play"  # a land is played, not cast
    click(dialog.cast_button)
    state = window.controller.state
    assert state.hand_size(PlayerId(0)) == 6 and state.players[0].lands_played == 1
    assert "Ann plays Plains." in [
        window.log_model.data(window.log_model.index(r, 0))
        for r in range(window.log_model.rowCount())
    ]
    # A token copy comes from no hand; a card an effect puts from a library is unticked.
    dialog = put_by_typing(qtbot, window, "Grizzly Bears", seat=1)
    assert dialog.from_hand.text() == "From Ben's hand" and dialog.from_hand.isChecked()
    click(dialog.token)
    assert not dialog.from_hand.isEnabled() and not dialog.from_hand.isChecked()
    click(dialog.token)
    assert dialog.from_hand.isChecked()
    click(dialog.from_hand)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.hand_size(PlayerId(1)) == 7
    # Ann's turn ends: 6 cards, nothing to discard
    while window.controller.state.turn.active == 0:
        press_next(window)
    log = [
        window.log_model.data(window.log_model.index(r, 0))
        for r in range(window.log_model.rowCount())
    ]
    assert not any("Ann discards" in line for line in log)
    assert window.controller.state.hand_size(PlayerId(0)) == 6


def test_enter_puts_the_card_after_the_controller_is_chosen_with_the_keyboard(qtbot) -> None:
    """Type a name, Tab to the controller, Down to the next player, Enter: the card is put for
    that player. (The dialog's default button used to be made default before it was in the
    dialog, so Enter did nothing once the focus left the search field, and letters typed then
    went on choosing players in the box.) Set up position's Start button keeps its default too."""
    window = make_window(qtbot, paper_game(4))
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    type_text(dialog.search, "Palace Sentinels")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the results
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the controller
    assert QApplication.focusWidget() is dialog.controller
    QTest.keyClick(dialog.controller, Qt.Key.Key_Down)
    assert dialog.controller.currentText() == "Ben" and dialog.put_button.isDefault()
    QTest.keyClick(dialog.controller, Qt.Key.Key_Return)
    pump()
    (sentinels,) = window.controller.state.permanents()
    assert sentinels.name == "Palace Sentinels" and sentinels.controller == 1
    editor = window.paper.open_position_editor()
    qtbot.waitExposed(editor)
    for _ in range(3):
        QTest.keyClick(QApplication.focusWidget() or editor, Qt.Key.Key_Tab)
        assert editor.start_button.isDefault()
    editor.reject()


def test_cr102_1_the_chosen_seat_follows_the_turn_unless_another_was_chosen_by_hand(
    qtbot,
) -> None:
    """Ctrl+E passes the turn: the next player's seat is chosen with it, so Ctrl+P puts a card
    for the player whose turn it is. A seat clicked for someone else stays chosen as the turn
    passes; Undo (Ctrl+Z) takes the turn and the chosen seat back."""
    window = make_window(qtbot, paper_game())
    assert window.chosen_player == 0
    shortcut(qtbot, window, Qt.Key.Key_E)  # Pass the turn
    qtbot.waitUntil(lambda: window.controller.state.turn.active == 1)
    assert window.chosen_player == 1 and window.seats[1].view().chosen
    shortcut(qtbot, window, Qt.Key.Key_P)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    assert dialog.controller.currentText() == "Ben"  # for the player whose turn it is
    dialog.reject()
    pump()
    shortcut(qtbot, window, Qt.Key.Key_Z)  # Undo: Ann's turn again, Ann's seat again
    qtbot.waitUntil(lambda: window.controller.state.turn.active == 0)
    assert window.chosen_player == 0
    seat = window.seats[3]
    QTest.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(seat.width() - 12, 12))
    assert window.chosen_player == 3  # chosen by hand: Dev
    shortcut(qtbot, window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: window.controller.state.turn.active == 1)
    assert window.chosen_player == 3 and window.seats[3].view().chosen


def _put_for(qtbot, window, seat: int, name: str) -> None:
    """Put ``name`` for ``seat`` by typing it, then Next resolves its chapter I."""
    dialog = put_by_typing(qtbot, window, name, seat=seat)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    press_next(window)
    assert not window.controller.state.stack


def test_cr701_34a_cr714_2b_proliferate_by_ctrl_u_puts_lore_on_ticked_sagas_apnap(qtbot) -> None:
    """Ann proliferates (Ctrl+U) with two Sagas of hers and one of Ben's on the table: hers come
    ticked, Ben's is ticked with Space. One action puts the lore counters; Ann orders her two
    chapter IIs in the dialog, and Ben's goes on the stack above them (101.4: APNAP)."""
    from saga_table.engine.state import OrderTriggersDecision
    from saga_table.qt.dialogs.proliferate import ProliferateDialog
    from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog

    window = make_window(qtbot, paper_game(2))
    for seat in (0, 0, 1):
        _put_for(qtbot, window, seat, "History of Benalia")
    window.choose_player(0)
    shortcut(qtbot, window, Qt.Key.Key_U)
    dialog = open_dialog(qtbot, window, ProliferateDialog)
    view = dialog.rows_view
    texts = [view.item(i).text() for i in range(view.count())]
    assert texts == ["History of Benalia (Ann): lore 1"] * 2 + ["History of Benalia (Ben): lore 1"]
    ticked = [view.item(i).checkState() == Qt.CheckState.Checked for i in range(view.count())]
    assert ticked == [True, True, False]  # her own, not the opponent's
    QTest.keyClick(view, Qt.Key.Key_End)
    QTest.keyClick(view, Qt.Key.Key_Space)  # tick Ben's too
    QTest.keyClick(view, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    assert [
        o.counters["lore"] for o in state.permanents() if o.card.name.startswith("History")
    ] == [
        2,
        2,
        2,
    ]
    assert isinstance(state.decision, OrderTriggersDecision) and state.decision.player == 0
    order = open_dialog(qtbot, window, TriggerOrderDialog)
    QTest.keyClick(order, Qt.Key.Key_Return)
    pump()
    stack = window.controller.state.stack
    assert [(int(i.controller), i.chapter) for i in stack] == [(0, 2), (0, 2), (1, 2)]
    assert window.controller.undo_text == "Order triggered abilities"
    shortcut(qtbot, window, Qt.Key.Key_Z)  # the order taken back: Ann is asked again
    assert isinstance(window.controller.state.decision, OrderTriggersDecision)
    again = open_dialog(qtbot, window, TriggerOrderDialog)  # its dialog opens by itself
    QTest.keyClick(again, Qt.Key.Key_Escape)  # (Escape: the choice keeps waiting)
    pump()
    shortcut(qtbot, window, Qt.Key.Key_Z)  # the proliferate, one undo step
    state = window.controller.state
    assert state.decision is None and not state.stack
    assert {
        o.counters["lore"] for o in state.permanents() if o.card.name.startswith("History")
    } == {1}


def test_proliferate_with_nothing_to_add_says_so_and_cannot_be_confirmed(qtbot) -> None:
    from saga_table.qt.dialogs.proliferate import ProliferateDialog

    window = make_window(qtbot, paper_game(2))
    choose_from_context_menu(qtbot, window.seats[1], "Proliferate…")
    dialog = open_dialog(qtbot, window, ProliferateDialog)
    assert dialog.windowTitle().startswith("Proliferate — Ben")
    assert dialog.rows_view.count() == 0
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert not _labels_whole(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    pump()
    assert not window.controller.game.actions


def _widget_of(window, seat: int, name: str):
    return next(w for w in window.battlefields[seat].card_widgets() if w.view().name == name)


def _put_two(qtbot, window) -> None:
    """Palace Sentinels for Ben, then Imprisoned in the Moon for Ann, typed in Ctrl+P's search
    (Next resolves the Sentinels' trigger)."""
    for seat, name in ((1, "Palace Sentinels"), (0, "Imprisoned in the Moon")):
        dialog = put_by_typing(qtbot, window, name, seat=seat)
        QTest.keyClick(dialog.search, Qt.Key.Key_Return)
        pump()
        while window.controller.state.stack:
            press_next(window)


def _attached(window) -> tuple[object, object]:
    state = window.controller.state
    sentinels = next(o for o in state.permanents() if o.card.name == "Palace Sentinels")
    moon = next(o for o in state.permanents() if o.card.name == "Imprisoned in the Moon")
    return moon.attached_to, sentinels.id


def test_cr303_4f_an_aura_put_onto_the_battlefield_asks_what_it_enchants_then_704_5m(
    qtbot,
) -> None:
    """Imprisoned in the Moon put for Ann: the list of what it can enchant opens over its tile,
    the first entry selected; Enter attaches it to Ben's Palace Sentinels. The creature is a
    land while enchanted, with no P/T box; the Aura's tile says what it is on; the creature put
    into the graveyard takes the Aura with it."""
    window = make_window(qtbot, paper_game(2))
    _put_two(qtbot, window)
    qtbot.waitUntil(lambda: window.attaching.offer is not None)
    offer = window.attaching.offer
    qtbot.waitUntil(offer.isVisible)
    assert offer.activeAction().text() == "Palace Sentinels (Ben)"
    QTest.keyClick(offer, Qt.Key.Key_Return)
    pump()
    on, sentinels = _attached(window)
    assert on == sentinels
    assert window.controller.undo_text == "Attach Imprisoned in the Moon to Palace Sentinels"
    assert (
        _widget_of(window, 0, "Imprisoned in the Moon")
        .view()
        .text.startswith("Attached to Palace Sentinels.")
    )
    enchanted = _widget_of(window, 1, "Palace Sentinels").view()
    assert enchanted.text.startswith("With Imprisoned in the Moon attached.")  # and on it
    assert "Land" in enchanted.type_line  # 613: enchanted
    assert enchanted.power is None and enchanted.toughness is None  # 208.3: no P/T box
    menu = _context_menu(qtbot, _widget_of(window, 1, "Palace Sentinels"))
    graveyard = next(x for x in menu.actions() if x.text() == "Put into the graveyard")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(graveyard).center())
    pump()
    state = window.controller.state
    assert [o.card.name for o in state.permanents()] == []  # 704.5m: the Aura went too
    assert "Imprisoned in the Moon" in [
        state.objects[i].card.name for i in state.zone(PlayerId(0), Zone.GRAVEYARD)
    ]


def test_cr303_4_escape_leaves_the_aura_unattached_then_attach_to_and_unattach_by_menu(
    qtbot,
) -> None:
    window = make_window(qtbot, paper_game(2))
    _put_two(qtbot, window)
    qtbot.waitUntil(lambda: window.attaching.offer is not None)
    QTest.keyClick(window.attaching.offer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.attaching.offer is None)
    assert _attached(window)[0] is None
    menu = _context_menu(qtbot, _widget_of(window, 0, "Imprisoned in the Moon"))
    attach = next(x for x in menu.actions() if x.text() == "Attach to")
    assert not any(x.text() == "Unattach" for x in menu.actions())
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(attach).center())
    submenu = attach.menu()
    qtbot.waitUntil(submenu.isVisible)
    entry = next(x for x in submenu.actions() if x.text() == "Palace Sentinels (Ben)")
    QTest.mouseClick(submenu, Qt.MouseButton.LeftButton, pos=submenu.actionGeometry(entry).center())
    pump()
    on, sentinels = _attached(window)
    assert on == sentinels
    menu = _context_menu(qtbot, _widget_of(window, 0, "Imprisoned in the Moon"))
    unattach = next(x for x in menu.actions() if x.text() == "Unattach")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(unattach).center())
    pump()
    assert _attached(window)[0] is None
    assert window.controller.undo_text == "Unattach Imprisoned in the Moon"
    assert "attached" not in _widget_of(window, 1, "Palace Sentinels").view().text  # repainted
    assert "Creature" in _widget_of(window, 1, "Palace Sentinels").view().type_line


def test_the_attach_entries_and_the_attached_line_speak_japanese(qtbot) -> None:
    from saga_table.engine import actions as a
    from tests.qt.test_i18n import english_sources, game_names, untranslated
    from tests.qt.window_support import japanese

    with japanese():
        window = make_window(qtbot, paper_game(2), language="ja")
        lookup = window.paper.lookup
        for name, seat in (("Palace Sentinels", 1), ("Imprisoned in the Moon", 0)):
            card = lookup.find(name).card
            window.controller.perform(a.PutCardOntoBattlefield(card, PlayerId(seat)))
            while window.controller.state.stack:
                press_next(window)
        state = window.controller.state
        moon = next(o for o in state.permanents() if o.card.name == "Imprisoned in the Moon")
        sentinels = next(o for o in state.permanents() if o.card.name == "Palace Sentinels")
        qtbot.waitUntil(lambda: window.attaching.offer is not None)  # (it entered unattached)
        offer_title = window.attaching.offer.title()
        window.attaching.offer.close()
        window.controller.perform(a.AttachTo(moon.id, sentinels.id))
        menu = window.card_menu(int(moon.id))
        texts = [("menu", x.text()) for x in menu.actions() if not x.isSeparator()]
        attach = next(x for x in menu.actions() if x.menu() is not None)
        texts += [("submenu", x.text()) for x in attach.menu().actions()]
        texts.append(("undo", window.controller.undo_text))
        texts.append(("offer", offer_title))
        tile = next(w for w in window.battlefields[0].card_widgets() if w.view().text)
        line = tile.view().text.splitlines()[0]
        host = next(w for w in window.battlefields[1].card_widgets() if w.view().text)
        host_line = host.view().text.splitlines()[0]
        bad = untranslated(texts, names=game_names(window), sources=english_sources())
    assert not bad, bad
    assert line.endswith("についている。") and "Attach" not in " ".join(t for _w, t in texts)
    assert host_line.endswith("がついている。"), host_line


def test_cr608_2_a_card_put_while_a_chapter_is_done_by_hand_comes_from_no_hand_and_is_not_cast(
    qtbot,
) -> None:
    # Urza's Saga's chapter III done by hand at a paper seat: the put-card dialog ticked "From
    # Ann's hand" (her count fell for a card from her library) and offered Cast mid-resolution.
    from saga_table.engine import actions as a
    from saga_table.engine.cards import CardDef
    from saga_table.qt.dialogs.effect_choices import ByHandDialog

    game = paper_game(2)
    while not (game.state.turn.step.value == "main" and game.state.turn.is_precombat_main):
        game.apply(a.AdvanceStep())
    tutor = CardDef.saga("Tale of the Tutor", chapters={1: "Search for something.", 2: "Rest."})
    game.apply(a.PutCardOntoBattlefield(tutor, PlayerId(0)))
    window = make_window(qtbot, game)
    window.activateWindow()
    hand = window.controller.state.hand_size(PlayerId(0))
    qtbot.mouseClick(window.stack_panel.resolve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, ByHandDialog))
    window.windowHandle().requestActivate()  # the table keeps the keyboard
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialog = open_dialog(qtbot, window, PutCardDialog)
    type_text(dialog.search, "Sol Ring")
    assert dialog.from_hand.isVisible() and not dialog.from_hand.isChecked()
    assert dialog.cast_button.isHidden()
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    assert "Sol Ring" in [o.name for o in state.permanents()]
    assert state.hand_size(PlayerId(0)) == hand
    assert state.resolution is not None  # still carrying the chapter out


def test_cr404_set_up_position_keeps_a_paper_seats_unseen_graveyard_and_can_set_it(qtbot) -> None:
    # Mid-game, Set up position dropped the cards a paper seat discarded unseen (its graveyard
    # fell from 2 to 0), and a game joined half-way could not say how many a graveyard holds.
    game = paper_game(2)
    from saga_table.engine import actions as a

    game.apply(a.SetHandSize(PlayerId(0), 9))
    while game.state.turn.active == 0:  # Ann's cleanup discards two unseen cards (514.1)
        game.apply(a.AdvanceStep())
    assert game.state.players[0].hidden_graveyard == 2
    window = make_window(qtbot, game)
    assert "Graveyard 2" in window.seats[0].describe()
    shortcut(qtbot, window, Qt.Key.Key_P, shift=True)
    editor = open_dialog(qtbot, window, PositionEditor)
    assert editor.graveyard[0].value() == 2 and editor.graveyard[0].isEnabled()
    assert window.controller.state.players[0].hidden_graveyard == 2  # the preview keeps them
    editor.graveyard[1].lineEdit().selectAll()
    QTest.keyClicks(editor.graveyard[1].lineEdit(), "5")  # Ben joined with five in his
    pump()
    click(editor.start_button)
    state = window.controller.state
    assert [p.hidden_graveyard for p in state.players] == [2, 5]
    assert "Graveyard 5" in window.seats[1].describe()
    saved = window.controller.game.setup
    assert [p.graveyard_count for p in saved.players] == [2, 5]


def test_cr701_9_fables_second_chapter_at_a_paper_seat_asks_how_many_were_discarded(
    qtbot,
) -> None:
    """Fable of the Mirror-Breaker's II, "discard up to two, then draw as many", for a paper
    seat whose hand the app has not seen: a dialog asks how many Ann discarded at the table;
    she types 2 and presses Enter, and her hand keeps its size with 2 unseen cards in the
    graveyard (it had discarded nothing and drawn nothing, without a word)."""
    from saga_table.qt.dialogs.effect_choices import NumberDialog

    window = make_window(qtbot, paper_game(2))
    window.watch_application()  # (the app does it once its window is painted: keys.py)
    dialog = put_by_typing(qtbot, window, "Fable of the Mirror", seat=0)
    assert dialog.chosen_card().name.startswith("Fable of the Mirror-Breaker")
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    press_next(window)  # chapter I: the Goblin Shaman token
    state = window.controller.state
    fable = next(o for o in state.permanents() if o.card.name.startswith("Fable"))
    widget = next(w for w in window.battlefields[0].card_widgets() if isinstance(w, SagaCardWidget))
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=dial_point(widget, upper=True))
    pump()
    assert window.controller.state.objects[fable.id].counters["lore"] == 2
    hand = window.controller.state.hand_size(0)
    press_next(window)  # chapter II resolves: how many did Ann discard?
    number = open_dialog(qtbot, window, NumberDialog)
    label = " ".join(w.text() for w in number.findChildren(QLabel))
    assert "how many cards did Ann discard at the table? (from 0 to 2)" in label
    assert number.windowTitle() == "Cards discarded"
    QTest.keyClicks(number.spin, "2")  # (the 0 is selected: the 2 replaces it)
    QTest.keyClick(number.spin, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    assert state.decision is None and not state.stack
    assert state.hand_size(0) == hand and state.players[0].hidden_graveyard == 2


def test_cr404_a_card_brought_back_by_hand_and_the_graveyard_count_set_from_the_seat(
    qtbot,
) -> None:
    """Ben returns a creature from his graveyard at the table (three cards there the app has not
    seen): he puts it onto the battlefield by name, then sets the graveyard's count from his
    seat's menu, typing 2; the seat says 2 and Undo puts 3 back."""
    seats = (
        PlayerSetup("Ann", paper=True, hand_count=7),
        PlayerSetup("Ben", paper=True, hand_count=7, graveyard_count=3),
    )
    window = make_window(qtbot, Game(GameSetup(players=seats)))
    dialog = put_by_typing(qtbot, window, "Palace Sentinels", seat=1)
    click(dialog.from_hand)  # (it comes from the graveyard, not from his hand)
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)
    pump()
    state = window.controller.state
    assert state.hand_size(PlayerId(1)) == 7 and state.players[1].hidden_graveyard == 3
    choose_from_context_menu(qtbot, window.seats[1], "Cards in graveyard…")
    amount = open_dialog(qtbot, window, AmountDialog)
    assert amount.windowTitle() == "Ben's graveyard"
    QTest.keyClicks(amount.field, "2")
    QTest.keyClick(amount.field, Qt.Key.Key_Return)
    pump()
    assert window.controller.state.players[1].hidden_graveyard == 2
    assert window.seats[1]._view.graveyard == 2  # what the seat paints beside "Graveyard"
    assert window.controller.undo_text == "Ben has 2 cards in the graveyard"
    shortcut(qtbot, window, Qt.Key.Key_Z)
    assert window.controller.state.players[1].hidden_graveyard == 3


def test_cr701_21a_a_treasure_is_sacrificed_from_its_menu(qtbot) -> None:
    """Fable of the Mirror-Breaker's Goblin Shaman made a Treasure; its player sacrifices it
    for mana at the table from the card's menu (only "Put into the graveyard" was there, which
    is no sacrifice), and the log says so."""
    from saga_table.engine import actions as a
    from saga_table.engine.cards import CardDef, CardFace

    treasure = CardDef(
        "Treasure",
        faces=(CardFace("Treasure", card_types=("Artifact",), subtypes=("Treasure",)),),
        name_ja="宝物",
    )
    window = make_window(qtbot, paper_game(2))
    window.controller.perform(a.CreateToken(PlayerId(0), card=treasure))
    pump()
    choose_from_context_menu(qtbot, _widget_of(window, 0, "Treasure"), "Sacrifice")
    state = window.controller.state
    assert not list(state.permanents())
    assert window.controller.undo_text == "Sacrifice Treasure"
    assert any("Treasure is sacrificed (701.21a)." in line for line in window.log_model.lines())
