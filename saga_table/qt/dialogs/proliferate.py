"""Proliferate (701.34a): every permanent and player that has a counter, a row each to tick.

The rows come ticked as a player mostly proliferates (their own permanents, their own counters
but poison, the opponents' poison); Space ticks or unticks the row under the cursor, *All* and
*None* tick every row or none, Enter proliferates. ``result_value()`` is the chosen objects and
players; the window makes them one engine action, so the lore counters are put at once and the
chapters they trigger go on the stack together (APNAP, 101.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.counters import can_proliferate
from saga_table.engine.ids import PlayerId
from saga_table.qt.fitting import fitting_size, keep_title_whole
from saga_table.words.names import counter_kind_name
from saga_table.words.translation import listed

if TYPE_CHECKING:
    from saga_table.engine.pieces import Counters
    from saga_table.qt.controller import GameController

__all__ = ["ProliferateDialog", "ProliferateRow", "proliferate_rows"]


class ProliferateRow(NamedTuple):
    """One row: a permanent (``player`` False, ``id`` its object id) or a player (``id`` the
    seat), what it reads, and whether it comes ticked."""

    player: bool
    id: int
    text: str
    ticked: bool


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProliferateDialog", text)


def _counted(counters: Counters) -> str:
    return listed(
        _tr("{kind} {count}").format(kind=counter_kind_name(kind), count=counters[kind])
        for kind in counters
    )


def proliferate_rows(controller: GameController, player: int) -> list[ProliferateRow]:
    """The rows for ``player``'s proliferate: each permanent with counters ("History of
    Benalia (Ann): lore 2"), then each player with counters ("Ben: poison 3"). Ticked: the
    player's own permanents and counters, and the other players' poison."""
    state = controller.state
    objects, players = can_proliferate(state)
    rows = []
    for oid in objects:
        obj = state.objects[oid]
        owner = state.players[obj.controller].name
        text = _tr("{card} ({player}): {counters}").format(
            card=controller.card_name(int(oid)), player=owner, counters=_counted(obj.counters)
        )
        rows.append(ProliferateRow(False, int(oid), text, obj.controller == player))
    for pid in players:
        seat = state.players[pid]
        mine = pid == PlayerId(player)
        ticked = (mine and any(k != "poison" for k in seat.counters)) or (
            not mine and seat.poison > 0
        )
        text = _tr("{player}: {counters}").format(
            player=seat.name, counters=_counted(seat.counters)
        )
        rows.append(ProliferateRow(True, int(pid), text, ticked))
    return rows


class ProliferateDialog(QDialog):
    """``who``: the proliferating player's name. :attr:`rows_view` holds the rows."""

    def __init__(
        self, who: str, rows: Sequence[ProliferateRow], *, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.rows = tuple(rows)
        self.setWindowTitle(self.tr("Proliferate — {player}").format(player=who))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        if self.rows:
            text = self.tr(
                "Each ticked permanent and player gets one more counter of each kind it "
                "already has (701.34a). Space ticks a row."
            )
        else:
            text = self.tr("No permanent and no player has a counter: there is nothing to add.")
        hint = QLabel(text)
        hint.setWordWrap(True)
        self.rows_view = QListWidget()
        self.rows_view.setAccessibleName(self.tr("What gets a counter more"))
        for row in self.rows:
            item = QListWidgetItem(row.text)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if row.ticked else Qt.CheckState.Unchecked)
            self.rows_view.addItem(item)
        if self.rows:
            self.rows_view.setCurrentRow(0)
        self.all_button = QPushButton(self.tr("&All"))
        self.none_button = QPushButton(self.tr("N&one"))
        self.all_button.clicked.connect(lambda: self._tick_all(True))
        self.none_button.clicked.connect(lambda: self._tick_all(False))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Proliferate"))
        ok.setEnabled(bool(self.rows))
        self.buttons.addButton(self.all_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.none_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.rows_view)
        layout.addWidget(self.buttons)
        self.rows_view.setFocus()
        # as tall as eight rows (a scroll bar beyond), never taller than the screen
        row_height = max(self.rows_view.sizeHintForRow(0), 20) if self.rows else 20
        shown = min(max(len(self.rows), 1), 8)
        self.rows_view.setMinimumHeight(shown * row_height + 2 * self.rows_view.frameWidth())
        self.resize(fitting_size(self, self.sizeHint()))

    def _tick_all(self, ticked: bool) -> None:
        state = Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        for index in range(self.rows_view.count()):
            self.rows_view.item(index).setCheckState(state)

    def ticked(self) -> list[ProliferateRow]:
        return [
            row
            for index, row in enumerate(self.rows)
            if self.rows_view.item(index).checkState() == Qt.CheckState.Checked
        ]

    def result_value(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The chosen permanents' ids and players' seats; None when cancelled."""
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        ticked = self.ticked()
        return (
            tuple(row.id for row in ticked if not row.player),
            tuple(row.id for row in ticked if row.player),
        )
