"""The engine's door imports its action handlers when first needed."""

from __future__ import annotations


def test_the_action_handlers_are_imported_when_first_needed() -> None:
    """``engine.game`` imports the handlers (and the rule modules only they use) at the first
    action or at ``import_handlers``; the table it reads from then on is the handlers' own."""
    import subprocess
    import sys

    script = (
        "import sys; import saga_table.engine.game as g; "
        "print('saga_table.engine.handlers' in sys.modules); "
        "g.import_handlers(); from saga_table.engine import handlers; "
        "print(g.HANDLERS is handlers.HANDLERS)"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.split() == ["False", "True"]
