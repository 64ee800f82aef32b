"""Languages: which one the window speaks, the Qt translators that make it speak it, and the words
of the game (steps, zones, card types) in that language.

Every string a player reads goes through ``self.tr()`` or ``translate()``;
``pyside6-lupdate`` collects them into ``resources/translations/saga_table_ja.ts``. The engine's
own values (a :class:`~saga_table.engine.turns.Step`, a card type) are turned into words here, so
the engine stays free of Qt and of languages.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from saga_table.resources import resources_dir  # re-exported: saga_table.resources defines it
from saga_table.words.game import (  # re-exported: the game's words live in saga_table.words
    card_type_line,
    phase_name,
    step_name,
    step_short_name,
    type_word,
    zone_name,
)

__all__ = [
    "LANGUAGES",
    "Translators",
    "card_type_line",
    "language_name",
    "phase_name",
    "resolve_language",
    "resources_dir",
    "step_name",
    "step_short_name",
    "type_word",
    "zone_name",
]

translate = QCoreApplication.translate

#: The languages the window speaks: code -> name of the language in itself.
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}


def resolve_language(requested: str | None, *, system: str | None = None) -> str:
    """``requested`` if it is one we speak; otherwise the system locale's ("ja_JP" -> "ja");
    otherwise English.

    >>> resolve_language("ja"), resolve_language(None, system="ja_JP"), resolve_language("fr")
    ('ja', 'ja', 'en')
    """
    if requested in LANGUAGES:
        return str(requested)
    locale_name = system if system is not None else QLocale.system().name()
    code = locale_name.split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def language_name(code: str) -> str:
    return LANGUAGES.get(code, code)


@dataclass
class Translators:
    """The translators installed for one language: the app's own and Qt's (OK, Cancel...)."""

    language: str = "en"
    installed: list[QTranslator] = field(default_factory=list)
    #: The app's translation file as read (a translator loaded from memory reads these bytes,
    #: which must outlive it).
    _data: list[bytes] = field(default_factory=list)

    def install(self, language: str) -> bool:
        """Speak ``language`` from now on. True if the app's own translation was found (English
        needs none)."""
        self.remove()
        self.language = language
        if language == "en":
            return True
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before installing translators")
        found = False
        own = QTranslator()
        # Read whole, not mapped: Qt maps a .qm file it loads by name, and a file rewritten
        # under the running app (an update, a rebuilt translation) changed every string it
        # looked up after, some to English, and crashed it in a lookup.
        try:
            data = (resources_dir() / "translations" / f"saga_table_{language}.qm").read_bytes()
        except OSError:
            data = b""
        if data and own.load(data):
            app.installTranslator(own)
            self.installed.append(own)
            self._data.append(data)
            found = True
        qt = QTranslator()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(QLocale(language), "qtbase", "_", qt_dir):
            app.installTranslator(qt)
            self.installed.append(qt)
        return found

    def remove(self) -> None:
        app = QCoreApplication.instance()
        for translator in self.installed:
            if app is not None:
                app.removeTranslator(translator)
        self.installed.clear()
        self._data.clear()
        self.language = "en"
