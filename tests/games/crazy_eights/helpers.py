"""Helpers for the Crazy Eights tests: positions set up card by card."""

from __future__ import annotations

from typing import Any

from cardtable.core.cards import parse_cards
from cardtable.core.moves import Move
from cardtable.games.crazy_eights.rules import CrazyEightsState


def position(hands: list[str], top: str, stock: str = "", **kwargs: Any) -> CrazyEightsState:
    """A position from card texts: ``hands`` per seat, the discard's top card
    (or several cards, bottom first) and the stock, bottom first."""
    return CrazyEightsState.build(
        [parse_cards(hand) for hand in hands],
        parse_cards(top),
        parse_cards(stock),
        **kwargs,
    )


def moves(state: CrazyEightsState) -> list[str]:
    return [str(move) for move in state.legal_moves()]


def do(state: CrazyEightsState, *texts: str) -> CrazyEightsState:
    for text in texts:
        state.apply(Move.parse(text))
    return state
