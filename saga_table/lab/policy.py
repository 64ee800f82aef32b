"""How the scripted goldfish player plays (:class:`Policy`, :class:`KeepRule`), the setup of a
lab game, and what one game showed (:class:`GameResult`). The player itself is
:mod:`saga_table.lab.player`, which gives these names too."""

from __future__ import annotations

from dataclasses import dataclass, field

from saga_table.engine.cards import CardDef
from saga_table.engine.ids import PlayerId
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import RuleOptions

__all__ = ["GOLDFISH", "ME", "GameResult", "KeepRule", "Policy", "game_seed", "lab_setup"]

ME = PlayerId(0)
GOLDFISH = PlayerId(1)


@dataclass(frozen=True, slots=True)
class KeepRule:
    """When to keep a hand (after the cards for the mulligans are put on the bottom)."""

    min_lands: int = 2
    max_lands: int = 5
    keep_with: tuple[str, ...] = ()
    keep_at: int = 5

    def keeps(self, lands: int, names: set[str], size: int) -> bool:
        if size <= self.keep_at:
            return True
        if self.keep_with and names.intersection(self.keep_with):
            return True
        return self.min_lands <= lands <= self.max_lands


@dataclass(frozen=True, slots=True)
class Policy:
    """How the scripted player plays; see the module's text."""

    turns: int = 10
    on_the_play: bool = True
    keep: KeepRule = field(default_factory=KeepRule)
    goldfish_life: int = 20
    #: The two seats' names, the deck's player's and the goldfish's (the window gives them in its
    #: language, for a game opened at the table; they change nothing of the play).
    names: tuple[str, str] = ("Player", "Goldfish")
    #: False: a light game for the lab (no undo snapshots, no event text); True: a normal game.
    keep_history: bool = False


def game_seed(seed: int, number: int) -> int:
    """The engine seed of game ``number`` (from 1) of a lab run seeded with ``seed``: each game
    has its own, so a game can be played again alone and the split among processes changes
    nothing."""
    return (seed * 1_000_003 + number) & 0xFFFF_FFFF_FFFF


#: The seats and rules of the last deck and policy set up (immutable values, the same for every
#: game of a run: only the seed changes from one game to the next).
_SEATS: list[tuple[tuple[CardDef, ...], Policy, tuple[PlayerSetup, ...], RuleOptions]] = []


def lab_setup(deck: tuple[CardDef, ...], policy: Policy, seed: int, number: int) -> GameSetup:
    """The setup of game ``number``: the deck's player and the goldfish, opening hands to keep."""
    last = _SEATS[0] if _SEATS else None
    if last is None or last[0] is not deck or last[1] is not policy:
        rules = RuleOptions(
            lose_at_zero_life=False,
            lose_drawing_from_empty_library=False,
            one_land_per_turn=True,
            sickness_and_timing=True,
            auto_order_identical_triggers=True,
        )
        players = (
            PlayerSetup(policy.names[0], library=deck),
            PlayerSetup(policy.names[1], life=policy.goldfish_life),
        )
        last = (deck, policy, players, rules)
        _SEATS[:] = (last,)
    return GameSetup(
        players=last[2],
        seed=game_seed(seed, number),
        rules=last[3],
        starting_player=0 if policy.on_the_play else 1,
        opening_hands=True,
    )


@dataclass(slots=True)
class GameResult:
    """What one game showed, turn by turn (turns are the player's own, from 1)."""

    number: int
    #: Mulligans taken; the hand kept has 7 minus this many cards.
    mulligans: int = 0
    #: Each card name's first position in the library as first shuffled (0 = top): the cards
    #: seen by turn N with no mulligan are the top 7 + (N - 1) (on the play).
    first_position: dict[str, int] = field(default_factory=dict)
    #: Lands in the first seven cards, before any mulligan.
    opening_lands: int = 0
    lands: list[int] = field(default_factory=list)
    damage: list[int] = field(default_factory=list)
    cast: dict[str, int] = field(default_factory=dict)
    chapters: dict[tuple[str, int], int] = field(default_factory=dict)
    #: (card, chapter or 0) -> the first turn a search by it found a card, and the card's types.
    found: dict[tuple[str, int], tuple[int, tuple[str, ...]]] = field(default_factory=dict)
    not_carried_out: set[tuple[str, int]] = field(default_factory=set)
    defaulted: int = 0
    stopped: str | None = None
    actions: int = 0

    def kill_turn(self, life: int) -> int | None:
        return next((i + 1 for i, d in enumerate(self.damage) if d >= life), None)
