"""What the scripted player knows of a few cards whose abilities the engine has no structured
effect for, so that the lab can play them as a person would (our own short rules, by name):

* **Urza's Saga**: it taps for {C} (the engine's mana model already sees a land with no basic
  land type that way). From its second chapter on, it is kept out of paying for spells, and at
  the end of the precombat main phase, with two other mana to spare, it makes a Construct token
  ({2}, tap it). The Construct is made with power and toughness equal to the artifacts the
  player controls once it is there (the engine does not recompute a characteristic-defining
  ability). Chapter III searches the library for an artifact card with mana cost {0} or {1} and
  puts it onto the battlefield (the first one in library order), then shuffles.
* **Keldon Warcaller**: its trigger (a structured effect the engine carries out) targets the
  Saga with the fewest chapters left, one not yet at its final chapter first
  (:func:`lore_target`).
* **Burn** (by its text, not its name): an instant or sorcery whose first sentence deals N
  damage to any target, a player or an opponent ("3 damage to any target.", "... deals 3 damage
  to target player or planeswalker.") deals it to the goldfish as it resolves, so the kill turn
  counts Lightning Bolt and its kind.

Anything else with no structured effect is counted by the lab as "not carried out".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from saga_table.engine import actions as a
from saga_table.engine.cards import CardDef, CardFace
from saga_table.engine.characteristics import compute_characteristics
from saga_table.engine.ids import PlayerId, Zone
from saga_table.engine.state import (
    AbilityKind,
    ChooseTargetsDecision,
    GameObject,
    GameState,
    StackItem,
)

if TYPE_CHECKING:
    from saga_table.lab.player import _Player

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_KIND_CHAPTER = AbilityKind.CHAPTER
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_LIBRARY = Zone.LIBRARY

__all__ = [
    "burn_damage",
    "carry_out",
    "handles",
    "main_phase_begins",
    "main_phase_ends",
    "reserved",
]

URZAS_SAGA = "Urza's Saga"
WARCALLER = "Keldon Warcaller"
_ME = PlayerId(0)


def handles(item: StackItem) -> bool:
    """Whether the lab carries out this item itself (after it resolves)."""
    if item.effect is not None:
        return False
    if item.kind is _KIND_CHAPTER:
        # chapters I and II give Urza's Saga its abilities, which the lab's mana model and
        # main_phase_ends use; chapter III is the search
        return item.source_name == URZAS_SAGA
    return False


#: The first sentence of a burn spell that can aim at a player: the built-in catalog's own words
#: ("3 damage to any target.") or Oracle text ("<name> deals 3 damage to any target.").
_BURN = re.compile(
    r"(?:[^.]{0,80}? deals )?(\d{1,3}) damage to (?:any target|target player|target opponent"
    r"|each opponent|target (?:player|opponent) or planeswalker|target creature or player)\b",
    re.IGNORECASE,
)
_BURNS: dict[int, tuple[CardFace, int]] = {}


def burn_damage(face: CardFace) -> int:
    """The damage a nonpermanent spell deals to the goldfish (0: not a burn spell it knows)."""
    hit = _BURNS.get(id(face))
    if hit is None or hit[0] is not face:
        m = _BURN.match(face.text.strip())
        if len(_BURNS) > 1000:
            _BURNS.clear()
        hit = _BURNS[id(face)] = (face, int(m.group(1)) if m else 0)
    return hit[1]


def reserved(obj: GameObject) -> bool:
    """Kept out of paying for spells: an Urza's Saga that can make Constructs."""
    return obj.card.name == URZAS_SAGA and obj.counters["lore"] >= 2


def main_phase_begins(player: _Player) -> None:
    """Nothing yet: the chapters of this main phase have resolved before it is called."""


def main_phase_ends(player: _Player) -> None:
    st = player.state
    objects = st.objects
    for oid in st.battlefield:
        obj = objects[oid]
        if obj.controller != _ME or obj.card.name != URZAS_SAGA or not reserved(obj):
            continue
        if obj.tapped or oid in player.spent:
            continue
        others = [s for s in player.sources() if s[0] != oid]
        if len(others) < 2:
            continue
        player.spend((*(s[0] for s in others[:2]), oid))  # (the Saga tapped last)
        chars = compute_characteristics(player.state)
        artifacts = 1 + sum(
            1
            for i in player.state.battlefield
            if player.state.objects[i].controller == _ME and "Artifact" in chars[i].card_types
        )
        player.do(a.CreateToken(_ME, card=_construct(artifacts)))
        player.settle()


#: The Construct token of each size, made once (a card is an immutable value: tokens of one
#: size share it, and what is read of a face by its identity is worked out once).
_CONSTRUCTS: dict[int, CardDef] = {}


def _construct(size: int) -> CardDef:
    card = _CONSTRUCTS.get(size)
    if card is None:
        if len(_CONSTRUCTS) > 1000:
            _CONSTRUCTS.clear()
        card = _CONSTRUCTS[size] = CardDef.simple(
            "Construct",
            name_ja="構築物",
            card_types=("Artifact", "Creature"),
            subtypes=("Construct",),
            power=str(size),
            toughness=str(size),
        )
    return card


def carry_out(player: _Player, item: StackItem) -> None:
    if item.kind is _KIND_CHAPTER and item.source_name == URZAS_SAGA and item.chapter == 3:
        _search_artifact(player, item)


def _search_artifact(player: _Player, item: StackItem) -> None:
    st = player.state
    for oid in st.zones.get((_ME, _ZONE_LIBRARY), ()):
        face = st.objects[oid].printed
        if "Artifact" in face.card_types and face.mana_cost in ("{0}", "{1}"):
            player.result.found.setdefault(
                (URZAS_SAGA, 3), (player.my_turn(), tuple(face.card_types))
            )
            player.do(a.SearchLibrary(_ME, oid, to=_ZONE_BATTLEFIELD))
            player.settle()
            return
    player.do(a.Shuffle(_ME))  # searched, found nothing: the library is shuffled all the same


#: Each Saga face's final chapter number, by identity (faces are immutable values, and few):
#: ``CardFace.final_chapter`` is a max over its chapters on every read.
_FINAL: dict[int, tuple[CardFace, int]] = {}


def _final_chapter(face: CardFace) -> int:
    hit = _FINAL.get(id(face))
    if hit is None or hit[0] is not face:
        if len(_FINAL) > 1000:
            _FINAL.clear()
        hit = _FINAL[id(face)] = (face, face.final_chapter)
    return hit[1]


def lore_target(st: GameState, decision: ChooseTargetsDecision) -> a.ChooseTargets | None:
    """Keldon Warcaller's trigger targets one of the player's Sagas: the one with the fewest
    chapters left (its next chapter comes soonest), passing over a Saga already at or past its
    final chapter while another is not (its counter would do nothing). None for any other
    decision."""
    item = next((i for i in (*st.pending, *st.stack) if i.id == decision.item), None)
    if item is None or item.source_name != WARCALLER or not decision.objects:
        return None
    objects = st.objects
    best = None
    for oid in decision.objects:
        obj = objects[oid]
        face = obj.card.faces[obj.face]  # (its printed face)
        left = _final_chapter(face) - obj.counters["lore"]
        rank = (left <= 0, left)
        if best is None or rank < best[0]:
            best = (rank, oid)
    assert best is not None
    return a.ChooseTargets(objects=(best[1],))
