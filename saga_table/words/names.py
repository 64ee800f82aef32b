"""Names of things in the game, in the UI language: cards, players, stack items, effects.

A :class:`Namer` reads names from one or two states (the one before an action and the one after,
so an object that has just changed zones is still found) and picks the Japanese name of a card
when the UI speaks Japanese and the card has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from saga_table.engine.card_text import SUPERTYPES
from saga_table.engine.cards import (
    AddCountersEffect,
    AddManaEffect,
    BecomeMonarchEffect,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
    roman,
)
from saga_table.engine.ids import OPPONENT
from saga_table.engine.state import (
    AbilityKind,
    GameObject,
    GameState,
    OrderTriggersDecision,
    StackItem,
)
from saga_table.engine.values import dataclass
from saga_table.words.game import card_type_line, type_word
from saga_table.words.translation import translate

if TYPE_CHECKING:
    from saga_table.engine.effects.kinds import MoveCardsEffect, PumpEffect

__all__ = [
    "Namer",
    "counter_kind_name",
    "describe_effect",
    "engine_reason",
    "keywords_text",
    "object_name",
    "stack_item_text",
    "stack_item_title",
]


def _keyword_words(keywords: tuple[str, ...]) -> list[str]:
    """The keywords' names in the UI language (read ahead left out: it is the Saga's own)."""
    names = {
        "vigilance": translate("Keywords", "vigilance"),
        "flying": translate("Keywords", "flying"),
        "trample": translate("Keywords", "trample"),
        "haste": translate("Keywords", "haste"),
        "lifelink": translate("Keywords", "lifelink"),
        "deathtouch": translate("Keywords", "deathtouch"),
        "first strike": translate("Keywords", "first strike"),
        "double strike": translate("Keywords", "double strike"),
        "reach": translate("Keywords", "reach"),
        "menace": translate("Keywords", "menace"),
        "defender": translate("Keywords", "defender"),
        "indestructible": translate("Keywords", "indestructible"),
        "hexproof": translate("Keywords", "hexproof"),
        "flash": translate("Keywords", "flash"),
    }
    return [names.get(k.casefold(), k) for k in keywords if k.casefold() != "read ahead"]


def keywords_text(keywords: tuple[str, ...]) -> str:
    """A card's keywords as its text box prints them ("Vigilance, trample."), in the UI language:
    for a token whose only rules text is its keywords."""
    words = _keyword_words(keywords)
    if not words:
        return ""
    text = translate("Keywords", "{keywords}.").format(
        keywords=translate("Keywords", ", ").join(words)
    )
    return text[:1].upper() + text[1:]


def object_name(obj: GameObject, language: str) -> str:
    """The name of the face that is up, in ``language`` when the card has a name in it. A token
    named after its creature type ("Cleric") is called by that type in the UI language."""
    face = obj.printed
    if language == "ja":
        if face.name_ja:
            return face.name_ja
        if len(obj.card.faces) == 1 and obj.card.name_ja:
            return obj.card.name_ja
        if obj.token:
            return token_name(face.name, None, language)
    return face.name


def token_name(name: str, name_ja: str | None, language: str) -> str:
    """A token's name in ``language``: its own Japanese name, else, for a token named after its
    creature types ("Human Soldier"), those types' words; else the English name."""
    if language != "ja":
        return name
    if name_ja:
        return name_ja
    words = [type_word(w) for w in name.split()]
    if words and all(words):
        return "・".join(w for w in words if w)
    return name


def counter_kind_name(kind: str) -> str:
    names = {
        "lore": translate("Counters", "lore"),
        "+1/+1": translate("Counters", "+1/+1"),
        "-1/-1": translate("Counters", "-1/-1"),
        "poison": translate("Counters", "poison"),
        "loyalty": translate("Counters", "loyalty"),
        "time": translate("Counters", "time"),
        "shield": translate("Counters", "shield"),
        "energy": translate("Counters", "energy"),
        "experience": translate("Counters", "experience"),
        "rad": translate("Counters", "rad"),
        "ticket": translate("Counters", "ticket"),
        "charge": translate("Counters", "charge"),
        "stun": translate("Counters", "stun"),
        "oil": translate("Counters", "oil"),
    }
    return names.get(kind, kind)


def describe_effect(effect: Effect, language: str) -> str:
    """A short description of a chapter's structured effect, for the stack panel and the log."""
    if isinstance(effect, DrawEffect):
        if effect.amount:  # ("discard up to two, then draw as many")
            return translate("Effects", "draw as many")
        if effect.count == 1:
            return translate("Effects", "draw a card")
        return translate("Effects", "draw {count} cards").format(count=effect.count)
    if isinstance(effect, CreateTokenEffect):
        name = token_name(effect.name, effect.name_ja, language)
        if effect.count == 1 and not effect.amount:
            return translate("Effects", "create a {name} token").format(name=name)
        count = "X" if effect.amount else effect.count
        return translate("Effects", "create {count} {name} tokens").format(count=count, name=name)
    if isinstance(effect, BecomeMonarchEffect):
        return translate("Effects", "become the monarch")
    if isinstance(effect, AddCountersEffect):
        kind = counter_kind_name(effect.kind)
        return _counters(effect.amount, kind)
    if isinstance(effect, ExileAndReturnTransformedEffect):
        return translate("Effects", "exile it and return it transformed")
    if isinstance(effect, AddManaEffect):
        return translate("Effects", "add {mana}").format(mana=effect.mana)
    if isinstance(effect, GainLifeEffect):
        loses = effect.lose or effect.amount < 0
        # (a named amount is worked out as it resolves, "1 life per creature card": X)
        life = "X" if effect.named else str(abs(effect.amount))
        if loses:
            return _whose(effect, translate("Effects", "lose {count} life").format(count=life))
        return _whose(effect, translate("Effects", "gain {count} life").format(count=life))
    if isinstance(effect, SequenceEffect):
        return translate("Effects", ", then ").join(
            describe_effect(step, language) for step in effect.steps
        )
    return describe_guided_effect(effect, language)


def _describe_move(effect: MoveCardsEffect, language: str) -> str:
    """Where a MoveCardsEffect takes cards from and puts them, and what kind of card: "put a
    creature card from a graveyard onto the battlefield" (it said "move cards")."""
    objects = effect.objects
    every = objects.how == "all"
    from_hand = objects.zone == "hand"
    types = [type_word(t) or t for t in objects.filter.types]
    if language == "en":  # (type words are capitalized in English: "a Creature card")
        types = [t.lower() for t in types]
    kinds = translate("Words", " or ").join(types)
    many = not every and (objects.any_number or objects.count != 1)
    if many:
        kind = (
            translate("Effects", "{types} cards").format(types=kinds)
            if kinds
            else translate("Effects", "cards")
        )
    else:
        kind = (
            translate("Effects", "{types} card").format(types=kinds)
            if kinds
            else translate("Effects", "card")
        )
    if every:
        template = (
            translate("Effects", "every {kind} from a hand")
            if from_hand
            else translate("Effects", "every {kind} from a graveyard")
        )
    elif many:
        template = (
            translate("Effects", "{count} {kind} from a hand")
            if from_hand
            else translate("Effects", "{count} {kind} from a graveyard")
        )
    else:
        template = (
            translate("Effects", "one {kind} from a hand")
            if from_hand
            else translate("Effects", "one {kind} from a graveyard")
        )
    count = "X" if objects.any_number else objects.count
    what = template.format(kind=kind, count=count)
    where = {
        "battlefield": translate("Effects", "put {what} onto the battlefield"),
        "hand": translate("Effects", "put {what} into its owner's hand"),
        "exile": translate("Effects", "put {what} into exile"),
        "top": translate("Effects", "put {what} on top of its owner's library"),
        "bottom": translate("Effects", "put {what} on the bottom of its owner's library"),
        "shuffle": translate("Effects", "shuffle {what} into its owner's library"),
    }.get(effect.to, translate("Effects", "move {what}"))
    return where.format(what=what)


def _counters(amount: int, kind: str) -> str:
    """Put (or, negative, remove) ``amount`` counters of ``kind`` (its name already)."""
    if amount == 1:
        return translate("Effects", "put a {kind} counter").format(kind=kind)
    if amount == -1:
        return translate("Effects", "remove a {kind} counter").format(kind=kind)
    if amount >= 0:
        return translate("Effects", "put {count} {kind} counters").format(count=amount, kind=kind)
    return translate("Effects", "remove {count} {kind} counters").format(count=-amount, kind=kind)


def _and_list(parts: list[str]) -> str:
    """ "a, b and c" (in Japanese 「a、b、c」)."""
    if len(parts) <= 1:
        return "".join(parts)
    head = translate("Effects", ", ").join(parts[:-1])
    return head + translate("Effects", " and ") + parts[-1]


def _count(count: int, amount: str) -> str:
    return "X" if amount else str(count)


def _describe_pump(effect: PumpEffect, language: str) -> str:
    """What a :class:`~saga_table.engine.effects.kinds.PumpEffect` gives, and for how long:
    "+2/+1 and vigilance until end of turn", "gains “{T}: Add {C}.”"."""
    pt = ""
    if effect.amount:
        pt = "+X/+0" if effect.amount_power_only else "+X/+X"
    elif effect.power or effect.toughness:
        pt = f"{effect.power:+d}/{effect.toughness:+d}"
    gains = _keyword_words(tuple(effect.keywords))
    if effect.abilities and language == "ja":  # (its text is English only: the chapter says it)
        gains.append(translate("Effects", "an ability"))
    elif effect.abilities:
        gains.append(
            translate("Effects", "“{abilities}”").format(abilities=effect.abilities.strip())
        )
    if pt:
        what = _and_list([pt, *gains])  # "+2/+1 and vigilance"
    elif gains:
        what = translate("Effects", "gains {what}").format(what=_and_list(gains))
    else:
        what = translate("Effects", "a change")
    if effect.duration == "permanent":
        return what
    if effect.duration == "until your next turn":
        return translate("Effects", "{what} until your next turn").format(what=what)
    return translate("Effects", "{what} until end of turn").format(what=what)


def describe_guided_effect(effect: Effect, language: str) -> str:
    """The guided effects, with whose they are when not the controller's ("each opponent: ...")."""

    return _whose(effect, _describe_guided(effect, language))


def _whose(effect: Effect, text: str) -> str:
    """``text`` with whose effect it is when not the controller's ("target player: ...")."""
    from saga_table.engine.effects import kinds as k

    who = getattr(effect, "who", None)
    names = {
        k.Who.EACH_OPPONENT: translate("Effects", "each opponent: {effect}"),
        k.Who.EACH_PLAYER: translate("Effects", "each player: {effect}"),
        k.Who.TARGET_PLAYER: translate("Effects", "target player: {effect}"),
        k.Who.TARGET_OPPONENT: translate("Effects", "target opponent: {effect}"),
    }
    template = names.get(who) if isinstance(who, k.Who) else None
    return template.format(effect=text) if template and text else text


def _describe_guided(effect: Effect, language: str) -> str:
    """The guided effects (:mod:`saga_table.engine.effects.kinds`), short, in the UI language."""
    from saga_table.engine.effects import kinds as k

    if isinstance(effect, k.DiscardEffect):
        if effect.whole_hand:
            return translate("Effects", "discard the hand")
        if effect.random:
            return translate("Effects", "discard {count} at random").format(
                count=_count(effect.count, effect.amount)
            )
        if effect.up_to or effect.any_number:
            return translate("Effects", "discard up to {count}").format(
                count="X" if effect.any_number else _count(effect.count, effect.amount)
            )
        return translate("Effects", "discard {count}").format(
            count=_count(effect.count, effect.amount)
        )
    if isinstance(effect, k.MillEffect):
        return translate("Effects", "mill {count}").format(
            count=_count(effect.count, effect.amount)
        )
    if isinstance(effect, k.ScryEffect):
        return translate("Effects", "scry {count}").format(
            count=_count(effect.count, effect.amount)
        )
    if isinstance(effect, k.SurveilEffect):
        return translate("Effects", "surveil {count}").format(
            count=_count(effect.count, effect.amount)
        )
    if isinstance(effect, k.SearchLibraryEffect):
        return translate("Effects", "search the library")
    if isinstance(effect, k.LookAtTopEffect):
        return translate("Effects", "look at the top {count}").format(count=effect.count)
    if isinstance(effect, k.MoveCardsEffect):
        return _describe_move(effect, language)
    if isinstance(effect, k.PutCountersEffect):
        if effect.amount:
            return translate("Effects", "put {count} {kind} counters").format(
                count="X", kind=counter_kind_name(effect.kind)
            )
        return _counters(effect.count, counter_kind_name(effect.kind))
    if isinstance(effect, k.PumpEffect):
        return _describe_pump(effect, language)
    if isinstance(effect, k.DamageEffect):
        return translate("Effects", "deal {count} damage").format(
            count=_count(effect.count, effect.amount)
        )
    if isinstance(effect, k.DestroyEffect):
        return translate("Effects", "destroy")
    if isinstance(effect, k.ExileEffect):
        return translate("Effects", "exile")
    if isinstance(effect, k.ReturnToHandEffect):
        return translate("Effects", "return to the hand")
    if isinstance(effect, k.SacrificeEffect):
        return translate("Effects", "sacrifice")
    if isinstance(effect, k.TapEffect):
        return translate("Effects", "untap") if effect.untap else translate("Effects", "tap")
    if isinstance(effect, k.GainControlEffect | k.ExchangeControlEffect):
        return translate("Effects", "gain control")
    if isinstance(effect, k.CopyTokenEffect):
        return translate("Effects", "copy a token")
    if isinstance(effect, k.FightEffect):
        return translate("Effects", "fight")
    if isinstance(effect, k.MayEffect):
        return translate("Effects", "you may: {effect}").format(
            effect=describe_effect(effect.effect, language)
        )
    if isinstance(effect, k.ChooseModeEffect):
        return translate("Effects", "choose a mode")
    if isinstance(effect, k.ChooseNumberEffect):
        return translate("Effects", "choose X")
    if isinstance(effect, k.ConditionalEffect):
        return translate("Effects", "if so: {effect}").format(
            effect=describe_effect(effect.effect, language)
        )
    if isinstance(effect, k.DoubleCountersEffect):
        return translate("Effects", "double the counters")
    if isinstance(effect, k.RingTemptsEffect):
        return translate("Effects", "the Ring tempts you")
    if isinstance(effect, k.EntryCounterEffect):
        return translate("Effects", "the next creature enters with a +1/+1 counter")
    if isinstance(effect, k.ByHandEffect):
        return translate("Effects", "the rest by hand")
    return ""  # pragma: no cover - every effect kind is named above


def stack_item_source_name(item: StackItem, language: str) -> str:
    if language == "ja" and item.source_name_ja:
        return item.source_name_ja
    if item.kind in (AbilityKind.MONARCH_DRAW, AbilityKind.MONARCH_STEAL):
        return translate("Stack", "The Monarch")
    return item.source_name


def stack_item_title(item: StackItem, language: str) -> str:
    """ "History of Benalia — II", "Lightning Bolt", "The Monarch"."""
    source = stack_item_source_name(item, language)
    if item.chapter is not None:
        return translate("Stack", "{source} — chapter {chapter}").format(
            source=source, chapter=roman(item.chapter)
        )
    return source


def _type_line_in(text: str, language: str) -> str:
    """A spell's text that is its type line ("Enchantment — Saga", what the engine gives a card
    with no rules text) in the UI language; any other text as it is."""
    left, _, right = text.partition(" — ")
    words = left.split()
    subtypes = tuple(right.split())
    if not words or any(type_word(w) is None for w in (*words, *subtypes)):
        return text  # (rules text, or a type this app has no word for)
    supers = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    return card_type_line(supers, types, subtypes, language=language)


def stack_item_text(item: StackItem, language: str) -> str:
    if item.kind is AbilityKind.SPELL:
        if language == "ja" and item.text_ja:
            text = item.text_ja
        else:
            text = _type_line_in(item.text, language) if language == "ja" else item.text
        return translate("Stack", "spell: {text}").format(text=text)
    if language == "ja" and item.text_ja:
        return item.text_ja
    return item.text


def engine_reason(reason: str) -> str:
    """The engine's English reasons (for a skipped step, a lost game...) in the UI language."""
    known = {
        "no attackers (508.8)": translate("Reasons", "no attackers (508.8)"),
        "skipped by an effect": translate("Reasons", "skipped by an effect"),
        "the player who goes first skips their first draw step (103.8a)": (
            translate("Reasons", "the player who goes first skips their first draw step (103.8a)")
        ),
        "conceded (104.3a)": translate("Reasons", "conceded (104.3a)"),
        "0 or less life (704.5a)": translate("Reasons", "0 or less life (704.5a)"),
        "drew from an empty library (704.5b)": translate(
            "Reasons", "drew from an empty library (704.5b)"
        ),
        "ten or more poison counters (704.5c)": translate(
            "Reasons", "ten or more poison counters (704.5c)"
        ),
        "21 or more combat damage from one commander (704.6c)": translate(
            "Reasons", "21 or more combat damage from one commander (704.6c)"
        ),
        "an effect": translate("Reasons", "an effect"),
        "combat damage to the monarch": translate("Reasons", "combat damage to the monarch"),
        "the monarch left the game": translate("Reasons", "the monarch left the game"),
    }
    return known.get(reason, reason)


@dataclass(frozen=True, slots=True)
class Namer:
    """Names from the states around an action: ``after`` first, then ``before``."""

    after: GameState
    before: GameState | None = None
    language: str = "en"

    def _states(self) -> tuple[GameState, ...]:
        return (self.after,) if self.before is None else (self.after, self.before)

    def player(self, player: int | None) -> str:
        if player is None:
            return translate("Names", "nobody")
        if player == OPPONENT:
            return translate("Names", "the opponent")
        return self.after.players[player].name

    def object(self, object_id: int | None, fallback: str = "") -> str:
        if object_id is None:
            return fallback
        name = self._found(object_id)
        if name is not None:
            return name
        return fallback or translate("Names", "object {id}").format(id=object_id)

    def _found(self, object_id: int) -> str | None:
        for state in self._states():
            obj = state.objects.get(object_id)  # type: ignore[call-overload]
            if obj is not None:
                return object_name(obj, self.language)
        return None

    def named(self, object_id: int | None, english_name: str, old: int | None = None) -> str:
        """An object whose English name the event carries: its name in the UI language (by
        the object it became, else the object it was: a Saga exiled and returned at once is
        neither in the state before nor after as the exiled card)."""
        if self.language == "en" or object_id is None:
            return english_name
        name = self._found(object_id)
        if name is None and old is not None:
            name = self._found(old)
        return name if name is not None else self.card_named(english_name)

    def card_named(self, english_name: str) -> str:
        """A card's English name (what an effect from it is called) in the UI language, by a
        card of that name in the states; the name as it is when none is there."""
        if self.language == "en":
            return english_name
        for state in self._states():
            for obj in state.objects.values():
                card = obj.card
                if card.name == english_name or any(f.name == english_name for f in card.faces):
                    face = next((f for f in card.faces if f.name == english_name), None)
                    if face is not None and face.name_ja:
                        return face.name_ja
                    if card.name_ja and (face is None or len(card.faces) == 1):
                        return card.name_ja
                    return english_name
        return english_name

    def item(self, item_id: int) -> StackItem | None:
        for state in self._states():
            for item in (*state.stack, *state.pending):
                if item.id == item_id:
                    return item
            decision = state.decision
            triggers = decision.triggers if isinstance(decision, OrderTriggersDecision) else ()
            for item in triggers:
                if item.id == item_id:
                    return item
            resolving = state.resolution  # (off the stack while it resolves, by hand or not)
            if resolving is not None and resolving.item.id == item_id:
                return resolving.item
        return None

    def item_title(self, item_id: int) -> str:
        item = self.item(item_id)
        if item is None:
            return translate("Names", "an ability")
        return stack_item_title(item, self.language)


def dungeon_title(name: str, language: str) -> str:
    """A dungeon's name in the UI language (the engine's dungeons carry both)."""
    from saga_table.engine.dungeons import DUNGEONS

    d = DUNGEONS.get(name)
    return d.name_ja if d is not None and language == "ja" else name


def room_name(dungeon_name: str, room: str, language: str) -> str:
    from saga_table.engine.dungeons import DUNGEONS

    d = DUNGEONS.get(dungeon_name)
    if d is None or language != "ja":
        return room
    try:
        return d.room(room).name_ja
    except KeyError:
        return room
