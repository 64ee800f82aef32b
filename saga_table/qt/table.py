"""The table: a seat and a battlefield per player, laid out to fit the window without scrolling.

A battlefield shows each permanent as a painted card. Plain lands with the same name and tapped
state pile up as one card with a count, and so do identical plain tokens, so a dozen permanents
make half a dozen piles. :func:`fit_tiles` (pure) picks the largest card size at which every pile
fits the room the battlefield has; tapped cards are turned, so they take a card's height in width.

Each player sits in a row: the seat on the left, the battlefield beside it. Four players take
four rows; five to eight take two columns of rows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from saga_table.qt.models.battlefield import BattlefieldModel, PermanentRow, pile_key
from saga_table.qt.models.zones import decode_card_mime
from saga_table.qt.widgets._card_base import CardWidgetBase
from saga_table.qt.widgets.card_widget import make_card_widget
from saga_table.qt.widgets.saga_widget import SagaCardWidget
from saga_table.qt.widgets.view import CardView

__all__ = [
    "CARD_RATIO",
    "BattlefieldView",
    "Pile",
    "PlayerArea",
    "TableView",
    "TileFit",
    "fit_tiles",
    "piles",
    "table_grid",
]

#: Height / width of a card as the table draws it (a real card is 88 x 63 mm).
CARD_RATIO = 1.4
#: The largest and the smallest card height the table uses.
MAX_CARD_HEIGHT = 250
MIN_CARD_HEIGHT = 96
GAP = 6


# ----------------------------------------------------------------------------- pure geometry


@dataclass(frozen=True, slots=True)
class Pile:
    """Permanents shown as one card: the first one's view, and how many there are."""

    key: str
    ids: tuple[int, ...]
    view: CardView

    @property
    def count(self) -> int:
        return len(self.ids)


def piles(rows: Sequence[PermanentRow]) -> list[Pile]:
    """Group rows into piles, keeping the order in which each pile first appears; lands go
    first, as players lay them out nearest to themselves."""
    order: list[str] = []
    grouped: dict[str, list[PermanentRow]] = {}
    for row in rows:
        key = pile_key(row)
        if key not in grouped:
            grouped[key] = []
            order.append(key)
        grouped[key].append(row)
    lands = [k for k in order if grouped[k][0].plain_land]
    others = [k for k in order if not grouped[k][0].plain_land]
    return [
        Pile(key, tuple(r.view.object_id for r in grouped[key]), grouped[key][0].view)
        for key in (*lands, *others)
    ]


@dataclass(frozen=True, slots=True)
class TileFit:
    """Where each tile goes, at which card size."""

    card_height: int
    rects: tuple[QRect, ...]


def tile_width(card_height: int, tapped: bool) -> int:
    width = round(card_height / CARD_RATIO)
    return card_height if tapped else width


def fit_tiles(
    tapped: Sequence[bool],
    width: int,
    height: int,
    *,
    max_height: int = MAX_CARD_HEIGHT,
    min_height: int = MIN_CARD_HEIGHT,
    gap: int = GAP,
) -> TileFit:
    """The largest card height (between the bounds) at which every tile fits ``width`` x
    ``height`` in rows, and each tile's rectangle. A tapped tile is turned: it is as wide as a
    card is tall. If nothing fits even at ``min_height``, the tiles overflow downwards.

    >>> fit = fit_tiles([False] * 7, 930, 160)
    >>> fit.card_height, len(fit.rects)
    (154, 7)
    >>> fit_tiles([False] * 7, 930, 400).card_height   # two rows now fit
    194
    """
    best = min_height
    low, high = min_height, max(min_height, min(max_height, height - gap))
    while low <= high:
        middle = (low + high) // 2
        if _rows_needed(tapped, width, middle, gap) * (middle + gap) <= height:
            best = middle
            low = middle + 1
        else:
            high = middle - 1
    return TileFit(best, tuple(_place(tapped, width, best, gap)))


def _rows_needed(tapped: Sequence[bool], width: int, card_height: int, gap: int) -> int:
    rows, x = 1, 0
    for t in tapped:
        w = tile_width(card_height, t)
        if x and x + w > width:
            rows += 1
            x = 0
        x += w + gap
    return rows


def _place(tapped: Sequence[bool], width: int, card_height: int, gap: int) -> list[QRect]:
    rects: list[QRect] = []
    x = y = 0
    for t in tapped:
        w = tile_width(card_height, t)
        if x and x + w > width:
            x = 0
            y += card_height + gap
        # A turned card is as tall as the card is wide: it sits at the bottom of its row.
        h = tile_width(card_height, False) if t else card_height
        rects.append(QRect(x, y + (card_height - h), w, h))
        x += w + gap
    return rects


def table_grid(players: int) -> list[tuple[int, int]]:
    """(row, column) of each player's area: one column up to four players, then two.

    >>> table_grid(4)
    [(0, 0), (1, 0), (2, 0), (3, 0)]
    >>> table_grid(6)[3:]
    [(0, 1), (1, 1), (2, 1)]
    """
    if players <= 4:
        return [(i, 0) for i in range(players)]
    rows = math.ceil(players / 2)
    return [(i % rows, i // rows) for i in range(players)]


# ----------------------------------------------------------------------------- widgets


class _Tile(QWidget):
    """One pile: a painted card, with a count badge when several permanents share it."""

    def __init__(self, card: CardWidgetBase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        card.setParent(self)
        self.badge = QLabel(self)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setAutoFillBackground(True)
        palette = self.badge.palette()
        palette.setColor(QPalette.ColorRole.Window, palette.color(QPalette.ColorRole.Highlight))
        palette.setColor(
            QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.HighlightedText)
        )
        self.badge.setPalette(palette)
        font = self.badge.font()
        font.setBold(True)
        self.badge.setFont(font)
        self.badge.hide()
        self.count = 1
        self.setFocusProxy(card)

    def set_count(self, count: int) -> None:
        if count == self.count:
            return
        self.count = count
        self.badge.setVisible(count > 1)
        self.badge.setText(f"×{count}")
        self.badge.setAccessibleName(
            self.tr("{count} of them").format(count=count) if count > 1 else ""
        )
        self._place_badge()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.card.setGeometry(self.rect())
        self._place_badge()
        super().resizeEvent(event)

    def _place_badge(self) -> None:
        hint = self.badge.sizeHint()
        w = max(hint.width() + 8, 28)
        self.badge.setGeometry(self.width() - w - 4, 4, w, hint.height() + 2)
        self.badge.raise_()


class BattlefieldView(QWidget):
    """The permanents one player controls, as piles of painted cards.

    Signals (intents, for the window to turn into actions):
        lore_change_requested(object_id, delta): a Saga's dial was turned.
        tap_toggle_requested(object_id): a card was double-clicked.
        flip_requested(object_id): a double-faced card's flip button.
        context_menu_requested(object_id, global_pos): right click on a card.
        card_dropped(object_id, player): a card from a hand was dropped here.
    """

    lore_change_requested = Signal(int, int)
    tap_toggle_requested = Signal(int)
    flip_requested = Signal(int)
    context_menu_requested = Signal(int, QPoint)
    card_dropped = Signal(int, int)

    def __init__(self, model: BattlefieldModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._tiles: dict[str, _Tile] = {}
        self._order: list[str] = []
        self._fit: TileFit | None = None
        self.setAcceptDrops(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(MIN_CARD_HEIGHT)
        self.empty_label = QLabel(self.tr("No permanents"), self)
        self.empty_label.setEnabled(False)
        model.rowsInserted.connect(self.rebuild)
        model.rowsRemoved.connect(self.rebuild)
        model.dataChanged.connect(self.rebuild)
        model.modelReset.connect(self.rebuild)
        self.rebuild()

    # ---------------------------------------------------------------- reading

    def piles(self) -> list[Pile]:
        return piles([self.model.row_value(r) for r in range(self.model.rowCount())])

    def card_widgets(self) -> list[CardWidgetBase]:
        """The card widgets in pile order."""
        return [self._tiles[key].card for key in self._order]

    def card_widget(self, object_id: int) -> CardWidgetBase | None:
        """The card showing ``object_id`` (itself, or the pile it lies in)."""
        for key in self._order:
            tile = self._tiles[key]
            if tile.card.object_id() == object_id:
                return tile.card
        for pile in self.piles():
            if object_id in pile.ids:
                return self._tiles[pile.key].card
        return None

    def saga_widgets(self) -> list[SagaCardWidget]:
        return [w for w in self.card_widgets() if isinstance(w, SagaCardWidget)]

    def card_height(self) -> int:
        return self._fit.card_height if self._fit is not None else 0

    def tile_rects(self) -> list[QRect]:
        return [self._tiles[key].geometry() for key in self._order]

    # ---------------------------------------------------------------- refreshing

    def rebuild(self, *_args: object) -> None:
        """Bring the piles to the model's rows. Only what changed is touched: a card whose view
        is the same is not repainted, and the tiles are placed anew only when piles came, went,
        moved or turned."""
        current = self.piles()
        keep = {p.key for p in current}
        placed = len(keep) == len(self._tiles)
        for key in list(self._tiles):
            if key not in keep:
                gone = self._tiles.pop(key)
                gone.hide()
                gone.deleteLater()
                placed = False
        for pile in current:
            tile: _Tile | None = self._tiles.get(pile.key)
            if tile is not None and isinstance(tile.card, SagaCardWidget) != pile.view.is_saga:
                tile.hide()
                tile.deleteLater()
                tile = None
            if tile is None:
                tile = self._make_tile(pile.view)
                self._tiles[pile.key] = tile
                placed = False
            else:
                old = tile.card.view()
                if old is not None and old.tapped != pile.view.tapped:
                    placed = False
                tile.card.set_view(pile.view)
            tile.set_count(pile.count)
            if tile.isHidden():
                tile.show()
        order = [p.key for p in current]
        if order != self._order:
            placed = False
        self._order = order
        if self.empty_label.isHidden() == (not current):
            self.empty_label.setVisible(not current)
        if not placed or self._fit is None:
            self._relayout()

    def _make_tile(self, view: CardView) -> _Tile:
        card = make_card_widget(view)
        card.tap_toggle_requested.connect(self.tap_toggle_requested)
        card.context_menu_requested.connect(self.context_menu_requested)
        flip = getattr(card, "flip_requested", None)
        if flip is not None:
            flip.connect(self.flip_requested)
        if isinstance(card, SagaCardWidget):
            card.lore_change_requested.connect(self.lore_change_requested)
        return _Tile(card, self)

    def _relayout(self) -> None:
        tiles = [self._tiles[key] for key in self._order]
        tapped = [bool(t.card.view() and t.card.view().tapped) for t in tiles]  # type: ignore[union-attr]
        self._fit = fit_tiles(tapped, max(1, self.width()), max(1, self.height()))
        for tile, rect in zip(tiles, self._fit.rects, strict=True):
            tile.setGeometry(rect)
        self.empty_label.setGeometry(0, 0, self.width(), self.empty_label.sizeHint().height())

    # ---------------------------------------------------------------- Qt overrides

    def sizeHint(self) -> QSize:
        return QSize(600, MAX_CARD_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, MIN_CARD_HEIGHT)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self._take_card_drag(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self._take_card_drag(event)

    def _take_card_drag(self, event: QDragMoveEvent) -> None:
        if decode_card_mime(event.mimeData()) is not None:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        object_id = decode_card_mime(event.mimeData())
        if object_id is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self.card_dropped.emit(object_id, self.model.player)


class PlayerArea(QFrame):
    """A player's place at the table: their seat, and their battlefield beside it."""

    def __init__(
        self,
        seat: QWidget,
        battlefield: BattlefieldView,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self.battlefield = battlefield
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("PlayerArea")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(seat)
        column.addStretch(1)
        layout.addLayout(column)
        layout.addWidget(battlefield, 1)

    def set_active(self, active: bool) -> None:
        """The active player's area is outlined (repainted only when that changes)."""
        shadow = QFrame.Shadow.Plain if active else QFrame.Shadow.Sunken
        if self.frameShadow() != shadow:
            self.setFrameShadow(shadow)
        if self.lineWidth() != (2 if active else 1):
            self.setLineWidth(2 if active else 1)


class TableView(QWidget):
    """Every player's area, arranged by :func:`table_grid`."""

    def __init__(
        self,
        areas: Sequence[PlayerArea],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.areas = list(areas)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        for area, (row, column) in zip(self.areas, table_grid(len(self.areas)), strict=True):
            grid.addWidget(area, row, column)
        rows = max((r for r, _c in table_grid(len(self.areas))), default=0) + 1
        for row in range(rows):
            grid.setRowStretch(row, 1)
