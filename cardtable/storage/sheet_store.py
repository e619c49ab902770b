"""Score sheets in SQLite under the data folder.

Every sheet a person keeps by hand, and the sheet of every match played in
the app, is a row of ``sheets`` (kind, title, column names, options, source,
times) and one row of ``rows`` per hand (its inputs as JSON, at a position).
Only inputs are stored: totals, settlements and winners are derived by the
sheet's kind each time, so they can never disagree with the rows.

Choices, following ``statistics.py`` so the UI meets the same behaviour (the
opening, checking and migrating both share live in ``database.py``):

* A score typed at a real table cannot be typed again: every change (a row
  added, inserted, replaced or deleted, a sheet created, renamed, deleted or
  restored) is ONE transaction, in WAL mode with ``synchronous=FULL``, so once
  a call returns its change survives a crash, a kill or a power cut, and an
  interrupted change leaves the sheet as it was.
* Damage is reported, not raised: a file that is not SQLite, or that fails
  ``PRAGMA integrity_check``, is renamed aside (``set_aside``: never
  overwritten, never deleted) with its -wal/-shm companions, a fresh database
  is created, and ``problem`` says where the old file went. A database
  written by a newer Card Table is left untouched; sheets then live in memory
  for this session and ``problem`` says so.
* The schema is versioned (``PRAGMA user_version``, one function per step in
  ``_MIGRATIONS``, each step also logged in the ``migrations`` table).
* Errors while the app runs (disk full, a file locked for too long) raise
  SheetStoreError for the UI to show; a missing sheet raises SheetNotFound.
* A second copy of the app (or a second ``SheetStore``) on the same file sees
  every committed change and waits briefly for the other's writes.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..core.messages import Message
from ..core.reasons import Reason
from ..sheets.model import Sheet
from . import paths
from .database import BUSY_TIMEOUT, FileWords, SQLiteFile
from .problems import ExplainedError

SCHEMA_VERSION = 1


class SheetStoreError(ExplainedError):
    """The sheets database could not be read or written."""


class SheetNotFound(SheetStoreError, KeyError):
    """No stored sheet has this id (deleted, perhaps by another copy of the app)."""

    def __init__(self, sheet_id: int):
        super().__init__(Reason.of("sheet_not_found", "There is no score sheet {id}.", id=sheet_id))

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "no such sheet"


def _create_v1(db: sqlite3.Connection) -> None:
    db.execute(
        """
        CREATE TABLE migrations (
            version INTEGER PRIMARY KEY,
            applied TEXT    NOT NULL  -- ISO time, UTC
        )
        """
    )
    db.execute(
        """
        CREATE TABLE sheets (
            id      INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: restore() puts a sheet back under its id
            kind    TEXT    NOT NULL,  -- the sheet kind's id: "generic" or a game's id
            title   TEXT    NOT NULL DEFAULT '',
            players TEXT    NOT NULL,  -- JSON list of column names
            options TEXT    NOT NULL,  -- JSON object
            source  TEXT    NOT NULL,  -- "manual" or "played"
            created TEXT    NOT NULL,  -- ISO time, UTC
            updated TEXT    NOT NULL
        )
        """
    )
    db.execute(
        """
        CREATE TABLE rows (
            sheet_id INTEGER NOT NULL REFERENCES sheets (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,  -- 0-based, no gaps
            entry    TEXT    NOT NULL,  -- JSON object: the hand's inputs
            PRIMARY KEY (sheet_id, position)
        )
        """
    )
    db.execute("CREATE INDEX sheets_by_update ON sheets (updated)")


# _MIGRATIONS[n] brings a database from user_version n to n + 1.
_MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1]
assert len(_MIGRATIONS) == SCHEMA_VERSION


def _log_migration(db: sqlite3.Connection, version: int) -> None:
    """Each step is also logged in the ``migrations`` table, in its transaction."""
    db.execute("INSERT INTO migrations (version, applied) VALUES (?, ?)", (version, _now()))


@dataclass(frozen=True)
class SheetSummary:
    """One line of the list of stored sheets."""

    id: int
    kind: str
    title: str
    players: list[str]
    source: str
    created: str
    updated: str
    rows: int


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def _json(value: Any, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{what} cannot be stored: {error}") from None


def _entry_json(entry: Mapping[str, Any]) -> str:
    if not isinstance(entry, Mapping):
        raise TypeError(f"a row is a mapping of field names to values, not {type(entry).__name__}")
    return _json(dict(entry), "the row")


WORDS = FileWords(
    unopened=lambda path, problem: Reason.of(
        "sheets_unopened", "The score sheets file {path} could not be opened: {problem}.",
        path=path, problem=problem,
    ),
    newer=lambda path: Reason.of(
        "sheets_newer", "The score sheets file {path} was written by a newer Card Table; it is left "
        "untouched and the sheets of this session are not kept.", path=path,
    ),
    stuck=lambda path, damage, problem: Reason.of(
        "sheets_stuck", "The score sheets file {path} is damaged ({damage}) and could not be set aside "
        "({problem}).", path=path, damage=damage, problem=problem,
    ),
    set_aside=lambda damage, moved: Reason.of(
        "sheets_set_aside", "The score sheets file was damaged ({damage}) and was set aside as {moved}; "
        "a new, empty one was started.", damage=damage, moved=moved,
    ),
)


class SheetStore:
    """The sheets database. ``problem`` says what went wrong opening it."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else paths.sheets_path()
        self.problem: Message | None = None  # a str (English) whose text() is translated
        self._db: sqlite3.Connection | None = None
        self._db = self._open()

    # -- opening, checking, migrating (database.py) -------------------------
    def _open(self) -> sqlite3.Connection:
        db, problems = SQLiteFile(
            path=self.path,
            words=WORDS,
            error=SheetStoreError,
            schema_version=SCHEMA_VERSION,
            migrations=_MIGRATIONS,
            synchronous="FULL",
            foreign_keys=True,
            busy_timeout=BUSY_TIMEOUT,
            on_migrated=_log_migration,
        ).open()
        self.problem = problems[-1] if problems else None
        return db

    # -- transactions ---------------------------------------------------------
    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise SheetStoreError(Reason.of("sheets_closed", "The score sheets file is closed."))
        return self._db

    @contextmanager
    def _change(self) -> Iterator[sqlite3.Connection]:
        """One change, all or nothing: BEGIN IMMEDIATE takes the write lock at
        once (so positions read inside cannot go stale), COMMIT makes it durable."""
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise SheetStoreError(Reason.of(
                "sheet_unsaved", "The score sheet could not be saved: {problem}.", problem=error,
            )) from None
        try:
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as error:
            db.execute("ROLLBACK")
            raise SheetStoreError(Reason.of(
                "sheet_unsaved", "The score sheet could not be saved: {problem}.", problem=error,
            )) from None
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _query(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self.db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise SheetStoreError(Reason.of(
                "sheets_unread", "The score sheets could not be read: {problem}.", problem=error,
            )) from None

    @staticmethod
    def _count(db: sqlite3.Connection, sheet_id: int) -> int:
        """The sheet's number of rows (SheetNotFound if there is no such sheet)."""
        if db.execute("SELECT 1 FROM sheets WHERE id = ?", (sheet_id,)).fetchone() is None:
            raise SheetNotFound(sheet_id)
        return db.execute("SELECT COUNT(*) FROM rows WHERE sheet_id = ?", (sheet_id,)).fetchone()[0]

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
    def _touch(db: sqlite3.Connection, sheet_id: int) -> str:
        moment = _now()
        db.execute("UPDATE sheets SET updated = ? WHERE id = ?", (moment, sheet_id))
        return moment

    @staticmethod
    def _insert_sheet(db: sqlite3.Connection, sheet: Sheet, sheet_id: int | None) -> int:
        cursor = db.execute(
            "INSERT INTO sheets (id, kind, title, players, options, source, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                sheet_id,
                sheet.kind,
                sheet.title,
                _json(list(sheet.players), "the players"),
                _json(dict(sheet.options), "the options"),
                sheet.source,
                sheet.created,
                sheet.updated,
            ),
        )
        new_id = int(cursor.lastrowid) if sheet_id is None else sheet_id
        db.executemany(
            "INSERT INTO rows (sheet_id, position, entry) VALUES (?, ?, ?)",
            [(new_id, position, _entry_json(entry)) for position, entry in enumerate(sheet.rows)],
        )
        return new_id

    # -- sheets ---------------------------------------------------------------
    def create(self, sheet: Sheet) -> int:
        """Store a new sheet (with any rows it already has); sets its ``id``,
        ``created`` and ``updated``, and returns the id."""
        for entry in sheet.rows:
            _entry_json(entry)  # refuse a bad row before touching the file
        moment = _now()
        created, updated = sheet.created, sheet.updated
        sheet.created = sheet.updated = moment
        try:
            with self._change() as db:
                sheet.id = self._insert_sheet(db, sheet, None)
        except BaseException:
            sheet.created, sheet.updated = created, updated
            raise
        return sheet.id

    def restore(self, sheet: Sheet) -> None:
        """Put a deleted sheet back under its own id, with its rows and times
        (undo of ``delete_sheet``). Ids are never reused, so the id is free
        unless the sheet was not deleted."""
        if sheet.id is None:
            raise ValueError("only a sheet that was stored (it has an id) can be restored")
        for entry in sheet.rows:
            _entry_json(entry)
        if not sheet.created:
            sheet.created = _now()
        if not sheet.updated:
            sheet.updated = sheet.created
        with self._change() as db:
            if db.execute("SELECT 1 FROM sheets WHERE id = ?", (sheet.id,)).fetchone() is not None:
                raise SheetStoreError(Reason.of(
                    "sheet_exists", "There is already a score sheet {id}.", id=sheet.id,
                ))
            self._insert_sheet(db, sheet, sheet.id)

    def load(self, sheet_id: int) -> Sheet:
        """The stored sheet with its rows in order."""
        found = self._query(
            "SELECT kind, title, players, options, source, created, updated FROM sheets WHERE id = ?",
            (sheet_id,),
        )
        if not found:
            raise SheetNotFound(sheet_id)
        kind, title, players, options, source, created, updated = found[0]
        rows = self._query("SELECT entry FROM rows WHERE sheet_id = ? ORDER BY position", (sheet_id,))
        return Sheet(
            kind=kind,
            players=json.loads(players),
            options=json.loads(options),
            rows=[json.loads(entry) for (entry,) in rows],
            title=title,
            source=source,
            created=created,
            updated=updated,
            id=sheet_id,
        )

    def list_sheets(self) -> list[SheetSummary]:
        """Every stored sheet, the most recently changed first."""
        rows = self._query(
            "SELECT s.id, s.kind, s.title, s.players, s.source, s.created, s.updated,"
            " (SELECT COUNT(*) FROM rows r WHERE r.sheet_id = s.id)"
            " FROM sheets s ORDER BY s.updated DESC, s.id DESC"
        )
        return [
            SheetSummary(row[0], row[1], row[2], json.loads(row[3]), row[4], row[5], row[6], row[7])
            for row in rows
        ]

    def rename(self, sheet_id: int, title: str) -> None:
        with self._change() as db:
            self._count(db, sheet_id)
            db.execute("UPDATE sheets SET title = ? WHERE id = ?", (title, sheet_id))
            self._touch(db, sheet_id)

    def delete_sheet(self, sheet_id: int) -> None:
        """Delete a sheet and its rows (``load`` it first to be able to ``restore`` it)."""
        with self._change() as db:
            self._count(db, sheet_id)
            db.execute("DELETE FROM rows WHERE sheet_id = ?", (sheet_id,))
            db.execute("DELETE FROM sheets WHERE id = ?", (sheet_id,))

    # -- rows -----------------------------------------------------------------
    def append_row(self, sheet_id: int, entry: Mapping[str, Any]) -> int:
        """Add a hand at the end; returns its position."""
        text = _entry_json(entry)
        with self._change() as db:
            position = self._count(db, sheet_id)
            db.execute("INSERT INTO rows (sheet_id, position, entry) VALUES (?, ?, ?)", (sheet_id, position, text))
            self._touch(db, sheet_id)
        return position

    def insert_row(self, sheet_id: int, position: int, entry: Mapping[str, Any]) -> None:
        """Insert a hand before row ``position`` (0 to the number of rows)."""
        text = _entry_json(entry)
        with self._change() as db:
            count = self._count(db, sheet_id)
            if not 0 <= position <= count:
                raise IndexError(f"a row can be inserted at 0 to {count}, not {position}")
            self._shift(db, sheet_id, position, 1)
            db.execute("INSERT INTO rows (sheet_id, position, entry) VALUES (?, ?, ?)", (sheet_id, position, text))
            self._touch(db, sheet_id)

    def replace_row(self, sheet_id: int, position: int, entry: Mapping[str, Any]) -> None:
        """Replace the inputs of row ``position`` (an edited hand)."""
        text = _entry_json(entry)
        with self._change() as db:
            count = self._count(db, sheet_id)
            if not 0 <= position < count:
                raise IndexError(f"the sheet has rows 0 to {count - 1}, not {position}")
            db.execute("UPDATE rows SET entry = ? WHERE sheet_id = ? AND position = ?", (text, sheet_id, position))
            self._touch(db, sheet_id)

    def delete_row(self, sheet_id: int, position: int) -> None:
        """Delete row ``position``; the later rows move up."""
        with self._change() as db:
            count = self._count(db, sheet_id)
            if not 0 <= position < count:
                raise IndexError(f"the sheet has rows 0 to {count - 1}, not {position}")
            db.execute("DELETE FROM rows WHERE sheet_id = ? AND position = ?", (sheet_id, position))
            self._shift(db, sheet_id, position + 1, -1)
            self._touch(db, sheet_id)

    # -- closing ------------------------------------------------------------
    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def __enter__(self) -> SheetStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- quick looks (the sheets window refreshes one line, not the list) ---
    def sheet_summary(self, sheet_id: int) -> SheetSummary | None:
        """The line of ``list_sheets`` for one sheet (None: there is none), so
        a window that changed one sheet reads that sheet's line alone."""
        found = self._query(
            "SELECT s.id, s.kind, s.title, s.players, s.source, s.created, s.updated,"
            " (SELECT COUNT(*) FROM rows r WHERE r.sheet_id = s.id)"
            " FROM sheets s WHERE s.id = ?",
            (sheet_id,),
        )
        if not found:
            return None
        row = found[0]
        try:
            players = json.loads(row[3])
        except ValueError:  # a damaged value: the line still shows, without names
            players = []
        if not isinstance(players, list):
            players = []
        return SheetSummary(row[0], row[1], row[2], players, row[4], row[5], row[6], row[7])

    def change_mark(self) -> tuple[int, int]:
        """A mark that moves whenever a change is committed, by this store
        (its connection's change count) or by any other copy of the app
        (``PRAGMA data_version``): a list read at the same mark is current."""
        version = self._query("PRAGMA data_version")[0][0]
        return int(version), self.db.total_changes
