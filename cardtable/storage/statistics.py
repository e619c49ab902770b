"""Statistics of finished matches, in SQLite under the data folder.

One row per finished match, from the human seat's point of view: did it win,
its points and place, who it played against (the computer levels) and how
long the match ran. ``summary`` groups them per game and opponents' level.
Beside them, the bankroll of a banking game (Blackjack): the chips the player
takes from one session to the next (``bankroll``, ``set_bankroll``); it is
not a statistic, so ``reset`` leaves it.

Choices, so the UI knows what to expect:

* Damage is reported, not raised: a file that is not SQLite, or that fails
  ``PRAGMA integrity_check``, is set aside (with its -wal/-shm companions),
  a fresh database is created, and ``Statistics.problems`` says what happened.
  A database written by a newer Card Table is left untouched; statistics then
  live in memory for this session, and ``problems`` says so.
* Errors while the app runs (disk full, a locked file) raise StatisticsError:
  losing a statistic must never lose the game, so the UI catches and shows it.
* WAL journal and one short transaction per change: a second copy of the app
  (or a second ``Statistics``) sees every committed row and does not block.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..core.messages import Message
from ..core.reasons import Reason
from . import paths
from .database import BUSY_TIMEOUT, FileWords, SQLiteFile
from .jsonfile import DamagedJSON, parse_json
from .problems import ExplainedError

SCHEMA_VERSION = 2
MIXED = "mixed"
NO_COMPUTER = "none"


class StatisticsError(ExplainedError):
    """The statistics database could not be read or written."""


WORDS = FileWords(
    unopened=lambda path, problem: Reason.of(
        "statistics_unopened",
        "The statistics file {path} could not be opened: {problem}.",
        path=path,
        problem=problem,
    ),
    newer=lambda path: Reason.of(
        "statistics_newer",
        "The statistics file {path} was written by a newer Card Table; it is left "
        "untouched and the results of this session are not kept.",
        path=path,
    ),
    stuck=lambda path, damage, problem: Reason.of(
        "statistics_stuck",
        "The statistics file {path} is damaged ({damage}) and could not be set aside ({problem}).",
        path=path,
        damage=damage,
        problem=problem,
    ),
    set_aside=lambda damage, moved: Reason.of(
        "statistics_set_aside",
        "The statistics file was damaged ({damage}) and was set aside as {moved}; statistics start afresh.",
        damage=damage,
        moved=moved,
    ),
)


def _create_v1(db: sqlite3.Connection) -> None:
    db.execute(
        """
        CREATE TABLE matches (
            id          INTEGER PRIMARY KEY,
            game_id     TEXT    NOT NULL,
            preset      TEXT    NOT NULL DEFAULT '',
            options     TEXT    NOT NULL,  -- JSON object
            players     INTEGER NOT NULL,
            human_seat  INTEGER NOT NULL,
            won         INTEGER NOT NULL,  -- 0 or 1; a shared first place counts as won
            points      INTEGER NOT NULL,
            place       INTEGER NOT NULL,  -- 1 is best; tied seats share a place
            scores      TEXT    NOT NULL,  -- JSON list, one total per seat
            levels      TEXT    NOT NULL,  -- computer seats' levels in seat order: "normal,hard"
            opponents   TEXT    NOT NULL,  -- "normal" when all alike, "mixed", or "none"
            hands       INTEGER NOT NULL,
            finished_at TEXT    NOT NULL   -- ISO time, UTC
        )
        """
    )
    db.execute("CREATE INDEX matches_by_game ON matches (game_id, opponents)")


def _add_bankrolls_v2(db: sqlite3.Connection) -> None:
    """Version 2: the chips a player keeps between sessions of a banking
    game (Blackjack), one row per game and player."""
    db.execute(
        """
        CREATE TABLE bankrolls (
            game_id TEXT    NOT NULL,
            player  TEXT    NOT NULL,  -- '' is the person at this computer
            chips   INTEGER NOT NULL,
            updated TEXT    NOT NULL,  -- ISO time, UTC
            PRIMARY KEY (game_id, player)
        )
        """
    )


# _MIGRATIONS[n] brings a database from user_version n to n + 1.
_MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1, _add_bankrolls_v2]
assert len(_MIGRATIONS) == SCHEMA_VERSION


@dataclass(frozen=True)
class StatRow:
    """One line of the statistics table: a game against one kind of opposition."""

    game_id: str
    level: str
    played: int
    won: int
    win_rate: float  # 0.0 to 1.0
    average_points: float


@dataclass(frozen=True)
class FinishedMatch:
    """One recorded match, for a history list."""

    game_id: str
    preset: str
    options: dict[str, Any]
    players: int
    human_seat: int
    won: bool
    points: int
    place: int
    scores: list[int]
    levels: list[str]
    hands: int
    finished_at: str


def describe_levels(levels: Sequence[str]) -> str:
    """The opposition in one word: the common level, "mixed" or "none"."""
    distinct = set(levels)
    if not distinct:
        return NO_COMPUTER
    if len(distinct) == 1:
        return distinct.pop()
    return MIXED


def place_of(seat: int, scores: Sequence[int], lowest_wins: bool) -> int:
    """1 + the number of seats strictly ahead of ``seat``."""
    mine = scores[seat]
    ahead = sum(1 for score in scores if (score < mine if lowest_wins else score > mine))
    return ahead + 1


class Statistics:
    """The statistics database. ``problems`` lists what went wrong opening it."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else paths.statistics_path()
        self.problems: list[Message] = []
        self._db = self._open()

    # -- opening, checking, migrating (database.py) -------------------------
    def _open(self) -> sqlite3.Connection:
        db, self.problems = SQLiteFile(
            path=self.path,
            words=WORDS,
            error=StatisticsError,
            schema_version=SCHEMA_VERSION,
            migrations=_MIGRATIONS,
            synchronous="NORMAL",
            busy_timeout=BUSY_TIMEOUT,
        ).open()
        return db

    # -- changes ------------------------------------------------------------
    def _change(self, sql: str, parameters: Sequence[Any] = ()) -> None:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(sql, parameters)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            raise StatisticsError(
                Reason.of(
                    "statistics_unsaved",
                    "The statistics could not be saved: {problem}.",
                    problem=error,
                )
            ) from None

    def record_match(
        self,
        game_id: str,
        options: Mapping[str, Any],
        players: int,
        human_seat: int,
        scores: Sequence[int],
        winners: Sequence[int],
        levels: Sequence[str],
        hands: int,
        lowest_wins: bool,
        *,
        preset: str = "",
        when: datetime | None = None,
    ) -> None:
        """Record a finished match. ``levels``: the computer seats' levels in seat order."""
        if len(scores) != players or not 0 <= human_seat < players:
            raise ValueError("scores must give one total per seat and human_seat must be a seat")
        moment = (when or datetime.now(UTC)).astimezone(UTC)
        self._change(
            "INSERT INTO matches (game_id, preset, options, players, human_seat, won, points, place,"
            " scores, levels, opponents, hands, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                preset,
                json.dumps(dict(options), sort_keys=True),
                players,
                human_seat,
                int(human_seat in winners),
                int(scores[human_seat]),
                place_of(human_seat, scores, lowest_wins),
                json.dumps([int(score) for score in scores]),
                ",".join(levels),
                describe_levels(levels),
                hands,
                moment.isoformat(timespec="seconds"),
            ),
        )

    def reset(self, game_id: str | None = None) -> None:
        """Forget the statistics of one game, or of every game."""
        if game_id is None:
            self._change("DELETE FROM matches")
        else:
            self._change("DELETE FROM matches WHERE game_id = ?", (game_id,))

    # -- the bankroll kept between sessions ------------------------------------
    # How it is meant to be used: when a new Blackjack match is set up, the
    # new-game dialog fills the option ``bankroll`` (every seat's starting
    # chips) with ``bankroll("blackjack")``, or the option's default when it
    # is None (never played, or the last session left no chips to play
    # with); after every round the table calls ``set_bankroll("blackjack",
    # chips)`` with the player's chips then, so that leaving mid-match keeps
    # what was won or lost. ``player`` names whose chips these are: '' is the
    # person at this computer (the only one the app keeps today).
    def bankroll(self, game_id: str, player: str = "") -> int | None:
        """The chips kept for ``player`` in ``game_id``, or None when none are."""
        rows = self._query("SELECT chips FROM bankrolls WHERE game_id = ? AND player = ?", (game_id, player))
        return int(rows[0][0]) if rows else None

    def set_bankroll(self, game_id: str, chips: int, player: str = "", *, when: datetime | None = None) -> None:
        """Keep ``chips`` for ``player`` in ``game_id`` (replacing what was
        kept), in one transaction."""
        if isinstance(chips, bool) or not isinstance(chips, int) or chips < 0:
            raise ValueError(f"a bankroll is a whole number of chips, 0 or more, not {chips!r}")
        moment = (when or datetime.now(UTC)).astimezone(UTC)
        self._change(
            "INSERT INTO bankrolls (game_id, player, chips, updated) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, player) DO UPDATE SET chips = excluded.chips, updated = excluded.updated",
            (game_id, player, chips, moment.isoformat(timespec="seconds")),
        )

    # -- reading ------------------------------------------------------------
    def _query(self, sql: str, parameters: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise StatisticsError(
                Reason.of(
                    "statistics_unread",
                    "The statistics could not be read: {problem}.",
                    problem=error,
                )
            ) from None

    def summary(self, game_id: str | None = None) -> list[StatRow]:
        """Played, won, win rate and average points per game and opposition."""
        where, parameters = ("WHERE game_id = ?", (game_id,)) if game_id is not None else ("", ())
        rows = self._query(
            f"SELECT game_id, opponents, COUNT(*), SUM(won), AVG(points) FROM matches {where}"
            " GROUP BY game_id, opponents ORDER BY game_id, opponents",
            parameters,
        )
        return [
            StatRow(game, level, played, won, won / played, float(average))
            for game, level, played, won, average in rows
        ]

    def matches(self, game_id: str | None = None, limit: int | None = None) -> list[FinishedMatch]:
        """Recorded matches, the latest first (a record whose stored options or
        scores cannot be read is left out; the totals still count it)."""
        where = "WHERE game_id = ?" if game_id is not None else ""
        parameters: list[Any] = [game_id] if game_id is not None else []
        sql = (
            "SELECT game_id, preset, options, players, human_seat, won, points, place, scores, levels,"
            f" hands, finished_at FROM matches {where} ORDER BY finished_at DESC, id DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            parameters.append(limit)
        found: list[FinishedMatch] = []
        for row in self._query(sql, parameters):
            try:
                options, scores = parse_json(row[2]), parse_json(row[8])
            except DamagedJSON:  # one damaged record hides none of the others
                continue
            found.append(
                FinishedMatch(
                    game_id=row[0],
                    preset=row[1],
                    options=options,
                    players=row[3],
                    human_seat=row[4],
                    won=bool(row[5]),
                    points=row[6],
                    place=row[7],
                    scores=scores,
                    levels=row[9].split(",") if row[9] else [],
                    hands=row[10],
                    finished_at=row[11],
                )
            )
        return found

    # -- closing ------------------------------------------------------------
    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Statistics:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
