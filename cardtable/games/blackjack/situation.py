"""One decision of one box, as every blackjack player sees it.

The line between the rules and the players: the engine's agents build a
``Situation`` from the seat's view and legal moves, the fast simulator
builds it directly, and every policy (Easy, Normal, basic strategy, the
Expert's and the coach's) is a function ``Situation -> action``. It holds
only what the seat can see: its hand, the dealer's up card, the cards seen
since the shuffle, and what the rules allow now.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .table_rules import TableRules

HIT = "hit"
STAND = "stand"
DOUBLE = "double"
SPLIT = "split"
SURRENDER = "surrender"
INSURE = "insure"
DECLINE = "decline"
#: The decisions of a hand, and the insurance question asked before them.
PLAY_ACTIONS = (HIT, STAND, DOUBLE, SPLIT, SURRENDER)
INSURANCE_ACTIONS = (INSURE, DECLINE)


@dataclass(frozen=True)
class Situation:
    """``hand``: the box's current hand as card values (1 = ace, 10 = any
    ten-value card) in the order dealt; ``up``: the dealer's up card's value;
    ``allowed``: the actions legal now (a subset of PLAY_ACTIONS, or of
    INSURANCE_ACTIONS when insurance is offered); ``from_split``: the hand
    came from a split; ``hands``: how many hands the box plays now (splits
    made so far + 1); ``seen``: how many cards of each value (index 1..10)
    the seat has seen leave the shoe since it was shuffled, this round's
    visible cards included, the dealer's hole card not; ``rules``: the table."""

    hand: tuple[int, ...]
    up: int
    allowed: frozenset[str]
    rules: TableRules
    from_split: bool = False
    hands: int = 1
    seen: tuple[int, ...] = (0,) * 11


Policy = Callable[[Situation], str]
