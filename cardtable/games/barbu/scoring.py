"""Barbu's scores: the contracts' values, raw scores and the doubles' settlement.

Pure functions on plain data, shared by the rules (scoring a played hand), the
doubling sheet (scoring a hand typed by a person) and the computer players
(what a double is worth). The values are the seed's (pagat) with the options
of ``../shared/rules/NOTES.md``; every scheme keeps the zero sum over a
declarer's contracts, which is what the sheet's check-sum column checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ...core.cards import Card, Rank, Suit
from ...core.i18n import N_

PLAYERS = 4
HANDS_PER_DECLARER = 7
COMPULSORY_DOUBLES = 2


@dataclass(frozen=True)
class Contract:
    """One contract: ``letter`` is what the sheet's left column shows."""

    letter: str
    name: str
    positive: bool
    #: The raw scores of the four players always add up to this.
    total: int


NO_TRICKS = "N"
NO_HEARTS = "H"
NO_QUEENS = "Q"
NO_KING = "K"
NO_LAST_TWO = "L"
TRUMPS = "T"
DOMINOES = "D"
RAVAGE_CITY = "R"

#: The seven contracts in the seed's order, then the optional eighth.
CONTRACT_ORDER = (NO_TRICKS, NO_HEARTS, NO_QUEENS, NO_KING, NO_LAST_TWO, TRUMPS, DOMINOES, RAVAGE_CITY)
NEGATIVE = frozenset({NO_TRICKS, NO_HEARTS, NO_QUEENS, NO_KING, NO_LAST_TWO, RAVAGE_CITY})
#: No Hearts and No King of Hearts forbid leading a heart unless the leader holds only hearts.
HEART_LEAD_BANNED = frozenset({NO_HEARTS, NO_KING})
#: Each contract's name (English marked with N_: shown translated).
NAMES = {
    NO_TRICKS: N_("No Tricks"),
    NO_HEARTS: N_("No Hearts"),
    NO_QUEENS: N_("No Queens"),
    NO_KING: N_("No King of Hearts"),
    NO_LAST_TWO: N_("No Last Two"),
    TRUMPS: N_("Trumps"),
    DOMINOES: N_("Dominoes"),
    RAVAGE_CITY: N_("Ravage City"),
}

ACE_OF_HEARTS = Card(Rank.ACE, Suit.HEARTS)
KING_OF_HEARTS = Card(Rank.KING, Suit.HEARTS)


@dataclass(frozen=True)
class Values:
    """The points of one scoring scheme."""

    per_trick: int = -2  # No Tricks
    per_heart: int = -2  # No Hearts
    ace_of_hearts: int = -6
    per_queen: int = -6
    king_of_hearts: int = -20
    last_but_one: int = -10  # No Last Two: trick 12
    last: int = -20  # trick 13
    trumps_per_trick: int = 5
    dominoes: tuple[int, int, int, int] = (45, 20, 5, -5)
    ravage: int = -36  # shared among those tied for the most cards of one suit

    def total(self, letter: str) -> int:
        """The contract's value: what its four raw scores add up to."""
        return {
            NO_TRICKS: 13 * self.per_trick,
            NO_HEARTS: 12 * self.per_heart + self.ace_of_hearts,
            NO_QUEENS: 4 * self.per_queen,
            NO_KING: self.king_of_hearts,
            NO_LAST_TWO: self.last_but_one + self.last,
            TRUMPS: 13 * self.trumps_per_trick,
            DOMINOES: sum(self.dominoes),
            RAVAGE_CITY: self.ravage,
        }[letter]


def values_for(options: Mapping[str, object]) -> Values:
    """The scheme chosen by the options ``alternative_scores`` and
    ``ravage_city``. With Ravage City (-36) the four Dominoes scores rise by 9
    each, the seed's own way to keep a scheme zero-sum ("adjusting all four
    scores in Dominoes by the same amount")."""
    king, dominoes = -20, (45, 20, 5, -5)
    if options.get("alternative_scores"):
        king, dominoes = -15, (40, 20, 10, -10)
    if options.get("ravage_city"):
        dominoes = (dominoes[0] + 9, dominoes[1] + 9, dominoes[2] + 9, dominoes[3] + 9)
    return Values(king_of_hearts=king, dominoes=dominoes)


def contracts_for(options: Mapping[str, object]) -> tuple[str, ...]:
    """The contracts each declarer plays: seven, or eight with Ravage City."""
    return CONTRACT_ORDER if options.get("ravage_city") else CONTRACT_ORDER[:7]


def contract(letter: str, options: Mapping[str, object] | None = None) -> Contract:
    values = values_for(options or {})
    return Contract(letter, NAMES[letter], letter not in NEGATIVE, values.total(letter))


# -- raw scores --------------------------------------------------------------


def raw_from_tricks(letter: str, tricks: Sequence[tuple[int, Sequence[Card]]], values: Values) -> tuple[int, ...]:
    """The raw scores of a trick-taking contract from its tricks in order,
    each (winner, cards). Tricks not played (No Queens and No King of Hearts
    stop early) score nothing, as the cards they would hold are harmless."""
    raw = [0] * PLAYERS
    for index, (winner, cards) in enumerate(tricks):
        if letter == NO_TRICKS:
            raw[winner] += values.per_trick
        elif letter == TRUMPS:
            raw[winner] += values.trumps_per_trick
        elif letter == NO_HEARTS:
            for card in cards:
                if card == ACE_OF_HEARTS:
                    raw[winner] += values.ace_of_hearts
                elif card.suit is Suit.HEARTS:
                    raw[winner] += values.per_heart
        elif letter == NO_QUEENS:
            raw[winner] += values.per_queen * sum(1 for card in cards if card.rank is Rank.QUEEN)
        elif letter == NO_KING:
            if KING_OF_HEARTS in cards:
                raw[winner] += values.king_of_hearts
        elif letter == NO_LAST_TWO:
            if index == 11:
                raw[winner] += values.last_but_one
            elif index == 12:
                raw[winner] += values.last
        elif letter == RAVAGE_CITY:
            pass
        else:
            raise ValueError(f"{letter} is not a trick-taking contract")
    if letter == RAVAGE_CITY:
        captured: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for winner, cards in tricks:
            captured[winner].extend(cards)
        return ravage_scores(captured, values)
    return tuple(raw)


def ravage_scores(captured: Sequence[Iterable[Card]], values: Values) -> tuple[int, ...]:
    """Ravage City: "Whichever player takes the most cards in any one suit
    scores -36"; players tied for that most share it (-18, -12, -9)."""
    most = []
    for cards in captured:
        counts: dict[Suit | None, int] = {}
        for card in cards:
            counts[card.suit] = counts.get(card.suit, 0) + 1
        most.append(max(counts.values(), default=0))
    top = max(most)
    tied = [seat for seat in range(PLAYERS) if most[seat] == top]
    share = values.ravage // len(tied)
    return tuple(share if seat in tied else 0 for seat in range(PLAYERS))


def raw_from_places(order_out: Sequence[int], values: Values) -> tuple[int, ...]:
    """Dominoes: the raw scores from the order in which players went out
    (first out first; the last player is the fourth)."""
    raw = [0] * PLAYERS
    for place, seat in enumerate(order_out):
        raw[seat] = values.dominoes[place]
    return tuple(raw)


# -- doubles and settlement --------------------------------------------------


def settle(raw: Sequence[int], doubles: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """The four final scores of a hand from its raw scores and the set of
    (doubler, doubled) pairs. For each of the six pairs: neither doubled the
    other, nothing; one doubled the other, the difference of their raw scores
    moves from the worse to the better; each doubled the other, twice it."""
    pairs = set(doubles)
    final = list(raw)
    for first in range(PLAYERS):
        for second in range(first + 1, PLAYERS):
            times = ((first, second) in pairs) + ((second, first) in pairs)
            moved = times * (raw[first] - raw[second])
            final[first] += moved
            final[second] -= moved
    return tuple(final)


def side_payments(raw: Sequence[int], doubles: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """What the doubles add to each raw score (settled minus raw)."""
    return tuple(final - points for final, points in zip(settle(raw, doubles), raw))


def declarer_of(number: int, first_declarer: int, per: int = HANDS_PER_DECLARER) -> int:
    """Hand ``number`` (0-based) belongs to the declarer of its seven: the
    first declarer, then the player on her left, and so on. ``per`` is the
    hands each declarer plays (8 with Ravage City)."""
    return (first_declarer + number // per) % PLAYERS


def earlier_in_seven(
    earlier: Sequence[Mapping[str, object]], number: int, declarer: int, per: int = HANDS_PER_DECLARER
) -> list[Mapping[str, object]]:
    """The sheet cells of the hands of the match before hand ``number`` that
    belong to the same run of ``per`` hands (the same seven) and to
    ``declarer``. ``earlier`` may be shorter than ``number`` (a hand dealt
    out of a match knows nothing of its predecessors): only what is there
    counts."""
    start = number - number % per
    return [
        cells for cells in earlier[start : min(number, len(earlier))] if cells and cells.get("declarer") == declarer
    ]


def doubles_owed(declarer: int, doubles_so_far: Iterable[Iterable[Sequence[int]]]) -> tuple[int, ...]:
    """Each player's compulsory doubles of ``declarer`` still owed, from the
    doubles of the earlier hands of her seven: "each player is obliged to
    double declarer at least twice" (0 for the declarer herself)."""
    made = [0] * PLAYERS
    for hand in doubles_so_far:
        for doubler, doubled in hand:
            if doubled == declarer and doubler != declarer:
                made[doubler] += 1
    return tuple(0 if seat == declarer else max(0, COMPULSORY_DOUBLES - made[seat]) for seat in range(PLAYERS))


def double_forced(owed: int, hands_left: int) -> bool:
    """A compulsory double of declarer is forced when the doubles still owed
    equal the hands left in the seven (this one included)."""
    return owed > 0 and owed >= hands_left


def allowed_targets(
    seat: int, declarer: int, letter: str, doubled_me: Iterable[int], declarer_only: bool
) -> tuple[int, ...]:
    """Whom ``seat`` may double: anyone but herself; declarer only those who
    doubled her; in the positive contracts (or with the declarer-only option)
    the others only declarer."""
    if seat == declarer:
        return tuple(sorted(set(doubled_me)))
    if letter in (TRUMPS, DOMINOES) or declarer_only:
        return (declarer,)
    return tuple(other for other in range(PLAYERS) if other != seat)


def sheet_mark(seat: int, doubled: Sequence[int], allowed: Sequence[int], initials: Sequence[str]) -> str:
    """What the doubling sheet writes in a player's column: "X" for maximum
    (every double allowed, at least two), else the initials of the players
    doubled, "" for a pass."""
    if not doubled:
        return ""
    if len(allowed) > 1 and set(doubled) == set(allowed):
        return "X"
    return "".join(initials[other] for other in sorted(doubled))
