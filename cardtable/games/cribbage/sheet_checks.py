"""The Cribbage sheet's deals (who deals, owns the crib and counts first in
each row), the reading of a row (its scores, in the order they are made)
and the checks of a row. A part of ``CribbageSheet`` (see sheet.py, which
exports the constants and ``possible_show``), kept apart so the sheet class
holds the inputs and the scores it shows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.reasons import Reason
from ...sheets.common import RunningSheet, options_of, whole_per_column
from ...sheets.model import Sheet

HEELS = 2
MOST_SHOW = 29
#: No hand or crib of five cards counts these.
IMPOSSIBLE_SHOWS = frozenset({19, 25, 26, 27})


def possible_show(points: int) -> bool:
    """A hand or crib counts 0 to 29, but never 19, 25, 26 or 27."""
    return 0 <= points <= MOST_SHOW and points not in IMPOSSIBLE_SHOWS


class CribbageSheetChecks(RunningSheet):
    """Who deals each row of a Cribbage sheet, what the row scores in order, and what is wrong with it."""

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

    # -- reading a row and checking it ------------------------------------------
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
                        problems.append(
                            Reason.of(
                                "cribbage_partners_hand",
                                "{seat}'s two hands cannot count {points}: each counts 0 to 29.",
                                seat=seat,
                                points=shown,
                            )
                        )
                elif not possible_show(shown):
                    problems.append(
                        Reason.of(
                            "cribbage_hand",
                            "{seat}'s hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27.",
                            seat=seat,
                            points=shown,
                        )
                    )
            owner = self.crib_owner(sheet, position)
            for seat in range(columns):
                value = crib[seat]
                if value is None:
                    if seat == owner:
                        problems.append(
                            Reason.of("cribbage_crib_missing", "Enter the crib's score for {seat}.", seat=seat)
                        )
                elif seat != owner and value != 0:
                    if options["seed_rules"]:
                        problems.append(
                            Reason.of(
                                "cribbage_crib_owner",
                                "{seat} has no crib this deal: the crib belongs to the player on the dealer's left.",
                                seat=seat,
                            )
                        )
                    else:
                        problems.append(
                            Reason.of(
                                "cribbage_crib_owner",
                                "{seat} has no crib this deal: the crib belongs to the dealer.",
                                seat=seat,
                            )
                        )
                elif not possible_show(value):
                    problems.append(
                        Reason.of(
                            "cribbage_crib",
                            "The crib cannot count {points}: it counts 0 to 29, and never 19, 25, 26 or 27.",
                            points=value,
                        )
                    )
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
            problems.append(
                Reason.of(
                    "cribbage_two_winners",
                    "Only one side can reach {target}: the game stops at once when someone does.",
                    target=target,
                )
            )
        elif reached and positions is None:
            late = self._counted_after_end(sheet, position, entry, before, target)
            if late is not None:
                problems.append(
                    Reason.of(
                        "cribbage_after_win",
                        "{seat} reached {target}, which ends the game at once: nothing counted after that scores.",
                        seat=late,
                        target=target,
                    )
                )
        return problems

    def _position_problems(
        self,
        sheet: Sheet,
        position: int,
        entry: Mapping[str, Any],
        positions: list[int | None],
        before: tuple[int, ...],
        typed: bool,
        target: int,
    ) -> list[Reason]:
        problems: list[Reason] = []
        breakdown = self._breakdown(sheet, position, entry)
        for seat, peg in enumerate(positions):
            if peg is None:
                problems.append(
                    Reason.of(
                        "cribbage_peg_missing", "Enter where {seat}'s front peg stands, or no pegs at all.", seat=seat
                    )
                )
            elif peg < before[seat]:
                problems.append(
                    Reason.of(
                        "cribbage_peg_back",
                        "{seat}'s front peg cannot go back from {before} to {points}.",
                        seat=seat,
                        before=before[seat],
                        points=peg,
                    )
                )
            elif peg > target:
                problems.append(
                    Reason.of(
                        "cribbage_peg_past",
                        "{seat}'s peg cannot pass the end of the board at {target}.",
                        seat=seat,
                        target=target,
                    )
                )
            elif typed and peg - before[seat] != breakdown[seat]:
                problems.append(
                    Reason.of(
                        "cribbage_peg_scores",
                        "{seat}'s scores add up to {points}, but the front peg moved {moved}.",
                        seat=seat,
                        points=breakdown[seat],
                        moved=peg - before[seat],
                    )
                )
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
        later = self._events(sheet, position, entry)[index + 1 :]
        if any(points for event in later for _, points in event):
            return seat
        return None
