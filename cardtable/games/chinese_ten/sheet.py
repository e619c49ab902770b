"""The Chinese Ten score sheet: the red points each player took in a deal.

"After the game is over, add up the points you have (remember - red cards
only)": a row holds exactly that, each player's points. Red nines to kings
are worth 10, a red ace 20, the other red cards their face value; with three
players the ace of spades is worth 30, with four the ace of spades 30 and the
ace of clubs 40. Every card is taken by the end of a deal (the table is
empty once the hands and the stock run out), so a row's points add up to
the deck's total: 210, 240 or 280.

A deal's result is measured against the tie score, the total shared
equally ("The score for a tie game (for two people) is for each person to
have 105 points"; 80 for three, 70 for four): by default the points less
the tie score; or, "the normal way", the sum of the differences with each
other player, which is the players times that. The match is a number of
deals each (option ``deals``), everyone dealing in turn; the highest total
of results wins, equal totals sharing the win.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ...core.cards import french_deck
from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import words
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, numbers_in_range, options_of, whole
from ...sheets.model import Cell, Column, Field, Sheet, ranked, signed
from .rules import OPTION_SPECS
from .scoring import PLAIN, card_points, deck_total, tie_score


def scoring_cards(players: int) -> tuple[int, ...]:
    """The points of every card that scores with ``players`` players."""
    return tuple(value for card in french_deck() if (value := card_points(card, players)))


def deal_result(points: int, players: int, plain: bool) -> int:
    """A player's result: the points less the tie score; "plain", the sum
    of the differences with each other player, which is ``players`` times it
    (the others' points add up to the total less one's own)."""
    against = points - tie_score(players)
    return players * against if plain else against


@cache
def possible_points(players: int) -> frozenset[int]:
    """Every number of points some of the deck's scoring cards add up to."""
    sums = {0}
    for value in scoring_cards(players):
        sums |= {total + value for total in sums}
    return frozenset(sums)


class ChineseTenSheet(RunningSheet):
    """Red points per player and deal; the results against the tie score."""

    id = "chinese_ten"
    name = N_("Chinese Ten")
    min_players = 2
    max_players = 4
    option_specs = OPTION_SPECS
    player_columns = (Column("points", N_("Points")), Column("result", N_("Result")))

    # -- the options ---------------------------------------------------------
    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def plain(self, sheet: Sheet) -> bool:
        """Plain differences, else the results against the tie score."""
        return bool(self.options(sheet)["scoring"] == PLAIN)

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return None, int(self.options(sheet)["deals"]) * len(sheet.players), False

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        players = len(sheet.players)
        return (
            Field(
                "points",
                N_("Points taken"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=deck_total(players),
                help=_points_help(players),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        players = len(sheet.players)
        total = deck_total(players)
        points, problems = self._points(entry, players)
        possible = possible_points(players)
        for seat, value in enumerate(points):
            if value is not None and value not in possible:
                problems.append(
                    Reason.plural(
                        "chinese_ten_points_impossible",
                        "{seat} cannot have taken exactly {n} point: no cards that score add up to that.",
                        "{seat} cannot have taken exactly {n} points: no cards that score add up to that.",
                        n=value,
                        you=(
                            "You cannot have taken exactly {n} point: no cards that score add up to that.",
                            "You cannot have taken exactly {n} points: no cards that score add up to that.",
                        ),
                        seat=seat,
                    )
                )
        if None not in points and sum(value or 0 for value in points) != total:
            problems.append(
                Reason.of(
                    "chinese_ten_points_total",
                    "The points add up to {sum}, but with {players} players the cards are worth {total}: "
                    "every card is taken by the end of a deal.",
                    sum=sum(value or 0 for value in points),
                    players=players,
                    total=total,
                )
            )
        return problems

    @staticmethod
    def _points(entry: Mapping[str, Any], players: int) -> tuple[list[int | None], list[Reason]]:
        """Each player's points (None where not a good number), with a
        Reason for each that is not."""
        total = deck_total(players)
        return numbers_in_range(
            entry,
            "points",
            players,
            lambda seat: Reason.of(
                "chinese_ten_points_number",
                "Enter the points {seat} took as a whole number.",
                you="Enter the points you took as a whole number.",
                seat=seat,
            ),
            lambda seat: Reason.of(
                "chinese_ten_points_missing",
                "Enter the points {seat} took.",
                you="Enter the points you took.",
                seat=seat,
            ),
            lambda seat, value: Reason.of(
                "chinese_ten_points_range",
                "{seat} cannot have taken {points} points: with {players} players a deal holds 0 to {total}.",
                you="You cannot have taken {points} points: with {players} players a deal holds 0 to {total}.",
                seat=seat,
                points=number(value),
                players=players,
                total=total,
            ),
            0,
            total,
        )

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """Each player's result. Points no deal can give (missing, out of
        range) count as the tie score, a result of 0, until corrected."""
        players = len(sheet.players)
        points, _ = self._points(entry, players)
        plain = self.plain(sheet)
        return tuple(0 if value is None else deal_result(value, players, plain) for value in points)

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        players = len(sheet.players)
        taken, _ = self._points(entry, players)
        best = ranked(points, lowest_wins=False) if len(set(points)) > 1 else ()
        return {
            "points": tuple(Cell("" if value is None else number(value)) for value in taken),
            "result": tuple(Cell(signed(value), strong=seat in best) for seat, value in enumerate(points)),
        }

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """How a result is worked out, and the deals left; once the match is
        over, a win shared."""
        players = len(sheet.players)
        if winners:
            if len(winners) == 1:
                return ()
            return (
                Reason.plural(
                    "chinese_ten_shared_win",
                    "The win is shared: {n} player has the highest total.",
                    "The win is shared: {n} players have the highest total.",
                    n=len(winners),
                ),
            )
        if self.plain(sheet):
            scoring = Reason.of(
                "chinese_ten_plain",
                "A result is the sum of the differences with each other player: {players} times the points less {tie}.",
                players=players,
                tie=tie_score(players),
            )
        else:
            scoring = Reason.of(
                "chinese_ten_tie",
                "A result is the points less the tie score, {tie}.",
                tie=tie_score(players),
            )
        _, deals, _ = self.match_end(sheet)
        left = max(0, (deals or 0) - len(sheet.rows))
        return (
            scoring,
            Reason.plural(
                "chinese_ten_deals_left",
                "A match of {deals} deals: {n} deal to play; the highest total wins.",
                "A match of {deals} deals: {n} deals to play; the highest total wins.",
                n=left,
                deals=deals or 0,
            ),
        )

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold "points", the red points each seat took;
        the result follows from them and the sheet's scoring, as the game's does."""
        points = result.cells.get("points", ())
        return {"points": [whole(value) for value in points] if isinstance(points, (list, tuple)) else []}


def _points_help(players: int) -> str:
    """What the points field asks, with this table's black aces."""
    if players == 4:
        return words(
            N_(
                "The points each player took: red nines to kings 10, red aces 20, other red cards their value, "
                "the ace of spades 30 and the ace of clubs 40. They add up to {total}."
            ),
            total=deck_total(players),
        )
    if players == 3:
        return words(
            N_(
                "The points each player took: red nines to kings 10, red aces 20, other red cards their value, "
                "the ace of spades 30. They add up to {total}."
            ),
            total=deck_total(players),
        )
    return words(
        N_(
            "The points each player took: red nines to kings 10, red aces 20, other red cards their value. "
            "They add up to {total}."
        ),
        total=deck_total(players),
    )
