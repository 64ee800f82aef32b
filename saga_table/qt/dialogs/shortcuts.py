"""Help > Keyboard shortcuts: every key the window knows, in the window's language.

The menu part is read from the menu bar's own ``QAction`` objects (their labels and shortcuts as
they are now), so the list cannot go stale when a command or its key changes. The keys that
belong to widgets rather than menus (Enter on a hand card, the arrows, T to tap, the Menu key)
follow, from :func:`widget_keys`.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from saga_table.qt.fitting import fitting_size

__all__ = ["ShortcutsDialog", "menu_shortcuts", "widget_keys"]


translate = QCoreApplication.translate


def _plain(text: str) -> str:
    """A menu label without its mnemonic marks and trailing dots ("&Save…" -> "Save",
    "保存(&S)…" -> "保存")."""
    text = re.sub(r"\(&[^&)]\)", "", text.replace("&&", "\0"))
    return text.replace("&", "").replace("\0", "&").replace("…", "").strip()


def key_text(action: QAction) -> str:
    """The action's shortcuts as the platform writes them ("Ctrl+Shift+Z, Ctrl+Y")."""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(s.toString(native) for s in action.shortcuts() if not s.isEmpty())


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, list[tuple[str, str]]]]:
    """(menu title, [(command, keys)]) for every menu of ``bar`` with a command that has a key,
    in the menus' order (submenus included, under their parent menu)."""
    out: list[tuple[str, list[tuple[str, str]]]] = []
    for top in bar.actions():
        menu = top.menu()
        if not isinstance(menu, QMenu):
            continue
        rows: list[tuple[str, str]] = []
        _collect(menu, rows)
        if rows:
            out.append((_plain(top.text()), rows))
    return out


def _collect(menu: QMenu, rows: list[tuple[str, str]]) -> None:
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            _collect(sub, rows)
            continue
        keys = key_text(action)
        if keys and not action.isSeparator():
            # (a command whose label says what it would do now, Undo, has a fixed name too)
            name = action.property("command_name")
            rows.append((_plain(name if isinstance(name, str) and name else action.text()), keys))


def widget_keys() -> list[tuple[str, str]]:
    """The keys of the table, the hand and the seats (not menu commands)."""
    return [
        (
            translate("ShortcutsDialog", "Next, wherever the focus is (not in a text field)"),
            translate("ShortcutsDialog", "Space"),
        ),
        (
            translate("ShortcutsDialog", "Play the focused hand card"),
            translate("ShortcutsDialog", "Enter"),
        ),
        (
            translate("ShortcutsDialog", "Put the focused hand card onto the battlefield"),
            translate("ShortcutsDialog", "Shift+Enter"),
        ),
        (
            translate("ShortcutsDialog", "Discard the focused hand card"),
            translate("ShortcutsDialog", "Delete"),
        ),
        (
            translate("ShortcutsDialog", "Move between cards"),
            translate("ShortcutsDialog", "Left / Right"),
        ),
        (
            translate("ShortcutsDialog", "Move to the battlefield above or below"),
            translate("ShortcutsDialog", "Up / Down"),
        ),
        (
            translate("ShortcutsDialog", "Add or remove a lore counter on the focused Saga"),
            translate("ShortcutsDialog", "Up / Down, + / −"),
        ),
        (
            translate("ShortcutsDialog", "Tap or untap the focused card"),
            translate("ShortcutsDialog", "T"),
        ),
        (
            translate(
                "ShortcutsDialog", "Transform the focused card (Shift: only read its other face)"
            ),
            translate("ShortcutsDialog", "F"),
        ),
        (
            translate("ShortcutsDialog", "The focused card's menu (first item selected)"),
            translate("ShortcutsDialog", "Menu key, Shift+F10"),
        ),
        (
            translate("ShortcutsDialog", "Change the focused seat's life"),
            translate("ShortcutsDialog", "Up / Down (Page Up / Page Down: 5)"),
        ),
        (
            translate("ShortcutsDialog", "Choose a player: click their seat"),
            translate("ShortcutsDialog", "Click"),
        ),
        (
            translate("ShortcutsDialog", "Go to a step ahead: click it on the phase bar"),
            translate("ShortcutsDialog", "Click, or Left / Right and Enter"),
        ),
    ]


class ShortcutsDialog(QDialog):
    """The list, grouped by menu. Control: :attr:`tree` (a top-level item per group)."""

    def __init__(self, bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.setAccessibleName(self.windowTitle())
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        groups = [*menu_shortcuts(bar), (self.tr("On the table"), widget_keys())]
        for title, rows in groups:
            group = QTreeWidgetItem([title, ""])
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFirstColumnSpanned(True)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(group)
            for command, keys in rows:
                group.addChild(QTreeWidgetItem([command, keys]))
            group.setExpanded(True)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        command_width = self.tree.sizeHintForColumn(0) + 24
        keys_width = self.tree.sizeHintForColumn(1) + 24
        self.tree.setColumnWidth(0, command_width)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        # Both columns whole: no key elided (the window is at most 1000 px wide).
        self.resize(
            fitting_size(self, QSize(max(520, min(1000, command_width + keys_width + 60)), 620))
        )

    def rows(self) -> list[tuple[str, str]]:
        """Every (command, keys) row shown, groups in order."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            assert group is not None
            for j in range(group.childCount()):
                child = group.child(j)
                assert child is not None
                out.append((child.text(0), child.text(1)))
        return out
