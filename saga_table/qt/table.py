"""The table: a seat and a battlefield per player, and the large card preview.

Each player sits in a row: the seat on the left, the battlefield (:mod:`saga_table.qt.battlefield`)
beside it. Four players take four rows; five to eight take two columns of rows, with narrower
seats. One zoom serves every battlefield (Ctrl+wheel over any of them asks for a step); Z over a
card (or on the focused one) shows it large, with its whole text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from saga_table.qt.battlefield import BattlefieldScroll, BattlefieldView, Pile, piles
from saga_table.qt.table_layout import CARD_RATIO, TileFit, fit_tiles, table_grid, text_px_for_zoom
from saga_table.qt.widgets._card_base import CARD_MARGIN, CardWidgetBase
from saga_table.qt.widgets.seat_widget import SeatWidget
from saga_table.qt.widgets.view import CardView

__all__ = [
    "CARD_RATIO",
    "BattlefieldView",
    "CardPreview",
    "Pile",
    "PlayerArea",
    "TableView",
    "TileFit",
    "fit_tiles",
    "piles",
    "table_grid",
]

#: A seat's width when five to eight players sit in two columns: its life total and counts
#: still read whole (a long commander's name is elided), and the battlefield beside it keeps
#: room for a Saga's chapters (at 150 or 132, Song of Freyalise's chapter III was cut at
#: eight seats on 1024x600, in the app's fonts).
SEAT_NARROW = 126
#: A table narrower than this seats up to four players on narrow seats too: at 1024x600 (a
#: table about 720 px wide beside the stack and the log) the 94 px a wide seat takes from each
#: battlefield were what its Sagas' chapters to come lacked to be read whole; from 1280 px on,
#: the wide seats' large life totals cost no chapter its text.
NARROW_TABLE = 900


class PlayerArea(QFrame):
    """A player's place at the table: their seat, and their battlefield beside it."""

    def __init__(
        self,
        seat: QWidget,
        battlefield: BattlefieldView,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self.battlefield = battlefield
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("PlayerArea")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(seat)
        column.addStretch(1)
        layout.addLayout(column)
        self.scroll_area = BattlefieldScroll(battlefield, self)
        layout.addWidget(self.scroll_area, 1)
        if isinstance(seat, SeatWidget):  # the crown dropped anywhere on the player's area
            seat.drop_target.also_on(self)

    def set_active(self, active: bool) -> None:
        """The active player's area is outlined (repainted only when that changes)."""
        shadow = QFrame.Shadow.Plain if active else QFrame.Shadow.Sunken
        if self.frameShadow() != shadow:
            self.setFrameShadow(shadow)
        if self.lineWidth() != (2 if active else 1):
            self.setLineWidth(2 if active else 1)


class CardPreview(QFrame):
    """A large copy of a card, with its whole text, beside the pointer (press Z over a card or
    on the focused card; Z again, Escape or moving on hides it)."""

    HEIGHT = 440

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setFrameShape(QFrame.Shape.Box)
        self.setObjectName("CardPreview")
        self._card: CardWidgetBase | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(2, 2, 2, 2)

    def card(self) -> CardWidgetBase | None:
        return self._card

    def show_view(self, view: CardView, near: QPoint, zoom: float = 1.0) -> None:
        if self._card is not None:
            self._card.hide()
            self._card.deleteLater()
        from saga_table.qt.widgets.card_widget import make_card_widget
        from saga_table.qt.widgets.saga_widget import SagaCardWidget, saga_width_needed

        card = make_card_widget(view)
        card.fill_tile = True
        card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        height = round(self.HEIGHT * max(1.0, zoom))
        width = round(height / CARD_RATIO)
        if isinstance(card, SagaCardWidget):
            px = max(13.0, text_px_for_zoom(zoom) * 1.3)
            card.set_text_px(px)
            inner = height - 2 * CARD_MARGIN
            width = round(
                saga_width_needed(
                    view,
                    inner,
                    card.font(),
                    px,
                    narrowest=inner / CARD_RATIO,
                    widest=inner * 1.6,
                )
                + 2 * CARD_MARGIN
            )
        self._layout.addWidget(card)
        self._card = card
        self.setFixedSize(width + 4, height + 4)
        screen = QApplication.screenAt(near) or QApplication.primaryScreen()
        box = screen.availableGeometry() if screen is not None else QRect(0, 0, 1366, 768)
        x = (
            near.x() + 24
            if near.x() + 24 + self.width() <= box.right()
            else near.x() - 24 - self.width()
        )
        y = min(max(box.top(), near.y() - self.height() // 2), box.bottom() - self.height())
        self.move(max(box.left(), x), y)
        self.show()


class TableView(QWidget):
    """Every player's area, arranged by :func:`table_grid`; one zoom for every battlefield.

    Signals:
        zoom_requested(direction): Ctrl+wheel over a battlefield (+1 in, -1 out).
    """

    zoom_requested = Signal(int)

    def __init__(
        self,
        areas: Sequence[PlayerArea],
        parent: QWidget | None = None,
        *,
        zoom: float = 1.0,
    ) -> None:
        super().__init__(parent)
        self.areas = list(areas)
        self.preview = CardPreview(self)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        #: Two columns of players (five to eight): narrow seats always leave the cards more room.
        self.crowded = len(self.areas) > 4
        #: Each seat's own width bounds, which a wide table gives back (_set_narrow).
        self._seat_widths = [(a.seat.minimumWidth(), a.seat.maximumWidth()) for a in self.areas]
        self._narrow: bool | None = None
        self._set_narrow(self.crowded)
        for area, (row, column) in zip(self.areas, table_grid(len(self.areas)), strict=True):
            grid.addWidget(area, row, column)
            area.battlefield.zoom_requested.connect(self.zoom_requested)
            area.battlefield.set_zoom(zoom)
        rows = max((r for r, _c in table_grid(len(self.areas))), default=0) + 1
        for row in range(rows):
            grid.setRowStretch(row, 1)

    def narrow_seats(self) -> bool:
        """Whether the seats are narrow now (SEAT_NARROW): at five to eight players, or on a
        table narrower than NARROW_TABLE."""
        return bool(self._narrow)

    def _set_narrow(self, narrow: bool) -> None:
        if narrow == self._narrow:
            return
        self._narrow = narrow
        for area, (low, high) in zip(self.areas, self._seat_widths, strict=True):
            area.seat.setMinimumWidth(min(low, SEAT_NARROW) if narrow else low)
            area.seat.setMaximumWidth(min(high, SEAT_NARROW) if narrow else high)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_narrow(self.crowded or event.size().width() < NARROW_TABLE)

    def watch_application(self) -> None:
        """Watch every event of the application (Esc and clicks hide the preview, Ctrl+wheel
        over a battlefield zooms): the main window asks for it once it has been painted (see
        :meth:`MainWindow.watch_application`)."""
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def set_zoom(self, zoom: float) -> None:
        for area in self.areas:
            area.battlefield.set_zoom(zoom)

    def zoom(self) -> float:
        return self.areas[0].battlefield.zoom() if self.areas else 1.0

    def card_at_pointer(self) -> CardWidgetBase | None:
        """The card under the pointer, else the focused card, on this table."""
        widget = QApplication.widgetAt(QCursor.pos())
        while widget is not None and not isinstance(widget, CardWidgetBase):
            widget = widget.parentWidget()
        if widget is None or not self.isAncestorOf(widget):
            focus = QApplication.focusWidget()
            widget = (
                focus if isinstance(focus, CardWidgetBase) and self.isAncestorOf(focus) else None
            )
        return widget

    def toggle_preview(self) -> bool:
        """Show the large preview of the card under the pointer (or focused), or hide it."""
        if self.preview.isVisible():
            self.preview.hide()
            return True
        card = self.card_at_pointer()
        view = card.view() if card is not None else None
        if card is None or view is None:
            return False
        near = card.mapToGlobal(card.rect().topRight())
        self.preview.show_view(view, near, self.zoom())
        return True

    def show_preview_of(self, object_id: int) -> bool:
        """Show the large preview of the permanent ``object_id`` (its card menu's entry)."""
        for area in self.areas:
            for card in area.battlefield.card_widgets():
                view = card.view()
                if view is not None and view.object_id == object_id:
                    near = card.mapToGlobal(card.rect().topRight())
                    self.preview.show_view(view, near, self.zoom())
                    return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Escape and self.preview.isVisible():
                self.preview.hide()
                return True
        elif kind == QEvent.Type.MouseButtonPress and self.preview.isVisible():
            self.preview.hide()
        elif (
            kind == QEvent.Type.Wheel
            and isinstance(event, QWheelEvent)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            field = self._battlefield_of(watched)
            if field is not None:
                field.wheel_zoom(event.angleDelta().y())
                event.accept()
                return True
        return False

    def _battlefield_of(self, watched: QObject) -> BattlefieldView | None:
        """The battlefield ``watched`` is (or lies in, or scrolls), if it is on this table."""
        widget = watched if isinstance(watched, QWidget) else None
        while widget is not None and widget is not self:
            if isinstance(widget, BattlefieldView):
                return widget
            if isinstance(widget, BattlefieldScroll) and isinstance(
                widget.widget(), BattlefieldView
            ):
                return widget.widget()  # type: ignore[return-value]
            widget = widget.parentWidget()
        return None
