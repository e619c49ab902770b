"""The dealer's final totals, computed by recursion over the shoe.

The dealer has no choices ("a dealer with a total less than 17 must hit"),
so where the dealer ends is a probability over the cards left in the shoe.
Every strategy decision compares with it, so it is computed exactly from
the composition (11 counts, index 1..10, drawing without replacement) and
cached by that composition.

Outcomes are indexed ``0..4`` for 17..21, ``BUST`` and ``BLACKJACK``.
"""

from __future__ import annotations

from functools import lru_cache

from .values import ACE, TEN

Composition = tuple[int, ...]
#: Indexes of the outcome vectors: totals 17..21 at 0..4, then these two.
BUST = 5
BLACKJACK = 6
OUTCOMES = 7


def full_shoe(decks: int) -> Composition:
    """The composition of ``decks`` full decks: four of each value a deck,
    sixteen ten-value cards (10, J, Q, K)."""
    return (0, *(4 * decks,) * 9, 16 * decks)


def remove(comp: Composition, *values: int) -> Composition:
    """``comp`` less one card of each of ``values`` (a ValueError when the
    shoe has no such card: a caller's bookkeeping error, never silent)."""
    counts = list(comp)
    for v in values:
        if counts[v] <= 0:
            raise ValueError(f"no card of value {v} left in {comp}")
        counts[v] -= 1
    return tuple(counts)


def _final(hard: int, ace: bool, h17: bool) -> int:
    """The dealer's outcome index when the hand stops here (0..4 for
    17..21, BUST), or -1 while the dealer must draw."""
    points = hard + 10 if ace and hard + 10 <= 21 else hard
    if points > 21:
        return BUST
    if points >= 18 or (points == 17 and not (h17 and points != hard)):
        return points - 17
    return -1


@lru_cache(maxsize=400_000)
def _draw_to_17(comp: Composition, hard: int, ace: bool, h17: bool) -> tuple[float, ...]:
    """The final outcomes (17..21, bust) of a dealer hand holding ``hard``
    points with ``ace`` (an ace among them) that must draw from ``comp``."""
    total = [0.0] * 6
    left = sum(comp) - comp[0]
    if left == 0:
        # An empty shoe cannot happen in a real round (the discards are
        # reshuffled): here the dealer stops drawing and loses.
        total[BUST] = 1.0
        return tuple(total)
    counts = list(comp)
    for v in range(1, 11):
        n = comp[v]
        if n == 0:
            continue
        share = n / left
        now_ace = ace or v == ACE
        end = _final(hard + v, now_ace, h17)
        if end >= 0:
            total[end] += share
            continue
        counts[v] = n - 1
        sub = _draw_to_17(tuple(counts), hard + v, now_ace, h17)
        counts[v] = n
        for i in range(6):
            total[i] += share * sub[i]
    return tuple(total)


def _is_blackjack(up: int, hole: int) -> bool:
    return {up, hole} == {ACE, TEN}


@lru_cache(maxsize=200_000)
def dealer_outcomes(up: int, comp: Composition, h17: bool, no_blackjack: bool) -> tuple[float, ...]:
    """Where the dealer showing ``up`` ends, the second card and every hit
    drawn from ``comp`` (the shoe less every card known dealt, the up card
    included): 7 probabilities, 17..21, bust, blackjack.

    ``no_blackjack``: the rules peek and the dealer had no blackjack, so the
    second card is known not to complete one (the vector is conditioned on
    that and its blackjack entry is 0). Without it (European, or the
    chance before the peek) a blackjack is an outcome of its own."""
    left = sum(comp) - comp[0]
    outcome = [0.0] * OUTCOMES
    weight = 0
    counts = list(comp)
    for hole in range(1, 11):
        n = comp[hole]
        if n == 0:
            continue
        if _is_blackjack(up, hole):
            if no_blackjack:
                continue
            outcome[BLACKJACK] += n
            weight += n
            continue
        weight += n
        end = _final(up + hole, ACE in (up, hole), h17)
        if end >= 0:
            outcome[end] += n
            continue
        counts[hole] = n - 1
        sub = _draw_to_17(tuple(counts), up + hole, ACE in (up, hole), h17)
        counts[hole] = n
        for i in range(6):
            outcome[i] += n * sub[i]
    if weight == 0 or left == 0:
        return tuple(outcome)
    return tuple(x / weight for x in outcome)


def blackjack_chance(up: int, comp: Composition) -> float:
    """The chance that the dealer's second card, drawn from ``comp``, makes
    a blackjack with ``up``."""
    left = sum(comp) - comp[0]
    if up == ACE:
        return comp[TEN] / left
    if up == TEN:
        return comp[ACE] / left
    return 0.0
