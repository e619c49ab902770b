"""Arranged deals for the Hearts rule tests (all hold hands: play starts at once)."""

from __future__ import annotations

from cardtable.core.cards import Card, parse_cards
from cardtable.core.moves import Move, play
from cardtable.games.hearts.rules import HeartsState


def arranged(*hands: str, number: int = 3, dealer: int = 0) -> HeartsState:
    return HeartsState.arranged([parse_cards(text) for text in hands], number=number, dealer=dealer)


def card(text: str) -> Card:
    return Card.parse(text)


def move(text: str) -> Move:
    return Move.parse(text)


def play_all(state: HeartsState, *cards: str) -> None:
    for text in cards:
        state.apply(play(Card.parse(text)))


# Seat 0 leads the 2C; seats 1 and 3 are out of clubs but hold diamonds; seat 2
# wins the first trick with the AC and then holds only clubs and hearts.
FOLLOWING = (
    "2C 3C 4C 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H 2D 3D 4D 5D",
    "5C 6C 7C 8C 9C 10C JC QC KC AC QH KH AH",
    "JH QS KS AS 6D 7D 8D 9D 10D JD QD KD AD",
)

# One suit each: seat 0 every club, seat 1 every heart, seat 2 every diamond,
# seat 3 every spade. Seat 0 wins all thirteen tricks.
ONE_SUIT_EACH = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
)

# Seat 2 wins the first trick with the AC and is then left with hearts only.
ONLY_HEARTS = (
    "2C 5C 6C 7C 8C 9C 10C JC QC KC AH 2S 3S",
    "3C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
    "4C AD 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
)
