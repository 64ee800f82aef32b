"""The sentences of printed chapter text the reader knows (draw, discard, tokens, counters,
damage, destroy, exile...): one rule per phrasing, and :func:`read_sentence`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from saga_table.catalog.oracle_words import (
    KEYWORDS,
    NUM,
    SELF,
    filter_of,
    number,
    objects_named,
    token_of,
    with_controller,
)
from saga_table.engine.cards import (
    AddManaEffect,
    BecomeMonarchEffect,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.effects import kinds as k

__all__ = ["read_sentence"]

# ------------------------------------------------------------------ sentences

_Reader = Callable[[re.Match[str]], Effect | None]
_RULES: list[tuple[re.Pattern[str], _Reader]] = []


def _rule(pattern: str) -> Callable[[_Reader], _Reader]:
    def register(fn: _Reader) -> _Reader:
        _RULES.append((re.compile(pattern + r"$", re.IGNORECASE), fn))
        return fn

    return register


@_rule(rf"draw {NUM} cards?")
def _draw(m: re.Match[str]) -> Effect:
    return DrawEffect(number(m.group(1)))


@_rule(rf"(each player|each opponent|target player|target opponent) draws {NUM} cards?")
def _draw_who(m: re.Match[str]) -> Effect:
    return DrawEffect(number(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(rf"you gain {NUM} life")
def _gain(m: re.Match[str]) -> Effect:
    return GainLifeEffect(number(m.group(1)))


@_rule(rf"you lose {NUM} life")
def _lose(m: re.Match[str]) -> Effect:
    return GainLifeEffect(number(m.group(1)), lose=True)


@_rule(rf"(each opponent|each player|target player|target opponent) loses {NUM} life")
def _they_lose(m: re.Match[str]) -> Effect:
    return GainLifeEffect(number(m.group(2)), who=k.Who(m.group(1).lower()), lose=True)


@_rule(rf"(each opponent|target opponent|target player) loses {NUM} life and you gain {NUM} life")
def _drain(m: re.Match[str]) -> Effect:
    lose = GainLifeEffect(number(m.group(2)), who=k.Who(m.group(1).lower()), lose=True)
    return SequenceEffect((lose, GainLifeEffect(number(m.group(3)))))


@_rule(rf"scry {NUM}")
def _scry(m: re.Match[str]) -> Effect:
    return k.ScryEffect(number(m.group(1)))


@_rule(rf"surveil {NUM}")
def _surveil(m: re.Match[str]) -> Effect:
    return k.SurveilEffect(number(m.group(1)))


@_rule(rf"mill {NUM} cards?")
def _mill(m: re.Match[str]) -> Effect:
    return k.MillEffect(number(m.group(1)))


@_rule(rf"(each player|each opponent|target player|target opponent) mills {NUM} cards?")
def _mill_who(m: re.Match[str]) -> Effect:
    return k.MillEffect(number(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(rf"discard {NUM} cards?")
def _discard(m: re.Match[str]) -> Effect:
    return k.DiscardEffect(number(m.group(1)))


@_rule(r"discard your hand")
def _discard_hand(_m: re.Match[str]) -> Effect:
    return k.DiscardEffect(whole_hand=True)


@_rule(rf"(each opponent|each player|target player|target opponent) discards {NUM} cards?")
def _discard_who(m: re.Match[str]) -> Effect:
    return k.DiscardEffect(number(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(rf"discard up to {NUM} cards?, then draw that many cards")
def _loot(m: re.Match[str]) -> Effect:
    return SequenceEffect(
        (k.DiscardEffect(number(m.group(1)), up_to=True), DrawEffect(amount="discarded"))
    )


@_rule(rf"draw {NUM} cards?, then discard {NUM} cards?")
def _draw_discard(m: re.Match[str]) -> Effect:
    return SequenceEffect((DrawEffect(number(m.group(1))), k.DiscardEffect(number(m.group(2)))))


@_rule(rf"create {NUM} (.+ tokens?(?: with .+)?)")
def _create(m: re.Match[str]) -> Effect | None:
    return token_of(number(m.group(1)), m.group(2))


@_rule(rf"create {NUM} (.+ tokens?(?: with .+)?) for each opponent(?: you have)?")
def _create_per_opponent(m: re.Match[str]) -> Effect | None:
    token = token_of(number(m.group(1)), m.group(2))
    return None if token is None else replace(token, amount="opponents")


@_rule(rf"(each opponent|each player) creates {NUM} (.+ tokens?(?: with .+)?)")
def _they_create(m: re.Match[str]) -> Effect | None:
    token = token_of(number(m.group(2)), m.group(3))
    return None if token is None else replace(token, who=k.Who(m.group(1).lower()))


@_rule(r"you gain life equal to the greatest power among creatures you control")
def _gain_power(_m: re.Match[str]) -> Effect:
    return GainLifeEffect(named="greatest power")


@_rule(r"investigate")
def _investigate(_m: re.Match[str]) -> Effect:
    return CreateTokenEffect("Clue", types=("Artifact",), subtypes=("Clue",))


@_rule(r"add ((?:\{[WUBRGC]\})+)")
def _mana(m: re.Match[str]) -> Effect:
    return AddManaEffect(m.group(1).upper())


@_rule(r"you become the monarch")
def _monarch(_m: re.Match[str]) -> Effect:
    return BecomeMonarchEffect()


@_rule(rf"exile {SELF}, then return it to the battlefield transformed under your control")
def _flip(_m: re.Match[str]) -> Effect:
    return ExileAndReturnTransformedEffect()


@_rule(rf"exile {SELF}, then return it to the battlefield(?: under your control)? front face up")
def _flip_front(_m: re.Match[str]) -> Effect:
    return ExileAndReturnTransformedEffect(front_face_up=True)


@_rule(rf"put {NUM} ([+-]1/[+-]1|\w+) counters? on (.+)")
def _counters(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(3))
    if objects is None:
        return None
    return k.PutCountersEffect(m.group(2).lower(), number(m.group(1)), objects)


def _subject(subject: str) -> k.Objects | None:
    subject = subject.strip()
    objects = objects_named(subject)
    if objects is None:
        flt = filter_of(subject)  # "Knights you control", "creatures you control"
        if flt is None:
            return None
        objects = k.Objects(k.How.ALL, flt)
    return objects


@_rule(r"(.+?) (?:gains?|have|has) ([a-z ,]+?) until end of turn")
def _gains(m: re.Match[str]) -> Effect | None:
    objects = _subject(m.group(1))
    keywords = tuple(p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(2)))
    if objects is None or any(kw not in KEYWORDS for kw in keywords):
        return None
    return k.PumpEffect(keywords=keywords, objects=objects)


@_rule(r"(.+?) (?:gets|get) \+(\d+)/\+(\d+)(?: and gains? ([a-z ,]+?))? until end of turn")
def _pump(m: re.Match[str]) -> Effect | None:
    objects = _subject(m.group(1))
    if objects is None:
        return None
    keywords: tuple[str, ...] = ()
    if m.group(4):
        keywords = tuple(p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(4)))
        if any(kw not in KEYWORDS for kw in keywords):
            return None
    return k.PumpEffect(int(m.group(2)), int(m.group(3)), keywords, objects)


@_rule(r"the ring tempts you")
def _ring(_m: re.Match[str]) -> Effect:
    return k.RingTemptsEffect()


@_rule(rf"you and (target opponent|each opponent) each draw {NUM} cards?")
def _both_draw(m: re.Match[str]) -> Effect:
    n = number(m.group(2))
    return SequenceEffect((DrawEffect(n), DrawEffect(n, who=k.Who(m.group(1).lower()))))


@_rule(rf"you draw {NUM} cards? and you lose {NUM} life")
def _draw_lose(m: re.Match[str]) -> Effect:
    return SequenceEffect(
        (DrawEffect(number(m.group(1))), GainLifeEffect(number(m.group(2)), lose=True))
    )


@_rule(rf"(each opponent|target opponent) discards {NUM} cards? and you draw {NUM} cards?")
def _discard_draw(m: re.Match[str]) -> Effect:
    discard = k.DiscardEffect(number(m.group(2)), who=k.Who(m.group(1).lower()))
    return SequenceEffect((discard, DrawEffect(number(m.group(3)))))


@_rule(rf"each player returns {NUM} (.+?) cards? from their graveyard to the battlefield")
def _each_returns(m: re.Match[str]) -> Effect | None:
    flt = filter_of(m.group(2))
    if flt is None:
        return None
    objects = k.Objects(
        k.How.CHOOSE, with_controller(flt, "you"), number(m.group(1)), zone="graveyard"
    )
    return k.MoveCardsEffect(objects, to="battlefield", who=k.Who.EACH_PLAYER)


@_rule(r"double the number of each kind of counter on (.+)")
def _double(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    return None if objects is None else k.DoubleCountersEffect(objects)


@_rule(r"create a token that's a copy of (.+)")
def _copy(m: re.Match[str]) -> Effect | None:
    phrase = re.sub(r"non-Saga ", "", m.group(1), flags=re.IGNORECASE)
    objects = objects_named(phrase)
    if objects is None:
        return None
    from dataclasses import replace

    flt = objects.filter
    if "token" in m.group(1).lower():
        flt = replace(flt, token=True)
    if "non-saga" in m.group(1).lower():
        flt = replace(flt, exclude_subtypes=("Saga",))
    return k.CopyTokenEffect(replace(objects, filter=flt))


@_rule(r"destroy (.+)")
def _destroy(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    return None if objects is None else k.DestroyEffect(objects)


@_rule(r"exile (.+?)( until .* leaves the battlefield)?")
def _exile(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    if objects is None or objects.how is k.How.SELF:
        return None
    return k.ExileEffect(objects, until_source_leaves=bool(m.group(2)))


@_rule(r"return (.+?) to (?:its owner's|their owners') hands?")
def _bounce(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    return None if objects is None else k.ReturnToHandEffect(objects)


@_rule(r"return (.+?) to your hand")
def _regrow(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    if objects is None or objects.zone != "graveyard":
        return None
    return k.MoveCardsEffect(objects, to="hand")


@_rule(r"return (.+?) to the battlefield(?: under your control)?")
def _reanimate(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    if objects is None or objects.zone != "graveyard":
        return None
    return k.MoveCardsEffect(objects, to="battlefield")


@_rule(rf"(each opponent|each player|target opponent|target player) sacrifices {NUM} (.+)")
def _edict(m: re.Match[str]) -> Effect | None:
    flt = filter_of(m.group(3))
    if flt is None:
        return None
    return k.SacrificeEffect(flt, number(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(r"tap (.+?) and put an? (\w+) counter on it")
def _tap_and_counter(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    if objects is None:
        return None
    counter = k.PutCountersEffect(m.group(2).lower(), 1, k.Objects(k.How.IT))
    return SequenceEffect((k.TapEffect(objects), counter))


@_rule(r"(.+?) fights (.+)")
def _fight(m: re.Match[str]) -> Effect | None:
    yours = objects_named(m.group(1))
    theirs = objects_named(m.group(2))
    if yours is None or theirs is None:
        return None
    return k.FightEffect(yours, theirs)


@_rule(r"tap (.+)")
def _tap(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    return None if objects is None else k.TapEffect(objects)


@_rule(r"untap (.+)")
def _untap(m: re.Match[str]) -> Effect | None:
    objects = objects_named(m.group(1))
    return None if objects is None else k.TapEffect(objects, untap=True)


@_rule(
    r"search your library for (a|an|up to one|up to two|up to three) (.+?) cards?, (?:reveal "
    r"(?:it|them), )?put (?:it|that card|them|those cards) (into your hand|onto the "
    r"battlefield(?: tapped)?), then shuffle"
)
def _search(m: re.Match[str]) -> Effect | None:
    flt = filter_of(m.group(2))
    if flt is None:
        return None
    count = number(m.group(1).removeprefix("up to "))
    to = "hand" if m.group(3) == "into your hand" else "battlefield"
    return k.SearchLibraryEffect(flt, count, to=to, tapped=m.group(3).endswith("tapped"))


@_rule(rf"{SELF} deals {NUM} damage to (each opponent|each player) and you gain {NUM} life")
def _damage_drain(m: re.Match[str]) -> Effect:
    who = k.Who(m.group(2).lower())
    return SequenceEffect(
        (k.DamageEffect(number(m.group(1)), players=who), GainLifeEffect(number(m.group(3))))
    )


@_rule(rf"{SELF} deals {NUM} damage to (.+)")
def _damage(m: re.Match[str]) -> Effect | None:
    whom = m.group(2)
    players = {
        "each opponent": k.Who.EACH_OPPONENT,
        "each player": k.Who.EACH_PLAYER,
        "target player": k.Who.TARGET_PLAYER,
        "target opponent": k.Who.TARGET_OPPONENT,
    }
    count = number(m.group(1))
    if whom.lower() in players:
        return k.DamageEffect(count, players=players[whom.lower()])
    whom = re.sub(r" and each (?=planeswalker|creature|battle)", " or ", whom)
    m2 = re.fullmatch(r"(.+) and (each opponent|each player)", whom, re.IGNORECASE)
    if m2:
        objects = objects_named(m2.group(1))
        if objects is None:
            return None
        return k.DamageEffect(count, objects=objects, players=players[m2.group(2).lower()])
    objects = objects_named(whom)
    return None if objects is None else k.DamageEffect(count, objects=objects)


def read_sentence(sentence: str, *, name: str = "") -> Effect | None:
    """The effect of one sentence of chapter text, or None if it is not understood."""
    s = sentence.strip().rstrip(".")
    if name:
        s = re.sub(rf"\b{re.escape(name)}\b", "~", s, flags=re.IGNORECASE)
    may = re.match(r"you may (.+)$", s, re.IGNORECASE)
    if may:
        inner = read_sentence(may.group(1))
        return None if inner is None else k.MayEffect(inner)
    for pattern, fn in _RULES:
        m = pattern.match(s)
        if m:
            effect = fn(m)
            if effect is not None:
                return effect
    return None
