"""Reading a chapter's printed (Oracle) text into a structured effect, for imported Sagas.

The reader knows the phrasings chapter abilities use most: draw, discard, mill, scry, surveil,
tokens, counters, "gets +N/+N until end of turn", life, damage, destroy, exile, return, sacrifice,
search, tap, mana, the monarch, and "exile this Saga, then return it transformed". A chapter is
read sentence by sentence; it gets an effect only when **every** sentence is understood, so an
imported chapter is either carried out as printed or left to the players, never half read.

>>> read_effect("Draw two cards. You gain 2 life.")
SequenceEffect(steps=(DrawEffect(count=2, ...), GainLifeEffect(amount=2, ...)))
>>> read_effect("Name a card.") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from saga_table.engine.cards import (
    AddManaEffect,
    BecomeMonarchEffect,
    Chapter,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.effects import kinds as k

__all__ = ["read_effect", "read_effects", "read_sentence"]

_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
_NUM = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_COLOURS = ("white", "blue", "black", "red", "green", "colorless")
_KEYWORDS = (
    "flying", "trample", "vigilance", "haste", "menace", "reach", "deathtouch", "lifelink",
    "first strike", "double strike", "hexproof", "indestructible", "defender", "changeling",
)  # fmt: skip
_SELF = r"(?:this saga|~|it|[A-Z][\w'-]+(?: [A-Z][\w'-]+)*)"


def _n(word: str) -> int:
    return _NUMBERS.get(word.lower(), int(word) if word.isdigit() else 1)


def _sentences(text: str) -> list[str]:
    text = re.sub(r"\(front face up\)", "front face up", text, flags=re.IGNORECASE)
    text = re.sub(r"\([^)]*\)", "", text)  # reminder text
    parts = re.split(r"(?<=[.!])\s+", text.strip())
    return [p.strip().rstrip(".").strip() for p in parts if p.strip().rstrip(".").strip()]


# ------------------------------------------------------------------ objects


_ADJECTIVES = {"tapped": ("tapped", True), "untapped": ("tapped", False)}
_SUPER = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}


def _filter_of(words: str) -> k.Filter | None:
    """A filter from a noun phrase: "nonland permanent an opponent controls", "creature you
    control with power 2 or less", "creature or planeswalker", "tapped Human Warrior creature".
    Capitalised words are subtypes; an unknown lower-case word means the phrase is not read."""
    w = " " + words.strip() + " "
    controller = "any"
    for phrase, who in (
        (" an opponent controls ", "opponent"),
        (" your opponents control ", "opponent"),
        (" you don't control ", "opponent"),
        (" you control ", "you"),
    ):
        if phrase in w.lower():
            controller = who
            i = w.lower().index(phrase)
            w = w[:i] + " " + w[i + len(phrase) :]
    values: dict[str, object] = {}
    for pattern, key in (
        (r" with power (\d+) or less ", "max_power"),
        (r" with power (\d+) or greater ", "min_power"),
        (r" with mana value (\d+) or less ", "max_mana_value"),
        (r" with mana value (\d+) or greater ", "min_mana_value"),
    ):
        m = re.search(pattern, w, re.IGNORECASE)
        if m:
            values[key] = int(m.group(1))
            w = w[: m.start()] + " " + w[m.end() :]
    m = re.search(r" without ([a-z ]+?) $", w)
    if m and m.group(1) in _KEYWORDS:
        values["exclude_keywords"] = (m.group(1),)
        w = w[: m.start()] + " "
    m = re.search(r" with ([a-z ]+?) $", w)
    if m and m.group(1) in _KEYWORDS:
        values["keywords"] = (m.group(1),)
        w = w[: m.start()] + " "
    types: list[str] = []
    subtypes: list[str] = []
    exclude: list[str] = []
    exclude_sub: list[str] = []
    supertypes: list[str] = []
    for word in re.split(r",?\s+(?:or\s+|and/or\s+)?|,", w.strip()):
        if not word:
            continue
        low = word.lower()
        if low in ("or", "and", "and/or", "card", "cards", "permanent", "permanents"):
            continue
        if low in ("token", "tokens"):
            values["token"] = True
            continue
        if low == "nontoken":
            values["nontoken"] = True
            continue
        if low == "other":
            values["other"] = True
            continue
        if low in _ADJECTIVES:
            values["tapped"] = _ADJECTIVES[low][1]
            continue
        if low in _SUPER:
            supertypes.append(_SUPER[low])
            continue
        if low.startswith("non-") and word[4:5].isupper():
            exclude_sub.append(word[4:])
            continue
        if low.startswith("non") and low[3:].rstrip("s") in _CARD_TYPES:
            exclude.append(low[3:].rstrip("s").capitalize())
            continue
        singular = low[:-1] if low.endswith("s") and low[:-1] in _CARD_TYPES else low
        if singular in _CARD_TYPES:
            types.append(singular.capitalize())
        elif word[:1].isupper() and re.fullmatch(r"[A-Z][a-z'-]+", word):
            plural = word.endswith("s") and len(word) > 3 and not word.endswith("ss")
            subtypes.append(word[:-1] if plural and word[:-1] not in ("Elve",) else word)
        else:
            return None
    if "Elve" in subtypes:  # pragma: no cover
        subtypes = ["Elf" if x == "Elve" else x for x in subtypes]
    subtypes = ["Elf" if x == "Elves" else x for x in subtypes]
    return k.Filter(
        types=tuple(types),
        subtypes=tuple(subtypes),
        exclude_types=tuple(exclude),
        exclude_subtypes=tuple(exclude_sub),
        supertypes=tuple(supertypes),
        controller=controller,
        **values,  # type: ignore[arg-type]
    )


def _objects(phrase: str) -> k.Objects | None:
    found = _objects_of(phrase)
    if found is not None and phrase.lower().endswith(" with the greatest power"):
        from dataclasses import replace

        return replace(found, filter=replace(found.filter, greatest_power=True))
    return found


def _objects_of(phrase: str) -> k.Objects | None:
    """ "target creature an opponent controls", "up to one target creature", "each creature",
    "all nonland permanents", "target creature card from your graveyard"."""
    p = phrase.strip()
    p = re.sub(r"^each of ", "", p, flags=re.IGNORECASE)
    p = re.sub(r"^another target ", "other target ", p, flags=re.IGNORECASE)
    if p.lower().endswith(" with the greatest power"):
        p = p[: -len(" with the greatest power")]
    zone = "battlefield"
    for tail, z, ctl in (
        (" from your graveyard", "graveyard", "you"),
        (" from a graveyard", "graveyard", "any"),
        (" in your graveyard", "graveyard", "you"),
    ):
        if p.lower().endswith(tail):
            p, zone = p[: -len(tail)], z
            owner = ctl
            break
    else:
        owner = None
    m = re.match(rf"up to {_NUM} (other )?target (.+)$", p, re.IGNORECASE)
    if m:
        flt = _filter_of((m.group(2) or "") + m.group(3))
        if flt is None:
            return None
        if owner:
            flt = _with_controller(flt, owner)
        return k.Objects(k.How.TARGET, flt, count=_n(m.group(1)), up_to=True, zone=zone)
    m = re.match(rf"(?:{_NUM} )?(other )?target (.+)$", p, re.IGNORECASE)
    if m:
        flt = _filter_of((m.group(2) or "") + m.group(3))
        if flt is None:
            return None
        if owner:
            flt = _with_controller(flt, owner)
        count = _n(m.group(1)) if m.group(1) else 1
        return k.Objects(k.How.TARGET, flt, count=count, zone=zone)
    m = re.match(r"(?:each|all) (.+)$", p, re.IGNORECASE)
    if m:
        flt = _filter_of(m.group(1))
        if flt is None:
            return None
        if owner:
            flt = _with_controller(flt, owner)
        return k.Objects(k.How.ALL, flt, zone=zone)
    if p.lower() in ("it", "that creature", "those creatures", "them", "each of them"):
        return k.Objects(k.How.IT)
    if re.fullmatch(_SELF, p):
        return k.Objects(k.How.SELF)
    return None


def _with_controller(flt: k.Filter, controller: str) -> k.Filter:
    from dataclasses import replace

    return replace(flt, controller=controller)


# ------------------------------------------------------------------ tokens


def _token(count: int, body: str) -> CreateTokenEffect | None:
    """ "2/2 white Knight creature token with vigilance", "Treasure token", "Clue token"."""
    b = body.strip().lower()
    b = re.sub(r"\s+tokens?\b", "", b, count=1)
    keywords: list[str] = []
    m = re.search(r" with (.+)$", b)
    if m:
        for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)):
            if part.strip() not in _KEYWORDS:
                return None
            keywords.append(part.strip())
        b = b[: m.start()]
    tapped = False
    if b.startswith("tapped "):
        tapped, b = True, b[7:]
    m = re.match(r"(\d+)/(\d+) (.+)$", b)
    if m:
        words = [w for w in m.group(3).split() if w not in _COLOURS and w != "and"]
        if not words or words[-1] != "creature":
            return None
        types = ["Creature"]
        if "artifact" in words[:-1]:
            types.insert(0, "Artifact")
        subtypes = [w.capitalize() for w in words[:-1] if w not in ("artifact", "enchantment")]
        name = " ".join(subtypes) or "Creature"
        return CreateTokenEffect(
            name,
            count=count,
            power=int(m.group(1)),
            toughness=int(m.group(2)),
            types=tuple(types),
            subtypes=tuple(subtypes),
            keywords=tuple(keywords),
            tapped=tapped,
        )
    named = {"treasure", "clue", "food", "gold", "powerstone", "blood", "map", "incubator"}
    if b in named:
        return CreateTokenEffect(
            b.capitalize(),
            count=count,
            types=("Artifact",),
            subtypes=(b.capitalize(),),
            tapped=tapped,
        )
    return None


# ------------------------------------------------------------------ sentences

_Reader = Callable[[re.Match[str]], Effect | None]
_RULES: list[tuple[re.Pattern[str], _Reader]] = []


def _rule(pattern: str) -> Callable[[_Reader], _Reader]:
    def register(fn: _Reader) -> _Reader:
        _RULES.append((re.compile(pattern + r"$", re.IGNORECASE), fn))
        return fn

    return register


@_rule(rf"draw {_NUM} cards?")
def _draw(m: re.Match[str]) -> Effect:
    return DrawEffect(_n(m.group(1)))


@_rule(rf"(each player|each opponent|target player|target opponent) draws {_NUM} cards?")
def _draw_who(m: re.Match[str]) -> Effect:
    return DrawEffect(_n(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(rf"you gain {_NUM} life")
def _gain(m: re.Match[str]) -> Effect:
    return GainLifeEffect(_n(m.group(1)))


@_rule(rf"you lose {_NUM} life")
def _lose(m: re.Match[str]) -> Effect:
    return GainLifeEffect(_n(m.group(1)), lose=True)


@_rule(rf"(each opponent|each player|target player|target opponent) loses {_NUM} life")
def _they_lose(m: re.Match[str]) -> Effect:
    return GainLifeEffect(_n(m.group(2)), who=k.Who(m.group(1).lower()), lose=True)


@_rule(rf"(each opponent|target opponent|target player) loses {_NUM} life and you gain {_NUM} life")
def _drain(m: re.Match[str]) -> Effect:
    lose = GainLifeEffect(_n(m.group(2)), who=k.Who(m.group(1).lower()), lose=True)
    return SequenceEffect((lose, GainLifeEffect(_n(m.group(3)))))


@_rule(rf"scry {_NUM}")
def _scry(m: re.Match[str]) -> Effect:
    return k.ScryEffect(_n(m.group(1)))


@_rule(rf"surveil {_NUM}")
def _surveil(m: re.Match[str]) -> Effect:
    return k.SurveilEffect(_n(m.group(1)))


@_rule(rf"mill {_NUM} cards?")
def _mill(m: re.Match[str]) -> Effect:
    return k.MillEffect(_n(m.group(1)))


@_rule(rf"(each player|each opponent|target player|target opponent) mills {_NUM} cards?")
def _mill_who(m: re.Match[str]) -> Effect:
    return k.MillEffect(_n(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(rf"discard {_NUM} cards?")
def _discard(m: re.Match[str]) -> Effect:
    return k.DiscardEffect(_n(m.group(1)))


@_rule(r"discard your hand")
def _discard_hand(_m: re.Match[str]) -> Effect:
    return k.DiscardEffect(whole_hand=True)


@_rule(rf"(each opponent|each player|target player|target opponent) discards {_NUM} cards?")
def _discard_who(m: re.Match[str]) -> Effect:
    return k.DiscardEffect(_n(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(rf"discard up to {_NUM} cards?, then draw that many cards")
def _loot(m: re.Match[str]) -> Effect:
    return SequenceEffect(
        (k.DiscardEffect(_n(m.group(1)), up_to=True), DrawEffect(amount="discarded"))
    )


@_rule(rf"draw {_NUM} cards?, then discard {_NUM} cards?")
def _draw_discard(m: re.Match[str]) -> Effect:
    return SequenceEffect((DrawEffect(_n(m.group(1))), k.DiscardEffect(_n(m.group(2)))))


@_rule(rf"create {_NUM} (.+ tokens?(?: with .+)?)")
def _create(m: re.Match[str]) -> Effect | None:
    return _token(_n(m.group(1)), m.group(2))


@_rule(rf"create {_NUM} (.+ tokens?(?: with .+)?) for each opponent(?: you have)?")
def _create_per_opponent(m: re.Match[str]) -> Effect | None:
    token = _token(_n(m.group(1)), m.group(2))
    return None if token is None else replace(token, amount="opponents")


@_rule(rf"(each opponent|each player) creates {_NUM} (.+ tokens?(?: with .+)?)")
def _they_create(m: re.Match[str]) -> Effect | None:
    token = _token(_n(m.group(2)), m.group(3))
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


@_rule(rf"exile {_SELF}, then return it to the battlefield transformed under your control")
def _flip(_m: re.Match[str]) -> Effect:
    return ExileAndReturnTransformedEffect()


@_rule(rf"exile {_SELF}, then return it to the battlefield(?: under your control)? front face up")
def _flip_front(_m: re.Match[str]) -> Effect:
    return ExileAndReturnTransformedEffect(front_face_up=True)


@_rule(rf"put {_NUM} ([+-]1/[+-]1|\w+) counters? on (.+)")
def _counters(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(3))
    if objects is None:
        return None
    return k.PutCountersEffect(m.group(2).lower(), _n(m.group(1)), objects)


def _subject(subject: str) -> k.Objects | None:
    subject = subject.strip()
    objects = _objects(subject)
    if objects is None:
        flt = _filter_of(subject)  # "Knights you control", "creatures you control"
        if flt is None:
            return None
        objects = k.Objects(k.How.ALL, flt)
    return objects


@_rule(r"(.+?) (?:gains?|have|has) ([a-z ,]+?) until end of turn")
def _gains(m: re.Match[str]) -> Effect | None:
    objects = _subject(m.group(1))
    keywords = tuple(p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(2)))
    if objects is None or any(kw not in _KEYWORDS for kw in keywords):
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
        if any(kw not in _KEYWORDS for kw in keywords):
            return None
    return k.PumpEffect(int(m.group(2)), int(m.group(3)), keywords, objects)


@_rule(r"the ring tempts you")
def _ring(_m: re.Match[str]) -> Effect:
    return k.RingTemptsEffect()


@_rule(rf"you and (target opponent|each opponent) each draw {_NUM} cards?")
def _both_draw(m: re.Match[str]) -> Effect:
    n = _n(m.group(2))
    return SequenceEffect((DrawEffect(n), DrawEffect(n, who=k.Who(m.group(1).lower()))))


@_rule(rf"you draw {_NUM} cards? and you lose {_NUM} life")
def _draw_lose(m: re.Match[str]) -> Effect:
    return SequenceEffect((DrawEffect(_n(m.group(1))), GainLifeEffect(_n(m.group(2)), lose=True)))


@_rule(rf"(each opponent|target opponent) discards {_NUM} cards? and you draw {_NUM} cards?")
def _discard_draw(m: re.Match[str]) -> Effect:
    discard = k.DiscardEffect(_n(m.group(2)), who=k.Who(m.group(1).lower()))
    return SequenceEffect((discard, DrawEffect(_n(m.group(3)))))


@_rule(rf"each player returns {_NUM} (.+?) cards? from their graveyard to the battlefield")
def _each_returns(m: re.Match[str]) -> Effect | None:
    flt = _filter_of(m.group(2))
    if flt is None:
        return None
    objects = k.Objects(
        k.How.CHOOSE, _with_controller(flt, "you"), _n(m.group(1)), zone="graveyard"
    )
    return k.MoveCardsEffect(objects, to="battlefield", who=k.Who.EACH_PLAYER)


@_rule(r"double the number of each kind of counter on (.+)")
def _double(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    return None if objects is None else k.DoubleCountersEffect(objects)


@_rule(r"create a token that's a copy of (.+)")
def _copy(m: re.Match[str]) -> Effect | None:
    phrase = re.sub(r"non-Saga ", "", m.group(1), flags=re.IGNORECASE)
    objects = _objects(phrase)
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
    objects = _objects(m.group(1))
    return None if objects is None else k.DestroyEffect(objects)


@_rule(r"exile (.+?)( until .* leaves the battlefield)?")
def _exile(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    if objects is None or objects.how is k.How.SELF:
        return None
    return k.ExileEffect(objects, until_source_leaves=bool(m.group(2)))


@_rule(r"return (.+?) to (?:its owner's|their owners') hands?")
def _bounce(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    return None if objects is None else k.ReturnToHandEffect(objects)


@_rule(r"return (.+?) to your hand")
def _regrow(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    if objects is None or objects.zone != "graveyard":
        return None
    return k.MoveCardsEffect(objects, to="hand")


@_rule(r"return (.+?) to the battlefield(?: under your control)?")
def _reanimate(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    if objects is None or objects.zone != "graveyard":
        return None
    return k.MoveCardsEffect(objects, to="battlefield")


@_rule(rf"(each opponent|each player|target opponent|target player) sacrifices {_NUM} (.+)")
def _edict(m: re.Match[str]) -> Effect | None:
    flt = _filter_of(m.group(3))
    if flt is None:
        return None
    return k.SacrificeEffect(flt, _n(m.group(2)), who=k.Who(m.group(1).lower()))


@_rule(r"tap (.+?) and put an? (\w+) counter on it")
def _tap_and_counter(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    if objects is None:
        return None
    counter = k.PutCountersEffect(m.group(2).lower(), 1, k.Objects(k.How.IT))
    return SequenceEffect((k.TapEffect(objects), counter))


@_rule(r"(.+?) fights (.+)")
def _fight(m: re.Match[str]) -> Effect | None:
    yours = _objects(m.group(1))
    theirs = _objects(m.group(2))
    if yours is None or theirs is None:
        return None
    return k.FightEffect(yours, theirs)


@_rule(r"tap (.+)")
def _tap(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    return None if objects is None else k.TapEffect(objects)


@_rule(r"untap (.+)")
def _untap(m: re.Match[str]) -> Effect | None:
    objects = _objects(m.group(1))
    return None if objects is None else k.TapEffect(objects, untap=True)


@_rule(
    r"search your library for (a|an|up to one|up to two|up to three) (.+?) cards?, (?:reveal "
    r"(?:it|them), )?put (?:it|that card|them|those cards) (into your hand|onto the "
    r"battlefield(?: tapped)?), then shuffle"
)
def _search(m: re.Match[str]) -> Effect | None:
    flt = _filter_of(m.group(2))
    if flt is None:
        return None
    count = _n(m.group(1).removeprefix("up to "))
    to = "hand" if m.group(3) == "into your hand" else "battlefield"
    return k.SearchLibraryEffect(flt, count, to=to, tapped=m.group(3).endswith("tapped"))


@_rule(rf"{_SELF} deals {_NUM} damage to (each opponent|each player) and you gain {_NUM} life")
def _damage_drain(m: re.Match[str]) -> Effect:
    who = k.Who(m.group(2).lower())
    return SequenceEffect(
        (k.DamageEffect(_n(m.group(1)), players=who), GainLifeEffect(_n(m.group(3))))
    )


@_rule(rf"{_SELF} deals {_NUM} damage to (.+)")
def _damage(m: re.Match[str]) -> Effect | None:
    whom = m.group(2)
    players = {
        "each opponent": k.Who.EACH_OPPONENT,
        "each player": k.Who.EACH_PLAYER,
        "target player": k.Who.TARGET_PLAYER,
        "target opponent": k.Who.TARGET_OPPONENT,
    }
    count = _n(m.group(1))
    if whom.lower() in players:
        return k.DamageEffect(count, players=players[whom.lower()])
    whom = re.sub(r" and each (?=planeswalker|creature|battle)", " or ", whom)
    m2 = re.fullmatch(r"(.+) and (each opponent|each player)", whom, re.IGNORECASE)
    if m2:
        objects = _objects(m2.group(1))
        if objects is None:
            return None
        return k.DamageEffect(count, objects=objects, players=players[m2.group(2).lower()])
    objects = _objects(whom)
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


def _it_after(previous: Effect | None, effect: Effect) -> Effect:
    """ "Those creatures" after an effect on each of some permanents are those permanents."""
    from dataclasses import fields, replace

    before = getattr(previous, "objects", None)
    if not isinstance(before, k.Objects) or before.how is k.How.TARGET:
        return effect
    for f in fields(effect):
        value = getattr(effect, f.name)
        if isinstance(value, k.Objects) and value.how is k.How.IT:
            changed: Effect = replace(effect, **{f.name: before})  # type: ignore[arg-type]
            return changed
    return effect


_ABILITY_WORD = re.compile(r"^[^—.]{1,40}?!? — ")
_LOOK = re.compile(
    rf"look at the top {_NUM} cards of your library\. (?:you may reveal (?:an? )?(.+?) card from "
    r"among them and put it into your hand|put (?:one|a card) of them into your hand)\. put the "
    r"rest on the bottom of your library in (?:a random|any) order\.?$",
    re.IGNORECASE,
)


_WHOLE: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Effect]]] = [
    (
        re.compile(
            r"target opponent reveals their hand\. you choose an? (non\w+ )?card from it\. that "
            r"player discards that card\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.DiscardEffect(
            who=k.Who.TARGET_OPPONENT,
            chooser_you=True,
            filter=k.Filter(
                exclude_types=(m.group(1).strip()[3:].capitalize(),) if m.group(1) else ()
            ),
        ),
    ),
    (
        re.compile(
            rf"mill {_NUM} cards\. if two cards that share a card type were milled this way, draw "
            r"a card and repeat this process\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.MillEffect(_n(m.group(1)), repeat_while_shared=True),
    ),
    (
        re.compile(
            r"until end of turn, target creature gains ([a-z ]+) and gets \+x/\+0, where x is the "
            r"number of lore counters on .+?\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.PumpEffect(
            keywords=(m.group(1).strip(),),
            objects=k.Objects(filter=k.Filter(types=("Creature",))),
            amount="lore",
            amount_power_only=True,
        ),
    ),
    (
        re.compile(
            r"exile the top card of your library\. you may play that card this turn\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.MillEffect(1, to="exile"),
    ),
    (
        re.compile(
            r"add ((?:\{[WUBRGC]\})+)\. if .+? has (\w+) or more lore counters on it, exile it, "
            r"then return it to the battlefield \(?front face up\)?\.?$",
            re.IGNORECASE,
        ),
        lambda m: SequenceEffect(
            (
                AddManaEffect(m.group(1).upper()),
                k.ConditionalEffect(
                    ExileAndReturnTransformedEffect(front_face_up=True), lore=_n(m.group(2))
                ),
            )
        ),
    ),
    (
        re.compile(
            rf"look at the top {_NUM} cards of your library\. put one of them into your hand and "
            r"the rest on the bottom of your library in (?:a random|any) order\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.LookAtTopEffect(_n(m.group(1)), 1),
    ),
]


def _whole_text(text: str) -> Effect | None:
    for pattern, make in _WHOLE:
        m = pattern.match(text)
        if m:
            return make(m)
    return None


def read_effect(text: str, *, name: str = "") -> Effect | None:
    """The structured effect of a chapter's whole text (``name``: the card's name, as the text
    may say it), or None unless every sentence is understood."""
    text = re.sub(r"\(front face up\)", "front face up", text, flags=re.IGNORECASE)
    text = _ABILITY_WORD.sub("", re.sub(r"\([^)]*\)", "", text).strip())  # "Stampede! — ..."
    whole = _whole_text(text.strip())
    if whole is not None:
        return whole
    look = _LOOK.match(text.strip())
    if look:
        flt = k.Filter() if look.group(2) is None else _filter_of(look.group(2))
        return None if flt is None else k.LookAtTopEffect(_n(look.group(1)), 1, flt)
    steps: list[Effect] = []
    for sentence in _sentences(text):
        follows = re.match(r"if you do, (.+)$", sentence, re.IGNORECASE)
        if follows and steps and isinstance(steps[-1], k.MayEffect):
            then = read_sentence(follows.group(1), name=name)
            if then is None:
                return None
            may = steps.pop()
            assert isinstance(may, k.MayEffect)
            if isinstance(may.effect, k.DiscardEffect | k.SacrificeEffect) and isinstance(
                then, DrawEffect
            ):
                then = (
                    DrawEffect(amount="discarded")
                    if isinstance(may.effect, k.DiscardEffect)
                    else then
                )
            steps.append(k.MayEffect(SequenceEffect((may.effect, then))))
            continue
        effect = read_sentence(sentence, name=name)
        if effect is None and ", then " in sentence:  # "Scry 2, then draw a card"
            first, _, rest = sentence.partition(", then ")
            a, b = read_sentence(first, name=name), read_sentence(rest, name=name)
            effect = None if a is None or b is None else SequenceEffect((a, b))
        if effect is None:
            return None
        steps.append(_it_after(steps[-1] if steps else None, effect))
    if not steps:
        return None
    return steps[0] if len(steps) == 1 else SequenceEffect(tuple(steps))


def read_effects(chapters: tuple[Chapter, ...], name: str = "") -> tuple[Chapter, ...]:
    """The chapters, each with the effect its text says when the reader understands it all."""
    out = []
    for chapter in chapters:
        effect = (
            chapter.effect if chapter.effect is not None else read_effect(chapter.text, name=name)
        )
        out.append(chapter if effect is chapter.effect else replace(chapter, effect=effect))
    return tuple(out)
