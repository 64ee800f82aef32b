"""The game log in sentences (it lives in :mod:`saga_table.words.log`, the one renderer of the
window's log and the exported text; this module keeps the Qt layer's old import path)."""

from saga_table.words.log import LogLine, entry_sentences, event_sentences

__all__ = ["LogLine", "entry_sentences", "event_sentences"]
