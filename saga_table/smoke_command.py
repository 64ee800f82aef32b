"""``saga-table --smoke-test``: a scripted turn of the demo game played through the real window,
its widgets and its actions (:mod:`saga_table.qt.smoke`); 0 when no exception and no Qt warning
happened, 1 otherwise. Imported only for the smoke test: the window's start-up does not need it."""

from __future__ import annotations

import sys
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

if TYPE_CHECKING:
    from saga_table.app import AppSession, MessageRecorder

__all__ = ["run_smoke_test"]


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
