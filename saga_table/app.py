"""The application: QApplication, fonts, translators, the game to open, the window.

:func:`run_app` is what ``saga-table [RECORD]`` runs (the command line parses its arguments first,
so Qt is imported only here). ``--smoke-test`` plays a scripted turn of the demo game through the
real window, its widgets and its actions, and exits: 0 when no exception and no Qt warning
happened, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from saga_table import APP_DISPLAY_NAME, APP_NAME, __version__
from saga_table.engine.game import Game
from saga_table.qt.autosave_link import AutosaveLink, resume_offer_text
from saga_table.qt.controller import GameController
from saga_table.qt.i18n import Translators, resolve_language, resources_dir
from saga_table.qt.main_window import MainWindow
from saga_table.qt.settings_bridge import UiSettings, from_saved, to_saved

__all__ = [
    "UI_FONT_FAMILIES",
    "AppSession",
    "MessageRecorder",
    "create_application",
    "load_game_for",
    "run_app",
]

#: The UI font: a Latin face first, then Japanese faces for what it lacks (the bundled DejaVu
#: Sans and IPAGothic, then common system fonts).
UI_FONT_FAMILIES = [
    "DejaVu Sans",
    "IPAGothic",
    "IPAPGothic",
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Hiragino Sans",
    "Yu Gothic UI",
    "Meiryo",
    "sans-serif",
]

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
    icon = resources_dir() / "icons" / "app.png"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    install_fonts(app)
    return app


def install_fonts(app: QApplication) -> None:
    """Register the bundled fonts (so Japanese shows even with no system CJK font) and make the
    UI font a family list with a Japanese fallback."""
    fonts = resources_dir() / "fonts"
    if fonts.is_dir():
        for path in sorted(fonts.glob("*.tt[fc]")):
            QFontDatabase.addApplicationFont(str(path))
    font = QFont(app.font())
    font.setFamilies(UI_FONT_FAMILIES)
    app.setFont(font)


def _card_resolver() -> Callable[[str], Any] | None:
    try:
        from saga_table.demo import default_resolver
    except ImportError:  # pragma: no cover
        return None
    return default_resolver()


def load_game_for(record: str | None, *, language: str = "en") -> tuple[Game, str | None]:
    """The game to open: a record replayed (with the catalog resolving card names), or the demo
    game. The second value is a problem to show (a record that could not be fully used)."""
    from saga_table.demo import demo_game

    if not record:
        return demo_game(language=language), None
    from saga_table.persistence.saves import SaveFileError, load_game

    try:
        result = load_game(record, _card_resolver())
    except SaveFileError as exc:
        return demo_game(language=language), str(exc)
    return result.game, result.warning


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
    ) -> None:
        self.app = app
        self.saved_settings = settings
        self.ui_settings = from_saved(settings) if settings is not None else UiSettings()
        self.language = resolve_language(lang or self.ui_settings.language)
        self.translators = Translators()
        self.translators.install(self.language)
        self.controller = GameController(game, language=self.language)
        self.autosave: AutosaveLink | None = None
        if autosave_dir is not None:
            self.autosave = AutosaveLink(self.controller, autosave_dir)
            self.autosave.problem.connect(self._show_problem)
            self.autosave.start()
        self.window = self._make_window()

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

    def _make_window(self) -> MainWindow:
        window = MainWindow(self.controller, settings=self.ui_settings)
        window.language_change_requested.connect(self.switch_language)
        window.settings_changed.connect(self._save_settings)
        return window

    def show(self, size: tuple[int, int] | None = None) -> None:
        if size is not None:
            self.window.resize(*size)
        else:
            self.window.resize(1366, 768)
        self.window.show()
        if self.controller.decision is not None and self.ui_settings.open_decisions:
            QTimer.singleShot(0, self.window, self.window.open_decision_dialog)

    def switch_language(self, code: str) -> None:
        """Speak ``code`` ("" for the system's language): a new window over the same game."""
        language = resolve_language(code or None)
        old = self.window
        self.language = language
        self.translators.install(language)
        self.controller.set_language(language)
        self.window = self._make_window()
        self.window.setGeometry(old.geometry())
        self.window.show()
        old.close()
        old.deleteLater()

    def _save_settings(self, ui: UiSettings) -> None:
        self.ui_settings = ui
        if self.saved_settings is None:
            return
        try:
            from saga_table.persistence.paths import app_paths
            from saga_table.persistence.settings import save_settings

            self.saved_settings = to_saved(ui, self.saved_settings)
            paths = app_paths().ensure()
            save_settings(self.saved_settings, paths.settings_file)
        except (ImportError, OSError) as exc:
            self.window.statusBar().showMessage(str(exc), 8000)


def _autosave_dir() -> Path | None:
    try:
        from saga_table.persistence.paths import app_paths
    except ImportError:  # pragma: no cover
        return None
    return app_paths().autosave_dir


def _offer_resume(directory: Path) -> Game | None:
    """Offer the game left in progress, if any: the game to open, or None for the demo."""
    from PySide6.QtWidgets import QMessageBox

    from saga_table.persistence.autosave import AutosaveError, discard, find_resumable, resume

    resolver = _card_resolver()
    try:
        offer = find_resumable(directory, resolver)
    except AutosaveError as exc:
        print(f"saga-table: {exc}", file=sys.stderr)
        return None
    if offer is None or offer.game_over:
        return None
    answer = QMessageBox.question(
        None,
        APP_DISPLAY_NAME,
        resume_offer_text(offer),
        defaultButton=QMessageBox.StandardButton.Yes,
    )
    try:
        if answer == QMessageBox.StandardButton.Yes:
            return resume(offer, resolver)
        discard(offer)
    except AutosaveError as exc:
        print(f"saga-table: {exc}", file=sys.stderr)
    return None


def _load_settings() -> Any:
    try:
        from saga_table.persistence.paths import app_paths
        from saga_table.persistence.settings import load_settings
    except ImportError:  # pragma: no cover - the persistence layer ships with the app
        return None
    return load_settings(app_paths().settings_file).settings


# ----------------------------------------------------------------------------- running


def run_app(args: argparse.Namespace) -> int:
    """Open the window (or run the smoke test); the process's exit code."""
    smoke = bool(getattr(args, "smoke_test", False))
    if smoke and not os.environ.get("QT_QPA_PLATFORM") and not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    recorder = MessageRecorder()
    with recorder.installed():
        app = create_application()
        settings = _load_settings()
        record = None if smoke else getattr(args, "record", None)
        lang = getattr(args, "lang", None)
        language = resolve_language(lang or (from_saved(settings).language if settings else None))
        if smoke:
            game, _problem = load_game_for(None, language=language)
            return run_smoke_test(AppSession(app, game, lang=lang), recorder)
        translators = Translators()
        translators.install(language)  # for the resume question, before the window exists
        autosave_dir = _autosave_dir()
        game, problem = load_game_for(record, language=language)
        if not record and autosave_dir is not None:
            game = _offer_resume(autosave_dir) or game
        translators.remove()
        session = AppSession(app, game, settings=settings, lang=lang, autosave_dir=autosave_dir)
        session.show()
        if problem:
            session.window.statusBar().showMessage(problem, 15000)
        code = int(app.exec())
        session.close()
        session.window.deleteLater()
        return code


# ----------------------------------------------------------------------------- the smoke test


def run_smoke_test(
    session: AppSession, recorder: MessageRecorder, *, timeout_ms: int = 60_000
) -> int:
    """Play a scripted turn of the demo game through the window; 0 if all went well."""
    from saga_table.qt.smoke import SmokeTest

    errors: list[str] = []
    previous_hook = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        print(errors[-1], file=sys.stderr)

    sys.excepthook = hook
    test = SmokeTest(session)
    outcome: list[int] = []

    def step() -> None:
        try:
            test.run()
        except Exception:
            errors.append(traceback.format_exc())
            print(errors[-1], file=sys.stderr)
        outcome.append(0)
        session.app.quit()

    def watchdog() -> None:
        errors.append(f"the smoke test did not finish in {timeout_ms} ms")
        session.app.quit()

    try:
        session.show()
        QTimer.singleShot(0, step)
        QTimer.singleShot(timeout_ms, watchdog)
        session.app.exec()
    finally:
        sys.excepthook = previous_hook
    session.window.close()
    failed = bool(errors or recorder.messages or not outcome)
    if failed:
        for message in recorder.messages:
            print(f"saga-table --smoke-test: {message}", file=sys.stderr)
        print("saga-table --smoke-test: FAILED", file=sys.stderr)
        return 1
    print(f"saga-table --smoke-test: ok ({test.summary()})")
    return 0
