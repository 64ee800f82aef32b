"""CR 603: what a card's triggered ability can trigger on, beyond "enters" and "your upkeep".

Each test is a short game with a card that uses one trigger event (the cards are our own
stand-ins for the real ones named in the docstrings). 603.2: an ability triggers when its event
happens; 603.3: it is put on the stack the next time a player would receive priority; 603.4: an
intervening "if" is checked as it triggers and again as it resolves; 603.10a: abilities that
trigger on leaving the battlefield look back in time.
"""

from __future__ import annotations

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.card_codec import card_from_dict, card_to_dict
from saga_table.engine.cards import (
    CardDef,
    ContinuousEffectSpec,
    DiscardEffect,
    DrawEffect,
    GainLifeEffect,
    ScryEffect,
    SequenceEffect,
    TriggerCondition,
    TriggeredAbilitySpec,
)
from saga_table.engine.cards import TriggerEvent as T
from saga_table.engine.ids import Zone
from saga_table.engine.sba import settle
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseRoomDecision,
    OrderTriggersDecision,
    ResolveByHandDecision,
)
from saga_table.engine.turns import Step
from saga_table.engine.tx import Tx
from tests.engine.helpers import (
    ANN,
    BOB,
    ELDEST_REBORN,
    GRIZZLY_BEARS,
    HISTORY_OF_BENALIA,
    OPALESCENCE,
    advance,
    advance_to,
    in_hand,
    of_type,
    order_as_is,
    play,
    resolve,
    seat,
    table,
)


def watcher(name: str, event: T, text: str, **kw: object) -> CardDef:
    """An enchantment with one triggered ability: gain 1 life when it resolves."""
    return CardDef.simple(
        name,
        card_types=("Enchantment",),
        triggered_abilities=(
            TriggeredAbilitySpec(event, text, GainLifeEffect(1), **kw),  # type: ignore[arg-type]
        ),
    )


def waiting_texts(game) -> list[tuple[str, int]]:
    """The triggered abilities on the stack or waiting for it: (text, controller)."""
    state = game.state
    return [(i.text, int(i.controller)) for i in (*state.stack, *state.pending)]


VINEYARD = watcher(
    "Green Vineyard", T.BEGINNING_OF_EACH_PRECOMBAT_MAIN,
    "At the beginning of each player's precombat main phase, that player adds {G}{G}.",
)


def test_cr505_4_beginning_of_each_precombat_main_phase_triggers_on_every_turn() -> None:
    """Eladamri's Vineyard: Ann's enchantment triggers in Ann's and in Bob's main phase."""
    game = table(seat("Ann", VINEYARD), "Bob", in_main=False)
    advance_to(game, Step.MAIN, turn=1)
    play(game, ANN, VINEYARD.name)  # too late for this turn's
    assert waiting_texts(game) == []
    advance_to(game, Step.MAIN, turn=2)
    assert game.state.turn.active == BOB
    assert waiting_texts(game) == [(VINEYARD.front.triggered_abilities[0].text, 0)]


def test_cr714_3c_the_lore_counter_and_a_main_phase_trigger_are_ordered_together() -> None:
    """Ann's Saga's chapter II and her 'your precombat main phase' ability trigger together."""
    mine = watcher(
        "Main Watcher", T.BEGINNING_OF_YOUR_PRECOMBAT_MAIN,
        "At the beginning of your precombat main phase, gain 1 life.",
    )
    game = table(seat("Ann", HISTORY_OF_BENALIA, mine), "Bob")
    play(game, ANN, mine.name)
    play(game, ANN, HISTORY_OF_BENALIA.name)
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=3)
    advance(game, 2)  # draw, then main: two of Ann's abilities trigger at once
    decision = game.state.decision
    assert decision is not None and len(decision.triggers) == 2  # type: ignore[union-attr]


BUCCANEER = watcher(
    "Sea Raider", T.YOU_DISCARD, "Whenever you discard a card, gain 1 life."
)


def test_cr701_9_whenever_you_discard_a_card() -> None:
    """Glint-Horn Buccaneer: each card Ann discards triggers it once; Bob's discards do not."""
    game = table(seat("Ann", BUCCANEER, GRIZZLY_BEARS, GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    play(game, ANN, BUCCANEER.name)
    game.apply(a.MoveObject(in_hand(game, ANN, GRIZZLY_BEARS.name), Zone.GRAVEYARD))
    game.apply(a.MoveObject(in_hand(game, BOB, GRIZZLY_BEARS.name), Zone.GRAVEYARD))
    assert waiting_texts(game) == [("Whenever you discard a card, gain 1 life.", 0)]
    life = game.state.players[ANN].life
    resolve(game)
    assert game.state.players[ANN].life == life + 1


def test_cr601_2i_whenever_you_cast_a_spell() -> None:
    prowess = watcher("Spell Watcher", T.YOU_CAST_SPELL, "Whenever you cast a spell, gain 1 life.")
    game = table(seat("Ann", prowess, GRIZZLY_BEARS), "Bob")
    play(game, ANN, prowess.name)
    events = game.apply(a.CastSpell(in_hand(game, ANN, GRIZZLY_BEARS.name)))
    assert of_type(events, ev.AbilityTriggered)
    # the trigger goes on top of the spell and resolves first (603.3)
    assert [i.kind.value for i in game.state.stack] == ["spell", "triggered"]


def test_cr121_2_whenever_you_draw_a_card_triggers_once_per_card() -> None:
    sage = watcher("Page Turner", T.YOU_DRAW, "Whenever you draw a card, gain 1 life.")
    game = table(seat("Ann", sage), "Bob")
    play(game, ANN, sage.name)
    game.apply(a.DrawCards(BOB, 1))
    assert waiting_texts(game) == []
    game.apply(a.DrawCards(ANN, 2))
    decision = game.state.decision  # two at once: Ann orders them (603.3b)
    assert isinstance(decision, OrderTriggersDecision) and decision.player == ANN
    assert [t.text for t in decision.triggers] == ["Whenever you draw a card, gain 1 life."] * 2


def test_cr714_4_a_saga_sacrificed_is_a_sacrifice_and_a_saga_put_into_a_graveyard() -> None:
    """A Saga's final sacrifice triggers 'whenever you sacrifice a permanent' and 'whenever a Saga
    you control is put into a graveyard'."""
    sac = watcher("Altar Keeper", T.YOU_SACRIFICE, "Whenever you sacrifice a permanent, gain 1.")
    saga_gone = watcher(
        "Saga Mourner", T.SAGA_YOU_CONTROL_PUT_INTO_GRAVEYARD,
        "Whenever a Saga you control is put into a graveyard, gain 1.",
    )
    game = table(seat("Ann", sac, saga_gone, HISTORY_OF_BENALIA), "Bob")
    play(game, ANN, sac.name)
    play(game, ANN, saga_gone.name)
    saga = play(game, ANN, HISTORY_OF_BENALIA.name)
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 2))
    resolve(game)  # chapters II and III (an order decision for two at once? one by one here)
    while game.state.decision is not None or game.state.stack:
        if game.state.decision is not None:
            order = tuple(t.id for t in game.state.decision.triggers)  # type: ignore[union-attr]
            game.apply(a.OrderTriggers(order))
        else:
            texts = [i.text for i in game.state.stack]
            if any("gain 1" in t for t in texts):
                break
            game.apply(a.ResolveTopOfStack())
    assert not any(o.name == HISTORY_OF_BENALIA.name for o in game.state.permanents())
    texts = sorted(t for t, _ in waiting_texts(game) if "gain 1" in t)
    assert texts == [
        "Whenever a Saga you control is put into a graveyard, gain 1.",
        "Whenever you sacrifice a permanent, gain 1.",
    ]


def test_cr603_10a_a_graveyard_trigger_looks_at_the_permanent_as_it_last_was() -> None:
    """Leaving-the-battlefield triggers look back at the permanent as it last existed there
    (603.10a), with its effects: The Eldest Reborn, no longer a Saga by an effect, is put into
    a graveyard and "whenever a Saga you control is put into a graveyard" does not trigger;
    History of Benalia, a creature by Opalescence, dies and "whenever a creature dies" does."""
    saga_gone, dies = (
        CardDef.simple(  # (artifacts: Opalescence would make enchantments 0/0 creatures)
            name, card_types=("Artifact",),
            triggered_abilities=(TriggeredAbilitySpec(event, text, GainLifeEffect(1)),),
        )
        for name, event, text in (
            ("Saga Mourner", T.SAGA_YOU_CONTROL_PUT_INTO_GRAVEYARD,
             "Whenever a Saga you control is put into a graveyard, gain 1."),
            ("Grave Bell", T.CREATURE_DIES, "Whenever a creature dies, gain 1."),
        )
    )
    game = table(seat("Ann", saga_gone, dies, ELDEST_REBORN, OPALESCENCE, HISTORY_OF_BENALIA),
                 "Bob")
    play(game, ANN, saga_gone.name)
    play(game, ANN, dies.name)
    eldest = play(game, ANN, ELDEST_REBORN.name)
    resolve(game)
    game.apply(a.ApplyEffect((eldest,), ContinuousEffectSpec(remove_subtypes=("Saga",))))
    game.apply(a.MoveObject(eldest, Zone.GRAVEYARD))
    assert waiting_texts(game) == []
    play(game, ANN, OPALESCENCE.name)
    benalia = play(game, ANN, HISTORY_OF_BENALIA.name)
    resolve(game)
    game.apply(a.MoveObject(benalia, Zone.GRAVEYARD))
    assert sorted(t for t, _ in waiting_texts(game)) == [
        "Whenever a Saga you control is put into a graveyard, gain 1.",
        "Whenever a creature dies, gain 1.",
    ]


def test_cr603_10a_a_creature_dying_with_the_watcher_is_still_seen() -> None:
    """Blood Artist: it and a bear die at the same time (one board wipe); its ability looks back
    and triggers for both deaths."""
    artist = CardDef.simple(
        "Grave Singer",
        power="0",
        toughness="1",
        triggered_abilities=(
            TriggeredAbilitySpec(T.CREATURE_DIES, "Whenever a creature dies, gain 1 life."),
        ),
    )
    game = table(seat("Ann", artist, GRIZZLY_BEARS), "Bob")
    singer = play(game, ANN, artist.name)
    bear = play(game, ANN, GRIZZLY_BEARS.name)
    tx = Tx(game.state)  # the wipe resolves: both are destroyed at once
    tx.move(singer, Zone.GRAVEYARD)
    tx.move(bear, Zone.GRAVEYARD)
    settle(tx)
    pending = [i.text for i in (*tx.state.pending, *tx.state.stack)]
    assert pending == ["Whenever a creature dies, gain 1 life."] * 2


def test_cr603_6a_a_permanent_entering_under_your_control() -> None:
    ranger = watcher(
        "Field Ranger", T.PERMANENT_ENTERS_UNDER_YOUR_CONTROL,
        "Whenever a permanent enters under your control, gain 1 life.",
    )
    game = table(seat("Ann", ranger, GRIZZLY_BEARS), seat("Bob", GRIZZLY_BEARS))
    play(game, ANN, ranger.name)
    resolve(game)  # it saw itself enter (603.6a)
    play(game, ANN, GRIZZLY_BEARS.name)
    play(game, BOB, GRIZZLY_BEARS.name)
    assert waiting_texts(game) == [
        ("Whenever a permanent enters under your control, gain 1 life.", 0)
    ]


def test_cr714_2_the_final_chapter_ability_of_a_saga_you_control_resolves() -> None:
    """Tom Bombadil: only the final chapter's resolution triggers it, not chapter I or II."""
    tom = watcher(
        "Old Piper", T.FINAL_CHAPTER_ABILITY_YOU_CONTROL_RESOLVES,
        "Whenever the final chapter ability of a Saga you control resolves, gain 1 life.",
    )
    every = watcher(
        "Chapter Reader", T.CHAPTER_ABILITY_YOU_CONTROL_RESOLVES,
        "Whenever a chapter ability you control resolves, gain 1 life.",
    )
    game = table(seat("Ann", tom, every, HISTORY_OF_BENALIA), "Bob")
    play(game, ANN, tom.name)
    play(game, ANN, every.name)
    saga = play(game, ANN, HISTORY_OF_BENALIA.name)
    game.apply(a.ResolveTopOfStack())  # chapter I
    assert waiting_texts(game) == [(every.front.triggered_abilities[0].text, 0)]
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    game.apply(a.ResolveTopOfStack())  # chapter II
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    game.apply(a.ResolveTopOfStack())  # chapter III, the final one
    texts = sorted(t for t, _ in waiting_texts(game))
    if game.state.decision is not None:
        texts = sorted(t.text for t in game.state.decision.triggers)  # type: ignore[union-attr]
    assert texts == [
        "Whenever a chapter ability you control resolves, gain 1 life.",
        "Whenever the final chapter ability of a Saga you control resolves, gain 1 life.",
    ]


def test_cr714_2e_the_final_chapter_is_still_final_after_its_saga_has_left() -> None:
    """History of Benalia is returned to its owner's hand with chapter III on the stack; III
    still resolves (1.12), and it is the final chapter ability of a Saga Ann controlled, as
    the Saga last was on the battlefield (608.2h): Tom Bombadil's kind of watcher triggers."""
    tom = watcher(
        "Old Piper", T.FINAL_CHAPTER_ABILITY_YOU_CONTROL_RESOLVES,
        "Whenever the final chapter ability of a Saga you control resolves, gain 1 life.",
    )
    game = table(seat("Ann", tom, HISTORY_OF_BENALIA), "Bob")
    play(game, ANN, tom.name)
    saga = play(game, ANN, HISTORY_OF_BENALIA.name)
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    assert [i.chapter for i in game.state.stack] == [3]
    game.apply(a.MoveObject(saga, Zone.HAND))
    assert in_hand(game, ANN, HISTORY_OF_BENALIA.name) is not None
    game.apply(a.ResolveTopOfStack())
    assert waiting_texts(game) == [(tom.front.triggered_abilities[0].text, 0)]


def test_cr603_2_a_chapter_that_stops_for_a_choice_still_triggers_chapter_watchers() -> None:
    """A chapter that scries (its controller chooses before it has resolved) and a chapter
    resolved by hand (the players' own changes, then Done): each is a chapter ability that
    resolves, so "whenever a chapter ability you control resolves" triggers for each, and it
    goes on the stack once the choice is made (603.3)."""
    every = watcher(
        "Chapter Reader", T.CHAPTER_ABILITY_YOU_CONTROL_RESOLVES,
        "Whenever a chapter ability you control resolves, gain 1 life.",
    )
    seer = CardDef.saga(
        "Seer's Tale", chapters={1: ("Scry 1.", ScryEffect(1)), 2: "Draw.", 3: "Draw."}
    )
    game = table(seat("Ann", every, seer, HISTORY_OF_BENALIA), "Bob")
    play(game, ANN, every.name)
    saga = play(game, ANN, seer.name)
    game.apply(a.ResolveTopOfStack())  # chapter I: scry 1 asks where the top card goes
    decision = game.state.decision
    assert isinstance(decision, ArrangeTopDecision)
    assert waiting_texts(game) == []  # (nothing on the stack while the chapter resolves)
    game.apply(a.ArrangeTop(top=decision.cards, bottom=(), graveyard=()))
    assert waiting_texts(game) == [(every.front.triggered_abilities[0].text, 0)]
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))
    game.apply(a.ResolveByHand())  # chapter II, by hand
    assert isinstance(game.state.decision, ResolveByHandDecision)
    game.apply(a.FinishResolution())
    assert waiting_texts(game) == [(every.front.triggered_abilities[0].text, 0)]


def test_cr603_2_a_draw_before_a_chapter_asks_what_to_discard_triggers_draw_watchers() -> None:
    """A chapter draws a card, then asks which card to discard: the draw happened in the action
    that stopped for the choice, and "whenever you draw a card" triggers all the same, as the
    discard triggers "whenever you discard a card"."""
    sage = watcher("Page Turner", T.YOU_DRAW, "Whenever you draw a card, gain 1 life.")
    loot = CardDef.saga(
        "Looter's Tale",
        chapters={
            1: ("Draw a card, then discard a card.",
                SequenceEffect((DrawEffect(1), DiscardEffect(1)))),
            2: "Draw.",
            3: "Draw.",
        },
    )
    game = table(seat("Ann", sage, loot, GRIZZLY_BEARS), "Bob")
    play(game, ANN, sage.name)
    play(game, ANN, loot.name)
    game.apply(a.ResolveTopOfStack())
    decision = game.state.decision
    assert isinstance(decision, ChooseCardsDecision) and decision.purpose == "discard"
    game.apply(a.ChooseCards(decision.options[:1]))
    assert waiting_texts(game) == [("Whenever you draw a card, gain 1 life.", 0)]


def test_cr603_2_historians_boon_an_enchantment_enters_and_a_final_chapter_triggers() -> None:
    """Historian's Boon's kind: "whenever this or another nontoken enchantment you control
    enters" triggers for itself and for History of Benalia (not for a token, nor for Bob's);
    "whenever the final chapter ability of a Saga you control triggers" triggers as III does,
    before III resolves, and not for I or II."""
    boon = CardDef.simple(
        "Chronicler's Gift", card_types=("Enchantment",),
        triggered_abilities=(
            TriggeredAbilitySpec(T.NONTOKEN_ENCHANTMENT_ENTERS_UNDER_YOUR_CONTROL, "Soldier.",
                                 GainLifeEffect(1)),
            TriggeredAbilitySpec(T.FINAL_CHAPTER_ABILITY_YOU_CONTROL_TRIGGERS, "Angel.",
                                 GainLifeEffect(1)),
        ),
    )
    game = table(seat("Ann", boon, HISTORY_OF_BENALIA), seat("Bob", ELDEST_REBORN))
    play(game, ANN, boon.name)
    assert waiting_texts(game) == [("Soldier.", 0)]
    resolve(game)
    saga = play(game, ANN, HISTORY_OF_BENALIA.name)
    decision = game.state.decision  # the Saga's chapter I and the Gift's, at once: Ann orders
    assert isinstance(decision, OrderTriggersDecision)
    assert sorted(t.text for t in decision.triggers) == [
        "Create a 2/2 Knight with vigilance.", "Soldier."
    ]
    order_as_is(game)
    resolve(game)
    play(game, BOB, ELDEST_REBORN.name)  # Bob's enchantment: not Ann's
    assert all(t != "Soldier." for t, _ in waiting_texts(game))
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))  # II: not the final chapter
    assert all(t != "Angel." for t, _ in waiting_texts(game))
    resolve(game)
    game.apply(a.AddCounters(saga, "lore", 1))  # III, the final chapter, triggers
    decision = game.state.decision
    assert isinstance(decision, OrderTriggersDecision)
    assert sorted(t.text for t in decision.triggers) == [
        "Angel.", "Knights you control get +2/+1 until end of turn."
    ]


def test_cr507_1_and_511_1_beginning_of_combat_on_your_turn_and_end_of_combat() -> None:
    begin = watcher(
        "War Drum", T.BEGINNING_OF_COMBAT_ON_YOUR_TURN,
        "At the beginning of combat on your turn, gain 1 life.",
    )
    end = watcher("Peace Bell", T.END_OF_COMBAT, "At end of combat, gain 1 life.")
    game = table(seat("Ann", begin), seat("Bob", end))
    play(game, ANN, begin.name)
    play(game, BOB, end.name)
    advance_to(game, Step.BEGINNING_OF_COMBAT, turn=1)
    assert waiting_texts(game) == [("At the beginning of combat on your turn, gain 1 life.", 0)]
    resolve(game)
    advance_to(game, Step.END_OF_COMBAT, turn=1)
    assert waiting_texts(game) == [("At end of combat, gain 1 life.", 1)]
    resolve(game)
    advance_to(game, Step.BEGINNING_OF_COMBAT, turn=2)  # Bob's turn: the drum is Ann's
    assert waiting_texts(game) == []


def test_cr503_1a_and_513_1a_each_upkeep_and_each_end_step() -> None:
    up = watcher("Sun Dial", T.BEGINNING_OF_EACH_UPKEEP, "At the beginning of each upkeep, gain 1.")
    down = watcher(
        "Moon Dial", T.BEGINNING_OF_EACH_END_STEP, "At the beginning of each end step, gain 1."
    )
    game = table(seat("Ann", up, down), "Bob")
    play(game, ANN, up.name)
    play(game, ANN, down.name)
    advance_to(game, Step.END, turn=1)
    assert waiting_texts(game) == [("At the beginning of each end step, gain 1.", 0)]
    resolve(game)
    advance_to(game, Step.UPKEEP, turn=2)
    assert game.state.turn.active == BOB
    assert waiting_texts(game) == [("At the beginning of each upkeep, gain 1.", 0)]


def test_cr603_4_an_intervening_if_is_checked_as_it_triggers_and_as_it_resolves() -> None:
    """'At the beginning of your upkeep, if you are the monarch, gain 1 life': not the monarch,
    it does not trigger; the monarch, it triggers; the crown lost before it resolves, it does
    nothing."""
    crowned = watcher(
        "Crown Hall", T.BEGINNING_OF_YOUR_UPKEEP,
        "At the beginning of your upkeep, if you are the monarch, gain 1 life.",
        condition=TriggerCondition.YOU_ARE_THE_MONARCH,
    )
    game = table(seat("Ann", crowned), "Bob")
    play(game, ANN, crowned.name)
    advance_to(game, Step.UPKEEP, turn=3)
    assert waiting_texts(game) == []
    game.apply(a.BecomeMonarch(ANN))
    while not (game.state.turn.number == 5 and game.state.turn.step is Step.UPKEEP):
        game.apply(a.ResolveTopOfStack() if game.state.stack else a.AdvanceStep())
    assert len(waiting_texts(game)) == 1
    game.apply(a.BecomeMonarch(BOB))
    life = game.state.players[ANN].life
    events = resolve(game)
    assert game.state.players[ANN].life == life
    assert ev.NothingHappened("603.4", crowned.front.triggered_abilities[0].text) in events


def test_a_trigger_condition_round_trips_through_the_card_format() -> None:
    crowned = watcher(
        "Crown Hall", T.BEGINNING_OF_EACH_END_STEP, "text",
        condition=TriggerCondition.YOU_ARE_NOT_THE_MONARCH,
    )
    assert card_from_dict(card_to_dict(crowned)) == crowned


def _upkeep_watcher(condition: TriggerCondition) -> CardDef:
    return watcher(
        f"Watch ({condition.value})", T.BEGINNING_OF_YOUR_UPKEEP,
        f"At the beginning of your upkeep, if {condition.value}, gain 1 life.",
        condition=condition,
    )


def _to_anns_next_upkeep(game) -> None:
    turn = game.state.turn.number
    while not (game.state.turn.number > turn and game.state.turn.active == ANN
               and game.state.turn.step is Step.UPKEEP):
        game.apply(a.ResolveTopOfStack() if game.state.stack else a.AdvanceStep())


def test_cr603_4_702_131_if_you_have_the_citys_blessing() -> None:
    card = _upkeep_watcher(TriggerCondition.YOU_HAVE_THE_CITYS_BLESSING)
    game = table(seat("Ann", card), "Bob")
    play(game, ANN, card.name)
    _to_anns_next_upkeep(game)
    assert waiting_texts(game) == []
    game.apply(a.Ascend(ANN))  # an ascend spell with one permanent: no blessing (702.131a)
    assert not game.state.players[ANN].city_blessing
    for _ in range(9):
        game.apply(a.PutCardOntoBattlefield(GRIZZLY_BEARS, ANN))
    game.apply(a.Ascend(ANN))
    assert game.state.players[ANN].city_blessing
    _to_anns_next_upkeep(game)
    assert waiting_texts(game) == [(card.front.triggered_abilities[0].text, 0)]


def _answer(game) -> list[ev.Event]:
    """Answer what waits: triggers in the order they triggered, the first room offered."""
    decision = game.state.decision
    if isinstance(decision, OrderTriggersDecision):
        return list(game.apply(a.OrderTriggers(tuple(t.id for t in decision.triggers))))
    assert isinstance(decision, ChooseRoomDecision), decision
    return list(game.apply(a.ChooseRoom(decision.options[0])))


def test_cr603_4_725_if_you_have_the_initiative_is_checked_again_as_it_resolves() -> None:
    card = _upkeep_watcher(TriggerCondition.YOU_HAVE_THE_INITIATIVE)
    text = card.front.triggered_abilities[0].text
    game = table(seat("Ann", card), "Bob")
    play(game, ANN, card.name)
    game.apply(a.TakeTheInitiative(ANN))
    while game.state.stack or game.state.decision is not None:
        if game.state.decision is not None:
            _answer(game)
        else:
            game.apply(a.ResolveTopOfStack())
    turn = game.state.turn.number
    while not (game.state.turn.number > turn and game.state.turn.active == ANN
               and game.state.turn.step is Step.UPKEEP and not game.state.decision):
        if game.state.decision is not None:
            _answer(game)
        else:
            game.apply(a.ResolveTopOfStack() if game.state.stack else a.AdvanceStep())
    assert text in [t for t, _ in waiting_texts(game)]
    game.apply(a.TakeTheInitiative(BOB))  # Bob takes it before Ann's ability resolves
    life = game.state.players[ANN].life
    events: list[ev.Event] = []
    while game.state.stack or game.state.pending or game.state.decision is not None:
        if game.state.decision is not None:
            events += _answer(game)
        else:
            events += game.apply(a.ResolveTopOfStack())
    assert ev.NothingHappened("603.4", text) in events
    assert game.state.players[ANN].life == life


def test_cr603_4_702_178_a_max_speed_ability_only_at_speed_four() -> None:
    card = _upkeep_watcher(TriggerCondition.YOU_HAVE_MAX_SPEED)
    game = table(seat("Ann", card), "Bob")
    play(game, ANN, card.name)
    game.apply(a.StartYourEngines(ANN))
    _to_anns_next_upkeep(game)
    assert waiting_texts(game) == []
    assert game.state.players[ANN].speed == 1
    for _ in range(3):  # three of Ann's turns with Bob losing life: speed 2, 3, 4
        advance_to(game, Step.MAIN, turn=game.state.turn.number)
        game.apply(a.ChangeLife(BOB, -1))
        resolve(game)
        _to_anns_next_upkeep(game)
    assert game.state.players[ANN].speed == 4
    assert (card.front.triggered_abilities[0].text, 0) in waiting_texts(game)


def test_cr701_21a_a_treasure_sacrificed_by_its_player_is_a_sacrifice() -> None:
    """A player sacrificing a Treasure at the table (for its mana) had only "put into the
    graveyard", which no "whenever you sacrifice" sees; the Sacrifice action is one."""
    from saga_table.engine.cards import CardFace

    sac = watcher("Altar Keeper", T.YOU_SACRIFICE, "Whenever you sacrifice a permanent, gain 1.")
    treasure = CardDef(
        "Treasure", faces=(CardFace("Treasure", card_types=("Artifact",), subtypes=("Treasure",)),)
    )
    game = table(seat("Ann", sac), "Bob")
    play(game, ANN, sac.name)
    game.apply(a.CreateToken(ANN, card=treasure))
    token = next(o.id for o in game.state.permanents() if o.name == "Treasure")
    events = game.apply(a.SacrificePermanent(token))
    assert of_type(events, ev.PermanentSacrificed) == [
        ev.PermanentSacrificed(token, "Treasure", "701.21a")
    ]
    assert not any(o.name == "Treasure" for o in game.state.permanents())
    assert [t for t, _ in waiting_texts(game)] == ["Whenever you sacrifice a permanent, gain 1."]
    game.undo()
    game.apply(a.MoveObject(token, Zone.GRAVEYARD))  # put into the graveyard: no sacrifice
    assert waiting_texts(game) == []
