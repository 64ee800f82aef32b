"""The lab's mana model: what a cost asks for, what the lands (and the pool) can make, and a
payment that uses as few sources of a colour the hand still needs as it can.

Costs are read from the printed mana cost: ``{2}{W}{W}``; ``{X}`` counts as 0; a hybrid
``{W/U}`` takes either colour, ``{2/W}`` two generic or W; a Phyrexian ``{W/P}`` takes W or two
life (the scripted player pays life when it must); ``{S}`` and ``{C}`` are paid as written.

>>> cost = parse_cost("{1}{W}{W}")
>>> cost.generic, cost.symbols
(1, (('W',), ('W',)))
>>> pay(cost, [(1, frozenset("W")), (2, frozenset("W")), (3, frozenset("R"))])
(1, 2, 3)
>>> pay(cost, [(1, frozenset("W")), (3, frozenset("R"))]) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter

__all__ = [
    "COLOURS",
    "POOL_COLOUR",
    "Cost",
    "Payer",
    "narrowest_first",
    "parse_cost",
    "pay",
    "pool_symbols",
]

COLOURS = "WUBRG"
_SYMBOL = re.compile(r"\{([^}]*)\}")


@dataclass(frozen=True, slots=True)
class Cost:
    """``generic`` mana of any kind plus one entry per other symbol: the mana that can pay it
    (``"2"`` in an option means two generic; ``"life"`` two life)."""

    generic: int = 0
    symbols: tuple[tuple[str, ...], ...] = ()

    @property
    def total(self) -> int:
        """The fewest mana that pays it."""
        return self.generic + sum(1 for s in self.symbols if "life" not in s)


@lru_cache(maxsize=1024)
def parse_cost(text: str) -> Cost:
    generic = 0
    symbols: list[tuple[str, ...]] = []
    for raw in _SYMBOL.findall(text or ""):
        part = raw.strip().upper()
        if part.isdigit():
            generic += int(part)
        elif part in ("X", "Y", "Z", ""):
            continue
        elif part == "S":
            generic += 1
        elif "/" in part:
            options = []
            for piece in part.split("/"):
                if piece == "P":
                    options.append("life")
                elif piece.isdigit() or piece in COLOURS or piece == "C":
                    options.append(piece)
            symbols.append(tuple(options) or ("1",))
        elif part in COLOURS or part == "C":
            symbols.append((part,))
        # anything else (half mana, an unknown symbol) costs nothing here
    symbols.sort(key=len)
    return Cost(generic, tuple(symbols))


#: Each cost's :attr:`Cost.total`, by identity (parse_cost gives each text one value).
_TOTALS: dict[int, tuple[Cost, int]] = {}


def _least(cost: Cost) -> int:
    hit = _TOTALS.get(id(cost))
    if hit is not None and hit[0] is cost:
        return hit[1]
    if len(_TOTALS) > 4096:
        _TOTALS.clear()
    _TOTALS[id(cost)] = (cost, cost.total)
    return cost.total


def narrowest_first(sources: Sequence[tuple[Hashable, frozenset[str]]]) -> list[int]:
    """The sources' indices, those that make the fewest colours first (the order kept among
    equals): the order :func:`pay` tries them in."""
    widths = [len(colours) for _, colours in sources]
    return sorted(range(len(widths)), key=widths.__getitem__)  # (a stable sort)


def pay(
    cost: Cost,
    sources: Sequence[tuple[Hashable, frozenset[str]]],
    order: list[int] | None = None,
) -> tuple[Hashable, ...] | None:
    """The sources (ids, in the order given) that pay ``cost``, or None if they cannot.

    Each source makes one mana of one of its colours (``"C"`` colourless). Coloured symbols are
    matched first (by a small search: a hand's costs are short), preferring the sources that make
    the fewest colours; generic mana then takes what is left, again the narrowest first.
    ``order``: :func:`narrowest_first` of ``sources``, when the caller pays several costs from
    the same sources."""
    if order is None:
        order = narrowest_first(sources)
    chosen = _indices(cost, sources, order)
    return None if chosen is None else tuple(sources[i][0] for i in chosen)


def _indices(
    cost: Cost, sources: Sequence[tuple[Hashable, frozenset[str]]], order: list[int]
) -> tuple[int, ...] | None:
    """:func:`pay`'s answer as the sources' indices (ascending), or None. It reads only the
    sources' colours, in their order."""
    if _least(cost) > len(sources):
        return None  # (each source makes one mana: too few to pay even the cheapest way)
    used: list[int] = []
    extra = _match(cost.symbols, 0, sources, order, used)
    if extra is None:
        return None
    need = cost.generic + extra
    rest = [i for i in order if i not in used]
    if len(rest) < need:
        return None
    chosen = set(used)
    chosen.update(rest[:need])
    return tuple(sorted(chosen))  # (ascending: the sources' order)


#: A source's colours (its second item), read in C: Payer keys its memo by them.
_colours_of = itemgetter(1)

#: :func:`_indices` by the sources' colours (a tuple of frozensets, compared by value), then by
#: the cost's identity (the entry keeps its cost alive): a payment depends on nothing else.
_PAID: dict[tuple[frozenset[str], ...], dict[int, tuple[Cost, tuple[int, ...] | None]]] = {}


class Payer:
    """Pays costs from one list of sources, as :func:`pay` would: each answer is remembered by
    the sources' colours and the cost, for the next look with the same colours (a main phase
    asks again and again about the same hand and lands).

    >>> payer = Payer([(1, frozenset("W")), (2, frozenset("W")), (3, frozenset("R"))])
    >>> payer.pay(parse_cost("{1}{W}{W}")), payer.can_pay(parse_cost("{R}{R}"))
    ((1, 2, 3), False)
    """

    __slots__ = ("_memo", "_order", "sources")

    def __init__(self, sources: Sequence[tuple[Hashable, frozenset[str]]]) -> None:
        self.sources = sources
        colours = tuple(map(_colours_of, sources))
        memo = _PAID.get(colours)
        if memo is None:
            if len(_PAID) > 4096:
                _PAID.clear()
            memo = _PAID[colours] = {}
        self._memo = memo
        self._order: list[int] | None = None

    def _chosen(self, cost: Cost) -> tuple[int, ...] | None:
        hit = self._memo.get(id(cost))
        if hit is not None and hit[0] is cost:
            return hit[1]
        if self._order is None:
            self._order = narrowest_first(self.sources)
        chosen = _indices(cost, self.sources, self._order)
        if len(self._memo) > 1024:
            self._memo.clear()
        self._memo[id(cost)] = (cost, chosen)
        return chosen

    def pay(self, cost: Cost) -> tuple[Hashable, ...] | None:
        """The sources (ids, in the sources' order) that pay ``cost``, or None (:func:`pay`)."""
        chosen = self._chosen(cost)
        if chosen is None:
            return None
        sources = self.sources
        return tuple([sources[i][0] for i in chosen])

    def can_pay(self, cost: Cost) -> bool:
        return self._chosen(cost) is not None


def _match(
    symbols: tuple[tuple[str, ...], ...],
    k: int,
    sources: Sequence[tuple[Hashable, frozenset[str]]],
    order: list[int],
    used: list[int],
) -> int | None:
    """Match symbols ``k`` on to sources not in ``used`` (which it extends): the extra generic
    mana the options chosen ask for, or None when they cannot be matched. (A plain function,
    not a closure that calls itself: such a closure is a reference cycle left for the
    collector on every call.)"""
    if k == len(symbols):
        return 0
    for option in symbols[k]:
        if option == "life":
            rest = _match(symbols, k + 1, sources, order, used)
            if rest is not None:
                return rest
            continue
        if option.isdigit():
            rest = _match(symbols, k + 1, sources, order, used)
            if rest is not None:
                return rest + int(option)
            continue
        for i in order:
            if i not in used and option in sources[i][1]:
                used.append(i)
                rest = _match(symbols, k + 1, sources, order, used)
                if rest is not None:
                    return rest
                used.pop()
    return None


#: The colour set of each kind of mana in the pool (one value each: a payment is remembered by
#: its sources' colours, Payer).
POOL_COLOUR = {s: frozenset(s) for s in "WUBRGC"}


def pool_symbols(pool: str) -> list[str]:
    """The mana in a pool ("{W}{W}{C}"), one symbol each, W U B R G or C."""
    return [s if s in "WUBRG" else "C" for s in pool.replace("{", "").replace("}", "")]
