"""Reading the autosave journal back: what it holds is offered (:class:`ResumeOffer`), resumed
as a game, or discarded. Reading never changes the journal; a damaged line ends what is read."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from saga_table.engine.game import Game
from saga_table.engine.state import (
    ChooseReadAheadDecision,
    DiscardToHandSizeDecision,
    MulliganDecision,
    OrderTriggersDecision,
)
from saga_table.engine.turns import Phase, Step
from saga_table.persistence._files import (
    fsync_dir,
    read_bytes_limited,
)
from saga_table.persistence._records import (
    CardResolver,
    UnreadableError,
    action_kind,
    apply_raw_action,
    build_game,
)
from saga_table.persistence.journal import (
    AUTOSAVE_FORMAT,
    AUTOSAVE_VERSION,
    JOURNAL_NAME,
    MAX_JOURNAL_BYTES,
    MAX_SAVED_FILE_CHARS,
    PREVIOUS_NAME,
    SAVED_FILE_KEY,
    AutosaveError,
    InUseError,
    decode_line,
    locked,
    os_reason,
)
from saga_table.persistence.log_text import turn_summary

__all__ = [
    "ResumeOffer",
    "discard",
    "find_resumable",
    "resume",
]

# ---------------------------------------------------------------------------- reading


_DECISION_KINDS: dict[type, str] = {
    OrderTriggersDecision: "order triggers",
    ChooseReadAheadDecision: "read ahead",
    DiscardToHandSizeDecision: "discard to hand size",
    MulliganDecision: "mulligan",
}


@dataclass(frozen=True, slots=True)
class ResumeOffer:
    """A game in progress found in the autosave, for the offer at start-up.

    ``crashed``: the app did not close (a crash, a kill, a power cut); otherwise it quit with
    the game in progress. ``warning``: something could not be restored (the last step was cut
    short by the crash, a damaged line): show it with the offer.
    """

    path: Path
    players: tuple[str, ...]
    turn: int
    active_player: str
    step: Step
    phase: Phase
    #: Where the game is: "Turn 5, Ann's precombat main phase"; and in Japanese.
    where: str
    where_ja: str
    actions: int
    redo: int
    #: The decision the game waits for ("order triggers", "read ahead", ...), if any.
    decision: str | None
    game_over: bool
    crashed: bool
    saved_at: datetime
    warning: str | None = None
    #: The file the game was last saved to or opened from, if the journal says one.
    saved_file: str | None = None
    #: The game as read for the offer, handed to :func:`resume` if the journal has not changed.
    _cache: _Cache | None = field(default=None, compare=False, repr=False)

    @property
    def summary(self) -> str:
        """One English line for the offer: "Ann vs Bo — Turn 5, Ann's upkeep (37 actions)"."""
        return self.summary_in("en")

    def summary_in(self, lang: str) -> str:
        """:attr:`summary` in English (``"en"``) or Japanese (``"ja"``)."""
        if lang == "ja":
            return f"{' 対 '.join(self.players)} — {self.where_ja}（{self.actions}手）"
        count = f"{self.actions} action{'s' if self.actions != 1 else ''}"
        return f"{' vs '.join(self.players)} — {self.where} ({count})"


@dataclass(slots=True)
class _Cache:
    game: Game | None
    identity: tuple[int, int, int]


def _identity(path: Path) -> tuple[int, int, int]:
    st = path.stat()
    return (st.st_ino, st.st_size, st.st_mtime_ns)


@dataclass(slots=True)
class _Journal:
    game: Game
    warning: str | None
    crashed: bool
    saved_file: str | None = None


def _saved_file(header: dict[str, Any]) -> str | None:
    """The file the header says the game was saved to, if it says one a path can be."""
    value = header.get(SAVED_FILE_KEY)
    if isinstance(value, str) and 0 < len(value) <= MAX_SAVED_FILE_CHARS and "\x00" not in value:
        return value
    return None


def _read_journal(path: Path, resolve_card: CardResolver | None) -> _Journal:
    try:
        data = read_bytes_limited(path, MAX_JOURNAL_BYTES)
    except OSError as exc:
        raise AutosaveError(f"the autosave could not be read: {os_reason(exc)}") from exc
    except ValueError as exc:
        raise AutosaveError(f"the autosave is not usable: {exc}") from None
    lines = data.split(b"\n")
    torn = lines.pop()  # what follows the last newline: b"" unless a write was cut short
    if not lines:
        raise AutosaveError("the autosave is empty or damaged (it has no complete line)")
    try:
        header = decode_line(lines[0])
    except ValueError as exc:
        raise AutosaveError(
            f"the autosave is damaged: its first line is not usable: {exc}"
        ) from None
    if header.get("format") != AUTOSAVE_FORMAT:
        raise AutosaveError("the autosave is damaged: it is not a Saga Table autosave")
    version = header.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise AutosaveError("the autosave is damaged: it has no version number")
    if version > AUTOSAVE_VERSION:
        raise AutosaveError(
            f"the autosave was written by a newer Saga Table (autosave version {version}; this "
            f"one reads up to version {AUTOSAVE_VERSION})"
        )
    try:
        built = build_game(header.get("record"), resolve_card, verb="resumed")
    except UnreadableError as exc:
        raise AutosaveError(f"the autosave is damaged: {exc}") from None
    game = built.game
    saved_file = _saved_file(header)
    if built.warning is not None:
        return _Journal(game, built.warning, crashed=True, saved_file=saved_file)

    closed = False
    problem: str | None = None
    for lineno, raw in enumerate(lines[1:], start=2):
        where = f"line {lineno} of the autosave"
        try:
            entry = decode_line(raw)
        except ValueError as exc:
            problem = f"{where} is damaged ({exc})"
            break
        if entry.get("n") != lineno - 1:
            problem = f"{where} is out of order"
            break
        if closed:
            problem = f"{where} follows the mark of a closed game"
            break
        if "action" in entry:
            why = apply_raw_action(game, entry["action"], where)
            if why is not None:
                problem = f"the action on {where} ({action_kind(entry['action'])}) {why}"
                break
        elif entry.get("undo") is True and game.can_undo:
            game.undo()
        elif entry.get("redo") is True and game.can_redo:
            game.redo()
        elif entry.get("closed") is True:
            closed = True
        else:
            problem = f"{where} is not a step the game can take"
            break
    if problem is not None:
        left_out = len(lines) - lineno
        warning = f"{problem}; the game was resumed from the steps before it"
        if left_out:
            warning += f" ({left_out} later step{'s' if left_out != 1 else ''} left out)"
    elif torn:
        warning = (
            "the last step was being saved when the app stopped and was left out "
            "(everything before it was restored)"
        )
    else:
        warning = None
    return _Journal(game, warning, crashed=not closed, saved_file=saved_file)


def find_resumable(
    directory: str | os.PathLike[str], resolve_card: CardResolver | None = None
) -> ResumeOffer | None:
    """The game in progress in the autosave ``directory``, if there is one to offer: after a
    crash, or after the app quit with a game in progress (``close(clean=False)``).

    None when there is nothing to offer, or when another running Saga Table owns the autosave.
    Raises :class:`AutosaveError` for a journal that cannot be used at all (damaged header,
    newer version); it stays on disk until the next :meth:`Autosaver.start` keeps it as
    ``previous.jsonl``. Reads only.
    """
    folder = Path(directory)
    journal = folder / JOURNAL_NAME
    if not journal.is_file():
        return None
    try:
        with locked(folder):
            return _offer(journal, resolve_card)
    except InUseError:
        return None  # another window is playing this game right now


def _offer(journal: Path, resolve_card: CardResolver | None) -> ResumeOffer:
    try:
        identity = _identity(journal)
    except OSError as exc:
        raise AutosaveError(f"the autosave could not be read: {os_reason(exc)}") from exc
    found = _read_journal(journal, resolve_card)
    state = found.game.state
    return ResumeOffer(
        path=journal,
        players=tuple(p.name for p in state.players),
        turn=state.turn.number,
        active_player=state.players[state.turn.active].name,
        step=state.turn.step,
        phase=state.turn.phase,
        where=turn_summary(state),
        where_ja=turn_summary(state, "ja"),
        actions=len(found.game.actions),
        redo=len(found.game.redo_actions),
        decision=None if state.decision is None else _DECISION_KINDS[type(state.decision)],
        game_over=state.game_over,
        crashed=found.crashed,
        saved_at=datetime.fromtimestamp(identity[2] / 1e9),
        warning=found.warning,
        saved_file=found.saved_file,
        _cache=_Cache(found.game, identity),
    )


def resume(offer: ResumeOffer, resolve_card: CardResolver | None = None) -> Game:
    """The game of ``offer``, exactly as it was autosaved: its state, the decision it waits for,
    and its undo and redo history. Then call :meth:`Autosaver.start` with it.

    The game read for the offer is handed over when the journal has not changed since (pass the
    same ``resolve_card``); otherwise the journal is read again. Raises :class:`AutosaveError`
    if the journal is gone, unreadable, or in use by another running Saga Table. Reads only.
    """
    with locked(offer.path.parent):
        cache = offer._cache
        if cache is not None and cache.game is not None:
            game, cache.game = cache.game, None
            try:
                unchanged = _identity(offer.path) == cache.identity
            except OSError:
                unchanged = False
            if unchanged:
                return game
        return _read_journal(offer.path, resolve_card).game


def discard(offer: ResumeOffer) -> None:
    """The user does not want the game of ``offer``: it will not be offered again. The journal
    is kept as ``previous.jsonl`` until the next one replaces it."""
    folder = offer.path.parent
    with locked(folder):
        try:
            if offer.path.exists():
                os.replace(offer.path, folder / PREVIOUS_NAME)
                fsync_dir(folder)
        except OSError as exc:
            raise AutosaveError(f"the autosave could not be discarded: {os_reason(exc)}") from exc
