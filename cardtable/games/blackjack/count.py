"""The Expert's count: its advantage for the next round, and its bet.

With flat bets even perfect play only trims the house edge; what wins is
betting more when the cards left favour the player. The advantage is
estimated the way card counters' tables are built, but worked out here for
the table's rules: each value's *effect of removal* is how much basic
strategy's exact return (``edge.shoe_return``) changes when one card of
that value is taken from the full shoe. A shoe of ``n`` cards left out of
``N`` is then, to first order, the full shoe less ``full - left × N / n``
cards of each value (the left cards scaled up to a full shoe), so

    advantage ≈ full-shoe return + Σ effect[v] × (full[v] − left[v] × N / n).

Only what the seat saw goes in (``seen``, the cards shown since the
shuffle): the bet depends on the view alone.
"""

from __future__ import annotations

from functools import lru_cache

from .dealer import Composition, full_shoe, remove
from .edge import basic_return, shoe_return
from .table_rules import TableRules

#: The Expert's largest bet, in table minimums.
MAX_MINIMUMS = 8
#: Table minimums bet per point of advantage (a bet proportional to the
#: advantage, as Kelly's is): 1% → 4 minimums, 2% or more → 8.
MINIMUMS_PER_ADVANTAGE = 400


@lru_cache(maxsize=16)
def removal_effects(rules: TableRules) -> tuple[float, ...]:
    """Basic strategy's return from the full shoe less one card of value
    ``v`` minus its full-shoe return, for v = 1..10 (index 0 unused).
    A few seconds of Python the first time for each table's rules."""
    shoe = full_shoe(rules.decks)
    base = basic_return(rules)
    return (0.0, *(shoe_return(rules, remove(shoe, v)) - base for v in range(1, 11)))


def cards_left(rules: TableRules, seen: tuple[int, ...]) -> Composition:
    """The full shoe less the cards seen (never below zero)."""
    shoe = full_shoe(rules.decks)
    return (0, *(max(shoe[v] - seen[v], 0) for v in range(1, 11)))


def advantage(rules: TableRules, seen: tuple[int, ...]) -> float:
    """The estimated return per unit bet of the next round, from the cards
    seen since the shuffle (positive: the player's advantage)."""
    shoe = full_shoe(rules.decks)
    left = cards_left(rules, seen)
    n, whole = sum(left), sum(shoe)
    if n == 0:
        return basic_return(rules)
    effects = removal_effects(rules)
    scale = whole / n
    return basic_return(rules) + sum(effects[v] * (shoe[v] - left[v] * scale) for v in range(1, 11))


def bet_minimums(edge: float) -> int:
    """The bet in table minimums for an advantage of ``edge``: one when the
    shoe does not favour the player, then rising with the advantage up to
    MAX_MINIMUMS."""
    if edge <= 0:
        return 1
    return max(1, min(MAX_MINIMUMS, int(edge * MINIMUMS_PER_ADVANTAGE)))
