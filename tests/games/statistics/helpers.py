"""Positions of Statistics set up by hand, for the rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import Card, parse_cards
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.statistics import GAME, StatisticsState


def position(
    hands: Sequence[str],
    kitty: str = "KS",
    deck: str = "",
    options: Mapping[str, Any] | None = None,
    dealer: int | None = None,
    free_lead: bool = False,
) -> StatisticsState:
    """A deal as given: ``kitty`` is the card turned to start it, ``deck``
    bottom first (its last card is drawn first). The player to the dealer's
    left (seat 0 unless ``dealer`` says otherwise) starts. ``free_lead``:
    the kitty was just taken by the dealer and the player leads freely."""
    players = len(hands)
    resolved = GAME.resolve(players, options)
    dealer = players - 1 if dealer is None else dealer
    context = HandContext(0, dealer, (0,) * players)
    stock = parse_cards(deck) + parse_cards(kitty)
    state = StatisticsState(players, resolved, 0, context, [parse_cards(h) for h in hands], stock)
    if free_lead:
        state.taken[dealer].extend(state.kitty)
        state.kitty = []
    return state


def do(state: StatisticsState, *moves: str) -> StatisticsState:
    """Make ``moves`` (text form) in turn; returns the state."""
    for text in moves:
        state.apply(Move.parse(text))
    return state


def legal(state: StatisticsState) -> set[str]:
    return {str(move) for move in state.legal_moves()}


def texts(cards: Sequence[Card]) -> list[str]:
    return sorted(card.text for card in cards)


def card(text: str) -> Card:
    return Card.parse(text)
