"""What a Barbu hand is worth in each contract, for the rule-of-thumb player
(cardtable/games/barbu/ai.py) and its playouts.

Each contract is valued by a cheap estimate of what a hand will score in it:
a few hand features (``features``) weighted by least squares fitted on
simulated hands (``FITS``). The declarer chooses the open contract whose
estimate beats most what a random hand of hers would score in it later (the
contract is played in this seven anyway), so Trumps and No Tricks, whose
random-hand value is high for a declarer, are kept for later unless the hand
is made for them. Trumps and the Dominoes starting rank are named by the
suit and rank that suit the hand best.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core.cards import Card, Rank, Suit
from . import scoring
from .rules import DOMINO_RANKS
from .scoring import (
    ACE_OF_HEARTS,
    DOMINOES,
    NO_HEARTS,
    NO_KING,
    NO_LAST_TWO,
    NO_QUEENS,
    NO_TRICKS,
    RAVAGE_CITY,
    TRUMPS,
)

HEARTS = Suit.HEARTS
SUITS = tuple(Suit)


# --------------------------------------------------------------------------
# Hand features and estimates


def by_suit(hand: Sequence[Card]) -> dict[Suit, list[int]]:
    """The ranks (ace 14) of each suit of ``hand``, lowest first."""
    out: dict[Suit, list[int]] = {suit: [] for suit in SUITS}
    for card in hand:
        assert card.suit is not None, "Barbu is played without jokers"
        out[card.suit].append(card.high)
    for highs in out.values():
        highs.sort()
    return out


def exposure(highs: Sequence[int], index: int) -> float:
    """How exposed the card ``highs[index]`` of a suit is: the share of the
    suit's outstanding cards that rank below it (1: nothing can duck under
    it)."""
    high = highs[index]
    outstanding = 13 - len(highs)
    if outstanding <= 0:
        return 1.0
    return (high - 2 - index) / outstanding


def _exposures(suits: dict[Suit, list[int]], only: Suit | None = None, skip: Suit | None = None) -> tuple[float, float]:
    """Sums of exposure squared and to the fourth over some suits."""
    two = four = 0.0
    for suit, highs in suits.items():
        if (only is not None and suit is not only) or suit is skip:
            continue
        for index in range(len(highs)):
            e = exposure(highs, index)
            two += e * e
            four += e**4
    return two, four


def _short(suits: dict[Suit, list[int]], skip: Suit | None = None) -> tuple[int, int]:
    voids = sum(1 for suit, highs in suits.items() if suit is not skip and not highs)
    singles = sum(1 for suit, highs in suits.items() if suit is not skip and len(highs) == 1)
    return voids, singles


def best_trumps(hand: Sequence[Card]) -> Suit:
    """The suit that makes the most tricks as trumps: length first, then honours."""
    suits = by_suit(hand)
    return max(SUITS, key=lambda suit: (_trump_strength(suits, suit), -int(suit)))


def _trump_strength(suits: dict[Suit, list[int]], trump: Suit) -> float:
    highs = suits[trump]
    return len(highs) + 0.5 * sum(1 for h in highs if h >= 12) + 0.1 * sum(highs) / 14


def domino_cost(suits: dict[Suit, list[int]], start: int) -> tuple[float, float, int, int]:
    """What a starting rank means for a hand in Dominoes: how many of the
    others' cards must be laid before each of ours (waiting), how many of the
    others' cards wait behind a card of ours that is next to be laid
    (blocked), how many of our cards lie five or more ranks from the start,
    and how many cards of the starting rank we hold."""
    waiting = 0.0
    blocked = 0.0
    far = 0
    held = 0
    for highs in suits.values():
        if not highs:
            continue
        mine = set(highs)
        if start in mine:
            held += 1
        else:
            waiting += 1  # someone else must start the suit
        up = [h for h in highs if h > start]
        down = [h for h in highs if h < start]
        if up:
            top = max(up)
            waiting += sum(1 for h in range(start + 1, top) if h not in mine)
            if start + 1 in mine:
                blocked += sum(1 for h in range(start + 2, 15) if h not in mine)
        if down:
            bottom = min(down)
            waiting += sum(1 for h in range(bottom + 1, start) if h not in mine)
            if start - 1 in mine:
                blocked += sum(1 for h in range(2, start - 1) if h not in mine)
        far += sum(1 for h in highs if abs(h - start) >= 5)
    return waiting, blocked, far, held


def best_rank(hand: Sequence[Card]) -> Rank:
    """The starting rank that lets this hand go out soonest: few of the
    others' cards to wait for, many of theirs blocked behind ours."""
    suits = by_suit(hand)

    def cost(rank: Rank) -> float:
        start = rank.high
        waiting, blocked, far, held = domino_cost(suits, start)
        return waiting - 0.12 * blocked + 0.3 * far - 0.2 * held

    return min(DOMINO_RANKS, key=lambda rank: (cost(rank), abs(int(rank) - 7.5) if rank is not Rank.ACE else 9))


def features(
    letter: str, hand: Sequence[Card], trumps: Suit | None = None, rank: Rank | None = None
) -> tuple[float, ...]:
    """A few numbers that say how a hand suits contract ``letter`` (the
    estimate weights them, see FITS). ``trumps`` and ``rank`` are the
    ones named, else the ones this hand would name."""
    suits = by_suit(hand)
    if letter in (NO_TRICKS, RAVAGE_CITY):
        two, four = _exposures(suits)
        voids, singles = _short(suits)
        longest = max(len(highs) for highs in suits.values())
        return (two, four, voids, singles, longest)
    if letter == NO_HEARTS:
        two, four = _exposures(suits, skip=HEARTS)
        htwo, _ = _exposures(suits, only=HEARTS)
        voids, singles = _short(suits, skip=HEARTS)
        return (two, four, htwo, len(suits[HEARTS]), float(ACE_OF_HEARTS in hand), voids + 0.5 * singles)
    if letter == NO_QUEENS:
        two, four = _exposures(suits)
        queens = bare = honours = 0.0
        for highs in suits.values():
            if 12 in highs:
                queens += 1
                lower = sum(1 for h in highs if h < 12)
                bare += max(0, 3 - lower) / 3
            else:
                honours += sum(1 for h in highs if h > 12) * (1.0 if len(highs) <= 3 else 0.6)
        voids, singles = _short(suits)
        return (two, four, queens, bare, honours, voids + 0.5 * singles)
    if letter == NO_KING:
        two, four = _exposures(suits, skip=HEARTS)
        hearts = suits[HEARTS]
        king = float(13 in hearts)
        lower = sum(1 for h in hearts if h < 13)
        bare_king = king * max(0, 3 - lower) / 3
        ace_alone = float(14 in hearts and 13 not in hearts) * max(0, 3 - (len(hearts) - 1)) / 3
        voids, singles = _short(suits, skip=HEARTS)
        return (two, four, king, bare_king, ace_alone, len(hearts), voids + 0.5 * singles)
    if letter == NO_LAST_TWO:
        two, _ = _exposures(suits)
        honours = sum(1 for card in hand if card.high >= 13)
        lows = sum(1 for card in hand if card.high <= 4)
        excess = sum(max(0, len(highs) - 4) for highs in suits.values())
        return (two, honours, lows, excess)
    if letter == TRUMPS:
        trump = trumps if trumps is not None else best_trumps(hand)
        highs = suits[trump]
        honours = sum(1 for h in highs if h >= 12)
        side_aces = sum(1 for suit in SUITS if suit is not trump and 14 in suits[suit])
        side_kings = sum(1 for suit in SUITS if suit is not trump and 13 in suits[suit] and len(suits[suit]) >= 2)
        voids, singles = _short(suits, skip=trump)
        return (len(highs), len(highs) ** 2 / 13, honours, side_aces, side_kings, voids + 0.5 * singles)
    if letter == DOMINOES:
        rank = rank if rank is not None else best_rank(hand)
        start = rank.high
        waiting, blocked, far, held = domino_cost(suits, start)
        extremes = sum(1 for card in hand if card.high in (2, 14))
        distance = sum(abs(card.high - start) for card in hand)
        voids = sum(1 for highs in suits.values() if not highs)
        return (waiting, blocked, far, held, extremes, distance, voids)
    raise ValueError(letter)


@dataclass(frozen=True)
class Fit:
    """A least-squares fit of a player's raw score in one contract on the
    ``features`` of her hand: ``intercept`` and ``weights``; ``mean`` is the
    mean raw score of that role, ``spread`` the standard deviation of what
    the fit leaves unexplained and ``sd`` that of the raw score itself."""

    intercept: float
    weights: tuple[float, ...]
    mean: float
    spread: float
    sd: float


#: Fitted on 2,500-4,000 simulated deals per contract played by this
#: module's heuristic players with no doubles, the declarer choosing trumps
#: and the rank by ``best_trumps`` and ``best_rank`` (default values).
#: "declarer" is the declarer's own score, "other" any other player's.
FITS: dict[str, dict[str, Fit]] = {
    "declarer": {
        NO_TRICKS: Fit(4.03, (-3.42, 1.21, 3.15, 1.52, 0.12), -6.66, 3.6, 4.9),
        NO_HEARTS: Fit(1.78, (-2.87, -0.02, -3.19, 0.77, 1.94, 2.45), -8.32, 7.2, 8.4),
        NO_QUEENS: Fit(3.8, (-2.38, 1.26, -1.36, -3.84, -0.99, 2.8), -6.28, 5.7, 6.7),
        NO_KING: Fit(4.45, (-3.61, 1.68, 6.23, -8.45, -2.13, -0.87, 2.52), -5.54, 8.2, 9.0),
        NO_LAST_TWO: Fit(-10.43, (-1.25, 0.92, 2.15, 0.84), -7.06, 11.6, 12.2),
        TRUMPS: Fit(-9.76, (5.03, -1.21, 3.57, 4.67, 3.87, 3.18), 22.47, 5.2, 8.1),
        DOMINOES: Fit(45.23, (-1.02, 0.46, -2.31, 1.64, -1.09, -0.1, -3.02), 19.25, 17.6, 19.9),
        RAVAGE_CITY: Fit(13.8, (-6.04, 0.75, 6.23, 3.5, 0.14), -9.31, 13.3, 15.4),
    },
    "other": {
        NO_TRICKS: Fit(3.08, (-3.34, 1.27, 3.32, 1.28, 0.27), -6.45, 3.5, 4.7),
        NO_HEARTS: Fit(2.19, (-2.89, 0.33, -2.78, 0.6, 1.99, 2.93), -7.23, 6.9, 7.9),
        NO_QUEENS: Fit(2.86, (-1.9, 0.82, -1.1, -4.04, -0.8, 2.89), -5.91, 5.5, 6.5),
        NO_KING: Fit(3.9, (-3.12, 1.33, 5.25, -6.73, -2.14, -0.7, 2.56), -4.82, 7.9, 8.6),
        NO_LAST_TWO: Fit(-7.87, (-1.68, 0.96, 1.74, 0.84), -7.65, 12.0, 12.5),
        TRUMPS: Fit(0.89, (0.33, 5.36, 3.12, 4.86, 3.43, 2.02), 14.18, 4.9, 7.7),
        DOMINOES: Fit(41.72, (-0.96, 0.1, -1.96, -0.17, -2.41, 0.16, -6.03), 15.25, 16.7, 18.4),
        RAVAGE_CITY: Fit(10.4, (-6.37, 1.34, 5.97, 2.99, 0.92), -8.9, 13.1, 15.0),
    },
}

#: How much better than average declarer's hand is for the contract she
#: chose, in standard deviations of the contract's scores (measured in
#: matches of these players).
CHOSEN: dict[str, float] = {
    NO_TRICKS: 0.15,
    NO_HEARTS: 0.35,
    NO_QUEENS: 0.15,
    NO_KING: 0.3,
    NO_LAST_TWO: 0.2,
    TRUMPS: 0.75,
    DOMINOES: 0.4,
    RAVAGE_CITY: 0.3,
}
DEFAULT_VALUES = scoring.Values()


def rescale(letter: str, points: float, values: scoring.Values | None) -> float:
    """A score on the default scale carried to the scheme in use (the
    alternative scores, or Dominoes raised by 9 with Ravage City)."""
    if values is None or values == DEFAULT_VALUES:
        return points
    if letter == DOMINOES:
        old, new = DEFAULT_VALUES.dominoes, values.dominoes
        old_mean, new_mean = sum(old) / 4, sum(new) / 4
        return new_mean + (points - old_mean) * (max(new) - min(new)) / (max(old) - min(old))
    return points * values.total(letter) / DEFAULT_VALUES.total(letter)


def estimate(
    letter: str,
    hand: Sequence[Card],
    values: scoring.Values | None = None,
    declarer: bool = True,
    trumps: Suit | None = None,
    rank: Rank | None = None,
) -> float:
    """The raw score this hand may expect in contract ``letter``, as declarer
    or as another player, in the scheme ``values``."""
    fit = FITS["declarer" if declarer else "other"][letter]
    guess = fit.intercept + sum(w * f for w, f in zip(fit.weights, features(letter, hand, trumps, rank)))
    guess = rescale(letter, guess, values)
    scheme = values or DEFAULT_VALUES
    if letter == DOMINOES:
        low, high = float(min(scheme.dominoes)), float(max(scheme.dominoes))
    else:
        low, high = sorted((0.0, float(scheme.total(letter))))
    return min(high, max(low, guess))


def mean_score(letter: str, values: scoring.Values | None = None, declarer: bool = True) -> float:
    """What a random hand scores in ``letter`` on average, as declarer or not."""
    return rescale(letter, FITS["declarer" if declarer else "other"][letter].mean, values)


def contract_value(letter: str, hand: Sequence[Card], values: scoring.Values | None = None) -> float:
    """How much better than a random hand this hand does in ``letter``: the
    contract is played in this seven anyway, so what counts is the gain over
    playing it later with another hand."""
    return estimate(letter, hand, values) - mean_score(letter, values)


def choose_contract_letter(hand: Sequence[Card], choices: Sequence[str], values: scoring.Values | None = None) -> str:
    """The open contract this hand suits best, relative to a random hand."""
    return max(
        choices, key=lambda letter: (contract_value(letter, hand, values), -scoring.CONTRACT_ORDER.index(letter))
    )
