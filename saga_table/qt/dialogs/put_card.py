"""Put a card onto the battlefield: any card, for any player, found as you type.

The search field finds cards by English or Japanese name, hiragana for katakana, a word of the
name or a misspelling (:meth:`saga_table.catalog.lookup.CardLookup.complete`), recently used
cards first. Down and Up move through the results, Enter puts the chosen card. The options are
the ones that matter as it enters: who controls it (the seat the dialog was opened on), read
ahead's chapter (a read-ahead Saga only), which face is up (a double-faced card), a token copy,
tapped. "Cast" puts it on the stack instead (a cast spell triggers "whenever you cast"); for a
land the same button reads "Play": the turn's land (305.1). At a paper seat, "From the hand"
(on by default while the seat has unseen cards in hand) takes one of them: a card cast or played
at the table came from there (601.2a), so the count on the seat stays true. Opened while an
effect is carried out by hand (``resolving``), the card comes from where the effect says (a
library searched, a graveyard): "From the hand" starts off, and there is no Cast (a spell is not
cast in the middle of a resolution, 608.2).

A name that matches nothing offers to make a custom card with that name
(``custom_card_requested(name)``; the window opens the custom card editor and then shows the new
card here with :meth:`PutCardDialog.refresh`).

:meth:`PutCardDialog.result_value` is the one engine action (one undo step), ``None`` if
cancelled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef
from saga_table.engine.ids import PlayerId

if TYPE_CHECKING:
    from saga_table.catalog.lookup import CardLookup, Completion

__all__ = ["PutCardDialog"]

_CARD_ROLE = Qt.ItemDataRole.UserRole + 1


def card_label(card: CardDef, language: str) -> str:
    """A result's line: the name in the window's language, the other name after it (a
    double-faced card by its front face: the whole "A // B" rarely fits)."""
    english = card.front.name if card.is_double_faced else card.name
    japanese = card.front.name_ja if card.is_double_faced else card.name_ja or card.front.name_ja
    if japanese and language == "ja":
        return f"{japanese}  ·  {english}"
    if japanese:
        return f"{english}  ·  {japanese}"
    return english


class PutCardDialog(QDialog):
    """Controls: :attr:`search`, :attr:`results`, :attr:`controller`, :attr:`face`,
    :attr:`read_ahead`, :attr:`token`, :attr:`tapped`, :attr:`put_button`, :attr:`cast_button`,
    :attr:`custom_button`."""

    custom_card_requested = Signal(str)

    def __init__(
        self,
        lookup: CardLookup,
        players: Sequence[str],
        *,
        controller: int = 0,
        language: str = "en",
        recent: Sequence[str] = (),
        hands: Sequence[int | None] | None = None,
        resolving: bool = False,
        destination: str = "battlefield",
        parent: QWidget | None = None,
    ) -> None:
        """``hands``: each player's unseen cards in hand (None for a seat whose cards the app
        holds); without it (placing a position), nothing comes from a hand. ``resolving``: an
        effect is being carried out by hand. ``destination``: "battlefield", or "graveyard" or
        "exile" (placing a position's seen cards there: only the card and its owner count)."""
        super().__init__(parent)
        self.resolving = resolving
        self.destination = destination
        self.lookup = lookup
        self.players = tuple(players)
        self.hands = tuple(hands) if hands is not None else None
        self.language = language
        self.recent = tuple(recent)
        self.cast = False
        titles = {
            "graveyard": self.tr("Put a card into a graveyard"),
            "exile": self.tr("Put a card into exile"),
        }
        self.setWindowTitle(titles.get(destination, self.tr("Put a card onto the battlefield")))
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(520)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Card name, English or Japanese (かな works)"))
        self.search.setAccessibleName(self.tr("Card name"))
        self.search.setClearButtonEnabled(True)
        self.results = QListWidget()
        self.results.setAccessibleName(self.tr("Cards found"))
        self.results.setMinimumHeight(180)
        self.results.setUniformItemSizes(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.custom_button = QPushButton()
        self.custom_button.setVisible(False)

        self.controller = QComboBox()
        self.controller.setAccessibleName(self.tr("Controller"))
        for name in players:
            self.controller.addItem(name)
        self.controller.setCurrentIndex(max(0, min(controller, len(players) - 1)))
        self.face = QComboBox()
        self.face.setAccessibleName(self.tr("Face up"))
        self.face_label = QLabel(self.tr("Face up"))
        self.read_ahead = QSpinBox()
        self.read_ahead.setAccessibleName(self.tr("Read ahead: the chapter to start at"))
        self.read_ahead_label = QLabel(self.tr("Read ahead chapter"))
        self.token = QCheckBox(self.tr("A token copy"))
        self.tapped = QCheckBox(self.tr("Tapped"))
        self.from_hand = QCheckBox()
        self.from_hand.setToolTip(
            self.tr("It came from the hand at the table: the seat's hand count goes down by one")
        )

        form = QFormLayout()
        elsewhere = destination != "battlefield"
        form.addRow(self.tr("Owner") if elsewhere else self.tr("Controller"), self.controller)
        form.addRow(self.face_label, self.face)
        form.addRow(self.read_ahead_label, self.read_ahead)
        checks = QHBoxLayout()
        checks.addWidget(self.token)
        checks.addWidget(self.tapped)
        checks.addWidget(self.from_hand)
        checks.addStretch(1)
        form.addRow(checks)

        self.buttons = QDialogButtonBox()
        self.put_button = self.buttons.addButton(
            self.tr("Put onto the battlefield"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.put_button.setToolTip(self.tr("Put the chosen card onto the battlefield (Enter)"))
        if destination == "graveyard":
            self.put_button.setText(self.tr("Put into the graveyard"))
            self.put_button.setToolTip(self.tr("Put the chosen card into the graveyard (Enter)"))
        elif destination == "exile":
            self.put_button.setText(self.tr("Put into exile"))
            self.put_button.setToolTip(self.tr("Put the chosen card into exile (Enter)"))
        #: Cast, or Play for a land: its words follow the chosen card (_update_cast_button).
        self.cast_button = self.buttons.addButton(
            self.tr("Cast"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.cast_button.setVisible(not resolving and not elsewhere)
        if elsewhere:  # (a card in a graveyard or in exile is neither tapped nor a token)
            for box in (self.token, self.tapped):
                box.setVisible(False)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.put_button.clicked.connect(self._put)
        self.cast_button.clicked.connect(self._cast)
        self.buttons.rejected.connect(self.reject)
        self.custom_button.clicked.connect(
            lambda: self.custom_card_requested.emit(self.search.text().strip())
        )

        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.status)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.custom_button)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        # Default once it is in the dialog: a button made default before it has one
        # is never the dialog's, and Enter stops working when the focus leaves a field.
        self.put_button.setDefault(True)

        self._keys = _ResultKeys(self)
        self.search.installEventFilter(self._keys)
        self.search.textChanged.connect(self.refresh)
        self.results.currentItemChanged.connect(lambda *_: self._update_options())
        self.results.itemDoubleClicked.connect(lambda _item: self._put())
        self.face.currentIndexChanged.connect(lambda *_: self._update_read_ahead())
        self.controller.currentIndexChanged.connect(lambda *_: self._update_from_hand())
        self.token.toggled.connect(lambda *_: self._update_from_hand())
        self.token.toggled.connect(lambda *_: self._update_cast_button())
        self._update_from_hand()
        self.refresh()
        self.search.setFocus()

    # ------------------------------------------------------------------ results

    def refresh(self, *_args: object) -> None:
        """Search again for the field's text (each keystroke)."""
        text = self.search.text()
        found: list[Completion] = self.lookup.complete(text, limit=30, recent=self.recent)
        self.results.clear()
        for completion in found:
            item = QListWidgetItem(card_label(completion.card, self.language))
            item.setData(_CARD_ROLE, completion.card)
            item.setToolTip(completion.card.name)
            if completion.source == "custom":
                item.setToolTip(f"{completion.card.name}\n{self.tr('One of your custom cards')}")
            elif completion.source == "imported":
                item.setToolTip(
                    f"{completion.card.name}\n{self.tr('From the card data you imported')}"
                )
            self.results.addItem(item)
        if found:
            self.results.setCurrentRow(0)
        typed = text.strip()
        self.custom_button.setVisible(bool(typed) and not found)
        self.custom_button.setText(self.tr("Make a custom card named “{name}”…").format(name=typed))
        if not typed:
            self.status.setText(
                self.tr("Recently used cards") if found else self.tr("Type a card's name.")
            )
        elif not found and not any(src.label == "imported" for src in self.lookup.sources):
            # (the built-in cards are the Sagas and a few others: every card needs card data)
            self.status.setText(
                self.tr(
                    "No card is called that. The built-in cards are Sagas and a few more: "
                    "Cards → Import card data… brings every card (a Scryfall or MTGJSON "
                    "download), or make it a custom card."
                )
            )
        elif not found:
            self.status.setText(self.tr("No card is called that."))
        else:
            self.status.setText("")
        self.status.setVisible(bool(self.status.text()))
        self._update_options()

    def chosen_card(self) -> CardDef | None:
        item = self.results.currentItem()
        if item is None:
            return None
        card = item.data(_CARD_ROLE)
        return card if isinstance(card, CardDef) else None

    def move_selection(self, step: int) -> None:
        count = self.results.count()
        if count:
            row = max(0, min(count - 1, self.results.currentRow() + step))
            self.results.setCurrentRow(row)

    def _update_from_hand(self) -> None:
        """The "From the hand" box for the chosen controller: shown for a paper seat, on while
        it has an unseen card in hand (a token copy comes from no hand), unless an effect is
        being carried out (it says where the card comes from)."""
        who = self.controller.currentIndex()
        unseen = self.hands[who] if self.hands is not None and 0 <= who < len(self.hands) else None
        self.from_hand.setVisible(unseen is not None)
        name = self.players[who] if 0 <= who < len(self.players) else ""
        self.from_hand.setText(self.tr("From {player}'s hand").format(player=name))
        possible = bool(unseen) and not self.token.isChecked()
        self.from_hand.setEnabled(possible)
        self.from_hand.setChecked(possible and not self.resolving)

    def is_land(self) -> bool:
        """Whether the chosen card, with the face chosen, is a land (the Cast button plays it)."""
        card = self.chosen_card()
        if card is None:
            return False
        face = card.faces[max(0, self.face.currentIndex())] if card.is_double_faced else card.front
        return "Land" in face.card_types

    def _update_cast_button(self) -> None:
        card = self.chosen_card()
        land = self.is_land()
        # a token copy is neither cast nor played (it is put onto the battlefield)
        self.cast_button.setEnabled(card is not None and not (land and self.token.isChecked()))
        if land:
            self.cast_button.setText(self.tr("Play"))
            self.cast_button.setToolTip(
                self.tr("Play it: the turn's land (a land played counts for one land a turn)")
            )
        else:
            self.cast_button.setText(self.tr("Cast"))
            self.cast_button.setToolTip(
                self.tr("Cast it: the spell goes on the stack (cast triggers see it)")
            )

    def _update_options(self) -> None:
        card = self.chosen_card()
        self.put_button.setEnabled(card is not None)
        double = card is not None and card.is_double_faced
        self.face.clear()
        if card is not None and double:
            for face in card.faces[:2]:
                name = face.name_ja if self.language == "ja" and face.name_ja else face.name
                self.face.addItem(name)
        double = double and self.destination == "battlefield"
        self.face.setVisible(double)
        self.face_label.setVisible(double)
        self._update_read_ahead()

    def _update_read_ahead(self) -> None:
        card = self.chosen_card()
        face = None
        if card is not None:
            face = card.faces[max(0, self.face.currentIndex())]
        chapters = [c.number for c in face.chapters] if face is not None else []
        show = face is not None and face.has_read_ahead and bool(chapters)
        show = show and self.destination == "battlefield"
        if show:
            self.read_ahead.setRange(1, max(chapters))
            self.read_ahead.setValue(1)
        self.read_ahead.setVisible(show)
        self.read_ahead_label.setVisible(show)
        self._update_cast_button()

    # ------------------------------------------------------------------ the answer

    def _put(self) -> None:
        if self.chosen_card() is not None:
            self.cast = False
            self.accept()

    def _cast(self) -> None:
        if self.chosen_card() is not None and not self.resolving:
            self.cast = True
            self.accept()

    def action(self) -> a.Action | None:
        """The action the dialog describes now (``None`` without a chosen card)."""
        card = self.chosen_card()
        if card is None:
            return None
        controller = PlayerId(self.controller.currentIndex())
        face = self.face.currentIndex() if card.is_double_faced else 0
        from_hand = not self.from_hand.isHidden() and self.from_hand.isChecked()
        play = self.cast and self.is_land()
        if self.cast and not play:
            return a.CastCard(card, controller, face=max(0, face), from_hand=from_hand)
        read_ahead = None if self.read_ahead.isHidden() else self.read_ahead.value()
        return a.PutCardOntoBattlefield(
            card,
            controller,
            face=max(0, face),
            token=self.token.isChecked(),
            tapped=self.tapped.isChecked(),
            read_ahead=read_ahead,
            from_hand=from_hand and not self.token.isChecked(),
            play=play,
        )

    def result_value(self) -> a.Action | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.action()


class _ResultKeys(QObject):
    """Down and Up in the search field move through the results; Enter puts the card."""

    def __init__(self, dialog: PutCardDialog) -> None:
        super().__init__(dialog)
        self._dialog = dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key == Qt.Key.Key_Down:
                self._dialog.move_selection(1)
                return True
            if key == Qt.Key.Key_Up:
                self._dialog.move_selection(-1)
                return True
            if key == Qt.Key.Key_PageDown:
                self._dialog.move_selection(8)
                return True
            if key == Qt.Key.Key_PageUp:
                self._dialog.move_selection(-8)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if self._dialog.chosen_card() is not None:
                    self._dialog._put()
                elif self._dialog.custom_button.isVisible():
                    self._dialog.custom_button.click()
                return True
        return False
