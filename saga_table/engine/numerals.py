"""Chapter numbers as Roman numerals (714.2a), both ways, in bounded time for any number."""

from __future__ import annotations

__all__ = ["MAX_CHAPTER", "parse_roman", "roman"]


_ROMAN = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)


#: The largest chapter number a card may have. Printed Sagas stop at VII; a card file or record
#: with a larger one is refused where it is read (a number like 10**40 would otherwise drive the
#: work of every paint and every Roman numeral).
MAX_CHAPTER = 100


def roman(number: int) -> str:
    """The Roman numeral of a chapter number (714.2a); digits beyond 3999, which has none
    (bounded time for any number).

    >>> [roman(n) for n in (1, 2, 3, 6)]
    ['I', 'II', 'III', 'VI']
    >>> roman(10**40)[:4], roman(2**4000)
    ('1000', '2^4000')
    """
    if number < 1:
        raise ValueError(f"chapter numbers start at 1, not {number}")
    if number > 3999:
        bits = number.bit_length()
        return str(number) if bits <= 1000 else f"2^{bits - 1}"
    out = []
    for value, letters in _ROMAN:
        while number >= value:
            out.append(letters)
            number -= value
    return "".join(out)


def parse_roman(text: str) -> int:
    """The number a Roman numeral stands for; ``ValueError`` if it is not one.

    >>> parse_roman("IV"), parse_roman("vi")
    (4, 6)
    """
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    letters = text.strip().upper()
    if not letters or len(letters) > 15 or any(c not in values for c in letters):
        raise ValueError(f"not a Roman numeral: {text!r}")
    total = 0
    for i, c in enumerate(letters):
        v = values[c]
        if i + 1 < len(letters) and values[letters[i + 1]] > v:
            total -= v
        else:
            total += v
    if roman(total) != letters:
        raise ValueError(f"not a well-formed Roman numeral: {text!r}")
    return total
