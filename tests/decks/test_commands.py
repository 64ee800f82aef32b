"""The ``deck check`` command: exit codes, the JSON report and the readable summary."""

from __future__ import annotations

import argparse
import json
import sys
import types
from pathlib import Path

import pytest

from saga_table.decks.commands import add_parser
from tests.decks.support import fixture_path

CATALOG_MODULE = "saga_table.catalog.lookup"


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="saga-table")
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


@pytest.fixture
def no_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the catalog's lookup unimportable, whether or not it exists yet."""
    monkeypatch.setitem(sys.modules, CATALOG_MODULE, None)


@pytest.fixture
def small_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stand-in for the catalog's lookup module that knows a few cards."""
    known = {"opt": "Opt", "duress": "Duress", "negate": "Negate"}

    class Lookup:
        def match(self, name: str) -> types.SimpleNamespace:
            card = known.get(name.casefold())
            suggestions = () if card else ("Opt",)
            return types.SimpleNamespace(
                query=name, card_name=card, suggestions=suggestions, matched_by="exact"
            )

    module = types.ModuleType(CATALOG_MODULE)
    module.default_lookup = Lookup  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, CATALOG_MODULE, module)


def write(tmp_path: Path, text: str, name: str = "deck.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.usefixtures("no_catalog")
def test_clean_deck_exits_0_with_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["deck", "check", str(fixture_path("mtga_en.txt"))]) == 0
    out = capsys.readouterr().out
    assert "'Saga Tempo': MTG Arena decklist" in out
    assert "Main deck     30 cards" in out
    assert "not checked: the card catalog is not installed" in out
    assert "No problems." in out


@pytest.mark.usefixtures("no_catalog")
def test_problems_exit_1_and_name_their_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["deck", "check", write(tmp_path, "4 Opt\n0 Negate\n")]) == 1
    out = capsys.readouterr().out
    assert "1 problem:" in out
    assert "line 2: a count of 0 adds no cards" in out


def test_unreadable_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["deck", "check", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.usefixtures("small_catalog")
def test_json_report_with_the_catalog(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "About\nName Test\n\nDeck\n4 opt\n1 Opz\n\nSideboard\n2 Duress\n")
    assert run(["deck", "check", path, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["file"] == path
    assert (report["format"], report["name"], report["names_checked"]) == ("mtga", "Test", True)
    assert report["sections"] == {
        "main": [
            {"count": 4, "name": "opt", "line": 5, "resolved": "Opt"},
            {"count": 1, "name": "Opz", "line": 6, "resolved": None},
        ],
        "sideboard": [{"count": 2, "name": "Duress", "line": 9, "resolved": "Duress"}],
    }
    assert report["counts"] == {"main": 5, "sideboard": 2}
    assert report["problems"] == [
        {"line": 6, "text": "1 Opz", "reason": "unknown card 'Opz' (did you mean: Opt?)"}
    ]


@pytest.mark.usefixtures("no_catalog")
def test_json_report_without_the_catalog(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["deck", "check", str(fixture_path("broken.cod")), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["names_checked"] is False
    assert report["format"] == "cockatrice"
    assert report["problems"][0]["reason"] == "not well-formed XML at line 10, column 7"
    assert report["sections"]["main"][0]["resolved"] is None


def test_deck_without_a_subcommand_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(["deck"])
    assert exit_info.value.code == 2
