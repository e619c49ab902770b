"""The Crazy Eights score sheet: who went out, the others' penalty points.

From the game's rules text: "Everyone else scores penalty points for the
cards still in hand: 50 for an eight (or whichever rank changes suit), 10 for
a king, queen or jack, and the number for any other card (ace 1). The winner
of the hand scores nothing. The match ends when someone's total reaches the
target (option Game to, 100 by default); the lowest total wins." A blocked
hand has no winner: "everyone scores the cards they hold".

A row holds who went out, each player's penalty points and, when known, the
cards each still held. A table that only counts cards can score one point per
card instead (option ``score``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import (
    RunningSheet,
    number,
    options_of,
    seat_or_none,
    unreadable_columns,
    whole,
    whole_per_column,
)
from ...sheets.model import Cell, Column, Field, Sheet

#: The most a card can cost (the suit changer); the least is 1 (an ace).
MOST_PER_CARD = 50


class CrazyEightsSheet(RunningSheet):
    id = "crazy_eights"
    name = N_("Crazy Eights")
    min_players = 2
    max_players = 8
    option_specs = (
        OptionSpec(
            "target",
            N_("Game to"),
            "int",
            100,
            minimum=1,
            maximum=10000,
            help=N_("The match ends when a player's penalty points reach this total; the lowest total wins."),
        ),
        OptionSpec(
            "score",
            N_("Penalty"),
            "choice",
            "points",
            choices=("points", "cards"),
            choice_labels=(N_("The cards' values (eights 50, pictures 10)"), N_("One point per card")),
            help=N_("What a player still holding cards scores."),
        ),
    )
    player_columns = (Column("cards", N_("Cards")), Column("points", N_("Points")))

    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        return (
            Field(
                "winner",
                N_("Went out"),
                "seat",
                optional=True,
                help=N_("The player who got rid of all their cards (none: the hand was blocked)."),
            ),
            Field(
                "penalty",
                N_("Penalty points"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                help=N_(
                    "The values of the cards still held: 50 for an eight, 10 for a picture, "
                    "the number for the others (ace 1)."
                ),
            ),
            Field(
                "cards_left",
                N_("Cards left"),
                "int",
                per_player=True,
                default=None,
                minimum=0,
                optional=True,
                help=N_("How many cards each player still held."),
            ),
        )

    def _by_cards(self, sheet: Sheet) -> bool:
        return bool(options_of(self.option_specs, sheet)["score"] == "cards")

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        problems: list[Reason] = []
        winner = seat_or_none(entry.get("winner"), columns)
        if entry.get("winner") is not None and winner is None:
            problems.append(Reason.of("eights_winner_seat", "The player who went out is not at this table."))
        by_cards = self._by_cards(sheet)
        penalty = whole_per_column(entry, "penalty", columns)
        cards = whole_per_column(entry, "cards_left", columns)
        bad_points = unreadable_columns(entry, "penalty", columns)
        for seat in bad_points:
            problems.append(
                Reason.of(
                    "eights_penalty_number",
                    "Enter the penalty points of {seat} as a whole number.",
                    seat=seat,
                )
            )
        unreadable = unreadable_columns(entry, "cards_left", columns)
        for seat in unreadable:
            problems.append(
                Reason.of(
                    "eights_cards_number",
                    "Enter how many cards {seat} still holds as a whole number.",
                    seat=seat,
                )
            )
        for seat in range(columns):
            points, held = penalty[seat], cards[seat]
            if seat == winner:
                if (points or 0) != 0 or (held or 0) != 0:
                    problems.append(
                        Reason.of(
                            "eights_winner_scores",
                            "{seat} went out, so holds no cards and scores nothing.",
                            seat=seat,
                        )
                    )
                continue
            if by_cards:
                if held is None and seat not in unreadable:
                    problems.append(
                        Reason.of("eights_cards_missing", "Enter how many cards {seat} still holds.", seat=seat)
                    )
            elif points is None:
                if seat not in bad_points:  # a bad value is said above
                    problems.append(
                        Reason.of("eights_penalty_missing", "Enter the penalty points of {seat}.", seat=seat)
                    )
            elif points < 1:
                problems.append(
                    Reason.of(
                        "eights_penalty_none",
                        "{seat} did not go out, so still holds a card: at least 1 penalty point.",
                        seat=seat,
                    )
                )
            if held is not None and held < 1:
                problems.append(
                    Reason.of(
                        "eights_cards_none",
                        "{seat} did not go out, so still holds at least one card.",
                        seat=seat,
                    )
                )
            elif (
                held is not None
                and points is not None
                and not by_cards
                and points >= 1
                and not (held <= points <= MOST_PER_CARD * held)
            ):
                problems.append(
                    Reason.plural(
                        "eights_penalty_cards",
                        "{seat}'s penalty of {points} cannot come from {n} card: each card counts 1 to 50.",
                        "{seat}'s penalty of {points} cannot come from {n} cards: each card counts 1 to 50.",
                        seat=seat,
                        points=points,
                        n=held,
                    )
                )
        return problems

    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        columns = len(sheet.players)
        winner = seat_or_none(entry.get("winner"), columns)
        key = "cards_left" if self._by_cards(sheet) else "penalty"
        values = whole_per_column(entry, key, columns)
        return tuple(0 if seat == winner else max(0, values[seat] or 0) for seat in range(columns))

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        columns = len(sheet.players)
        winner = seat_or_none(entry.get("winner"), columns)
        cards = whole_per_column(entry, "cards_left", columns)
        return {
            "cards": tuple(
                Cell("0" if seat == winner else "" if cards[seat] is None else str(cards[seat]))
                for seat in range(columns)
            ),
            "points": tuple(
                Cell(number(value), strong=seat == winner, tip=words(N_("went out")) if seat == winner else "")
                for seat, value in enumerate(points)
            ),
        }

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return options_of(self.option_specs, sheet)["target"], None, True

    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """Crazy Eights' cells: "winner" (None when the hand was blocked),
        "penalty" and "cards_left" per seat."""
        cells = result.cells
        return {
            "winner": cells.get("winner"),
            "penalty": [whole(value) or 0 for value in cells.get("penalty", result.points)],
            "cards_left": [whole(value) for value in cells["cards_left"]] if "cards_left" in cells else None,
        }
