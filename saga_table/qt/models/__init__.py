"""Item models over the engine: hold ids, refresh from the engine's events."""
