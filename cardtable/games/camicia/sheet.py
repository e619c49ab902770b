"""The Camicia score sheet: a row per game, who won it (or that the deal was
endless) and how many cards were turned.

"When a player runs out of cards, that player loses the game": a game has
one winner, who scores a game won; a deal stopped as endless (``turning.py``)
scores nothing. The match goes to the first player to win its target of
games (one by default). Under the sheet: the longest and the shortest game,
the endless deals, and how the match ends.

What a row may hold follows from the deal: the loser turned every card of
their packet, so a game won turns at least half the deck (20 cards, 26 with
the French deck); an endless deal was stopped at a repeat, after at least one
pile taken (two cards), or at the backstop; no game turns more than the
backstop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.match import Match
from ...core.messages import words
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, options_of, seat_or_none, whole
from ...sheets.model import Cell, Column, Field, Sheet
from .rules import OPTION_SPECS
from .turning import LIMIT

HALF_DECK = {"italian": 20, "french": 26}
#: The fewest cards an endless deal turns: a pile taken (an attack and its answer).
FEWEST_ENDLESS = 2


class CamiciaSheet(RunningSheet):
    """Games won per player, to the match's target."""

    id = "camicia"
    name = N_("Camicia")
    min_players = 2
    max_players = 2
    option_specs = OPTION_SPECS
    left_columns = (Column("turned", N_("Cards turned"), "left"),)
    player_columns = (Column("game", N_("Game")),)

    def options_for_match(self, match: Match, columns: int) -> dict[str, Any]:
        """The match's deck and its target of games."""
        return {"deck": match.options["deck"], "target": match.rules.target or 1}

    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def half_deck(self, sheet: Sheet) -> int:
        return HALF_DECK[self.options(sheet)["deck"]]

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return int(self.options(sheet)["target"]), None, False

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        return (
            Field(
                "winner",
                N_("Winner"),
                "seat",
                optional=True,
                help=N_("The player who still had cards when the other ran out; none for an endless deal."),
            ),
            Field(
                "endless",
                N_("Endless deal"),
                "bool",
                default=False,
                help=N_("The same packets came back (or the game went on for ever): nobody won."),
            ),
            Field(
                "turned",
                N_("Cards turned"),
                "int",
                minimum=0,
                maximum=LIMIT,
                help=words(
                    N_("All the cards both players turned, from {fewest} to {limit}."),
                    fewest=self.half_deck(sheet),
                    limit=LIMIT,
                ),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        problems: list[Reason] = []
        endless = entry.get("endless")
        if endless not in (None, True, False):
            problems.append(Reason.of("camicia_endless_value", "Say whether the deal was endless: yes or no."))
        chosen = entry.get("winner")
        winner = seat_or_none(chosen, len(sheet.players))
        if endless is True and chosen is not None:
            problems.append(
                Reason.of("camicia_endless_winner", "An endless deal has no winner: nobody ran out of cards.")
            )
        elif endless is not True and chosen is None:
            problems.append(Reason.of("camicia_winner_missing", "Choose the winner, or mark the deal as endless."))
        elif chosen is not None and winner is None:
            problems.append(Reason.of("camicia_winner_seat", "The winner is not at this table."))
        problems += self._turned_problems(sheet, entry, endless is True)
        return problems

    def _turned_problems(self, sheet: Sheet, entry: Mapping[str, Any], endless: bool) -> list[Reason]:
        """The cards turned against the deal and the backstop."""
        turned = whole(entry.get("turned"))
        if turned is None:
            return [Reason.of("camicia_turned_missing", "Enter the number of cards turned as a whole number.")]
        if turned > LIMIT:
            return [
                Reason.of(
                    "camicia_turned_limit",
                    "No game goes past {limit} cards turned: the deal is stopped there as endless.",
                    limit=LIMIT,
                )
            ]
        if endless and turned < FEWEST_ENDLESS:
            return [
                Reason.of(
                    "camicia_turned_endless",
                    "An endless deal turns at least {fewest} cards: the packets come back only after a pile is taken.",
                    fewest=FEWEST_ENDLESS,
                )
            ]
        half = self.half_deck(sheet)
        if not endless and turned < half:
            return [
                Reason.of(
                    "camicia_turned_few",
                    "{turned} cards are too few: the loser turned every card of their packet, {half} at least.",
                    turned=number(turned),
                    half=half,
                )
            ]
        return []

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """A game won to the winner; nothing for an endless deal (or a row
        still to be corrected)."""
        winner = seat_or_none(entry.get("winner"), len(sheet.players))
        if winner is None or entry.get("endless") is True:
            return (0, 0)
        return tuple(int(seat == winner) for seat in range(2))

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        turned = whole(entry.get("turned"))
        cells: dict[str, Cell | tuple[Cell, ...]] = {"turned": Cell("" if turned is None else number(turned))}
        if entry.get("endless") is True:
            endless = words(N_("endless"))
            cells["game"] = (Cell(endless), Cell(endless))
        else:
            cells["game"] = tuple(Cell(words(N_("won")), strong=True) if won else Cell("") for won in points)
        return cells

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """The longest and shortest game won, the endless deals, and until
        the match is over, how it ends."""
        lines: list[Reason] = []
        won = [
            (turned, index + 1)
            for index, entry in enumerate(sheet.rows)
            if entry.get("endless") is not True
            and seat_or_none(entry.get("winner"), len(sheet.players)) is not None
            and (turned := whole(entry.get("turned"))) is not None
        ]
        if won:
            longest = max(won, key=lambda item: (item[0], -item[1]))
            shortest = min(won)
            lines.append(
                Reason.of(
                    "camicia_longest",
                    "Longest game: {turned} cards turned (game {game}).",
                    turned=longest[0],
                    game=longest[1],
                )
            )
            lines.append(
                Reason.of(
                    "camicia_shortest",
                    "Shortest game: {turned} cards turned (game {game}).",
                    turned=shortest[0],
                    game=shortest[1],
                )
            )
        endless = sum(1 for entry in sheet.rows if entry.get("endless") is True)
        if endless:
            lines.append(
                Reason.plural(
                    "camicia_endless_deals",
                    "{n} endless deal, won by nobody.",
                    "{n} endless deals, won by nobody.",
                    n=endless,
                )
            )
        if not winners:
            lines.append(
                Reason.plural(
                    "camicia_target",
                    "The match goes to the first player to win {n} game.",
                    "The match goes to the first player to win {n} games.",
                    n=int(self.options(sheet)["target"]),
                )
            )
        return tuple(lines)

    # -- from a played game ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells: the winner (None for an endless deal), the
        cards turned, and whether the deal was endless."""
        cells = result.cells
        return {
            "winner": whole(cells.get("winner")),
            "endless": cells.get("endless") is True,
            "turned": whole(cells.get("turned")),
        }
