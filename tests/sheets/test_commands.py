"""Undo and redo commands of the score sheets window, without Qt, with two
copies of the app (two stores on one file): a command changes only the row
it names, holding what it expects, and a command made stale by the other
copy is refused without changing anything (issue 21)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.sheets.commands import (
    AppendRow,
    CommandStack,
    CreateSheet,
    DeleteSheet,
    RenameSheet,
    ReplaceRow,
    delete_row,
)
from cardtable.sheets.model import Sheet
from cardtable.storage.sheet_store import SheetChanged, SheetStore


def _row(points: int) -> dict:
    return {"points": [points, 0]}


@pytest.fixture
def copies(tmp_path: Path):
    """Copy A and copy B of the app, on the same sheets file."""
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as a, SheetStore(path) as b:
        yield a, b


def _points(store: SheetStore, sheet_id: int) -> list[int]:
    return [row["points"][0] for row in store.load(sheet_id).rows]


def _sheet(store: SheetStore, *points: int) -> int:
    return store.create(Sheet("generic", ["Ann", "Bob"], {}, [_row(n) for n in points], title="Friday"))


def test_undo_of_an_added_hand_takes_away_that_hand_only(copies) -> None:
    """The issue's case: B adds a row of 100, A adds 7 and presses Undo: A's
    7 goes, B's 100 stays (it used to end [1, 2, 7])."""
    a, b = copies
    sheet_id = _sheet(a, 1, 2)
    b.append_row(sheet_id, _row(100))
    add = AppendRow("add hand 3", sheet_id, _row(7))
    add.redo(a)
    assert _points(a, sheet_id) == [1, 2, 100, 7]
    add.undo(a)
    assert _points(b, sheet_id) == [1, 2, 100]
    add.redo(a)  # redo puts it back under its own id
    assert _points(b, sheet_id) == [1, 2, 100, 7] and a.load(sheet_id).row_ids[-1] == add.row_id


def test_a_stale_delete_deletes_the_hand_that_was_seen_or_nothing(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1, 2, 3)
    seen = a.load(sheet_id)  # A shows [1, 2, 3]
    b.delete_row(sheet_id, seen.row_ids[0], expected=_row(1))  # B deletes hand 1 meanwhile
    delete_hand_2 = delete_row("delete hand 2", seen, 1)
    delete_hand_2.redo(a)  # A's "delete hand 2" is the hand of 2 points, now hand 1
    assert _points(b, sheet_id) == [3]  # (by position, it deleted the 3)


def test_a_stale_delete_is_refused(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1, 2, 3)
    seen = a.load(sheet_id)
    b.replace_row(sheet_id, seen.row_ids[1], _row(20), expected=_row(2))  # B corrects hand 2
    with pytest.raises(SheetChanged):
        delete_row("delete hand 2", seen, 1).redo(a)
    assert _points(a, sheet_id) == [1, 20, 3]


def test_undo_of_a_correction_made_stale_is_refused(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1, 2)
    seen = a.load(sheet_id)
    fix = ReplaceRow("correct hand 2", sheet_id, seen.row_ids[1], _row(2), _row(5))
    fix.redo(a)
    b.replace_row(sheet_id, seen.row_ids[1], _row(6), expected=_row(5))  # B corrects it again
    with pytest.raises(SheetChanged):
        fix.undo(a)
    assert _points(b, sheet_id) == [1, 6]


def test_undo_of_a_delete_puts_the_hand_back_in_its_place(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1, 2, 3)
    delete = delete_row("delete hand 2", a.load(sheet_id), 1)
    delete.redo(a)
    b.append_row(sheet_id, _row(100))
    delete.undo(a)
    assert _points(b, sheet_id) == [1, 2, 3, 100]
    first = delete_row("delete hand 1", a.load(sheet_id), 0)
    first.redo(a)
    first.undo(a)
    assert _points(b, sheet_id) == [1, 2, 3, 100]


def test_undo_of_a_delete_whose_neighbour_is_gone_is_refused(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1, 2, 3)
    seen = a.load(sheet_id)
    delete = delete_row("delete hand 2", seen, 1)
    delete.redo(a)
    b.delete_row(sheet_id, seen.row_ids[0], expected=_row(1))
    with pytest.raises(SheetChanged):
        delete.undo(a)
    assert _points(b, sheet_id) == [3]


def test_rename_and_sheets_made_stale_are_refused(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1)
    rename = RenameSheet("rename sheet", sheet_id, "Friday", "Saturday")
    rename.redo(a)
    b.rename(sheet_id, "Sunday")
    with pytest.raises(SheetChanged):
        rename.undo(a)
    assert b.load(sheet_id).title == "Sunday"

    delete = DeleteSheet("delete sheet", a.load(sheet_id))
    b.append_row(sheet_id, _row(100))  # B adds a hand to the sheet A is about to delete
    with pytest.raises(SheetChanged):
        delete.redo(a)
    assert _points(b, sheet_id) == [1, 100]

    created = Sheet("generic", ["Ann", "Bob"], {}, [], title="New")
    new_id = a.create(created)
    create = CreateSheet("new sheet", a.load(new_id))
    b.append_row(new_id, _row(4))
    with pytest.raises(SheetChanged):
        create.undo(a)  # undoing the creation would delete B's hand
    assert _points(b, new_id) == [4]


def test_a_deleted_sheet_comes_back_whole_and_can_be_deleted_again(copies) -> None:
    a, b = copies
    sheet_id = _sheet(a, 1, 2)
    delete = DeleteSheet("delete sheet", a.load(sheet_id))
    delete.redo(a)
    assert delete.undo(a) == sheet_id
    restored = b.load(sheet_id)
    assert _points(b, sheet_id) == [1, 2] and restored.row_ids == delete.sheet.row_ids
    assert restored.uid == delete.sheet.uid
    delete.redo(a)
    assert b.list_sheets() == []


def test_the_stack() -> None:
    stack = CommandStack()
    assert not stack.can_undo() and not stack.can_redo()
    first, second = AppendRow("one"), AppendRow("two")
    stack.push(first)
    stack.undone.append(second)
    assert stack.can_undo() and stack.can_redo()
    stack.push(second)
    assert stack.done == [first, second] and stack.undone == []
    stack.clear()
    assert not stack.can_undo()
