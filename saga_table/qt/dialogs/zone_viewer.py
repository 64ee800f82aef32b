"""Looking into a zone: a library (its top cards, or a search through it), a graveyard, exile.

The viewer stays open beside the table and follows the game. Its buttons only ask for actions
(``action_requested``): draw, move a card to another zone, put it onto the battlefield, shuffle.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.qt.models.zones import ZoneModel, ZoneRole

__all__ = ["ZoneViewer"]


class _ZoneFilter(QSortFilterProxyModel):
    """Rows whose name or text holds the search, and for a library only the top ``limit``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.limit: int | None = None
        self.text = ""

    def set_filter(self, *, text: str, limit: int | None) -> None:
        self.beginFilterChange()
        self.text = text.casefold().strip()
        self.limit = limit
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        if self.limit is not None and row >= self.limit:
            return False
        if not self.text:
            return True
        model = self.sourceModel()
        index = model.index(row, 0, parent)
        name = str(model.data(index, ZoneRole.NAME) or "")
        text = str(model.data(index, ZoneRole.TEXT) or "")
        return self.text in name.casefold() or self.text in text.casefold()


class ZoneViewer(QDialog):
    """Controls: :attr:`view` (the cards), :attr:`search`, and for a library :attr:`top_count`
    and :attr:`show_all`; the buttons in :attr:`buttons` by name ("draw", "hand", ...)."""

    action_requested = Signal(object)

    def __init__(
        self, model: ZoneModel, *, player_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.zone = model.zone
        self.player = PlayerId(model.player)
        titles = {
            Zone.LIBRARY: self.tr("{player}'s library"),
            Zone.GRAVEYARD: self.tr("{player}'s graveyard"),
            Zone.EXILE: self.tr("{player}'s exile"),
            Zone.HAND: self.tr("{player}'s hand"),
        }
        self.setWindowTitle(titles.get(self.zone, "{player}").format(player=player_name))
        self.setAccessibleName(self.windowTitle())
        self.resize(420, 520)

        self.proxy = _ZoneFilter(self)
        self.proxy.setSourceModel(model)
        self.view = QListView()
        self.view.setModel(self.proxy)
        self.view.setAccessibleName(self.windowTitle())
        self.view.setAlternatingRowColors(True)
        self.view.doubleClicked.connect(lambda _index: self._request("battlefield"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search by name or text"))
        self.search.setAccessibleName(self.tr("Search"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._refilter)
        self.count_label = QLabel()
        self.count_label.setAccessibleName(self.tr("Number of cards"))

        self.top_count = QSpinBox()
        self.top_count.setRange(1, 99)
        self.top_count.setValue(3)
        self.top_count.setPrefix(self.tr("Top "))
        self.top_count.setSuffix(self.tr(" card(s)"))
        self.top_count.setAccessibleName(self.tr("How many cards from the top to look at"))
        self.top_count.valueChanged.connect(self._refilter)
        self.show_all = QCheckBox(self.tr("Search the whole library"))
        self.show_all.toggled.connect(self._refilter)

        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        specs = [
            ("battlefield", self.tr("Onto the battlefield")),
            ("hand", self.tr("To hand")),
            ("graveyard", self.tr("To graveyard")),
            ("exile", self.tr("Exile")),
            ("top", self.tr("On top of library")),
            ("bottom", self.tr("On the bottom")),
        ]
        if self.zone is Zone.LIBRARY:
            specs = [("draw", self.tr("Draw")), ("shuffle", self.tr("Shuffle")), *specs]
        for index, (key, label) in enumerate(specs):
            if key == _ZONE_KEYS.get(self.zone):
                continue
            button = QPushButton(label)
            button.clicked.connect(lambda _checked=False, key=key: self._request(key))
            self.buttons[key] = button
            grid.addWidget(button, index // 2, index % 2)

        layout = QVBoxLayout(self)
        if self.zone is Zone.LIBRARY:
            row = QHBoxLayout()
            row.addWidget(self.top_count)
            row.addWidget(self.show_all, 1)
            layout.addLayout(row)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.count_label)
        layout.addLayout(grid)
        model.rowsInserted.connect(self._refilter)
        model.rowsRemoved.connect(self._refilter)
        model.modelReset.connect(self._refilter)
        self._refilter()

    def selected_id(self) -> int | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        value = self.proxy.data(index, ZoneRole.OBJECT_ID)
        return value if isinstance(value, int) else None

    def select_row(self, row: int) -> None:
        self.view.setCurrentIndex(self.proxy.index(row, 0))

    def visible_names(self) -> list[str]:
        return [
            str(self.proxy.data(self.proxy.index(row, 0), ZoneRole.NAME))
            for row in range(self.proxy.rowCount())
        ]

    def _refilter(self, *_args: object) -> None:
        limit: int | None = None
        if self.zone is Zone.LIBRARY and not self.show_all.isChecked() and not self.search.text():
            limit = self.top_count.value()
        self.proxy.set_filter(text=self.search.text(), limit=limit)
        self.count_label.setText(
            self.tr("{count} card(s) in this zone").format(count=self.model.rowCount())
        )

    def _request(self, key: str) -> None:
        if key == "draw":
            self.action_requested.emit(a.DrawCards(self.player, 1))
            return
        if key == "shuffle":
            self.action_requested.emit(a.Shuffle(self.player))
            return
        card = self.selected_id()
        if card is None:
            return
        oid = ObjectId(card)
        actions: dict[str, a.Action] = {
            "battlefield": a.PutOntoBattlefield(oid),
            "hand": a.MoveObject(oid, Zone.HAND),
            "graveyard": a.MoveObject(oid, Zone.GRAVEYARD),
            "exile": a.MoveObject(oid, Zone.EXILE),
            "top": a.MoveObject(oid, Zone.LIBRARY),
            "bottom": a.MoveObject(oid, Zone.LIBRARY, bottom=True),
        }
        self.action_requested.emit(actions[key])


_ZONE_KEYS = {Zone.HAND: "hand", Zone.GRAVEYARD: "graveyard", Zone.EXILE: "exile"}
