"""The Qt window over the engine: controller, item models, painted widgets, dialogs.

PySide6 is pinned to 6.11.3: 6.12.0 takes a reference from ``None`` on every void call and from
``True`` on every signal emission on CPython 3.11, which aborts the app after a few paints
("deallocating None"); ``tests/qt/test_widgets_pyside_refcount.py`` guards the pin.
"""

from PySide6.QtCore import QCoreApplication

from saga_table.words.translation import install_translator

# Every sentence worded below the Qt layer (the log, names, decklist problems, file errors) goes
# through Qt's translator from now on: the window and its messages speak one language.
install_translator(QCoreApplication.translate)
