"""Combat: declare attackers (and whom each attacks), declare blockers (and which attacker each
blocks), then record combat damage, worked out from power or entered by hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.actions import DealCombatDamage, DeclareAttackers, DeclareBlockers
from saga_table.engine.combat import CombatHit
from saga_table.engine.ids import OPPONENT, ObjectId, PlayerId
from saga_table.qt.alike import numbered_alike
from saga_table.qt.fitting import keep_title_whole

__all__ = [
    "Attacker",
    "AttackersDialog",
    "Blocker",
    "CombatDamageDialog",
    "DeclareBlockersDialog",
]

#: The attackers dialog's "does not attack" (not a player number: the goldfish opponent is -1).
_NOT_ATTACKING = "none"


@dataclass(frozen=True, slots=True)
class Attacker:
    """A creature that could attack (or attacks): its id, name and power (and toughness);
    ``sick``: it came onto the battlefield this turn and has no haste (302.6: it cannot attack,
    unless something the table has not entered gives it haste)."""

    object_id: int
    name: str
    power: int
    defender: int | None = None
    toughness: int | None = None
    sick: bool = False

    @property
    def strength(self) -> str:
        """ "2/2" (or "(2)", its power, when the toughness is not known)."""
        return f"({self.power})" if self.toughness is None else f"{self.power}/{self.toughness}"


@dataclass(frozen=True, slots=True)
class Blocker:
    """An untapped creature a defending player could block with: its id, name, power and
    toughness, and the player who controls it."""

    object_id: int
    name: str
    power: int
    toughness: int
    controller: int
    #: The attackers it may block (the engine's word: 702.9b flying); None: any attacking its
    #: controller.
    may_block: tuple[int, ...] | None = None


class AttackersDialog(QDialog):
    """One row per creature that can attack: "does not attack" or the player it attacks.
    ``sickness_refused``: the game refuses a summoning-sick attacker (the app knows every card,
    302.6), so its row is "does not attack" and disabled, with the reason.
    Controls: :attr:`targets` (object id -> combo box)."""

    def __init__(
        self,
        creatures: Sequence[Attacker],
        opponents: Sequence[tuple[int, str]],
        *,
        parent: QWidget | None = None,
        sickness_refused: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Declare attackers"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.heading = QLabel(self.tr("Choose which creatures attack, and whom."))
        self.heading.setWordWrap(True)
        form = QFormLayout()
        self.targets: dict[int, QComboBox] = {}
        # (a summoning-sick one reads apart already: "· summoning sick")
        rows = numbered_alike(
            [(c.object_id, f"{c.name} {c.strength}") for c in creatures],
            [c.object_id for c in creatures if c.sick],
        )
        for creature in creatures:
            box = QComboBox()
            box.addItem(self.tr("Does not attack"), _NOT_ATTACKING)
            for player, name in opponents:
                box.addItem(self.tr("Attacks {player}").format(player=name), player)
            if len(opponents) == 1 and not creature.sick:
                box.setCurrentIndex(1)
            box.setAccessibleName(rows[creature.object_id])
            self.targets[creature.object_id] = box
            label = QLabel(rows[creature.object_id])
            if creature.sick and sickness_refused:
                label.setText(
                    self.tr("{creature} · summoning sick: cannot attack (302.6)").format(
                        creature=label.text()
                    )
                )
                tip = self.tr(
                    "It came under your control this turn and has no haste: it cannot attack "
                    "(302.6)."
                )
                label.setToolTip(tip)
                box.setToolTip(tip)
                box.setEnabled(False)
            elif creature.sick:
                label.setText(self.tr("{creature} · summoning sick").format(creature=label.text()))
                tip = self.tr(
                    "It came onto the battlefield this turn and has no haste: it cannot attack "
                    "(302.6), unless a card the table has not entered gives it haste."
                )
                label.setToolTip(tip)
                box.setToolTip(tip)
            label.setBuddy(box)
            form.addRow(label, box)
        if not creatures:
            form.addRow(QLabel(self.tr("No untapped creature can attack.")))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        for box in self.targets.values():
            box.currentIndexChanged.connect(lambda *_: self._update_ok())
        self._update_ok()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def _update_ok(self) -> None:
        """OK says what it does: Attack, or No attack while nobody is chosen (combat is then
        passed over, 508.8)."""
        anyone = any(
            box.isEnabled() and box.currentData() != _NOT_ATTACKING for box in self.targets.values()
        )
        self.ok_button.setText(self.tr("Attack") if anyone else self.tr("No attack"))

    def set_target(self, object_id: int, player: int | None) -> None:
        box = self.targets[object_id]
        box.setCurrentIndex(box.findData(_NOT_ATTACKING if player is None else player))

    def action(self) -> DeclareAttackers:
        attacks = tuple(
            (ObjectId(oid), PlayerId(int(box.currentData())))
            for oid, box in self.targets.items()
            if box.isEnabled() and box.currentData() != _NOT_ATTACKING
        )
        return DeclareAttackers(attacks)

    def result_value(self) -> DeclareAttackers | None:
        return self.action() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        creatures: Sequence[Attacker],
        opponents: Sequence[tuple[int, str]],
        *,
        sickness_refused: bool = False,
    ) -> DeclareAttackers | None:
        dialog = cls(creatures, opponents, parent=parent, sickness_refused=sickness_refused)
        dialog.exec()
        return dialog.result_value()


class DeclareBlockersDialog(QDialog):
    """One row per untapped creature of each defending player, grouped by player: "does not
    block" or the attacker (attacking that player) it blocks.
    Controls: :attr:`choices` (blocker object id -> combo box), :attr:`groups` (player -> box)."""

    def __init__(
        self,
        creatures: Sequence[Blocker],
        attackers: Sequence[Attacker],
        players: Sequence[str],
        *,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Declare blockers"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.heading = QLabel(
            self.tr("Choose which creatures block, and which attacker each blocks.")
        )
        self.heading.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        self.choices: dict[int, QComboBox] = {}
        self.groups: dict[int, QGroupBox] = {}
        # The goldfish opponent (OPPONENT) has no creatures to block with.
        defenders = sorted({a.defender for a in attackers if a.defender is not None})
        defenders = [d for d in defenders if d != OPPONENT]
        for player in defenders:
            name = players[player] if 0 <= player < len(players) else "?"
            group = QGroupBox(self.tr("{player}'s creatures").format(player=name))
            form = QFormLayout(group)
            against = [a for a in attackers if a.defender == player]
            own = [c for c in creatures if c.controller == player]
            attacker_labels = numbered_alike(
                [(a.object_id, f"{a.name} {a.strength}") for a in against]
            )
            blocker_labels = numbered_alike(
                [(c.object_id, f"{c.name} {c.power}/{c.toughness}") for c in own]
            )
            for creature in own:
                box = QComboBox()
                box.addItem(self.tr("Does not block"), -1)
                for attacker in against:
                    if creature.may_block is not None and attacker.object_id not in (
                        creature.may_block
                    ):
                        continue  # (it cannot block that one: a flyer, 702.9b)
                    label = attacker_labels[attacker.object_id]
                    box.addItem(
                        self.tr("Blocks {attacker}").format(attacker=label), attacker.object_id
                    )
                row = blocker_labels[creature.object_id]
                box.setAccessibleName(row)
                self.choices[creature.object_id] = box
                form.addRow(row, box)
            if not own:
                form.addRow(QLabel(self.tr("No untapped creature can block.")))
            self.groups[player] = group
            layout.addWidget(group)
        if not defenders:
            layout.addWidget(QLabel(self.tr("No creature is attacking.")))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        for box in self.choices.values():
            box.currentIndexChanged.connect(lambda *_: self._update_ok())
        self._update_ok()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _update_ok(self) -> None:
        """OK says what it does: Block, or No blocks while nobody is chosen."""
        self.ok_button.setText(self.tr("Block") if self.blocks() else self.tr("No blocks"))

    def set_block(self, blocker: int, attacker: int | None) -> None:
        box = self.choices[blocker]
        box.setCurrentIndex(box.findData(-1 if attacker is None else attacker))

    def blocks(self) -> tuple[tuple[int, int], ...]:
        """(blocker, attacker) pairs, in the order the rows are shown."""
        return tuple(
            (oid, int(box.currentData()))
            for oid, box in self.choices.items()
            if int(box.currentData()) >= 0
        )

    def action(self) -> DeclareBlockers:
        return DeclareBlockers(tuple((ObjectId(b), ObjectId(a)) for b, a in self.blocks()))

    def result_value(self) -> tuple[tuple[int, int], ...] | None:
        return self.blocks() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        creatures: Sequence[Blocker],
        attackers: Sequence[Attacker],
        players: Sequence[str],
    ) -> tuple[tuple[int, int], ...] | None:
        """Ask (blocking, modal) which creatures block; None when cancelled."""
        dialog = cls(creatures, attackers, players, parent=parent)
        dialog.exec()
        return dialog.result_value()


def _defender_name(defender: int | None, players: Sequence[str]) -> str:
    if defender == OPPONENT:
        return QCoreApplication.translate("CombatDamageDialog", "the opponent")
    if defender is not None and 0 <= defender < len(players):
        return players[defender]
    return "?"


class CombatDamageDialog(QDialog):
    """The damage each attacker dealt to the player it attacks. "Compute from power" lets the
    engine work it out (blocked attackers hit their blockers); or enter amounts by hand.
    Controls: :attr:`amounts` (object id -> spin box), :attr:`compute_button`."""

    def __init__(
        self,
        attackers: Sequence[Attacker],
        players: Sequence[str],
        *,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Combat damage"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self._attackers = {a.object_id: a for a in attackers}
        self._computed = False
        self.heading = QLabel(
            self.tr(
                "Record the combat damage. Compute it from power, or enter what each attacker "
                "dealt to the player it attacks."
            )
        )
        self.heading.setWordWrap(True)
        form = QFormLayout()
        self.amounts: dict[int, QSpinBox] = {}
        names = numbered_alike([(at.object_id, at.name) for at in attackers])
        for attacker in attackers:
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setValue(max(0, attacker.power))
            name = names[attacker.object_id]
            spin.setAccessibleName(name)
            self.amounts[attacker.object_id] = spin
            target = _defender_name(attacker.defender, players)
            form.addRow(self.tr("{card} → {player}").format(card=name, player=target), spin)
        self.compute_button = QPushButton(self.tr("Compute from power"))
        self.compute_button.setAccessibleName(self.tr("Let the app work out the damage"))
        self.compute_button.clicked.connect(self.compute)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal damage"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(form)
        layout.addWidget(self.compute_button)
        layout.addWidget(self.buttons)

    def compute(self) -> None:
        """Accept with the engine's own reckoning from power."""
        self._computed = True
        self.accept()

    def action(self) -> DealCombatDamage:
        if self._computed:
            return DealCombatDamage(None)
        hits = tuple(
            CombatHit(
                ObjectId(oid),
                spin.value(),
                player=PlayerId(self._attackers[oid].defender or 0),  # OPPONENT stays -1
            )
            for oid, spin in self.amounts.items()
            if spin.value() > 0 and self._attackers[oid].defender is not None
        )
        return DealCombatDamage(hits)

    def result_value(self) -> DealCombatDamage | None:
        return self.action() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(
        cls, parent: QWidget | None, attackers: Sequence[Attacker], players: Sequence[str]
    ) -> DealCombatDamage | None:
        dialog = cls(attackers, players, parent=parent)
        dialog.exec()
        return dialog.result_value()
