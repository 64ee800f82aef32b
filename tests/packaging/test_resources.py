"""``saga_table.resources``, the app icon and the desktop entry: what the packaged build ships."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import struct
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from saga_table import resources

ROOT = Path(__file__).resolve().parents[2]


def test_resources_dir_is_the_repository_folder_when_running_from_source() -> None:
    assert resources.resources_dir() == ROOT / "resources"
    assert (resources.resources_dir() / "cards").is_dir()


def test_resources_dir_is_under_meipass_when_frozen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.is_frozen()
    assert resources.resources_dir() == tmp_path / "resources"


def test_bundled_fonts_cover_latin_and_japanese_and_carry_their_licences() -> None:
    fonts = resources.resources_dir() / "fonts"
    assert [p.name for p in resources.bundled_font_files()] == [
        "DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "ipag.ttf"
    ]
    assert "IPA Font License Agreement v1.0" in (fonts / "LICENSE-IPAFont.txt").read_text("utf-8")
    assert "Bitstream" in (fonts / "LICENSE-DejaVu.txt").read_text("utf-8")


_GLYPH_RUNS = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtGui import QTextLayout
    from PySide6.QtWidgets import QApplication, QLabel
    from saga_table.resources import register_bundled_fonts

    app = QApplication([])
    added = register_bundled_fonts()
    layout = QTextLayout("Saga 英雄譚 ぁ", QLabel().font())
    layout.beginLayout(); layout.createLine(); layout.endLayout()
    runs = [(r.rawFont().familyName(), list(r.glyphIndexes())) for r in layout.glyphRuns()]
    print(json.dumps({"added": added, "runs": runs}))
    """
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fontconfig is Linux's")
@pytest.mark.parametrize(
    ("system_fonts", "registered"),
    [
        ("none", ["DejaVu Sans", "IPAGothic"]),
        ("dejavu-only", ["IPAGothic"]),
        ("dejavu-and-ipagothic", []),
    ],
)
def test_registered_fonts_show_english_and_japanese_where_the_system_cannot(
    tmp_path: Path, system_fonts: str, registered: list[str]
) -> None:
    """No glyph is missing (index 0, a box), whatever fonts the system has; a bundled face the
    system has already is not registered again (it is the same font, and registering it reads
    the whole file before the window's first paint)."""
    dejavu = Path("/usr/share/fonts/truetype/dejavu")
    ipa = Path("/usr/share/fonts/opentype/ipafont-gothic")
    if system_fonts != "none" and not dejavu.is_dir():
        pytest.skip("needs Debian's fonts-dejavu-core")
    if system_fonts == "dejavu-and-ipagothic" and not ipa.is_dir():
        pytest.skip("needs Debian's fonts-ipafont-gothic")
    dirs = "" if system_fonts == "none" else (
        f"<dir>{dejavu}</dir>"
        + (f"<dir>{ipa}</dir>" if system_fonts == "dejavu-and-ipagothic" else "")
        + '<include ignore_missing="yes">/etc/fonts/conf.d</include>'
    )
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        f"<fontconfig>{dirs}<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n",
        encoding="utf-8",
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(conf))
    result = subprocess.run(
        [sys.executable, "-c", _GLYPH_RUNS], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = json.loads(result.stdout)
    assert out["added"] == registered
    families = {family for family, _ in out["runs"]}
    glyphs = [g for _, indexes in out["runs"] for g in indexes]
    assert families == {"DejaVu Sans", "IPAGothic"}
    assert 0 not in glyphs
    assert len(glyphs) == len("Saga 英雄譚 ぁ")


def test_register_bundled_fonts_wants_an_application_first() -> None:
    result = subprocess.run(
        [sys.executable, "-c",
         "from saga_table.resources import register_bundled_fonts\n"
         "try:\n    register_bundled_fonts()\nexcept RuntimeError as e:\n    print(e)\n"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=True,
    )
    assert "QGuiApplication" in result.stdout


# ---------------------------------------------------------------------------- icon


def test_app_icon_is_a_256_px_png_rendered_from_the_svg() -> None:
    icons = ROOT / "resources" / "icons"
    svg = ET.parse(icons / "app.svg").getroot()
    assert svg.get("viewBox") == "0 0 256 256"
    png = (icons / "app.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)


def test_windows_icon_holds_every_size_from_16_to_256() -> None:
    ico = (ROOT / "resources" / "icons" / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


# ---------------------------------------------------------------------------- desktop entry


def test_desktop_entry_starts_saga_table_with_its_icon() -> None:
    path = ROOT / "packaging" / "saga-table.desktop"
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(path, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Name"] == "Saga Table"
    assert desktop["Exec"].split()[0] == "saga-table"
    assert desktop["Icon"] == "saga-table"
    assert desktop["Categories"].endswith(";")
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(
            ["desktop-file-validate", str(path)], capture_output=True, text=True, check=False
        )
        assert result.returncode == 0, result.stdout + result.stderr
