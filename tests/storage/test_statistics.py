"""Statistics of finished matches: recorded, summarised per game and
opposition, reset; a damaged file is set aside and statistics start afresh;
two copies of the app share the same rows."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cardtable.storage import paths, statistics
from cardtable.storage.statistics import Statistics, StatisticsError, StatRow, describe_levels, place_of

from .damage import (
    aside,
    check_migrations_run_once,
    scribble,
    write_locked,
    write_newer_database,
)


def _hearts(stats: Statistics, scores: list[int], levels: list[str], hands: int = 5) -> None:
    best = min(scores)
    winners = [seat for seat, score in enumerate(scores) if score == best]
    stats.record_match("hearts", {"target": 100}, 4, 0, scores, winners, levels, hands, True)


@pytest.fixture
def stats():
    with Statistics() as opened:
        yield opened


def test_the_database_lives_in_the_data_folder(stats: Statistics, home: Path) -> None:
    assert stats.path == paths.statistics_path()
    assert stats.path.is_relative_to(home.resolve() / "data")
    assert stats.path.exists()
    assert stats.problems == []
    db = sqlite3.connect(stats.path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == statistics.SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_levels_and_places() -> None:
    assert describe_levels(["normal", "normal", "normal"]) == "normal"
    assert describe_levels(["normal", "hard"]) == "mixed"
    assert describe_levels([]) == "none"
    assert place_of(0, [10, 20, 20, 5], lowest_wins=True) == 2
    assert place_of(1, [10, 20, 20, 5], lowest_wins=True) == 3
    assert place_of(1, [10, 20, 20, 5], lowest_wins=False) == 1


def test_summary_per_game_and_opposition(stats: Statistics) -> None:
    normal = ["normal"] * 3
    _hearts(stats, [40, 100, 60, 70], normal)  # won
    _hearts(stats, [20, 100, 60, 70], normal)  # won
    _hearts(stats, [104, 30, 60, 70], normal)  # lost
    _hearts(stats, [50, 100, 60, 70], ["normal", "hard", "normal"])  # won against mixed
    stats.record_match("crazy_eights", {}, 2, 1, [0, 35], [0], ["easy"], 3, True)
    assert stats.summary() == [
        StatRow("crazy_eights", "easy", 1, 0, 0.0, 35.0),
        StatRow("hearts", "mixed", 1, 1, 1.0, 50.0),
        StatRow("hearts", "normal", 3, 2, 2 / 3, (40 + 20 + 104) / 3),
    ]
    assert [row.level for row in stats.summary("hearts")] == ["mixed", "normal"]
    assert stats.summary("spades") == []


def test_a_recorded_match_keeps_its_details(stats: Statistics) -> None:
    when = datetime(2025, 5, 6, 7, 8, 9, tzinfo=UTC)
    stats.record_match(
        "cribbage", {"players": 2}, 2, 0, [121, 98], [0], ["hard"], 7, False, preset="classic", when=when
    )
    [match] = stats.matches()
    assert (match.game_id, match.preset, match.options) == ("cribbage", "classic", {"players": 2})
    assert (match.won, match.points, match.place, match.scores) == (True, 121, 1, [121, 98])
    assert (match.levels, match.hands, match.finished_at) == (["hard"], 7, "2025-05-06T07:08:09+00:00")


def test_matches_come_latest_first_and_a_tie_for_first_counts_as_won(stats: Statistics) -> None:
    _hearts(stats, [30, 30, 60, 70], ["normal"] * 3)
    _hearts(stats, [90, 30, 60, 70], ["normal"] * 3)
    latest, earlier = stats.matches("hearts")
    assert (latest.won, latest.place) == (False, 4)
    assert (earlier.won, earlier.place) == (True, 1)
    assert len(stats.matches(limit=1)) == 1


@pytest.mark.parametrize("ink", ["{", "[" * 100_000 + "]" * 100_000, "\x00"])
def test_one_damaged_record_hides_none_of_the_others(stats: Statistics, ink: str) -> None:
    """A stored value that cannot be read (here nested far past the parser's
    recursion limit, or cut short) leaves that match out; it raises nothing."""
    _hearts(stats, [30, 40, 60, 70], ["normal"] * 3)
    _hearts(stats, [90, 30, 60, 70], ["normal"] * 3)
    first_id = stats._db.execute("SELECT MIN(id) FROM matches").fetchone()[0]
    stats._db.execute("UPDATE matches SET options = ? WHERE id = ?", (ink, first_id))
    stats._db.commit()
    [kept] = stats.matches("hearts")
    assert kept.scores == [90, 30, 60, 70]


def test_record_checks_its_arguments(stats: Statistics) -> None:
    with pytest.raises(ValueError):
        stats.record_match("hearts", {}, 4, 4, [1, 2, 3, 4], [], [], 1, True)
    with pytest.raises(ValueError):
        stats.record_match("hearts", {}, 4, 0, [1, 2, 3], [], [], 1, True)
    assert stats.matches() == []


def test_reset_one_game_or_all(stats: Statistics) -> None:
    _hearts(stats, [40, 100, 60, 70], ["normal"] * 3)
    stats.record_match("crazy_eights", {}, 2, 0, [0, 35], [0], ["easy"], 3, True)
    stats.reset("hearts")
    assert [row.game_id for row in stats.summary()] == ["crazy_eights"]
    stats.reset()
    assert stats.summary() == []


def test_two_connections_see_the_same_rows(stats: Statistics) -> None:
    with Statistics() as other:
        _hearts(stats, [40, 100, 60, 70], ["normal"] * 3)
        assert [row.played for row in other.summary()] == [1]
        other.reset()
        assert stats.summary() == []


def test_rows_survive_closing_and_reopening() -> None:
    with Statistics() as first:
        _hearts(first, [40, 100, 60, 70], ["normal"] * 3)
    with Statistics() as again:
        assert again.problems == []
        assert again.summary()[0].played == 1


def _check_set_aside_and_fresh(path: Path, content: bytes) -> None:
    with Statistics() as fresh:
        assert len(fresh.problems) == 1
        [moved] = aside(path)
        assert moved.read_bytes() == content
        assert "damaged" in fresh.problems[0] and str(moved) in fresh.problems[0]
        assert fresh.summary() == []
        _hearts(fresh, [40, 100, 60, 70], ["normal"] * 3)
        assert fresh.summary()[0].played == 1
    assert aside(path)[0].read_bytes() == content


def test_a_file_that_is_not_a_database_is_set_aside() -> None:
    path = paths.statistics_path()
    path.parent.mkdir(parents=True)
    content = b"These are my statistics, typed by hand. " * 200
    path.write_bytes(content)
    _check_set_aside_and_fresh(path, content)


def test_a_database_failing_its_integrity_check_is_set_aside() -> None:
    with Statistics() as stats:
        for number in range(400):
            _hearts(stats, [number, 100, 60, 70], ["normal", "hard", "easy"])
    path = paths.statistics_path()
    _check_set_aside_and_fresh(path, scribble(path, b"y"))


def test_a_database_from_a_newer_version_is_left_alone() -> None:
    path = paths.statistics_path()
    content = write_newer_database(path)
    with Statistics() as stats:
        assert "newer Card Table" in stats.problems[0]
        _hearts(stats, [40, 100, 60, 70], ["normal"] * 3)  # kept in memory for the session
        assert stats.summary()[0].played == 1
    assert path.read_bytes() == content
    assert aside(path) == []


def test_a_busy_database_is_reported_not_set_aside(stats: Statistics, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another copy of the app holding the write lock is not damage."""
    _hearts(stats, [40, 100, 60, 70], ["normal"] * 3)
    monkeypatch.setattr(statistics, "BUSY_TIMEOUT", 0.05)
    with write_locked(stats.path), Statistics() as other:  # opening an up-to-date database needs no lock
        assert other.problems == []
        other._db.execute("PRAGMA busy_timeout = 50")
        with pytest.raises(StatisticsError, match="could not be saved: database is locked"):
            _hearts(other, [40, 100, 60, 70], ["normal"] * 3)
        assert other.summary()[0].played == 1
    assert aside(stats.path) == []


def test_a_locked_database_that_needs_migrating_is_reported_not_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "stats.sqlite3"
    monkeypatch.setattr(statistics, "BUSY_TIMEOUT", 0.05)
    with write_locked(path, wal=True) as blocker:
        blocker.execute("CREATE TABLE half_made (x)")
        with pytest.raises(StatisticsError, match="could not be opened: database is locked"):
            Statistics(path)
    assert aside(path) == []
    with Statistics(path) as stats:
        assert stats.problems == []


def test_migrations_run_once_per_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "stats.sqlite3"
    check_migrations_run_once(monkeypatch, statistics, Statistics, path, "matches")


@pytest.mark.parametrize("size", [0, 1])
def test_a_file_cut_to_nothing_is_reported_and_set_aside(size: int) -> None:
    """Issue 21: a statistics file truncated to 0 or 1 bytes is set aside and
    reported, not silently replaced by an empty one."""
    with Statistics() as stats:
        _hearts(stats, [40, 100, 60, 70], ["normal"] * 3)
    path = paths.statistics_path()
    content = path.read_bytes()[:size]
    path.write_bytes(content)
    _check_set_aside_and_fresh(path, content)


def test_a_first_start_is_not_damage(tmp_path: Path) -> None:
    path = tmp_path / "new" / "stats.sqlite3"
    with Statistics(path) as stats:
        assert stats.problems == []
    with Statistics(path) as again:
        assert again.problems == []
    assert aside(path) == []
