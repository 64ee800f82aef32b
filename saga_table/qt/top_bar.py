"""The window's top bar: the phase bar, the turn, what Next does, and Next.

:class:`TopBar` shows; it decides nothing. The window refreshes it from the controller after
every change (:meth:`TopBar.refresh`) and connects Next's button to the Next action.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from saga_table.engine.state import Decision
from saga_table.engine.turns import Step
from saga_table.qt import turn_commands
from saga_table.qt.controller import GameController
from saga_table.qt.i18n import step_name
from saga_table.qt.line_breaks import without_trailing_ellipsis
from saga_table.qt.naming import stack_item_title
from saga_table.qt.widgets.phase_bar import PhaseBar
from saga_table.words.turn_notes import turn_notes

__all__ = ["TopBar"]


class TopBar(QWidget):
    """``phase_bar``, ``turn_label``, ``next_hint`` (what Next does, in words) and
    ``next_button``. ``opponent_life_requested``: the goldfish opponent's life was clicked
    (a burn spell, damage a card deals: the life changes by hand)."""

    opponent_life_requested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.phase_bar = PhaseBar(controller.phase_bar_view())
        self.phase_bar.setAccessibleName(self.tr("Phases and steps of the turn"))
        # The turn and its player are written beside the bar (turn_label): the bar's room goes
        # to the steps, so that fewer phases fold and each step can be clicked.
        self.phase_bar.set_header_shown(False)
        self.turn_label = QLabel()
        self.turn_label.setAccessibleName(self.tr("Turn"))
        #: The goldfish opponent's life (shown in a one-player game only).
        self.opponent_label = QLabel()
        self.opponent_label.setAccessibleName(self.tr("The goldfish opponent"))
        self.opponent_label.setToolTip(self.tr("Click to change the opponent's life"))
        self.opponent_label.setCursor(Qt.CursorShape.PointingHandCursor)
        self.opponent_label.installEventFilter(self)
        self.opponent_label.hide()
        #: What the turn was told to do besides its course: extra turns, skips (shown only then).
        self.notes_label = QLabel()
        self.notes_label.setAccessibleName(self.tr("Extra turns and skips"))
        self.notes_label.setWordWrap(True)
        self.notes_label.setStyleSheet("color: #8a4b00;")
        self.notes_label.hide()
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setAccessibleName(self.tr("Next"))
        self.next_button.setMinimumSize(QSize(132, 44))
        font = self.next_button.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.next_button.setFont(font)
        self.pass_button = QPushButton(self.tr("Pass the turn"))
        self.pass_button.setAccessibleName(self.tr("Pass the turn"))
        self.next_hint = QLabel()
        self.next_hint.setWordWrap(True)
        # A fixed width, and room for two lines always: a hint that changes its size would move
        # the phase bar, or make the top bar taller and move (and repaint) the whole table, on
        # every step.
        metrics = self.next_hint.fontMetrics()
        self.next_hint.setFixedWidth(max(170, min(240, metrics.averageCharWidth() * 28)))
        self.next_hint.setMinimumHeight(metrics.lineSpacing() * 2 + 2)
        self.notes_label.setFixedWidth(self.next_hint.width())
        self.next_hint.setAccessibleName(self.tr("What Next does"))
        top_layout = QHBoxLayout(self)
        top_layout.setContentsMargins(6, 4, 6, 4)
        top_layout.addWidget(self.phase_bar, 1)
        text_column = QVBoxLayout()
        text_column.addWidget(self.turn_label)
        text_column.addWidget(self.opponent_label)
        text_column.addWidget(self.notes_label)
        text_column.addWidget(self.next_hint)
        top_layout.addLayout(text_column)
        # Next over Pass the turn, the pair hardly taller than Next was alone (the table keeps
        # its height).
        self.next_button.setMinimumSize(QSize(132, 34))
        self.pass_button.setFixedHeight(max(22, self.pass_button.fontMetrics().height() + 6))
        buttons = QVBoxLayout()
        buttons.setSpacing(2)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.pass_button)
        top_layout.addLayout(buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the goldfish opponent's life asks for a change (as a seat's does)."""
        if (
            watched is self.opponent_label
            and event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self.opponent_life_requested.emit()
            return True
        return super().eventFilter(watched, event)

    def refresh(self, decision_text: Callable[[Decision], str]) -> None:
        """Bring the phase bar, the turn, Next's words and whether Next can be pressed up to
        date; ``decision_text`` words a waiting decision."""
        c = self.controller
        state = c.state
        self.phase_bar.set_view(c.phase_bar_view())
        turn = state.turn
        turn_text = self.tr("Turn {number} · {player}").format(
            number=turn.number, player=state.players[turn.active].name
        )
        if state.day_night == "day":
            turn_text += self.tr(" · ☀ Day")
        elif state.day_night == "night":
            turn_text += self.tr(" · ☾ Night")
        self.turn_label.setText(turn_text)
        opponent = turn_commands.opponent_text(state)
        self.opponent_label.setText(opponent)  # (a click changes it: eventFilter)
        self.opponent_label.setVisible(bool(opponent))
        notes = "\n".join(turn_notes(state))
        if notes != self.notes_label.text():
            self.notes_label.setText(notes)
            self.notes_label.setVisible(bool(notes))
        text = self.next_text(decision_text)
        # (The "…" of a choice that opens a dialog, "Declare attackers…", stays on the button's
        # tooltip: at the end of the hint's line of words it read as text that was cut.)
        self.next_hint.setText(self._hint_lines(without_trailing_ellipsis(text)))
        self.next_button.setToolTip(self.tr("{what} (Space)").format(what=text))
        self.next_button.setAccessibleDescription(text)
        self.next_button.setEnabled(not state.game_over)

    def _hint_lines(self, text: str) -> str:
        """The hint as the label shows it: when it needs two lines and names a card's part
        ("History of Benalia — chapter II") or a player's decision ("Ann: keep or mulligan…",
        「プレイヤー：キープかマリガンか…」), the line breaks after the dash or the colon, so
        that neither part is cut (Japanese text would otherwise break between any two
        characters: "…第II章を解決す" over "る", 「キープかマリガン」 over 「か…」), when each
        part fits its line."""
        metrics = self.next_hint.fontMetrics()
        width = self.next_hint.width()
        if metrics.horizontalAdvance(text) <= width:
            return text
        for sep, keep in ((" — ", " —"), ("：", "："), (": ", ":")):
            if sep not in text:
                continue
            head, tail = text.split(sep, 1)
            head += keep
            if max(metrics.horizontalAdvance(head), metrics.horizontalAdvance(tail)) <= width:
                return f"{head}\n{tail}"
        return text  # (a long name: the label's own wrapping, between words, does better)

    def next_text(self, decision_text: Callable[[Decision], str]) -> str:
        """What Next will do now, in words."""
        state = self.controller.state
        language = self.controller.language
        if state.game_over:
            return self.tr("The game is over.")
        if state.decision is not None:
            return decision_text(state.decision)
        if state.stack:
            return self.tr("Resolve {item}").format(
                item=stack_item_title(state.stack[-1], language)
            )
        damage = turn_commands.next_text(state)
        if damage is not None:
            return damage
        return self.tr("Go to the {step}").format(step=self._next_step_name())

    def _next_step_name(self) -> str:
        turn = self.controller.state.turn
        for slot in turn.remaining:
            if slot.step is Step.FIRST_STRIKE_DAMAGE:
                continue
            if (
                slot.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
                and not turn.attackers_declared
            ):
                continue
            if slot.step is Step.UNTAP:
                continue
            precombat = turn.main_phases_begun == 0
            return step_name(slot.step, precombat=precombat)
        return self.tr("next turn")
