"""The controller: every change through Game.apply, refusals reported, undo named."""

from __future__ import annotations

from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.state import OrderTriggersDecision
from saga_table.qt.controller import GameController
from tests.qt.window_support import BENALIA, TALE, card_in_hand, goldfish_game, permanent


def test_perform_applies_the_action_and_says_what_happened(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game)
    card = card_in_hand(game, "History of Benalia")
    with qtbot.waitSignal(controller.game_changed) as changed:
        assert controller.perform(a.PutOntoBattlefield(ObjectId(card)))
    assert changed.args[0] == game.history[-1].events
    assert game.state.stack[-1].chapter == 1


def test_an_illegal_action_is_refused_with_the_engines_reason(qtbot) -> None:
    controller = GameController(goldfish_game())
    with qtbot.waitSignal(controller.action_failed) as failed:
        assert not controller.perform(a.ResolveTopOfStack())
    assert failed.args == ["the stack is empty"]
    assert not controller.can_undo


def test_undo_and_redo_are_named_after_the_action(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game)
    controller.perform(a.PutOntoBattlefield(ObjectId(card_in_hand(game, "History of Benalia"))))
    controller.perform(a.ResolveTopOfStack())
    benalia = permanent(game, "History of Benalia")
    controller.perform(a.AddCounters(ObjectId(benalia), "lore", 1))
    assert controller.undo_text == "Add a lore counter to History of Benalia"
    with qtbot.waitSignal(controller.game_changed) as changed:
        assert controller.undo()
    assert changed.args == [None]
    assert controller.redo_text == "Add a lore counter to History of Benalia"
    assert controller.undo_text.startswith("Resolve History of Benalia")
    assert controller.redo()
    assert game.state.objects[ObjectId(benalia)].counters["lore"] == 2


def test_nothing_to_undo_is_not_a_silent_step(qtbot) -> None:
    controller = GameController(goldfish_game())
    with qtbot.assertNotEmitted(controller.game_changed):
        assert not controller.undo()
        assert not controller.redo()
    assert controller.undo_text == "" and controller.redo_text == ""


def test_a_decision_is_announced_after_the_action_that_asks_for_it(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game)
    for name in ("History of Benalia", "Tale of Two"):
        controller.perform(a.PutOntoBattlefield(ObjectId(card_in_hand(game, name))))
        controller.perform(a.ResolveTopOfStack(carry_out=False))
    with qtbot.waitSignal(controller.decision_requested) as asked:
        while game.state.decision is None:
            controller.perform(a.AdvanceStep())
    assert isinstance(asked.args[0], OrderTriggersDecision)
    assert {t.source_name for t in asked.args[0].triggers} == {BENALIA.name, TALE.name}


def test_card_views_speak_the_chosen_language(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game, language="ja")
    controller.perform(a.PutOntoBattlefield(ObjectId(card_in_hand(game, "History of Benalia"))))
    view = controller.card_view(permanent(game, "History of Benalia"))
    assert view.name == "ベナリア史"
    assert view.is_saga and view.lore == 1 and view.final_chapter == 3
    assert view.waiting_chapters == (1,)
    assert [c.symbol for c in view.chapters] == ["I, II", "III"]
    with qtbot.waitSignal(controller.language_changed):
        controller.set_language("en")
    assert controller.card_view(permanent(game, "History of Benalia")).name == BENALIA.name


def test_seat_and_phase_bar_views_follow_the_game(qtbot) -> None:
    game = goldfish_game(players=2)
    controller = GameController(game)
    controller.perform(a.BecomeMonarch(PlayerId(1)))
    assert controller.seat_view(1).monarch and not controller.seat_view(0).monarch
    assert controller.seat_view(0).active and controller.seat_view(0).hand == 4
    bar = controller.phase_bar_view()
    assert [s.state for s in bar.steps][:2] == ["done", "current"]  # untap done, upkeep now
    controller.perform(a.AdvanceStep())
    bar = controller.phase_bar_view()
    # 103.8a: in a two-player game the first player skips the first draw step.
    assert [s.state for s in bar.steps][:4] == ["done", "done", "skipped", "current"]


def test_cr514_1_a_paper_seats_graveyard_counts_its_unseen_discards(qtbot) -> None:
    """A paper seat with nine unseen cards discards two in its cleanup step: its seat shows
    seven in hand and two in the graveyard, as the table's own graveyard holds them."""
    from saga_table.engine.game import Game
    from saga_table.engine.setup import GameSetup, PlayerSetup

    players = (PlayerSetup("Ann", paper=True, hand_count=9), PlayerSetup("Ben", paper=True))
    controller = GameController(Game(GameSetup(players=players)))
    controller.perform(a.AdvanceToNextTurn())
    seat = controller.seat_view(0)
    assert (seat.hand, seat.graveyard) == (7, 2)


def test_cr506_2_with_several_opponents_an_attacker_says_whom_it_attacks(qtbot) -> None:
    """At a table of three, Ann's attacker's pill says whom it attacks ("→ Cid"); with one
    opponent it says "Attacking", as whom goes without saying."""
    from saga_table.engine.game import Game
    from saga_table.engine.setup import GameSetup, PlayerSetup
    from saga_table.engine.turns import Step
    from saga_table.qt.widgets._card_parts import pill_labels
    from tests.qt.window_support import BEAR

    cases = ((("Ann", "Bob", "Cid"), 2, "→ Cid"), (("Ann", "Bob"), 1, "Attacking"))
    for names, target, label in cases:
        players = tuple(PlayerSetup(n, paper=True) for n in names)
        controller = GameController(Game(GameSetup(players=players)))
        controller.perform(a.PutCardOntoBattlefield(BEAR, PlayerId(0)))
        bear = controller.state.battlefield[0]
        while controller.state.turn.step is not Step.DECLARE_ATTACKERS:
            controller.perform(a.AdvanceStep())
        controller.perform(a.DeclareAttackers(((bear, PlayerId(target)),)))
        assert ("attacking", label) in pill_labels(controller.card_view(bear))
