"""The game log in sentences: what each action's events mean, in the UI language.

The one renderer of the log: the window's log panel shows :func:`entry_sentences` of each history
entry, and an exported log (:func:`game_log_text`) is the same lines as text.

:func:`entry_sentences` turns one history entry (the action, the states before and after, the
events) into the lines the log shows. What the player did comes first ("Kenji plays Urza's
Saga", then its lore counter and chapter I). Runs of the same small event (untapping a row of
lands, drawing seven cards, making two tokens) are told once; a draw that found no card is told
once in a game ("Bo has no card to draw", which loses the game, 704.5b) and not at all when the
game begins (a paper player with no library in the app draws no opening hand).

>>> from saga_table.engine import CardDef, Game, GameSetup, PlayerSetup, actions as a
>>> tale = CardDef.saga("Tale", chapters={1: "one", 2: "two"}, card_types=("Enchantment", "Land"))
>>> game = Game(GameSetup(players=(PlayerSetup("Kenji", hand=(tale,)), PlayerSetup("Bo"))))
>>> _ = game.apply(a.AdvanceStep())  # to the precombat main phase
>>> before, card = game.state, game.state.zone(0, "hand")[0]
>>> events = game.apply(a.PlayLand(card))
>>> for line in entry_sentences(a.PlayLand(card), before, game.state, events):
...     print(line.text)
Kenji plays Tale.
Tale: lore counters 0 → 1.
Chapter I of Tale triggers.
Tale — chapter I goes on the stack.
"""

from __future__ import annotations

from collections.abc import Sequence

from saga_table.engine import actions as a
from saga_table.engine import events as ev
from saga_table.engine.cards import roman
from saga_table.engine.game import Game
from saga_table.engine.ids import Zone
from saga_table.engine.state import GameState
from saga_table.engine.turns import Step
from saga_table.engine.values import dataclass
from saga_table.words.actions import action_log_sentence
from saga_table.words.game import phase_name, step_name
from saga_table.words.names import (
    Namer,
    counter_kind_name,
    describe_effect,
    dungeon_title,
    engine_reason,
    room_name,
)
from saga_table.words.translation import listed, translate

__all__ = ["LogLine", "entry_sentences", "event_sentences", "game_log_lines", "game_log_text"]


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log; a turn's first line is a heading. A sentence that begins with a
    name in lower case ("the opponent's life", "an ability") begins with a capital."""

    text: str
    heading: bool = False

    def __post_init__(self) -> None:
        first = self.text[:1]
        if first.isascii() and first.islower():
            object.__setattr__(self, "text", first.upper() + self.text[1:])


def entry_sentences(
    action: a.Action | None,
    before: GameState | None,
    after: GameState,
    events: Sequence[ev.Event],
    language: str = "en",
) -> list[LogLine]:
    """The log lines of one action (``None`` for what happened as the game began)."""
    lines: list[LogLine] = []
    if action is not None and before is not None:
        sentence = action_log_sentence(action, before, language)
        if sentence:
            lines.append(LogLine(sentence))
    setup = action is None
    lines.extend(event_sentences(_causes_first(events), Namer(after, before, language), setup))
    return lines


def _causes_first(events: Sequence[ev.Event]) -> Sequence[ev.Event]:
    """The events with what the player did first: the engine tells a land played after it has
    entered (and its Saga's lore counter and chapter have triggered)."""
    played = [e for e in events if isinstance(e, ev.LandPlayed)]
    if not played:
        return events
    return [*played, *(e for e in events if not isinstance(e, ev.LandPlayed))]


def event_sentences(events: Sequence[ev.Event], n: Namer, setup: bool = False) -> list[LogLine]:
    """The lines of ``events``; ``setup`` for the events of the game's beginning."""
    if setup:
        events = [e for e in events if not _nothing_happened(e, n.after)]
    lines: list[LogLine] = []
    # A land played or a token made says it entered; no second line for that.
    told_elsewhere = {e.object for e in events if isinstance(e, (ev.LandPlayed, ev.TokenCreated))}
    index = 0
    while index < len(events):
        event = events[index]
        run = 1
        while (
            index + run < len(events) and _groups(event) and _same_group(event, events[index + run])
        ):
            run += 1
        if run > 1:
            lines.append(LogLine(_group_sentence(events[index : index + run], n)))
        elif not (isinstance(event, ev.PermanentEntered) and event.object in told_elsewhere):
            sentence = _sentence(event, n)
            if sentence:
                lines.append(LogLine(sentence, heading=isinstance(event, ev.TurnBegan)))
        index += run
    return lines


def _nothing_happened(event: ev.Event, state: GameState) -> bool:
    """As the game begins: a player with no library shuffles nothing and draws no hand."""
    if isinstance(event, ev.CardDrawn):
        return event.object is None and not event.hidden
    if isinstance(event, ev.LibraryShuffled):
        return not state.zone(event.player, Zone.LIBRARY) and not state.zone(
            event.player, Zone.HAND
        )
    return False


def _groups(event: ev.Event) -> bool:
    return isinstance(
        event, (ev.PermanentUntapped, ev.PermanentTapped, ev.CardDrawn, ev.TokenCreated)
    )


def _same_group(first: ev.Event, other: ev.Event) -> bool:
    if type(first) is not type(other):
        return False
    if isinstance(first, ev.CardDrawn) and isinstance(other, ev.CardDrawn):
        return (first.player, first.object is None, first.hidden) == (
            other.player,
            other.object is None,
            other.hidden,
        )
    if isinstance(first, ev.TokenCreated) and isinstance(other, ev.TokenCreated):
        return (first.controller, first.name) == (other.controller, other.name)
    return True


def _group_sentence(run: Sequence[ev.Event], n: Namer) -> str:
    first = run[0]
    count = len(run)
    if isinstance(first, ev.PermanentUntapped):
        return translate("Log", "{count} permanents untap.").format(count=count)
    if isinstance(first, ev.PermanentTapped):  # the lands paying for a spell: one line
        counted: dict[str, int] = {}
        for event in run:
            name = n.object(event.object) if isinstance(event, ev.PermanentTapped) else ""
            counted[name] = counted.get(name, 0) + 1
        cards = translate("Log", ", ").join(
            name if k == 1 else translate("Log", "{card} ×{count}").format(card=name, count=k)
            for name, k in counted.items()
        )
        return translate("Log", "{cards} become tapped.").format(cards=cards)
    if isinstance(first, ev.CardDrawn):
        if first.object is None and not first.hidden:  # one line, however many were asked for
            return translate("Log", "{player} has no card to draw.").format(
                player=n.player(first.player)
            )
        return translate("Log", "{player} draws {count} cards.").format(
            player=n.player(first.player), count=count
        )
    if isinstance(first, ev.TokenCreated):
        return translate("Log", "{player} creates {count} {name} tokens.").format(
            player=n.player(first.controller),
            count=count,
            name=n.named(first.object, first.name),
        )
    return ""  # pragma: no cover


def _sentence(event: ev.Event, n: Namer) -> str:
    match event:
        case ev.TurnBegan(number=number, player=player, extra=extra):
            if extra:
                return translate("Log", "Turn {number}: {player}'s extra turn.").format(
                    number=number, player=n.player(player)
                )
            return translate("Log", "Turn {number}: {player}'s turn.").format(
                number=number, player=n.player(player)
            )
        case ev.TurnEnded():
            return ""
        case ev.StepBegan(step=step, precombat=precombat):
            return translate("Log", "The {step} begins.").format(
                step=step_name(step, precombat=precombat)
            )
        case ev.StepSkipped(step=step, reason=reason):
            return translate("Log", "The {step} is skipped: {reason}.").format(
                step=step_name(step), reason=engine_reason(reason)
            )
        case ev.PhaseSkipped(phase=phase, reason=reason):
            return translate("Log", "The {phase} is skipped: {reason}.").format(
                phase=phase_name(phase), reason=engine_reason(reason)
            )
        case ev.CountersAdded(object=obj, kind=kind, before=before, after=after, by_rule=by_rule):
            if kind == "lore":
                if by_rule:
                    return translate(
                        "Log", "{card} gets a lore counter as the main phase begins: {after}."
                    ).format(card=n.object(obj), after=after)
                return translate("Log", "{card}: lore counters {before} → {after}.").format(
                    card=n.object(obj), before=before, after=after
                )
            return translate("Log", "{card}: {kind} counters {before} → {after}.").format(
                card=n.object(obj), kind=counter_kind_name(kind), before=before, after=after
            )
        case ev.PlayerCountersAdded(player=player, kind=kind, before=before, after=after):
            return translate("Log", "{player}: {kind} counters {before} → {after}.").format(
                player=n.player(player), kind=counter_kind_name(kind), before=before, after=after
            )
        case ev.CountersRemoved(object=obj, kind=kind, before=before, after=after):
            return translate("Log", "{card}: {kind} counters {before} → {after}.").format(
                card=n.object(obj), kind=counter_kind_name(kind), before=before, after=after
            )
        case ev.ChapterTriggered(object=obj, chapter=chapter):
            return translate("Log", "Chapter {chapter} of {card} triggers.").format(
                chapter=roman(chapter), card=n.object(obj)
            )
        case ev.AbilityTriggered(ability=ability):
            return translate("Log", "{ability} triggers.").format(ability=n.item_title(ability))
        case ev.TriggerPutOnStack(ability=ability):
            return translate("Log", "{ability} goes on the stack.").format(
                ability=n.item_title(ability)
            )
        case ev.AbilityCeased(ability=ability):
            return translate("Log", "{ability} ceases to exist.").format(
                ability=n.item_title(ability)
            )
        case ev.StackItemResolved(item=item_id, carried_out=carried_out):
            item = n.item(item_id)
            title = n.item_title(item_id)
            if item is not None and item.effect is not None and not carried_out:
                return translate("Log", "{item} resolves; the players carry it out.").format(
                    item=title
                )
            return translate("Log", "{item} resolves.").format(item=title)
        case ev.StackItemCountered(item=item_id):
            return translate("Log", "{item} is countered.").format(item=n.item_title(item_id))
        case ev.StackItemExiled(item=item_id):
            return translate("Log", "{item} is exiled from the stack.").format(
                item=n.item_title(item_id)
            )
        case ev.EffectCarriedOut(item=item_id, description=description):
            item = n.item(item_id)
            if item is not None and item.effect is not None:
                description = describe_effect(item.effect, n.language)
            return translate("Log", "Carried out: {effect}.").format(effect=description)
        case ev.TargetsChosen(item=item_id):
            return translate("Log", "Targets are chosen for {item}.").format(
                item=n.item_title(item_id)
            )
        case ev.AbilityRemoved(item=item_id, rule=rule):
            return translate(
                "Log", "{item} leaves the stack without doing anything ({rule})."
            ).format(item=n.item_title(item_id), rule=rule)
        case ev.ResolutionFinished(item=item_id, by_hand=True):
            return translate("Log", "{item} is carried out by hand.").format(
                item=n.item_title(item_id)
            )
        case ev.ResolutionFinished(item=item_id):
            return translate("Log", "{item} has finished resolving.").format(
                item=n.item_title(item_id)
            )
        case ev.PermanentEntered(object=obj, controller=controller, name=name):
            return translate(
                "Log", "{card} enters the battlefield under {player}'s control."
            ).format(card=n.named(obj, name), player=n.player(controller))
        case ev.PermanentSacrificed(object=obj, name=name, rule=rule):
            return translate("Log", "{card} is sacrificed ({rule}).").format(
                card=n.named(obj, name), rule=rule
            )
        case ev.PermanentTransformed(object=obj, name=name):
            return translate("Log", "It transforms into {card}.").format(card=n.named(obj, name))
        case ev.PermanentTapped(object=obj):
            return translate("Log", "{card} becomes tapped.").format(card=n.object(obj))
        case ev.PermanentUntapped(object=obj):
            return translate("Log", "{card} untaps.").format(card=n.object(obj))
        case ev.ObjectMoved(
            new=new, old=old, name=name, from_zone=from_zone, to_zone=to_zone, owner=owner
        ):
            return _moved(n.named(new, name, old), from_zone, to_zone, n.player(owner))
        case ev.TokenCreated(object=obj, controller=controller, name=name):
            return translate("Log", "{player} creates a {name} token.").format(
                player=n.player(controller), name=n.named(obj, name)
            )
        case ev.TokenCeased(object=obj, name=name):
            return translate("Log", "The {name} token ceases to exist.").format(
                name=n.named(obj, name)
            )
        case ev.CardDrawn(player=player, object=obj, hidden=hidden):
            if obj is None and not hidden:  # a paper seat's unseen draw is a draw
                return translate("Log", "{player} has no card to draw.").format(
                    player=n.player(player)
                )
            return translate("Log", "{player} draws a card.").format(player=n.player(player))
        case ev.LibrarySearchedInVain(player=player):
            return translate("Log", "{player} searches their library and finds nothing.").format(
                player=n.player(player)
            )
        case ev.LibraryShuffled(player=player):
            return translate("Log", "{player} shuffles their library.").format(
                player=n.player(player)
            )
        case ev.LandPlayed(player=player, object=obj):
            return translate("Log", "{player} plays {card}.").format(
                player=n.player(player), card=n.object(obj)
            )
        case ev.LifeChanged(player=player, before=before, after=after):
            return translate("Log", "{player}'s life: {before} → {after}.").format(
                player=n.player(player), before=before, after=after
            )
        case ev.ManaAdded(player=player, mana=mana):
            return translate("Log", "{player} adds {mana}.").format(
                player=n.player(player), mana=mana
            )
        case ev.MonarchChanged(after=after, reason=reason):
            if after is None:
                return translate("Log", "There is no monarch any more ({reason}).").format(
                    reason=engine_reason(reason)
                )
            return translate("Log", "{player} becomes the monarch.").format(player=n.player(after))
        case ev.AttackersDeclared(attackers=attackers):
            if not attackers:
                return translate("Log", "No creature attacks.")
            return translate("Log", "Attacking: {list}.").format(
                list=listed(
                    translate("Log", "{card} → {player}").format(
                        card=n.object(c), player=n.player(p)
                    )
                    for c, p in attackers
                )
            )
        case ev.BlockersDeclared(blocks=blocks):
            if not blocks:
                return translate("Log", "No creature blocks.")
            return translate("Log", "Blocking: {list}.").format(
                list=listed(
                    translate("Log", "{blocker} blocks {attacker}").format(
                        blocker=n.object(b), attacker=n.object(at)
                    )
                    for b, at in blocks
                )
            )
        case ev.CombatDamageDealt(
            source=source, player=player, amount=amount, target_object=target
        ):
            whom = n.player(player) if player is not None else n.object(target)
            return translate("Log", "{card} deals {amount} combat damage to {target}.").format(
                card=n.object(source), amount=amount, target=whom
            )
        case ev.EffectStarted(text=text):
            return translate("Log", "An effect begins: {text}.").format(text=n.card_named(text))
        case ev.EffectEnded(text=text):
            return translate("Log", "An effect ends: {text}.").format(text=n.card_named(text))
        case ev.PlayerLost(player=player, reason=reason):
            return translate("Log", "{player} loses the game: {reason}.").format(
                player=n.player(player), reason=engine_reason(reason)
            )
        case ev.PlayerLeft(player=player):
            return translate("Log", "{player} leaves the game.").format(player=n.player(player))
        case ev.OpponentDefeated(turn=turn):
            return translate(
                "Log", "The goldfish opponent is at 0 life: a kill on turn {turn}."
            ).format(turn=turn)
        case ev.GameEnded(winner=winner):
            if winner is None:
                return translate("Log", "The game is over.")
            return translate("Log", "The game is over: {player} wins.").format(
                player=n.player(winner)
            )
        case ev.DecisionRequested(player=player, kind=kind):
            return _decision_sentence(n.player(player), kind)
        case ev.CityBlessingGained(player=player):
            return translate("Log", "{player} gets the city's blessing.").format(
                player=n.player(player)
            )
        case ev.RingTempted(player=player, bearer=None, level=level):
            return translate("Log", "The Ring tempts {player} ({level} of 4).").format(
                player=n.player(player), level=level
            )
        case ev.RingTempted(player=player, bearer=bearer, level=level):
            return translate(
                "Log", "The Ring tempts {player}: {card} is the Ring-bearer ({level} of 4)."
            ).format(player=n.player(player), card=n.object(bearer), level=level)
        case ev.SpeedChanged(player=player, after=after):
            return translate("Log", "{player}'s speed is {speed}.").format(
                player=n.player(player), speed=after
            )
        case ev.DayNightChanged(after="day"):
            return translate("Log", "It becomes day.")
        case ev.DayNightChanged():
            return translate("Log", "It becomes night.")
        case ev.SpellCounted(player=player, count=count):
            return translate("Log", "{player} casts a spell ({count} this turn).").format(
                player=n.player(player), count=count
            )
        case ev.InitiativeChanged(after=None):
            return translate("Log", "Nobody has the initiative any more.")
        case ev.InitiativeChanged(after=after):
            return translate("Log", "{player} takes the initiative.").format(player=n.player(after))
        case ev.VenturedInto(player=player, dungeon=dungeon_name, room=room):
            return translate("Log", "{player} ventures into {room} ({dungeon}).").format(
                player=n.player(player),
                room=room_name(dungeon_name, room, n.language),
                dungeon=dungeon_title(dungeon_name, n.language),
            )
        case ev.DungeonCompleted(player=player, dungeon=dungeon_name):
            return translate("Log", "{player} completes {dungeon}.").format(
                player=n.player(player), dungeon=dungeon_title(dungeon_name, n.language)
            )
        case ev.LegendRuleApplied(object=obj, name=name):
            return translate("Log", "{card} is put into the graveyard by the legend rule.").format(
                card=n.named(obj, name)
            )
        case ev.ControlChanged(object=obj, after=after, name=name):
            return translate("Log", "{player} now controls {card}.").format(
                player=n.player(after), card=n.named(obj, name)
            )
        case ev.GraveyardSizeSet(player=player, before=before, after=after):
            return translate("Log", "{player}'s graveyard: {before} → {after} cards.").format(
                player=n.player(player), before=before, after=after
            )
        case ev.HandSizeSet(player=player, before=before, after=after):
            return translate("Log", "{player}'s hand: {before} → {after} cards.").format(
                player=n.player(player), before=before, after=after
            )
        case ev.HiddenCardsDiscarded(player=player, count=count, to_hand_size=True):
            return translate("Log", "{player} discards {count} down to their hand size.").format(
                player=n.player(player), count=count
            )
        case ev.HiddenCardsDiscarded(player=player, count=1):
            return translate("Log", "{player} discards a card at the table.").format(
                player=n.player(player)
            )
        case ev.HiddenCardsDiscarded(player=player, count=count):
            return translate("Log", "{player} discards {count} cards at the table.").format(
                player=n.player(player), count=count
            )
        case ev.HiddenCardsMilled(player=player, count=count):
            return translate("Log", "{player} mills {count} at the table.").format(
                player=n.player(player), count=count
            )
        case ev.CommanderDamageChanged(player=player, commander=name, before=before, after=after):
            return translate("Log", "{player}: damage from {commander} {before} → {after}.").format(
                player=n.player(player), commander=name, before=before, after=after
            )
        case ev.PositionSet(turn=turn, player=player, step=step):
            return translate(
                "Log", "The game starts from a position: turn {turn}, {player}'s {step}."
            ).format(turn=turn, player=n.player(player), step=_position_step(step))
        case ev.NothingHappened(rule="603.4", what=what):
            return translate(
                "Log", "{ability}: its condition no longer holds, so it does nothing (603.4)."
            ).format(ability=what)
        case ev.NothingHappened(rule=rule):
            return translate("Log", "Nothing happens: it is not a combat phase ({rule}).").format(
                rule=rule
            )
    return ""


def _position_step(name: str) -> str:
    """A position's step name ("first_main") as the log names steps."""
    if name in ("first_main", "second_main"):
        return step_name(Step.MAIN, precombat=name == "first_main")
    try:
        return step_name(Step(name.replace("first_strike", "first-strike").replace("_", " ")))
    except ValueError:
        return name


def _decision_sentence(player: str, kind: str) -> str:
    sentences = {
        "mulligan": translate("Log", "{player} decides whether to keep or mulligan."),
        "order triggers": translate("Log", "{player} puts their triggered abilities in order."),
        "read ahead": translate("Log", "{player} chooses the chapter to read ahead to."),
        "discard to hand size": translate("Log", "{player} discards down to hand size."),
        "legend rule": translate("Log", "{player} chooses which legendary permanent stays."),
        "dungeon": translate("Log", "{player} chooses the dungeon to venture into."),
        "room": translate("Log", "{player} chooses the next room of the dungeon."),
        "choose targets": translate("Log", "{player} chooses targets."),
        "discard": translate("Log", "{player} chooses the cards to discard."),
        "search": translate("Log", "{player} searches their library."),
        "sacrifice": translate("Log", "{player} chooses what to sacrifice."),
        "scry": translate("Log", "{player} scries."),
        "surveil": translate("Log", "{player} surveils."),
        "you may": translate("Log", "{player} decides whether to do it."),
        "resolve by hand": translate("Log", "{player} carries it out by hand."),
    }
    template = sentences.get(kind, translate("Log", "{player} has a choice to make."))
    return template.format(player=player)


def _moved(card: str, from_zone: Zone, to_zone: Zone, owner: str) -> str:
    if to_zone is Zone.BATTLEFIELD:
        return ""  # PermanentEntered tells it
    if to_zone is Zone.STACK:
        return translate("Log", "{player} casts {card}.").format(player=owner, card=card)
    if to_zone is Zone.GRAVEYARD:
        if from_zone is Zone.BATTLEFIELD:
            return translate("Log", "{card} is put into {player}'s graveyard.").format(
                card=card, player=owner
            )
        if from_zone is Zone.HAND:
            return translate("Log", "{player} discards {card}.").format(player=owner, card=card)
        return translate("Log", "{card} goes to {player}'s graveyard.").format(
            card=card, player=owner
        )
    if to_zone is Zone.EXILE:
        return translate("Log", "{card} is exiled.").format(card=card)
    if to_zone is Zone.HAND:
        return translate("Log", "{card} is put into {player}'s hand.").format(
            card=card, player=owner
        )
    if to_zone is Zone.LIBRARY:
        return translate("Log", "{card} is put into {player}'s library.").format(
            card=card, player=owner
        )
    return translate("Log", "{card} moves to the command zone.").format(card=card)


def game_log_lines(game: Game, language: str = "en") -> list[str]:
    """The log of ``game`` as the window's log panel shows it, under a title and the players; a
    blank line before each turn."""
    lines = [
        translate("Log", "Saga Table — game log"),
        translate("Log", "Players: {players}").format(
            players=listed(p.name for p in game.setup.players)
        ),
    ]
    history = game.history
    first = history[0].before if history else game.state
    told = [entry_sentences(None, None, first, game.initial_events, language)]
    told.extend(
        entry_sentences(entry.action, entry.before, entry.after, entry.events, language)
        for entry in history
    )
    for entry_lines in told:
        for line in entry_lines:
            if line.heading:
                lines.append("")
            lines.append(line.text)
    return lines


def game_log_text(game: Game, language: str = "en") -> str:
    """:func:`game_log_lines` as one text, each line ending with a newline."""
    return "\n".join(game_log_lines(game, language)) + "\n"
