"""Small builders for the rules tests: a table of players, named cards, and moves through a turn.

The cards are written here in code, in the project's own short words, so the rules tests do not
depend on the built-in catalog. A test reads like a game::

    game = table(seat("Ann", ELDEST_REBORN), "Bob")
    saga = play(game, ANN, "The Eldest Reborn")
    assert lore(game, saga) == 1 and stack_chapters(game) == [1]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import (
    AddManaEffect,
    BecomeMonarchEffect,
    CardDef,
    CardFace,
    Chapter,
    ContinuousEffectSpec,
    CounterDoublerScope,
    CreateTokenEffect,
    DrawEffect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    Keyword,
    Layout,
    Selector,
    StaticAbility,
    TriggeredAbilitySpec,
    TriggerEvent,
)
from saga_table.engine.characteristics import Characteristics, characteristics
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.state import GameObject, GameState, RuleOptions, StackItem
from saga_table.engine.turns import Step

ANN, BOB, CID, DEE = PlayerId(0), PlayerId(1), PlayerId(2), PlayerId(3)

E = TypeVar("E")

# ---------------------------------------------------------------------------- cards: Sagas

ISLAND = CardDef.simple("Island", card_types=("Land",), supertypes=("Basic",), subtypes=("Island",))

ELDEST_REBORN = CardDef.saga(
    "The Eldest Reborn",
    mana_cost="{4}{B}",
    mana_value=5,
    chapters={
        1: "Each opponent sacrifices a creature or planeswalker.",
        2: "Each opponent discards a card.",
        3: "Put a creature or planeswalker card from a graveyard onto the battlefield under your "
        "control.",
    },
)

_KNIGHT = CreateTokenEffect("Knight", power=2, toughness=2)

HISTORY_OF_BENALIA = CardDef.saga(
    "History of Benalia",
    mana_cost="{1}{W}{W}",
    mana_value=3,
    chapters={
        1: ("Create a 2/2 Knight with vigilance.", _KNIGHT),
        2: ("Create a 2/2 Knight with vigilance.", _KNIGHT),
        3: "Knights you control get +2/+1 until end of turn.",
    },
)

#: Doctor Who: "I, III" and "II, IV" chapter lines.
BLINK = CardDef.saga(
    "Blink",
    mana_cost="{1}{W}{U}",
    mana_value=3,
    chapters={
        1: "Return target nonland permanent to its owner's hand.",
        2: "Create a 2/1 Alien Angel token.",
        3: "Return target nonland permanent to its owner's hand.",
        4: "Create a 2/1 Alien Angel token.",
    },
)

#: Six chapters written as one line "I, II, III, IV, V, VI —".
ENTS = CardDef.saga(
    "Long List of the Ents",
    mana_cost="{G}",
    mana_value=1,
    chapters={
        n: "Note a creature type you haven't noted; the next one gets a counter."
        for n in range(1, 7)
    },
)

#: A two-chapter Saga.
NIGHT_OF_THE_DOCTOR = CardDef.saga(
    "The Night of the Doctor",
    mana_cost="{4}{W}{W}",
    mana_value=6,
    chapters={1: "Destroy all creatures.", 2: "Return target creature card from your graveyard."},
)

#: Enchantment Land — Urza's Saga.
URZAS_SAGA = CardDef.saga(
    "Urza's Saga",
    card_types=("Enchantment", "Land"),
    subtypes=("Urza's", "Saga"),
    chapters={
        1: 'Urza\'s Saga gains "{T}: Add {C}."',
        2: 'Urza\'s Saga gains "{2}, {T}: Create a 0/0 Construct."',
        3: "Search your library for an artifact card with mana cost {0} or {1}.",
    },
)

#: Read ahead (Dominaria United).
CRUELTY_OF_GIX = CardDef.saga(
    "The Cruelty of Gix",
    mana_cost="{2}{B}",
    mana_value=3,
    read_ahead=True,
    chapters={
        1: "Each opponent discards a card.",
        2: "Search your library for a card, put it into your hand, then lose 3 life.",
        3: "Put target creature card from a graveyard onto the battlefield under your control.",
    },
)

#: A Saga creature (FINAL FANTASY), as the seed article prints it.
SUMMON_IFRIT = CardDef.saga(
    "Summon: G.F. Ifrit",
    mana_cost="{2}{R}",
    mana_value=3,
    card_types=("Creature", "Enchantment"),
    subtypes=("Saga", "Demon"),
    power="3",
    toughness="2",
    chapters={
        1: "You may discard a card. If you do, draw a card.",
        2: "You may discard a card. If you do, draw a card.",
        3: ("Add {R}.", AddManaEffect("{R}")),
        4: ("Add {R}.", AddManaEffect("{R}")),
    },
)

#: A Saga creature with an ability in its lower text box (714.1a), written for these tests.
SUMMONED_KNIGHT = CardDef(
    name="Summon: Test Knight",
    faces=(
        CardFace(
            name="Summon: Test Knight",
            mana_value=4,
            card_types=("Enchantment", "Creature"),
            subtypes=("Saga", "Knight"),
            power="3",
            toughness="3",
            chapters=(Chapter(1, "Scry 1."), Chapter(2, "Draw a card.")),
            triggered_abilities=(
                TriggeredAbilitySpec(TriggerEvent.ATTACKS, "Whenever this attacks, gain 1 life."),
            ),
        ),
    ),
)

#: Kamigawa: Neon Dynasty: "III — Exile this Saga, then return it to the battlefield transformed".
AZUSAS_JOURNEYS = CardDef(
    name="Azusa's Many Journeys // Likeness of the Seeker",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(
            name="Azusa's Many Journeys",
            mana_value=2,
            card_types=("Enchantment",),
            subtypes=("Saga",),
            chapters=(
                Chapter(1, "You may play an additional land this turn."),
                Chapter(2, "You gain 3 life."),
                Chapter(
                    3,
                    "Exile this Saga, then return it to the battlefield transformed.",
                    effect=ExileAndReturnTransformedEffect(),
                ),
            ),
        ),
        CardFace(
            name="Likeness of the Seeker",
            card_types=("Enchantment", "Creature"),
            subtypes=("Human", "Monk"),
            power="3",
            toughness="3",
        ),
    ),
)

#: March of the Machine: a creature whose back face is a Saga.
ELESH_NORN = CardDef(
    name="Elesh Norn // The Argent Etchings",
    layout=Layout.TRANSFORM,
    faces=(
        CardFace(
            name="Elesh Norn",
            mana_value=3,
            supertypes=("Legendary",),
            card_types=("Creature",),
            subtypes=("Phyrexian", "Praetor"),
            power="3",
            toughness="5",
        ),
        CardFace(
            name="The Argent Etchings",
            card_types=("Enchantment",),
            subtypes=("Saga",),
            chapters=(
                Chapter(1, "Incubate 2 five times."),
                Chapter(2, "Double strike for your creatures."),
                Chapter(3, "Destroy all other permanents except artifacts, lands and Phyrexians."),
            ),
        ),
    ),
)

# ---------------------------------------------------------------------------- cards: the rest

HUMILITY = CardDef.simple(
    "Humility",
    card_types=("Enchantment",),
    mana_value=4,
    static_abilities=(
        StaticAbility(
            "All creatures lose all abilities and have base power and toughness 1/1.",
            Selector.ALL_CREATURES,
            ContinuousEffectSpec(lose_all_abilities=True, set_base_pt=(1, 1)),
        ),
    ),
)

OPALESCENCE = CardDef.simple(
    "Opalescence",
    card_types=("Enchantment",),
    mana_value=4,
    static_abilities=(
        StaticAbility(
            "Each other non-Aura enchantment is a creature with base power and toughness equal "
            "to its mana value.",
            Selector.OTHER_NON_AURA_ENCHANTMENTS,
            ContinuousEffectSpec(add_card_types=("Creature",), set_base_pt="mana value"),
        ),
    ),
)

BLOOD_MOON = CardDef.simple(
    "Blood Moon",
    card_types=("Enchantment",),
    mana_value=3,
    static_abilities=(
        StaticAbility(
            "Nonbasic lands are Mountains.",
            Selector.NONBASIC_LANDS,
            ContinuousEffectSpec(set_land_subtypes=("Mountain",)),
        ),
    ),
)

DOUBLING_SEASON = CardDef.simple(
    "Doubling Season",
    card_types=("Enchantment",),
    mana_value=5,
    static_abilities=(
        StaticAbility(
            "If an effect would put one or more counters on a permanent you control, it puts "
            "twice that many instead.",
            counter_doubler=CounterDoublerScope.EFFECT_ON_YOUR_PERMANENTS,
        ),
    ),
)

VORINCLEX = CardDef.simple(
    "Vorinclex, Monstrous Raider",
    supertypes=("Legendary",),
    power="6",
    toughness="6",
    mana_value=6,
    static_abilities=(
        StaticAbility(
            "If you would put one or more counters on a permanent or player, put twice that many.",
            counter_doubler=CounterDoublerScope.YOU_PUT,
        ),
    ),
)

BARBARA_WRIGHT = CardDef.simple(
    "Barbara Wright",
    supertypes=("Legendary",),
    subtypes=("Human", "Advisor"),
    power="1",
    toughness="3",
    mana_value=2,
    static_abilities=(
        StaticAbility(
            "Sagas you control have read ahead.",
            Selector.SAGAS_YOU_CONTROL,
            ContinuousEffectSpec(add_keywords=(Keyword.READ_AHEAD.value,)),
        ),
    ),
)

CUSTODI_LICH = CardDef.simple(
    "Custodi Lich",
    subtypes=("Zombie", "Cleric"),
    power="4",
    toughness="2",
    mana_value=5,
    triggered_abilities=(
        TriggeredAbilitySpec(
            TriggerEvent.ENTERS,
            "When Custodi Lich enters, you become the monarch.",
            BecomeMonarchEffect(),
        ),
        TriggeredAbilitySpec(
            TriggerEvent.YOU_BECOME_MONARCH,
            "Whenever you become the monarch, target player sacrifices a creature.",
        ),
    ),
)

PALACE_JAILER = CardDef.simple(
    "Palace Jailer",
    subtypes=("Human", "Soldier"),
    power="2",
    toughness="2",
    mana_value=4,
    triggered_abilities=(
        TriggeredAbilitySpec(
            TriggerEvent.ENTERS,
            "When Palace Jailer enters, you become the monarch.",
            BecomeMonarchEffect(),
        ),
    ),
)

#: A trigger at the beginning of combat, to see going to a step stop where it triggers.
WAR_DRUM = CardDef.simple(
    "War Drum",
    card_types=("Enchantment",),
    triggered_abilities=(
        TriggeredAbilitySpec(
            TriggerEvent.BEGINNING_OF_COMBAT_ON_YOUR_TURN,
            "At the beginning of combat on your turn, gain 1 life.",
            GainLifeEffect(1),
        ),
    ),
)
GRIZZLY_BEARS = CardDef.simple("Grizzly Bears", subtypes=("Bear",), power="2", toughness="2")
HILL_GIANT = CardDef.simple("Hill Giant", subtypes=("Giant",), power="3", toughness="3")
YOUTHFUL_KNIGHT = CardDef.simple(
    "Youthful Knight",
    subtypes=("Human", "Knight"),
    power="2",
    toughness="1",
    keywords=(Keyword.FIRST_STRIKE.value,),
)
SWIFTBLADE = CardDef.simple(
    "Boros Swiftblade",
    subtypes=("Human", "Soldier"),
    power="1",
    toughness="2",
    keywords=(Keyword.DOUBLE_STRIKE.value,),
)
GHALTA = CardDef.simple(
    "Ghalta, Primal Hunger",
    supertypes=("Legendary",),
    subtypes=("Elder", "Dinosaur"),
    power="12",
    toughness="12",
)
ISAMARU = CardDef.simple(
    "Isamaru, Hound of Konda",
    supertypes=("Legendary",),
    subtypes=("Dog",),
    power="2",
    toughness="2",
)
TIME_STOP = CardDef.simple("Time Stop", card_types=("Instant",), text="End the turn.", mana_value=6)
MANDATE_OF_PEACE = CardDef.simple(
    "Mandate of Peace", card_types=("Instant",), text="End the combat phase.", mana_value=2
)
LIGHTNING_BOLT = CardDef.simple(
    "Lightning Bolt", card_types=("Instant",), text="Deal 3 damage to any target.", mana_value=1
)
DIVINATION = CardDef.simple(
    "Divination", card_types=("Sorcery",), text="Draw two cards.", mana_value=3
)

#: "At the beginning of your end step" and "upkeep" triggers, for turn-structure tests.
END_STEP_WATCHER = CardDef.simple(
    "Twilight Watcher",
    card_types=("Enchantment",),
    triggered_abilities=(
        TriggeredAbilitySpec(
            TriggerEvent.BEGINNING_OF_YOUR_END_STEP,
            "At the beginning of your end step, draw.",
            DrawEffect(1),
        ),
    ),
)
UPKEEP_WATCHER = CardDef.simple(
    "Dawn Watcher",
    card_types=("Enchantment",),
    triggered_abilities=(
        TriggeredAbilitySpec(
            TriggerEvent.BEGINNING_OF_YOUR_UPKEEP, "At the beginning of your upkeep, gain 1 life."
        ),
    ),
)


# ---------------------------------------------------------------------------- the table


def seat(
    name: str,
    *hand: CardDef,
    library: int | tuple[CardDef, ...] = 20,
    life: int | None = None,
    commander: CardDef | None = None,
) -> PlayerSetup:
    """A player with these cards in hand and a library (a number of Islands, or given cards)."""
    cards = (ISLAND,) * library if isinstance(library, int) else library
    return PlayerSetup(name, library=cards, hand=hand, life=life, commander=commander)


def table(*seats: str | PlayerSetup, first: int = 0, in_main: bool = True, **rules: Any) -> Game:
    """A game with these players (a name gives a player with 20 Islands and an empty hand).

    It waits in the first player's precombat main phase of turn 1, or with ``in_main=False`` in
    their first upkeep (where the engine starts a game). Keyword arguments are
    :class:`RuleOptions`."""
    players = tuple(seat(s) if isinstance(s, str) else s for s in seats)
    game = Game(
        GameSetup(players=players, rules=RuleOptions(**rules), starting_player=first, shuffle=False)
    )
    if in_main:
        advance_to(game, Step.MAIN, turn=1, precombat=True)
    return game


# ---------------------------------------------------------------------------- finding things


def of_type(events: Iterable[object], cls: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, cls)]


def in_hand(game: Game, player: PlayerId, name: str) -> ObjectId:
    for oid in game.state.zone(player, Zone.HAND):
        if game.state.objects[oid].card.name == name or game.state.objects[oid].name == name:
            return oid
    raise AssertionError(f"no {name!r} in player {player}'s hand")


def in_zone(game: Game, player: PlayerId, zone: Zone) -> list[str]:
    return [game.state.objects[i].name for i in game.state.zone(player, zone)]


def perm(game: Game, name: str) -> ObjectId:
    """The one permanent named ``name`` (its face up now)."""
    found = [o.id for o in game.state.permanents() if name in (o.name, o.card.name)]
    assert len(found) == 1, f"{len(found)} permanents named {name!r}"
    return found[0]


def on_battlefield(game: Game, name: str) -> bool:
    return any(name in (o.name, o.card.name) for o in game.state.permanents())


def obj(game: Game, oid: ObjectId) -> GameObject:
    return game.state.objects[oid]


def lore(game: Game, oid: ObjectId) -> int:
    return game.state.objects[oid].counters["lore"]


def chars(game: Game, oid: ObjectId) -> Characteristics:
    return characteristics(game.state, oid)


def stack_chapters(game: Game) -> list[int]:
    """Chapter numbers of the chapter abilities on the stack, bottom first."""
    return [i.chapter for i in game.state.stack if i.chapter is not None]


def top(game: Game) -> StackItem:
    assert game.state.stack, "the stack is empty"
    return game.state.stack[-1]


def entered(events: Iterable[object]) -> ObjectId:
    """The permanent that entered last among these events."""
    found = of_type(events, ev.PermanentEntered)
    assert found, "nothing entered the battlefield"
    return found[-1].object


# ---------------------------------------------------------------------------- moves


def play(
    game: Game,
    player: PlayerId,
    name: str,
    *,
    read_ahead: int | None = None,
    controller: PlayerId | None = None,
) -> ObjectId:
    """Put the card named ``name`` from ``player``'s hand onto the battlefield; its new id."""
    card = in_hand(game, player, name)
    events = game.apply(a.PutOntoBattlefield(card, controller=controller, read_ahead=read_ahead))
    return entered(events)


def resolve(game: Game, count: int | None = None) -> list[ev.Event]:
    """Resolve the top of the stack ``count`` times (all of it by default)."""
    events: list[ev.Event] = []
    n = 0
    while game.state.stack and (count is None or n < count):
        assert game.state.decision is None, f"a decision waits: {game.state.decision}"
        events += game.apply(a.ResolveTopOfStack())
        n += 1
    return events


def order_as_is(game: Game) -> list[ev.Event]:
    """Answer an order-triggers decision with the abilities in the order they triggered."""
    decision = game.state.decision
    assert decision is not None and hasattr(decision, "triggers"), decision
    return list(game.apply(a.OrderTriggers(tuple(t.id for t in decision.triggers))))


def advance(game: Game, times: int = 1) -> list[ev.Event]:
    events: list[ev.Event] = []
    for _ in range(times):
        events += game.apply(a.AdvanceStep())
    return events


def advance_to(
    game: Game,
    step: Step,
    *,
    turn: int | None = None,
    precombat: bool | None = None,
    limit: int = 80,
) -> list[ev.Event]:
    """Pass priority with an empty stack until ``step`` (of ``turn``) begins; the events."""
    events: list[ev.Event] = []
    for _ in range(limit):
        new = game.apply(a.AdvanceStep())
        events += new
        began = of_type(new, ev.StepBegan)
        state = game.state
        if (
            began
            and began[-1].step is step
            and state.turn.step is step
            and (turn is None or state.turn.number == turn)
            and (precombat is None or began[-1].precombat == precombat)
        ):
            return events
    raise AssertionError(f"never reached {step} (turn {turn})")


def to_precombat_main(game: Game, turn: int | None = None) -> list[ev.Event]:
    """To the precombat main phase of ``turn`` (the next one by default)."""
    return advance_to(game, Step.MAIN, turn=turn, precombat=True)


def steps_began(events: Iterable[object]) -> list[str]:
    """The steps that began, by name (a main phase says whether it is pre- or postcombat)."""
    out = []
    for e in of_type(events, ev.StepBegan):
        if e.step is Step.MAIN:
            out.append("precombat main" if e.precombat else "postcombat main")
        else:
            out.append(e.step.value)
    return out


#: A player's gesture: the action to take, read off the state it is taken in.
Gesture = Callable[[GameState], a.Action]


def play_both(games: tuple[Game, Game], gestures: list[Gesture]) -> None:
    """Each gesture on both games (headless, then with history); after each, the two states
    are equal."""
    light, full = games
    for gesture in gestures:
        light.apply(gesture(light.state))
        full.apply(gesture(full.state))
        assert light.state == full.state, gesture


@contextmanager
def steps_passed_at_once(step: Step | None = None) -> Iterator[list[int]]:
    """How many steps (of ``step`` only, when given) the headless passages passed at once
    meanwhile (``turn_flow._passes_at_once``), in a one-item list read after the block."""
    import saga_table.engine.turn_flow as turn_flow

    original = turn_flow._passes_at_once
    count = [0]

    def counting(tx: Any, slot: Any, *args: Any) -> bool:
        passed: bool = original(tx, slot, *args)
        count[0] += passed and (step is None or slot.step is step)
        return passed

    turn_flow._passes_at_once = counting
    try:
        yield count
    finally:
        turn_flow._passes_at_once = original
