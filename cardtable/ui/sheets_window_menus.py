# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The score sheets window's commands: its menus, their keys, the buttons
under the sheet that follow them, and which of them can be used now (with
the reason in the tooltip when adding a hand cannot).

A mixin of ``ScoreSheetsWindow``, kept apart from what the commands do
(``sheet_edits``, ``sheet_print``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from .i18n import tr

if TYPE_CHECKING:
    from .sheets_window import ScoreSheetsWindow


class SheetMenus:
    """The actions, menus and buttons of the score sheets window (a mixin:
    ``self`` is the window)."""

    # -- actions --------------------------------------------------------------------
    def _make_actions(self: ScoreSheetsWindow) -> None:
        def action(key: str, text: str, slot: Callable[[], Any], shortcut: Any = None, tip: str = "") -> QAction:
            item = QAction(text, self)
            item.triggered.connect(lambda _checked=False: slot())
            if shortcut is not None:
                item.setShortcut(QKeySequence(shortcut))
            if tip:
                item.setToolTip(tip)
                item.setStatusTip(tip)
            self.actions_by_name[key] = item
            return item

        self.actions_by_name: dict[str, QAction] = {}
        sheet_menu = self.menuBar().addMenu(tr("&Sheet"))
        sheet_menu.addAction(action("new", tr("&New sheet…"), self.new_sheet, QKeySequence.StandardKey.New))
        sheet_menu.addAction(action("rename", tr("&Rename…"), self.rename_sheet, "F2"))
        sheet_menu.addSeparator()
        sheet_menu.addAction(
            action("csv", tr("Export &CSV…"), self.export_csv, None, tr("Save the sheet as a table for a spreadsheet"))
        )
        sheet_menu.addAction(
            action("pdf", tr("Export &PDF…"), self.export_pdf, None, tr("Save the sheet as a PDF file"))
        )
        sheet_menu.addAction(action("print", tr("&Print…"), self.print_sheet, QKeySequence.StandardKey.Print))
        sheet_menu.addSeparator()
        sheet_menu.addAction(
            action(
                "delete_sheet",
                tr("De&lete sheet"),
                self.delete_sheet,
                None,
                tr("Delete this sheet (Undo brings it back)"),
            )
        )
        sheet_menu.addSeparator()
        sheet_menu.addAction(action("close", tr("&Close"), self.close, QKeySequence.StandardKey.Close))

        edit_menu = self.menuBar().addMenu(tr("&Edit"))
        edit_menu.addAction(action("undo", tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo))
        edit_menu.addAction(action("redo", tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo))
        edit_menu.addSeparator()
        edit_menu.addAction(action("add", tr("&Add hand…"), self.add_hand, "Ctrl+H", tr("Type in the next hand")))
        edit_menu.addAction(
            action(
                "edit", tr("&Edit hand…"), self.edit_hand, "Ctrl+E", tr("Correct the chosen hand (or double-click it)")
            )
        )
        edit_menu.addAction(
            action(
                "delete_row",
                tr("&Delete hand"),
                self.delete_hand,
                QKeySequence.StandardKey.Delete,
                tr("Delete the chosen hand; the hands after it are scored again"),
            )
        )
        for item in self.actions_by_name.values():
            item.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    @staticmethod
    def _button(action: QAction) -> QPushButton:
        button = QPushButton(action.text())
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: action.trigger())

        def follow() -> None:
            button.setText(action.text())
            button.setEnabled(action.isEnabled())
            button.setToolTip(action.toolTip() if action.toolTip() != action.text().replace("&", "") else "")

        action.changed.connect(follow)
        follow()
        return button

    def action(self: ScoreSheetsWindow, key: str) -> QAction:
        return self.actions_by_name[key]

    def _update_actions(self: ScoreSheetsWindow) -> None:
        has_sheet = self.sheet is not None
        editable = has_sheet and self.kind is not None
        derived = self.view.derived if has_sheet else None
        over = bool(derived is not None and derived.is_over)
        row = self.view.current_row() if has_sheet else -1
        add = self.action("add")
        add.setEnabled(editable and not over)
        if over:
            add.setToolTip(tr("The match is over: {winner}.", winner=self.view.winner_text().lstrip("★ ")))
        elif has_sheet and self.kind is None:
            add.setToolTip(tr("This kind of sheet is not known to this version of Card Table."))
        else:
            add.setToolTip(tr("Type in the next hand"))
        self.action("edit").setEnabled(editable and row >= 0)
        self.action("delete_row").setEnabled(has_sheet and row >= 0)
        for key in ("csv", "pdf", "print", "delete_sheet", "rename"):
            self.action(key).setEnabled(has_sheet and (key in ("delete_sheet", "rename") or derived is not None))
        if self.damaged_id is not None:
            self.action("delete_sheet").setEnabled(True)
        undo, redo = self.action("undo"), self.action("redo")
        undo.setEnabled(self.stack.can_undo())
        redo.setEnabled(self.stack.can_redo())
        undo.setText(tr("&Undo {what}", what=self.stack.done[-1].text) if self.stack.can_undo() else tr("&Undo"))
        redo.setText(tr("&Redo {what}", what=self.stack.undone[-1].text) if self.stack.can_redo() else tr("&Redo"))
