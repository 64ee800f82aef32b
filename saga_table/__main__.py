"""``python -m saga_table``: the same entry point as the ``saga-table`` command."""

from __future__ import annotations

import sys

from saga_table.cli import main

sys.exit(main())
