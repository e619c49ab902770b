"""The moves of a round, built once (moves are interned)."""

from __future__ import annotations

from ...core.moves import Move
from .situation import DECLINE, DOUBLE, HIT, INSURE, SPLIT, STAND, SURRENDER

#: Bets are whole multiples of this: 3:2, 6:5, insurance and surrender halves
#: then come out in whole chips.
BET_STEP = 10

HIT_MOVE = Move(HIT)
STAND_MOVE = Move(STAND)
DOUBLE_MOVE = Move(DOUBLE)
SPLIT_MOVE = Move(SPLIT)
SURRENDER_MOVE = Move(SURRENDER)
INSURE_MOVE = Move(INSURE)
DECLINE_MOVE = Move(DECLINE)
#: The play moves in the order the table shows them.
PLAY_MOVES = (HIT_MOVE, STAND_MOVE, DOUBLE_MOVE, SPLIT_MOVE, SURRENDER_MOVE)


def bet(amount: int) -> Move:
    """``bet 20``; ``bet 0`` sits the box out of the round."""
    return Move("bet", (), amount)
