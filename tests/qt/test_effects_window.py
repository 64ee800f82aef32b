"""Guided effects through the window, as a player: a target picked by clicking a card on the
table, a scry ordered in its dialog, and a chapter carried out by hand (three changes, then
Done) that Undo takes back in one step."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from saga_table.engine.cards import CardDef, GainLifeEffect
from saga_table.engine.effects import kinds as k
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.turns import Step
from saga_table.qt.dialogs.effect_choices import ByHandDialog, ScryDialog, TargetsDialog
from tests.qt.window_support import BEAR, PLAINS, card_in_hand, make_window, permanent, pump

CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
OGRE = CardDef.simple("Hill Ogre", power="3", toughness="3")
SHOCK_SAGA = CardDef.saga(
    "Tale of Sparks",
    chapters={
        1: (
            "Destroy target creature an opponent controls.",
            k.DestroyEffect(k.Objects(filter=k.Filter(types=("Creature",), controller="opponent"))),
        ),
        2: "Nothing yet.",
    },
)
SCRY_SAGA = CardDef.saga(
    "Tale of Stars", chapters={1: ("Scry 2.", k.ScryEffect(2)), 2: "Nothing yet."}
)
ODD_SAGA = CardDef.saga("Tale of Oddities", chapters={1: "Do three odd things.", 2: "Rest."})


def two_players(hand: tuple[CardDef, ...], *, library: tuple[CardDef, ...] = ()) -> Game:
    me = PlayerSetup("Ann", library=library or (PLAINS,) * 20, hand=hand)
    foe = PlayerSetup("Bo", library=(PLAINS,) * 20, hand=(BEAR, OGRE))
    game = Game(GameSetup(players=(me, foe), shuffle=False))
    from saga_table.engine import actions as a

    while not (game.state.turn.step is Step.MAIN and game.state.turn.is_precombat_main):
        game.apply(a.AdvanceStep())
    for name in ("Grizzly Bears", "Hill Ogre"):
        game.apply(a.PutOntoBattlefield(card_in_hand(game, name, player=1)))  # type: ignore[arg-type]
    return game


def put_from_hand(qtbot, window, name: str) -> None:
    index = window.hand_model.index(
        window.hand_model.row_of(card_in_hand(window.controller.game, name))
    )
    window.hand_panel.view.setCurrentIndex(index)
    qtbot.mouseClick(window.hand_panel.put_button, Qt.MouseButton.LeftButton)


def test_cr603_3d_a_target_is_picked_by_clicking_the_card_on_the_table(qtbot) -> None:
    window = make_window(qtbot, two_players((SHOCK_SAGA,)))
    game = window.controller.game
    put_from_hand(qtbot, window, "Tale of Sparks")
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, TargetsDialog))
    dialog = window.decision_dialog
    assert "Tale of Sparks" in dialog.heading.text()
    ogre = permanent(game, "Hill Ogre")
    field = next(f for f in window.battlefields if f.card_widget(ogre) is not None)
    widget = field.card_widget(ogre)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    qtbot.waitUntil(lambda: window.decision_dialog is None)
    item = game.state.stack[-1]
    assert item.chosen[0].objects == (ogre,)
    assert "Hill Ogre" in window.stack_model.data(window.stack_model.index(0))  # waits for it
    qtbot.mouseClick(window.stack_panel.resolve_button, Qt.MouseButton.LeftButton)
    pump()
    names = [o.name for o in game.state.permanents()]
    assert "Hill Ogre" not in names and "Grizzly Bears" in names


def test_cr701_22_a_scry_is_ordered_in_its_dialog(qtbot) -> None:
    library = (BEAR, OGRE) + (PLAINS,) * 10
    window = make_window(qtbot, two_players((SCRY_SAGA,), library=library))
    game = window.controller.game
    put_from_hand(qtbot, window, "Tale of Stars")
    pump()
    qtbot.mouseClick(window.stack_panel.resolve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, ScryDialog))
    dialog = window.decision_dialog
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert rows == ["Grizzly Bears", "Hill Ogre"]
    dialog.list.setFocus()
    dialog.list.setCurrentRow(0)
    QTest.keyClick(dialog.list, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # Bears second
    assert [dialog.list.item(i).text() for i in range(2)] == ["Hill Ogre", "Grizzly Bears"]
    QTest.keyClick(dialog.list, Qt.Key.Key_Space)  # check the Bears: to the bottom
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.state.decision is None)
    library_names = [game.state.objects[i].name for i in game.state.zone(PlayerId(0), Zone.LIBRARY)]
    assert library_names[0] == "Hill Ogre" and library_names[-1] == "Grizzly Bears"


def test_cr608_2_by_hand_three_changes_then_done_are_undone_in_one_step(qtbot) -> None:
    window = make_window(qtbot, two_players((ODD_SAGA, BEAR)))
    game = window.controller.game
    put_from_hand(qtbot, window, "Tale of Oddities")
    pump()
    assert "by hand" in window.stack_panel.effect_label.text()
    before = game.state
    qtbot.mouseClick(window.stack_panel.resolve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, ByHandDialog))
    dialog = window.decision_dialog
    assert "Do three odd things." in dialog.hint.text()
    window.windowHandle().requestActivate()  # the table keeps the keyboard
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    hand = len(game.state.zone(PlayerId(0), Zone.HAND))
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # draw a card
    QTest.keyClick(window, Qt.Key.Key_Minus, CTRL_ALT)  # lose 1 life
    QTest.keyClick(window, Qt.Key.Key_Minus, CTRL_ALT)  # and another
    pump()
    assert len(game.state.zone(PlayerId(0), Zone.HAND)) == hand + 1
    assert game.state.players[0].life == 18
    assert game.state.resolution is not None  # still the one resolution: nothing else happened
    qtbot.mouseClick(dialog.done_button, Qt.MouseButton.LeftButton)
    pump()
    assert game.state.resolution is None and game.state.decision is None
    assert window.commands.undo.text() == "&Undo Resolve Tale of Oddities — chapter I by hand"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    pump()
    assert game.state is before  # the resolution and its three changes, in one step


def test_cr115_a_target_player_is_picked_by_clicking_their_seat(qtbot) -> None:
    drain = CardDef.saga(
        "Tale of Thorns",
        chapters={
            1: (
                "Target opponent loses 3 life.",
                GainLifeEffect(3, who=k.Who.TARGET_OPPONENT, lose=True),
            ),
            2: "Nothing yet.",
        },
    )
    window = make_window(qtbot, two_players((drain,)))
    game = window.controller.game
    put_from_hand(qtbot, window, "Tale of Thorns")
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, TargetsDialog))
    seat = next(s for s in window.seats if s.player() == 1)
    QTest.mouseClick(seat, Qt.MouseButton.LeftButton, pos=seat.rect().topLeft() + QPoint(8, 8))
    qtbot.waitUntil(lambda: window.decision_dialog is None)
    assert game.state.stack[-1].chosen[0].players == (1,)
    qtbot.mouseClick(window.stack_panel.resolve_button, Qt.MouseButton.LeftButton)
    pump()
    assert game.state.players[1].life == 17


def test_cr115_1_two_targets_of_one_name_are_told_apart_by_whose_size_and_tapped(qtbot) -> None:
    # Two Knights read "Knight / Knight" in the targets list: nothing told which was which.
    from saga_table.engine import actions as a

    game = two_players((SHOCK_SAGA,))
    bears = [o.id for o in game.state.permanents() if o.name == "Grizzly Bears"]
    game.apply(a.CreateToken(PlayerId(1), card=BEAR))
    second = next(
        o.id for o in game.state.permanents() if o.name == "Grizzly Bears" and o.id not in bears
    )
    game.apply(a.TapPermanent(second))
    window = make_window(qtbot, game)
    put_from_hand(qtbot, window, "Tale of Sparks")
    qtbot.waitUntil(lambda: isinstance(window.decision_dialog, TargetsDialog))
    dialog = window.decision_dialog
    rows = sorted(dialog.list.item(i).text() for i in range(dialog.list.count()))
    assert rows == ["Grizzly Bears (Bo's, 2/2)", "Grizzly Bears (Bo's, 2/2, tapped)", "Hill Ogre"]
