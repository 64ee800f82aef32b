"""Combat (506-511): attackers, blockers, and combat damage, which is what moves the crown.

At a paper table the people say which creatures dealt combat damage to whom; in a goldfish game the
engine can work it out: each unblocked attacker deals damage equal to its power to the player it
attacks, and blocked attackers and blockers deal damage to each other.

A one-player (goldfish) game has an imaginary opponent (:data:`~saga_table.engine.ids.OPPONENT`,
``GameState.opponent``) to attack: damage lowers its life, and the turn its life first reaches 0
is the goldfish kill turn. It never blocks, never becomes the monarch and never takes a turn.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.attack_options import summoning_sick
from saga_table.engine.battlefield import trigger_ability
from saga_table.engine.cards import Keyword, TriggerEvent
from saga_table.engine.characteristics import (
    Characteristics,
    compute_characteristics,
    has_continuous_effects,
)
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import OPPONENT, ObjectId, PlayerId
from saga_table.engine.initiative import trigger_initiative_takes
from saga_table.engine.lifelink import gain_from_lifelink, has_lifelink
from saga_table.engine.monarch import trigger_monarch_steal
from saga_table.engine.state import GameObject, GameState, TurnState
from saga_table.engine.turns import Step
from saga_table.engine.tx import IllegalActionError, Tx
from saga_table.engine.values import dataclass

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_STEP_COMBAT_DAMAGE = Step.COMBAT_DAMAGE
_STEP_DECLARE_ATTACKERS = Step.DECLARE_ATTACKERS
_STEP_DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
_STEP_FIRST_STRIKE_DAMAGE = Step.FIRST_STRIKE_DAMAGE
#: Each step's value by a dictionary: an enum member's ``value`` is a property (slower).
_STEP_VALUES = {s: s.value for s in Step}
_DEATHTOUCH = Keyword.DEATHTOUCH.value

__all__ = [
    "CombatHit",
    "automatic_hits",
    "block_refusal",
    "change_opponent_life",
    "combat_damage_due",
    "deal_combat_damage",
    "declare_attackers",
    "declare_blockers",
    "remove_noncreatures_from_combat",
]


@dataclass(frozen=True, slots=True)
class CombatHit:
    """``source`` dealt ``amount`` combat damage to a player, or to a creature."""

    source: ObjectId
    amount: int
    player: PlayerId | None = None
    creature: ObjectId | None = None


#: A creature attacking, and the turn after attackers are declared (fastreplace.replacer).
_attacks = replacer(GameObject, "attacking", "tapped")
_declared = replacer(TurnState, "attackers_declared")
_blocked = replacer(GameObject, "blocked")
_out_of_combat = replacer(GameObject, "attacking", "blocking", "blocked")

#: ``GameState.extra`` keys: the first-strike damage step's combat and the creatures in combat
#: that had first strike or double strike as it began, (instance, ids) (510.4); the creatures
#: dealt damage by a source with deathtouch since the last state-based check (704.5h).
FIRST_STRIKERS = "first_strikers"
DEATHTOUCH_DAMAGED = "deathtouch_damaged"


def declare_attackers(tx: Tx, attacks: tuple[tuple[ObjectId, PlayerId], ...]) -> None:
    """508.1: the active player declares attackers, each attacking one player."""
    state = tx.state
    if state.turn.step is not _STEP_DECLARE_ATTACKERS:
        raise IllegalActionError("attackers are declared in the declare attackers step")
    if state.turn.attackers_declared:
        raise IllegalActionError("attackers have already been declared this combat")
    chars = compute_characteristics(state)
    active = state.turn.active
    number = state.turn.number
    seen: set[ObjectId] = set()
    for creature, defender in attacks:
        obj = state.objects.get(creature)
        if obj is None or creature not in state.battlefield or not chars[creature].is_creature:
            raise IllegalActionError(f"object {creature} is not a creature on the battlefield")
        if obj.controller != active:
            raise IllegalActionError(f"{obj.name} is not controlled by the active player")
        if obj.tapped:
            raise IllegalActionError(f"{obj.name} is tapped and cannot attack")
        if state.rules.sickness_and_timing and summoning_sick(obj, chars[creature], number):
            raise IllegalActionError(
                f"{obj.name} came under its controller's control this turn and has no haste: "
                "it cannot attack (302.6)"
            )
        if creature in seen:
            raise IllegalActionError(f"{obj.name} is declared twice")
        if defender == OPPONENT:
            if state.opponent is None:
                raise IllegalActionError("there is no goldfish opponent in this game")
            seen.add(creature)
            continue
        if not 0 <= defender < len(state.players) or defender == active:
            raise IllegalActionError(f"{obj.name} must attack an opponent")
        if state.players[defender].left_game:
            raise IllegalActionError(f"{state.players[defender].name} has left the game")
        seen.add(creature)
    for creature, defender in attacks:
        obj = state.objects[creature]
        tapped = obj.tapped or not chars[creature].has_keyword("vigilance")
        tx.set_status(_attacks(obj, defender, tapped))
    state.turn = _declared(state.turn, bool(attacks))
    tx.emit(ev.AttackersDeclared(attacks))
    for creature, _ in attacks:
        obj = state.objects[creature]
        for spec in chars[creature].triggered_abilities:
            if spec.event is TriggerEvent.ATTACKS:
                trigger_ability(tx, obj, spec)


def declare_blockers(tx: Tx, blocks: tuple[tuple[ObjectId, ObjectId], ...]) -> None:
    """509.1: defending players declare blockers: (blocker, attacker) pairs."""
    state = tx.state
    if state.turn.step is not _STEP_DECLARE_BLOCKERS:
        raise IllegalActionError("blockers are declared in the declare blockers step")
    chars = compute_characteristics(state)
    chosen: dict[ObjectId, ObjectId] = {}
    for blocker, attacker in blocks:
        b = state.objects.get(blocker)
        a = state.objects.get(attacker)
        if b is None or blocker not in state.battlefield or not chars[blocker].is_creature:
            raise IllegalActionError(f"object {blocker} is not a creature on the battlefield")
        if b.tapped:
            raise IllegalActionError(f"{b.name} is tapped and cannot block")
        # 509.1a: the defending player chooses one creature for each blocking creature to block
        # (no ability of this engine's model lets a creature block more than one)
        if blocker in chosen:
            if chosen[blocker] == attacker:
                raise IllegalActionError(f"{b.name} is declared twice")
            raise IllegalActionError(f"{b.name} can block only one attacking creature (509.1a)")
        if b.blocking:
            raise IllegalActionError(f"{b.name} is already blocking (509.1a)")
        chosen[blocker] = attacker
        if a is None or a.attacking is None:
            raise IllegalActionError(f"object {attacker} is not attacking")
        if b.controller != a.attacking:
            raise IllegalActionError(f"{b.name} is not controlled by the player {a.name} attacks")
        refusal = block_refusal(chars, blocker, attacker, b.name, a.name)
        if refusal is not None:
            raise IllegalActionError(refusal)
        if state.players[a.controller].ring_bearer == attacker:
            power, bearer_power = chars[blocker].power, chars[attacker].power
            if power is not None and bearer_power is not None and power > bearer_power:
                raise IllegalActionError(
                    f"{b.name} has greater power than the Ring-bearer {a.name}, so it cannot "
                    "block it (701.54c)"
                )
    for blocker, attacker in blocks:
        b = state.objects[blocker]
        tx.set_status(replace(b, blocking=(*b.blocking, attacker)))
        a = state.objects[attacker]
        if not a.blocked:  # 509.1h: it is blocked for the rest of the combat
            tx.set_status(_blocked(a, True))
    tx.emit(ev.BlockersDeclared(blocks))


def automatic_hits(tx: Tx) -> tuple[CombatHit, ...]:
    """510.1, simplified for goldfishing: damage as the creatures' power says, in this step.

    One pass over the battlefield finds the creatures in combat (attacking or blocking); only
    they are read further, in battlefield order (an attacker's hit before its own as a
    blocker's)."""
    state = tx.state
    objects = state.objects
    battlefield = state.battlefield
    blockers_of: dict[ObjectId, list[ObjectId]] = {}
    in_combat: list[GameObject] = []
    for oid in battlefield:
        obj = objects[oid]
        if obj.blocking:
            for attacker in obj.blocking:
                blockers_of.setdefault(attacker, []).append(oid)
            in_combat.append(obj)
        elif obj.attacking is not None:
            in_combat.append(obj)
    if not in_combat:
        return ()
    chars = compute_characteristics(state)
    first_strike_step = state.turn.step is _STEP_FIRST_STRIKE_DAMAGE
    instance = state.turn.slot.instance
    has_fs_step = state.extra.get("first_strike_instance") == instance
    # 510.4: the regular step's damage comes from those that had neither first strike nor
    # double strike as the first-strike damage step began, and those with double strike now
    had_first: frozenset[ObjectId] | None = None  # (None: not known, read first strike now)
    if has_fs_step and not first_strike_step:
        kept = state.extra.get(FIRST_STRIKERS)
        if isinstance(kept, tuple) and kept[0] == instance:
            had_first = kept[1]
    hits: list[CombatHit] = []
    for obj in in_combat:
        oid = obj.id
        c = chars[oid]
        power = c.power or 0
        if power <= 0 or not c.is_creature:
            continue  # (506.4: a permanent that is no creature is no longer in combat)
        keywords = c.keywords
        double = "double strike" in keywords
        if first_strike_step:
            if not (double or "first strike" in keywords):
                continue  # (510.4: it deals no damage in this step)
        elif (
            has_fs_step
            and not double
            and (oid in had_first if had_first is not None else "first strike" in keywords)
        ):
            continue  # (510.4: it dealt its damage in the first-strike step)
        if obj.attacking is not None:
            if obj.blocked or oid in blockers_of:
                # 509.1h: blocked even if every blocker is gone; then no damage (510.1c)
                blockers = blockers_of.get(oid)
                if _has(c, "trample"):
                    hits.extend(
                        _trample(oid, power, obj.attacking, blockers or [], chars, c, state)
                    )
                elif blockers:
                    hits.append(CombatHit(oid, power, creature=blockers[0]))
            else:
                hits.append(CombatHit(oid, power, player=obj.attacking))
        if obj.blocking:
            target = obj.blocking[0]
            if target in battlefield:
                hits.append(CombatHit(oid, power, creature=target))
    return tuple(hits)


def _has(c: Characteristics, keyword: str) -> bool:
    return any(k.lower() == keyword for k in c.keywords)


def _trample(
    attacker: ObjectId,
    power: int,
    defender: PlayerId,
    blockers: list[ObjectId],
    chars: dict[ObjectId, Characteristics],
    c: Characteristics,
    state: GameState,
) -> list[CombatHit]:
    """702.19b: a blocked attacker with trample assigns lethal damage to its blockers, in
    order (1 is lethal from a source with deathtouch, 702.2c), and the rest to the player it
    attacks; with no blocker left, all of it to that player (702.19e)."""
    deathtouch = _has(c, _DEATHTOUCH)
    hits: list[CombatHit] = []
    left = power
    for blocker in blockers:
        if left <= 0:
            break
        toughness = chars[blocker].toughness or 0
        lethal = max(0, toughness - state.objects[blocker].damage)
        if deathtouch:
            lethal = min(lethal, 1)
        amount = min(left, max(lethal, 0))
        if amount:
            hits.append(CombatHit(attacker, amount, creature=blocker))
            left -= amount
    if left > 0:
        hits.append(CombatHit(attacker, left, player=defender))
    return hits


def deal_combat_damage(tx: Tx, hits: tuple[CombatHit, ...] | None) -> None:
    """510.2: combat damage is dealt at once. Damage to the monarch triggers the steal (724.2);
    a source with lifelink gains its controller the damage it dealt (702.15b)."""
    state = tx.state
    if state.turn.step not in (_STEP_COMBAT_DAMAGE, _STEP_FIRST_STRIKE_DAMAGE):
        raise IllegalActionError("combat damage is dealt in a combat damage step")
    key = _key(state)
    if state.extra.get("combat_damage_step") == key:
        raise IllegalActionError("combat damage has already been dealt in this step")
    if hits is None:
        hits = automatic_hits(tx)
    damaged_by: dict[PlayerId, list[PlayerId]] = {}
    for hit in hits:
        if hit.source not in state.battlefield:
            raise IllegalActionError(f"object {hit.source} is not on the battlefield")
        if hit.amount < 0:
            raise IllegalActionError("damage cannot be negative")
        if (hit.player is None) == (hit.creature is None):
            raise IllegalActionError("each hit goes to one player or one creature")
        if hit.player == OPPONENT:
            if state.opponent is None:
                raise IllegalActionError("there is no goldfish opponent in this game")
        elif hit.player is not None and not 0 <= hit.player < len(state.players):
            raise IllegalActionError(f"there is no player {hit.player}")
    state.extra["combat_damage_step"] = key
    chars = compute_characteristics(state)
    if state.turn.step is _STEP_FIRST_STRIKE_DAMAGE:
        # 510.4: who had first strike or double strike as this step began (its damage is dealt
        # as it begins, 510.1, before anyone could change that) is remembered for the next step
        instance = state.turn.slot.instance
        state.extra["first_strike_instance"] = instance
        state.extra[FIRST_STRIKERS] = (instance, _first_strikers(state, chars))
    deathtouched: list[ObjectId] = []
    linked: dict[ObjectId, int] = {}  # a source with lifelink: the damage it dealt
    for hit in hits:
        if hit.amount == 0:
            continue
        source = state.objects[hit.source]
        dealt = hit.creature is None or hit.creature in state.battlefield
        if dealt and has_lifelink(chars[hit.source].keywords):
            linked[hit.source] = linked.get(hit.source, 0) + hit.amount
        tx.emit(ev.CombatDamageDealt(hit.source, hit.player, hit.amount, hit.creature))
        if hit.player == OPPONENT:
            change_opponent_life(tx, -hit.amount)
        elif hit.player is not None:
            tx.change_life(hit.player, -hit.amount)
            if source.is_commander:
                p = state.players[hit.player]
                damage = dict(p.commander_damage)
                damage[source.name] = damage.get(source.name, 0) + hit.amount
                tx.set_player(replace(p, commander_damage=tuple(sorted(damage.items()))))
            trigger_monarch_steal(tx, hit.source, hit.player)
            if hit.amount > 0:
                damaged_by.setdefault(hit.player, []).append(source.controller)
        elif hit.creature is not None and hit.creature in state.battlefield:
            target = state.objects[hit.creature]
            tx.set_object(replace(target, damage=target.damage + hit.amount))
            if chars[hit.source].has_keyword(_DEATHTOUCH):
                deathtouched.append(hit.creature)  # 704.5h: destroyed at the next check
    for oid, amount in linked.items():
        gain_from_lifelink(tx, state.objects[oid].controller, amount)
    if deathtouched:
        marked: tuple[ObjectId, ...] = state.extra.get(DEATHTOUCH_DAMAGED, ())  # type: ignore[assignment]
        state.extra[DEATHTOUCH_DAMAGED] = tuple(dict.fromkeys((*marked, *deathtouched)))
    for damaged, attackers in damaged_by.items():
        trigger_initiative_takes(tx, damaged, tuple(attackers))  # 725.2


def block_refusal(
    chars: dict[ObjectId, Characteristics],
    blocker: ObjectId,
    attacker: ObjectId,
    blocker_name: str = "",
    attacker_name: str = "",
) -> str | None:
    """Why ``blocker`` cannot block ``attacker`` by their keywords, or None: 702.9b, a
    creature with flying can be blocked only by creatures with flying or reach."""
    attacking = {k.lower() for k in chars[attacker].keywords}
    if "flying" in attacking:
        blocking = {k.lower() for k in chars[blocker].keywords}
        if "flying" not in blocking and "reach" not in blocking:
            return (
                f"{attacker_name or 'it'} has flying: only a creature with flying or reach can "
                f"block it, and {blocker_name or 'the blocker'} has neither (702.9b)"
            )
    return None


def _first_strikers(
    state: GameState, chars: dict[ObjectId, Characteristics]
) -> frozenset[ObjectId]:
    """The creatures in combat that have first strike or double strike now (510.4)."""
    objects = state.objects
    found: list[ObjectId] = []
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.attacking is not None or obj.blocking:
            c = chars[oid]
            if c.has_keyword("first strike") or c.has_keyword("double strike"):
                found.append(oid)
    return frozenset(found)


def remove_noncreatures_from_combat(tx: Tx) -> None:
    """506.4: an attacking or blocking permanent that stops being a creature is removed from
    combat (it deals and is dealt no combat damage; an attacker it blocked stays blocked,
    509.1h). Asked after each action while attackers are declared."""
    state = tx.state
    objects = state.objects
    chars = compute_characteristics(state) if has_continuous_effects(state) else None
    for oid in state.battlefield:
        obj = objects[oid]
        if obj.attacking is None and not obj.blocking:
            continue
        # (with no continuous effect its types are its face's: counters change none of them)
        creature = (
            chars[oid].is_creature if chars is not None else "Creature" in obj.printed.card_types
        )
        if not creature:
            tx.set_status(_out_of_combat(obj, None, (), False))


def change_opponent_life(tx: Tx, amount: int) -> None:
    """The goldfish opponent gains or loses life; the first time it reaches 0 or less, that turn
    is the kill turn (the game goes on: a goldfish game ends when the player says so)."""
    state = tx.state
    opponent = state.opponent
    if opponent is None:
        raise IllegalActionError("there is no goldfish opponent in this game")
    after = opponent.life + amount
    defeated = opponent.defeated_on_turn
    if defeated is None and after <= 0:
        defeated = state.turn.number
    state.opponent = replace(opponent, life=after, defeated_on_turn=defeated)
    tx.emit(ev.LifeChanged(OPPONENT, opponent.life, after))
    if defeated is not None and opponent.defeated_on_turn is None:
        tx.emit(ev.OpponentDefeated(defeated))


def combat_damage_due(state: GameState) -> bool:
    """510: this is a combat damage step with creatures in combat whose damage has been neither
    dealt (:class:`DealCombatDamage`) nor passed over: leaving now would lose it."""
    turn = state.turn
    if turn.step not in (_STEP_COMBAT_DAMAGE, _STEP_FIRST_STRIKE_DAMAGE):
        return False
    if state.extra.get("combat_damage_step") == _key(state):
        return False
    return any(obj.attacking is not None for obj in state.permanents())


def _key(state: GameState) -> str:
    turn = state.turn
    return f"{turn.number}:{turn.slot.instance}:{_STEP_VALUES[turn.step]}"
