"""Every loader, fed hostile files (issue 12): each input ends in the documented exit code and a
message saying what and where, never a traceback, never a hang, and a refused input changes no
file on disk.

Entry points: ``replay``, ``cards import``, ``cards custom add``, ``deck check``, and the
window's Open and the autosave's resume (in ``test_fuzz_window.py``). Quick by default;
``SAGA_TABLE_FUZZ=long`` for a nightly run (see ``profile.py``).
"""

from __future__ import annotations

import contextlib
import io
import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saga_table.cli import main
from saga_table.engine.card_codec import cards_to_document
from saga_table.engine.cards import CardDef
from saga_table.persistence.saves import save_game
from tests.fuzz.conftest import record
from tests.fuzz.mutations import hostile
from tests.fuzz.profile import examples
from tests.persistence.support import dir_snapshot, game_with_history

CATALOG = Path(__file__).resolve().parents[1] / "catalog" / "fixtures"
DECKS = Path(__file__).resolve().parents[1] / "decks" / "fixtures"
FUZZ = settings(
    max_examples=examples(40),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                           HealthCheck.data_too_large],
)  # fmt: skip


def _record_seed(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("seed") / "game.json"
    save_game(game_with_history(), path)
    return path.read_bytes()


def _custom_seed() -> bytes:
    chapters = {1: "Draw a card.", 2: "Gain 2 life.", 3: "Scry 1."}
    saga = CardDef.saga("Tale of Fuzz", chapters=chapters, name_ja="ファズの物語")
    bear = CardDef.simple("Fuzzy Bear", power="2", toughness="2")
    return json.dumps(cards_to_document([saga, bear]), ensure_ascii=False).encode("utf-8")


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def _check(entry: str, kind: str, argv: list[str], codes: set[int], watched: list[Path],
           *, writes_on_success: bool) -> None:  # fmt: skip
    before = [dir_snapshot(folder) for folder in watched]
    start = time.monotonic()
    try:
        code, out, err = _cli(*argv)
    except BaseException:
        record(entry, "crash", time.monotonic() - start, kind)
        raise
    seconds = time.monotonic() - start
    text = out + err
    crashed = code not in codes or "Traceback" in text or "internal error" in text
    if code != 0 and not err.strip() and not out.strip():
        crashed = True  # refused without a word
    changed = code != 0 or not writes_on_success
    changed = changed and [dir_snapshot(folder) for folder in watched] != before
    outcome = "ok" if code == 0 else "refused"
    record(entry, "crash" if crashed else "changed" if changed else outcome, seconds, kind)
    assert not crashed, f"{entry} ({kind}): exit {code}\n{text[-2000:]}"
    assert not changed, f"{entry} ({kind}): a refused input changed files on disk"


@pytest.fixture(scope="module")
def record_seed(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return _record_seed(tmp_path_factory)


@FUZZ
@given(data=st.data())
def test_replay_refuses_hostile_records_with_a_message(
    data: st.DataObject, record_seed: bytes, tmp_path: Path
) -> None:
    kind, body, suffix = data.draw(hostile(record_seed, name="game.json"))
    folder = tmp_path / f"in-{time.monotonic_ns()}"
    folder.mkdir()
    path = folder / f"game.json{suffix}"
    path.write_bytes(body)
    _check("replay", kind, ["--data-dir", str(tmp_path / "data"), "replay", str(path), "--json"],
           {0, 1, 2}, [folder], writes_on_success=False)  # fmt: skip


_CARD_SEEDS = ("scryfall_cards.json", "scryfall_cards.jsonl", "mtgjson_atomic.json",
               "mtgjson_allprintings.json")  # fmt: skip


@FUZZ
@given(data=st.data(), seed=st.sampled_from(_CARD_SEEDS))
def test_cards_import_refuses_hostile_card_files_and_keeps_the_database(
    data: st.DataObject, seed: str, tmp_path: Path
) -> None:
    kind, body, suffix = data.draw(hostile((CATALOG / seed).read_bytes(), name=seed, archives=True))
    folder = tmp_path / f"run-{time.monotonic_ns()}"
    inbox, data_dir = folder / "in", folder / "data"
    inbox.mkdir(parents=True)
    data_dir.mkdir()
    path = inbox / f"{seed}{suffix}"
    path.write_bytes(body)
    _check("cards import", kind, ["--data-dir", str(data_dir), "cards", "import", str(path)],
           {0, 1}, [inbox, data_dir], writes_on_success=True)  # fmt: skip


@FUZZ
@given(data=st.data())
def test_cards_custom_add_refuses_hostile_files_and_adds_nothing(
    data: st.DataObject, tmp_path: Path
) -> None:
    kind, body, suffix = data.draw(hostile(_custom_seed(), name="mine.json"))
    folder = tmp_path / f"run-{time.monotonic_ns()}"
    inbox, data_dir = folder / "in", folder / "data"
    inbox.mkdir(parents=True)
    data_dir.mkdir()
    (data_dir / "custom_cards.json").write_bytes(_custom_seed().replace(b"Fuzz", b"Kept"))
    path = inbox / f"mine.json{suffix}"
    path.write_bytes(body)
    _check("cards custom add", kind, ["--data-dir", str(data_dir), "cards", "custom", "add",
           str(path)], {0, 1}, [inbox, data_dir], writes_on_success=True)  # fmt: skip


_DECK_SEEDS = ("saga_tempo.dek", "saga_tempo.cod", "saga_tempo.dck", "moxfield.txt",
               "mtga_ja.txt", "archidekt.txt")  # fmt: skip


@FUZZ
@given(data=st.data(), seed=st.sampled_from(_DECK_SEEDS))
def test_deck_check_reports_hostile_decklists_with_a_message(
    data: st.DataObject, seed: str, tmp_path: Path
) -> None:
    kind, body, suffix = data.draw(hostile((DECKS / seed).read_bytes(), name=seed))
    folder = tmp_path / f"in-{time.monotonic_ns()}"
    folder.mkdir()
    path = folder / f"{seed}{suffix}"
    path.write_bytes(body)
    _check("deck check", kind, ["--data-dir", str(tmp_path / "data"), "deck", "check", str(path),
           "--json"], {0, 1, 2}, [folder], writes_on_success=False)  # fmt: skip
