"""Cards → Custom cards…: the user's own cards (a new set, a proxy), added, edited or deleted.

:class:`CustomCardDialog` edits one card: name, Japanese name, type line, power and toughness,
read ahead, and the chapters as lines (``I, II — text``); :meth:`CustomCardDialog.result_value`
is the :class:`~saga_table.engine.cards.CardDef` it describes. :class:`CustomCardsDialog` lists
the custom cards and asks for changes through signals (``add_requested(card)``,
``replace_requested(old_name, card)``, ``delete_requested(name)``); whoever owns the custom card
file makes them and gives the dialog the new list (:meth:`CustomCardsDialog.set_cards`) or a
problem to show (:meth:`CustomCardsDialog.show_problem`). Neither dialog touches a file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.cards import CardDef, CardFace, Chapter, Keyword, roman
from saga_table.qt.fitting import say_problem

__all__ = ["CustomCardDialog", "CustomCardsDialog", "card_from_fields", "chapter_lines"]

translate = QCoreApplication.translate

#: What a new card's type line starts as.
DEFAULT_TYPE_LINE = "Enchantment — Saga"


class CardFieldsError(ValueError):
    """The fields do not make a card (the message says why, in the window's language)."""


def chapter_lines(face: CardFace) -> str:
    """A face's chapters and text as the dialog edits them: ``"I, III — text"`` per line, chapters
    with the same text on one line, then the face's other text."""
    groups: dict[str, list[int]] = {}
    for chapter in face.chapters:
        groups.setdefault(chapter.text, []).append(chapter.number)
    lines = [f"{', '.join(roman(n) for n in numbers)} — {text}" for text, numbers in groups.items()]
    if face.text:
        lines.append(face.text)
    return "\n".join(lines)


def card_from_fields(
    *,
    name: str,
    name_ja: str = "",
    type_line: str = DEFAULT_TYPE_LINE,
    power: str = "",
    toughness: str = "",
    read_ahead: bool = False,
    text: str = "",
) -> CardDef:
    """The card the dialog's fields describe; :class:`CardFieldsError` when they do not make one.

    >>> card = card_from_fields(name="Tale", text="I, III — Draw a card.\\nII — Scry 2.")
    >>> [(c.number, c.text) for c in card.front.chapters], card.front.type_line
    ([(1, 'Draw a card.'), (2, 'Scry 2.'), (3, 'Draw a card.')], 'Enchantment — Saga')
    """
    from saga_table.catalog.oracle import parse_saga_text, parse_type_line

    name = " ".join(name.split())
    if not name:
        raise CardFieldsError(translate("CustomCardDialog", "A card needs a name."))
    if any(ord(c) > 0x2FFF for c in type_line):
        raise CardFieldsError(
            translate(
                "CustomCardDialog",
                "Write the type line in English, such as “Enchantment — Saga”: the rules read "
                "it, and the window shows it in Japanese by itself.",
            )
        )
    types = parse_type_line(type_line.strip() or DEFAULT_TYPE_LINE)
    if not types.card_types:
        raise CardFieldsError(
            translate("CustomCardDialog", "The type line needs a card type, such as Enchantment.")
        )
    parsed = parse_saga_text(text)
    if types.is_saga and not parsed.chapters:
        raise CardFieldsError(
            translate(
                "CustomCardDialog",
                "A Saga needs chapter lines, one per line, such as “I — Draw a card.”",
            )
        )
    power, toughness = power.strip(), toughness.strip()
    if bool(power) != bool(toughness):
        raise CardFieldsError(
            translate("CustomCardDialog", "Give both power and toughness, or neither.")
        )
    keywords = (Keyword.READ_AHEAD.value,) if read_ahead or parsed.read_ahead else ()
    face = CardFace(
        name=name,
        name_ja=" ".join(name_ja.split()) or None,
        supertypes=types.supertypes,
        card_types=types.card_types,
        subtypes=types.subtypes,
        power=power or None,
        toughness=toughness or None,
        chapters=tuple(Chapter(c.number, c.text) for c in parsed.chapters),
        keywords=keywords,
        text="\n".join(parsed.other_lines),
    )
    return CardDef(name=name, faces=(face,), name_ja=face.name_ja, source="custom")


class CustomCardDialog(QDialog):
    """One custom card. Controls: :attr:`name`, :attr:`name_ja`, :attr:`type_line`,
    :attr:`power`, :attr:`toughness`, :attr:`read_ahead`, :attr:`text`, :attr:`problem`."""

    def __init__(self, card: CardDef | None = None, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.original = card
        self.setWindowTitle(
            self.tr("New custom card") if card is None else self.tr("Edit custom card")
        )
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(520)
        face = card.front if card is not None else None
        self.name = QLineEdit(card.name if card is not None else "")
        self.name.setAccessibleName(self.tr("Name"))
        self.name.setPlaceholderText(self.tr("The card's English name"))
        self.name_ja = QLineEdit((card.name_ja or face.name_ja or "") if face and card else "")
        self.name_ja.setAccessibleName(self.tr("Japanese name"))
        self.name_ja.setPlaceholderText(self.tr("Optional"))
        self.type_line = QLineEdit(face.type_line if face is not None else DEFAULT_TYPE_LINE)
        self.type_line.setAccessibleName(self.tr("Type line (in English)"))
        self.power = QLineEdit(face.power or "" if face is not None else "")
        self.power.setAccessibleName(self.tr("Power"))
        self.power.setMaximumWidth(60)
        self.toughness = QLineEdit(face.toughness or "" if face is not None else "")
        self.toughness.setAccessibleName(self.tr("Toughness"))
        self.toughness.setMaximumWidth(60)
        self.read_ahead = QCheckBox(self.tr("Read ahead"))
        self.read_ahead.setChecked(face is not None and face.has_read_ahead)
        self.text = QPlainTextEdit(chapter_lines(face) if face is not None else "")
        self.text.setAccessibleName(self.tr("Chapters and text"))
        self.text.setPlaceholderText(
            self.tr("I — Create a 2/2 white Knight creature token.\nII, III — Draw a card.")
        )
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        self.problem.setStyleSheet("color: #b00020;")

        pt = QHBoxLayout()
        pt.addWidget(self.power)
        pt.addWidget(QLabel("/"))
        pt.addWidget(self.toughness)
        pt.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Japanese name"), self.name_ja)
        form.addRow(self.tr("Type line (in English)"), self.type_line)
        form.addRow(self.tr("Power / toughness"), pt)
        form.addRow("", self.read_ahead)
        hint = QLabel(
            self.tr(
                "One chapter per line: its numerals, a dash, its text. Chapters with the same "
                "text can share a line (“I, II — …”)."
            )
        )
        hint.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Chapters and text")))
        layout.addWidget(self.text, 1)
        layout.addWidget(hint)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        for field in (self.name, self.name_ja, self.type_line, self.power, self.toughness):
            field.textChanged.connect(self._recheck)
        self.text.textChanged.connect(self._recheck)
        self.read_ahead.toggled.connect(self._recheck)

    def _recheck(self, *_args: object) -> None:
        """Once OK has said what is wrong, each edit says it again: the message goes when the
        fields make a card (it stayed, "give both power and toughness", after both were)."""
        if self.problem.isHidden():
            return
        try:
            self.card()
        except CardFieldsError as exc:
            say_problem(self.problem, str(exc))
        else:
            self.problem.setVisible(False)

    def card(self) -> CardDef:
        """The card the fields describe; :class:`CardFieldsError` if they do not make one."""
        return card_from_fields(
            name=self.name.text(),
            name_ja=self.name_ja.text(),
            type_line=self.type_line.text(),
            power=self.power.text(),
            toughness=self.toughness.text(),
            read_ahead=self.read_ahead.isChecked(),
            text=self.text.toPlainText(),
        )

    def accept(self) -> None:
        # OK with fields that make no card keeps the dialog open and says why.
        try:
            self.card()
        except CardFieldsError as exc:
            say_problem(self.problem, str(exc))
            return
        super().accept()

    def result_value(self) -> CardDef | None:
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        return self.card()

    @classmethod
    def ask(cls, parent: QWidget | None, card: CardDef | None = None) -> CardDef | None:
        dialog = cls(card, parent=parent)
        dialog.exec()
        return dialog.result_value()


class CustomCardsDialog(QDialog):
    """The list of custom cards. Controls: :attr:`cards_view`, :attr:`add_button`,
    :attr:`edit_button`, :attr:`delete_button`, :attr:`problem`; :attr:`editor` is the card
    dialog open over it (None when none is). ``confirm_delete(name) -> bool`` asks before a
    card is deleted (tests replace it)."""

    add_requested = Signal(object)
    replace_requested = Signal(str, object)
    delete_requested = Signal(str)

    def __init__(
        self, cards: Sequence[CardDef] = (), *, language: str = "en", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.language = language
        self.cards: tuple[CardDef, ...] = ()
        self.editor: CustomCardDialog | None = None
        self.confirm_delete: Callable[[str], bool] = self._confirm_delete
        self.setWindowTitle(self.tr("Custom cards"))
        self.setAccessibleName(self.windowTitle())
        self.setMinimumSize(440, 360)
        intro = QLabel(
            self.tr(
                "Cards you define yourself. A custom card is found before imported and built-in "
                "cards of the same name, in decklists and new games."
            )
        )
        intro.setWordWrap(True)
        self.cards_view = QListWidget()
        self.cards_view.setAccessibleName(self.tr("Custom cards"))
        self.cards_view.itemDoubleClicked.connect(lambda _item: self.edit_selected())
        self.cards_view.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.add_button = QPushButton(self.tr("&Add…"))
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.add_button.clicked.connect(self.add_card)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        side = QVBoxLayout()
        side.addWidget(self.add_button)
        side.addWidget(self.edit_button)
        side.addWidget(self.delete_button)
        side.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.cards_view, 1)
        middle.addLayout(side)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(middle, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.set_cards(cards)

    # ---------------------------------------------------------------- what the owner says

    def set_cards(self, cards: Sequence[CardDef], *, select: str | None = None) -> None:
        """Show ``cards`` (after a change was made), selecting the one named ``select``."""
        current = self.selected_name()
        self.cards = tuple(cards)
        self.cards_view.clear()
        for card in self.cards:
            label = card.display_name(self.language)
            other = card.name if self.language == "ja" else card.display_name("ja")
            if other != label:
                label = f"{label} ({other})"
            self.cards_view.addItem(QListWidgetItem(label))
        wanted = select or current
        names = [c.name for c in self.cards]
        if wanted in names:
            self.cards_view.setCurrentRow(names.index(wanted))
        elif self.cards:
            self.cards_view.setCurrentRow(0)
        self.problem.setVisible(False)
        self._update_buttons()

    def show_problem(self, message: str) -> None:
        say_problem(self.problem, message)

    # ---------------------------------------------------------------- the user's side

    def selected_name(self) -> str | None:
        row = self.cards_view.currentRow()
        return self.cards[row].name if 0 <= row < len(self.cards) else None

    def _update_buttons(self) -> None:
        chosen = self.selected_name() is not None
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def add_card(self) -> CustomCardDialog:
        return self._open_editor(None)

    def edit_selected(self) -> CustomCardDialog | None:
        name = self.selected_name()
        if name is None:
            return None
        return self._open_editor(next(c for c in self.cards if c.name == name))

    def _open_editor(self, card: CardDef | None) -> CustomCardDialog:
        editor = CustomCardDialog(card, parent=self)
        self.editor = editor
        editor.finished.connect(lambda _r: self._edited(editor))
        editor.open()
        return editor

    def _edited(self, editor: CustomCardDialog) -> None:
        if self.editor is editor:
            self.editor = None
        card = editor.result_value()
        editor.deleteLater()
        if card is None:
            return
        if editor.original is None:
            self.add_requested.emit(card)
        else:
            self.replace_requested.emit(editor.original.name, card)

    def delete_selected(self) -> None:
        name = self.selected_name()
        if name is not None and self.confirm_delete(name):
            self.delete_requested.emit(name)

    def _confirm_delete(self, name: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Delete custom card"),
            self.tr("Delete the custom card “{name}”?").format(name=name),
        )
        return answer == QMessageBox.StandardButton.Yes

    def result_value(self) -> None:
        """The changes are made as they are asked for; the dialog answers nothing."""
        return None
