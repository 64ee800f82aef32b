"""Pick an ability's targets by clicking cards on the table (603.3d).

While a :class:`~saga_table.engine.state.ChooseTargetsDecision` waits, a :class:`TargetPicker`
watches left clicks anywhere in the window: a click on a card (or a player's seat) that is a legal
target checks it in
the open :class:`~saga_table.qt.dialogs.effect_choices.TargetsDialog`; once as many targets as the
ability takes are checked, the dialog is accepted and the targets are chosen. A click on a card
that is not a legal target says so in the status bar and does nothing else.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from saga_table.qt.dialogs.effect_choices import TargetsDialog
from saga_table.qt.widgets._card_base import CardWidgetBase
from saga_table.qt.widgets.seat_widget import SeatWidget

__all__ = ["TargetPicker"]


class TargetPicker(QObject):
    """Installed on the application while ``dialog`` is open; removes itself when it closes."""

    def __init__(self, dialog: TargetsDialog, window: QWidget, say: Callable[[str], None]) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.window = window
        self.say = say
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        dialog.finished.connect(self.stop)

    def stop(self, *_args: object) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.MouseButtonPress or not isinstance(event, QMouseEvent):
            return False
        if event.button() != Qt.MouseButton.LeftButton or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self.window:
            return False
        card: QWidget | None = watched
        while card is not None and not isinstance(card, CardWidgetBase | SeatWidget):
            card = card.parentWidget()
        if isinstance(card, SeatWidget):  # a player as the target: their seat
            if card.player() not in self.dialog.decision.players:
                return False  # the seat's own controls (life, crown) work as usual
            self.dialog.check(card.player(), player=True)
            self._accept_when_complete()
            return True
        if not isinstance(card, CardWidgetBase):
            return False
        object_id = card.object_id()
        if object_id is None:
            return False
        if object_id not in self.dialog.decision.objects:
            self.say(self.tr("That is not a legal target for this ability."))
            return True
        self.dialog.check(object_id)
        self._accept_when_complete()
        return True

    def _accept_when_complete(self) -> None:
        if len(self.dialog.checked()) >= self.dialog.maximum and self.dialog.is_complete():
            self.dialog.accept()
