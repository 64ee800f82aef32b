"""The application: QApplication, fonts, translators, the game to open, the window.

:func:`run_app` is what ``saga-table [RECORD]`` runs (the command line parses its arguments first,
so Qt is imported only here). ``--smoke-test`` plays a scripted turn of the demo game through the
real window, its widgets and its actions, and exits: 0 when no exception and no Qt warning
happened, 1 otherwise.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QMessageLogContext,
    QSize,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFont, QFontInfo, QIcon
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from saga_table import APP_DISPLAY_NAME, APP_NAME, __version__
from saga_table.engine.game import Game, import_handlers
from saga_table.qt.battlefield import import_card_widgets
from saga_table.qt.controller import GameController
from saga_table.qt.i18n import Translators, resolve_language
from saga_table.qt.main_window import MainWindow
from saga_table.qt.recent_files import RecentFiles
from saga_table.qt.settings_bridge import UiSettings, from_saved, to_saved
from saga_table.resources import register_bundled_fonts, resources_dir

if TYPE_CHECKING:
    import argparse
    from types import SimpleNamespace

    from PySide6.QtWidgets import QMessageBox

    from saga_table.qt.autosave_link import AutosaveLink

__all__ = [
    "UI_FONT_FAMILIES",
    "AppSession",
    "MessageRecorder",
    "after_first_paint",
    "create_application",
    "load_game_for",
    "run_app",
    "ui_font_families",
]

#: What the UI font falls back on after the system's own UI font (which comes first, so that on
#: Windows and macOS the window looks native): the systems' Japanese UI fonts, then the bundled
#: IPAGothic and DejaVu Sans, so that Japanese and Latin text show even with no system font.
UI_FONT_FAMILIES = [
    "Hiragino Sans",
    "Yu Gothic UI",
    "Meiryo",
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "IPAGothic",
    "IPAPGothic",
    "DejaVu Sans",
    "sans-serif",
]

#: The QApplication property that remembers the system's UI font families (before ours).
_SYSTEM_FAMILIES = "sagaTableSystemFontFamilies"

#: Qt messages that say nothing about our code (the offscreen platform prints this one).
IGNORED_MESSAGES = ("This plugin does not support propagateSizeHints",)


# ----------------------------------------------------------------------------- Qt messages


@dataclass
class MessageRecorder:
    """Records Qt's warnings (and worse) while installed; the smoke test fails on any."""

    messages: list[str] = field(default_factory=list)
    echo: bool = True

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if any(ignored in message for ignored in IGNORED_MESSAGES):
            return
        if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        self.messages.append(f"{kind.name}: {message}")
        if self.echo:
            print(f"saga-table: Qt {kind.name}: {message}", file=sys.stderr)

    @contextmanager
    def installed(self) -> Iterator[MessageRecorder]:
        previous = qInstallMessageHandler(self)
        try:
            yield self
        finally:
            qInstallMessageHandler(previous)


# ----------------------------------------------------------------------------- the application


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (made once), with the app's name, icon and fonts."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_DISPLAY_NAME)
    app.setApplicationVersion(__version__)
    # The desktop entry's name (saga-table.desktop): Wayland and the task bar match the window
    # to its entry and icon by it.
    app.setDesktopFileName(APP_NAME)
    icon = resources_dir() / "icons" / "app.png"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    install_fonts(app)
    return app


def ui_font_families(system: list[str]) -> list[str]:
    """The UI font's families: the system's UI font first, then :data:`UI_FONT_FAMILIES`.

    >>> ui_font_families(["Segoe UI"])[:3]
    ['Segoe UI', 'Hiragino Sans', 'Yu Gothic UI']
    >>> families = ui_font_families(["DejaVu Sans", "IPAGothic"])
    >>> families[:2], families.count("DejaVu Sans"), families[-1]
    (['DejaVu Sans', 'IPAGothic'], 1, 'sans-serif')
    """
    families: list[str] = []
    for family in (*system, *UI_FONT_FAMILIES):
        if family and family not in families:
            families.append(family)
    return families


def install_fonts(app: QApplication) -> None:
    """Register the bundled fonts (so Japanese shows even with no system CJK font) and make the
    UI font the system's, falling back on Japanese faces (:func:`ui_font_families`).

    With no system fonts at all, :func:`saga_table.resources.register_bundled_fonts` has made the
    bundled DejaVu Sans the application font, so it comes first then."""
    system = app.property(_SYSTEM_FAMILIES)
    if not isinstance(system, list):  # the first time: register, and remember the system's font
        register_bundled_fonts()
        # The family the platform's UI font resolves to ("Segoe UI", ".AppleSystemUIFont", or on
        # Linux what fontconfig makes of "Sans Serif"): a generic alias in a list of families is
        # matched as if it were a family of its own, and can pick a monospaced face.
        system = [QFontInfo(app.font()).family()]
        app.setProperty(_SYSTEM_FAMILIES, system)
    font = QFont(app.font())
    font.setFamilies(ui_font_families(system))
    app.setFont(font)


def _card_resolver() -> Callable[[str], Any] | None:
    try:
        from saga_table.demo import default_resolver
    except ImportError:  # pragma: no cover
        return None
    return default_resolver()


@dataclass(frozen=True, slots=True)
class RecordProblem:
    """What kept a record named on the command line from being used: in part (``opened``),
    or not at all (the demo game is shown instead)."""

    text: str
    opened: bool


def load_game_for(record: str | None, *, language: str = "en") -> tuple[Game, RecordProblem | None]:
    """The game to open: a record replayed (with the catalog resolving card names), or the demo
    game. The second value is a problem to show (a record that could not be fully used, or not
    at all)."""
    from saga_table.demo import demo_game

    if not record:
        return demo_game(language=language), None
    from saga_table.persistence.saves import SaveFileError, load_game

    try:
        result = load_game(record, _card_resolver())
    except SaveFileError as exc:
        return demo_game(language=language), RecordProblem(str(exc), opened=False)
    warning = result.warning
    return result.game, None if warning is None else RecordProblem(warning, opened=True)


class AppSession:
    """The running app: the controller (which outlives windows), the translators, the window.

    Choosing another language builds the window anew in it, over the same game.
    """

    def __init__(
        self,
        app: QApplication,
        game: Game,
        *,
        settings: Any = None,
        lang: str | None = None,
        autosave_dir: Path | None = None,
        watch_after_paint: bool = False,
    ) -> None:
        self.app = app
        self.saved_settings = settings
        self.ui_settings = from_saved(settings) if settings is not None else UiSettings()
        self.language = resolve_language(lang or self.ui_settings.language)
        self.translators = Translators()
        self.translators.install(self.language)
        self.controller = GameController(game, language=self.language)
        # Game → Open Recent: outlives windows; each change is saved with the settings.
        self.recent_files = RecentFiles(getattr(settings, "recent_files", ()))
        self.recent_files.changed.connect(self._save_recent_files)
        self.autosave: AutosaveLink | None = None
        if autosave_dir is not None:
            self.start_autosave(autosave_dir)
        # ``watch_after_paint``: the window's filters of the application's events wait for
        # :meth:`finish_start` (see :meth:`MainWindow.watch_application`).
        self.window = self._make_window(watch_application=not watch_after_paint)

    def _show_problem(self, text: str) -> None:
        window = getattr(self, "window", None)
        if window is not None:
            window.statusBar().showMessage(text, 10000)
        else:
            print(f"saga-table: {text}", file=sys.stderr)

    def close(self) -> None:
        """The app is quitting: a game in progress is kept to be offered next time."""
        if self.autosave is not None:
            self.autosave.close()

    def start_autosave(self, directory: Path) -> None:
        """Record every step of the game in ``directory`` from now on (a new journal)."""
        if self.autosave is not None:
            return
        from saga_table.qt.autosave_link import AutosaveLink  # after the first paint

        self.autosave = AutosaveLink(self.controller, directory)
        self.autosave.problem.connect(self._show_problem)
        self.autosave.start()

    def finish_start(
        self,
        autosave_dir: Path | None,
        *,
        offer_resume: bool,
        demo_resolver: Callable[[str], Any] | None = None,
        open_decision: bool = True,
    ) -> None:
        """What the first paint of the window does not wait for: the game left in progress is
        offered again (and opened if the player wants it), the autosave journal starts, and the
        dialog of a decision that waits opens. The window's filters of the application's events
        are installed first.

        ``demo_resolver`` says the game shown is the demo game built with it (the built-in
        cards alone, :func:`saga_table.demo.builtin_resolver`): the user's own card data is
        opened now, and the demo is built again in the rare case that it defines one of the
        demo's cards anew."""
        self.window.watch_application()
        import_handlers()  # the engine's rule handlers, before the first gesture needs them
        import_card_widgets()  # and the card widgets (the demo's first table shows no card)
        wants_cards = demo_resolver is not None or (offer_resume and autosave_dir is not None)
        resolver = _card_resolver() if wants_cards else None
        if demo_resolver is not None and resolver is not None:
            self._rebuild_demo_if_cards_differ(demo_resolver, resolver)
        if autosave_dir is not None:
            resumed_file: str | None = None
            if offer_resume:
                offered = _offer_resume(autosave_dir, parent=self.window, resolver=resolver)
                if offered is not None:
                    resumed, resumed_file = offered
                    self.controller.replace_game(resumed)
                    if resumed_file is not None:  # its file, with changes that file lacks
                        self.window.game_files.resumed_from(resumed_file)
                    else:
                        self.window.game_files.mark_unsaved()  # in no file: ask first
            self.start_autosave(autosave_dir)
            if resumed_file is not None and self.autosave is not None:
                self.autosave.record_saved(resumed_file)
        if open_decision:
            self.open_waiting_decision()

    def _rebuild_demo_if_cards_differ(
        self, demo_resolver: Callable[[str], Any], resolver: Callable[[str], Any]
    ) -> None:
        from saga_table.demo import DEMO_DECK, demo_game, same_cards

        if self.controller.game.history:
            return  # already played on: leave it
        if not same_cards((name for _n, name in DEMO_DECK), demo_resolver, resolver):
            self.controller.replace_game(demo_game(resolver=resolver, language=self.language))

    def open_waiting_decision(self) -> None:
        """Open the dialog of the decision the game waits for, if the settings say so."""
        if self.controller.decision is not None and self.ui_settings.open_decisions:
            self.window.open_decision_dialog()

    def _make_window(self, *, watch_application: bool = True) -> MainWindow:
        window = MainWindow(
            self.controller,
            settings=self.ui_settings,
            recent_files=self.recent_files,
            watch_application=watch_application,
        )
        window.language_change_requested.connect(self.switch_language)
        window.settings_changed.connect(self._save_settings)
        window.game_files.saved.connect(self._record_saved)
        return window

    def _record_saved(self, path: str) -> None:
        """The game is in the file ``path``: the autosave says so (a crash keeps the file)."""
        if self.autosave is not None:
            self.autosave.record_saved(path)

    def show(self, size: tuple[int, int] | None = None, *, open_decision: bool = True) -> None:
        """Show the window; the dialog of a waiting decision opens once it is shown (unless
        ``open_decision`` is False: :meth:`finish_start` opens it then)."""
        if size is not None:
            self.window.resize(*size)
        else:
            available = self.window.screen().availableGeometry().size()
            first = first_window_size(available)
            if first is None:  # a laptop screen: all of it (the title bar inside the screen)
                self.window.resize(available)
                self.window.showMaximized()
            else:
                self.window.resize(*first)
        self.window.show()
        if open_decision:
            QTimer.singleShot(0, self.window, self.open_waiting_decision)

    def switch_language(self, code: str) -> None:
        """Speak ``code`` ("" for the system's language): a new window over the same game."""
        language = resolve_language(code or None)
        old = self.window
        self.language = language
        self.translators.install(language)
        self.controller.set_language(language)
        self.window = self._make_window()
        self.window.game_files.take_over(old.game_files)
        self.window.setGeometry(old.geometry())
        self.window.show()
        old.close()
        old.deleteLater()

    def _save_settings(self, ui: UiSettings) -> None:
        self.ui_settings = ui
        if self.saved_settings is None:
            return
        self.saved_settings = to_saved(ui, self.saved_settings)
        self._write_saved_settings()

    def _save_recent_files(self, paths: tuple[str, ...]) -> None:
        if self.saved_settings is None:
            return  # no settings file (the smoke test): the list lives in memory
        self.saved_settings = replace(self.saved_settings, recent_files=tuple(paths))
        self._write_saved_settings()

    def _write_saved_settings(self) -> None:
        try:
            from saga_table.persistence.paths import app_paths
            from saga_table.persistence.settings import save_settings

            paths = app_paths().ensure()
            save_settings(self.saved_settings, paths.settings_file)
        except (ImportError, OSError) as exc:
            self.window.statusBar().showMessage(str(exc), 8000)


def _keep_crash_log() -> None:
    """A crash below Python (Qt dying on a signal) leaves every thread's stack in the logs
    folder's crash.log (``persistence.crash_log``)."""
    from saga_table.persistence.crash_log import keep_crash_log
    from saga_table.persistence.paths import app_paths

    keep_crash_log(app_paths().logs_dir, __version__)


def _autosave_dir() -> Path | None:
    try:
        from saga_table.persistence.paths import app_paths
    except ImportError:  # pragma: no cover
        return None
    return app_paths().autosave_dir


def _offer_resume(
    directory: Path,
    *,
    parent: QWidget | None = None,
    resolver: Callable[[str], Any] | None = None,
) -> tuple[Game, str | None] | None:
    """Offer the game left in progress, if any: the game to open and the file it was last
    saved to (None: none), or None to keep the one shown. ``resolver`` finds cards by name
    (the app's card lookup when None)."""
    from saga_table.persistence.autosave import AutosaveError, discard, find_resumable, resume

    if resolver is None:
        resolver = _card_resolver()
    from PySide6.QtWidgets import QMessageBox

    from saga_table.qt.autosave_link import resume_offer_text
    from saga_table.qt.partly_used import unusable_autosave_text

    try:
        offer = find_resumable(directory, resolver)
    except AutosaveError as exc:
        print(f"saga-table: {exc}", file=sys.stderr)
        QMessageBox.warning(parent, APP_DISPLAY_NAME, unusable_autosave_text(str(exc)))
        return None
    if offer is None:
        return None  # a game that ended and was closed left no journal; one that crashed did
    answer = QMessageBox.question(
        parent,
        APP_DISPLAY_NAME,
        resume_offer_text(offer),
        defaultButton=QMessageBox.StandardButton.Yes,
    )
    try:
        if answer == QMessageBox.StandardButton.Yes:
            return resume(offer, resolver), offer.saved_file
        discard(offer)
    except AutosaveError as exc:
        print(f"saga-table: {exc}", file=sys.stderr)
        QMessageBox.warning(parent, APP_DISPLAY_NAME, unusable_autosave_text(str(exc)))
    return None


def _load_settings() -> tuple[Any, str | None]:
    """The saved settings, and the warning to show when the file was damaged."""
    try:
        from saga_table.persistence.paths import app_paths
        from saga_table.persistence.settings import load_settings
    except ImportError:  # pragma: no cover - the persistence layer ships with the app
        return None, None
    loaded = load_settings(app_paths().settings_file)
    return loaded.settings, loaded.warning


def first_window_size(available: QSize) -> tuple[int, int] | None:
    """The window's first size: 1366x768 where the screen's free area holds it with its frame
    and title bar; None where it does not (a 1024x600 laptop, or a 1366x768 one with no task
    bar), and the window takes the whole screen, maximised.

    >>> first_window_size(QSize(1920, 1040)), first_window_size(QSize(1024, 576))
    ((1366, 768), None)
    >>> first_window_size(QSize(1366, 768)), first_window_size(QSize(1440, 900))
    (None, (1366, 768))
    """
    from saga_table.qt.fitting import FRAME_H, FRAME_W

    if available.width() < 1366 + FRAME_W or available.height() < 768 + FRAME_H:
        return None
    return 1366, 768


def show_notice(window: QWidget, text: str) -> QMessageBox:
    """A message over ``window`` that does not block the event loop (opened, not exec'd)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, APP_DISPLAY_NAME, text, parent=window)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


# ----------------------------------------------------------------------------- running


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Call ``callback`` from the event loop once ``widget`` has been painted the first time."""
    from saga_table.qt.first_paint import FirstPaint

    FirstPaint(widget, callback)


def run_app(args: argparse.Namespace | SimpleNamespace) -> int:
    """Open the window (or run the smoke test); the process's exit code."""
    smoke = bool(getattr(args, "smoke_test", False))
    no_display = (
        sys.platform.startswith("linux")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    )
    if smoke and no_display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif no_display:
        print(
            "saga-table: no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY "
            "is set). Start it from a desktop session; headless, the commands still work "
            "(saga-table --help), and saga-table screenshot renders the window to a PNG.",
            file=sys.stderr,
        )
        return 2
    recorder = MessageRecorder()
    with recorder.installed():
        app = create_application()
        settings, settings_warning = _load_settings()
        record = None if smoke else getattr(args, "record", None)
        lang = getattr(args, "lang", None)
        language = resolve_language(lang or (from_saved(settings).language if settings else None))
        if smoke:
            gc.enable()
            game, _problem = load_game_for(None, language=language)
            from saga_table.smoke_command import run_smoke_test

            return run_smoke_test(AppSession(app, game, lang=lang), recorder)
        autosave_dir = _autosave_dir()
        demo_resolver = None
        decklist = None
        if record:
            from saga_table.qt.deck_games import looks_like_decklist

            if looks_like_decklist(record):  # as Game > Open does: offer a goldfish game
                decklist, record = record, None
        if record:
            # The record's messages (why it could not be opened) in the window's language.
            early = Translators()
            early.install(language)
            game, problem = load_game_for(record, language=language)
            early.remove()
        else:  # the demo, from the built-in cards: the user's card data is opened after showing
            from saga_table.demo import builtin_resolver, demo_game

            demo_resolver = builtin_resolver()
            game, problem = demo_game(resolver=demo_resolver, language=language), None
        session = AppSession(app, game, settings=settings, lang=lang, watch_after_paint=True)
        if record and problem is None:
            session.window.game_files.mark_saved(record)
        session.show(open_decision=False)
        notices: list[QDialog] = []
        if problem:  # the record named on the command line was not usable, or only in part
            from saga_table.qt.partly_used import not_opened_text, partly_used_text

            words = partly_used_text if problem.opened else not_opened_text
            notices.append(show_notice(session.window, words(problem.text)))
        if settings_warning:
            from saga_table.qt.partly_used import settings_warning_text

            notices.append(show_notice(session.window, settings_warning_text(settings_warning)))
        # The window is painted first; then the garbage collector is switched on again (the
        # command line switches it off for the start-up), the game left in progress is offered
        # (in the window's language), the autosave starts and a waiting decision's dialog opens.

        def painted() -> None:
            gc.enable()
            _keep_crash_log()
            # A decision's dialog (keep or mulligan) waits until the notices are read: it
            # would open over them.
            session.finish_start(
                autosave_dir,
                offer_resume=not record and not decklist,
                demo_resolver=demo_resolver,
                open_decision=not notices and not decklist,
            )
            if decklist:
                offer = session.window.deck_games.offer_goldfish(decklist)
                offer.finished.connect(lambda _r: session.open_waiting_decision())
            if notices:
                waiting = list(notices)

                def read(box: QDialog) -> None:
                    if box in waiting:
                        waiting.remove(box)
                        if not waiting:
                            session.open_waiting_decision()

                for box in notices:
                    box.finished.connect(lambda _result, b=box: read(b))

        after_first_paint(session.window, painted)
        code = int(app.exec())
        session.close()
        session.window.deleteLater()
        return code
