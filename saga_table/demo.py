"""The built-in demo games: what the window opens on, and the tables the screenshots show.

* :func:`demo_game`: one player goldfishing a 60-card Saga deck, from the opening hand (keep or
  mulligan) on. This is what ``saga-table`` opens when no record is given.
* :func:`goldfish_midgame`: the same deck a few turns in, with Sagas on the battlefield, a chapter
  ability on the stack and a hand to play from.
* :func:`table_midgame`: four players at a paper table mid-game: a dozen permanents each, a monarch,
  and two chapter abilities on the stack that the active player has just ordered.

Card definitions come from the built-in catalog (:func:`saga_table.catalog.lookup.default_lookup`);
a name the catalog does not know falls back to a definition made here, so the demo always opens.
Every demo is a real :class:`~saga_table.engine.game.Game` built through actions, so its history
can be undone and its record saved like any other game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef, CreateTokenEffect, DrawEffect, Effect
from saga_table.engine.effects.scripted import simple_answer
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import (
    ChooseReadAheadDecision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
    RuleOptions,
)
from saga_table.engine.turns import Step

__all__ = [
    "DEMO_DECK",
    "DEMO_SEED",
    "CardResolver",
    "builtin_resolver",
    "default_resolver",
    "demo_deck",
    "demo_game",
    "demo_setup",
    "goldfish_midgame",
    "resolve_cards",
    "same_cards",
    "table_midgame",
]

CardResolver = Callable[[str], CardDef | None]

DEMO_SEED = 20260925

#: The goldfish deck: (count, name). 24 lands (four of them Urza's Saga) and 36 spells, most of
#: them Sagas.
DEMO_DECK: tuple[tuple[int, str], ...] = (
    (4, "History of Benalia"),
    (4, "Fable of the Mirror-Breaker"),
    (4, "The Eldest Reborn"),
    (4, "Summon: G.F. Ifrit"),
    (2, "Rite of Belzenlok"),
    (2, "Triumph of Gerrard"),
    (2, "The Flame of Keld"),
    (3, "Palace Sentinels"),
    (3, "Keldon Warcaller"),
    (4, "Lightning Bolt"),
    (4, "Swords to Plowshares"),
    (4, "Urza's Saga"),
    (7, "Plains"),
    (7, "Mountain"),
    (6, "Swamp"),
)


# ----------------------------------------------------------------------------- cards


def _saga(
    name: str, *, chapters: Mapping[int, str | tuple[str, Effect | None]], **faces: Any
) -> CardDef:
    """:meth:`CardDef.saga` taking a chapter's text alone or with its structured effect."""
    normal = {n: (v, None) if isinstance(v, str) else v for n, v in chapters.items()}
    return CardDef.saga(name, chapters=normal, **faces)


def _fallback_cards() -> dict[str, CardDef]:
    """Definitions made in code for when the catalog is missing a name (our own short words)."""
    saga = _saga
    land = CardDef.simple
    return {
        "History of Benalia": saga(
            "History of Benalia",
            name_ja="ベナリア史",
            mana_cost="{1}{W}{W}",
            mana_value=3,
            chapters={
                1: ("Make a 2/2 Knight token.", CreateTokenEffect("Knight", 1, 2, 2)),
                2: ("Make a 2/2 Knight token.", CreateTokenEffect("Knight", 1, 2, 2)),
                3: "Your Knights get +2/+1 this turn.",
            },
        ),
        "Fable of the Mirror-Breaker": saga(
            "Fable of the Mirror-Breaker",
            name_ja="鏡割りの寓話",
            mana_cost="{2}{R}",
            mana_value=3,
            chapters={
                1: ("Make a 2/2 Goblin Shaman token.", CreateTokenEffect("Goblin Shaman", 1, 2, 2)),
                2: "Discard up to two, then draw as many.",
                3: "Flip it: exile it and bring it back transformed.",
            },
        ),
        "The Eldest Reborn": saga(
            "The Eldest Reborn",
            name_ja="最古再誕",
            mana_cost="{4}{B}",
            mana_value=5,
            chapters={
                1: "Each opponent sacrifices a creature or planeswalker.",
                2: "Each opponent discards a card.",
                3: "Return a creature or planeswalker from a graveyard to you.",
            },
        ),
        "Urza's Saga": saga(
            "Urza's Saga",
            name_ja="ウルザの物語",
            card_types=("Enchantment", "Land"),
            subtypes=("Urza's", "Saga"),
            chapters={
                1: "It gains a mana ability.",
                2: "It gains: make a Construct token.",
                3: "Search for an artifact with mana cost {0} or {1}.",
            },
        ),
        "Summon: G.F. Ifrit": saga(
            "Summon: G.F. Ifrit",
            name_ja="召喚：G.F.イフリート",
            mana_cost="{2}{R}",
            mana_value=3,
            card_types=("Enchantment", "Creature"),
            subtypes=("Saga", "Demon"),
            power="3",
            toughness="2",
            chapters={1: "You may discard a card to draw a card.", 2: "Same.", 3: "Add {R}."},
        ),
        "Rite of Belzenlok": saga(
            "Rite of Belzenlok",
            name_ja="ベルゼンロック典礼",
            mana_cost="{2}{B}{B}",
            mana_value=4,
            chapters={
                1: ("Make two 0/1 Cleric tokens.", CreateTokenEffect("Cleric", 2, 0, 1)),
                2: ("Make two 0/1 Cleric tokens.", CreateTokenEffect("Cleric", 2, 0, 1)),
                3: "Make a 6/6 flying Demon token.",
            },
        ),
        "Triumph of Gerrard": saga(
            "Triumph of Gerrard",
            name_ja="ジェラードの勝利",
            mana_cost="{1}{W}",
            mana_value=2,
            chapters={
                1: "A +1/+1 counter on your biggest creature.",
                2: "Another one.",
                3: "It gains flying, first strike and lifelink this turn.",
            },
        ),
        "The Flame of Keld": saga(
            "The Flame of Keld",
            name_ja="ケルドの炎",
            mana_cost="{1}{R}",
            mana_value=2,
            chapters={
                1: "Discard your hand.",
                2: ("Draw two cards.", DrawEffect(2)),
                3: "Your red sources deal 2 more damage this turn.",
            },
        ),
        "Palace Sentinels": land(
            "Palace Sentinels",
            name_ja="宮殿の歩哨",
            subtypes=("Human", "Soldier"),
            power="2",
            toughness="4",
            mana_cost="{3}{W}",
            mana_value=4,
        ),
        "Keldon Warcaller": land(
            "Keldon Warcaller",
            name_ja="ケルドの戦呼び",
            subtypes=("Human", "Warrior"),
            power="2",
            toughness="2",
            mana_cost="{1}{R}",
            mana_value=2,
        ),
        "Lightning Bolt": land(
            "Lightning Bolt", name_ja="稲妻", card_types=("Instant",), mana_cost="{R}"
        ),
        "Swords to Plowshares": land(
            "Swords to Plowshares", name_ja="剣を鍬に", card_types=("Instant",), mana_cost="{W}"
        ),
        **{
            name: land(
                name, name_ja=ja, card_types=("Land",), supertypes=("Basic",), subtypes=(name,)
            )
            for name, ja in (
                ("Plains", "平地"),
                ("Island", "島"),
                ("Swamp", "沼"),
                ("Mountain", "山"),
                ("Forest", "森"),
            )
        },
    }


def default_resolver() -> CardResolver:
    """Resolve names through the app's card lookup (custom, imported, then built-in cards).

    The custom and imported cards are those of the user's data directory
    (:func:`saga_table.persistence.paths.app_paths`: ``--data-dir``, ``$SAGA_TABLE_DATA_DIR``,
    else the platform's, where ``saga-table cards import`` and Cards → Import put them). The
    lookup is built when this is called, so cards imported before are seen."""
    try:
        from saga_table.catalog.lookup import default_lookup
        from saga_table.persistence.paths import app_paths
    except ImportError:  # pragma: no cover - the catalog ships with the app
        return lambda name: None
    lookup = default_lookup(app_paths().data_dir)

    def resolve(name: str) -> CardDef | None:
        found = lookup.find(name)
        if found.problem is not None:  # a damaged card: its message, not "unknown card"
            raise LookupError(found.problem)
        return found.card

    return resolve


def builtin_resolver() -> CardResolver:
    """Resolve names through the built-in catalog alone.

    Quicker to set up than :func:`default_resolver` (no user card data to open: the app builds
    the demo game with it before its window is first painted), and the same answer for every
    name the user's custom and imported cards do not define again; :func:`same_cards` says
    whether that holds for the names at hand."""
    try:
        from saga_table.catalog.builtin import BuiltinSource
        from saga_table.catalog.lookup import CardLookup
    except ImportError:  # pragma: no cover - the catalog ships with the app
        return lambda name: None
    lookup = CardLookup([BuiltinSource()])
    return lambda name: lookup.find(name).card


def same_cards(names: Iterable[str], resolver: CardResolver, other: CardResolver) -> bool:
    """Whether two resolvers give the same card for each of ``names``."""
    return all(resolver(name) == other(name) for name in set(names))


def resolve_cards(names: Iterable[str], resolver: CardResolver | None = None) -> dict[str, CardDef]:
    """Each name's card: from the resolver, else a fallback made here, else a plain Saga."""
    resolve = resolver if resolver is not None else default_resolver()
    fallbacks = _fallback_cards()
    out: dict[str, CardDef] = {}
    for name in names:
        if name in out:
            continue
        card = resolve(name)
        if card is None:
            card = fallbacks.get(name) or _saga(
                name, chapters={1: "Chapter I.", 2: "Chapter II.", 3: "Chapter III."}
            )
        out[name] = card
    return out


def demo_deck(resolver: CardResolver | None = None) -> tuple[CardDef, ...]:
    """The 60 cards of the demo deck."""
    cards = resolve_cards((name for _, name in DEMO_DECK), resolver)
    return tuple(cards[name] for count, name in DEMO_DECK for _ in range(count))


def demo_setup(
    *, seed: int = DEMO_SEED, player_name: str = "Player", resolver: CardResolver | None = None
) -> GameSetup:
    """One player, the demo deck shuffled, an opening hand of seven to keep or mulligan; one
    land a turn, in a main phase with an empty stack (305.2: goldfishing for a kill turn
    counts on it, and the app knows every card of a goldfish game), no summoning-sick attacker
    (302.6) and sorcery-speed spells in the main phase (307.1), for the same reason."""
    player = PlayerSetup(player_name, library=demo_deck(resolver))
    return GameSetup(
        players=(player,),
        seed=seed,
        opening_hands=True,
        rules=RuleOptions(one_land_per_turn=True, sickness_and_timing=True),
    )


def demo_game(*, resolver: CardResolver | None = None, language: str = "en") -> Game:
    """The game the window opens on: goldfishing the demo deck, at the opening hand."""
    name = "プレイヤー" if language == "ja" else "Player"
    return Game(demo_setup(player_name=name, resolver=resolver))


# ----------------------------------------------------------------------------- building a game


@dataclass
class _Builder:
    """Plays a scripted game forward: answers decisions and resolves the stack the simple way."""

    game: Game
    carry_out: bool = True

    def do(self, action: a.Action) -> None:
        self.game.apply(action)

    def settle(self, *, keep_stack: bool = False) -> None:
        """Answer waiting decisions (triggers in the order they came, read ahead 1, keep, discard
        the last cards) and resolve the stack, unless ``keep_stack``."""
        for _ in range(200):
            state = self.game.state
            decision = state.decision
            if isinstance(decision, OrderTriggersDecision):
                self.do(a.OrderTriggers(tuple(t.id for t in decision.triggers)))
            elif isinstance(decision, ChooseReadAheadDecision):
                self.do(a.ChooseReadAhead(1))
            elif isinstance(decision, MulliganDecision):
                self.do(a.KeepHand(decision.player))
            elif isinstance(decision, DiscardToHandSizeDecision):
                hand = state.zone(decision.player, Zone.HAND)
                self.do(a.DiscardToHandSize(hand[-decision.count :]))
            elif (answer := simple_answer(state)) is not None:
                self.do(answer)  # a chapter's guided choice, the simple way
            elif state.stack and not keep_stack:
                self.do(a.ResolveTopOfStack(carry_out=self.carry_out))
            else:
                return
        raise RuntimeError("the demo game did not settle")  # pragma: no cover

    def to_turn(self, number: int, *, keep_stack: bool = False) -> None:
        """Pass turns until turn ``number``'s precombat main phase (leaving what triggered there
        on the stack if ``keep_stack``)."""
        for _ in range(500):
            turn = self.game.state.turn
            if turn.number == number and turn.step is Step.MAIN and turn.main_phases_begun == 1:
                self.settle(keep_stack=keep_stack)
                return
            if turn.number > number:
                raise RuntimeError(f"passed turn {number}")  # pragma: no cover
            self.settle()
            self.do(a.AdvanceStep())
        raise RuntimeError("the demo game did not reach its turn")  # pragma: no cover

    def put(self, player: int, *names: str) -> None:
        """Put cards named ``names`` from the player's hand onto the battlefield, one by one."""
        for name in names:
            self.do(a.PutOntoBattlefield(self.card_in_hand(player, name)))
            self.settle()

    def land(self, player: int, name: str) -> None:
        self.do(a.PlayLand(self.card_in_hand(player, name)))
        self.settle()

    def card_in_hand(self, player: int, name: str) -> ObjectId:
        state = self.game.state
        for oid in state.zone(PlayerId(player), Zone.HAND):
            if state.objects[oid].card.name.split(" // ")[0] == name:
                return oid
        raise KeyError(f"{name} is not in player {player}'s hand")  # pragma: no cover


_TABLE_PLAYERS = {
    "en": ("Alice", "Bruno", "Chen", "Dana", "Emi", "Farid", "Gina", "Hiro"),
    "ja": ("アリス", "ブルーノ", "チェン", "ダナ", "エミ", "ファリド", "ジーナ", "ヒロ"),
}

#: Per player: permanents from the start, Sagas put in the second round, cards to draw.
_TABLE_CARDS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (
        # One land more for each player whose creature The Eldest Reborn I takes (turn 7).
        ("Plains",) * 6 + ("Karn's Bastion", "Palace Sentinels", "Ornithopter"),
        ("History of Benalia", "Urza's Saga"),
    ),
    (
        ("Mountain",) * 6 + ("Keldon Warcaller", "Sol Ring"),
        ("Fable of the Mirror-Breaker", "Summon: G.F. Ifrit", "The Flame of Keld"),
    ),
    (
        ("Swamp",) * 6 + ("Thorn of the Black Rose", "Custodi Lich"),
        ("The Eldest Reborn", "Rite of Belzenlok"),
    ),
    (
        ("Forest",) * 4 + ("Island",) * 3 + ("Llanowar Elves", "Tom Bombadil"),
        ("Song of Freyalise", "Kiora Bests the Sea God"),
    ),
)

_FILLER = ("Lightning Bolt", "Swords to Plowshares", "Opt", "Plains", "Island")


def table_midgame(
    *, language: str = "en", resolver: CardResolver | None = None, players: int = 4
) -> Game:
    """Four players (or ``players``, up to eight, the others with the first four's cards),
    turn 11 (with four): the third player's precombat main phase has just begun, and the lore
    counters it put have triggered two chapter abilities, now ordered on the stack."""
    if not 1 <= players <= len(_TABLE_PLAYERS["en"]):
        raise ValueError(f"the demo table seats 1 to 8 players, not {players}")
    seats = [_TABLE_CARDS[i % len(_TABLE_CARDS)] for i in range(players)]
    names = {n for early, late in seats for n in (*early, *late)} | set(_FILLER)
    cards = resolve_cards(sorted(names), resolver)
    setups = []
    for seat, (early, late) in enumerate(seats):
        hand = tuple(cards[n] for n in (*early, *late))
        library = tuple(cards[_FILLER[(seat + i) % len(_FILLER)]] for i in range(24))
        setups.append(
            PlayerSetup(_TABLE_PLAYERS.get(language, _TABLE_PLAYERS["en"])[seat], library, hand)
        )
    game = Game(GameSetup(players=tuple(setups), seed=DEMO_SEED, shuffle=False))
    build = _Builder(game, carry_out=True)
    build.to_turn(1)
    for seat, (early, _late) in enumerate(seats):
        build.put(seat, *early)
    build.do(a.BecomeMonarch(PlayerId(0)))
    build.settle()
    # Second round: each player casts their Sagas on their own turn (turns 5 to 8 with four).
    for seat, (_early, late) in enumerate(seats):
        build.to_turn(players + 1 + seat)
        build.put(seat, *late)
    for seat, amount in ((1, -6), (2, -3), (3, -9), (0, 2)):
        if seat < players:
            build.do(a.ChangeLife(PlayerId(seat), amount))
    # Turn 11 with four (Chen's): the lore counters of the main phase trigger two chapters.
    build.to_turn(2 * players + 3, keep_stack=True)
    return game


def goldfish_midgame(*, language: str = "en", resolver: CardResolver | None = None) -> Game:
    """Goldfishing the demo deck on turn 4: Sagas in play, a chapter on the stack, a hand."""
    name = "プレイヤー" if language == "ja" else "Player"
    cards = resolve_cards((n for _, n in DEMO_DECK), resolver)
    opening = (
        "Plains",
        "Mountain",
        "History of Benalia",
        "Fable of the Mirror-Breaker",
        "Urza's Saga",
        "Swamp",
        "Lightning Bolt",
    )
    rest = [cards[n] for count, n in DEMO_DECK for _ in range(count)]
    for n in opening:
        rest.remove(cards[n])
    draws = ("Summon: G.F. Ifrit", "Mountain", "Keldon Warcaller", "The Eldest Reborn")
    for n in draws:
        rest.remove(cards[n])
    library = tuple(cards[n] for n in draws) + tuple(rest)
    player = PlayerSetup(name, library=library, hand=tuple(cards[n] for n in opening))
    game = Game(GameSetup(players=(player,), seed=DEMO_SEED, shuffle=False))
    build = _Builder(game, carry_out=True)
    build.to_turn(1)
    build.land(0, "Plains")
    build.to_turn(2)
    build.land(0, "Mountain")
    build.put(0, "History of Benalia")
    build.to_turn(3)
    build.land(0, "Urza's Saga")
    build.put(0, "Fable of the Mirror-Breaker")
    # Turn 4's lore counters trigger Benalia III, Fable II and Urza's Saga II; leave one waiting.
    build.to_turn(4, keep_stack=True)
    state = game.state
    while len(state.stack) > 1:
        build.do(a.ResolveTopOfStack(carry_out=True))
        build.settle(keep_stack=True)
        state = game.state
    build.do(a.PlayLand(build.card_in_hand(0, "Mountain")))
    return game
