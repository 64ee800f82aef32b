"""``saga-table replay RECORD [--json]``: the state a game record leads to."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

__all__ = ["add_parser"]

#: A record of a long game is about 100 kB; one of a million actions would be about 100 MB.
_MAX_RECORD_BYTES = 256 * 1024 * 1024


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="replay a game record and print the state it leads to",
        description="Replay a game record (setup plus action log) and print the state it leads "
        "to. Exits 1 if an action is not legal, naming its position and why.",
    )
    parser.add_argument("record", help="a game record (.json)")
    parser.add_argument("--json", action="store_true", help="print the state as JSON")
    parser.add_argument(
        "--as-position",
        action="store_true",
        help="print a new game record that starts where this one ends (a position), to join "
        "the game again or to edit it by hand",
    )
    parser.set_defaults(func=run)


def _card_resolver() -> Any:
    try:
        from saga_table.catalog.lookup import default_lookup
    except ImportError:  # pragma: no cover - the catalog ships with the app
        return None
    lookup = default_lookup()

    def resolve(name: str) -> Any:
        found = lookup.find(name)
        if found.problem is not None:
            raise LookupError(found.problem)
        if found.card is None:
            hint = (
                f" (did you mean: {', '.join(found.suggestions[:3])}?)" if found.suggestions else ""
            )
            raise LookupError(f"unknown card {name!r}{hint}")
        return found.card

    return resolve


def _limits() -> Any:
    from saga_table.safeio import Limits

    return Limits(max_bytes=_MAX_RECORD_BYTES, max_depth=48)


def run(args: argparse.Namespace) -> int:
    from saga_table.engine.describe import describe_state, state_report
    from saga_table.engine.record import RecordError, replay
    from saga_table.safeio import InputError, parse_json, read_limited

    path = Path(args.record)
    try:
        data = parse_json(read_limited(path, _MAX_RECORD_BYTES), what=str(path), limits=_limits())
    except OSError as exc:
        print(f"saga-table replay: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except InputError as exc:
        print(f"saga-table replay: {exc}", file=sys.stderr)
        return 2
    from saga_table.decks.records import DecklistRecordError, expand_decklists

    try:
        data = expand_decklists(data, base_dir=path.parent)
    except DecklistRecordError as exc:
        print(f"saga-table replay: {path}: {exc}", file=sys.stderr)
        return 2
    try:
        result = replay(data, _card_resolver())
    except RecordError as exc:
        print(f"saga-table replay: {path}: {exc}", file=sys.stderr)
        return 2
    state = result.game.state
    if args.as_position:
        from saga_table.engine.record import FORMAT, VERSION, setup_to_json
        from saga_table.engine.setup import setup_at

        record = {
            "format": FORMAT,
            "version": VERSION,
            "setup": setup_to_json(setup_at(state, result.game.setup)),
            "actions": [],
        }
        print(json.dumps(record, ensure_ascii=False, indent=2))
    elif args.json:
        out = describe_state(state)
        out["actions_applied"] = len(result.game.actions)
        if result.error is not None:
            out["error"] = {"position": result.error.position, "reason": result.error.reason}
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        print(state_report(state))
    if result.error is not None:
        print(f"saga-table replay: {path}: {result.error}", file=sys.stderr)
        return 1
    return 0
