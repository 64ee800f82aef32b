"""Guided effects: what a chapter (or any ability) does, with the choices a player makes.

* :mod:`.kinds`: the effect values (what a card file's ``effect`` describes).
* :mod:`.select`: which permanents, cards and players an effect may act on (filters, targets).
* :mod:`.resolve`: carrying an effect out as its ability resolves (608.2), stopping with a
  decision for each choice and going on when it is answered, and the by-hand resolution.
* :mod:`.text`: a short English description of an effect, for the stack and the log.

This package is imported lazily by :mod:`saga_table.engine.cards` (only :mod:`.kinds` is needed
there), so that card definitions stay free of the game machinery.
"""
