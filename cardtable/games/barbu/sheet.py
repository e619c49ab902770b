"""The Barbu doubling sheet, as the seed draws it.

"The doubles are recorded on the score sheet as they are made. Doubles of
declarer are ringed, to make it easier to ensure that each player makes her
compulsory two doubles of declarer." The rules notes describe the sheet: "a
left column with the contract letter per hand; for each player a column
holding that player's doubles (initials of the players doubled, "X" for
maximum), with any double of declarer ringed so the compulsory doubles can be
counted; then each hand's raw score, side payments, and each player's running
total; a check-sum column at the right holding the running total of the
contracts' values with the opposite sign, so the four players' totals plus
the check sum are always 0."

A row holds what a person writes while the hand is bid and played: the
contract (declarer is fixed by the row's number: seven hands each, from the
``first_declarer`` on round to the left), trumps or the starting rank, whom
each player doubled, and each player's raw score. The settlement ("for each
of the six pairs") and everything to its right is derived.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Rank, Suit
from ...core.game import HandResult
from ...core.i18n import N_, translate
from ...core.match import Match
from ...core.messages import listed, words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import one_of, whole, whole_per_column
from ...sheets.model import Cell, Column, Derived, DerivedRow, Field, Sheet, ranked, signed
from .scoring import (
    DOMINOES,
    NAMES,
    NO_TRICKS,
    PLAYERS,
    TRUMPS,
    allowed_targets,
    contracts_for,
    double_forced,
    settle,
    sheet_mark,
    values_for,
)
from .sheet_checks import _RANK_LABELS, _RANK_ORDER, _SUIT_LETTERS, _SUIT_ORDER, BarbuSheetChecks, _doubles
from .sheet_checks import pairs_of as pairs_of
from .sheet_checks import possible_raw as possible_raw

#: Each rank in the plural, as the contract's tooltip says it ("starting with the sixes").
_RANK_PLURALS = {
    Rank.ACE: N_("aces"),
    Rank.TWO: N_("twos"),
    Rank.THREE: N_("threes"),
    Rank.FOUR: N_("fours"),
    Rank.FIVE: N_("fives"),
    Rank.SIX: N_("sixes"),
    Rank.SEVEN: N_("sevens"),
    Rank.EIGHT: N_("eights"),
    Rank.NINE: N_("nines"),
    Rank.TEN: N_("tens"),
    Rank.JACK: N_("jacks"),
    Rank.QUEEN: N_("queens"),
    Rank.KING: N_("kings"),
}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _suit_choices() -> tuple[tuple[str, str], ...]:
    """(letter, name) of each suit for the form, the name in the player's
    language with a capital ("Spades")."""
    return tuple((suit.letter, _capital(translate(suit.noun))) for suit in _SUIT_ORDER)


def _rank_choices() -> tuple[tuple[str, str], ...]:
    """(label, name) of each rank for the form ("Queen"), as ``_suit_choices``."""
    return tuple((rank.label, _capital(translate(rank.noun))) for rank in _RANK_ORDER)


def initials(names: Sequence[str]) -> list[str]:
    """The letters the sheet writes for each player: the first letter of the
    name, or as many letters as it takes to tell two players apart (the
    column's number when two names are the same)."""
    cleaned = [name.strip() or f"{seat + 1}" for seat, name in enumerate(names)]
    result = []
    for seat, name in enumerate(cleaned):
        others = [other for index, other in enumerate(cleaned) if index != seat]
        if name.casefold() in (other.casefold() for other in others):
            result.append(str(seat + 1))
            continue
        length = 1
        while length < len(name) and any(other[:length].casefold() == name[:length].casefold() for other in others):
            length += 1
        result.append(name[:length].upper() if length == 1 else name[:1].upper() + name[1:length])
    return result


class BarbuSheet(BarbuSheetChecks):
    """The doubling sheet for four players and 28 hands (32 with Ravage City)."""

    id = "barbu"
    name = N_("Barbu")
    min_players = PLAYERS
    max_players = PLAYERS
    option_specs = (
        OptionSpec(
            "first_declarer",
            N_("First declarer"),
            "int",
            0,
            minimum=0,
            maximum=PLAYERS - 1,
            help=N_("Who declares the first seven hands; then the player on her left, and so on."),
            seat=True,
        ),
        OptionSpec(
            "ravage_city",
            N_("Ravage City"),
            "bool",
            False,
            help=N_(
                "An eighth contract: -36 to the player with most cards of one suit "
                "(ties share it); 32 hands; the Dominoes scores rise by 9."
            ),
        ),
        OptionSpec(
            "declarer_only",
            N_("Declarer-only doubles"),
            "bool",
            False,
            help=N_("The others may double declarer only, in every contract."),
        ),
        OptionSpec(
            "alternative_scores",
            N_("Alternative scores"),
            "bool",
            False,
            help=N_("King of hearts -15; Dominoes +40 / +20 / +10 / -10."),
        ),
    )

    # -- inputs ----------------------------------------------------------------
    def options_for_match(self, match: Match, columns: int) -> dict[str, Any]:
        """A played match's first declarer is the player left of its first dealer."""
        return {**super().options_for_match(match, columns), "first_declarer": (match.dealer_of(0) + 1) % PLAYERS}

    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        played = set(self.played(sheet, position))
        options = self.options(sheet)
        choices = tuple((letter, NAMES[letter]) for letter in contracts_for(options) if letter not in played)
        return (
            Field(
                "contract",
                N_("Contract"),
                "choice",
                choices=choices,
                help=N_("The contract declarer chose: one she has not yet played in her seven."),
            ),
            Field(
                "trumps",
                N_("Trumps"),
                "choice",
                choices=_suit_choices(),
                optional=True,
                help=N_("Trumps only: the suit declarer named."),
            ),
            Field(
                "rank",
                N_("Starting rank"),
                "choice",
                choices=_rank_choices(),
                optional=True,
                help=N_("Dominoes only: the rank declarer named before the doubling."),
            ),
            Field(
                "doubles",
                N_("Doubles"),
                "seats",
                per_player=True,
                default=(),
                help=N_(
                    "Whom each player doubled. Declarer may only redouble those who doubled her; "
                    "in Trumps and Dominoes the others may double declarer only."
                ),
            ),
            Field(
                "raw",
                N_("Raw score"),
                "int",
                per_player=True,
                default=0,
                help=N_("What each player scored in the play, before the doubles."),
            ),
        )

    # -- what the sheet shows --------------------------------------------------
    def derive(self, sheet: Sheet) -> Derived:
        options = self.options(sheet)
        values = values_for(options)
        contracts = contracts_for(options)
        marks = initials(sheet.players)
        columns = (
            Column("number", N_("#"), "left"),
            Column("contract", N_("Contract"), "left"),
            Column("doubles", N_("Doubles")),
            Column("raw", N_("Raw")),
            Column("side", N_("Side")),
            Column("total", N_("Total")),
            Column("check", N_("Check"), "right"),
        )
        totals = (0,) * PLAYERS
        check_sum = 0
        rows: list[DerivedRow] = []
        winners: tuple[int, ...] = ()
        won = words(N_("won the session"))
        for position, entry in enumerate(sheet.rows):
            declarer = self.declarer(sheet, position)
            letter = entry.get("contract")
            contract = letter if one_of(letter, contracts) else None
            valid = contract is not None
            raw = tuple(points or 0 for points in whole_per_column(entry, "raw", PLAYERS))
            doubles = _doubles(entry)
            pairs = pairs_of(doubles)
            final = settle(raw, pairs)
            points = final
            totals = tuple(total + gained for total, gained in zip(totals, final))
            if contract is not None:
                check_sum -= values.total(contract)
            doubled_me = {doubler for doubler, doubled in pairs if doubled == declarer}
            mark_cells = []
            for seat in range(PLAYERS):
                mine = sorted({doubled for doubler, doubled in pairs if doubler == seat})
                allowed = allowed_targets(
                    seat,
                    declarer,
                    contract if contract is not None else NO_TRICKS,
                    doubled_me,
                    options["declarer_only"],
                )
                mark_cells.append(
                    Cell(
                        sheet_mark(seat, mine, allowed, marks),
                        ringed=seat != declarer and declarer in mine,
                        tip=", ".join(sheet.players[other] for other in mine),
                    )
                )
            leaders = ranked(totals, False) if len(set(totals)) > 1 else ()
            if position + 1 == self.hands(sheet):
                winners = ranked(totals, False)
            cells: dict[str, Cell | tuple[Cell, ...]] = {
                "number": Cell(str(position + 1)),
                "contract": Cell(
                    contract if contract is not None else (str(letter) if letter else "?"),
                    tip=self._contract_tip(sheet, position, entry) if valid else "",
                ),
                "doubles": tuple(mark_cells),
                "raw": tuple(Cell(signed(points)) for points in raw),
                "side": tuple(Cell(signed(after - before)) for after, before in zip(final, raw)),
                "total": tuple(
                    Cell(signed(total), strong=seat in leaders or seat in winners, tip=won if seat in winners else "")
                    for seat, total in enumerate(totals)
                ),
                "check": Cell(signed(check_sum)),
            }
            rows.append(DerivedRow(position + 1, cells, points, totals, tuple(self.check(sheet, position, entry))))
        leaders = ranked(totals, False) if rows else ()
        return Derived(columns, tuple(rows), totals, leaders, winners, self.notes(sheet))

    def _contract_tip(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> str:
        """ "Trumps, declared by Anne; trumps hearts", in the player's language."""
        letter = entry["contract"]
        contract = translate(NAMES[letter])
        name = sheet.players[self.declarer(sheet, position)]
        trumps = entry.get("trumps")
        if letter == TRUMPS and one_of(trumps, _SUIT_LETTERS):
            return words(
                N_("{contract}, declared by {name}; trumps {suit}"),
                contract=contract,
                name=name,
                suit=Suit.parse(trumps),
            )
        rank = entry.get("rank")
        if letter == DOMINOES and one_of(rank, _RANK_LABELS):
            return words(
                N_("{contract}, declared by {name}; starting with the {ranks}"),
                contract=contract,
                name=name,
                ranks=translate(_RANK_PLURALS[Rank.parse(rank)]),
            )
        return words(N_("{contract}, declared by {name}"), contract=contract, name=name)

    def notes(self, sheet: Sheet) -> tuple[Reason, ...]:
        """The tally of the compulsory doubles still owed to the coming
        hand's declarer, who must double now, and her contracts still to play."""
        position = len(sheet.rows)
        if position >= self.hands(sheet):
            return ()
        declarer = self.declarer(sheet, position)
        owed = self.owed(sheet, position)
        left = self.hands_left(sheet, position)
        owing = [seat for seat in range(PLAYERS) if owed[seat]]
        lines: list[Reason] = []
        if owing:
            tally = ", ".join(f"{sheet.players[seat]} {owed[seat]}" for seat in owing)
            lines.append(
                Reason.of(
                    "barbu_owed",
                    "Doubles of {seat} still owed: {tally}.",
                    you="Doubles of you still owed: {tally}.",
                    seat=declarer,
                    tally=tally,
                )
            )
        else:
            lines.append(
                Reason.of(
                    "barbu_owed_none",
                    "Every compulsory double of {seat} has been made.",
                    you="Every compulsory double of you has been made.",
                    seat=declarer,
                )
            )
        for seat in owing:
            if double_forced(owed[seat], left):
                lines.append(
                    Reason.of(
                        "barbu_must_double",
                        "{seat} must double declarer on the next hand.",
                        you="You must double declarer on the next hand.",
                        seat=seat,
                    )
                )
        played = set(self.played(sheet, position))
        still = [NAMES[letter] for letter in contracts_for(self.options(sheet)) if letter not in played]
        lines.append(
            Reason.of(
                "barbu_to_play",
                "{seat} declares next; contracts still to play: {contracts}.",
                you="You declare next; contracts still to play: {contracts}.",
                seat=declarer,
                contracts=listed(still),
            )
        )
        return tuple(lines)

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """Barbu's cells hold "declarer", the "contract" letter, "trumps",
        "rank", the "doubles" as [doubler, doubled] pairs, the "raw" scores,
        the settled "points" and the "seven"; the row keeps the inputs (and
        the declarer, so a sheet started with the wrong first declarer says so)."""
        cells = result.cells
        doubles: list[list[int]] = [[] for _ in range(PLAYERS)]
        for pair in cells.get("doubles", ()):
            doubler, doubled = (int(value) for value in pair)
            if doubled not in doubles[doubler]:
                doubles[doubler].append(doubled)
        return {
            "declarer": whole(cells.get("declarer")),
            "contract": cells.get("contract"),
            "trumps": _suit_letter(cells.get("trumps")),
            "rank": _rank_label(cells.get("rank")),
            "doubles": [sorted(seats) for seats in doubles],
            "raw": [int(points) for points in cells.get("raw", ())],
        }


def _suit_letter(value: Any) -> str | None:
    """A suit as the sheet stores it ("S"), from a Suit, its number or its text."""
    if value is None or value == "":
        return None
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, int) and not isinstance(value, bool):
        return Suit(value).letter
    return Suit.parse(str(value)).letter


def _rank_label(value: Any) -> str | None:
    """A rank as the sheet stores it ("7", "Q", "A"), from a Rank, its number or its label."""
    if value is None or value == "":
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return Rank(value).label
    text = str(value).strip().upper()
    labels = {label.upper(): label for label in _RANK_LABELS}
    if text in labels:
        return labels[text]
    return {"T": "10", "1": "A", "14": "A"}.get(text, text)
