"""Arranged deals and small drivers for the Spades tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import Card, parse_cards
from cardtable.core.moves import Move
from cardtable.games.spades.rules import SpadesState


def arranged(
    *hands: str,
    dealer: int = 3,
    options: Mapping[str, Any] | None = None,
    number: int = 0,
    scores: Sequence[int] | None = None,
    earlier: Sequence[Mapping[str, Any]] = (),
) -> SpadesState:
    """A hand with the given hands (text), dealt by ``dealer`` (3: seat 0 bids first)."""
    return SpadesState.arranged(
        [parse_cards(text) for text in hands],
        dealer=dealer,
        options=options,
        number=number,
        scores=scores,
        earlier=earlier,
    )


def card(text: str) -> Card:
    return Card.parse(text)


def move(text: str) -> Move:
    return Move.parse(text)


def apply_all(state: SpadesState, *texts: str) -> None:
    for text in texts:
        state.apply(Move.parse(text))


def legal_texts(state: SpadesState) -> list[str]:
    return [str(m) for m in state.legal_moves()]


def bid_all(state: SpadesState, *bids: str | int) -> None:
    """Each seat in turn (from the dealer's left) looks at its cards if it must
    and bids: a number, "nil" or "blind_nil"."""
    for bid in bids:
        seat = state.to_move
        assert state.phase == "bid" and seat is not None
        if bid == "blind_nil":
            state.apply(Move("blind_nil"))
            continue
        if not state.looked[seat]:
            state.apply(Move("look"))
        state.apply(Move("nil") if bid == "nil" else Move("bid", arg=int(bid)))


# Seat 0 every club, seat 1 every heart, seat 2 every diamond, seat 3 every spade.
ONE_SUIT_EACH = (
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
)

# Every suit in every hand, the low cards at seat 0 and the high ones at seat 3.
MIXED = (
    "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S",
    "6C 7C 8C 9C 5D 6D 7D 5H 6H 7H 5S 6S 7S",
    "10C JC QC 8D 9D 10D JD 8H 9H 10H 8S 9S 10S",
    "KC AC QD KD AD JH QH KH AH JS QS KS AS",
)

# Seat 1 has no club and can trump the first trick; seat 3 holds the two of
# clubs' suit mates above it.
VOID_IN_CLUBS = (
    "2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 2H 3H 4H",
    "2S 3S 4S 5S 6S 6D 7D 8D 5H 6H 7H 8H 9H",
    "8C 9C 10C JC 9D 10D JD 10H JH QH 7S 8S 9S",
    "QC KC AC QD KD AD KH AH 10S JS QS KS AS",
)

# Three players, 17 cards each (no two of diamonds).
THREE_HANDS = (
    "2C 3C 4C 5C 6C 7C 3D 4D 5D 6D 2H 3H 4H 5H 2S 3S 4S",
    "8C 9C 10C JC 7D 8D 9D 10D 6H 7H 8H 9H 5S 6S 7S 8S 9S",
    "QC KC AC JD QD KD AD 10H JH QH KH AH 10S JS QS KS AS",
)
