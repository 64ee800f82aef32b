"""Actions of the designations and of combat: the monarch (724), the initiative and dungeons
(725, 309), day and night (730), the city's blessing, the Ring, speed, attackers, blockers and
combat damage (506-510)."""

from __future__ import annotations

from saga_table.engine.combat import CombatHit
from saga_table.engine.ids import ObjectId, PlayerId
from saga_table.engine.values import dataclass

__all__ = [
    "Ascend",
    "BecomeMonarch",
    "ChooseDungeon",
    "ChooseRoom",
    "CountSpell",
    "DealCombatDamage",
    "DeclareAttackers",
    "DeclareBlockers",
    "SetDayNight",
    "StartYourEngines",
    "TakeTheInitiative",
    "TheRingTemptsYou",
    "VentureIntoTheDungeon",
]


# ---------------------------------------------------------------- the monarch and combat


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """An effect makes ``player`` the monarch (724.1)."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class TakeTheInitiative:
    """An effect makes ``player`` take the initiative (725.1); they venture into Undercity."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class VentureIntoTheDungeon:
    """701.49: ``player`` ventures into the dungeon (``undercity``: "venture into Undercity")."""

    player: PlayerId
    undercity: bool = False


@dataclass(frozen=True, slots=True)
class ChooseDungeon:
    """Answer to a ChooseDungeonDecision: the dungeon to enter."""

    dungeon: str


@dataclass(frozen=True, slots=True)
class ChooseRoom:
    """Answer to a ChooseRoomDecision: the room the venture marker moves to."""

    room: str


@dataclass(frozen=True, slots=True)
class CountSpell:
    """A spell ``player`` cast on the paper table, counted for day and night (502.2). Spells cast
    through CastSpell are counted by themselves."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class SetDayNight:
    """An effect makes it day or night ("day" or "night"): Unnatural Moonrise."""

    value: str


@dataclass(frozen=True, slots=True)
class Ascend:
    """702.131a: an instant or sorcery with ascend resolves for ``player``."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class TheRingTemptsYou:
    """701.54a: the Ring tempts ``player``; ``bearer`` is the creature they choose (None when
    they control no creature)."""

    player: PlayerId
    bearer: ObjectId | None = None


@dataclass(frozen=True, slots=True)
class StartYourEngines:
    """702.179a: ``player`` gets a speed of 1 if they have none."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    attacks: tuple[tuple[ObjectId, PlayerId], ...]


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    blocks: tuple[tuple[ObjectId, ObjectId], ...]


@dataclass(frozen=True, slots=True)
class DealCombatDamage:
    """Record the combat damage of this step; ``hits`` None lets the engine work it out."""

    hits: tuple[CombatHit, ...] | None = None
