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
from cardtable.storage.sheet_store import (
    SheetChanged,
    SheetDamaged,
    SheetNotFound,
    SheetStore,
    SheetStoreError,
)

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
    assert [row[0] for row in db.execute("SELECT version FROM migrations")] == [1, 2]
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


def _numbers(store: SheetStore, sheet_id: int) -> list:
    return [row["n"] for row in store.load(sheet_id).rows]


def test_rows_append_insert_replace_delete_by_their_ids(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    zero, one, two = [store.append_row(sheet_id, {"n": n}) for n in range(3)]
    assert store.load(sheet_id).row_ids == [zero, one, two] and len({zero, one, two}) == 3
    first = store.insert_row(sheet_id, {"n": "first"}, after=None)
    middle = store.insert_row(sheet_id, {"n": "middle"}, after=zero)
    last = store.insert_row(sheet_id, {"n": "last"}, after=two)
    assert _numbers(store, sheet_id) == ["first", 0, "middle", 1, 2, "last"]
    assert store.load(sheet_id).row_ids == [first, zero, middle, one, two, last]
    store.replace_row(sheet_id, zero, {"n": "zero"}, expected={"n": 0})
    store.delete_row(sheet_id, first, expected={"n": "first"})
    store.delete_row(sheet_id, last, expected={"n": "last"})
    store.delete_row(sheet_id, middle, expected={"n": "middle"})
    assert _numbers(store, sheet_id) == ["zero", 1, 2]
    assert store.load(sheet_id).row_ids == [zero, one, two]
    with pytest.raises(SheetNotFound):
        store.append_row(12345, {})


def test_a_change_to_a_row_that_is_not_as_seen_is_refused(store: SheetStore) -> None:
    """Issue 21: a change names its row and the entry it expects there; a
    row changed or deleted meanwhile (another copy of the app) is not touched."""
    sheet_id = store.create(_sheet())
    zero, one = [store.append_row(sheet_id, {"n": n}) for n in range(2)]
    other = store.create(_sheet("other"))
    elsewhere = store.append_row(other, {"n": 0})
    refused = [
        lambda: store.replace_row(sheet_id, one, {"n": 9}, expected={"n": 0}),  # it holds 1
        lambda: store.delete_row(sheet_id, one, expected={"n": 5}),
        lambda: store.delete_row(sheet_id, elsewhere, expected={"n": 0}),  # a row of another sheet
        lambda: store.replace_row(sheet_id, 999, {"n": 9}, expected={"n": 1}),  # no such row
        lambda: store.insert_row(sheet_id, {"n": 9}, after=elsewhere),
        lambda: store.append_row(sheet_id, {"n": 9}, row_id=zero),  # that row was never taken away
        lambda: store.rename(sheet_id, "Sunday", expected="Saturday"),
    ]
    for change in refused:
        with pytest.raises(SheetChanged, match="changed elsewhere"):
            change()
    assert _numbers(store, sheet_id) == [0, 1] and _numbers(store, other) == [0]
    assert store.load(sheet_id).title == "Friday"
    with pytest.raises(SheetNotFound):
        store.delete_row(12345, zero, expected={"n": 0})


def test_a_deleted_row_comes_back_under_its_own_id(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    zero, one, two = [store.append_row(sheet_id, {"n": n}) for n in range(3)]
    store.delete_row(sheet_id, one, expected={"n": 1})
    assert store.insert_row(sheet_id, {"n": 1}, after=zero, row_id=one) == one
    store.delete_row(sheet_id, two, expected={"n": 2})
    assert store.append_row(sheet_id, {"n": 2}, row_id=two) == two
    assert store.load(sheet_id).row_ids == [zero, one, two] and _numbers(store, sheet_id) == [0, 1, 2]
    later = store.append_row(sheet_id, {"n": 3})
    assert later > two  # ids are never given again


def test_entries_are_json(store: SheetStore) -> None:
    sheet_id = store.create(_sheet())
    entry = {
        "contract": "Q",
        "doubles": [[2], [0, 2, 3], [0], []],
        "raw": [-6, 0, -6, -12],
        "moon": None,
        "heels": True,
        "name": "Zoë",
    }
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
    store.append_row(sheet_id, {"points": [9, 9, 9]})  # another copy adds a hand...
    with pytest.raises(SheetChanged):
        store.delete_sheet(sheet_id, expected=kept)  # ...so the sheet seen is not the sheet kept
    stale = kept
    kept = store.load(sheet_id)
    with pytest.raises(SheetChanged):
        store.delete_sheet(sheet_id, expected=stale)
    store.delete_sheet(sheet_id, expected=kept)
    assert store.list_sheets() == []
    assert store.db.execute("SELECT COUNT(*) FROM rows").fetchone()[0] == 0
    with pytest.raises(SheetNotFound):
        store.delete_sheet(sheet_id)
    other = store.create(_sheet("other"))
    assert other != sheet_id  # ids are never reused...
    store.restore(kept)  # ...so undo puts the sheet back under its own id, uid and row ids
    assert store.load(sheet_id) == kept and store.id_of(kept.uid) == sheet_id
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
        stdout=subprocess.PIPE,
        text=True,
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
        stdout=subprocess.PIPE,
        text=True,
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
    assert [row[0] for row in db.execute("SELECT version FROM migrations ORDER BY version")] == [1, 2, 3]
    db.close()


def test_a_closed_store_says_so(tmp_path: Path) -> None:
    store = SheetStore(tmp_path / "s.sqlite3")
    store.close()
    store.close()
    with pytest.raises(SheetStoreError, match="closed"):
        store.list_sheets()


CUT_SHORT = [(0, "the file is empty"), (1, "the file holds a single byte"), (37, "the file is only 37 bytes long")]


@pytest.mark.parametrize(("size", "said"), CUT_SHORT)
def test_a_file_cut_to_nothing_is_reported_and_set_aside(tmp_path: Path, size: int, said: str) -> None:
    """Issue 21: a sheets file truncated to 0 or 1 bytes is damage like any
    other, not a new file: set aside and reported, never silently replaced."""
    path = tmp_path / "sheets.sqlite3"
    with SheetStore(path) as store:
        store.create(_sheet(rows=3))
    content = path.read_bytes()[:size]
    path.write_bytes(content)
    with SheetStore(path) as reopened:
        assert reopened.problem is not None and f"damaged ({said})" in reopened.problem
    aside(path)[0].rename(tmp_path / "first")
    path.unlink()
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


def test_every_sheet_has_a_lasting_uid(store: SheetStore) -> None:
    """Issue 21: a saved match names its sheet by a uid, which no other sheet
    (in this file or a new one) ever has, not by a number a new file gives again."""
    sheet = _sheet(rows=1)
    sheet_id = store.create(sheet)
    assert sheet.uid and store.load(sheet_id).uid == sheet.uid
    assert [summary.uid for summary in store.list_sheets()] == [sheet.uid]
    assert store.id_of(sheet.uid) == sheet_id and store.id_of("no such uid") is None
    copied = store.load(sheet_id)
    copy_id = store.create(copied)  # a copy is a new sheet, with ids of its own
    assert copied.uid != sheet.uid and set(copied.row_ids).isdisjoint(sheet.row_ids)
    with SheetStore(store.path.parent / "new.sqlite3") as fresh:
        again = _sheet(rows=1)
        assert fresh.create(again) == sheet_id  # the same number in a new file...
        assert again.uid != sheet.uid  # ...but not the same sheet
        assert fresh.id_of(sheet.uid) is None
    assert copy_id != sheet_id


def _write_version_1(path: Path) -> None:
    """A sheets file as the first version of the store wrote it: two sheets
    with rows (written by hand here, so the test does not depend on the code)."""
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied TEXT NOT NULL);
        CREATE TABLE sheets (
            id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, title TEXT NOT NULL DEFAULT '',
            players TEXT NOT NULL, options TEXT NOT NULL, source TEXT NOT NULL,
            created TEXT NOT NULL, updated TEXT NOT NULL);
        CREATE TABLE rows (
            sheet_id INTEGER NOT NULL REFERENCES sheets (id) ON DELETE CASCADE,
            position INTEGER NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (sheet_id, position));
        CREATE INDEX sheets_by_update ON sheets (updated);
        INSERT INTO migrations VALUES (1, '2025-01-01T00:00:00.000+00:00');
        INSERT INTO sheets VALUES (1, 'generic', 'Old', '["Anne", "Beth"]', '{"target": 100}', 'manual',
            '2025-01-01T00:00:00.000+00:00', '2025-01-02T00:00:00.000+00:00');
        INSERT INTO sheets VALUES (4, 'hearts', '', '["A", "B", "C", "D"]', '{}', 'played',
            '2025-01-03T00:00:00.000+00:00', '2025-01-03T00:00:00.000+00:00');
        INSERT INTO rows VALUES (1, 1, '{"points": [2, 0]}');
        INSERT INTO rows VALUES (1, 0, '{"points": [1, 0]}');
        INSERT INTO rows VALUES (4, 0, '{"taken": [26, 0, 0, 0], "moon": 0}');
        INSERT INTO rows VALUES (1, 2, '{"points": [3, 0]}');
        PRAGMA user_version = 1;
        """
    )
    db.commit()
    db.close()


def test_a_version_1_file_is_migrated_keeping_every_sheet_and_row(tmp_path: Path) -> None:
    path = tmp_path / "sheets.sqlite3"
    _write_version_1(path)
    with SheetStore(path) as store:
        assert store.problem is None
        old, played = store.load(1), store.load(4)
        assert (old.title, old.players, old.options, old.source) == ("Old", ["Anne", "Beth"], {"target": 100}, "manual")
        assert old.rows == [{"points": [1, 0]}, {"points": [2, 0]}, {"points": [3, 0]}]
        assert played.rows == [{"taken": [26, 0, 0, 0], "moon": 0}] and played.source == "played"
        assert old.updated == "2025-01-02T00:00:00.000+00:00"
        ids = old.row_ids + played.row_ids
        assert len(set(ids)) == 4 and all(isinstance(row_id, int) for row_id in ids)
        assert old.uid and played.uid and old.uid != played.uid
        assert [summary.id for summary in store.list_sheets()] == [4, 1]
        store.delete_row(1, old.row_ids[1], expected={"points": [2, 0]})
        added = store.append_row(1, {"points": [4, 0]})
        assert added not in ids
        assert store.load(1).rows == [{"points": [1, 0]}, {"points": [3, 0]}, {"points": [4, 0]}]
        assert store.create(_sheet()) == 5  # sheet numbers still never given again
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    assert [row[0] for row in db.execute("SELECT version FROM migrations ORDER BY version")] == [1, 2]
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    db.close()
    with SheetStore(path) as again:  # opened again: nothing more to do, the same uids
        assert again.load(1).uid == old.uid


def _spoil(path: Path, sql: str, *parameters) -> None:
    """Write a value that is not JSON, as a damaged disk or a hand edit
    might: the file stays a sound SQLite database."""
    db = sqlite3.connect(path)
    db.execute(sql, parameters)
    db.commit()
    db.close()


def test_one_damaged_value_spoils_only_its_own_sheet(store: SheetStore) -> None:
    """Issue 21: a bad JSON value in one sheet (players, options, a hand) must
    not hide the others: the list shows them all and says which is damaged,
    loading a damaged one says why, and nothing is rewritten."""
    good = store.create(_sheet("good", rows=2))
    players = store.create(_sheet("names", rows=1))
    options = store.create(_sheet("options", rows=1))
    hand = store.create(_sheet("hand", rows=3))
    _spoil(store.path, "UPDATE sheets SET players = '[\"Anne\", ' WHERE id = ?", players)
    _spoil(store.path, "UPDATE sheets SET options = '[1, 2]' WHERE id = ?", options)  # JSON, but not an object
    _spoil(store.path, "UPDATE rows SET entry = '{points: oops' WHERE sheet_id = ? AND position = 1", hand)

    listed = {summary.id: summary for summary in store.list_sheets()}
    assert set(listed) == {good, players, options, hand}
    assert listed[good].problem is None and listed[good].players == ["Anne", "Beth", "Cath"]
    assert listed[players].players == [] and listed[players].rows == 1
    said = str(listed[players].problem)
    assert "“names”" in said and "list of players cannot be read" in said
    assert store.load(good).rows == [{"points": [0, 0, 0]}, {"points": [1, 0, -1]}]
    for sheet_id, words in ((players, "list of players"), (options, "its options"), (hand, "hand 2 cannot be read")):
        with pytest.raises(SheetDamaged, match=words) as caught:
            store.load(sheet_id)
        assert caught.value.sheet_id == sheet_id and "other sheets are not affected" in str(caught.value)
    db = sqlite3.connect(store.path)
    kept = db.execute("SELECT entry FROM rows WHERE sheet_id = ? AND position = 1", (hand,)).fetchone()[0]
    assert kept == "{points: oops"
    db.close()
