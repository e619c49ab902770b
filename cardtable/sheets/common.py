"""What most sheets share: reading typed values, and running totals to a target.

Typed rows come from a form, a stored JSON file or a played hand, so every
reader here is lenient: a missing or malformed value never raises, it becomes
a ``Reason`` in the row's problems (``check``) and counts as nothing in the
totals (``derive``), so a half-typed sheet still draws.

``RunningSheet`` is the usual shape (points per hand, running totals, a match
that ends at a target or after a number of hands); a game's sheet says only
what its row holds and what it is worth.
"""

from __future__ import annotations

import unicodedata
from abc import abstractmethod
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, TypeGuard

from ..core.i18n import N_
from ..core.messages import words
from ..core.options import OptionSpec
from ..core.reasons import Reason
from .model import EMPTY, Cell, Column, Derived, DerivedRow, Field, Sheet, SheetKind, ranked

#: The largest whole number (either sign) a typed value may be: what the
#: entry form's number boxes hold (they are 32-bit), with room to spare. A
#: stored row holding more (a damaged or hand-written file) is a problem of
#: that row, never a crash of the form.
LARGEST = 999_999_999


def options_of(specs: Sequence[OptionSpec], sheet: Sheet) -> dict[str, Any]:
    """The sheet's options over the defaults. Unlike ``resolve_options`` it
    never raises: a stored sheet with an unknown or bad option must still
    open, with the default in its place."""
    resolved: dict[str, Any] = {}
    for spec in specs:
        value = sheet.options.get(spec.name, spec.default)
        try:
            resolved[spec.name] = spec.check(value)
        except ValueError:
            resolved[spec.name] = spec.default
    return resolved


#: Unicode categories no name may hold: control characters (tab, line
#: feed, carriage return...) and the line and paragraph separators.
_NOT_IN_NAMES = frozenset({"Cc", "Zl", "Zp"})


def has_control(text: str) -> bool:
    """Whether ``text`` holds a control character or a line break."""
    return any(unicodedata.category(char) in _NOT_IN_NAMES for char in text)


def name_problems(names: Sequence[str]) -> list[Reason]:
    """What is wrong with a sheet's column names, one Reason per bad name
    (numbered from 1, as the new-sheet dialog numbers them). A name is one
    line of text: a line break or tab pasted into it would split a row of
    the exported CSV and a line of the drawn sheet."""
    return [
        Reason.of(
            "sheet_name_control",
            "Name {n} holds a line break, a tab or another control character: a name is one line of text.",
            n=index + 1,
        )
        for index, name in enumerate(names)
        if has_control(name)
    ]


def whole(value: Any) -> int | None:
    """``value`` if it is a whole number (not a bool), else None."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def per_column(entry: Mapping[str, Any], key: str, columns: int) -> list[Any]:
    """The per-player values under ``key``, padded with None (or cut) to one
    per column."""
    value = entry.get(key)
    if not isinstance(value, (list, tuple)):
        return [None] * columns
    values = list(value[:columns])
    return values + [None] * (columns - len(values))


def unreadable_columns(entry: Mapping[str, Any], key: str, columns: int) -> list[int]:
    """The columns whose value under ``key`` is there but is not a whole
    number (a value that is not a list at all spoils every column). For an
    optional per-player field, where a missing value is no problem but a
    wrong one must be said rather than read as missing."""
    value = entry.get(key)
    if value is None:
        return []
    if not isinstance(value, (list, tuple)):
        return list(range(columns))
    return [
        seat for seat, item in enumerate(per_column(entry, key, columns)) if item is not None and whole(item) is None
    ]


def whole_per_column(entry: Mapping[str, Any], key: str, columns: int) -> list[int | None]:
    return [whole(value) for value in per_column(entry, key, columns)]


def one_of(value: Any, texts: Collection[str]) -> TypeGuard[str]:
    """Whether ``value`` is one of ``texts``: a stored row may hold a list or
    a dict where a letter belongs, which is then simply not one (never a
    TypeError from looking it up in a set)."""
    return isinstance(value, str) and value in texts


def seat_or_none(value: Any, columns: int) -> int | None:
    """A column index, or None when ``value`` is not one."""
    number = whole(value)
    return number if number is not None and 0 <= number < columns else None


def chosen_seat(entry: Mapping[str, Any], key: str, columns: int) -> tuple[int | None, str]:
    """The one column chosen under the "seat" field ``key``, and what is
    wrong with it: "missing" (nobody chosen), "several" (a list of players
    where one is asked for), "away" (not a column of this sheet) or ""."""
    value = entry.get(key)
    if value is None:
        return None, "missing"
    if isinstance(value, (list, tuple)):
        return None, "several"
    seat = seat_or_none(value, columns)
    return seat, "" if seat is not None else "away"


def number(points: int) -> str:
    """A plain number as the sheet writes it, with a real minus sign."""
    return f"\u2212{-points}" if points < 0 else str(points)


def missing_numbers(
    values: Sequence[int | None],
    missing: Callable[[int], Reason],
    minimum: int | None = None,
    maximum: int | None = None,
    out_of_range: Callable[[int, int], Reason] | None = None,
) -> list[Reason]:
    """A Reason for each column whose value is missing (``missing(seat)``) or
    out of ``minimum``..``maximum`` (``out_of_range(seat, value)``). The
    callers write each Reason with its own literal template, so that it can
    be translated:
    ``missing_numbers(values, lambda seat: Reason.of("code", "Enter ... {seat}.", seat=seat))``."""
    problems = []
    for seat, value in enumerate(values):
        if value is None:
            problems.append(missing(seat))
        elif out_of_range is not None and (
            (minimum is not None and value < minimum) or (maximum is not None and value > maximum)
        ):
            problems.append(out_of_range(seat, value))
    return problems


def numbers_in_range(
    entry: Mapping[str, Any],
    key: str,
    columns: int,
    unreadable: Callable[[int], Reason],
    missing: Callable[[int], Reason],
    out_of_range: Callable[[int, int], Reason],
    minimum: int,
    maximum: int,
) -> tuple[list[int | None], list[Reason]]:
    """Each column's whole number under the per-player ``key``, None where it
    is not one within ``minimum``..``maximum``, with a Reason for each such
    column: ``unreadable(seat)`` for a value that is not a whole number,
    ``missing(seat)``, ``out_of_range(seat, value)``. The callers write each
    Reason with its own literal template, so that it can be translated; the
    numbers kept are those a row may add up and score."""
    bad = set(unreadable_columns(entry, key, columns))
    values: list[int | None] = []
    problems: list[Reason] = []
    for seat, value in enumerate(whole_per_column(entry, key, columns)):
        if seat in bad:
            problems.append(unreadable(seat))
        elif value is None:
            problems.append(missing(seat))
        elif not minimum <= value <= maximum:
            problems.append(out_of_range(seat, value))
        else:
            values.append(value)
            continue
        values.append(None)
    return values, problems


def size_problems(fields: Sequence[Field], entry: Mapping[str, Any], columns: int) -> list[Reason]:
    """A Reason for each whole number in ``entry`` that no sheet can hold:
    beyond ``LARGEST`` on a side where its "int" field sets no bound (a
    field's own bounds are its kind's to check, with its own words)."""
    problems: list[Reason] = []
    for item in fields:
        if item.kind != "int":
            continue
        low = -LARGEST if item.minimum is None else None
        high = LARGEST if item.maximum is None else None
        values = per_column(entry, item.key, columns) if item.per_player else [entry.get(item.key)]
        for seat, value in enumerate(values):
            value = whole(value)
            if value is None or not ((low is not None and value < low) or (high is not None and value > high)):
                continue
            if item.per_player:
                problems.append(
                    Reason.of(
                        "sheet_number_size",
                        "{seat}'s number {value} is too large for a score sheet: numbers go from {low} to {high}.",
                        value=value,
                        seat=seat,
                        low=-LARGEST,
                        high=LARGEST,
                    )
                )
            else:
                problems.append(
                    Reason.of(
                        "sheet_number_size",
                        "The number {value} is too large for a score sheet: numbers go from {low} to {high}.",
                        value=value,
                        low=-LARGEST,
                        high=LARGEST,
                    )
                )
    return problems


def _holds_large(values: Any) -> bool:
    """Whether a whole number beyond ``LARGEST`` is among ``values`` or in
    a list of them."""
    for value in values:
        items = value if isinstance(value, (list, tuple)) else (value,)
        if any(abs(number) > LARGEST for number in map(whole, items) if number is not None):
            return True
    return False


class RunningSheet(SheetKind):
    """A sheet of points per hand and running totals, ending at a target
    (reached by any column) or after a fixed number of hands.

    A subclass gives the row's inputs (``fields``), what is wrong with them
    (``entry_problems``), what each column scores (``row_points``), the cells
    it draws (``row_cells``) and when the match ends (``match_end``). The base
    adds the hand number, the running totals (the leaders' in bold), the
    winners, and a problem on any row typed after the match was over."""

    #: The columns drawn under each player before "total" (key, label).
    player_columns: tuple[Column, ...] = (Column("points", N_("Points")),)
    left_columns: tuple[Column, ...] = ()

    # -- what a subclass says ------------------------------------------------
    @abstractmethod
    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        """What is wrong with the row itself (``check`` adds the match's end)."""

    @abstractmethod
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """What the row adds to each column's total (``before``: the totals
        before it); never raises (a missing value counts 0)."""

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        """The row's cells other than "number" and "total"."""
        return {"points": tuple(Cell(number(value)) for value in points)}

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        """(target, hands, lowest_wins): the match ends when a total reaches
        ``target`` or after ``hands`` hands (None: no such end); the lowest
        totals win when ``lowest_wins``."""
        return None, None, False

    def ended_by(
        self,
        sheet: Sheet,
        position: int,
        entry: Mapping[str, Any],
        before: Sequence[int],
        after: Sequence[int],
    ) -> tuple[int, ...]:
        """The winners if the match ends with row ``position`` (totals
        ``before`` and ``after`` it), else (). By default: a total at the
        target, or the last of a fixed number of hands, ends it, and the best
        totals win."""
        target, hands, lowest_wins = self.match_end(sheet)
        reached = target is not None and any(total >= target for total in after)
        if reached or (hands is not None and position + 1 >= hands):
            return ranked(after, lowest_wins)
        return ()

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """Lines under the sheet (who deals next...)."""
        return ()

    # -- the SheetKind methods -----------------------------------------------
    def row_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        """What is wrong with the row itself: the kind's ``entry_problems``
        and any number too large for a sheet."""
        problems = list(self.entry_problems(sheet, position, entry))
        if _holds_large(entry.values()):  # rare: only then are the fields worth building
            problems += size_problems(self.fields(sheet, position), entry, len(sheet.players))
        return problems

    def check(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        problems = self.row_problems(sheet, position, entry)
        end = self._end_before(sheet, position)
        if end is not None:
            problems.append(self._after_end(end))
        return problems

    @staticmethod
    def _after_end(end: int) -> Reason:
        return Reason.of("sheet_after_end", "The match was already over after hand {hand}.", hand=end + 1)

    def _end_before(self, sheet: Sheet, position: int) -> int | None:
        """The row (before ``position``) that ended the match, if any."""
        totals = tuple([0] * len(sheet.players))
        for index, entry in enumerate(sheet.rows[:position]):
            before = totals
            points = self.row_points(sheet, index, entry, before)
            totals = tuple(total + value for total, value in zip(totals, points))
            if self.ended_by(sheet, index, entry, before, totals):
                return index
        return None

    def totals_before(self, sheet: Sheet, position: int) -> tuple[int, ...]:
        """The running totals before row ``position``."""
        totals = tuple([0] * len(sheet.players))
        for index, entry in enumerate(sheet.rows[:position]):
            points = self.row_points(sheet, index, entry, totals)
            totals = tuple(total + value for total, value in zip(totals, points))
        return totals

    def derive(self, sheet: Sheet) -> Derived:
        _, _, lowest_wins = self.match_end(sheet)
        columns = (
            (Column("number", N_("#"), "left"),)
            + tuple(self.left_columns)
            + tuple(self.player_columns)
            + (Column("total", N_("Total")),)
        )
        totals = tuple([0] * len(sheet.players))
        rows: list[DerivedRow] = []
        winners: tuple[int, ...] = ()
        end: int | None = None
        won = words(N_("won the match"))
        for position, entry in enumerate(sheet.rows):
            before = totals
            points = self.row_points(sheet, position, entry, before)
            totals = tuple(total + value for total, value in zip(totals, points))
            problems = self.row_problems(sheet, position, entry)
            if end is not None:
                problems.append(self._after_end(end))
            else:
                winners = self.ended_by(sheet, position, entry, before, totals)
                if winners:
                    end = position
            leaders = self._leaders(totals, lowest_wins)
            cells: dict[str, Cell | tuple[Cell, ...]] = {"number": Cell(str(position + 1))}
            cells.update(self.row_cells(sheet, position, entry, points))
            final = winners if end == position else ()
            cells["total"] = tuple(
                Cell(number(total), strong=seat in leaders or seat in final, tip=won if seat in final else "")
                for seat, total in enumerate(totals)
            )
            for column in columns:
                if column.key not in cells:
                    cells[column.key] = EMPTY if column.place != "player" else (EMPTY,) * len(sheet.players)
            rows.append(DerivedRow(position + 1, cells, points, totals, tuple(problems)))
        leaders = ranked(totals, lowest_wins) if rows else ()
        return Derived(columns, tuple(rows), totals, leaders, winners, self.notes(sheet, totals, winners))

    @staticmethod
    def _leaders(totals: Sequence[int], lowest_wins: bool) -> tuple[int, ...]:
        """The columns in the lead, or none while every total is equal."""
        if len(set(totals)) <= 1:
            return ()
        return ranked(totals, lowest_wins)
