"""The Barbu sheet's session shape (who declares each row, the contracts
she has played, the compulsory doubles still owed) and the checks of a row.
A part of ``BarbuSheet`` (see sheet.py, which exports ``possible_raw`` and
``pairs_of``), kept apart so the sheet class holds the inputs and what the
sheet shows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Rank, Suit
from ...core.reasons import Reason
from ...sheets.common import one_of, options_of, seat_or_none, whole, whole_per_column
from ...sheets.model import Sheet, SheetKind, signed
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
    values_for,
)

_SUIT_ORDER: tuple[Suit, ...] = tuple(reversed(Suit))
_RANK_ORDER: tuple[Rank, ...] = tuple(rank for rank in reversed(Rank) if rank is not Rank.JOKER)
#: The values stored for trumps ("S") and the starting rank ("Q").
_SUIT_LETTERS = frozenset(suit.letter for suit in _SUIT_ORDER)
_RANK_LABELS = tuple(rank.label for rank in _RANK_ORDER)


def _rule(letter: str, values: Values) -> Reason:
    """What a trick-taking contract's raw scores are made of, for the message
    that refuses an impossible one."""
    if letter == NO_TRICKS:
        return Reason.of("barbu_rule", "{per_trick} for each trick", per_trick=values.per_trick)
    if letter == NO_HEARTS:
        return Reason.of(
            "barbu_rule",
            "{per_heart} for each heart and {ace_of_hearts} for the ace",
            per_heart=values.per_heart,
            ace_of_hearts=values.ace_of_hearts,
        )
    if letter == NO_QUEENS:
        return Reason.of("barbu_rule", "{per_queen} for each queen", per_queen=values.per_queen)
    if letter == NO_KING:
        return Reason.of(
            "barbu_rule", "{king_of_hearts} for the king of hearts, or nothing", king_of_hearts=values.king_of_hearts
        )
    if letter == NO_LAST_TWO:
        return Reason.of(
            "barbu_rule",
            "{last_but_one} for the twelfth trick and {last} for the last",
            last_but_one=values.last_but_one,
            last=values.last,
        )
    return Reason.of("barbu_rule", "+{trumps_per_trick} for each trick", trumps_per_trick=values.trumps_per_trick)


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


class BarbuSheetChecks(SheetKind):
    """Who declares each row of a Barbu session, and what is wrong with a row."""

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

    # -- the checks of a row ----------------------------------------------------
    def check(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        options = self.options(sheet)
        if position >= self.hands(sheet):
            return [
                Reason.of("barbu_session_over", "The session is over after {hands} hands.", hands=self.hands(sheet))
            ]
        declarer = self.declarer(sheet, position)
        problems: list[Reason] = []
        stated = whole(entry.get("declarer"))
        if stated is not None and stated != declarer:
            problems.append(
                Reason.of(
                    "barbu_declarer",
                    "{seat} declared this hand, but hand {hand} of the sheet is another player's: "
                    "check the first declarer.",
                    seat=stated,
                    hand=position + 1,
                )
            )
        letter = entry.get("contract")
        contracts = contracts_for(options)
        valid = one_of(letter, contracts)
        if letter is None or letter == "":
            problems.append(Reason.of("barbu_contract_missing", "Choose the contract {seat} declared.", seat=declarer))
        elif not valid:
            problems.append(
                Reason.of(
                    "barbu_contract_unknown",
                    "{contract} is not a contract of this session.",
                    contract=str(letter),
                )
            )
        elif letter in self.played(sheet, position):
            problems.append(
                Reason.of(
                    "barbu_contract_played",
                    "{seat} has already played {contract} in this seven.",
                    seat=declarer,
                    contract=NAMES[letter],
                )
            )
        problems += self._value_problems(entry)
        values = values_for(options)
        raw = whole_per_column(entry, "raw", PLAYERS)
        for seat, points in enumerate(raw):
            if points is None:
                problems.append(Reason.of("barbu_raw_missing", "Enter {seat}'s raw score.", seat=seat))
        if one_of(letter, contracts) and all(points is not None for points in raw):
            problems += self._raw_problems(letter, [points for points in raw if points is not None], values)
        problems += self._double_problems(sheet, position, entry, letter if valid else None, declarer, options)
        return problems

    @staticmethod
    def _value_problems(entry: Mapping[str, Any]) -> list[Reason]:
        problems = []
        trumps = entry.get("trumps")
        if trumps is not None and not one_of(trumps, _SUIT_LETTERS):
            problems.append(Reason.of("barbu_trumps", "{trumps} is not a suit.", trumps=str(trumps)))
        rank = entry.get("rank")
        if rank is not None and not one_of(rank, _RANK_LABELS):
            problems.append(Reason.of("barbu_rank", "{rank} is not a rank.", rank=str(rank)))
        return problems

    @staticmethod
    def _raw_problems(letter: str, raw: Sequence[int], values: Values) -> list[Reason]:
        problems = []
        name = NAMES[letter]
        total = values.total(letter)
        if sum(raw) != total:
            problems.append(
                Reason.of(
                    "barbu_raw_total",
                    "The raw scores add up to {points}, but in {contract} they always add up to {total}.",
                    points=sum(raw),
                    contract=name,
                    total=total,
                )
            )
        possible = possible_raw(letter, values)
        if letter == DOMINOES:
            if sorted(raw) != sorted(values.dominoes):
                places = ", ".join(signed(points) for points in values.dominoes)
                problems.append(
                    Reason.of(
                        "barbu_dominoes",
                        "In Dominoes the raw scores are {places} for the first to the last player out, one each.",
                        places=places,
                    )
                )
            return problems
        for seat, points in enumerate(raw):
            if points not in possible:
                if letter == RAVAGE_CITY:
                    problems.append(
                        Reason.of(
                            "barbu_raw_ravage",
                            "{seat}'s raw score {points} is not possible in Ravage City: the most cards of one "
                            "suit score {ravage}, shared by players tied for it.",
                            seat=seat,
                            points=points,
                            ravage=values.ravage,
                        )
                    )
                else:
                    problems.append(
                        Reason.of(
                            "barbu_raw_value",
                            "{seat}'s raw score {points} is not possible in {contract}: {rule}.",
                            seat=seat,
                            points=points,
                            contract=name,
                            rule=_rule(letter, values),
                        )
                    )
        if letter == RAVAGE_CITY and all(points in possible for points in raw):
            tied = [points for points in raw if points]
            if not tied or any(points != values.ravage // len(tied) for points in tied):
                problems.append(
                    Reason.of(
                        "barbu_ravage_share",
                        "In Ravage City {ravage} goes to the player with the most cards of one suit, or is "
                        "shared equally by those tied for it.",
                        ravage=values.ravage,
                    )
                )
        return problems

    def _double_problems(
        self,
        sheet: Sheet,
        position: int,
        entry: Mapping[str, Any],
        letter: str | None,
        declarer: int,
        options: Mapping[str, Any],
    ) -> list[Reason]:
        problems: list[Reason] = []
        stored = entry.get("doubles")
        if stored is not None and not isinstance(stored, (list, tuple)):
            problems.append(
                Reason.of("barbu_doubles_unreadable", "The doubles of this hand cannot be read: enter them again.")
            )
        doubles = _doubles(entry)
        for seat, doubled in enumerate(doubles):
            if not isinstance(doubled, (list, tuple)) or any(seat_or_none(other, PLAYERS) is None for other in doubled):
                problems.append(
                    Reason.of(
                        "barbu_double_seat",
                        "{seat}'s doubles name someone who is not at this table.",
                        seat=seat,
                    )
                )
            elif seat in doubled:
                problems.append(
                    Reason.of(
                        "barbu_double_self",
                        "Nobody may double their own score, as {seat} did.",
                        seat=seat,
                    )
                )
        pairs = pairs_of(doubles)
        doubled_me = {doubler for doubler, doubled in pairs if doubled == declarer}
        if letter is not None:
            for seat in range(PLAYERS):
                allowed = set(allowed_targets(seat, declarer, letter, doubled_me, options["declarer_only"]))
                wrong = {doubled for doubler, doubled in pairs if doubler == seat} - allowed
                if not wrong:
                    continue
                if seat == declarer:
                    problems.append(
                        Reason.of(
                            "barbu_redouble",
                            "{seat} is declarer, and declarer may only redouble players who doubled declarer.",
                            seat=seat,
                        )
                    )
                elif letter not in NEGATIVE:
                    problems.append(
                        Reason.of(
                            "barbu_double_positive",
                            "In {contract} the others may only double declarer: {seat} doubled another player.",
                            seat=seat,
                            contract=NAMES[letter],
                        )
                    )
                else:
                    problems.append(
                        Reason.of(
                            "barbu_double_declarer_only",
                            "With declarer-only doubles, {seat} may only double declarer.",
                            seat=seat,
                        )
                    )
        owed = self.owed(sheet, position)
        left = self.hands_left(sheet, position)
        for seat in range(PLAYERS):
            if seat == declarer or seat in doubled_me or not double_forced(owed[seat], left):
                continue
            if left == 1:
                problems.append(
                    Reason.of(
                        "barbu_double_forced_last",
                        "{seat} must double declarer: this is the last hand of the seven and a compulsory "
                        "double is still owed.",
                        seat=seat,
                    )
                )
            else:
                problems.append(
                    Reason.of(
                        "barbu_double_forced",
                        "{seat} must double declarer: {owed} compulsory doubles are still owed and only "
                        "{left} hands are left in this seven.",
                        seat=seat,
                        owed=owed[seat],
                        left=left,
                    )
                )
        return problems
