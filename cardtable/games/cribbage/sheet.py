"""The Cribbage score sheet: pegging, hands and crib per deal, first to 121.

Two or three players, or two partnerships (four players, partners opposite:
one column per side, the option ``partners``). A row holds a deal as a person
scores it: what each column pegged in play, its hand's show, the crib (only
the crib's owner has one), and whether the starter was a jack ("his heels",
2 to the dealer). Or, for a person who only reads the board, the front peg of
each column after the deal (``positions``).

The rules followed (seed 002 and the rules notes): the deal passes to the
left; "dealer owns the crib; non-dealer pegs first and counts first; dealer's
hand and then the crib"; option "Seed house rules": "the box scores for the
non-dealer, the dealer pegs first and counts first"; "heels 2"; "121 ends the
game at once" (option ``target``, 61 for a short game). Because the game stops
the moment a score reaches the target, only one column can reach it, and
nothing is counted after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import words
from ...core.options import OptionError, OptionSpec
from ...core.reasons import Reason
from ...sheets.common import number, options_of, whole, whole_per_column
from ...sheets.model import EMPTY, Cell, Column, Field, Sheet
from .sheet_checks import HEELS as HEELS
from .sheet_checks import IMPOSSIBLE_SHOWS as IMPOSSIBLE_SHOWS
from .sheet_checks import MOST_SHOW as MOST_SHOW
from .sheet_checks import CribbageSheetChecks
from .sheet_checks import possible_show as possible_show

SKUNK_LINE = 91
DOUBLE_SKUNK_LINE = 61


class CribbageSheet(CribbageSheetChecks):
    """A deal per row; the dealer and the crib's owner follow from the row's
    number and the ``first_dealer`` option."""

    id = "cribbage"
    name = N_("Cribbage")
    min_players = 2
    max_players = 3
    option_specs = (
        OptionSpec(
            "target",
            N_("Game to"),
            "int",
            121,
            minimum=31,
            maximum=361,
            help=N_("The score that ends the game at once (121 is standard; 61 for a short game)."),
        ),
        OptionSpec(
            "first_dealer",
            N_("First dealer"),
            "int",
            0,
            minimum=0,
            maximum=3,
            help=N_(
                "Who dealt the first hand (0 = the first column). With partnerships a "
                "seat 0 to 3: seats 0 and 2 are the first side."
            ),
        ),
        OptionSpec(
            "seed_rules",
            N_("Box for the non-dealer"),
            "bool",
            False,
            help=N_(
                "The crib (box) scores for the player on the dealer's left, and the dealer pegs first and counts first."
            ),
        ),
        OptionSpec(
            "partners",
            N_("Two partnerships"),
            "bool",
            False,
            help=N_(
                "Four players, partners opposite: each column is a side, and its hand "
                "score is both partners' shows together."
            ),
        ),
    )
    left_columns = (Column("dealer", N_("Dealer"), "left"),)
    player_columns = (Column("pegging", N_("Pegged")), Column("hand", N_("Hand")), Column("crib", N_("Crib")))

    def resolve(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        resolved = super().resolve(players, options)
        if resolved["partners"] and players != 2:
            raise OptionError(
                Reason.of("cribbage_partners_columns", "a Cribbage sheet of partnerships has two columns, one per side")
            )
        return resolved

    def columns_for(self, names: Sequence[str], options: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
        """Four players play two against two: a column for each side."""
        if len(names) != 4:
            return list(names), dict(options)
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"], {**options, "partners": True}

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        partners = options_of(self.option_specs, sheet)["partners"]
        return (
            Field(
                "pegging",
                N_("Pegged"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                help=N_("Points pegged in play: fifteens, pairs, runs, 31, go and last card."),
            ),
            Field("heels", N_("His heels"), "bool", default=False, help=N_("The starter was a jack: 2 to the dealer.")),
            Field(
                "hand",
                N_("Hand"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=2 * MOST_SHOW if partners else MOST_SHOW,
                help=N_("The show: the hand counted with the starter (0 to 29, never 19, 25, 26 or 27)."),
            ),
            Field(
                "crib",
                N_("Crib"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=MOST_SHOW,
                help=N_("The crib, counted for its owner only."),
            ),
            Field(
                "positions",
                N_("Pegs after the deal"),
                "int",
                per_player=True,
                default=None,
                optional=True,
                minimum=0,
                help=N_("Instead of the scores: where each front peg stands after this deal."),
            ),
        )

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        positions = self._positions(sheet, entry)
        if positions is not None and all(value is not None for value in positions):
            pegs = [peg for peg in positions if peg is not None]  # all of them
            return tuple(peg - total for peg, total in zip(pegs, before))
        return tuple(self._breakdown(sheet, position, entry))

    def ended_by(
        self,
        sheet: Sheet,
        position: int,
        entry: Mapping[str, Any],
        before: Sequence[int],
        after: Sequence[int],
    ) -> tuple[int, ...]:
        """The first to reach the target wins, whatever the others' totals."""
        target = options_of(self.option_specs, sheet)["target"]
        reached = [seat for seat in range(len(after)) if after[seat] >= target]
        if not reached:
            return ()
        if len(reached) > 1 and self._positions(sheet, entry) is None:
            crossing = self._crossing(sheet, position, entry, before, target)
            if crossing is not None:
                return (crossing[1],)
        return (max(reached, key=lambda seat: after[seat]),)

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return options_of(self.option_specs, sheet)["target"], None, False

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        columns = len(sheet.players)
        dealer = self.dealer(sheet, position)
        owner = self.crib_owner(sheet, position)
        cells: dict[str, Any] = {"dealer": Cell(sheet.players[dealer], tip=words(N_("dealt this hand")))}
        if self._positions(sheet, entry) is not None and not self._typed(sheet, entry):
            # Only the board was read: the deal's points, no breakdown.
            cells["pegging"] = tuple(Cell(number(value), tip=words(N_("the peg moved"))) for value in points)
            cells["hand"] = (EMPTY,) * columns
            cells["crib"] = (EMPTY,) * columns
            return cells
        heels = entry.get("heels") is True
        pegging = whole_per_column(entry, "pegging", columns)
        hand = whole_per_column(entry, "hand", columns)
        crib = whole_per_column(entry, "crib", columns)
        pegged = []
        for seat in range(columns):
            value = pegging[seat] or 0
            if heels and seat == dealer:
                pegged.append(Cell(number(value + HEELS), tip=words(N_("including 2 for his heels"))))
            else:
                pegged.append(Cell(number(value)))
        cells["pegging"] = tuple(pegged)
        cells["hand"] = tuple(Cell("" if value is None else number(value)) for value in hand)
        cells["crib"] = tuple(
            Cell("" if (crib_points := crib[seat]) is None else number(crib_points), tip=words(N_("the crib")))
            if seat == owner
            else EMPTY
            for seat in range(columns)
        )
        return cells

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        options = options_of(self.option_specs, sheet)
        if winners:
            if options["target"] != 121:
                return ()
            lines = []
            for seat, total in enumerate(totals):
                if seat in winners:
                    continue
                if total < DOUBLE_SKUNK_LINE:
                    lines.append(
                        Reason.of(
                            "cribbage_double_skunk",
                            "{seat} is double skunked (under 61): the win counts triple.",
                            you="You are double skunked (under 61): the win counts triple.",
                            seat=seat,
                        )
                    )
                elif total < SKUNK_LINE:
                    lines.append(
                        Reason.of(
                            "cribbage_skunk",
                            "{seat} is skunked (under 91): the win counts double.",
                            you="You are skunked (under 91): the win counts double.",
                            seat=seat,
                        )
                    )
            return tuple(lines)
        position = len(sheet.rows)
        return (
            Reason.of(
                "cribbage_next_dealer", "{seat} deals next.", you="You deal next.", seat=self.dealer(sheet, position)
            ),
            Reason.of(
                "cribbage_next_first",
                "{seat} pegs first and counts first.",
                you="You peg first and count first.",
                seat=self.first_to_count(sheet, position),
            ),
        )

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """Cribbage's cells hold, per seat, what was "pegging", the "hand",
        the "crib" and the "heels" of the deal (partners are credited
        together, so either partner's value is the side's)."""
        columns = len(sheet.players)
        cells = result.cells

        def column_values(key: str) -> list[int]:
            values = list(cells.get(key, ())) or [0] * columns
            return [whole(values[seat]) or 0 for seat in range(columns)]

        return {
            "pegging": column_values("pegging"),
            "heels": any(whole(value) for value in cells.get("heels", ())),
            "hand": column_values("hand"),
            "crib": column_values("crib"),
            "positions": None,
        }
