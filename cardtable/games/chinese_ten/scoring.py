"""Chinese Ten's scoring, pure (the score sheet reuses it).

"In the stack that each player has next to him, separate all red cards from
black ones": only red cards score; "cards that have a face value equal to or
greater than ten are scored as ten points. A nine is also worth ten points and
an ace is worth twenty points", the two to the eight their face value: 105 a
red suit, 210 in all. The black aces (NOTES): with three players the ace of
spades scores 30; with four the ace of spades 30 and the ace of clubs 40. The
tie scores, 105 / 80 / 70, are the whole deck's points shared out equally.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core.cards import Card, Suit, french_deck

#: The red cards' points in all: 105 in each red suit.
RED_TOTAL = 210
#: The scoring choices: against the tie score, or the plain differences.
TIE, PLAIN = "tie", "plain"


def black_ace_points(suit: Suit, players: int) -> int:
    """What a black ace scores: the ace of spades 30 with three or four
    players, the ace of clubs 40 with four; nothing with two."""
    if suit is Suit.SPADES and players >= 3:
        return 30
    if suit is Suit.CLUBS and players >= 4:
        return 40
    return 0


def card_points(card: Card, players: int) -> int:
    """One card's points at a table of ``players``."""
    rank = int(card.rank)
    if card.suit is None:
        return 0
    if not card.suit.is_red:
        return black_ace_points(card.suit, players) if rank == 1 else 0
    if rank == 1:
        return 20
    if rank >= 9:
        return 10
    return rank


def points(cards: Iterable[Card], players: int) -> int:
    """The points of a stack of cards."""
    return sum(card_points(card, players) for card in cards)


def deck_total(players: int) -> int:
    """Every point of the deck: 210, 240 with three players, 280 with four."""
    return points(french_deck(), players)


def tie_score(players: int) -> int:
    """The score of a tie game: 105 for two, 80 for three, 70 for four."""
    return deck_total(players) // players


def results(scores: Sequence[int], scoring: str) -> tuple[int, ...]:
    """Each seat's result for a deal. Against the tie score: "the difference
    of your score from the tie score is how many points you win or lose by".
    Plain: "the difference between scores is the amount the person wins
    by", summed over every other player."""
    players = len(scores)
    if scoring == PLAIN:
        return tuple(sum(mine - other for other in scores) for mine in scores)
    tie = tie_score(players)
    return tuple(score - tie for score in scores)
