"""The Expert: basic strategy refined by the cards seen since the shuffle.

Where basic strategy plays a hand class from a full shoe, the Expert values
this exact hand from the shoe as the seat knows it (the full shoe less
every card it has seen leave: ``Situation.seen``) and takes the action of
the best expected value; it insures when the tens left make the 2:1 bet
pay (more than a third of the unseen cards).
"""

from __future__ import annotations

from .basic import basic_action
from .dealer import Composition, full_shoe
from .situation import DECLINE, INSURE, Situation
from .strategy import action_values
from .table_rules import TableRules
from .values import TEN


def unseen(situation: Situation) -> Composition:
    """The shoe less what the seat has seen (its hand and the up card
    included: they are in ``seen``); the hole card is among the unseen."""
    shoe = full_shoe(situation.rules.decks)
    comp = tuple(max(total - seen, 0) for total, seen in zip(shoe, situation.seen, strict=True))
    return (0, *comp[1:])


def remaining(situation: Situation) -> Composition:
    """``unseen``, making sure the hand's cards and the up card are out of it
    (a caller whose ``seen`` misses this round's cards still gets a shoe
    without them)."""
    comp = list(unseen(situation))
    shown = list(situation.seen)
    counted = [0] * 11
    for v in (*situation.hand, situation.up):
        counted[v] += 1
    for v in range(1, 11):
        if shown[v] < counted[v]:
            comp[v] = max(comp[v] - (counted[v] - shown[v]), 0)
    return tuple(comp)


def insurance_value(comp: Composition) -> float:
    """Insurance's value per unit of the main bet (it costs half a unit and
    pays 2:1 when the hole card is a ten-value card)."""
    left = sum(comp) - comp[0]
    tens = comp[TEN] / left if left else 0.0
    return 0.5 * (3 * tens - 1)


def expert_values(situation: Situation) -> dict[str, float]:
    """The value of each allowed action for this hand, from the shoe the
    seat knows, what follows played best."""
    comp = remaining(situation)
    if DECLINE in situation.allowed:
        return {INSURE: insurance_value(comp), DECLINE: 0.0}
    rules: TableRules = situation.rules
    return action_values(situation.hand, situation.up, comp, rules, situation.allowed, None, situation.hands)


def expert_policy(situation: Situation) -> str:
    """The action of the best expected value for this exact hand."""
    values = expert_values(situation)
    return max(values, key=lambda action: values[action])


def counting_policy(situation: Situation) -> str:
    """The Expert made cheap enough to simulate by the million: basic
    strategy's play, and insurance by the tens left (as ``expert_policy``
    insures). The simulator's stand-in for the Expert, with the count's bet."""
    if DECLINE in situation.allowed:
        return INSURE if insurance_value(remaining(situation)) > 0 else DECLINE
    return basic_action(situation)
