"""Where the cards of one battlefield go: pure geometry, no painting, no widgets.

A battlefield is a row of tiles (a tile is one pile: one card, or identical permanents with a
count). :func:`fit_tiles` finds the largest card height at which every tile fits the room, in
rows that wrap:

- a card is ``CARD_RATIO`` times as tall as it is wide; turned (tapped), as wide as it is tall;
- a Saga is as wide as its chapter text needs at that height (its ``width_for``), so the text a
  player reads is not elided for want of width where the seat has room (see squeezed, below);
- when that makes the cards small, the other permanents go *compact*: half a card high and
  two to a column, so the Sagas keep the room (the larger of the two layouts wins);
- a tile goes into the first row with room for it (first fit), so small cards fill the room
  beside a Saga instead of a row of their own under a wide one;
- the zoom scales the smallest and the largest card height. Where not even the smallest cards
  fit (four seats on a 1024x600 screen under a title bar; a crowded seat of six), shorter ones
  are tried, down to ``SHORT_CARD_HEIGHT``, as long as every Saga's text stays whole (a shorter
  Saga is a wider one); where even those leave a permanent no room, the Sagas are made
  narrower than their whole text asks (*squeezed*): their chapters over take one line each,
  those still to come stay whole (``TileSpec.floor_for``), since a permanent out of sight below
  a scroll bar is worse than a chapter over on one line; if nothing fits even then, the rows
  run on downwards and the battlefield scrolls.

Slots are stable: :func:`stable_order` keeps each pile where it was when another leaves (the
empty slot stays until a pile of the same kind takes it), so a Saga never jumps rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import field

from PySide6.QtCore import QRect

from saga_table.engine.values import dataclass

__all__ = [
    "CARD_RATIO",
    "GAP",
    "SQUEEZE_MIN",
    "ZOOM_STEPS",
    "Slot",
    "TileFit",
    "TileSpec",
    "card_bounds",
    "fit_tiles",
    "next_zoom",
    "place_tiles",
    "stable_order",
    "table_grid",
    "text_px_for_zoom",
]

#: Height / width of a card as the table draws it (a real card is 88 x 63 mm).
CARD_RATIO = 1.4
GAP = 6
#: The smallest and the largest card height at zoom 1 (logical pixels).
MIN_CARD_HEIGHT = 112
MAX_CARD_HEIGHT = 270
#: The shortest card at zoom 1, where not even MIN_CARD_HEIGHT fits (text kept whole).
SHORT_CARD_HEIGHT = 84
#: A compact tile: as wide as this many card heights, half a card high.
COMPACT_WIDTH = 0.78
#: How much larger the compact layout must make the cards to be chosen.
COMPACT_GAIN = 1.15
#: The narrowest a squeezed Saga gets, in card widths at its height, when its tile does not
#: say (``TileSpec.floor_for``).
SQUEEZE_MIN = 1.5
#: The chapter text's size at zoom 1, in pixels.
BASE_TEXT_PX = 10.0
#: The zoom levels Ctrl+plus and Ctrl+minus step through.
ZOOM_STEPS = (0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)


def text_px_for_zoom(zoom: float) -> float:
    """The chapter text's size at ``zoom``.

    >>> text_px_for_zoom(1.0), text_px_for_zoom(1.5)
    (10.0, 15.0)
    """
    return round(BASE_TEXT_PX * zoom, 1)


def card_bounds(zoom: float) -> tuple[int, int]:
    """The smallest and the largest card height at ``zoom``.

    >>> card_bounds(1.0)
    (112, 270)
    """
    return round(MIN_CARD_HEIGHT * zoom), round(MAX_CARD_HEIGHT * zoom)


def next_zoom(zoom: float, direction: int) -> float:
    """The zoom one step in ``direction`` (+1 in, -1 out) from ``zoom``, within the steps.

    >>> next_zoom(1.0, 1), next_zoom(1.0, -1), next_zoom(2.0, 1), next_zoom(1.05, -1)
    (1.1, 0.9, 2.0, 1.0)
    """
    if direction > 0:
        return next((z for z in ZOOM_STEPS if z > zoom + 1e-6), ZOOM_STEPS[-1])
    return next((z for z in reversed(ZOOM_STEPS) if z < zoom - 1e-6), ZOOM_STEPS[0])


@dataclass(frozen=True)
class TileSpec:
    """What the layout needs to know of a tile."""

    saga: bool = False
    tapped: bool = False
    #: The width the card needs at a card height (a Saga's chapter text, another card's name
    #: and type line); None: the plain ratio.
    width_for: Callable[[int], float] | None = field(default=None, compare=False)
    #: Whether the card's text is whole in a tile of this (width, height) (a Saga's chapters);
    #: asked where only cards shorter than the smallest fit. None: always.
    whole_at: Callable[[int, int], bool] | None = field(default=None, compare=False)
    #: The narrowest a Saga may be squeezed at a card height (its chapters to come whole);
    #: None: ``SQUEEZE_MIN`` card widths.
    floor_for: Callable[[int], float] | None = field(default=None, compare=False)


def _card_width(card_h: int) -> int:
    return round(card_h / CARD_RATIO)


def tile_size(
    spec: TileSpec,
    card_h: int,
    *,
    compact: bool,
    gap: int = GAP,
    saga_cap: int | None = None,
    readable: bool = True,
) -> tuple[int, int]:
    """A tile's (width, height) at ``card_h`` (a Saga at most ``saga_cap`` wide, when given,
    but never narrower than its floor (``readable``: its chapters to come whole; else
    ``SQUEEZE_MIN`` card widths), nor than a card).

    >>> tile_size(TileSpec(), 140, compact=False)
    (100, 140)
    >>> tile_size(TileSpec(tapped=True), 140, compact=False)
    (140, 100)
    >>> tile_size(TileSpec(), 140, compact=True)
    (109, 67)
    """
    if spec.saga:
        width = _card_width(card_h)
        if spec.width_for is not None:
            wanted = round(spec.width_for(card_h))
            if saga_cap is not None and wanted > saga_cap:
                floor = (
                    spec.floor_for(card_h)
                    if readable and spec.floor_for is not None
                    else SQUEEZE_MIN * _card_width(card_h)
                )
                wanted = min(wanted, max(saga_cap, round(floor)))
            width = max(width, wanted)
        return width, card_h
    if compact:
        return round(card_h * COMPACT_WIDTH), (card_h - gap) // 2
    if spec.tapped:
        # on its side: as wide as a card is tall, or as its name and type line need at the
        # height it has now (as the card upright grows sideways for them)
        height = _card_width(card_h)
        width = card_h
        if spec.width_for is not None:
            width = max(width, round(spec.width_for(height)))
        return width, height
    width = _card_width(card_h)
    if spec.width_for is not None:  # a name or type line that needs a wider card
        width = max(width, round(spec.width_for(card_h)))
    return width, card_h


def place_tiles(
    specs: Sequence[TileSpec | None],
    width: int,
    card_h: int,
    *,
    compact: bool = False,
    gap: int = GAP,
    holes: Sequence[bool] = (),
    saga_cap: int | None = None,
    readable: bool = True,
) -> tuple[list[QRect | None], int]:
    """Each tile's rectangle at ``card_h`` in rows ``width`` wide, and the height they take.
    ``None`` (or a tile marked in ``holes``) is an empty slot: it takes its room and gets no
    rectangle. In a compact layout every tile but a Saga is half high, two to a column.
    ``saga_cap`` and ``readable``: how narrow a Saga may be (a squeezed layout: tile_size).

    >>> specs = [TileSpec(), TileSpec(), TileSpec(saga=True)]
    >>> rects, height = place_tiles(specs, 400, 140, compact=True)
    >>> [(r.x(), r.y(), r.width(), r.height()) for r in rects], height
    ([(0, 0, 109, 67), (0, 73, 109, 67), (115, 0, 100, 140)], 140)
    """
    rects: list[QRect | None] = []
    # A tile goes into the first row with room for it (first fit), so a small card fills the
    # room beside a Saga rather than open a row of its own under a wide one.
    rows: list[_Row] = []
    for index, spec in enumerate(specs):
        hole = spec is None or (index < len(holes) and holes[index])
        shape = spec if spec is not None else TileSpec()
        w, h = tile_size(
            shape, card_h, compact=compact, gap=gap, saga_cap=saga_cap, readable=readable
        )
        w = min(w, max(1, width - 1))  # a Saga wider than the row gets the row
        half = compact and not shape.saga
        if half:
            at = next((i for i, row in enumerate(rows) if row.column is not None), None)
            if at is not None:
                column, rows[at].column = rows[at].column, None
                assert column is not None
                rects.append(
                    None if hole else QRect(column, at * (card_h + gap) + card_h - h, w, h)
                )
                continue
        at = next((i for i, row in enumerate(rows) if row.x + w <= width), len(rows))
        if at == len(rows):
            rows.append(_Row())
        row, y = rows[at], at * (card_h + gap)
        # A turned card is shorter than the row: it sits at the bottom of it (the first half
        # tile of a compact column, at its top).
        rects.append(None if hole else QRect(row.x, y if half else y + (card_h - h), w, h))
        if half:
            row.column = row.x
        row.x += w + gap
    return rects, (len(rows) * (card_h + gap) - gap if rows else 0)


class _Row:
    """A row being filled: where its next tile goes, and the x of a compact column of its whose
    bottom half is free."""

    __slots__ = ("column", "x")

    def __init__(self) -> None:
        self.x = 0
        self.column: int | None = None


@dataclass(frozen=True, slots=True)
class TileFit:
    """Where each tile goes, at which card size."""

    card_height: int
    rects: tuple[QRect | None, ...]
    compact: bool = False
    #: The height the tiles take (more than the room when they overflow).
    height: int = 0
    #: The widest a Saga is (None: each as wide as its whole text asks).
    saga_cap: int | None = None
    #: Squeezed no narrower than its chapters to come need (False: down to SQUEEZE_MIN).
    readable: bool = True


def fit_tiles(
    specs: Sequence[TileSpec | None],
    width: int,
    height: int,
    *,
    zoom: float = 1.0,
    gap: int = GAP,
    holes: Sequence[bool] = (),
) -> TileFit:
    """The largest card height (within :func:`card_bounds` for ``zoom``) at which every tile
    fits ``width`` x ``height``. With Sagas on the battlefield the compact layout is tried too,
    and wins when it makes the cards (so the Sagas) clearly larger. Where not even the
    smallest height fits, shorter cards, down to ``SHORT_CARD_HEIGHT``, where every tile's
    text stays whole. If nothing fits even then, the layout at the smallest height that takes
    the least room, overflowing downwards.

    >>> fit = fit_tiles([TileSpec()] * 7, 930, 160)
    >>> fit.card_height, fit.compact, len(fit.rects)
    (160, False, 7)
    >>> fit_tiles([TileSpec()] * 7, 930, 400).card_height   # two rows now fit
    197
    >>> fit_tiles([TileSpec(saga=True)] * 3 + [TileSpec()] * 4, 600, 160).compact
    True
    >>> fit_tiles([TileSpec()] * 3, 930, 100).card_height   # a short row: shorter cards
    100
    """
    low_bound, high_bound = card_bounds(zoom)
    best = _best_fit(specs, width, height, low_bound, high_bound, gap, holes)
    if best is None:  # not even the smallest cards fit: shorter ones, where text stays whole
        short = round(SHORT_CARD_HEIGHT * zoom)
        best = _best_fit(specs, width, height, short, low_bound - 1, gap, holes, whole=True)
    if best is None:  # a permanent would be out of sight: narrower Sagas
        short = round(SHORT_CARD_HEIGHT * zoom)
        best = _squeezed(specs, width, height, short, low_bound, gap, holes, readable=True)
    if best is None:  # even so: narrower still (their rows' text shows whole on hover and Z)
        best = _squeezed(specs, width, height, short, low_bound, gap, holes, readable=False)
    if best is None:
        others = any(s is not None and not s.saga for s in specs)
        choices = []
        for compact in (False, True) if others else (False,):
            rects, used = place_tiles(
                specs, width, low_bound, compact=compact, gap=gap, holes=holes
            )
            choices.append(TileFit(low_bound, tuple(rects), compact, used))
        best = min(choices, key=lambda fit: fit.height)
    return best


def _best_fit(
    specs: Sequence[TileSpec | None],
    width: int,
    height: int,
    low: int,
    high: int,
    gap: int,
    holes: Sequence[bool],
    *,
    whole: bool = False,
) -> TileFit | None:
    """The largest card height from ``low`` to ``high`` at which the tiles fit, plain or (with
    Sagas and other permanents) compact; with ``whole``, only where every tile's text is whole."""
    sagas = any(s is not None and s.saga for s in specs)
    others = any(s is not None and not s.saga for s in specs)
    best: TileFit | None = None
    for compact in (False, True) if sagas and others else (False,):
        found = _largest(specs, width, height, low, high, compact, gap, holes)
        if found is None:
            continue
        if best is None or (compact and found >= best.card_height * COMPACT_GAIN):
            rects, used = place_tiles(specs, width, found, compact=compact, gap=gap, holes=holes)
            if whole and not _whole(specs, rects):
                continue
            best = TileFit(found, tuple(rects), compact, used)
    return best


def _squeezed(
    specs: Sequence[TileSpec | None],
    width: int,
    height: int,
    low: int,
    high: int,
    gap: int,
    holes: Sequence[bool],
    *,
    readable: bool,
) -> TileFit | None:
    """Every tile in the room with the Sagas narrower than their whole text asks: the tallest
    cards (``low`` to ``high``) at which the tiles fit with each Saga at its floor (``readable``:
    its chapters to come whole; else ``SQUEEZE_MIN`` card widths), then at that height the
    widest Sagas that still fit. None when even that does not fit, or when there is no Saga to
    squeeze."""
    if not any(s is not None and s.saga for s in specs):
        return None
    others = any(s is not None and not s.saga for s in specs)
    best: TileFit | None = None
    for compact in (False, True) if others else (False,):

        def place(card_h: int, cap: int, compact: bool = compact) -> tuple[list[QRect | None], int]:
            return place_tiles(
                specs,
                width,
                card_h,
                compact=compact,
                gap=gap,
                holes=holes,
                saga_cap=cap,
                readable=readable,
            )

        if not _inside(place(low, 0), width, height):
            continue  # not even the shortest cards (the narrowest) fit: no height will
        # the tallest cards with every Saga at its floor (cap 0), then the widest cap there
        found = _greatest(
            low, max(low, min(high, height)), lambda h: _inside(place(h, 0), width, height)
        )
        if found is None or (best is not None and found <= best.card_height):
            continue

        def capped_fits(cap: int, card_h: int = found) -> bool:
            return _inside(place(card_h, cap), width, height)

        cap = _greatest(0, width, capped_fits) or 0
        rects, used = place(found, cap)
        best = TileFit(found, tuple(rects), compact, used, saga_cap=cap, readable=readable)
    return best


def _inside(placed: tuple[list[QRect | None], int], width: int, height: int) -> bool:
    """Whether tiles placed by :func:`place_tiles` stay inside ``width`` x ``height``."""
    rects, used = placed
    return used <= height and all(r is None or r.right() < width for r in rects)


def _greatest(low: int, high: int, ok: Callable[[int], bool]) -> int | None:
    """The greatest value from ``low`` to ``high`` for which ``ok`` holds, by bisection (as if
    it held up to some value and not past it); None when bisection finds none.

    >>> _greatest(84, 112, lambda h: h <= 100), _greatest(84, 112, lambda h: False)
    (100, None)
    """
    found: int | None = None
    while low <= high:
        middle = (low + high) // 2
        if ok(middle):
            found, low = middle, middle + 1
        else:
            high = middle - 1
    return found


def _whole(specs: Sequence[TileSpec | None], rects: Sequence[QRect | None]) -> bool:
    """Whether every tile's text is whole in its rectangle (an empty slot has none)."""
    return all(
        s is None or r is None or s.whole_at is None or s.whole_at(r.width(), r.height())
        for s, r in zip(specs, rects, strict=True)
    )


def _largest(
    specs: Sequence[TileSpec | None],
    width: int,
    height: int,
    low: int,
    high: int,
    compact: bool,
    gap: int,
    holes: Sequence[bool],
) -> int | None:
    return _greatest(
        low,
        max(low, min(high, height)),
        lambda h: _inside(
            place_tiles(specs, width, h, compact=compact, gap=gap, holes=holes), width, height
        ),
    )


# ----------------------------------------------------------------------------- stable slots


@dataclass(frozen=True, slots=True)
class Slot:
    """A place in the row: a pile's key, or (``key`` None) the room a pile left, which keeps
    its kind so the cards after it do not move."""

    key: str | None
    saga: bool = False
    land: bool = False
    #: An empty slot: the key of the pile that left it.
    was: str | None = None


def stable_order(previous: Sequence[Slot], current: Sequence[tuple[str, bool, bool]]) -> list[Slot]:
    """The slots for the piles ``current`` (key, saga, land), keeping each pile that stays in
    its slot. A pile that left leaves an empty slot; a new pile takes the first empty slot of
    its kind, else goes after the last of its kind (Sagas, then lands, then the rest). Empty
    slots at the end are dropped.

    >>> a, b, c = ("a", True, False), ("b", True, False), ("c", True, False)
    >>> order = stable_order([], [a, b, c])
    >>> [s.key for s in stable_order(order, [a, c])]      # b left: c stays where it was
    ['a', None, 'c']
    >>> [s.key for s in stable_order(stable_order(order, [a, c]), [a, c, ("d", True, False)])]
    ['a', 'd', 'c']
    """
    keys = {key for key, _saga, _land in current}
    slots = [
        s if s.key is None or s.key in keys else Slot(None, s.saga, s.land, s.key) for s in previous
    ]
    placed = {s.key for s in slots if s.key is not None}
    for key, saga, land in current:
        if key in placed:
            continue
        land = land and not saga
        new = Slot(key, saga, land)
        hole = next(
            (i for i, s in enumerate(slots) if s.key is None and s.saga == saga and s.land == land),
            None,
        )
        if hole is not None:
            slots[hole] = new
        else:
            slots.insert(_after_kind(slots, saga, land), new)
        placed.add(key)
    while slots and slots[-1].key is None:
        slots.pop()
    return slots


def _after_kind(slots: Sequence[Slot], saga: bool, land: bool) -> int:
    """Where a new pile goes: after the last slot of its kind (or of the kinds before it)."""
    if not saga and not land:
        return len(slots)
    kinds = [(True, False)] if saga else [(False, True), (True, False)]
    for kind in kinds:
        last = max(
            (i for i, s in enumerate(slots) if (s.saga, s.land and not s.saga) == kind),
            default=-1,
        )
        if last >= 0:
            return last + 1
    return 0


def table_grid(players: int) -> list[tuple[int, int]]:
    """(row, column) of each player's area: one column up to four players, then two.

    >>> table_grid(4)
    [(0, 0), (1, 0), (2, 0), (3, 0)]
    >>> table_grid(6)[3:]
    [(0, 1), (1, 1), (2, 1)]
    """
    if players <= 4:
        return [(i, 0) for i in range(players)]
    rows = -(-players // 2)
    return [(i % rows, i // rows) for i in range(players)]
