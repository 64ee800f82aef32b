"""The built-in Sagas against the real-card test data in ``../shared/data/sagas``.

Chapter structure, read ahead, P/T, faces and costs must agree with the real cards; the texts must
be our own words (no long run of any real card's text).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from saga_table.catalog.builtin import load_builtin_cards
from saga_table.engine.cards import CardDef, CardFace

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "sagas"

#: A shared run this long (characters, after normalizing case, spaces and apostrophes) counts as
#: copied text.
COPY_RUN = 25
#: The same for Japanese text (denser: fewer characters carry as much).
COPY_RUN_JA = 20


@cache
def shared(name: str) -> Any:
    path = DATA / name
    if not path.is_file():
        pytest.skip(f"shared test data not found: {path}")
    return json.loads(path.read_text(encoding="utf-8"))


def truth() -> dict[str, Any]:
    result: dict[str, Any] = shared("sagas_truth.json")
    return result


def scryfall() -> dict[str, Any]:
    return {card["name"]: card for card in shared("sagas_scryfall.json")}


def builtin_sagas() -> list[tuple[CardDef, CardFace]]:
    out = []
    for card in load_builtin_cards():
        for face in card.faces:
            if face.is_saga:
                out.append((card, face))
    return out


def printed_groups(face: CardFace) -> list[list[int]]:
    out: dict[tuple[object, ...], list[int]] = {}
    for chapter in face.chapters:
        out.setdefault((chapter.text, chapter.text_ja, chapter.effect), []).append(chapter.number)
    return sorted(out.values())


# --------------------------------------------------------------------------- structure


def test_most_builtin_sagas_are_in_the_truth_data() -> None:
    known = [card.name for card, _ in builtin_sagas() if card.name in truth()]
    assert len(known) >= 60


def test_cr714_2_chapter_numbers_groups_and_final_chapter_agree_with_the_real_cards() -> None:
    problems = []
    for card, face in builtin_sagas():
        real = truth().get(card.name)
        if real is None:
            continue
        numbers = sorted(n for group in real["chapters"] for n in group["numbers"])
        if [c.number for c in face.chapters] != numbers:
            problems.append(
                f"{card.name}: chapters {[c.number for c in face.chapters]} != {numbers}"
            )
        if face.final_chapter != real["final_chapter"]:
            problems.append(f"{card.name}: final chapter {face.final_chapter}")
        real_groups = sorted(sorted(group["numbers"]) for group in real["chapters"])
        if printed_groups(face) != real_groups:
            problems.append(f"{card.name}: groups {printed_groups(face)} != {real_groups}")
    assert problems == []


def test_read_ahead_creature_and_faces_agree_with_the_real_cards() -> None:
    problems = []
    for card, face in builtin_sagas():
        real = truth().get(card.name)
        if real is None:
            continue
        if face.has_read_ahead != real["read_ahead"]:
            problems.append(f"{card.name}: read ahead")
        if ("Creature" in face.card_types) != real["is_creature"]:
            problems.append(f"{card.name}: creature")
        if real["is_creature"] and (face.power, face.toughness) != (
            real["power"],
            real["toughness"],
        ):
            problems.append(f"{card.name}: P/T {face.power}/{face.toughness}")
        if card.is_double_faced != real["double_faced"]:
            problems.append(f"{card.name}: double-faced")
        if real["double_faced"]:
            side = "front" if card.faces[0] is face else "back"
            if side != real["saga_face"]:
                problems.append(f"{card.name}: Saga on the {side}")
            other = card.faces[1] if side == "front" else card.faces[0]
            if other.name != real["other_face_name"]:
                problems.append(f"{card.name}: other face {other.name}")
    assert problems == []


def test_costs_and_type_lines_agree_with_the_real_cards() -> None:
    cards = scryfall()
    problems = []
    for card in load_builtin_cards():
        real = cards.get(card.name)
        if real is None:
            continue
        real_faces = real.get("card_faces") or [real]
        for face, real_face in zip(card.faces, real_faces, strict=True):
            if face.name != real_face["name"]:
                problems.append(f"{card.name}: face {face.name}")
            if face.mana_cost != (real_face.get("mana_cost") or ""):
                problems.append(f"{card.name}: cost {face.mana_cost}")
            if face.type_line != real_face["type_line"]:
                problems.append(f"{card.name}: type line {face.type_line!r}")
    assert problems == []


def test_japanese_names_agree_with_the_japanese_data() -> None:
    japanese: dict[str, Any] = shared("sagas_ja.json")
    problems = []
    for card, face in builtin_sagas():
        real = japanese.get(card.name)
        if real is None or "ja_name" not in real:
            continue
        if face.name_ja != real["ja_name"]:
            problems.append(f"{card.name}: {face.name_ja} != {real['ja_name']}")
    assert problems == []


# --------------------------------------------------------------------------- our own words


def normalize(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("—", "-").replace("―", "-")
    return " ".join(text.casefold().split())


def runs(text: str, length: int) -> Iterator[str]:
    text = normalize(text)
    for i in range(len(text) - length + 1):
        yield text[i : i + length]


@cache
def real_runs(length: int, japanese: bool) -> frozenset[str]:
    texts: list[str] = []
    if japanese:
        for entry in shared("sagas_ja.json").values():
            texts.append(entry.get("ja_text", ""))
            texts += [face.get("ja_text", "") for face in entry.get("card_faces", [])]
    else:
        for entry in truth().values():
            texts += [chapter["text"] for chapter in entry["chapters"]]
            texts += [v.get("oracle_text", "") for v in entry.get("text_variants", [])]
        for entry in shared("sagas_scryfall.json"):
            texts.append(entry.get("oracle_text", ""))
            texts += [face.get("oracle_text", "") for face in entry.get("card_faces", [])]
    return frozenset(run for text in texts for run in runs(text, length))


def our_texts(japanese: bool) -> Iterator[tuple[str, str]]:
    for card in load_builtin_cards():
        for face in card.faces:
            if japanese:
                yield face.name, face.text_ja or ""
                for chapter in face.chapters:
                    yield f"{face.name} {chapter.symbol}", chapter.text_ja or ""
                for trigger in face.triggered_abilities:
                    yield f"{face.name} (trigger)", trigger.text_ja or ""
            else:
                yield face.name, face.text
                for chapter in face.chapters:
                    yield f"{face.name} {chapter.symbol}", chapter.text
                for static in face.static_abilities:
                    yield f"{face.name} (static)", static.text
                for trigger in face.triggered_abilities:
                    yield f"{face.name} (trigger)", trigger.text


@pytest.mark.parametrize(("japanese", "length"), [(False, COPY_RUN), (True, COPY_RUN_JA)])
def test_texts_are_our_own_words(japanese: bool, length: int) -> None:
    copied = real_runs(length, japanese)
    problems = []
    for where, text in our_texts(japanese):
        hit = next((run for run in runs(text, length) if run in copied), None)
        if hit is not None:
            problems.append(f"{where}: {hit!r}")
    assert problems == [], "texts that copy a real card's words:\n" + "\n".join(problems)


def test_no_chapter_text_equals_a_real_chapter_text() -> None:
    real = {normalize(c["text"]) for entry in truth().values() for c in entry["chapters"]}
    # Very short texts ("Scry 2.", "Draw two.") are game terms, not prose worth protecting.
    copied = [
        (card.name, chapter.symbol)
        for card, face in builtin_sagas()
        for chapter in face.chapters
        if len(chapter.text) > 12 and normalize(chapter.text) in real
    ]
    assert copied == []


def test_the_copy_check_would_catch_a_copied_line() -> None:
    copied = real_runs(COPY_RUN, False)
    line = truth()["History of Benalia"]["chapters"][0]["text"]
    assert any(run in copied for run in runs(line, COPY_RUN))
    assert re.search(r"Knight", line)
