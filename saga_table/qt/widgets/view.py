"""What a painted widget shows, as plain values the controller builds from the engine's state.

Widgets never read the engine: the controller turns a permanent into a :class:`CardView` (already
in the user's language), and a widget paints it and emits intents such as
``lore_change_requested(object_id, +1)``.
"""

from __future__ import annotations

from saga_table.engine.values import dataclass

__all__ = ["CardView", "ChapterView", "PhaseBarView", "SeatView", "StepView"]


@dataclass(frozen=True, slots=True)
class ChapterView:
    """One chapter line: its numbers ("I, II" share one line) and its short text."""

    numbers: tuple[int, ...]
    symbol: str  # "I, II"
    text: str


@dataclass(frozen=True, slots=True)
class CardView:
    """A permanent as the table sees it."""

    object_id: int
    name: str
    type_line: str
    controller: int
    tapped: bool = False
    token: bool = False
    # Sagas
    is_saga: bool = False
    chapters: tuple[ChapterView, ...] = ()
    lore: int = 0
    final_chapter: int = 0
    #: Chapters whose number is at or below the lore count.
    reached: tuple[int, ...] = ()
    #: The next chapter a lore counter would trigger, or None.
    next_chapter: int | None = None
    #: Chapters of this Saga that have triggered and not yet left the stack.
    waiting_chapters: tuple[int, ...] = ()
    lost_all_abilities: bool = False
    # Creatures
    power: int | None = None
    toughness: int | None = None
    damage: int = 0
    # Other counters, e.g. {"+1/+1": 2}
    counters: tuple[tuple[str, int], ...] = ()
    # Double-faced cards
    double_faced: bool = False
    face_up: int = 0  # 0 front, 1 back
    other_face_name: str | None = None
    attacking: bool = False
    #: Whom it attacks, when that is not plain (more than one player it could attack).
    attacks: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class StepView:
    key: str  # the engine's Step value, e.g. "upkeep"
    label: str  # in the user's language
    state: str  # "done", "current", "upcoming", "skipped"
    extra: bool = False
    #: A click goes there (the engine's passing.reachable: ahead this turn, with priority).
    reachable: bool = False


@dataclass(frozen=True, slots=True)
class PhaseBarView:
    steps: tuple[StepView, ...]
    turn: int
    active_player_name: str


@dataclass(frozen=True, slots=True)
class SeatView:
    player: int
    name: str
    life: int
    poison: int = 0
    hand: int = 0
    #: None for a paper seat: its library is on the real table, its size unknown.
    library: int | None = 0
    graveyard: int = 0
    commander_damage: tuple[tuple[str, int], ...] = ()
    monarch: bool = False
    active: bool = False
    left_game: bool = False
    #: The chosen player: whom Draw, Library, life keys and new tokens are for.
    chosen: bool = False
    #: Designations and player counters, in the user's language, as short chips ("Initiative",
    #: "Undercity: Forge", "Speed 3", "Energy 2"); drawn along the foot of the seat.
    marks: tuple[str, ...] = ()
    #: The same in full, for the tooltip and the accessible description ("Undercity: Forge").
    marks_long: tuple[str, ...] = ()
