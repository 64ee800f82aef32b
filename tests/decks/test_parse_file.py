"""Reading decklist files: encodings, unreadable files, and telling the format apart."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from saga_table.decks import DeckFormat, Section, parse_decklist, parse_decklist_file


def test_utf8_with_a_byte_order_mark_reads_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(codecs.BOM_UTF8 + b"4 Fable of the Mirror-Breaker\n")
    deck = parse_decklist_file(path)
    assert deck.problems == ()
    assert deck.entries[0].name == "Fable of the Mirror-Breaker"


def test_utf16_from_windows_notepad_reads_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("4 Lim-Dûl's Vault\r\n2 強迫\r\n".encode("utf-16"))
    deck = parse_decklist_file(path)
    assert deck.problems == ()
    assert deck.card_names() == ("Lim-Dûl's Vault", "強迫")


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_a_byte_order_mark_reads_cleanly(tmp_path: Path, codec: str) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("4 Island\n20 Mountain\n4 稲妻\u3000\n".encode(codec))
    deck = parse_decklist_file(path)
    assert deck.problems == ()
    assert [(entry.count, entry.name) for entry in deck.entries] == [
        (4, "Island"), (20, "Mountain"), (4, "稲妻"),
    ]  # fmt: skip


def test_utf16_without_a_byte_order_mark_cut_mid_character_is_refused_saying_so(
    tmp_path: Path,
) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("4 Island\n20 Mountain\n".encode("utf-16-le")[:-1])
    deck = parse_decklist_file(path)
    assert deck.entries == ()
    (problem,) = deck.problems
    assert problem.reason.startswith(
        "this file is not UTF-8 text (it looks like UTF-16 without a byte-order mark"
    )


def test_utf8_text_with_a_nul_byte_is_a_binary_file_not_cards(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\x00" * 64 + b"4 Island\n")
    deck = parse_decklist_file(path)
    assert deck.entries == ()
    reasons = [problem.reason for problem in deck.problems]
    assert reasons == ["this is a binary file, not a decklist"]


def test_windows_1252_file_is_read_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("4 Opt\n1 Lim-Dûl's Vault\n".encode("cp1252"))
    deck = parse_decklist_file(path)
    assert deck.card_names() == ("Opt", "Lim-Dûl's Vault")
    (note,) = deck.problems
    assert (note.line, note.text) == (2, "1 Lim-Dûl's Vault")
    assert note.reason == "the file is not UTF-8; it was read as Windows-1252 (Western European)"


def test_shift_jis_file_is_read_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("デッキ\r\n4 鏡割りの寓話\r\n1 ジェイス・ベレレン\r\n".encode("shift_jis"))
    deck = parse_decklist_file(path)
    assert deck.card_names() == ("鏡割りの寓話", "ジェイス・ベレレン")
    (note,) = deck.problems
    assert note.line == 1
    assert "Shift_JIS" in note.reason


def test_a_binary_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    deck = parse_decklist_file(path)
    assert deck.entries == ()
    (problem,) = deck.problems
    assert problem.reason == "this is a binary file, not a decklist"


def test_a_missing_file_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        parse_decklist_file(tmp_path / "missing.txt")


def test_a_directory_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        parse_decklist_file(tmp_path)


def test_content_decides_over_the_extension() -> None:
    text_in_dek = parse_decklist("4 Opt\n\n2 Negate", filename="saved.dek")
    assert text_in_dek.format is DeckFormat.PLAIN
    assert text_in_dek.counts() == {Section.MAIN: 4, Section.SIDEBOARD: 2}
    xml_in_txt = parse_decklist('<Deck><Cards Quantity="4" Name="Opt"/></Deck>', filename="x.txt")
    assert xml_in_txt.format is DeckFormat.MTGO_DEK


def test_the_extension_names_a_broken_xml_file() -> None:
    deck = parse_decklist("<", filename="Saga Tempo.cod")
    assert deck.format is DeckFormat.COCKATRICE
    assert deck.problems[0].reason.startswith("not well-formed XML at line 1")


def test_windows_and_old_mac_line_endings_number_lines_alike() -> None:
    for newline in ("\r\n", "\r", "\n"):
        deck = parse_decklist(newline.join(["4 Opt", "0 Negate", "", "2 Duress"]))
        assert [problem.line for problem in deck.problems] == [2]
        assert [entry.line for entry in deck.entries] == [1, 4]


def test_a_huge_file_is_a_problem_read_no_further_than_the_limit(tmp_path: Path) -> None:
    from saga_table.decks.parse import MAX_DECKLIST_BYTES

    path = tmp_path / "deck.txt"
    path.write_bytes(b"4 Opt\n" * (MAX_DECKLIST_BYTES // 6 + 10))
    deck = parse_decklist_file(path)
    assert deck.entries == ()
    (problem,) = deck.problems
    assert problem.reason == "the file is larger than 1 MB: not a decklist"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_that_never_ends_is_a_problem_not_a_hang() -> None:
    deck = parse_decklist_file("/dev/zero")
    (problem,) = deck.problems
    assert problem.reason == "this is a device or a pipe, not a decklist file"


def test_a_named_pipe_is_a_problem_not_a_wait_for_a_writer(tmp_path: Path) -> None:
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = tmp_path / "deck.txt"
    os.mkfifo(path)
    (problem,) = parse_decklist_file(path).problems
    assert problem.reason == "this is a device or a pipe, not a decklist file"
