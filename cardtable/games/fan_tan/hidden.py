"""A deal of the cards a seat of Fan Tan cannot see, for the search players
(``GameState.determinize``): every size kept, every public fact respected.

What the seat knows: its own hand (and the cards it has chosen to pass);
the rows, the turned-up cards and every card played; that the cards it
passed are still in the taker's hand unless played; what each pass showed a
player lacks (``voids``, and ``limits`` after Crazy Tan's draws). Everything
else (the other hands, the others' undelivered passes, the stock and its
order, and who passed what to whom among the others) is imagined.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.cards import Card, card_order
from ...engines.deal import constrained_deal, respect_limits
from .moves import STOCK_PLACE
from .passing import PASS_COUNT

if TYPE_CHECKING:
    from .state import FanTanState


def determinize(state: FanTanState, seat: int, rng: random.Random) -> FanTanState:
    copy = state.clone()
    players = state.players
    others = [other for other in range(players) if other != seat]
    fixed: dict[int, list[Card]] = {other: [] for other in others}
    if state.phase != "pass" and state.offset:
        taker = (seat + state.offset) % players
        fixed[taker] = [card for card in state.passed[seat] if card in state.hands[taker]]
    pinned = {card for cards in fixed.values() for card in cards}
    holdings = {other: state.hands[other] + state.chosen[other] for other in others}
    unseen = [card for other in others for card in holdings[other] if card not in pinned] + state.stock
    room = {other: len(holdings[other]) - len(fixed[other]) for other in others}
    if state.config.stock:
        room[STOCK_PLACE] = len(state.stock)
    voids = [frozenset(cards) for cards in state.voids]

    def may_hold(place: int, card: Card) -> bool:
        return card not in pinned and (place == STOCK_PLACE or card not in voids[place])

    everywhere = list(room)
    known = pinned.union(*voids)  # cards some place may not hold: the others go anywhere
    allowed = {
        card: [place for place in room if may_hold(place, card)] if card in known else everywhere for card in unseen
    }
    deal = constrained_deal(unseen, room, allowed, rng)
    for other in others:
        cards = sorted(fixed[other] + deal[other], key=card_order)
        size = len(state.chosen[other])
        if size:
            rng.shuffle(cards)
            copy.chosen[other] = sorted(cards[:size], key=card_order)
            cards = cards[size:]
        copy.hands[other] = cards
    stock = deal.get(STOCK_PLACE, [])
    rng.shuffle(stock)
    copy.stock = stock
    facts = [(who, frozenset(cards), got) for who, cards, got in state.limits if who != seat]
    if facts:
        places = {STOCK_PLACE: copy.stock}
        places.update((other, copy.hands[other]) for other in others)
        respect_limits(places, facts, rng, may_hold)
    for other in others:
        copy.hands[other].sort(key=card_order)
    if state.phase != "pass" and state.offset:
        _imagine_passes(copy, seat, rng)
    copy._legal = None
    copy._public = None
    return copy


def _imagine_passes(state: FanTanState, seat: int, rng: random.Random) -> None:
    """Who passed what among the other seats is hidden from ``seat``: give
    each such taker three of the cards it now holds or has played. What
    ``seat`` passed and was passed stays true."""
    for giver in range(state.players):
        taker = (giver + state.offset) % state.players
        if seat in (giver, taker):
            continue
        pool = sorted(state.hands[taker] + state.played[taker], key=card_order)
        cards = tuple(sorted(rng.sample(pool, PASS_COUNT), key=card_order))
        state.passed[giver] = cards
        state.received[taker] = cards
