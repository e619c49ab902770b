"""The generic sheet: points per player per hand, running totals, a target.

It serves every game without a sheet of its own (in play, its options come
from the game's ``MatchRules``) and any game a person keeps score of by hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.i18n import N_
from ..core.options import OptionSpec
from ..core.reasons import Reason
from .common import RunningSheet, missing_numbers, options_of, whole_per_column
from .model import Field, Sheet


class GenericSheet(RunningSheet):
    """Points per hand. Options: ``target`` (0 = none), ``lowest_wins``,
    ``hands`` (a fixed number of hands, 0 = none)."""

    id = "generic"
    name = N_("Points per hand")
    min_players = 1
    max_players = 10
    option_specs = (
        OptionSpec(
            "target",
            N_("Game to"),
            "int",
            0,
            minimum=0,
            help=N_("The match ends when a total reaches this score (0: no target)."),
        ),
        OptionSpec(
            "lowest_wins",
            N_("Lowest total wins"),
            "bool",
            False,
            help=N_("On for penalty games (Hearts, Crazy Eights): the fewest points win."),
        ),
        OptionSpec(
            "hands",
            N_("Number of hands"),
            "int",
            0,
            minimum=0,
            help=N_("The match ends after this many hands (0: no fixed number)."),
        ),
    )

    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        return (
            Field(
                "points",
                N_("Points"),
                "int",
                per_player=True,
                default=0,
                help=N_("What each player scored in this hand (negative for a loss)."),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        values = whole_per_column(entry, "points", len(sheet.players))
        return missing_numbers(
            values,
            lambda seat: Reason.of("sheet_points_missing", "Enter the points of {seat} as a whole number.", seat=seat),
        )

    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        return tuple(value or 0 for value in whole_per_column(entry, "points", len(sheet.players)))

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        options = options_of(self.option_specs, sheet)
        return options["target"] or None, options["hands"] or None, options["lowest_wins"]
