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
* **Entering tapped** (614.1c): as the engine reads a card's text (:mod:`saga_table.engine.
  entering`: no condition, the fast, slow, check and reveal lands' conditions, a shock land's
  life paid), which also taps such a land as it enters in the lab's games (a seat whose cards the
  app knows); a condition that reading cannot see leaves the land tapped here, and the player
  taps it: a guess that never overstates the mana.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from saga_table.engine.cards import CardFace
from saga_table.engine.entering import TappedRule, tapped_rule
from saga_table.engine.goldfish import BASIC_MANA
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import GameObject, GameState
from saga_table.lab.mana import COLOURS, Payer

__all__ = [
    "MANA_SYMBOL",
    "TAP_ADD",
    "best_land",
    "enters_tapped",
    "entering_tapped",
    "guessed_tapped",
    "land_colours",
]

_ANY = frozenset(COLOURS)

#: "{T}: Add ..." to the end of its sentence, an ability of its own (at the start of the text,
#: of a line, of a reminder or after a sentence) whose cost is {T} and life only.
TAP_ADD = re.compile(r"(?:^|(?<=\n)|(?<=\()|(?<=\. ))\{T\}(?:, Pay \d+ life)?: Add ([^.\n)]*)")
#: One mana symbol a "{T}: Add" ability adds.
MANA_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def land_colours(face: CardFace) -> frozenset[str]:
    """The colours ``face`` (a land) taps for, one mana a turn; {C} when it names none."""
    colours = {BASIC_MANA[s] for s in face.subtypes if s in BASIC_MANA}
    for found in TAP_ADD.finditer(face.text or ""):
        words = found.group(1)
        if "one mana of any colo" in words:
            if "opponent" not in words:
                colours.update(_ANY)
            continue
        colours.update(MANA_SYMBOL.findall(words))
    if len(colours) > 1:
        colours.discard("C")  # (a land that also taps for {C}: the colours are what it adds)
    return frozenset(colours) or frozenset("C")


def enters_tapped(
    face: CardFace, other_lands: Collection[CardFace], hand: Collection[CardFace]
) -> bool:
    """Whether ``face``, played now, enters tapped as the lab plays it: by the engine's reading
    of its text (engine/entering.py), and tapped by a condition that reading cannot see (a guess
    that never overstates the mana). ``other_lands`` are the faces of the lands the player
    already controls, ``hand`` the faces of the rest of its hand."""
    return _tapped(tapped_rule(face), [f.subtypes for f in other_lands], [f.subtypes for f in hand])


def guessed_tapped(face: CardFace) -> bool:
    """Whether the lab plays ``face`` tapped by a guess: a condition for entering tapped that
    the engine's reading cannot see (counted as a decision answered by default)."""
    rule = tapped_rule(face)
    return rule is not None and rule.test is None


def _tapped(
    rule: TappedRule | None, lands: list[tuple[str, ...]], hand: list[tuple[str, ...]]
) -> bool:
    if rule is None:
        return False
    if rule.test is None:
        return True
    return rule.test(lands, hand)


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
        obj.id: _tapped(rule, other, [h.printed.subtypes for h in hand if h.id != obj.id])
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
