"""Names of things in the game, in the UI language (they live in :mod:`saga_table.words.names`,
below every layer that words something; this module keeps the Qt layer's old import path)."""

from saga_table.words.names import (
    Namer,
    counter_kind_name,
    describe_effect,
    dungeon_title,
    engine_reason,
    object_name,
    room_name,
    stack_item_source_name,
    stack_item_text,
    stack_item_title,
)

__all__ = [
    "Namer",
    "counter_kind_name",
    "describe_effect",
    "dungeon_title",
    "engine_reason",
    "object_name",
    "room_name",
    "stack_item_source_name",
    "stack_item_text",
    "stack_item_title",
]
