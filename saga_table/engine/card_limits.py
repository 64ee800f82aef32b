"""The largest values a card may hold: one set of limits for every way a card enters the app.

A card comes from imported card data (Scryfall, MTGJSON), a custom card, the card database, or a
game record that carries its definition; all of them build a
:class:`~saga_table.engine.cards.CardFace`, which refuses a value outside these limits. So a card
the app took in can always be written to a save, an autosave and the card database, and read back
by every reader (the record readers refuse numbers beyond 40 digits, or beyond 2**64): nothing the
app writes is refused by its own reader.

The limits come from the largest real cards, with room to spare:

- mana value: 0 to 1,000,000 (Gleemax's, the largest printed; the next is Emrakul's 15);
- power and toughness: text ("3", "*", "1+*", "∞", "3.5"); when it reads as a whole number (as
  :mod:`saga_table.engine.layers` reads it) at most 1,000,000 either way (the largest printed is
  99); at most 16 characters;
- mana cost: at most 200 characters, each ``{N}`` at most 1,000,000.

>>> mana_value_problem(10**30)
'1000000000000000000000000000000 is out of range (a mana value is 0 to 1,000,000)'
>>> pt_problem("*") is None, pt_problem("99999999999999999999999")
(True, '"99999999999999999999999" is out of range (a number in it is -1,000,000 to 1,000,000)')
"""

from __future__ import annotations

import re

__all__ = [
    "MAX_MANA_COST_CHARS",
    "MAX_MANA_VALUE",
    "MAX_PT",
    "MAX_PT_CHARS",
    "face_problem",
    "mana_cost_problem",
    "mana_value_problem",
    "pt_problem",
    "shown_number",
]

#: The largest mana value (Gleemax's); the smallest is 0.
MAX_MANA_VALUE = 1_000_000
#: The largest power or toughness either way, when it is a whole number.
MAX_PT = 1_000_000
#: The longest power or toughness text ("1+*", "∞", "*²").
MAX_PT_CHARS = 16
#: The longest mana cost text (real ones have at most about 40 characters).
MAX_MANA_COST_CHARS = 200

_GENERIC = re.compile(r"\{(\d+)")
_WHOLE = re.compile(r"\s*[-+]?[0-9]+\s*")


def shown_number(value: object) -> str:
    """A number for a message: whole when short, else its first digits and how many there are."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 200:  # str() of a huge number is slow (and refused past 4,300)
            return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
        text = str(value)
        if len(text) > 40:
            return f"{text[:12]}… (a number of {len(text.lstrip('-')):,} digits)"
        return text
    if isinstance(value, float):
        return repr(value)
    return repr(value)[:40]


def mana_value_problem(value: object) -> str | None:
    """Why ``value`` cannot be a mana value, or ``None`` when it can."""
    if isinstance(value, bool) or not isinstance(value, int):
        return f"must be a whole number, not {type(value).__name__}"
    if not 0 <= value <= MAX_MANA_VALUE:
        return f"{shown_number(value)} is out of range (a mana value is 0 to {MAX_MANA_VALUE:,})"
    return None


def _whole(value: str) -> int:
    """The whole number ``_WHOLE`` matched (its ``\\s`` is wider than what ``int`` strips: a
    "0\\x1f" matches and ``int`` refuses it; such text is not a number, 0)."""
    try:
        return int(value)
    except ValueError:
        return 0


def pt_problem(value: object) -> str | None:
    """Why ``value`` cannot be a power or toughness, or ``None`` when it can (``None`` is no
    power at all)."""
    if value is None:
        return None
    if not isinstance(value, str):
        return f"must be text, not {type(value).__name__}"
    shown = value if len(value) <= 24 else f"{value[:12]}… ({len(value):,} characters)"
    if _WHOLE.fullmatch(value) and (len(value) > 24 or abs(_whole(value)) > MAX_PT):
        return f'"{shown}" is out of range (a number in it is -{MAX_PT:,} to {MAX_PT:,})'
    if len(value) > MAX_PT_CHARS:
        return f'"{shown}" is too long ({MAX_PT_CHARS} characters at most)'
    try:
        number = int(value)  # as the engine reads it (layers.py): "+3", " 3", "1_000", "３"
    except ValueError:
        return None  # "*", "1+*", "∞": the table decides, the engine counts it as 0
    if abs(number) > MAX_PT:
        return f'"{shown}" is out of range (a number in it is -{MAX_PT:,} to {MAX_PT:,})'
    return None


def mana_cost_problem(value: object) -> str | None:
    """Why ``value`` cannot be a mana cost, or ``None`` when it can."""
    if not isinstance(value, str):
        return f"must be text, not {type(value).__name__}"
    if len(value) > MAX_MANA_COST_CHARS:
        return f"is {len(value):,} characters long ({MAX_MANA_COST_CHARS} at most)"
    for digits in _GENERIC.findall(value):
        if len(digits) > 7 or int(digits) > MAX_MANA_VALUE:
            shown = digits if len(digits) <= 24 else f"{digits[:12]}…"
            return f"{{{shown}}} is out of range (a mana value is 0 to {MAX_MANA_VALUE:,})"
    return None


def face_problem(
    *, mana_cost: object, mana_value: object, power: object, toughness: object
) -> str | None:
    """The first value of a face beyond the limits, as ``field: why``; ``None`` when all fit.
    Field names are the card format's (``mana_value``, ``power``)."""
    for field, problem in (
        ("mana_value", mana_value_problem(mana_value)),
        ("mana_cost", mana_cost_problem(mana_cost)),
        ("power", pt_problem(power)),
        ("toughness", pt_problem(toughness)),
    ):
        if problem is not None:
            return f'"{field}": {problem}'
    return None
