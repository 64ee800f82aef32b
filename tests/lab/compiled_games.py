"""Play lab games and print what they showed, for tests/lab/test_compiled.py: run as a script in
a process of its own, on the compiled engine or (``SAGA_TABLE_COMPILED=0``) on the Python one.

    python tests/lab/compiled_games.py GAMES

Prints a JSON object: the engine that played (``saga_table.compiled.status()``), and for each
deck a digest of every game's result, action log and final state, and of a few games played
again with their history (the normal mode), events included.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from saga_table import compiled  # noqa: E402

compiled.enable()


def _decks() -> dict[str, tuple[object, ...]]:
    from saga_table.catalog.builtin import load_builtin_cards
    from saga_table.lab.command import load_deck

    cards = load_builtin_cards()
    lands = [c for c in cards if c.faces[0].card_types == ("Land",)]
    spells = [c for c in cards if "Land" not in c.faces[0].card_types]
    basics = [c for c in lands if "Basic" in c.faces[0].supertypes]
    # every built-in card but the lands once, and three of each creature card (two legendary
    # creatures of a name meet the legend rule, 704.5j), among basic lands of every colour: the
    # chapters, spells and decisions the demo deck never meets
    creatures = [c for c in spells if c.faces[0].card_types == ("Creature",)]
    everything = (
        tuple(spells) + tuple(creatures) * 2 + tuple(basics[i % len(basics)] for i in range(70))
    )
    return {
        "demo": load_deck(ROOT / "resources" / "docs" / "examples" / "demo-deck.txt"),
        "every built-in card": everything,
    }


def main() -> int:
    from saga_table.lab.player import Policy, play_game

    games = int(sys.argv[1])
    out: dict[str, object] = {"engine": compiled.status(), "decks": {}}
    for name, deck in _decks().items():
        digest = hashlib.sha256()
        for keep_history, count in ((False, games), (True, max(1, games // 20))):
            policy = Policy(turns=10, keep_history=keep_history)
            for number in range(1, count + 1):
                result, game = play_game(deck, policy, 7, number)  # type: ignore[arg-type]
                digest.update(repr(result).encode())
                digest.update(repr(game.actions).encode())
                digest.update(repr(game.state).encode())
                if keep_history:
                    for entry in game.history:
                        digest.update(repr(entry.events).encode())
        out["decks"][name] = digest.hexdigest()  # type: ignore[index]
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
