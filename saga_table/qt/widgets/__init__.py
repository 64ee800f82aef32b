"""Painted widgets: the Saga card and its lore dial, generic cards, the crown, the phase bar."""
