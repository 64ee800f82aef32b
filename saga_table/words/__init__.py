"""Words: every sentence and name a player reads, in the UI language, without Qt.

- :mod:`.translation`: ``translate(context, text)``, the hook the Qt layer fills with Qt's
  translator (English without one);
- :mod:`.game`: steps, phases, zones, card types;
- :mod:`.names`: cards, players, stack items, effects, the engine's reasons;
- :mod:`.actions`: an action's name (Undo's label) and its log sentence;
- :mod:`.log`: the game log, one renderer for the window's log panel and the exported text.

This layer sits on the engine and under everything else (catalog, decks, persistence, qt), so a
decklist problem or a file error can be worded in the player's language where it is found.
"""
