"""Start-up: what the app does before its window's first paint, and what waits until after it.

The timing itself is a benchmark (``tests/benchmarks/bench_app.py --startup-only``); these tests
hold the guarantees that the figures rest on, each in a process of its own (what a process has
imported is what matters).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from saga_table.app import AppSession, create_application
from saga_table.demo import builtin_resolver, demo_game

ROOT = Path(__file__).resolve().parents[2]

#: Runs the app as ``saga-table`` does (the command line, the demo game) and prints the modules
#: imported when the window has been painted, before the work that waits for that paint.
AT_FIRST_PAINT = textwrap.dedent(
    """
    import gc, inspect, json, os, sys

    read = []  # the modules whose source PySide6's import hook read
    real_getsource = inspect.getsource

    def getsource(module):
        if sys._getframe(1).f_code.co_name == "_mod_uses_pyside":
            read.append(getattr(module, "__name__", "?"))
        return real_getsource(module)

    inspect.getsource = getsource
    # what the command line imports before the app, in its order
    import saga_table.demo, saga_table.persistence.settings, saga_table.qt
    import saga_table.app as app

    real = app.after_first_paint

    def watch(widget, callback):
        def painted():
            window = widget
            import PySide6.QtWidgets as widgets
            report = {
                "modules": sorted(sys.modules),
                "watching": window.watching_application,
                "shown": window.isVisible(),
                "sources_read": list(read),
                "widget_types": sorted(n for n in vars(widgets) if n.startswith("Q")),
                "collecting": gc.isenabled(),
                "parsers": parsers,
            }
            callback()  # the app's own after-paint work
            report["collecting_after"] = gc.isenabled()
            report["handlers_after"] = "saga_table.engine.handlers" in sys.modules
            report["card_widgets_after"] = "saga_table.qt.widgets.saga_widget" in sys.modules
            print(json.dumps(report))
            sys.stdout.flush()
            os._exit(0)
        real(widget, painted)

    app.after_first_paint = watch
    import saga_table.cli as cli

    parsers = []  # the command line's parsers built
    build_app_parser = cli.build_app_parser
    cli.build_app_parser = lambda: parsers.append("app") or build_app_parser()
    from saga_table.cli import main
    sys.exit(main([]))  # as ``saga-table`` starts (data folder, language: the environment)
    """
)


def _start(script: str, *args: str, env: dict[str, str] | None = None) -> str:
    """What ``script`` printed, run offscreen from the source tree (exit 0 asserted)."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    environment.pop("SAGA_TABLE_STARTUP_PROBE", None)
    environment.update(env or {})
    out = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


def _run(script: str, *args: str, env: dict[str, str] | None = None) -> dict[str, object]:
    result: dict[str, object] = json.loads(_start(script, *args, env=env).strip().splitlines()[-1])
    return result


@pytest.fixture(scope="module")
def at_first_paint(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    english = {"LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "LANGUAGE": "en"}
    data_dir = str(tmp_path_factory.mktemp("data"))
    return _run(AT_FIRST_PAINT, env={"SAGA_TABLE_DATA_DIR": data_dir, **english})


def test_the_first_paint_loads_nothing_of_the_lab(at_first_paint: dict[str, object]) -> None:
    """Goldfish > Statistics is a menu item: the lab, its dialog and its charts load when it
    opens, not with the window."""
    modules = at_first_paint["modules"]
    assert isinstance(modules, list) and "saga_table.qt.main_window" in modules
    assert at_first_paint["shown"] is True
    lab = [m for m in modules if m.startswith("saga_table.lab")]
    assert lab == []
    assert "saga_table.qt.lab.dialog" not in modules
    assert "saga_table.qt.lab.chart" not in modules


def test_the_first_paint_waits_for_no_dialog_no_card_search_and_no_card_store(
    at_first_paint: dict[str, object],
) -> None:
    """The dialogs open when asked for; the card search (its index, rapidfuzz), the user's card
    store (SQLite, and the Scryfall and MTGJSON readers it imports) and the autosave journal are
    opened after the window is painted."""
    modules = at_first_paint["modules"]
    assert isinstance(modules, list)
    assert [m for m in modules if m.startswith("saga_table.qt.dialogs.")] == []
    for module in (
        "rapidfuzz",
        "sqlite3",
        "saga_table.catalog._search",
        "saga_table.catalog.store",
        "saga_table.catalog.streams",
        "saga_table.persistence.autosave",
        "saga_table.persistence.saves",
        "saga_table.qt.dialogs.put_card",
        "saga_table.qt.dialogs.position_editor",
        "saga_table.qt.dialogs.shortcuts",
    ):
        assert module not in modules, module


def test_the_engine_imports_its_rule_handlers_after_the_first_paint(
    at_first_paint: dict[str, object],
) -> None:
    """A game's start applies no action: the handlers of every action (and the rule modules only
    they import) are imported by the after-paint work, before the player's first gesture."""
    modules = at_first_paint["modules"]
    assert isinstance(modules, list) and "saga_table.engine.game" in modules
    for module in ("saga_table.engine.handlers", "saga_table.engine.table"):
        assert module not in modules, module
    # a position (a game joined in progress): imported by a setup that has one
    assert "saga_table.engine.position" not in modules
    # a card's own "enters tapped" (614.1c) is read as the first card enters the battlefield
    assert "saga_table.engine.entering" not in modules
    assert at_first_paint["handlers_after"] is True


def test_the_card_widgets_are_imported_after_the_first_paint(
    at_first_paint: dict[str, object],
) -> None:
    """The demo's first table has no card on a battlefield: the card, Saga and lore dial
    widgets' modules are imported by the after-paint work (or with the first card), not
    before the paint."""
    modules = at_first_paint["modules"]
    assert isinstance(modules, list) and "saga_table.qt.battlefield" in modules
    for module in (
        "saga_table.qt.widgets.card_widget",
        "saga_table.qt.widgets.saga_widget",
        "saga_table.qt.widgets.lore_dial",
        "saga_table.qt.widgets._saga_layout",
    ):
        assert module not in modules, module
    assert at_first_paint["card_widgets_after"] is True


def test_the_first_paint_waits_for_no_application_wide_event_filter(
    at_first_paint: dict[str, object],
) -> None:
    """A Python filter of every event of the application makes PySide6 create the Python types
    of nearly all of Qt the first time one of Qt's private objects gets an event: the window's
    keys, preview and drags are installed once the window has been painted (the keys' module,
    and the buttons' tips naming their keys, come with them)."""
    assert at_first_paint["watching"] is False
    modules = at_first_paint["modules"]
    assert isinstance(modules, list)
    assert "saga_table.qt.keys" not in modules


def test_pyside_reads_no_source_file_of_the_app_before_the_first_paint(
    at_first_paint: dict[str, object],
) -> None:
    """PySide6's import hook reads the source of each module named in an import, unless its
    table already knows the module: the Qt layer's package enters the app's modules (and
    those imported before it) first, so from source ~110 files (10-15 ms) are not read."""
    read = at_first_paint["sources_read"]
    assert isinstance(read, list)
    assert [m for m in read if m.startswith("saga_table")] == []
    assert len(read) < 15, read


def test_the_first_paint_makes_no_python_type_of_qts_other_widgets(
    at_first_paint: dict[str, object],
) -> None:
    """The scroll areas' viewports are made in Python: the first viewport made in C++ that
    Python was handed made PySide6 create the types (and enums) of ~35 QWidget subclasses
    to find its class. The file dialogs and message boxes are imported when they open."""
    types = at_first_paint["widget_types"]
    assert isinstance(types, list) and "QMainWindow" in types and "QListView" in types
    for never_shown in ("QWizard", "QMdiArea", "QCalendarWidget", "QFileDialog", "QMessageBox"):
        assert never_shown not in types, never_shown


def test_the_first_paint_makes_no_python_type_of_qstyle(at_first_paint: dict[str, object]) -> None:
    """The stack's decision button asked the style for its text's room at every layout: QStyle's
    first use makes PySide6 build the Python types of its 21 enums (5 ms, 47 M instructions of
    the first paint's 1,295 M). A text that surely fits on one line asks nothing."""
    types = at_first_paint["widget_types"]
    assert isinstance(types, list) and "QPushButton" in types
    assert "QStyle" not in types and "QStyleOptionButton" not in types


def test_saga_table_alone_opens_the_window_without_building_the_parser(
    at_first_paint: dict[str, object],
) -> None:
    """``saga-table`` with no arguments opens the window on the demo game with what the
    parser makes of no arguments, without building the parser (~2 ms: its help formatter and
    ``gettext`` look-ups; PySide6 imports ``argparse`` itself)."""
    from saga_table.cli import NO_ARGUMENTS, build_app_parser

    assert vars(build_app_parser().parse_args([])) == NO_ARGUMENTS
    assert at_first_paint["parsers"] == []
    assert at_first_paint["shown"] is True


def test_the_garbage_collector_waits_for_the_first_paint(
    at_first_paint: dict[str, object],
) -> None:
    """The start-up makes ~50,000 objects that live as long as the window: the cyclic
    collector ran ~90 times among them before the first paint (~13 ms) and freed ~100. The
    command line switches it off for the start-up; the after-paint work switches it on."""
    assert at_first_paint["collecting"] is False
    assert at_first_paint["collecting_after"] is True


AFTER_FIRST_PAINT = textwrap.dedent(
    """
    import json, os, sys
    import PySide6.QtWidgets as widgets
    from PySide6.QtCore import QTimer
    from saga_table.app import AppSession, after_first_paint, create_application
    from saga_table.demo import table_midgame

    app = create_application()
    game = table_midgame(language="en")  # no decision waits: no dialog opens after the paint
    session = AppSession(app, game, lang="en", watch_after_paint=True)
    session.show((1024, 600), open_decision=False)

    def painted():
        before = "QMdiArea" in vars(widgets)
        session.finish_start(None, offer_resume=False)

        def report():  # the next round of events: after the work finish_start queued
            print(json.dumps({"before": before, "after": "QMdiArea" in vars(widgets)}))
            sys.stdout.flush()
            os._exit(0)

        QTimer.singleShot(0, report)

    after_first_paint(session.window, painted)
    app.exec()
    """
)


def test_qts_widget_types_are_made_at_idle_after_the_first_paint() -> None:
    """The first widget of one of Qt's private classes that Python is handed makes PySide6
    create nearly all of QtWidgets' types (some 90 types and their enums): not before the
    first paint (the scroll areas' viewports are made in Python), but at idle right after it,
    once the window's application filters see such widgets' events; not in the player's
    first dialog (a chapter's choice on the first Next: ~27 ms, as before this change)."""
    result = _run(AFTER_FIRST_PAINT)
    assert result == {"before": False, "after": True}


def test_the_command_line_imports_the_engine_before_qt(tmp_path: Path) -> None:
    """PySide6's import hook reads the source of every module imported after it (0.15 ms a
    module from source): ``saga-table`` imports the engine, the demo and the settings before
    the app imports Qt."""
    script = textwrap.dedent(
        """
        import json, sys

        order = []

        class Watch:
            def find_spec(self, name, path=None, target=None):
                if name in ("PySide6", "saga_table.engine.game", "saga_table.demo",
                            "saga_table.persistence.settings", "saga_table.app"):
                    order.append(name)
                if name == "PySide6":
                    print(json.dumps({"order": order}))
                    sys.stdout.flush()
                    import os
                    os._exit(0)
                return None

        sys.meta_path.insert(0, Watch())
        from saga_table.cli import main
        main(["--data-dir", sys.argv[1]])
        """
    )
    order = _run(script, str(tmp_path))["order"]
    assert isinstance(order, list)
    assert order[-1] == "PySide6"
    assert {"saga_table.engine.game", "saga_table.demo", "saga_table.persistence.settings"} <= set(
        order
    )


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the preview, offscreen
def test_the_window_watches_the_application_once_painted(qtbot, tmp_path: Path) -> None:
    """The app's session builds its first window without the application-wide filters and
    installs them when the first paint is over; Esc then closes the card preview again."""
    app = create_application()
    session = AppSession(
        app, demo_game(resolver=builtin_resolver()), lang="en", watch_after_paint=True
    )
    window = session.window
    qtbot.addWidget(window)
    session.show((1024, 600), open_decision=False)
    qtbot.waitExposed(window)
    assert window.watching_application is False
    session.finish_start(None, offer_resume=False)
    assert window.watching_application is True
    table = window.table
    assert table is not None
    table.preview.show()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not table.preview.isVisible()
    session.close()


def test_a_window_built_on_its_own_watches_the_application_at_once(qtbot) -> None:
    """Tests and the language switch build windows that work as soon as they exist."""
    from tests.qt.window_support import goldfish_game, make_window

    window = make_window(qtbot, goldfish_game())
    assert window.watching_application is True


def test_the_start_up_probe_reports_the_paint_before_the_work_that_follows_it(
    tmp_path: Path,
) -> None:
    """The benchmark's probe (packaging/rthook_startup_probe.py) imports nothing of Qt itself,
    and reports the first paint before the app's own after-paint work runs."""
    probe = ROOT / "packaging" / "rthook_startup_probe.py"
    script = textwrap.dedent(
        f"""
        import json, runpy, sys
        runpy.run_path({str(probe)!r})
        print(json.dumps({{"qt_before_app": "PySide6" in sys.modules}}))
        import saga_table.app as app

        def finish_start(self, *args, **kwargs):
            print("after-paint work ran")
            sys.stdout.flush()

        app.AppSession.finish_start = finish_start
        from saga_table.cli import main
        sys.exit(main(["--data-dir", sys.argv[1]]))
        """
    )
    stdout = _start(script, str(tmp_path), env={"SAGA_TABLE_STARTUP_PROBE": "1"})
    lines = stdout.splitlines()
    assert json.loads(lines[0]) == {"qt_before_app": False}
    assert lines[-1].startswith("first-paint ")
    assert "after-paint work ran" not in stdout
