"""Start-up probe for ``tests/benchmarks/bench_app.py``: inert unless ``SAGA_TABLE_STARTUP_PROBE``.

With ``SAGA_TABLE_STARTUP_PROBE=1`` in the environment, the first time a ``QMainWindow`` has been
painted, the process prints ``first-paint <unix time> <peak RSS in KiB>`` on stdout and exits at
once (exit 0). The benchmark compares that time with the moment it launched the process.

It works by replacing ``PySide6.QtWidgets.QApplication`` with a subclass that installs an event
filter, so the app needs no code for it. The packaged build runs this file as a PyInstaller
runtime hook (before the app's own code); the benchmark runs it with ``runpy`` before
``saga_table.cli.main`` when it starts the app from source. Without the variable it only reads
the environment.
"""

import os


def _install_probe() -> None:
    import sys
    import time

    from PySide6 import QtWidgets
    from PySide6.QtCore import QEvent, QObject, QTimer

    class _FirstPaint(QObject):
        fired = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                not self.fired
                and event.type() == QEvent.Type.Paint
                and isinstance(watched, QtWidgets.QMainWindow)
            ):
                self.fired = True
                QTimer.singleShot(0, self.report)  # after the whole paint pass of the window
            return False

        def report(self) -> None:
            now = time.time()
            try:
                import resource
            except ImportError:  # Windows
                peak_kib = 0
            else:
                peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            sys.stdout.write(f"first-paint {now:.6f} {peak_kib}\n")
            sys.stdout.flush()
            os._exit(0)

    base = QtWidgets.QApplication

    class ProbedApplication(base):  # type: ignore[valid-type,misc]
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)
            self._saga_table_probe = _FirstPaint()
            self.installEventFilter(self._saga_table_probe)

    ProbedApplication.__name__ = ProbedApplication.__qualname__ = "QApplication"
    QtWidgets.QApplication = ProbedApplication  # type: ignore[misc]


if os.environ.get("SAGA_TABLE_STARTUP_PROBE"):
    _install_probe()
