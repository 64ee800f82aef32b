"""Every "partly used" warning reaches the player in the window, in their language."""

from __future__ import annotations

from pathlib import Path

from saga_table.engine import actions as a
from saga_table.persistence.autosave import Autosaver, find_resumable
from saga_table.qt.autosave_link import resume_offer_text
from saga_table.qt.partly_used import partly_used_text, unusable_autosave_text
from tests.persistence.support import new_game
from tests.qt.window_support import japanese

STOPPED = (
    "action 37 (AddCounters) is not legal: Saga has no lore counter; the game was loaded up to "
    "action 36 (4 later actions left out); the redo history was left out"
)
TORN = (
    "the last step was being saved when the app stopped and was left out "
    "(everything before it was restored)"
)


def test_a_save_opened_in_part_is_said_in_english_with_the_reason() -> None:
    text = partly_used_text(STOPPED)
    assert text.startswith("Action 37 (AddCounters) could not be used, so the game goes up to")
    assert "4 later action(s) were left out." in text and "redo history was left out" in text
    assert text.endswith("It is not legal at that point: Saga has no lore counter")


def test_the_same_warnings_in_japanese(qapp) -> None:
    with japanese():
        stopped = partly_used_text(STOPPED)
        torn = partly_used_text(TORN)
        unknown = partly_used_text("something new went wrong")
        journal = unusable_autosave_text("the autosave is damaged: its first line is not usable")
    assert stopped.startswith("操作 37（AddCounters）が使えなかったため、ゲームは操作 36 まで")
    assert "それより後の 4 件の操作は省きました。" in stopped
    assert "やり直しの履歴は省きました。" in stopped
    assert stopped.endswith("その時点では適正ではありません: Saga has no lore counter")
    assert torn.startswith("Saga Table が止まったとき最後の一手を保存している途中だった")
    assert unknown.startswith("ファイルの一部が使えませんでした。")
    assert journal.startswith("途中のゲームを復元できませんでした。")


def test_cr104_3a_the_resume_question_says_the_game_ended_and_what_was_left_out(
    tmp_path: Path, qapp
) -> None:
    game = new_game()
    saver = Autosaver(tmp_path)
    saver.start(game)
    game.apply(a.AdvanceStep())
    saver.record_action(game.actions[-1])
    game.apply(a.Concede(game.state.players[1].id))
    saver.record_action(game.actions[-1])
    saver._abandon()
    journal = tmp_path / "current.jsonl"
    journal.write_bytes(journal.read_bytes() + b'{"n": 3, "act')  # a line cut short by the crash
    offer = find_resumable(tmp_path)
    assert offer is not None and offer.game_over and offer.warning is not None
    english = resume_offer_text(offer)
    assert "The game had just ended." in english
    assert "The last step was being saved when Saga Table stopped" in english
    with japanese():
        text = resume_offer_text(offer)
    assert "このゲームは終わった直後でした。" in text
    assert "最後の一手を保存している途中だった" in text


def test_a_record_named_on_the_command_line_that_cannot_be_opened_says_so_in_japanese(
    qapp, tmp_path: Path
) -> None:
    """It had been worded as a file used in part ("ファイルの一部が使えませんでした"), with the
    reason in English: the record is read before the window's translators were installed."""
    from saga_table.app import load_game_for
    from saga_table.qt.partly_used import not_opened_text

    with japanese():
        _demo, problem = load_game_for(str(tmp_path / "gone.json"))
        assert problem is not None and not problem.opened
        text = not_opened_text(problem.text)
    assert text.startswith("ゲームを開けなかったため、代わりにデモゲームを表示しています。")
    assert "gone.json" in text and "詳細" in text
