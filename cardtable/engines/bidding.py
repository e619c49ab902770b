"""Bidding in turn, shared by the trick games that bid (Spades, Oh Hell).

One round from the dealer's left round to the dealer: each seat bids once,
a number of tricks within a range. Restrictions are small functions on the
bids so far (Oh Hell's hook forbids the dealer one number); a blind bid is
chosen before a seat looks at its cards, between the blind bids and
``look``. The bids live in the game's own ``bids`` list (None: not yet bid),
so the states, the AI and the score sheets keep reading them as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.moves import Move

#: The largest bid of any game here (17 tricks: three players of Spades or Oh Hell).
MOST_TRICKS = 17
#: Built once: legal moves are compared by identity in the search's playouts.
BID: dict[int, Move] = {tricks: Move("bid", arg=tricks) for tricks in range(MOST_TRICKS + 1)}
#: Before a blind choice, the seat that wants to see its cards first says so.
LOOK = Move("look")


@dataclass(frozen=True)
class BidRange:
    """Bids of ``low`` to ``high`` tricks."""

    low: int
    high: int

    def moves(self, forbidden: int | None = None) -> list[Move]:
        """The ``bid n`` moves of the range, in order, without ``forbidden``."""
        return [BID[tricks] for tricks in range(self.low, self.high + 1) if tricks != forbidden]

    def holds(self, move: Move) -> bool:
        """Is ``move`` a ``bid n`` (no cards, a whole number) within the range?"""
        tricks = move.arg
        if move.cards or isinstance(tricks, bool) or not isinstance(tricks, int):
            return False
        return self.low <= tricks <= self.high


def next_bidder(bids: Sequence[object | None], seat: int) -> int | None:
    """Who bids after ``seat`` (bids go clockwise), or None once every seat has bid."""
    if all(bid is not None for bid in bids):
        return None
    return (seat + 1) % len(bids)


def blind_choice(blind: Sequence[Move]) -> list[Move]:
    """A seat that has not looked at its cards yet: a blind bid, or look first."""
    return [*blind, LOOK]


def hook_forbidden(bids: Sequence[int | None], dealer: int, tricks: int) -> int | None:
    """The hook: the dealer's bid that is refused once every other seat has
    bid, the one making the bids add up to the number of tricks (None when
    that number is out of the range 0..tricks), so that somebody must miss."""
    others = [bid for seat, bid in enumerate(bids) if seat != dealer]
    if any(bid is None for bid in others):
        return None
    rest = tricks - sum(bid for bid in others if bid is not None)
    return rest if 0 <= rest <= tricks else None
