"""Arranged deals and small drivers for the Barbu tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import Card, parse_cards
from cardtable.core.moves import Move
from cardtable.games.barbu.rules import BarbuState


def arranged(
    *hands: str,
    declarer: int = 0,
    options: Mapping[str, Any] | None = None,
    number: int = 0,
    earlier: Sequence[Mapping[str, Any]] = (),
) -> BarbuState:
    return BarbuState.arranged(
        [parse_cards(text) for text in hands], declarer=declarer, options=options, number=number, earlier=earlier
    )


def card(text: str) -> Card:
    return Card.parse(text)


def move(text: str) -> Move:
    return Move.parse(text)


def apply_all(state: BarbuState, *texts: str) -> None:
    for text in texts:
        state.apply(Move.parse(text))


def legal_texts(state: BarbuState) -> list[str]:
    return sorted(str(m) for m in state.legal_moves())


def start_play(state: BarbuState, contract: str, arg: str | None = None) -> BarbuState:
    """Declarer chooses ``contract`` (naming ``arg`` for Trumps or Dominoes)
    and everyone passes the doubling."""
    state.apply(Move.parse(f"contract {contract}"))
    if contract == "T":
        state.apply(Move.parse(f"trumps {arg or 'S'}"))
    elif contract == "D":
        state.apply(Move.parse(f"rank {arg or '7'}"))
    while state.phase == "double":
        state.apply(Move("pass"))
    return state


def cells(declarer: int, contract: str, doubles: Sequence[Sequence[int]] = (), seven: int = 0) -> dict[str, Any]:
    """The sheet cells of an earlier hand, as hand_result writes them."""
    return {
        "declarer": declarer,
        "contract": contract,
        "trumps": None,
        "rank": None,
        "doubles": [list(pair) for pair in doubles],
        "raw": [0, 0, 0, 0],
        "points": [0, 0, 0, 0],
        "seven": seven,
    }


# Seat 0 every club, seat 1 every heart, seat 2 every diamond, seat 3 every spade.
ONE_SUIT_EACH = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
)

# Trumps (spades): seat 0 holds every club; seat 1 only high trumps and low
# hearts; seat 2 only low trumps and low diamonds; seat 3 no trump at all.
HIGH_THEN_LOW = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "8S 9S 10S JS QS KS AS 2H 3H 4H 5H 6H 7H",
    "2S 3S 4S 5S 6S 7S 2D 3D 4D 5D 6D 7D 8D",
    "8H 9H 10H JH QH KH AH 9D 10D JD QD KD AD",
)

# Trumps (spades): as above with the trumps the other way round: seat 1 low
# trumps, seat 2 the high ones.
LOW_THEN_HIGH = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "2S 3S 4S 5S 6S 7S 2H 3H 4H 5H 6H 7H 8H",
    "8S 9S 10S JS QS KS AS 2D 3D 4D 5D 6D 7D",
    "9H 10H JH QH KH AH 8D 9D 10D JD QD KD AD",
)

# Trumps (spades) with a trump lead: seat 0 leads the 9S; seat 1 can beat it
# only with the KS, seat 2 the KS only with the AS, seat 3 cannot beat the AS.
# Seat 3 also holds the KC and AC, to follow a club lead.
TRUMP_LEAD = (
    "5S 9S 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC",
    "2S 3S 4S KS 2H 3H 4H 5H 6H 7H 8H 9H 10H",
    "6S 7S 8S AS JH QH KH AH 2D 3D 4D 5D 6D",
    "10S JS QS KC AC 7D 8D 9D 10D JD QD KD AD",
)
