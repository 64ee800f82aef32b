"""The panels around the table: the stack, the game log, a hand (:mod:`.hand_panel`), and
the crown's tray.

Panels show models and emit intents; the main window turns the intents into actions.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QResizeEvent,
    QShowEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from saga_table.qt.hand_panel import HandCardDelegate, HandPanel
from saga_table.qt.line_breaks import break_lines
from saga_table.qt.models.log import LogModel
from saga_table.qt.models.stack import StackModel
from saga_table.qt.viewports import own_viewport
from saga_table.qt.widgets.crown import CrownToken

__all__ = [
    "CrownTray",
    "HandCardDelegate",
    "HandPanel",
    "LinesButton",
    "LogView",
    "StackPanel",
]


def wrapped_height(text: str, font: QFont, width: int) -> int:
    """The height ``text`` takes wrapped to ``width`` the way item views wrap it (at word
    boundaries, or anywhere when a word is too long: Japanese has no spaces). A "\n" breaks
    the line, as the view's painting does (a layout of its own reads it as a space: a stack
    entry's second line was measured as if it ran on from the first, and was cut)."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    height = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(10, width))
        height += line.height()
    layout.endLayout()
    return math.ceil(height)


class _WrapDelegate(QStyledItemDelegate):
    """Rows that wrap their text to the view's width (each text measured once per width)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heights: dict[tuple[str, str, int], int] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # type: ignore[override]
        view = option.widget
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else 200
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        font = QFont(option.font)
        own = index.data(Qt.ItemDataRole.FontRole)
        if isinstance(own, QFont):
            font = own.resolve(font)
        key = (text, font.key(), width)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 512:
                self._heights.clear()
            height = wrapped_height(text, font, width - 2 * _TEXT_MARGIN) + 6
            self._heights[key] = height
        return QSize(width, height)


class _LogRowDelegate(QStyledItemDelegate):
    """Qt's own rows, never shorter than their text wrapped with the room the style takes on each
    side: a line that Qt measured one pixel too narrow would lose its last line (every log line
    wraps; none is cut)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # type: ignore[override]
        size = super().sizeHint(option, index)
        view = option.widget
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else 200
        font = QFont(option.font)
        own = index.data(Qt.ItemDataRole.FontRole)
        if isinstance(own, QFont):
            font = own.resolve(font)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        need = wrapped_height(text, font, width - 2 * _TEXT_MARGIN)
        return QSize(size.width(), max(size.height(), need))


#: Room Qt's item style leaves on each side of an item's text (a little more, to be safe).
_TEXT_MARGIN = 6
#: Room between the lines of the log (Qt's own measure of a row is its text's height alone).
_LOG_ROW_PADDING = 6


#: More than any style's frame and margins take from a push button's width (Fusion takes 6 px,
#: Windows 8): a text this much narrower than the button is one line without asking the style.
_SURE_ROOM = 32


class LinesButton(QPushButton):
    """A push button whose text breaks into lines to fit its width (a push button writes one
    line, centred: a text wider than the button lost its first and last letters). The layout
    gives it the width; :meth:`whole_text` is the text before the breaks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        # Its width is the panel's: the text's one-line width must not widen the panel.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def whole_text(self) -> str:
        return self._whole

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self.setToolTip(text)
        self._break()

    def text_room(self) -> int:
        """The width the style leaves the text."""
        # (imported here: the first use of QStyle makes PySide6 build the Python types of its
        # 21 enums, 5 ms, and a text that surely fits never asks: _break)
        from PySide6.QtWidgets import QStyle, QStyleOptionButton

        option = QStyleOptionButton()
        self.initStyleOption(option)
        rect = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        return max(10, rect.width() - 4)

    def _break(self) -> None:
        whole = self._whole
        if QFontMetricsF(self.font()).horizontalAdvance(whole) + _SURE_ROOM <= self.width():
            text = whole  # one line, with room to spare whatever the style's margins
        else:
            text = "\n".join(break_lines(whole, self.font(), self.text_room()))
        if text != self.text():
            self.setText(text)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._break()


class StackPanel(QFrame):
    """The stack, top first, with Resolve, By hand and Counter, and a banner for a decision that
    waits. Controls: :attr:`view`, :attr:`resolve_button`, :attr:`by_hand_button`,
    :attr:`counter_button`, :attr:`decision_button`."""

    resolve_requested = Signal(bool)  # carry out the structured effect
    counter_requested = Signal(int)
    decision_requested = Signal()

    def __init__(self, model: StackModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.view = QListView()
        own_viewport(self.view)
        self.view.setModel(model)
        self.view.setAccessibleName(self.tr("The stack, top first"))
        self.view.setWordWrap(True)
        self.view.setItemDelegate(_WrapDelegate(self.view))
        self.view.setUniformItemSizes(False)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.effect_label = QLabel()
        self.effect_label.setWordWrap(True)
        # Two lines kept free: a text that wraps must not resize the list above it each time.
        self.effect_label.setMinimumHeight(self.effect_label.fontMetrics().lineSpacing() * 2 + 2)
        self.effect_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.resolve_button = QPushButton(self.tr("Resolve"))
        self.resolve_button.setAccessibleName(self.tr("Resolve the top of the stack"))
        self.resolve_button.clicked.connect(lambda: self.resolve_requested.emit(True))
        self.by_hand_button = QPushButton(self.tr("By hand"))
        self.by_hand_button.setAccessibleName(
            self.tr("Resolve the top of the stack and carry it out by hand")
        )
        self.by_hand_button.setToolTip(
            self.tr("Resolve it without the app carrying out its effect: do it yourselves.")
        )
        self.by_hand_button.clicked.connect(lambda: self.resolve_requested.emit(False))
        self.counter_button = QPushButton(self.tr("Counter"))
        self.counter_button.setAccessibleName(self.tr("Counter the selected item"))
        self.counter_button.clicked.connect(self._counter)
        self.decision_button = LinesButton()
        self.decision_button.setAccessibleName(self.tr("Answer the waiting decision"))
        self.decision_button.clicked.connect(self.decision_requested)
        self.decision_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.resolve_button)
        buttons.addWidget(self.by_hand_button)
        buttons.addWidget(self.counter_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.decision_button)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.effect_label)
        layout.addLayout(buttons)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):
            signal.connect(self.refresh)
        model.rowsInserted.connect(self._new_on_top)
        self.refresh()

    def _new_on_top(self, _parent: object, first: int, _last: int) -> None:
        """Something new went on top of the stack: it becomes the selected item (what a player
        responds to, and what Counter counters), not the item selected before, now below it."""
        if first == 0:
            self.view.setCurrentIndex(self.model.index(0))

    def refresh(self, *_args: object) -> None:
        """Bring the title, the buttons and the view up to date with the stack (the view's
        rows are laid out now, so that one repaint shows everything)."""
        if self.view.isVisible():
            self.view.doItemsLayout()
        self._refresh_controls()

    def set_decision(self, text: str | None) -> None:
        """Show (or hide, with None) the banner for a decision that waits."""
        self.decision_button.setVisible(bool(text))
        if text:
            self.decision_button.set_whole_text(text)

    def _refresh_controls(self) -> None:
        count = self.model.rowCount()
        self.title.setText(self.tr("Stack ({count}), top first").format(count=count))
        has = count > 0
        self.resolve_button.setEnabled(has)
        self.counter_button.setEnabled(has)
        top = self.model.entry(0) if has else None
        effect = top.effect if top is not None else ""
        ability = top is not None and top.kind in ("chapter", "triggered")
        self.by_hand_button.setEnabled(ability)
        if effect:
            text = self.tr("Resolve carries out: {effect}.").format(effect=effect)
            if top is not None and top.targets:
                text += " " + self.tr("Targets: {targets}.").format(targets=top.targets)
            self.effect_label.setText(text)
        elif ability:
            self.effect_label.setText(
                self.tr("The app cannot carry this out: Resolve opens it for you to do by hand.")
            )
        elif top is not None and top.text_by_hand:
            self.effect_label.setText(
                self.tr(
                    "The app does not carry out a spell's text: after Resolve, do what it says "
                    "(a click on a life total changes it)."
                )
            )
        elif has:
            self.effect_label.setText("")
        else:
            self.effect_label.setText(self.tr("The stack is empty."))
        if has and not self.view.currentIndex().isValid():
            self.view.setCurrentIndex(self.model.index(0))

    def _counter(self) -> None:
        index = self.view.currentIndex()
        row = index.row() if index.isValid() else 0
        if 0 <= row < self.model.rowCount():
            self.counter_requested.emit(self.model.id_at(row))


class LogView(QTableView):
    """The game log, newest at the bottom; it follows new lines unless scrolled up.

    A table of one column rather than a list: each row's height is measured once, when the row
    arrives (by Qt's own item delegate, wrapping the text to the column's width), and kept by the
    vertical header; only another width measures every row again. (A list whose rows differ in
    height measures all of them whenever one is added: a long game's log made every action slow.)
    Headings come in bold from the model (``Qt.FontRole``), so no Python code runs per painted row.
    """

    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._measured_width = -1
        #: Rows are coming or going at the end only: the rows above stay where they are.
        self._at_end_only = False
        own_viewport(self)
        self.setModel(model)
        self.setItemDelegate(_LogRowDelegate(self))
        self.setAccessibleName(self.tr("Game log"))
        self.setWordWrap(True)
        self.setShowGrid(False)
        self.setCornerButtonEnabled(False)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # By pixels: lines added at the end then scroll what is shown up as it is (the view
        # moves the pixels it has) and only the new lines are painted.
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.horizontalHeader()
        header.hide()
        header.setStretchLastSection(True)
        header.sectionResized.connect(self._column_resized)
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setMinimumSectionSize(1)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        model.rowsInserted.connect(self._rows_inserted)
        model.rowsRemoved.connect(self._rows_removed)
        model.dataChanged.connect(self._rows_changed)
        model.modelReset.connect(self._reset)

    # ---------------------------------------------------------------- row heights

    def _measure(self, first: int, last: int, *, repaint: bool = True) -> None:
        """Give rows ``first`` to ``last`` the height their wrapped text needs.

        The header's signals are blocked meanwhile: each ``sectionResized`` would start a timer
        that lays the view out and repaints it once more after this round of events; the view's
        geometry is brought up to date here instead, once."""
        rows = self.verticalHeader()
        blocked = rows.blockSignals(True)
        try:
            for row in range(first, last + 1):
                rows.resizeSection(row, max(1, self.sizeHintForRow(row)) + _LOG_ROW_PADDING)
        finally:
            rows.blockSignals(blocked)
        self.updateGeometries()
        if repaint:
            self.viewport().update()

    def _measure_all(self, *, repaint: bool = True) -> None:
        self._measured_width = self.columnWidth(0)
        count = self.model().rowCount()
        if count:
            self._measure(0, count - 1, repaint=repaint)

    def _column_resized(self, _column: int, _old: int, new: int) -> None:
        if not self.isVisible():
            self._measured_width = -1  # measured when shown
        elif new != self._measured_width:
            self._measure_all(repaint=False)  # a new width repaints the view anyway

    def doItemsLayout(self) -> None:
        if self._at_end_only:
            # Lines added or taken back at the end: the lines above did not move, so the view
            # needs its scroll range, not a repaint of every visible line (Qt's own layout
            # repaints the whole view).
            self.updateGeometries()
            return
        super().doItemsLayout()

    def _lay_out_end(self) -> None:
        """Lay the view out now for rows that came or went at the end (see doItemsLayout)."""
        self._at_end_only = True
        try:
            self.executeDelayedItemsLayout()
        finally:
            self._at_end_only = False

    def _repaint_from(self, top: int) -> None:
        """Repaint the view from ``top`` (viewport coordinates) down."""
        viewport = self.viewport()
        if top < viewport.height():
            viewport.update(0, max(0, top), viewport.width(), viewport.height() - max(0, top))

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        if not self.isVisible():
            self._measured_width = -1  # every row is measured when the view is shown
            return
        at_end = last == self.model().rowCount() - 1
        if self._measured_width != self.columnWidth(0) or not at_end:
            self._measure_all()
            self._follow()
            return
        self._measure(first, last, repaint=False)
        self._lay_out_end()
        self.scrollToBottom()  # scrolls what is shown up, and paints just the new lines
        self._repaint_from(self.rowViewportPosition(first))

    def _rows_removed(self, _parent: QModelIndex, first: int, _last: int) -> None:
        if not self.isVisible() or first != self.model().rowCount():
            return  # Qt lays the view out and repaints it
        self._lay_out_end()
        if first == 0:
            self._repaint_from(0)
        else:
            self._repaint_from(self.rowViewportPosition(first - 1) + self.rowHeight(first - 1))

    def _rows_changed(self, top: QModelIndex, bottom: QModelIndex, *_roles: object) -> None:
        if not self.isVisible():
            self._measured_width = -1
            return
        self._measure(top.row(), bottom.row())

    def _reset(self) -> None:
        if not self.isVisible():
            self._measured_width = -1
            return
        self._measure_all()
        self._follow()

    # ---------------------------------------------------------------- following the end

    def _follow(self, *_args: object) -> None:
        # After the view has taken in the new rows (its scroll range is updated lazily).
        QTimer.singleShot(0, self, self.scrollToBottom)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._measured_width != self.columnWidth(0):
            self._measure_all(repaint=False)  # it is about to be painted
        self._follow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        at_bottom = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum() - 4
        super().resizeEvent(event)
        if at_bottom:
            self._follow()


class CrownTray(QFrame):
    """Where the crown lies beside the table while nobody is the monarch. Drag it onto a seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.crown = CrownToken(None, self)
        self.crown.setFixedSize(self.crown.sizeHint())
        self.label = QLabel(
            self.tr("The crown: drag it onto a player, or click it, to choose the monarch.")
        )
        self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.crown)
        layout.addWidget(self.label, 1)
