"""Imagined deals for the search: the cards a seat cannot see are the
dealer's hole card and the shoe (and the face-down discards, whose values it
saw leave the shoe). They are redealt at random, respecting what the seat
knows: the discards keep the values it saw, and after a peek the hole card
does not make the dealer a blackjack."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from .flow import INSURANCE
from .values import is_natural, value

if TYPE_CHECKING:
    from .state import BlackjackState


def determinize(state: BlackjackState, rng: random.Random) -> BlackjackState:
    """A copy with the unseen cards dealt anew from ``rng`` (in a canonical
    order first, so nothing of the real order leaks), and a new seed for the
    discards should the shoe run out."""
    copy = state.clone()
    hole = state.hole_hidden
    pool = state.shoe + state.past_cut + state.discards + ([state.dealer[1]] if hole else [])
    pool.sort(key=lambda card: card.sort_key)
    rng.shuffle(pool)
    wanted = Counter(value(card) for card in state.discards)
    discards, rest = [], []
    for card in pool:
        if wanted[value(card)] > 0:
            wanted[value(card)] -= 1
            discards.append(card)
        else:
            rest.append(card)
    if hole:
        up = state.dealer[0]
        peeked = state.rules.peeks and state.phase != INSURANCE
        at = next(i for i, card in enumerate(rest) if not (peeked and is_natural([up, card])))
        copy.dealer[1] = rest.pop(at)
    before = len(state.shoe)
    copy.discards, copy.shoe, copy.past_cut = discards, rest[:before], rest[before:]
    copy.spare_seed = f"imagined:{rng.getrandbits(48)}"
    return copy
