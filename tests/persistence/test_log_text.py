"""The plain-text log: a sentence for every event, in English and Japanese."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.turns import Phase, Step
from saga_table.persistence._autosave_driver import play
from saga_table.persistence.log_text import (
    action_label,
    event_sentence,
    game_log_lines,
    step_name,
    turn_summary,
)
from tests.persistence.support import game_waiting_for_trigger_order, hand_card, new_game

#: The actions whose Japanese label is checked (the engine may add more; they fall back to English).
LABELLED = [
    "AdvanceStep",
    "AdvanceToNextTurn",
    "SkipNext",
    "SkipThisTurn",
    "AddExtraPhases",
    "AddExtraTurn",
    "EndTheTurn",
    "EndTheCombatPhase",
    "ResolveTopOfStack",
    "CounterStackItem",
    "OrderTriggers",
    "ChooseReadAhead",
    "DiscardToHandSize",
    "AddCounters",
    "AddPlayerCounters",
    "RemoveCounters",
    "Proliferate",
    "PutOntoBattlefield",
    "CastSpell",
    "PlayLand",
    "MoveObject",
    "ExileAndReturn",
    "Transform",
    "CreateToken",
    "AttachTo",
    "TapPermanent",
    "UntapPermanent",
    "ApplyEffect",
    "EndEffect",
    "DrawCards",
    "Shuffle",
    "SearchLibrary",
    "ReorderLibraryTop",
    "ChangeLife",
    "Concede",
    "Mulligan",
    "KeepHand",
    "BecomeMonarch",
    "DeclareAttackers",
    "DeclareBlockers",
    "DealCombatDamage",
]
EVENT_TYPES = [getattr(ev, name) for name in ev.__all__ if name != "Event"]


def _example(cls: type) -> object:
    """An instance of an event type with plausible field values."""
    hints = typing.get_type_hints(cls)
    values: dict[str, object] = {}
    for field in dataclasses.fields(cls):
        hint = hints[field.name]
        text = str(hint)
        if "tuple" in text:
            values[field.name] = ((ObjectId(1), PlayerId(1)),)
        elif hint is Step or "Step" in text:
            values[field.name] = Step.UPKEEP
        elif hint is Phase or "Phase" in text:
            values[field.name] = Phase.COMBAT
        elif hint is Zone:
            values[field.name] = Zone.GRAVEYARD
        elif hint is bool:
            values[field.name] = False
        elif hint is str:
            values[field.name] = "a reason"
        else:
            values[field.name] = 1
    return cls(**values)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("cls", EVENT_TYPES, ids=lambda c: c.__name__)
def test_every_event_has_a_sentence(cls: type, lang: str) -> None:
    game = new_game()
    sentence = event_sentence(_example(cls), game.state, lang)  # type: ignore[arg-type]
    assert sentence and sentence != cls.__name__
    assert sentence.endswith((".", "。", "reason")) or ":" in sentence or "：" in sentence


def test_a_saga_entering_reads_like_a_transcript() -> None:
    game = new_game()
    game.apply(a.AdvanceStep())
    before = game.state
    events = game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of the Crown")))
    assert [event_sentence(e, before, "en", state_after=game.state) for e in events] == [
        "Tale of the Crown moved from Ann's hand to the battlefield.",
        "Tale of the Crown entered the battlefield under Ann's control.",
        "Tale of the Crown got 1 lore counter (now 1).",
        "Chapter I of Tale of the Crown triggered.",
        "Ann put chapter I of Tale of the Crown on the stack.",
    ]
    assert [event_sentence(e, before, "ja", state_after=game.state) for e in events] == [
        "王冠の物語がAnnの手札から戦場に移動した。",
        "王冠の物語がAnnのコントロール下で戦場に出た。",
        "王冠の物語に伝承カウンターが1個置かれた（計1個）。",
        "王冠の物語の章Iが誘発した。",
        "Annが王冠の物語の章Iをスタックに置いた。",
    ]


def test_a_waiting_decision_is_named() -> None:
    game = game_waiting_for_trigger_order()
    last = game.history[-1]
    sentences = [event_sentence(e, last.before, "en", state_after=last.after) for e in last.events]
    assert sentences[-1] == "Ann has to choose: order triggers."
    ja = [event_sentence(e, last.before, "ja", state_after=last.after) for e in last.events]
    assert ja[-1] == "Annが選ぶ番：誘発型能力の順番。"


def test_steps_and_turns_have_names() -> None:
    assert step_name(Step.MAIN, precombat=True) == "precombat main phase"
    assert step_name(Step.MAIN, "ja", precombat=False) == "戦闘後メイン・フェイズ"
    assert step_name(Step.END) == "end step"
    game = new_game()
    game.apply(a.AdvanceStep())  # upkeep -> precombat main (Ann skips her first draw)
    assert turn_summary(game.state) == "Turn 1, Ann's precombat main phase"
    assert turn_summary(game.state, "ja") == "1ターン目、Annの戦闘前メイン・フェイズ"


def test_action_labels() -> None:
    assert action_label(a.AdvanceStep()) == "Advance step"
    assert action_label(a.ResolveTopOfStack(), "ja") == "スタックの一番上を解決する"
    for cls in a.ACTION_TYPES.values():  # a new action gets at least its English words
        assert action_label(cls.__new__(cls)) and action_label(cls.__new__(cls), "ja")
    english = {
        name: action_label(a.ACTION_TYPES[name].__new__(a.ACTION_TYPES[name])) for name in LABELLED
    }
    untranslated = [
        name
        for name in LABELLED
        if action_label(a.ACTION_TYPES[name].__new__(a.ACTION_TYPES[name]), "ja") == english[name]
    ]
    assert untranslated == []


def test_a_long_scripted_game_logs_without_a_gap() -> None:
    game = play(5, 250)
    for lang in ("en", "ja"):
        lines = game_log_lines(game, lang)
        assert not [line for line in lines if "#" in line or line.strip() in ev.__all__]
