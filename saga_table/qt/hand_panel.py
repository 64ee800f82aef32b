"""A player's hand as a row of small cards, as many as the panel can show in sight."""

from __future__ import annotations

import math
from typing import ClassVar

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPoint,
    QRectF,
    QSize,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from saga_table.qt.card_lines import small_card_lines
from saga_table.qt.models.zones import ZoneModel, ZoneRole
from saga_table.qt.viewports import own_viewport

__all__ = ["HandCardDelegate", "HandPanel"]


class HandCardDelegate(QStyledItemDelegate):
    """A card in a hand, drawn small: its name, and its type line below.

    A card is :attr:`floor` wide at least and as wide as its name and type line need, up to
    :attr:`cap`. The hand panel lowers both when the hand would not fit the rows it can show
    (:meth:`HandPanel.fit_cards`): first to the text's own width, then below it (the text
    elides), so every card of a big hand stays in sight on a small screen."""

    SIZE = QSize(172, 58)
    #: The widest a card grows to show its name and type line whole (past it, they elide).
    MAX_WIDTH = 320
    #: The narrowest a card becomes in a crowded hand (a short name and a few letters of type).
    MIN_WIDTH = 120
    #: Each (name, type line, font)'s width for its whole text: the view asks at every layout.
    _widths: ClassVar[dict[tuple[str, str, str], int]] = {}

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.floor = self.SIZE.width()
        self.cap = self.MAX_WIDTH
        #: What each row last showed: its name's lines and its type line, as painted (the
        #: window tests read it after a real paint).
        self.drawn: dict[int, tuple[tuple[str, ...], str]] = {}

    def need(self, index: QModelIndex, font: QFont) -> int:
        """The width that shows the card's name and type line whole."""
        name = str(index.data(ZoneRole.NAME) or "")
        type_line = str(index.data(ZoneRole.TYPE_LINE) or "")
        key = (name, type_line, font.key())
        width = self._widths.get(key)
        if width is None:
            name_font, small = self._fonts(font)
            text = max(
                QFontMetricsF(name_font).horizontalAdvance(name),
                QFontMetricsF(small).horizontalAdvance(type_line),
            )
            width = math.ceil(text) + 4 + 14 + 2
            if len(self._widths) > 2000:
                self._widths.clear()
            self._widths[key] = width
        return width

    def width_for(self, need: int) -> int:
        return min(self.cap, max(self.floor, need))

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # type: ignore[override]
        """At least :attr:`floor`; wider when the name or the type line needs it ("Enchantment
        Creature — Saga Demon" in Japanese), so that neither is cut, up to :attr:`cap`."""
        return QSize(self.width_for(self.need(index, option.font)), self.SIZE.height())

    @staticmethod
    def _fonts(font: QFont) -> tuple[QFont, QFont]:
        name_font = QFont(font)
        name_font.setBold(True)
        small = QFont(font)
        small.setPointSizeF(max(6.5, font.pointSizeF() * 0.82))
        return name_font, small

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[override]
        painter.save()
        rect = QRectF(option.rect).adjusted(2, 2, -2, -2)
        palette = option.palette
        # The view's selection, not ``option.state``: reading that makes PySide6 create the
        # Python types of QStyle's 21 enums (about 7 ms) before the window's first paint.
        view = option.widget
        selected = isinstance(view, QAbstractItemView) and view.selectionModel().isSelected(index)
        face = palette.color(QPalette.ColorRole.Base)
        edge = palette.color(QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.Mid)
        if selected and isinstance(view, QAbstractItemView) and not view.hasFocus():
            # The hand's chosen card, while the keyboard is elsewhere (the table, after F6):
            # grey, so only the card that has the focus is drawn in the focus's colour.
            text_colour = palette.color(QPalette.ColorRole.Text)
            edge = QColor(
                (text_colour.red() + face.red()) // 2,
                (text_colour.green() + face.green()) // 2,
                (text_colour.blue() + face.blue()) // 2,
            )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(edge, 2.0 if selected else 1.0))
        painter.setBrush(face)
        painter.drawRoundedRect(rect, 6, 6)
        text = rect.adjusted(7, 4, -7, -4)
        name_font, small = self._fonts(option.font)
        name = str(index.data(ZoneRole.NAME) or "")
        type_line = str(index.data(ZoneRole.TYPE_LINE) or "")
        laid = small_card_lines(name, type_line, name_font, small, text.width(), text.height())
        metrics, type_metrics = QFontMetricsF(laid.name_font), QFontMetricsF(laid.type_font)
        painter.setFont(laid.name_font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        y = text.top()
        for line in laid.name:
            painter.drawText(
                QRectF(text.left(), y, text.width(), metrics.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                line,
            )
            y += metrics.lineSpacing()
        painter.setFont(laid.type_font)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        y = text.bottom() - type_metrics.height()
        for line in reversed(laid.type_line):
            painter.drawText(
                QRectF(text.left(), y, text.width(), type_metrics.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                line,
            )
            y -= type_metrics.lineSpacing()
        self.drawn[index.row()] = (laid.name, " ".join(laid.type_line))
        painter.restore()


class HandPanel(QFrame):
    """A player's hand as a row of cards. Double-click plays a card (a land is played, anything
    else cast); drag a card onto a battlefield to put it there. Controls: :attr:`view`,
    :attr:`player_box`, :attr:`play_button`, :attr:`put_button`, :attr:`discard_button`."""

    play_requested = Signal(int)
    put_requested = Signal(int)
    discard_requested = Signal(int)
    player_changed = Signal(int)
    card_menu_requested = Signal(int, QPoint)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model: ZoneModel | None = None
        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Whose hand"))
        self.player_box.currentIndexChanged.connect(
            lambda i: self.player_changed.emit(int(self.player_box.itemData(i) or 0))
        )
        self.view = QListView()
        own_viewport(self.view)
        self.view.setAccessibleName(self.tr("Hand"))
        self.view.setFlow(QListView.Flow.LeftToRight)
        self.view.setWrapping(True)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setSpacing(2)
        self.view.setUniformItemSizes(False)  # a long name or type line makes its card wider
        self.delegate = HandCardDelegate(self.view)
        self._fitting = False
        #: What the cards were last fitted for (their widths, the room, the rows).
        self._fitted: tuple[object, ...] | None = None
        self.view.setItemDelegate(self.delegate)
        self.view.setDragEnabled(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.doubleClicked.connect(self._play_index)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._menu)
        self.play_button = QPushButton(self.tr("Play"))
        self.play_button.setAccessibleName(self.tr("Play the selected card"))
        self.play_button.clicked.connect(lambda: self._emit(self.play_requested))
        self.put_button = QPushButton(self.tr("Onto the battlefield"))
        self.put_button.setAccessibleName(self.tr("Put the selected card onto the battlefield"))
        self.put_button.clicked.connect(lambda: self._emit(self.put_requested))
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.setAccessibleName(self.tr("Discard the selected card"))
        self.discard_button.clicked.connect(lambda: self._emit(self.discard_requested))
        self.count_label = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.player_box)
        top.addWidget(self.count_label)
        top.addStretch(1)
        top.addWidget(self.play_button)
        top.addWidget(self.put_button)
        top.addWidget(self.discard_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.view.setMinimumHeight(HandCardDelegate.SIZE.height() + 8)
        self.setMaximumHeight(HandCardDelegate.SIZE.height() * 2 + 56)

    def set_players(self, names: list[str], current: int) -> None:
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for index, name in enumerate(names):
            self.player_box.addItem(name, index)
        self.player_box.setCurrentIndex(current)
        self.player_box.blockSignals(False)

    def set_model(self, model: ZoneModel) -> None:
        if self.model is not None:
            for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
                signal.disconnect(self._count)
        self.model = model
        self.view.setModel(model)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._count)
        self._count()

    def selected_id(self) -> int | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return int(index.data(ZoneRole.OBJECT_ID))

    def _emit(self, signal: SignalInstance) -> None:
        card = self.selected_id()
        if card is not None:
            signal.emit(card)

    def _play_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.play_requested.emit(int(index.data(ZoneRole.OBJECT_ID)))

    def _menu(self, pos: QPoint) -> None:
        index = self.view.indexAt(pos)
        if not index.isValid():  # the Menu key: the current card's menu, at the card
            index = self.view.currentIndex()
            pos = self.view.visualRect(index).center()
        if index.isValid():
            self.card_menu_requested.emit(
                int(index.data(ZoneRole.OBJECT_ID)), self.view.viewport().mapToGlobal(pos)
            )

    def _count(self, *_args: object) -> None:
        count = self.model.rowCount() if self.model is not None else 0
        self.count_label.setText(self.tr("{count} card(s)").format(count=count))
        for button in (self.play_button, self.put_button, self.discard_button):
            button.setEnabled(count > 0)
        self.fit_cards()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # (the view inside is laid out again first)
        self.fit_cards()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_cards()

    def fit_cards(self) -> None:
        """Make the cards as narrow as it takes for the whole hand to fit the rows the panel
        shows (a hand of seven at 1024x600 had two cards out of sight below the first row):
        first no wider than their text, then narrower, down to :attr:`HandCardDelegate.MIN_WIDTH`
        (past it, the hand scrolls).

        The room is the view's width less a scroll bar's, whether one shows or not, so that a
        scroll bar coming or going (which resizes the viewport) never changes the answer."""
        if self._fitting or not self.isVisible():
            return  # (a hidden hand is fitted as it is shown: nothing is worked out twice)
        model = self.model
        delegate = self.delegate
        view = self.view
        font = view.font()
        needs = (
            [delegate.need(model.index(r, 0), font) for r in range(model.rowCount())]
            if model
            else []
        )
        spacing = view.spacing()
        # (the bar's own width, not QStyle's metric: reading a QStyle enum makes PySide6 build
        # the Python types of all of QStyle's enums, milliseconds before the first paint)
        bar = view.verticalScrollBar().sizeHint().width()
        room = view.width() - 2 * view.frameWidth() - bar - 2 * spacing - 4
        row = delegate.SIZE.height() + 2 * spacing
        rows = max(1, (view.height() - 2 * view.frameWidth()) // row)
        key = (tuple(needs), room, rows)
        if key == self._fitted:
            return

        def fits(floor: int, cap: int) -> bool:
            used, lines = 0, 1
            for need in needs:
                w = min(cap, max(floor, need)) + 2 * spacing
                if used and used + w > room:
                    lines, used = lines + 1, 0
                used += w
            return lines <= rows

        low = delegate.MIN_WIDTH
        if not needs or fits(delegate.SIZE.width(), delegate.MAX_WIDTH):
            floor, cap = delegate.SIZE.width(), delegate.MAX_WIDTH
        elif fits(low, delegate.MAX_WIDTH):
            floor, cap = low, delegate.MAX_WIDTH
        else:
            floor, cap = low, low
            top = delegate.MAX_WIDTH
            while cap < top:  # the widest cap that still fits
                mid = (cap + top + 1) // 2
                if fits(low, mid):
                    cap = mid
                else:
                    top = mid - 1
        self._fitted = key
        if (floor, cap) != (delegate.floor, delegate.cap):
            delegate.floor, delegate.cap = floor, cap
            self._fitting = True
            try:
                view.doItemsLayout()
            finally:
                self._fitting = False
