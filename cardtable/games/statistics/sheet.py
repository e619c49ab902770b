"""The Statistics score sheet (Reverse Statistics too): what each collection held.

A round ends with every card in a collection ("Any cards left in players'
hands go in their own collections"), and a collection scores "Each Ace: 10
points, Ten of Diamonds: 20 points, Queen of Spades: minus 20 points, Each
Jack: 1 point, Each Eight: 1 point, Four of a kind (except Twos): 8 points,
Three of a kind: 4 points, Pair: 2 points". So a row holds what a person
counts from each collection: the aces, the jacks and eights together, the
set points, and who took the ten of diamonds and the queen of spades. The
round's points follow. "The first player to tally 120 points wins the game";
several over the target: the highest total wins, "the player with the Ten of
Diamonds in the last round" breaking an exact tie. Reverse Statistics is
played to the same target, the lowest total winning; our decision for its
tie: the tied player who did not take the ten of diamonds in the last round,
then the one who took fewer points in it, else the win is shared.

Since all 52 cards end in collections, a row is refused when its counts
cannot be: four aces, eight jacks and eights, one holder of each of the two
cards, and set points some collection can make (``possible_sets``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import plural_words, words
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, chosen_seat, number, numbers_in_range, options_of, whole
from ...sheets.model import Cell, Column, Field, Sheet, comma_text, ranked
from .rules import OPTION_SPECS
from .scoring import SET_POINTS as SETS
from .scoring import break_tie

ACES = 4
JACKS_EIGHTS = 8  # four jacks and four eights
ACE_POINTS, TEN_POINTS, QUEEN_POINTS = 10, 20, -20
#: What a set of one rank is worth by the cards of it held ("Pair: 2 points").
SET_POINTS = tuple(SETS.get(held, 0) for held in range(5))
SET_RANKS = 12  # every rank but twos: "A set of Twos is worth nothing"
#: The ranks a row does not count card by card: K, Q, 10, 9, 7, 6, 5, 4, 3.
OTHER_RANKS = SET_RANKS - 3
MOST_SETS = SET_RANKS * SET_POINTS[4]
#: The least a rank's four cards make in sets when every card is in one of
#: this many collections: two collections always hold a pair or more (4 in
#: all: 2 + 2, or 4 for three of a kind), three at least a pair.
LEAST_PER_RANK = {2: 4, 3: 2, 4: 0}

# -- the arithmetic --------------------------------------------------------------


def collection_points(aces: int, ten: bool, queen: bool, jacks_eights: int, sets: int) -> int:
    """A collection's points: the aces, the ten of diamonds, the queen of
    spades, a point a jack or eight, and its sets (counted apart)."""
    return ACE_POINTS * aces + TEN_POINTS * ten + QUEEN_POINTS * queen + jacks_eights + sets


def _sums(ranks: int) -> frozenset[int]:
    """What ``ranks`` ranks can make in sets in one collection."""
    sums = {0}
    for _ in range(ranks):
        sums = {total + value for total in sums for value in set(SET_POINTS)}
    return frozenset(sums)


OTHER_SETS = _sums(OTHER_RANKS)


def jacks_eights_sets(cards: int) -> frozenset[int]:
    """What ``cards`` jacks and eights make in sets, by how many are jacks."""
    return frozenset(
        SET_POINTS[jacks] + SET_POINTS[cards - jacks] for jacks in range(max(0, cards - 4), min(4, cards) + 1)
    )


@cache
def possible_sets(aces: int, jacks_eights: int) -> frozenset[int]:
    """Every set total a collection of ``aces`` aces and ``jacks_eights``
    jacks and eights can have: its aces' set, its jacks' and eights', and
    any of 0, 2, 4 or 8 for each of the nine other ranks."""
    return frozenset(
        SET_POINTS[aces] + made + other for made in jacks_eights_sets(jacks_eights) for other in OTHER_SETS
    )


def match_winners(
    totals: Sequence[int], lowest_wins: bool, ten_holder: int | None, last_points: Sequence[int]
) -> tuple[tuple[int, ...], str]:
    """The winners among the best ``totals``, and how a tie was broken: "ten"
    (the holder of the ten of diamonds in the last round wins), "not_ten" and
    "fewer" (Reverse: the one who did not hold it, then the one who took
    fewer points in the last round), or "" (no tie, or shared)."""
    tied = ranked(totals, lowest_wins)
    if len(tied) <= 1:
        return tied, ""
    return break_tie(tied, lowest_wins, ten_holder, last_points)


# -- reading a row ----------------------------------------------------------------


def _counts(entry: Mapping[str, Any], columns: int) -> tuple[dict[str, list[int | None]], list[Reason]]:
    """The row's three counts per player (None where not a good number), and
    a Reason for each that is not."""
    aces, problems = numbers_in_range(
        entry,
        "aces",
        columns,
        lambda seat: Reason.of(
            "statistics_aces_number",
            "Enter how many aces {seat} took as a whole number.",
            you="Enter how many aces you took as a whole number.",
            seat=seat,
        ),
        lambda seat: Reason.of(
            "statistics_aces_missing",
            "Enter how many aces {seat} took.",
            you="Enter how many aces you took.",
            seat=seat,
        ),
        lambda seat, value: Reason.of(
            "statistics_aces_range",
            "{seat} cannot have taken {count} aces: a collection holds 0 to 4.",
            you="You cannot have taken {count} aces: a collection holds 0 to 4.",
            seat=seat,
            count=number(value),
        ),
        0,
        ACES,
    )
    jacks_eights, more = numbers_in_range(
        entry,
        "jacks_eights",
        columns,
        lambda seat: Reason.of(
            "statistics_jacks_number",
            "Enter how many jacks and eights {seat} took as a whole number.",
            you="Enter how many jacks and eights you took as a whole number.",
            seat=seat,
        ),
        lambda seat: Reason.of(
            "statistics_jacks_missing",
            "Enter how many jacks and eights {seat} took.",
            you="Enter how many jacks and eights you took.",
            seat=seat,
        ),
        lambda seat, value: Reason.of(
            "statistics_jacks_range",
            "{seat} cannot have taken {count} jacks and eights: a collection holds 0 to 8.",
            you="You cannot have taken {count} jacks and eights: a collection holds 0 to 8.",
            seat=seat,
            count=number(value),
        ),
        0,
        JACKS_EIGHTS,
    )
    sets, most = numbers_in_range(
        entry,
        "sets",
        columns,
        lambda seat: Reason.of(
            "statistics_sets_number",
            "Enter {seat}'s set points as a whole number.",
            you="Enter your set points as a whole number.",
            seat=seat,
        ),
        lambda seat: Reason.of(
            "statistics_sets_missing", "Enter {seat}'s set points.", you="Enter your set points.", seat=seat
        ),
        lambda seat, value: Reason.of(
            "statistics_sets_range",
            "{seat}'s set points cannot be {points}: a collection's sets make 0 to {most}.",
            you="Your set points cannot be {points}: a collection's sets make 0 to {most}.",
            seat=seat,
            points=number(value),
            most=MOST_SETS,
        ),
        0,
        MOST_SETS,
    )
    return {"aces": aces, "jacks_eights": jacks_eights, "sets": sets}, problems + more + most


def _holder_problems(entry: Mapping[str, Any], columns: int) -> list[Reason]:
    problems: list[Reason] = []
    ten = chosen_seat(entry, "ten_of_diamonds", columns)[1]
    if ten == "missing":
        problems.append(Reason.of("statistics_ten_missing", "Choose who took the ten of diamonds."))
    elif ten == "several":
        problems.append(
            Reason.of("statistics_ten_several", "Only one player can have taken the ten of diamonds: choose one.")
        )
    elif ten == "away":
        problems.append(
            Reason.of("statistics_ten_seat", "The player who took the ten of diamonds is not at this table.")
        )
    queen = chosen_seat(entry, "queen_of_spades", columns)[1]
    if queen == "missing":
        problems.append(Reason.of("statistics_queen_missing", "Choose who took the queen of spades."))
    elif queen == "several":
        problems.append(
            Reason.of("statistics_queen_several", "Only one player can have taken the queen of spades: choose one.")
        )
    elif queen == "away":
        problems.append(
            Reason.of("statistics_queen_seat", "The player who took the queen of spades is not at this table.")
        )
    return problems


def _set_problems(seat: int, sets: int, aces: int | None, jacks_eights: int | None) -> list[Reason]:
    """What one collection's set points cannot be."""
    if sets % 2:
        return [
            Reason.of(
                "statistics_sets_odd",
                "{seat}'s set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.",
                you="Your set points cannot be {points}, an odd number: a set is worth 2, 4 or 8.",
                seat=seat,
                points=sets,
            )
        ]
    if aces is None or jacks_eights is None:
        return []
    possible = possible_sets(aces, jacks_eights)
    if sets < min(possible):
        return [
            Reason.of(
                "statistics_sets_least",
                "With the aces, jacks and eights {seat} took, the sets are worth at least {least}, not {points}.",
                you="With the aces, jacks and eights you took, your sets are worth at least {least}, not {points}.",
                seat=seat,
                least=min(possible),
                points=sets,
            )
        ]
    if sets not in possible:
        return [
            Reason.of(
                "statistics_sets_impossible",
                "With the aces, jacks and eights {seat} took, no collection makes sets worth {points}: "
                "each rank but twos adds 0, 2, 4 or 8, at most {most} in all.",
                you="With the aces, jacks and eights you took, no collection makes sets worth {points}: "
                "each rank but twos adds 0, 2, 4 or 8, at most {most} in all.",
                seat=seat,
                points=sets,
                most=max(possible),
            )
        ]
    return []


def _together(counts: dict[str, list[int | None]]) -> list[Reason]:
    """What the collections' counts cannot add up to: every card of the
    pack is in one of them."""
    problems: list[Reason] = []
    aces, jacks_eights, sets = counts["aces"], counts["jacks_eights"], counts["sets"]
    if None not in aces and sum(count or 0 for count in aces) != ACES:
        problems.append(
            Reason.of(
                "statistics_aces_total",
                "The aces add up to {total}, but every card ends in a collection: they add up to 4.",
                total=sum(count or 0 for count in aces),
            )
        )
    if None not in jacks_eights and sum(count or 0 for count in jacks_eights) != JACKS_EIGHTS:
        problems.append(
            Reason.of(
                "statistics_jacks_total",
                "The jacks and eights add up to {total}, but every card ends in a collection: they add up to 8.",
                total=sum(count or 0 for count in jacks_eights),
            )
        )
    if None in sets or None in aces or problems:
        return problems
    total = sum(count or 0 for count in sets)
    made = sum(SET_POINTS[count or 0] for count in aces)  # the aces' sets are known exactly
    most = made + (SET_RANKS - 1) * SET_POINTS[4]
    least = made + (SET_RANKS - 1) * LEAST_PER_RANK.get(len(sets), 0)
    if total > most:
        problems.append(
            Reason.of(
                "statistics_sets_total_most",
                "The set points add up to {total}, but the aces make {aces} and each other rank but twos "
                "at most 8: {most} at most.",
                total=total,
                aces=made,
                most=most,
            )
        )
    elif total < least:
        problems.append(
            Reason.of(
                "statistics_sets_total_least",
                "The set points add up to {total}, but with {players} players each rank's four cards make "
                "sets worth {per_rank} or more: with the aces' {aces}, at least {least}.",
                total=total,
                players=len(sets),
                per_rank=LEAST_PER_RANK[len(sets)],
                aces=made,
                least=least,
            )
        )
    return problems


class StatisticsSheet(RunningSheet):
    """What each collection held; the round's points; totals to the target."""

    id = "statistics"
    name = N_("Statistics")
    min_players = 2
    max_players = 4
    option_specs = OPTION_SPECS
    player_columns = (Column("cards", N_("Cards")), Column("points", N_("Points")))

    # -- the options ---------------------------------------------------------
    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        options = self.options(sheet)
        return int(options["target"]), None, bool(options["reverse"])

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        return (
            Field(
                "aces",
                N_("Aces"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=ACES,
                help=N_("How many aces each collection holds, 10 points each: the four add up to 4."),
            ),
            Field(
                "ten_of_diamonds",
                N_("Ten of diamonds"),
                "seat",
                help=N_("Who took the ten of diamonds: 20 points."),
            ),
            Field(
                "queen_of_spades",
                N_("Queen of spades"),
                "seat",
                help=N_("Who took the queen of spades: minus 20 points."),
            ),
            Field(
                "jacks_eights",
                N_("Jacks and eights"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=JACKS_EIGHTS,
                help=N_("How many jacks and eights each collection holds, a point each: they add up to 8."),
            ),
            Field(
                "sets",
                N_("Set points"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=MOST_SETS,
                help=N_(
                    "Each collection's sets of a rank other than twos: 2 for a pair, 4 for three, 8 for four. "
                    "Aces, jacks and eights make sets too, besides their own points (A-A is 20 + 2)."
                ),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        counts, problems = _counts(entry, columns)
        problems += _holder_problems(entry, columns)
        for seat, sets in enumerate(counts["sets"]):
            if sets is not None:
                problems += _set_problems(seat, sets, counts["aces"][seat], counts["jacks_eights"][seat])
        return problems + _together(counts)

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """Each collection's points; a count no collection can hold (missing,
        out of its range) counts nothing until the row is corrected."""
        columns = len(sheet.players)
        counts, _ = _counts(entry, columns)
        ten, _ = chosen_seat(entry, "ten_of_diamonds", columns)
        queen, _ = chosen_seat(entry, "queen_of_spades", columns)
        return tuple(
            collection_points(
                counts["aces"][seat] or 0,
                seat == ten,
                seat == queen,
                counts["jacks_eights"][seat] or 0,
                counts["sets"][seat] or 0,
            )
            for seat in range(columns)
        )

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        columns = len(sheet.players)
        counts, _ = _counts(entry, columns)
        ten, _ = chosen_seat(entry, "ten_of_diamonds", columns)
        queen, _ = chosen_seat(entry, "queen_of_spades", columns)
        return {
            "cards": tuple(
                _cards_cell(
                    counts["aces"][seat], seat == ten, seat == queen, counts["jacks_eights"][seat], counts["sets"][seat]
                )
                for seat in range(columns)
            ),
            "points": tuple(Cell(number(value)) for value in points),
        }

    def ended_by(
        self,
        sheet: Sheet,
        position: int,
        entry: Mapping[str, Any],
        before: Sequence[int],
        after: Sequence[int],
    ) -> tuple[int, ...]:
        """A total at the target ends the match after the round; the best
        total wins, the ten of diamonds deciding a tie (``match_winners``)."""
        return self._decide(sheet, position, entry, before, after)[0]

    def _decide(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: Sequence[int], after: Sequence[int]
    ) -> tuple[tuple[int, ...], str]:
        target, _, lowest_wins = self.match_end(sheet)
        if target is None or not any(total >= target for total in after):
            return (), ""
        ten, _ = chosen_seat(entry, "ten_of_diamonds", len(sheet.players))
        last = [total - earlier for total, earlier in zip(after, before)]
        return match_winners(after, lowest_wins, ten, last)

    def decision(self, sheet: Sheet) -> tuple[tuple[int, ...], str]:
        """The match's winners and how a tie was broken (``match_winners``),
        or ((), "") while it goes on."""
        totals = (0,) * len(sheet.players)
        for position, entry in enumerate(sheet.rows):
            before = totals
            points = self.row_points(sheet, position, entry, before)
            totals = tuple(total + value for total, value in zip(totals, points))
            winners, how = self._decide(sheet, position, entry, before, totals)
            if winners:
                return winners, how
        return (), ""

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """How the match ends, until it has; then how a tie was decided."""
        target, _, lowest_wins = self.match_end(sheet)
        if not winners:
            if lowest_wins:
                return (
                    Reason.plural(
                        "statistics_target_lowest",
                        "The match ends when a player reaches {n} point; the lowest total wins.",
                        "The match ends when a player reaches {n} points; the lowest total wins.",
                        n=target or 0,
                    ),
                )
            return (
                Reason.plural(
                    "statistics_target",
                    "The match ends when a player reaches {n} point; the highest total wins.",
                    "The match ends when a player reaches {n} points; the highest total wins.",
                    n=target or 0,
                ),
            )
        decided, how = self.decision(sheet)
        return _tie_note(decided, how)

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold the counts per seat and the two holders; the
        points follow from them, as the game's do."""
        cells = result.cells
        entry: dict[str, Any] = {}
        for key in ("aces", "jacks_eights", "sets"):
            values = cells.get(key, ())
            entry[key] = [whole(value) for value in values] if isinstance(values, (list, tuple)) else []
        entry["ten_of_diamonds"] = whole(cells.get("ten_of_diamonds"))
        entry["queen_of_spades"] = whole(cells.get("queen_of_spades"))
        return entry


def _cards_cell(aces: int | None, ten: bool, queen: bool, jacks_eights: int | None, sets: int | None) -> Cell:
    """A collection in short: its aces and the two cards worth 20, as the
    cards are labelled ("A×2 10♦", "Q♠"); the tip says all the row holds."""
    shown = ([("A" if aces == 1 else f"A×{aces}")] if aces else []) + ["10♦"] * ten + ["Q♠"] * queen
    told = [] if aces is None else [plural_words("{n} ace", "{n} aces", n=aces)]
    told += [words(N_("the ten of diamonds"))] * ten + [words(N_("the queen of spades"))] * queen
    if jacks_eights is not None:
        told.append(plural_words("{n} jack or eight", "{n} jacks and eights", n=jacks_eights))
    if sets is not None:
        told.append(plural_words("sets worth {n} point", "sets worth {n} points", n=sets))
    return Cell(" ".join(shown), tip=comma_text(told))


def _tie_note(winners: tuple[int, ...], how: str) -> tuple[Reason, ...]:
    """How a tie for the win was decided, or that the win is shared."""
    if how == "ten":
        return (
            Reason.of(
                "statistics_tie_ten",
                "{seat} wins the tie, having taken the ten of diamonds in the last round.",
                you="You win the tie, having taken the ten of diamonds in the last round.",
                seat=winners[0],
            ),
        )
    if how == "not_ten":
        return (
            Reason.of(
                "statistics_tie_not_ten",
                "{seat} wins the tie, not having taken the ten of diamonds in the last round.",
                you="You win the tie, not having taken the ten of diamonds in the last round.",
                seat=winners[0],
            ),
        )
    if how == "fewer":
        return (
            Reason.of(
                "statistics_tie_fewer",
                "{seat} wins the tie, having taken the fewest points in the last round.",
                you="You win the tie, having taken the fewest points in the last round.",
                seat=winners[0],
            ),
        )
    if len(winners) > 1:
        return (
            Reason.plural(
                "statistics_shared_win",
                "The win is shared: {n} player has the best total and the tie rule does not decide.",
                "The win is shared: {n} players have the best total and the tie rule does not decide.",
                n=len(winners),
            ),
        )
    return ()
