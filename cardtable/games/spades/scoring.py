"""Spades scoring, shared by the game and its score sheet.

The values are the seed's (rules notes: "nil +/-50, blind nil +/-100, ten
bags -100, game to 500; made bid 10 x bid + 1 per bag; failed bid -10 x
bid"). Partners bid as a group: "if, as a team, you bid seven and take
eight. That team would have one bag. Doesn't matter who which partner takes
the tricks."

Nil bids are scored on their own and the side's contract is the sum of its
other bids. Our decision where the text is silent (pagat's rule): a nil
bidder's tricks never help make the partner's contract, but they are tricks
the side took beyond it, so each is an overtrick: a point and a bag.

A bid is an ``int`` (1 to the hand size), ``"nil"`` or ``"blind nil"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeGuard

from ...core.i18n import N_

NIL = "nil"
BLIND_NIL = "blind nil"
NIL_BIDS = (NIL, BLIND_NIL)
#: The nil bids as messages say them ("Anne's blind nil failed").
BID_WORDS = {NIL: N_("nil"), BLIND_NIL: N_("blind nil")}

TRICK_POINTS = 10
NIL_POINTS = 50
BLIND_NIL_POINTS = 100
BAG_LIMIT = 10
BAG_PENALTY = 100

Bid = int | str


def is_nil(bid: object) -> TypeGuard[str]:
    return bid == NIL or bid == BLIND_NIL


def nil_value(bid: object) -> int:
    """What a nil bid wins when made (and loses when it fails)."""
    return BLIND_NIL_POINTS if bid == BLIND_NIL else NIL_POINTS


@dataclass(frozen=True)
class SideScore:
    """One side's hand. ``bid`` is the side's contract (its non-nil bids
    added), ``tricks`` every trick the side took; ``made`` is None when the
    side has no contract (only nil bids). ``bags`` are this hand's overtricks
    (the nil bidders' tricks included); ``bags_after`` the count carried to
    the next hand (ten of them cost ``penalty``, and the count drops by ten)."""

    bid: int
    tricks: int
    made: bool | None
    contract_points: int
    nil_points: int
    bags: int
    bags_after: int
    penalty: int
    points: int


def score_side(
    bids: Sequence[Bid], tricks: Sequence[int], bags_before: int = 0, bags_penalty: bool = True
) -> SideScore:
    """Score one side (a partnership, or one player in cut-throat) from its
    members' ``bids`` and ``tricks`` and the bags it carried into the hand."""
    contract = 0
    counted = 0  # tricks of the members who bid a number
    nil_tricks = 0
    nil_points = 0
    for bid, took in zip(bids, tricks):
        if is_nil(bid):
            nil_tricks += took
            value = nil_value(bid)
            nil_points += value if took == 0 else -value
        else:
            contract += int(bid)
            counted += took
    if contract > 0:
        made: bool | None = counted >= contract
        if made:
            over = counted - contract
            contract_points = TRICK_POINTS * contract + over
        else:
            over = 0
            contract_points = -TRICK_POINTS * contract
    else:
        # No contract (only nil bids): any trick not a nil bidder's is an
        # overtrick too (none, with every numeric bid at least 1).
        made = None
        over = counted
        contract_points = over
    bags = over + nil_tricks
    carried = bags_before + bags
    penalty = 0
    if bags_penalty:
        penalty = -BAG_PENALTY * (carried // BAG_LIMIT)
        carried %= BAG_LIMIT
    points = contract_points + nil_tricks + nil_points + penalty
    return SideScore(contract, counted + nil_tricks, made, contract_points, nil_points, bags, carried, penalty, points)


def carried_bags(history: Sequence[int], bags_penalty: bool = True) -> int:
    """The bag count after hands that added ``history`` bags, oldest first."""
    total = sum(history)
    return total % BAG_LIMIT if bags_penalty else total


def bid_text(bid: object) -> str:
    """A bid as the table and the sheet write it: "4", "nil", "blind nil"."""
    return str(bid) if bid is not None else ""
