"""Statistics: the points of a collection and the cells of a round.

Pure functions, shared by the rules, the players and the score sheet. The
rule text's "Scoring": each ace 10, the ten of diamonds 20, the queen of
spades minus 20, each jack and each eight 1; a pair 2, three of a kind 4,
four of a kind 8, twos excepted, "points for the individual cards are
counted in addition to the points for the set".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...core.cards import Card, Rank, Suit, french_deck

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
    counts = [0] * 14
    for card in cards:
        counts[card.rank] += 1
    counts[Rank.TWO] = 0
    return sum(_SETS[n] for n in counts if n > 1)


def collection_points(cards: Iterable[Card]) -> int:
    """A collection's points: its cards and its sets."""
    counts = [0] * 14
    total = 0
    for card in cards:
        counts[card.rank] += 1
        total += _POINTS[card.index]
    counts[Rank.TWO] = 0
    return total + sum(_SETS[n] for n in counts if n > 1)


_SETS = (0, 0, SET_POINTS[2], SET_POINTS[3], SET_POINTS[4])
#: ``card_points`` by ``Card.index``, for the players' many counts.
_POINTS = [card_points(card) for card in french_deck()]


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


def break_tie(
    tied: Sequence[int], reverse: bool, ten_holder: int | None, last_points: Sequence[int]
) -> tuple[tuple[int, ...], str]:
    """Who of ``tied`` (two or more equal best totals) wins, and how: "In
    the unlikely event of a perfect tie, the player with the Ten of Diamonds
    in the last round wins" ("ten"); our decision for Reverse: the tied
    player who did not hold it ("not_ten"), then the one who took fewer
    points in the last round ("fewer"); "" when the tied share the win."""
    if not reverse:
        if ten_holder is not None and ten_holder in tied:
            return (ten_holder,), "ten"
        return tuple(tied), ""
    rest = tuple(seat for seat in tied if seat != ten_holder)
    if len(rest) == 1:
        return rest, "not_ten"
    fewest = min(last_points[seat] for seat in rest)
    fewer = tuple(seat for seat in rest if last_points[seat] == fewest)
    return fewer, "fewer" if len(fewer) == 1 else ""
