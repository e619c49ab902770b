"""The sheets store's quick looks, for a window that keeps its list current
without reading every sheet again: one sheet's line of the list, and a mark
that moves with every committed change, by this store or another copy."""

from __future__ import annotations

from cardtable.sheets.model import Sheet
from cardtable.storage.sheet_store import SheetStore


def _sheet(title: str, rows: int = 0) -> Sheet:
    return Sheet(
        "generic",
        ["Anne", "Beth"],
        {"target": 0, "lowest_wins": False, "hands": 0},
        [{"points": [n, 1]} for n in range(rows)],
        title=title,
    )


def test_one_sheets_line_is_its_line_of_the_whole_list() -> None:
    with SheetStore() as store:
        first = store.create(_sheet("First", rows=3))
        second = store.create(_sheet("Second"))
        store.append_row(second, {"points": [4, 5]})
        listed = {summary.id: summary for summary in store.list_sheets()}
        assert store.sheet_summary(first) == listed[first]
        assert store.sheet_summary(second) == listed[second]
        assert store.sheet_summary(second).rows == 1
        store.delete_sheet(first)
        assert store.sheet_summary(first) is None


def test_a_damaged_list_of_names_still_gives_a_line() -> None:
    with SheetStore() as store:
        sheet_id = store.create(_sheet("Damaged"))
        store.db.execute("UPDATE sheets SET players = 'not json' WHERE id = ?", (sheet_id,))
        summary = store.sheet_summary(sheet_id)
        assert summary is not None and summary.players == [] and summary.title == "Damaged"


def test_the_change_mark_moves_with_every_change_and_only_then(tmp_path) -> None:
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store, SheetStore(path) as other:
        mark = store.change_mark()
        store.list_sheets()
        store.sheet_summary(1)
        assert store.change_mark() == mark  # reading changes nothing

        sheet_id = store.create(_sheet("Mine"))
        assert store.change_mark() != mark  # this store's own change
        mark = store.change_mark()

        other.append_row(sheet_id, {"points": [1, 2]})
        assert store.change_mark() != mark  # another copy's change
        mark = store.change_mark()
        other.rename(sheet_id, "Renamed")
        assert store.change_mark() != mark
        assert store.change_mark() == store.change_mark()
