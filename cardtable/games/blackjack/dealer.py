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


#: A card's step in a shoe's key: nine bits a value (up to 511 cards).
_BITS = 9


class _Node:
    """A dealer's hand that must draw, by (hard, ace, h17): ``memo`` its
    outcomes by the shoe's key (an int: cheaper to derive and hash than a
    tuple); ``draws`` each card that does not bust it (its value, its step
    in the key, then the node it leads to or its ``_final``); ``bust`` the
    lowest value that busts it (11: none)."""

    def __init__(self, hard: int, ace: bool, h17: bool) -> None:
        self.hard, self.ace, self.h17 = hard, ace, h17
        self.memo: dict[int, tuple[float, ...]] = {}
        self.draws: tuple[tuple[int, int, _Node | None, int], ...] = ()
        self.bust = 11

    def link(self, nodes: dict[tuple[int, bool, bool], _Node]) -> None:
        draws = []
        for v in range(1, 11):
            now_hard, now_ace = self.hard + v, self.ace or v == ACE
            end = _final(now_hard, now_ace, self.h17)
            if end == BUST:
                self.bust = v
                break
            draws.append((v, 1 << (_BITS * v), nodes[now_hard, now_ace, self.h17] if end < 0 else None, end))
        self.draws = tuple(draws)


_NODES = {
    (hard, ace, h17): _Node(hard, ace, h17) for hard in range(22) for ace in (False, True) for h17 in (False, True)
}
for _node in _NODES.values():
    _node.link(_NODES)
#: How many outcome vectors the nodes keep before they start afresh.
_MEMO_LIMIT = 1_000_000


def _draw_to_17(counts: list[int], key: int, left: int, hard: int, ace: bool, h17: bool) -> tuple[float, ...]:
    """The final outcomes (17..21, bust) of a dealer hand holding ``hard``
    points with ``ace`` (an ace among them) that must draw from the shoe
    ``counts`` (of key ``key``, ``left`` cards)."""
    node = _NODES[hard, ace, h17]
    known = node.memo.get(key)
    if known is None:
        known = node.memo[key] = _outcomes(node, counts, key, left)
    return known


def _outcomes(node: _Node, counts: list[int], key: int, left: int) -> tuple[float, ...]:
    """``_draw_to_17`` of ``node`` from the shoe ``counts`` (mutated and
    restored), of key ``key`` and ``left`` cards."""
    if left == 0:
        # An empty shoe cannot happen in a real round (the discards are
        # reshuffled): here the dealer stops drawing and loses.
        return (0.0, 0.0, 0.0, 0.0, 0.0, 1.0)
    total = [0.0] * 6
    total[BUST] = sum(counts[node.bust :]) / left
    for v, step, child, end in node.draws:
        n = counts[v]
        if n == 0:
            continue
        share = n / left
        if child is None:
            total[end] += share
            continue
        sub = child.memo.get(key - step)
        if sub is None:
            counts[v] = n - 1
            sub = child.memo[key - step] = _outcomes(child, counts, key - step, left - 1)
            counts[v] = n
        s0, s1, s2, s3, s4, s5 = sub
        total[0] += share * s0
        total[1] += share * s1
        total[2] += share * s2
        total[3] += share * s3
        total[4] += share * s4
        total[5] += share * s5
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
    if sum(len(node.memo) for node in _NODES.values()) > _MEMO_LIMIT:
        for node in _NODES.values():
            node.memo.clear()
    left = sum(comp) - comp[0]
    key = sum(n << (_BITS * v) for v, n in enumerate(comp) if v)
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
        sub = _draw_to_17(counts, key - (1 << (_BITS * hole)), left - 1, up + hole, ACE in (up, hole), h17)
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
