"""The words of a card's text fields: mana costs and their mana value, type lines, chapter
numbers ("I, III", "II–V"). Pure functions; errors name their place (``CardFormatError``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from saga_table.engine.card_fields import fail, kind
from saga_table.engine.cards import MAX_CHAPTER, CardFace, parse_roman, roman

__all__ = [
    "CARD_TYPES",
    "SUPERTYPES",
    "format_type_line",
    "mana_value_of",
    "parse_chapter_numbers",
    "parse_type_line",
    "type_line_round_trips",
]

#: Words a ``type_line`` may use before the dash.
SUPERTYPES = frozenset({"Basic", "Elite", "Host", "Legendary", "Ongoing", "Snow", "Token", "World"})
CARD_TYPES = frozenset(
    {
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Tribal",
        "Vanguard",
    }
)


_COST_RE = re.compile(r"(?:\{[^{}]+\})+")
_SYMBOL_RE = re.compile(r"\{([^{}]+)\}")


def mana_value_of(mana_cost: str) -> int | None:
    """The mana value a ``{2}{W}``-style cost adds up to, or ``None`` if it is not in that form.

    >>> [mana_value_of(c) for c in ("{2}{W}{W}", "{X}{R}", "{2/W}{G/U}", "")]
    [4, 1, 3, 0]
    >>> mana_value_of("2WW") is None
    True
    """
    if mana_cost == "":
        return 0
    if not _COST_RE.fullmatch(mana_cost):
        return None
    total = 0
    for symbol in _SYMBOL_RE.findall(mana_cost):
        first = symbol.upper().split("/")[0]
        if first.isdigit():
            total += int(first)
        elif first in ("X", "Y", "Z") or first.startswith("H") or first == "½":
            continue
        else:
            total += 1
    return total


def format_type_line(
    supertypes: Sequence[str], card_types: Sequence[str], subtypes: Sequence[str]
) -> str:
    """``"Legendary Enchantment Creature — Saga Demon"``.

    >>> format_type_line((), ("Enchantment", "Land"), ("Urza’s", "Saga"))
    'Enchantment Land — Urza’s Saga'
    """
    left = " ".join((*supertypes, *card_types))
    if not subtypes:
        return left
    return f"{left} — {' '.join(subtypes)}".strip()


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(supertypes, card types, subtypes) of a type line; ``ValueError`` for an unknown word.

    The dash may be an em dash or a hyphen with spaces around it. Subtypes are split at spaces,
    so a subtype with a space in it ("Time Lord") needs the explicit lists instead.

    >>> parse_type_line("Legendary Enchantment Creature — Saga Demon")
    (('Legendary',), ('Enchantment', 'Creature'), ('Saga', 'Demon'))
    """
    if "—" in line:
        left, _, right = line.partition("—")
    elif " - " in line:
        left, _, right = line.partition(" - ")
    else:
        left, right = line, ""
    supertypes: list[str] = []
    card_types: list[str] = []
    for word in left.split():
        if word in SUPERTYPES:
            supertypes.append(word)
        elif word in CARD_TYPES:
            card_types.append(word)
        else:
            raise ValueError(f'"{word}" is not a card type or supertype')
    return tuple(supertypes), tuple(card_types), tuple(right.split())


def type_line_round_trips(face: CardFace) -> bool:
    if not (face.supertypes or face.card_types or face.subtypes):
        return False
    line = format_type_line(face.supertypes, face.card_types, face.subtypes)
    try:
        parsed = parse_type_line(line)
    except ValueError:
        return False
    return parsed == (tuple(face.supertypes), tuple(face.card_types), tuple(face.subtypes))


# --------------------------------------------------------------------------- chapter numbers

_RANGE_RE = re.compile(r"^\s*([IVXLCDMivxlcdm]+)\s*[-–]\s*([IVXLCDMivxlcdm]+)\s*$")


def parse_chapter_numbers(value: object, *, where: str = "") -> tuple[int, ...]:
    """The chapter numbers of a chapter line's ``"chapters"`` field.

    Accepts Roman numerals separated by commas (``"I, III"``), a range (``"II-V"``, ``"II–V"``),
    a whole number, or a list of numbers or numerals.

    >>> [parse_chapter_numbers(v) for v in ("I, III", "II–V", [1, "II"])]
    [(1, 3), (2, 3, 4, 5), (1, 2)]
    """
    parts: list[object]
    if isinstance(value, str):
        match = _RANGE_RE.match(value)
        if match:
            low, high = (_numeral(m, where) for m in match.groups())
            if high > MAX_CHAPTER:
                fail(
                    where,
                    f"chapter {_short(high)} is beyond the last chapter a card may have "
                    f"({MAX_CHAPTER})",
                )
            if high < low:
                fail(where, f'chapter range "{value}" runs backwards')
            return tuple(range(low, high + 1))
        parts = [p for p in value.split(",")]
    elif isinstance(value, list):
        parts = list(value)
    else:
        parts = [value]
    numbers: list[int] = []
    for part in parts:
        if isinstance(part, bool):
            fail(where, f"a chapter number must be a Roman numeral or a number, not {kind(part)}")
        if isinstance(part, int):
            number = part
        elif isinstance(part, str):
            number = _numeral(part, where)
        else:
            fail(where, f"a chapter number must be a Roman numeral or a number, not {kind(part)}")
        if number < 1:
            fail(where, f"chapter numbers start at I, not {number}")
        if number > MAX_CHAPTER:
            fail(
                where,
                f"chapter {_short(number)} is beyond the last chapter a card may have "
                f"({MAX_CHAPTER})",
            )
        if number in numbers:
            fail(where, f'chapter "{roman(number)}" is listed twice')
        numbers.append(number)
    if not numbers:
        fail(where, "no chapter numbers")
    return tuple(numbers)


def _short(number: int) -> str:
    """A number for a message: its digits, or its size when it has too many to show."""
    bits = number.bit_length()
    return str(number) if bits <= 64 else f"of about {int(bits * 0.30103) + 1} digits"


def _numeral(text: str, where: str) -> int:
    stripped = text.strip()
    if stripped.isdigit():
        if len(stripped) > 6:
            fail(
                where,
                f'chapter "{stripped[:12]}..." is beyond the last chapter a card may have '
                f"({MAX_CHAPTER})",
            )
        return int(stripped)
    try:
        return parse_roman(stripped)
    except ValueError:
        fail(where, f'"{stripped}" is not a Roman numeral')
