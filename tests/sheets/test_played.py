"""A played match's sheet kept in the store follows the match exactly, and
a match writes only to the sheet it created (issue 21: never to a sheet
kept by hand that an older save's sheet number happens to name)."""

from __future__ import annotations

import sqlite3

from cardtable.sheets.model import Sheet
from cardtable.sheets.played import keep_played_sheet, saved_sheet
from cardtable.storage.sheet_store import SheetStore

NAMES = ["A", "B", "C", "D"]


def _sheet(rows: list[dict], kind: str = "generic") -> Sheet:
    return Sheet(kind, ["Ann", "Bob"], {}, rows, title="Match", source="played")


def _hearts(rows: list[dict], source: str = "played") -> Sheet:
    return Sheet("hearts", list(NAMES), {}, rows, title="Hearts", source=source)


def _hand(n: int) -> dict:
    return {"taken": [n, 26 - n, 0, 0], "moon": None}


def test_the_stored_sheet_follows_the_match_through_new_hands_and_undo(tmp_path) -> None:
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        kept = keep_played_sheet(store, _sheet([{"points": [1, 2]}]))
        assert kept.uid and store.load(kept.id).uid == kept.uid
        assert keep_played_sheet(store, _sheet([{"points": [1, 2]}, {"points": [3, 4]}]), kept.uid) == kept
        assert store.load(kept.id).rows == [{"points": [1, 2]}, {"points": [3, 4]}]
        # An undo past the end of hand 2, then hand 2 played differently.
        keep_played_sheet(store, _sheet([{"points": [1, 2]}, {"points": (5, 0)}]), kept.uid)
        assert store.load(kept.id).rows == [{"points": [1, 2]}, {"points": [5, 0]}]
        keep_played_sheet(store, _sheet([{"points": [1, 2]}]), kept.uid)
        assert store.load(kept.id).rows == [{"points": [1, 2]}]
        assert len(store.list_sheets()) == 1


def test_a_missing_or_foreign_sheet_starts_a_new_one(tmp_path) -> None:
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        first = keep_played_sheet(store, _sheet([]))
        store.delete_sheet(first.id)
        second = keep_played_sheet(store, _sheet([{"points": [0, 1]}]), first.uid)
        assert second.id != first.id and second.uid != first.uid and store.load(second.id).source == "played"
        assert keep_played_sheet(store, _hearts([_hand(1)]), second.uid).id != second.id


def test_a_sheet_kept_by_hand_is_never_written_by_a_match(tmp_path) -> None:
    """Issue 21, as reported: after a damaged sheets file was set aside, the
    new file numbers sheets from 1 again, so an older save's ``sheet_id``
    names a hand-kept Hearts sheet of 6 rows. The next hand's end must leave
    it as it is and keep the match in a sheet of its own."""
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        by_hand = _hearts([_hand(n) for n in range(6)], source="manual")
        hand_kept = store.create(by_hand)
        assert hand_kept == 1
        match = _hearts([_hand(20), _hand(21)])
        kept = keep_played_sheet(store, match, None, saved_id=hand_kept)
        assert kept.id != hand_kept
        assert store.load(hand_kept).rows == [_hand(n) for n in range(6)]
        assert store.load(kept.id).rows == [_hand(20), _hand(21)]
        assert store.load(kept.id).source == "played"


def test_an_older_save_keeps_its_sheet_only_if_it_is_this_match(tmp_path) -> None:
    """A save from before uids names its sheet by number: kept when it is a
    played sheet of the same game and players whose rows are the match's;
    another match's sheet (another computer's number) is left alone."""
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        ours = store.create(_hearts([_hand(1), _hand(2)]))
        theirs = store.create(_hearts([_hand(7), _hand(8)]))
        others = store.create(Sheet("hearts", ["W", "X", "Y", "Z"], {}, [_hand(1), _hand(2)], source="played"))
        match = _hearts([_hand(1), _hand(2), _hand(3)])
        assert keep_played_sheet(store, match, None, saved_id=ours).id == ours
        assert store.load(ours).rows == [_hand(1), _hand(2), _hand(3)]
        for foreign in (theirs, others):
            before = store.load(foreign)
            kept = keep_played_sheet(store, match, None, saved_id=foreign)
            assert kept.id not in (ours, theirs, others)
            assert store.load(foreign) == before
        # The match played on after the file was saved: its first hands agree.
        longer = store.create(_hearts([_hand(1), _hand(2), _hand(9), _hand(10)]))
        assert keep_played_sheet(store, match, None, saved_id=longer).id == longer
        assert store.load(longer).rows == [_hand(1), _hand(2), _hand(3)]


def test_a_uid_from_another_file_starts_a_new_sheet(tmp_path) -> None:
    with SheetStore(tmp_path / "here.sqlite3") as here, SheetStore(tmp_path / "there.sqlite3") as there:
        hand_kept = here.create(_hearts([_hand(n) for n in range(6)], source="manual"))
        elsewhere = keep_played_sheet(there, _hearts([_hand(1)]))
        assert elsewhere.id == hand_kept  # the same number, another sheet
        kept = keep_played_sheet(here, _hearts([_hand(1), _hand(2)]), elsewhere.uid)
        assert kept.id != hand_kept and len(here.load(hand_kept).rows) == 6


def test_a_damaged_played_sheet_is_left_alone(tmp_path) -> None:
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store:
        kept = keep_played_sheet(store, _hearts([_hand(1)]))
        db = sqlite3.connect(path)
        db.execute("UPDATE rows SET entry = 'not json' WHERE sheet_id = ?", (kept.id,))
        db.commit()
        db.close()
        again = keep_played_sheet(store, _hearts([_hand(1), _hand(2)]), kept.uid)
        assert again.id != kept.id and store.load(again.id).rows == [_hand(1), _hand(2)]
    db = sqlite3.connect(path)
    assert db.execute("SELECT entry FROM rows WHERE sheet_id = ?", (kept.id,)).fetchall() == [("not json",)]
    db.close()


def test_what_a_save_names() -> None:
    assert saved_sheet({"sheet_uid": "abc", "sheet_id": 3}) == ("abc", 3)
    assert saved_sheet({"sheet_id": 3}) == (None, 3)
    assert saved_sheet({"sheet_id": True, "sheet_uid": 4}) == (None, None)
    assert saved_sheet({}) == (None, None)
