"""Positions of Go Fish set up by hand, for the rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import parse_cards
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.go_fish import GAME, GoFishState


def position(
    hands: Sequence[str],
    stock: str = "",
    options: Mapping[str, Any] | None = None,
    dealer: int | None = None,
) -> GoFishState:
    """A hand dealt as given (``stock`` bottom first: its last card is drawn
    first); the player to the dealer's left (seat 0 unless ``dealer`` says
    otherwise) starts."""
    players = len(hands)
    resolved = GAME.resolve(players, options)
    dealer = players - 1 if dealer is None else dealer
    context = HandContext(0, dealer, (0,) * players)
    return GoFishState(players, resolved, 0, context, [parse_cards(h) for h in hands], parse_cards(stock))


def do(state: GoFishState, *moves: str) -> GoFishState:
    """Make ``moves`` (text form) in turn; returns the state."""
    for text in moves:
        state.apply(Move.parse(text))
    return state


def texts(cards: Sequence[Any]) -> list[str]:
    return sorted(card.text for card in cards)
