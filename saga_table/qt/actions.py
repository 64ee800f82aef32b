"""Every command of the window as a QAction: a translatable label, a shortcut, a status tip.

The main window connects each action's ``triggered`` to what it does and enables or disables them
as the game changes; menus, toolbar buttons and shortcuts all share these actions.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

__all__ = ["GameActions"]


class GameActions(QObject):
    """The window's actions, by name (``actions.next_step``, ``actions.undo``...)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

        def make(
            label: str,
            shortcuts: list[QKeySequence | str] | None = None,
            tip: str = "",
            *,
            context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut,
        ) -> QAction:
            action = QAction(label, self)
            if shortcuts:
                action.setShortcuts([QKeySequence(s) for s in shortcuts])
            action.setShortcutContext(context)
            action.setStatusTip(tip or label.replace("&", ""))
            action.setToolTip(_with_shortcut(tip or label.replace("&", ""), action))
            return action

        std = QKeySequence.StandardKey
        # Game
        self.new_game = make(self.tr("&New game…"), [QKeySequence(std.New)])
        self.open_record = make(self.tr("&Open game record…"), [QKeySequence(std.Open)])
        self.save_record = make(self.tr("&Save game record…"), [QKeySequence(std.Save)])
        self.settings = make(self.tr("Se&ttings…"), ["Ctrl+,"])
        self.quit = make(self.tr("&Quit"), ["Ctrl+Q"])
        # Edit
        self.undo = make(self.tr("&Undo"), ["Ctrl+Z"])
        self.redo = make(self.tr("&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"])
        # Turn
        self.next_step = make(
            self.tr("&Next"),
            ["Space"],
            self.tr("Go on: answer the waiting choice, resolve the stack, or go to the next step"),
        )
        self.extra_turn = make(
            self.tr("E&xtra turn…"),
            ["Ctrl+Shift+T"],
            self.tr("A player takes extra turns after this one (500.7)"),
        )
        self.extra_phases = make(
            self.tr("Additional p&hases…"),
            ["Ctrl+Shift+H"],
            self.tr("Phases added right after this one: combat and main, combat, ... (500.8)"),
        )
        self.skip = make(
            self.tr("S&kip…"),
            ["Ctrl+Shift+S"],
            self.tr("A player skips their next step or phase, or each one this turn (500.11)"),
        )
        self.advance_step = make(
            self.tr("Next &step"), ["Ctrl+Right"], self.tr("Go to the next step or phase")
        )
        self.pass_turn = make(
            self.tr("&Pass the turn"),
            ["Ctrl+E", "Ctrl+T"],
            self.tr(
                "Go through the rest of the turn, end step and cleanup included, to the next "
                "player; stops where something needs doing"
            ),
        )
        self.end_turn = make(
            self.tr("End the turn (&Time Stop)"),
            ["Ctrl+Shift+E"],
            self.tr("723.1: end the turn at once, skipping the end step and its triggers"),
        )
        self.end_combat = make(
            self.tr("End &combat"), ["Ctrl+Shift+K"], self.tr("End the combat phase (723.2)")
        )
        self.declare_attackers = make(self.tr("Declare &attackers…"), ["Ctrl+Shift+A"])
        self.declare_blockers = make(self.tr("Declare &blockers…"), ["Ctrl+Shift+B"])
        self.combat_damage = make(
            self.tr("Combat &damage…"),
            ["Ctrl+Shift+D"],
            self.tr("Say by hand who dealt how much combat damage to whom"),
        )

        # Stack
        self.resolve = make(
            self.tr("&Resolve top of stack"), ["Ctrl+R"], self.tr("Resolve the top of the stack")
        )
        self.resolve_by_hand = make(
            self.tr("Resolve by &hand"),
            ["Ctrl+Shift+R"],
            self.tr("Resolve the top of the stack; the players carry out its effect"),
        )
        self.counter = make(self.tr("C&ounter the top of stack"), ["Ctrl+Shift+X"])
        self.answer_decision = make(
            self.tr("&Answer the waiting choice…"), ["Ctrl+J"], self.tr("Open the waiting choice")
        )
        # Cards and players
        self.draw = make(self.tr("&Draw a card"), ["Ctrl+D"])
        self.library = make(
            self.tr("&Library…"), ["Ctrl+L"], self.tr("Look at or search a library")
        )
        self.graveyard = make(self.tr("&Graveyard…"), ["Ctrl+G"])
        self.exile = make(self.tr("E&xile…"), ["Ctrl+Shift+G"])
        self.create_token = make(self.tr("Create &tokens…"), ["Ctrl+K"])
        self.proliferate = make(
            self.tr("P&roliferate…"),
            ["Ctrl+U"],
            self.tr(
                "The chosen player proliferates: tick the permanents and players that get one "
                "more counter of each kind (701.34a)"
            ),
        )
        self.put_any_card = make(
            self.tr("&Put a card onto the battlefield…"),
            ["Ctrl+P"],
            self.tr("Any card, for any player: find it by its name"),
        )
        self.set_up_position = make(
            self.tr("Set &up position…"),
            ["Ctrl+Shift+P"],
            self.tr("Join a game in progress: place the cards, then start from there"),
        )
        self.gain_life = make(
            self.tr("Gain 1 life"), ["Ctrl+Alt+="], self.tr("The chosen player gains 1 life")
        )
        self.lose_life = make(
            self.tr("Lose 1 life"), ["Ctrl+Alt+-"], self.tr("The chosen player loses 1 life")
        )
        self.crown_player = make(
            self.tr("Make the chosen player the &monarch"),
            ["Ctrl+M"],
            self.tr("The chosen player becomes the monarch"),
        )
        self.next_player = make(
            self.tr("Choose the next player"), ["Ctrl+Tab"], self.tr("Whose hand and cards")
        )
        # View
        self.show_hand = make(self.tr("&Hand"), ["Ctrl+H"])
        self.show_hand.setCheckable(True)
        self.show_side = make(
            self.tr("Stack and &log"),
            ["F9"],
            self.tr("Hide them to give the table the window's width (six or eight players)"),
        )
        self.show_side.setCheckable(True)
        self.show_side.setChecked(True)
        self.focus_table = make(self.tr("Go to the &table"), ["F6"])
        self.focus_stack = make(self.tr("Go to the &stack"), ["F7"])
        self.focus_hand = make(self.tr("Go to the h&and"), ["F8"])
        # Help
        self.shortcuts = make(
            self.tr("&Keyboard shortcuts"),
            ["F1", "Ctrl+/"],
            self.tr("Every key the window knows"),
        )
        self.restart = make(
            self.tr("&Restart with the same decks"),
            ["Ctrl+Shift+N"],
            self.tr("A new game with the same players and decks, shuffled anew"),
        )

    def all(self) -> list[QAction]:
        return [a for a in self.findChildren(QAction)]


def _with_shortcut(text: str, action: QAction) -> str:
    shortcut = action.shortcut()
    if shortcut.isEmpty():
        return text
    native = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
    return f"{text} ({native})"
