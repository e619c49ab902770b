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

from typing import Any, Mapping, Sequence

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import words
from ...core.options import OptionError, OptionSpec
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, options_of, whole, whole_per_column
from ...sheets.model import EMPTY, Cell, Column, Field, Sheet

HEELS = 2
MOST_SHOW = 29
#: No hand or crib of five cards counts these.
IMPOSSIBLE_SHOWS = frozenset({19, 25, 26, 27})
SKUNK_LINE = 91
DOUBLE_SKUNK_LINE = 61


def possible_show(points: int) -> bool:
    """A hand or crib counts 0 to 29, but never 19, 25, 26 or 27."""
    return 0 <= points <= MOST_SHOW and points not in IMPOSSIBLE_SHOWS


class CribbageSheet(RunningSheet):
    """A deal per row; the dealer and the crib's owner follow from the row's
    number and the ``first_dealer`` option."""

    id = "cribbage"
    name = N_("Cribbage")
    min_players = 2
    max_players = 3
    option_specs = (
        OptionSpec("target", N_("Game to"), "int", 121, minimum=31, maximum=361,
                   help=N_("The score that ends the game at once (121 is standard; 61 for a short game).")),
        OptionSpec("first_dealer", N_("First dealer"), "int", 0, minimum=0, maximum=3,
                   help=N_("Who dealt the first hand (0 = the first column). With partnerships a "
                           "seat 0 to 3: seats 0 and 2 are the first side.")),
        OptionSpec("seed_rules", N_("Box for the non-dealer"), "bool", False,
                   help=N_("The crib (box) scores for the player on the dealer's left, and the dealer "
                           "pegs first and counts first.")),
        OptionSpec("partners", N_("Two partnerships"), "bool", False,
                   help=N_("Four players, partners opposite: each column is a side, and its hand "
                           "score is both partners' shows together.")),
    )
    left_columns = (Column("dealer", N_("Dealer"), "left"),)
    player_columns = (Column("pegging", N_("Pegged")), Column("hand", N_("Hand")), Column("crib", N_("Crib")))

    def resolve(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        resolved = super().resolve(players, options)
        if resolved["partners"] and players != 2:
            raise OptionError(Reason.of("cribbage_partners_columns",
                                        "a Cribbage sheet of partnerships has two columns, one per side"))
        return resolved

    def columns_for(self, names: Sequence[str], options: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
        """Four players play two against two: a column for each side."""
        if len(names) != 4:
            return list(names), dict(options)
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"], {**options, "partners": True}

    # -- who deals ---------------------------------------------------------------
    def dealer(self, sheet: Sheet, position: int) -> int:
        """The column that deals hand ``position``: the deal passes to the left."""
        columns = len(sheet.players)
        first: int = options_of(self.option_specs, sheet)["first_dealer"]
        return (first + position) % columns

    def crib_owner(self, sheet: Sheet, position: int) -> int:
        dealer = self.dealer(sheet, position)
        if options_of(self.option_specs, sheet)["seed_rules"]:
            return (dealer + 1) % len(sheet.players)
        return dealer

    def first_to_count(self, sheet: Sheet, position: int) -> int:
        """Who pegs first and counts first: the dealer's left (the seed: the dealer)."""
        dealer = self.dealer(sheet, position)
        if options_of(self.option_specs, sheet)["seed_rules"]:
            return dealer
        return (dealer + 1) % len(sheet.players)

    def _show_order(self, sheet: Sheet, position: int) -> list[int]:
        columns = len(sheet.players)
        first = self.first_to_count(sheet, position)
        return [(first + step) % columns for step in range(columns)]

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        partners = options_of(self.option_specs, sheet)["partners"]
        return (
            Field("pegging", N_("Pegged"), "int", per_player=True, default=0, minimum=0,
                  help=N_("Points pegged in play: fifteens, pairs, runs, 31, go and last card.")),
            Field("heels", N_("His heels"), "bool", default=False,
                  help=N_("The starter was a jack: 2 to the dealer.")),
            Field("hand", N_("Hand"), "int", per_player=True, default=0, minimum=0,
                  maximum=2 * MOST_SHOW if partners else MOST_SHOW,
                  help=N_("The show: the hand counted with the starter (0 to 29, never 19, 25, 26 or 27).")),
            Field("crib", N_("Crib"), "int", per_player=True, default=0, minimum=0, maximum=MOST_SHOW,
                  help=N_("The crib, counted for its owner only.")),
            Field("positions", N_("Pegs after the deal"), "int", per_player=True, default=None, optional=True,
                  minimum=0, help=N_("Instead of the scores: where each front peg stands after this deal.")),
        )

    @staticmethod
    def _positions(sheet: Sheet, entry: Mapping[str, Any]) -> list[int | None] | None:
        values = entry.get("positions")
        if values is None or (isinstance(values, (list, tuple)) and all(value is None for value in values)):
            return None
        return whole_per_column(entry, "positions", len(sheet.players))

    @staticmethod
    def _typed(sheet: Sheet, entry: Mapping[str, Any]) -> bool:
        """Whether any score of the deal was typed (not only the pegs)."""
        columns = len(sheet.players)
        return entry.get("heels") is True or any(
            value for key in ("pegging", "hand", "crib") for value in whole_per_column(entry, key, columns)
        )

    def _breakdown(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[int]:
        """Each column's points from the scores typed (missing ones count 0)."""
        columns = len(sheet.players)
        points = [
            (pegging or 0) + (hand or 0) + (crib or 0)
            for pegging, hand, crib in zip(
                whole_per_column(entry, "pegging", columns),
                whole_per_column(entry, "hand", columns),
                whole_per_column(entry, "crib", columns),
            )
        ]
        if entry.get("heels") is True:
            points[self.dealer(sheet, position)] += HEELS
        return points

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        options = options_of(self.option_specs, sheet)
        target = options["target"]
        problems: list[Reason] = []
        pegging = whole_per_column(entry, "pegging", columns)
        hand = whole_per_column(entry, "hand", columns)
        crib = whole_per_column(entry, "crib", columns)
        positions = self._positions(sheet, entry)
        typed = self._typed(sheet, entry)
        if entry.get("heels") is not None and not isinstance(entry.get("heels"), bool):
            problems.append(Reason.of("cribbage_heels", "His heels is yes or no: tick it or leave it empty."))
        if positions is None or typed:
            for seat in range(columns):
                pegged = pegging[seat]
                if pegged is None or pegged < 0:
                    problems.append(Reason.of("cribbage_pegging", "Enter what {seat} pegged (0 or more).", seat=seat))
                shown = hand[seat]
                if shown is None:
                    problems.append(Reason.of("cribbage_hand_missing", "Enter {seat}'s hand score.", seat=seat))
                elif options["partners"]:
                    if not 0 <= shown <= 2 * MOST_SHOW:
                        problems.append(Reason.of(
                            "cribbage_partners_hand",
                            "{seat}'s two hands cannot count {points}: each counts 0 to 29.",
                            seat=seat, points=shown,
                        ))
                elif not possible_show(shown):
                    problems.append(Reason.of(
                        "cribbage_hand",
                        "{seat}'s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.",
                        seat=seat, points=shown,
                    ))
            owner = self.crib_owner(sheet, position)
            for seat in range(columns):
                value = crib[seat]
                if value is None:
                    if seat == owner:
                        problems.append(Reason.of("cribbage_crib_missing", "Enter the crib's score for {seat}.",
                                                  seat=seat))
                elif seat != owner and value != 0:
                    if options["seed_rules"]:
                        problems.append(Reason.of(
                            "cribbage_crib_owner",
                            "{seat} has no crib this deal: the crib belongs to the player on the dealer's left.",
                            seat=seat,
                        ))
                    else:
                        problems.append(Reason.of(
                            "cribbage_crib_owner", "{seat} has no crib this deal: the crib belongs to the dealer.",
                            seat=seat,
                        ))
                elif not possible_show(value):
                    problems.append(Reason.of(
                        "cribbage_crib",
                        "The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.",
                        points=value,
                    ))
        before = self.totals_before(sheet, position)
        if positions is not None:
            problems += self._position_problems(sheet, position, entry, positions, before, typed, target)
            if any(value is None for value in positions):
                return problems
            after = list(positions)
        else:
            after = [total + points for total, points in zip(before, self._breakdown(sheet, position, entry))]
        if any(total >= target for total in before):
            return problems  # the game was already over: ``check`` says so
        reached = [seat for seat in range(columns) if after[seat] >= target]
        if len(reached) > 1:
            problems.append(Reason.of(
                "cribbage_two_winners",
                "Only one side can reach {target}: the game stops at once when someone does.",
                target=target,
            ))
        elif reached and positions is None:
            late = self._counted_after_end(sheet, position, entry, before, target)
            if late is not None:
                problems.append(Reason.of(
                    "cribbage_after_win",
                    "{seat} reached {target}, which ends the game at once: nothing counted after that scores.",
                    seat=late, target=target,
                ))
        return problems

    def _position_problems(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], positions: list[int | None],
        before: tuple[int, ...], typed: bool, target: int,
    ) -> list[Reason]:
        problems: list[Reason] = []
        breakdown = self._breakdown(sheet, position, entry)
        for seat, peg in enumerate(positions):
            if peg is None:
                problems.append(Reason.of("cribbage_peg_missing",
                                          "Enter where {seat}'s front peg stands, or no pegs at all.", seat=seat))
            elif peg < before[seat]:
                problems.append(Reason.of(
                    "cribbage_peg_back", "{seat}'s front peg cannot go back from {before} to {points}.",
                    seat=seat, before=before[seat], points=peg,
                ))
            elif peg > target:
                problems.append(Reason.of(
                    "cribbage_peg_past", "{seat}'s peg cannot pass the end of the board at {target}.",
                    seat=seat, target=target,
                ))
            elif typed and peg - before[seat] != breakdown[seat]:
                problems.append(Reason.of(
                    "cribbage_peg_scores",
                    "{seat}'s scores add up to {points}, but the front peg moved {moved}.",
                    seat=seat, points=breakdown[seat], moved=peg - before[seat],
                ))
        return problems

    def _events(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[list[tuple[int, int]]]:
        """The deal's scores in the order they are made, as groups of (column,
        points): his heels, the play (all columns together: its order is not
        on the sheet), each hand in the order of counting, the crib.

        With partners the four hands are counted in seat order, so the sides
        alternate (an opponent, the dealer's partner, the other opponent, the
        dealer) and a column holds two of them added up: which part came
        first is not on the sheet, so the hands are one group, like the play."""
        columns = len(sheet.players)
        events: list[list[tuple[int, int]]] = []
        if entry.get("heels") is True:
            events.append([(self.dealer(sheet, position), HEELS)])
        pegging = whole_per_column(entry, "pegging", columns)
        events.append([(seat, pegging[seat] or 0) for seat in range(columns)])
        hand = whole_per_column(entry, "hand", columns)
        shows = [[(seat, hand[seat] or 0)] for seat in self._show_order(sheet, position)]
        if options_of(self.option_specs, sheet)["partners"]:
            shows = [[pair for show in shows for pair in show]]
        events += shows
        owner = self.crib_owner(sheet, position)
        events.append([(owner, whole_per_column(entry, "crib", columns)[owner] or 0)])
        return events

    def _crossing(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: Sequence[int], target: int
    ) -> tuple[int, int] | None:
        """(event index, column) of the first score to reach the target."""
        totals = list(before)
        for index, event in enumerate(self._events(sheet, position, entry)):
            for seat, points in event:
                totals[seat] += points
            for seat, _ in event:
                if totals[seat] >= target:
                    return index, seat
        return None

    def _counted_after_end(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: Sequence[int], target: int
    ) -> int | None:
        """The winner, if something was scored after the winning score."""
        crossing = self._crossing(sheet, position, entry, before, target)
        if crossing is None:
            return None
        index, seat = crossing
        later = self._events(sheet, position, entry)[index + 1:]
        if any(points for event in later for _, points in event):
            return seat
        return None

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
        self, sheet: Sheet, position: int, entry: Mapping[str, Any],
        before: Sequence[int], after: Sequence[int],
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
            if seat == owner else EMPTY
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
                    lines.append(Reason.of("cribbage_double_skunk",
                                           "{seat} is double skunked (under 61): the win counts triple.", seat=seat))
                elif total < SKUNK_LINE:
                    lines.append(Reason.of("cribbage_skunk",
                                           "{seat} is skunked (under 91): the win counts double.", seat=seat))
            return tuple(lines)
        position = len(sheet.rows)
        return (
            Reason.of("cribbage_next_dealer", "{seat} deals next.", seat=self.dealer(sheet, position)),
            Reason.of("cribbage_next_first", "{seat} pegs first and counts first.",
                      seat=self.first_to_count(sheet, position)),
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
