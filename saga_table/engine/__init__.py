"""The rules engine: pure Python, standard library only.

The game changes only through actions (:mod:`.actions`) applied by :class:`Game`; each returns
events (:mod:`.events`). Modules are split by rule area: turn structure (:mod:`.turns`,
:mod:`.turn_flow`), the stack and triggers (:mod:`.stack`), state-based actions (:mod:`.sba`),
counters and chapters (:mod:`.counters`), entering the battlefield (:mod:`.battlefield`),
characteristics and continuous effects (:mod:`.characteristics`), control changes
(:mod:`.control`), the Monarch (:mod:`.monarch`), combat (:mod:`.combat`), the paper table's
actions (:mod:`.table`), positions of a game joined in progress (:mod:`.position`), and the game
record (:mod:`.record`).
"""

from __future__ import annotations

from saga_table.engine import actions, events
from saga_table.engine.cards import CardDef, CardFace, Chapter
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import Edition, GameState, RuleOptions
from saga_table.engine.turns import Phase, Step
from saga_table.engine.tx import IllegalActionError

__all__ = [
    "CardDef",
    "CardFace",
    "Chapter",
    "Edition",
    "Game",
    "GameSetup",
    "GameState",
    "IllegalActionError",
    "ObjectId",
    "Phase",
    "PlayerId",
    "PlayerSetup",
    "RuleOptions",
    "Step",
    "Zone",
    "actions",
    "events",
]
