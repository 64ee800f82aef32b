"""A transaction: the working copy of the state while one action is applied, and its events.

Rule modules change the game only through a :class:`Tx`. When the action is done, the engine keeps
``tx.state`` as the new state and never changes it again.
"""

from __future__ import annotations

import random

from saga_table.engine import events as ev
from saga_table.engine.cards import CardDef
from saga_table.engine.fastreplace import replace, replacer
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.state import GameObject, GameState, PlayerState
from saga_table.engine.turns import Step, StepSlot

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
_ZONE_BATTLEFIELD = Zone.BATTLEFIELD
_ZONE_HAND = Zone.HAND
_ZONE_LIBRARY = Zone.LIBRARY
_ZONE_STACK = Zone.STACK

__all__ = ["MAX_BATCH", "MAX_COUNTERS", "MAX_LIFE", "IllegalActionError", "Tx"]

#: The most tokens or cards one action or effect may create or draw: a damaged record or card
#: file must not hang the game.
MAX_BATCH = 500
#: The most counters of one kind on one permanent or player, and the largest life total (either
#: sign). Real games stay far below (a few hundred at most); a number beyond would only make each
#: paint and each save slower, so an action that would pass it is refused.
MAX_COUNTERS = 1_000_000
MAX_LIFE = 1_000_000_000


def _without(ids: tuple[ObjectId, ...], oid: ObjectId) -> tuple[ObjectId, ...]:
    """``ids`` without ``oid`` (an id is in a zone once at most)."""
    try:
        i = ids.index(oid)
    except ValueError:
        return ids
    return ids[:i] + ids[i + 1 :]


#: The generator last stored and the state tuple it was stored as (Tx.rng, Tx.store_rng).
_LIVE: list[tuple[tuple[object, ...], random.Random]] = []

_life = replacer(PlayerState, "life")  # (fastreplace.replacer: a quicker replace)


class IllegalActionError(Exception):
    """The action is not allowed now; the message says why, for a person to read."""


class Tx:
    """``quiet``: the headless mode (the goldfish lab). Events are still made (the trigger
    watcher reads them) but not handed back, and machinery that only writes text for them may
    skip it (:attr:`quiet` says so). The most frequent events that nothing in the engine reads
    (a step or turn began or ended, a step passed over for want of attackers, a permanent
    tapped or untapped, counters added, a chapter or another ability triggered, a trigger put
    on the stack, a land played, a token created, a library shuffled, most decisions asked
    for; engine/watch.py reads the others) are not made at all then."""

    #: Whether the last full check's only actions were Sagas sacrificed, leaving a state the
    #: next check would find nothing in (sba._sagas_only; set by each full check, read after).
    sba_settled: bool

    def __init__(self, state: GameState, *, quiet: bool = False) -> None:
        #: The state as the action began: what objects were, for abilities that look back
        #: in time (603.10a).
        self.origin = state
        self.state = state.copy()
        self.events: list[ev.Event] = []
        #: How many of ``events`` the trigger watcher has looked at (engine/watch.py).
        self.watched = 0
        self.quiet = quiet
        #: What the last state-based actions check that found nothing saw (engine/sba.py).
        self.sba_quiet: tuple[object, ...] | None = None
        #: Whether that check saw a permanent that is not quiet (engine/sba.py).
        self.sba_suspects = True
        #: How many times a permanent or a player was written with something a state-based
        #: action reads (a new value on the battlefield, a new player): with the battlefield's
        #: ids, it says whether any of them changed since a check (sba.py).
        self.sba_writes = 0
        #: How many times one was written with only what no state-based action reads changed
        #: (:meth:`set_status`, ``set_player(..., unread=True)``): only a continuous effect
        #: could make those matter to a check (sba.py).
        self.unread_writes = 0
        #: Whether the last check that found nothing saw a continuous effect (sba.py).
        self.sba_effects = True
        #: The face bits that check saw on the battlefield (sba_permanents._face_flags).
        self.sba_flags = -1
        #: The sources of chapter abilities waiting (triggered, not yet resolved) that the
        #: check saw, and whether it saw a player in a dungeon (sba.py's _unread).
        self.sba_waiting: frozenset[ObjectId] | None = None
        self.sba_rooms = True
        #: The permanents written with something a check reads, in order (ids; a permanent
        #: written twice is here twice): which ones a check must look at again (sba.py).
        self.bf_written: list[ObjectId] = []
        #: Whether the step begun last settled as its last act (turn_steps.begin_step).
        self.step_settled = False
        #: While every player passes step by step (engine/passing.py, AdvanceToNextTurn): the
        #: turn's number and the slot the passage goes to (None: the next turn), so that a
        #: step with nothing to do may be passed at once (turn_flow._passes_at_once).
        self.passing: tuple[int, StepSlot | None] | None = None
        #: The step (and precombat) of the next turn a passage goes on to (AdvanceToNextTurn
        #: with a step): as that turn begins, ``passing`` becomes its number and the step's slot.
        self.passing_on: tuple[Step, bool | None] | None = None
        #: The write counts and the number of events when the state was last known settled
        #: (a settle done, no decision waiting), or None (turn_flow._passes_at_once).
        self.settled_at: tuple[int, int, int] | None = None

    # ------------------------------------------------------------------ basics

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)

    def new_id(self) -> ObjectId:
        oid = ObjectId(self.state.next_id)
        self.state.next_id += 1
        return oid

    def set_object(self, obj: GameObject) -> None:
        self.state.objects[obj.id] = obj
        if obj.zone is _ZONE_BATTLEFIELD:
            self.sba_writes += 1
            self.bf_written.append(obj.id)

    def set_status(self, obj: GameObject) -> None:
        """A permanent's new value that differs from the one it replaces only in being tapped or
        untapped (110.5) or in its part in combat (``attacking``, ``blocking``). No state-based
        action reads these (704.5), so the write is counted apart: a check passes it over
        unless a continuous effect is in play (sba.py)."""
        self.state.objects[obj.id] = obj
        self.unread_writes += 1

    def delete_object(self, obj: GameObject) -> None:
        """The object ceases to exist (a token off the battlefield, 704.5d; a player left)."""
        self._remove_from_zone(obj)
        del self.state.objects[obj.id]

    def set_player(self, player: PlayerState, *, unread: bool = False) -> None:
        """``unread``: the new value differs only in what no state-based action reads (the mana
        pool, the lands played this turn, a life total above 0: 704.5a reads life only at 0 or
        less, and not at all when the rules options say no one loses so), counted apart like
        :meth:`set_status`."""
        players = list(self.state.players)
        players[player.id] = player
        self.state.players = tuple(players)
        if unread:
            self.unread_writes += 1
        else:
            self.sba_writes += 1

    def rng(self) -> random.Random:
        """A generator in the state's random state, the caller's until :meth:`store_rng`.

        The generator last stored is handed back itself when the state still holds the very
        tuple it was stored as (``is``: a state's tuple never changes, and the cache holds it,
        so its identity is not reused): its state is that tuple's, as nothing drew from it
        since (:meth:`store_rng`'s rule). That saves a new generator and its ``setstate``
        (some 37,000 instructions). The cache is one entry, taken out by ``pop`` (one step
        under the interpreter lock), so two threads never get the same generator."""
        st = self.state.rng_state
        if _LIVE:
            try:
                kept, rng = _LIVE.pop()
            except IndexError:  # another thread took it meanwhile
                pass
            else:
                if kept is st:
                    return rng
        # (made without seeding it from the system's randomness, which setstate replaces)
        rng = random.Random.__new__(random.Random)
        rng.setstate(st)
        return rng

    def store_rng(self, rng: random.Random) -> None:
        """Keep ``rng``'s state as the state's. The caller must not draw from ``rng`` after
        this: it is kept for the next :meth:`rng` as being in the state stored."""
        self.state.rng_state = kept = rng.getstate()
        _LIVE[:] = ((kept, rng),)

    # ------------------------------------------------------------------ zones

    def _remove_from_zone(self, obj: GameObject) -> None:
        st = self.state
        if obj.zone is _ZONE_BATTLEFIELD:
            st.battlefield = _without(st.battlefield, obj.id)
        elif obj.zone is _ZONE_STACK:
            st.stack = tuple(s for s in st.stack if s.card != obj.id)
        else:
            key = (obj.owner, obj.zone)
            st.zones[key] = _without(st.zones.get(key, ()), obj.id)

    def _add_to_zone(
        self, obj: GameObject, *, bottom: bool = False, index: int | None = None
    ) -> None:
        st = self.state
        if obj.zone is _ZONE_BATTLEFIELD:
            st.battlefield = (*st.battlefield, obj.id)
            return
        if obj.zone is _ZONE_STACK:
            return  # the stack item refers to the card; the stack module adds the item
        key = (obj.owner, obj.zone)
        ids = st.zones.get(key, ())
        if index is not None:
            at = list(ids)
            at.insert(index, obj.id)
            st.zones[key] = tuple(at)
        elif obj.zone is _ZONE_LIBRARY and not bottom:
            st.zones[key] = (obj.id, *ids)  # index 0 is the top of the library
        else:
            st.zones[key] = (*ids, obj.id)

    def move(
        self,
        object_id: ObjectId,
        to: Zone,
        *,
        bottom: bool = False,
        index: int | None = None,
        controller: PlayerId | None = None,
        face: int = 0,
        emit: bool = True,
    ) -> GameObject:
        """Move an object to another zone: a new object with a new id (400.7).

        A token that leaves the battlefield stays where it went until state-based actions make it
        cease to exist (704.5d). Counters, damage and attachments do not follow it (122.2).
        """
        old = self.state.objects[object_id]
        if old.token and to is not _ZONE_BATTLEFIELD:
            self.state.extra["token_left_battlefield"] = True  # 704.5d is checked next
        self._remove_from_zone(old)
        del self.state.objects[object_id]
        new_id = self.new_id()
        new = GameObject(
            id=new_id,
            card=old.card,
            owner=old.owner,
            controller=controller if controller is not None else old.owner,
            zone=to,
            face=face if to is _ZONE_BATTLEFIELD else 0,
            token=old.token,
            timestamp=new_id,
            entered_turn=self.state.turn.number if to is _ZONE_BATTLEFIELD else None,
            is_commander=old.is_commander,
        )
        self.set_object(new)
        self._add_to_zone(new, bottom=bottom, index=index)
        if emit:
            self.emit(ev.ObjectMoved(object_id, new_id, old.name, old.zone, to, old.owner))
        return new

    def create_object(
        self,
        card: CardDef,
        *,
        owner: PlayerId,
        zone: Zone,
        token: bool = False,
        controller: PlayerId | None = None,
        face: int = 0,
    ) -> GameObject:
        oid = self.new_id()
        obj = GameObject(
            id=oid,
            card=card,
            owner=owner,
            controller=controller if controller is not None else owner,
            zone=zone,
            face=face,
            token=token,
            timestamp=oid,
            entered_turn=self.state.turn.number if zone is _ZONE_BATTLEFIELD else None,
        )
        self.set_object(obj)
        self._add_to_zone(obj)
        return obj

    # ------------------------------------------------------------------ cards

    def draw(self, player: PlayerId, count: int = 1) -> None:
        if self.state.players[player].paper:
            # A paper seat's library is on the real table: the card drawn is unseen, the hand
            # count goes up, and 704.5b never applies (the app cannot know the library is empty).
            n = max(0, min(count, MAX_BATCH))
            p = self.state.players[player]
            self.set_player(replace(p, hidden_hand=p.hidden_hand + n))
            for _ in range(n):
                self.emit(ev.CardDrawn(player, None, hidden=True))
            return
        for _ in range(max(0, min(count, MAX_BATCH))):
            library = self.state.zones.get((player, _ZONE_LIBRARY), ())
            if not library:
                self.emit(ev.CardDrawn(player, None))
                extra = self.state.extra
                tried = set(extra.get("drew_from_empty", ()))  # type: ignore[call-overload]
                tried.add(int(player))
                extra["drew_from_empty"] = tuple(sorted(tried))
                continue
            new = self.move(library[0], _ZONE_HAND, emit=False)
            self.emit(ev.CardDrawn(player, new.id))

    def shuffle(self, player: PlayerId, rng: random.Random | None = None) -> None:
        """Shuffle the player's library (701.24a). ``rng``: a generator the caller holds and
        stores itself (a new game shuffles every library from one, stored once)."""
        key = (player, _ZONE_LIBRARY)
        ids = list(self.state.zones.get(key, ()))
        if rng is None:
            rng = self.rng()
            rng.shuffle(ids)
            self.store_rng(rng)
        else:
            rng.shuffle(ids)
        self.state.zones[key] = tuple(ids)
        if not self.quiet:
            self.emit(ev.LibraryShuffled(player))

    def change_life(self, player: PlayerId, amount: int) -> None:
        if amount == 0:
            return
        p = self.state.players[player]
        if abs(p.life + amount) > MAX_LIFE:
            raise IllegalActionError(
                f"{p.name}'s life would be {p.life + amount}; Saga Table keeps life totals "
                f"between -{MAX_LIFE:,} and {MAX_LIFE:,}"
            )
        life = p.life + amount
        # (704.5a reads a life total only at 0 or less, and only when the game's rules say a
        # player loses so: the lab's goldfish does not, whatever the damage)
        self.set_player(_life(p, life), unread=life > 0 or not self.state.rules.lose_at_zero_life)
        self.emit(ev.LifeChanged(player, p.life, p.life + amount))
