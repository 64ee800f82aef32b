"""The frozen app's entry script (PyInstaller's ``Analysis`` starts here): ``saga-table``."""

from __future__ import annotations

import sys

from saga_table.cli import main

if __name__ == "__main__":
    sys.exit(main())
