"""What the turn was told to do besides its usual course, in words, a line each: the phases
added and still to come (500.8), whose extra turns come next (500.7), who skips what (500.11).
The window's top bar shows these lines until each has happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from saga_table.engine.turns import Phase, Step
from saga_table.words.translation import listed, translate

if TYPE_CHECKING:
    from saga_table.engine.state import GameState

__all__ = ["turn_notes"]


def _what(value: str) -> str:
    from saga_table.words.game import phase_name, step_name

    if value in {p.value for p in Phase}:
        return phase_name(Phase(value))
    return step_name(Step(value))


def turn_notes(state: GameState) -> list[str]:
    """What the turn has been told to do besides its usual course, a line each, for the top
    bar: the phases added to this turn still to come (500.8), whose extra turns come next
    (500.7), and who skips what (500.11)."""
    short = {
        Phase.BEGINNING: translate("TurnNotes", "beginning"),
        Phase.MAIN: translate("TurnNotes", "main"),
        Phase.COMBAT: translate("TurnNotes", "combat"),
        Phase.ENDING: translate("TurnNotes", "ending"),
    }
    turn = state.turn
    lines = []
    added: dict[int, Phase] = {}  # (the phases added and still to come, by instance: 500.8)
    for slot in turn.remaining:
        if slot.extra and slot.instance != turn.slot.instance:
            added.setdefault(slot.instance, slot.phase)
    if added:
        lines.append(
            translate("TurnNotes", "Added to come: {phases}").format(
                phases=listed(short[p] for p in added.values())
            )
        )
    if turn.extra_turns:
        names = [state.players[p].name for p in turn.extra_turns]
        if len(names) == 1:
            lines.append(
                translate("TurnNotes", "Next: {player}'s extra turn").format(player=names[0])
            )
        else:
            lines.append(
                translate("TurnNotes", "Next: extra turns for {players}").format(
                    players=listed(names)
                )
            )
    for skip in turn.skips:
        name = state.players[skip.player].name
        if skip.this_turn_only is not None:
            if skip.this_turn_only != turn.number:
                continue  # (a skip of a turn gone by: it no longer applies)
            line = translate("TurnNotes", "{player} skips each {what} this turn")
        elif skip.count > 1:
            line = translate("TurnNotes", "{player} skips the next {count} × {what}")
        else:
            line = translate("TurnNotes", "{player} skips the next {what}")
        lines.append(line.format(player=name, what=_what(skip.what), count=skip.count))
    return lines
