# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The changes the score sheets window makes: each goes to the store at
once as an undoable command (``sheets.commands``), the changed sheet is read
back and drawn, and a change another copy of the app made meanwhile is said
and refused. Hands are typed in with ``RowEntryForm``; sheets are created
with ``NewSheetDialog``.

A mixin of ``ScoreSheetsWindow``, kept apart from the window's building and
its list (``sheet_listing``)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QInputDialog, QLineEdit, QMessageBox

from ..sheets.commands import (
    AppendRow,
    Command,
    CreateSheet,
    DeleteSheet,
    RenameSheet,
    ReplaceRow,
    delete_row,
)
from ..sheets.model import Sheet
from ..storage.sheet_store import SheetChanged
from .i18n import said, tr, trn
from .new_sheet_dialog import NewSheetDialog
from .sheet_entry import RowEntryForm
from .sheet_view import number_text

if TYPE_CHECKING:
    from .sheets_window import ScoreSheetsWindow


class SheetEditing:
    """Undoable changes to the stored sheets (a mixin: ``self`` is the
    window)."""

    # Set by ScoreSheetsWindow.__init__; declared here, where it is changed.
    _list_mark: tuple[int, int] | None

    # -- changes -----------------------------------------------------------------------
    def _run(self: ScoreSheetsWindow, step: Callable[[], int | None], changed: Iterable[int | None] = ()) -> bool:
        """Make one store change; say so if the store refuses it. Then the
        sheet to show is read back and drawn, and the list entries of the
        sheets in ``changed`` (and of the open and shown ones) alone are read
        again."""
        before = self.sheet.id if self.sheet is not None else None
        try:
            with self._own_change():
                shown = step()
        except SheetChanged:  # another copy of the app changed the sheet: show it as it is now
            QMessageBox.warning(
                self,
                tr("Score sheets"),
                tr(
                    "This sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so "
                    "your change was not made. The sheet now shows what is kept."
                ),
            )
            self.reload()
            return False
        except Exception as error:
            QMessageBox.warning(
                self, tr("Score sheets"), tr("The change could not be saved: {error}", error=said(error))
            )
            self._show(before)
            return False
        self._show(shown)
        for sheet_id in {n for n in (before, shown, *changed) if n is not None}:
            self._refresh_entry(sheet_id)
        self._select_in_list(shown)
        self.sheetChanged.emit(shown if shown is not None else -1)
        return True

    @contextmanager
    def _own_change(self: ScoreSheetsWindow) -> Iterator[None]:
        """A change made here keeps the list current (its entries are read
        again after it) unless another copy of the app changed the store
        meanwhile: then the next ``reload`` reads the whole list."""
        before = self._store_mark()
        yield
        after = self._store_mark()
        # data_version moves only with other connections' changes.
        if before is not None and after is not None and before == self._list_mark and after[0] == before[0]:
            self._list_mark = after

    @staticmethod
    def _changed_sheets(command: Command) -> set[int | None]:
        """The sheets a command changes: its ``sheet_id``, or its sheet's id."""
        return {getattr(command, "sheet_id", None), getattr(getattr(command, "sheet", None), "id", None)}

    def do(self: ScoreSheetsWindow, command: Command) -> bool:
        """Make ``command``'s change and keep it for undo."""
        if self._run(lambda: command.redo(self.store), self._changed_sheets(command)):
            self.stack.push(command)
            self._update_actions()
            return True
        return False

    def undo(self: ScoreSheetsWindow) -> None:
        if not self.stack.can_undo():
            return
        command = self.stack.done.pop()
        if self._run(lambda: command.undo(self.store), self._changed_sheets(command)):
            self.stack.undone.append(command)
            self.statusBar().showMessage(tr("Undone: {what}", what=command.text), 4000)
        else:
            self.stack.clear()
        self._update_actions()

    def redo(self: ScoreSheetsWindow) -> None:
        if not self.stack.can_redo():
            return
        command = self.stack.undone.pop()
        if self._run(lambda: command.redo(self.store), self._changed_sheets(command)):
            self.stack.done.append(command)
            self.statusBar().showMessage(tr("Redone: {what}", what=command.text), 4000)
        else:
            self.stack.clear()
        self._update_actions()

    def entry_form(self: ScoreSheetsWindow, position: int, entry: Mapping[str, Any] | None = None) -> RowEntryForm:
        """The form for hand ``position`` (tests drive it before it is shown)."""
        if self.sheet is None or self.kind is None:
            raise RuntimeError("no sheet is open")
        return RowEntryForm(self.kind, self.sheet, position, entry, self)

    def _ask_entry(
        self: ScoreSheetsWindow, position: int, entry: Mapping[str, Any] | None = None
    ) -> dict[str, Any] | None:
        form = self.entry_form(position, entry)
        form.resize(max(form.sizeHint().width(), 560), form.sizeHint().height())
        if form.exec() != QDialog.DialogCode.Accepted:
            return None
        return form.entry()

    def add_hand(self: ScoreSheetsWindow) -> None:
        if self.sheet is None or self.kind is None or not self.action("add").isEnabled():
            return
        position = len(self.sheet.rows)
        entry = self._ask_entry(position)
        if entry is not None:
            self.add_row(entry)

    def add_row(self: ScoreSheetsWindow, entry: Mapping[str, Any]) -> bool:
        """Store ``entry`` as the next hand of the open sheet (undoable)."""
        if self.sheet is None or self.sheet.id is None:  # no stored sheet is open
            return False
        position = len(self.sheet.rows)
        return self.do(AppendRow(tr("add hand {n}", n=number_text(position + 1)), self.sheet.id, dict(entry)))

    def edit_hand(self: ScoreSheetsWindow, position: int | None = None) -> None:
        if self.sheet is None or self.kind is None:
            return
        if position is None or isinstance(position, bool):
            position = self.view.current_row()
        if not 0 <= position < len(self.sheet.rows):
            return
        entry = self._ask_entry(position, self.sheet.rows[position])
        if entry is not None:
            self.replace_row(position, entry)

    def replace_row(self: ScoreSheetsWindow, position: int, entry: Mapping[str, Any]) -> bool:
        if self.sheet is None or self.sheet.id is None:  # no stored sheet is open
            return False
        old = copy.deepcopy(self.sheet.rows[position])
        if dict(entry) == old:
            return False
        command = ReplaceRow(
            tr("correct hand {n}", n=number_text(position + 1)),
            self.sheet.id,
            self.sheet.row_ids[position],
            old,
            dict(entry),
        )
        if self.do(command):
            self.view.select_row(position)
            return True
        return False

    def delete_hand(self: ScoreSheetsWindow, position: int | None = None) -> bool:
        if self.sheet is None:
            return False
        if position is None:
            position = self.view.current_row()
        if not 0 <= position < len(self.sheet.rows):
            return False
        return self.do(delete_row(tr("delete hand {n}", n=number_text(position + 1)), self.sheet, position))

    def new_sheet(self: ScoreSheetsWindow) -> int | None:
        kinds = list(self.kinds().values())
        if not kinds:
            return None
        dialog = NewSheetDialog(kinds, self, self.kind.id if self.kind is not None else None)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return self.create_sheet(dialog.sheet())

    def create_sheet(self: ScoreSheetsWindow, sheet: Sheet) -> int | None:
        """Store a new sheet and open it (undo deletes it again)."""
        try:
            with self._own_change():
                sheet_id: int = self.store.create(sheet)
            stored = self.store.load(sheet_id)
        except Exception as error:
            QMessageBox.warning(
                self, tr("Score sheets"), tr("The sheet could not be saved: {error}", error=said(error))
            )
            return None
        self.stack.push(CreateSheet(tr("new sheet"), stored))
        if self.filter_combo.currentData() not in ("", stored.source):
            self.filter_combo.setCurrentIndex(0)
        self.open_sheet(sheet_id)
        self.sheetChanged.emit(sheet_id)
        return sheet_id

    def rename_sheet(self: ScoreSheetsWindow) -> None:
        if self.sheet is None or self.sheet.id is None:
            return
        title, ok = QInputDialog.getText(
            self, tr("Rename sheet"), tr("Title:"), QLineEdit.EchoMode.Normal, self.sheet.title
        )
        if ok and title.strip() != self.sheet.title:
            self.do(RenameSheet(tr("rename sheet"), self.sheet.id, self.sheet.title, title.strip()))

    def delete_sheet(self: ScoreSheetsWindow, confirm: bool = True) -> bool:
        if self.sheet is None and self.damaged_id is not None:
            return self._delete_damaged(self.damaged_id, confirm)
        if self.sheet is None:
            return False
        if confirm:
            title, hands = self.title_label.text(), len(self.sheet.rows)
            if hands == 0:
                question = tr(
                    "Delete the empty sheet “{title}”? Undo brings it back while this window is open.", title=title
                )

            else:
                question = trn(
                    "Delete the sheet “{title}” with its one hand? Undo brings it back while this window is open.",
                    "Delete the sheet “{title}” with its {n} hands? Undo brings it back while this window is open.",
                    hands,
                    title=title,
                    n=number_text(hands),
                )
            answer = QMessageBox.question(self, tr("Delete sheet"), question)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        return self.do(DeleteSheet(tr("delete sheet"), copy.deepcopy(self.sheet)))

    def _delete_damaged(self: ScoreSheetsWindow, sheet_id: int, confirm: bool) -> bool:
        """A damaged sheet cannot be read, so it cannot be restored: deleting
        it is said to be for good, and asked first."""
        if confirm:
            answer = QMessageBox.question(
                self,
                tr("Delete sheet"),
                tr("This sheet is damaged and cannot be opened. Delete it for good? This cannot be undone."),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False

        def delete() -> None:  # no undo: what cannot be read cannot be put back
            self.store.delete_sheet(sheet_id)

        return self._run(delete, [sheet_id])
