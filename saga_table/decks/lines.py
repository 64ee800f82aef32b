"""The card-line grammar shared by the text formats: counts, names, set codes and site markers.

One line of plain, MTGA, Moxfield or Archidekt text reads, in order::

    [SB:] COUNT NAME [(SET) [NUMBER]] [*F*|*E*|*CMDR*] [#tag ...] [[Category{flag}]] [^Label^]

where ``COUNT`` is ``4``, ``4x``, ``x4``, ``[4]`` or ``(4)`` (full-width digits too). Anything that
does not fit raises :class:`UnusableLineError` with a reason a user can act on.

>>> card = parse_card_line("1x Fire/Ice (MH2) 290 *F* [Burn{noPrice}] ^Have,#37d67a^")
>>> card.count, card.name, card.set_code, card.collector_number, card.foil, card.tags
(1, 'Fire // Ice', 'MH2', '290', True, ('Burn', 'Have'))
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from saga_table.decks.model import DeckFormat, Section
from saga_table.words.translation import translate

__all__ = [
    "MAX_COUNT",
    "MAX_LINE_CHARS",
    "CardLine",
    "UnusableLineError",
    "check_count",
    "check_line_length",
    "looks_like_name",
    "normalise_name",
    "parse_card_line",
    "shown_line",
    "split_count",
    "split_lines",
]

#: The largest count a line may have; anything larger is a typo, not a deck.
MAX_COUNT = 999

#: The longest card line read. The longest card name is 141 characters; with a set code, a
#: collector number, markers, tags and Archidekt categories a real line stays well under 300. A
#: longer line is refused before any pattern reads it, so no line costs more than a bounded time.
MAX_LINE_CHARS = 1_000

#: How much of an unusable line (or of a count) a problem shows: enough to find it in the file,
#: never a whole pasted blob.
_SHOWN_CHARS = 120
_SHOWN_DIGITS = 12

_TIMES = "xX×ｘＸ"
_COUNT = re.compile(
    rf"""
    (?: (?P<plain>[-−]?\d+)[{_TIMES}]?    # 4  4x  -1
      | [{_TIMES}](?P<times>\d+)          # x4
      | \[(?P<square>[-−]?\d+)\]          # [4]
      | \((?P<round>[-−]?\d+)\)           # (4)
    )\s+(?P<rest>\S.*)
    """,
    re.VERBOSE | re.DOTALL,
)
_BARE_COUNT = re.compile(rf"[-−]?\d+[{_TIMES}]?|[{_TIMES}]\d+|\[[-−]?\d+\]|\([-−]?\d+\)")
_SIDEBOARD_PREFIX = re.compile(r"SB:\s*", re.IGNORECASE)
# No pattern searched for starts with a run such as \s*: tried at every space of a long run of
# spaces, each would scan the rest of the run, the square of its length. The spaces before a
# match are stripped after it instead.
_LABEL = re.compile(r"\^(?P<label>[^^]*)\^\s*$")
_CATEGORIES = re.compile(r"\[(?P<categories>[^\[\]]*)\]\s*$")
_FLAG = re.compile(r"\{(?P<flag>[^{}]*)\}")
_MARKER = re.compile(r"(?<!\S)\*(?P<marker>F|E|CMDR)\*(?!\S)")
_TAG = re.compile(r"(?<!\S)#(?P<tag>\S+)")
_SET_AND_NUMBER = re.compile(
    r"(?<=\s)\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+(?P<number>[^\s()\[\]]+))?\s*$"
)
_SET_FIRST = re.compile(r"\[(?P<set>[A-Za-z0-9]{2,6})\]\s+")
_SLASHES = re.compile(r"\s*/{1,2}\s*")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")

#: Archidekt categories that name a section rather than a role in the deck.
_CATEGORY_SECTIONS = {
    "commander": Section.COMMANDER,
    "companion": Section.COMPANION,
    "sideboard": Section.SIDEBOARD,
    "maybeboard": Section.MAYBEBOARD,
    "token": Section.TOKENS,
    "tokens": Section.TOKENS,
}


class UnusableLineError(ValueError):
    """A line that cannot become an entry; ``reason`` says why, in plain English."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class CardLine:
    """What one card line says, before the line's section is known.

    ``count`` is ``None`` when the line has none (a list of names, or a mistake: the caller
    decides). ``section`` is set when the line itself names its section (``*CMDR*``, an Archidekt
    category); ``sideboard_prefix`` when it starts with ``SB:``. ``dialect`` is the most specific
    text format whose marks the line carries.
    """

    count: int | None
    name: str
    set_code: str | None = None
    collector_number: str | None = None
    foil: bool = False
    tags: tuple[str, ...] = ()
    section: Section | None = None
    sideboard_prefix: bool = False
    dialect: DeckFormat = DeckFormat.PLAIN


def split_lines(text: str) -> list[str]:
    """The lines of a text, split at ``\\r\\n``, ``\\r`` or ``\\n`` only, as editors number them."""
    return _LINE_BREAK.split(text)


def shown_line(text: str) -> str:
    """A line as a problem shows it: whole when short, else its start and ``…``.

    >>> shown_line("4 Island"), len(shown_line("x" * 5000))
    ('4 Island', 121)
    """
    return text if len(text) <= _SHOWN_CHARS else text[:_SHOWN_CHARS] + "…"


def check_line_length(text: str) -> None:
    """Refuse a card line longer than :data:`MAX_LINE_CHARS`, before any pattern reads it."""
    if len(text) > MAX_LINE_CHARS:
        raise UnusableLineError(
            translate(
                "Decklist", "the line is {length} characters long (a card line is at most {most})"
            ).format(length=f"{len(text):,}", most=f"{MAX_LINE_CHARS:,}")
        )


def check_count(digits: str) -> int:
    """The count that ``digits`` (an optional minus sign, then digits) stands for, if usable.

    A count of many digits is named by its length and first digits, not written out whole:

    >>> check_count("1" + "0" * 20)
    Traceback (most recent call last):
    ...
    saga_table.decks.lines.UnusableLineError: a count of 21 digits (100000000000…) is too large (at most 999)
    """  # noqa: E501
    digits = digits.strip().replace("−", "-")
    body = digits.removeprefix("-")
    if not body.isdecimal():
        raise UnusableLineError(
            translate("Decklist", "the count '{count}' is not a whole number").format(
                count=shown_line(digits)
            )
        )
    body = "".join(str(unicodedata.decimal(digit)) for digit in body).lstrip("0") or "0"
    if digits.startswith("-"):
        raise UnusableLineError(
            translate("Decklist", "the count {count} is negative").format(count=_shown(digits))
        )
    if len(body) > _SHOWN_DIGITS:
        raise UnusableLineError(
            translate(
                "Decklist", "a count of {digits} digits ({start}…) is too large (at most {most})"
            ).format(digits=f"{len(body):,}", start=body[:_SHOWN_DIGITS], most=MAX_COUNT)
        )
    if len(body) > len(str(MAX_COUNT)) or int(body) > MAX_COUNT:
        raise UnusableLineError(
            translate("Decklist", "the count {count} is too large (at most {most})").format(
                count=digits, most=MAX_COUNT
            )
        )
    count = int(body)
    if count == 0:
        raise UnusableLineError(translate("Decklist", "a count of 0 adds no cards"))
    return count


def _shown(digits: str) -> str:
    return digits if len(digits) <= _SHOWN_DIGITS else digits[:_SHOWN_DIGITS] + "…"


def split_count(text: str) -> tuple[int | None, str]:
    """The leading count of a trimmed line and the rest; ``None`` when there is no count."""
    if _BARE_COUNT.fullmatch(text):
        raise UnusableLineError(translate("Decklist", "a count with no card name after it"))
    match = _COUNT.fullmatch(text)
    if match is None:
        return None, text
    digits = next(group for group in match.group("plain", "times", "square", "round") if group)
    return check_count(digits), match.group("rest")


def normalise_name(name: str) -> str:
    """A card name as written, with runs of spaces squeezed and split names as ``A // B``.

    MTGO writes split cards with one slash (``Refuse/Cooperate``); every slash between two
    non-empty halves becomes `` // ``. No real card has a slash in a single face's name.

    >>> normalise_name("Refuse/Cooperate"), normalise_name("Fire  //Ice")
    ('Refuse // Cooperate', 'Fire // Ice')
    """
    name = " ".join(name.split())
    if "/" in name:
        halves = _SLASHES.split(name)
        if all(halves):
            name = " // ".join(halves)
    return name


def looks_like_name(name: str) -> bool:
    """Whether ``name`` could be a card name: it has a letter, a digit or an underscore.

    Punctuation alone (``---``) is not a name; Unhinged's ``_____`` is.
    """
    return any(character.isalnum() or character == "_" for character in name)


def parse_card_line(text: str) -> CardLine:
    """Read one trimmed card line of the text formats; :class:`UnusableLineError` if unusable."""
    prefix = _SIDEBOARD_PREFIX.match(text)
    rest = text[prefix.end() :] if prefix else text
    count, rest = split_count(rest)
    dialect = DeckFormat.PLAIN
    tags: list[str] = []
    section: Section | None = None

    if label := _LABEL.search(rest):
        rest = rest[: label.start()].rstrip()
        dialect = DeckFormat.ARCHIDEKT
        tags.extend(_nonempty(label.group("label").split(",")[:1]))
    if categories := _CATEGORIES.search(rest):
        rest = rest[: categories.start()].rstrip()
        dialect = DeckFormat.ARCHIDEKT
        section, names = _read_categories(categories.group("categories"))
        tags[:0] = names

    markers = {match.group("marker") for match in _MARKER.finditer(rest)}
    if markers:
        rest = _MARKER.sub(" ", rest)
        dialect = _more_specific(dialect, DeckFormat.MOXFIELD)
    if "CMDR" in markers:
        section = Section.COMMANDER
    hashtags = [match.group("tag").lstrip("!") for match in _TAG.finditer(rest)]
    if hashtags:
        rest = _TAG.sub(" ", rest)
        dialect = _more_specific(dialect, DeckFormat.MOXFIELD)
        tags[:0] = _nonempty(hashtags)

    rest = rest.strip()
    set_code = number = None
    if (printing := _SET_AND_NUMBER.search(rest)) is not None:
        rest, set_code, number = rest[: printing.start()], printing["set"], printing["number"]
        dialect = _more_specific(dialect, DeckFormat.MTGA)
    elif (printing := _SET_FIRST.match(rest)) is not None:
        rest, set_code = rest[printing.end() :], printing["set"]

    name = normalise_name(rest)
    if not looks_like_name(name):
        raise UnusableLineError(translate("Decklist", "no card name"))
    return CardLine(
        count=count,
        name=name,
        set_code=set_code.upper() if set_code else None,
        collector_number=number,
        foil=bool(markers & {"F", "E"}),
        tags=tuple(dict.fromkeys(tags)),
        section=section,
        sideboard_prefix=prefix is not None,
        dialect=dialect,
    )


def _read_categories(text: str) -> tuple[Section | None, list[str]]:
    """The section an Archidekt category list puts a card in, and the category names.

    A category named after a section wins (``Commander{top}``, ``Maybeboard{noDeck}``); otherwise
    a ``{noDeck}`` flag keeps the card out of the main deck (:attr:`Section.OTHER`).
    """
    names: list[str] = []
    section: Section | None = None
    out_of_deck = False
    for category in text.split(","):
        name = _FLAG.sub("", category).strip()
        flags = {flag.casefold() for flag in _FLAG.findall(category)}
        out_of_deck = out_of_deck or "nodeck" in flags
        if name:
            names.append(name)
            section = section or _CATEGORY_SECTIONS.get(name.casefold())
    if section is None:
        section = Section.OTHER if out_of_deck else Section.MAIN
    return section, names


_SPECIFICITY = (DeckFormat.PLAIN, DeckFormat.MTGA, DeckFormat.MOXFIELD, DeckFormat.ARCHIDEKT)


def _more_specific(first: DeckFormat, second: DeckFormat) -> DeckFormat:
    return max(first, second, key=_SPECIFICITY.index)


def _nonempty(items: list[str]) -> list[str]:
    return [item.strip() for item in items if item.strip()]
