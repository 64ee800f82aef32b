"""The failures issue 12 found, each through the real command: a message and the documented exit
code, never a traceback, and nothing changed on disk."""

from __future__ import annotations

import contextlib
import io
import json
import zipfile
from pathlib import Path

import pytest

from saga_table.cli import main
from saga_table.engine.card_codec import cards_to_document
from saga_table.engine.cards import CardDef
from tests.persistence.support import dir_snapshot

RECORD = {"format": "saga-table-game", "version": 1, "setup": {"players": [{"name": "Ann"}]},
          "actions": []}  # fmt: skip
CARD = {"object": "card", "name": "Oddity", "layout": "normal", "type_line": "Creature — Elf",
        "oracle_text": "", "mana_cost": "{G}", "cmc": 1.0, "power": "1",
        "toughness": "1"}  # fmt: skip


HUGE_SEED = json.dumps({**RECORD, "setup": {**RECORD["setup"], "seed": 1}}).replace(
    '"seed": 1', '"seed": ' + "9" * 5000
).encode()
SURROGATE_NAME = json.dumps(RECORD).replace('"Ann"', '"\\ud800"').encode()


def _cli(*argv: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    text = out.getvalue() + err.getvalue()
    assert "Traceback" not in text and "internal error" not in text, text
    return code, err.getvalue()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (HUGE_SEED, "a number with 5000 digits at line 1"),
        (SURROGATE_NAME, "setup.players[0].name: a text holds a lone surrogate"),
        (json.dumps(RECORD).replace("[]", "[-Infinity]").encode(), "-Infinity"),
    ],
)
def test_replay_says_what_is_wrong_and_where(tmp_path: Path, body: bytes, message: str) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(body)
    code, err = _cli("--data-dir", str(tmp_path / "data"), "replay", str(path))
    assert code == 2 and message in err


def test_replay_reads_a_byte_order_mark_as_open_does(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(RECORD).encode())
    assert _cli("--data-dir", str(tmp_path / "data"), "replay", str(path))[0] == 0


def _zip_with_damaged_name(path: Path, body: bytes) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("cards.json", body)
    data = bytearray(path.read_bytes())
    at = data.rfind(b"cards.json")  # the central directory's copy of the name
    data[at] = 0xFF
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("name", "body", "message"),
    [
        ("cards.json", json.dumps([{**CARD, "cmc": float("-inf")}]).encode(), "-Infinity"),
        ("cards.json", b"[" + b"[" * 50_000 + b"]" * 50_000 + b"]", "nested too deeply"),
        ("cards.json", json.dumps([CARD]).replace("1.0", "9" * 5000).encode(), "digits"),
        ("cards.json", json.dumps([CARD]).replace("Oddity", "Odd\\ud800").encode(), "surrogate"),
        ("cards.zip", b"", "the zip archive is damaged"),
    ],
)
def test_cards_import_refuses_with_a_message_and_keeps_the_database(
    tmp_path: Path, name: str, body: bytes, message: str
) -> None:
    data_dir = tmp_path / "data"
    assert _cli("--data-dir", str(data_dir), "cards", "import", _good(tmp_path))[0] == 0
    path = tmp_path / name
    if name.endswith(".zip"):
        _zip_with_damaged_name(path, json.dumps([CARD]).encode())
    else:
        path.write_bytes(body)
    before = dir_snapshot(data_dir)
    code, err = _cli("--data-dir", str(data_dir), "cards", "import", str(path))
    assert code == 1 and message in err and "the card database is unchanged" in err
    assert dir_snapshot(data_dir) == before


def _good(tmp_path: Path) -> str:
    path = tmp_path / "good.json"
    path.write_text(json.dumps([CARD]), encoding="utf-8")
    return str(path)


def test_cards_import_reads_a_layout_of_the_wrong_kind_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{**CARD, "layout": ["normal"]}]), encoding="utf-8")
    code, err = _cli("--data-dir", str(tmp_path / "data"), "cards", "import", str(path))
    assert code in (0, 1)
    assert code == 0 or "cannot be read" in err


def test_a_custom_card_file_with_two_cards_of_one_name_adds_neither(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    keep = tmp_path / "keep.json"
    keep.write_text(json.dumps(cards_to_document([CardDef.simple("Kept", power="1",
                    toughness="1")])), encoding="utf-8")  # fmt: skip
    assert _cli("--data-dir", str(data_dir), "cards", "custom", "add", str(keep))[0] == 0
    before = dir_snapshot(data_dir)
    twice = CardDef.simple("Twice", power="2", toughness="2")
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(cards_to_document([twice, twice])), encoding="utf-8")
    code, err = _cli("--data-dir", str(data_dir), "cards", "custom", "add", str(path))
    assert code == 1 and 'two of the cards are named "Twice"; nothing was added' in err
    assert dir_snapshot(data_dir) == before


def _fifo(tmp_path: Path, name: str) -> Path:
    """A named pipe: opening it to read waits for a writer, for ever."""
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = tmp_path / name
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    ("command", "name", "code"),
    [
        (("replay",), "game.json", 2),
        (("cards", "import"), "cards.json", 1),
        (("deck", "check"), "deck.txt", 1),
        (("lab",), "deck.txt", 2),
    ],
)
def test_a_named_pipe_given_as_a_file_is_refused_at_once_not_waited_on(
    tmp_path: Path, command: tuple[str, ...], name: str, code: int
) -> None:
    path = _fifo(tmp_path, name)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        result = main(["--data-dir", str(tmp_path / "data"), *command, str(path)])
    said = out.getvalue() + err.getvalue()  # deck check reports on standard output
    assert result == code and "a device or a pipe" in said and "Traceback" not in said, said


def test_replay_of_a_device_that_never_ends_is_refused_unread(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    code, err = _cli("--data-dir", str(tmp_path / "data"), "replay", "/dev/zero")
    assert code == 2 and "a device or a pipe" in err  # not 256 MB of zeros read first


def test_the_lab_refuses_a_deck_of_300_thousand_cards_at_once(tmp_path: Path) -> None:
    """A typo such as "999 Plains" on 300 lines: the lab had played on for minutes."""
    path = tmp_path / "deck.txt"
    path.write_text("999 Plains\n" * 300, encoding="utf-8")
    code, err = _cli("--data-dir", str(tmp_path / "data"), "lab", str(path), "--games", "5")
    assert code == 2 and "299,700 cards" in err and "at most 1,000" in err


def test_new_game_takes_at_most_a_thousand_cards_from_a_decklist_file(tmp_path: Path) -> None:
    from saga_table.qt.dialogs.new_game import NewGameChoice, PlayerChoice, build_setup

    path = tmp_path / "deck.txt"
    path.write_text("999 Plains\n" * 300, encoding="utf-8")
    setup, problems = build_setup(NewGameChoice(players=(PlayerChoice("Ann", deck=str(path)),)))
    assert len(setup.players[0].library) == 1000
    assert any("more than 1000 cards: the rest is left out" in p for p in problems)


def test_the_decklist_dialogs_checker_refuses_a_named_pipe(tmp_path: Path) -> None:
    from saga_table.qt.dialogs.decklist import check_decklist_file

    check = check_decklist_file(_fifo(tmp_path, "deck.txt"), lookup=lambda name: None)
    assert check.cards == () and check.problems == (
        "this is a device or a pipe, not a decklist file",
    )


def test_a_named_pipe_opened_as_a_game_is_refused_with_a_message(tmp_path: Path) -> None:
    from saga_table.persistence.saves import SaveFileError, load_game
    from saga_table.qt.deck_games import looks_like_decklist

    path = _fifo(tmp_path, "game")
    assert not looks_like_decklist(path)  # sniffing its first bytes had waited for a writer
    with pytest.raises(SaveFileError, match="a device or a pipe"):
        load_game(path, lambda name: None)
