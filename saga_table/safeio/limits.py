"""The bounds every reader keeps, chosen from the largest real files.

- Whole files read into memory (records, saves, journals, settings, decklists, custom cards) are
  small: a thousand-action game record is about 100 kB, a 10,000-line decklist 300 kB. Card data
  files (Scryfall, MTGJSON AllPrintings ~430 MB) are never read whole: they are streamed one
  record at a time (``saga_table.catalog.streams``), each record at most 64 MB.
- Nesting: the game-record format nests about 8 levels, MTGJSON about 12; 64 is far beyond.
- Numbers: the largest real number is a 64-bit seed (20 digits); 40 digits are allowed, more is
  refused before Python converts it (Python refuses 4,300 digits with a ValueError).
- Strings: the longest real text is an Oracle text of about 1,000 characters; 1 MB is refused.
- Keys: a key given twice in one object is refused (``json`` keeps the last silently, so a record
  with ``"seed"`` twice replayed another game than the one its writer read).

The values a card may hold (mana value, power and toughness, mana cost) have their own, much
smaller limits in ``saga_table.engine.card_limits`` (the engine cannot import this layer): every
card is held to them as it enters the app, so what the app writes stays within these.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Limits"]


@dataclass(frozen=True, slots=True)
class Limits:
    """How much one input may hold."""

    #: Bytes of a file read whole.
    max_bytes: int = 64 * 1024 * 1024
    #: Arrays and objects inside each other.
    max_depth: int = 64
    #: Digits of one number.
    max_digits: int = 40
    #: Characters of one string.
    max_string: int = 1024 * 1024
    #: Whether numbers with a fraction or exponent are allowed (card data: "cmc": 3.0).
    floats: bool = True
    #: Whether an object may give one key twice (the last would win).
    duplicate_keys: bool = False
