"""Resolving a decklist's names against a card lookup, without knowing where the cards come from.

The lookup is injected: anything callable as ``lookup(name) -> NameMatch`` will do (the catalog
provides one; tests use a dictionary). Each distinct name is looked up once. A name the lookup
does not know becomes a problem on each line that uses it, with the lookup's suggestions:

>>> from saga_table.decks import parse_decklist
>>> def lookup(name: str) -> NameMatch:
...     known = {"opt": "Opt"}
...     card = known.get(name.casefold())
...     return NameMatch(name, card, matched_by="casefold" if card else "", suggestions=("Opt",))
>>> deck = parse_decklist("4 OPT\\n2 Otp")
>>> resolved = resolve_deck(deck, lookup)
>>> [(card.entry.line, card.card_name) for card in resolved.cards]
[(1, 'Opt')]
>>> resolved.problems[0].reason
"unknown card 'Otp' (did you mean: Opt?)"
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from typing import Protocol

from saga_table.decks.model import DeckEntry, DeckList, DeckProblem
from saga_table.words.translation import translate

__all__ = ["NameLookup", "NameMatch", "ResolvedDeck", "ResolvedEntry", "resolve_deck"]


@dataclass(frozen=True, slots=True)
class NameMatch:
    """What a lookup found for a name: the card's exact name, or ``None`` and some suggestions.

    ``matched_by`` says how the lookup matched (``"exact"``, ``"casefold"``, ``"japanese"``, ...:
    the lookup's own words), empty when nothing matched.
    """

    query: str
    card_name: str | None
    _: KW_ONLY
    suggestions: tuple[str, ...] = ()
    matched_by: str = ""

    @classmethod
    def from_match(cls, match: object) -> NameMatch:
        """Copy any object with ``query``, ``card_name``, ``suggestions`` and ``matched_by``."""
        card_name = getattr(match, "card_name", None)
        return cls(
            str(getattr(match, "query", "")),
            None if card_name is None else str(card_name),
            suggestions=tuple(str(name) for name in getattr(match, "suggestions", ())),
            matched_by=str(getattr(match, "matched_by", "")),
        )


class NameLookup(Protocol):
    """Finds the card a name written in a decklist stands for."""

    def __call__(self, name: str) -> NameMatch: ...


@dataclass(frozen=True, slots=True)
class ResolvedEntry:
    """A deck entry and the exact name of the card it stands for."""

    entry: DeckEntry
    card_name: str
    matched_by: str = ""


@dataclass(frozen=True, slots=True)
class ResolvedDeck:
    """A decklist with its names resolved.

    ``cards`` holds the entries the lookup knew, in file order. ``problems`` holds every problem,
    the parser's and the unknown names', in line order.
    """

    deck: DeckList
    cards: tuple[ResolvedEntry, ...]
    problems: tuple[DeckProblem, ...]

    def card_name_of(self, entry: DeckEntry) -> str | None:
        """The exact card name an entry resolved to; ``None`` if it did not (one entry: for
        many, :meth:`card_names` reads the list once)."""
        return next((card.card_name for card in self.cards if card.entry == entry), None)

    def card_names(self) -> dict[DeckEntry, str]:
        """The exact card name of every entry that resolved: one pass, for a whole deck."""
        return {card.entry: card.card_name for card in self.cards}


def resolve_deck(deck: DeckList, lookup: NameLookup) -> ResolvedDeck:
    """Look up every name in ``deck``; unknown names become problems on their lines."""
    matches = {name: lookup(name) for name in deck.card_names()}
    cards: list[ResolvedEntry] = []
    problems = list(deck.problems)
    for entry in deck.entries:
        match = matches[entry.name]
        if match.card_name is not None:
            cards.append(ResolvedEntry(entry, match.card_name, match.matched_by))
            continue
        reason = translate("Decklist", "unknown card '{name}'").format(name=entry.name)
        if match.suggestions:
            reason += translate("Decklist", " (did you mean: {names}?)").format(
                names=", ".join(match.suggestions)
            )
        problems.append(DeckProblem(entry.line, entry.source_text or entry.name, reason))
    problems.sort(key=lambda problem: problem.line)
    return ResolvedDeck(deck, tuple(cards), tuple(problems))
