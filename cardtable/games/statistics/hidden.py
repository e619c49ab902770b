"""A deal of the cards a seat of Statistics cannot see, for the search players.

What the seat knows: its own hand, the kitty, every collection (everyone saw
each kitty taken) and how many cards each hand and the deck hold; the cards
it passed, which stay in the receiver's hand until played, or until the
receiver passes a card of its own (it may be one of them: from then on the
passer no longer knows where they are). The cards passed to it it holds or
has played. Everything else (the other hands, the deck and its order, and
what the others passed each other) is imagined. A pass also tells the table
that its player could not play on the top card then; we do not use that here
(the draws that follow change the hand).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.cards import Card, card_order
from ...engines.deal import deal_avoiding

if TYPE_CHECKING:
    from .state import StatisticsState

DECK = -1


def determinize(state: StatisticsState, seat: int, rng: random.Random) -> StatisticsState:
    copy = state.clone()
    players = state.players
    others = [other for other in range(players) if other != seat]
    receiver = state.left_of(seat)
    fixed: dict[int, list[Card]] = {other: [] for other in others}
    if receiver != seat:
        fixed[receiver] = list(state.pins[seat])  # shown in its view as ``known_held``
    pinned = set(fixed[receiver]) if receiver != seat else set()
    unseen = [card for other in others for card in state.hands[other] if card not in pinned] + state.deck
    room = {other: len(state.hands[other]) - len(fixed[other]) for other in others}
    room[DECK] = len(state.deck)
    deal = deal_avoiding(unseen, room, {}, rng)
    for other in others:
        copy.hands[other] = sorted(fixed[other] + deal[other], key=card_order)
    copy.deck = list(deal[DECK])
    _imagine_passes(copy, seat, rng)
    copy._legal = None
    copy._shared = None
    return copy


def _imagine_passes(state: StatisticsState, seat: int, rng: random.Random) -> None:
    """What the other seats passed each other is hidden from ``seat``: give
    each such pass a card from the receiver's imagined hand (then from
    anywhere), and let the passer know nothing of where it is."""
    everything = sorted(state.cards(), key=card_order)
    for giver in range(state.players):
        receiver = state.left_of(giver)
        count = len(state.gave[giver])
        if seat in (giver, receiver) or not count:
            continue
        pool = sorted(state.hands[receiver], key=card_order)
        rng.shuffle(pool)
        extra = [card for card in everything if card not in pool]
        rng.shuffle(extra)
        pool.extend(extra)
        # A card may go round the table more than once: the count is public.
        state.gave[giver] = sorted((pool[i % len(pool)] for i in range(count)), key=card_order)
        state.pins[giver] = []
