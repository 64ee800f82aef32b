"""Command line: ``saga-table [OPTIONS] [RECORD]`` and its headless subcommands.

Arguments are parsed before anything imports Qt, so ``saga-table --help`` and the headless
commands (``replay``, ``cards``, ``deck``) start fast and run where Qt cannot.

Each subcommand lives with the layer it serves: a module with ``add_parser(subparsers)`` that
registers its parser and sets ``func`` to a function taking the parsed namespace and returning the
exit code. This module only wires them together.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING

from saga_table import APP_DISPLAY_NAME, __version__

if TYPE_CHECKING:
    import argparse

#: Modules that add subcommands, in the order ``--help`` lists them.
SUBCOMMAND_MODULES = (
    "saga_table.replay_command",
    "saga_table.catalog.commands",
    "saga_table.decks.commands",
    "saga_table.screenshot_command",
    "saga_table.lab.command",
)

DATA_DIR_ENV = "SAGA_TABLE_DATA_DIR"


def _common_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help=f"keep card data, settings and saves in DIR (also ${DATA_DIR_ENV})",
    )


def build_parser() -> argparse.ArgumentParser:
    """The parser of the headless subcommands (``replay``, ``cards``, ``deck``, ...)."""
    import argparse
    import importlib

    parser = argparse.ArgumentParser(
        prog="saga-table",
        description=f"{APP_DISPLAY_NAME}: Sagas, lore counters and the Monarch for paper Magic. "
        "With no command, the app opens (on the demo game, or on RECORD).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _common_options(parser)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:  # a layer not built yet keeps the others usable
            if exc.name != name:
                raise
            continue
        module.add_parser(subparsers)
    return parser


def build_app_parser() -> argparse.ArgumentParser:
    """The parser of ``saga-table [OPTIONS] [RECORD]``, which opens the window."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="saga-table",
        description=f"Open the {APP_DISPLAY_NAME} window. Commands: saga-table COMMAND --help "
        "(replay, cards, deck, screenshot, lab).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _common_options(parser)
    parser.add_argument(
        "--lang", choices=("en", "ja"), help="language of the window (default: the system's)"
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start the app, play a scripted turn of the demo game, and exit (0 when all is well)",
    )
    parser.add_argument("record", nargs="?", help="a saved game to open (the demo game if none)")
    return parser


_COMMANDS = frozenset({"replay", "cards", "deck", "screenshot", "lab"})
_OPTIONS_WITH_VALUES = frozenset({"--data-dir", "--lang"})


def _first_positional(argv: Sequence[str]) -> str | None:
    skip = False
    for token in argv:
        if skip:
            skip = False
            continue
        if token in _OPTIONS_WITH_VALUES:
            skip = True
            continue
        if token.startswith("-"):
            continue
        return token
    return None


#: A headless command stopped by a bug (sysexits' EX_SOFTWARE): the fuzz suite counts any as a
#: crash.
EXIT_INTERNAL_ERROR = 70


#: What :func:`build_app_parser` makes of no arguments at all: ``saga-table`` alone opens the
#: window on the demo game without building the parser (its help formatter and ``gettext``
#: look-ups were ~2 ms of the window's start).
NO_ARGUMENTS = {"data_dir": None, "lang": None, "smoke_test": False, "record": None}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        return open_window(SimpleNamespace(**NO_ARGUMENTS))
    command = _first_positional(argv)
    wants_command = command in _COMMANDS
    if command == "lab":
        # The lab's games on the compiled engine where it is built and up to date (the same
        # games, in about three quarters of the time): before anything imports the engine.
        from saga_table.compiled import enable

        enable()
    parser = build_parser() if wants_command else build_app_parser()
    if argv in (["-h"], ["--help"]):
        build_app_parser().print_help()
        print()
        build_parser().print_help()
        return 0
    args = parser.parse_args(argv)
    if args.data_dir:
        os.environ[DATA_DIR_ENV] = os.path.abspath(args.data_dir)
    elif wants_command and DATA_DIR_ENV not in os.environ:
        # The headless commands read the user's card data (imported and custom cards) from the
        # same place as the window: the one paths module decides where that is.
        from saga_table.persistence.paths import app_paths

        os.environ[DATA_DIR_ENV] = os.fspath(app_paths().data_dir)
    func = getattr(args, "func", None)
    if func is not None:
        try:
            code: int = func(args)
        except (KeyboardInterrupt, SystemExit, MemoryError):
            raise
        except Exception as exc:  # a bug must still end in a message and a code, not a traceback
            print(
                f"saga-table: internal error ({type(exc).__name__}: {exc}); the command stopped. "
                "Please report it with the file you used.",
                file=sys.stderr,
            )
            return EXIT_INTERNAL_ERROR
        return code
    if wants_command:
        parser.print_help()
        return 2
    return open_window(args)


def open_window(args: argparse.Namespace | SimpleNamespace) -> int:
    """Open the window as the parsed ``args`` say; the process's exit code."""
    # The start-up makes some 50,000 objects that live as long as the window (modules,
    # classes, enums, the demo game): the cyclic garbage collector ran ~90 times among them
    # before the first paint (~13 ms) and found ~100 objects to free. It is off until the
    # window has been painted (``run_app`` switches it on again), and always after this.
    gc.disable()
    try:
        # The layers below Qt first: once PySide6 is imported, its import hook (for its
        # ``__feature__`` switches) reads the source of every module imported after it, about
        # 0.15 ms each from source; these are some 80 modules the window needs anyway. The Qt
        # layer's package then tells PySide6 about the app's modules before the window's are
        # read.
        import saga_table.demo
        import saga_table.persistence.settings
        import saga_table.qt  # noqa: F401 (Qt is imported from here on; see saga_table.qt)
        from saga_table.app import run_app

        return int(run_app(args))
    finally:
        gc.enable()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
