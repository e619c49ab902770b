"""Rounds with the shoe arranged: the cards named come out first, in order
(deal order: a card to each betting box, the dealer's up card, a second card
to each box, the hole card, then the hits)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.core.cards import Card
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.blackjack import GAME
from cardtable.games.blackjack.state import BlackjackState


def stack(state: BlackjackState, cards: str) -> BlackjackState:
    """Put each card named on top of the shoe, in that order (the first pack's
    copy when it is still in the shoe, else another); the cut card keeps its
    place."""
    order = list(reversed(state.shoe)) + list(reversed(state.past_cut))
    chosen = []
    for text in cards.split():
        wanted = Card.parse(text)
        found = wanted if wanted in order else next(c for c in order if c.rank == wanted.rank and c.suit == wanted.suit)
        order.remove(found)
        chosen.append(found)
    order = chosen + order
    before = len(state.shoe)
    state.shoe = list(reversed(order[:before]))
    state.past_cut = list(reversed(order[before:]))
    return state


def arranged(
    cards: str,
    players: int = 1,
    options: Mapping[str, Any] | None = None,
    seed: str = "arranged",
    context: HandContext | None = None,
) -> BlackjackState:
    return stack(GAME.new_hand(players, dict(options or {}), seed, context), cards)


def play(state: BlackjackState, *moves: str) -> BlackjackState:
    for text in moves:
        state.apply(Move.parse(text))
    return state


def texts(cards: Any) -> list[str]:
    return [card.text.split("-")[0] if card is not None else "??" for card in cards]


def hand(state: BlackjackState, box: int = 0, index: int = 0) -> dict[str, Any]:
    return dict(state.hands[box][index])
