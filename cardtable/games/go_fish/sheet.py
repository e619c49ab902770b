"""The Go Fish score sheet (Authors too): the books each player made.

"Whoever collects most sets wins": a row holds one thing, how many books
each player made in the hand. Everything else follows from it. The game's
``scoring`` decides what a match is: one hand, the most books winning
(``hand``), or "a series of hands, scoring one point for each book you make"
until someone reaches the ``target`` (``points``). In both, a book is worth a
point, so the totals are books; equal best totals share the win, as the
match in the app shares it (``core.match.Match.winners``).

The sheet's options are the game's own specs (``rules.OPTION_SPECS``), so
that the sheet of a match played in the app takes them from the match
unchanged (``sheets.played.sheet_options``): ``scoring`` and ``target`` for
the match, ``play_out`` for what a hand's books add up to. A pack makes
thirteen books: a hand played out ("until all the cards have been made into
books", as Authors is) makes all of them; a hand that stops when a hand or
the stock is empty, at most that many. The game's other options (how a
player asks, the stock) change nothing a sheet holds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.messages import listed, words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import (
    RunningSheet,
    number,
    options_of,
    unreadable_columns,
    whole,
    whole_per_column,
)
from ...sheets.model import Cell, Column, Field, Sheet, ranked
from .rules import OPTION_SPECS
from .state import BOOKS  # thirteen ranks of four cards: the books one pack makes

#: The game's options that shape its sheet, taken from the game itself (its
#: names, labels and bounds), so that a match's sheet takes them unchanged.
SHEET_OPTION_NAMES = ("scoring", "target", "play_out")
SHEET_OPTIONS: tuple[OptionSpec, ...] = tuple(spec for spec in OPTION_SPECS if spec.name in SHEET_OPTION_NAMES)


class GoFishSheet(RunningSheet):
    """Books per player and hand; one hand or a point a book to a target."""

    id = "go_fish"
    name = N_("Go Fish")
    min_players = 2
    max_players = 6
    option_specs = SHEET_OPTIONS
    player_columns = (Column("books", N_("Books")),)

    # -- the options ---------------------------------------------------------
    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def by_points(self, sheet: Sheet) -> bool:
        """A series of hands to a target, else one hand."""
        return bool(self.options(sheet)["scoring"] == "points")

    def every_book(self, sheet: Sheet) -> bool:
        """Whether each hand goes on until all thirteen books are made: the
        play-out variation, which Authors plays ("The game continues until
        all the cards are formed into books")."""
        return bool(self.options(sheet)["play_out"])

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        if self.by_points(sheet):
            return int(self.options(sheet)["target"]), None, False
        return None, 1, False

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        if self.every_book(sheet):
            help_text = N_(
                "How many books each player made: played out (as Authors is), all thirteen are made, "
                "so they add up to 13."
            )
        else:
            help_text = N_("How many books each player made when the hand ended: 13 at most in all.")
        return (
            Field(
                "books",
                N_("Books"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=BOOKS,
                help=help_text,
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        problems: list[Reason] = []
        unreadable = unreadable_columns(entry, "books", columns)
        counts = whole_per_column(entry, "books", columns)
        complete = True  # every column holds a number the sum may take
        for seat, count in enumerate(counts):
            if seat in unreadable:
                complete = False
                problems.append(
                    Reason.of(
                        "go_fish_books_number",
                        "Enter how many books {seat} made as a whole number.",
                        you="Enter how many books you made as a whole number.",
                        seat=seat,
                    )
                )
            elif count is None:
                complete = False
                problems.append(
                    Reason.of(
                        "go_fish_books_missing",
                        "Enter how many books {seat} made.",
                        you="Enter how many books you made.",
                        seat=seat,
                    )
                )
            elif count < 0:
                complete = False
                problems.append(
                    Reason.of(
                        "go_fish_books_negative",
                        "{seat} cannot have made {count} books: a player makes 0 books or more.",
                        you="You cannot have made {count} books: a player makes 0 books or more.",
                        seat=seat,
                        count=number(count),
                    )
                )
        made = sum(count for count in counts if count is not None and count > 0)
        if made > BOOKS:
            problems.append(
                Reason.of(
                    "go_fish_books_too_many",
                    "The books add up to {made}, but a pack makes only {books} books.",
                    made=made,
                    books=BOOKS,
                )
            )
        elif complete and made < BOOKS and self.every_book(sheet):
            problems.append(
                Reason.of(
                    "go_fish_books_all",
                    "The books add up to {made}, but the hand goes on until all {books} books are made.",
                    made=made,
                    books=BOOKS,
                )
            )
        return problems

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """A point a book. A value no hand can give (missing, negative, more
        than a pack makes) counts nothing until the row is corrected."""
        return tuple(_books(count) for count in whole_per_column(entry, "books", len(sheet.players)))

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        """Each player's books, the hand's most in bold ("most books", or
        "most books, shared" when several made as many)."""
        counts = whole_per_column(entry, "books", len(sheet.players))
        best = _hand_winners(points)
        tip = words(N_("most books, shared")) if len(best) > 1 else words(N_("most books"))
        return {
            "books": tuple(
                Cell(
                    "" if count is None else number(count),
                    strong=seat in best,
                    tip=tip if seat in best else "",
                )
                for seat, count in enumerate(counts)
            )
        }

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """With a point a book: the hands each player had the most books in.
        Then how the match ends, or, once it has, a win shared."""
        lines: list[Reason] = []
        if sheet.rows and self.by_points(sheet):
            tally = listed(
                Reason.of("go_fish_hands_by", "{seat} {n}", seat=seat, n=count)
                for seat, count in enumerate(self.hands_won(sheet))
            )
            lines.append(
                Reason.of("go_fish_hands_won", "Hands with the most books (shared ones too): {tally}.", tally=tally)
            )
        if len(winners) > 1:
            lines.append(
                Reason.plural(
                    "go_fish_shared_win",
                    "The win is shared: {count} players have the most books, {n} book each.",
                    "The win is shared: {count} players have the most books, {n} books each.",
                    n=totals[winners[0]],
                    count=len(winners),
                )
            )
        elif not winners and self.by_points(sheet):
            lines.append(
                Reason.plural(
                    "go_fish_target",
                    "A point a book: the match ends when a player reaches {n} point; the highest total wins.",
                    "A point a book: the match ends when a player reaches {n} points; the highest total wins.",
                    n=int(self.options(sheet)["target"]),
                )
            )
        elif not winners:
            lines.append(Reason.of("go_fish_one_hand", "One hand: whoever makes the most books wins."))
        return tuple(lines)

    def hands_won(self, sheet: Sheet) -> list[int]:
        """How many hands each column had the most books in (a hand shared
        counts for each who shared it)."""
        columns = len(sheet.players)
        won = [0] * columns
        for position, entry in enumerate(sheet.rows):
            for seat in _hand_winners(self.row_points(sheet, position, entry, (0,) * columns)):
                won[seat] += 1
        return won

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold "books", the books of each seat; the points
        follow from them, a point a book, as the game's do."""
        books = result.cells.get("books", ())
        return {"books": [whole(count) for count in books] if isinstance(books, (list, tuple)) else []}


def _books(count: int | None) -> int:
    """``count`` as books made, 0 when no hand could give it."""
    return count if count is not None and 0 <= count <= BOOKS else 0


def _hand_winners(books: Sequence[int]) -> tuple[int, ...]:
    """The columns with the most books of a hand; none when nobody made one."""
    if not any(books):
        return ()
    return ranked(books, lowest_wins=False)
