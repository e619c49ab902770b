"""What Hard's search (ai.ismcts) needs of Statistics: quick playouts and
the value of a finished deal.

The search plays thousands of imagined deals to their end; the seat views
and the unseen-card counts Normal (ai.py) reads would cost most of its time,
so the playouts keep Normal's habits in cheap numbers: a take is worth what
the kitty adds to the taker's collection, less the aces and twos spent (a
later, richer kitty) and the hand's cards lost to an eight-take; a play left
on the kitty costs a share of what the next player would take with it and
of the points laid away; a pass gives away the card needed least. In
Reverse every point counts the other way, as Normal plays it.

The value of a deal is the seat's round points against the others' mean
(Reverse: the other way round), 0.5 being even: what the benchmark and the
match count, a point worth the same to every seat.
"""

from __future__ import annotations

import random

from ...core.cards import Card, Rank
from ...core.game import GameState
from ...core.moves import Move
from .scoring import _POINTS, _SETS, QUEEN_OF_SPADES, TEN_OF_DIAMONDS, collection_points
from .state import StatisticsState

#: Normal's weights (ai.py), for the playouts.
ACE_KEEP = 4.0
TWO_KEEP = 3.0
SHRINK_COST = 7.0
KEEP_SHARE = 0.6
RETURN_SHARE = 0.25
#: The chance the playouts give the next player of taking a kitty left to it
#: (about Normal's estimate early in a deal, from the unseen cards).
TAKE_CHANCE = 0.4
#: Round points that fill the value's half-range either way.
SPREAD = 60.0

ACE, TWO, EIGHT, JACK = int(Rank.ACE), int(Rank.TWO), int(Rank.EIGHT), int(Rank.JACK)
#: What a card is worth to keep back when it must pass one (higher: keep it).
_KEEP = [0.0] * 52
_KEEP_REVERSE = [0.0] * 52


def _fill_keep() -> None:
    from ...core.cards import french_deck

    for card in french_deck():
        keep = {ACE: 12.0, TWO: 6.0, EIGHT: 2.5, JACK: 2.0}.get(int(card.rank), card.high / 4)
        back = {ACE: -8.0, TWO: 6.0}.get(int(card.rank), card.high / 4)
        if card is TEN_OF_DIAMONDS:
            keep, back = 20.0, -10.0
        elif card is QUEEN_OF_SPADES:
            keep, back = -10.0, 15.0
        _KEEP[card.index] = keep
        _KEEP_REVERSE[card.index] = back


_fill_keep()


def _gain(counts: list[int], base: int, cards: tuple[Card, ...]) -> int:
    """What ``cards`` add to a collection whose rank ``counts`` and points
    ``base`` are given (each card's points and the sets it completes)."""
    added = 0
    extra: dict[int, int] = {}
    for card in cards:
        added += _POINTS[card.index]
        rank = int(card.rank)
        if rank != TWO:
            extra[rank] = extra.get(rank, 0) + 1
    for rank, more in extra.items():
        had = counts[rank]
        added += _SETS[min(4, had + more)] - _SETS[min(4, had)]
    return base + added


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Normal's habits, cheaply (see the module docstring): the best-valued
    legal move, ties broken at random."""
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    assert isinstance(state, StatisticsState)
    seat = state.to_move
    assert seat is not None
    reverse = bool(state.options["reverse"])
    sign = -1.0 if reverse else 1.0
    kitty = state.kitty
    counts = [0] * 14
    kitty_gain = 0
    if any(move.kind == "take" for move in legal):
        # What the kitty alone adds to this collection (the sets it completes counted).
        mine = state.taken[seat]
        for card in mine:
            counts[card.rank] += 1
        for card in kitty:
            counts[card.rank] += 1
        counts[TWO] = 0
        kitty_gain = collection_points(mine + kitty) - collection_points(mine)
    # What the kitty is worth to the next player, roughly: its cards' points.
    kitty_points = sum(_POINTS[card.index] for card in kitty)
    keep = _KEEP_REVERSE if reverse else _KEEP
    hand = state.hands[seat]
    best = legal[0]
    best_value = -1e9
    random_ = rng.random
    for move in legal:
        kind = move.kind
        cards = move.cards
        if kind == "pass":
            card = cards[0]
            value = -keep[card.index] - 2.0 * sum(1 for other in hand if other.rank == card.rank and other is not card)
        elif kind == "take":
            value = sign * _gain(counts, kitty_gain, cards)
            aces = twos = eights = 0
            for card in cards:
                rank = card.rank
                if rank == ACE:
                    aces += 1
                elif rank == TWO:
                    twos += 1
                elif rank == EIGHT:
                    eights += 1
            if eights == len(cards):
                value -= SHRINK_COST * (eights - 1)
            value += ACE_KEEP * aces if reverse else -ACE_KEEP * aces
            value -= TWO_KEEP * twos
        else:
            laid = 0
            twos = 0
            for card in cards:
                laid += _POINTS[card.index]
                if card.rank == TWO:
                    twos += 1
            left = kitty_points + laid
            if reverse:
                value = TAKE_CHANCE * 0.5 * left - RETURN_SHARE * max(0, left) + KEEP_SHARE * laid - TWO_KEEP * twos
            else:
                value = -TAKE_CHANCE * left - KEEP_SHARE * laid - TWO_KEEP * twos
        value += 0.01 * random_()
        if value > best_value:
            best, best_value = move, value
    return best


def search_utility(state: GameState) -> list[float]:
    """Each seat's round points against the others' mean, 0.5 being even
    (Reverse: fewer is better), ``SPREAD`` points either way filling the range."""
    assert isinstance(state, StatisticsState)
    points = [collection_points(cards) for cards in state.taken]
    players = len(points)
    total = sum(points)
    sign = -1.0 if state.options["reverse"] else 1.0
    values = []
    for own in points:
        lead = sign * (own - (total - own) / (players - 1)) / (2 * SPREAD)
        values.append(0.5 + max(-0.5, min(0.5, lead)))
    return values
