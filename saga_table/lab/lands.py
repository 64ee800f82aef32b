"""What the scripted player reads of a land's text: the colours it taps for, and whether it
enters tapped now.

A land's text, as Scryfall and MTGJSON write it (the Oracle text a user imports), says both:

* **Colours**: each basic land type's colour (305.6: a Plains taps for {W}, printed or not, as on
  Hallowed Fountain), and each ability "{T}: Add ..." (or "{T}, Pay N life: Add ..."), reminder
  text included: "{T}: Add {W} or {U}." is W or U, "{T}: Add {G}, {W}, or {U}." three colours,
  "{T}: Add one mana of any color." all five. A land that taps for none of them is read as {C}
  (Urza's Saga, Ancient Tomb's {C}{C} as one mana). Filter lands' "{W/U}, {T}: Add ..." and other
  costs are not read; nor is "any color that a land an opponent controls could produce"
  (the goldfish has no land).
* **Entering tapped** (614.1c): "This land enters tapped." (or "<name> enters the battlefield
  tapped.") always (the engine itself taps such a land as it enters: battlefield.enters_tapped);
  with the conditions lands are printed with, which the engine leaves to the players, read
  against the player's own battlefield and hand as the land is played: "unless you control two
  or fewer other lands" (the fast lands), "unless you control two or more other lands" (the slow
  lands), "unless you control a Plains or an Island" (the check lands), "you may reveal a Plains
  or Island card from your hand. If you don't, ..." (the reveal lands), "you may pay 2 life. If
  you don't, ..." (the shock lands: the player pays, its life is not a figure of the report). A
  condition the lab does not know leaves the land tapped: a guess that never overstates the mana.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import Any

from saga_table.engine.cards import CardFace
from saga_table.engine.goldfish import BASIC_MANA
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import GameObject, GameState
from saga_table.lab.mana import COLOURS, Payer

__all__ = [
    "TAP_ADD",
    "best_land",
    "enters_tapped",
    "entering_tapped",
    "land_colours",
    "tapped_rule",
]

_ANY = frozenset(COLOURS)

#: "{T}: Add ..." to the end of its sentence, an ability of its own (at the start of the text,
#: of a line, of a reminder or after a sentence) whose cost is {T} and life only.
TAP_ADD = _TAP_ADD = re.compile(
    r"(?:^|(?<=\n)|(?<=\()|(?<=\. ))\{T\}(?:, Pay \d+ life)?: Add ([^.\n)]*)"
)
_SYMBOL = re.compile(r"\{([WUBRGC])\}")

#: A sentence that says the land enters tapped, and the sentence before it (the shock lands' and
#: reveal lands' condition is there).
_SENTENCES = re.compile(r"[^.\n]+[.\n]?")
_TAPPED = re.compile(r"\benters(?: the battlefield)? tapped\b", re.IGNORECASE)
_FAST = re.compile(r"unless you control two or fewer other lands", re.IGNORECASE)
_SLOW = re.compile(r"unless you control two or more other lands", re.IGNORECASE)
_CHECK = re.compile(r"unless you control an? (\w+)(?:,? or an? (\w+))?", re.IGNORECASE)
_REVEAL = re.compile(r"reveal an? (\w+)(?: or (\w+))? card from your hand", re.IGNORECASE)
_PAY_LIFE = re.compile(r"you may pay \d+ life", re.IGNORECASE)
_BASIC_TYPES = frozenset(BASIC_MANA)


def land_colours(face: CardFace) -> frozenset[str]:
    """The colours ``face`` (a land) taps for, one mana a turn; {C} when it names none."""
    colours = {BASIC_MANA[s] for s in face.subtypes if s in BASIC_MANA}
    for found in _TAP_ADD.finditer(face.text or ""):
        words = found.group(1)
        if "one mana of any colo" in words:
            if "opponent" not in words:
                colours.update(_ANY)
            continue
        colours.update(_SYMBOL.findall(words))
    if len(colours) > 1:
        colours.discard("C")  # (a land that also taps for {C}: the colours are what it adds)
    return frozenset(colours) or frozenset("C")


#: A rule for entering tapped, read once per face: None (it enters untapped), or a test of
#: (the other lands the player controls' subtypes, the hand's subtypes) -> enters tapped.
Rule = Callable[[list[tuple[str, ...]], list[tuple[str, ...]]], bool]
_RULES: dict[int, tuple[CardFace, Rule | None]] = {}


def _always(_lands: list[tuple[str, ...]], _hand: list[tuple[str, ...]]) -> bool:
    return True


def _types_of(match: re.Match[str]) -> frozenset[str]:
    return frozenset(t.capitalize() for t in match.groups() if t)


def tapped_rule(face: CardFace) -> Rule | None:
    """How ``face`` (a land) enters: None for untapped, else a test of whether it enters tapped
    (see the module's text)."""
    hit = _RULES.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    rule = _read_rule(face.text or "")
    if len(_RULES) > 2_048:
        _RULES.clear()
    _RULES[id(face)] = (face, rule)
    return rule


def _read_rule(text: str) -> Rule | None:
    sentences = [s.strip() for s in _SENTENCES.findall(text) if s.strip()]
    for index, sentence in enumerate(sentences):
        if not _TAPPED.search(sentence):
            continue
        before = sentences[index - 1] if index else ""
        if _PAY_LIFE.search(before) or _PAY_LIFE.search(sentence):
            return None  # the player pays the life and it enters untapped
        if _FAST.search(sentence):
            return lambda lands, _hand: len(lands) > 2
        if _SLOW.search(sentence):
            return lambda lands, _hand: len(lands) < 2
        revealed = _REVEAL.search(before) or _REVEAL.search(sentence)
        if revealed is not None:
            wanted = _types_of(revealed)
            return lambda _lands, hand: not any(wanted.intersection(t) for t in hand)
        checked = _CHECK.search(sentence)
        if checked is not None and _types_of(checked) <= _BASIC_TYPES:
            wanted = _types_of(checked)
            return lambda lands, _hand: not any(wanted.intersection(t) for t in lands)
        return _always
    return None


def enters_tapped(
    face: CardFace, other_lands: Collection[CardFace], hand: Collection[CardFace]
) -> bool:
    """Whether ``face``, played now, enters tapped: ``other_lands`` are the faces of the lands
    the player already controls, ``hand`` the faces of the rest of its hand."""
    rule = tapped_rule(face)
    if rule is None:
        return False
    return rule([f.subtypes for f in other_lands], [f.subtypes for f in hand])


def entering_tapped(
    state: GameState, player: PlayerId, lands: Collection[GameObject]
) -> dict[ObjectId, bool]:
    """Which of ``lands`` (in ``player``'s hand) would enter tapped if played now; empty when
    none has a rule for it (every basic land: nothing to look at)."""
    rules = [(obj, tapped_rule(obj.card.faces[obj.face])) for obj in lands]
    if all(rule is None for _, rule in rules):
        return {}
    objects = state.objects
    mine = [objects[oid] for oid in state.battlefield if objects[oid].controller == player]
    other = [o.card.faces[o.face].subtypes for o in mine if "Land" in o.printed.card_types]
    hand = [objects[oid] for oid in state.zones.get((player, Zone.HAND), ())]
    return {
        obj.id: rule(other, [h.printed.subtypes for h in hand if h.id != obj.id])
        for obj, rule in rules
        if rule is not None
    }


def best_land(
    lands: Sequence[tuple[GameObject, frozenset[str]]],
    spells: Sequence[Any],
    tapped: dict[ObjectId, bool],
    sources: list[tuple[Any, frozenset[str]]],
) -> GameObject:
    """The land to play from ``lands`` (hand objects with their colours), with ``spells`` the
    hand's other cards (faces.Face), ``tapped`` which lands would enter tapped and ``sources``
    the mana already there: the land that lets the most spells be cast (one that enters tapped
    adds no mana this turn), then the one that makes the most colours the hand needs and the
    sources do not make yet, then one that enters tapped (it costs nothing now); then the first
    in hand."""
    have = set().union(*(c for _, c in sources)) if sources else set()
    needed = {s for k in spells for sym in k[3].symbols for s in sym}
    # (a cost that needs more mana than the sources and one land make cannot be paid: Payer
    # refuses it at once, so it is not asked)
    in_reach = [k[3] for k in spells if k[5] <= len(sources) + 1]
    # lands of the same colours (and way of entering) are scored once: a score reads only those
    scored: dict[tuple[frozenset[str], bool], tuple[int, int, bool]] = {}

    def score(land: tuple[GameObject, frozenset[str]]) -> tuple[int, int, bool]:
        obj, colours = land
        slow = tapped.get(obj.id, False)
        hit = scored.get((colours, slow))
        if hit is None:
            payer = Payer(sources if slow else [*sources, (obj.id, colours)])
            castable = sum(1 for cost in in_reach if payer.can_pay(cost))
            hit = scored[colours, slow] = (castable, len((colours & needed) - have), slow)
        return hit

    return max(lands, key=score)[0]  # max keeps the first of equals: the hand's order
