"""Render the app icon: ``resources/icons/app.svg`` -> ``app.png`` (256 px) and ``app.ico``.

    python packaging/make_icons.py

The SVG is the source; the PNG (Linux desktop entry, macOS build, window icon) and the ICO
(Windows build: 16 to 256 px, each stored as PNG) are checked in, so a build needs no renderer.
Run this again after changing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent ``size`` x ``size`` image, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])  # noqa: F841  (QSvgRenderer wants an application)
    svg = ICONS / "app.svg"
    pngs = {size: render_png(svg, size) for size in ICO_SIZES}
    (ICONS / "app.png").write_bytes(pngs[256])
    (ICONS / "app.ico").write_bytes(ico_bytes(pngs))
    print(f"wrote {ICONS / 'app.png'} and {ICONS / 'app.ico'} ({', '.join(map(str, ICO_SIZES))})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
