"""The Qt window over the engine: controller, item models, painted widgets, dialogs.

PySide6 is pinned to 6.11.3: 6.12.0 takes a reference from ``None`` on every void call and from
``True`` on every signal emission on CPython 3.11, which aborts the app after a few paints
("deallocating None"); ``tests/qt/test_widgets_pyside_refcount.py`` guards the pin.
"""

import os
import sys

import PySide6  # noqa: F401 (the package alone: its import hook, and the table below)


def _tell_pyside_the_modules() -> None:
    """Spare PySide6 reading the source of every module named in an import from now on.

    Once imported, PySide6 hooks ``import``: the first time a module is named in an import
    statement, it reads the module's whole source file to see whether it says "PySide6" (a
    module that does may switch on ``from __feature__ import ...`` and is entered as 0 in the
    ``pyside_feature_dict`` that PySide6 publishes; one that does not, as -1). From source
    that was some 120 files read before the window's first paint (~10-15 ms); a frozen build
    has no sources to read. The app uses no ``__feature__``, so a module's entry only has to
    be there: the app's own modules are entered (the Qt layer's as using PySide6, the layers
    below as not), and so are the modules already imported. Nothing changes if PySide6 no
    longer publishes the dictionary, or where the app is not a folder of files (frozen)."""
    feature = sys.modules.get("__feature__")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in list(sys.modules):
        table.setdefault(name, -1)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    top = __name__.partition(".")[0]
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(("_", "."))]
        package = os.path.relpath(folder, root)
        prefix = top if package == "." else f"{top}.{package.replace(os.sep, '.')}"
        uses_qt = 0 if prefix == __name__ or prefix.startswith(f"{__name__}.") else -1
        for file in files:
            if file.endswith(".py"):
                stem = file[:-3]
                table.setdefault(prefix if stem == "__init__" else f"{prefix}.{stem}", uses_qt)


_tell_pyside_the_modules()


def _speak_through_qt() -> None:
    """Every sentence worded below the Qt layer (the log, names, decklist problems, file
    errors) goes through Qt's translator from now on: the window and its messages speak one
    language."""
    from PySide6.QtCore import QCoreApplication

    from saga_table.words.translation import install_translator

    install_translator(QCoreApplication.translate)


_speak_through_qt()
