"""Saying in the UI language what a file that was only partly used left out.

The persistence layer words its warnings in English, for logs and the command line
("action 37 (AddCounters) is not legal: ...; the game was loaded up to action 36"). The window
shows them to the player in their language: the known sentences are recognised here and worded
again with ``tr``; what is particular to the file (the engine's reason, a key path) stays as it is.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

__all__ = [
    "not_opened_text",
    "partly_used_text",
    "settings_warning_text",
    "unusable_autosave_text",
]

translate = QCoreApplication.translate

_TORN = (
    "the last step was being saved when the app stopped and was left out "
    "(everything before it was restored)"
)
_STOPPED = re.compile(
    r"^action (?P<n>\d+) \((?P<kind>[^)]*)\) (?P<why>.*); the game was (?P<verb>loaded|resumed) "
    r"up to action (?P<upto>\d+)(?: \((?P<left>\d+) later actions? left out\))?"
    r"(?P<redo>; the redo history was left out)?$",
    re.S,
)
_STEPS = re.compile(
    r"^(?P<why>.*); the game was resumed from the steps before it"
    r"(?: \((?P<left>\d+) later steps? left out\))?$",
    re.S,
)
_REDO = re.compile(
    r"^the redo history was cut: undone action (?P<n>\d+) \((?P<kind>[^)]*)\) (?P<why>.*)$", re.S
)


def partly_used_text(warning: str) -> str:
    """A warning of a game opened or resumed in part (``LoadResult.warning``,
    ``ResumeOffer.warning``), worded in the UI language."""
    if warning == _TORN:
        return translate(
            "PartlyUsed",
            "The last step was being saved when Saga Table stopped; it was left out. "
            "Everything before it was restored.",
        )
    if m := _STOPPED.match(warning):
        text = translate(
            "PartlyUsed",
            "Action {n} ({kind}) could not be used, so the game goes up to action {upto}.",
        ).format(n=m["n"], kind=m["kind"], upto=m["upto"])
        if m["left"]:
            text = _then(text) + translate(
                "PartlyUsed", "{count} later action(s) were left out."
            ).format(count=m["left"])
        if m["redo"]:
            text = _then(text) + translate("PartlyUsed", "The redo history was left out.")
        return text + "\n\n" + _action_reason(m["why"])
    if m := _STEPS.match(warning):
        text = translate("PartlyUsed", "The game was resumed from the steps before a damaged one.")
        if m["left"]:
            text = _then(text) + translate(
                "PartlyUsed", "{count} later step(s) were left out."
            ).format(count=m["left"])
        return text + "\n\n" + _reason(m["why"])
    if m := _REDO.match(warning):
        text = translate(
            "PartlyUsed", "The redo history was cut at undone action {n} ({kind})."
        ).format(n=m["n"], kind=m["kind"])
        return text + "\n\n" + _action_reason(m["why"])
    return (
        translate("PartlyUsed", "Part of the file could not be used.") + "\n\n" + _reason(warning)
    )


def _then(text: str) -> str:
    """``text`` ready for the next sentence: a space after English, none after Japanese."""
    return text if text.endswith(("。", "）")) else text + " "


def _action_reason(why: str) -> str:
    """Why an action could not be used: "is not legal: ..." (the engine's words stay)."""
    for head, text in (
        ("is not legal: ", translate("PartlyUsed", "It is not legal at that point: {detail}")),
        ("could not be read: ", translate("PartlyUsed", "It could not be read: {detail}")),
    ):
        if why.startswith(head):
            return text.format(detail=why[len(head) :])
    return _reason(why)


def _reason(detail: str) -> str:
    return translate("PartlyUsed", "Details: {detail}").format(detail=detail)


def not_opened_text(detail: str) -> str:
    """The game named on the command line could not be opened at all: the demo game is shown."""
    return (
        translate("PartlyUsed", "The game could not be opened, so the demo game is shown instead.")
        + "\n\n"
        + _reason(detail)
    )


def unusable_autosave_text(detail: str) -> str:
    """The autosave journal cannot be used at all (damaged header, newer version)."""
    return (
        translate(
            "PartlyUsed",
            "The game left in progress could not be restored. Its autosave stays on disk "
            "until a new game has made its first move.",
        )
        + "\n\n"
        + _reason(detail)
    )


def settings_warning_text(detail: str) -> str:
    """The settings file was damaged (``LoadedSettings.warning``)."""
    return (
        translate(
            "PartlyUsed",
            "The settings file could not be fully used: what could be read was kept, the rest is "
            "back to the defaults, and the damaged file was set aside.",
        )
        + "\n\n"
        + _reason(detail)
    )
