"""The window's keyboard and focus, in one event filter.

- **Space is Next wherever the focus is**, except in a text field (a name, a search, a number):
  a focused list, button, card or seat never swallows it. (T still taps a focused card.)
- **Enter** plays the focused hand card (Shift+Enter puts it onto the battlefield, Delete
  discards it).
- **Left/Right** move from card to card on the table, in reading order; **Up/Down** move to the
  battlefield above or below (on a Saga, Up/Down and +/− turn its lore dial instead).
- **The Menu key** (or Shift+F10) opens the focused card's menu with its first item selected.
- **A click where nothing takes the focus** (the table's background, a label) takes it from the
  widget that had it, so Enter no longer plays a hand card nobody is looking at.
- **Esc that closes a menu of the menu bar** gives the keyboard back to the widget that had it
  (Qt leaves the menu bar focused, in its keyboard mode, with no highlight to show it: the
  next Left and Enter opened the Game menu's New game). Left/Right between open menus still
  walk the menu bar: the check waits until the next menu has opened.

The filter is installed on the application (a focused widget gets key events before the window
does) and looks only at widgets of its own window, so dialogs keep their keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QContextMenuEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from shiboken6 import isValid

from saga_table.qt.widgets._card_base import CardWidgetBase
from saga_table.qt.widgets.saga_widget import SagaCardWidget

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["WindowKeys", "is_text_field", "popup_menu"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_NO_MODIFIERS = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


def is_text_field(widget: QObject) -> bool:
    """A widget that types what is pressed (Space is a character there)."""
    # Imported here: importing a Qt class makes its Python type and enums, and the window's
    # first paint needs none of these (a key press comes later).
    from PySide6.QtWidgets import (
        QAbstractSpinBox,
        QComboBox,
        QLineEdit,
        QPlainTextEdit,
        QTextEdit,
    )

    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox))


def popup_menu(menu: QMenu, pos: QPoint, *, select_first: bool) -> None:
    """Show ``menu`` at ``pos``; opened from the keyboard, its first item is selected, so the
    arrows and Enter work at once."""
    menu.popup(pos)
    if select_first:
        first = _first_item(menu)
        if first is not None:
            menu.setActiveAction(first)


def _first_item(menu: QMenu) -> QAction | None:
    for action in menu.actions():
        if action.isVisible() and action.isEnabled() and not action.isSeparator():
            return action
    return None


class WindowKeys(QObject):
    """The event filter of one main window (see the module's description).

    ``keyboard_menu`` is True while the context menu being opened was asked for from the
    keyboard (the Menu key), so it opens with an item selected.
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.keyboard_menu = False
        #: The widget that had the focus when the menu bar took it (Alt+E, or Esc in a menu).
        self._before_menu_bar: QWidget | None = None
        self._installed = False

    def install(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication) and not self._installed:
            self._installed = True
            app.installEventFilter(self)
            app.focusChanged.connect(self._focus_changed)

    def name_keys(self) -> None:
        """Give each button of the window a tooltip that names its key."""
        window = self._window
        acts = window.commands
        stack = window.stack_panel
        hand = window.hand_panel

        def tip(button: QWidget, text: str, keys: str) -> None:
            button.setToolTip(self.tr("{what} ({keys})").format(what=text, keys=keys))

        def keys_of(action: QAction) -> str:
            return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

        tip(stack.resolve_button, acts.resolve.statusTip(), keys_of(acts.resolve))
        tip(stack.by_hand_button, stack.by_hand_button.toolTip(), keys_of(acts.resolve_by_hand))
        tip(stack.counter_button, acts.counter.statusTip(), keys_of(acts.counter))
        tip(stack.decision_button, acts.answer_decision.statusTip(), keys_of(acts.answer_decision))
        tip(hand.play_button, self.tr("Play the selected card"), self.tr("Enter"))
        tip(
            hand.put_button,
            self.tr("Put the selected card onto the battlefield"),
            self.tr("Shift+Enter"),
        )
        tip(hand.discard_button, self.tr("Discard the selected card"), self.tr("Delete"))
        tip(window.top_bar.pass_button, acts.pass_turn.statusTip(), keys_of(acts.pass_turn))

    def remove(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication) and self._installed:
            self._installed = False
            app.removeEventFilter(self)
            app.focusChanged.disconnect(self._focus_changed)
        self._before_menu_bar = None

    # ---------------------------------------------------------------- the filter

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _WATCHED or not isinstance(watched, QWidget):
            return False
        if kind == QEvent.Type.Hide:
            if isinstance(watched, QDialog) and _parent_window(watched) is self._window:
                QTimer.singleShot(0, self, self._take_back_activation)
            elif isinstance(watched, QMenu) and self._window.menuBar().hasFocus():
                QTimer.singleShot(0, self, self._leave_the_menu_bar)
            return False
        if watched.window() is not self._window:
            return False
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            return self._shortcut_override(watched, event)
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key_press(watched, event)
        if kind == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            self.keyboard_menu = event.reason() == QContextMenuEvent.Reason.Keyboard
            return False
        if kind == QEvent.Type.MouseButtonPress:
            self._click(watched)
        return False

    def _shortcut_override(self, watched: QWidget, event: QKeyEvent) -> bool:
        if event.key() != Qt.Key.Key_Space or event.modifiers() not in _NO_MODIFIERS:
            return False
        if is_text_field(watched):
            event.accept()  # the field types a space
            return False
        # Nobody else may keep Space for itself: Next's shortcut takes it.
        event.ignore()
        return True

    def _key_press(self, watched: QWidget, event: QKeyEvent) -> bool:
        window = self._window
        key = event.key()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (key == Qt.Key.Key_Menu and modifiers == Qt.KeyboardModifier.NoModifier) or (
            key == Qt.Key.Key_F10 and modifiers == Qt.KeyboardModifier.ShiftModifier
        ):
            # The Menu key (and Shift+F10, as on Windows) opens the focused widget's menu; the
            # key is taken here, so the platform does not open a second one.
            event.accept()
            centre = watched.rect().center()
            menu_event = QContextMenuEvent(
                QContextMenuEvent.Reason.Keyboard, centre, watched.mapToGlobal(centre)
            )
            QApplication.sendEvent(watched, menu_event)
            return True
        if watched is window.hand_panel.view:
            return self._hand_key(key, modifiers)
        if isinstance(watched, CardWidgetBase) and modifiers == Qt.KeyboardModifier.NoModifier:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                return self.move_between_cards(watched, -1 if key == Qt.Key.Key_Left else 1)
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not isinstance(watched, SagaCardWidget):
                return self.move_between_rows(watched, -1 if key == Qt.Key.Key_Up else 1)
        return False

    def _hand_key(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        hand = self._window.hand_panel
        card = hand.selected_id()
        if card is None:
            return False
        if key in _ENTER and modifiers == Qt.KeyboardModifier.NoModifier:
            hand.play_requested.emit(card)
            return True
        if key in _ENTER and modifiers == Qt.KeyboardModifier.ShiftModifier:
            hand.put_requested.emit(card)
            return True
        if key == Qt.Key.Key_Delete and modifiers == Qt.KeyboardModifier.NoModifier:
            hand.discard_requested.emit(card)
            return True
        return False

    def _take_back_activation(self) -> None:
        """A dialog of the window closed: the window is active again (some window managers,
        and Qt offscreen, leave no window active, and then no shortcut works)."""
        window = self._window
        if QApplication.activeModalWidget() is None and window.isVisible():
            active = QApplication.activeWindow()
            if active is None or active is window or not active.isVisible():
                window.activateWindow()

    def _focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        from PySide6.QtWidgets import QAbstractSpinBox  # (its type is made when first used)

        if (
            isinstance(now, QAbstractSpinBox)
            and (old is None or old.window() is not now.window())
            and isinstance(now.window(), QDialog)
        ):
            # A dialog opened on a number (Set up position's turn, a counter's amount): it is
            # selected, so that the digits typed replace it; the cursor stood before "4", and
            # typing 5 made 54. (Tab selects it already; a click places the cursor.)
            QTimer.singleShot(0, now, now.selectAll)
        bar = self._window.menuBar()
        if now is bar and old is not None and old is not bar and old.window() is self._window:
            self._before_menu_bar = old
        elif now is not None and now is not bar:
            self._before_menu_bar = None

    def _leave_the_menu_bar(self) -> None:
        """A menu closed and none opened after it: if the menu bar kept the focus (Esc leaves
        it in its keyboard mode), the widget that had the focus gets it back (the menu bar
        leaves that mode when it loses the focus)."""
        bar = self._window.menuBar()
        if QApplication.activePopupWidget() is not None or not bar.hasFocus():
            return
        before, self._before_menu_bar = self._before_menu_bar, None
        if before is not None and isValid(before) and before.isVisible() and before.isEnabled():
            # (Not MenuBarFocusReason: with it, Qt tells the bar nothing, and it stays.)
            before.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            bar.clearFocus()

    def _click(self, watched: QWidget) -> None:
        widget: QWidget | None = watched
        while widget is not None and widget is not self._window:
            if widget.focusPolicy() & Qt.FocusPolicy.ClickFocus:
                return  # it takes the focus itself
            widget = widget.parentWidget()
        focused = QApplication.focusWidget()
        if focused is None or focused.window() is not self._window:
            return
        if focused is watched or watched.isAncestorOf(focused):
            return  # the press began on a child that took the focus, and came up to here
        focused.clearFocus()

    # ---------------------------------------------------------------- moving between cards

    def _rows(self) -> list[list[CardWidgetBase]]:
        rows = []
        for battlefield in self._window.battlefields:
            cards = [c for c in battlefield.card_widgets() if c.isVisible()]
            if cards:
                rows.append(cards)
        return rows

    def move_between_cards(self, card: CardWidgetBase, step: int) -> bool:
        """Focus the card before or after ``card`` on the table (all battlefields in order)."""
        cards = [c for row in self._rows() for c in row]
        if card not in cards:
            return False
        index = cards.index(card) + step
        if 0 <= index < len(cards):
            cards[index].setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def move_between_rows(self, card: CardWidgetBase, step: int) -> bool:
        """Focus the card nearest ``card``'s place in the battlefield above or below."""
        rows = self._rows()
        where = next((i for i, row in enumerate(rows) if card in row), None)
        if where is None:
            return False
        target = where + step
        if not 0 <= target < len(rows):
            return True
        column = rows[where].index(card)
        row = rows[target]
        row[min(column, len(row) - 1)].setFocus(Qt.FocusReason.OtherFocusReason)
        return True


def _parent_window(widget: QWidget) -> QWidget | None:
    parent = widget.parentWidget()
    return parent.window() if parent is not None else None


_WATCHED = frozenset(
    {
        QEvent.Type.Hide,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.KeyPress,
        QEvent.Type.ContextMenu,
        QEvent.Type.MouseButtonPress,
    }
)
