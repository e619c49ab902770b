"""Score sheets in SQLite (DESIGN.md: "keeps every sheet in SQLite under the
user data folder"): one transaction per change, so a typed score survives a
crash; a damaged file is set aside (never overwritten) and a fresh one
started; two copies of the app share the same sheets."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardtable.sheets.model import Sheet
from cardtable.storage import paths, sheet_store
from cardtable.storage.sheet_store import SheetNotFound, SheetStore, SheetStoreError

from .damage import (
    aside,
    check_migrations_run_once,
    scribble,
    write_locked,
    write_newer_database,
)

ROOT = Path(__file__).resolve().parents[2]


def _sheet(title: str = "Friday", rows: int = 0) -> Sheet:
    return Sheet(
        kind="generic",
        players=["Anne", "Beth", "Cath"],
        options={"target": 100, "lowest_wins": False, "hands": 0},
        rows=[{"points": [n, 0, -n]} for n in range(rows)],
        title=title,
    )


@pytest.fixture
def store():
    with SheetStore() as opened:
        yield opened


def test_the_database_lives_in_the_data_folder(store: SheetStore, home: Path) -> None:
    assert paths.sheets_path() == paths.data_dir() / "sheets.sqlite3"
    assert store.path == paths.sheets_path()
    assert store.path.is_relative_to(home.resolve() / "data")
    assert store.problem is None
    db = sqlite3.connect(store.path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == sheet_store.SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert [row[0] for row in db.execute("SELECT version FROM migrations")] == [1]
    db.close()
    assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_create_and_load(store: SheetStore) -> None:
    sheet = _sheet(rows=2)
    sheet_id = store.create(sheet)
    assert sheet.id == sheet_id and sheet.created and sheet.updated == sheet.created
    loaded = store.load(sheet_id)
    assert loaded == sheet
    assert loaded.rows == [{"points": [0, 0, 0]}, {"points": [1, 0, -1]}]
    with pytest.raises(SheetNotFound, match="no score sheet 999"):
        store.load(999)


def test_rows_append_insert_replace_delete(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    assert [store.append_row(sheet_id, {"n": n}) for n in range(3)] == [0, 1, 2]
    store.insert_row(sheet_id, 0, {"n": "first"})
    store.insert_row(sheet_id, 2, {"n": "middle"})
    store.insert_row(sheet_id, 5, {"n": "last"})
    assert [row["n"] for row in store.load(sheet_id).rows] == ["first", 0, "middle", 1, 2, "last"]
    store.replace_row(sheet_id, 1, {"n": "zero"})
    store.delete_row(sheet_id, 0)
    store.delete_row(sheet_id, 4)
    store.delete_row(sheet_id, 1)
    assert [row["n"] for row in store.load(sheet_id).rows] == ["zero", 1, 2]
    for bad in (lambda: store.insert_row(sheet_id, 4, {}), lambda: store.replace_row(sheet_id, 3, {}),
                lambda: store.delete_row(sheet_id, -1)):
        with pytest.raises(IndexError):
            bad()
    assert [row["n"] for row in store.load(sheet_id).rows] == ["zero", 1, 2]  # a refused change changes nothing
    with pytest.raises(SheetNotFound):
        store.append_row(12345, {})


def test_entries_are_json(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    entry = {"contract": "Q", "doubles": [[2], [0, 2, 3], [0], []], "raw": [-6, 0, -6, -12], "moon": None,
             "heels": True, "name": "Zoë"}
    store.append_row(sheet_id, entry)
    assert store.load(sheet_id).rows == [entry]
    raw = store.db.execute("SELECT entry FROM rows").fetchone()[0]
    assert json.loads(raw) == entry
    with pytest.raises(ValueError, match="cannot be stored"):
        store.append_row(sheet_id, {"bad": object()})
    with pytest.raises(TypeError):
        store.append_row(sheet_id, [1, 2])  # type: ignore[arg-type]
    assert len(store.load(sheet_id).rows) == 1


def test_list_newest_first_with_row_counts(store: SheetStore) -> None:
    first = store.create(_sheet("first", rows=3))
    second = store.create(_sheet("second"))
    listed = store.list_sheets()
    assert [summary.id for summary in listed] == [second, first]
    assert listed[1].rows == 3 and listed[1].players == ["Anne", "Beth", "Cath"]
    assert (listed[1].kind, listed[1].title, listed[1].source) == ("generic", "first", "manual")
    time.sleep(0.002)
    store.append_row(first, {"points": [1, 2, 3]})  # a change makes it the newest
    listed = store.list_sheets()
    assert [summary.id for summary in listed] == [first, second]
    assert listed[0].rows == 4 and listed[0].updated > listed[0].created


def test_rename_delete_and_restore(store: SheetStore) -> None:
    sheet_id = store.create(_sheet(rows=2))
    store.rename(sheet_id, "Saturday")
    assert store.load(sheet_id).title == "Saturday"
    kept = store.load(sheet_id)
    store.delete_sheet(sheet_id)
    assert store.list_sheets() == []
    assert store.db.execute("SELECT COUNT(*) FROM rows").fetchone()[0] == 0
    with pytest.raises(SheetNotFound):
        store.delete_sheet(sheet_id)
    other = store.create(_sheet("other"))
    assert other != sheet_id  # ids are never reused...
    store.restore(kept)  # ...so undo puts the sheet back under its own id
    assert store.load(sheet_id) == kept
    with pytest.raises(SheetStoreError, match="already a score sheet"):
        store.restore(kept)
    with pytest.raises(ValueError):
        store.restore(_sheet())
    with pytest.raises(SheetNotFound):
        store.rename(999, "x")


def test_two_stores_on_the_same_file_see_the_same_rows(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    with SheetStore() as other:
        store.append_row(sheet_id, {"points": [1, 2, 3]})
        assert other.load(sheet_id).rows == [{"points": [1, 2, 3]}]
        other.append_row(sheet_id, {"points": [4, 5, 6]})
        assert len(store.load(sheet_id).rows) == 2


def _python(code: str, **kwargs) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], env=env, cwd=ROOT, **kwargs)


def test_another_process_sees_the_same_sheets(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    store.append_row(sheet_id, {"points": [1, 2, 3]})
    child = _python(
        f"""
        from cardtable.storage.sheet_store import SheetStore
        with SheetStore({str(store.path)!r}) as store:
            assert store.load({sheet_id}).rows == [{{"points": [1, 2, 3]}}]
            store.append_row({sheet_id}, {{"points": [7, 8, 9]}})
            print(len(store.list_sheets()))
        """,
        stdout=subprocess.PIPE, text=True,
    )
    out, _ = child.communicate(timeout=60)
    assert child.returncode == 0 and out.strip() == "1"
    assert store.load(sheet_id).rows[-1] == {"points": [7, 8, 9]}


def test_a_killed_writer_loses_at_most_the_row_being_written(tmp_path: Path) -> None:
    """SIGKILL in the middle of appending: every row whose append returned is
    there, in order, and the file is consistent."""
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store:
        sheet_id = store.create(_sheet())
    child = _python(
        f"""
        import sys
        from cardtable.storage.sheet_store import SheetStore
        store = SheetStore({str(path)!r})
        n = 0
        while True:
            store.append_row({sheet_id}, {{"n": n, "padding": "x" * 2000}})
            print(n, flush=True)  # committed
            n += 1
        """,
        stdout=subprocess.PIPE, text=True,
    )
    committed = -1
    assert child.stdout is not None
    while committed < 40:
        line = child.stdout.readline()
        assert line, "the writer stopped by itself"
        committed = int(line)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    rest = child.stdout.read()
    child.stdout.close()
    committed = max([committed] + [int(line) for line in rest.split()])
    assert child.returncode == -signal.SIGKILL
    with SheetStore(path) as reopened:
        assert reopened.problem is None
        assert reopened.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = reopened.load(sheet_id).rows
        numbers = [row["n"] for row in rows]
        assert numbers == list(range(len(numbers)))  # in order, no gap, no duplicate
        assert committed + 1 <= len(numbers) <= committed + 2
        reopened.append_row(sheet_id, {"n": len(numbers)})
        assert len(reopened.load(sheet_id).rows) == len(numbers) + 1


def _check_set_aside_and_fresh(path: Path, content: bytes) -> None:
    with SheetStore(path) as fresh:
        assert fresh.problem is not None
        [moved] = aside(path)
        assert moved.read_bytes() == content
        assert "damaged" in fresh.problem and str(moved) in fresh.problem
        assert fresh.list_sheets() == []
        sheet_id = fresh.create(_sheet(rows=1))
        fresh.append_row(sheet_id, {"points": [1, 1, 1]})
        assert len(fresh.load(sheet_id).rows) == 2
    assert aside(path)[0].read_bytes() == content
    with SheetStore(path) as again:
        assert again.problem is None and len(again.list_sheets()) == 1


def test_a_file_of_garbage_is_set_aside() -> None:
    path = paths.sheets_path()
    path.parent.mkdir(parents=True)
    content = b"Anne 12, Beth 30, Cath -4 (written by hand)\n" * 300
    path.write_bytes(content)
    _check_set_aside_and_fresh(path, content)


def test_a_truncated_database_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store:
        for number in range(30):
            sheet_id = store.create(_sheet(f"sheet {number}", rows=20))
            store.append_row(sheet_id, {"padding": "y" * 3000})
    assert not Path(f"{path}-wal").exists()  # closing checkpoints
    content = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(content)
    _check_set_aside_and_fresh(path, content)


def test_a_database_failing_its_integrity_check_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store:
        for number in range(60):
            store.create(_sheet(f"sheet {number}", rows=15))
    _check_set_aside_and_fresh(path, scribble(path, b"z"))


def test_a_database_from_a_newer_version_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "sheets.sqlite3"
    content = write_newer_database(path)
    with SheetStore(path) as store:
        assert store.problem is not None and "newer Card Table" in store.problem
        sheet_id = store.create(_sheet())  # kept in memory for the session
        assert store.load(sheet_id).title == "Friday"
    assert path.read_bytes() == content
    assert aside(path) == []


def test_a_busy_database_is_reported_not_set_aside(store: SheetStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another copy of the app holding the write lock is not damage."""
    sheet_id = store.create(_sheet())
    with write_locked(store.path), SheetStore() as other:
        assert other.problem is None
        other.db.execute("PRAGMA busy_timeout = 50")
        with pytest.raises(SheetStoreError, match="could not be saved: database is locked"):
            other.append_row(sheet_id, {"points": [1, 2, 3]})
        assert other.load(sheet_id).rows == []
    assert aside(store.path) == []


def test_migrations_run_once_per_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "sheets.sqlite3"
    check_migrations_run_once(monkeypatch, sheet_store, SheetStore, path, "sheets")
    db = sqlite3.connect(path)
    assert [row[0] for row in db.execute("SELECT version FROM migrations ORDER BY version")] == [1, 2]
    db.close()


def test_a_closed_store_says_so(tmp_path: Path) -> None:
    store = SheetStore(tmp_path / "s.sqlite3")
    store.close()
    store.close()
    with pytest.raises(SheetStoreError, match="closed"):
        store.list_sheets()


@pytest.mark.parametrize("size", [0, 1])
def test_a_file_cut_to_nothing_is_reported_and_set_aside(tmp_path: Path, size: int) -> None:
    """Issue 21: a sheets file truncated to 0 or 1 bytes is damage like any
    other, not a new file: set aside and reported, never silently replaced."""
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store:
        store.create(_sheet(rows=3))
    content = path.read_bytes()[:size]
    path.write_bytes(content)
    _check_set_aside_and_fresh(path, content)


def test_a_file_that_did_not_exist_is_new_not_damaged(tmp_path: Path) -> None:
    """Only a file that was there and is cut short is damage: a first start
    makes a new file and says nothing, and leaves no file of its own behind."""
    path = tmp_path / "data" / "sheets.sqlite3"
    with SheetStore(path) as store:
        assert store.problem is None
        assert store.list_sheets() == []
    assert sorted(p.name for p in path.parent.iterdir()) == ["sheets.sqlite3"]
    assert aside(path) == []
    with SheetStore(path) as again:
        assert again.problem is None
