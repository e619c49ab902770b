"""Score sheets as data: what a person types for each hand, and what follows.

A sheet has columns (players, or partnerships) and one row per hand. A row
holds only the *inputs* of that hand (``Sheet.rows``: the bids, tricks,
contract, doubles, raw points as a person would write them); everything else
(side payments, running totals, bags, check sums, who leads, who has won) is
*derived* by the sheet's ``SheetKind`` from all the rows each time. So editing
or deleting a past row recomputes everything after it, and the stored data is
never out of step with what is shown.

The same ``SheetKind`` serves the in-game score panel (rows filled from each
hand's ``HandResult`` by ``entry_from_result``) and the standalone sheet for a
game played with real cards (rows typed in a form generated from ``fields``
and checked by ``check``). No Qt here: the widgets in ``ui`` draw a
``Derived`` table and build forms from ``Field``s.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.game import HandResult
from ..core.i18n import N_
from ..core.match import Match
from ..core.messages import words
from ..core.options import OptionError, OptionSpec, resolve_options
from ..core.reasons import Reason
from ..storage.sheet_record import Sheet as Sheet  # noqa: PLC0414  re-exported: kept in storage, no cycle

#: Field kinds. "int": a whole number; "seat": one column's index;
#: "seats": a list of column indexes; "choice": one of ``choices``' values;
#: "bool": yes or no. A ``per_player`` field holds one value per column.
FIELD_KINDS = ("int", "seat", "seats", "choice", "bool")


@dataclass(frozen=True)
class Field:
    """One input of a row, as a person fills it in (the entry form is built
    from these). ``per_player`` fields hold a list with one value per column.
    ``choices`` are (value, label) pairs for "choice" fields. ``label``,
    ``help`` and the choices' labels are English marked with ``N_`` (the
    form shows them translated); a text that needs numbers filled in is
    made with ``core.messages.words``, already in the player's language."""

    key: str
    label: str
    kind: str
    per_player: bool = False
    choices: tuple[tuple[str, str], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    default: Any = None
    optional: bool = False
    help: str = ""

    def __post_init__(self) -> None:
        if self.kind not in FIELD_KINDS:
            raise ValueError(f"field {self.key}: unknown kind {self.kind}")


@dataclass(frozen=True)
class Column:
    """A column of the drawn sheet. ``place`` is "left" (before the players:
    the hand number, Barbu's contract letter), "player" (repeated under each
    player's name: doubles, raw, side, total) or "right" (after them: the
    check sum). ``label`` is English marked with ``N_`` (shown translated)."""

    key: str
    label: str
    place: str = "player"


@dataclass(frozen=True)
class Cell:
    """What one square of the sheet shows. ``ringed``: drawn with a ring
    (Barbu's doubles of declarer); ``strong``: emphasised (a leader's or
    winner's total, a failed check). Never colour alone: the widget draws
    rings and bold type, and CSV writes a ring as parentheses. ``text`` and
    ``tip`` are made when the sheet is derived, already in the player's
    language (``core.messages.words``), so they are shown as they are."""

    text: str
    ringed: bool = False
    strong: bool = False
    tip: str = ""

    def plain(self) -> str:
        """The cell as plain text (CSV, screen readers)."""
        return f"({self.text})" if self.ringed and self.text else self.text


EMPTY = Cell("")


@dataclass(frozen=True)
class DerivedRow:
    """One row as drawn: ``cells`` maps a "left"/"right" column key to a Cell
    and a "player" column key to a tuple of Cells (one per player).
    ``points`` is what the hand adds to each column's total; ``totals`` the
    running totals after it; ``problems`` what is wrong with the row."""

    number: int
    cells: Mapping[str, Cell | tuple[Cell, ...]]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    problems: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class Derived:
    """A whole sheet as drawn. ``leaders`` are the columns in the lead;
    ``winners`` is non-empty once the match is over. ``notes`` are lines under
    the sheet (Barbu's compulsory doubles still owed)."""

    columns: tuple[Column, ...]
    rows: tuple[DerivedRow, ...]
    totals: tuple[int, ...]
    leaders: tuple[int, ...]
    winners: tuple[int, ...] = ()
    notes: tuple[Reason, ...] = ()

    @property
    def is_over(self) -> bool:
        return bool(self.winners)


class SheetKind(ABC):
    """The sheet of one game (or the generic sheet): its inputs, checks and
    derivations. Subclasses are stateless; every method takes the sheet.
    ``name`` is English marked with ``N_`` (shown translated)."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    #: What a person sets when starting a sheet (the target, variants).
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    #: What the columns are: "player" or "partnership".
    column_noun: ClassVar[str] = "player"

    def resolve(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Check the number of columns and fill the options' defaults."""
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                Reason.of(
                    "sheet_columns",
                    "a {sheet} sheet has {low} to {high} columns, not {columns}",
                    sheet=self.name,
                    low=self.min_players,
                    high=self.max_players,
                    columns=players,
                )
            )
        return resolve_options(self.option_specs, options)

    @abstractmethod
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        """The inputs of row ``position`` (0-based). They may depend on the
        earlier rows: Barbu's declarer is fixed by the row's number."""

    @abstractmethod
    def check(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        """What is wrong with ``entry`` as row ``position`` (empty when it is
        good). Messages name players with ``seat`` arguments."""

    @abstractmethod
    def derive(self, sheet: Sheet) -> Derived:
        """Every drawn value, from the rows alone."""

    def blank(self, sheet: Sheet, position: int) -> dict[str, Any]:
        """A new row's starting values: each field's default."""
        entry: dict[str, Any] = {}
        for item in self.fields(sheet, position):
            value = item.default
            if item.per_player:
                # One copy per column: a list default must not be shared.
                value = [copy.deepcopy(value) for _ in sheet.players]
            entry[item.key] = value
        return entry

    def columns_for(self, names: Sequence[str], options: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
        """The columns and options of a sheet for a table of ``names`` (a
        match's seats, in order). Usually the names themselves; a game whose
        sides score together (four-handed Cribbage) gives one column per side
        and sets the option that says so."""
        return list(names), dict(options)

    def options_for_match(self, match: Match, columns: int) -> dict[str, Any]:
        """What the sheet of a match played in the app takes from the match,
        by option name: the match's target, fixed number of hands, order and
        first dealer. Only the names the sheet declares are used; a kind adds
        what only it knows (Barbu: the first declarer)."""
        rules = match.rules
        return {
            "target": rules.target,
            "hands": rules.hands,
            "lowest_wins": rules.lowest_wins,
            "first_dealer": match.first_dealer % columns,
        }

    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The row a finished hand of the game fills in (the in-game panel).
        By default the hand's points."""
        return {"points": list(result.points)}

    def summary(self, sheet: Sheet, derived: Derived | None = None, you: int | None = None) -> str:
        """One line for the list of sheets, in the player's language: who
        leads or who won, the player's own column ``you`` in the second
        person ("you lead"). ``derived`` is the sheet's Derived when the caller
        has it already (the window that draws the sheet): not worked out twice."""
        if derived is None:
            derived = self.derive(sheet)
        if you is not None and derived.winners == (you,):
            return words(N_("you won"))
        if you is not None and derived.rows and not derived.winners and derived.leaders == (you,):
            return words(N_("you lead"))
        if derived.winners:
            if len(derived.winners) == 1:
                return words(N_("{name} won"), name=sheet.players[derived.winners[0]])
            return words(N_("{names} won"), names=names_text(sheet.players[i] for i in derived.winners))
        if not derived.rows:
            return words(N_("no hands yet"))
        if len(derived.leaders) == 1:
            return words(N_("{name} leads"), name=sheet.players[derived.leaders[0]])
        return words(N_("{names} lead"), names=names_text(sheet.players[i] for i in derived.leaders))


def comma_text(names: Iterable[str]) -> str:
    """ "Anne, Beth, Cath": names in a row, with the language's separator."""
    listed = list(names)
    text = listed[0] if listed else ""
    for name in listed[1:]:
        text = words(N_("{first}, {next}"), first=text, next=name)
    return text


def names_text(names: Iterable[str]) -> str:
    """Players' names as a sentence lists them, in the player's language:
    "Anne", "Anne and Beth", "Anne, Beth and Cath"."""
    listed = list(names)
    if len(listed) <= 1:
        return "".join(listed)
    return words(N_("{first} and {last}"), first=comma_text(listed[:-1]), last=listed[-1])


def ranked(totals: Sequence[int], lowest_wins: bool) -> tuple[int, ...]:
    """The columns sharing the best total."""
    if not totals:
        return ()
    best = min(totals) if lowest_wins else max(totals)
    return tuple(index for index, total in enumerate(totals) if total == best)


def signed(points: int) -> str:
    """Points as a sheet writes them: "+12", "−6" (a real minus sign), "0"."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"\u2212{-points}"
    return "0"


def seats_allowed_by_check(
    entry: Mapping[str, Any], key: str, player: int, seats: int, check: Callable[[Mapping[str, Any]], list[Reason]]
) -> list[int]:
    """The seats ``player`` may choose in the per-player "seats" field ``key``
    of ``entry``: each seat tried alone against ``check``, allowed when it
    brings no message of a kind that was not already there."""
    base = list(entry[key])
    base[player] = []
    trial = dict(entry)
    trial[key] = base
    try:
        before = {reason.code for reason in check(trial)}
    except Exception:
        before = set()
    allowed = []
    for seat in range(seats):
        if seat == player:
            continue
        chosen = list(base)
        chosen[player] = [seat]
        trial = dict(entry)
        trial[key] = chosen
        try:
            after = {reason.code for reason in check(trial)}
        except Exception:
            continue
        if after <= before:
            allowed.append(seat)
    return allowed
