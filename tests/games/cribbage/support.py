"""Helpers for the Cribbage tests: rigged deals and move scripts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import Card, parse_cards
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.cribbage import GAME
from cardtable.games.cribbage.rules import CribbageState
from cardtable.games.cribbage.scoring import DECK


def rig(
    hands: Sequence[str],
    starter: str,
    *,
    dealer: int = 0,
    options: Mapping[str, Any] | None = None,
    scores: Sequence[int] | None = None,
    crib_card: str | None = None,
) -> CribbageState:
    """A fresh deal (discard phase) with the given hands by seat, the card that
    will be turned as the starter and, for three players, the pack's card in
    the crib. Every other card stays in the stock, so no card is lost."""
    players = len(hands)
    context = HandContext(0, dealer, tuple(scores) if scores else (0,) * players)
    state = GAME.new_hand(players, options, seed="rigged", context=context)
    dealt = [parse_cards(text) for text in hands]
    turned = Card.parse(starter)
    used = {card for hand in dealt for card in hand} | {turned}
    state.hands = [list(hand) for hand in dealt]
    state.crib, state.crib_from = [], []
    if crib_card is not None:
        extra = Card.parse(crib_card)
        used.add(extra)
        state.crib, state.crib_from = [extra], [-1]
    assert len(used) == sum(len(hand) for hand in dealt) + 1 + (crib_card is not None), "a card twice"
    state.hidden_starter = turned
    state.stock = tuple(card for card in DECK if card not in used)
    state._refresh_legal()
    return state


def moves(state: CribbageState, *texts: str) -> CribbageState:
    """Apply moves given as text, in order."""
    for text in texts:
        state.apply(Move.parse(text))
    return state


def pegging(
    hands: Sequence[str],
    discards: Sequence[str],
    starter: str,
    **kwargs: Any,
) -> CribbageState:
    """A rigged deal taken through its discards (``discards[seat]``, in the
    order the seats throw: from the dealer's left round to the dealer)."""
    state = rig(hands, starter, **kwargs)
    players = len(hands)
    dealer = kwargs.get("dealer", 0)
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        for card in parse_cards(discards[seat]):
            assert state.to_move == seat
            state.apply(Move("discard", (card,)))
    return state
