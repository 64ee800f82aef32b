"""PyInstaller runtime hook: give the bundled fontconfig a config where the system has none.

The Linux build bundles libfontconfig but not a fontconfig configuration. On a machine with no
``/etc/fonts/fonts.conf`` (a minimal container), fontconfig prints "Cannot load default config
file" and Qt sees no font at all; point it at ``packaging/fonts.conf``, bundled as
``fontconfig/fonts.conf``. A ``FONTCONFIG_FILE`` or ``FONTCONFIG_PATH`` set by the user wins.
"""

import os
import sys


def _use_bundled_fontconfig() -> None:
    if not sys.platform.startswith("linux"):
        return
    if "FONTCONFIG_FILE" in os.environ or "FONTCONFIG_PATH" in os.environ:
        return
    if os.path.exists("/etc/fonts/fonts.conf"):
        return
    bundled = os.path.join(sys._MEIPASS, "fontconfig", "fonts.conf")  # type: ignore[attr-defined]
    if os.path.exists(bundled):
        os.environ["FONTCONFIG_FILE"] = bundled


_use_bundled_fontconfig()
