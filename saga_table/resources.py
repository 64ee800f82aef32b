"""Where the app's read-only resources are, from source and in the packaged (frozen) build.

``resources/`` (the built-in catalog, translations, icons, fonts, docs) sits next to the
``saga_table`` package in the source tree; the PyInstaller build (``packaging/saga-table.spec``)
copies it to ``resources/`` inside the bundle (``sys._MEIPASS``). Nothing here runs at import
time, and Qt is imported only inside :func:`register_bundled_fonts`.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = [
    "BUNDLED_FONT_FAMILIES",
    "bundled_font_files",
    "is_frozen",
    "register_bundled_fonts",
    "resources_dir",
]

#: The families of the fonts in ``resources/fonts``, in the order an application font with no
#: system fonts to fall back on should try them: Latin first, then Japanese.
BUNDLED_FONT_FAMILIES = ("DejaVu Sans", "IPAGothic")

_FONT_SUFFIXES = (".ttf", ".otf", ".ttc")

#: fontconfig's generic aliases: listed by QFontDatabase even when the system has no font at all.
_GENERIC_FAMILIES = frozenset({"Sans Serif", "Serif", "Monospace"})

#: The face (family, style) each bundled file holds: a file whose face the system has already is
#: not registered again (registering one reads the whole file: 2.5 ms for the three at start-up).
_BUNDLED_FACES = {
    "DejaVuSans.ttf": ("DejaVu Sans", "Book"),
    "DejaVuSans-Bold.ttf": ("DejaVu Sans", "Bold"),
    "ipag.ttf": ("IPAGothic", "Regular"),
}


def is_frozen() -> bool:
    """True in the packaged build (PyInstaller sets ``sys.frozen`` and ``sys._MEIPASS``)."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resources_dir() -> Path:
    """The ``resources/`` folder: ``sys._MEIPASS/resources`` when frozen, else the repository's.

    >>> (resources_dir() / "cards").is_dir()
    True
    """
    if is_frozen():
        return Path(sys._MEIPASS) / "resources"  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent / "resources"


def bundled_font_files() -> list[Path]:
    """The font files in ``resources/fonts``, sorted by name."""
    fonts = resources_dir() / "fonts"
    if not fonts.is_dir():
        return []
    return sorted(p for p in fonts.iterdir() if p.suffix.lower() in _FONT_SUFFIXES)


def register_bundled_fonts() -> list[str]:
    """Register the bundled fonts the system lacks with Qt; return the families that were added.

    Call it once, right after the ``QApplication`` is created and before any window is built.
    The system's fonts stay the default; the bundled ones fill the gaps through Qt's font
    fallback (Japanese text on a system with no CJK font). A bundled face the system has
    already (the same family and style: Debian's fonts-dejavu-core and fonts-ipafont-gothic,
    say) is the same font, and is not registered a second time. On a system with no fonts at
    all (fontconfig lists only its generic aliases), the application font becomes DejaVu Sans
    with IPAGothic as its fallback, so that neither Latin nor Japanese text shows as boxes.
    """
    from PySide6.QtGui import QFontDatabase, QGuiApplication

    if QGuiApplication.instance() is None:
        raise RuntimeError("register_bundled_fonts() needs a QGuiApplication/QApplication first")
    system_families = set(QFontDatabase.families()) - _GENERIC_FAMILIES
    added: list[str] = []
    for path in bundled_font_files():
        face = _BUNDLED_FACES.get(path.name)
        if face and face[0] in system_families and face[1] in QFontDatabase.styles(face[0]):
            continue  # (the system's own copy)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in added:
                added.append(family)
    if not system_families and added:
        font = QGuiApplication.font()
        families = [f for f in BUNDLED_FONT_FAMILIES if f in added]
        families += [f for f in added if f not in families]
        font.setFamilies(families)
        QGuiApplication.setFont(font)
    return added
