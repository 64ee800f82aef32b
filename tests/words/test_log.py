"""The game log's one renderer, without Qt (English sentences; the Japanese ones are the .ts
translations, tested through the window in tests/qt/test_log_window.py)."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.game import Game
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.setup import GameSetup, PlayerSetup
from saga_table.engine.turns import Phase, Step
from saga_table.persistence._autosave_driver import play
from saga_table.persistence.log_text import game_log_lines, game_log_text, step_name, turn_summary
from saga_table.words.log import entry_sentences, event_sentences
from saga_table.words.names import Namer
from tests.persistence.support import game_waiting_for_trigger_order, hand_card, new_game

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


#: Events the log tells through another line (or not at all): a turn's end is the next turn's
#: heading.
SILENT = {ev.TurnEnded}


@pytest.mark.parametrize("cls", EVENT_TYPES, ids=lambda c: c.__name__)
def test_every_event_has_a_sentence(cls: type) -> None:
    game = new_game()
    lines = event_sentences([_example(cls)], Namer(game.state))  # type: ignore[list-item]
    if cls in SILENT:
        assert lines == []
        return
    assert len(lines) == 1
    sentence = lines[0].text
    assert sentence and cls.__name__ not in sentence
    assert sentence.endswith((".", "reason")) or ":" in sentence


def _tell(game: Game, action: a.Action) -> list[str]:
    before = game.state
    events = game.apply(action)
    return [line.text for line in entry_sentences(action, before, game.state, events)]


def test_a_saga_entering_reads_like_a_transcript() -> None:
    game = new_game()
    game.apply(a.AdvanceStep())
    assert _tell(game, a.PutOntoBattlefield(hand_card(game, 0, "Tale of the Crown"))) == [
        "Tale of the Crown enters the battlefield under Ann's control.",
        "Tale of the Crown: lore counters 0 → 1.",
        "Chapter I of Tale of the Crown triggers.",
        "Tale of the Crown — chapter I goes on the stack.",
    ]


URZA = CardDef.saga(
    "Urza's Saga",
    chapters={1: "Mana.", 2: "Constructs.", 3: "Search."},
    card_types=("Enchantment", "Land"),
    subtypes=("Urza's", "Saga"),
)


def test_cr714_3a_a_saga_land_played_is_logged_before_its_lore_counter_and_chapter() -> None:
    game = Game(GameSetup(players=(PlayerSetup("Kenji", hand=(URZA,)), PlayerSetup("Bo"))))
    game.apply(a.AdvanceStep())  # the precombat main phase (Kenji skips his first draw)
    card = game.state.zone(PlayerId(0), Zone.HAND)[0]
    assert _tell(game, a.PlayLand(card)) == [
        "Kenji plays Urza's Saga.",
        "Urza's Saga: lore counters 0 → 1.",
        "Chapter I of Urza's Saga triggers.",
        "Urza's Saga — chapter I goes on the stack.",
    ]


PLAINS = CardDef.simple("Plains", card_types=("Land",))


def test_cr103_5_a_player_with_no_library_draws_no_opening_hand_in_the_log() -> None:
    game = Game(
        GameSetup(
            players=(PlayerSetup("Kenji", library=(PLAINS,) * 20), PlayerSetup("Player 2")),
            opening_hands=True,
        )
    )
    lines = game_log_lines(game)
    assert "Kenji draws 7 cards." in lines
    assert not [line for line in lines if "Player 2" in line and "Players:" not in line]
    assert "" not in lines  # no blank row either (the turn begins after the mulligans)


def test_cr704_5b_a_draw_from_an_empty_library_is_told_once_and_loses() -> None:
    game = Game(
        GameSetup(players=(PlayerSetup("Kenji", library=(PLAINS,) * 10), PlayerSetup("Bo")))
    )
    told = _tell(game, a.DrawCards(PlayerId(1), 7))
    assert told[0] == "Bo has no card to draw."
    assert not [line for line in told if "draws" in line]
    assert "Bo loses the game: drew from an empty library (704.5b)." in told


def test_the_exported_log_is_the_lines_of_each_entry() -> None:
    game = new_game()
    game.apply(a.AdvanceStep())
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of the Crown")))
    lines = game_log_text(game).splitlines()
    assert lines[:2] == ["Saga Table — game log", "Players: Ann, Bo"]
    history = game.history
    told = [entry_sentences(None, None, history[0].before, game.initial_events)]
    told += [entry_sentences(e.action, e.before, e.after, e.events) for e in history]
    assert [line for line in lines[2:] if line] == [line.text for part in told for line in part]


def test_a_waiting_decision_is_named() -> None:
    game = game_waiting_for_trigger_order()
    last = game.history[-1]
    lines = entry_sentences(last.action, last.before, last.after, last.events)
    assert lines[-1].text == "Ann puts their triggered abilities in order."


def test_steps_and_turns_have_names() -> None:
    assert step_name(Step.MAIN, precombat=True) == "precombat main phase"
    assert step_name(Step.MAIN, "ja", precombat=False) == "戦闘後メイン・フェイズ"
    assert step_name(Step.END) == "end step"
    game = new_game()
    game.apply(a.AdvanceStep())  # upkeep -> precombat main (Ann skips her first draw)
    assert turn_summary(game.state) == "Turn 1, Ann's precombat main phase"
    assert turn_summary(game.state, "ja") == "1ターン目、Annの戦闘前メイン・フェイズ"


def test_a_long_scripted_game_logs_without_a_gap() -> None:
    game = play(5, 250)
    for lang in ("en", "ja"):
        lines = game_log_lines(game, lang)
        assert not [line for line in lines if line.strip() in ev.__all__]
        assert not [line for line in lines if line.startswith("object ")]


def test_cr704_5b_a_paper_table_reads_like_a_transcript() -> None:
    from saga_table.engine.state import RuleOptions

    bears = CardDef.simple("Bears", power="2", toughness="2", name_ja="熊")
    saga = CardDef.saga("Tale", chapters={1: "one", 2: "two"}, name_ja="物語")
    players = (PlayerSetup("Ann", paper=True, hand_count=7), PlayerSetup("Ben", paper=True))
    game = Game(GameSetup(players=players, rules=RuleOptions(first_player_skips_draw=False)))
    game.apply(a.AdvanceStep())  # Ann's draw step: an unseen draw, never "no card to draw"
    game.apply(a.PutCardOntoBattlefield(bears, PlayerId(1)))
    game.apply(a.GainControl(game.state.battlefield[-1], PlayerId(0)))
    game.apply(a.SetHandSize(PlayerId(0), 5))
    game.apply(a.ChangeCommanderDamage(PlayerId(1), "Ann's Commander", 4))
    game.apply(a.CastCard(saga, PlayerId(1)))
    en = game_log_lines(game, "en")
    assert "Ann draws a card." in " ".join(en) and "no card to draw" not in " ".join(en)
    for line in (
        "Ann now controls Bears.",
        "Ann's hand: 8 → 5 cards.",
        "Ben: damage from Ann's Commander 0 → 4.",
        "Ben casts Tale.",
    ):
        assert any(line in told for told in en), line
    ja = " ".join(game_log_lines(game, "ja"))  # Japanese card names (the sentences: the .ts)
    assert "Ann now controls 熊." in ja or "Annが熊のコントロールを得た。" in ja


def test_a_position_is_told_as_the_game_begins() -> None:
    from saga_table.engine.position import Position, PositionStep

    players = (PlayerSetup("Ann", paper=True), PlayerSetup("Ben", paper=True))
    position = Position(turn=4, active=PlayerId(1), step=PositionStep.SECOND_MAIN)
    lines = game_log_lines(Game(GameSetup(players=players, position=position)))
    assert "The game starts from a position: turn 4, Ben's postcombat main phase." in lines


def test_a_chapter_carried_out_by_hand_is_named_in_the_log() -> None:
    """Done after a chapter resolved by hand: the log names the chapter ("Tale of the Crown —
    chapter I is carried out by hand."), not "an ability" in lower case."""
    game = new_game()
    game.apply(a.AdvanceStep())
    game.apply(a.PutOntoBattlefield(hand_card(game, 0, "Tale of the Crown")))
    game.apply(a.ResolveByHand())
    assert _tell(game, a.FinishResolution())[0] == (
        "Tale of the Crown — chapter I is carried out by hand."
    )


def test_a_sentence_that_begins_with_a_name_in_lower_case_begins_with_a_capital() -> None:
    """The goldfish opponent's life change read "the opponent's life: 20 → 18."."""
    from saga_table.engine.ids import OPPONENT
    from saga_table.words.log import LogLine

    game = new_game()
    lines = event_sentences([ev.LifeChanged(OPPONENT, 20, 18)], Namer(game.state))
    assert [line.text for line in lines] == ["The opponent's life: 20 → 18."]
    assert LogLine("Ann draws a card.").text == "Ann draws a card."
    assert LogLine("ベナリア史が戦場に出た。").text == "ベナリア史が戦場に出た。"


def test_cr103_5_a_london_mulligan_keep_says_a_card_or_cards_not_card_s() -> None:
    """One card put on the bottom reads "a card"; two read "2 cards" (not "card(s)")."""
    from saga_table.words.actions import action_log_sentence

    state = new_game().state
    one = action_log_sentence(a.KeepHand(PlayerId(0), (ObjectId(1),)), state)
    two = action_log_sentence(a.KeepHand(PlayerId(0), (ObjectId(1), ObjectId(2))), state)
    assert one is not None and one.endswith("keeps and puts a card on the bottom.")
    assert two is not None and two.endswith("keeps and puts 2 cards on the bottom.")


def test_cr605_3a_lands_tapped_together_for_mana_are_one_line() -> None:
    # Tapping six Plains and Karn's Bastion for one spell wrote seven lines the log scrolled by.
    bastion = CardDef.simple("Karn's Bastion", card_types=("Land",))
    game = Game(
        GameSetup(players=(PlayerSetup("Kenji", hand=(PLAINS, PLAINS, bastion, PLAINS)),))
    )
    game.apply(a.AdvanceStep())
    lands = []
    for card in game.state.zone(PlayerId(0), Zone.HAND):
        events = game.apply(a.PutOntoBattlefield(card))
        lands += [e.object for e in events if isinstance(e, ev.PermanentEntered)]
    assert _tell(game, a.TapPermanents(tuple(lands))) == [
        "Plains ×3, Karn's Bastion become tapped."
    ]
    assert _tell(game, a.UntapPermanent(lands[0])) == ["Plains untaps."]
    assert _tell(game, a.TapPermanent(lands[0])) == ["Plains becomes tapped."]


def test_cr701_23_a_search_that_finds_nothing_says_so() -> None:
    # Urza's Saga's chapter III with no cheap artifact in the library said nothing at all.
    from saga_table.engine.effects import kinds as k

    tale = CardDef.saga(
        "Tale of Seeking",
        chapters={
            1: (
                "Search for an artifact.",
                k.SearchLibraryEffect(k.Filter(types=("Artifact",)), to="battlefield"),
            ),
            2: "-",
        },
    )
    kenji = PlayerSetup("Kenji", hand=(tale,), library=(PLAINS,) * 10)
    game = Game(GameSetup(players=(kenji,), shuffle=False))
    game.apply(a.AdvanceStep())
    game.apply(a.PutOntoBattlefield(game.state.zone(PlayerId(0), Zone.HAND)[0]))
    lines = _tell(game, a.ResolveTopOfStack())
    assert "Kenji searches their library and finds nothing." in lines
    assert "Kenji shuffles their library." in lines


def test_a_spell_cast_is_told_in_japanese_by_its_japanese_text() -> None:
    # 稲妻 on the stack read 「呪文：3 damage to any target.」 though the card has its text in
    # Japanese.
    import dataclasses

    from saga_table.words.names import stack_item_text

    plain = CardDef.simple("Spark Jolt", card_types=("Instant",), text="3 damage to any target.")
    face = dataclasses.replace(plain.front, text_ja="好きな対象1つに3点。")
    bolt = dataclasses.replace(plain, faces=(face,))
    game = Game(GameSetup(players=(PlayerSetup("Kenji", hand=(bolt,)),)))
    game.apply(a.AdvanceStep())
    game.apply(a.CastSpell(game.state.zone(PlayerId(0), Zone.HAND)[0]))
    item = game.state.stack[-1]
    assert "好きな対象1つに3点。" in stack_item_text(item, "ja")
    assert stack_item_text(item, "en") == "spell: 3 damage to any target."



def _chapter_words(name: str, number: int) -> str:
    """How the built-in card ``name``'s chapter ``number`` is described, in English."""
    from saga_table.demo import builtin_resolver
    from saga_table.words.names import describe_effect

    face = builtin_resolver()(name).front
    effect = next(c.effect for c in face.chapters if c.number == number)
    assert effect is not None
    return describe_effect(effect, "en")


def test_a_chapter_that_moves_cards_says_from_where_to_where() -> None:
    """The Eldest Reborn's III, Fall of the Thran's II and Hidetsugu Consumes All's II were all
    "move cards" on the stack and in the log; they say what kind of card goes where now."""
    assert _chapter_words("The Eldest Reborn", 3) == (
        "put one creature or planeswalker card from a graveyard onto the battlefield"
    )
    assert _chapter_words("Fall of the Thran", 2) == (
        "each player: put 2 land cards from a graveyard onto the battlefield"
    )
    assert _chapter_words("Hidetsugu Consumes All", 2) == (
        "put every card from a graveyard into exile"
    )


def test_a_life_loss_and_a_worked_out_gain_are_said_as_they_are() -> None:
    """The Trickster-God's Heist's III drains a player ("lose 3 life", with the loss flag) and
    read "gain 3 life, then gain 3 life"; The Binding of the Titans' II gains 1 life per creature
    card moved and read "gain 0 life"."""
    assert _chapter_words("The Trickster-God's Heist", 3) == (
        "target player: lose 3 life, then gain 3 life"
    )
    assert _chapter_words("The Binding of the Titans", 2).endswith("then gain X life")


def test_a_card_with_its_japanese_name_on_the_card_names_its_chapters_in_japanese() -> None:
    """A card whose Japanese name is the card's (not its face's, as an import may give it) had
    its chapters and spells on the stack named in English in a Japanese window."""
    from saga_table.words.names import stack_item_title

    tale = CardDef.saga("My Tale", chapters={1: "one", 2: "two"})
    tale = dataclasses.replace(tale, name_ja="私の物語")
    assert tale.front.name_ja is None
    game = Game(GameSetup(players=(PlayerSetup("Ann", paper=True), PlayerSetup("Ben", paper=True))))
    game.apply(a.PutCardOntoBattlefield(tale, PlayerId(0)))
    item = game.state.stack[-1]
    assert item.source_name_ja == "私の物語"
    assert stack_item_title(item, "ja").startswith("私の物語")
