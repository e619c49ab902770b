"""What a blackjack hand is worth: the one arithmetic every module shares.

"Each ace counts as either 1 point or 11 points, face cards (kings, queens,
jacks) count 10 points each, and all other cards (2 through 9) count their
face value." A hand is *soft* when one of its aces counts 11 without the
total going over 21; the engine, the strategy, the simulator and the table
all read totals from here so that they can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...core.cards import Card

#: Card values by index 1..10 (1 is the ace): the shoe's composition is a
#: tuple of 11 counts indexed this way (index 0 unused).
VALUES = tuple(range(1, 11))
ACE = 1
TEN = 10


def value(card: Card) -> int:
    """1 for an ace, 10 for a ten or a face card, else the pip."""
    return min(int(card.rank), 10)


@dataclass(frozen=True)
class Total:
    """A hand's best total and whether an ace in it still counts 11."""

    points: int
    soft: bool

    @property
    def bust(self) -> bool:
        return self.points > 21


def total_of_values(values: Iterable[int]) -> Total:
    """The best total of card values (1 = ace): one ace counts 11 when that
    keeps the hand at 21 or under."""
    points = 0
    has_ace = False
    for v in values:
        points += v
        has_ace = has_ace or v == ACE
    if has_ace and points + 10 <= 21:
        return Total(points + 10, True)
    return Total(points, False)


def total(cards: Iterable[Card]) -> Total:
    """The best total of a hand of cards."""
    return total_of_values(value(card) for card in cards)


def is_natural(cards: Iterable[Card], from_split: bool = False) -> bool:
    """A blackjack: an ace and a ten-value card as a hand's first two cards.
    "21 after a split is not a blackjack" (NOTES), hence ``from_split``."""
    values = sorted(value(card) for card in cards)
    return not from_split and values == [ACE, TEN]


def is_pair(cards: Iterable[Card], split_tens: bool) -> bool:
    """Two cards that may be split: the same rank, or (``split_tens``) any
    two ten-value cards ("a player may also split any two cards with a value
    of 10")."""
    two = list(cards)
    if len(two) != 2:
        return False
    if two[0].rank == two[1].rank:
        return True
    return split_tens and value(two[0]) == TEN and value(two[1]) == TEN
