"""The window's right side: the crown's tray, the stack and the game log, one over the other."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from saga_table.qt.models.log import LogModel
from saga_table.qt.models.stack import StackModel
from saga_table.qt.panels import CrownTray, LogView, StackPanel

__all__ = ["SidePanel"]


class SidePanel(QWidget):
    """``crown_tray`` on top (while nobody is the monarch), then ``stack_panel`` and
    ``log_view`` (under ``log_title``) in the splitter ``side``."""

    def __init__(
        self, stack_model: StackModel, log_model: LogModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.crown_tray = CrownTray()
        self.stack_panel = StackPanel(stack_model)
        self.log_view = LogView(log_model)
        self.log_title = QLabel(self.tr("Game log"))
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(self.log_title)
        log_layout.addWidget(self.log_view)
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.addWidget(self.stack_panel)
        self.side.addWidget(log_box)
        self.side.setStretchFactor(0, 2)
        self.side.setStretchFactor(1, 3)
        side_layout = QVBoxLayout(self)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.crown_tray)
        side_layout.addWidget(self.side, 1)
        self.setMinimumWidth(260)
        self.setMaximumWidth(340)
