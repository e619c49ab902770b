"""What makes ten in Chinese Ten, as pure functions of cards.

"Players are to make pairs of cards that add up to ten": ace and nine, two
and eight, three and seven, four and six, five and five; "for cards that have
face value greater than ten, you just play the same card on it" (tens on
tens, jacks on jacks, queens on queens, kings on kings). So every rank has
exactly one partner rank, and the partner of a partner is the rank itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core.cards import Card


def partner_rank(rank: int) -> int:
    """The one rank that makes ten with ``rank``: 10 - rank from the ace to
    the nine, the same rank from the ten to the king."""
    return 10 - rank if rank < 10 else rank


def makes_ten(first: Card, second: Card) -> bool:
    """Whether two cards make a pair: the one rank's partner is the other."""
    return partner_rank(int(first.rank)) == int(second.rank)


def fitting(card: Card, table: Iterable[Card]) -> list[Card]:
    """The table cards ``card`` makes ten with, in the table's order."""
    wanted = partner_rank(int(card.rank))
    return [other for other in table if other.rank == wanted]


def pairs(hand: Sequence[Card], table: Sequence[Card]) -> list[tuple[Card, Card]]:
    """Every (hand card, table card) that makes ten, hand card by hand card."""
    return [(card, other) for card in hand for other in fitting(card, table)]
