"""The schema of the score sheets database and its migrations, the words
said about the file, and the reading and writing of the JSON values stored
in it. A part of the score sheets store (see sheet_store.py, which reads
``SCHEMA_VERSION`` and ``_MIGRATIONS`` through its own names)."""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

from ..core.reasons import Reason
from .database import FileWords
from .jsonfile import parse_json

SCHEMA_VERSION = 2


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


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _new_uid() -> str:
    return str(uuid.uuid4())


def _stored(value: Any) -> Any:
    """``value`` as it reads back from the store (tuples become lists)."""
    return json.loads(_json(value, "the value"))


def _loads(text: str) -> Any:
    """A stored JSON value; DamagedJSON (a ValueError) for any damage,
    including a value nested past the parser's recursion limit. Without the
    depth walk: the list reads every sheet's players, a long sheet thousands
    of rows, and what is read here is not written back."""
    return parse_json(text, max_depth=None)


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
        "sheets_unopened",
        "The score sheets file {path} could not be opened: {problem}.",
        path=path,
        problem=problem,
    ),
    newer=lambda path: Reason.of(
        "sheets_newer",
        "The score sheets file {path} was written by a newer Card Table; it is left "
        "untouched and the sheets of this session are not kept.",
        path=path,
    ),
    stuck=lambda path, damage, problem: Reason.of(
        "sheets_stuck",
        "The score sheets file {path} is damaged ({damage}) and could not be set aside ({problem}).",
        path=path,
        damage=damage,
        problem=problem,
    ),
    set_aside=lambda damage, moved: Reason.of(
        "sheets_set_aside",
        "The score sheets file was damaged ({damage}) and was set aside as {moved}; a new, empty one was started.",
        damage=damage,
        moved=moved,
    ),
)
