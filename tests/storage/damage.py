"""Damaged, newer and migrated database files, for the tests of both SQLite
stores (statistics and score sheets), which open files the same way
(``cardtable/storage/database.py``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

PAGE = 4096


def aside(path: Path) -> list[Path]:
    """The files ``path`` was set aside as."""
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


def scribble(path: Path, ink: bytes) -> bytes:
    """Write over 40 bytes of every page but the first (so the file still
    opens but fails its integrity check); returns the damaged content."""
    assert not Path(f"{path}-wal").exists()  # closing the last connection checkpoints
    data = bytearray(path.read_bytes())
    for start in range(PAGE, len(data), PAGE):
        data[start + 3000 : start + 3040] = ink * 40
    content = bytes(data)
    path.write_bytes(content)
    return content


def write_newer_database(path: Path) -> bytes:
    """A database as a newer Card Table would leave it; returns its content."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    return path.read_bytes()


@contextmanager
def write_locked(path: Path, *, wal: bool = False) -> Iterator[sqlite3.Connection]:
    """Another copy of the app holding the write lock on ``path`` for the
    ``with`` block (its transaction is rolled back at the end)."""
    blocker = sqlite3.connect(path, isolation_level=None)
    try:
        if wal:
            blocker.execute("PRAGMA journal_mode=WAL")
        blocker.execute("BEGIN IMMEDIATE")
        yield blocker
    finally:
        if blocker.in_transaction:
            blocker.execute("ROLLBACK")
        blocker.close()


def check_migrations_run_once(
    monkeypatch: pytest.MonkeyPatch, store: ModuleType, open_store: Callable[[Path], Any], path: Path, table: str
) -> None:
    """Give ``store`` (the module) one more version, whose step adds a
    column ``note`` to ``table``; opening a file of the current version at
    ``path`` twice runs that step once."""
    open_store(path).close()
    steps: list[int] = []
    following = store.SCHEMA_VERSION + 1

    def add_column(db: sqlite3.Connection) -> None:
        steps.append(following)
        db.execute(f"ALTER TABLE {table} ADD COLUMN note TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(store, "_MIGRATIONS", [*store._MIGRATIONS, add_column])
    monkeypatch.setattr(store, "SCHEMA_VERSION", following)
    open_store(path).close()
    open_store(path).close()
    assert steps == [following]
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == following
        assert "note" in [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    finally:
        db.close()
