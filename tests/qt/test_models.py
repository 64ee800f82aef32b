"""The item models: ids in rows, roles declared, refreshed from events, and Qt's own checks."""

from __future__ import annotations

import pytest

from saga_table.demo import table_midgame
from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.qt.controller import GameController
from saga_table.qt.models.battlefield import BattlefieldModel, BattlefieldRole
from saga_table.qt.models.log import LogModel, LogRole
from saga_table.qt.models.players import PlayersModel, PlayersRole
from saga_table.qt.models.stack import StackModel, StackRole
from saga_table.qt.models.zones import CARD_MIME_TYPE, ZoneModel, ZoneRole, decode_card_mime
from tests.qt.window_support import card_in_hand, goldfish_game, permanent


@pytest.fixture
def table() -> GameController:
    return GameController(table_midgame())


def test_models_pass_qt_model_tester(qtmodeltester, table: GameController) -> None:
    for model in (
        BattlefieldModel(table, 0),
        StackModel(table),
        PlayersModel(table),
        ZoneModel(table, 2, Zone.HAND),
        ZoneModel(table, 0, Zone.LIBRARY),
        LogModel(table),
    ):
        assert model.rowCount() > 0
        qtmodeltester.check(model, force_py=True)


def test_models_still_pass_after_actions_and_an_undo(qtmodeltester, table: GameController) -> None:
    models = [BattlefieldModel(table, 2), StackModel(table), LogModel(table)]
    table.perform(a.ResolveTopOfStack())
    table.perform(a.ResolveTopOfStack())
    table.undo()
    for model in models:
        qtmodeltester.check(model, force_py=True)


def test_roles_are_declared_by_name(table: GameController) -> None:
    assert b"lore" in BattlefieldModel(table, 0).roleNames().values()
    assert b"chapter" in StackModel(table).roleNames().values()
    assert b"monarch" in PlayersModel(table).roleNames().values()


def test_a_lore_counter_changes_one_row_and_adds_the_chapter_to_the_stack(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game)
    controller.perform(a.PutOntoBattlefield(ObjectId(card_in_hand(game, "History of Benalia"))))
    controller.perform(a.ResolveTopOfStack(carry_out=False))
    battlefield = BattlefieldModel(controller, 0)
    stack = StackModel(controller)
    benalia = permanent(game, "History of Benalia")
    row = battlefield.row_of(benalia)
    with (
        qtbot.assertNotEmitted(battlefield.modelReset),
        qtbot.assertNotEmitted(stack.modelReset),
        qtbot.waitSignal(battlefield.dataChanged) as changed,
        qtbot.waitSignal(stack.rowsInserted) as inserted,
    ):
        controller.perform(a.AddCounters(ObjectId(benalia), "lore", 1))
    first, last = changed.args[0], changed.args[1]
    assert first.row() == last.row() == row
    assert battlefield.data(battlefield.index(row), BattlefieldRole.LORE) == 2
    assert inserted.args[1] == 0  # the chapter is on top
    top = stack.index(0)
    assert stack.data(top, StackRole.CHAPTER) == "II"
    assert stack.data(top, StackRole.SOURCE) == "History of Benalia"
    assert "Knight" in stack.data(top, StackRole.EFFECT)


def test_undo_removes_rows_without_a_reset(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game)
    hand = ZoneModel(controller, 0, Zone.HAND)
    battlefield = BattlefieldModel(controller, 0)
    controller.perform(a.PlayLand(ObjectId(card_in_hand(game, "Plains"))))
    assert battlefield.rowCount() == 1 and hand.rowCount() == 3
    with (
        qtbot.assertNotEmitted(battlefield.modelReset),
        qtbot.waitSignal(battlefield.rowsRemoved),
        qtbot.waitSignal(hand.rowsInserted),
    ):
        controller.undo()
    assert battlefield.rowCount() == 0 and hand.rowCount() == 4


def test_a_new_game_resets_the_models(qtbot) -> None:
    controller = GameController(goldfish_game())
    players = PlayersModel(controller)
    with qtbot.waitSignal(players.modelReset):
        controller.replace_game(goldfish_game(players=3))
    assert players.rowCount() == 3
    assert players.data(players.index(2), PlayersRole.PLAYER_ID) == 2


def test_players_model_follows_life_and_the_crown(qtbot) -> None:
    controller = GameController(goldfish_game(players=2))
    players = PlayersModel(controller)
    with qtbot.waitSignal(players.dataChanged):
        controller.perform(a.ChangeLife(PlayerId(1), -3))
    assert players.data(players.index(1), PlayersRole.LIFE) == 17
    controller.perform(a.BecomeMonarch(PlayerId(1)))
    assert players.data(players.index(1), PlayersRole.MONARCH)
    assert not players.data(players.index(0), PlayersRole.MONARCH)


def test_hand_rows_drag_as_cards(table: GameController) -> None:
    hand = ZoneModel(table, 2, Zone.HAND)
    mime = hand.mimeData([hand.index(0)])
    assert mime.hasFormat(CARD_MIME_TYPE)
    assert decode_card_mime(mime) == hand.data(hand.index(0), ZoneRole.OBJECT_ID)


def test_the_log_tells_the_turn_newest_last_and_forgets_what_is_undone(qtbot) -> None:
    game = goldfish_game()
    controller = GameController(game)
    log = LogModel(controller)
    assert log.lines()[0] == "Turn 1: Ann's turn."
    assert log.data(log.index(0), LogRole.IS_TURN)
    with qtbot.waitSignal(log.rowsInserted):
        controller.perform(a.PutOntoBattlefield(ObjectId(card_in_hand(game, "History of Benalia"))))
    told = log.lines()
    assert (
        told[-3:]
        == [
            "History of Benalia enters the battlefield under Ann's control.",
            "History of Benalia: lore counters 0 → 1.",
            "Chapter I of History of Benalia triggers.",
        ]
        or "Chapter I of History of Benalia triggers." in told[-3:]
    )
    count = log.rowCount()
    controller.perform(a.ResolveTopOfStack())
    assert "Ann creates a Knight token." in log.lines()
    with qtbot.waitSignal(log.rowsRemoved):
        controller.undo()
    assert log.rowCount() == count


def test_the_log_speaks_japanese_when_the_language_changes(qtbot) -> None:
    from tests.qt.window_support import japanese

    game = goldfish_game()
    controller = GameController(game)
    log = LogModel(controller)
    controller.perform(a.DrawCards(PlayerId(0)))
    with japanese(), qtbot.waitSignal(log.dataChanged):
        controller.set_language("ja")
    assert log.lines()[-1] == "Annはカードを1枚引いた。"
