"""Arranged deals and small drivers for the Oh Hell tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from cardtable.core.cards import Card, parse_cards
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.oh_hell.rules import OhHellState


def arranged(
    *hands: str,
    turnup: str | None = "9C",
    dealer: int = 0,
    options: Mapping[str, Any] | None = None,
    number: int | None = None,
) -> OhHellState:
    """A hand with the given hands (one string per seat) and turned-up card."""
    return OhHellState.arranged(
        [parse_cards(text) for text in hands], Card.parse(turnup) if turnup else None, dealer, options, number
    )


def card(text: str) -> Card:
    return Card.parse(text)


def move(text: str) -> Move:
    return Move.parse(text)


def apply_all(state: OhHellState, *texts: str) -> None:
    for text in texts:
        state.apply(Move.parse(text))


def legal_texts(state: OhHellState) -> list[str]:
    return [str(m) for m in state.legal_moves()]


def refused(state: OhHellState, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        state.apply(Move.parse(text))
    assert str(caught.value).strip()
    return caught.value


def bid_all(state: OhHellState, *bids: int) -> None:
    """Bids in bidding order (from the dealer's left)."""
    for bid in bids:
        state.apply(Move("bid", arg=bid))
