"""The Designations menu: the initiative and its dungeons, day and night, the city's blessing,
the Ring, speed and player counters, for the chosen player (click a seat to choose one).

Each item is one engine action (one Undo step); a choice the rules ask for (which dungeon, which
room, which legend stays) comes as the engine's decision dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMenu,
    QMenuBar,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine import actions as a
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.qt.naming import counter_kind_name, object_name

if TYPE_CHECKING:
    from saga_table.qt.main_window import MainWindow

__all__ = ["COUNTER_KINDS", "DesignationsMenu", "RingBearerDialog"]

#: Player counters the table tracks besides poison (122.1): energy, experience, rad, tickets.
COUNTER_KINDS = ("energy", "experience", "rad", "ticket")


class RingBearerDialog(QDialog):
    """The Ring tempts a player: they choose one of their creatures as the Ring-bearer."""

    def __init__(
        self, player_name: str, creatures: list[tuple[int, str]], parent: QWidget | None = None
    ) -> None:
        # Qt's classes of this dialog alone: made (with their enums) when it first opens.
        from PySide6.QtWidgets import QDialogButtonBox, QListWidget, QListWidgetItem

        super().__init__(parent)
        self.setWindowTitle(self.tr("The Ring tempts you"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(
            self.tr("The Ring tempts {player}: choose a creature as the Ring-bearer.").format(
                player=player_name
            )
        )
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.list = QListWidget()
        for oid, name in creatures:
            item = QListWidgetItem(name)
            item.setData(256, oid)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def bearer(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(256))


class DesignationsMenu(QObject):
    """``menu`` and its actions by name (``take_initiative``, ``venture``...)."""

    def __init__(self, window: MainWindow, bar: QMenuBar) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.menu = QMenu(self.tr("&Designations"), bar)
        bar.addMenu(self.menu)
        self.dialog: QDialog | None = None
        add = self._add
        self.take_initiative = add(self.tr("Take the &initiative"), self._take_initiative)
        self.venture = add(self.tr("&Venture into the dungeon"), self._venture)
        self.venture_undercity = add(self.tr("Venture into &Undercity"), self._venture_undercity)
        self.menu.addSeparator()
        self.day = add(self.tr("It becomes &day"), lambda: self._perform(a.SetDayNight("day")))
        self.night = add(
            self.tr("It becomes &night"), lambda: self._perform(a.SetDayNight("night"))
        )
        self.count_spell = add(self.tr("Count a &spell cast"), self._count_spell)
        self.menu.addSeparator()
        self.ring = add(self.tr("The &Ring tempts you…"), self._ring)
        self.engines = add(self.tr("Start your &engines!"), self._engines)
        self.ascend = add(self.tr("&Ascend (the city's blessing)"), self._ascend)
        self.menu.addSeparator()
        self.counters: dict[tuple[str, int], QAction] = {}
        for kind in COUNTER_KINDS:
            name = counter_kind_name(kind)
            self.counters[(kind, 1)] = add(
                self.tr("+1 {kind} counter").format(kind=name),
                lambda _checked=False, k=kind: self._counter(k, 1),
            )
            self.counters[(kind, -1)] = add(
                self.tr("−1 {kind} counter").format(kind=name),
                lambda _checked=False, k=kind: self._counter(k, -1),
            )
        self.menu.aboutToShow.connect(self.refresh)

    def _add(self, label: str, slot: object) -> QAction:
        action = QAction(label, self.menu)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    # ---------------------------------------------------------------- what the items do

    @property
    def player(self) -> PlayerId:
        return PlayerId(self.window.chosen_player)

    def _perform(self, action: a.Action) -> bool:
        return self.controller.perform(action)

    def _take_initiative(self) -> None:
        self._perform(a.TakeTheInitiative(self.player))

    def _venture(self) -> None:
        self._perform(a.VentureIntoTheDungeon(self.player))

    def _venture_undercity(self) -> None:
        self._perform(a.VentureIntoTheDungeon(self.player, undercity=True))

    def _count_spell(self) -> None:
        self._perform(a.CountSpell(self.player))

    def _engines(self) -> None:
        self._perform(a.StartYourEngines(self.player))

    def _ascend(self) -> None:
        self._perform(a.Ascend(self.player))

    def _counter(self, kind: str, amount: int) -> None:
        self._perform(a.AddPlayerCounters(self.player, kind, amount))

    def creatures(self, player: PlayerId) -> list[tuple[int, str]]:
        state = self.controller.state
        chars = compute_characteristics(state)
        language = self.controller.language
        return [
            (int(o.id), object_name(o, language))
            for o in state.permanents()
            if o.controller == player and chars[o.id].is_creature
        ]

    def _ring(self) -> QDialog | None:
        player = self.player
        creatures = self.creatures(player)
        if not creatures:
            self._perform(a.TheRingTemptsYou(player))
            return None
        dialog = RingBearerDialog(
            self.controller.state.players[player].name, creatures, parent=self.window
        )
        self.dialog = dialog

        def answered(result: int) -> None:
            self.dialog = None
            bearer = dialog.bearer()
            dialog.deleteLater()
            if result == QDialog.DialogCode.Accepted and bearer is not None:
                self._perform(a.TheRingTemptsYou(player, ObjectId(bearer)))

        dialog.finished.connect(answered)
        dialog.open()
        return dialog

    def refresh(self) -> None:
        """Name the chosen player in the menu and enable what makes sense now."""
        state = self.controller.state
        p = state.players[self.player]
        free = state.decision is None and not state.game_over and not p.left_game
        for action in self.menu.actions():
            action.setEnabled(free)
        self.menu.setToolTip(self.tr("For {player}").format(player=p.name))
        self.day.setEnabled(free and state.day_night != "day")
        self.night.setEnabled(free and state.day_night != "night")
        self.engines.setEnabled(free and p.speed is None)
        self.ascend.setEnabled(free and not p.city_blessing)
        for (kind, amount), action in self.counters.items():
            action.setEnabled(free and (amount > 0 or p.counters[kind] > 0))
