"""A card's name and type line on a crowded table, as a player sees them: whole, not elided."""

from __future__ import annotations

from contextlib import nullcontext

import pytest

from tests.qt.test_paper_table import paper_game
from tests.qt.window_support import make_window, pump


@pytest.mark.parametrize("tapped", [False, True])
@pytest.mark.parametrize(("language", "size"), [("ja", (1024, 600)), ("en", (1366, 768))])
def test_a_permanents_name_and_type_line_are_whole_on_a_four_seat_table(
    qtbot, language: str, size: tuple[int, int], tapped: bool
) -> None:
    """A small card on a crowded laptop table grows sideways for its name and type line rather
    than cut them ("ラノワールの…"), while its row has room; tapped too (on its side it is
    lower, and a Goblin Shaman that attacked read "クリーチャー — ゴブリ…")."""
    from saga_table.engine import actions as a
    from saga_table.engine.ids import PlayerId
    from saga_table.qt.widgets.card_widget import CardWidget
    from tests.qt.window_support import japanese

    names = ("Llanowar Elves", "Sigurd, Jarl of Ravensthorpe", "Ornithopter")
    with japanese() if language == "ja" else nullcontext():
        window = make_window(qtbot, paper_game(), language=language, size=size)
        for seat, name in enumerate(names):
            card = window.paper.lookup.find(name).card
            window.controller.perform(a.PutCardOntoBattlefield(card, PlayerId(seat)))
        if tapped:
            for field in window.battlefields:
                for w in field.card_widgets():
                    window.controller.perform(a.TapPermanent(w.view().object_id))
        pump()
        cards = [
            w
            for field in window.battlefields
            for w in field.card_widgets()
            if isinstance(w, CardWidget)
        ]
        assert len(cards) == 3
        assert all(w.view().tapped == tapped for w in cards)
        for widget in cards:
            layout = widget.layout_for_card()
            assert layout is not None
            assert not layout.name.elided, widget.view().name
            assert layout.type_text == widget.view().type_line


@pytest.mark.parametrize(
    ("language", "text"), [("en", "Vigilance, trample."), ("ja", "警戒、トランプル。")]
)
def test_cr111_4_a_token_whose_rules_are_its_keywords_shows_them(
    qtbot, language: str, text: str
) -> None:
    """A 2/2 Knight token with vigilance (History of Benalia's) says so on the table."""
    from saga_table.engine import actions as a
    from saga_table.engine.cards import CardDef
    from saga_table.engine.ids import PlayerId
    from tests.qt.window_support import japanese

    knight = CardDef.simple(
        "Knight", subtypes=("Knight",), power="2", toughness="2", keywords=("vigilance", "trample")
    )
    with japanese() if language == "ja" else nullcontext():
        window = make_window(qtbot, paper_game(2), language=language)
        window.controller.perform(a.PutCardOntoBattlefield(knight, PlayerId(0), token=True))
        pump()
        (card,) = window.battlefields[0].card_widgets()
        view = card.view()
    assert view is not None and view.text == text


@pytest.mark.parametrize("language", ["ja", "en"])
def test_eight_seats_at_1024x600_write_each_players_name_whole(qtbot, language: str) -> None:
    """Eight seats on a laptop: the active player's "▶ プレイヤー1" had been cut to
    "▶ プレイヤ…"; a narrow seat takes a smaller name first (never below 10 px)."""
    from saga_table.engine.game import Game
    from saga_table.engine.setup import GameSetup, PlayerSetup
    from tests.qt.window_support import japanese

    names = ("プレイヤー1", "Bartholomew", "千夏", "Dev", "Eleonora", "Farid", "Gina", "Hiro")
    seats = tuple(PlayerSetup(n, paper=True, hand_count=7) for n in names)
    with japanese() if language == "ja" else nullcontext():
        window = make_window(
            qtbot, Game(GameSetup(players=seats)), language=language, size=(1024, 600)
        )
        pump()
        assert len(window.seats) == 8
        for seat, name in zip(window.seats, names, strict=True):
            text, font = seat.name_text()
            assert name in text and "…" not in text, text
            assert font.pixelSize() >= 10
        assert window.seats[0].name_text()[0].startswith("\u25b6")  # the active player's
