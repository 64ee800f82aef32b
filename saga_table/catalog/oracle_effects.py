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

from saga_table.catalog.oracle_sentences import read_sentence
from saga_table.catalog.oracle_words import (
    NUM,
    filter_of,
    number,
    split_sentences,
)
from saga_table.engine.cards import (
    AddManaEffect,
    Chapter,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    SequenceEffect,
)
from saga_table.engine.effects import kinds as k
from saga_table.engine.effects.codec import within_bounds

__all__ = ["read_effect", "read_effects", "read_sentence"]


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
    rf"look at the top {NUM} cards of your library\. (?:you may reveal (?:an? )?(.+?) card from "
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
            rf"mill {NUM} cards\. if two cards that share a card type were milled this way, draw "
            r"a card and repeat this process\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.MillEffect(number(m.group(1)), repeat_while_shared=True),
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
                    ExileAndReturnTransformedEffect(front_face_up=True), lore=number(m.group(2))
                ),
            )
        ),
    ),
    (
        re.compile(
            rf"look at the top {NUM} cards of your library\. put one of them into your hand and "
            r"the rest on the bottom of your library in (?:a random|any) order\.?$",
            re.IGNORECASE,
        ),
        lambda m: k.LookAtTopEffect(number(m.group(1)), 1),
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
    may say it), or None unless every sentence is understood and every number is one the card
    database can hold (:func:`~saga_table.engine.effects.codec.within_bounds`)."""
    effect = _read_effect(text, name=name)
    return effect if effect is None or within_bounds(effect) else None


def _read_effect(text: str, *, name: str = "") -> Effect | None:
    text = re.sub(r"\(front face up\)", "front face up", text, flags=re.IGNORECASE)
    text = _ABILITY_WORD.sub("", re.sub(r"\([^)]*\)", "", text).strip())  # "Stampede! — ..."
    whole = _whole_text(text.strip())
    if whole is not None:
        return whole
    look = _LOOK.match(text.strip())
    if look:
        flt = k.Filter() if look.group(2) is None else filter_of(look.group(2))
        return None if flt is None else k.LookAtTopEffect(number(look.group(1)), 1, flt)
    steps: list[Effect] = []
    for sentence in split_sentences(text):
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
