"""The words of printed chapter text: numbers, sentences, card types, colours, keywords, the
objects a phrase names ("target creature an opponent controls") and the tokens a sentence
creates. The sentence reader (:mod:`.oracle_sentences`) is built on them."""

from __future__ import annotations

import re
from dataclasses import replace

from saga_table.engine.cards import (
    CreateTokenEffect,
)
from saga_table.engine.effects import kinds as k

__all__ = [
    "KEYWORDS",
    "NUM",
    "SELF",
    "filter_of",
    "number",
    "objects_named",
    "split_sentences",
    "token_of",
    "with_controller",
]

NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
NUM = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
COLOURS = ("white", "blue", "black", "red", "green", "colorless")
KEYWORDS = (
    "flying", "trample", "vigilance", "haste", "menace", "reach", "deathtouch", "lifelink",
    "first strike", "double strike", "hexproof", "indestructible", "defender", "changeling",
)  # fmt: skip
SELF = r"(?:this saga|~|it|[A-Z][\w'-]+(?: [A-Z][\w'-]+)*)"


def number(word: str) -> int:
    return NUMBERS.get(word.lower(), int(word) if word.isdigit() else 1)


def split_sentences(text: str) -> list[str]:
    text = re.sub(r"\(front face up\)", "front face up", text, flags=re.IGNORECASE)
    text = re.sub(r"\([^)]*\)", "", text)  # reminder text
    parts = re.split(r"(?<=[.!])\s+", text.strip())
    return [p.strip().rstrip(".").strip() for p in parts if p.strip().rstrip(".").strip()]


# ------------------------------------------------------------------ objects


ADJECTIVES = {"tapped": ("tapped", True), "untapped": ("tapped", False)}
SUPER = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}


def filter_of(words: str) -> k.Filter | None:
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
    if m and m.group(1) in KEYWORDS:
        values["exclude_keywords"] = (m.group(1),)
        w = w[: m.start()] + " "
    m = re.search(r" with ([a-z ]+?) $", w)
    if m and m.group(1) in KEYWORDS:
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
        if low in ADJECTIVES:
            values["tapped"] = ADJECTIVES[low][1]
            continue
        if low in SUPER:
            supertypes.append(SUPER[low])
            continue
        if low.startswith("non-") and word[4:5].isupper():
            exclude_sub.append(word[4:])
            continue
        if low.startswith("non") and low[3:].rstrip("s") in CARD_TYPES:
            exclude.append(low[3:].rstrip("s").capitalize())
            continue
        singular = low[:-1] if low.endswith("s") and low[:-1] in CARD_TYPES else low
        if singular in CARD_TYPES:
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


def objects_named(phrase: str) -> k.Objects | None:
    found = objects_of(phrase)
    if found is not None and phrase.lower().endswith(" with the greatest power"):
        from dataclasses import replace

        return replace(found, filter=replace(found.filter, greatest_power=True))
    return found


def objects_of(phrase: str) -> k.Objects | None:
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
    m = re.match(rf"up to {NUM} (other )?target (.+)$", p, re.IGNORECASE)
    if m:
        flt = filter_of((m.group(2) or "") + m.group(3))
        if flt is None:
            return None
        if owner:
            flt = with_controller(flt, owner)
        return k.Objects(k.How.TARGET, flt, count=number(m.group(1)), up_to=True, zone=zone)
    m = re.match(rf"(?:{NUM} )?(other )?target (.+)$", p, re.IGNORECASE)
    if m:
        flt = filter_of((m.group(2) or "") + m.group(3))
        if flt is None:
            return None
        if owner:
            flt = with_controller(flt, owner)
        count = number(m.group(1)) if m.group(1) else 1
        return k.Objects(k.How.TARGET, flt, count=count, zone=zone)
    m = re.match(r"(?:each|all) (.+)$", p, re.IGNORECASE)
    if m:
        flt = filter_of(m.group(1))
        if flt is None:
            return None
        if owner:
            flt = with_controller(flt, owner)
        return k.Objects(k.How.ALL, flt, zone=zone)
    if p.lower() in ("it", "that creature", "those creatures", "them", "each of them"):
        return k.Objects(k.How.IT)
    if re.fullmatch(SELF, p):
        return k.Objects(k.How.SELF)
    return None


def with_controller(flt: k.Filter, controller: str) -> k.Filter:

    return replace(flt, controller=controller)


# ------------------------------------------------------------------ tokens


def token_of(count: int, body: str) -> CreateTokenEffect | None:
    """ "2/2 white Knight creature token with vigilance", "Treasure token", "Clue token"."""
    b = body.strip().lower()
    b = re.sub(r"\s+tokens?\b", "", b, count=1)
    keywords: list[str] = []
    m = re.search(r" with (.+)$", b)
    if m:
        for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)):
            if part.strip() not in KEYWORDS:
                return None
            keywords.append(part.strip())
        b = b[: m.start()]
    tapped = False
    if b.startswith("tapped "):
        tapped, b = True, b[7:]
    m = re.match(r"(\d+)/(\d+) (.+)$", b)
    if m:
        words = [w for w in m.group(3).split() if w not in COLOURS and w != "and"]
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
