"""Actions in words (they live in :mod:`saga_table.words.actions`; this module keeps the Qt
layer's old import path)."""

from saga_table.words.actions import action_log_sentence, action_name

__all__ = ["action_log_sentence", "action_name"]
