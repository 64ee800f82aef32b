"""A player's battlefield: the permanents they control as piles of painted cards.

Plain lands with the same name and tapped state pile up as one card with a count, and so do
identical plain tokens. Where the piles go is pure geometry (:mod:`saga_table.qt.table_layout`):
a Saga as wide as its chapter text needs, the other cards compact when room is short, stable
slots, and a scroll when nothing fits at the smallest size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from saga_table.engine.values import dataclass
from saga_table.qt.models.battlefield import BattlefieldModel, PermanentRow, pile_key
from saga_table.qt.models.zones import decode_card_mime
from saga_table.qt.table_layout import (
    CARD_RATIO,
    Slot,
    TileFit,
    TileSpec,
    card_bounds,
    fit_tiles,
    stable_order,
    text_px_for_zoom,
)
from saga_table.qt.viewports import own_viewport
from saga_table.qt.widgets._card_base import CARD_MARGIN, CardWidgetBase
from saga_table.qt.widgets.view import CardView

if TYPE_CHECKING:
    # The card widgets' modules (a card, a Saga and its lore dial: ~125 KB of bytecode) are
    # imported with the first card on a battlefield (or after the window's first paint,
    # :func:`import_card_widgets`): the demo's first table has none.
    from saga_table.qt.widgets.card_widget import CardWidget
    from saga_table.qt.widgets.saga_widget import SagaCardWidget

__all__ = ["BattlefieldScroll", "BattlefieldView", "Pile", "import_card_widgets", "piles"]


def import_card_widgets() -> None:
    """Import the card widgets' modules now (the app does once its window has been painted, so
    that the first card put onto the battlefield, or the first preview, does not wait for it)."""
    import saga_table.qt.widgets.card_widget
    import saga_table.qt.widgets.saga_widget  # noqa: F401


#: The widest a Saga grows for its chapter text, in card heights.
SAGA_MAX_WIDTH = 3.6
#: The widest another card gets for its name, and for its type line, in card heights.
CARD_MAX_WIDTH = 2.0
CARD_MAX_WIDTH_FOR_TYPE = 2.0


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
    """Group rows into piles, keeping the order in which each pile first appears: Sagas
    first (what the table is for: they stay in view when a crowded battlefield scrolls), then
    lands, then the rest."""
    order: list[str] = []
    grouped: dict[str, list[PermanentRow]] = {}
    for row in rows:
        key = pile_key(row)
        if key not in grouped:
            grouped[key] = []
            order.append(key)
        grouped[key].append(row)
    sagas = [k for k in order if grouped[k][0].view.is_saga]
    lands = [k for k in order if grouped[k][0].plain_land and k not in sagas]
    others = [k for k in order if k not in sagas and k not in lands]
    return [
        Pile(key, tuple(r.view.object_id for r in grouped[key]), grouped[key][0].view)
        for key in (*sagas, *lands, *others)
    ]


# ----------------------------------------------------------------------------- widgets


class _Tile(QWidget):
    """One pile: a painted card, with a count badge when several permanents share it."""

    def __init__(self, card: CardWidgetBase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from saga_table.qt.widgets.card_widget import CardWidget

        self.card = card
        #: A card other than a Saga: its name makes room for the count badge.
        self._plain_card = isinstance(card, CardWidget)
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
        top = 4.0
        if self._plain_card:  # the name stops before the badge, or the badge goes down a row
            card = cast("CardWidget", self.card)
            card.set_title_inset(w + 4 if self.count > 1 else 0)
            low = card.badge_top() if self.count > 1 else None
            if low is not None:
                top = low
        self.badge.setGeometry(self.width() - w - 4, round(top), w, hint.height() + 2)
        self.badge.raise_()


class BattlefieldView(QWidget):
    """The permanents one player controls, as piles of painted cards, in stable slots.

    Signals (intents, for the window to turn into actions):
        lore_change_requested(object_id, delta): a Saga's dial was turned.
        tap_toggle_requested(object_id): a card was double-clicked.
        flip_requested(object_id): a double-faced card's flip button.
        context_menu_requested(object_id, global_pos): right click on a card.
        card_dropped(object_id, player): a card from a hand was dropped here.
        zoom_requested(direction): Ctrl+wheel over the battlefield (+1 in, -1 out).
    """

    lore_change_requested = Signal(int, int)
    tap_toggle_requested = Signal(int)
    flip_requested = Signal(int)
    context_menu_requested = Signal(int, QPoint)
    card_dropped = Signal(int, int)
    zoom_requested = Signal(int)

    def __init__(self, model: BattlefieldModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._tiles: dict[str, _Tile] = {}
        #: Each pile's permanents as last shown (a focused pile that goes hands the keyboard to
        #: the pile its card went to: rebuild).
        self._pile_ids: dict[str, tuple[int, ...]] = {}
        self._order: list[str] = []
        self._slots: list[Slot] = []
        self._specs: dict[str, TileSpec] = {}
        self._fit: TileFit | None = None
        self._zoom = 1.0
        self._wheel = 0
        self.setAcceptDrops(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.empty_label = QLabel(self.tr("No permanents"), self)
        self.empty_label.setEnabled(False)
        model.rowsInserted.connect(self.rebuild)
        model.rowsRemoved.connect(self.rebuild)
        model.dataChanged.connect(self.rebuild)
        model.modelReset.connect(self._reset)
        self.rebuild()

    # ---------------------------------------------------------------- reading

    def piles(self) -> list[Pile]:
        return piles([self.model.row_value(r) for r in range(self.model.rowCount())])

    def card_widgets(self) -> list[CardWidgetBase]:
        """The card widgets in slot order."""
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
        if not self._tiles:
            return []  # (no card yet: the card widgets' modules may not be imported)
        from saga_table.qt.widgets.saga_widget import SagaCardWidget

        return [w for w in self.card_widgets() if isinstance(w, SagaCardWidget)]

    def card_height(self) -> int:
        return self._fit.card_height if self._fit is not None else 0

    def compact(self) -> bool:
        """Whether the permanents other than Sagas are shown compact (half high)."""
        return self._fit is not None and self._fit.compact

    def tile_rects(self) -> list[QRect]:
        return [self._tiles[key].geometry() for key in self._order]

    def slots(self) -> list[Slot]:
        return list(self._slots)

    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, zoom: float) -> None:
        """Card sizes and the chapter text scale with ``zoom`` (1: the default)."""
        if zoom == self._zoom:
            return
        self._zoom = zoom
        self._specs.clear()
        from saga_table.qt.widgets.saga_widget import SagaCardWidget

        for tile in self._tiles.values():
            if isinstance(tile.card, SagaCardWidget):
                tile.card.set_text_px(text_px_for_zoom(zoom))
        self._relayout()

    def content_height(self) -> int:
        """The height the cards take (more than the room when they overflow)."""
        return self._fit.height if self._fit is not None else 0

    # ---------------------------------------------------------------- refreshing

    def _reset(self) -> None:
        self._slots = []
        self.rebuild()

    def rebuild(self, *_args: object) -> None:
        """Bring the piles to the model's rows. Only what changed is touched: a card whose view
        is the same is not repainted, and the tiles are placed anew only when piles came, went
        or turned. A pile keeps its slot when another leaves."""
        current = self.piles()
        if current:  # the card widgets' modules: imported with the first card, not before
            from saga_table.qt.widgets.saga_widget import SagaCardWidget
        keep = {p.key for p in current}
        placed = len(keep) == len(self._tiles)
        followed: tuple[int, ...] = ()
        for key in list(self._tiles):
            if key not in keep:
                gone = self._tiles.pop(key)
                if gone.card.hasFocus():
                    # (the keyboard's card changed piles: the second Plains of two tapped with
                    # T; hidden, Qt would hand the focus to the next card, the Mountain)
                    followed = self._pile_ids.get(key, ())
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
                if old is not None and pile.view.is_saga and old.chapters != pile.view.chapters:
                    placed = False
                tile.card.set_view(pile.view)
            tile.set_count(pile.count)
            if tile.isHidden():
                tile.show()
        self._pile_ids = {p.key: p.ids for p in current}
        if followed:
            to = next((p.key for p in current if set(p.ids) & set(followed)), None)
            if to is not None:
                self._tiles[to].card.setFocus(Qt.FocusReason.OtherFocusReason)
        slots = stable_order(
            self._slots, [(p.key, p.view.is_saga, _is_land(p.view)) for p in current]
        )
        order = [s.key for s in slots if s.key is not None]
        if slots != self._slots:
            placed = False
        self._slots = slots
        self._order = order
        if self.empty_label.isHidden() == (not current):
            self.empty_label.setVisible(not current)
        if not placed or self._fit is None:
            self._relayout()

    def _make_tile(self, view: CardView) -> _Tile:
        from saga_table.qt.widgets.card_widget import make_card_widget
        from saga_table.qt.widgets.saga_widget import SagaCardWidget

        card = make_card_widget(view)
        card.fill_tile = True
        card.tap_toggle_requested.connect(self.tap_toggle_requested)
        card.context_menu_requested.connect(self.context_menu_requested)
        flip = getattr(card, "flip_requested", None)
        if flip is not None:
            flip.connect(self.flip_requested)
        if isinstance(card, SagaCardWidget):
            card.lore_change_requested.connect(self.lore_change_requested)
            card.set_text_px(text_px_for_zoom(self._zoom))
        return _Tile(card, self)

    def _spec(self, key: str) -> TileSpec:
        tile = self._tiles.get(key)
        view = tile.card.view() if tile is not None else None
        known = self._specs.get(key)
        if view is None:
            return known or TileSpec()
        if known is not None and known.tapped == view.tapped:
            return known
        if view.is_saga:
            from saga_table.qt.widgets.saga_widget import saga_fits_whole, saga_width_needed

            font = tile.card.font() if tile is not None else self.font()
            px = text_px_for_zoom(self._zoom)
            saga_view = view
            margin = 2 * CARD_MARGIN

            def needed(to_come: bool) -> Callable[[int], float]:
                def width_for(card_h: int) -> float:
                    inner = card_h - margin
                    return (
                        saga_width_needed(
                            saga_view,
                            inner,
                            font,
                            px,
                            narrowest=inner / CARD_RATIO,
                            widest=inner * SAGA_MAX_WIDTH,
                            to_come=to_come,
                        )
                        + margin
                    )

                return width_for

            def whole_at(width: int, card_h: int) -> bool:
                return saga_fits_whole(saga_view, card_h - margin, width - margin, font, px)

            spec = TileSpec(
                saga=True,
                tapped=view.tapped,
                width_for=needed(False),
                whole_at=whole_at,
                floor_for=needed(True),  # squeezed: the chapters to come whole
            )
        else:
            from saga_table.qt.widgets.card_widget import card_width_needed

            font = tile.card.font() if tile is not None else self.font()
            card_view = view
            margin = 2 * CARD_MARGIN

            # (a card on its side is asked at its lower height: it may grow as wide as it
            # could upright, CARD_RATIO times as wide for its height)
            stretch = CARD_RATIO if view.tapped else 1.0

            def card_width_for(card_h: int) -> float:
                inner = card_h - margin
                return (
                    card_width_needed(
                        card_view,
                        inner,
                        font,
                        narrowest=inner / CARD_RATIO,
                        widest=inner * CARD_MAX_WIDTH * stretch,
                        widest_for_type=inner * CARD_MAX_WIDTH_FOR_TYPE * stretch,
                    )
                    + margin
                )

            spec = TileSpec(tapped=view.tapped, width_for=card_width_for)
        self._specs[key] = spec
        return spec

    def room(self) -> QSize:
        """The room the cards have: the scroll area's view when the battlefield is in one."""
        parent = self.parentWidget()
        area = parent.parentWidget() if parent is not None else None
        if isinstance(area, QScrollArea) and parent is area.viewport():
            return parent.size()
        return self.size()

    def _relayout(self) -> None:
        for key in [k for k in self._specs if k not in self._tiles]:
            if not any(s.was == key for s in self._slots):
                del self._specs[key]
        specs: list[TileSpec | None] = []
        holes: list[bool] = []
        for slot in self._slots:
            if slot.key is not None:
                specs.append(self._spec(slot.key))
                holes.append(False)
            else:
                known = self._specs.get(slot.was or "")
                specs.append(known or TileSpec(saga=slot.saga))
                holes.append(True)
        room = self.room()
        width, height = max(1, room.width()), max(1, room.height())
        fit = fit_tiles(specs, width, height, zoom=self._zoom, holes=holes)
        if fit.height > height and any(holes):  # empty slots cost a row: close them up
            self._slots = [s for s in self._slots if s.key is not None]
            specs = [sp for sp, hole in zip(specs, holes, strict=True) if not hole]
            holes = [False] * len(specs)
            fit = fit_tiles(specs, width, height, zoom=self._zoom)
        self._fit = fit
        by_key = dict(zip([s.key for s in self._slots], fit.rects, strict=True))
        for key in self._order:
            rect = by_key.get(key)
            if rect is not None:
                self._tiles[key].setGeometry(rect)
        self.empty_label.setGeometry(0, 0, width, self.empty_label.sizeHint().height())
        wanted = fit.height if fit.height > height else 0
        if self.minimumHeight() != wanted:
            self.setMinimumHeight(wanted)

    # ---------------------------------------------------------------- Qt overrides

    def sizeHint(self) -> QSize:
        return QSize(600, card_bounds(self._zoom)[1])

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def wheel_zoom(self, angle_delta: int) -> None:
        """Ctrl+wheel over the battlefield: a zoom step per notch (a touchpad's small steps
        add up)."""
        self._wheel += angle_delta
        notches = int(self._wheel / 120)
        if notches:
            self._wheel -= notches * 120
            self.zoom_requested.emit(1 if notches > 0 else -1)

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


def _is_land(view: CardView) -> bool:
    return "Land" in view.type_line or "土地" in view.type_line


class BattlefieldScroll(QScrollArea):
    """Holds a battlefield; scrolls it only when its cards overflow at the smallest size."""

    def __init__(self, battlefield: BattlefieldView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        own_viewport(self).setAutoFillBackground(False)  # before the battlefield goes in
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidgetResizable(True)
        self.setWidget(battlefield)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        battlefield.setAutoFillBackground(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        widget = self.widget()
        if isinstance(widget, BattlefieldView):
            widget._relayout()

    def sizeHint(self) -> QSize:
        widget = self.widget()
        return widget.sizeHint() if widget is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 60)
