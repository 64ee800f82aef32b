"""Proof of the state-based check's skips (engine/sba.py): every check it passes over, because
only what the last check could not be changed by differs (``_unread``), is run in full on a copy
and must find nothing (also where settle makes that test inline, ``sba.UNREAD_PROBE``); so is
every check passed over because only quiet, ordinary permanents
were written or entered (``_quiet_written``), which must also leave what the next skips rely on
as it was; every write counted as unread must change only what it says. And the
settle that passing several steps passes over after a step that settled last (engine/passing.py,
``tx.step_settled``): settling a copy then must do nothing, and the watcher must have seen every
event (unless a decision waits, when settle does nothing). And an action's final state
remembered as quiet though something changed after its last check (``remember_quiet``): a full
check of it must find nothing. And the check after one whose only actions were Sagas
sacrificed (``_sagas_only``): a full check of the state they leave must find nothing. And every
step a passage of steps passes at once in headless mode
(engine/turn_flow.py, ``_passes_at_once``): the same step passage is made on a copy with every
step begun, and the two must end in equal states, events and settles.

A pytest plugin over the engine's tests, and a script over lab games:

    PYTHONPATH=$PWD:$PWD/tests/benchmarks python -m pytest -p verify_sba_skips tests/engine -q
    PYTHONPATH=$PWD python tests/benchmarks/verify_sba_skips.py 300

Each prints how many skips and unread writes it checked. (A script, not a test: it patches the
engine.)
"""

from __future__ import annotations

import copy
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

import saga_table.engine.actions as actions
import saga_table.engine.game as engine_game
import saga_table.engine.handlers as handlers
import saga_table.engine.passing as passing
import saga_table.engine.sba as sba
import saga_table.engine.turn_flow as turn_flow
from saga_table.engine.state import GameObject, PlayerState
from saga_table.engine.tx import IllegalActionError, Tx

CHECKED: Counter[str] = Counter()

#: What a write counted as unread may change, and nothing else.
_STATUS = {"tapped", "attacking", "blocking", "blocked"}
_UNREAD_PLAYER = {"mana_pool", "lands_played", "life"}

_original_set_status = Tx.set_status
#: The full check itself, for the probes (a test may wrap ``sba._check`` to count its checks:
#: a probe is not one of them).
_full_check = sba._check
_original_set_player = Tx.set_player


def _changed(old: object, new: object) -> set[str]:
    return {f.name for f in fields(old) if getattr(old, f.name) != getattr(new, f.name)}  # type: ignore[arg-type]


def _set_status(self: Tx, obj: GameObject) -> None:
    old = self.state.objects[obj.id]
    assert old.zone is obj.zone, "set_status moved an object"
    extra = _changed(old, obj) - _STATUS
    assert not extra, f"set_status changed {extra}"
    CHECKED["status writes"] += 1
    _original_set_status(self, obj)


def _set_player(self: Tx, player: PlayerState, *, unread: bool = False) -> None:
    if unread:
        old = self.state.players[player.id]
        extra = _changed(old, player) - _UNREAD_PLAYER
        assert not extra, f"an unread player write changed {extra}"
        assert (
            player.life > 0 or player.life == old.life or not self.state.rules.lose_at_zero_life
        ), "a life total of 0 or less is read (unless no one loses at 0 life)"
        CHECKED["unread player writes"] += 1
    _original_set_player(self, player, unread=unread)


def _state_based_actions(tx: Tx) -> bool:
    state = tx.state
    extra = state.extra
    marked = (
        "token_left_battlefield" in extra
        or "drew_from_empty" in extra
        or "deathtouch_damaged" in extra
    )
    last = tx.sba_quiet
    if last is not None and not marked:
        now = sba._seen(tx)
        if last == now:
            return False
        if sba._unread(tx, last, now):
            probe = Tx(state.copy())
            assert not _full_check(probe), "a skip passed over a check that finds something"
            assert probe.state.decision is None, "a skip passed over a check that asks"
            CHECKED["skipped checks"] += 1
            tx.sba_quiet = now
            return False
        if sba._quiet_written(tx, last, now):
            probe = Tx(state.copy())
            assert not _full_check(probe), "a quiet entry passed over a check that finds something"
            assert probe.state.decision is None, "a quiet entry passed over a check that asks"
            # what the skip keeps for the next skips is what the check would have seen, or more
            # wary (a face that turned to an ordinary one leaves a bit the check would not see)
            assert probe.sba_suspects <= tx.sba_suspects and probe.sba_effects <= tx.sba_effects
            assert not probe.sba_flags & ~tx.sba_flags, "a quiet entry hid a face bit"
            CHECKED["checks passed over for quiet permanents written"] += 1
            tx.sba_quiet = now
            return False
    performed = sba._check(tx)
    if performed and tx.sba_settled:
        probe = Tx(state.copy())
        assert not _full_check(probe), "a check after Sagas sacrificed would find something"
        assert probe.state.decision is None, "a check after Sagas sacrificed would ask"
        # what is kept for the next skips is what that check would have seen, or more wary
        assert probe.sba_suspects <= tx.sba_suspects and probe.sba_effects <= tx.sba_effects
        assert not probe.sba_flags & ~tx.sba_flags, "a check after Sagas sacrificed hid a bit"
        assert probe.sba_waiting == tx.sba_waiting and probe.sba_rooms == tx.sba_rooms
        CHECKED["checks after Sagas sacrificed passed over"] += 1
    if marked and not performed and state.decision is None:
        extra = state.extra
        assert "token_left_battlefield" not in extra and "drew_from_empty" not in extra
        assert "deathtouch_damaged" not in extra
        probe = Tx(state.copy())
        assert not _full_check(probe), "a check after a marked one would find something"
        assert probe.state.decision is None, "a check after a marked one would ask"
        CHECKED["checks after a marked one that found nothing passed over"] += 1
    if (performed and not tx.sba_settled) or state.decision is not None:
        tx.sba_quiet = None
    else:
        tx.sba_quiet = sba._seen(tx)
    return performed


def _unread_inline(tx: Tx, last: tuple[object, ...]) -> None:
    """A check settle passes over by ``_unread``'s answer inline (only unread writes, the stack
    or the waiting triggers changed): ``_unread`` itself must say so, and a full check on a copy
    must find nothing."""
    assert last != sba._seen(tx) and sba._unread(tx, last, sba._seen(tx)), "settle's inline skip"
    probe = Tx(tx.state.copy())
    assert not _full_check(probe), "settle's inline skip passed over a check that finds something"
    assert probe.state.decision is None, "settle's inline skip passed over a check that asks"
    CHECKED["checks settle passed over inline"] += 1


_original_advance_step = passing.advance_step
_original_passes_at_once = turn_flow._passes_at_once
_AT_ONCE = [0]
_EVERY_STEP = [False]


def _passes_at_once(tx: Tx, *args: Any) -> bool:
    if _EVERY_STEP[0]:
        return False
    passed = _original_passes_at_once(tx, *args)
    _AT_ONCE[0] += passed
    return passed


def _compare_passage(handler: Callable[[Tx, Any], None]) -> Callable[[Tx, Any], None]:
    """The passage ``handler`` makes, made first on a copy with every step begun: when it
    passed steps at once, the two end in equal states, events and settles."""

    def passage(tx: Tx, action: Any) -> None:
        if not tx.quiet:
            handler(tx, action)
            return
        twin = copy.copy(tx)
        twin.state = tx.state.copy()
        twin.events = list(tx.events)
        twin.bf_written = list(tx.bf_written)
        _EVERY_STEP[0] = True
        try:
            handler(twin, action)
        except IllegalActionError:
            twin = None  # type: ignore[assignment]
        finally:
            _EVERY_STEP[0] = False
        before = _AT_ONCE[0]
        handler(tx, action)
        if _AT_ONCE[0] != before:
            assert twin is not None, "a passage refused with every step begun went at once"
            assert twin.state == tx.state, "a passage with steps passed at once left another state"
            assert twin.events == tx.events, "a passage with steps passed at once left other events"
            assert twin.step_settled == tx.step_settled
            assert twin.sba_writes == tx.sba_writes and twin.unread_writes == tx.unread_writes
            CHECKED["steps passed at once"] += _AT_ONCE[0] - before

    return passage


def _advance_step(tx: Tx) -> None:
    _original_advance_step(tx)
    if tx.step_settled:  # _pass_until will not settle again: nothing may be left to do
        state = tx.state
        # (a decision waiting: settle does nothing at all, the watcher included)
        assert tx.watched == len(tx.events) or state.decision is not None, (
            "a settle passed over events the watcher has not seen"
        )
        probe = Tx(state.copy())
        assert not sba.settle(probe), "a settle passed over would have done something"
        after = probe.state
        assert after.decision is state.decision, "a settle passed over would have asked"
        assert after.stack == state.stack and after.pending == state.pending
        CHECKED["settles passed over"] += 1


_original_remember_quiet = sba.remember_quiet


def _remember_quiet(tx: Tx) -> None:
    """An action's final state remembered as quiet though something changed since its last
    check (only what a check would be passed over for): a full check of it finds nothing."""
    last, state = tx.sba_quiet, tx.state
    marked = (
        "token_left_battlefield" in state.extra
        or "drew_from_empty" in state.extra
        or "deathtouch_damaged" in state.extra
    )
    if last is not None and not marked and last != sba._seen(tx):
        now = sba._seen(tx)
        if sba._unread(tx, last, now) or sba._quiet_written(tx, last, now):
            probe = Tx(state.copy())
            assert not _full_check(probe), "a quiet state remembered where a check finds something"
            assert probe.state.decision is state.decision, "a quiet state remembered, but it asks"
            CHECKED["states remembered quiet after a change"] += 1
    _original_remember_quiet(tx)


def install() -> None:
    passing.advance_step = _advance_step
    turn_flow._passes_at_once = _passes_at_once
    for kind in (actions.AdvanceToNextTurn, actions.AdvanceToStep, actions.PassTheTurn):
        handlers.HANDLERS[kind] = _compare_passage(handlers.HANDLERS[kind])
    engine_game.remember_quiet = _remember_quiet
    Tx.set_status = _set_status  # type: ignore[method-assign]
    Tx.set_player = _set_player  # type: ignore[method-assign]
    sba.state_based_actions = _state_based_actions
    sba.UNREAD_PROBE = _unread_inline


install()


def pytest_unconfigure(config: Any) -> None:
    print("\nverified:", dict(CHECKED))


def main() -> None:
    from saga_table.lab.command import load_deck
    from saga_table.lab.player import Policy, play_game

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    root = Path(__file__).resolve().parents[2]
    deck = load_deck(root / "resources" / "docs" / "examples" / "demo-deck.txt")
    for game in range(1, n + 1):
        play_game(deck, Policy(turns=10), 1, game)
    print(f"{n} lab games, verified:", dict(CHECKED))


if __name__ == "__main__":
    main()
