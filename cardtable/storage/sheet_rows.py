"""The row-level SQL of the score sheets store: counting, finding, checking,
inserting and shifting the rows of a sheet, and storing a whole sheet. A part
of ``SheetStore`` (see sheet_store.py), kept apart so the store class holds
the transactions and the public calls."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.reasons import Reason
from .sheet_errors import SheetChanged, SheetNotFound, SheetStoreError
from .sheet_record import Sheet
from .sheet_schema import _entry_json, _json, _loads, _now, _stored


def _inserted_id(cursor: sqlite3.Cursor) -> int:
    """The id SQLite gave the row just inserted (always set after an INSERT)."""
    if cursor.lastrowid is None:
        raise SheetStoreError(
            Reason.of("sheet_unsaved", "The score sheet could not be saved: {problem}.", problem="no id was given")
        )
    return cursor.lastrowid


class SheetRows:
    """The row-level SQL helpers ``SheetStore`` runs inside its transactions."""

    @staticmethod
    def _count(db: sqlite3.Connection, sheet_id: int) -> int:
        """The sheet's number of rows (SheetNotFound if there is no such sheet)."""
        if db.execute("SELECT 1 FROM sheets WHERE id = ?", (sheet_id,)).fetchone() is None:
            raise SheetNotFound(sheet_id)
        return int(db.execute("SELECT COUNT(*) FROM rows WHERE sheet_id = ?", (sheet_id,)).fetchone()[0])

    @staticmethod
    def _shift(db: sqlite3.Connection, sheet_id: int, start: int, delta: int) -> None:
        """Move the rows at ``start`` and after by ``delta`` places. Through
        negative positions, so (sheet, position) stays unique at every step."""
        db.execute(
            "UPDATE rows SET position = -(position + ?) - 1 WHERE sheet_id = ? AND position >= ?",
            (delta, sheet_id, start),
        )
        db.execute("UPDATE rows SET position = -position - 1 WHERE sheet_id = ? AND position < 0", (sheet_id,))

    @staticmethod
    def _row(db: sqlite3.Connection, sheet_id: int, row_id: int) -> tuple[int, str]:
        """The position and stored entry of row ``row_id`` of the sheet;
        SheetChanged when the sheet no longer has that row."""
        found = db.execute(
            "SELECT position, entry FROM rows WHERE id = ? AND sheet_id = ?", (row_id, sheet_id)
        ).fetchone()
        if found is None:
            raise SheetChanged(sheet_id)
        return int(found[0]), str(found[1])

    @classmethod
    def _expect(cls, db: sqlite3.Connection, sheet_id: int, row_id: int, expected: Mapping[str, Any]) -> int:
        """The position of row ``row_id``, which must still hold ``expected``
        (what the caller saw); SheetChanged when it does not."""
        position, text = cls._row(db, sheet_id, row_id)
        try:
            same = _loads(text) == json.loads(_entry_json(expected))
        except ValueError:  # a damaged entry is not what anyone saw
            same = False
        if not same:
            raise SheetChanged(sheet_id)
        return position

    @staticmethod
    def _insert_row(db: sqlite3.Connection, sheet_id: int, position: int, text: str, row_id: int | None) -> int:
        """Store a row at ``position`` (the place is free), under ``row_id``
        when it is put back; returns its id."""
        if row_id is not None and db.execute("SELECT 1 FROM rows WHERE id = ?", (row_id,)).fetchone():
            raise SheetChanged(sheet_id)  # it was not deleted after all
        cursor = db.execute(
            "INSERT INTO rows (id, sheet_id, position, entry) VALUES (?, ?, ?, ?)", (row_id, sheet_id, position, text)
        )
        return _inserted_id(cursor) if row_id is None else row_id

    @staticmethod
    def _touch(db: sqlite3.Connection, sheet_id: int) -> str:
        moment = _now()
        db.execute("UPDATE sheets SET updated = ? WHERE id = ?", (moment, sheet_id))
        return moment

    @classmethod
    def _insert_sheet(
        cls, db: sqlite3.Connection, sheet: Sheet, sheet_id: int | None, uid: str, row_ids: Sequence[int | None]
    ) -> tuple[int, list[int]]:
        """Store ``sheet`` and its rows; returns its id and its rows' ids."""
        cursor = db.execute(
            "INSERT INTO sheets (id, uid, kind, title, players, options, source, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                sheet_id,
                uid,
                sheet.kind,
                sheet.title,
                _json(list(sheet.players), "the players"),
                _json(dict(sheet.options), "the options"),
                sheet.source,
                sheet.created,
                sheet.updated,
            ),
        )
        new_id = _inserted_id(cursor) if sheet_id is None else sheet_id
        ids = [
            cls._insert_row(db, new_id, position, _entry_json(entry), row_id)
            for position, (entry, row_id) in enumerate(zip(sheet.rows, row_ids))
        ]
        return new_id, ids

    @staticmethod
    def _same_sheet(db: sqlite3.Connection, sheet_id: int, expected: Sheet) -> bool:
        """Whether the stored sheet still has the title, rows and row ids the
        caller saw in ``expected``."""
        title = db.execute("SELECT title FROM sheets WHERE id = ?", (sheet_id,)).fetchone()[0]
        stored = db.execute("SELECT id, entry FROM rows WHERE sheet_id = ? ORDER BY position", (sheet_id,)).fetchall()
        try:
            entries = [_loads(entry) for _id, entry in stored]
        except ValueError:
            return False
        return (
            title == expected.title
            and [row_id for row_id, _entry in stored] == list(expected.row_ids)
            and entries == _stored(list(expected.rows))
        )
