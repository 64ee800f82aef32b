"""Dialogs for the choices a guided effect asks for as it resolves, or as it goes on the stack.

* :class:`ChooseCardsDialog`: check the cards to discard, find, sacrifice, return (a search shows
  the cards looked at too); the OK button counts what is still to choose.
* :class:`ScryDialog`: scry or surveil: order the top cards (Up, Down, drag), and mark each one
  for the top, the bottom (scry) or the graveyard (surveil).
* :class:`TargetsDialog`: the legal targets of an ability; a card can also be clicked on the table
  (:mod:`saga_table.qt.target_picking`), so this dialog is not modal.
* :class:`YesNoDialog`, :class:`ModesDialog`, :class:`NumberDialog`: "you may", modes, X.
* :class:`ByHandDialog`: the resolution the players carry out themselves: what to do, and Done.
  Not modal: the table stays usable, every change is part of the one resolution.

Each dialog has ``decision`` and ``result_value()`` (None while nothing valid is chosen), as the
other decision dialogs, and :func:`answer_action` turns the value into the engine's answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    Decision,
    ResolveByHandDecision,
)
from saga_table.qt.fitting import keep_title_whole

__all__ = [
    "EFFECT_DECISIONS",
    "NON_MODAL",
    "ByHandDialog",
    "ChooseCardsDialog",
    "ModesDialog",
    "NumberDialog",
    "ScryDialog",
    "TargetsDialog",
    "YesNoDialog",
    "answer_action",
    "answer_dialog_simply",
]

EFFECT_DECISIONS = (
    ChooseTargetsDecision,
    ChooseCardsDecision,
    ArrangeTopDecision,
    ChooseYesNoDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ResolveByHandDecision,
)

translate = QCoreApplication.translate

_ID_ROLE = Qt.ItemDataRole.UserRole + 1
_PLAYER_ROLE = Qt.ItemDataRole.UserRole + 2


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class _Checklist(QDialog):
    """A list of checkable rows, from ``minimum`` to ``maximum`` of them checked."""

    def __init__(
        self,
        title: str,
        heading: str,
        rows: Sequence[tuple[int, str, bool]],  # (id, text, is a player)
        minimum: int,
        maximum: int,
        parent: QWidget | None,
    ) -> None:
        super().__init__(parent)
        self.minimum = minimum
        self.maximum = maximum
        self.setWindowTitle(title)
        keep_title_whole(self)
        self.setAccessibleName(title)
        self.setMinimumWidth(420)
        self.heading = QLabel(heading)
        self.heading.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(title)
        self.list.setWordWrap(True)
        for value, text, is_player in rows:
            item = QListWidgetItem(text)
            item.setData(_ID_ROLE, value)
            item.setData(_PLAYER_ROLE, is_player)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.count_label = QLabel()
        self.buttons = _buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(self.buttons)
        self.list.itemChanged.connect(self._update)
        self._update()

    def rows(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())]

    def checked(self) -> list[QListWidgetItem]:
        return [i for i in self.rows() if i.checkState() == Qt.CheckState.Checked]

    def check(self, value: int, *, player: bool = False) -> None:
        """Check (or uncheck) the row for ``value``: what a click on the table does."""
        for item in self.rows():
            if item.data(_ID_ROLE) == value and bool(item.data(_PLAYER_ROLE)) == player:
                checked = item.checkState() == Qt.CheckState.Checked
                item.setCheckState(Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)

    def is_complete(self) -> bool:
        return self.minimum <= len(self.checked()) <= self.maximum

    def _update(self, *_args: object) -> None:
        n = len(self.checked())
        if self.minimum == self.maximum:
            text = translate("EffectChoices", "Chosen: {n} of {max}").format(n=n, max=self.maximum)
        else:
            text = translate("EffectChoices", "Chosen: {n} (from {min} to {max})").format(
                n=n, min=self.minimum, max=self.maximum
            )
        self.count_label.setText(text)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.is_complete())


class ChooseCardsDialog(_Checklist):
    """Choose cards as an effect resolves. Controls: :attr:`list`, :attr:`seen_list` (the cards
    looked at, for a search or a look at the top), :attr:`buttons`."""

    def __init__(
        self,
        decision: ChooseCardsDecision,
        names: dict[int, str],
        *,
        player_name: str,
        parent: QWidget | None = None,
    ) -> None:
        titles = {
            "discard": translate("EffectChoices", "Discard"),
            "search": translate("EffectChoices", "Search the library"),
            "sacrifice": translate("EffectChoices", "Sacrifice"),
            "return": translate("EffectChoices", "Choose cards"),
            "take": translate("EffectChoices", "Look at the top of the library"),
            "look": translate("EffectChoices", "Look at the top of the library"),
            "ring-bearer": translate("EffectChoices", "Choose your Ring-bearer"),
        }
        title = titles.get(decision.purpose, translate("EffectChoices", "Choose"))
        heading = self._heading(decision, player_name)
        rows = [(int(o), names.get(int(o), str(o)), False) for o in decision.options]
        super().__init__(title, heading, rows, decision.minimum, decision.maximum, parent)
        self.decision = decision
        self.seen_list = QListWidget()
        self.seen_list.setAccessibleName(translate("EffectChoices", "The cards looked at"))
        others = [o for o in decision.seen if o not in decision.options]
        for oid in others:
            self.seen_list.addItem(names.get(int(oid), str(oid)))
        if others:
            label = QLabel(translate("EffectChoices", "Also looked at (not eligible):"))
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(2, label)
            layout.insertWidget(3, self.seen_list)
        else:
            self.seen_list.hide()

    def _heading(self, decision: ChooseCardsDecision, player: str) -> str:
        if decision.purpose == "discard":
            return translate("EffectChoices", "{player}: choose the card(s) to discard.").format(
                player=player
            )
        if decision.purpose == "search":
            return translate(
                "EffectChoices",
                "{player}: search your library. Check the card(s) to find (or none); the "
                "library is shuffled after.",
            ).format(player=player)
        if decision.purpose == "sacrifice":
            return translate("EffectChoices", "{player}: choose what to sacrifice.").format(
                player=player
            )
        if decision.purpose == "look":
            return translate("EffectChoices", "{player}: the top card(s), for you to see.").format(
                player=player
            )
        if decision.purpose == "take":
            return translate(
                "EffectChoices", "{player}: choose the card(s) to take; the rest go on."
            ).format(player=player)
        return translate("EffectChoices", "{player}: choose.").format(player=player)

    def result_value(self) -> tuple[int, ...] | None:
        if self.result() != QDialog.DialogCode.Accepted or not self.is_complete():
            return None
        return tuple(int(i.data(_ID_ROLE)) for i in self.checked())


class TargetsDialog(_Checklist):
    """Choose the targets of an ability as it goes on the stack (603.3d); clicking a card on the
    table checks it here. Not modal. Controls: :attr:`list`, :attr:`buttons`."""

    def __init__(
        self,
        decision: ChooseTargetsDecision,
        names: dict[int, str],
        player_names: dict[int, str],
        *,
        ability: str,
        player_name: str,
        parent: QWidget | None = None,
    ) -> None:
        rows = [(int(o), names.get(int(o), str(o)), False) for o in decision.objects]
        rows += [(int(p), player_names.get(int(p), str(p)), True) for p in decision.players]
        heading = translate(
            "EffectChoices",
            "{player}: choose the target(s) of {ability}. Click a card on the table, or check "
            "it here.",
        ).format(player=player_name, ability=ability)
        super().__init__(
            translate("EffectChoices", "Choose targets"),
            heading,
            rows,
            decision.minimum,
            decision.maximum,
            parent,
        )
        self.decision = decision
        self.setWindowModality(Qt.WindowModality.NonModal)

    def result_value(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        if self.result() != QDialog.DialogCode.Accepted or not self.is_complete():
            return None
        objects = tuple(int(i.data(_ID_ROLE)) for i in self.checked() if not i.data(_PLAYER_ROLE))
        players = tuple(int(i.data(_ID_ROLE)) for i in self.checked() if i.data(_PLAYER_ROLE))
        return objects, players


class ScryDialog(QDialog):
    """Scry or surveil (701.22, 701.25). The list is the top of the library, top first; each row
    is kept on top, or (checked) sent to the bottom (scry) or the graveyard (surveil).
    Controls: :attr:`list`, :attr:`up_button`, :attr:`down_button`, :attr:`buttons`."""

    def __init__(
        self,
        decision: ArrangeTopDecision,
        names: dict[int, str],
        *,
        player_name: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        surveil = decision.to_graveyard
        title = self.tr("Surveil {n}") if surveil else self.tr("Scry {n}")
        self.setWindowTitle(title.format(n=len(decision.cards)))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(440)
        mark = self.tr("into the graveyard") if surveil else self.tr("on the bottom")
        self.heading = QLabel(
            self.tr(
                "{player}: the top of your library, top first. Put them in order (Up, Down or "
                "Alt+Up, Alt+Down); check a card to put it {where}."
            ).format(player=player_name, where=mark)
        )
        self.heading.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("The top cards, top first"))
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        for oid in decision.cards:
            item = QListWidgetItem(names.get(int(oid), str(oid)))
            item.setData(_ID_ROLE, int(oid))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.up_button = QPushButton(self.tr("Up"))
        self.down_button = QPushButton(self.tr("Down"))
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(1))
        self.buttons = _buttons(self)
        row = QHBoxLayout()
        row.addWidget(self.up_button)
        row.addWidget(self.down_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.list.installEventFilter(self)

    def eventFilter(self, watched: object, event: object) -> bool:
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QKeyEvent

        if (
            watched is self.list
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.modifiers() & Qt.KeyboardModifier.AltModifier
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            self.move_current(-1 if event.key() == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def move_current(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)

    def order(self) -> list[tuple[int, bool]]:
        """(card id, marked for the bottom or the graveyard), top first."""
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            out.append((int(item.data(_ID_ROLE)), item.checkState() == Qt.CheckState.Checked))
        return out

    def result_value(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(kept on top, in order; sent away, in order)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        rows = self.order()
        return tuple(i for i, away in rows if not away), tuple(i for i, away in rows if away)


class YesNoDialog(QDialog):
    def __init__(
        self, decision: ChooseYesNoDecision, *, text: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self._yes: bool | None = None
        self.setWindowTitle(self.tr("You may"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        label = QLabel(text)
        label.setWordWrap(True)
        self.yes_button = QPushButton(self.tr("Yes"))
        self.no_button = QPushButton(self.tr("No"))
        self.yes_button.clicked.connect(lambda: self._choose(True))
        self.no_button.clicked.connect(lambda: self._choose(False))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.yes_button)
        row.addWidget(self.no_button)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addLayout(row)
        self.yes_button.setDefault(True)

    def _choose(self, yes: bool) -> None:
        self._yes = yes
        self.accept()

    def result_value(self) -> bool | None:
        return self._yes if self.result() == QDialog.DialogCode.Accepted else None


class ModesDialog(QDialog):
    """Choose ``count`` modes (or a creature type, for Long List of the Ents)."""

    def __init__(
        self,
        decision: ChooseModeDecision,
        labels: Sequence[str],
        *,
        heading: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("Choose"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        label = QLabel(heading)
        label.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(heading)
        self.list.setSelectionMode(
            QAbstractItemView.SelectionMode.MultiSelection
            if decision.count > 1
            else QAbstractItemView.SelectionMode.SingleSelection
        )
        for text in labels:
            self.list.addItem(text)
        self.list.setCurrentRow(0)
        self.buttons = _buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)

    def result_value(self) -> tuple[int, ...] | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        rows = tuple(sorted(self.list.row(i) for i in self.list.selectedItems()))
        return rows if len(rows) == self.decision.count else None


class NumberDialog(QDialog):
    def __init__(
        self,
        decision: ChooseNumberDecision,
        *,
        text: str,
        title: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(title or self.tr("Choose X"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        label = QLabel(text)
        label.setWordWrap(True)
        self.spin = QSpinBox()
        self.spin.setRange(decision.minimum, decision.maximum)
        self.spin.setAccessibleName(title or self.tr("X"))
        self.buttons = _buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.spin)
        layout.addWidget(self.buttons)

    def result_value(self) -> int | None:
        return self.spin.value() if self.result() == QDialog.DialogCode.Accepted else None


class ByHandDialog(QDialog):
    """The players carry out the resolving ability themselves (608.2): draw, discard, move cards,
    counters, tokens, life, flip; then Done. Not modal: the table stays in reach, and no
    state-based action or trigger happens until Done. Controls: :attr:`hint`,
    :attr:`done_button`."""

    def __init__(
        self,
        decision: ResolveByHandDecision,
        *,
        title: str,
        text: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("Resolving by hand"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.setWindowModality(Qt.WindowModality.NonModal)
        # A small window over the table that leaves the keyboard to it: the shortcuts (draw,
        # life, undo...) keep working while the players make the changes.
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setMinimumWidth(380)
        self.title = QLabel(title)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.hint = QLabel(
            self.tr(
                "Do this on the table: {text} Draw, discard, move cards, put counters, make "
                "tokens, change life or flip; then press Done. Until then nothing else happens "
                "(no state-based actions, no triggers), and Undo after Done takes it all back."
            ).format(text=text)
        )
        self.hint.setWordWrap(True)
        self.done_button = QPushButton(self.tr("Done"))
        self.done_button.setAccessibleName(self.tr("Done: the resolution is complete"))
        self.done_button.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.done_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addLayout(row)
        # Default once it is in the dialog: a button made default before it has one
        # is never the dialog's, and Enter stops working when the focus leaves a field.
        self.done_button.setDefault(True)

    def result_value(self) -> str | None:
        return "done" if self.result() == QDialog.DialogCode.Accepted else None


#: The dialogs shown without blocking the window: the table stays in reach (a card to click,
#: the changes of a by-hand resolution).
NON_MODAL = (TargetsDialog, ByHandDialog)


def answer_dialog_simply(dialog: QDialog) -> None:
    """Answer an effect dialog the simple way (the smoke test, a goldfishing script): the first
    rows as many as needed, yes, the first mode, the least X, Done."""
    if isinstance(dialog, _Checklist):
        for item in dialog.rows()[: max(dialog.minimum, min(1, dialog.maximum))]:
            item.setCheckState(Qt.CheckState.Checked)
        dialog.accept()
    elif isinstance(dialog, YesNoDialog):
        dialog.yes_button.click()
    elif isinstance(dialog, ByHandDialog):
        dialog.done_button.click()
    else:
        dialog.accept()


def answer_action(decision: Decision, value: object) -> a.Action | None:
    """The engine's answer to an effect decision, from its dialog's value."""
    if isinstance(decision, ChooseTargetsDecision):
        assert isinstance(value, tuple)
        objects, players = value
        return a.ChooseTargets(
            tuple(ObjectId(i) for i in objects), tuple(PlayerId(p) for p in players)
        )
    if isinstance(decision, ChooseCardsDecision):
        return a.ChooseCards(tuple(ObjectId(i) for i in value))  # type: ignore[attr-defined]
    if isinstance(decision, ArrangeTopDecision):
        assert isinstance(value, tuple)
        top, away = value
        kept = tuple(ObjectId(i) for i in top)
        sent = tuple(ObjectId(i) for i in away)
        if decision.to_graveyard:
            return a.ArrangeTop(top=kept, graveyard=sent)
        return a.ArrangeTop(top=kept, bottom=sent)
    if isinstance(decision, ChooseYesNoDecision):
        return a.ChooseYesOrNo(bool(value))
    if isinstance(decision, ChooseModeDecision):
        return a.ChooseModes(tuple(int(i) for i in value))  # type: ignore[attr-defined]
    if isinstance(decision, ChooseNumberDecision):
        return a.ChooseNumber(int(value))  # type: ignore[call-overload]
    if isinstance(decision, ResolveByHandDecision):
        return a.FinishResolution()
    return None
