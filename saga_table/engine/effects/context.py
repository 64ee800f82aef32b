"""What a resolution step works with: its context (the transaction, the item, the controller,
the amounts it names) and the helpers the steps share (608.2).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from saga_table.engine import events as ev
from saga_table.engine.battlefield import put_onto_battlefield
from saga_table.engine.cards import (
    CardDef,
    CardFace,
    ContinuousEffectSpec,
    CreateTokenEffect,
)
from saga_table.engine.counters import LORE, put_counters, remove_counters
from saga_table.engine.effects import kinds as k
from saga_table.engine.effects.select import (
    Slot,
    characteristics_of,
    legal_objects,
    legal_players,
    matches,
)
from saga_table.engine.effects.text import describe_effect
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.lifelink import gain_from_lifelink, has_lifelink
from saga_table.engine.state import (
    ChooseCardsDecision,
    Chosen,
    Decision,
    Duration,
    FloatingEffect,
    Resolution,
    ResolutionStep,
    StackItem,
)
from saga_table.engine.tx import MAX_BATCH, IllegalActionError, Tx

__all__ = [
    "Ctx",
    "Outcome",
    "bounds",
    "deal_damage",
    "lifelink",
    "float_effect",
    "ids_of",
    "recall",
    "remember",
    "still_legal",
    "to_battlefield",
    "token_card",
    "zone_of",
]

#: Steps replaced by these steps; None: the step is done.
Outcome = Decision | tuple[ResolutionStep, ...] | None


class Ctx:
    """What a step needs: the transaction, its item, its controller and its target slots."""

    def __init__(self, tx: Tx, step: ResolutionStep) -> None:
        self.tx = tx
        self.state = tx.state
        res = tx.state.resolution
        assert res is not None
        self.res = res
        self.item = res.item
        self.controller: PlayerId = res.item.controller
        self.step = step
        self.source = res.item.source

    def remember_add(self, key: str, value: int) -> None:
        res = self.state.resolution
        assert res is not None
        self.state.resolution = remember(res, key, recall(res, key) + value)

    def amount(self, count: int, name: str) -> int:
        return max(0, min(MAX_BATCH, count if not name else self._named(name)))

    def _named(self, name: str) -> int:
        st = self.state
        res = st.resolution
        assert res is not None
        remembered = ("discarded", "sacrificed", "milled", "chosen", "x", "moved", "tapped")
        if name == "moved creatures":
            return res.recall(name)
        if name == "opponents at 0 life":
            return sum(
                1 for p in st.players if p.id != self.controller and not p.left_game and p.life <= 0
            )
        if name in ("lore", *remembered):
            if name == "lore" and self.source in st.battlefield:
                return st.objects[self.source].counters[LORE]
            return res.recall(name)
        mine = [o for o in st.permanents() if o.controller == self.controller]
        chars = [characteristics_of(st, o.id) for o in mine]
        if name in ("artifacts", "creatures", "lands"):
            kind = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land"}[name]
            return sum(1 for c in chars if kind in c.card_types)
        if name == "opponents":
            return len([p for p in st.players_in_game() if p != self.controller])
        if name == "hand":
            return len(st.zone(self.controller, Zone.HAND))
        if name == "greatest power":
            return max((c.power or 0 for c in chars if c.is_creature), default=0)
        if name == "half life":
            return math.ceil(max(0, st.players[self.controller].life) / 2)
        if name == "power 4+ total":
            return sum(c.power or 0 for c in chars if c.is_creature and (c.power or 0) >= 4)
        if name == "zombies":
            return sum(1 for c in chars if c.is_creature and "Zombie" in c.subtypes)
        if name == "domain":
            basics = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
            return len({t for c in chars if "Land" in c.card_types for t in c.subtypes} & basics)
        if name == "other mana value":
            return sum(o.printed.mana_value for o in mine if o.id != self.source and not o.token)
        if name == "stolen creatures":
            pairs = zip(mine, chars, strict=True)
            return sum(1 for o, c in pairs if c.is_creature and o.owner != o.controller)
        others = [o for o in st.permanents() if o.controller != self.controller]
        if name == "tapped opposing creatures":
            return sum(1 for o in others if o.tapped and characteristics_of(st, o.id).is_creature)
        if name == "opponents with fewer creatures":
            count = sum(1 for c in chars if c.is_creature)
            theirs = [o.controller for o in others if characteristics_of(st, o.id).is_creature]
            return sum(
                1 for p in st.players_in_game() if p != self.controller and theirs.count(p) < count
            )
        raise IllegalActionError(f"unknown amount {name!r}")  # pragma: no cover

    def players(self, who: k.Who, slot: int) -> PlayerId | tuple[ResolutionStep, ...]:
        """The one player this step acts for, or the steps it becomes, one per player."""
        if self.step.player is not None:
            return self.step.player
        if who is k.Who.YOU:
            return self.controller
        if who is k.Who.ITS_OWNER:
            owner = self.res.recall("owner")
            return (_for_player(self.step, PlayerId(owner - 1)),) if owner else ()
        if who in (k.Who.TARGET_PLAYER, k.Who.TARGET_OPPONENT):
            chosen = self._chosen(slot)
            found = tuple(p for p in chosen.players if p in self.state.players_in_game())
        else:
            found = legal_players(self.state, who, self.controller)
        step = self.step
        return tuple(_for_player(step, p) for p in found)

    def named_player(self, who: k.Who | None) -> PlayerId | tuple[ResolutionStep, ...] | None:
        """The one player ``who`` names for this step (see :meth:`players`: or the steps it
        becomes), or None when the effect names nobody."""
        return None if who is None else self.players(who, self.step.slot)

    def _chosen(self, slot: int) -> Chosen:
        chosen = self.item.chosen
        return chosen[slot] if 0 <= slot < len(chosen) else Chosen()

    def objects(
        self,
        spec: k.Objects,
        slot: int,
        chosen: object,
        *,
        purpose: str,
        chooser: PlayerId | None = None,
        whose: PlayerId | None = None,
    ) -> Decision | tuple[ObjectId, ...]:
        """The objects ``spec`` names now, or the decision that chooses them. ``whose``: the
        player a filter's ``"that player"`` means."""
        st = self.state
        if spec.filter.controller == "that player":
            spec = replace(spec, filter=replace(spec.filter, controller="you"))
            viewer_override: PlayerId | None = whose if whose is not None else self.controller
        else:
            viewer_override = None
        if spec.how is k.How.SELF:
            return (self.source,) if self.source in st.battlefield else ()
        if spec.how in (k.How.TARGET, k.How.IT):
            ids = self._chosen(slot if spec.how is k.How.TARGET else slot - 1).objects
            return tuple(
                o for o in ids if o in st.objects and self._matches(o, spec)
            )  # 608.2b: a target that changed zones or no longer matches is left alone
        viewer = chooser if chooser is not None else self.controller
        if viewer_override is not None:
            viewer = viewer_override
        options = legal_objects(st, spec, controller=viewer, source=self.source)
        if spec.filter.among:
            options = tuple(o for o in options if self.res.recall(f"{spec.filter.among}#{o}"))
        if spec.how is k.How.ALL:
            return options
        if chosen is not None:
            return chosen  # type: ignore[return-value]
        minimum, maximum = bounds(spec.count, spec.up_to, spec.any_number, len(options))
        if not options or (minimum == maximum == len(options)):
            return options
        return ChooseCardsDecision(
            player=chooser if chooser is not None else self.controller,
            prompt=f"Choose {describe_effect(k.DestroyEffect(spec)).removeprefix('destroy ')}.",
            options=options,
            minimum=minimum,
            maximum=maximum,
            purpose=purpose,
        )

    def _matches(self, oid: ObjectId, spec: k.Objects) -> bool:
        obj = self.state.objects[oid]
        zone = Zone.BATTLEFIELD if spec.zone == "battlefield" else Zone(spec.zone)
        return obj.zone is zone and matches(
            self.state, oid, spec.filter, controller=self.controller, source=self.source
        )


def recall(res: Resolution, key: str) -> int:
    """``res.recall(key)``, read in place (a resolution remembers a few values at most)."""
    for name, v in res.memory:
        if name == key:
            return v
    return 0


def remember(res: Resolution, key: str, value: int) -> Resolution:
    """``res.remember(key, value)`` (the same value: its memory sorted by key), made without a
    dictionary: the steps of a resolution remember something nearly every time."""
    memory = res.memory
    for i, (name, _) in enumerate(memory):
        if name == key:
            return _remembering(res, (*memory[:i], (key, value), *memory[i + 1 :]))
    return _remembering(res, tuple(sorted((*memory, (key, value)))))


#: (fastreplace.replacer: quicker replaces)
_remembering = replacer(Resolution, "memory")
_for_player = replacer(ResolutionStep, "player")


def ids_of(value: object) -> tuple[ObjectId, ...]:
    assert isinstance(value, tuple)
    return tuple(ObjectId(v) for v in value)


def bounds(count: int, up_to: bool, any_number: bool, available: int) -> tuple[int, int]:
    maximum = available if any_number else min(count, available)
    minimum = 0 if (up_to or any_number) else maximum
    return minimum, maximum


def still_legal(tx: Tx, item: StackItem, slot: Slot, chosen: Chosen) -> bool:
    st = tx.state
    if isinstance(slot, k.Who):
        return any(p in st.players_in_game() for p in chosen.players)
    zone = Zone.BATTLEFIELD if slot.zone == "battlefield" else Zone(slot.zone)
    return any(
        o in st.objects
        and st.objects[o].zone is zone
        and matches(st, o, slot.filter, controller=item.controller, source=item.source)
        for o in chosen.objects
    )


def token_card(effect: CreateTokenEffect) -> CardDef:
    """The token a :class:`CreateTokenEffect` makes (111.4: its name, types, P/T, abilities).

    One card value for each effect (remembered by its identity; the entry keeps the effect
    alive): the tokens an ability makes again and again share their face, so what is read of a
    face by its identity (characteristics, the lab's look) is worked out once, not once a
    token."""
    hit = _TOKENS.get(id(effect))
    if hit is not None and hit[0] is effect:
        return hit[1]
    card = _token_card(effect)
    if len(_TOKENS) > 10_000:
        _TOKENS.clear()
    _TOKENS[id(effect)] = (effect, card)
    return card


_TOKENS: dict[int, tuple[CreateTokenEffect, CardDef]] = {}


def _token_card(effect: CreateTokenEffect) -> CardDef:
    face = CardFace(
        name=effect.name,
        name_ja=effect.name_ja,
        supertypes=effect.supertypes,
        card_types=effect.types,
        subtypes=effect.subtypes,
        power=None if effect.power is None else str(effect.power),
        toughness=None if effect.toughness is None else str(effect.toughness),
        keywords=effect.keywords,
        text=effect.text,
        text_ja=effect.text_ja,
        triggered_abilities=effect.triggered_abilities,
    )
    return CardDef(name=effect.name, faces=(face,), name_ja=effect.name_ja)


def zone_of(to: str) -> tuple[Zone, bool]:
    if to == "top":
        return Zone.LIBRARY, False
    if to == "bottom":
        return Zone.LIBRARY, True
    return Zone(to), False


def to_battlefield(
    tx: Tx, oid: ObjectId, controller: PlayerId, *, tapped: bool = False, counter: str = ""
) -> None:
    new = put_onto_battlefield(tx, oid, controller=controller, read_ahead=1)
    if new is None:
        return
    if tapped:
        tx.set_object(replace(tx.state.objects[new.id], tapped=True))
        tx.emit(ev.PermanentTapped(new.id))
    if counter:
        put_counters(tx, new.id, counter, 1, putter=controller, by_effect=True)


def float_effect(
    tx: Tx,
    targets: Sequence[ObjectId],
    spec: ContinuousEffectSpec,
    text: str,
    duration: Duration = Duration.UNTIL_END_OF_TURN,
) -> None:
    if not targets:
        return
    eid = tx.new_id()
    effect = FloatingEffect(int(eid), spec, tuple(targets), duration, int(eid), text)
    tx.state.effects = (*tx.state.effects, effect)  # the log tells it as "carried out"


def deal_damage(tx: Tx, oid: ObjectId, amount: int, source: ObjectId | None = None) -> int:
    """``amount`` damage to the permanent ``oid`` (from ``source``, when a permanent deals it:
    a creature with deathtouch marks what it damages, 704.5h); the damage dealt (0 when ``oid``
    has left the battlefield), for lifelink (:func:`lifelink`)."""
    obj = tx.state.objects[oid]
    if amount <= 0 or obj.zone is not Zone.BATTLEFIELD:
        return 0
    chars = characteristics_of(tx.state, oid)
    if "Planeswalker" in chars.card_types and not chars.is_creature:
        remove_counters(tx, oid, "loyalty", amount)  # 120.3c
        return amount
    tx.set_object(replace(obj, damage=obj.damage + amount))
    if source is not None and source in tx.state.battlefield:
        keywords = characteristics_of(tx.state, source).keywords
        if any(k.lower() == "deathtouch" for k in keywords):
            from saga_table.engine.combat import DEATHTOUCH_DAMAGED

            marked: tuple[ObjectId, ...] = tx.state.extra.get(DEATHTOUCH_DAMAGED, ())  # type: ignore[assignment]
            if oid not in marked:
                tx.state.extra[DEATHTOUCH_DAMAGED] = (*marked, oid)
    return amount


def lifelink(tx: Tx, source: ObjectId | None, amount: int) -> None:
    """702.15b: ``amount``, the damage ``source`` dealt at once, gained by its controller when
    ``source`` has lifelink (a permanent's current abilities; a spell's printed ones)."""
    if source is None or amount <= 0:
        return
    obj = tx.state.objects.get(source)
    if obj is not None and has_lifelink(characteristics_of(tx.state, source).keywords):
        gain_from_lifelink(tx, obj.controller, amount)
