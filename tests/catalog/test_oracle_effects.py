"""The oracle-text reader on the 227 real Sagas in ../shared/data/sagas (read from there, never
copied): how many chapters it carries out, and a sample checked against what each chapter says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saga_table.catalog.oracle import parse_saga_text
from saga_table.catalog.oracle_effects import read_effect
from saga_table.engine.cards import (
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.effects import kinds as k

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "sagas" / "sagas_scryfall.json"
if not DATA.is_file():  # the worktree sits next to ../shared
    DATA = Path("/work/shared/data/sagas/sagas_scryfall.json")

pytestmark = pytest.mark.skipif(not DATA.is_file(), reason="the real Saga data set is not here")


def chapters() -> dict[tuple[str, int], str]:
    out = {}
    for card in json.loads(DATA.read_text(encoding="utf-8")):
        for face in card.get("card_faces") or [card]:
            if "Saga" not in face.get("type_line", ""):
                continue
            for chapter in parse_saga_text(face.get("oracle_text", "")).chapters:
                out[(face["name"], chapter.number)] = chapter.text
    return out


def effect(name: str, number: int) -> Effect | None:
    return read_effect(chapters()[(name, number)], name=name)


def test_the_reader_carries_out_nearly_half_of_the_real_chapters() -> None:
    found = chapters()
    read = [key for key, text in found.items() if read_effect(text, name=key[0]) is not None]
    assert len(found) == 723
    assert len(read) >= 340, len(read)


def test_cr714_history_of_benalia_knights_and_their_pump() -> None:
    knight = effect("History of Benalia", 1)
    assert isinstance(knight, CreateTokenEffect)
    assert (knight.power, knight.toughness, knight.subtypes, knight.keywords) == (
        2, 2, ("Knight",), ("vigilance",)
    )  # fmt: skip
    pump = effect("History of Benalia", 3)
    assert isinstance(pump, k.PumpEffect) and (pump.power, pump.toughness) == (2, 1)
    assert pump.objects.how is k.How.ALL
    assert (pump.objects.filter.subtypes, pump.objects.filter.controller) == (("Knight",), "you")


def test_the_eldest_reborn_each_opponent_discards() -> None:
    assert effect("The Eldest Reborn", 2) == k.DiscardEffect(1, who=k.Who.EACH_OPPONENT)


def test_a_flip_chapter_exiles_and_returns_it_transformed() -> None:
    assert effect("Hidetsugu Consumes All", 3) == ExileAndReturnTransformedEffect()


def test_draw_then_discard_and_drain() -> None:
    assert effect("The Modern Age", 1) == SequenceEffect((DrawEffect(1), k.DiscardEffect(1)))
    drain = effect("Okiba Reckoner Raid", 1)
    assert drain == SequenceEffect(
        (GainLifeEffect(1, who=k.Who.EACH_OPPONENT, lose=True), GainLifeEffect(1))
    )


def test_a_look_at_the_top_takes_an_artifact_and_bottoms_the_rest() -> None:
    look = effect("The Antiquities War", 1)
    assert isinstance(look, k.LookAtTopEffect)
    assert (look.count, look.take, look.filter.types, look.rest) == (5, 1, ("Artifact",), "bottom")


def test_damage_to_each_creature_and_each_opponent() -> None:
    dragon_war = effect("The Elder Dragon War", 1)
    assert isinstance(dragon_war, k.DamageEffect) and dragon_war.count == 2
    assert dragon_war.players is k.Who.EACH_OPPONENT
    assert dragon_war.objects is not None and dragon_war.objects.filter.types == ("Creature",)


def test_a_chapter_the_reader_does_not_understand_is_left_to_the_players() -> None:
    assert effect("Long List of the Ents", 1) is None  # a delayed, named choice
    # one sentence it cannot read is enough to leave the whole chapter alone
    assert read_effect("Draw a card. Then something odd happens.") is None
