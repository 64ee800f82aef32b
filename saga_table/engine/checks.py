"""The checks action handlers share: the player is in the game, the object exists (and where),
a land may be played now, a spell may be cast now."""

from __future__ import annotations

from typing import Any

from saga_table.engine.cards import CardFace, Keyword
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = ["cast_timing_allowed", "existing_object", "land_play_allowed", "player_in_game"]

_FLASH = Keyword.FLASH.value


def existing_object(tx: Tx, oid: ObjectId, *, zone: Zone | None = None) -> Any:
    obj = tx.state.objects.get(oid)
    if obj is None:
        raise IllegalActionError(f"there is no object {oid} (it may have changed zones)")
    if zone is not None and obj.zone is not zone:
        raise IllegalActionError(f"{obj.name} is in the {obj.zone.value}, not the {zone.value}")
    return obj


def player_in_game(tx: Tx, player: PlayerId) -> PlayerId:
    if not 0 <= player < len(tx.state.players):
        raise IllegalActionError(f"there is no player {player}")
    if tx.state.players[player].left_game:
        raise IllegalActionError(f"{tx.state.players[player].name} has left the game")
    return player


def land_play_allowed(tx: Tx, player: PlayerId) -> None:
    """305.2: a land is played on its player's own turn, always; in a main phase with an empty
    stack and once a turn when the table enforces one land a turn (effects that allow more lands
    are common, and the table may not have told the app of the step or the stack). (Raises
    IllegalActionError.) A land an effect puts onto the battlefield is not played: the table
    puts it there instead."""
    st = tx.state
    name = st.players[player].name
    if player != st.turn.active:
        raise IllegalActionError(
            f"{name} plays lands on their own turn (305.2); put it onto the battlefield instead "
            "if an effect put it there"
        )
    if not st.rules.one_land_per_turn:
        return  # (the table plays its lands when it says: the step may not have been told yet)
    if st.turn.step is not Step.MAIN or st.stack:
        raise IllegalActionError("a land is played in a main phase with an empty stack (305.2)")
    if st.players[player].lands_played >= 1:
        raise IllegalActionError(f"{st.players[player].name} has already played a land this turn")


def cast_timing_allowed(tx: Tx, player: PlayerId, face: CardFace) -> None:
    """307.1, 117.1a: a spell that is not an instant and has no flash (702.8a) is cast in its
    caster's main phase while the stack is empty, when the game's rules say the app knows every
    card (``sickness_and_timing``, a goldfish game: at a paper table a card the app never saw may
    let it be cast any time). A spell cast while an effect resolves is the effect's to allow.
    (Raises IllegalActionError.)"""
    st = tx.state
    if not st.rules.sickness_and_timing or st.resolution is not None:
        return
    if "Instant" in face.card_types or _FLASH in face.keywords:
        return
    turn = st.turn
    if turn.active != player or turn.step is not Step.MAIN or st.stack:
        raise IllegalActionError(
            f"{face.name} can be cast only in your main phase while the stack is empty (307.1)"
        )
