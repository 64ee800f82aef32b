"""What a lab run could not do, said in the lab window's status line: the chapters and spells the
scripted player could not carry out, and the games it could not finish (the report's
``not_carried_out`` and ``stopped``; the command line prints them in full)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from saga_table.qt.lab.chart import percent_text

__all__ = ["limits_text", "sentences"]


def sentences(*parts: str) -> str:
    """Sentences one after the other: a space after an English full stop, none after a
    Japanese one (「。」)."""
    out = ""
    for part in filter(None, parts):
        out += part if not out or out.endswith("。") else " " + part
    return out


def limits_text(report: dict[str, Any], shown_name: Callable[[str], str]) -> tuple[str, str]:
    """A sentence or two for the status line (the two chapters or spells met most often, then
    how many more; how many games stopped, and the first of them, to open on the table), and
    every one of them for its tooltip; ``("", "")`` when the run met none."""
    short: list[str] = []
    every: list[str] = []
    rows = sorted(report["not_carried_out"], key=lambda r: (-r["games"], r["card"]))
    named = [
        QCoreApplication.translate("LabDialog", "%1 in %2 of games")
        .replace("%1", " ".join(filter(None, (shown_name(r["card"]), r["chapter"]))))
        .replace("%2", percent_text(f"{100 * r['p']:.1f}"))
        for r in rows
    ]
    if named:
        separator = QCoreApplication.translate("LabDialog", "; ")
        shown = separator.join(named[:2])
        if len(named) > 2:
            more = QCoreApplication.translate("LabDialog", "and %1 more").replace(
                "%1", str(len(named) - 2)
            )
            shown += separator + more
        short.append(
            QCoreApplication.translate("LabDialog", "Not carried out by the lab: %1.").replace(
                "%1", shown
            )
        )
        every += named
    stopped = report["stopped"]
    if stopped:
        games = sum(r["games"] for r in stopped)
        first = min((r["example_games"][0] for r in stopped if r["example_games"]), default=1)
        short.append(
            QCoreApplication.translate(
                "LabDialog", "%1 games stopped where the lab could not go on (e.g. game %2)."
            )
            .replace("%1", f"{games:,}")
            .replace("%2", str(first))
        )
        every += [f"{r['reason']}: {r['games']:,}" for r in stopped]
    return sentences(*short), "\n".join(every)
