"""Statistics: the points of a collection and the cells of a round.

Pure functions, shared by the rules, the players and the score sheet. The
rule text's "Scoring": each ace 10, the ten of diamonds 20, the queen of
spades minus 20, each jack and each eight 1; a pair 2, three of a kind 4,
four of a kind 8, twos excepted, "points for the individual cards are
counted in addition to the points for the set".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ...core.cards import Card, Rank, Suit

TEN_OF_DIAMONDS = Card(10, Suit.DIAMONDS)
QUEEN_OF_SPADES = Card(12, Suit.SPADES)

#: Points of a set by its size (a single card is no set).
SET_POINTS = {1: 0, 2: 2, 3: 4, 4: 8}


def card_points(card: Card) -> int:
    """The points of one card alone, without the sets it belongs to."""
    if card.rank == Rank.ACE:
        return 10
    if card is TEN_OF_DIAMONDS:
        return 20
    if card is QUEEN_OF_SPADES:
        return -20
    if card.rank in (Rank.JACK, Rank.EIGHT):
        return 1
    return 0


def set_points(cards: Iterable[Card]) -> int:
    """The points of the sets alone: each rank but the twos held 2, 3 or 4 times."""
    counts = Counter(card.rank for card in cards)
    return sum(SET_POINTS[n] for rank, n in counts.items() if rank != Rank.TWO)


def collection_points(cards: Iterable[Card]) -> int:
    """A collection's points: its cards and its sets."""
    held = list(cards)
    return sum(card_points(card) for card in held) + set_points(held)


def round_cells(collections: Sequence[Sequence[Card]]) -> dict[str, Any]:
    """The score-sheet row of a round from each seat's collection: the aces,
    who took the ten of diamonds and the queen of spades, the jacks and
    eights, the set points and the round's points."""
    players = len(collections)
    return {
        "aces": tuple(sum(card.rank == Rank.ACE for card in held) for held in collections),
        "ten_of_diamonds": next((s for s in range(players) if TEN_OF_DIAMONDS in collections[s]), None),
        "queen_of_spades": next((s for s in range(players) if QUEEN_OF_SPADES in collections[s]), None),
        "jacks_eights": tuple(sum(card.rank in (Rank.JACK, Rank.EIGHT) for card in held) for held in collections),
        "sets": tuple(set_points(held) for held in collections),
        "points": tuple(collection_points(held) for held in collections),
    }
