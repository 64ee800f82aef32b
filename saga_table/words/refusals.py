"""The engine's refusals (``IllegalActionError``) in the player's language.

The engine says why it refuses an action in English, with names in it ("Grizzly Bears is tapped
and cannot attack"); the window shows that in its status bar. :func:`refusal_text` matches the
refusals a player can meet at the table against patterns and words them through
:func:`~saga_table.words.translation.translate`, the names kept; a refusal it does not know is
given as the engine wrote it (English), so nothing is ever lost.

>>> refusal_text("Grizzly Bears is tapped and cannot attack")
'Grizzly Bears is tapped and cannot attack'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from saga_table.words.translation import translate

__all__ = ["refusal_text"]


# (pattern of the engine's English, its sentence with the same {names}), asked for when needed
# (the translator may change); each text is written out in full so that pyside6-lupdate finds it.
_PATTERNS: tuple[tuple[str, Callable[[], str]], ...] = (
    (r"(?P<card>.+) is tapped and cannot attack", lambda: translate(
        "Refusals", "{card} is tapped and cannot attack")),
    (r"(?P<card>.+) came under its controller's control this turn and has no haste: it "
     r"cannot attack \(302\.6\)", lambda: translate(
        "Refusals", "{card} came under its controller's control this turn and has no haste: it "
        "cannot attack (302.6)")),
    (r"(?P<card>.+) is tapped and cannot block", lambda: translate(
        "Refusals", "{card} is tapped and cannot block")),
    (r"(?P<card>.+) has greater power than the Ring-bearer (?P<bearer>.+), so it cannot block "
     r"it \(701\.54c\)", lambda: translate(
        "Refusals", "{card} has greater power than the Ring-bearer {bearer}, so it cannot "
        "block it (701.54c)")),
    (r"(?P<card>.+) must attack an opponent", lambda: translate(
        "Refusals", "{card} must attack an opponent")),
    (r"(?P<card>.+) is not controlled by the active player", lambda: translate(
        "Refusals", "{card} is not controlled by the active player")),
    (r"(?P<card>.+) is not controlled by the player (?P<attacker>.+) attacks", lambda: translate(
        "Refusals", "{card} is not controlled by the player {attacker} attacks")),
    (r"(?P<card>.+) is declared twice", lambda: translate(
        "Refusals", "{card} is declared twice")),
    (r"(?P<card>.+) is already tapped", lambda: translate(
        "Refusals", "{card} is already tapped")),
    (r"(?P<card>.+) is already untapped", lambda: translate(
        "Refusals", "{card} is already untapped")),
    (r"(?P<card>.+) has no back face", lambda: translate(
        "Refusals", "{card} has no back face")),
    (r"(?P<card>.+) is a land: play it instead of casting it", lambda: translate(
        "Refusals", "{card} is a land: play it instead of casting it")),
    (r"(?P<card>.+) is a land: put it onto the battlefield instead", lambda: translate(
        "Refusals", "{card} is a land: put it onto the battlefield instead")),
    (r"(?P<card>.+) is not a permanent card: cast it instead", lambda: translate(
        "Refusals", "{card} is not a permanent card: cast it instead")),
    (r"(?P<card>.+) is not a land", lambda: translate("Refusals", "{card} is not a land")),
    (r"(?P<card>.+) is on the stack: resolve it instead", lambda: translate(
        "Refusals", "{card} is on the stack: resolve it instead")),
    (r"(?P<card>.+) is already on the battlefield", lambda: translate(
        "Refusals", "{card} is already on the battlefield")),
    (r"(?P<card>.+) transforms only as it becomes day or night \(702\.145b\)", lambda: translate(
        "Refusals", "{card} transforms only as it becomes day or night (702.145b)")),
    (r"(?P<player>.+) has already played a land this turn", lambda: translate(
        "Refusals", "{player} has already played a land this turn")),
    (r"(?P<player>.+) has left the game", lambda: translate(
        "Refusals", "{player} has left the game")),
    (r"(?P<player>.+)'s life is already (?P<life>-?\d+)", lambda: translate(
        "Refusals", "{player}'s life is already {life}")),
    (r"(?P<player>.+) already controls (?P<card>.+)", lambda: translate(
        "Refusals", "{player} already controls {card}")),
    (r"(?P<player>.+)'s hand is the cards the app holds: move cards instead", lambda: translate(
        "Refusals", "{player}'s hand is the cards the app holds: move cards instead")),
    (r"lands are played on your own turn \(305\.2\)", lambda: translate(
        "Refusals", "lands are played on your own turn (305.2)")),
    (r"(?P<card>.+) can be cast only in your main phase while the stack is empty \(307\.1\)",
     lambda: translate(
        "Refusals", "{card} can be cast only in your main phase while the stack is empty (307.1)")),
    (r"a land is played in a main phase with an empty stack \(305\.2\)", lambda: translate(
        "Refusals", "a land is played in a main phase with an empty stack (305.2)")),
    (r"attackers are declared in the declare attackers step", lambda: translate(
        "Refusals", "attackers are declared in the declare attackers step")),
    (r"attackers have already been declared this combat", lambda: translate(
        "Refusals", "attackers have already been declared this combat")),
    (r"blockers are declared in the declare blockers step", lambda: translate(
        "Refusals", "blockers are declared in the declare blockers step")),
    (r"combat damage has already been dealt in this step", lambda: translate(
        "Refusals", "combat damage has already been dealt in this step")),
    (r"combat damage is dealt in a combat damage step", lambda: translate(
        "Refusals", "combat damage is dealt in a combat damage step")),
    (r"the stack is empty", lambda: translate("Refusals", "the stack is empty")),
    (r"there is no (?P<step>.+) ahead in this turn", lambda: translate(
        "Refusals", "there is no {step} ahead in this turn")),
    (r"no player gets priority in the (?P<step>untap|cleanup) step \(502\.4, 514\.3\): pass the "
     r"turn instead", lambda: translate(
        "Refusals", "no player gets priority in the {step}: pass the turn instead")),
    (r"combat damage has not been dealt in this step: deal it first \(510\.1\), or go to the "
     r"next step to pass over it", lambda: translate(
        "Refusals", "combat damage has not been dealt in this step: deal it first (510.1), or "
        "go to the next step to pass over it")),
    (r"the stack is not empty: resolve or counter what is on it first", lambda: translate(
        "Refusals", "the stack is not empty: resolve or counter what is on it first")),
    (r"the game is over", lambda: translate("Refusals", "the game is over")),
    (r"the game has not started", lambda: translate("Refusals", "the game has not started")),
    (r"a decision is waiting to be answered first", lambda: translate(
        "Refusals", "a decision is waiting to be answered first")),
    (r"(?P<player>.+) must first answer: .*", lambda: translate(
        "Refusals", "{player} must first make the choice that waits")),
    (r"there is no goldfish opponent in this game", lambda: translate(
        "Refusals", "there is no goldfish opponent in this game")),
    (r"a life change of 0 changes nothing", lambda: translate(
        "Refusals", "a life change of 0 changes nothing")),
    (r"choose each target once \(115\.3\)", lambda: translate(
        "Refusals", "choose each target once (115.3)")),
    (r"that is not a legal target for this ability", lambda: translate(
        "Refusals", "that is not a legal target for this ability")),
    (r"press Done to finish", lambda: translate("Refusals", "press Done to finish")),
    (r"choose a creature you control as your Ring-bearer \(701\.54a\)", lambda: translate(
        "Refusals", "choose a creature you control as your Ring-bearer (701.54a)")),
)  # fmt: skip


@cache
def _compiled() -> tuple[tuple[re.Pattern[str], Callable[[], str]], ...]:
    """The patterns, compiled when the first refusal is shown (41 of them took ~2 ms of the
    window's start)."""
    return tuple((re.compile(p + r"\Z", re.DOTALL), text) for p, text in _PATTERNS)


def refusal_text(message: str) -> str:
    """``message`` (an engine refusal) in the UI language, its names kept; as it is if unknown."""
    for pattern, text in _compiled():
        found = pattern.match(message)
        if found is not None:
            words = found.groupdict()
            if "step" in words:
                words["step"] = _step_words(words["step"])
            return text().format(**words)
    return message


def _step_words(english: str) -> str:
    """A step named in a refusal ("declare attackers step", "postcombat main phase"), in the UI
    language; as it is if unknown."""
    from saga_table.engine.turns import Phase, Step
    from saga_table.words.game import phase_name, step_name

    if english == "main phase":
        return phase_name(Phase.MAIN)
    if english in ("precombat main phase", "postcombat main phase"):
        return step_name(Step.MAIN, precombat=english.startswith("pre"))
    value = english.removesuffix(" step")
    if value in {s.value for s in Step}:
        return step_name(Step(value))
    return english
