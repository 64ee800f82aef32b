"""Dialogs that return values: ``ask(parent, ...) -> result | None``."""
