"""The phase bar: every step of the turn as a row of chevrons, the current one lit.

Done steps are muted, upcoming ones plain, skipped ones dimmed and struck through (with a
tooltip saying so), extra steps carry a small '+'. Labels come translated in the
:class:`PhaseBarView` and are always drawn whole, on one line, all in one font size: when the
row is too narrow, whole phases fold into one chip ("Beginning", "Combat"), those already over
first (:func:`fold_plans`), so no word is ever cut or broken across lines.

Clicking a step (or Enter on the keyboard-focused step) emits ``step_clicked(key)`` and
``step_index_clicked(index)``; the window goes to a step still ahead this turn (one engine
action, which stops earlier where something triggers). Such a step shows a pointing hand and
says so in its tooltip (:func:`can_go_to`).
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from saga_table.qt.widgets._paint import (
    block_for_lines,
    draw_text_block,
    mix,
    painting,
    pick,
    scaled_font,
    text_width,
)
from saga_table.qt.widgets._phase_layout import (
    PhaseBarLayout,
    badge_radius,
    chevron,
    fit_widths,
    fold_plans,
    group_state,
    header_parts,
    layout_phase_bar,
    phase_label,
    step_at,
    step_groups,
    text_region,
)
from saga_table.qt.widgets.view import PhaseBarView, StepView

__all__ = [
    "PhaseBar",
    "can_go_to",
    "PhaseBarLayout",
    "chevron",
    "fit_widths",
    "fold_plans",
    "layout_phase_bar",
    "phase_label",
    "step_at",
    "step_groups",
    "text_region",
]


def _tr(text: str) -> str:
    return QCoreApplication.translate("PhaseBar", text)


def can_go_to(step: StepView) -> bool:
    """Whether a click on ``step`` goes there (the view says: the engine decides)."""
    return step.state == "upcoming" and step.reachable


# ---------------------------------------------------------------------------------------------
# The widget


class PhaseBar(QWidget):
    """Every step of the turn, painted from a :class:`PhaseBarView`.

    Signals:
        step_clicked(key): a step was clicked (or chosen with Left/Right and Enter).
        step_index_clicked(index): the same, by position (the two main phases share a key).
    """

    step_clicked = Signal(str)
    step_index_clicked = Signal(int)

    def __init__(self, view: PhaseBarView | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view = PhaseBarView(steps=(), turn=0, active_player_name="")
        self._cursor: int | None = None
        self._hover: int | None = None
        self._layout_key: tuple[object, ...] | None = None
        self._layout: PhaseBarLayout | None = None
        self._accent = QColor()
        self._skipped = QColor()
        self._header = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(_tr("Turn structure"))
        if view is not None:
            self.set_view(view)

    # -- API ------------------------------------------------------------------------------

    def view(self) -> PhaseBarView:
        return self._view

    def set_view(self, view: PhaseBarView) -> None:
        """Show ``view``; the same view again changes nothing (no repaint)."""
        if view == self._view:
            return
        was_current = self._cursor is not None and self._cursor == _current_index(self._view)
        self._view = view
        self._layout_key = None
        if self._cursor is not None and (
            self._cursor >= len(view.steps) or was_current or not self.hasFocus()
        ):
            # The keyboard's step follows the current one (Next pressed on the bar), and is
            # forgotten when the bar has not the focus: it comes back on the current step.
            self._cursor = _current_index(view) if self.hasFocus() else None
        current = next((s for s in view.steps if s.state == "current"), None)
        desc = _tr("Turn {n}, {player}").format(n=view.turn, player=view.active_player_name)
        if current is not None:
            desc += "; " + _tr("current step: {step}").format(step=current.label)
        self.setAccessibleDescription(desc)
        self.updateGeometry()
        self.update()

    def set_header_shown(self, shown: bool) -> None:
        """Whether the bar begins with "Turn 3 · Alice" (a window that shows the turn beside
        the bar leaves the room to the steps)."""
        if shown != self._header:
            self._header = shown
            self._layout_key = None
            self.updateGeometry()
            self.update()

    def bar_layout(self) -> PhaseBarLayout:
        key = (self._view, self.width(), self.height(), self.font().key(), self._header)
        if key != self._layout_key or self._layout is None:
            self._layout = layout_phase_bar(
                self._view, self.width(), self.height(), self.font(), header=self._header
            )
            self._layout_key = key
        return self._layout

    def _emit_step(self, index: int) -> None:
        self.step_index_clicked.emit(index)
        self.step_clicked.emit(self._view.steps[index].key)

    def step_tooltip(self, step: StepView) -> str:
        state = {
            "done": _tr("Done"),
            "current": _tr("Current step"),
            "upcoming": _tr("Upcoming"),
            "skipped": _tr("Skipped this turn"),
        }.get(step.state, step.state)
        text = f"{step.label} — {state}"
        if step.extra:
            text += "\n" + _tr("An extra step this turn.")
        if can_go_to(step):
            text += "\n" + _tr("Click to go here.")
        return text

    # -- style properties -----------------------------------------------------------------

    def _get_accent(self) -> QColor:
        return pick(self._accent, self.palette(), QPalette.ColorRole.Highlight)

    def _set_accent(self, colour: QColor) -> None:
        self._accent = QColor(colour)
        self.update()

    accentColor = Property(QColor, _get_accent, _set_accent)  # noqa: N815

    # -- draw steps -----------------------------------------------------------------------

    def draw_header(self, painter: QPainter, layout: PhaseBarLayout) -> None:
        """ "Turn 3 · Alice" (or folded to two lines, or "Turn 3" alone) before the steps."""
        if not layout.header_lines:
            return
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        block = block_for_lines(layout.header_font, layout.header_lines)
        draw_text_block(
            painter, block, layout.header, align=Qt.AlignmentFlag.AlignHCenter, vcenter=True
        )

    def draw_step(self, painter: QPainter, layout: PhaseBarLayout, chip_index: int) -> None:
        """One chip: a step, or a folded phase (drawn as its current, done or upcoming)."""
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        window = pal.color(QPalette.ColorRole.Window)
        accent = self._get_accent()
        chip = layout.chips[chip_index]
        steps = self._view.steps
        state = group_state(steps, chip)
        rect = layout.chip_rects[chip_index]
        n = len(layout.chips)
        poly = QPolygonF(
            chevron(rect, layout.depth, first=chip_index == 0, last=chip_index == n - 1)
        )
        font = QFont(layout.fonts[chip[0]])
        pen = QPen(mix(text, window, 0.6), 1.0)
        if state == "current":
            fill, colour = accent, pal.color(QPalette.ColorRole.HighlightedText)
            pen = QPen(accent.darker(130), 1.0)
        elif state == "done":
            fill, colour = mix(base, text, 0.14), mix(text, base, 0.35)
        elif state == "skipped":
            fill, colour = mix(base, window, 0.5), mix(text, base, 0.55)
            pen = QPen(mix(text, window, 0.65), 1.0, Qt.PenStyle.DashLine)
            font.setStrikeOut(True)
        else:
            fill, colour = base, text
        if self._hover in chip and state != "current":
            fill = mix(fill, accent, 0.15)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPolygon(poly)
        text_rect = layout.text_rects[chip[0]]
        painter.setFont(font)
        painter.setPen(colour)
        block = block_for_lines(font, layout.labels[chip[0]])
        draw_text_block(
            painter, block, text_rect, align=Qt.AlignmentFlag.AlignHCenter, vcenter=True
        )
        if any(steps[i].extra for i in chip):
            self.draw_extra_badge(painter, rect, layout, chip_index, accent, pal)

    def draw_focus_ring(self, painter: QPainter, layout: PhaseBarLayout) -> None:
        """The keyboard's step, while the bar has the focus: a solid ring round its chip, drawn
        over its neighbours (the window text's colour round the accent-filled current step,
        the accent round any other), so it is seen at a glance."""
        if not self.hasFocus() or self._cursor is None:
            return
        at = next((n for n, chip in enumerate(layout.chips) if self._cursor in chip), None)
        if at is None:
            return
        rect = layout.chip_rects[at]
        n = len(layout.chips)
        poly = QPolygonF(
            chevron(
                rect.adjusted(1.5, 1.5, -1.5, -1.5), layout.depth, first=at == 0, last=at == n - 1
            )
        )
        current = group_state(self._view.steps, layout.chips[at]) == "current"
        pal = self.palette()
        colour = pal.color(QPalette.ColorRole.WindowText) if current else self._get_accent()
        pen = QPen(colour, 2.5)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(poly)

    def draw_extra_badge(
        self,
        painter: QPainter,
        rect: QRectF,
        layout: PhaseBarLayout,
        index: int,
        accent: QColor,
        pal: QPalette,
    ) -> None:
        """A small '+' disc in the top corner of an extra step."""
        r = badge_radius(rect)
        right = rect.right() - (layout.depth if index + 1 < len(layout.chips) else 0.0)
        centre = QPointF(right - r * 0.7, rect.top() + r * 1.05)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Base), 1.0))
        painter.setBrush(accent.darker(115))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.HighlightedText), max(1.0, r * 0.3)))
        painter.drawLine(
            QPointF(centre.x() - r * 0.5, centre.y()), QPointF(centre.x() + r * 0.5, centre.y())
        )
        painter.drawLine(
            QPointF(centre.x(), centre.y() - r * 0.5), QPointF(centre.x(), centre.y() + r * 0.5)
        )

    # -- Qt overrides ---------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        h = 34
        px = max(9.0, min(13.0, h * 0.42))
        font = scaled_font(self.font(), px)
        bold = scaled_font(self.font(), px, bold=True)
        extra = 2 * px * 0.6 + h * 0.28
        natural = sum(
            text_width(s.label, bold if s.state == "current" else font) + extra
            for s in self._view.steps
        )
        turn, player = header_parts(self._view)
        header = text_width(f"{turn} · {player}", bold) + 2 * px * 0.6 if self._header else 0.0
        return QSize(int(natural + header + 8), h)

    def minimumSizeHint(self) -> QSize:
        n = max(1, len(self._view.steps))
        return QSize(n * 30, 30)

    def paintEvent(self, event: QPaintEvent) -> None:
        layout = self.bar_layout()
        with painting(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self.draw_header(painter, layout)
            for i in range(len(layout.chips)):
                self.draw_step(painter, layout, i)
            self.draw_focus_ring(painter, layout)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = step_at(self.bar_layout(), event.position())
        if event.button() == Qt.MouseButton.LeftButton and index is not None:
            self._cursor = index
            self._emit_step(index)
            self.update()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = step_at(self.bar_layout(), event.position())
        if index != self._hover:
            self._hover = index
            steps = self._view.steps
            if index is not None and index < len(steps) and can_go_to(steps[index]):
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.unsetCursor()
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        n = len(self._view.steps)
        if n:
            if self._cursor is None:
                self._cursor = _current_index(self._view)
            if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self._cursor = self._neighbour(self._cursor, event.key() == Qt.Key.Key_Right)
            elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._emit_step(self._cursor)
            else:
                super().keyPressEvent(event)
                return
            self.update()
            event.accept()
            return
        super().keyPressEvent(event)

    def _neighbour(self, index: int, forward: bool) -> int:
        """The step on the chip before or after the one holding ``index`` (a folded phase
        counts as one chip, its current step or else its first)."""
        layout = self.bar_layout()
        chips = layout.chips
        at = next((n for n, chip in enumerate(chips) if index in chip), 0)
        at = min(len(chips) - 1, at + 1) if forward else max(0, at - 1)
        chip = chips[at]
        return layout.current if layout.current in chip else chip[0]

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Tab, a shortcut or the app bring the keyboard to the current step (a click then
        # sets the step clicked); the window's activation coming back keeps the step it had.
        back = event.reason() in (
            Qt.FocusReason.ActiveWindowFocusReason,
            Qt.FocusReason.PopupFocusReason,
        )
        if not back or self._cursor is None:
            self._cursor = _current_index(self._view)
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = step_at(self.bar_layout(), QPointF(event.pos()))
            if index is not None:
                QToolTip.showText(
                    event.globalPos(), self.step_tooltip(self._view.steps[index]), self
                )
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


def _current_index(view: PhaseBarView) -> int:
    """The current step's index (the first step's before the game has one)."""
    return next((i for i, s in enumerate(view.steps) if s.state == "current"), 0)
