"""The other designations and player counters players track: the city's blessing (702.131),
the Ring (701.54), speed (702.179) and rad counters (727.1).

- The city's blessing: a player who controls a permanent with ascend and ten or more permanents
  gets it for the rest of the game (702.131b); an instant or sorcery with ascend gives it as it
  resolves if they control ten or more (702.131a, the ``Ascend`` action). It is never lost.
- The Ring tempts you: the player chooses a creature they control as their Ring-bearer (or none,
  with no creature) and the Ring gains its next ability, four at most (701.54a-c).
- Speed: "start your engines!" gives a player with no speed a speed of 1 (702.179a); once each
  turn, when one or more opponents lose life during that player's turn, their speed increases by
  one, to four at most (702.179d, an inherent triggered ability with no source).
- Rad counters: at the beginning of a player's precombat main phase, if they have rad counters,
  they mill that many cards; for each nonland card milled they lose 1 life and a rad counter
  (727.1, an inherent triggered ability).
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.battlefield import add_sourceless_trigger, add_trigger
from saga_table.engine.characteristics import compute_characteristics, permanents_with_keyword
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import AbilityKind, GameState, StackItem
from saga_table.engine.tx import IllegalActionError, Tx

__all__ = [
    "CITY_BLESSING_PERMANENTS",
    "MAX_SPEED",
    "RING_ABILITIES",
    "ascend",
    "blessing_check",
    "engines_check",
    "rad_automatic",
    "resolve_rad",
    "ring_bearer_check",
    "ring_triggers",
    "ring_tempts",
    "speed_up",
    "start_engines",
    "trigger_rad",
    "trigger_speed",
]

CITY_BLESSING_PERMANENTS = 10
MAX_SPEED = 4
#: The Ring's abilities, gained one per temptation (701.54c), in our own short words.
RING_ABILITIES = (
    (
        "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
        "指輪所持者は伝説であり、パワーがより大きいクリーチャーにはブロックされない。",
    ),
    (
        "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
        "指輪所持者が攻撃するたび、カードを1枚引き、その後カードを1枚捨てる。",
    ),
    (
        "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller "
        "sacrifices it at end of combat.",
        "指輪所持者がクリーチャーによってブロックされるたび、そのクリーチャーのコントローラーは"
        "戦闘終了時にそれを生け贄に捧げる。",
    ),
    (
        "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
        "指輪所持者がプレイヤーに戦闘ダメージを与えるたび、各対戦相手は3点のライフを失う。",
    ),
)


def _permanents_of(tx: Tx, player: PlayerId) -> int:
    return sum(1 for o in tx.state.permanents() if o.controller == player)


def _bless(tx: Tx, player: PlayerId) -> None:
    p = tx.state.players[player]
    tx.set_player(replace(p, city_blessing=True))
    tx.emit(ev.CityBlessingGained(player))


def ascend(tx: Tx, player: PlayerId) -> None:
    """702.131a: an instant or sorcery with ascend resolves for ``player``."""
    if tx.state.players[player].city_blessing:
        return
    if _permanents_of(tx, player) >= CITY_BLESSING_PERMANENTS:
        _bless(tx, player)
    else:
        tx.emit(ev.NothingHappened("702.131a", "ascend"))


def blessing_check(tx: Tx) -> bool:
    """702.131b: a permanent with ascend gives its controller the blessing any time they
    control ten or more permanents. True if anyone got it."""
    state = tx.state
    wanting = {
        o.controller
        for o in permanents_with_keyword(state, "ascend")
        if not state.players[o.controller].city_blessing
    }
    done = False
    for player in sorted(wanting):
        if _permanents_of(tx, player) >= CITY_BLESSING_PERMANENTS:
            _bless(tx, player)
            done = True
    return done


def ring_tempts(tx: Tx, player: PlayerId, bearer: ObjectId | None) -> None:
    """701.54a: the Ring tempts ``player``: ``bearer`` (a creature they control) becomes their
    Ring-bearer, or none when they control no creature; the Ring gains an ability."""
    state = tx.state
    chars = compute_characteristics(state)
    creatures = [
        o.id for o in state.permanents() if o.controller == player and chars[o.id].is_creature
    ]
    if bearer is None and creatures:
        raise IllegalActionError("choose a creature you control as your Ring-bearer (701.54a)")
    if bearer is not None and bearer not in creatures:
        raise IllegalActionError("the Ring-bearer is a creature its player controls (701.54a)")
    p = state.players[player]
    tempted = p.ring_tempted + 1
    tx.set_player(replace(p, ring_tempted=tempted, ring_bearer=bearer))
    tx.emit(ev.RingTempted(player, bearer, min(tempted, len(RING_ABILITIES))))


def ring_bearer_check(tx: Tx) -> bool:
    """701.54a: a Ring-bearer that leaves or changes control stops being one."""
    changed = False
    for p in tx.state.players:
        b = p.ring_bearer
        if b is None:
            continue
        obj = tx.state.objects.get(b)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != p.id:
            tx.set_player(replace(p, ring_bearer=None))
            changed = True
    return changed


def ring_triggers(tx: Tx, events: list[ev.Event]) -> None:
    """701.54c: the Ring's second, third and fourth abilities trigger on what the Ring-bearer
    does (carried out by hand: a loot, a sacrifice at end of combat, a loss of life)."""
    state = tx.state
    for p in state.players:
        if p.ring_bearer is not None:
            break
    else:
        return  # (nobody has a Ring-bearer, as in nearly every game)
    bearers = {
        p.ring_bearer: p for p in state.players if p.ring_bearer is not None and not p.left_game
    }
    if not bearers:
        return
    for event in events:
        hits: list[tuple[ObjectId, int]] = []
        match event:
            case ev.AttackersDeclared(attackers=attackers):
                hits = [(c, 2) for c, _ in attackers if c in bearers]
            case ev.BlockersDeclared(blocks=blocks):
                hits = [(b, 3) for _, b in blocks if b in bearers]
            case ev.CombatDamageDealt(source=source, player=player) if player is not None:
                hits = [(source, 4)] if source in bearers else []
        for bearer, level in hits:
            owner = bearers[bearer]
            if owner.ring_tempted < level or bearer not in state.objects:
                continue
            text, text_ja = RING_ABILITIES[level - 1]
            # the bearer's controller is its player (701.54a, 701.54e), so it controls the ability
            add_trigger(tx, state.objects[bearer], text, None, text_ja=text_ja)


def engines_check(tx: Tx) -> bool:
    """702.179a: a player who controls a permanent with start your engines! and has no speed
    gets a speed of 1 (a state-based action). True if anyone did."""
    state = tx.state
    starting = {
        o.controller
        for o in permanents_with_keyword(state, "start your engines!")
        if state.players[o.controller].speed is None
    }
    for player in sorted(starting):
        start_engines(tx, player)
    return bool(starting)


def start_engines(tx: Tx, player: PlayerId) -> None:
    """702.179a: a player with no speed gets a speed of 1."""
    p = tx.state.players[player]
    if p.speed is None:
        tx.set_player(replace(p, speed=1))
        tx.emit(ev.SpeedChanged(player, None, 1))


def speed_up(tx: Tx, player: PlayerId) -> None:
    p = tx.state.players[player]
    if p.speed is not None and p.speed < MAX_SPEED:
        tx.set_player(replace(p, speed=p.speed + 1))
        tx.emit(ev.SpeedChanged(player, p.speed, p.speed + 1))


def _sourceless(
    tx: Tx, kind: AbilityKind, player: PlayerId, text: str, text_ja: str, name: str, name_ja: str
) -> None:
    add_sourceless_trigger(
        tx,
        kind=kind,
        controller=player,
        player=player,
        name=name,
        name_ja=name_ja,
        text=text,
        text_ja=text_ja,
    )


def trigger_speed(tx: Tx, events: list[ev.Event]) -> None:
    """702.179d: opponents of the active player lost life during their turn: once each turn, if
    the active player's speed is less than four, it increases by one."""
    state = tx.state
    active = state.turn.active
    p = state.players[active]
    if p.speed is None or p.speed >= MAX_SPEED or state.turn.speed_triggered:
        return
    lost = any(
        isinstance(e, ev.LifeChanged) and e.after < e.before and e.player != active for e in events
    )
    if not lost:
        return
    state.turn = replace(state.turn, speed_triggered=True)
    _sourceless(
        tx,
        AbilityKind.SPEED,
        active,
        f"{p.name}'s speed increases (an opponent lost life this turn).",
        f"{p.name}のスピードが上がる（このターンに対戦相手がライフを失った）。",
        "Speed",
        "スピード",
    )


def trigger_rad(tx: Tx) -> None:
    """727.1: at the beginning of the active player's precombat main phase, if they have rad
    counters, their rad ability triggers."""
    state = tx.state
    active = state.turn.active
    p = state.players[active]
    if p.counters["rad"] <= 0:
        return
    _sourceless(
        tx,
        AbilityKind.RAD,
        active,
        f"{p.name} mills a card per rad counter; each nonland card milled: lose 1 life and a rad "
        "counter.",
        f"{p.name}は放射能カウンター1個につきカードを1枚切削する。土地でないカード1枚につき1点の"
        "ライフと放射能カウンター1個を失う。",
        "Rad counters",
        "放射能カウンター",
    )


def rad_automatic(state: GameState, player: PlayerId) -> bool:
    """The rad ability can be carried out by the engine: the app knows the library."""
    p = state.players[player]
    return bool(state.zones.get((player, Zone.LIBRARY), ())) and not getattr(p, "paper", False)


def resolve_rad(tx: Tx, item: StackItem) -> None:
    """Carry out the rad ability (727.1)."""
    player = item.controller
    state = tx.state
    rads = state.players[player].counters["rad"]
    library = state.zones.get((player, Zone.LIBRARY), ())
    nonland = 0
    for oid in library[:rads]:
        moved = tx.move(oid, Zone.GRAVEYARD)
        if "Land" not in moved.printed.card_types:
            nonland += 1
    tx.emit(
        ev.EffectCarriedOut(
            item.id, f"mill {min(rads, len(library))}; {nonland} nonland: lose as much life and rad"
        )
    )
    if nonland:
        tx.change_life(player, -nonland)
        p = tx.state.players[player]
        tx.set_player(replace(p, counters=p.counters.plus("rad", -nonland)))
