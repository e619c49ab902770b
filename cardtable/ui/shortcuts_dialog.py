"""Help > Keyboard shortcuts: every key of the app in one page.

A two-column list (what it does, the keys) grouped as Game, Table, Score
sheets and Help. The rows come from the main window's actions, so a changed
shortcut shows here by itself, and from the table's own keys
(:func:`cardtable.ui.table_widget.table_key_rows`). Keys are written as the
system names them (``QKeySequence.toString(NativeText)``: "Ctrl+N", "Strg+N").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .i18n import tr

Groups = Sequence[tuple[str, Sequence[tuple[str, str]]]]


class ShortcutsDialog(QDialog):
    """The shortcuts page: ``groups`` is [(group title, [(what it does, keys)])]."""

    def __init__(self, groups: Groups, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        self.groups = [(title, list(rows)) for title, rows in groups]
        intro = QLabel(tr("Every command has a key. At the table the keyboard does all the mouse does."), self)
        intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([tr("Action"), tr("Keys")])
        self.tree.setAccessibleName(tr("Keyboard shortcuts"))
        self.tree.setAccessibleDescription(
            tr("Grouped as Game, Table, Score sheets and Help: the action, then its keys")
        )
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        bold = QFont(self.font())
        bold.setBold(True)
        for title, rows in self.groups:
            group = QTreeWidgetItem(self.tree, [title])
            group.setFirstColumnSpanned(True)
            group.setFont(0, bold)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for what, keys in rows:
                item = QTreeWidgetItem(group, [what, keys or tr("(none)")])
                item.setToolTip(0, what)
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        # Wide enough for the longest line in the player's language (German
        # runs long), so no action is cut short; never wider than the screen.
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        wanted = self.tree.sizeHintForColumn(0) + self.tree.sizeHintForColumn(1) + 80
        screen = self.screen().availableGeometry().width() if self.screen() is not None else 1280
        self.resize(max(640, min(wanted, screen - 40)), 620)
        first = self.tree.topLevelItem(0)
        first_row = first.child(0) if first is not None and first.childCount() else None
        if first_row is not None:
            self.tree.setCurrentItem(first_row)
        self.tree.setFocus()

    def rows(self) -> list[tuple[str, str, str]]:
        """What the page lists: (group, what it does, keys), in order."""
        out = []
        for index in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(index)
            if group is None:
                continue
            for row in range(group.childCount()):
                item = group.child(row)
                if item is None:
                    continue
                out.append((group.text(0), item.text(0), item.text(1)))
        return out
