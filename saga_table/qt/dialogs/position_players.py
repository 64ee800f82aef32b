"""The Players box of Set up position: a row per player with life, poison, hand size, the
graveyard's size and designations (a grid, so nothing is squeezed).

A paper seat's hand and graveyard are numbers the table counts: the hand its unseen cards, the
graveyard its cards in all (the ones the position lists, its least, and the unseen ones). A deck
seat's hand and graveyard hold its real cards, so their fields are read-only.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QSpinBox

from saga_table.engine.ids import PlayerId
from saga_table.engine.position import Position
from saga_table.engine.setup import MAX_UNSEEN_GRAVEYARD, GameSetup, PlayerSetup
from saga_table.engine.state import Counters
from saga_table.qt.dialogs.player_marks import MarksButtons

__all__ = ["PlayerRows"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("PositionEditor", text)


class PlayerRows:
    """The box (:attr:`box`) and its fields: :attr:`life`, :attr:`poison`, :attr:`hand`,
    :attr:`graveyard` (a spin box per player each) and :attr:`marks`. ``editor``: the
    :class:`~saga_table.qt.dialogs.position_editor.PositionEditor` (for its designations)."""

    def __init__(self, editor: Any, setup: GameSetup) -> None:
        names = [p.name for p in setup.players]
        self.box = QGroupBox(_tr("Players"))
        grid = QGridLayout(self.box)
        headers = [_tr("Life"), _tr("Poison"), _tr("Hand"), _tr("Graveyard")]
        for column, header in enumerate((*headers, _tr("Designations")), start=1):
            grid.addWidget(QLabel(header), 0, column)
        self.marks = MarksButtons(editor)
        self.life: list[QSpinBox] = []
        self.poison: list[QSpinBox] = []
        self.hand: list[QSpinBox] = []
        self.graveyard: list[QSpinBox] = []
        fields = (
            (self.life, -999, 9999),
            (self.poison, 0, 99),
            (self.hand, 0, 500),
            (self.graveyard, 0, 500 + MAX_UNSEEN_GRAVEYARD),
        )
        for row, player in enumerate(setup.players):
            label = QLabel(names[row])
            label.setMaximumWidth(140)
            grid.addWidget(label, row + 1, 0)
            for column, (store, low, high) in enumerate(fields):
                spin = QSpinBox()
                spin.setRange(low, high)
                spin.setAccessibleName(f"{names[row]}: {headers[column]}")
                store.append(spin)
                grid.addWidget(spin, row + 1, column + 1)
            grid.addWidget(self.marks.add(row, names[row]), row + 1, len(headers) + 1)
            self.hand[row].setEnabled(player.paper)
            self.graveyard[row].setEnabled(player.paper)
            if not player.paper:
                self.hand[row].setToolTip(_tr("A deck seat's hand holds its real cards"))
                self.graveyard[row].setToolTip(_tr("A deck seat's graveyard holds its real cards"))
            else:
                self.graveyard[row].setToolTip(
                    _tr("Cards in the graveyard: the ones listed below and unseen ones")
                )
        grid.setColumnStretch(0, 1)

    def spins(self) -> tuple[QSpinBox, ...]:
        return (*self.life, *self.poison, *self.hand, *self.graveyard)

    def load(self, setup: GameSetup, position: Position) -> None:
        """Show each player's values (without telling the fields' signals)."""
        counters = dict(position.player_counters)
        for i, player in enumerate(setup.players):
            life = player.life if player.life is not None else setup.rules.starting_life
            hand = player.hand_count if player.paper else len(player.hand)
            poison = counters.get(PlayerId(i), Counters())["poison"]
            for spin, value in (
                (self.life[i], life),
                (self.poison[i], poison),
                (self.hand[i], hand),
            ):
                blocked = spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(blocked)
        self.sync_graveyards(setup, position)

    def sync_graveyards(self, setup: GameSetup, position: Position) -> None:
        """Each graveyard's total: the cards the position lists (its least) and the unseen."""
        for i, player in enumerate(setup.players):
            spin = self.graveyard[i]
            known = len(position.graveyard_of(PlayerId(i)))
            blocked = spin.blockSignals(True)
            spin.setMinimum(known)
            spin.setValue(known + player.graveyard_count)
            spin.blockSignals(blocked)

    def players(self, setup: GameSetup, position: Position) -> tuple[PlayerSetup, ...]:
        """The players as the fields say (life, a paper seat's hand and unseen graveyard)."""
        return tuple(
            replace(
                p,
                life=self.life[i].value(),
                hand_count=self.hand[i].value() if p.paper else p.hand_count,
                graveyard_count=(
                    max(0, self.graveyard[i].value() - len(position.graveyard_of(PlayerId(i))))
                    if p.paper
                    else 0
                ),
            )
            for i, p in enumerate(setup.players)
        )

    def player_counters(self, position: Position) -> tuple[tuple[PlayerId, Counters], ...]:
        """The position's player counters with each player's poison as the fields say."""
        counters = dict(position.player_counters)
        for i in range(len(self.poison)):
            pid = PlayerId(i)
            now = counters.get(pid, Counters())
            now = now.plus("poison", self.poison[i].value() - now["poison"])
            if now:
                counters[pid] = now
            else:
                counters.pop(pid, None)
        return tuple(sorted(counters.items()))
