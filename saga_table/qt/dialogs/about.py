"""Help → About Saga Table, and Help → Rules edition.

:func:`about_info` gathers what the About dialog shows (the version, where the user's data lives,
the bundled fonts and their licence texts) into a value; :class:`AboutDialog` only shows it. The
Fan Content Policy notice is shown exactly as the policy words it, in the window's language (and,
when that is not English, in English under it).
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "FAN_CONTENT_NOTICE",
    "AboutDialog",
    "AboutInfo",
    "BundledFont",
    "RulesEditionDialog",
    "about_info",
]

#: The notice the Fan Content Policy asks for, word for word.
FAN_CONTENT_NOTICE = str(
    QT_TRANSLATE_NOOP(
        "AboutDialog",
        "Saga Table is unofficial Fan Content permitted under the Fan Content Policy. "
        "Not approved/endorsed by Wizards. Portions of the materials used are property of "
        "Wizards of the Coast. ©Wizards of the Coast LLC.",
    )
)


@dataclass(frozen=True, slots=True)
class BundledFont:
    """A font shipped in ``resources/fonts``: its family, version, licence and licence file."""

    family: str
    licence: str
    licence_file: str


#: The bundled fonts (``resources/fonts/README.md``).
BUNDLED_FONTS = (
    BundledFont(
        "DejaVu Sans 2.37",
        str(
            QT_TRANSLATE_NOOP(
                "AboutDialog", "Bitstream Vera licence; the DejaVu changes are in the public domain"
            )
        ),
        "LICENSE-DejaVu.txt",
    ),
    BundledFont(
        "IPAGothic 003.03",
        str(QT_TRANSLATE_NOOP("AboutDialog", "IPA Font License Agreement v1.0")),
        "LICENSE-IPAFont.txt",
    ),
)


@dataclass(frozen=True, slots=True)
class AboutInfo:
    """What the About dialog shows. ``places``: (what, path) of the user's files."""

    version: str
    fonts_dir: Path
    places: tuple[tuple[str, Path], ...] = ()
    fonts: tuple[BundledFont, ...] = BUNDLED_FONTS
    licence_texts: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    runtime: str = ""


def about_info() -> AboutInfo:
    """The About dialog's contents for this installation (reads the licence files)."""
    from PySide6 import __version__ as pyside_version

    from saga_table import __version__
    from saga_table.persistence.paths import app_paths
    from saga_table.qt.i18n import resources_dir

    paths = app_paths()
    places = (
        (str(QT_TRANSLATE_NOOP("AboutDialog", "Data folder")), paths.data_dir),
        (str(QT_TRANSLATE_NOOP("AboutDialog", "Imported card data")), paths.cards_db),
        (str(QT_TRANSLATE_NOOP("AboutDialog", "Custom cards")), paths.custom_cards),
        (str(QT_TRANSLATE_NOOP("AboutDialog", "Settings")), paths.settings_file),
        (str(QT_TRANSLATE_NOOP("AboutDialog", "Saved games")), paths.saves_dir),
        (str(QT_TRANSLATE_NOOP("AboutDialog", "Game in progress (autosave)")), paths.autosave_dir),
    )
    fonts_dir = resources_dir() / "fonts"
    texts = []
    for font in BUNDLED_FONTS:
        try:
            text = (fonts_dir / font.licence_file).read_text(encoding="utf-8")
        except OSError as exc:
            text = f"{font.licence_file}: {exc.strerror or exc}"
        texts.append((font.licence_file, text))
    runtime = (
        f"PySide6 {pyside_version} · Qt {qVersion()} · "
        f"Python {platform.python_version()} · {sys.platform}"
    )
    return AboutInfo(
        version=__version__,
        fonts_dir=fonts_dir,
        places=places,
        licence_texts=tuple(texts),
        runtime=runtime,
    )


def _label(text: str, *, selectable: bool = False, small: bool = False) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if small:
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        label.setFont(font)
    return label


class AboutDialog(QDialog):
    """Controls: :attr:`tabs`, :attr:`title`, :attr:`notice`, :attr:`notice_original` (the
    English notice, shown when the window speaks another language), :attr:`card_data`,
    :attr:`places` (path labels by what they are), :attr:`fonts`, :attr:`licences`."""

    def __init__(self, info: AboutInfo, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setWindowTitle(self.tr("About Saga Table"))
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(600)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("About Saga Table"))
        self.tabs.addTab(self._about_page(), self.tr("About"))
        self.tabs.addTab(self._data_page(), self.tr("Your data"))
        self.tabs.addTab(self._licences_page(), self.tr("Licences"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

    def _about_page(self) -> QWidget:
        page = QWidget()
        icon = QLabel()
        icon.setPixmap(QGuiApplication.windowIcon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        icon.setAccessibleName(self.tr("Saga Table"))
        self.title = QLabel(self.tr("Saga Table {version}").format(version=self.info.version))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        what = _label(
            self.tr(
                "An offline helper for paper Magic: The Gathering games, in English and "
                "Japanese: Sagas and their lore counters, the monarch, the turn's steps, "
                "the order of triggered abilities, and goldfishing a deck."
            )
        )
        runtime = _label(self.info.runtime, selectable=True, small=True)
        self.notice = _label(self.tr(FAN_CONTENT_NOTICE), selectable=True)
        self.notice_original = _label(FAN_CONTENT_NOTICE, selectable=True, small=True)
        self.notice_original.setVisible(self.notice.text() != FAN_CONTENT_NOTICE)
        self.card_data = _label(
            self.tr(
                "Card data: the built-in cards describe each chapter in our own short words. "
                "Exact card text comes only from card data you download yourself from Scryfall "
                "or MTGJSON and import (Cards → Import card data…); Saga Table never downloads "
                "anything. Please respect Scryfall's and MTGJSON's terms; card text belongs to "
                "Wizards of the Coast."
            )
        )
        head = QHBoxLayout()
        head.addWidget(icon)
        column = QVBoxLayout()
        column.addWidget(self.title)
        column.addWidget(what)
        column.addWidget(runtime)
        head.addLayout(column, 1)
        layout = QVBoxLayout(page)
        layout.addLayout(head)
        layout.addSpacing(8)
        layout.addWidget(self.notice)
        layout.addWidget(self.notice_original)
        layout.addSpacing(8)
        layout.addWidget(self.card_data)
        layout.addStretch(1)
        return page

    def _data_page(self) -> QWidget:
        page = QWidget()
        intro = _label(
            self.tr(
                "Your settings, saved games, custom cards and imported card data stay on this "
                "computer, here:"
            )
        )
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.places: dict[str, QLabel] = {}
        for what, path in self.info.places:
            label = _label(str(path), selectable=True)
            self.places[what] = label
            form.addRow(self.tr(what), label)
        hint = _label(
            self.tr(
                "To keep everything in one folder (a USB stick, say), start Saga Table with "
                "--data-dir FOLDER or set SAGA_TABLE_DATA_DIR."
            )
        )
        layout = QVBoxLayout(page)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addStretch(1)
        return page

    def _licences_page(self) -> QWidget:
        page = QWidget()
        own = _label(self.tr("Saga Table itself is free software under the MIT License."))
        fonts_intro = _label(
            self.tr("It ships these fonts, so that Japanese shows on any computer:")
        )
        self.fonts = _label(
            "\n".join(f"• {font.family}: {self.tr(font.licence)}" for font in self.info.fonts)
        )
        where = _label(
            self.tr("The licences are in {folder}; their full text:").format(
                folder=self.info.fonts_dir
            ),
            selectable=True,
        )
        self.licences = QPlainTextEdit()
        self.licences.setReadOnly(True)
        self.licences.setAccessibleName(self.tr("Licence texts"))
        self.licences.setPlainText(
            "\n\n".join(f"==== {name} ====\n{text}" for name, text in self.info.licence_texts)
        )
        layout = QVBoxLayout(page)
        layout.addWidget(own)
        layout.addWidget(fonts_intro)
        layout.addWidget(self.fonts)
        layout.addWidget(where)
        layout.addWidget(self.licences, 1)
        return page

    def result_value(self) -> None:
        """The About dialog answers nothing."""
        return None

    @classmethod
    def ask(cls, parent: QWidget | None, info: AboutInfo | None = None) -> None:
        dialog = cls(info or about_info(), parent=parent)
        dialog.exec()
        return dialog.result_value()


class RulesEditionDialog(QDialog):
    """Which edition of the Comprehensive Rules the engine follows, and the current game's.

    Controls: :attr:`text`, :attr:`current`."""

    def __init__(self, current: str | None = None, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from saga_table.engine.state import Edition

        self.setWindowTitle(self.tr("Rules edition"))
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(520)
        self.text = _label(
            self.tr(
                "Saga Table follows the Comprehensive Rules of September 25, 2026 (the seed "
                "edition). There the lore counter a Saga enters with comes from an ability of "
                "the Saga itself (714.3a/b): a Saga that has lost its abilities enters with "
                "none, and an effect that doubles counters (Doubling Season) doubles it. The "
                "lore counter put as your precombat main phase begins (714.3c) is a turn-based "
                "action, not an effect: Doubling Season does not double it."
            )
        )
        option = _label(
            self.tr(
                "New Game has a rule option for the January 16, 2026 edition, where every Saga "
                "enters with its lore counter by a rule, not an ability."
            )
        )
        names = {
            Edition.SEPTEMBER_2026.value: self.tr("the September 25, 2026 edition"),
            Edition.JANUARY_2026.value: self.tr("the January 16, 2026 edition"),
        }
        self.current = _label("")
        if current is not None:
            self.current.setText(
                self.tr("This game follows {edition}.").format(
                    edition=names.get(str(current), str(current))
                )
            )
        self.current.setVisible(current is not None)
        font = self.current.font()
        font.setBold(True)
        self.current.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(option)
        layout.addWidget(self.current)
        layout.addWidget(buttons)

    def result_value(self) -> None:
        return None

    @classmethod
    def ask(cls, parent: QWidget | None, current: str | None = None) -> None:
        dialog = cls(current, parent=parent)
        dialog.exec()
        return dialog.result_value()
