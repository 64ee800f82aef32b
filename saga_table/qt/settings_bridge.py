"""The settings the window uses, and their link to the saved settings file.

:class:`UiSettings` is what the window and the Settings dialog read and write. The persistence
layer (:mod:`saga_table.persistence.settings`) declares and saves every setting; the two
functions here translate between its :class:`~saga_table.persistence.settings.Settings` and
this value, so the window never touches files.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from saga_table.engine.values import dataclass

__all__ = ["UiSettings", "from_saved", "to_saved"]


@dataclass(frozen=True, slots=True)
class UiSettings:
    #: "en", "ja", or None for the system's language.
    language: str | None = None
    #: Carry out a chapter's structured effect when it resolves (draw, make tokens, flip).
    carry_out_effects: bool = True
    #: Open the dialog for a decision (trigger order, read ahead, mulligan) as soon as it waits.
    open_decisions: bool = True
    #: For new games: identical triggers go on the stack without asking; one land per turn.
    auto_order_identical_triggers: bool = False
    one_land_per_turn: bool = False
    #: The table's zoom (View > Zoom in / Zoom out, Ctrl+wheel).
    table_zoom: float = 1.0
    #: View > Stack and log (F9): the side panel shown.
    side_panel: bool = True
    #: New game starts from the last table: (name, deck) per seat, and the starting life.
    last_table: tuple[tuple[str, str], ...] = ()
    starting_life: int = 20
    #: Next in a combat damage step opens the damage dialog (else damage is dealt by power).
    assign_damage_by_hand: bool = False
    #: The cards put onto the battlefield lately (the card search offers them first).
    recent_cards: tuple[str, ...] = ()


def from_saved(saved: Any) -> UiSettings:
    """The window's settings from the persistence layer's ``Settings``."""
    language = getattr(saved.language, "value", saved.language)
    auto = saved.automation
    return UiSettings(
        language=None if language in (None, "system") else str(language),
        carry_out_effects=bool(auto.carry_out_chapter_effects),
        auto_order_identical_triggers=bool(auto.auto_order_identical_triggers),
        one_land_per_turn=bool(auto.one_land_per_turn),
        table_zoom=float(getattr(saved, "table_zoom", 1.0)),
        side_panel=bool(getattr(saved, "side_panel", True)),
        last_table=tuple(saved.last_table),
        starting_life=int(saved.default_life),
        assign_damage_by_hand=bool(getattr(auto, "assign_combat_damage_by_hand", False)),
        recent_cards=tuple(getattr(saved, "recent_cards", ())),
    )


def to_saved(ui: UiSettings, saved: Any) -> Any:
    """The persistence layer's ``Settings`` with the window's choices in it."""
    from saga_table.persistence.settings import Language

    automation = replace(
        saved.automation,
        carry_out_chapter_effects=ui.carry_out_effects,
        auto_order_identical_triggers=ui.auto_order_identical_triggers,
        one_land_per_turn=ui.one_land_per_turn,
        assign_combat_damage_by_hand=ui.assign_damage_by_hand,
    )
    return replace(
        saved,
        language=Language(ui.language or "system"),
        automation=automation,
        table_zoom=ui.table_zoom,
        side_panel=ui.side_panel,
        last_table=ui.last_table,
        default_life=ui.starting_life,
        default_players=len(ui.last_table) or saved.default_players,
        recent_cards=ui.recent_cards,
    )
