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

from typing import Any, Collection, Mapping, Sequence, TypeGuard

from ...core.cards import Rank, Suit
from ...core.game import HandResult
from ...core.i18n import N_, translate
from ...core.match import Match
from ...core.messages import listed, words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import options_of, seat_or_none, whole, whole_per_column
from ...sheets.model import Cell, Column, Derived, DerivedRow, Field, Sheet, SheetKind, ranked, signed
from .scoring import (
    DOMINOES,
    HANDS_PER_DECLARER,
    NAMES,
    NEGATIVE,
    NO_HEARTS,
    NO_KING,
    NO_LAST_TWO,
    NO_QUEENS,
    NO_TRICKS,
    PLAYERS,
    RAVAGE_CITY,
    TRUMPS,
    Values,
    allowed_targets,
    contracts_for,
    declarer_of,
    double_forced,
    doubles_owed,
    settle,
    sheet_mark,
    values_for,
)

_SUIT_ORDER: tuple[Suit, ...] = tuple(reversed(Suit))
_RANK_ORDER: tuple[Rank, ...] = tuple(rank for rank in reversed(Rank) if rank is not Rank.JOKER)
#: The values stored for trumps ("S") and the starting rank ("Q").
_SUIT_LETTERS = frozenset(suit.letter for suit in _SUIT_ORDER)
_RANK_LABELS = tuple(rank.label for rank in _RANK_ORDER)
#: Each rank in the plural, as the contract's tooltip says it ("starting with the sixes").
_RANK_PLURALS = {
    Rank.ACE: N_("aces"), Rank.TWO: N_("twos"), Rank.THREE: N_("threes"), Rank.FOUR: N_("fours"),
    Rank.FIVE: N_("fives"), Rank.SIX: N_("sixes"), Rank.SEVEN: N_("sevens"), Rank.EIGHT: N_("eights"),
    Rank.NINE: N_("nines"), Rank.TEN: N_("tens"), Rank.JACK: N_("jacks"), Rank.QUEEN: N_("queens"),
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


def _rule(letter: str, values: Values) -> Reason:
    """What a trick-taking contract's raw scores are made of, for the message
    that refuses an impossible one."""
    if letter == NO_TRICKS:
        return Reason.of("barbu_rule", "{per_trick} for each trick", per_trick=values.per_trick)
    if letter == NO_HEARTS:
        return Reason.of("barbu_rule", "{per_heart} for each heart and {ace_of_hearts} for the ace",
                         per_heart=values.per_heart, ace_of_hearts=values.ace_of_hearts)
    if letter == NO_QUEENS:
        return Reason.of("barbu_rule", "{per_queen} for each queen", per_queen=values.per_queen)
    if letter == NO_KING:
        return Reason.of("barbu_rule", "{king_of_hearts} for the king of hearts, or nothing",
                         king_of_hearts=values.king_of_hearts)
    if letter == NO_LAST_TWO:
        return Reason.of("barbu_rule", "{last_but_one} for the twelfth trick and {last} for the last",
                         last_but_one=values.last_but_one, last=values.last)
    return Reason.of("barbu_rule", "+{trumps_per_trick} for each trick", trumps_per_trick=values.trumps_per_trick)


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
        while length < len(name) and any(
            other[:length].casefold() == name[:length].casefold() for other in others
        ):
            length += 1
        result.append(name[:length].upper() if length == 1 else name[:1].upper() + name[1:length])
    return result


def possible_raw(letter: str, values: Values) -> frozenset[int]:
    """Every raw score one player can make in a contract."""
    if letter == NO_TRICKS:
        return frozenset(values.per_trick * tricks for tricks in range(14))
    if letter == NO_HEARTS:
        return frozenset(
            values.per_heart * hearts + values.ace_of_hearts * ace for hearts in range(13) for ace in (0, 1)
        )
    if letter == NO_QUEENS:
        return frozenset(values.per_queen * queens for queens in range(5))
    if letter == NO_KING:
        return frozenset({0, values.king_of_hearts})
    if letter == NO_LAST_TWO:
        return frozenset({0, values.last_but_one, values.last, values.last_but_one + values.last})
    if letter == TRUMPS:
        return frozenset(values.trumps_per_trick * tricks for tricks in range(14))
    if letter == DOMINOES:
        return frozenset(values.dominoes)
    if letter == RAVAGE_CITY:
        return frozenset({0} | {values.ravage // tied for tied in range(1, PLAYERS + 1)})
    raise ValueError(f"no contract {letter!r}")


def pairs_of(doubles: Sequence[Any]) -> list[tuple[int, int]]:
    """The (doubler, doubled) pairs of a row's "doubles" (one list of seats
    per player); anything that is not another player's seat is left out."""
    pairs = []
    for doubler, doubled in enumerate(doubles[:PLAYERS]):
        if not isinstance(doubled, (list, tuple)):
            continue
        for other in doubled:
            seat = seat_or_none(other, PLAYERS)
            if seat is not None and seat != doubler and (doubler, seat) not in pairs:
                pairs.append((doubler, seat))
    return pairs


def _doubles(entry: Mapping[str, Any]) -> list[Any]:
    value = entry.get("doubles")
    if not isinstance(value, (list, tuple)):
        return [[] for _ in range(PLAYERS)]
    padded = list(value[:PLAYERS]) + [[] for _ in range(PLAYERS - len(value))]
    return [[] if item is None else item for item in padded]


class BarbuSheet(SheetKind):
    """The doubling sheet for four players and 28 hands (32 with Ravage City)."""

    id = "barbu"
    name = N_("Barbu")
    min_players = PLAYERS
    max_players = PLAYERS
    option_specs = (
        OptionSpec("first_declarer", N_("First declarer"), "int", 0, minimum=0, maximum=PLAYERS - 1,
                   help=N_("Who declares the first seven hands; then the player on her left, and so on."),
                   seat=True),
        OptionSpec("ravage_city", N_("Ravage City"), "bool", False,
                   help=N_("An eighth contract: -36 to the player with most cards of one suit "
                           "(ties share it); 32 hands; the Dominoes scores rise by 9.")),
        OptionSpec("declarer_only", N_("Declarer-only doubles"), "bool", False,
                   help=N_("The others may double declarer only, in every contract.")),
        OptionSpec("alternative_scores", N_("Alternative scores"), "bool", False,
                   help=N_("King of hearts -15; Dominoes +40 / +20 / +10 / -10.")),
    )

    # -- the session's shape -----------------------------------------------------
    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def per_declarer(self, sheet: Sheet) -> int:
        """Hands each declarer plays: seven, or eight with Ravage City."""
        return len(contracts_for(self.options(sheet)))

    def hands(self, sheet: Sheet) -> int:
        """The hands of a session: 28, or 32 with Ravage City."""
        return PLAYERS * self.per_declarer(sheet)

    def declarer(self, sheet: Sheet, position: int) -> int:
        """The declarer of row ``position``, fixed by its number."""
        per = self.per_declarer(sheet)
        # declarer_of counts sevens; a run of ``per`` hands is one declarer's.
        return declarer_of(position // per * HANDS_PER_DECLARER, self.options(sheet)["first_declarer"])

    def _seven(self, sheet: Sheet, position: int) -> list[Mapping[str, Any]]:
        """The rows of this declarer's run before row ``position``."""
        per = self.per_declarer(sheet)
        start = position - position % per
        return [row for row in sheet.rows[start:position] if isinstance(row, Mapping)]

    def played(self, sheet: Sheet, position: int) -> list[str]:
        """The contracts row ``position``'s declarer has already played in her
        seven (a row whose contract is not a letter played none)."""
        letters = (row.get("contract") for row in self._seven(sheet, position))
        return [letter for letter in letters if isinstance(letter, str) and letter]

    def owed(self, sheet: Sheet, position: int) -> tuple[int, ...]:
        """Each player's compulsory doubles of declarer still owed before row ``position``."""
        declarer = self.declarer(sheet, position)
        return doubles_owed(declarer, (pairs_of(_doubles(row)) for row in self._seven(sheet, position)))

    def hands_left(self, sheet: Sheet, position: int) -> int:
        """Hands left in the declarer's run, row ``position`` included."""
        per = self.per_declarer(sheet)
        return per - position % per

    # -- inputs ----------------------------------------------------------------
    def options_for_match(self, match: Match, columns: int) -> dict[str, Any]:
        """A played match's first declarer is the player left of its first dealer."""
        return {**super().options_for_match(match, columns), "first_declarer": (match.dealer_of(0) + 1) % PLAYERS}

    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        played = set(self.played(sheet, position))
        options = self.options(sheet)
        choices = tuple((letter, NAMES[letter]) for letter in contracts_for(options) if letter not in played)
        return (
            Field("contract", N_("Contract"), "choice", choices=choices,
                  help=N_("The contract declarer chose: one she has not yet played in her seven.")),
            Field("trumps", N_("Trumps"), "choice", choices=_suit_choices(), optional=True,
                  help=N_("Trumps only: the suit declarer named.")),
            Field("rank", N_("Starting rank"), "choice", choices=_rank_choices(), optional=True,
                  help=N_("Dominoes only: the rank declarer named before the doubling.")),
            Field("doubles", N_("Doubles"), "seats", per_player=True, default=(),
                  help=N_("Whom each player doubled. Declarer may only redouble those who doubled her; "
                          "in Trumps and Dominoes the others may double declarer only.")),
            Field("raw", N_("Raw score"), "int", per_player=True, default=0,
                  help=N_("What each player scored in the play, before the doubles.")),
        )

    def check(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        options = self.options(sheet)
        if position >= self.hands(sheet):
            return [Reason.of("barbu_session_over", "The session is over after {hands} hands.",
                              hands=self.hands(sheet))]
        declarer = self.declarer(sheet, position)
        problems: list[Reason] = []
        stated = whole(entry.get("declarer"))
        if stated is not None and stated != declarer:
            problems.append(Reason.of(
                "barbu_declarer",
                "{seat} declared this hand, but hand {hand} of the sheet is another player's: "
                "check the first declarer.",
                seat=stated, hand=position + 1,
            ))
        letter = entry.get("contract")
        contracts = contracts_for(options)
        valid = _one_of(letter, contracts)
        if letter is None or letter == "":
            problems.append(Reason.of("barbu_contract_missing", "Choose the contract {seat} declared.",
                                      seat=declarer))
        elif not valid:
            problems.append(Reason.of(
                "barbu_contract_unknown", "{contract} is not a contract of this session.", contract=str(letter),
            ))
        elif letter in self.played(sheet, position):
            problems.append(Reason.of(
                "barbu_contract_played", "{seat} has already played {contract} in this seven.",
                seat=declarer, contract=NAMES[letter],
            ))
        problems += self._value_problems(entry)
        values = values_for(options)
        raw = whole_per_column(entry, "raw", PLAYERS)
        for seat, points in enumerate(raw):
            if points is None:
                problems.append(Reason.of("barbu_raw_missing", "Enter {seat}'s raw score.", seat=seat))
        if _one_of(letter, contracts) and all(points is not None for points in raw):
            problems += self._raw_problems(letter, [points for points in raw if points is not None], values)
        problems += self._double_problems(sheet, position, entry, letter if valid else None, declarer, options)
        return problems

    @staticmethod
    def _value_problems(entry: Mapping[str, Any]) -> list[Reason]:
        problems = []
        trumps = entry.get("trumps")
        if trumps is not None and not _one_of(trumps, _SUIT_LETTERS):
            problems.append(Reason.of("barbu_trumps", "{trumps} is not a suit.", trumps=str(trumps)))
        rank = entry.get("rank")
        if rank is not None and not _one_of(rank, _RANK_LABELS):
            problems.append(Reason.of("barbu_rank", "{rank} is not a rank.", rank=str(rank)))
        return problems

    @staticmethod
    def _raw_problems(letter: str, raw: Sequence[int], values: Values) -> list[Reason]:
        problems = []
        name = NAMES[letter]
        total = values.total(letter)
        if sum(raw) != total:
            problems.append(Reason.of(
                "barbu_raw_total", "The raw scores add up to {points}, but in {contract} they always add up "
                "to {total}.", points=sum(raw), contract=name, total=total,
            ))
        possible = possible_raw(letter, values)
        if letter == DOMINOES:
            if sorted(raw) != sorted(values.dominoes):
                places = ", ".join(signed(points) for points in values.dominoes)
                problems.append(Reason.of(
                    "barbu_dominoes",
                    "In Dominoes the raw scores are {places} for the first to the last player out, "
                    "one each.", places=places,
                ))
            return problems
        for seat, points in enumerate(raw):
            if points not in possible:
                if letter == RAVAGE_CITY:
                    problems.append(Reason.of(
                        "barbu_raw_ravage",
                        "{seat}'s raw score {points} is not possible in Ravage City: the most cards of one "
                        "suit score {ravage}, shared by players tied for it.",
                        seat=seat, points=points, ravage=values.ravage,
                    ))
                else:
                    problems.append(Reason.of(
                        "barbu_raw_value", "{seat}'s raw score {points} is not possible in {contract}: {rule}.",
                        seat=seat, points=points, contract=name, rule=_rule(letter, values),
                    ))
        if letter == RAVAGE_CITY and all(points in possible for points in raw):
            tied = [points for points in raw if points]
            if not tied or any(points != values.ravage // len(tied) for points in tied):
                problems.append(Reason.of(
                    "barbu_ravage_share",
                    "In Ravage City {ravage} goes to the player with the most cards of one suit, or is "
                    "shared equally by those tied for it.", ravage=values.ravage,
                ))
        return problems

    def _double_problems(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], letter: str | None,
        declarer: int, options: Mapping[str, Any],
    ) -> list[Reason]:
        problems: list[Reason] = []
        stored = entry.get("doubles")
        if stored is not None and not isinstance(stored, (list, tuple)):
            problems.append(Reason.of("barbu_doubles_unreadable",
                                      "The doubles of this hand cannot be read: enter them again."))
        doubles = _doubles(entry)
        for seat, doubled in enumerate(doubles):
            if not isinstance(doubled, (list, tuple)) or any(
                seat_or_none(other, PLAYERS) is None for other in doubled
            ):
                problems.append(Reason.of(
                    "barbu_double_seat", "{seat}'s doubles name someone who is not at this table.", seat=seat,
                ))
            elif seat in doubled:
                problems.append(Reason.of(
                    "barbu_double_self", "Nobody may double their own score, as {seat} did.", seat=seat,
                ))
        pairs = pairs_of(doubles)
        doubled_me = {doubler for doubler, doubled in pairs if doubled == declarer}
        if letter is not None:
            for seat in range(PLAYERS):
                allowed = set(allowed_targets(seat, declarer, letter, doubled_me, options["declarer_only"]))
                wrong = {doubled for doubler, doubled in pairs if doubler == seat} - allowed
                if not wrong:
                    continue
                if seat == declarer:
                    problems.append(Reason.of(
                        "barbu_redouble",
                        "{seat} is declarer, and declarer may only redouble players who doubled declarer.",
                        seat=seat,
                    ))
                elif letter not in NEGATIVE:
                    problems.append(Reason.of(
                        "barbu_double_positive",
                        "In {contract} the others may only double declarer: {seat} doubled another player.",
                        seat=seat, contract=NAMES[letter],
                    ))
                else:
                    problems.append(Reason.of(
                        "barbu_double_declarer_only",
                        "With declarer-only doubles, {seat} may only double declarer.", seat=seat,
                    ))
        owed = self.owed(sheet, position)
        left = self.hands_left(sheet, position)
        for seat in range(PLAYERS):
            if seat == declarer or seat in doubled_me or not double_forced(owed[seat], left):
                continue
            if left == 1:
                problems.append(Reason.of(
                    "barbu_double_forced_last",
                    "{seat} must double declarer: this is the last hand of the seven and a compulsory "
                    "double is still owed.", seat=seat,
                ))
            else:
                problems.append(Reason.of(
                    "barbu_double_forced",
                    "{seat} must double declarer: {owed} compulsory doubles are still owed and only "
                    "{left} hands are left in this seven.", seat=seat, owed=owed[seat], left=left,
                ))
        return problems

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
            contract = letter if _one_of(letter, contracts) else None
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
                    seat, declarer, contract if contract is not None else NO_TRICKS, doubled_me,
                    options["declarer_only"],
                )
                mark_cells.append(Cell(
                    sheet_mark(seat, mine, allowed, marks),
                    ringed=seat != declarer and declarer in mine,
                    tip=", ".join(sheet.players[other] for other in mine),
                ))
            leaders = ranked(totals, False) if len(set(totals)) > 1 else ()
            if position + 1 == self.hands(sheet):
                winners = ranked(totals, False)
            cells: dict[str, Cell | tuple[Cell, ...]] = {
                "number": Cell(str(position + 1)),
                "contract": Cell(contract if contract is not None else (str(letter) if letter else "?"),
                                 tip=self._contract_tip(sheet, position, entry) if valid else ""),
                "doubles": tuple(mark_cells),
                "raw": tuple(Cell(signed(points)) for points in raw),
                "side": tuple(Cell(signed(after - before)) for after, before in zip(final, raw)),
                "total": tuple(
                    Cell(signed(total), strong=seat in leaders or seat in winners,
                         tip=won if seat in winners else "")
                    for seat, total in enumerate(totals)
                ),
                "check": Cell(signed(check_sum)),
            }
            rows.append(DerivedRow(position + 1, cells, points, totals,
                                   tuple(self.check(sheet, position, entry))))
        leaders = ranked(totals, False) if rows else ()
        return Derived(columns, tuple(rows), totals, leaders, winners, self.notes(sheet))

    def _contract_tip(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> str:
        """"Trumps, declared by Anne; trumps hearts", in the player's language."""
        letter = entry["contract"]
        contract = translate(NAMES[letter])
        name = sheet.players[self.declarer(sheet, position)]
        trumps = entry.get("trumps")
        if letter == TRUMPS and _one_of(trumps, _SUIT_LETTERS):
            return words(N_("{contract}, declared by {name}; trumps {suit}"),
                         contract=contract, name=name, suit=Suit.parse(trumps))
        rank = entry.get("rank")
        if letter == DOMINOES and _one_of(rank, _RANK_LABELS):
            return words(N_("{contract}, declared by {name}; starting with the {ranks}"),
                         contract=contract, name=name, ranks=translate(_RANK_PLURALS[Rank.parse(rank)]))
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
            lines.append(Reason.of("barbu_owed", "Doubles of {seat} still owed: {tally}.", seat=declarer,
                                   tally=tally))
        else:
            lines.append(Reason.of("barbu_owed_none", "Every compulsory double of {seat} has been made.",
                                   seat=declarer))
        for seat in owing:
            if double_forced(owed[seat], left):
                lines.append(Reason.of("barbu_must_double", "{seat} must double declarer on the next hand.",
                                       seat=seat))
        played = set(self.played(sheet, position))
        still = [NAMES[letter] for letter in contracts_for(self.options(sheet)) if letter not in played]
        lines.append(Reason.of("barbu_to_play", "{seat} declares next; contracts still to play: {contracts}.",
                               seat=declarer, contracts=listed(still)))
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


def _one_of(value: Any, texts: Collection[str]) -> TypeGuard[str]:
    """Whether ``value`` is one of ``texts``: a stored row may hold a list or
    a dict where a letter belongs, which is then simply not one (never a
    TypeError from looking it up in a set)."""
    return isinstance(value, str) and value in texts


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

