"""Identifiers and the small enumerations every rule area shares."""

from __future__ import annotations

from enum import StrEnum
from typing import NewType

__all__ = ["OPPONENT", "ObjectId", "PlayerId", "Zone"]

#: A player's seat in turn order: 0 is the first player.
PlayerId = NewType("PlayerId", int)

#: The goldfish opponent: the imaginary player a one-player game attacks (never a seat, never in
#: ``GameState.players``; its life is ``GameState.opponent``). Code that indexes the players
#: with a defender or a damaged player checks for it first.
OPPONENT = PlayerId(-1)

#: An object in the game (a card in a zone, a token, an ability on the stack). A card that moves
#: from one zone to another becomes a new object with a new id (400.7).
ObjectId = NewType("ObjectId", int)


class Zone(StrEnum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
