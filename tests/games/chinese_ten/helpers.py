"""Positions of Chinese Ten set up by hand, for the rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import parse_cards
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.chinese_ten import GAME, ChineseTenState


def position(
    hands: Sequence[str],
    table: str,
    stock: str = "",
    options: Mapping[str, Any] | None = None,
    dealer: int | None = None,
    taken: Sequence[str] = (),
) -> ChineseTenState:
    """A deal as given: ``stock`` top first (its first card is turned
    first); the player to the dealer's left (seat 0 unless ``dealer`` says
    otherwise) starts; ``taken``: each seat's stack so far."""
    players = len(hands)
    resolved = GAME.resolve(players, options)
    dealer = players - 1 if dealer is None else dealer
    context = HandContext(0, dealer, (0,) * players)
    stack = list(reversed(parse_cards(stock)))
    hands_dealt = [parse_cards(hand) for hand in hands]
    state = ChineseTenState(
        players, resolved, 0, context, hands_dealt, parse_cards(table), stack, (dealer + 1) % players
    )
    for seat, cards in enumerate(taken):
        state.taken[seat] = parse_cards(cards)
    return state


def do(state: ChineseTenState, *moves: str) -> ChineseTenState:
    """Make ``moves`` (text form) in turn; returns the state."""
    for text in moves:
        state.apply(Move.parse(text))
    return state


def texts(cards: Sequence[Any]) -> list[str]:
    return sorted(card.text for card in cards)


def legal(state: ChineseTenState) -> list[str]:
    return sorted(str(move) for move in state.legal_moves())
