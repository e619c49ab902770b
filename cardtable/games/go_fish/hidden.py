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
from collections import Counter
from typing import TYPE_CHECKING

from ...core.cards import Card, card_order
from ...engines.deal import constrained_deal

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .state import GoFishState

STOCK = -1
BOOKS = 13
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
    _break_books(copy, others, knowledge, rng)
    copy._legal = None
    return copy


def _break_books(state: GoFishState, others: list[int], knowledge: Knowledge, rng: random.Random) -> None:
    """Nobody holds four of a rank (a book is set aside at once): where the
    deal gave a seat four, swap one of them, at random, with a card from
    another hand or the stock that keeps every public fact."""
    for _ in range(4 * BOOKS):
        full = next(
            (
                (seat, rank)
                for seat in others
                for rank, n in Counter(c.rank for c in state.hands[seat]).items()
                if n == 4
            ),
            None,
        )
        if full is None:
            return
        seat, rank = full
        mine = [c for c in state.hands[seat] if c.rank == rank and c not in knowledge.exact[seat]]
        options = []
        for place in [*others, STOCK]:
            if place == seat:
                continue
            held = state.stock if place == STOCK else state.hands[place]
            for card in mine:
                if place != STOCK and (not knowledge.may_hold(place, card) or sum(c.rank == rank for c in held) >= 3):
                    continue
                for index, other in enumerate(held):
                    if other.rank == rank or not knowledge.may_hold(seat, other):
                        continue
                    if sum(c.rank == other.rank for c in state.hands[seat]) >= 3:
                        continue
                    if place != STOCK and (
                        other in knowledge.exact[place]
                        or sum(c.rank == other.rank for c in held) <= knowledge.least[place][other.rank]
                    ):
                        continue
                    options.append((card, held, index))
        if not options:
            return
        card, held, index = options[int(rng.random() * len(options))]
        hand = state.hands[seat]
        hand[hand.index(card)], held[index] = held[index], card
