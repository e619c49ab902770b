"""Opening an SQLite file the way every Card Table database is opened.

Statistics and score sheets share one policy, kept here so they cannot drift
apart: the data someone typed or played must never be lost by opening a file.

* A damaged file (not SQLite, failing ``PRAGMA integrity_check``, or cut
  shorter than SQLite's 100-byte header, even to nothing) is reported and
  renamed aside with its -wal/-shm/-journal companions
  (``atomic.set_aside``: never overwritten, never deleted); a fresh database
  is started in its place.
* A file written by a newer Card Table (``PRAGMA user_version`` above the
  schema) is left untouched, not even its journal mode; the data of this
  session then lives in memory.
* Only SQLITE_CORRUPT and SQLITE_NOTADB count as damage: a file that is
  locked or busy (another copy of the app) is an error, never set aside.
* The schema is versioned by ``PRAGMA user_version``, one step per version,
  each in its own transaction, safe against a second copy migrating at once.
* A new database is made whole under a temporary name and then linked into
  place, never over an existing file: so the file, once there, is never
  shorter than its header, and an empty file can only be a damaged one (SQLite
  itself would take an empty file for a new database and start it afresh).
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.messages import Message, clause
from ..core.reasons import Reason
from .atomic import move_without_overwrite, set_aside, sync_folder

BUSY_TIMEOUT = 10.0  # seconds to wait for another copy of the app to finish a write

Migration = Callable[[sqlite3.Connection], None]

# Only these mean a damaged file; "locked" or "busy" must never set a file aside.
_DAMAGE_CODES = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})

# Every SQLite database begins with a 100-byte header; a shorter file is cut short.
HEADER_SIZE = 100


class _Damaged(sqlite3.DatabaseError):
    """The file is not a healthy SQLite database (it gets set aside).
    ``reason`` says why in words that can be translated, when we found it
    ourselves rather than SQLite."""

    def __init__(self, problem: str | Reason):
        self.reason = problem if isinstance(problem, Reason) else None
        super().__init__(str(problem))


def _too_short(size: int) -> Reason:
    """Why a file shorter than a database header is damage."""
    if size == 0:
        return Reason.of("database_empty", "the file is empty")
    if size == 1:
        return Reason.of("database_one_byte", "the file holds a single byte")
    return Reason.of("database_cut_short", "the file is only {size} bytes long", size=size)


@dataclass(frozen=True)
class FileWords:
    """What the messages about one database say, each one whole sentence with
    a literal template (so that it can be translated):

    * ``unopened(path, problem)``: the file could not be opened;
    * ``newer(path)``: a newer Card Table wrote it, so it is left alone;
    * ``stuck(path, damage, problem)``: it is damaged and could not be moved;
    * ``set_aside(damage, moved)``: it was damaged and was moved to ``moved``.
    """

    unopened: Callable[[Path, Any], Reason]
    newer: Callable[[Path], Reason]
    stuck: Callable[[Path, Any, Any], Reason]
    set_aside: Callable[[Any, Path], Reason]


@dataclass(kw_only=True)
class SQLiteFile:
    """How to open one database: its file, its words for the user, its schema.

    ``words`` holds the file's messages (``FileWords``). ``migrations[n]``
    brings version n to n + 1; ``on_migrated(db, version)`` runs inside each
    step's transaction. Anything that fails other than damage raises
    ``error`` (called with a Reason).
    """

    path: Path
    words: FileWords
    error: Callable[[Reason], Exception]
    schema_version: int
    migrations: Sequence[Migration]
    synchronous: str
    foreign_keys: bool = False
    busy_timeout: float = BUSY_TIMEOUT
    on_migrated: Callable[[sqlite3.Connection, int], None] | None = None
    problems: list[Message] = field(default_factory=list, init=False)

    def open(self) -> tuple[sqlite3.Connection, list[Message]]:
        """Open (creating if need be), check and migrate the database. Returns
        the connection, in autocommit mode (callers BEGIN IMMEDIATE themselves),
        and the problems met, as messages for the user."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                self._create_if_missing()
                return self._open_checked(self.path), self.problems
            except _Damaged as damage:
                self._set_aside(damage)
            self._create_if_missing()
            return self._open_checked(self.path), self.problems
        except (sqlite3.Error, OSError) as problem:
            raise self.error(self.words.unopened(self.path, problem)) from None

    def _create_if_missing(self) -> None:
        """Make a new database when there is no file: built under a temporary
        name in the same folder, then linked into place unless another copy
        of the app made one first (theirs is kept, ours dropped)."""
        if self.path.exists():
            return
        handle, name = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".new", dir=self.path.parent)
        os.close(handle)
        temporary = Path(name)
        try:
            self._open_checked(temporary, new=True).close()
            if move_without_overwrite(temporary, self.path):
                sync_folder(self.path.parent)
        finally:
            for leftover in (temporary, Path(f"{temporary}-wal"), Path(f"{temporary}-shm")):
                leftover.unlink(missing_ok=True)

    def _open_checked(self, path: Path, new: bool = False) -> sqlite3.Connection:
        """Connect, check the file (unless we just made it empty, ``new``) and
        bring its schema up to date."""
        in_memory = str(path) == ":memory:"
        if not new and not in_memory:
            size = path.stat().st_size
            if size < HEADER_SIZE:  # SQLite would take it for a new database
                raise _Damaged(_too_short(size))
        db = sqlite3.connect(str(path), timeout=self.busy_timeout, isolation_level=None)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > self.schema_version:  # checked first: not even the journal mode changes
                db.close()
                self.problems.append(Message(self.words.newer(path)))
                return self._open_checked(Path(":memory:"))
            if not new and not in_memory:
                rows = db.execute("PRAGMA integrity_check").fetchall()
                if rows != [("ok",)]:
                    raise _Damaged("; ".join(str(row[0]) for row in rows[:3]))
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={self.synchronous}")
            if self.foreign_keys:
                db.execute("PRAGMA foreign_keys=ON")
            self._migrate(db)
        except sqlite3.DatabaseError as problem:
            db.close()
            if getattr(problem, "sqlite_errorname", "") in _DAMAGE_CODES:
                raise _Damaged(str(problem)) from None
            raise
        except BaseException:
            db.close()
            raise
        return db

    def _set_aside(self, damage: Exception) -> None:
        """Move the damaged database and its journal files out of the way."""
        try:
            moved = set_aside(self.path)
        except OSError as problem:
            raise self.error(self.words.stuck(self.path, clause(damage), problem)) from None
        for suffix in ("-wal", "-shm", "-journal"):
            companion = Path(f"{self.path}{suffix}")
            if companion.exists():
                try:
                    os.replace(companion, Path(f"{moved}{suffix}"))
                except OSError:
                    pass
        self.problems.append(Message(self.words.set_aside(clause(damage), moved)))

    def _migrate(self, db: sqlite3.Connection) -> None:
        """Bring the schema up to date, one transaction per step, safe against a
        second copy of the app doing the same at the same moment."""
        if db.execute("PRAGMA user_version").fetchone()[0] >= self.schema_version:
            return  # the usual case: no write lock needed just to open
        while True:
            db.execute("BEGIN IMMEDIATE")
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version >= self.schema_version:
                    db.execute("COMMIT")
                    return
                self.migrations[version](db)
                if self.on_migrated is not None:
                    self.on_migrated(db, version + 1)
                db.execute(f"PRAGMA user_version = {version + 1}")
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
