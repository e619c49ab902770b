"""The Hearts score sheet: points taken each hand, the moon, totals to 100.

From the rules notes: "the queen of spades is 13; shooting the moon adds 26
to each other player; game to 100, lowest wins". A row holds what a person
counts after the hand (the points each player took, and who shot the moon if
anyone did); the scores follow. A row where one player took all 26 while
nobody is marked as the shooter is refused: taking all 26 is shooting the
moon, and the person should say so rather than have the sheet guess (rows
stored before this check still score as the moon they were).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_, translate
from ...core.messages import words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, options_of, seat_or_none, whole_per_column
from ...sheets.model import Cell, Column, Derived, Field, Sheet
from .rules import ALL_POINTS, DIRECTION_NAMES, pass_direction


def _unmarked_moon(taken: list[int | None]) -> list[Reason]:
    """A player who took all 26 shot the moon: the row must say so."""
    shooter = next((seat for seat, points in enumerate(taken) if points == ALL_POINTS), None)
    if shooter is None:
        return []
    return [
        Reason.of(
            "hearts_moon_unmarked",
            "{seat} took all 26 points, which is shooting the moon: choose {seat} under "
            "“Shot the moon”, or correct the points taken.",
            seat=shooter,
        )
    ]


class HeartsSheet(RunningSheet):
    """Points taken per player per hand; the moon; lowest total wins at the target."""

    id = "hearts"
    name = N_("Hearts")
    min_players = 3
    max_players = 6
    option_specs = (
        OptionSpec(
            "target",
            N_("Game ends at"),
            "int",
            100,
            minimum=25,
            maximum=500,
            help=N_("People usually play Hearts to 100 points; the lowest total then wins."),
        ),
    )
    left_columns = (Column("pass", N_("Pass"), "left"),)
    player_columns = (Column("points", N_("Points")),)

    def derive(self, sheet: Sheet) -> Derived:
        derived = super().derive(sheet)
        if len(sheet.players) == 4:
            return derived
        # The passing cycle (left, right, across, hold) is the four-player game's.
        return replace(derived, columns=tuple(column for column in derived.columns if column.key != "pass"))

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        return (
            Field(
                "taken",
                N_("Points taken"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=ALL_POINTS,
                help=N_("A point for each heart taken, 13 for the queen of spades."),
            ),
            Field(
                "moon",
                N_("Shot the moon"),
                "seat",
                optional=True,
                help=N_("The player who took all 26 points: 0 to that player, 26 to every other."),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        taken = whole_per_column(entry, "taken", columns)
        problems: list[Reason] = []
        for seat, points in enumerate(taken):
            if points is None:
                problems.append(Reason.of("hearts_taken_missing", "Enter the points {seat} took.", seat=seat))
            elif not 0 <= points <= ALL_POINTS:
                problems.append(
                    Reason.of(
                        "hearts_taken_range",
                        "{seat} took {points} points: a player takes 0 to 26.",
                        seat=seat,
                        points=points,
                    )
                )
        if all(points is not None for points in taken):
            total = sum(points for points in taken if points is not None)
            if total != ALL_POINTS:
                problems.append(
                    Reason.of(
                        "hearts_total",
                        "The points taken add up to {total}, not 26: every hand holds 13 hearts at 1 point "
                        "and the queen of spades at 13 (a moon shot changes the scores, not the points taken).",
                        total=total,
                    )
                )
        moon = entry.get("moon")
        if moon is None:
            if None not in taken:
                problems += _unmarked_moon(taken)
        else:
            shooter = seat_or_none(moon, columns)
            if shooter is None:
                problems.append(Reason.of("hearts_moon_seat", "The player who shot the moon is not at this table."))
            elif taken[shooter] != ALL_POINTS:
                problems.append(
                    Reason.of(
                        "hearts_moon_points",
                        "{seat} shot the moon, so took all 26 points, not {points}.",
                        seat=shooter,
                        points=taken[shooter] if taken[shooter] is not None else 0,
                    )
                )
        return problems

    # -- scores ----------------------------------------------------------------
    def shooter(self, sheet: Sheet, entry: Mapping[str, Any]) -> int | None:
        """Who shot the moon: the marked player, else whoever took all 26."""
        columns = len(sheet.players)
        marked = seat_or_none(entry.get("moon"), columns)
        if marked is not None:
            return marked
        taken = whole_per_column(entry, "taken", columns)
        return next((seat for seat, points in enumerate(taken) if points == ALL_POINTS), None)

    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        columns = len(sheet.players)
        moon = self.shooter(sheet, entry)
        if moon is not None:
            return tuple(0 if seat == moon else ALL_POINTS for seat in range(columns))
        return tuple(points or 0 for points in whole_per_column(entry, "taken", columns))

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        moon = self.shooter(sheet, entry)
        cells: dict[str, Any] = {"pass": Cell(translate(DIRECTION_NAMES[pass_direction(position)]))}
        cells["points"] = tuple(
            Cell(
                number(value),
                strong=seat == moon,
                tip=words(N_("shot the moon"))
                if seat == moon
                else words(N_("26 for the moon"))
                if moon is not None
                else "",
            )
            for seat, value in enumerate(points)
        )
        return cells

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return options_of(self.option_specs, sheet)["target"], None, True

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        if winners or len(sheet.players) != 4:
            return ()
        direction = pass_direction(len(sheet.rows))
        if direction == "hold":
            return (Reason.of("hearts_next_hold", "Next hand: no passing."),)
        return (Reason.of("hearts_next_pass", "Next hand: pass {direction}.", direction=DIRECTION_NAMES[direction]),)

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """Hearts' cells hold the scores ("points", already turned round by a
        moon shot) and the shooter ("moon"); the row holds the points taken."""
        moon = result.cells.get("moon")
        points = list(result.cells.get("points", result.points))
        if moon is not None:
            taken = [ALL_POINTS if seat == moon else 0 for seat in range(len(points))]
        else:
            taken = [int(value) for value in points]
        return {"taken": taken, "moon": moon}
