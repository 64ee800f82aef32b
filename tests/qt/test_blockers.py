"""Declare blockers: the dialog lists each defending player's untapped creatures, OK performs one
DeclareBlockers (one undoable action), and the Japanese dialog shows no English."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from saga_table.engine import actions as a
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.qt.dialogs.combat import Attacker, Blocker, DeclareBlockersDialog
from tests.qt.window_support import BEAR, PLAINS, advance_to, japanese, make_window, pump

KNIGHT = Attacker(1, "Knight", 2, defender=1)
BEARS = Blocker(5, "Bears", 2, 2, controller=1)


def two_player_game() -> Game:
    """Ann has two bears; Bo has three."""
    setups = (
        PlayerSetup("Ann", library=(PLAINS,) * 20, hand=(BEAR, BEAR)),
        PlayerSetup("Bo", library=(PLAINS,) * 20, hand=(BEAR, BEAR, BEAR)),
    )
    return Game(GameSetup(players=setups, shuffle=False, opening_hands=False))


def combat_window(qtbot):
    """Ann's bear attacks Bo, whose three bears are in play, one of them tapped; the game is in
    the declare blockers step. Returns (window, attacker, Bo's untapped bears, the tapped one)."""
    game = two_player_game()
    for player in (0, 1):
        for card in game.state.zone(PlayerId(player), Zone.HAND):
            game.apply(a.PutOntoBattlefield(card))
    ann = [o.id for o in game.state.permanents() if o.controller == 0]
    bo = [o.id for o in game.state.permanents() if o.controller == 1]
    assert (len(ann), len(bo)) == (2, 3)
    game.apply(a.TapPermanent(bo[2]))
    window = make_window(qtbot, game)
    advance_to(window, "declare attackers")
    assert window.controller.perform(a.DeclareAttackers(((ann[0], PlayerId(1)),)))
    window.next()
    pump()
    assert game.state.turn.step.value == "declare blockers"
    return window, int(ann[0]), [int(bo[0]), int(bo[1])], int(bo[2])


def test_the_command_is_enabled_only_in_the_declare_blockers_step(qtbot) -> None:
    window = make_window(qtbot, two_player_game())
    action = window.commands.declare_blockers
    assert action.shortcut() == QKeySequence("Ctrl+Shift+B")
    assert action.text() == "Declare &blockers…"
    assert not action.isEnabled()
    assert window.declare_blockers() is None
    assert "declare blockers step" in window.statusBar().currentMessage()


def test_the_dialog_lists_the_defenders_untapped_creatures(qtbot) -> None:
    window, attacker, untapped, tapped = combat_window(qtbot)
    assert window.commands.declare_blockers.isEnabled()
    dialog = window.declare_blockers()
    assert isinstance(dialog, DeclareBlockersDialog)
    assert sorted(dialog.choices) == sorted(untapped)
    assert tapped not in dialog.choices and attacker not in dialog.choices
    assert list(dialog.groups) == [1]
    assert dialog.groups[1].title() == "Bo's creatures"
    box = dialog.choices[untapped[0]]
    assert [box.itemText(i) for i in range(box.count())] == [
        "Does not block",
        "Blocks Grizzly Bears 2/2",
    ]
    assert box.currentData() == -1
    dialog.reject()
    pump()
    assert window.controller.state.objects[ObjectId(untapped[0])].blocking == ()


def test_choosing_a_block_declares_it_and_undo_takes_it_back(qtbot) -> None:
    window, attacker, untapped, _tapped = combat_window(qtbot)
    controller = window.controller
    game = controller.game
    before = len(game.actions)
    dialog = window.declare_blockers()
    assert dialog is not None
    dialog.set_block(untapped[1], attacker)
    assert dialog.blocks() == ((untapped[1], attacker),)
    dialog.accept()
    pump()
    state = controller.state
    assert game.actions[-1] == a.DeclareBlockers(((ObjectId(untapped[1]), ObjectId(attacker)),))
    assert len(game.actions) == before + 1
    assert state.objects[ObjectId(untapped[1])].blocking == (ObjectId(attacker),)
    assert state.objects[ObjectId(untapped[0])].blocking == ()
    assert window.commands.undo.text() == "&Undo Declare blockers"
    window.commands.undo.trigger()
    assert controller.state.objects[ObjectId(untapped[1])].blocking == ()
    assert controller.state.turn.step.value == "declare blockers"


def test_ask_returns_the_pairs_or_none(qtbot, monkeypatch) -> None:
    def choose(self: DeclareBlockersDialog) -> int:
        self.set_block(BEARS.object_id, KNIGHT.object_id)
        self.accept()
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(DeclareBlockersDialog, "exec", choose)
    assert DeclareBlockersDialog.ask(None, [BEARS], [KNIGHT], ["Ann", "Bo"]) == ((5, 1),)
    monkeypatch.setattr(DeclareBlockersDialog, "exec", lambda self: self.reject())
    assert DeclareBlockersDialog.ask(None, [BEARS], [KNIGHT], ["Ann", "Bo"]) is None


def test_a_defender_without_untapped_creatures_is_told_so(qtbot) -> None:
    dialog = DeclareBlockersDialog([], [KNIGHT], ["Ann", "Bo"])
    qtbot.addWidget(dialog)
    assert dialog.choices == {}
    assert dialog.blocks() == ()
    assert dialog.action() == a.DeclareBlockers(())


def test_the_japanese_blockers_dialog(qtbot) -> None:
    from tests.qt.test_i18n import english_sources, texts_of, untranslated

    with japanese():
        dialog = DeclareBlockersDialog(
            [Blocker(5, "熊", 2, 2, controller=1), Blocker(6, "騎士", 2, 2, controller=2)],
            [Attacker(1, "騎士", 2, defender=1), Attacker(2, "熊", 3, defender=2)],
            ["アリス", "ブルーノ", "チェン"],
        )
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.windowTitle() == "ブロック・クリーチャーを指定"
        assert dialog.choices[5].itemText(0) == "ブロックしない"
        assert dialog.choices[5].itemText(1) == "騎士 (2)をブロック"
        texts = texts_of(dialog)
        bad = untranslated(texts, names={"熊", "騎士"}, sources=english_sources())
    assert not bad, bad


def test_cr702_9b_the_dialog_offers_a_flyer_only_to_blockers_with_flying_or_reach(qtbot) -> None:
    """Ann's bird (flying) and bear attack Bo, who has a bear and a spider (reach): the dialog
    offers Bo's bear only the bear to block, and the spider either; the spider's block on the
    bird, chosen, is declared."""
    from saga_table.engine.cards import CardDef

    bird = CardDef.simple("Gull", power="1", toughness="1", keywords=("flying",))
    spider = CardDef.simple("Web Spinner", power="1", toughness="3", keywords=("reach",))
    setups = (
        PlayerSetup("Ann", library=(PLAINS,) * 20, hand=(bird, BEAR)),
        PlayerSetup("Bo", library=(PLAINS,) * 20, hand=(BEAR, spider)),
    )
    game = Game(GameSetup(players=setups, shuffle=False, opening_hands=False))
    for player in (0, 1):
        for card in game.state.zone(PlayerId(player), Zone.HAND):
            game.apply(a.PutOntoBattlefield(card))
    named = {(o.controller, o.name): o.id for o in game.state.permanents()}
    window = make_window(qtbot, game)
    advance_to(window, "declare attackers")
    gull, ann_bear = named[(0, "Gull")], named[(0, BEAR.name)]
    assert window.controller.perform(
        a.DeclareAttackers(((gull, PlayerId(1)), (ann_bear, PlayerId(1))))
    )
    window.next()
    pump()
    dialog = window.declare_blockers()
    assert dialog is not None
    bear_box = dialog.choices[int(named[(1, BEAR.name)])]
    spider_box = dialog.choices[int(named[(1, "Web Spinner")])]
    assert [bear_box.itemData(i) for i in range(bear_box.count())] == [-1, int(ann_bear)]
    assert sorted(spider_box.itemData(i) for i in range(spider_box.count())) == sorted(
        [-1, int(gull), int(ann_bear)]
    )
    dialog.set_block(int(named[(1, "Web Spinner")]), int(gull))
    dialog.accept()
    pump()
    assert window.controller.state.objects[named[(1, "Web Spinner")]].blocking == (gull,)


def test_cr509_1a_two_alike_attackers_and_blockers_read_apart_in_the_dialog(qtbot) -> None:
    """Both of Ann's Grizzly Bears attack Bo, who has two untapped Grizzly Bears: the rows and
    the choices were "Grizzly Bears 2/2" twice each; now they are numbered in the order the
    creatures came onto the battlefield, and the block chosen is the one the line names."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFormLayout, QLabel

    game = two_player_game()
    for player in (0, 1):
        for card in game.state.zone(PlayerId(player), Zone.HAND):
            game.apply(a.PutOntoBattlefield(card))
    ann = [o.id for o in game.state.permanents() if o.controller == 0]
    bo = [o.id for o in game.state.permanents() if o.controller == 1]
    game.apply(a.TapPermanent(bo[2]))
    window = make_window(qtbot, game)
    advance_to(window, "declare attackers")
    assert window.controller.perform(
        a.DeclareAttackers(((ann[0], PlayerId(1)), (ann[1], PlayerId(1))))
    )
    window.next()
    pump()
    window.activateWindow()
    QTest.keyClick(
        window,
        Qt.Key.Key_B,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(DeclareBlockersDialog)))
    dialog = next(d for d in window.findChildren(DeclareBlockersDialog) if d.isVisible())
    form = dialog.groups[1].findChild(QFormLayout)
    rows = [
        form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget().text()
        for i in range(form.rowCount())
    ]
    assert rows == ["Grizzly Bears 2/2 (1)", "Grizzly Bears 2/2 (2)"]
    assert all(
        isinstance(form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget(), QLabel)
        for i in range(form.rowCount())
    )
    box = dialog.choices[int(bo[1])]
    assert [box.itemText(i) for i in range(box.count())] == [
        "Does not block",
        "Blocks Grizzly Bears 2/2 (1)",
        "Blocks Grizzly Bears 2/2 (2)",
    ]
    QTest.keyClick(box, Qt.Key.Key_Down)
    QTest.keyClick(box, Qt.Key.Key_Down)
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    pump()
    assert window.controller.state.objects[bo[1]].blocking == (ann[1],)


def _two_warcallers_attack(qtbot):
    """Two Keldon Warcallers (and a History of Benalia for their triggers to target) attack:
    the window, the Warcallers, and the trigger order dialog their triggers open."""
    from saga_table.demo import builtin_resolver
    from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog

    resolve_card = builtin_resolver()
    game = two_player_game()
    for _ in range(2):
        game.apply(a.PutCardOntoBattlefield(resolve_card("Keldon Warcaller"), PlayerId(0)))
    game.apply(a.PutCardOntoBattlefield(resolve_card("History of Benalia"), PlayerId(0)))
    game.apply(a.ResolveTopOfStack())  # its chapter I
    callers = [o.id for o in game.state.permanents() if o.name == "Keldon Warcaller"]
    window = make_window(qtbot, game)
    advance_to(window, "declare attackers")
    window.controller.perform(a.DeclareAttackers(tuple((c, PlayerId(1)) for c in callers)))
    pump()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(TriggerOrderDialog)))
    dialog = next(d for d in window.findChildren(TriggerOrderDialog) if d.isVisible())
    return window, callers, dialog


def test_cr603_3b_two_warcallers_triggers_read_apart_when_ordered(qtbot) -> None:
    """Two Keldon Warcallers attack: their triggers were two identical lines in the order
    dialog; they are numbered by their sources, as the attackers dialog numbers the creatures."""
    _window, _callers, dialog = _two_warcallers_attack(qtbot)
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(set(rows)) == 2, rows
    assert rows[0].endswith("(1)") and rows[1].endswith("(2)"), rows


def test_ctrl_z_from_the_trigger_order_dialog_takes_back_the_gesture_that_asked_it(qtbot) -> None:
    """Two Keldon Warcallers attack by mistake: the order dialog (window-modal) asks for their
    triggers' order; Ctrl+Z pressed in it undoes the attack, as in the window, and the dialog
    whose question is gone closes."""
    window, callers, dialog = _two_warcallers_attack(qtbot)
    assert dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal
    QTest.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    pump()
    state = window.controller.state
    assert state.decision is None and not state.turn.attackers_declared
    assert all(state.objects[c].attacking is None for c in callers)
    qtbot.waitUntil(lambda: not any(d.isVisible() for d in window.findChildren(type(dialog))))
