"""One player's designations in Set up position: the dungeon and its room, the dungeons already
completed, the city's blessing, the Ring (how many times it has tempted them, and which of their
creatures is the Ring-bearer), speed, and the player counters people track (energy, experience,
rad, tickets). The dialog edits a value and answers with a new one; the position editor checks
it with the rules (``Game(setup)``) like every other edit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.dungeons import DUNGEONS
from saga_table.engine.ids import PlayerId
from saga_table.engine.position import MAX_RING_TEMPTED, PlayerMarks
from saga_table.engine.state import Counters
from saga_table.qt.fitting import keep_title_whole
from saga_table.qt.naming import counter_kind_name

__all__ = ["TRACKED_COUNTERS", "MarksButtons", "MarksValue", "PlayerMarksDialog"]

translate = QCoreApplication.translate

#: Player counters with a spin box of their own here (poison has its column in the editor).
TRACKED_COUNTERS = ("energy", "experience", "rad", "ticket")


@dataclass(frozen=True, slots=True)
class MarksValue:
    """What the dialog edits: the marks, the player's counters, and the Ring-bearer as an index
    into ``creatures`` (None: no Ring-bearer)."""

    marks: PlayerMarks
    counters: Counters
    bearer: int | None


class PlayerMarksDialog(QDialog):
    """Controls: :attr:`dungeon`, :attr:`room`, :attr:`completed` (a check box per dungeon),
    :attr:`blessing`, :attr:`ring`, :attr:`bearer`, :attr:`speed`, :attr:`counters` (a spin box
    per kind of :data:`TRACKED_COUNTERS`). ``creatures`` are the labels of the player's
    creatures in the position, in order."""

    def __init__(
        self,
        player: str,
        value: MarksValue,
        creatures: Sequence[str],
        *,
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.language = language
        self._counters_before = value.counters
        self.setWindowTitle(self.tr("Designations: {player}").format(player=player))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        marks = value.marks

        self.dungeon = QComboBox()
        self.dungeon.setAccessibleName(self.tr("Dungeon"))
        self.dungeon.addItem(self.tr("Not in a dungeon"), None)
        for name, dungeon in DUNGEONS.items():
            self.dungeon.addItem(self._name(dungeon.name, dungeon.name_ja), name)
        self.room = QComboBox()
        self.room.setAccessibleName(self.tr("Room"))
        self.completed: dict[str, QCheckBox] = {}
        done_box = QGroupBox(self.tr("Dungeons completed"))
        done_layout = QVBoxLayout(done_box)
        for name, dungeon in DUNGEONS.items():
            box = QCheckBox(self._name(dungeon.name, dungeon.name_ja))
            box.setChecked(name in marks.completed_dungeons)
            self.completed[name] = box
            done_layout.addWidget(box)

        self.blessing = QCheckBox(self.tr("Has the city's blessing"))
        self.blessing.setChecked(marks.city_blessing)
        self.ring = QSpinBox()
        self.ring.setRange(0, MAX_RING_TEMPTED)
        self.ring.setAccessibleName(self.tr("Times the Ring has tempted them"))
        self.ring.setToolTip(self.tr("The Ring gains an ability each time, four at most"))
        self.ring.setSuffix(self.tr(" times"))
        self.ring.setValue(marks.ring_tempted)
        self.bearer = QComboBox()
        self.bearer.setAccessibleName(self.tr("Ring-bearer"))
        self.bearer.addItem(self.tr("No Ring-bearer"), None)
        for i, label in enumerate(creatures):
            self.bearer.addItem(label, i)
        self.bearer.setCurrentIndex(0 if value.bearer is None else value.bearer + 1)
        self.speed = QComboBox()
        self.speed.setAccessibleName(self.tr("Speed"))
        self.speed.addItem(self.tr("No speed"), None)
        for n in range(1, 5):
            label = self.tr("{n} (max speed)").format(n=n) if n == 4 else str(n)
            self.speed.addItem(label, n)
        self.speed.setCurrentIndex(0 if marks.speed is None else marks.speed)

        self.counters: dict[str, QSpinBox] = {}
        counters_box = QGroupBox(self.tr("Player counters"))
        counters_form = QFormLayout(counters_box)
        for kind in TRACKED_COUNTERS:
            spin = QSpinBox()
            spin.setRange(0, 1_000_000)
            spin.setValue(value.counters[kind])
            label = counter_kind_name(kind)
            label = label[:1].upper() + label[1:]
            spin.setAccessibleName(label)
            self.counters[kind] = spin
            counters_form.addRow(label, spin)

        form = QFormLayout()
        form.addRow(self.tr("Dungeon"), self.dungeon)
        form.addRow(self.tr("Room"), self.room)
        form.addRow("", self.blessing)
        form.addRow(self.tr("Tempted by the Ring"), self.ring)
        form.addRow(self.tr("Ring-bearer"), self.bearer)
        form.addRow(self.tr("Speed"), self.speed)
        columns = QHBoxLayout()
        columns.addLayout(form, 1)
        side = QVBoxLayout()
        side.addWidget(done_box)
        side.addWidget(counters_box)
        columns.addLayout(side)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(buttons)

        self.dungeon.setCurrentIndex(max(0, self.dungeon.findData(marks.dungeon)))
        self._fill_rooms(marks.room)
        self.dungeon.currentIndexChanged.connect(lambda *_: self._fill_rooms(None))
        self.ring.valueChanged.connect(lambda *_: self._update())
        self._update()

    def _name(self, english: str, japanese: str) -> str:
        return japanese if self.language == "ja" and japanese else english

    def _fill_rooms(self, chosen: str | None) -> None:
        self.room.clear()
        name = self.dungeon.currentData()
        if name is not None:
            for room in DUNGEONS[name].rooms:
                self.room.addItem(self._name(room.name, room.name_ja), room.name)
            self.room.setCurrentIndex(max(0, self.room.findData(chosen)))
        self.room.setEnabled(name is not None)

    def _update(self) -> None:
        # 701.54a / 701.54c: a Ring-bearer is chosen as the Ring tempts them, so none before it.
        tempted = self.ring.value() > 0
        self.bearer.setEnabled(tempted and self.bearer.count() > 1)
        if not tempted:
            self.bearer.setCurrentIndex(0)

    def value(self) -> MarksValue:
        """The value the controls show now."""
        dungeon = self.dungeon.currentData()
        speed = self.speed.currentData()
        marks = PlayerMarks(
            dungeon=dungeon,
            room=self.room.currentData() if dungeon is not None else None,
            completed_dungeons=tuple(n for n, box in self.completed.items() if box.isChecked()),
            city_blessing=self.blessing.isChecked(),
            ring_tempted=self.ring.value(),
            speed=None if speed is None else int(speed),
        )
        counters = self._counters_before
        for kind, spin in self.counters.items():
            counters = counters.plus(kind, spin.value() - counters[kind])
        bearer = self.bearer.currentData()
        return MarksValue(marks, counters, None if bearer is None else int(bearer))

    def result_value(self) -> MarksValue | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.value()


class MarksButtons(QObject):
    """The Designations column of Set up position: a button per player showing what is set
    (the whole list in its tooltip) that opens :class:`PlayerMarksDialog`; the answer goes back
    into the editor's position. ``editor`` is the :class:`PositionEditor` (its ``position``,
    ``setup``, ``language`` and ``_show``)."""

    def __init__(self, editor: Any) -> None:
        super().__init__(editor)
        self.editor = editor
        self.buttons: list[QPushButton] = []

    def add(self, row: int, name: str) -> QPushButton:
        button = QPushButton()
        button.setAccessibleName(f"{name}: {translate('PositionEditor', 'Designations')}")
        button.clicked.connect(lambda _checked=False, r=row: self.ask(r))
        self.buttons.append(button)
        return button

    def creatures_of(self, player: int) -> list[tuple[int, str]]:
        """(battlefield index, label) of the player's creatures in the position."""
        out = []
        for i, perm in enumerate(self.editor.position.battlefield):
            face = perm.card.faces[perm.face]
            if int(perm.controller) == player and "Creature" in face.card_types:
                name = (face.name_ja or face.name) if self.editor.language == "ja" else face.name
                out.append((i, name))
        return out

    def summary(self, player: int) -> str:
        position = self.editor.position
        marks = position.marks_of(PlayerId(player))
        counters = dict(position.player_counters).get(PlayerId(player), Counters())
        parts = []
        if marks.dungeon is not None:
            dungeon = DUNGEONS[marks.dungeon]
            room = dungeon.room(marks.room) if marks.room else dungeon.first
            parts.append(room.name_ja if self.editor.language == "ja" else room.name)
        if marks.city_blessing:
            parts.append(translate("PositionEditor", "blessing"))
        if marks.ring_tempted:
            ring = translate("PositionEditor", "Ring {n}")
            parts.append(ring.format(n=min(marks.ring_tempted, 4)))
        if marks.speed is not None:
            parts.append(translate("PositionEditor", "speed {n}").format(n=marks.speed))
        for kind in TRACKED_COUNTERS:
            if counters[kind]:
                parts.append(f"{counter_kind_name(kind)} {counters[kind]}")
        return " · ".join(parts)

    def refresh(self) -> None:
        for row, button in enumerate(self.buttons):
            summary = self.summary(row)
            short = (
                summary
                if len(summary) <= 22
                else translate("PositionEditor", "{n} set…").format(n=summary.count(" · ") + 1)
            )
            button.setText(short or translate("PositionEditor", "None…"))
            button.setToolTip(
                summary
                or translate(
                    "PositionEditor",
                    "Dungeon, the city's blessing, the Ring, speed, energy and others",
                )
            )

    def ask(self, player: int) -> QDialog:
        """The designations dialog for one player."""
        editor = self.editor
        pid = PlayerId(player)
        creatures = self.creatures_of(player)
        indices = [i for i, _ in creatures]
        battlefield = editor.position.battlefield
        bearer = next((k for k, i in enumerate(indices) if battlefield[i].ring_bearer), None)
        counters = dict(editor.position.player_counters).get(pid, Counters())
        value = MarksValue(editor.position.marks_of(pid), counters, bearer)
        dialog = PlayerMarksDialog(
            editor.setup.players[player].name,
            value,
            [label for _, label in creatures],
            language=editor.language,
            parent=editor,
        )

        def done(_result: int) -> None:
            answer = dialog.result_value()
            dialog.deleteLater()
            if answer is not None:
                self.set(pid, answer, indices)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def set(self, pid: PlayerId, answer: MarksValue, indices: list[int]) -> None:
        editor = self.editor
        position = editor.position
        marks = dict(position.marks)
        if answer.marks:
            marks[pid] = answer.marks
        else:
            marks.pop(pid, None)
        counters = dict(position.player_counters)
        if answer.counters:
            counters[pid] = answer.counters
        else:
            counters.pop(pid, None)
        chosen = None if answer.bearer is None else indices[answer.bearer]
        battlefield = tuple(
            replace(perm, ring_bearer=i == chosen)
            if perm.controller == pid and (perm.ring_bearer or i == chosen)
            else perm
            for i, perm in enumerate(position.battlefield)
        )
        new = replace(
            position,
            marks=tuple(sorted(marks.items())),
            player_counters=tuple(sorted(counters.items())),
            battlefield=battlefield,
        )
        editor._show(replace(editor.setup, position=new))
