"""The Blackjack score sheet: each player's bet and result per round, and the chips.

At a casino table a person notes, round after round, what each player put
down as a first bet (0: sat the round out) and what the round came to: the
net chips won or lost, insurance, doubles and splits included. Everything
else follows: each player's chips after the round (the starting chips plus
every result so far), and what the round brought the house (the players'
results with the sign turned). The session is a number of rounds (option
``rounds``); the most chips at the end win.

A row is checked against the table: a bet is 0 or within the limits, in
chips of 10, and no more than the player's chips; a result must be one a
bet can come to. One box's result is a sum of its hands' outcomes: up to
``max_hands`` hands after splits, each winning or losing its stake, or twice
it when doubled, or pushing; a natural paid 3:2 or 6:5 (or pushing, or losing
to the dealer's); a surrender losing half; insurance losing half the bet, or
winning the bet when the dealer has blackjack (in a game without a hole card
the dealer's blackjack then takes every stake of the box). Doubles, splits
and insurance need chips, so no outcome may stake more than the player had.
``possible_results`` lists them all and the sheet refuses the rest, naming
the nearest possible ones. A player playing several boxes (option ``boxes``)
is checked against the bounds only: the ways to share a bet between boxes
are too many to list every sum.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import words
from ...core.options import OptionError, OptionSpec
from ...core.reasons import Reason
from ...sheets.common import LARGEST, RunningSheet, number, options_of, per_column, whole
from ...sheets.model import Cell, Column, Derived, Field, Sheet, signed
from .moves import BET_STEP
from .options import OPTION_SPECS

#: The sheet's options: the game's own under the same names (a played sheet
#: takes their values from the match by name), but for the starting chips
#: (a kept bankroll may grow past the game's limit) and the boxes (on a
#: sheet, any player may play several).
_GAME_SPECS = {spec.name: spec for spec in OPTION_SPECS}
SHEET_OPTION_SPECS = (
    OptionSpec(
        "bankroll",
        N_("Starting chips"),
        "int",
        1000,
        minimum=0,
        maximum=LARGEST,  # a kept bankroll may grow: never refused here
        help=N_("What every player starts with."),
    ),
    _GAME_SPECS["min_bet"],
    _GAME_SPECS["max_bet"],
    _GAME_SPECS["blackjack_pays"],
    _GAME_SPECS["max_hands"],
    OptionSpec(
        "boxes",
        N_("Boxes a player may play"),
        "int",
        1,
        minimum=1,
        maximum=3,
        help=N_("With more than one box a player's bet is the sum of the boxes' bets."),
    ),
    _GAME_SPECS["rounds"],
)

HALF = Fraction(1, 2)
Outcome = tuple[Fraction, Fraction]  # (gain, stake), in units of the box's bet


def _hands(max_hands: int) -> frozenset[Outcome]:
    """Every outcome of one to ``max_hands`` hands, each staking the bet or
    twice it (doubled) and winning, pushing or losing that stake."""
    one = [(sign * stake, stake) for stake in (Fraction(1), Fraction(2)) for sign in (-1, 0, 1)]
    found: set[Outcome] = set()
    sums: set[Outcome] = {(Fraction(0), Fraction(0))}
    for _ in range(max_hands):
        sums = {(gain + more, stake + added) for gain, stake in sums for more, added in one}
        found |= sums
    return frozenset(found)


@cache
def box_outcomes(pays: Fraction, max_hands: int) -> frozenset[Outcome]:
    """Every (gain, stake) one box can end a round with, as shares of its
    bet: the hands played (with splits and doubles), a natural (paid, pushed
    or beaten by the dealer's), a surrender, each with or without insurance."""
    played = _hands(max_hands)
    natural = {(pays, Fraction(1)), (Fraction(0), Fraction(1)), (Fraction(-1), Fraction(1))}
    surrender = {(-HALF, Fraction(1))}
    # Insurance lost: the dealer has no blackjack, the box plays on.
    lost = {(gain - HALF, stake + HALF) for gain, stake in played | surrender | {(pays, Fraction(1))}}
    # Insurance won (2:1 on half the bet): the dealer's blackjack beats every
    # stake of the box (all of them without a hole card), or a natural pushes
    # ("even money") or loses to it.
    won = {(1 - stake, stake + HALF) for _gain, stake in played}
    won |= {(Fraction(1), 1 + HALF), (Fraction(0), 1 + HALF)}
    return frozenset(played | natural | surrender | lost | won)


def _pays(text: str) -> Fraction:
    numerator, _, denominator = text.partition(":")
    return Fraction(int(numerator), int(denominator))


@lru_cache(maxsize=4096)
def possible_results(bet: int, pays: str, max_hands: int, chips: int) -> tuple[int, ...]:
    """Every net result, in chips, of one box with a first bet of ``bet``
    (a multiple of 10) for a player holding ``chips`` before the round, in
    increasing order."""
    stakes = _pays(pays)
    return tuple(
        sorted(
            {
                int(bet * gain)
                for gain, stake in box_outcomes(stakes, max_hands)
                if bet * stake <= chips and (bet * gain).denominator == 1
            }
        )
    )


def result_bounds(bet: int, pays: str, max_hands: int, chips: int, boxes: int = 1) -> tuple[int, int]:
    """The largest loss and win of a bet (returned as (lowest, highest)
    result). On one box, exactly; shared between boxes, an outer bound: a
    loss never beyond the chips held or every hand doubled and insured, a
    win never beyond every hand doubled, nor the chips that can be staked
    plus what naturals pay above even money."""
    if boxes == 1:
        found = possible_results(bet, pays, max_hands, chips)
        return found[0], found[-1]
    most = 2 * max_hands
    lowest = -min(chips, int((most + HALF) * bet))
    highest = min(most * bet, chips + int((_pays(pays) - 1) * bet))
    return lowest, highest


def _nearest(values: tuple[int, ...], wanted: int) -> tuple[int, int]:
    """The possible values just below and just above ``wanted``."""
    below = max(value for value in values if value < wanted)
    above = min(value for value in values if value > wanted)
    return below, above


def _read(entry: Mapping[str, Any], key: str, players: int) -> list[int | None]:
    """Each column's whole number under ``key`` (None where there is none
    or it is beyond what a sheet holds)."""
    values = [whole(value) for value in per_column(entry, key, players)]
    return [value if value is not None and abs(value) <= LARGEST else None for value in values]


class BlackjackSheet(RunningSheet):
    """Bets and results per player and round; the chips after each round."""

    id = "blackjack"
    name = N_("Blackjack")
    min_players = 1
    max_players = 7
    option_specs = SHEET_OPTION_SPECS
    player_columns = (Column("bet", N_("Bet")), Column("result", N_("Result")))

    # -- the options ---------------------------------------------------------
    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def resolve(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        resolved = super().resolve(players, options)
        if resolved["min_bet"] > resolved["max_bet"]:
            raise OptionError(
                Reason.of(
                    "blackjack_sheet_limits",
                    "the smallest bet, {low}, is above the largest, {high}",
                    low=resolved["min_bet"],
                    high=resolved["max_bet"],
                )
            )
        return resolved

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return None, int(self.options(sheet)["rounds"]), False

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        options = self.options(sheet)
        return (
            Field(
                "bet",
                N_("Bet"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=options["boxes"] * options["max_bet"],
                help=words(
                    N_(
                        "Each player's first bet, {low} to {high} in chips of 10; 0 for a player who sat the round out."
                    ),
                    low=options["min_bet"],
                    high=options["max_bet"],
                ),
            ),
            Field(
                "result",
                N_("Result"),
                "int",
                per_player=True,
                default=0,
                help=N_(
                    "The chips each player won (positive) or lost (negative) in the round, "
                    "insurance, doubles and splits included."
                ),
            ),
        )

    def blank(self, sheet: Sheet, position: int) -> dict[str, Any]:
        """A new round starts with each player's last bet (players usually
        keep it), or 0 where it is no longer covered."""
        entry = super().blank(sheet, position)
        if 0 < position <= len(sheet.rows):
            last = _read(sheet.rows[position - 1], "bet", len(sheet.players))
            chips = self.chips_before(sheet, position)
            entry["bet"] = [bet if bet is not None and 0 <= bet <= have else 0 for bet, have in zip(last, chips)]
        return entry

    # -- checks ------------------------------------------------------------------
    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        players = len(sheet.players)
        problems = _unreadable(entry, players)
        # A bet beyond any sheet's numbers is still read, and refused by the limits.
        bets = [whole(value) for value in per_column(entry, "bet", players)]
        results = _read(entry, "result", players)
        chips = self.chips_before(sheet, position)
        for seat in range(players):
            bet, result = bets[seat], results[seat]
            if bet is None:
                continue
            if bet == 0:
                if result:
                    problems.append(_sat_out(seat, result))
                continue
            wrong = self._bet_problems(sheet, seat, bet, chips[seat])
            problems += wrong
            if not wrong and result is not None:
                problems += self._result_problems(sheet, seat, bet, result, chips[seat])
        return problems

    def _bet_problems(self, sheet: Sheet, seat: int, bet: int, chips: int) -> list[Reason]:
        options = self.options(sheet)
        low, high, boxes = options["min_bet"], options["max_bet"], options["boxes"]
        if bet < 0:
            return [_negative_bet(seat, bet)]
        if not any(count * low <= bet <= count * high for count in range(1, boxes + 1)):
            return [_bet_limits(seat, bet, low, high, boxes)]
        if bet % BET_STEP:
            return [_bet_step(seat, bet)]
        if bet > chips:
            return [_bet_chips(seat, bet, chips)]
        return []

    def _result_problems(self, sheet: Sheet, seat: int, bet: int, result: int, chips: int) -> list[Reason]:
        options = self.options(sheet)
        pays, max_hands, boxes = options["blackjack_pays"], options["max_hands"], options["boxes"]
        chips = min(chips, (2 * max_hands + 1) * bet)  # more chips allow nothing more: one cache entry
        lowest, highest = result_bounds(bet, pays, max_hands, chips, boxes)
        if not lowest <= result <= highest:
            return [_result_bounds(seat, bet, -lowest, highest)]
        if boxes == 1:
            possible = possible_results(bet, pays, max_hands, chips)
            if result not in possible:
                below, above = _nearest(possible, result)
                return [_result_impossible(seat, bet, result, below, above)]
        return []

    # -- what follows from the rows ----------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """Each player's result as typed (0 where there is no number)."""
        return tuple(value or 0 for value in _read(entry, "result", len(sheet.players)))

    def chips_before(self, sheet: Sheet, position: int) -> tuple[int, ...]:
        """Each player's chips before round ``position``."""
        start = self.options(sheet)["bankroll"]
        return tuple(start + total for total in self.totals_before(sheet, position))

    def bankrolls(self, sheet: Sheet) -> list[tuple[int, ...]]:
        """Each player's chips at the start and after every round: what the
        bankroll plot draws (the "Chips" column, with the start before it)."""
        chips = [tuple([self.options(sheet)["bankroll"]] * len(sheet.players))]
        for position, entry in enumerate(sheet.rows):
            points = self.row_points(sheet, position, entry, chips[-1])
            chips.append(tuple(have + value for have, value in zip(chips[-1], points)))
        return chips

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        players = len(sheet.players)
        bets = _read(entry, "bet", players)
        sat_out = words(N_("sat this round out"))
        house = -sum(points)
        return {
            "bet": tuple(
                Cell("\u2013", tip=sat_out) if bet == 0 else Cell("" if bet is None else number(bet)) for bet in bets
            ),
            "result": tuple(Cell(signed(value)) for value in points),
            "house": Cell(signed(house), strong=house != 0),
        }

    def derive(self, sheet: Sheet) -> Derived:
        """The running totals shown as chips (the starting chips plus the
        results), and the house's column after the players."""
        base = super().derive(sheet)
        start = self.options(sheet)["bankroll"]
        columns = tuple(
            Column(column.key, N_("Chips"), column.place) if column.key == "total" else column
            for column in base.columns
        ) + (Column("house", N_("House"), "right"),)
        rows = []
        for row in base.rows:
            chips = tuple(start + total for total in row.totals)
            cells = dict(row.cells)
            shown = cells["total"]
            assert isinstance(shown, tuple)
            cells["total"] = tuple(replace(cell, text=number(have)) for cell, have in zip(shown, chips))
            house = cells["house"]
            assert isinstance(house, Cell)
            cells["house"] = replace(
                house,
                tip=words(
                    N_("What the round brought the house; {total} since the first round."),
                    total=signed(-sum(row.totals)),
                ),
            )
            rows.append(replace(row, cells=cells, totals=chips))
        return replace(base, columns=columns, rows=tuple(rows), totals=tuple(start + total for total in base.totals))

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """The table's limits and what a blackjack pays, the house's takings
        so far, and the rounds left."""
        options = self.options(sheet)
        lines = [
            Reason.of(
                "blackjack_sheet_table",
                "Bets {low} to {high}; a blackjack pays {pays}.",
                low=options["min_bet"],
                high=options["max_bet"],
                pays=options["blackjack_pays"],
            )
        ]
        house = -sum(totals)
        if house > 0:
            lines.append(
                Reason.plural(
                    "blackjack_sheet_house_up",
                    "The house has won {n} chip.",
                    "The house has won {n} chips.",
                    n=house,
                )
            )
        elif house < 0:
            lines.append(
                Reason.plural(
                    "blackjack_sheet_house_down",
                    "The house has lost {n} chip.",
                    "The house has lost {n} chips.",
                    n=-house,
                )
            )
        left = max(0, options["rounds"] - len(sheet.rows))
        if not winners:
            lines.append(
                Reason.plural(
                    "blackjack_sheet_rounds_left",
                    "{n} round to play; the most chips win.",
                    "{n} rounds to play; the most chips win.",
                    n=left,
                )
            )
        return tuple(lines)

    # -- from a played round -------------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold each seat's first bets summed over its
        boxes ("bets") and its net result ("results", the hand's points)."""
        players = len(sheet.players)
        bets = result.cells.get("bets", ())
        results = result.cells.get("results", result.points)

        def column(values: Any) -> list[int]:
            listed = list(values) if isinstance(values, (list, tuple)) else []
            listed += [0] * (players - len(listed))
            return [whole(value) or 0 for value in listed[:players]]

        return {"bet": column(bets), "result": column(results)}


# -- the sheet's messages (each a whole sentence, naming the player) -------------------
def _unreadable(entry: Mapping[str, Any], players: int) -> list[Reason]:
    problems = []
    for seat, (bet, result) in enumerate(zip(per_column(entry, "bet", players), per_column(entry, "result", players))):
        if whole(bet) is None:
            problems.append(
                Reason.of(
                    "blackjack_sheet_bet_number",
                    "Enter {seat}'s bet as a whole number (0 for sitting the round out).",
                    you="Enter your bet as a whole number (0 for sitting the round out).",
                    seat=seat,
                )
            )
        if whole(result) is None:
            problems.append(
                Reason.of(
                    "blackjack_sheet_result_number",
                    "Enter {seat}'s result as a whole number of chips (negative for a loss).",
                    you="Enter your result as a whole number of chips (negative for a loss).",
                    seat=seat,
                )
            )
    return problems


def _sat_out(seat: int, result: int) -> Reason:
    return Reason.of(
        "blackjack_sheet_sat_out",
        "{seat} bet nothing this round, so cannot have a result of {result}.",
        you="You bet nothing this round, so cannot have a result of {result}.",
        seat=seat,
        result=signed(result),
    )


def _negative_bet(seat: int, bet: int) -> Reason:
    return Reason.of(
        "blackjack_sheet_bet_negative",
        "{seat}'s bet cannot be {bet}: a bet is 0 (sitting out) or more.",
        you="Your bet cannot be {bet}: a bet is 0 (sitting out) or more.",
        seat=seat,
        bet=number(bet),
    )


def _bet_step(seat: int, bet: int) -> Reason:
    return Reason.of(
        "blackjack_sheet_bet_step",
        "{seat}'s bet of {bet} is not a multiple of 10: bets are made in chips of 10.",
        you="Your bet of {bet} is not a multiple of 10: bets are made in chips of 10.",
        seat=seat,
        bet=bet,
    )


def _bet_limits(seat: int, bet: int, low: int, high: int, boxes: int) -> Reason:
    if boxes == 1:
        return Reason.of(
            "blackjack_sheet_bet_limits",
            "{seat}'s bet of {bet} is outside the table's limits, {low} to {high}.",
            you="Your bet of {bet} is outside the table's limits, {low} to {high}.",
            seat=seat,
            bet=bet,
            low=low,
            high=high,
        )
    return Reason.of(
        "blackjack_sheet_bet_boxes",
        "{seat}'s bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.",
        you="Your bet of {bet} cannot be shared among at most {boxes} boxes of {low} to {high} each.",
        seat=seat,
        bet=bet,
        low=low,
        high=high,
        boxes=boxes,
    )


def _bet_chips(seat: int, bet: int, chips: int) -> Reason:
    return Reason.of(
        "blackjack_sheet_bet_chips",
        "{seat} cannot bet {bet} with {chips} chips.",
        you="You cannot bet {bet} with {chips} chips.",
        seat=seat,
        bet=bet,
        chips=number(chips),
    )


def _result_bounds(seat: int, bet: int, loss: int, win: int) -> Reason:
    return Reason.of(
        "blackjack_sheet_result_bounds",
        "{seat} bet {bet}, which can win at most {win} and lose at most {loss}.",
        you="You bet {bet}, which can win at most {win} and lose at most {loss}.",
        seat=seat,
        bet=bet,
        win=win,
        loss=loss,
    )


def _result_impossible(seat: int, bet: int, result: int, below: int, above: int) -> Reason:
    return Reason.of(
        "blackjack_sheet_result_impossible",
        "{seat} bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.",
        you="You bet {bet}, which cannot come to {result}: the nearest possible results are {below} and {above}.",
        seat=seat,
        bet=bet,
        result=signed(result),
        below=signed(below),
        above=signed(above),
    )
