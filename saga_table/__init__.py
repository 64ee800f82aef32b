"""Saga Table: an offline helper for paper Magic: The Gathering games and Saga goldfishing."""

from __future__ import annotations

__all__ = ["APP_NAME", "APP_DISPLAY_NAME", "__version__"]

__version__ = "0.1.0"
APP_NAME = "saga-table"
APP_DISPLAY_NAME = "Saga Table"
