"""The bankroll kept between sessions (Blackjack's chips), in the statistics
database: kept per game and player, replaced in one transaction, carried
over from a version 1 file, and never written into a damaged or newer file."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cardtable.storage import paths, statistics
from cardtable.storage.statistics import Statistics, StatisticsError

from .damage import aside, scribble, write_locked, write_newer_database


@pytest.fixture
def stats():
    with Statistics() as opened:
        yield opened


def test_no_bankroll_until_one_is_kept(stats: Statistics) -> None:
    assert stats.bankroll("blackjack") is None


def test_the_last_bankroll_kept_is_the_one_read(stats: Statistics) -> None:
    stats.set_bankroll("blackjack", 1000)
    stats.set_bankroll("blackjack", 1275)
    assert stats.bankroll("blackjack") == 1275
    assert stats.bankroll("other_game") is None
    stats.set_bankroll("blackjack", 0)  # broke: kept, the UI offers a fresh start
    assert stats.bankroll("blackjack") == 0
    [(count,)] = stats._db.execute("SELECT COUNT(*) FROM bankrolls").fetchall()
    assert count == 1


def test_bankrolls_are_kept_per_player_and_dated(stats: Statistics) -> None:
    when = datetime(2025, 5, 6, 7, 8, 9, tzinfo=UTC)
    stats.set_bankroll("blackjack", 900, when=when)
    stats.set_bankroll("blackjack", 3000, player="guest")
    assert (stats.bankroll("blackjack"), stats.bankroll("blackjack", "guest")) == (900, 3000)
    [(updated,)] = stats._db.execute("SELECT updated FROM bankrolls WHERE player = ''").fetchall()
    assert updated == "2025-05-06T07:08:09+00:00"


@pytest.mark.parametrize("chips", [-10, 2.5, True, "100"])
def test_a_bankroll_is_a_whole_number_of_chips(stats: Statistics, chips: object) -> None:
    with pytest.raises(ValueError):
        stats.set_bankroll("blackjack", chips)  # type: ignore[arg-type]  # what a careless caller might pass
    assert stats.bankroll("blackjack") is None


def test_the_bankroll_outlives_the_session_and_a_statistics_reset() -> None:
    with Statistics() as first:
        first.set_bankroll("blackjack", 1450)
        first.record_match("blackjack", {}, 3, 0, [450, -20, 0], [0], ["normal", "normal"], 20, False)
        first.reset()
    with Statistics() as again:
        assert again.problems == []
        assert again.bankroll("blackjack") == 1450
        assert again.summary() == []


def test_a_version_1_file_gains_the_table_and_keeps_its_matches(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(path)
    statistics._create_v1(db)
    db.execute(
        "INSERT INTO matches (game_id, options, players, human_seat, won, points, place, scores, levels,"
        " opponents, hands, finished_at) VALUES ('hearts', '{}', 4, 0, 1, 40, 1, '[40, 90, 60, 70]',"
        " 'normal,normal,normal', 'normal', 5, '2025-01-01T00:00:00+00:00')"
    )
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    with Statistics(path) as stats:
        assert stats.problems == []
        assert stats.summary()[0].played == 1
        assert stats.bankroll("blackjack") is None
        stats.set_bankroll("blackjack", 800)
    check = sqlite3.connect(path)
    try:
        assert check.execute("PRAGMA user_version").fetchone()[0] == statistics.SCHEMA_VERSION == 2
    finally:
        check.close()
    with Statistics(path) as again:
        assert again.bankroll("blackjack") == 800


def test_a_newer_file_is_left_untouched_and_the_bankroll_kept_for_the_session() -> None:
    path = paths.statistics_path()
    content = write_newer_database(path)
    with Statistics() as stats:
        assert "newer Card Table" in stats.problems[0]
        stats.set_bankroll("blackjack", 1200)
        assert stats.bankroll("blackjack") == 1200
    assert path.read_bytes() == content
    assert aside(path) == []


def test_a_damaged_file_is_set_aside_and_its_bankroll_not_read() -> None:
    with Statistics() as stats:
        stats.set_bankroll("blackjack", 5000)
        for number in range(400):
            stats.record_match("hearts", {}, 4, 0, [number, 100, 60, 70], [0], ["normal"] * 3, 5, True)
    path = paths.statistics_path()
    content = scribble(path, b"y")
    with Statistics() as fresh:
        assert "damaged" in fresh.problems[0]
        assert fresh.bankroll("blackjack") is None
        fresh.set_bankroll("blackjack", 1000)
        assert fresh.bankroll("blackjack") == 1000
    [moved] = aside(path)
    assert moved.read_bytes() == content


def test_a_busy_file_refuses_the_change_and_keeps_the_old_bankroll(
    stats: Statistics, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats.set_bankroll("blackjack", 700)
    monkeypatch.setattr(statistics, "BUSY_TIMEOUT", 0.05)
    with write_locked(stats.path), Statistics() as other:
        other._db.execute("PRAGMA busy_timeout = 50")
        with pytest.raises(StatisticsError, match="could not be saved: database is locked"):
            other.set_bankroll("blackjack", 50)
    assert stats.bankroll("blackjack") == 700
