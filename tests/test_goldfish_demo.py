"""The built-in demo deck, goldfished for ten turns by a scripted player, then replayed."""

from __future__ import annotations

import json

from saga_table.demo import DEMO_DECK, demo_game
from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.game import Game
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.stack import PERMANENT_TYPES
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseModeDecision,
    ChooseNumberDecision,
    ChooseReadAheadDecision,
    ChooseTargetsDecision,
    ChooseYesNoDecision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
    ResolveByHandDecision,
)
from saga_table.engine.turns import Step

ME = PlayerId(0)


def answer(game: Game) -> bool:
    """Answer a waiting decision the simple way; False if none was waiting."""
    d = game.state.decision
    if isinstance(d, MulliganDecision):
        game.apply(a.KeepHand(ME, game.state.zone(ME, Zone.HAND)[: d.mulligans]))
    elif isinstance(d, OrderTriggersDecision):
        game.apply(a.OrderTriggers(tuple(t.id for t in d.triggers)))
    elif isinstance(d, ChooseReadAheadDecision):
        game.apply(a.ChooseReadAhead(d.maximum))
    elif isinstance(d, DiscardToHandSizeDecision):
        game.apply(a.DiscardToHandSize(game.state.zone(ME, Zone.HAND)[: d.count]))
    elif isinstance(d, ChooseTargetsDecision):
        n = max(d.minimum, min(1, d.maximum))
        game.apply(a.ChooseTargets(d.objects[:n], d.players[: max(0, n - len(d.objects))]))
    elif isinstance(d, ChooseCardsDecision):
        # a goldfishing player takes all they may (search, discard to draw), gives up the least
        n = d.minimum if d.purpose == "sacrifice" else d.maximum
        game.apply(a.ChooseCards(d.options[:n]))
    elif isinstance(d, ArrangeTopDecision):
        game.apply(a.ArrangeTop(top=d.cards))
    elif isinstance(d, ChooseYesNoDecision):
        game.apply(a.ChooseYesOrNo(True))
    elif isinstance(d, ChooseModeDecision):
        game.apply(a.ChooseModes(tuple(range(d.count))))
    elif isinstance(d, ChooseNumberDecision):
        game.apply(a.ChooseNumber(d.maximum))
    elif isinstance(d, ResolveByHandDecision):
        game.apply(a.FinishResolution())
    else:
        return False
    return True


def settle(game: Game) -> None:
    while answer(game) or (game.state.stack and game.apply(a.ResolveTopOfStack()) is not None):
        pass


def main_phase(game: Game) -> None:
    """Play a land, then one permanent spell, as a goldfishing player does."""
    state = game.state
    hand = [state.objects[i] for i in state.zone(ME, Zone.HAND)]
    land = next((c for c in hand if "Land" in c.printed.card_types), None)
    if land is not None:
        game.apply(a.PlayLand(land.id))
        settle(game)
    hand = [game.state.objects[i] for i in game.state.zone(ME, Zone.HAND)]
    spell = next(
        (c for c in hand if "Land" not in c.printed.card_types
         and PERMANENT_TYPES & set(c.printed.card_types)),
        None,
    )
    if spell is not None:
        game.apply(a.CastSpell(spell.id))
        settle(game)


def play_ten_turns() -> tuple[Game, list[ev.Event]]:
    game = demo_game()
    settle(game)
    while game.state.turn.number <= 10:
        state = game.state
        if state.turn.step is Step.MAIN and state.turn.is_precombat_main:
            main_phase(game)
        game.apply(a.AdvanceStep())
        settle(game)
    events: list[ev.Event] = []
    for entry in game.history:
        events.extend(entry.events)
    return game, events


def test_the_demo_deck_is_sixty_cards_with_sagas() -> None:
    assert sum(count for count, _ in DEMO_DECK) == 60
    game = demo_game()
    cards = [game.state.objects[i] for i in game.state.zone(ME, Zone.LIBRARY)]
    cards += [game.state.objects[i] for i in game.state.zone(ME, Zone.HAND)]
    assert len(cards) == 60
    assert sum(1 for c in cards if c.printed.is_saga) >= 20


def test_ten_goldfish_turns_play_out_by_the_rules_and_replay_to_the_same_state() -> None:
    game, events = play_ten_turns()
    state = game.state
    assert state.turn.number == 11 and not state.game_over
    # one land a turn, and one draw a turn except the first (103.8a)
    per_turn: dict[int, int] = {}
    turn = 1
    for e in events:
        if isinstance(e, ev.TurnBegan):
            turn = e.number
        elif isinstance(e, ev.LandPlayed):
            per_turn[turn] = per_turn.get(turn, 0) + 1
    assert per_turn and max(per_turn.values()) == 1
    turn_draws = sum(
        1 for entry in game.history for e in entry.events
        if isinstance(e, ev.StepBegan) and e.step is Step.DRAW
    )
    assert turn_draws == 9  # turns 2-10 had a draw step; turn 1 skipped it (turn 11 just began)
    # Sagas ran their course: chapters triggered, and finished Sagas were sacrificed (714.4)
    assert any(isinstance(e, ev.ChapterTriggered) for e in events)
    sacrificed = [e for e in events if isinstance(e, ev.PermanentSacrificed)]
    assert sacrificed and all(e.rule == "714.4" for e in sacrificed)
    for obj in state.permanents():
        if obj.printed.is_saga and obj.printed.chapters:
            assert obj.counters["lore"] < obj.printed.final_chapter or any(
                s.source == obj.id for s in state.stack
            )
    # the record replays to exactly this game
    record = json.loads(json.dumps(game_to_json(game), ensure_ascii=False))
    result = replay(record)
    assert result.error is None
    assert result.game.actions == game.actions
    assert result.game.state == state


# --------------------------------------------------------------------------- the named chapters


def _catalog_game(names: tuple[str, ...], library: tuple[str, ...] = ()) -> Game:
    from saga_table.demo import builtin_resolver
    from saga_table.engine.setup import GameSetup, PlayerSetup

    find = builtin_resolver()

    def card(name: str) -> object:
        found = find(name)
        assert found is not None, name
        return found

    islands = ("Plains",) * 20
    me = PlayerSetup(
        "Me",
        hand=tuple(card(n) for n in names),  # type: ignore[misc]
        library=tuple(card(n) for n in (*library, *islands)),  # type: ignore[misc]
    )
    game = Game(GameSetup(players=(me, PlayerSetup("Foe")), shuffle=False))
    while not (game.state.turn.step is Step.MAIN and game.state.turn.is_precombat_main):
        answer(game) or game.apply(a.AdvanceStep())
    return game


def _in_hand(game: Game, name: str) -> int:
    return next(i for i in game.state.zone(ME, Zone.HAND) if game.state.objects[i].card.name == name
                or game.state.objects[i].name == name)


def _perm(game: Game, name: str) -> int:
    return next(o.id for o in game.state.permanents() if name in (o.name, o.card.name))


def test_history_of_benalia_iii_makes_the_knights_4_3_until_end_of_turn() -> None:
    from saga_table.engine.characteristics import characteristics

    game = _catalog_game(("History of Benalia",))
    game.apply(a.PutOntoBattlefield(_in_hand(game, "History of Benalia")))
    settle(game)
    saga = _perm(game, "History of Benalia")
    game.apply(a.AddCounters(saga))
    settle(game)
    knights = [o.id for o in game.state.permanents() if o.name == "Knight"]
    assert len(knights) == 2 and all(
        "vigilance" in characteristics(game.state, k).keywords for k in knights
    )
    game.apply(a.AddCounters(saga))  # chapter III
    settle(game)
    assert [(characteristics(game.state, k).power, characteristics(game.state, k).toughness)
            for k in knights] == [(4, 3), (4, 3)]
    game.apply(a.AdvanceToNextTurn())
    assert characteristics(game.state, knights[0]).power == 2  # until end of turn only


def test_fable_of_the_mirror_breaker_ii_discards_and_draws_as_many() -> None:
    game = _catalog_game(("Fable of the Mirror-Breaker", "Mountain", "Swamp"))
    game.apply(a.PutOntoBattlefield(_in_hand(game, "Fable of the Mirror-Breaker")))
    settle(game)
    fable = _perm(game, "Fable of the Mirror-Breaker")
    game.apply(a.AddCounters(fable))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.purpose == "discard" and d.maximum == 2
    game.apply(a.ChooseCards((_in_hand(game, "Swamp"),)))
    graveyard = [game.state.objects[i].name for i in game.state.zone(ME, Zone.GRAVEYARD)]
    hand = [game.state.objects[i].name for i in game.state.zone(ME, Zone.HAND)]
    assert graveyard == ["Swamp"] and sorted(hand) == ["Mountain", "Plains"]  # drew one


def test_urzas_saga_iii_finds_an_artifact_with_mana_cost_0_or_1() -> None:
    game = _catalog_game(("Urza's Saga",), library=("Sundial of the Infinite", "Sol Ring"))
    game.apply(a.PutOntoBattlefield(_in_hand(game, "Urza's Saga")))
    settle(game)
    saga = _perm(game, "Urza's Saga")
    game.apply(a.AddCounters(saga))  # chapter II
    settle(game)
    effects = [e.spec.add_abilities_text for e in game.state.effects]
    assert len(effects) == 2 and all(effects)  # chapters I and II gave it its abilities
    game.apply(a.AddCounters(saga))
    game.apply(a.ResolveTopOfStack())
    d = game.state.decision
    assert isinstance(d, ChooseCardsDecision) and d.purpose == "search"
    assert [game.state.objects[o].name for o in d.options] == ["Sol Ring"]  # not the {2} Sundial
    events = game.apply(a.ChooseCards(d.options))
    names = [o.name for o in game.state.permanents()]
    assert "Sol Ring" in names and "Urza's Saga" not in names  # found, then 714.4
    assert any(isinstance(e, ev.LibraryShuffled) for e in events)


def test_the_true_scriptures_iii_returns_sheoldred_transformed() -> None:
    game = _catalog_game(("Sheoldred // The True Scriptures", "Palace Sentinels"))
    game.apply(a.MoveObject(_in_hand(game, "Palace Sentinels"), Zone.GRAVEYARD))
    card = _in_hand(game, "Sheoldred // The True Scriptures")
    game.apply(a.PutOntoBattlefield(card, transformed=True))
    settle(game)
    saga = _perm(game, "The True Scriptures")
    game.apply(a.AddCounters(saga))
    settle(game)
    game.apply(a.AddCounters(saga))  # chapter III
    game.apply(a.ResolveTopOfStack())
    names = sorted(o.name for o in game.state.permanents())
    assert names == ["Palace Sentinels", "Sheoldred"]  # the creature came back, and it flipped
    sheoldred = game.state.objects[_perm(game, "Sheoldred")]
    assert sheoldred.face == 0 and sheoldred.controller == ME


def test_every_chapter_of_the_ten_turns_is_carried_out_or_guided() -> None:
    _game, events = play_ten_turns()
    resolved = [e for e in events if isinstance(e, ev.StackItemResolved)]
    carried = sum(1 for e in resolved if e.carried_out)
    by_hand = [e for e in events if isinstance(e, ev.ResolutionFinished) and e.by_hand]
    # Only The Flame of Keld III (a damage replacement) is left to the player.
    assert carried >= len(resolved) - 2, (carried, len(resolved))
    assert len(by_hand) <= 2
