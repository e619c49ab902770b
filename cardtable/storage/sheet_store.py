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
* Damage is reported, not raised: a file that is not SQLite, that fails
  ``PRAGMA integrity_check`` or that is cut shorter than a database header
  (even to nothing), is renamed aside (``set_aside``: never
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

Identities, so that nothing is changed by mistake (schema version 2):

* Every sheet has a ``uid``, a random text that names it for good, in any
  file: a saved match names its sheet by it (``id_of``), never by the number
  ``id``, which a new file gives again from 1 after a damaged one is set aside.
* Every row has an ``id`` of its own, never reused (``Sheet.row_ids`` lists
  them in the order of ``Sheet.rows``). A change to a row names it and the
  entry the caller saw: ``replace_row(sheet, row_id, entry, expected=...)``,
  ``delete_row(sheet, row_id, expected=...)``; ``insert_row(sheet, entry,
  after=row_id)`` puts a row after the one named. ``delete_sheet`` and
  ``rename`` may also say what they expect. When the row is gone or holds
  something else (another copy of the app changed the sheet since the caller
  read it), the call raises ``SheetChanged`` and changes nothing.
  ``append_row`` adds at the end and returns the new row's id; given a
  ``row_id`` (an undo's redo), ``append_row``/``insert_row`` put a row back
  under its own id, as ``restore`` does a whole sheet.
* One value that cannot be read (a damaged JSON text in a file that SQLite
  still finds sound) spoils only its sheet: ``list_sheets`` lists it with a
  ``problem`` and no players, ``load`` raises ``SheetDamaged``, and the
  other sheets are read as usual. Nothing damaged is rewritten.

The schema, its migrations and the JSON helpers are in ``sheet_schema.py``,
the row-level SQL in ``sheet_rows.py`` (``SheetRows``, which ``SheetStore``
inherits) and the errors in ``sheet_errors.py``; all are exported here.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.messages import Message
from ..core.reasons import Reason
from . import paths
from .database import BUSY_TIMEOUT, SQLiteFile
from .sheet_errors import SheetChanged as SheetChanged
from .sheet_errors import SheetDamaged as SheetDamaged
from .sheet_errors import SheetNotFound as SheetNotFound
from .sheet_errors import SheetStoreError as SheetStoreError
from .sheet_record import Sheet
from .sheet_rows import SheetRows
from .sheet_schema import _MIGRATIONS as _MIGRATIONS
from .sheet_schema import SCHEMA_VERSION as SCHEMA_VERSION
from .sheet_schema import WORDS as WORDS
from .sheet_schema import _entry_json, _log_migration, _new_uid, _now, _read_object, _read_players


@dataclass(frozen=True)
class SheetSummary:
    """One line of the list of stored sheets. ``problem`` says why a damaged
    sheet cannot be opened (its ``players`` are then empty)."""

    id: int
    kind: str
    title: str
    players: list[str]
    source: str
    created: str
    updated: str
    rows: int
    uid: str = ""
    problem: Reason | None = None


def _damage(part: str, sheet_id: int, title: str, hand: int = 0) -> Reason:
    """What is damaged in sheet ``sheet_id``: its players, options, or a hand."""
    if part == "players":
        return Reason.of(
            "sheet_players_damaged",
            "The score sheet “{title}” (number {id}) is damaged: its list of players "
            "cannot be read. It is left as it is; the other sheets are not affected.",
            title=title,
            id=sheet_id,
        )
    if part == "options":
        return Reason.of(
            "sheet_options_damaged",
            "The score sheet “{title}” (number {id}) is damaged: its options cannot be "
            "read. It is left as it is; the other sheets are not affected.",
            title=title,
            id=sheet_id,
        )
    return Reason.of(
        "sheet_hand_damaged",
        "The score sheet “{title}” (number {id}) is damaged: hand {hand} cannot be read. "
        "It is left as it is; the other sheets are not affected.",
        title=title,
        id=sheet_id,
        hand=hand,
    )


#: The columns of a line of the list (``SheetStore._summary`` reads them in this order).
_SUMMARY_SELECT = (
    "SELECT s.id, s.kind, s.title, s.players, s.source, s.created, s.updated,"
    " (SELECT COUNT(*) FROM rows r WHERE r.sheet_id = s.id), s.uid FROM sheets s"
)


class SheetStore(SheetRows):
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
            raise SheetStoreError(
                Reason.of(
                    "sheet_unsaved",
                    "The score sheet could not be saved: {problem}.",
                    problem=error,
                )
            ) from None
        try:
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as error:
            db.execute("ROLLBACK")
            raise SheetStoreError(
                Reason.of(
                    "sheet_unsaved",
                    "The score sheet could not be saved: {problem}.",
                    problem=error,
                )
            ) from None
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _query(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self.db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise SheetStoreError(
                Reason.of(
                    "sheets_unread",
                    "The score sheets could not be read: {problem}.",
                    problem=error,
                )
            ) from None

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """Several queries that see one state of the file (another copy's
        change lands before or after them, never between)."""
        db = self.db
        try:
            db.execute("BEGIN")
        except sqlite3.Error as error:
            raise SheetStoreError(
                Reason.of(
                    "sheets_unread",
                    "The score sheets could not be read: {problem}.",
                    problem=error,
                )
            ) from None
        try:
            yield
        finally:
            db.execute("COMMIT")

    # -- sheets ---------------------------------------------------------------
    def create(self, sheet: Sheet) -> int:
        """Store a new sheet (with any rows it already has); sets its ``id``,
        ``uid``, ``row_ids``, ``created`` and ``updated``, and returns the id.
        A copy of a stored sheet is a new sheet: it gets ids of its own."""
        for entry in sheet.rows:
            _entry_json(entry)  # refuse a bad row before touching the file
        moment, uid = _now(), _new_uid()
        created, updated = sheet.created, sheet.updated
        sheet.created = sheet.updated = moment
        try:
            with self._change() as db:
                sheet_id, row_ids = self._insert_sheet(db, sheet, None, uid, [None] * len(sheet.rows))
        except BaseException:
            sheet.created, sheet.updated = created, updated
            raise
        sheet.id, sheet.uid, sheet.row_ids = sheet_id, uid, row_ids
        return sheet_id

    def restore(self, sheet: Sheet) -> None:
        """Put a deleted sheet back under its own id and uid, with its rows
        (under their own ids) and times (undo of ``delete_sheet``). Ids are
        never reused, so they are free unless the sheet was not deleted."""
        if sheet.id is None:
            raise ValueError("only a sheet that was stored (it has an id) can be restored")
        for entry in sheet.rows:
            _entry_json(entry)
        if not sheet.created:
            sheet.created = _now()
        if not sheet.updated:
            sheet.updated = sheet.created
        uid = sheet.uid or _new_uid()
        own_ids = len(sheet.row_ids) == len(sheet.rows)
        with self._change() as db:
            if db.execute("SELECT 1 FROM sheets WHERE id = ? OR uid = ?", (sheet.id, uid)).fetchone() is not None:
                raise SheetStoreError(
                    Reason.of(
                        "sheet_exists",
                        "There is already a score sheet {id}.",
                        id=sheet.id,
                    )
                )
            _id, row_ids = self._insert_sheet(
                db, sheet, sheet.id, uid, list(sheet.row_ids) if own_ids else [None] * len(sheet.rows)
            )
        sheet.uid, sheet.row_ids = uid, row_ids

    def load(self, sheet_id: int) -> Sheet:
        """The stored sheet with its rows (and their ids) in order. A value
        that cannot be read raises SheetDamaged; nothing is changed."""
        with self._reading():
            found = self._query(
                "SELECT kind, title, players, options, source, created, updated, uid FROM sheets WHERE id = ?",
                (sheet_id,),
            )
            if not found:
                raise SheetNotFound(sheet_id)
            rows = self._query("SELECT id, entry FROM rows WHERE sheet_id = ? ORDER BY position", (sheet_id,))
        kind, title, players, options, source, created, updated, uid = found[0]
        named = title or kind
        try:
            players = _read_players(players)
        except (ValueError, TypeError):
            raise SheetDamaged(sheet_id, _damage("players", sheet_id, named)) from None
        try:
            options = _read_object(options)
        except (ValueError, TypeError):
            raise SheetDamaged(sheet_id, _damage("options", sheet_id, named)) from None
        entries = []
        for hand, (_row_id, entry) in enumerate(rows, start=1):
            try:
                entries.append(_read_object(entry))
            except (ValueError, TypeError):
                raise SheetDamaged(sheet_id, _damage("hand", sheet_id, named, hand)) from None
        return Sheet(
            kind=kind,
            players=players,
            options=options,
            rows=entries,
            title=title,
            source=source,
            created=created,
            updated=updated,
            id=sheet_id,
            uid=uid,
            row_ids=[row_id for row_id, _entry in rows],
        )

    def id_of(self, uid: str) -> int | None:
        """The id in this file of the sheet named ``uid`` (None: not here)."""
        found = self._query("SELECT id FROM sheets WHERE uid = ?", (uid,))
        return found[0][0] if found else None

    def list_sheets(self) -> list[SheetSummary]:
        """Every stored sheet, the most recently changed first; one whose
        players cannot be read comes with its ``problem``."""
        rows = self._query(_SUMMARY_SELECT + " ORDER BY s.updated DESC, s.id DESC")
        return [self._summary(row) for row in rows]

    @staticmethod
    def _summary(row: Sequence[Any]) -> SheetSummary:
        sheet_id, kind, title, players, source, created, updated, count, uid = row
        try:
            names, problem = _read_players(players), None
        except (ValueError, TypeError):
            names, problem = [], _damage("players", sheet_id, title or kind)
        return SheetSummary(sheet_id, kind, title, names, source, created, updated, count, uid, problem)

    def rename(self, sheet_id: int, title: str, *, expected: str | None = None) -> None:
        """Give the sheet a new title; ``expected``, when given, is the title
        the caller saw (SheetChanged when it is another)."""
        with self._change() as db:
            self._count(db, sheet_id)
            stored = db.execute("SELECT title FROM sheets WHERE id = ?", (sheet_id,)).fetchone()[0]
            if expected is not None and stored != expected:
                raise SheetChanged(sheet_id)
            db.execute("UPDATE sheets SET title = ? WHERE id = ?", (title, sheet_id))
            self._touch(db, sheet_id)

    def delete_sheet(self, sheet_id: int, *, expected: Sheet | None = None) -> None:
        """Delete a sheet and its rows (``load`` it first to be able to
        ``restore`` it). ``expected``, when given, is the sheet as the caller
        loaded it: SheetChanged if its title or rows changed since."""
        with self._change() as db:
            self._count(db, sheet_id)
            if expected is not None and not self._same_sheet(db, sheet_id, expected):
                raise SheetChanged(sheet_id)
            db.execute("DELETE FROM rows WHERE sheet_id = ?", (sheet_id,))
            db.execute("DELETE FROM sheets WHERE id = ?", (sheet_id,))

    # -- rows -----------------------------------------------------------------
    def append_row(self, sheet_id: int, entry: Mapping[str, Any], *, row_id: int | None = None) -> int:
        """Add a hand at the end; returns the new row's id. ``row_id`` puts
        back a row that was taken away, under its own id."""
        text = _entry_json(entry)
        with self._change() as db:
            position = self._count(db, sheet_id)
            new_id = self._insert_row(db, sheet_id, position, text, row_id)
            self._touch(db, sheet_id)
        return new_id

    def insert_row(
        self, sheet_id: int, entry: Mapping[str, Any], *, after: int | None, row_id: int | None = None
    ) -> int:
        """Insert a hand just after row ``after`` (None: before every row);
        returns its id. SheetChanged when the sheet no longer has row
        ``after``. ``row_id`` puts back a deleted row under its own id."""
        text = _entry_json(entry)
        with self._change() as db:
            self._count(db, sheet_id)
            position = 0 if after is None else self._row(db, sheet_id, after)[0] + 1
            self._shift(db, sheet_id, position, 1)
            new_id = self._insert_row(db, sheet_id, position, text, row_id)
            self._touch(db, sheet_id)
        return new_id

    def replace_row(self, sheet_id: int, row_id: int, entry: Mapping[str, Any], *, expected: Mapping[str, Any]) -> None:
        """Replace the inputs of row ``row_id`` (an edited hand), which must
        still hold ``expected``, the entry the caller saw (else SheetChanged)."""
        text = _entry_json(entry)
        with self._change() as db:
            self._count(db, sheet_id)
            self._expect(db, sheet_id, row_id, expected)
            db.execute("UPDATE rows SET entry = ? WHERE id = ?", (text, row_id))
            self._touch(db, sheet_id)

    def delete_row(self, sheet_id: int, row_id: int, *, expected: Mapping[str, Any]) -> None:
        """Delete row ``row_id``, which must still hold ``expected`` (else
        SheetChanged); the later rows move up."""
        with self._change() as db:
            self._count(db, sheet_id)
            position = self._expect(db, sheet_id, row_id, expected)
            db.execute("DELETE FROM rows WHERE id = ?", (row_id,))
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
            _SUMMARY_SELECT + " WHERE s.id = ?",
            (sheet_id,),
        )
        return self._summary(found[0]) if found else None

    def change_mark(self) -> tuple[int, int]:
        """A mark that moves whenever a change is committed, by this store
        (its connection's change count) or by any other copy of the app
        (``PRAGMA data_version``): a list read at the same mark is current."""
        version = self._query("PRAGMA data_version")[0][0]
        return int(version), self.db.total_changes
