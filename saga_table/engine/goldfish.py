"""What a player goldfishing alone needs to see: the mana their untapped lands can make.

Costs are shown, not enforced: this summary is for the player to read.

>>> from saga_table.engine.cards import CardDef
>>> from saga_table.engine.setup import GameSetup, PlayerSetup
>>> from saga_table.engine.game import Game
>>> from saga_table.engine import actions as a
>>> plains = CardDef.simple("Plains", card_types=("Land",), subtypes=("Plains",))
>>> game = Game(GameSetup(players=(PlayerSetup("Ann", hand=(plains,)),), shuffle=False))
>>> _ = game.apply(a.PutOntoBattlefield(game.state.zone(0, "hand")[0]))
>>> mana_summary(game.state, 0)
{'W': 1}
"""

from __future__ import annotations

from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import PlayerId
from saga_table.engine.state import GameState

__all__ = ["BASIC_MANA", "mana_summary"]

BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def mana_summary(state: GameState, player: PlayerId) -> dict[str, int]:
    """Mana symbol -> how many untapped lands of ``player`` can make it.

    Basic land types give their colour (so a Saga land under Blood Moon makes R); a land with no
    basic land type counts as "C" here, a land the player taps for whatever its text says.
    """
    chars = compute_characteristics(state)
    out: dict[str, int] = {}
    for obj in state.permanents():
        if obj.controller != player or obj.tapped:
            continue
        c = chars[obj.id]
        if "Land" not in c.card_types:
            continue
        symbols = [BASIC_MANA[s] for s in c.subtypes if s in BASIC_MANA] or ["C"]
        for symbol in dict.fromkeys(symbols):
            out[symbol] = out.get(symbol, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: "WUBRGC".index(kv[0])))
