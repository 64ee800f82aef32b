"""Card text as printed: chapter lines, type lines, keyword lines, mana costs.

Pure text functions, used by the Scryfall and MTGJSON readers and by custom cards. Text is never
normalised for display: only the parts that are compared (numerals, keywords) are.

>>> saga = parse_saga_text("(Reminder.)\\nI, III — Draw a card.\\nII, IV — Scry 2.")
>>> [(c.number, c.text) for c in saga.chapters]
[(1, 'Draw a card.'), (2, 'Scry 2.'), (3, 'Draw a card.'), (4, 'Scry 2.')]
>>> saga.groups, saga.final_chapter, saga.other_lines
(((1, 3), (2, 4)), 4, ('(Reminder.)',))
>>> parse_type_line("Enchantment Land — Urza’s Saga")
TypeLine(supertypes=(), card_types=('Enchantment', 'Land'), subtypes=('Urza’s', 'Saga'))
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from saga_table.engine.cards import MAX_CHAPTER, Chapter, Keyword, parse_roman

__all__ = [
    "ParsedSaga",
    "TypeLine",
    "is_saga_type_line",
    "keyword_abilities",
    "mana_value_of",
    "parse_saga_text",
    "parse_type_line",
]

# Roman numerals as printed: ASCII, full-width Latin, or the Unicode numerals Ⅰ..Ⅻ.
_NUMERAL = r"[IVXＩＶＸ\u2160-\u216B]+"
_NUMERAL_SEP = r"\s*[,、，]\s*"
# An em dash, horizontal bar or full-width hyphen; a hyphen or en dash only next to a space.
_CHAPTER_DASH = r"(?:\s*[—―－]\s*|\s+[-–‒]\s*|[-–‒]\s+)"
_CHAPTER_LINE = re.compile(
    rf"^\s*(?P<nums>{_NUMERAL}(?:{_NUMERAL_SEP}{_NUMERAL})*){_CHAPTER_DASH}(?P<text>.*?)\s*$"
)
_NUMERAL_SPLIT = re.compile(r"[,、，]")
_MODE_BULLETS = ("•", "・", "･", "●")
_OPEN_PARENS = "(（"
_CLOSE_PARENS = ")）"
_REMINDER = re.compile(r"\s*[(（][^()（）]*[)）]")
_READ_AHEAD_WORDS = ("read ahead", "先読")


@dataclass(frozen=True, slots=True)
class ParsedSaga:
    """What a Saga face's text says: its chapter abilities and everything else.

    ``chapters`` has one :class:`Chapter` per chapter number, in number order ("I, II —" gives
    two with the same text); ``groups`` keeps the numbers of each chapter line in printed order.
    """

    chapters: tuple[Chapter, ...]
    read_ahead: bool
    other_lines: tuple[str, ...]
    groups: tuple[tuple[int, ...], ...] = ()

    @property
    def final_chapter(self) -> int:
        """The greatest chapter number (714.2d), 0 with none."""
        return max((c.number for c in self.chapters), default=0)


def _chapter_numbers(numerals: str) -> tuple[int, ...] | None:
    numbers = []
    for part in _NUMERAL_SPLIT.split(numerals):
        try:
            number = parse_roman(unicodedata.normalize("NFKC", part.strip()))
        except ValueError:
            return None
        if number > MAX_CHAPTER:  # not a chapter line a card may have: read as plain text
            return None
        numbers.append(number)
    return tuple(numbers)


def _is_reminder(line: str) -> bool:
    text = line.strip()
    return len(text) >= 2 and text[0] in _OPEN_PARENS and text[-1] in _CLOSE_PARENS


def _without_reminder(line: str) -> str:
    return _REMINDER.sub("", line).strip()


def _says_read_ahead(line: str) -> bool:
    head = _without_reminder(line).casefold()
    return any(head == word or head.startswith(word + " ") for word in _READ_AHEAD_WORDS)


def parse_saga_text(oracle_text: str, *, keywords: Iterable[str] = ()) -> ParsedSaga:
    """Split a Saga face's text into chapters and other lines (714.2).

    Chapter lines are Roman numerals separated by commas, then a dash: ``—`` or the Japanese
    ``―`` (spaces optional), or leniently ``-``/``–`` next to a space ("I - ", "II,III -").
    Mode lines (``•``, Japanese ``・``) after a chapter line belong to it.
    Read ahead comes from ``keywords`` (Scryfall's list) or a "Read ahead"/"先読" line.

    >>> parse_saga_text("I,II ― 土地を破壊する。\\nIII ― カードを１枚引く。").groups
    ((1, 2), (3,))
    >>> parse_saga_text("Read ahead (Reminder.)\\nI — A.\\nII — B.").read_ahead
    True
    """
    lines: list[tuple[tuple[int, ...], list[str]]] = []
    other: list[str] = []
    read_ahead = any(k.strip().casefold() in _READ_AHEAD_WORDS for k in keywords)
    taken: set[int] = set()
    current: list[str] | None = None
    for raw in oracle_text.splitlines():
        line = raw.strip()
        if not line:
            continue
        match = _CHAPTER_LINE.match(line)
        numbers = _chapter_numbers(match.group("nums")) if match else None
        if (
            match
            and numbers
            and not taken.intersection(numbers)
            and len(set(numbers)) == len(numbers)
        ):
            taken.update(numbers)
            current = [match.group("text")]
            lines.append((numbers, current))
            continue
        if current is not None and line.startswith(_MODE_BULLETS):
            current.append(line)
            continue
        current = None
        if not _is_reminder(line) and _says_read_ahead(line):
            read_ahead = True
        other.append(line)
    chapters = [Chapter(number, "\n".join(parts)) for numbers, parts in lines for number in numbers]
    chapters.sort(key=lambda c: c.number)
    return ParsedSaga(
        chapters=tuple(chapters),
        read_ahead=read_ahead,
        other_lines=tuple(other),
        groups=tuple(numbers for numbers, _ in lines),
    )


# --------------------------------------------------------------------------- type lines

_SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host"})
_JA_SUPERTYPES = (
    ("伝説の", "Legendary"),
    ("基本", "Basic"),
    ("氷雪", "Snow"),
    ("ワールド", "World"),
)
_MULTIWORD_SUBTYPES = ("Time Lord",)
_TYPE_DASH = re.compile(r"\s+[—―–\-－]\s+|\s*[—―－]\s*")
_JA_TYPE_SPLIT = re.compile(r"[・･\s]+")
_SAGA_SUBTYPES = frozenset({"Saga", "英雄譚"})


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A type line split into supertypes, card types and subtypes (205)."""

    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @property
    def is_saga(self) -> bool:
        return not _SAGA_SUBTYPES.isdisjoint(self.subtypes)


def _is_japanese(text: str) -> bool:
    return any(ord(c) > 0x2FFF for c in text)


def _split_subtypes(text: str) -> tuple[str, ...]:
    if _is_japanese(text):
        return tuple(p for p in _JA_TYPE_SPLIT.split(text) if p)
    out: list[str] = []
    rest = text.strip()
    while rest:
        for multi in _MULTIWORD_SUBTYPES:
            if rest == multi or rest.startswith(multi + " "):
                out.append(multi)
                rest = rest[len(multi) :].strip()
                break
        else:
            word, _, rest = rest.partition(" ")
            out.append(word)
            rest = rest.strip()
    return tuple(out)


def parse_type_line(type_line: str) -> TypeLine:
    """Split an English or Japanese type line of one face.

    >>> parse_type_line("Legendary Enchantment Creature — Saga Time Lord").subtypes
    ('Saga', 'Time Lord')
    >>> parse_type_line("伝説のエンチャント・クリーチャー — 英雄譚・人間").is_saga
    True
    """
    parts = _TYPE_DASH.split(type_line.strip(), maxsplit=1)
    left = parts[0].strip()
    subtypes = _split_subtypes(parts[1]) if len(parts) > 1 else ()
    supertypes: list[str] = []
    card_types: list[str] = []
    if _is_japanese(left):
        for ja, en in _JA_SUPERTYPES:
            if left.startswith(ja):
                supertypes.append(en)
                left = left[len(ja) :]
        card_types = [p for p in _JA_TYPE_SPLIT.split(left) if p]
    else:
        for word in left.split():
            (supertypes if word in _SUPERTYPES else card_types).append(word)
    return TypeLine(tuple(supertypes), tuple(card_types), subtypes)


def is_saga_type_line(type_line: str) -> bool:
    """Whether a face's type line has the Saga subtype ("Saga" or "英雄譚"), whatever the layout."""
    return parse_type_line(type_line).is_saga


# --------------------------------------------------------------------------- keywords

#: Keyword abilities recognised on a keyword line even when the card data lists none.
KNOWN_KEYWORDS = frozenset(
    {
        *(k.value for k in Keyword),
        "deathtouch", "defender", "enchant", "equip", "flash", "hexproof", "lifelink",
        "menace", "protection", "reach", "trample", "vigilance", "ward", "prowess",
        "changeling", "shroud", "fear", "intimidate", "cycling", "kicker", "flashback",
    }
)  # fmt: skip
_KNOWN_LONGEST_FIRST = tuple(sorted(KNOWN_KEYWORDS, key=len, reverse=True))
_KEYWORD_PARAM = re.compile(r"^(?:\s+(?:\{[^}]*\})+|\s+(?:\d+|X)|\s*[—―].+|\s+(?:from|for)\s.+)?$")


def keyword_abilities(text: str, *, known: Iterable[str] = ()) -> tuple[str, ...]:
    """The keyword abilities on a face's keyword lines ("Flying, haste"), lower case.

    A line counts only when every comma-separated part is a keyword (from ``known`` or a built-in
    list), alone or with its cost or number: "Ward {2}", "Bushido 1", "Protection from red".

    >>> keyword_abilities("Flying, haste\\nWard {2}\\nMill two cards.", known=["Mill"])
    ('flying', 'haste', 'ward')
    >>> keyword_abilities("Read ahead (Choose a chapter.)\\nI — A.")
    ('read ahead',)
    """
    extra = {k.strip().casefold() for k in known} - KNOWN_KEYWORDS - {""}
    words = _KNOWN_LONGEST_FIRST
    if extra:
        words = tuple(sorted((*words, *extra), key=len, reverse=True))
    found: list[str] = []
    for raw in text.splitlines():
        line = _without_reminder(raw)
        if not line:
            continue
        names = []
        for part in re.split(r"[,;]\s*", line):
            lowered = part.strip().casefold()
            name = next(
                (
                    w
                    for w in words
                    if lowered.startswith(w)
                    and (w == "enchant" or _KEYWORD_PARAM.match(lowered[len(w) :]))
                    and (len(lowered) == len(w) or not lowered[len(w)].isalpha())
                ),
                None,
            )
            if name is None:
                break
            names.append(name)
        else:
            found.extend(n for n in names if n not in found)
    return tuple(found)


# --------------------------------------------------------------------------- mana

_SYMBOL = re.compile(r"\{([^}]*)\}")


def mana_value_of(mana_cost: str) -> int:
    """The mana value of a mana cost in ``{2}{W}{W}`` form (202.3); X counts as 0.

    >>> mana_value_of("{2}{W/U}{G/P}{X}"), mana_value_of("{2/W}{2/W}"), mana_value_of("")
    (4, 4, 0)
    """
    total = 0
    for symbol in _SYMBOL.findall(mana_cost):
        if symbol.isdigit():
            total += int(symbol[:8])  # more is beyond the card limits, refused by the caller
        elif symbol.upper() in ("X", "Y", "Z") or symbol.upper().startswith("H"):
            continue
        else:
            halves = symbol.split("/")
            total += max((int(h) if h.isdigit() else 1) for h in halves)
    return total
