"""The frozen app's entry script (PyInstaller's ``Analysis`` starts here): ``saga-table``."""

from __future__ import annotations

import re
import sys

#: The command that ``multiprocessing`` gives the interpreter it starts as its resource tracker
#: (after the interpreter's flags), with the pipe's file descriptor.
_RESOURCE_TRACKER = re.compile(
    r"from multiprocessing\.resource_tracker import main;\s*main\((\d+)\)"
)


def run_multiprocessing_helper(argv: list[str]) -> bool:
    """Run the process that ``multiprocessing`` started from this executable, if it is one.

    The lab's worker pool ("spawn") starts this executable again, as a frozen app has no
    interpreter to start: with ``--multiprocessing-fork`` for a worker, and with the
    interpreter's flags and ``-c "from multiprocessing.resource_tracker import main;main(FD)"``
    for the resource tracker. Such a process runs what it was started for and exits here,
    before the command line would refuse its arguments. (This is PyInstaller's
    ``pyi_rth_multiprocessing`` runtime hook, which the spec leaves out: that hook imported
    ``multiprocessing``, ``socket``, ``subprocess`` and ``pickle``, some 25 modules, at every
    start of the app, before the window.) Returns False for any other command line."""
    if len(argv) > 1 and argv[1] == "--multiprocessing-fork":
        from multiprocessing.spawn import freeze_support

        freeze_support()  # runs the worker, then exits
        return True
    if "-c" in argv:
        at = argv.index("-c")
        flags, command = argv[1:at], argv[at + 1 : at + 2]
        tracker = _RESOURCE_TRACKER.fullmatch(command[0]) if command else None
        if tracker is not None and all(flag.startswith("-") for flag in flags):
            from multiprocessing.resource_tracker import main as resource_tracker

            resource_tracker(int(tracker.group(1)))
            return True
    return False


if __name__ == "__main__":
    if getattr(sys, "frozen", False) and run_multiprocessing_helper(sys.argv):
        sys.exit()
    from saga_table.cli import main

    sys.exit(main())
