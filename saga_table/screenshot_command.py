"""``saga-table screenshot [RECORD] --out FILE.png [--lang en|ja] [--size WxH]``: the window,
rendered offscreen for the state a game record leads to (a built-in demo when none is given).

``--demo`` picks the demo: ``start`` (the demo deck's opening hand, what the app opens on),
``goldfish`` (the demo deck a few turns in) or ``table`` (four players mid-game).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

__all__ = ["add_parser", "parse_size", "render"]

DEMOS = ("start", "goldfish", "table", "table6", "table8")


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "screenshot",
        help="render the window offscreen to a PNG",
        description="Render the window offscreen for the state a game record leads to (a "
        "built-in demo game when none is given) and save it as a PNG.",
    )
    parser.add_argument("record", nargs="?", help="a game record (.json)")
    parser.add_argument("--out", required=True, metavar="FILE.png", help="where to save the PNG")
    parser.add_argument("--lang", choices=("en", "ja"), default="en", help="the window's language")
    parser.add_argument("--size", default="1366x768", metavar="WxH", help="window size")
    parser.add_argument(
        "--demo",
        choices=DEMOS,
        default="start",
        help="which demo game to show when no record is given (default: start)",
    )
    parser.set_defaults(func=run)


def parse_size(text: str) -> tuple[int, int]:
    """ "1366x768" -> (1366, 768).

    >>> parse_size("1366x768")
    (1366, 768)
    """
    width, _, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise ValueError(f"not a size: {text!r} (write it as WIDTHxHEIGHT)") from None
    if min(size) < 100 or max(size) > 10_000:
        raise ValueError(f"an unlikely window size: {text!r}")
    return size


def run(args: argparse.Namespace) -> int:
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        print(f"saga-table screenshot: {exc}", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = render(args.record, args.out, language=args.lang, size=size, demo=args.demo)
    if problem:
        print(f"saga-table screenshot: {problem}", file=sys.stderr)
        return 1
    print(args.out)
    return 0


def render(
    record: str | None,
    out: str,
    *,
    language: str = "en",
    size: tuple[int, int] = (1366, 768),
    demo: str = "start",
) -> str | None:
    """Render the window to ``out``; a problem to report, or None."""
    from PySide6.QtWidgets import QApplication

    from saga_table.app import AppSession, create_application, load_game_for
    from saga_table.demo import goldfish_midgame, table_midgame
    from saga_table.qt.settings_bridge import UiSettings

    app = create_application()
    problem: str | None = None
    if record:
        game, found = load_game_for(record, language=language)
        problem = found.text if found is not None else None
    elif demo == "table":
        game = table_midgame(language=language)
    elif demo in ("table6", "table8"):
        game = table_midgame(language=language, players=int(demo[5:]))
    elif demo == "goldfish":
        game = goldfish_midgame(language=language)
    else:
        game, _none = load_game_for(None, language=language)
    session = AppSession(app, game, lang=language)
    session.ui_settings = UiSettings(language=language, open_decisions=False)
    session.window.ui_settings = session.ui_settings
    session.window.resize(*size)
    session.window.show()
    for _ in range(5):
        QApplication.processEvents()
    pixmap = session.window.grab()
    session.window.close()
    if not pixmap.save(out, "PNG"):
        return f"could not write {out}"
    return problem
