"""The built-in demo games (saga_table/demo.py has no Qt; its tests sit with the window's)."""

from __future__ import annotations

from collections import Counter

from saga_table.demo import (
    DEMO_DECK,
    demo_deck,
    demo_game,
    goldfish_midgame,
    resolve_cards,
    table_midgame,
)
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.record import game_to_json, replay
from saga_table.engine.state import MulliganDecision


def test_the_demo_deck_is_sixty_cards_of_real_sagas_and_lands() -> None:
    deck = demo_deck()
    assert len(deck) == 60
    names = Counter(card.name for card in deck)
    assert names["History of Benalia"] == 4
    assert names["Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"] == 4
    assert names["Urza's Saga"] == 4
    sagas = sum(1 for card in deck if card.front.is_saga)
    lands = sum(1 for card in deck if "Land" in card.front.card_types)
    assert sagas >= 20 and lands == 24


def test_the_demo_opens_even_without_a_catalog() -> None:
    cards = resolve_cards([name for _count, name in DEMO_DECK], resolver=lambda name: None)
    assert cards["History of Benalia"].front.final_chapter == 3
    assert cards["History of Benalia"].name_ja == "ベナリア史"
    assert "Land" in cards["Plains"].front.card_types
    odd = resolve_cards(["Not A Card"], resolver=lambda name: None)["Not A Card"]
    assert odd.front.is_saga  # anything unknown still plays as a plain Saga
    game = demo_game(resolver=lambda name: None)
    assert isinstance(game.state.decision, MulliganDecision)


def test_the_demo_game_starts_at_the_opening_hand() -> None:
    state = demo_game().state
    assert isinstance(state.decision, MulliganDecision)
    assert len(state.zone(PlayerId(0), Zone.HAND)) == 7


def test_the_table_demo_is_four_players_mid_game() -> None:
    game = table_midgame()
    state = game.state
    assert len(state.players) == 4 and state.turn.number == 11
    assert state.monarch == 0
    assert [len(state.zone(p.id, Zone.BATTLEFIELD)) for p in state.players] == [12, 11, 12, 11]
    assert [item.chapter for item in state.stack] == [2, 2]
    assert replay(game_to_json(game)).game.state == state  # a real game: its record replays


def test_the_goldfish_demo_has_a_chapter_waiting_and_a_hand() -> None:
    state = goldfish_midgame().state
    assert state.turn.number == 4 and len(state.players) == 1
    assert len(state.stack) == 1 and state.stack[0].chapter == 2
    assert len(state.zone(PlayerId(0), Zone.HAND)) == 4


def test_the_japanese_demo_seats_japanese_names() -> None:
    assert table_midgame(language="ja").state.players[0].name == "アリス"
