"""A played match's sheet kept in the store follows the match exactly."""

from __future__ import annotations

from cardtable.sheets.model import Sheet
from cardtable.sheets.played import keep_played_sheet
from cardtable.storage.sheet_store import SheetStore


def _sheet(rows: list[dict], kind: str = "generic") -> Sheet:
    return Sheet(kind, ["Ann", "Bob"], {}, rows, title="Match", source="played")


def test_the_stored_sheet_follows_the_match_through_new_hands_and_undo(tmp_path) -> None:
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        sheet_id = keep_played_sheet(store, None, _sheet([{"points": [1, 2]}]))
        assert keep_played_sheet(store, sheet_id, _sheet([{"points": [1, 2]}, {"points": [3, 4]}])) == sheet_id
        assert store.load(sheet_id).rows == [{"points": [1, 2]}, {"points": [3, 4]}]
        # An undo past the end of hand 2, then hand 2 played differently.
        keep_played_sheet(store, sheet_id, _sheet([{"points": [1, 2]}, {"points": (5, 0)}]))
        assert store.load(sheet_id).rows == [{"points": [1, 2]}, {"points": [5, 0]}]
        keep_played_sheet(store, sheet_id, _sheet([{"points": [1, 2]}]))
        assert store.load(sheet_id).rows == [{"points": [1, 2]}]
        assert len(store.list_sheets()) == 1


def test_a_missing_or_foreign_sheet_starts_a_new_one(tmp_path) -> None:
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        first = keep_played_sheet(store, None, _sheet([]))
        store.delete_sheet(first)
        second = keep_played_sheet(store, first, _sheet([{"points": [0, 1]}]))
        assert second != first and store.load(second).source == "played"
        hearts = Sheet("hearts", ["A", "B", "C", "D"], {}, [], title="H", source="played")
        assert keep_played_sheet(store, second, hearts) != second
