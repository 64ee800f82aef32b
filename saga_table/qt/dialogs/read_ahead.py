"""Read ahead (702.155): as the Saga enters, its controller chooses the chapter to start on."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine.cards import roman
from saga_table.engine.state import ChooseReadAheadDecision
from saga_table.qt.fitting import keep_title_whole

__all__ = ["ReadAheadDialog"]


class ReadAheadDialog(QDialog):
    """One choice per chapter from I to the final one, each with its text. Controls:
    :attr:`choices` (radio buttons, chapter 1 first), :attr:`buttons`."""

    def __init__(
        self,
        decision: ChooseReadAheadDecision,
        chapters: Sequence[tuple[int, str]],
        *,
        card_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.decision = decision
        self.setWindowTitle(self.tr("Read ahead"))
        keep_title_whole(self)
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(460)
        name = card_name or decision.card_name
        self.heading = QLabel(
            self.tr(
                "{card} enters with read ahead: choose the chapter it starts on. Only that "
                "chapter triggers now; the earlier ones never do."
            ).format(card=name)
        )
        self.heading.setWordWrap(True)
        texts = dict(chapters)
        self.group = QButtonGroup(self)
        self.choices: list[QRadioButton] = []
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        for number in range(1, decision.maximum + 1):
            text = texts.get(number, "")
            label = self.tr("Chapter {chapter}").format(chapter=roman(number))
            button = QRadioButton(f"{label} — {text}" if text else label)
            button.setAccessibleName(label)
            self.group.addButton(button, number)
            self.choices.append(button)
            layout.addWidget(button)
        if self.choices:
            self.choices[0].setChecked(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def chapter(self) -> int:
        """The chosen chapter number."""
        return max(1, self.group.checkedId())

    def set_chapter(self, number: int) -> None:
        self.choices[number - 1].setChecked(True)

    def result_value(self) -> int | None:
        return self.chapter() if self.result() == QDialog.DialogCode.Accepted else None

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        decision: ChooseReadAheadDecision,
        chapters: Sequence[tuple[int, str]],
        *,
        card_name: str = "",
    ) -> int | None:
        dialog = cls(decision, chapters, card_name=card_name, parent=parent)
        dialog.exec()
        return dialog.result_value()
