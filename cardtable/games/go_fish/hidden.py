"""A deal of the cards a seat of Go Fish cannot see, for the search players:
every hand size kept, and every public fact respected (``knowledge``): cards
handed over stay where they went, a seat that asked for a rank holds one, a
seat that said "Go fish!" to a rank (and has not drawn since) holds none.

Each other seat is split into places: one per rank it must hold more of than
its exactly known cards, taking only cards of that rank, and one for the rest
of its hand; the stock is a place too. ``engines.deal.constrained_deal`` then
deals the unseen cards into them, from the public facts and the rng alone.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.cards import Card, card_order
from ...engines.deal import constrained_deal

if TYPE_CHECKING:
    from .state import GoFishState

STOCK = -1
_FREE = 0  # a place number's last part: the rest of a hand (1..13 are ranks)


def _place(seat: int, part: int) -> int:
    return seat * 16 + part


def determinize(state: GoFishState, seat: int, rng: random.Random) -> GoFishState:
    copy = state.clone()
    knowledge = state.knowledge()
    others = [other for other in range(state.players) if other != seat]
    unseen: list[Card] = list(state.stock)
    room: dict[int, int] = {STOCK: len(state.stock)}
    needs: dict[int, dict[int, int]] = {}
    for other in others:
        fixed = knowledge.exact[other]
        unseen.extend(card for card in state.hands[other] if card not in fixed)
        short = {}
        for rank, least in enumerate(knowledge.least[other]):
            missing = least - sum(1 for card in fixed if card.rank == rank)
            if missing > 0:
                short[rank] = missing
                room[_place(other, rank)] = missing
        needs[other] = short
        room[_place(other, _FREE)] = len(state.hands[other]) - len(fixed) - sum(short.values())
    unseen.sort(key=card_order)
    allowed: dict[Card, list[int]] = {}
    for card in unseen:
        places = [STOCK] if room[STOCK] else []
        for other in others:
            if card in knowledge.card_voids[other]:
                continue
            if card.rank in needs[other]:
                places.append(_place(other, int(card.rank)))
            if room[_place(other, _FREE)] and int(card.rank) not in knowledge.voids[other]:
                places.append(_place(other, _FREE))
        allowed[card] = places
    room = {place: count for place, count in room.items() if count}
    deal = constrained_deal(unseen, room, allowed, rng)
    for other in others:
        hand = sorted(knowledge.exact[other], key=card_order)
        for place, cards in deal.items():
            if place != STOCK and place // 16 == other:
                hand.extend(cards)
        copy.hands[other] = hand
    stock = list(deal.get(STOCK, []))
    rng.shuffle(stock)
    copy.stock = stock
    copy._legal = None
    return copy
