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
"""

from __future__ import annotations

import json
import os
import sqlite3
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..core.messages import Message
from ..core.reasons import Reason
from . import paths
from .database import BUSY_TIMEOUT, FileWords, SQLiteFile
from .jsonfile import DamagedJSON
from .problems import ExplainedError
from .sheet_record import Sheet

SCHEMA_VERSION = 2


class SheetStoreError(ExplainedError):
    """The sheets database could not be read or written."""


class SheetNotFound(SheetStoreError, KeyError):
    """No stored sheet has this id (deleted, perhaps by another copy of the app)."""

    def __init__(self, sheet_id: int):
        super().__init__(Reason.of("sheet_not_found", "There is no score sheet {id}.", id=sheet_id))

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "no such sheet"


class SheetChanged(SheetStoreError):
    """The sheet is no longer as the caller saw it (another copy of the app
    changed it meanwhile): the change was refused and nothing was changed.
    The caller reads the sheet again before anything else."""

    def __init__(self, sheet_id: int):
        super().__init__(Reason.of(
            "sheet_changed", "The score sheet was changed elsewhere (in another copy of Card Table, perhaps) "
            "since it was shown, so this change was not made.",
        ))
        self.sheet_id = sheet_id


class SheetDamaged(SheetStoreError):
    """A value stored for this sheet cannot be read, though the file is sound
    (``problem`` says which); the sheet is left as it is, the others are not
    affected."""

    def __init__(self, sheet_id: int, problem: Reason):
        super().__init__(problem)
        self.sheet_id = sheet_id


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


def _add_identities_v2(db: sqlite3.Connection) -> None:
    """Every sheet gets a lasting ``uid`` (a saved match names its sheet by
    it), every row an ``id`` of its own, never reused (a change names the row
    it means). The rows and their order are kept as they were."""
    db.execute("ALTER TABLE sheets ADD COLUMN uid TEXT NOT NULL DEFAULT ''")
    for (sheet_id,) in db.execute("SELECT id FROM sheets").fetchall():
        db.execute("UPDATE sheets SET uid = ? WHERE id = ?", (_new_uid(), sheet_id))
    db.execute("CREATE UNIQUE INDEX sheets_by_uid ON sheets (uid)")
    db.execute(
        """
        CREATE TABLE rows_v2 (
            id       INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: undo puts a row back under its id
            sheet_id INTEGER NOT NULL REFERENCES sheets (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,  -- 0-based, no gaps
            entry    TEXT    NOT NULL,  -- JSON object: the hand's inputs
            UNIQUE (sheet_id, position)
        )
        """
    )
    db.execute(
        "INSERT INTO rows_v2 (sheet_id, position, entry)"
        " SELECT sheet_id, position, entry FROM rows ORDER BY sheet_id, position"
    )
    db.execute("DROP TABLE rows")
    db.execute("ALTER TABLE rows_v2 RENAME TO rows")


# _MIGRATIONS[n] brings a database from user_version n to n + 1.
_MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1, _add_identities_v2]
assert len(_MIGRATIONS) == SCHEMA_VERSION


def _log_migration(db: sqlite3.Connection, version: int) -> None:
    """Each step is also logged in the ``migrations`` table, in its transaction."""
    db.execute("INSERT INTO migrations (version, applied) VALUES (?, ?)", (version, _now()))


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


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def _new_uid() -> str:
    return str(uuid.uuid4())


def _stored(value: Any) -> Any:
    """``value`` as it reads back from the store (tuples become lists)."""
    return json.loads(_json(value, "the value"))


def _inserted_id(cursor: sqlite3.Cursor) -> int:
    """The id SQLite gave the row just inserted (always set after an INSERT)."""
    if cursor.lastrowid is None:
        raise SheetStoreError(Reason.of("sheet_unsaved", "The score sheet could not be saved: {problem}.",
                                        problem="no id was given"))
    return cursor.lastrowid


def _loads(text: str) -> Any:
    """A stored JSON value; DamagedJSON (a ValueError) for any damage,
    including a value nested past the parser's recursion limit. Lighter than
    ``jsonfile.parse_json`` (no depth limit): the list reads every sheet's
    players, and a long sheet thousands of rows."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError, MemoryError) as error:
        raise DamagedJSON(type(error).__name__) from None


def _read_players(text: str) -> list[str]:
    players = _loads(text)
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise ValueError("not a list of names")
    return players


def _read_object(text: str) -> dict[str, Any]:
    value = _loads(text)
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def _damage(part: str, sheet_id: int, title: str, hand: int = 0) -> Reason:
    """What is damaged in sheet ``sheet_id``: its players, options, or a hand."""
    if part == "players":
        return Reason.of(
            "sheet_players_damaged", "The score sheet “{title}” (number {id}) is damaged: its list of players "
            "cannot be read. It is left as it is; the other sheets are not affected.", title=title, id=sheet_id,
        )
    if part == "options":
        return Reason.of(
            "sheet_options_damaged", "The score sheet “{title}” (number {id}) is damaged: its options cannot be "
            "read. It is left as it is; the other sheets are not affected.", title=title, id=sheet_id,
        )
    return Reason.of(
        "sheet_hand_damaged", "The score sheet “{title}” (number {id}) is damaged: hand {hand} cannot be read. "
        "It is left as it is; the other sheets are not affected.", title=title, id=sheet_id, hand=hand,
    )


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

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """Several queries that see one state of the file (another copy's
        change lands before or after them, never between)."""
        db = self.db
        try:
            db.execute("BEGIN")
        except sqlite3.Error as error:
            raise SheetStoreError(Reason.of(
                "sheets_unread", "The score sheets could not be read: {problem}.", problem=error,
            )) from None
        try:
            yield
        finally:
            db.execute("COMMIT")

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
                raise SheetStoreError(Reason.of(
                    "sheet_exists", "There is already a score sheet {id}.", id=sheet.id,
                ))
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
        rows = self._query(
            "SELECT s.id, s.kind, s.title, s.players, s.source, s.created, s.updated,"
            " (SELECT COUNT(*) FROM rows r WHERE r.sheet_id = s.id), s.uid"
            " FROM sheets s ORDER BY s.updated DESC, s.id DESC"
        )
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
            "SELECT s.id, s.kind, s.title, s.players, s.source, s.created, s.updated,"
            " (SELECT COUNT(*) FROM rows r WHERE r.sheet_id = s.id), s.uid"
            " FROM sheets s WHERE s.id = ?",
            (sheet_id,),
        )
        return self._summary(found[0]) if found else None

    def change_mark(self) -> tuple[int, int]:
        """A mark that moves whenever a change is committed, by this store
        (its connection's change count) or by any other copy of the app
        (``PRAGMA data_version``): a list read at the same mark is current."""
        version = self._query("PRAGMA data_version")[0][0]
        return int(version), self.db.total_changes
