"""Easy and Normal: two ``Policy`` functions over a ``Situation``.

Easy plays as the dealer must: it hits below 17 and stands on 17 or more,
and never doubles, splits, surrenders or insures. Normal follows the rule
text's advice and the usual rules of thumb it rests on: "the best time to
double is with a total of 11 or 10"; insurance "is usually a poor
percentage bet for the player"; hit 11 or less (no card can bust it); 12 to
16 stands against the dealer's 2 to 6 (the dealer may well bust) and hits
against 7 to ace; stand on 17 or more; soft 17 or less hits, soft 18 or
more stands; split aces and eights; never surrender.
"""

from __future__ import annotations

from .situation import DECLINE, DOUBLE, HIT, INSURE, SPLIT, STAND, Situation
from .values import ACE, total_of_values

#: Normal's pairs to split: aces and eights.
NORMAL_SPLITS = (ACE, 8)
#: The dealer's weak up cards, against which Normal stands on 12 to 16.
WEAK_UP = range(2, 7)


def _either(situation: Situation, first: str, fallback: str) -> str:
    """``first`` when the table allows it now, else ``fallback`` (else
    whatever is allowed: stand, if nothing else)."""
    for action in (first, fallback, STAND, HIT):
        if action in situation.allowed:
            return action
    return next(iter(sorted(situation.allowed)))


def easy_policy(situation: Situation) -> str:
    """Hit below 17, stand on 17 or more; decline insurance."""
    if INSURE in situation.allowed or DECLINE in situation.allowed:
        return DECLINE
    hand = total_of_values(situation.hand)
    return _either(situation, HIT if hand.points < 17 else STAND, STAND)


def normal_policy(situation: Situation) -> str:
    """The rule text's advice (see the module's docstring)."""
    if INSURE in situation.allowed or DECLINE in situation.allowed:
        return DECLINE
    hand = total_of_values(situation.hand)
    cards = situation.hand
    if len(cards) == 2 and cards[0] == cards[1] and cards[0] in NORMAL_SPLITS and SPLIT in situation.allowed:
        return SPLIT
    if hand.soft:
        return _either(situation, HIT if hand.points <= 17 else STAND, STAND)
    if hand.points in (10, 11):
        return _either(situation, DOUBLE, HIT)
    if hand.points <= 11:
        return _either(situation, HIT, STAND)
    if hand.points <= 16:
        return _either(situation, STAND if situation.up in WEAK_UP else HIT, STAND)
    return _either(situation, STAND, HIT)
