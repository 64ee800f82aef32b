"""Helpers the window tests share: small games, a window on them, synthetic drops."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef, CreateTokenEffect, DrawEffect
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.qt.controller import GameController
from saga_table.qt.i18n import Translators
from saga_table.qt.main_window import MainWindow
from saga_table.qt.settings_bridge import UiSettings

BENALIA = CardDef.saga(
    "History of Benalia",
    name_ja="ベナリア史",
    chapters={
        1: ("Make a 2/2 Knight token.", CreateTokenEffect("Knight", 1, 2, 2, name_ja="騎士")),
        2: ("Make a 2/2 Knight token.", CreateTokenEffect("Knight", 1, 2, 2, name_ja="騎士")),
        3: "Knights get +2/+1 this turn.",
    },
)
TALE = CardDef.saga(
    "Tale of Two",
    chapters={1: ("Draw a card.", DrawEffect(1)), 2: "Scry 2.", 3: "Gain 3 life."},
)
PLAINS = CardDef.simple(
    "Plains", card_types=("Land",), supertypes=("Basic",), subtypes=("Plains",), name_ja="平地"
)
BEAR = CardDef.simple("Grizzly Bears", power="2", toughness="2")


def goldfish_game(*, opening_hands: bool = False, players: int = 1) -> Game:
    """A small game: each player holds two Sagas, a land and a bear; the library is lands."""
    setups = tuple(
        PlayerSetup(
            name,
            library=(PLAINS,) * 20,
            hand=(BENALIA, TALE, PLAINS, BEAR),
        )
        for name in ("Ann", "Bo", "Cy", "Di")[:players]
    )
    return Game(GameSetup(players=setups, shuffle=opening_hands, opening_hands=opening_hands))


def card_in_hand(game: Game, name: str, player: int = 0) -> int:
    state = game.state
    for oid in state.zone(PlayerId(player), Zone.HAND):
        if state.objects[oid].card.name == name:
            return int(oid)
    raise KeyError(name)


def permanent(game: Game, name: str) -> int:
    for obj in game.state.permanents():
        if obj.card.name == name:
            return int(obj.id)
    raise KeyError(name)


def make_window(qtbot, game: Game, *, language: str = "en", size=(1366, 768)) -> MainWindow:
    controller = GameController(game, language=language)
    window = MainWindow(controller, settings=UiSettings(language=language))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    # Shortcuts go to the active window; offscreen, a window is active once it asks to be.
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def play_first_card_from_the_hand(qtbot, window: MainWindow) -> None:
    """Space to the main phase (from the upkeep: the first player skips a draw), then a click on
    the first card in hand and on Play, as a player does."""
    before = window.controller.state
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.state.turn.step.value == "main")
    view = window.hand_panel.view
    row = window.hand_model.row_of(window.controller.state.zone(PlayerId(0), Zone.HAND)[0])
    rect = view.visualRect(window.hand_model.index(row, 0))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(window.hand_panel.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            len(window.controller.state.zone(PlayerId(0), Zone.HAND))
            < len(before.zone(PlayerId(0), Zone.HAND))
        )
    )
    pump()


def pump() -> None:
    for _ in range(3):
        QApplication.processEvents()


def send_drop(widget: QWidget, mime: QMimeData) -> bool:
    """Drag ``mime`` into ``widget`` and drop it in the middle (enter, move, drop: Qt delivers a
    drop only to a widget that took the drag); True if the drop was taken."""
    centre = widget.rect().center()
    rest = (
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with warnings.catch_warnings():
        # PySide6 flags the QPoint constructors of drag events, their only ones, as deprecated.
        warnings.simplefilter("ignore", DeprecationWarning)
        moves = (QDragEnterEvent(centre, *rest), QDragMoveEvent(centre, *rest))
    for event in moves:
        QApplication.sendEvent(widget, event)
        if not event.isAccepted():
            return False
    drop = QDropEvent(QPointF(centre), *rest)
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


@contextmanager
def japanese() -> Iterator[Translators]:
    """The app's and Qt's Japanese translators, installed for the block."""
    from tests.qt.i18n_support import ensure_qm

    ensure_qm()
    translators = Translators()
    assert translators.install("ja"), "the Japanese translation did not load"
    try:
        yield translators
    finally:
        translators.remove()


def advance_to(window: MainWindow, step: str, *, turn: int | None = None) -> None:
    """Press Next until ``step`` of ``turn`` (answering nothing: fails on a decision)."""
    for _ in range(100):
        state = window.controller.state
        if state.turn.step.value == step and (turn is None or state.turn.number == turn):
            return
        assert state.decision is None, state.decision
        window.next()
        pump()
    raise AssertionError(f"never reached {step}")


__all__ = [
    "BEAR",
    "BENALIA",
    "PLAINS",
    "TALE",
    "a",
    "advance_to",
    "card_in_hand",
    "goldfish_game",
    "japanese",
    "make_window",
    "permanent",
    "pump",
    "send_drop",
]
