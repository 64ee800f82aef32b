"""Start-up probe for ``tests/benchmarks/bench_app.py``: inert unless ``SAGA_TABLE_STARTUP_PROBE``.

With ``SAGA_TABLE_STARTUP_PROBE=1`` in the environment, the first time a ``QMainWindow`` has been
painted, the process prints ``first-paint <unix time> <peak RSS in KiB>`` on stdout and exits at
once (exit 0). The benchmark compares that time with the moment it launched the process.

It works by replacing ``PySide6.QtWidgets.QMainWindow``, as the process imports that module,
with a subclass that installs an event filter on each main window it makes (the app's window
class derives from it), so the app needs no code for it and imports what it imports in its own
order. The filter watches the window alone, not the whole application: a Python filter
on the application is handed every event of every object, and wrapping Qt's private objects
for it (the gesture manager a scroll area talks to) makes PySide6 create the Python types and
enums of nearly all of QtWidgets at once, some 20 ms that the app without the probe would not
pay (and a bare window never pays). The packaged build runs this file as a PyInstaller runtime
hook (before the app's own code); the benchmark runs it with ``runpy`` before
``saga_table.cli.main`` when it starts the app from source. Without the variable it only reads
the environment.
"""

import os


def _install_probe(widgets: object) -> None:
    """Replace ``QMainWindow`` in the just imported ``PySide6.QtWidgets`` module."""
    import sys
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer

    class _FirstPaint(QObject):
        fired = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if _FirstPaint.fired:
                return False
            if event.type() == QEvent.Type.Paint:
                _FirstPaint.fired = True
                QTimer.singleShot(0, self.report)  # after the whole paint pass of the window
            else:
                # Stay the window's first filter (the last one installed is asked first), so
                # that the report's timer comes before those that the app's own filters start
                # at its first paint (the work the app does once its window is painted).
                watched.installEventFilter(self)
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

    base = widgets.QMainWindow  # type: ignore[attr-defined]

    class ProbedMainWindow(base):  # type: ignore[valid-type,misc]
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)
            if not _FirstPaint.fired:
                self._saga_table_probe = _FirstPaint(self)
                self.installEventFilter(self._saga_table_probe)

    ProbedMainWindow.__name__ = ProbedMainWindow.__qualname__ = "QMainWindow"
    widgets.QMainWindow = ProbedMainWindow  # type: ignore[attr-defined]


class _ProbeOnImport:
    """Installs the probe when the process imports ``PySide6.QtWidgets``, not before: the probe
    must not change when the app imports Qt (PySide6 installs an import hook that reads the
    source of every module imported after it, so the app imports its pure layers first)."""

    NAME = "PySide6.QtWidgets"

    def find_spec(self, name: str, path: object = None, target: object = None) -> object:
        import sys

        if name != self.NAME:
            return None
        sys.meta_path.remove(self)
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec = find(name, path, target) if find is not None else None
            if spec is not None:
                spec.loader = _Loader(spec.loader)
                return spec
        return None


class _Loader:
    def __init__(self, inner: object) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    def create_module(self, spec: object) -> object:
        return self.inner.create_module(spec)  # type: ignore[attr-defined]

    def exec_module(self, module: object) -> None:
        self.inner.exec_module(module)  # type: ignore[attr-defined]
        _install_probe(module)


if os.environ.get("SAGA_TABLE_STARTUP_PROBE"):
    import sys

    if _ProbeOnImport.NAME in sys.modules:  # pragma: no cover - imported before the hooks ran
        _install_probe(sys.modules[_ProbeOnImport.NAME])
    else:
        sys.meta_path.insert(0, _ProbeOnImport())
