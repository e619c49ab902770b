"""A deal of the cards a seat of Crazy Eights cannot see, for the search
players (``GameState.determinize``): every size kept, and every public fact
(a rebuilt stock, a draw that showed a player could not play) respected.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.cards import Card, card_order
from ...engines.deal import constrained_deal, respect_limits
from .moves import STOCK_PLACE

if TYPE_CHECKING:
    from .state import CrazyEightsState


def determinize(state: CrazyEightsState, seat: int, rng: random.Random) -> CrazyEightsState:
    """Redeal every card ``seat`` cannot see (the other hands and the stock)
    keeping every size. All draws are face down, so nothing else is known
    for certain; the discard pile is public and stays. After a rebuild the
    stock holds only cards that were reshuffled into it (all seen in the
    discard pile), and such a card can be in a hand only if that player has
    drawn since. The rebuild shuffle gets a fresh key, or a search could
    foresee the rebuilt stock."""
    copy = state.clone()
    unseen: list[Card] = list(copy.stock)
    for other, hand in enumerate(copy.hands):
        if other != seat:
            unseen.extend(hand)
    unseen.sort(key=card_order)  # not the hidden order: only the rng decides
    others = [other for other in range(state.players) if other != seat]
    if state.pool is None:
        rng.shuffle(unseen)
        at = 0
        for other in others:
            size = len(copy.hands[other])
            copy.hands[other] = unseen[at : at + size]
            at += size
        copy.stock = unseen[at:]
    else:
        room = {other: len(copy.hands[other]) for other in others}
        room[STOCK_PLACE] = len(copy.stock)
        takers = [other for other in others if other in state.pool_takers]
        allowed = {card: ([STOCK_PLACE, *takers] if card in state.pool else others) for card in unseen}
        deal = constrained_deal(unseen, room, allowed, rng)
        for other in others:
            copy.hands[other] = deal[other]
        copy.stock = deal[STOCK_PLACE]
    if state.blind:
        _respect_blind_draws(copy, seat, rng)
    copy.shuffle_key = rng.getrandbits(64)
    copy._legal = None
    return copy


def _may_hold(state: CrazyEightsState, place: int, card: Card) -> bool:
    """May ``place`` (a seat, or STOCK_PLACE) hold ``card`` after a rebuild?"""
    if state.pool is None:
        return True
    if card in state.pool:
        return place == STOCK_PLACE or place in state.pool_takers
    return place != STOCK_PLACE


def _respect_blind_draws(state: CrazyEightsState, seat: int, rng: random.Random) -> None:
    """A player who drew because it could not play holds at most as many of
    the cards playable then as it has received since. Where a fresh deal
    breaks that, swap a surplus card with one from elsewhere that keeps
    every rule (``engines.deal.respect_limits``: public facts only)."""
    facts = [(who, cards, got) for who, cards, got in state.blind if who != seat]
    holdings = {STOCK_PLACE: state.stock}
    holdings.update((other, state.hands[other]) for other in range(state.players) if other != seat)
    respect_limits(holdings, facts, rng, lambda place, card: _may_hold(state, place, card))
