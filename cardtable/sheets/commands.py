"""Undo and redo of score sheet changes: store operations and their inverses.

The score sheets window keeps a stack of these (``CommandStack``). Each
command names what it changes the way the store asks (``storage.sheet_store``):
a row by its id and the entry it should hold, a sheet by the state it was
seen in. So when another copy of the app changed the sheet meanwhile, the
store refuses the command (``SheetChanged``) instead of undoing, editing or
deleting someone else's hand; the window then says so and reads the sheet
again. No Qt here: the commands are tested with two stores on one file.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .model import Sheet


@dataclass
class Command:
    """One change to the store. ``redo`` makes it (again), ``undo`` takes it
    back; both return the id of the sheet to show afterwards (None: none).
    ``text`` names it in menus ("add hand 3"), in the player's language."""

    text: str

    def redo(self, store: Any) -> int | None:
        raise NotImplementedError

    def undo(self, store: Any) -> int | None:
        raise NotImplementedError


@dataclass
class AppendRow(Command):
    """A hand added at the end. Undone by deleting that very row (by its id,
    if it still holds ``entry``); redone by putting it back under its id."""

    sheet_id: int = 0
    entry: dict[str, Any] = field(default_factory=dict)
    row_id: int | None = None  # known once made

    def redo(self, store: Any) -> int | None:
        self.row_id = store.append_row(self.sheet_id, copy.deepcopy(self.entry), row_id=self.row_id)
        return self.sheet_id

    def undo(self, store: Any) -> int | None:
        store.delete_row(self.sheet_id, self.row_id, expected=self.entry)
        return self.sheet_id


@dataclass
class ReplaceRow(Command):
    """A hand corrected: row ``row_id`` from ``old`` to ``new``, each way only
    if the row still holds what this command left there."""

    sheet_id: int = 0
    row_id: int = 0
    old: dict[str, Any] = field(default_factory=dict)
    new: dict[str, Any] = field(default_factory=dict)

    def redo(self, store: Any) -> int | None:
        store.replace_row(self.sheet_id, self.row_id, copy.deepcopy(self.new), expected=self.old)
        return self.sheet_id

    def undo(self, store: Any) -> int | None:
        store.replace_row(self.sheet_id, self.row_id, copy.deepcopy(self.old), expected=self.new)
        return self.sheet_id


@dataclass
class DeleteRow(Command):
    """A hand deleted: row ``row_id``, holding ``old``, which came just after
    row ``after`` (None: it was the first). Undone by putting it back there
    under its own id."""

    sheet_id: int = 0
    row_id: int = 0
    old: dict[str, Any] = field(default_factory=dict)
    after: int | None = None

    def redo(self, store: Any) -> int | None:
        store.delete_row(self.sheet_id, self.row_id, expected=self.old)
        return self.sheet_id

    def undo(self, store: Any) -> int | None:
        store.insert_row(self.sheet_id, copy.deepcopy(self.old), after=self.after, row_id=self.row_id)
        return self.sheet_id


def delete_row(text: str, sheet: Sheet, position: int) -> DeleteRow:
    """The command deleting hand ``position`` of ``sheet`` as it was loaded."""
    if sheet.id is None:
        raise ValueError("only a stored sheet's hands can be deleted")
    after = sheet.row_ids[position - 1] if position > 0 else None
    return DeleteRow(text, sheet.id, sheet.row_ids[position], copy.deepcopy(sheet.rows[position]), after)


@dataclass
class RenameSheet(Command):
    sheet_id: int = 0
    old: str = ""
    new: str = ""

    def redo(self, store: Any) -> int | None:
        store.rename(self.sheet_id, self.new, expected=self.old)
        return self.sheet_id

    def undo(self, store: Any) -> int | None:
        store.rename(self.sheet_id, self.old, expected=self.new)
        return self.sheet_id


def _restore(store: Any, sheet: Sheet) -> int:
    """Put a whole sheet back under its own id."""
    kept = copy.deepcopy(sheet)
    store.restore(kept)
    sheet.id, sheet.uid, sheet.row_ids = kept.id, kept.uid, list(kept.row_ids)
    assert sheet.id is not None, "the store restores a sheet under its id"
    return sheet.id


@dataclass
class CreateSheet(Command):
    """Made before it is pushed (``store.create`` gives the id); redone by
    restoring the sheet as it was, undone by deleting it, unless it was
    changed elsewhere meanwhile."""

    sheet: Sheet = field(default_factory=lambda: Sheet("", []))

    def redo(self, store: Any) -> int | None:
        return _restore(store, self.sheet)

    def undo(self, store: Any) -> int | None:
        store.delete_sheet(self.sheet.id, expected=self.sheet)
        return None


@dataclass
class DeleteSheet(Command):
    """A sheet deleted as it was seen (refused if it changed since), and put
    back whole by undo."""

    sheet: Sheet = field(default_factory=lambda: Sheet("", []))

    def redo(self, store: Any) -> int | None:
        store.delete_sheet(self.sheet.id, expected=self.sheet)
        return None

    def undo(self, store: Any) -> int | None:
        return _restore(store, self.sheet)


class CommandStack:
    """Done commands to undo, undone ones to redo; a new command drops the
    redo list, as in every editor."""

    def __init__(self) -> None:
        self.done: list[Command] = []
        self.undone: list[Command] = []

    def push(self, command: Command) -> None:
        self.done.append(command)
        self.undone.clear()

    def can_undo(self) -> bool:
        return bool(self.done)

    def can_redo(self) -> bool:
        return bool(self.undone)

    def clear(self) -> None:
        self.done.clear()
        self.undone.clear()
